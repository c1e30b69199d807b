import ChevGenFormat
import ChevGenGeometry
import ChevGenStyles
import Testing

@testable import ChevGenKit

/// What each request refuses before any font or file is touched, and how the
/// refusal names its fields: as flags here (the command line's words) and as
/// key paths (another front end's), from one error value.
@Suite struct RequestValidationTests {
  let flag = { (field: RequestField) in "--" + field.rawValue }
  let key = { (field: RequestField) in "button.\(field.rawValue)" }

  /// The message `body`'s refusal gives with `name`, nil if it refuses nothing.
  func refusal(
    naming name: (RequestField) -> String, _ body: () throws(ChevGenError) -> Void
  ) -> String? {
    do throws(ChevGenError) {
      try body()
      return nil
    } catch { return error.message(naming: name) }
  }

  @Test func renderRefusesWhatItsStyleCannotUse() {
    let shadow = RenderRequest(
      output: "b.png",
      look: ButtonLook(style: .plain, colors: ColorOverrides(shadowOffset: Point(x: 0, y: 1))))
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try shadow.validate(scales: [1]) }
        == "--style plain draws no text shadow; drop --shadow-offset or use --style classic")
    #expect(
      refusal(naming: key) { () throws(ChevGenError) in try shadow.validate(scales: [1]) }
        == "button.style plain draws no text shadow; drop button.shadow-offset or use "
        + "button.style classic")
    let disabled = RenderRequest(
      output: "b.png", look: ButtonLook(colors: ColorOverrides(disabled: .white)))
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try disabled.validate(scales: [1]) }
        == "--style classic fades a disabled button to half opacity and takes no colour for it; "
        + "drop --disabled-color")
    let glyph = RenderRequest(
      titles: BackTitleRules(screenTitle: "Plus"), output: "b.png", look: ButtonLook(purpose: .add))
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try glyph.validate(scales: [1]) }
        == "--purpose add draws its glyph and takes no title; drop --title")
  }

  /// An option given is refused where it has no use even when it says what
  /// the default says: it was given, and the request knows it, rather than
  /// comparing values with the defaults.
  @Test func anOptionGivenAsItsDefaultIsStillGiven() {
    var tone = RenderRequest(output: "b.png", look: ButtonLook(style: .plain))
    tone.look.glass = GlassOverrides(tone: .appearance)
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try tone.validate(scales: [1]) }
        == "--glass-tone is for --style glass; drop it or choose that style")
    let generic = RenderRequest(
      titles: BackTitleRules(genericTitle: "Back"), output: "b.png",
      look: ButtonLook(purpose: .done))
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try generic.validate(scales: [1]) }?
        .hasPrefix("only back buttons follow UIKit's back-title rules") == true)
    let plain = RenderRequest(output: "b.png", look: ButtonLook(style: .plain))
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try plain.validate(scales: [1]) } == nil)
  }

  @Test func renderChecksWidthsOnEveryScalesPixelGrid() {
    let half = RenderRequest(output: "b.png", look: ButtonLook(width: 81.5))
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try half.validate(scales: [1, 2]) }
        == "--width '81.5' is not valid: use a whole number of points")
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try half.validate(scales: [1.5]) }
        == "--width '81.5' is not valid: use a whole number of points, even for half scales "
        + "such as 1.5")
    let both = RenderRequest(maxWidth: 100, output: "b.png", look: ButtonLook(width: 80))
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try both.validate(scales: [1]) }
        == "--max-width chooses a title by the space it leaves, --width fixes the width; drop "
        + "one of them")
    let fine = RenderRequest(titles: BackTitleRules(screenTitle: "Menu"), output: "b.png")
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try fine.validate(scales: [1]) } == nil)
  }

  @Test func titlesAreCheckedUnderTheFieldTheyCameFrom() {
    let request = RenderRequest(
      titles: BackTitleRules(screenTitle: "Menu", genericTitle: "Zur\u{0007}ck"), output: "b.png")
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try request.validate(scales: [1]) }
        == "the title has a control character (U+0007) at character 4, which cannot be drawn on "
        + "a one-line label; remove it from --generic-title")
    let preview = PreviewRequest(
      configuration: .page, title: "Settings", backTitles: BackTitleRules(screenTitle: "\t"),
      buttons: RenderRequest(output: "p.png"))
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try preview.validate(scales: [1]) }?
        .hasSuffix("remove it from --back-title") == true)
  }

  @Test func animationNamesEachEndsFields() {
    let timeline = AnimationRequest.defaultTimeline
    let request = AnimationRequest(
      from: .init(title: "Menu"), to: .init(title: "Menu"), timeline: timeline,
      outputDirectory: "anim")
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try request.validate() }
        == "both ends are the same button, so nothing would move; give a different --to-title, "
        + "--to-style or --to-purpose")
    let titledMinimal = AnimationRequest(
      from: .init(title: "Menu"), to: .init(title: "Done", style: .minimal, purpose: .done),
      outputDirectory: "anim")
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try titledMinimal.validate() }
        == "--to-style minimal draws glyphs alone, and --to-purpose done needs its title; use "
        + "--to-style classic, plain or capsule")
    var tenSeconds = AnimationRequest.defaultTimeline
    tenSeconds.duration = 10
    tenSeconds.framesPerSecond = 240
    let long = AnimationRequest(
      from: .init(title: "A"), to: .init(title: "B"), timeline: tenSeconds,
      outputDirectory: "anim")
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try long.validate() }
        == "--duration 10 at --fps 240 makes 2401 frames, more than the 601 chevgen writes; "
        + "shorten --duration or lower --fps")
  }

  @Test func previewRefusesOptionsNothingInTheBarUses() {
    let request = PreviewRequest(
      configuration: .root, title: "Inbox",
      backTitles: BackTitleRules(displayMode: .minimal), buttons: RenderRequest(output: "p.png"))
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try request.validate(scales: [1]) }
        == "a root bar has no back button; drop --back-title, --display-mode and "
        + "--generic-title, or use --configuration page")
    let disabled = PreviewRequest(
      configuration: .page, title: "Inbox",
      buttons: RenderRequest(
        output: "p.png", look: ButtonLook(colors: ColorOverrides(disabled: .white))))
    #expect(
      refusal(naming: flag) { () throws(ChevGenError) in try disabled.validate(scales: [1]) }
        == "a preview draws every button enabled; drop --disabled-color")
  }
}

extension RenderRequest {
  /// The checks of a render at `scales`, with the art factory the render makes.
  fileprivate func validate(scales: [Double]) throws(ChevGenError) {
    try validate(factory: look.artFactory(scales: scales))
  }
}
