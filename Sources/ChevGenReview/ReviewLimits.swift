/// What the review server accepts of one client, in one place: sizes checked
/// while a request is read, and the times and connections a client may hold.
///
/// Every figure is far beyond what a browser sends to this page, and small
/// enough that a hostile client (a web page that knows the port, a script on
/// this machine) costs the server a few kilobytes and microseconds before it
/// is refused, whatever it sends. Each request is read once, byte by byte, so
/// refusing costs time in proportion to the bytes read, never more.
public enum ReviewLimits {
  /// The request line (`GET /TOKEN/actual/PATH HTTP/1.1`), and so the URL in
  /// it: 8 KiB, the default of nginx and Apache. The page's longest URLs name
  /// an image's path, percent-encoded: a path of 2,600 non-Latin characters
  /// still fits. Longer: 414.
  public static let requestLine = 8 * 1024

  /// One header line: 16 KiB. A browser's longest is its Cookie line, and
  /// cookies are kept per host, not per port, so other servers on 127.0.0.1
  /// may have set some; Chrome sends at most 180 of 4 KiB, but a page this
  /// large in cookies would stop most local servers. Longer: 431.
  public static let fieldLine = 16 * 1024

  /// The whole head, request line and header lines: 64 KiB. Larger: 431.
  public static let head = 64 * 1024

  /// Header lines in one request: browsers send about 15. More: 431.
  public static let fields = 100

  /// A request's body, read and dropped: the page sends none. Larger: 413.
  public static let body = 64 * 1024

  /// Seconds from a connection's opening, or its previous answer, until its
  /// next request (head and body) has arrived whole: a browser sends a head in
  /// one write, and reopens a kept-alive connection closed while idle. A
  /// client too slow (one byte at a time, or nothing) is disconnected.
  public static let requestSeconds = 5.0

  /// Seconds to send one answer, after which a client that does not read it
  /// is disconnected: the largest image leaves in milliseconds on loopback.
  public static let answerSeconds = 10.0

  /// Connections open at once: a browser opens at most 6 to one host. A new
  /// one beyond this closes the connection that has waited longest on its
  /// client (reading a request or sending an answer), never one whose
  /// request is being answered; with none such, the new one is closed.
  public static let connections = 32

  /// After a refusal the server stops sending and reads what the client
  /// still sends, so that closing does not reset the connection before the
  /// client has read the refusal: at most these bytes, for at most a second.
  public static let drainBytes = 256 * 1024
}
