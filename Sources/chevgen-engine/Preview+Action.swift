import ChevGenKit
import ChevgenCommandLine
import ChevgenCommands
import ChevronGeometry
import ChevronSupport

/// What `chevgen preview` does, in the engine; its options are in ChevgenCommands.
extension Preview {
  func perform() throws {
    do {
      let report = try PreviewRenderer.render(request())
      ReportPrinter.print(report)
    } catch {
      throw CommandFailure(error)
    }
  }

  private func request() throws(ChevGenError) -> PreviewRequest {
    let bar: BarConfiguration = try OptionValue.choice(configuration, field: .configuration)
    let buttonStyle = try look.buttonStyle()
    let titles = BackTitleRules(
      screenTitle: backTitle, displayMode: try Render.displayMode(displayMode),
      genericTitle: genericTitle)
    let buttons = RenderRequest(
      output: out,
      scales: try images.parsedScales(),
      appearances: try images.appearances(), buttonStyle: buttonStyle,
      colors: try look.colors(), fontFile: look.font, fallbackFonts: look.fallbackFont,
      fontSize: look.fontSize, metadata: metadata)
    return PreviewRequest(
      configuration: bar, title: title, backTitles: titles,
      trailing: try trailing.map { text throws(ChevGenError) in
        try PreviewRequest.trailing(text)
      },
      width: width ?? PreviewRequest.defaultWidth, direction: try look.layoutDirection(),
      buttons: buttons)
  }
}
