/// How many differing pixels a comparison may find and still pass.
public struct DiffTolerance: Hashable, Sendable {
  /// At most this many differing pixels, if set.
  public var maximumPixels: Int?
  /// At most this share (0 to 1) of differing pixels, if set.
  public var maximumRatio: Double?

  /// With neither limit set, any differing pixel fails.
  public init(maximumPixels: Int? = nil, maximumRatio: Double? = nil) {
    self.maximumPixels = maximumPixels
    self.maximumRatio = maximumRatio
  }

  /// Whether `count` differing pixels of `total` pass every limit that is set.
  public func accepts(differentPixels count: Int, of total: Int) -> Bool {
    if maximumPixels == nil && maximumRatio == nil { return count == 0 }
    let ratio = total == 0 ? 0 : Double(count) / Double(total)
    return count <= (maximumPixels ?? Int.max) && ratio <= (maximumRatio ?? 1)
  }

  /// Whether `result`'s differing pixels pass every limit that is set.
  public func accepts(_ result: PixelMatchResult) -> Bool {
    accepts(differentPixels: result.differentPixels, of: result.totalPixels)
  }

  /// One of the two limits, for a caller to name in its own words (a flag,
  /// a parameter).
  public enum Limit: Hashable, Sendable {
    case pixels
    case ratio
  }

  /// The limits set, each as its name and value, e.g. `--max-diff-pixels 200`
  /// when `name` gives flags; empty without limits.
  public func summary(naming name: (Limit) -> String) -> String {
    var parts: [String] = []
    if let maximumPixels { parts.append("\(name(.pixels)) \(maximumPixels)") }
    if let maximumRatio { parts.append("\(name(.ratio)) \(maximumRatio)") }
    return parts.joined(separator: " and ")
  }
}
