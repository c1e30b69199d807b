import ChevGenSystem
import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenManifest

/// The shipped JSON Schema: equal to what `chevgen build --schema` prints, and
/// in agreement with the loader on manifests a validator (Python's jsonschema,
/// as editors' YAML servers do) accepts or rejects.
@Suite struct ManifestSchemaTests {
  static let schemaFile = SourceTree.url("Sources/ChevGenManifest/chevgen.schema.json")

  @Test func theShippedFileIsWhatTheToolPrints() throws {
    let shipped = try String(contentsOf: Self.schemaFile, encoding: .utf8)
    let same = shipped == ManifestSchema.json.serialized()
    #expect(
      same,
      Comment(
        rawValue: "regenerate it: swift run chevgen build --schema > "
          + "Sources/ChevGenManifest/chevgen.schema.json"))
  }

  /// Every key of the theme and of a button, and each optional list.
  static let everyKey = """
    theme:
      style: classic
      tint: "#4A6FA5"
      text-color: "#FFFFFF"
      shadow-color: "#00000080"
      disabled-color: "#9AA5B1"
      platter-color: "#E5E5EA"
      shadow-offset: [0, -1]
      font-size: 13
      fallback-fonts: []
      dark: {tint: "#8FB3E8", shadow-offset: "0,1"}
    locales: [en, pt-BR, zh-Hans]
    states: [normal, highlighted, disabled]
    appearances: [light, dark]
    scales: [1, 1.5, 2, 3, 4]
    outputs: [xcassets, android, css]
    buttons:
      - {name: Back, role: back, titles: {en: Back, pt-BR: Voltar, zh-Hans: 返回}}
      - {name: Close, role: close}
      - {name: Save, purpose: save, title: Save, width: 80}
    """

  /// Manifests both must refuse, each for one reason.
  static let refused = [
    "unknown key": "buttons: [{name: Back, role: back, tilte: Back}]",
    "bad colour": "theme: {tint: \"#4A6FA\"}\nbuttons: [{name: Back, role: back}]",
    "role and purpose": "buttons: [{name: Back, role: back, purpose: add}]",
    "neither role nor purpose": "buttons: [{name: Back, title: Back}]",
    "title and titles":
      "locales: [en]\nbuttons: [{name: Back, role: back, title: A, titles: {en: B}}]",
    "unknown purpose": "buttons: [{name: Go, purpose: launch}]",
    "close as a style": "theme: {style: close}\nbuttons: [{name: Back, role: back}]",
    "escaping name": "buttons: [{name: ../evil, role: back}]",
    "bad scale": "scales: [2.5]\nbuttons: [{name: Back, role: back}]",
    "repeated state": "states: [normal, normal]\nbuttons: [{name: Back, role: back}]",
    "bad locale": "locales: [english]\nbuttons: [{name: Back, role: back}]",
    "font size": "theme: {font-size: 40}\nbuttons: [{name: Back, role: back}]",
    "offset": "theme: {shadow-offset: [0, 20]}\nbuttons: [{name: Back, role: back}]",
    "no buttons": "theme: {style: plain}",
    "unknown dark key": "theme: {dark: {style: plain}}\nbuttons: [{name: Back, role: back}]",
    "backdrop for sepia":
      "theme: {style: glass, backdrop: {sepia: a.png}}\nbuttons: [{name: Close, role: close}]",
    "empty backdrops": "theme: {style: glass, backdrop: {}}\nbuttons: [{name: Close, role: close}]",
    "quoted prominent":
      "theme: {style: glass}\nbuttons: [{name: Save, purpose: save, prominent: \"true\"}]",
    "unknown place":
      "theme: {style: glass, backdrop: a.png}\nbuttons: [{name: Add, purpose: add, place: top}]",
    "one number of place":
      "theme: {style: glass, backdrop: a.png}\nbuttons: [{name: Add, purpose: add, place: [1]}]",
  ]

  /// The glass keys: a backdrop per appearance, a prominent action, places.
  static let glassKeys = """
    theme: {style: glass, backdrop: {light: Screens/light.png, dark: "#000000"}}
    buttons:
      - {name: Back, role: back, place: leading}
      - {name: Save, purpose: save, prominent: true, place: trailing}
      - {name: Add, purpose: add, prominent: false, place: [300, 50]}
    """

  func loads(_ text: String) -> Bool {
    (try? ManifestLoader.load(text: text, path: "chevgen.yml")) != nil
  }

  /// For each manifest, whether jsonschema accepts it under the shipped schema.
  func validates(_ manifests: [String]) throws -> [Bool] {
    let folder = try TemporaryFolder(prefix: "chevgen-schema-")
    defer { folder.remove() }
    let directory = folder.url
    for (index, text) in manifests.enumerated() {
      try text.write(
        to: directory.appendingPathComponent("\(index).yml"), atomically: true, encoding: .utf8)
    }
    let script = """
      import json, sys, yaml, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft7Validator.check_schema(schema)
      validator = jsonschema.Draft7Validator(schema)
      for path in sys.argv[2:]:
          print("valid" if validator.is_valid(yaml.safe_load(open(path, encoding="utf-8"))) else "invalid")
      """
    let process = Process()
    // Debian's Python, which has the modules scripts/setup installs.
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments =
      ["-c", script, Self.schemaFile.path]
      + manifests.indices.map { directory.appendingPathComponent("\($0).yml").path }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = String(decoding: PipeReading.all(output.fileHandleForReading), as: UTF8.self)
    let complaint = String(
      decoding: PipeReading.all(errors.fileHandleForReading), as: UTF8.self)
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0,
      "/usr/bin/python3 with yaml and jsonschema (scripts/setup installs them): \(complaint)")
    return printed.split(separator: "\n").map { $0 == "valid" }
  }

  @Test func validatorAndLoaderAgree() throws {
    let accepted = [ExampleManifest.text, Self.everyKey, Self.glassKeys]
    for text in accepted {
      #expect(loads(text), "the loader refuses:\n\(text)")
    }
    #expect(try validates(accepted) == [true, true, true])

    let reasons = Self.refused.keys.sorted()
    let verdicts = try validates(reasons.map { Self.refused[$0]! })
    for (reason, valid) in zip(reasons, verdicts) {
      #expect(!valid, "the schema accepts a manifest with \(reason)")
      #expect(!loads(Self.refused[reason]!), "the loader accepts a manifest with \(reason)")
    }
  }
}
