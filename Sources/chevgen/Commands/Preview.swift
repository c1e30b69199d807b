import ArgumentParser
import ChevGenGeometry
import ChevGenKit
import ChevGenStyles
import ChevGenSystem

/// `chevgen preview`: the buttons in a navigation bar, beside a title and actions.
public struct Preview: ChevGenCommand {
  public static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Draw a navigation bar with its buttons and title, to judge the art in context.",
    discussion: """
      Three configurations, as design systems name them:
        root    a large title (34 pt bold) under the row, on up to two lines
                broken for balance, then cut short with an ellipsis; the bar
                grows to fit. No back or close button.
        page    a centred 17 pt title, the back button leading, actions trailing.
        dialog  a centred title, the close ✕ leading, a save button trailing.
      The back button's title follows UIKit's rules: the previous screen's title
      (--back-title), then the generic title, then the chevron alone, taking the
      first that leaves the centred title where it is. A right-to-left title
      mirrors the whole bar. --style sets the buttons' style; classic ones sit
      on the iOS 6 gradient bar. --font and --font-size set the buttons'
      labels; titles are Inter SemiBold (DejaVu Sans Bold in a classic bar),
      with any --fallback-font.
        chevgen preview --configuration page --title Settings --back-title Menu \\
          --trailing add,share --out preview.png
      PNG is written once per scale (default 1, 2 and 3) and appearance, with
      render's suffixes: preview@2x.png, preview-dark@3x.png. Exit status: 0
      success, 1 failure, 64 a mistake in the options.
      """)

  @Option(
    help: ArgumentHelp(
      "root, page or dialog. e.g. --configuration root",
      valueName: "configuration"))
  public var configuration = "page"

  @Option(
    help: ArgumentHelp("The screen's title. e.g. --title Settings", valueName: "text"))
  public var title: String

  @Option(
    help: ArgumentHelp(
      "page: the previous screen's title, for the back button (default: the generic title). "
        + "e.g. --back-title Menu", valueName: "text"))
  public var backTitle: String?

  @Option(
    help: ArgumentHelp(
      "page: UIKit's back-button display mode, default, generic or minimal. "
        + "e.g. --display-mode generic (default: default)", valueName: "default|generic|minimal"))
  public var displayMode: String?

  @Option(
    help: ArgumentHelp(
      "page: what \"Back\" reads in the app's language. e.g. --generic-title Zurück "
        + "(default: Back)",
      valueName: "text"))
  public var genericTitle: String?

  @Option(
    help: ArgumentHelp(
      "Actions on the trailing edge, outermost first: add, edit, delete, search, share, close, done, "
        + "save, cancel (default: save in a dialog, none otherwise; '' for none). "
        + "e.g. --trailing add,share", valueName: "list"))
  public var trailing: String?

  @Option(
    help: ArgumentHelp(
      "The bar's width in whole points, 320 to 1366 (default: the screenshot's, else 393, a "
        + "current iPhone). "
        + "e.g. --width 430", valueName: "pt"),
    transform: DecimalOption.read)
  public var width: Double?

  @Option(
    help: ArgumentHelp(
      "Output file; .png, .svg or .pdf. Scale and appearance suffixes are added to its name. "
        + "e.g. --out preview.png", valueName: "path"))
  public var out: String

  @Option(
    help: ArgumentHelp(
      "Glass: how the bar calms the content under it, as iOS 26's scroll edge effect: soft (a "
        + "progressive blur and fade, the default), hard or none. e.g. --scroll-edge hard",
      valueName: "soft|hard|none"))
  public var scrollEdge: String?

  @OptionGroup public var images: ImageOptions

  @OptionGroup public var look: LookOptions<BarOrigin>

  @Option(
    help: ArgumentHelp(
      "Also write a JSON sidecar: the bar's size, each button's frame, the back title shown "
        + "and the large title's lines. e.g. --metadata preview.json", valueName: "file.json"))
  public var metadata: String?

  @OptionGroup var output: OutputOptions<ReportPrinter>

  public init() {}
}

/// What `chevgen preview` does.
extension Preview {
  public func run() throws {
    do {
      let report = try PreviewRenderer.render(request())
      ReportPrinter.print(report, output.console)
    } catch {
      throw CommandFailure(error)
    }
  }

  private func request() throws(ChevGenError) -> PreviewRequest {
    let bar: BarConfiguration = try OptionValue.choice(configuration, field: .configuration)
    let titles = BackTitleRules(
      screenTitle: backTitle, displayMode: try Render.displayMode(displayMode),
      genericTitle: genericTitle)
    let appearances = try images.appearances()
    let buttons = RenderRequest(
      output: out, scales: try images.parsedScales(), appearances: appearances,
      look: try look.buttonLook(appearances: appearances), metadata: metadata)
    return PreviewRequest(
      configuration: bar, title: title, backTitles: titles,
      trailing: try trailing.map { text throws(ChevGenError) in
        try PreviewRequest.trailing(text)
      },
      width: width ?? PreviewRequest.width(over: buttons.look.glass, appearances: appearances),
      direction: try look.layoutDirection(),
      buttons: buttons,
      scrollEdge: try scrollEdge.map { text throws(ChevGenError) in
        try OptionValue.choice(text, field: .scrollEdge)
      })
  }
}
