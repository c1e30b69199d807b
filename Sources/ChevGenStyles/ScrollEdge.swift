import ChevGenGeometry

/// How a glass bar calms the content scrolled under it, as iOS 26's scroll
/// edge effect does (`UIScrollEdgeEffect`; SwiftUI
/// `scrollEdgeEffectStyle(.soft | .hard)`).
///
/// - `soft`: a progressive blur and fade: the content under the bar is
///   blurred and veiled by the screen's background, most at the bar's top
///   (σ 8 pt, 92 %) and less towards its bottom (σ 2 pt, 60 % at four fifths
///   of its height), then fading out over the last fifth, drawn as twelve
///   bands. So a title over busy content keeps a WCAG contrast of at least
///   4.5:1 (the veil over the title is at least 60 %: over black content in
///   light, or white in dark, 60 % of the background gives 4.5:1 or more).
/// - `hard`: one opaque veil (96 %, σ 8 pt) over the whole bar and a hairline
///   at its bottom, UIKit's hard edge for dense content.
/// - `none`: the content as it is.
/// The numbers are chevgen's; Apple gives the effect's kinds, not its values.
public enum ScrollEdge: String, CaseIterable, Hashable, Sendable {
  case soft
  case hard
  case none

  /// The bands that calm `backdrop` under a bar of `size` whose screen's
  /// background is `background`, drawn over the content and under the title;
  /// their edges on whole device pixels at `scale`, so that no seam shows.
  public func items(
    size: Size, backdrop: PlacedBackdrop, background: Color, scale: Double
  ) -> [Scene.Item] {
    switch self {
    case .none: return []
    case .hard:
      let veil = GlassMaterial(
        blur: 8, saturation: 1, layer: background.withAlpha(multipliedBy: 0.96))
      return [.glass(Path(rect: Rect(origin: Point(x: 0, y: 0), size: size)), veil, backdrop, nil)]
    case .soft:
      let bands = 12
      let grid = PixelGrid(scale: scale)
      func edge(_ band: Int) -> Double {
        grid.snapUp(size.height * Double(band) / Double(bands))
      }
      return (0..<bands).map { band in
        // The band's middle, as a fraction of the bar's height.
        let t = (Double(band) + 0.5) / Double(bands)
        let opacity = t <= 0.8 ? 0.92 - 0.32 * t / 0.8 : 0.6 * (1 - t) / 0.2
        let blur = t <= 0.8 ? 8 - 6 * t / 0.8 : 2 * (1 - t) / 0.2
        let rect = Rect(x: 0, y: edge(band), width: size.width, height: edge(band + 1) - edge(band))
        let veil = GlassMaterial(
          blur: blur, saturation: 1, layer: background.withAlpha(multipliedBy: opacity))
        return .glass(Path(rect: rect), veil, backdrop, nil)
      }
    }
  }
}
