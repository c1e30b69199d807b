import ChevGenKit
import ChevronGeometry
import Yams

/// Reads a manifest and checks every value, collecting all problems before any
/// output is written.
public enum ManifestLoader {
  static let topKeys = [
    "theme", "locales", "states", "appearances", "scales", "outputs", "buttons",
  ]
  static let colorKeys = [
    "tint", "text-color", "shadow-color", "disabled-color", "platter-color",
  ]
  static let themeKeys =
    ["style"] + colorKeys + ["shadow-offset", "font", "fallback-fonts", "font-size", "dark"]
  static let buttonKeys = ["name", "role", "purpose", "title", "titles", "width"]

  /// Parses and validates `text`, the contents of the manifest at `path`.
  public static func load(text: String, path: String) throws(ManifestError) -> Manifest {
    // libyaml skips a byte-order mark only before a one-line document; editors
    // hide it, so without it the lines and columns are the ones the user sees.
    let text =
      text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    let node: Node?
    do {
      // Every value is read as text and checked here, so the basic resolver
      // (no number or date guessing, which costs a regular expression per scalar).
      node = try Yams.compose(yaml: text, .basic)
    } catch let error as YamlError {
      throw .syntax(syntaxDiagnostic(error, file: path, text: text))
    } catch {
      throw .syntax(
        ManifestDiagnostic(file: path, line: 1, column: 1, keyPath: "", message: "\(error)"))
    }
    var reader = ManifestReader(file: path, source: text)
    guard let node else {
      reader.report(nil, "", "the manifest is empty; declare a theme and buttons (see README)")
      throw .invalid(reader.diagnostics)
    }
    var parser = Parser(reader: reader, path: path)
    let manifest = parser.manifest(node)
    var diagnostics = parser.reader.diagnostics
    if let manifest {
      diagnostics += ManifestLimits.problems(manifest) ?? collisions(manifest)
    }
    guard diagnostics.isEmpty, let manifest else {
      throw .invalid(diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }
    return manifest
  }

  /// Two buttons (or two images of one) that would write one file, named with
  /// their lines, case ignored as macOS and Windows ignore it.
  static func collisions(_ manifest: Manifest) -> [ManifestDiagnostic] {
    AssetPlan.collisions(manifest).map { file, earlier in
      let button = manifest.buttons[file.button!]
      let other = manifest.buttons[earlier.button!]
      let variant = file.variant.isEmpty ? "" : " in \(file.variant)"
      var clash = "as does '\(other.name)' (line \(other.line))"
      if other.index == button.index { clash = "as does its image" }
      clash += earlier.variant.isEmpty ? "" : " in \(earlier.variant)"
      if earlier.path != file.path {
        clash +=
          " as \(earlier.path) "
          + (earlier.path.lowercased() == file.path.lowercased()
            ? "(macOS and Windows ignore case)" : "(Android takes .png and .9.png as one drawable)")
      }
      return ManifestDiagnostic(
        file: manifest.path, line: button.line, column: button.column,
        keyPath: "buttons[\(button.index)].name",
        message: "'\(button.name)'\(variant) writes \(file.path), \(clash); rename one")
    }
  }

  /// A hint for a colour YAML read as a comment inside `{…}` or `[…]`, where
  /// the comment breaks the syntax: on the error's line or the one before.
  static func colourHint(_ text: String, before line: Int) -> String? {
    let lines = text.split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false)
    for number in [line - 1, line - 2] where lines.indices.contains(number) {
      let scalars = Array(lines[number].unicodeScalars)
      for index in scalars.indices.dropFirst()
      where scalars[index] == "#" && scalars[index - 1] == " " {
        let before = scalars[..<index].last { $0 != " " }
        guard [":", ",", "[", "{", "-"].contains(before),
          let comment = ManifestReader.comment(in: lines[number], from: index + 1)
        else { continue }
        return "YAML reads the unquoted \(comment) on line \(number + 1) as a comment; "
          + "quote it: \"\(comment)\""
      }
    }
    return nil
  }

  private static func syntaxDiagnostic(_ error: YamlError, file: String, text: String)
    -> ManifestDiagnostic
  {
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let during = context.map { " \(ManifestReader.clipped($0.text))" } ?? ""
      return ManifestDiagnostic(
        file: file, line: mark.line, column: mark.column, keyPath: "",
        message: "not valid YAML: \(ManifestReader.clipped(problem))\(during); "
          + (colourHint(text, before: mark.line) ?? "fix the syntax at this point"))
    case .duplicatedKeysInMapping(let duplicates, let context):
      return RepeatedKey.diagnostic(
        key: duplicates.first ?? "", first: context.mark, text: context.text, file: file)
    case .reader(let problem, _, _, _):
      return ManifestDiagnostic(
        file: file, line: 1, column: 1, keyPath: "",
        message: "cannot be read as UTF-8 YAML: \(problem); save it as UTF-8")
    default:
      return ManifestDiagnostic(
        file: file, line: 1, column: 1, keyPath: "",
        message: "not valid YAML: \(ManifestReader.clipped("\(error)"))")
    }
  }
}

/// One pass over the document; values that fail are reported and left out.
private struct Parser {
  var reader: ManifestReader
  let path: String
  /// Where the theme sets a platter colour, which only capsules and the ✕ draw.
  var platterKeys: [(keyPath: String, node: Node)] = []

  mutating func manifest(_ node: Node) -> Manifest? {
    guard
      let entries = reader.entries(
        node, "", allowed: ManifestLoader.topKeys, what: "a manifest")
    else { return nil }
    var theme = ManifestTheme()
    var locales: [AssetLocale] = []
    var states = Manifest.defaultStates
    var appearances: [Appearance] = [.light]
    var scales = Manifest.defaultScales
    var scalesNode: Node?
    var outputs = AssetOutput.allCases
    var buttonsNode: Node?
    for (key, _, value) in entries {
      switch key {
      case "theme": theme = self.theme(value) ?? theme
      case "locales": locales = self.locales(value) ?? locales
      case "states":
        states =
          reader.choices(value, key, of: ButtonState.self, example: "[normal, highlighted]")
          ?? states
      case "appearances":
        appearances =
          reader.choices(value, key, of: Appearance.self, example: "[light, dark]") ?? appearances
      case "scales":
        scalesNode = value
        scales = self.scales(value) ?? scales
      case "outputs":
        outputs =
          reader.choices(value, key, of: AssetOutput.self, example: "[xcassets, android, css]")
          ?? outputs
      default: buttonsNode = value
      }
    }
    if outputs.contains(.xcassets), !scales.contains(where: { [1, 2, 3].contains($0) }) {
      reader.report(
        scalesNode, "scales", "Xcode asset catalogs take 1x, 2x and 3x; add one of them")
    }
    guard let buttonsNode else {
      reader.report(
        node, "buttons", "no buttons are declared; add buttons: [{name: Back, role: back, …}]")
      return nil
    }
    let buttons = self.buttons(
      buttonsNode, theme: theme, locales: locales, states: states, scales: scales)
    let declaresClose =
      buttonsNode.sequence?.contains { $0.mapping?["role"]?.string == "close" } ?? false
    let drawn = [StyleRules(style: theme.style)] + (declaresClose ? [.close] : [])
    if !drawn.contains(where: { $0.accepts(.platter) }) {
      for (keyPath, node) in platterKeys {
        reader.report(
          node, keyPath,
          "the \(theme.style.rawValue) style draws no platter and no button has role close; "
            + "drop platter-color or use style: capsule")
      }
    }
    return Manifest(
      path: path, theme: theme, locales: locales, states: states, appearances: appearances,
      scales: scales, outputs: outputs, buttons: buttons)
  }

  // MARK: Theme

  mutating func theme(_ node: Node) -> ManifestTheme? {
    guard
      let entries = reader.entries(
        node, "theme", allowed: ManifestLoader.themeKeys, what: "a theme")
    else { return nil }
    var theme = ManifestTheme()
    var darkNode: Node?
    for (key, _, value) in entries {
      let keyPath = "theme.\(key)"
      switch key {
      case "style":
        guard let text = reader.string(value, keyPath, example: "classic") else { continue }
        if let style = ButtonStyleKind(rawValue: text), StyleRules.isSharedLook(style) {
          theme.style = style
        } else {
          reader.report(
            value, keyPath,
            text == "close"
              ? "close is a role, not a style; declare the button with role: close"
              : "unknown style \(ManifestReader.quote(text)); use classic, plain, minimal or capsule"
          )
        }
      case "font":
        theme.font = reader.string(value, keyPath, example: "Fonts/Brand-Bold.ttf")
      case "fallback-fonts":
        for (index, item) in (reader.list(value, keyPath, example: "[Fonts/Noto.ttf]") ?? [])
          .enumerated()
        {
          if let file = reader.string(item, "\(keyPath)[\(index)]", example: "Fonts/Noto.ttf") {
            theme.fallbackFonts.append(file)
          }
        }
      case "font-size":
        guard let size = reader.number(value, keyPath, example: "13") else { continue }
        if ButtonLook.fontSizeRange.contains(size) {
          theme.fontSize = size
        } else {
          reader.report(
            value, keyPath,
            "\(OptionValue.format(size)) is out of range; use 4 to 24 points (the button is 30 high)"
          )
        }
      case "dark":
        darkNode = value
      default:
        colors(key, value, keyPath, into: &theme.light)
      }
    }
    theme.dark = theme.light
    if let darkNode,
      let entries = reader.entries(
        darkNode, "theme.dark", allowed: ManifestLoader.colorKeys + ["shadow-offset"],
        what: "dark-appearance colours")
    {
      for (key, keyNode, value) in entries {
        colors(key, value, "theme.dark.\(key)", into: &theme.dark)
        if key == "platter-color", Color(hex: value.string ?? "") != nil {
          platterKeys.append(("theme.dark.platter-color", keyNode))
        }
      }
    }
    checkStyleKeys(theme, node: node, entries: entries)
    for (key, keyNode, value) in entries
    where key == "platter-color" && Color(hex: value.string ?? "") != nil {
      platterKeys.append(("theme.platter-color", keyNode))
    }
    return theme
  }

  /// Reads a colour or the shadow offset into `overrides`.
  mutating func colors(
    _ key: String, _ value: Node, _ keyPath: String, into overrides: inout ColorOverrides
  ) {
    if key == "shadow-offset" {
      overrides.shadowOffset = offset(value, keyPath)
      return
    }
    guard let text = reader.string(value, keyPath, example: "\"#4A6FA5\"") else { return }
    guard let color = Color(hex: text) else {
      reader.report(
        value, keyPath,
        "\(ManifestReader.quote(text)) is not a colour; use \"#RRGGBB\" or \"#RRGGBBAA\" in quotes")
      return
    }
    switch key {
    case "tint": overrides.tint = color
    case "text-color": overrides.text = color
    case "shadow-color": overrides.shadow = color
    case "disabled-color": overrides.disabled = color
    default: overrides.platter = color
    }
  }

  /// `[x, y]` or `"x,y"` in points, each within ±10.
  mutating func offset(_ node: Node, _ keyPath: String) -> Point? {
    let example = "[0, -1]"
    let parts: [String]
    if case .sequence(let sequence) = node {
      parts = sequence.map { $0.scalar?.string ?? "" }
    } else if let text = reader.string(node, keyPath, example: example) {
      parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      }
    } else {
      return nil
    }
    let numbers = parts.compactMap(Double.init)
    let limit = ButtonLook.shadowOffsetLimit
    guard parts.count == 2, numbers.count == 2, numbers.allSatisfy({ abs($0) <= limit }) else {
      reader.report(node, keyPath, "give x and y in points, each from -10 to 10, e.g. \(example)")
      return nil
    }
    return Point(x: numbers[0], y: numbers[1])
  }

  /// Keys the theme's style cannot use are refused rather than silently ignored.
  mutating func checkStyleKeys(
    _ theme: ManifestTheme, node: Node, entries: [(key: String, keyNode: Node, value: Node)]
  ) {
    let rules = StyleRules(style: theme.style)
    for (key, keyNode, _) in entries where key.hasPrefix("shadow-") && !rules.accepts(.shadow) {
      reader.report(
        keyNode, "theme.\(key)",
        "the \(theme.style.rawValue) style draws no text shadow; drop \(key) or use style: classic")
    }
  }

  // MARK: Lists

  mutating func locales(_ node: Node) -> [AssetLocale]? {
    guard let items = reader.list(node, "locales", example: "[en, de, ar]") else { return nil }
    var locales: [AssetLocale] = []
    var seen: Set<AssetLocale> = []
    for (index, item) in items.enumerated() {
      let keyPath = "locales[\(index)]"
      guard let text = reader.string(item, keyPath, example: "en") else { continue }
      guard let locale = AssetLocale(text) else {
        reader.report(
          item, keyPath,
          "\(ManifestReader.quote(text)) is not a locale; use a language code with an optional script and region, "
            + "e.g. en, pt-BR, zh-Hans")
        continue
      }
      guard seen.insert(locale).inserted else {
        reader.report(item, keyPath, "\(ManifestReader.quote(text)) is listed twice; list it once")
        continue
      }
      locales.append(locale)
    }
    return locales
  }

  mutating func scales(_ node: Node) -> [Double]? {
    guard let items = reader.list(node, "scales", example: "[1, 2, 3]") else { return nil }
    var scales: [Double] = []
    for (index, item) in items.enumerated() {
      let keyPath = "scales[\(index)]"
      guard let scale = reader.number(item, keyPath, example: "2") else { continue }
      guard Manifest.allowedScales.contains(scale) else {
        reader.report(
          item, keyPath,
          "\(OptionValue.format(scale)) is not a scale the platforms use; use 1, 1.5, 2, 3 or 4")
        continue
      }
      guard !scales.contains(scale) else {
        reader.report(item, keyPath, "\(OptionValue.format(scale)) is listed twice; list it once")
        continue
      }
      scales.append(scale)
    }
    guard !scales.isEmpty else {
      if items.isEmpty {
        reader.report(node, "scales", "is empty; list at least one, e.g. [1, 2, 3]")
      }
      return nil
    }
    return scales
  }

  // MARK: Buttons

  mutating func buttons(
    _ node: Node, theme: ManifestTheme, locales: [AssetLocale], states: [ButtonState],
    scales: [Double]
  ) -> [ManifestButton] {
    let example = "[{name: Back, role: back, title: Back}]"
    guard let items = reader.list(node, "buttons", example: example) else { return [] }
    if items.isEmpty {
      reader.report(node, "buttons", "is empty; declare at least one button, e.g. \(example)")
    }
    var buttons: [ManifestButton] = []
    for (index, item) in items.enumerated() {
      let keyPath = "buttons[\(index)]"
      if var button = self.button(item, keyPath, theme: theme, locales: locales, scales: scales) {
        button.line = item.mark?.line ?? 1
        button.column = item.mark?.column ?? 1
        button.index = index
        buttons.append(button)
      }
    }
    return buttons
  }

  mutating func button(
    _ node: Node, _ keyPath: String, theme: ManifestTheme, locales: [AssetLocale],
    scales: [Double]
  ) -> ManifestButton? {
    guard
      let entries = reader.entries(
        node, keyPath, allowed: ManifestLoader.buttonKeys, what: "a button")
    else { return nil }
    let value = { (key: String) in entries.first { $0.key == key }?.value }
    var valid = true
    var name: String?
    if let nameNode = value("name") {
      name = reader.string(nameNode, "\(keyPath).name", example: "Back")
      if let text = name, let problem = AssetNames.problem(with: text) {
        reader.report(nameNode, "\(keyPath).name", problem)
        valid = false
      }
    } else {
      reader.report(node, "\(keyPath).name", "every button needs a name, e.g. name: Back")
      valid = false
    }
    guard let role = self.role(node, keyPath, role: value("role"), purpose: value("purpose"))
    else { return nil }
    let rules = role.rules(theme: theme.style)
    let factory = ButtonArtFactory(style: rules.style, purpose: rules.purpose, scales: scales)
    let titles = self.titles(
      node, keyPath, title: value("title"), titles: value("titles"), role: role,
      factory: factory, theme: theme, locales: locales)
    var width: Double?
    if let widthNode = value("width") {
      width = self.width(widthNode, "\(keyPath).width", factory: factory, scales: scales)
      valid = valid && width != nil
    }
    guard valid, let name, let titles else { return nil }
    return ManifestButton(name: name, role: role, titles: titles, width: width)
  }

  mutating func role(_ node: Node, _ keyPath: String, role: Node?, purpose: Node?) -> ButtonRole? {
    let purposes = Purpose.allCases.filter { $0 != .back }.map(\.rawValue).joined(separator: ", ")
    switch (role, purpose) {
    case (nil, nil):
      reader.report(
        node, keyPath, "give the button a role (back or close) or a purpose (\(purposes))")
      return nil
    case (.some, .some):
      reader.report(
        purpose, "\(keyPath).purpose",
        "a button has a role or a purpose, not both; drop one of them")
      return nil
    case (let role?, nil):
      guard let text = reader.string(role, "\(keyPath).role", example: "back") else { return nil }
      switch text {
      case "back": return .back
      case "close": return .close
      default:
        reader.report(
          role, "\(keyPath).role",
          Purpose(rawValue: text) != nil
            ? "\(text) is a purpose; write purpose: \(text)"
            : "unknown role \(ManifestReader.quote(text)); use back or close, or a purpose (\(purposes))"
        )
        return nil
      }
    case (nil, let purpose?):
      let keyPath = "\(keyPath).purpose"
      guard let text = reader.string(purpose, keyPath, example: "add") else { return nil }
      if let value = Purpose(rawValue: text), value != .back { return .action(value) }
      reader.report(
        purpose, keyPath,
        text == "back" || text == "close"
          ? "\(text) is a role; write role: \(text)"
          : "unknown purpose \(ManifestReader.quote(text)); use one of \(purposes)")
      return nil
    }
  }

  /// The title for every locale, or none for art that draws no title.
  mutating func titles(
    _ node: Node, _ keyPath: String, title: Node?, titles: Node?, role: ButtonRole,
    factory: ButtonArtFactory, theme: ManifestTheme, locales: [AssetLocale]
  ) -> [String: String]? {
    let rules = factory.rules
    if let given = title ?? titles, !rules.accepts(.title) {
      reader.report(
        given, "\(keyPath).\(title != nil ? "title" : "titles")",
        "\(Self.untitled(role, style: rules.style)) draws no title; drop it")
      return nil
    }
    if rules.conflict == .titledActionInMinimal {
      reader.report(
        node, keyPath,
        "the minimal style draws glyphs alone, and purpose \(role.name) needs its title; "
          + "use style classic, plain or capsule")
      return nil
    }
    guard rules.drawsTitle else { return [:] }
    if title != nil, let titles {
      reader.report(titles, "\(keyPath).titles", "give title or titles, not both")
      return nil
    }
    var result: [String: String] = [:]
    let fallback = rules.purpose.defaultTitle
    if let title {
      guard let text = checkedTitle(title, "\(keyPath).title") else { return nil }
      for locale in locales.isEmpty ? [""] : locales.map(\.description) {
        result[locale] = text
      }
      return result
    }
    guard let titles else {
      if let fallback, locales.allSatisfy(\.isEnglish) {
        return Dictionary(
          uniqueKeysWithValues: (locales.isEmpty ? [""] : locales.map(\.description)).map {
            ($0, fallback)
          })
      }
      reader.report(
        node, keyPath,
        "a \(role.name) button in the \(factory.style.rawValue) style draws a title; add title: …"
          + (locales.isEmpty ? "" : " or titles: {\(locales[0]): …}"))
      return nil
    }
    guard !locales.isEmpty else {
      reader.report(
        titles, "\(keyPath).titles",
        "titles are per locale, and no locales are declared; add locales: […] or write title: …")
      return nil
    }
    guard
      let entries = reader.entries(
        titles, "\(keyPath).titles", allowed: nil, what: "titles by locale")
    else { return nil }
    var valid = true
    let declared = ManifestReader.clipped(locales.map(\.description).joined(separator: ", "))
    let declaredSet = Set(locales)
    for (key, keyNode, value) in entries {
      guard let locale = AssetLocale(key), declaredSet.contains(locale) else {
        reader.report(
          keyNode, ManifestReader.join("\(keyPath).titles", key),
          "\(ManifestReader.quote(key)) is not a declared locale (\(declared)); add it to locales or drop this title"
        )
        valid = false
        continue
      }
      if let text = checkedTitle(value, "\(keyPath).titles.\(key)") {
        result[locale.description] = text
      } else {
        valid = false
      }
    }
    for locale in locales where result[locale.description] == nil && valid {
      if let fallback, locale.isEnglish {
        result[locale.description] = fallback
        continue
      }
      reader.report(
        titles, "\(keyPath).titles",
        "no title for locale '\(locale)'; add \(locale): … (every declared locale needs one)")
      valid = false
    }
    return valid ? result : nil
  }

  mutating func checkedTitle(_ node: Node, _ keyPath: String) -> String? {
    guard let text = reader.string(node, keyPath, example: "Back") else { return nil }
    do throws(TitleCheck.Problem) {
      try TitleCheck.validate(text)
    } catch {
      guard case .unprintable(let scalar, let position) = error else {
        reader.report(node, keyPath, error.description + "; shorten it")
        return nil
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      reader.report(
        node, keyPath,
        "the title has U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) at "
          + "character \(position), which cannot be drawn on a one-line label; remove it")
      return nil
    }
    return text
  }

  mutating func width(
    _ node: Node, _ keyPath: String, factory: ButtonArtFactory, scales: [Double]
  ) -> Double? {
    guard let width = reader.number(node, keyPath, example: "80") else { return nil }
    guard factory.rules.accepts(.width), let minimum = factory.minimumWidth else {
      reader.report(
        node, keyPath,
        "this button's art does not stretch, so it has no width to set; drop width")
      return nil
    }
    guard width >= minimum, width <= 1000 else {
      reader.report(
        node, keyPath,
        "\(OptionValue.format(width)) is out of range; use \(OptionValue.format(minimum)) to 1000 points"
      )
      return nil
    }
    guard BackButtonLayout.isOnPixelGrid(width: width, scales: scales) else {
      reader.report(
        node, keyPath,
        "\(OptionValue.format(width)) does not land on every scale's pixels; use a whole number of points"
          + (scales.contains(1.5) ? ", even for scale 1.5" : ""))
      return nil
    }
    return width
  }

  static func untitled(_ role: ButtonRole, style: ButtonStyleKind) -> String {
    switch role {
    case .close: "a close button (the ✕)"
    case .back: "a back button in the \(style.rawValue) style (the chevron alone)"
    case .action(let purpose): "purpose \(purpose.rawValue) (its glyph)"
    }
  }

}
