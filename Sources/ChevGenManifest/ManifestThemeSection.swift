import ChevGenFormat
import ChevGenGeometry
import ChevGenStyles
import Yams

/// The `theme` section: the style, the colours per appearance and the font.
///
/// Keys the style has no use for are refused rather than silently ignored: the
/// shadow keys as the theme is read, a platter colour once the buttons show
/// whether a close button (the ✕, which has a platter) is declared.
struct ManifestThemeSection {
  /// The colour keys, each also allowed under `dark`.
  static let colorKeys = [
    "tint", "text-color", "shadow-color", "disabled-color", "platter-color",
  ]
  /// What `dark` may override: what differs between appearances.
  static let darkKeys = colorKeys + ["shadow-offset"]
  static let keys =
    ["style"] + colorKeys + ["shadow-offset", "font", "fallback-fonts", "font-size"]
    + glassKeys + ["dark"]
  /// The keys only the glass style reads.
  static let glassKeys = ["backdrop", "backdrop-scale", "glass-tone", "glass-variant"]

  private(set) var theme = ManifestTheme()
  /// Where a valid platter or disabled colour is set, for `checkColorsInUse`:
  /// colours a classic theme may still need for the ✕.
  private var styleColorKeys: [(option: StyleRules.Option, keyPath: String, node: Node)] = []

  /// The defaults, for a manifest without a theme.
  init() {}

  /// The theme at `node`; nil when it is not a mapping. Values with problems
  /// are reported and keep their defaults.
  init?(_ node: Node, reader: inout ManifestReader) {
    guard let entries = reader.entries(node, "theme", allowed: Self.keys, what: "a theme") else {
      return nil
    }
    var darkNode: Node?
    var scaleKey: Node?
    for (key, keyNode, value) in entries {
      let keyPath = "theme.\(key)"
      switch key {
      case "style":
        theme.style = Self.style(value, keyPath, reader: &reader) ?? theme.style
      case "font":
        theme.font = reader.string(value, keyPath, example: "Fonts/Brand-Bold.ttf")
      case "fallback-fonts":
        theme.fallbackFonts = Self.fallbackFonts(value, keyPath, reader: &reader)
      case "font-size":
        theme.fontSize = Self.fontSize(value, keyPath, reader: &reader)
      case "dark":
        darkNode = value
      case "backdrop" where value.mapping != nil:
        theme.backdrops = Self.backdrops(value, keyPath, reader: &reader)
      case "backdrop":
        theme.backdrop = Self.backdrop(value, keyPath, reader: &reader)
      case "backdrop-scale":
        let scale = Self.backdropScale(value, keyPath, reader: &reader)
        theme.backdropScale = scale ?? 3
        if scale != nil { scaleKey = keyNode }
      case "glass-tone":
        theme.glassTone = reader.choice(value, keyPath, "tone") ?? .standard
      case "glass-variant":
        theme.glassVariant = reader.choice(value, keyPath, "variant") ?? .standard
      default:
        readColor(key, keyNode, value, keyPath, into: \.light, reader: &reader)
      }
    }
    readDark(darkNode, reader: &reader)
    checkStyleKeys(entries, reader: &reader)
    // A scale says how a screenshot lies under the art: a style drawn over
    // one needs it.
    if let scaleKey, StyleRules(style: theme.style).drawsOverBackdrop,
      let refusal = BackdropPlacement.refusal(
        placing: [.backdropScale], over: theme.givenBackdrops)
    {
      reader.report(scaleKey, "theme.backdrop-scale", ManifestField.text(refusal))
    }
  }

  /// The theme's keys its style draws nothing with, refused in the style
  /// table's words: the shadow keys outside classic, the glass keys outside
  /// glass (a platter or disabled colour waits for the buttons, see
  /// `checkColorsInUse`).
  private func checkStyleKeys(
    _ entries: [(key: String, keyNode: Node, value: Node)], reader: inout ManifestReader
  ) {
    let rules = StyleRules(style: theme.style)
    for (key, keyNode, _) in entries {
      guard let field = ManifestField.field(themeKey: key),
        let option = StyleRefusal.options(given: [field]).first,
        option == .shadow || option == .glass,
        let conflict = rules.conflict(with: option)
      else { continue }
      let text = StyleRefusal.text(
        conflict, StyleRefusal.Subject(style: theme.style), given: [field])
      reader.report(keyNode, "theme.\(key)", ManifestField.text(text))
    }
  }

  /// A backdrop: a colour (`#RRGGBB`) or a screenshot's path. Both kinds of
  /// mistake in the text itself (empty, a colour that is none) are the
  /// manifest's, found here with their line; a file that cannot be read is
  /// the build's, found when it reads it.
  private static func backdrop(
    _ node: Node, _ keyPath: String, reader: inout ManifestReader
  ) -> String? {
    let example = "Screens/home.png or \"#FFFFFF\""
    guard let text = reader.string(node, keyPath, example: example) else { return nil }
    if text.isEmpty {
      reader.report(
        node, keyPath, "is empty; give a screenshot's path or a colour, e.g. \(example)")
      return nil
    }
    if GlassBackdrop.namesColor(text), Color(hex: text) == nil {
      reader.report(
        node, keyPath,
        "\(ManifestReader.quote(text)) is not a colour; use \"#RRGGBB\" or \"#RRGGBBAA\" in "
          + "quotes, or a screenshot's path")
      return nil
    }
    return text
  }

  /// A backdrop per appearance, `{light: …, dark: …}`: each as a single
  /// backdrop is written, at least one of them.
  private static func backdrops(
    _ node: Node, _ keyPath: String, reader: inout ManifestReader
  ) -> [Appearance: String] {
    let keys = Appearance.allCases.map(\.rawValue)
    guard
      let entries = reader.entries(node, keyPath, allowed: keys, what: "a backdrop per appearance")
    else { return [:] }
    // A mapping of unknown keys alone is reported key by key, not as empty.
    guard !entries.isEmpty else {
      guard node.mapping?.isEmpty ?? true else { return [:] }
      reader.report(
        node, keyPath,
        "is empty; give a backdrop for light, dark or both, e.g. {light: Screens/light.png, "
          + "dark: Screens/dark.png}")
      return [:]
    }
    var backdrops: [Appearance: String] = [:]
    for (key, _, value) in entries {
      guard let appearance = Appearance(rawValue: key) else { continue }
      backdrops[appearance] = backdrop(value, "\(keyPath).\(key)", reader: &reader)
    }
    return backdrops
  }

  /// A backdrop's pixels per point: 1 to 4; nil when reported.
  private static func backdropScale(
    _ node: Node, _ keyPath: String, reader: inout ManifestReader
  ) -> Double? {
    guard let scale = reader.number(node, keyPath, example: "3") else { return nil }
    guard scale >= 1, scale <= 4 else {
      reader.report(
        node, keyPath,
        "\(ValueText.number(scale)) is out of range; use the screenshot's scale, 1 to 4")
      return nil
    }
    return scale
  }

  /// Refuses a platter or disabled colour that nothing draws: only a capsule
  /// and the ✕ have a platter, and classic fades a disabled button instead of
  /// recolouring it; `declaresClose` says whether a button is the ✕.
  func checkColorsInUse(declaresClose: Bool, reader: inout ManifestReader) {
    let rules = StyleRules(style: theme.style)
    let drawn = [rules] + (declaresClose ? [ButtonRole.close.rules(theme: theme.style)] : [])
    for (option, keyPath, node) in styleColorKeys
    where !drawn.contains(where: { $0.accepts(option) }) {
      guard let conflict = rules.conflict(with: option) else { continue }
      let fields = StyleRefusal.fields(of: option)
      let text = StyleRefusal.text(
        conflict, StyleRefusal.Subject(style: theme.style), given: Set(fields))
      reader.report(node, keyPath, ManifestField.text(text, found: (fields[0], keyPath)))
    }
  }

  /// The dark appearance starts from the top-level colours; `dark` overrides
  /// them key by key.
  private mutating func readDark(_ node: Node?, reader: inout ManifestReader) {
    theme.dark = theme.light
    guard let node,
      let entries = reader.entries(
        node, "theme.dark", allowed: Self.darkKeys, what: "dark-appearance colours")
    else { return }
    for (key, keyNode, value) in entries {
      readColor(key, keyNode, value, "theme.dark.\(key)", into: \.dark, reader: &reader)
    }
  }

  /// Reads a colour or the shadow offset into one appearance's overrides,
  /// noting where a platter colour is set.
  private mutating func readColor(
    _ key: String, _ keyNode: Node, _ value: Node, _ keyPath: String,
    into appearance: WritableKeyPath<ManifestTheme, ColorOverrides>,
    reader: inout ManifestReader
  ) {
    if key == "shadow-offset" {
      theme[keyPath: appearance].shadowOffset = Self.offset(value, keyPath, reader: &reader)
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
    case "tint": theme[keyPath: appearance].tint = color
    case "text-color": theme[keyPath: appearance].text = color
    case "shadow-color": theme[keyPath: appearance].shadow = color
    case "disabled-color":
      theme[keyPath: appearance].disabled = color
      styleColorKeys.append((.disabledColor, keyPath, keyNode))
    default:
      theme[keyPath: appearance].platter = color
      styleColorKeys.append((.platter, keyPath, keyNode))
    }
  }

  /// One of the styles a whole theme can share (not close, which is a role).
  private static func style(
    _ node: Node, _ keyPath: String, reader: inout ManifestReader
  ) -> ButtonStyleKind? {
    guard let text = reader.string(node, keyPath, example: "classic") else { return nil }
    if let style = ButtonStyleKind(rawValue: text), StyleRules.isSharedLook(style) {
      return style
    }
    reader.report(
      node, keyPath,
      text == "close"
        ? "close is a role, not a style; declare the button with role: close"
        : "unknown style \(ManifestReader.quote(text)); use classic, plain, minimal, capsule or "
          + "glass")
    return nil
  }

  /// The font files that read as text; the others are reported and left out.
  private static func fallbackFonts(
    _ node: Node, _ keyPath: String, reader: inout ManifestReader
  ) -> [String] {
    var files: [String] = []
    let items = reader.list(node, keyPath, example: "[Fonts/Noto.ttf]") ?? []
    for (index, item) in items.enumerated() {
      if let file = reader.string(item, "\(keyPath)[\(index)]", example: "Fonts/Noto.ttf") {
        files.append(file)
      }
    }
    return files
  }

  /// A size the 30-point-high button has room for.
  private static func fontSize(
    _ node: Node, _ keyPath: String, reader: inout ManifestReader
  ) -> Double? {
    guard let size = reader.number(node, keyPath, example: "13") else { return nil }
    let range = LabelLimits.fontSizeRange
    guard range.contains(size) else {
      reader.report(
        node, keyPath,
        ManifestReader.outOfRange(size, range.lowerBound, range.upperBound)
          + " (the button is 30 high)")
      return nil
    }
    return size
  }

  /// `[x, y]` or `"x,y"` in points, each within ±10.
  private static func offset(
    _ node: Node, _ keyPath: String, reader: inout ManifestReader
  ) -> Point? {
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
    let numbers = parts.compactMap { DecimalText.number($0) }
    let limit = LabelLimits.shadowOffsetLimit
    guard parts.count == 2, numbers.count == 2, numbers.allSatisfy({ abs($0) <= limit }) else {
      reader.report(node, keyPath, "give x and y in points, each from -10 to 10, e.g. \(example)")
      return nil
    }
    return Point(x: numbers[0], y: numbers[1])
  }
}
