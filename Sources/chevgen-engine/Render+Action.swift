import ChevGenKit
import ChevgenCommandLine
import ChevgenCommands
import ChevronGeometry
import ChevronSupport
import ChevronText

/// What `chevgen render` does, in the engine; its options are in ChevgenCommands.
extension Render {
  /// Renders, taking the shaper from `preload` when it loaded the requested font.
  func perform(preload: ShaperPreload?) throws {
    do {
      let report = try ButtonRenderer.render(request(), preload: preload)
      ReportPrinter.print(report)
    } catch {
      throw CommandFailure(error)
    }
  }

  private func request() throws(ChevGenError) -> RenderRequest {
    let buttonStyle = try look.buttonStyle()
    let buttonPurpose = try Self.purpose(purpose)
    let states = try state.map { name throws(ChevGenError) in try Self.state(name) }
    let titles = BackTitleRules(
      screenTitle: title, backButtonTitle: backButtonTitle, backItemTitle: backItemTitle,
      displayMode: try Self.displayMode(displayMode), genericTitle: genericTitle)
    return RenderRequest(
      titles: titles, maxWidth: maxWidth, direction: try look.layoutDirection(), output: out,
      scales: try images.parsedScales(),
      states: states.isEmpty ? [.normal] : states,
      appearances: try images.appearances(), buttonStyle: buttonStyle,
      purpose: buttonPurpose,
      colors: try look.colors(), width: width, fontFile: look.font,
      fallbackFonts: look.fallbackFont, fontSize: look.fontSize, metadata: metadata)
  }

  // The options `animate` and `preview` declare too, for their own buttons,
  // parse here, so that each error names the option the same way.

  static func purpose(_ name: String) throws(ChevGenError) -> Purpose {
    try OptionValue.choice(name, field: .purpose)
  }

  static func state(_ name: String) throws(ChevGenError) -> ButtonState {
    try OptionValue.choice(name, field: .state)
  }

  static func displayMode(_ name: String) throws(ChevGenError) -> BackTitleRules.DisplayMode {
    try OptionValue.choice(name, field: .displayMode)
  }
}
