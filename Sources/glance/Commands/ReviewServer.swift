import CopyReview
import Foundation
import Pipeline

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `glance review --serve`: the review's pages on 127.0.0.1, and each decision posted by a
/// page saved to the decisions file at once.
///
/// It listens on the loopback address only, so nothing off the machine can reach it, and it
/// answers only requests whose `Host` is the loopback address (a page of another site that
/// resolves its own name to 127.0.0.1 cannot read or write through it) and whose `Origin`,
/// when sent, is its own. One request at a time, each at most 64 KB, read with a timeout: it is
/// one reviewer's tool, not a web server. GET serves the landing page and the pages folder's
/// files; POST `/decisions` takes one decision as JSON and rewrites the file.
struct ReviewServer {
  let folder: URL
  let index: String
  let decisionsFile: String
  var decisions: ReviewDecisions

  init(folder: URL, index: String, decisionsFile: String, decisions: ReviewDecisions) {
    self.folder = folder
    self.index = index
    self.decisionsFile = decisionsFile
    self.decisions = decisions
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  func run(port: Int, output: CommandOutput) throws {
    var server = self
    let socket = try Self.listen(port: port)
    defer { close(socket) }
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    let bound = Int(UInt16(bigEndian: address.sin_port))
    output.err(
      "serving http://127.0.0.1:\(bound)/\(index) (loopback only); decisions are saved to '\(decisionsFile)'; Ctrl-C stops\n"
    )
    output.flush()
    while true {
      let client = accept(socket, nil, nil)
      guard client >= 0 else { continue }
      var timeout = timeval(tv_sec: 10, tv_usec: 0)
      setsockopt(
        client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      let response = server.respond(to: Self.read(client), port: bound)
      response.withUnsafeBytes { _ = send(client, $0.baseAddress, $0.count, 0) }
      close(client)
    }
  }

  static func listen(port: Int) throws -> Int32 {
    #if canImport(Glibc)
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0 else { throw Failure(description: "cannot open a socket") }
    var yes: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, Glibc.listen(socket, 16) == 0 else {
      close(socket)
      throw CommandFailure(
        exitCode: .cannotWrite,
        message: "cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
    }
    return socket
  }

  /// A request's bytes: the head, and the body its `Content-Length` names, at most 64 KB.
  static func read(_ client: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 8192)
    while bytes.count < 65_536 {
      let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      bytes += buffer[..<count]
      if let head = Request(bytes), head.body.count >= head.contentLength { break }
    }
    return bytes
  }

  /// A parsed request.
  struct Request {
    var method: String
    var path: String
    var headers: [String: String]
    var body: [UInt8]
    var contentLength: Int { Int(headers["content-length"] ?? "") ?? 0 }

    init?(_ bytes: [UInt8]) {
      let separator: [UInt8] = [13, 10, 13, 10]
      guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
        return nil
      }
      let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
      let first = lines[0].split(separator: " ")
      guard first.count == 3 else { return nil }
      method = String(first[0])
      path = String(first[1])
      headers = [:]
      for line in lines.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
          .trimmingCharacters(in: .whitespaces)
      }
      body = Array(bytes[(end + 4)...])
    }
  }

  mutating func respond(to bytes: [UInt8], port: Int) -> [UInt8] {
    guard let request = Request(bytes) else { return Self.status(400, "Bad Request") }
    let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
    guard let host = request.headers["host"], hosts.contains(host) else {
      return Self.status(421, "Misdirected Request")
    }
    if let origin = request.headers["origin"], !hosts.map({ "http://" + $0 }).contains(origin) {
      return Self.status(403, "Forbidden")
    }
    switch (request.method, request.path) {
    case ("POST", "/decisions"):
      return save(request.body)
    case ("GET", _):
      return file(request.path)
    default:
      return Self.status(405, "Method Not Allowed")
    }
  }

  /// Records one posted decision and rewrites the file.
  mutating func save(_ body: [UInt8]) -> [UInt8] {
    let wrapped =
      #"{"schema": "glance.decisions/1", "decisions": ["# + String(decoding: body, as: UTF8.self)
      + "]}"
    do {
      let posted = try ReviewDecisions(bytes: Array(wrapped.utf8), file: "the posted decision")
      decisions.merge(posted)
      let target = URL(fileURLWithPath: decisionsFile)
      _ = try SnapshotStore(root: target.deletingLastPathComponent()).write(
        decisions.bytes, to: target.lastPathComponent)
      return Self.status(204, "No Content")
    } catch {
      return Self.status(400, "Bad Request", body: "\(error)\n")
    }
  }

  /// A file of the review: the landing page or one under its folder, nothing else.
  func file(_ path: String) -> [UInt8] {
    let plain = path.split(separator: "?")[0].split(separator: "#")[0]
    let relative = plain == "/" ? index : String(plain.dropFirst()).removingPercentEncoding ?? ""
    let parts = relative.split(separator: "/")
    guard !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0.hasPrefix(".") }),
      relative.hasSuffix(".html"),
      let data = FileManager.default.contents(
        atPath: folder.appendingPathComponent(relative).path)
    else { return Self.status(404, "Not Found") }
    return Array(
      "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(data.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        .utf8) + [UInt8](data)
  }

  static func status(_ code: Int, _ reason: String, body: String = "") -> [UInt8] {
    Array(
      "HTTP/1.1 \(code) \(reason)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        .utf8)
  }
}
