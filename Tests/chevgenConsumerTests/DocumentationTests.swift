import ChevGenDiff
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// The README and the DocC catalogs against what they describe: the manifest
/// reference against the schema, every image against its golden, and every
/// example compiled or run (the convention is `MarkdownExample`'s).
@Suite(.timeLimit(.minutes(20))) struct DocumentationTests {
  /// The repository's root, from this file's path.
  static let root = SourceTree.root

  /// The blocks marked not run, by document and first line, and why each cannot run.
  static let notRun: [String: String] = [
    ".github/CONTRIBUTING.md: swift build --traits SwiftSnapshotTesting --target "
      + "ChevGenSnapshotTesting --scratch-path .build-traits": "builds the module with the "
      + "trait; SnapshotStrategyTests builds it in a dependent package",
    "Sources/ChevGenSnapshotTesting/ChevGenSnapshotTesting.docc/SnapshotStrategies.md: "
      + "// swift-tools-version: 6.1": "needs the trait SwiftSnapshotTesting, which the "
      + "examples' package does not enable: SnapshotStrategyTests builds such a package",
    "Sources/ChevGenSnapshotTesting/ChevGenSnapshotTesting.docc/SnapshotStrategies.md: "
      + "import ChevGenSnapshotTesting": "needs the trait SwiftSnapshotTesting: "
      + "SnapshotStrategyTests runs the same assertions in a package that enables it",
    "README.md: scripts/setup                    # the C libraries chevgen links "
      + "(cairo, Pango, libpng, libdeflate)": "installs system packages",
    "Sources/ChevGenKit/ChevGenKit.docc/ContinuousIntegration.md: name: Snapshot tests":
      "a GitHub Actions workflow: ContinuousIntegrationTests runs each of its run: steps",
    "Sources/ChevGenKit/ChevGenKit.docc/ContinuousIntegration.md: name: Snapshot tests in parts":
      "a GitHub Actions workflow: ContinuousIntegrationTests runs each of its run: steps for "
      + "two parts and the merge",
    "Sources/chevgen/chevgen.docc/Bazel.md: load(\"//third_party/chevgen:chevgen.bzl\", "
      + "\"chevgen_assets\", \"chevgen_snapshot_diff_test\")":
      "a Bazel BUILD file: BazelRulesTests builds and tests one like it",
    "Sources/chevgen/chevgen.docc/ComparingImages.md: curl -X POST "
      + "http://127.0.0.1:8765/TOKEN/accept/menu/back%402x.png":
      "needs a review being served (ReviewServerTests send these requests)",
    "Sources/chevgen/chevgen.docc/Installing.md: scripts/setup":
      "installs system packages and writes to a prefix outside the test",
    "Sources/chevgen/chevgen.docc/Installing.md: brew install --HEAD ./scripts/homebrew/chevgen.rb":
      "Homebrew",
    "Sources/chevgen/chevgen.docc/Installing.md: targets: [":
      "scripts/release package-check builds this package",
    "README.md: .package(url: \"https://github.com/…/chevgen\", branch: \"main\")":
      "one line of the Package.swift block below, which is compiled",
    "README.md: chevgen review refs/ actual/                          # the page in a "
      + "browser: accept what is right": "serves until Done (ReviewServerTests run it)",
    "README.md: scripts/setup && swift run chevgen --title Menu --out back.png   # installs, "
      + "builds, writes back.png back@2x.png back@3x.png": "installs and builds chevgen",
    ".github/CONTRIBUTING.md: scripts/setup && swift run chevgen "
      + "--title Menu --out back.png   # installs, builds, writes back.png back@2x.png "
      + "back@3x.png": "installs and builds chevgen",
    ".github/CONTRIBUTING.md: scripts/fuzz                  # 20 000 "
      + "seeded inputs each, the same every time (seconds)": "builds the fuzzers",
    "Sources/chevgen/chevgen.docc/ComparingImages.md: chevgen review Tests/__Snapshots__ "
      + "build/snapshots   # prints the page's address; open it":
      "serves until Done (ReviewServerTests run it)",
    "Sources/chevgen/chevgen.docc/GettingStarted.md: scripts/setup":
      "installs system packages and writes to /usr/local",
    "Sources/chevgen/chevgen.docc/PluginAndXcode.md: dependencies: [.package(url: "
      + "\"https://github.com/…/chevgen\", branch: \"main\")],":
      "scripts/release package-check builds a dependent package with the plugin",
    "Sources/chevgen/chevgen.docc/PluginAndXcode.md: # Build Phases → + → New Run Script Phase":
      "runs inside Xcode, with its build settings",
    "Sources/chevgen/chevgen.docc/PlatformOutputs.md: android {":
      "Gradle build script of an Android app",
    "Sources/chevgen/chevgen.docc/PlatformOutputs.md: <ImageButton "
      + "android:src=\"@drawable/chevgen_close\"": "Android layout XML",
    "Sources/chevgen/chevgen.docc/PlatformOutputs.md: IconButton(onClick = onClose) {":
      "Kotlin for an Android app",
  ]

  @Test func everyBlockThatIsNotRunIsListedWithItsReason() throws {
    let marked = try MarkdownExample.all(root: Self.root).filter(\.notRun)
    let names = Set(marked.map { "\($0.document): \($0.firstLine)" })
    #expect(names.subtracting(Self.notRun.keys).sorted() == [], "marked but not listed here")
    #expect(Set(Self.notRun.keys).subtracting(names).sorted() == [], "listed but not marked")
  }

  /// A block handed to a suite (`<!-- example: run by SUITE -->`) names a
  /// suite of chevgenConsumerTests that reads the block's document.
  @Test func everyBlockRunByASuiteNamesOneThatReadsItsDocument() throws {
    let handed = try MarkdownExample.all(root: Self.root).filter { $0.runBy != nil }
    for block in handed {
      let suite = block.runBy ?? ""
      let source = Self.root.appendingPathComponent("Tests/chevgenConsumerTests/\(suite).swift")
      let text = (try? String(contentsOf: source, encoding: .utf8)) ?? ""
      let document = URL(fileURLWithPath: block.document).lastPathComponent
      #expect(
        text.contains("struct \(suite)") && text.contains(document),
        "\(block.document): \(block.firstLine): no suite \(suite) in chevgenConsumerTests reads it")
    }
  }

  @Test func everyBlockHasALanguageTheTestsKnow() throws {
    // Kotlin and XML are Android's, Python Bazel's Starlark: shown and never run (marked so
    // above). HTML is the stylesheet's page, which GlassTitleBrowserTests loads in Chromium.
    let known: Set<String> = [
      "", "swift", "sh", "console", "yaml", "json", "kotlin", "xml", "python", "html",
    ]
    let blocks = try MarkdownExample.all(root: Self.root)
    let unknown = blocks.filter { !known.contains($0.language) }
    #expect(unknown.map { "\($0.document): ```\($0.language)" } == [])
    let androidRun = blocks.filter {
      ["kotlin", "xml", "python"].contains($0.language) && $0.runByDocumentationTests
    }
    #expect(androidRun.map { "\($0.document): \($0.firstLine)" } == [], "mark them not run")
  }

  // MARK: - The manifest reference

  /// Every key path the schema declares, `buttons[].name` for an array's items.
  static func schemaKeys() throws -> Set<String> {
    let data = try Data(
      contentsOf: root.appendingPathComponent("Sources/ChevGenManifest/chevgen.schema.json"))
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let definitions = schema["definitions"] as? [String: Any] ?? [:]
    func resolve(_ node: [String: Any]) -> [String: Any] {
      if let reference = node["$ref"] as? String,
        let target = definitions[String(reference.split(separator: "/").last ?? "")]
          as? [String: Any]
      {
        return resolve(target)
      }
      if let all = node["allOf"] as? [[String: Any]], all.count == 1 { return resolve(all[0]) }
      return node
    }
    func keys(_ node: [String: Any], _ prefix: String) -> [String] {
      let node = resolve(node)
      if let items = node["items"] as? [String: Any] {
        return keys(items, prefix.isEmpty ? "" : prefix.dropLast() + "[].")
      }
      let properties = node["properties"] as? [String: [String: Any]] ?? [:]
      return properties.flatMap { [prefix + $0.key] + keys($0.value, prefix + $0.key + ".") }
    }
    return Set(keys(schema, ""))
  }

  /// The key paths the reference's tables name: each row's first cell.
  static func referenceKeys() throws -> Set<String> {
    let text = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/chevgen/chevgen.docc/ManifestReference.md"), encoding: .utf8)
    return Set(
      text.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("| `") else { return nil }
        return line.dropFirst(3).prefix { $0 != "`" }.description
      })
  }

  @Test func theManifestReferenceNamesExactlyTheSchemasKeys() throws {
    let schema = try Self.schemaKeys()
    let reference = try Self.referenceKeys()
    #expect(schema.count > 30, "the schema's keys were not found: \(schema.sorted())")
    #expect(
      schema.subtracting(reference).sorted() == [],
      "keys of chevgen.schema.json missing from ManifestReference.md")
    #expect(
      reference.subtracting(schema).sorted() == [],
      "keys ManifestReference.md names that chevgen.schema.json lacks")
  }
}

extension DocumentationTests {
  /// The catalogs' Resources folders, each with the images it holds.
  static func catalogImages() throws -> [(folder: String, names: [String])] {
    let files = FileManager.default
    return try files.contentsOfDirectory(atPath: root.path + "/Sources").sorted().compactMap {
      target in
      let folder = "Sources/\(target)/\(target).docc/Resources"
      guard let names = try? files.contentsOfDirectory(atPath: root.path + "/" + folder) else {
        return nil
      }
      return (folder, names.filter { $0.hasSuffix(".png") }.sorted())
    }
  }

  /// Each image is chevgen's output (scripts/docs --images draws it): pixel for
  /// pixel its golden, within the goldens' tolerance.
  @Test func everyCatalogImageIsItsGolden() throws {
    let images = try Self.catalogImages()
    #expect(images.map(\.names.count).reduce(0, +) >= 16, "\(images)")
    for (folder, names) in images {
      for name in names {
        let golden = Self.root.appendingPathComponent("Fixtures/golden/" + name)
        let image = Self.root.appendingPathComponent(folder + "/" + name)
        guard let expected = try? Data(contentsOf: golden) else {
          Issue.record("\(folder)/\(name) has no golden in Fixtures/golden: draw a golden's image")
          continue
        }
        let result = PixelMatch.compare(
          try PNGDecoder.decode([UInt8](expected)),
          try PNGDecoder.decode([UInt8](try Data(contentsOf: image))))
        #expect(
          result.sizesMatch && DiffTolerance(maximumRatio: 0.005).accepts(result),
          "\(folder)/\(name): \(result.differentPixels) pixels differ: run scripts/docs --images")
      }
    }
  }

  /// Every image an article shows is in its catalog, and every image there is shown.
  @Test func everyCatalogImageIsShownAndEveryShownImageExists() throws {
    for (folder, names) in try Self.catalogImages() {
      let catalog = Self.root.appendingPathComponent(folder).deletingLastPathComponent()
      var shown: Set<String> = []
      for article in try FileManager.default.contentsOfDirectory(atPath: catalog.path)
      where article.hasSuffix(".md") {
        let text = try String(
          contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
        for part in text.components(separatedBy: "](").dropFirst() {
          let target = part.prefix { $0 != ")" }
          if target.hasSuffix(".png") { shown.insert(String(target.dropLast(4))) }
        }
      }
      // DocC names an image without its scale: back-normal@3x.png is back-normal.
      let held = Set(
        names.map { String($0.prefix { $0 != "@" }).replacingOccurrences(of: ".png", with: "") })
      #expect(
        shown.subtracting(held).sorted() == [], "shown in \(catalog.lastPathComponent) but missing")
      #expect(held.subtracting(shown).sorted() == [], "in \(folder) but shown nowhere")
    }
  }
}
