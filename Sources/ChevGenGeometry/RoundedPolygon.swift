/// A convex polygon whose corners are rounded with circular fillets.
///
/// Vertices run clockwise on screen (y grows downwards). The polygon can be
/// inset by a border width, which moves every edge inwards along its normal and
/// shrinks every fillet by the same amount, as a stroke's inner edge would.
public struct RoundedPolygon: Hashable, Sendable {
  /// One corner: where the two straight edges would meet, and its fillet radius.
  public struct Vertex: Hashable, Sendable {
    public var point: Point
    public var radius: Double

    public init(_ point: Point, radius: Double) {
      self.point = point
      self.radius = radius
    }
  }

  /// Where a fillet leaves the incoming edge and joins the outgoing one.
  public struct Fillet: Hashable, Sendable {
    /// The tangent point on the edge from the previous vertex.
    public var start: Point
    /// The tangent point on the edge to the next vertex.
    public var end: Point
    public var center: Point
    public var radius: Double
  }

  public var vertices: [Vertex]

  public init(vertices: [Vertex]) {
    self.vertices = vertices
  }

  /// A `width × height` rectangle at the origin with every corner rounded by `radius`.
  public static func rectangle(width: Double, height: Double, radius: Double) -> RoundedPolygon {
    RoundedPolygon(vertices: [
      .init(Point(x: 0, y: 0), radius: radius),
      .init(Point(x: width, y: 0), radius: radius),
      .init(Point(x: width, y: height), radius: radius),
      .init(Point(x: 0, y: height), radius: radius),
    ])
  }

  /// The fillet at vertex `index`; a zero radius gives a sharp corner.
  public func fillet(at index: Int) -> Fillet {
    let count = vertices.count
    let vertex = vertices[index]
    let toPrevious = (vertices[(index + count - 1) % count].point - vertex.point).normalized
    let toNext = (vertices[(index + 1) % count].point - vertex.point).normalized
    // Half-angle identities keep this to square roots: cos θ is the dot product.
    let cosine = min(1, max(-1, toPrevious.dot(toNext)))
    let sinHalf = ((1 - cosine) / 2).squareRoot()
    let cosHalf = ((1 + cosine) / 2).squareRoot()
    guard vertex.radius > 0, sinHalf > 0, cosHalf > 0 else {
      return Fillet(start: vertex.point, end: vertex.point, center: vertex.point, radius: 0)
    }
    let tangentDistance = vertex.radius * cosHalf / sinHalf
    let centerDistance = vertex.radius / sinHalf
    let bisector = (toPrevious + toNext).normalized
    return Fillet(
      start: vertex.point + toPrevious * tangentDistance,
      end: vertex.point + toNext * tangentDistance,
      center: vertex.point + bisector * centerDistance,
      radius: vertex.radius)
  }

  /// The polygon with every edge moved `distance` inwards and every radius reduced by it.
  public func inset(by distance: Double) -> RoundedPolygon {
    let count = vertices.count
    // Each edge i runs from vertex i to vertex i + 1; offset it along its inward normal.
    let edges: [(Point, Point)] = (0..<count).map { index in
      let from = vertices[index].point
      let to = vertices[(index + 1) % count].point
      let direction = (to - from).normalized
      let inward = Point(x: -direction.y, y: direction.x)
      return (from + inward * distance, to + inward * distance)
    }
    let inset = (0..<count).map { index in
      let incoming = edges[(index + count - 1) % count]
      let outgoing = edges[index]
      return Vertex(
        intersection(incoming, outgoing) ?? outgoing.0,
        radius: max(0, vertices[index].radius - distance))
    }
    return RoundedPolygon(vertices: inset)
  }

  /// The closed outline, with each fillet drawn as a clockwise arc.
  public var path: Path {
    var path = Path()
    for index in vertices.indices {
      let fillet = fillet(at: index)
      if index == 0 {
        path.move(to: fillet.start)
      }
      if fillet.radius > 0 {
        path.arc(
          center: fillet.center, radius: fillet.radius,
          from: (fillet.start - fillet.center) * (1 / fillet.radius),
          to: (fillet.end - fillet.center) * (1 / fillet.radius))
      } else {
        path.line(to: fillet.start)
      }
    }
    path.close()
    return path
  }
}

private func intersection(_ first: (Point, Point), _ second: (Point, Point)) -> Point? {
  let r = first.1 - first.0
  let s = second.1 - second.0
  let denominator = r.x * s.y - r.y * s.x
  guard abs(denominator) > 1e-12 else { return nil }
  let offset = second.0 - first.0
  let t = (offset.x * s.y - offset.y * s.x) / denominator
  return first.0 + r * t
}
