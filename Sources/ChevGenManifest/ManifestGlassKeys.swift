import ChevGenFormat
import ChevGenGeometry
import ChevGenStyles
import Yams

/// A button's glass keys, `prominent` and `place`: read and checked against
/// the theme, since only glass has a tinted platter and a backdrop to sit on.
struct ManifestGlassKeys {
  /// The button's key path, `buttons[2]`.
  let keyPath: String
  let rules: StyleRules
  let theme: ManifestTheme

  /// The farthest a point of `place` may lie from the backdrop's corner, as
  /// the command line's `--backdrop-origin` allows.
  static let placeLimit = 100_000.0

  /// `prominent: true|false`; nil (reported) for another value or a button
  /// that cannot be the prominent one.
  func prominent(_ node: Node, reader: inout ManifestReader) -> Bool? {
    let path = keyPath + ".prominent"
    guard let text = reader.string(node, path, example: "true") else { return nil }
    // Quoted, `true` is text to YAML (and to the schema): only the bare word is a yes.
    let quoted = node.scalar.map { $0.style != .plain && $0.style != .any } ?? false
    guard !quoted, text == "true" || text == "false" else {
      reader.report(
        node, path,
        "\(ManifestReader.quote(text))\(quoted ? ", quoted," : "") is not true or false; use "
          + "true (unquoted) for the tinted platter of the bar's confirming action, or false")
      return nil
    }
    guard text == "true" else { return false }
    if let refusal = refusal(.prominent, given: .prominent) {
      reader.report(node, path, refusal)
      return nil
    }
    return true
  }

  /// `place: leading|trailing|[x, y]`; nil (reported) for another value, a
  /// style without glass or a theme without a screenshot to place it on.
  func place(_ node: Node, reader: inout ManifestReader) -> ManifestButton.Place? {
    let path = keyPath + ".place"
    if let refusal = refusal(.glass, given: .backdropOrigin) {
      reader.report(node, path, refusal)
      return nil
    }
    if let refusal = BackdropPlacement.refusal(
      placing: [.backdropOrigin], over: theme.givenBackdrops)
    {
      reader.report(node, path, ManifestField.text(refusal, button: keyPath))
      return nil
    }
    let example = "leading, trailing or [x, y], the art's top-left corner in points, e.g. [8, 50]"
    if case .sequence(let items) = node {
      var numbers: [Double] = []
      // Each item read as every number is: `0x10` is not 16.
      for (index, item) in items.enumerated() where items.count == 2 {
        let example = index == 0 ? "8" : "50"
        guard let number = reader.number(item, "\(path)[\(index)]", example: example) else {
          return nil
        }
        numbers.append(number)
      }
      if numbers.count == 2, numbers.allSatisfy({ abs($0) <= Self.placeLimit }) {
        return .at(Point(x: numbers[0], y: numbers[1]))
      }
      reader.report(
        node, path,
        "give two numbers of points, each from -\(ValueText.number(Self.placeLimit)) to "
          + "\(ValueText.number(Self.placeLimit)); or \(example)")
      return nil
    }
    guard let text = reader.string(node, path, example: "leading") else { return nil }
    switch text {
    case "leading": return .leading
    case "trailing": return .trailing
    default:
      reader.report(node, path, "unknown place \(ManifestReader.quote(text)); use \(example)")
      return nil
    }
  }

  /// The style table's refusal of `option`, given by `field`, for this
  /// button; nil when its style and purpose take it.
  private func refusal(_ option: StyleRules.Option, given field: RequestField) -> String? {
    guard let conflict = rules.conflict(with: option) else { return nil }
    let subject = StyleRefusal.Subject(style: rules.style, purpose: rules.purpose)
    return ManifestField.text(
      StyleRefusal.text(conflict, subject, given: [field]), button: keyPath,
      purposeKey: ManifestField.purposeKey(rules))
  }
}
