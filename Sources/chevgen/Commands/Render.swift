import ArgumentParser
import ChevGenKit
import ChevGenStyles
import ChevGenSystem
import ChevGenText

/// `chevgen render`: one button, every requested state, appearance and scale.
public struct Render: ChevGenCommand {
  public static let configuration = CompletionPass.skipped(
    CommandConfiguration(
      commandName: "render",
      abstract:
        "Render a back or action button in the classic, plain, minimal, capsule, close or "
        + "glass style.",
      discussion: """
        The default subcommand: 'chevgen --title Menu …' is 'chevgen render --title Menu …'.

        The styles (--style):
          classic   the iOS 3–6 arrow-shaped bordered button on a tinted gradient
          plain     the iOS 7–12 chevron and tinted title, no background
          minimal   the chevron (or an action's glyph) alone; a back button also
                    gets UIKit's transition mask (a -mask file)
          capsule   the chevron and title on a rounded platter; a circle with no title
          close     a ✕ in a circle, the button that dismisses a dialog
          glass     iOS 26's Liquid Glass: the symbol alone in a 44 pt glass circle,
                    or a titled action in a glass capsule, over --backdrop
        --purpose draws an action instead of a back button: a glyph (add, edit,
        delete, search, share, close) in any style but close, or a title (done, save,
        cancel) in classic, plain, capsule or glass.

        The output's extension picks the format. PNG is written once per scale and state:
          chevgen --title Menu --out back.png
            → back.png back@2x.png back@3x.png
          chevgen --out out/back.png --scales 2 --state normal --state highlighted
            → out/back@2x.png out/back-highlighted@2x.png
        SVG and PDF are vector art in points, one file per state:
          chevgen --title Menu --out back.svg
        Each written path is printed on its own line. Nothing is written if any
        file fails. Exit status: 0 success, 1 failure, 64 a mistake in the options.
        Negative numbers need '=': --shadow-offset=-1,0.
        """))

  @Option(
    help: ArgumentHelp(
      "The previous screen's title (an action's own title, with --purpose), shown unless a "
        + "rule below says otherwise; empty draws the chevron art alone (default: the generic "
        + "title). e.g. --title Menu", valueName: "text"))
  public var title: String?

  @Option(
    help: ArgumentHelp(
      "The previous screen's backButtonTitle; wins over --title. e.g. --back-button-title Prefs",
      valueName: "text"))
  public var backButtonTitle: String?

  @Option(
    help: ArgumentHelp(
      "The title of the previous screen's back bar button item; wins in every display mode. "
        + "e.g. --back-item-title Done", valueName: "text"))
  public var backItemTitle: String?

  @Option(
    help: ArgumentHelp(
      "UIKit's back-button display mode: default (the title; the generic title, then none, when "
        + "short of space), generic or minimal (chevron only). e.g. --display-mode minimal "
        + "(default: default)",
      valueName: "default|generic|minimal"))
  public var displayMode: String?

  @Option(
    help: ArgumentHelp(
      "What \"Back\" reads in the app's language. e.g. --generic-title Zurück (default: Back)",
      valueName: "text"))
  public var genericTitle: String?

  @Option(
    help: ArgumentHelp(
      "The widest the button may be; a wider title falls back as UIKit's does. "
        + "e.g. --max-width 100", valueName: "pt"),
    transform: DecimalOption.read)
  public var maxWidth: Double?

  @Option(
    help: ArgumentHelp(
      "back, or an action: add, edit, delete, search, share, close (a glyph) or done, save, cancel "
        + "(a title; --title overrides it). e.g. --purpose add", valueName: "purpose"))
  public var purpose = "back"

  @Option(
    help: ArgumentHelp(
      "Output file; .png, .svg or .pdf. State and scale suffixes are added to its name. "
        + "e.g. --out out/back.png",
      valueName: "path"))
  public var out: String

  @OptionGroup public var images: ImageOptions

  @Option(
    help: ArgumentHelp(
      "normal, highlighted (pressed) or disabled; repeat for more. "
        + "e.g. --state normal --state highlighted", valueName: "state"))
  public var state: [String] = []

  @Option(
    help: ArgumentHelp(
      "Fixed width in whole points, the label centred (default: label width + 20). e.g. --width 120",
      valueName: "pt"),
    transform: DecimalOption.read)
  public var width: Double?

  @OptionGroup public var look: LookOptions<ArtOrigin>

  @Option(
    help: ArgumentHelp(
      "Also write a JSON sidecar: size, cap insets and label frame in points; each image's "
        + "pixel size and pixel cap insets. e.g. --metadata back.json", valueName: "file.json"))
  public var metadata: String?

  @OptionGroup var output: OutputOptions<ReportPrinter>

  public init() {}
}

/// What `chevgen render` does.
extension Render {
  static var drawsLabels: Bool { true }

  /// Renders, taking the shaper from the preload when it loaded the requested font.
  public func run() throws {
    do {
      let report = try ButtonRenderer.render(request(), preload: DefaultFontPreload.current)
      ReportPrinter.print(report, output.console)
    } catch {
      throw CommandFailure(error)
    }
  }

  private func request() throws(ChevGenError) -> RenderRequest {
    let buttonPurpose = try Self.purpose(purpose)
    let states: [ButtonState] = try OptionValue.choices(state, field: .state, what: "state")
    let titles = BackTitleRules(
      screenTitle: title, backButtonTitle: backButtonTitle, backItemTitle: backItemTitle,
      displayMode: try Self.displayMode(displayMode), genericTitle: genericTitle)
    let appearances = try images.appearances()
    return RenderRequest(
      titles: titles, maxWidth: maxWidth, direction: try look.layoutDirection(), output: out,
      scales: try images.parsedScales(), states: states.isEmpty ? [.normal] : states,
      appearances: appearances,
      look: try look.buttonLook(purpose: buttonPurpose, width: width, appearances: appearances),
      metadata: metadata)
  }

  // The options `animate` and `preview` declare too, for their own buttons,
  // parse here, so that each error names the option the same way.

  static func purpose(_ name: String) throws(ChevGenError) -> Purpose {
    try OptionValue.choice(name, field: .purpose)
  }

  static func state(_ name: String) throws(ChevGenError) -> ButtonState {
    try OptionValue.choice(name, field: .state)
  }

  static func displayMode(_ name: String?) throws(ChevGenError) -> BackTitleRules.DisplayMode? {
    guard let name else { return nil }
    return try OptionValue.choice(name, field: .displayMode)
  }
}
