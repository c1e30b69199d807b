import ChevGenGeometry
import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// `swift/ChevGenArt.swift`: the same bytes as the committed golden file
/// for the same drawn buttons, and Swift the toolchain's compiler parses.
@Suite struct SwiftAccessorsTests {
  static let golden = SourceTree.url("Fixtures/golden/accessors/LocalisedManifest.swift")

  /// English and German back buttons (the stylesheet tests' numbers), the ✕,
  /// and a ✕ named `Self`, whose accessor needs backticks; three states, 1x and 2x.
  static var source: String {
    let manifest = DrawnButtons.manifest(
      locales: ["en", "de"], states: [.normal, .highlighted, .disabled], scales: [1, 2],
      outputs: [.xcassets, .swift],
      buttons: [
        DrawnButtons.back, DrawnButtons.close, ManifestButton(name: "Self", role: .close),
      ])
    let drawn =
      DrawnButtons.localisedBacks(in: manifest) + [
        DrawnButtons.drawnClose(in: manifest),
        DrawnButtons.drawn(
          ManifestButton(name: "Self", role: .close), in: manifest,
          size: Size(width: 30, height: 30)),
      ]
    return SwiftAccessors.source(drawn, catalog: CatalogWriter(manifest: manifest))
  }

  @Test func theFileIsTheGoldenFileWordForWord() throws {
    let expected = try String(contentsOf: Self.golden, encoding: .utf8)
    let actual = Self.source
    if actual != expected {
      // Left in the temporary directory itself, to be read after the run.
      let written = TemporaryFolder.systemTemporaryURL
        .appendingPathComponent("LocalisedManifest.swift")
      try actual.write(to: written, atomically: true, encoding: .utf8)
      Issue.record(
        "differs from \(Self.golden.path); read \(written.path) and copy it over only on purpose")
    }
  }

  @Test func theCompilerParsesIt() throws {
    let compiler = try #require(SwiftCompiler.path, "no swiftc beside the Swift runtime")
    let folder = try TemporaryFolder(prefix: "chevgen-accessors-")
    defer { folder.remove() }
    let file = folder.url("ChevGenArt.swift")
    try Self.source.write(to: file, atomically: true, encoding: .utf8)
    var checks = ["-parse"]
    #if os(Linux)
      // Without UIKit and SwiftUI the metrics alone are compiled: type-check them too.
      checks.append("-typecheck")
    #endif
    for check in checks {
      let result = try CLI.execute(
        URL(fileURLWithPath: compiler), [check, file.path], in: folder.url)
      #expect(result.status == 0, "swiftc \(check): \(result.stderr)")
      #expect(result.stderr == "", "swiftc \(check) warns: \(result.stderr)")
    }
  }

  /// The UIKit and SwiftUI halves, which Linux has no UIKit or SwiftUI to
  /// compile, type-checked against stand-ins with Apple's signatures for what
  /// they use (`Fixtures/swiftui-stub`); on Apple's platforms the real ones are there.
  @Test func theUIKitAndSwiftUIHalvesTypeCheck() throws {
    #if os(Linux)
      let compiler = try #require(SwiftCompiler.path, "no swiftc beside the Swift runtime")
      let folder = try TemporaryFolder(prefix: "chevgen-swiftui-")
      defer { folder.remove() }
      let stubs = Self.golden.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("swiftui-stub")
      for name in ["UIKit", "SwiftUI"] {
        let module = try CLI.execute(
          URL(fileURLWithPath: compiler),
          [
            "-emit-module", "-module-name", name, "-parse-as-library",
            stubs.appendingPathComponent(name + ".swift").path, "-o",
            folder.url(name + ".swiftmodule").path,
          ], in: folder.url)
        try #require(module.status == 0, "the stand-in \(name): \(module.stderr)")
      }
      let file = folder.url("ChevGenArt.swift")
      try Self.source.write(to: file, atomically: true, encoding: .utf8)
      let result = try CLI.execute(
        URL(fileURLWithPath: compiler), ["-typecheck", "-I", folder.url.path, file.path],
        in: folder.url)
      #expect(result.status == 0 && result.stderr == "", "swiftc -typecheck: \(result.stderr)")
      #expect(
        Self.source.contains(".overlay(tinted(image(state, art: art).renderingMode(.template)))"))
      #expect(Self.source.contains("glass == .prominent ? .prominentGlass() : .glass()"))
      #expect(
        Self.source.contains("AnyView(buttonStyle(.glassProminent)) : AnyView(buttonStyle(.glass))")
      )
    #endif
  }

  @Test func labelInsetsFrameTheLabelAsTheStylesheetsPaddingDoes() throws {
    let manifest = DrawnButtons.manifest()
    let drawn = DrawnButtons.drawn(
      DrawnButtons.back, in: manifest, size: Size(width: 53, height: 30),
      labelFrame: DrawnButtons.englishLabel)
    let insets = try #require(drawn.labelInsets)
    // The stylesheet's padding, top right bottom left: 8.016 8.331 8.016 12.331.
    #expect(
      [insets.top, insets.right, insets.bottom, insets.left].map(Stylesheet.number) == [
        "8.016", "8.331", "8.016", "12.331",
      ])
  }

  @Test func stringLiteralsAreEscaped() {
    #expect(SwiftSource.literal("a\"b\\c\n") == "\"a\\\"b\\\\c\\n\"")
    #expect(SwiftSource.literal("Zurück 😀e\u{301}") == "\"Zurück 😀e\u{301}\"")
    #expect(SwiftSource.literal("\\(x) \"\"\" #${a}") == #""\\(x) \"\"\" #${a}""#)
  }

  /// Line breaks of every kind, bidirectional controls, controls and
  /// noncharacters are escapes, visible in a literal and in a comment alike.
  @Test(arguments: [
    ("\r\t\u{B}\u{C}\u{85}\u{2028}\u{2029}", #"\r\t\u{B}\u{C}\u{85}\u{2028}\u{2029}"#),
    (
      "a\u{202E}b\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}",
      #"a\u{202E}b\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}"#
    ),
    (
      "\u{1}\u{7F}\u{FFFE}\u{FFFF}\u{1FFFF}\u{10FFFF}",
      #"\u{1}\u{7F}\u{FFFE}\u{FFFF}\u{1FFFF}\u{10FFFF}"#
    ),
  ])
  func hiddenCharactersAreEscapes(_ text: String, _ escaped: String) {
    #expect(SwiftSource.literal(text) == "\"" + escaped + "\"")
    #expect(SwiftSource.comment(text) == escaped)
  }

  /// Swift's `\u{}` refuses U+FDD0 to U+FDEF: a literal holds them as
  /// themselves, a comment as an escape.
  @Test func noncharactersSwiftCannotEscapeAreWrittenAsThemselvesInALiteral() {
    // Built from numbers: this file cannot write them as escapes either.
    let text = "a" + [0xFDD0, 0xFDEF].map { String(Unicode.Scalar(UInt32($0))!) }.joined()
    #expect(SwiftSource.literal(text) == "\"" + text + "\"")
    #expect(SwiftSource.comment(text) == #"a\u{FDD0}\u{FDEF}"#)
  }

  /// A manifest's file name cannot end the comment that names it, nor reorder it.
  @Test func theFileNameStaysInItsComment() {
    let manifest = DrawnButtons.manifest(
      path: "dir/a\nlet x = 1 \u{202E}\u{2028}\".yml", buttons: [])
    let source = SwiftAccessors.source([], catalog: CatalogWriter(manifest: manifest))
    #expect(
      source.split(separator: "\n").prefix(2) == [
        #"// Generated by chevgen build from a\nlet x = 1 \u{202E}\u{2028}\".yml. Do not edit."#,
        #"/// The buttons a\nlet x = 1 \u{202E}\u{2028}\".yml declares: image names, cap insets, label insets and sizes."#,
      ])
  }
}
