/// How chevgen writes a path into a command for the user to paste into a POSIX
/// shell (sh, bash, zsh): as is when the shell would read it back unchanged,
/// else in single quotes.
public enum ShellText {
  /// `word` as one shell word: unchanged when it is made only of ASCII letters,
  /// digits and `_ - . / @ % + , :` (none of which a shell expands anywhere in a
  /// word), else in single quotes, each `'` inside written `'\''`.
  public static func quoted(_ word: String) -> String {
    if !word.isEmpty, word.unicodeScalars.allSatisfy(isPlain) { return word }
    // Scalar by scalar: a quote followed by a combining mark is one Character
    // that is not "'", yet the shell still reads its quote.
    return "'" + ScalarText.replacing(word) { $0 == "'" ? #"'\''"# : nil } + "'"
  }

  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", "/", "@", "%", "+", ",", ":": true
    default: false
    }
  }
}
