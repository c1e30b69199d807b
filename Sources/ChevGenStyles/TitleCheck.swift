/// Checks that a title can be set on one line, at a cost near-linear in its length.
///
/// Control characters (tab, newline, escape…) and line or paragraph separators
/// are refused. Zero-width characters are kept: joiners shape emoji sequences and
/// Persian words, and a title of nothing but zero-width characters simply draws
/// no visible label.
///
/// Two limits no real title meets keep shaping bounded (Pango's cost grows with
/// the square of a cluster's length): at most `maximumScalars` Unicode scalars in
/// all, and at most `maximumClusterScalars` in one user-perceived character (a
/// letter and its combining marks, an emoji sequence; the longest real ones, such
/// as a family emoji or a flag with tags, hold 7 to 10).
public enum TitleCheck {
  /// The most Unicode scalars a title may hold.
  public static let maximumScalars = 10_000
  /// The most Unicode scalars one user-perceived character may hold.
  public static let maximumClusterScalars = 16

  /// Why a title cannot be drawn, without saying where it came from: each
  /// caller names its field and adds the fix in its own words.
  public enum Problem: Error, Hashable, Sendable {
    /// A control character or a line break, at a 1-based scalar position.
    case unprintable(Unicode.Scalar, position: Int)
    /// The title holds this many Unicode scalars, more than `maximumScalars`.
    case tooManyScalars(Int)
    /// The 1-based character at `position` holds `scalars` Unicode scalars.
    case clusterTooLong(position: Int, scalars: Int)

    /// What is wrong, e.g. "the title has a line break (U+000A) at character 3".
    public var description: String {
      switch self {
      case .unprintable(let scalar, let position):
        "the title has \(Self.describe(scalar)) at character \(position), which cannot be drawn "
          + "on a one-line label"
      case .tooManyScalars(let count):
        "the title has \(count) Unicode characters, more than the \(maximumScalars) chevgen sets"
      case .clusterTooLong(let position, let scalars):
        "character \(position) of the title is \(scalars) Unicode characters (combining marks or "
          + "joined characters), more than the \(maximumClusterScalars) chevgen sets as one"
      }
    }

    /// Whether the fix is to remove a character (else to shorten the title).
    public var isUnprintable: Bool {
      if case .unprintable = self { true } else { false }
    }

    /// "a control character (U+001B)" or "a line break (U+2028)".
    private static func describe(_ scalar: Unicode.Scalar) -> String {
      var hex = String(scalar.value, radix: 16, uppercase: true)
      while hex.count < 4 { hex = "0" + hex }
      let kind =
        scalar.properties.generalCategory == .control ? "a control character" : "a line break"
      return "\(kind) (U+\(hex))"
    }
  }

  /// Throws the first problem `title` has.
  public static func validate(_ title: String) throws(Problem) {
    let count = title.unicodeScalars.count
    guard count <= maximumScalars else { throw .tooManyScalars(count) }
    for (offset, scalar) in title.unicodeScalars.enumerated() {
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator:
        throw .unprintable(scalar, position: offset + 1)
      default:
        continue
      }
    }
    for (position, character) in title.enumerated()
    where character.unicodeScalars.count > maximumClusterScalars {
      throw .clusterTooLong(position: position + 1, scalars: character.unicodeScalars.count)
    }
  }
}
