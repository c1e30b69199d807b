import ChevGenCairo
import ChevGenFormat
import ChevGenKit
import ChevGenManifest
import ChevGenSystem
import ChevGenText

/// Why `chevgen build` stopped, with a message a user can act on.
public enum AssetError: Error, Sendable {
  case manifest(ManifestError)
  /// A font in the theme cannot be loaded.
  case font(String, TextError)
  /// A font file the theme names cannot be read.
  case fontFile(manifest: String, path: String, reason: String)
  /// The glass backdrop could not be read; `message` says why and the fix.
  case backdrop(manifest: String, message: String)
  case text(button: String, TextError)
  case render(button: String, RenderError)
  /// Files could not be written or removed.
  case files(FileError)
  /// The output directory is a file, or cannot be created or locked.
  case outputDirectory(path: String, reason: String)
  /// A link, a file or a folder stands where the build writes.
  case outputPath(OutputFolder.Obstacle, directory: String)
  /// A file chevgen did not write stands where the build writes; `state`
  /// says why no state shows chevgen wrote it.
  case foreignFile(path: String, others: Int, state: StateWitness)

  /// Why the state does not show that chevgen wrote a file in the way: said
  /// in the error, so that one bad line in a state is not taken for files to move.
  public enum StateWitness: Sendable {
    /// There is no state, or it lists no file.
    case missing
    /// The state lists other files.
    case silent
    /// The state was ignored; `problem` says why (`has a line chevgen does not write (line 12)`).
    case ignored(problem: String)
  }

  /// Whether the manifest's text is at fault (usage, exit 64) rather than
  /// the files or the machine. A manifest that cannot be read at all, like a
  /// font that cannot be used, is a failure (exit 1), as a missing input is
  /// in every command, whether the command line, the manifest or
  /// `CHEVGEN_FONTS` names it.
  public var isManifestError: Bool {
    switch self {
    case .manifest(.unreadable): false
    case .manifest: true
    default: false
    }
  }

  /// Whether the lines carry the manifest's file, line and column, as a compiler's do.
  public var isLocated: Bool {
    switch self {
    case .manifest(.syntax), .manifest(.invalid): true
    default: false
    }
  }

  /// One line per problem, the output folder (the field `output`) named by
  /// `name`: `--out` on `chevgen build`'s command line.
  public func lines(naming name: (RequestField) -> String) -> [String] {
    let outputOption = name(.output)
    if case .files(let error) = self { return [error.message(naming: name)] }
    return switch self {
    case .manifest(let error): error.lines
    case .font(let source, let error): ["\(clipped(source)): \(Self.message(error))"]
    case .fontFile(let manifest, let path, let reason):
      ["\(clipped(manifest)): cannot read the font \(quoted(path)): \(reason); \(Self.fontFix)"]
    case .backdrop(let manifest, let message): ["\(clipped(manifest)): \(message)"]
    case .text(let button, let error): ["button \(button): \(Self.message(error))"]
    case .render(let button, let error): ["button \(button): \(error.message)"]
    case .outputDirectory(let path, let reason):
      [
        "cannot use \(quoted(path)) as the output directory: \(reason); "
          + "choose another with \(outputOption) DIR"
      ]
    case .outputPath(.link(let path), let directory):
      [
        "\(quoted(directory + "/" + path)) is a symbolic link, and chevgen writes and removes "
          + "nothing through links; replace it with a real folder or file, or choose another \(outputOption)"
      ]
    case .outputPath(.file(let path), let directory):
      [
        "\(quoted(directory + "/" + path)) is a file, not a folder; move it away or choose another \(outputOption)"
      ]
    case .outputPath(.notAFile(let path), let directory):
      [
        "\(quoted(directory + "/" + path)) is a folder or a special file where chevgen writes a file; "
          + "move it away or choose another \(outputOption)"
      ]
    case .foreignFile(let path, let others, let state):
      [
        "\(quoted(path))\(others > 0 ? " and \(others) more" : "") "
          + "\(others > 0 ? "are" : "is") in the way, and chevgen overwrites only files it wrote "
          + "(\(state.text)); move \(others > 0 ? "them" : "it") away or choose another \(outputOption)"
      ]
    case .files: []  // answered above
    }
  }

  /// What to change when a font cannot be used, in the manifest's words.
  static let fontFix =
    "fix theme.font or theme.fallback-fonts (paths are relative to the manifest)"

  /// A text error naming the theme's font keys.
  private static func message(_ error: TextError) -> String {
    error.message {
      switch $0 {
      case .primary: "theme.font"
      case .fallback(let index): "theme.fallback-fonts[\(index)]"
      }
    }
  }
}

/// `text` in quotes, cut to the length every message quotes at most.
private func quoted(_ text: String) -> String { ManifestReader.quote(text) }

/// `text` cut to the length every message quotes at most.
private func clipped(_ text: String) -> String { ManifestReader.clipped(text) }

extension AssetError.StateWitness {
  /// The words of the error's parenthesis.
  var text: String {
    switch self {
    case .missing: "there is no \(BuildState.fileName)"
    case .silent: "\(BuildState.fileName) does not list it"
    case .ignored(let problem): "\(BuildState.fileName) \(problem), so chevgen ignored it"
    }
  }
}
