import Foundation
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
      SIGTERM, leaves a folder that passes; a run killed outright (SIGKILL, a power cut) may \
      not, and this says so, one line per file. With --shard k/n the shard's own manifest \
      (manifest.shard-k-of-n.json) is checked against the shard's snapshots.
      """,
    arguments: [Options.folder.spec],
    options: [Options.shard.spec])

  struct Options: ParsableOptions {
    static let folder = Positional<String>("output-dir", help: "A folder written by 'glance run'.")
    static let shard = Option<Shard>(
      "shard", "k/n", help: "Check the manifest of shard k of n and its snapshots only.")

    var folder: String
    var shard: Shard?

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      folder = try arguments.argument(required: Self.folder)
      shard = try arguments.value(Self.shard)
    }
  }

  static let exitCodes = [
    ExitCode.success.because("every file matches the manifest"),
    ExitCode.failure.because("files that do not match the manifest, listed on standard output"),
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
    for problem in problems { output.out("\(problem)\n") }
    let files = Plural.count(manifest.files.count, "snapshot")
    if problems.isEmpty {
      output.err("verified \(files) against '\(path)'\n")
      return .success
    }
    output.err(
      "\(Plural.count(problems.count, "file")) \(Plural.agreeing(problems.count, "does", "do")) not match '\(path)' (\(files) listed)\n"
    )
    return .failure
  }
}
