/// The opacity windows of a cross-fade, as fractions of the duration, after
/// UIKit's: the outgoing label is gone by 70%, the incoming one starts at 30%.
///
/// Labels fade linearly in time within their windows. When the two buttons do
/// not share a background (a back button becoming a ✕), each whole button
/// fades over the middle window instead, so that neither is ever missing and
/// both are never faint at once for long.
public enum CrossFade {
  /// The outgoing label fades from 1 to 0 over 0…0.7.
  public static let outgoingLabel = 0.0...0.7
  /// The incoming label fades from 0 to 1 over 0.3…1.
  public static let incomingLabel = 0.3...1.0
  /// Whole buttons swap over 0.3…0.7.
  public static let buttons = 0.3...0.7

  /// The outgoing label's opacity at `fraction` of the duration.
  public static func outgoingLabelOpacity(at fraction: Double) -> Double {
    1 - ramp(fraction, over: outgoingLabel)
  }

  /// The incoming label's opacity at `fraction` of the duration.
  public static func incomingLabelOpacity(at fraction: Double) -> Double {
    ramp(fraction, over: incomingLabel)
  }

  /// The incoming button's opacity at `fraction`; the outgoing one's is 1 minus it.
  public static func incomingButtonOpacity(at fraction: Double) -> Double {
    ramp(fraction, over: buttons)
  }

  /// 0 before the window, 1 after it, linear within it.
  static func ramp(_ fraction: Double, over window: ClosedRange<Double>) -> Double {
    min(max((fraction - window.lowerBound) / (window.upperBound - window.lowerBound), 0), 1)
  }
}
