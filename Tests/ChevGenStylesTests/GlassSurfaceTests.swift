import ChevGenGeometry
import ChevGenStyles
import Testing

/// The glass surface's optics as numbers: where the lens sends each point of
/// circles and capsules, and where the rim is lit.

private let circle = GlassSurface(
  platter: Rect(x: 12, y: 8, width: 44, height: 44), radius: 22, light: GlassSurface.standardLight)
private let capsule = GlassSurface(
  platter: Rect(x: 12, y: 8, width: 120, height: 44), radius: 22, light: GlassSurface.standardLight)

@Test func theLensIsStrongestAtTheRimAndNothingInTheMiddle() {
  let shifts = [0.0, 1, 3, 6, 11.9, 12, 20].map { circle.shift(atDistance: $0) }
  // At the rim, the whole amount; halfway through the band, 8 × (1 − √0.75).
  #expect(shifts[0] == 8)
  #expect(abs(shifts[3] - 8 * (1 - 0.75.squareRoot())) < 1e-9)
  #expect(zip(shifts, shifts.dropFirst()).allSatisfy { $0 >= $1 })
  #expect(shifts[5] == 0 && shifts[6] == 0)
  #expect(circle.source(of: Point(x: 34, y: 30)) == Point(x: 34, y: 30))
}

@Test func theLensPullsInwardsAlongCapsRunsAndCircles() {
  // The top straight run of the capsule: straight down.
  let run = capsule.source(of: Point(x: 72, y: 8.5))
  #expect(run.x == 72 && run.y > 8.5 + 2)
  // The right cap's outermost point: straight left.
  let cap = capsule.source(of: Point(x: 131.5, y: 30))
  #expect(cap.y == 30 && cap.x < 131.5 - 2)
  // The circle's upper left, on its diagonal: along the diagonal, inwards.
  let corner = Point(x: 34 - 21 / 2.0.squareRoot(), y: 30 - 21 / 2.0.squareRoot())
  let moved = circle.source(of: corner)
  #expect(moved.x > corner.x && abs((moved.x - corner.x) - (moved.y - corner.y)) < 1e-9)
}

@Test func theRimIsLitFromTheUpperLeftAndTheLowerRight() {
  let r = 21.8 / 2.0.squareRoot()
  let upperLeft = circle.lightOpacity(at: Point(x: 34 - r, y: 30 - r))
  let lowerRight = circle.lightOpacity(at: Point(x: 34 + r, y: 30 + r))
  let upperRight = circle.lightOpacity(at: Point(x: 34 + r, y: 30 - r))
  let lowerLeft = circle.lightOpacity(at: Point(x: 34 - r, y: 30 + r))
  #expect(upperLeft > 0.5 && lowerRight > 0.4 && lowerRight < upperLeft)
  #expect(upperRight < 0.01 && lowerLeft < 0.01)
  #expect(circle.lightOpacity(at: Point(x: 34, y: 30)) == 0)
  // A capsule's straight top run is half lit.
  let top = capsule.lightOpacity(at: Point(x: 72, y: 8.2))
  #expect(abs(top - capsule.lightOpacity(at: Point(x: 34 - r, y: 30 - r)) / 2) < 1e-9)
}
