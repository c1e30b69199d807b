import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// The packaging harness itself, on small trees written here: a sound one
/// passes with nothing said, and each kind of broken one is reported with
/// aapt2's own message. A check that passes on a broken tree would let
/// `AndroidPackagingTests` pass on anything.
@Suite struct AndroidPackagerTests {
  /// What is broken in the tree, one fault at a time.
  enum Fault: String, CaseIterable, Sendable {
    case none
    /// A grey pixel among the black ticks of a nine-patch's frame.
    case greyTick
    /// `android:state_presed` in a state list: no such attribute.
    case misspelledAttribute
    /// A string only in `values-de`: linked with a warning, dropped, exit 0.
    case stringWithoutDefault
    /// `.arrow.9.png`: aapt2 compiles nothing from it and says nothing.
    case hiddenFile
  }

  /// A 10 × 10 nine-patch: a black frame tick at column 4 on top, the whole
  /// height on the left, a red body; with `greyTick` a second, grey, tick.
  static func ninePatch(greyTick: Bool) throws -> Data {
    var pixels: [UInt8] = []
    for y in 0..<10 {
      for x in 0..<10 {
        let frame = x == 0 || y == 0 || x == 9 || y == 9
        let tick = (y == 0 && x == 4) || (x == 0 && (1...8).contains(y))
        if greyTick && y == 0 && x == 6 {
          pixels += [128, 128, 128, 255]
        } else {
          pixels += frame ? (tick ? [0, 0, 0, 255] : [0, 0, 0, 0]) : [200, 20, 20, 255]
        }
      }
    }
    return Data(try PNGEncoder.encode(RGBAImage(width: 10, height: 10, pixels: pixels)!))
  }

  /// A nine-patch, a state list over it and a title string, with `fault` in.
  static func writeTree(_ res: URL, _ fault: Fault) throws {
    func write(_ path: String, _ data: Data) throws {
      let url = res.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    try write("drawable-mdpi/arrow.9.png", try ninePatch(greyTick: fault == .greyTick))
    let attribute = fault == .misspelledAttribute ? "state_presed" : "state_pressed"
    let selector = """
      <?xml version="1.0" encoding="utf-8"?>
      <selector xmlns:android="http://schemas.android.com/apk/res/android">
        <item android:\(attribute)="true" android:drawable="@drawable/arrow"/>
        <item android:drawable="@drawable/arrow"/>
      </selector>

      """
    try write("drawable/arrow_states.xml", Data(selector.utf8))
    let strings = "<resources><string name=\"arrow_title\">Back</string></resources>\n"
    try write("values/strings.xml", Data(strings.utf8))
    if fault == .stringWithoutDefault {
      let german = "<resources><string name=\"only_de\">Zurück</string></resources>\n"
      try write("values-de/strings.xml", Data(german.utf8))
    }
    if fault == .hiddenFile {
      try write("drawable-mdpi/.arrow.9.png", try ninePatch(greyTick: false))
    }
  }

  @Test(.needs(.aapt2), arguments: Fault.allCases)
  func reportsEachBrokenTreeInAapt2sWords(_ fault: Fault) throws {
    let cli = try CLI()
    defer { cli.remove() }
    let res = cli.directory.appendingPathComponent("res")
    try Self.writeTree(res, fault)
    let packaging = try AndroidPackager.package(res)
    let report = packaging.report
    switch fault {
    case .none:
      // No skip warning either: the harness found every file's compiled form
      // (drawable, state list and values names alike).
      #expect(packaging.succeeded && packaging.diagnostics == [], "\(report)")
      #expect(
        packaging.symbols == ["drawable arrow", "drawable arrow_states", "string arrow_title"])
      #expect(packaging.names("drawable") == ["arrow", "arrow_states"])
      #expect(packaging.configurations["drawable/arrow"] == ["mdpi-v4"])
    case .greyTick:
      #expect(packaging.compileStatus != 0 && packaging.linkStatus == nil, "\(report)")
      #expect(
        packaging.diagnostics.contains(
          "res/drawable-mdpi/arrow.9.png: error: file failed to compile."),
        "\(report)")
    case .misspelledAttribute:
      #expect(packaging.compileStatus == 0 && packaging.linkStatus != 0, "\(report)")
      #expect(
        packaging.diagnostics.contains(
          "res/drawable/arrow_states.xml:3: error: attribute android:state_presed not found."),
        "\(report)")
    case .stringWithoutDefault:
      // Exit 0 all the same: only the warning tells.
      #expect(packaging.succeeded, "\(report)")
      #expect(
        packaging.warnings == [
          "warn: removing resource dev.chevgen.packaging:string/only_de without required default value."
        ], "\(report)")
    case .hiddenFile:
      #expect(packaging.succeeded, "\(report)")
      #expect(
        packaging.warnings == [
          "res/drawable-mdpi/.arrow.9.png: warn: aapt2 compile wrote nothing for this file, "
            + "so an app would not have it"
        ], "\(report)")
    }
  }
}
