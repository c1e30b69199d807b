import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// Every example of the README and the catalogs, compiled or run as
/// `MarkdownExample` says, so that none can rot.
@Suite(.timeLimit(.minutes(20))) struct DocumentationExampleTests {
  static let root = DocumentationTests.root

  /// A folder to run one document's commands in, with what they name: two
  /// copies of one image (`expected.png`, `actual.png`), folders of it, and a
  /// manifest the document's own `yaml` block replaces.
  static func seededFolder() throws -> CLI {
    let cli = try CLI()
    let image = try Data(
      contentsOf: root.appendingPathComponent("Fixtures/golden/back-normal@2x.png"))
    let folders = ["refs", "actual", "Fixtures/snapshots", "build/snapshots"]
    for folder in folders {
      let url = cli.directory.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try image.write(to: url.appendingPathComponent("back.png"))
    }
    // The glass recipe's full-screen screenshots, light and dark.
    try screens.light.write(to: cli.directory.appendingPathComponent("home.png"))
    try screens.dark.write(to: cli.directory.appendingPathComponent("home-dark.png"))
    try image.write(to: cli.directory.appendingPathComponent("expected.png"))
    try image.write(to: cli.directory.appendingPathComponent("actual.png"))
    try ExampleManifest.text.write(
      to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true, encoding: .utf8)
    return cli
  }

  /// Two 1206 × 2622 stand-ins for an iPhone 16 Pro's screenshots at 3x,
  /// light and dark: a bar of colour under the status bar, then list rows.
  static let screens: (light: Data, dark: Data) = {
    func screen(dark: Bool) -> Data {
      let (width, height) = (1206, 2622)
      let base: UInt8 = dark ? 20 : 242
      var pixels = [UInt8](repeating: base, count: width * height * 4)
      for y in 0..<height {
        for x in 0..<width {
          let index = (y * width + x) * 4
          let top = y < 400
          pixels[index] = top ? UInt8(x * 255 / width) : (y / 132 % 2 == 0 ? base : 128)
          pixels[index + 1] = top ? 120 : base
          pixels[index + 3] = 255
        }
      }
      let image = RGBAImage(width: width, height: height, pixels: pixels)!
      return Data((try? PNGEncoder.encode(image)) ?? [])
    }
    return (screen(dark: false), screen(dark: true))
  }()

  /// Runs `command` with `/bin/sh` in `cli`'s folder, the built chevgen first on PATH.
  static func run(_ command: String, in cli: CLI) throws -> CLI.Result {
    let folder = CLI.binary.deletingLastPathComponent().path
    return try CLI.execute(
      URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: cli.directory,
      environment: ["PATH": folder + ":/usr/bin:/bin"], mergingOutput: true)
  }

  /// The documents whose `sh` or `console` blocks run.
  static let documents: [String] = {
    let blocks = (try? MarkdownExample.all(root: root)) ?? []
    let running = blocks.filter {
      $0.runByDocumentationTests && ["sh", "console"].contains($0.language)
    }
    return Array(Set(running.map(\.document))).sorted()
  }()

  @Test func commandExamplesAreFound() {
    #expect(Self.documents.count >= 8, "\(Self.documents)")
  }

  /// Each document's commands, in order, in one folder: a later command reads
  /// what an earlier one wrote, and the document's manifest.
  @Test(arguments: documents)
  func everyCommandRunsAsTheDocumentSays(_ document: String) throws {
    let cli = try Self.seededFolder()
    defer { cli.remove() }
    let blocks = try MarkdownExample.all(root: Self.root).filter {
      $0.document == document && $0.runByDocumentationTests
    }
    for block in blocks {
      switch block.language {
      case "yaml":
        try block.code.write(
          to: cli.directory.appendingPathComponent("chevgen.yml"), atomically: true,
          encoding: .utf8)
      case "sh":
        for command in block.commands {
          try #require(
            command.hasPrefix("chevgen "),
            "\(document): '\(command)' is not a chevgen command: mark its block not run")
          let result = try Self.run(command, in: cli)
          #expect(
            result.status == MarkdownExample.expectedStatus(of: command),
            "\(document): \(command) exited \(result.status):\n\(result.stdout)")
        }
      case "console":
        try Self.checkTranscript(block, in: cli)
      default:
        continue
      }
    }
  }

  /// Runs a transcript's `$ ` lines and compares their output with the lines under them.
  static func checkTranscript(_ block: MarkdownExample, in cli: CLI) throws {
    var status: Int32 = 0
    let steps = block.code.components(separatedBy: "$ ").dropFirst()
    for step in steps {
      let lines = step.split(separator: "\n", omittingEmptySubsequences: false)
      let command = String(lines[0])
      let expected = lines.dropFirst().joined(separator: "\n")
      let output: String
      if command == "echo $?" {
        output = "\(status)\n"
      } else {
        try #require(command.hasPrefix("chevgen "), "\(block.document): '\(command)'")
        let result = try run(command, in: cli)
        status = result.status
        output = result.stdout
      }
      #expect(output == expected, "\(block.document): $ \(command)")
    }
  }
}

extension DocumentationExampleTests {
  /// The package's manifest: the documents' `// Package.swift` lines, chevgen
  /// taken from the link instead of its URL, and a target for the examples
  /// that are not tests, which may use either product.
  static func manifest(_ lines: String) throws -> String {
    var lines = lines.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.removeFirst() == "// Package.swift")
    let url = try #require(lines.firstIndex { $0.contains(".package(url:") })
    lines[url] = #"  dependencies: [.package(path: "chevgen")],"#
    let products = ["ChevGenKit", "ChevGenSnapshot"].map {
      ".product(name: \"\($0)\", package: \"chevgen\")"
    }
    return "// swift-tools-version: 6.0\nimport PackageDescription\n\n"
      + "let package = Package(\n  name: \"DocumentationExamples\",\n"
      + lines.joined(separator: "\n") + ")\n"
      + "package.targets.append(.target(name: \"Examples\", dependencies: ["
      + products.joined(separator: ", ") + "]))\n"
  }

  /// Every Swift example, in one package built as a user's package builds:
  /// the manifest lines, the test files (in the manifest's test target) and
  /// the library examples, each block once however many documents show it.
  @Test func everySwiftExampleBuildsInAPackageThatDependsOnChevgen() throws {
    let blocks = try MarkdownExample.all(root: Self.root).filter {
      $0.language == "swift" && $0.runByDocumentationTests
    }
    let manifests = Set(blocks.filter { $0.firstLine == "// Package.swift" }.map(\.code))
    try #require(manifests.count == 1, "the documents' Package.swift blocks differ: \(manifests)")
    var tests: [String: String] = [:]
    var examples: [String: String] = [:]
    // Named by document and place, each block once: the README and an article
    // may show the same one.
    var seen: Set<String> = []
    for (index, block) in blocks.enumerated()
    where block.firstLine != "// Package.swift" && seen.insert(block.code).inserted {
      let document = URL(fileURLWithPath: block.document).deletingPathExtension()
      let name = "\(document.lastPathComponent)\(index).swift"
      if block.code.contains("import Testing") {
        tests[name] = block.code
      } else {
        examples[name] = block.code
      }
    }
    #expect(tests.count >= 1 && examples.count >= 1, "\(tests.keys) \(examples.keys)")
    let package = try DependentPackage(named: "documentation-examples")
    try package.write(try Self.manifest(manifests.first!), to: "Package.swift")
    // The README's stand-in for the reader's own drawing code, and a reference
    // image that `exclude:` must keep from SwiftPM's warnings.
    tests["RenderMyButton.swift"] = "func renderMyButton() throws -> [UInt8] { [] }\n"
    for (name, code) in tests { try package.write(code, to: "Tests/AppTests/" + name) }
    for (name, code) in examples { try package.write(code, to: "Sources/Examples/" + name) }
    try package.prune("Tests/AppTests", keeping: Set(tests.keys).union(["__Snapshots__"]))
    try package.prune("Sources/Examples", keeping: Set(examples.keys))
    try package.write(
      "a reference image", to: "Tests/AppTests/__Snapshots__/ButtonTests/backButton.png")
    let (status, output) = try package.build()
    #expect(status == 0, "swift build --build-tests of the documentation's examples:\n\(output)")
    #expect(!output.contains("__Snapshots__"), "SwiftPM warns about the references:\n\(output)")
  }
}
