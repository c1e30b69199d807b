import ArgumentParser
import ChevGenFormat

/// The refusal of an argument that is not UTF-8, before anything runs: such
/// bytes name a file chevgen cannot open by its path, report or write into a
/// page, or make text (a title, a colour, a command) that means nothing.
///
/// A path is the file's fault, named as a folder diff names such a file: a
/// failure, fixed by renaming it. Text is the command line's: a usage error,
/// fixed by typing it again in UTF-8.
struct UndecodableArgument {
  /// The argument as a message shows it: `'Ab\x{FF}'`.
  let shown: String
  /// The option it is the value of (`--title`); nil for an option's own name,
  /// a command or a positional argument.
  let option: String?
  /// Whether it names a file or folder.
  let isPath: Bool

  /// The options whose value is a path, by their value's name in the help
  /// (`file`, `dir`, `folder`, `path`, `report`, `file.json`; `--backdrop`'s
  /// `file.png|#RRGGBB`, since a colour is ASCII). A test checks this list
  /// against every option of the command tree.
  static let pathOptions: Set<String> = [
    "--out", "--metadata", "--font", "--fallback-font", "--backdrop", "--mask", "--junit",
    "--merge", "--report", "--state-dir", "--unused", "--artefacts", "--accept",
  ]

  /// The first of `arguments` (without the program's name) that is not
  /// UTF-8, read as `command` takes it; nil when every one is UTF-8.
  init?(_ arguments: ArraySlice<[UInt8]>, command: ParsableArguments.Type) {
    guard let index = arguments.firstIndex(where: { String(validating: $0, as: UTF8.self) == nil })
    else { return nil }
    let (dash, equals) = (UInt8(ascii: "-"), UInt8(ascii: "="))
    let argument = arguments[index]
    let options = arguments[..<index].firstIndex(of: Array("--".utf8)) == nil
    let previous = index > arguments.startIndex ? arguments[index - 1] : []
    if options, argument.starts(with: [dash, dash]), let sign = argument.firstIndex(of: equals),
      String(validating: argument[..<sign], as: UTF8.self) != nil
    {
      // --title=… names its option in the same argument.
      self.init(argument[(sign + 1)...], option: argument[..<sign], value: true)
    } else if options, argument.first == dash {
      // An option's own name: a mistyped option is text.
      self.init(argument[...], option: nil, value: false)
    } else if options, previous.starts(with: [dash, dash]), !previous.contains(equals),
      !DeclaredOptions(of: command).flags.contains(String(decoding: previous, as: UTF8.self))
    {
      self.init(argument[...], option: previous[...], value: true)
    } else {
      // A positional argument, which every command that takes one reads as a
      // path; the first word, or render's stray word, is a mistyped command.
      let takes = index > arguments.startIndex && DeclaredOptions(of: command).takesArguments
      self.init(argument[...], option: nil, value: takes)
    }
  }

  /// `bytes`, the value of `option` (nil: none) when `value`, else text.
  private init(_ bytes: ArraySlice<UInt8>, option: ArraySlice<UInt8>?, value: Bool) {
    shown = "'\(TerminalText.escaped(bytes: bytes))'"
    self.option = option.map { String(decoding: $0, as: UTF8.self) }
    isPath = value && (self.option.map(Self.pathOptions.contains) ?? true)
  }

  /// The one line that refuses it.
  var message: String {
    let named = option.map { $0 + " " } ?? ""
    return isPath
      ? "\(named)\(shown): its name is not UTF-8; rename it"
      : "\(named)\(shown) is not UTF-8 text; type it again in UTF-8"
  }
}
