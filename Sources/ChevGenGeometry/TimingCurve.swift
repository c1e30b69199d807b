/// How an animation's progress follows its time: the curves Core Animation and
/// CSS name, plus UIKit's navigation spring.
public enum TimingCurve: String, CaseIterable, Hashable, Sendable {
  case linear
  case easeIn = "ease-in"
  case easeOut = "ease-out"
  case easeInOut = "ease-in-out"
  case spring

  /// The progress at `fraction` of the duration: 0 at 0 and exactly 1 at 1.
  public func progress(at fraction: Double) -> Double {
    let t = min(max(fraction, 0), 1)
    switch self {
    case .linear: return t
    case .easeIn: return CubicBezierTiming.easeIn.progress(at: t)
    case .easeOut: return CubicBezierTiming.easeOut.progress(at: t)
    case .easeInOut: return CubicBezierTiming.easeInOut.progress(at: t)
    case .spring: return SpringTiming.navigation.progress(at: t)
    }
  }
}
