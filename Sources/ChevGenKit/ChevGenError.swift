import ChevronRender
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
  case missingDirectory(path: String, directory: String)
  /// A parent of the output path is a file.
  case notAFolder(path: String, file: String)
  case unwritableDirectory(path: String, directory: String)
  case writeFailed(path: String, reason: String)
  /// A file is where chevgen would write, and chevgen did not write it.
  case notOwned(path: String)
  /// A file to compare cannot be read at all.
  case unreadableFile(path: String, reason: String)
  /// A file to compare is read but is not an image chevgen can decode.
  case unreadableImage(path: String, RenderError)
  /// Two images whose union (the canvas they are compared on) is beyond `RenderLimits`:
  /// both paths, then width and height of each.
  case canvasTooLarge(paths: [String], sizes: [Int])
  case text(TextError)
  case render(RenderError)

  /// True for mistakes in the command line itself (exit 64), false for failures (exit 1).
  public var isUsageError: Bool {
    switch self {
    case .invalidValue, .conflictingOptions, .invalidTitle, .titleOverLimit, .unknownExtension:
      true
    case .render(.imageTooLarge): true
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
    case .missingDirectory(let path, let directory):
      "cannot write '\(path)': directory '\(directory)' does not exist; create it or choose another path"
    case .notAFolder(let path, let file):
      "cannot write '\(path)': '\(file)' is a file, not a folder; choose another path"
    case .unwritableDirectory(let path, let directory):
      "cannot write '\(path)': directory '\(directory)' is not writable; fix its permissions or choose another path"
    case .notOwned(let path):
      "'\(path)' is in the way and chevgen did not write it; move it away or choose another "
        + "--out folder"
    case .writeFailed(let path, let reason):
      "cannot write '\(path)': \(reason); check the disk and permissions, then retry"
    case .unreadableFile(let path, let reason):
      "cannot read '\(path)': \(reason); check the path and permissions"
    case .unreadableImage(let path, let error):
      "'\(path)': \(error.message)"
    case .canvasTooLarge(let paths, let sizes):
      "'\(paths[0])' is \(sizes[0])×\(sizes[1]) and '\(paths[1])' is \(sizes[2])×\(sizes[3]) "
        + "pixels: comparing them needs a \(max(sizes[0], sizes[2]))×\(max(sizes[1], sizes[3])) "
        + "canvas, beyond chevgen's limit of \(RenderLimits.maximumSide) pixels a side and "
        + "\(RenderLimits.maximumPixels) in all; compare images of similar sizes"
    case .text(let error):
      error.message {
        switch $0 {
        case .primary: "--font"
        case .fallback: "--fallback-font"
        }
      }
    case .render(let error):
      error.message
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
