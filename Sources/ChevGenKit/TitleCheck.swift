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
  public static let maximumScalars = 10_000
  public static let maximumClusterScalars = 16

  public static func validate(_ title: String, option: String) throws(ChevGenError) {
    let count = title.unicodeScalars.count
    guard count <= maximumScalars else {
      throw .titleOverLimit(
        option: option,
        problem: "the title has \(count) Unicode characters, more than the \(maximumScalars) "
          + "chevgen sets")
    }
    for (offset, scalar) in title.unicodeScalars.enumerated() {
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator:
        throw .invalidTitle(option: option, character: scalar, position: offset + 1)
      default:
        continue
      }
    }
    for (position, character) in title.enumerated()
    where character.unicodeScalars.count > maximumClusterScalars {
      throw .titleOverLimit(
        option: option,
        problem: "character \(position + 1) of the title is \(character.unicodeScalars.count) "
          + "Unicode characters (combining marks or joined characters), more than the "
          + "\(maximumClusterScalars) chevgen sets as one")
    }
  }
}
