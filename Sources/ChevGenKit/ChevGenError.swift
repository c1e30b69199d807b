import ChevronPNG
import ChevronRender
import ChevronSupport
import ChevronText

/// Everything that can stop a render, with a message a user can act on.
public enum ChevGenError: Error, Hashable, Sendable {
  /// An option's value is malformed or out of range: `expected` says what would do.
  case invalidValue(option: String, value: String, expected: String)
  /// Two options that cannot be used together.
  case conflictingOptions(String)
  /// The title holds a character that cannot appear in a one-line label.
  case invalidTitle(option: String, character: Unicode.Scalar, position: Int)
  /// The title is beyond `TitleCheck`'s limits; `problem` says how, without the option.
  case titleOverLimit(option: String, problem: String)
  case unknownExtension(path: String)
  /// A file could not be read or written.
  case file(FileError)
  case text(TextError)
  case render(RenderError)
  /// Drawn frames could not be encoded as PNG or APNG.
  case png(PNGError)

  /// True for mistakes in the command line itself (exit 64), false for failures (exit 1).
  public var isUsageError: Bool {
    switch self {
    case .invalidValue, .conflictingOptions, .invalidTitle, .titleOverLimit, .unknownExtension:
      true
    case .render(.imageTooLarge), .png(.imageTooLarge): true
    default: false
    }
  }

  /// One line naming the problem and the fix.
  public var message: String {
    switch self {
    case .invalidValue(let option, let value, let expected):
      "\(option) '\(value)' is not valid: \(expected)"
    case .conflictingOptions(let explanation):
      explanation
    case .invalidTitle(let option, let character, let position):
      "the title has \(Self.describe(character)) at character \(position), which cannot be drawn "
        + "on a one-line label; remove it from \(option)"
    case .titleOverLimit(let option, let problem):
      "\(problem); shorten \(option)"
    case .unknownExtension(let path):
      "cannot tell the format of '\(path)'; end --out with .png, .svg or .pdf"
    case .file(let error):
      error.message(outputOption: "--out")
    case .text(let error):
      error.message {
        switch $0 {
        case .primary: "--font"
        case .fallback: "--fallback-font"
        }
      }
    case .render(let error):
      error.message
    case .png(let error):
      error.message
    }
  }

  /// Runs `body`, a step on files, reporting its failure as `.file`.
  static func onFiles<Value>(_ body: () throws(FileError) -> Value) throws(ChevGenError) -> Value {
    do throws(FileError) { return try body() } catch { throw .file(error) }
  }

  /// Throws unless `path` names an output of `kind` (see `OutputPath`), for `--out`.
  static func checkOutput(
    _ path: String, kind: OutputPath.Kind, example: String
  ) throws(ChevGenError) {
    if let problem = OutputPath.problem(path, kind: kind, example: example) {
      throw .invalidValue(option: "--out", value: path, expected: problem)
    }
  }

  private static func describe(_ scalar: Unicode.Scalar) -> String {
    var hex = String(scalar.value, radix: 16, uppercase: true)
    while hex.count < 4 { hex = "0" + hex }
    let kind =
      scalar.properties.generalCategory == .control ? "a control character" : "a line break"
    return "\(kind) (U+\(hex))"
  }
}
