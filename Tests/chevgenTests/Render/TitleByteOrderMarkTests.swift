import ChevGenTestSupport
// Foundation, for the test folder's files.
import Foundation
import Testing

/// A title beginning with U+FEFF reaches every output exactly, from the
/// command line and from a manifest alike, as one with U+FEFF inside does.
@Suite struct TitleByteOrderMarkTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  @Test func theCommandLineKeepsALeadingFEFF() throws {
    let result = try cli.run([
      "--title", "\u{FEFF}Menu", "--out", "back.png", "--scales", "1", "--metadata", "back.json",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    // Read as bytes: Foundation's JSON reader drops a leading U+FEFF from a string too.
    let metadata = String(decoding: try cli.data("back.json"), as: UTF8.self)
    #expect(metadata.contains("\"title\": \"\u{FEFF}Menu\","), "\(metadata)")
  }

  @Test func theSwiftAccessorsKeepALeadingFEFF() throws {
    try cli.put(
      """
      locales: [en]
      scales: [1]
      outputs: [xcassets, swift]
      buttons:
        - {name: Lead, role: back, titles: {en: "\\ufeffMenu"}}
        - {name: Mid, role: back, titles: {en: "M\\ufeffenu"}}

      """, at: "chevgen.yml")
    let result = try cli.run(["build", "chevgen.yml", "--out", "Generated"])
    try #require(result.status == 0, "\(result.stderr)")
    let swift = try String(
      decoding: cli.data("Generated/swift/ChevGenArt.swift"), as: UTF8.self)
    let titles = swift.split(separator: "\n").filter { $0.contains("title: \"") }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(Set(titles) == ["title: \"\u{FEFF}Menu\",", "title: \"M\u{FEFF}enu\","])
  }
}
