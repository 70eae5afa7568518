import Foundation
import SeededRandom
import Testing

@testable import Snapshots

/// NIST's example vectors for SHA-256 (FIPS 180-4, "SHA256.pdf" and the short-message tests).
@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
  ])
  func nistVectors(_ message: String, _ digest: String) {
    #expect(SHA256.hex(Array(message.utf8)) == digest)
    #expect(Self.hex(Array(message.utf8), usesExtensions: false) == digest)
  }

  static func hex(_ bytes: [UInt8], usesExtensions: Bool, pieces: Int = 1) -> String {
    var hasher = SHA256()
    hasher.usesExtensions = usesExtensions
    let size = bytes.count / pieces + 1
    for start in stride(from: 0, to: bytes.count, by: size) {
      hasher.update(bytes[start..<min(start + size, bytes.count)])
    }
    return hasher.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  /// The processor's SHA instructions and the Swift compression function give the same digest
  /// of every length up to five blocks and of a megabyte, whole and in uneven pieces.
  @Test(.enabled(if: SHA256.processorHasExtensions, "the processor has no SHA instructions"))
  func extensionsAgreeWithSwift() {
    var random = SeededRandom(seed: 20_261_201)
    let long = (0..<(1 << 20) + 33).map { _ in UInt8.random(in: 0...255, using: &random) }
    for length in Array(0...320) + [long.count] {
      let bytes = Array(long.prefix(length))
      let portable = Self.hex(bytes, usesExtensions: false)
      #expect(Self.hex(bytes, usesExtensions: true) == portable, "\(length) bytes")
      #expect(Self.hex(bytes, usesExtensions: true, pieces: 7) == portable, "\(length) bytes")
    }
  }

  @Test func oneMillionAsInPieces() {
    var hasher = SHA256()
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
    for _ in 0..<1000 { hasher.update(chunk) }
    let digest = hasher.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    #expect(digest == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func paddingBoundaries() {
    // 55, 56 and 64 bytes cross the padding edge; hashing in two pieces must agree.
    for length in [55, 56, 63, 64, 65, 119, 120] {
      let bytes = (0..<length).map { UInt8($0 % 251) }
      var split = SHA256()
      split.update(bytes.prefix(length / 3))
      split.update(bytes.dropFirst(length / 3))
      #expect(
        split.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
          == SHA256.hex(bytes))
    }
  }

  static let sha256sum = ["/usr/bin/sha256sum", "/bin/sha256sum"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Every length up to five blocks, so that the padding starts at every byte of a block and
  /// spills into a block of its own, and a megabyte of seeded bytes, against coreutils'
  /// `sha256sum` of the same files.
  @Test(.enabled(if: sha256sum != nil, "needs coreutils' sha256sum"))
  func agreesWithCoreutils() throws {
    var random = SeededRandom(seed: 180)
    let long = (0..<(1 << 20) + 17).map { _ in UInt8.random(in: 0...255, using: &random) }
    let messages = (0...320).map { Array(long.prefix($0)) } + [long]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-sha256-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = messages.indices.map { folder.appendingPathComponent("\($0)").path }
    for (file, message) in zip(files, messages) {
      #expect(FileManager.default.createFile(atPath: file, contents: Data(message)))
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.sha256sum))
    process.arguments = files
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let expected = String(decoding: printed, as: UTF8.self).split(separator: "\n").map {
      String($0.prefix(64))
    }
    #expect(expected.count == messages.count)
    for (index, digest) in expected.enumerated() where index < messages.count {
      #expect(SHA256.hex(messages[index]) == digest, "\(messages[index].count) bytes")
    }
  }
}
