import ChevGenGeometry

/// How a glass bar calms the content scrolled under it, as iOS 26's scroll
/// edge effect does (`UIScrollEdgeEffect`; SwiftUI
/// `scrollEdgeEffectStyle(.soft | .hard)`).
///
/// - `soft`: a progressive blur and fade, one veil of the screen's background
///   whose opacity and blur change row by row (see `GlassRamp`): 92 % and
///   σ 8 pt at the bar's top, 56 % and σ 3 pt down to the bottom of the
///   title, then fading to nothing and σ 1 pt at the bar's bottom edge, where
///   it meets the content below without a seam. The fade takes at least
///   17 pt, so that over any solid colour no row differs from the next by
///   more than 3 levels of 255 at 3x (0.56 over 51 rows: at most 2.8). Over
///   the title the veil is at least 56 %: over black content in light, or
///   white in dark, enough for a WCAG contrast of 4.5:1.
/// - `hard`: one opaque veil (96 %, σ 8 pt) over the whole bar and a hairline
///   at its bottom, UIKit's hard edge for dense content.
/// - `none`: the content as it is.
/// The numbers are chevgen's choice; Apple gives the effect's kinds, not its
/// values.
public enum ScrollEdge: String, CaseIterable, Hashable, Sendable {
  case soft
  case hard
  case none

  /// The soft veil's opacity over the title.
  public static let readingOpacity = 0.56
  /// The shortest fade from `readingOpacity` to nothing, in points.
  public static let fadeLength = 17.0

  /// The veil that calms `backdrop` under a bar of `size` whose screen's
  /// background is `background`, drawn over the content and under the
  /// title; `reading` is how far down the soft veil holds its reading
  /// opacity (the title's bottom; by default two thirds of the bar).
  public func items(
    size: Size, backdrop: PlacedBackdrop, background: Color, reading: Double? = nil
  ) -> [Scene.Item] {
    let whole = Path(rect: Rect(origin: Point(x: 0, y: 0), size: size))
    switch self {
    case .none: return []
    case .hard:
      let veil = GlassMaterial(
        blur: 8, saturation: 1, layer: background.withAlpha(multipliedBy: 0.96))
      return [.glass(whole, veil, backdrop, nil)]
    case .soft:
      let fade = max(min(reading ?? size.height * 2 / 3, size.height - Self.fadeLength), 0)
      let ramp = GlassRamp(
        stops: [
          GlassRamp.Stop(y: 0, opacity: 0.92, blur: 8),
          GlassRamp.Stop(y: fade, opacity: Self.readingOpacity, blur: 3),
          GlassRamp.Stop(y: size.height, opacity: 0, blur: 1),
        ], blurLevels: [1, 3, 5.5, 8])
      let veil = GlassMaterial(blur: 8, saturation: 1, layer: background, ramp: ramp)
      return [.glass(whole, veil, backdrop, nil)]
    }
  }
}
