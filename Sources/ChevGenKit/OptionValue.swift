import ChevGenFormat
import ChevGenGeometry
import ChevGenSystem

/// Parses values typed as text (a command line's) into checked values.
///
/// `field` names the value parsed, so that the error can point at it in the
/// front end's words.
public enum OptionValue {
  /// The scales chevgen draws at: multiples of 0.5 from 1 to 8, so that a height of
  /// 30 pt and whole-point widths land on whole pixels.
  public static let scaleRange = 1.0...8.0

  /// A comma-separated list of scales, such as `1,2,3` or `1.5`.
  public static func scales(_ text: String, field: RequestField) throws(ChevGenError) -> [Double] {
    let expected: FieldText =
      "give scales as a comma-separated list of multiples of 0.5 from 1 to 8, e.g. 1,2,3"
    var scales: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = part.trimmingSpaces
      guard let scale = DecimalText.number(trimmed), scaleRange.contains(scale),
        (scale * 2).rounded() == scale * 2
      else { throw .invalidValue(field, value: text, expected: expected) }
      guard !scales.contains(scale) else {
        throw .invalidValue(
          field, value: text, expected: "scale \(trimmed) is listed twice; list it once")
      }
      scales.append(scale)
    }
    return scales
  }

  /// `#RRGGBB` or `#RRGGBBAA`.
  public static func color(_ text: String, field: RequestField) throws(ChevGenError) -> Color {
    guard let color = Color(hex: text) else {
      throw .invalidValue(
        field, value: text, expected: "use #RRGGBB or #RRGGBBAA, e.g. #4A6FA5")
    }
    return color
  }

  /// `X,Y` in points, each within ±`limit`.
  public static func offset(
    _ text: String, field: RequestField, limit: Double
  ) throws(ChevGenError) -> Point {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { DecimalText.number($0.trimmingSpaces) }
    guard parts.count == 2, numbers.count == 2,
      numbers.allSatisfy({ $0.isFinite && abs($0) <= limit })
    else {
      throw .invalidValue(
        field, value: text,
        expected: "give X,Y in points, each between -\(Int(limit)) and \(Int(limit)), e.g. 0,-1")
    }
    return Point(x: numbers[0], y: numbers[1])
  }

  /// One of a fixed set of names, such as `--style plain`; the error lists them all.
  public static func choice<Value: RawRepresentable & CaseIterable>(
    _ text: String, field: RequestField
  ) throws(ChevGenError) -> Value where Value.RawValue == String {
    if let value = Value(rawValue: text) { return value }
    let names = Value.allCases.map(\.rawValue)
    let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    throw .invalidValue(field, value: text, expected: "use \(list)")
  }

  /// Each of `names` (a repeated option's values) as one of a fixed set, in
  /// order; a name given twice is refused, not drawn once: a second
  /// `--appearance light` would take the place of the first one's backdrop.
  /// `what` names one value in the refusal (`appearance`).
  public static func choices<Value: RawRepresentable & CaseIterable & Hashable>(
    _ names: [String], field: RequestField, what: String
  ) throws(ChevGenError) -> [Value] where Value.RawValue == String {
    var values: [Value] = []
    for name in names {
      let value: Value = try choice(name, field: field)
      guard !values.contains(value) else {
        let count = names.count { $0 == name }
        throw .conflict(
          "\(field) \(name) is given \(count == 2 ? "twice" : "\(count) times"); give each "
            + "\(what) once")
      }
      values.append(value)
    }
    return values
  }

  /// ltr, rtl, or auto (nil: from the title).
  public static func direction(
    _ text: String, field: RequestField
  ) throws(ChevGenError) -> LayoutDirection? {
    guard text != "auto" else { return nil }
    guard let direction = LayoutDirection(rawValue: text) else {
      throw .invalidValue(field, value: text, expected: "use ltr, rtl or auto")
    }
    return direction
  }

  /// The colour `text` spells, or nil when it was not given.
  public static func color(ifGiven text: String?, field: RequestField) throws(ChevGenError)
    -> Color?
  {
    guard let text else { return nil }
    let color: Color = try color(text, field: field)
    return color
  }

  /// A title in quotes for a message, its first 40 characters and an ellipsis
  /// when it is longer.
  public static func quoted(_ title: String) -> String {
    let limit = 40
    return "'" + (title.count > limit ? title.prefix(limit) + "…" : title) + "'"
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
