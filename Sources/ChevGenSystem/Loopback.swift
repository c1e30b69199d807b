#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a server on this machine's loopback address needs of the C library:
/// the address, TCP's no-delay option, the errors of a refused bind, and a
/// connection's orderly end.
public enum Loopback {
  /// 127.0.0.1 at `port` (0: any free port), which no other machine reaches.
  public static func address(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7f00_0001).bigEndian)
    return address
  }

  /// TCP_NODELAY's level and name: a response's head and body go out at
  /// once rather than waiting for the client's delayed acknowledgement.
  public static let noDelay = (level: Int32(IPPROTO_TCP), name: Int32(TCP_NODELAY))

  /// Why binding failed, in words a person can act on; nil when the error
  /// number is neither "in use" nor "not permitted".
  public static func bindProblem(port: Int, errorNumber: Int32) -> String? {
    switch errorNumber {
    case EADDRINUSE: "port \(port) is in use"
    case EACCES, EPERM: "port \(port) needs privileges this user lacks"
    default: nil
    }
  }

  /// Ends the sending half of the connection `file`: the client reads the
  /// answer and then its end, while the server may still read what the
  /// client sends. Closing a connection with unread bytes instead resets it,
  /// and the client may lose the answer (RFC 9112 §9.6).
  public static func endSending(_ file: Int32) {
    _ = shutdown(file, Int32(SHUT_WR))
  }
}
