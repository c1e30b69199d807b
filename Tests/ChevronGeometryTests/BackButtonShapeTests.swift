import ChevronGeometry
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
    #expect(shape.highlight.height * scale == 1)
    #expect(shape.highlight.minY == shape.borderWidth)
  }
}

@Test func straightEdgesLieOnTheFrame() {
  let shape = BackButtonShape(metrics: BackButtonMetrics(), size: size, scale: 2)
  let points = shape.outer.vertices.map(\.point)
  #expect(points[1].y == 0 && points[2] == Point(x: 58, y: 0) && points[3] == Point(x: 58, y: 30))
  let inner = shape.inner.vertices.map(\.point)
  #expect(inner[2] == Point(x: 57, y: 1) && inner[3] == Point(x: 57, y: 29))
}

@Test func capExtentsSitInsideTheCapInsets() {
  for scale in [1.0, 1.5, 2, 3] {
    let shape = BackButtonShape(metrics: BackButtonMetrics(), size: size, scale: scale)
    #expect(shape.leftCapExtent > 12 && shape.leftCapExtent <= 13)
    #expect(size.width - shape.rightCapStart == 4)
  }
}
