import ChevGenCairo
import ChevGenFormat
import ChevGenPNG
import ChevGenStyles
import ChevGenSystem
import ChevGenText

/// Everything that can stop a render, with a message a user can act on.
///
/// The cases name request fields, not flags: `message(naming:)` takes the
/// front end's name for each, so the command line says `--width` and another
/// front end its own words.
public enum ChevGenError: Error, Hashable, Sendable {
  /// A field's value is malformed or out of range: `expected` says what would do.
  case invalidValue(RequestField, value: String, expected: FieldText)
  /// The file a field names cannot be used: missing, unreadable, too large or
  /// not of the kind the field takes. A failure of the input, not of the
  /// request, so worded as `invalidValue` but not a usage error.
  case unusableFile(RequestField, path: String, problem: FieldText)
  /// Two values that cannot be used together, or one the request has no use for.
  case conflict(FieldText)
  /// A title that cannot be drawn on a one-line label.
  case title(RequestField, TitleCheck.Problem)
  /// The output path names no format chevgen writes.
  case unknownExtension(path: String)
  /// A file could not be read or written.
  case file(FileError)
  /// A font could not be loaded or a title could not be shaped.
  case text(TextError)
  /// cairo could not draw or write the art.
  case render(RenderError)
  /// Drawn frames could not be encoded as PNG or APNG.
  case png(PNGError)

  /// One line naming the problem and the fix, each field named by `name`.
  public func message(naming name: (RequestField) -> String) -> String {
    switch self {
    case .invalidValue(let field, let value, let expected),
      .unusableFile(let field, let value, let expected):
      ValueText.invalid(name(field), value: value, expected: expected.text(naming: name))
    case .conflict(let explanation):
      explanation.text(naming: name)
    case .title(let field, let problem):
      problem.description
        + (problem.isUnprintable ? "; remove it from \(name(field))" : "; shorten \(name(field))")
    case .unknownExtension(let path):
      "cannot tell the format of '\(path)'; end \(name(.output)) with .png, .svg or .pdf"
    case .file(let error):
      error.message(naming: name)
    case .text(let error):
      error.message {
        switch $0 {
        case .primary: name(.font)
        case .fallback: name(.fallbackFont)
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

  /// Runs `body`, a title check, reporting its problem against `field`.
  static func checkTitle(_ title: String, _ field: RequestField) throws(ChevGenError) {
    do throws(TitleCheck.Problem) { try TitleCheck.validate(title) } catch {
      throw .title(field, error)
    }
  }

  /// Throws unless `path` names an output of `kind` (see `OutputPath`).
  static func checkOutput(
    _ path: String, kind: OutputPath.Kind, example: String
  ) throws(ChevGenError) {
    if let problem = OutputPath.problem(path, kind: kind, example: example) {
      throw .invalidValue(.output, value: path, expected: FieldText(problem))
    }
  }
}
