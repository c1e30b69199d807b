import ChevGenGeometry
import ChevGenStyles
import Testing

private let size = Size(width: 58, height: 30)

@Test func tipTouchesTheLeftEdgeAtMidHeight() {
  let shape = BackButtonShape(metrics: BackButtonMetrics(), size: size, scale: 1)
  let tip = shape.outer.fillet(at: 0)
  #expect(abs(tip.center.x - tip.radius) < 1e-9)
  #expect(tip.center.y == 15)
}

@Test func borderIsWholePixelsAtEveryScale() {
  for (scale, pixels) in [(1.0, 1.0), (2, 2), (3, 3), (1.5, 2)] {
    let shape = BackButtonShape(metrics: BackButtonMetrics(), size: size, scale: scale)
    #expect(shape.borderWidth * scale == pixels)
    #expect(
      shape.highlightPath.elements.first == .move(to: Point(x: 0, y: shape.borderWidth)))
  }
}

@Test func straightEdgesLieOnTheFrame() {
  let shape = BackButtonShape(metrics: BackButtonMetrics(), size: size, scale: 2)
  let reference = BackButtonShape.referenceWidth
  let points = shape.outer.vertices.map(\.point)
  #expect(points[1].y == 0 && points[2] == Point(x: reference, y: 0))
  #expect(points[3] == Point(x: reference, y: 30))
  let inner = shape.inner.vertices.map(\.point)
  #expect(inner[2] == Point(x: reference - 1, y: 1) && inner[3] == Point(x: reference - 1, y: 29))
}

@Test func widerButtonsMoveOnlyTheRightCap() {
  let narrow = BackButtonShape(metrics: BackButtonMetrics(), size: size, scale: 1)
  let wide = BackButtonShape(
    metrics: BackButtonMetrics(), size: Size(width: 158, height: 30), scale: 1)
  for (a, b) in zip(narrow.outerPath.elements, wide.outerPath.elements) {
    switch (a, b) {
    case (.arc(let c1, let r1, let f1, let t1), .arc(let c2, let r2, let f2, let t2)):
      #expect(r1 == r2 && f1 == f2 && t1 == t2)
      #expect(c2.x == c1.x || c2.x == c1.x + 100)
    case (.move(let p1), .move(let p2)), (.line(let p1), .line(let p2)):
      #expect(p2.x == p1.x || p2.x == p1.x + 100)
    default:
      #expect(a == b)
    }
  }
  guard case .arc(let corner, _, _, _) = narrow.outerPath.elements[3] else {
    Issue.record("expected the top-right corner arc")
    return
  }
  #expect(abs(corner.x - 54) < 1e-9 && abs(corner.y - 4) < 1e-9)
}

@Test func capExtentsSitInsideTheCapInsets() {
  for scale in [1.0, 1.5, 2, 3] {
    let shape = BackButtonShape(metrics: BackButtonMetrics(), size: size, scale: scale)
    #expect(shape.leftCapExtent > 12 && shape.leftCapExtent <= 13)
    #expect(shape.rightCapWidth == 4)
  }
}
