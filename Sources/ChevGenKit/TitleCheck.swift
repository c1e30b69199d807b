/// Checks that a title can be set on one line.
///
/// Control characters (tab, newline, escape…) and line or paragraph separators
/// are refused. Zero-width characters are kept: joiners shape emoji sequences and
/// Persian words, and a title of nothing but zero-width characters simply draws
/// no visible label.
public enum TitleCheck {
  public static func validate(_ title: String, option: String) throws(ChevGenError) {
    for (offset, scalar) in title.unicodeScalars.enumerated() {
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator:
        throw .invalidTitle(option: option, character: scalar, position: offset + 1)
      default:
        continue
      }
    }
  }
}
