import ChevGenDiff
import ChevGenFormat

/// Parses a comparison's values, given as a front end has them (numbers
/// parsed, colours and rectangles as text), into checked values; each error
/// names its field, which the front end words (a flag), as `OptionValue`
/// does for render.
public enum DiffValue {
  /// pixelmatch's threshold: from 0 to 1.
  public static func threshold(_ value: Double) throws(CompareError) -> Double {
    try share(value, .threshold, "give a threshold from 0 to 1, e.g. 0.1")
  }

  /// The faded original's opacity: from 0 to 1.
  public static func alpha(_ value: Double) throws(CompareError) -> Double {
    try share(value, .alpha, "give an opacity from 0 to 1, e.g. 0.1")
  }

  /// A tolerance's largest share of differing pixels: from 0 to 1.
  public static func maximumRatio(_ value: Double) throws(CompareError) -> Double {
    try share(value, .maxDiffRatio, "give a share from 0 to 1, e.g. 0.001 for 0.1%")
  }

  /// A tolerance's most differing pixels: 0 or more.
  public static func maximumPixels(_ value: Int) throws(CompareError) -> Int {
    guard value >= 0 else {
      throw .invalidValue(
        .maxDiffPixels, value: String(value), expected: "give a count of 0 or more, e.g. 100")
    }
    return value
  }

  /// `R,G,B` (see `DiffColor.init?(text:)`).
  public static func color(_ text: String, field: RequestField) throws(CompareError) -> DiffColor {
    guard let color = DiffColor(text: text) else {
      throw .invalidValue(
        field, value: text, expected: "give R,G,B, each from 0 to 255, e.g. 255,0,0")
    }
    return color
  }

  /// What translucent pixels are blended over, by name.
  public static func background(
    _ text: String
  ) throws(CompareError) -> PixelMatchOptions.Background {
    guard let background = PixelMatchOptions.Background(rawValue: text) else {
      let names = PixelMatchOptions.Background.allCases.map(\.rawValue)
      throw .invalidValue(
        .background, value: text,
        expected: FieldText(
          "use " + names.dropLast().joined(separator: ", ") + " or " + names.last!))
    }
    return background
  }

  /// A rectangle to leave out, `X,Y,W,H` (see `IgnoredRegion.init?(text:)`).
  public static func region(_ text: String) throws(CompareError) -> IgnoredRegion {
    guard let region = IgnoredRegion(text: text) else {
      throw .invalidValue(
        .ignore, value: text,
        expected: "give X,Y,W,H in pixels of the reference, e.g. \(RequestField.ignore) 0,0,320,20")
    }
    return region
  }

  /// A part of a suite, `K/N` (see `SuiteShard.init(text:)`).
  public static func shard(_ text: String) throws(CompareError) -> SuiteShard {
    do throws(SuiteShard.Problem) { return try SuiteShard(text: text) } catch {
      throw .invalidValue(.shard, value: text, expected: FieldText(error.fix))
    }
  }

  /// `value` if it is a share from 0 to 1.
  private static func share(
    _ value: Double, _ field: RequestField, _ expected: FieldText
  ) throws(CompareError) -> Double {
    guard value.isFinite, (0...1).contains(value) else {
      throw .invalidValue(field, value: ValueText.number(value), expected: expected)
    }
    return value
  }
}
