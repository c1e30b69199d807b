import ChevGenGeometry
import Testing

private func square(radius: Double) -> RoundedPolygon {
  RoundedPolygon(vertices: [
    .init(Point(x: 0, y: 0), radius: radius),
    .init(Point(x: 10, y: 0), radius: radius),
    .init(Point(x: 10, y: 10), radius: radius),
    .init(Point(x: 0, y: 10), radius: radius),
  ])
}

private func isClose(_ a: Point, _ b: Point) -> Bool {
  abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
}

@Test func filletOfARightAngleTouchesBothEdgesAtTheRadius() {
  let fillet = square(radius: 2).fillet(at: 1)
  #expect(isClose(fillet.start, Point(x: 8, y: 0)))
  #expect(isClose(fillet.end, Point(x: 10, y: 2)))
  #expect(isClose(fillet.center, Point(x: 8, y: 2)))
}

@Test func zeroRadiusIsASharpCorner() {
  let fillet = square(radius: 0).fillet(at: 2)
  #expect(fillet.start == Point(x: 10, y: 10) && fillet.end == fillet.start && fillet.radius == 0)
}

@Test func insetMovesEdgesInwardsAndShrinksRadii() {
  let inset = square(radius: 3).inset(by: 1)
  let points = inset.vertices.map(\.point)
  let expected = [Point(x: 1, y: 1), Point(x: 9, y: 1), Point(x: 9, y: 9), Point(x: 1, y: 9)]
  #expect(zip(points, expected).allSatisfy(isClose))
  #expect(inset.vertices.allSatisfy { $0.radius == 2 })
  #expect(square(radius: 0.5).inset(by: 1).vertices.allSatisfy { $0.radius == 0 })
}

@Test func pathArcsRunBetweenTheTangentPoints() {
  let elements = square(radius: 2).path.elements
  #expect(elements.first == .move(to: Point(x: 0, y: 2)))
  #expect(elements.count == 6)
  #expect(elements.last == .close)
  guard case .arc(let center, let radius, let from, let to) = elements[2] else {
    Issue.record("expected an arc, got \(elements[2])")
    return
  }
  #expect(isClose(center, Point(x: 8, y: 2)) && radius == 2)
  #expect(isClose(from, Point(x: 0, y: -1)) && isClose(to, Point(x: 1, y: 0)))
}
