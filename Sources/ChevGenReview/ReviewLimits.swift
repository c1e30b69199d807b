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
  /// client too slow (one byte at a time, or nothing) is answered 408 and
  /// disconnected.
  public static let requestSeconds = 5.0

  /// Seconds to send one answer, after which a client that does not read it
  /// is disconnected: the largest image leaves in milliseconds on loopback.
  public static let answerSeconds = 10.0

  /// Connections served at once: a browser opens at most 6 to one host.
  /// While all are open, a new connection waits in the system's queue
  /// (``backlog``) until one ends, or until one has waited
  /// ``displaceSeconds`` on its client (reading a request, or sending an
  /// answer it does not read); that one gives way to it, never one whose
  /// request is being answered.
  public static let connections = 32

  /// Seconds a connection must have waited on its client before a new one
  /// may take its place: a burst's connections (a page's fetches, a script's
  /// requests) bring their request and are read within milliseconds, so they
  /// queue rather than push each other out, while an idle kept-alive
  /// connection or a client that sends nothing waits far longer. One waiting
  /// for a request is answered 503 with ``retrySeconds`` (it may have sent
  /// one the server has not read); one not reading its answer is closed.
  public static let displaceSeconds = 0.5

  /// Connections being refused at once, besides ``connections``: a refusal
  /// (a 503 or 408 from the table, a 4xx from the reader) is sent, then what
  /// the client still sends is read, so that closing does not reset the
  /// connection before the client has read it: at most ``drainBytes``, for at
  /// most a second. 64 is what a second of displacing brings (32 connections
  /// every 0.5 s); at the limit, new connections wait in the system's queue.
  public static let refusals = 64

  /// Seconds a displaced request is asked to wait before it is sent again
  /// (`Retry-After`): connections are served within milliseconds, and the
  /// page sends the request again after it (``ReviewPageAssets/retries``).
  public static let retrySeconds = 1

  /// Connections the system queues while the server has no room for them:
  /// 256, more than a burst of 200 at once. Beyond it the system ignores a
  /// new connection's first packet and the client sends it again a second
  /// later, so a larger burst is slowed, not refused. macOS caps it at its
  /// `kern.ipc.somaxconn` (128 by default).
  public static let backlog = 256

  /// What the client still sends after a refusal is read and dropped, at
  /// most these bytes, for at most a second (see ``refusals``).
  public static let drainBytes = 256 * 1024
}
