import ChevGenGeometry

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
    if self == .search {
      // The magnifying glass's ring, before its handle.
      let center = origin + Point(x: 9.5, y: 9.5)
      path.move(to: origin + Point(x: 16, y: 9.5))
      path.arc(center: center, radius: 6.5, from: Point(x: 1, y: 0), to: Point(x: -1, y: 0))
      path.arc(center: center, radius: 6.5, from: Point(x: -1, y: 0), to: Point(x: 1, y: 0))
    }
    for stroke in strokes {
      for (index, (x, y)) in stroke.enumerated() {
        let point = origin + Point(x: x, y: y)
        if index == 0 { path.move(to: point) } else { path.line(to: point) }
      }
    }
    return path
  }

  /// The glyph's straight strokes, each a run of points in the box.
  private var strokes: [[(Double, Double)]] {
    switch self {
    case .add:
      // A plus.
      [[(11, 3), (11, 19)], [(3, 11), (19, 11)]]
    case .edit:
      // A pencil at 45°: its body, the sharpened tip, and a line to write on.
      [
        [(15.5, 3.5), (18.5, 6.5), (8, 17), (4, 18), (5, 14), (15.5, 3.5)],
        [(13, 6), (16, 9)], [(3, 20.5), (19, 20.5)],
      ]
    case .delete:
      // A bin: the lid with its handle, the can narrowing to the bottom, two ribs.
      [
        [(3, 5.5), (19, 5.5)], [(8.5, 5.5), (8.5, 3), (13.5, 3), (13.5, 5.5)],
        [(5, 5.5), (6.2, 19.5), (15.8, 19.5), (17, 5.5)], [(9.3, 9), (9.6, 16.5)],
        [(12.7, 9), (12.4, 16.5)],
      ]
    case .search:
      // The magnifying glass's handle (its ring is an arc).
      [[(14.5, 14.5), (19.5, 19.5)]]
    case .share:
      // An open box with an arrow rising out of it.
      [
        [(7.5, 9), (4, 9), (4, 20), (18, 20), (18, 9), (14.5, 9)], [(11, 14), (11, 2.5)],
        [(7, 6.5), (11, 2.5), (15, 6.5)],
      ]
    case .close:
      // A ✕, 12 pt across.
      [[(5, 5), (17, 17)], [(17, 5), (5, 17)]]
    }
  }
}
