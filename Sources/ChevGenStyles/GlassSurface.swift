import ChevGenGeometry

/// The optical surface of a glass platter: a lens along its rim that bends
/// what is behind it, and the specular light its rim catches from two sides.
///
/// The model (see the Glass article for the sources):
/// - Lensing: within `band` points of the rim, the glass shows the backdrop
///   from further in, moved towards the platter's middle by
///   `amount` × (1 − √(1 − x²)), x being 1 at the rim and 0 where the band
///   ends: the circular map of Kyant's AndroidLiquidGlass refraction
///   (`backdrop/src/main/java/com/kyant/backdrop/Shaders.kt`), turned
///   inwards as kube.io's Snell-law lens bends a ray
///   (https://kube.io/blog/liquid-glass-css-svg), which a browser's
///   displacement filter can follow because it reads only what lies under the
///   element. The map falls fast from the rim and flattens towards the band's
///   inner end, so a broad ring bends visibly while the middle stays calm:
///   with the standard 12 pt band and 8 pt, a straight edge 14 pt from a
///   44 pt circle's centre bends by about 2.5 pt across the rows within 0.6 of
///   the radius, one 3 pt from the centre by less than 0.1 pt. Only the
///   platter's shape decides it, so a right-to-left button bends its backdrop
///   exactly as a left-to-right one (the lens does not mirror the content).
/// - Light: white within `rimWidth` of the rim, fading linearly from the rim, by the
///   square of the cosine between the rim's outward normal and the light's
///   diagonal (upper left to lower right): both ends of that diagonal are lit
///   (the lower right at `lowerRightShare` of the upper left), the upper right
///   and lower left not at all, and the straight runs of a capsule at half.
public struct GlassSurface: Hashable, Sendable {
  /// The platter, in the art's points.
  public var platter: Rect
  /// The corners' radius (half the height for circles and capsules).
  public var radius: Double
  /// How far in from the rim the lens reaches, in points.
  public var band: Double
  /// How far the lens moves the backdrop at the rim, in points.
  public var amount: Double
  /// How far in from the rim the specular light reaches, in points.
  public var rimWidth: Double
  /// The light's opacity (white over the glass) at the upper-left rim.
  public var light: Double
  /// The lower right's light as a share of the upper left's.
  public var lowerRightShare: Double

  public init(
    platter: Rect, radius: Double, band: Double = standardBand, amount: Double = standardAmount,
    rimWidth: Double = 2,
    light: Double = 0, lowerRightShare: Double = standardLowerRightShare
  ) {
    self.platter = platter
    self.radius = radius
    self.band = band
    self.amount = amount
    self.rimWidth = rimWidth
    self.light = light
    self.lowerRightShare = lowerRightShare
  }

  /// 12 pt of a 44 pt platter's 22 pt radius, Kyant's `refractionHeight`
  /// (`LiquidButton`): the outer half bends.
  public static let standardBand = 12.0
  /// 8 pt at the rim, 1.3 pt halfway through the band: chevgen's choice, the
  /// most that keeps an edge 3 pt from a 44 pt circle's centre within a
  /// tenth of a point (Kyant's 24 pt, on a lens that samples outwards, would
  /// carry the rim past the middle).
  public static let standardAmount = 8.0
  /// The specular light's opacity at the upper-left rim (white over the glass).
  public static let standardLight = 1.0
  /// The lower right's light as a share of the upper left's.
  public static let standardLowerRightShare = 0.9

  /// How far `point` lies inside the rim (negative outside) and the rim's
  /// outward unit normal nearest it.
  public func edge(at point: Point) -> (distance: Double, normal: Point) {
    let halfWidth = platter.size.width / 2
    let halfHeight = platter.size.height / 2
    let r = min(radius, halfWidth, halfHeight)
    let dx = point.x - (platter.origin.x + halfWidth)
    let dy = point.y - (platter.origin.y + halfHeight)
    let sx: Double = dx < 0 ? -1 : 1
    let sy: Double = dy < 0 ? -1 : 1
    let qx = abs(dx) - (halfWidth - r)
    let qy = abs(dy) - (halfHeight - r)
    if qx > 0, qy > 0 {
      let length = (qx * qx + qy * qy).squareRoot()
      return (r - length, Point(x: sx * qx / length, y: sy * qy / length))
    }
    return qx > qy ? (r - qx, Point(x: sx, y: 0)) : (r - qy, Point(x: 0, y: sy))
  }

  /// How far the backdrop seen at `distance` points inside the rim has moved
  /// inwards, in points.
  public func shift(atDistance distance: Double) -> Double {
    guard distance < band, band > 0, amount > 0 else { return 0 }
    let x = 1 - max(distance, 0) / band
    return amount * (1 - (1 - x * x).squareRoot())
  }

  /// Where the glass at `point` shows the backdrop from: `point` moved
  /// inwards by the lens.
  public func source(of point: Point) -> Point {
    source(of: point, edge: edge(at: point))
  }

  /// The specular light's opacity at `point` (0 away from the rim).
  public func lightOpacity(at point: Point) -> Double {
    lightOpacity(edge: edge(at: point))
  }

  /// `source(of:)` and `lightOpacity(at:)` together, from one look at the
  /// rim (what drawing glass asks of every pixel).
  public func optics(at point: Point) -> (source: Point, light: Double) {
    let edge = edge(at: point)
    return (source(of: point, edge: edge), lightOpacity(edge: edge))
  }

  /// `source(of:)` for `point`, which lies where `edge` says.
  private func source(of point: Point, edge: (distance: Double, normal: Point)) -> Point {
    let amount = shift(atDistance: edge.distance)
    guard amount > 0 else { return point }
    return Point(x: point.x - edge.normal.x * amount, y: point.y - edge.normal.y * amount)
  }

  /// `lightOpacity(at:)` for a point that lies where `edge` says.
  private func lightOpacity(edge: (distance: Double, normal: Point)) -> Double {
    let (distance, normal) = edge
    guard distance < rimWidth, rimWidth > 0 else { return 0 }
    let falloff = 1 - max(distance, 0) / rimWidth
    // The rim's normal against the diagonal from the lower right to the upper left.
    let cosine = -(normal.x + normal.y) / 2.0.squareRoot()
    let side = cosine >= 0 ? 1 : lowerRightShare
    return light * side * cosine * cosine * falloff
  }
}
