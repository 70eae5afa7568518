import Foundation
import JSON
import Pipeline
import Snapshots

/// `glance verify`: whether an output folder holds exactly what its manifest says.
enum VerifyCommand: Command {
  static let spec = CommandSpec(
    name: "verify",
    abstract:
      "Check every snapshot of an output folder against its manifest; exit 1 on any mismatch.",
    discussion: """
      Each file manifest.json lists must be there with its size and SHA-256, and each snapshot \
      in the folder must be listed. A run that finishes, or that is stopped by SIGINT or \
      SIGTERM, leaves files that match; a run killed outright (SIGKILL, a power cut) may not, \
      and this says so, one line per file, grouped by source. The folder must also be one \
      finished run: a run that was stopped or killed, or sources left at another reference \
      date or by another run, are reported with the count of sources at each date, and exit \
      1. With --shard k/n the shard's own manifest (manifest.shard-k-of-n.json) is checked \
      against the shard's snapshots.
      """,
    arguments: [Options.folder.spec],
    options: [Options.shard.spec, Options.format.spec])

  struct Options: ParsableOptions {
    static let folder = Positional<String>("output-dir", help: "A folder written by 'glance run'.")
    static let shard = Option<Shard>(
      "shard", "k/n", help: "Check the manifest of shard k of n and its snapshots only.")
    static let format = Option<OutputFormat>(
      "format", "format", help: "text, or json: a glance.verify/1 document.", default: .text)

    var folder: String
    var shard: Shard?
    var format: OutputFormat

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      folder = try arguments.argument(required: Self.folder)
      shard = try arguments.value(Self.shard)
      format = try arguments.value(required: Self.format)
    }
  }

  static let exitCodes = [
    ExitCode.success.because("every file matches the manifest"),
    ExitCode.failure.because(
      "files that do not match the manifest, or a run that did not finish or left sources of another run or date, listed on standard output"
    ),
    ExitCode.dataError.because("the manifest cannot be read"),
    ExitCode.noInput.because("no such folder, or no manifest in it"),
  ]

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    let folder = options.folder
    let url = URL(fileURLWithPath: folder)
    let shard = options.shard
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CommandFailure(exitCode: .noInput, message: "cannot read '\(folder)': no such folder")
    }
    let name = shard?.fileName("manifest") ?? Manifest.fileName
    let path = url.appendingPathComponent(name).relativePath
    guard FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path) else {
      var message = "cannot read '\(path)': no such file"
      let shards = (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.filter {
        Shard(fileName: $0, stem: "manifest") != nil
      }
      if shard == nil, let shards, !shards.isEmpty {
        message += " (the folder holds shard manifests: 'glance merge \(folder)' writes it)"
      }
      throw CommandFailure(exitCode: .noInput, message: message)
    }
    guard let manifest = Manifest(bytes: try InputFile.read(path, maxBytes: 1 << 30)) else {
      throw CommandFailure(
        exitCode: .dataError, message: "cannot read '\(path)': not a Glance manifest")
    }
    let problems = await ManifestCheck(root: url, manifest: manifest).problems(
      hashing: true, scope: { shard?.owns(snapshotPath: $0) ?? true })
    let report = VerifyReport(manifest: manifest, problems: problems, path: path)
    switch options.format {
    case .text: output.out(report.text)
    case .json: output.out(CanonicalJSONWriter.string(report.json))
    }
    output.err(report.summary + "\n")
    return report.isClean ? .success : .failure
  }
}
