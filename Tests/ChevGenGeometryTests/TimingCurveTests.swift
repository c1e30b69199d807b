import ChevGenGeometry
import Testing

/// The Bézier's y at x, found by bisection on its parametric form: slow, simple,
/// and independent of the Newton solver under test.
private func bezierByBisection(_ curve: CubicBezierTiming, _ x: Double) -> Double {
  func coordinate(_ u: Double, _ a: Double, _ b: Double) -> Double {
    3 * (1 - u) * (1 - u) * u * a + 3 * (1 - u) * u * u * b + u * u * u
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let middle = (low + high) / 2
    if coordinate(middle, curve.x1, curve.x2) < x { low = middle } else { high = middle }
  }
  return coordinate((low + high) / 2, curve.y1, curve.y2)
}

@Test(arguments: [
  (TimingCurve.easeIn, CubicBezierTiming.easeIn), (.easeOut, .easeOut), (.easeInOut, .easeInOut),
])
func bezierCurvesFollowTheirFormula(curve: TimingCurve, bezier: CubicBezierTiming) {
  for step in 0...1000 {
    let x = Double(step) / 1000
    #expect(abs(curve.progress(at: x) - bezierByBisection(bezier, x)) < 1e-9, "at \(x)")
  }
}

@Test func bezierCurvesHaveTheirKnownValues() {
  // CSS's ease-in and ease-out at half time, and ease-in-out's symmetry.
  #expect(abs(TimingCurve.easeIn.progress(at: 0.5) - 0.315357) < 1e-6)
  #expect(abs(TimingCurve.easeOut.progress(at: 0.5) - 0.684643) < 1e-6)
  #expect(TimingCurve.easeInOut.progress(at: 0.5) == 0.5)
  #expect(abs(TimingCurve.easeInOut.progress(at: 0.25) - 0.129162) < 1e-6)
  #expect(TimingCurve.linear.progress(at: 0.3) == 0.3)
}

@Test func springMatchesTheIntegratedEquationOfMotion() {
  // m x'' + c x' + k (x − 1) = 0 from rest at 0, integrated with RK4 in 10 µs steps.
  let spring = SpringTiming.navigation
  let (m, c, k) = (spring.mass, spring.damping, spring.stiffness)
  var x = 0.0
  var v = 0.0
  let step = 1e-5
  func acceleration(_ x: Double, _ v: Double) -> Double { (-c * v - k * (x - 1)) / m }
  for index in 1...200_000 {
    let (k1x, k1v) = (v, acceleration(x, v))
    let (k2x, k2v) = (v + step / 2 * k1v, acceleration(x + step / 2 * k1x, v + step / 2 * k1v))
    let (k3x, k3v) = (v + step / 2 * k2v, acceleration(x + step / 2 * k2x, v + step / 2 * k2v))
    let (k4x, k4v) = (v + step * k3v, acceleration(x + step * k3x, v + step * k3v))
    x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    if index % 10_000 == 0 {
      let time = Double(index) * step
      #expect(abs(spring.position(atTime: time) - x) < 1e-9, "at \(time) s")
    }
  }
}

@Test func springIsUIKitsNavigationSpringTimedToSettle() {
  let spring = SpringTiming.navigation
  #expect(abs(spring.dampingRatio - 4.5644) < 1e-4)
  #expect(abs(spring.settlingTime - 3.41803) < 1e-5)
  #expect(abs(1 - spring.position(atTime: spring.settlingTime) - 0.001) < 1e-9)
  let half = spring.position(atTime: spring.settlingTime / 2)
  #expect(
    TimingCurve.spring.progress(at: 0.5) == half / spring.position(atTime: spring.settlingTime))
}

@Test(arguments: TimingCurve.allCases)
func everyCurveRunsFromZeroToOneWithoutTurningBack(curve: TimingCurve) {
  #expect(curve.progress(at: 0) == 0)
  #expect(curve.progress(at: 1) == 1)
  var previous = 0.0
  for step in 0...2000 {
    let value = curve.progress(at: Double(step) / 2000)
    #expect(value >= previous && value <= 1, "\(curve) at \(step)")
    previous = value
  }
}
