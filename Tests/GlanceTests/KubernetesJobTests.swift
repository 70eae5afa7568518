import Foundation
import Testing

/// Docs/scaling.md's nightly script, run as printed on a local cluster (kind or k3d) into which
/// the image was loaded (`docker build -t glance:test .`, `kind load docker-image glance:test`,
/// then `GLANCE_KUBERNETES_IMAGE=glance:test`). Two changes fit the manifests to a one-node
/// cluster: its local storage offers `ReadWriteOnce` only (enough, as every pod runs on that
/// node), and no sources volume is mounted, so the pods read the image's sample `Data/`.
/// Skipped where no cluster answers `kubectl` or no image is named.
@Suite(.enabled(if: LocalCluster.image != nil, LocalCluster.absent))
struct KubernetesJobTests {

  @Test func theNightlyScriptRunsOnTheCluster() throws {
    let kubectl = try #require(ScalingManifestTests.which("kubectl"), "kubectl is not installed")
    let ready = try GlanceProcess.run(["get", "--raw", "/readyz"], executable: kubectl)
    try #require(ready.status == 0, "no cluster answers: \(ready.stderr)")
    let (folder, files) = try ScalingManifestTests.manifests()
    defer {
      _ = try? GlanceProcess.run(
        ["delete", "--ignore-not-found", "--wait=false"] + files.flatMap { ["-f", $0.path] }
          + ["configmap/glance-run"], executable: kubectl)
      try? FileManager.default.removeItem(at: folder)
    }
    for file in files {
      var text = try String(contentsOf: file, encoding: .utf8)
      text = text.replacingOccurrences(
        of: "registry.example.com/glance:latest", with: try #require(LocalCluster.image))
      text = text.replacingOccurrences(of: "[ReadWriteMany]", with: "[ReadWriteOnce]")
      text = text.replacingOccurrences(of: "[ReadOnlyMany]", with: "[ReadWriteOnce]")
      text = text.replacingOccurrences(
        of: "            - { name: sources, mountPath: /srv/glance/Data, readOnly: true }\n",
        with: "")
      text = text.replacingOccurrences(
        of:
          "        - name: sources\n          persistentVolumeClaim: { claimName: glance-sources, readOnly: true }\n",
        with: "")
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    let script = try #require(
      try ScalingDocsTests.blocks(in: ScalingManifestTests.section, language: "sh").first)
    let result = try GlanceProcess.run(
      ["-s", "KILL", "1800", "/bin/sh", "-e", "-c", script], directory: folder,
      executable: URL(fileURLWithPath: "/usr/bin/timeout"))
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("merged 8 shards: 6 sources, 108 snapshots"), "\(result.stdout)")
    #expect(result.stdout.contains("verified 108 snapshots against"), "\(result.stdout)")
  }
}

/// The image loaded into a local cluster, named by `GLANCE_KUBERNETES_IMAGE`.
enum LocalCluster {
  static let absent: Comment = """
    needs a local cluster (kind or k3d, which need a container engine) with the image loaded, \
    named in GLANCE_KUBERNETES_IMAGE
    """
  static var image: String? { ProcessInfo.processInfo.environment["GLANCE_KUBERNETES_IMAGE"] }
}
