import ChevGenCairo
import ChevGenDiff
import ChevGenGeometry
import ChevGenKit
import ChevGenSnapshot
import ChevGenStyles
import ChevGenTestSupport
import Foundation
import Testing

private let cases:
  [(name: String, title: String, state: ButtonState, scale: Double, direction: LayoutDirection)] = [
    ("back-normal@1x", "Back", .normal, 1, .leftToRight),
    ("back-normal@2x", "Back", .normal, 2, .leftToRight),
    ("back-normal@3x", "Back", .normal, 3, .leftToRight),
    ("menu-highlighted@2x", "Menu", .highlighted, 2, .leftToRight),
    ("menu-disabled@3x", "Menu", .disabled, 3, .leftToRight),
    ("empty-normal@2x", "", .normal, 2, .leftToRight),
    ("arabic-rtl-normal@2x", "رجوع", .normal, 2, .rightToLeft),
    ("hebrew-rtl-highlighted@1x", "חזרה", .highlighted, 1, .rightToLeft),
    ("long-normal@1x", String(repeating: "Preferences ", count: 40), .normal, 1, .leftToRight),
    ("halfscale-normal@1.5x", "Menu", .normal, 1.5, .leftToRight),
  ]

@Test(arguments: cases.map(\.name))
func goldenImage(_ name: String) throws {
  let fixture = try ButtonFixture()
  let item = cases.first { $0.name == name }!
  let scene = try fixture.scene(
    title: item.title, state: item.state, scale: item.scale, scales: [item.scale],
    direction: item.direction)
  try Golden.check(PNGWriter.rasterize(scene, scale: item.scale), named: name)
}

@Test func goldenImageWithCustomColours() throws {
  var fixture = try ButtonFixture()
  fixture.colors.tint = Color(hex: "#4A6FA5")!
  fixture.colors.text = Color(hex: "#FFD700")!
  fixture.colors.shadow = Color(hex: "#00000080")!
  fixture.colors.shadowOffset = Point(x: 0, y: 1)
  let scene = try fixture.scene(title: "Menu", scale: 2, width: 90)
  try Golden.check(PNGWriter.rasterize(scene, scale: 2), named: "menu-custom-width90@2x")
}

/// The tolerance must catch a real change: the highlighted art is not the normal art.
@Test func toleranceDetectsAStateChange() throws {
  let fixture = try ButtonFixture()
  let normal = try PNGWriter.rasterize(fixture.scene(title: "Menu", scale: 2), scale: 2)
  let pressed = try PNGWriter.rasterize(
    fixture.scene(title: "Menu", state: .highlighted, scale: 2), scale: 2)
  let result = PixelMatch.compare(normal.rgbaImage(), pressed.rgbaImage(), options: Golden.options)
  #expect(
    !Golden.tolerance.accepts(differentPixels: result.differentPixels, of: result.totalPixels))
  #expect(result.ratio > 0.1)
}

/// Every style × state × appearance at 2x, titled "Back" where the style draws titles.
private let styleCases: [String] = ButtonStyleKind.allCases.flatMap { style in
  Appearance.allCases.flatMap { appearance in
    ButtonState.allCases.map { "style-\(style.rawValue)-\($0.rawValue)-\(appearance.rawValue)@2x" }
  }
}

@Test(arguments: styleCases)
func styleGolden(_ name: String) throws {
  let parts = name.dropLast(3).split(separator: "-").map(String.init)
  let style = try #require(ButtonStyleKind(rawValue: parts[1]))
  let state = try #require(ButtonState(rawValue: parts[2]))
  let appearance = try #require(Appearance(rawValue: parts[3]))
  let fixture = try ButtonFixture(style: style)
  let theme = ButtonTheme.standard(for: style, appearance: appearance)
  let factory = ButtonArtFactory(style: style, scales: [2])
  let label = style == .minimal ? nil : try fixture.shaper.shape("Back", maxWidth: nil)
  let art = factory.art(labelSize: label?.size ?? .zero, direction: .leftToRight, theme: theme)
  let scene = art.scene(label: label?.outline, state: state, scale: 2)
  try Golden.check(PNGWriter.rasterize(scene, scale: 2), named: name)
}

@Test func minimalMaskGolden() throws {
  let art = MinimalBackIndicator(
    direction: .leftToRight, colors: ButtonTheme.standard(for: .minimal, appearance: .light))
  let mask = try #require(art.companionScenes(scale: 2).first { $0.name == "mask" })
  try Golden.check(PNGWriter.rasterize(mask.scene, scale: 2), named: "style-minimal-mask@2x")
}

/// The showcase sheet: every style, state, appearance and purpose.
@Test func sheetGolden() throws {
  let scene = try SheetRenderer.sheet(scales: [1])
  try Golden.check(PNGWriter.rasterize(scene, scale: 1), named: "sheet@1x")
}

/// Every frame of two transitions, as their sprite sheets: a relabel over one
/// background, and a right-to-left capsule becoming a ✕ in dark.
@Test(arguments: ["relabel", "capsule-close-rtl-dark"])
func animationGolden(name: String) throws {
  let folder = try TemporaryFolder(prefix: "chevgen-golden-")
  defer { folder.remove() }
  let directory = folder.url("out")
  let request =
    name == "relabel"
    ? AnimationRequest(
      from: .init(title: "Pause"), to: .init(title: "Menu"), scales: [2],
      timeline: Timeline(duration: 0.35, framesPerSecond: 20, curve: .easeInOut),
      outputDirectory: directory.path)
    : AnimationRequest(
      from: .init(title: "رجوع", style: .capsule), to: .init(title: nil, style: .close),
      appearance: .dark, direction: .rightToLeft, scales: [2],
      timeline: Timeline(duration: 0.35, framesPerSecond: 20, curve: .spring),
      outputDirectory: directory.path)
  _ = try AnimationRenderer.render(request)
  let sheet = try Data(contentsOf: directory.appendingPathComponent("sprites@2x.png"))
  assertImageSnapshot(
    ofPNG: [UInt8](sheet), named: "animate-\(name)-sprites@2x", options: Golden.options,
    tolerance: Golden.tolerance, directory: Golden.directory)
}
