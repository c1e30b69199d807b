import ArgumentParser
import ChevGenFormat
import ChevGenGeometry
import ChevGenKit
import ChevGenSystem

/// `chevgen animate`: the frames of one button turning into another.
public struct Animate: ChevGenCommand {
  public static let configuration = CommandConfiguration(
    commandName: "animate",
    abstract: "Render a cross-fade from one button to another: frames, APNG, sprite sheet, SVG.",
    discussion: """
      Relabel a back button without UIKit's pop, or swap it for another item:
        chevgen animate --from Pause --to Menu --out anim
        chevgen animate --from Back --to-style close --out anim
      --style and --purpose describe the first button, --to-style and
      --to-purpose the second (by default the same as the first).
      The background's width moves from the first button's to the second's (the
      caps intact, only the middle stretching), the chevron stays in place, the
      old label is gone by 70% of the time and the new one appears from 30%.
      Buttons with different backgrounds swap as wholes between 30% and 70%.
      Frames: round(duration × fps) + 1, the first identical to a static render
      of the first button (`chevgen --title Pause …`), the last to the second's.
      Every frame shares one canvas that holds both buttons, their leading edges
      on its leading edge. DIR receives, per scale (@2x suffix as usual):
        frame-000.png …         each frame
        animation.png           an animated PNG, played once
        sprites.png             the frames in a grid, row by row
        sprites.json            each frame's rectangle on the sheet, time, progress,
                                button width and label opacities
      and once, in points: animation.svg (SMIL; plays in browsers).
      DIR is created when missing. DIR/.chevgen-animate records the files written;
      a later run replaces and removes only recorded files, and refuses to
      overwrite any other. Nothing is written if any file fails. Each written path is
      printed on its own line. Exit status: 0 success, 1 failure, 64 a mistake
      in the options.
      """)

  @Option(
    help: ArgumentHelp(
      "The first button's title; empty draws the chevron alone (default: the purpose's title, "
        + "Back for a back button). e.g. --from Pause", valueName: "text"))
  public var from: String?

  @Option(
    help: ArgumentHelp(
      "The second button's title (default: its purpose's title). e.g. --to Menu",
      valueName: "text"))
  public var to: String?

  @Option(
    help: ArgumentHelp(
      "The first button's purpose: back, add, edit, delete, search, share, close, done, save or "
        + "cancel. e.g. --purpose done", valueName: "purpose"))
  public var purpose = "back"

  @Option(
    help: ArgumentHelp(
      "The second button's style (default: --style). e.g. --to-style close", valueName: "style"))
  public var toStyle: String?

  @Option(
    help: ArgumentHelp(
      "The second button's purpose (default: --purpose). e.g. --to-purpose done",
      valueName: "purpose"))
  public var toPurpose: String?

  @Option(
    help: ArgumentHelp(
      "Directory for the files; created when missing. e.g. --out anim", valueName: "dir"))
  public var out: String

  @Option(
    help: ArgumentHelp(
      "Seconds from the first frame to the last, above 0 and at most 10. e.g. --duration 0.5 "
        + "(default: \(ValueText.number(Timeline.standard.duration)))", valueName: "seconds"),
    transform: DecimalOption.read)
  public var duration = Timeline.standard.duration

  @Option(
    help: ArgumentHelp(
      "Frames per second, 1 to 240. e.g. --fps 30 "
        + "(default: \(Timeline.standard.framesPerSecond))", valueName: "n"),
    transform: DecimalOption.count)
  public var fps = Timeline.standard.framesPerSecond

  @Option(
    help: ArgumentHelp(
      "How the width moves: linear, ease-in, ease-out, ease-in-out, or spring (UIKit's "
        + "navigation spring: mass 3, stiffness 1000, damping 500, timed to settle at the end). "
        + "e.g. --curve spring", valueName: "curve"))
  public var curve = Timeline.standard.curve.rawValue

  @Option(help: ImageOptions.scalesHelp)
  public var scales: String?

  @Option(
    help: ArgumentHelp(
      "normal, highlighted or disabled. e.g. --state highlighted", valueName: "state"))
  public var state = "normal"

  @Option(
    help: ArgumentHelp("light or dark. e.g. --appearance dark", valueName: "appearance"))
  public var appearance = "light"

  @OptionGroup public var look: LookOptions<ArtOrigin>

  @OptionGroup var output: OutputOptions<ReportPrinter>

  public init() {}
}

/// What `chevgen animate` does.
extension Animate {
  static var drawsLabels: Bool { true }

  /// Renders, taking the shaper from the preload when it loaded the requested font.
  public func run() throws {
    do {
      let console = output.console
      let progress = console.progress("chevgen: drawing frames")
      defer { progress.finish() }
      let report = try AnimationRenderer.render(request(), preload: DefaultFontPreload.current) {
        drawn, total in progress.update(drawn, of: total)
      }
      progress.finish()
      ReportPrinter.print(report, console)
    } catch {
      throw CommandFailure(error)
    }
  }

  private func request() throws(ChevGenError) -> AnimationRequest {
    let shared = try look.buttonLook(
      purpose: try Render.purpose(purpose), appearances: [try ImageOptions.appearance(appearance)])
    let timingCurve: TimingCurve = try OptionValue.choice(curve, field: .curve)
    return AnimationRequest(
      from: AnimationRequest.End(title: from, style: shared.style, purpose: shared.purpose),
      to: AnimationRequest.End(
        title: to,
        style: try toStyle.map { name throws(ChevGenError) in
          try OptionValue.choice(name, field: .toStyle)
        } ?? shared.style,
        purpose: try toPurpose.map { name throws(ChevGenError) in
          try OptionValue.choice(name, field: .toPurpose)
        } ?? shared.purpose),
      state: try Render.state(state), appearance: try ImageOptions.appearance(appearance),
      direction: try look.layoutDirection(), scales: try ImageOptions.scales(scales),
      look: shared,
      timeline: Timeline(duration: duration, framesPerSecond: fps, curve: timingCurve),
      outputDirectory: out)
  }
}
