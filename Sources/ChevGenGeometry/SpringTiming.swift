internal import RealModule

/// The step response of an overdamped spring, time-scaled so that its motion
/// settles at the end of the animation.
///
/// A mass m on a spring of stiffness k with damping c, released at rest from 0
/// towards 1, moves as x(τ) = 1 − (r₂e^{r₁τ} − r₁e^{r₂τ}) / (r₂ − r₁), where r₁
/// and r₂ are the roots of m r² + c r + k = 0. The curve maps the animation's
/// duration onto the time the spring takes to come within `settledResidual` of
/// its end, and divides by the position there so that it ends at exactly 1.
public struct SpringTiming: Hashable, Sendable {
  public let mass: Double
  public let stiffness: Double
  public let damping: Double
  /// The time in seconds at which the spring has come within `settledResidual` of its end.
  public let settlingTime: Double
  /// The two decay rates (negative), slow then fast.
  private let slowRate: Double
  private let fastRate: Double

  /// UIKit's navigation transition spring (mass 3, stiffness 1000, damping 500:
  /// a damping ratio of 4.56, the default of `UISpringTimingParameters`).
  public static let navigation = SpringTiming(mass: 3, stiffness: 1000, damping: 500)

  /// How close to its end the spring counts as settled: 0.1%.
  public static let settledResidual = 0.001

  /// Only overdamped springs (damping ratio above 1) are accepted: they never
  /// overshoot, so widths and opacities stay between their end values.
  public init(mass: Double, stiffness: Double, damping: Double) {
    precondition(
      mass > 0 && stiffness > 0 && damping * damping > 4 * mass * stiffness,
      "SpringTiming takes overdamped springs only")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    let discriminant = (damping * damping - 4 * mass * stiffness).squareRoot()
    slowRate = (-damping + discriminant) / (2 * mass)
    fastRate = (-damping - discriminant) / (2 * mass)
    settlingTime = Self.settlingTime(slowRate, fastRate)
  }

  /// The damping ratio c / (2√(mk)).
  public var dampingRatio: Double {
    damping / (2 * (mass * stiffness).squareRoot())
  }

  /// The position at `time` seconds after release.
  public func position(atTime time: Double) -> Double {
    Self.position(time, slowRate, fastRate)
  }

  /// The progress at `fraction` of the animation: the spring's position at that
  /// fraction of its settling time, divided by its position there.
  public func progress(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    return position(atTime: fraction * settlingTime) / position(atTime: settlingTime)
  }

  private static func position(_ time: Double, _ r1: Double, _ r2: Double) -> Double {
    1 - (r2 * .exp(r1 * time) - r1 * .exp(r2 * time)) / (r2 - r1)
  }

  /// Bisection on the residual 1 − x(τ), which falls steadily from 1 to 0.
  private static func settlingTime(_ r1: Double, _ r2: Double) -> Double {
    var low = 0.0
    var high = 1.0
    while 1 - position(high, r1, r2) > settledResidual { high *= 2 }
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if 1 - position(middle, r1, r2) > settledResidual { low = middle } else { high = middle }
    }
    return high
  }
}
