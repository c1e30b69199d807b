import ChevGenKit
import ChevgenCommandLine
import ChevgenCommands
import ChevronAnimation
import ChevronGeometry
import ChevronSupport

/// What `chevgen animate` does, in the engine; its options are in ChevgenCommands.
extension Animate {
  /// Renders, taking the shaper from `preload` when it loaded the requested font.
  func perform(preload: ShaperPreload?) throws {
    do {
      let showsProgress = CurrentProcess.standardErrorIsTerminal
      let report = try AnimationRenderer.render(request(), preload: preload) { drawn, total in
        guard showsProgress, drawn % 8 == 0 || drawn == total else { return }
        StandardError.write(
          "chevgen: drawing frame \(drawn) of \(total)" + (drawn == total ? "\r\u{1B}[K" : "\r"))
      }
      ReportPrinter.print(report)
    } catch {
      throw CommandFailure(error)
    }
  }

  private func request() throws(ChevGenError) -> AnimationRequest {
    let fromStyle = try look.buttonStyle()
    let fromPurpose = try Render.purpose(purpose)
    let timingCurve: TimingCurve = try OptionValue.choice(curve, field: .curve)
    return AnimationRequest(
      from: AnimationRequest.End(title: from, style: fromStyle, purpose: fromPurpose),
      to: AnimationRequest.End(
        title: to,
        style: try toStyle.map { name throws(ChevGenError) in
          try OptionValue.choice(name, field: .toStyle)
        } ?? fromStyle,
        purpose: try toPurpose.map { name throws(ChevGenError) in
          try OptionValue.choice(name, field: .toPurpose)
        } ?? fromPurpose),
      state: try Render.state(state), appearance: try ImageOptions.appearance(appearance),
      direction: try look.layoutDirection(), scales: try ImageOptions.scales(scales),
      colors: try look.colors(), fontFile: look.font, fallbackFonts: look.fallbackFont,
      fontSize: look.fontSize,
      timeline: Timeline(duration: duration, framesPerSecond: fps, curve: timingCurve),
      outputDirectory: out)
  }
}
