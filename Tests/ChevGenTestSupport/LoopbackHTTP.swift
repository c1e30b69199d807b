import Foundation

/// One HTTP/1.1 connection to 127.0.0.1, sending requests byte for byte as
/// written: what a browser or URLSession would rewrite or refuse (a `..`
/// segment, a foreign Host header, an Origin of another site) is sent as is.
///
/// Requests go one after another on the same connection (kept alive);
/// answers are read by their Content-Length, or to the connection's end.
public final class LoopbackHTTP {
  /// An answer: its status, its headers by lowercase name, its body.
  public struct Response: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: [UInt8]

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
  }

  /// Why a request got no answer.
  public enum Failure: Error, CustomStringConvertible {
    case connect(port: Int, errorNumber: Int32)
    case send(errorNumber: Int32)
    case closed(received: Int)
    case malformed(head: String)

    public var description: String {
      switch self {
      case .connect(let port, let number):
        "cannot connect to 127.0.0.1:\(port) (errno \(number)); is the server running?"
      case .send(let number): "the request could not be sent (errno \(number))"
      case .closed(let received):
        "the server closed the connection after \(received) bytes, before a whole answer"
      case .malformed(let head): "not an HTTP answer: \(head)"
      }
    }
  }

  public let port: Int
  private let socket: Int32
  /// Bytes received and not yet part of an answer returned.
  private var pending: [UInt8] = []

  /// Connects to 127.0.0.1:`port`; a read waits at most `timeout` seconds.
  public init(port: Int, timeout: Int = 30) throws {
    self.port = port
    #if os(Linux)
      socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      socket = Foundation.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(
      socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    #if !os(Linux)
      var one: Int32 = 1
      setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
    var address = sockaddr_in()
    #if !os(Linux)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7f00_0001).bigEndian)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard socket >= 0, connected == 0 else {
      let number = errno
      if socket >= 0 { close(socket) }
      throw Failure.connect(port: port, errorNumber: number)
    }
  }

  deinit { close(socket) }

  /// Sends `method target` with a Host header naming `host` (by default
  /// 127.0.0.1 and the port; none with `omittingHost`), then `headers`, and
  /// reads the answer.
  public func request(
    _ method: String, _ target: String, host: String? = nil, omittingHost: Bool = false,
    headers: [(String, String)] = [], body: [UInt8] = []
  ) throws -> Response {
    var head = "\(method) \(target) HTTP/1.1\r\n"
    if !omittingHost { head += "Host: \(host ?? "127.0.0.1:\(port)")\r\n" }
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "Content-Length: \(body.count)\r\n\r\n"
    return try send(raw: Array(head.utf8) + body)
  }

  /// Sends `bytes` as they are, a request of any shape, and reads the answer.
  public func send(raw bytes: [UInt8]) throws -> Response {
    try send(bytes)
    return try response()
  }

  /// Sends `bytes` as they are, reading nothing.
  public func send(_ bytes: [UInt8]) throws {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Foundation.send(socket, $0.baseAddress, $0.count, Self.noSignal)
      }
      guard count > 0 else { throw Failure.send(errorNumber: errno) }
      sent += count
    }
  }

  /// A send to a connection the server has closed fails instead of killing
  /// the tests with SIGPIPE (on macOS the socket says so: SO_NOSIGPIPE).
  #if os(Linux)
    static let noSignal = Int32(MSG_NOSIGNAL)
  #else
    static let noSignal: Int32 = 0
  #endif

  /// Whether the server closes the connection within `seconds`; what it
  /// sends meanwhile is dropped.
  public func closes(within seconds: Double) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while Date() < deadline {
      let left = max(deadline.timeIntervalSinceNow, 0.001)
      var limit = timeval(
        tv_sec: Int(left), tv_usec: .init(left.truncatingRemainder(dividingBy: 1) * 1e6))
      setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
      var buffer = [UInt8](repeating: 0, count: 65536)
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count == 0 || (count < 0 && errno == ECONNRESET) { return true }
    }
    return false
  }

  /// Reads one answer.
  private func response() throws -> Response {
    let separator = Array("\r\n\r\n".utf8)
    var end: Int?
    while true {
      end = pending.indices.dropLast(3).first { pending[$0..<$0 + 4].elementsEqual(separator) }
      if end != nil { break }
      guard receive() else { throw Failure.closed(received: pending.count) }
    }
    let head = String(decoding: pending[..<end!], as: UTF8.self)
    pending.removeFirst(end! + 4)
    var lines = head.components(separatedBy: "\r\n")
    let statusLine = lines.removeFirst().split(separator: " ")
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
      throw Failure.malformed(head: head)
    }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    if let length = headers["content-length"].flatMap({ Int($0) }) {
      while pending.count < length {
        guard receive() else { throw Failure.closed(received: pending.count) }
      }
      let body = Array(pending[..<length])
      pending.removeFirst(length)
      return Response(status: status, headers: headers, body: body)
    }
    while receive() {}
    defer { pending = [] }
    return Response(status: status, headers: headers, body: pending)
  }

  /// Appends what arrives to `pending`; false at the connection's end.
  private func receive() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return false }
    pending += buffer[..<count]
    return true
  }
}
