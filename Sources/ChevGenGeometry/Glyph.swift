/// The icons of the bar-button purposes, drawn as stroked centre lines in a
/// 22 × 22 pt box with round caps and joins (no icon font, no SF Symbols).
public enum Glyph: String, CaseIterable, Hashable, Sendable {
  case add
  case edit
  case delete
  case search
  case share
  case close

  /// The glyph's box.
  public static let size = 22.0
  /// The stroke's width in points.
  public static let strokeWidth = 2.0

  /// The glyph's centre lines in the box whose top-left corner is `origin`.
  public func path(at origin: Point) -> Path {
    var path = Path()
    func move(_ x: Double, _ y: Double) { path.move(to: origin + Point(x: x, y: y)) }
    func line(_ x: Double, _ y: Double) { path.line(to: origin + Point(x: x, y: y)) }
    switch self {
    case .add:
      // A plus.
      move(11, 3)
      line(11, 19)
      move(3, 11)
      line(19, 11)
    case .edit:
      // A pencil at 45°: its body, the sharpened tip, and a line to write on.
      move(15.5, 3.5)
      line(18.5, 6.5)
      line(8, 17)
      line(4, 18)
      line(5, 14)
      line(15.5, 3.5)
      move(13, 6)
      line(16, 9)
      move(3, 20.5)
      line(19, 20.5)
    case .delete:
      // A bin: the lid with its handle, the can narrowing to the bottom, two ribs.
      move(3, 5.5)
      line(19, 5.5)
      move(8.5, 5.5)
      line(8.5, 3)
      line(13.5, 3)
      line(13.5, 5.5)
      move(5, 5.5)
      line(6.2, 19.5)
      line(15.8, 19.5)
      line(17, 5.5)
      move(9.3, 9)
      line(9.6, 16.5)
      move(12.7, 9)
      line(12.4, 16.5)
    case .search:
      // A magnifying glass: a ring and its handle.
      let center = origin + Point(x: 9.5, y: 9.5)
      move(16, 9.5)
      path.arc(center: center, radius: 6.5, from: Point(x: 1, y: 0), to: Point(x: -1, y: 0))
      path.arc(center: center, radius: 6.5, from: Point(x: -1, y: 0), to: Point(x: 1, y: 0))
      move(14.5, 14.5)
      line(19.5, 19.5)
    case .share:
      // An open box with an arrow rising out of it.
      move(7.5, 9)
      line(4, 9)
      line(4, 20)
      line(18, 20)
      line(18, 9)
      line(14.5, 9)
      move(11, 14)
      line(11, 2.5)
      move(7, 6.5)
      line(11, 2.5)
      line(15, 6.5)
    case .close:
      // A ✕, 12 pt across.
      move(5, 5)
      line(17, 17)
      move(17, 5)
      line(5, 17)
    }
    return path
  }
}
