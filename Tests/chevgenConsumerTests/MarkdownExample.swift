import Foundation

/// One fenced code block of the README or a DocC article, as the documentation
/// tests read it.
///
/// The convention every document follows, so that no example can rot:
/// - a ` ```swift ` block is compiled in a package that depends on chevgen's
///   products (one whose first line is `// Package.swift` is that package's
///   manifest lines);
/// - a ` ```sh ` block is run line by line against the built `chevgen`, each
///   logical line (a trailing `\` joins the next) a command starting with
///   `chevgen `, which must exit 0, or N when its comment says `# exit N`;
/// - a ` ```console ` block is a transcript: each `$ ` line is run and the lines
///   under it are its output, word for word (`$ echo $?` prints the status);
/// - a ` ```yaml ` block is the `chevgen.yml` the document's later commands read;
/// - a block that cannot run (an install, an Xcode phase, a server) has the
///   line `<!-- example: not run (why) -->` right above it, and the tests list
///   every such block by its first line;
/// - a block that runs only where a suite of its own sets the scene (a Bazel
///   workspace and its test outputs) has `<!-- example: run by SUITE -->`
///   right above it: that suite runs it as written, the others leave it.
///
/// Blocks with no language (diagrams) and ` ```json ` (output shown) are text.
struct MarkdownExample: Hashable {
  /// The document's path from the repository's root.
  var document: String
  /// The fence's language: `swift`, `sh`, `console`, `yaml`, `json` or empty.
  var language: String
  /// The block's text, its lines ending in newlines.
  var code: String
  /// Whether the line above the fence marks the block as one that is not run.
  var notRun: Bool
  /// The suite that runs the block itself, as the line above the fence names it.
  var runBy: String?

  /// The marker that keeps a block from being run.
  static let notRunMarker = "<!-- example: not run"
  /// The marker that hands a block to the suite it names.
  static let runByMarker = "<!-- example: run by "

  /// Whether the documentation tests run or compile the block themselves.
  var runByDocumentationTests: Bool { !notRun && runBy == nil }

  /// The block's first line, which names it in the tests' lists.
  var firstLine: String { String(code.prefix { $0 != "\n" }) }

  /// Every fenced block of `text`, in order.
  static func blocks(in text: String, document: String) -> [MarkdownExample] {
    var blocks: [MarkdownExample] = []
    var current: MarkdownExample?
    var previous = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if var block = current {
        if line.hasPrefix("```") {
          blocks.append(block)
          current = nil
        } else {
          block.code += line + "\n"
          current = block
        }
      } else if line.hasPrefix("```") {
        let suite =
          previous.hasPrefix(runByMarker)
          ? String(previous.dropFirst(runByMarker.count).prefix { $0 != " " }) : nil
        current = MarkdownExample(
          document: document, language: String(line.dropFirst(3)), code: "",
          notRun: previous.hasPrefix(notRunMarker), runBy: suite)
      }
      previous = line
    }
    return blocks
  }

  /// The README, the contributors' guide and every article of every catalog, with their blocks.
  static func all(root: URL) throws -> [MarkdownExample] {
    let files = FileManager.default
    var documents = ["README.md", ".github/CONTRIBUTING.md"]
    let sources = root.appendingPathComponent("Sources")
    for target in try files.contentsOfDirectory(atPath: sources.path).sorted() {
      let catalog = "Sources/\(target)/\(target).docc"
      guard let names = try? files.contentsOfDirectory(atPath: root.path + "/" + catalog) else {
        continue
      }
      documents += names.filter { $0.hasSuffix(".md") }.sorted().map { catalog + "/" + $0 }
    }
    return try documents.flatMap { document in
      let text = try String(
        contentsOf: root.appendingPathComponent(document), encoding: .utf8)
      return blocks(in: text, document: document)
    }
  }

  /// The block's commands: lines joined where one ends in `\`, without blank
  /// lines or whole-line comments.
  var commands: [String] {
    var commands: [String] = []
    var pending = ""
    for line in code.split(separator: "\n").map(String.init) {
      if line.hasSuffix("\\") {
        pending += line.dropLast() + " "
        continue
      }
      let command = pending + line
      pending = ""
      let trimmed = command.trimmingCharacters(in: .whitespaces)
      if !trimmed.isEmpty && !trimmed.hasPrefix("#") { commands.append(trimmed) }
    }
    return commands
  }

  /// The status a command's comment states (`# exit 1 …`), else 0.
  static func expectedStatus(of command: String) -> Int32 {
    guard let comment = command.range(of: "# exit ") else { return 0 }
    return Int32(command[comment.upperBound...].prefix { $0.isNumber }) ?? 0
  }
}
