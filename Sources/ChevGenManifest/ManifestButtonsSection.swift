import ChevGenFormat
import ChevGenStyles
import ChevGenSystem
import Yams

/// The `buttons` section: each button's name, role or purpose, titles and
/// width, checked against the theme's style, the locales and the scales.
///
/// A button with a problem is reported and left out; the others are still read.
struct ManifestButtonsSection {
  static let keys = ["name", "role", "purpose", "title", "titles", "width", "prominent", "place"]

  let theme: ManifestTheme
  let locales: [AssetLocale]
  /// Every scale drawn, Android's densities included.
  let scales: [Double]
  /// The scales only Android draws, which a message about a width names as such.
  var androidOnly: [Double] = []
  /// What Android's resource names start with, which a name's check includes.
  var resourcePrefix = AndroidOptions.defaultPrefix

  /// The buttons at `node` that have no problem.
  func read(_ node: Node, reader: inout ManifestReader) -> [ManifestButton] {
    let example = "[{name: Back, role: back, title: Back}]"
    guard let items = reader.list(node, "buttons", example: example) else { return [] }
    if items.isEmpty {
      reader.report(node, "buttons", "is empty; declare at least one button, e.g. \(example)")
    }
    return items.enumerated().compactMap { index, item in
      button(item, index: index, reader: &reader)
    }
  }

  /// Whether a button is declared with role close, read or not: the ✕ draws a
  /// platter, so the theme's platter colour has a use.
  static func declaresClose(_ node: Node) -> Bool {
    node.sequence?.contains { $0.mapping?["role"]?.string == "close" } ?? false
  }

  private func button(
    _ node: Node, index: Int, reader: inout ManifestReader
  ) -> ManifestButton? {
    let keyPath = "buttons[\(index)]"
    guard let entries = reader.entries(node, keyPath, allowed: Self.keys, what: "a button") else {
      return nil
    }
    let value = { (key: String) in entries.first { $0.key == key }?.value }
    let name = Self.name(
      value("name"), of: node, keyPath, resourcePrefix: resourcePrefix, reader: &reader)
    guard
      let role = ManifestRoleKeys.role(
        node, keyPath, role: value("role"), purpose: value("purpose"), reader: &reader)
    else { return nil }
    let rules = role.rules(theme: theme.style)
    let titles = ManifestTitles(keyPath: keyPath, role: role, rules: rules, locales: locales)
      .read(node, title: value("title"), titles: value("titles"), reader: &reader)
    let glass = ManifestGlassKeys(keyPath: keyPath, rules: rules, theme: theme)
    let prominent = value("prominent").map { glass.prominent($0, reader: &reader) }
    let place = value("place").map { glass.place($0, reader: &reader) }
    var width: Double?
    if let widthNode = value("width") {
      let factory = ButtonArtFactory(style: rules.style, purpose: rules.purpose, scales: scales)
      width = self.width(widthNode, "\(keyPath).width", factory: factory, reader: &reader)
      guard width != nil else { return nil }
    }
    guard let name, let titles else { return nil }
    var button = ManifestButton(
      name: name, role: role, titles: titles, width: width, line: node.mark?.line ?? 1,
      column: node.mark?.column ?? 1, index: index)
    if case .some(nil) = prominent { return nil }
    if case .some(nil) = place { return nil }
    button.prominent = prominent.flatMap { $0 } ?? false
    button.place = place.flatMap { $0 }
    let placeMark = value("place")?.mark ?? node.mark
    (button.placeLine, button.placeColumn) = (placeMark?.line ?? 1, placeMark?.column ?? 1)
    return button
  }

  /// The button's name; nil (reported) when it is missing or a file name some
  /// platform refuses.
  private static func name(
    _ node: Node?, of button: Node, _ keyPath: String, resourcePrefix: String,
    reader: inout ManifestReader
  ) -> String? {
    guard let node else {
      reader.report(button, "\(keyPath).name", "every button needs a name, e.g. name: Back")
      return nil
    }
    guard let name = reader.string(node, "\(keyPath).name", example: "Back") else { return nil }
    if let problem = AssetNames.problem(with: name, resourcePrefix: resourcePrefix) {
      reader.report(node, "\(keyPath).name", problem)
      return nil
    }
    return name
  }

  /// A width for art that stretches, at least its narrowest, that lands on
  /// whole pixels at every scale.
  private func width(
    _ node: Node, _ keyPath: String, factory: ButtonArtFactory, reader: inout ManifestReader
  ) -> Double? {
    guard let width = reader.number(node, keyPath, example: "80") else { return nil }
    guard factory.rules.accepts(.width), let minimum = factory.minimumWidth else {
      reader.report(
        node, keyPath,
        "this button's art does not stretch, so it has no width to set; drop width")
      return nil
    }
    guard width >= minimum, width <= 1000 else {
      reader.report(node, keyPath, ManifestReader.outOfRange(width, minimum, 1000))
      return nil
    }
    guard BackButtonLayout.isOnPixelGrid(width: width, scales: scales) else {
      reader.report(
        node, keyPath,
        "\(ValueText.number(width)) does not land on every scale's pixels; use a whole number of points"
          + (scales.contains(1.5) ? ", even for scale 1.5" : "")
          + (androidOnly.contains(1.5)
            ? " (Android's hdpi), or list android.scales without 1.5" : ""))
      return nil
    }
    return width
  }
}
