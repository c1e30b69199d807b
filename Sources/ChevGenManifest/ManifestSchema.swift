import ChevGenFormat
import ChevGenStyles
import ChevGenSystem

/// The manifest's JSON Schema (draft 7), for editors that complete and check
/// YAML: built from the same key lists and value sets the loader checks, so the
/// two cannot drift apart.
///
/// The loader checks more than a schema can say (titles for every declared
/// locale, names that collide on Android, widths on the pixel grid); the schema
/// covers the shape, the keys and the values.
public enum ManifestSchema {
  /// The schema, as `chevgen build --schema` prints it.
  public static var json: JSONValue {
    .object([
      ("$schema", .string("http://json-schema.org/draft-07/schema#")),
      ("title", .string("chevgen build manifest")),
      (
        "description",
        .string("Buttons declared by role and purpose, drawn by `chevgen build` from one theme.")
      ),
      ("type", .string("object")),
      ("additionalProperties", .bool(false)),
      ("required", .array([.string("buttons")])),
      ("properties", .object(topProperties)),
      ("definitions", .object(definitions)),
    ])
  }

  private static var topProperties: [(String, JSONValue)] {
    let properties: [String: JSONValue] = [
      "theme": reference("theme"),
      "locales": list(
        of: .object([
          ("type", .string("string")),
          ("pattern", .string("^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-([A-Za-z]{2}|[0-9]{3}))?$")),
        ]),
        minimum: 0,
        "Locales to draw titles in, language[-Script][-REGION]: en, pt-BR, zh-Hans. "
          + "The first is Android's default."),
      "states": list(
        of: choice(ButtonState.allCases.map(\.rawValue)), minimum: 1,
        "States drawn for every button (default: [normal, highlighted])."),
      "appearances": list(
        of: choice(Appearance.allCases.map(\.rawValue)), minimum: 1,
        "Appearances drawn; dark uses theme.dark (default: [light])."),
      "scales": list(
        of: scale, minimum: 1,
        "Pixel scales of the catalog (1, 2, 3) and the stylesheet (default: [1, 2, 3])."),
      "outputs": list(
        of: choice(AssetOutput.allCases.map(\.rawValue)), minimum: 1,
        "What to write (default: [xcassets, android, css]; swift on request)."),
      "xcassets": catalog,
      "android": android,
      "buttons": .object([
        ("description", .string("The buttons, each drawn in every state, scale and locale.")),
        ("type", .string("array")),
        ("minItems", .number(1)),
        ("items", reference("button")),
      ]),
    ]
    return ManifestDocument.keys.map { ($0, properties[$0]!) }
  }

  private static var scale: JSONValue {
    .object([("enum", .array(Manifest.allowedScales.map { .number($0) }))])
  }

  private static var catalog: JSONValue {
    let vector = JSONValue.object([
      (
        "description",
        .string(
          "true: title-less art (the ✕, glyphs, the bare chevron) as one PDF per image that "
            + "keeps its vectors; false (default): a PNG per scale.")
      ),
      ("type", .string("boolean")),
    ])
    return .object([
      ("description", .string("How the asset catalog holds art.")),
      ("type", .string("object")),
      ("additionalProperties", .bool(false)),
      ("properties", .object(ManifestCatalogSection.keys.map { ($0, vector) })),
    ])
  }

  private static var android: JSONValue {
    let properties: [String: JSONValue] = [
      "scales": list(
        of: scale, minimum: 1,
        "Android's densities: mdpi 1, hdpi 1.5, xhdpi 2, xxhdpi 3, xxxhdpi 4 (default: all)."),
      "text": choice(
        AndroidOptions.Text.allCases.map(\.rawValue),
        "native (default): Android draws the title from strings.xml over art without it; "
          + "baked: the title is drawn into the nine-patches."),
      "prefix": described(
        .object([
          ("type", .string("string")),
          (
            "pattern",
            .string("^[a-z][a-z0-9_]{0,\(AndroidOptions.maximumPrefixLength - 1)}$")
          ),
        ]),
        "What every Android resource and file name starts with (default: chevgen_), so the "
          + "tree drops into an app's res/ without replacing its own files."),
    ]
    return .object([
      ("description", .string("How the Android tree is drawn.")),
      ("type", .string("object")),
      ("additionalProperties", .bool(false)),
      ("properties", .object(ManifestAndroidSection.keys.map { ($0, properties[$0]!) })),
    ])
  }

  private static var definitions: [(String, JSONValue)] {
    [
      ("theme", theme),
      ("colors", colors(ManifestThemeSection.darkKeys)),
      ("button", button),
      (
        "color",
        .object([
          (
            "description",
            .string("\"#RRGGBB\" or \"#RRGGBBAA\", in quotes (a bare # starts a comment).")
          ),
          ("type", .string("string")),
          ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
        ])
      ),
      ("offset", offset),
    ]
  }

  private static var theme: JSONValue {
    let styles = ButtonStyleKind.allCases.filter { $0 != .close }.map(\.rawValue)
    var properties = colorProperties(ManifestThemeSection.darkKeys)
    properties["style"] = choice(styles, "The art's style (default: classic).")
    properties["font"] = described(
      .object([("type", .string("string"))]),
      "The label's font file, relative to the manifest (default: DejaVu Sans Bold for "
        + "classic, Inter for the other styles).")
    properties["fallback-fonts"] = .object([
      ("description", .string("Font files for characters the font lacks, in order.")),
      ("type", .string("array")),
      ("items", .object([("type", .string("string"))])),
    ])
    properties["font-size"] = .object([
      ("description", .string("The label's size in points (default: 13).")),
      ("type", .string("number")),
      ("minimum", .number(LabelLimits.fontSizeRange.lowerBound)),
      ("maximum", .number(LabelLimits.fontSizeRange.upperBound)),
    ])
    // Object keywords pass a string by, so one schema takes both forms.
    let backdrop = JSONValue.object([("type", .string("string"))])
    properties["backdrop"] = described(
      .object([
        ("type", .array([.string("string"), .string("object")])),
        ("additionalProperties", .bool(false)),
        ("minProperties", .number(1)),
        ("properties", .object(Appearance.allCases.map { ($0.rawValue, backdrop) })),
      ]),
      "Glass: what the platters are drawn over, a PNG file relative to the manifest or a colour "
        + "#RRGGBB, for both appearances or per appearance as {light: …, dark: …} (default: the "
        + "system background).")
    properties["backdrop-scale"] = .object([
      ("description", .string("Glass: the backdrop PNG's pixels per point (default: 3).")),
      ("type", .string("number")),
      ("minimum", .number(1)),
      ("maximum", .number(4)),
    ])
    properties["glass-tone"] = choice(
      GlassTone.allCases.map(\.rawValue),
      "Glass: whose light or dark the platters follow (default: appearance).")
    properties["glass-variant"] = choice(
      GlassVariant.allCases.map(\.rawValue),
      "Glass: regular, clear (more transparent, for rich media) or tinted (more opaque) "
        + "(default: regular).")
    properties["dark"] = described(
      reference("colors"), "Colours for the dark appearance; unset ones follow the light ones.")
    return .object([
      ("description", .string("How every button looks; the keys mirror chevgen's render flags.")),
      ("type", .string("object")),
      ("additionalProperties", .bool(false)),
      ("properties", .object(ManifestThemeSection.keys.map { ($0, properties[$0]!) })),
    ])
  }

  private static func colors(_ keys: [String]) -> JSONValue {
    let properties = colorProperties(keys)
    return .object([
      ("type", .string("object")),
      ("additionalProperties", .bool(false)),
      ("properties", .object(keys.map { ($0, properties[$0]!) })),
    ])
  }

  private static func colorProperties(_ keys: [String]) -> [String: JSONValue] {
    let descriptions = [
      "tint": "The button's colour.",
      "text-color": "The title's colour.",
      "shadow-color": "The title's shadow (classic only).",
      "disabled-color": "The colour of the disabled state.",
      "platter-color": "The capsule's or the ✕'s platter.",
      "shadow-offset": "The title's shadow offset in points (classic only).",
    ]
    var properties: [String: JSONValue] = [:]
    for key in keys {
      properties[key] = described(
        reference(key == "shadow-offset" ? "offset" : "color"), descriptions[key]!)
    }
    return properties
  }

  private static var offset: JSONValue {
    let limit = LabelLimits.shadowOffsetLimit
    return .object([
      ("description", .string("x and y in points, each from -10 to 10: [0, -1] or \"0,-1\".")),
      (
        "oneOf",
        .array([
          numberPair(within: limit),
          .object([
            ("type", .string("string")),
            ("pattern", .string("^ *-?[0-9.]+ *, *-?[0-9.]+ *$")),
          ]),
        ])
      ),
    ])
  }

  private static var button: JSONValue {
    .object([
      ("type", .string("object")),
      ("additionalProperties", .bool(false)),
      ("required", .array([.string("name")])),
      ("properties", .object(ManifestButtonsSection.keys.map { ($0, buttonProperties[$0]!) })),
      (
        "oneOf",
        .array([
          .object([("required", .array([.string("role")]))]),
          .object([("required", .array([.string("purpose")]))]),
        ])
      ),
      ("not", .object([("required", .array([.string("title"), .string("titles")]))])),
    ])
  }

  /// Each key of a button, by name.
  private static var buttonProperties: [String: JSONValue] {
    let purposes = Purpose.allCases.filter { $0 != .back && $0 != .close }.map(\.rawValue)
    return [
      "name": .object([
        (
          "description",
          .string(
            "Names the image set, drawable and CSS class: letters, digits, - and _, "
              + "starting with a letter.")
        ),
        ("type", .string("string")),
        ("pattern", .string("^[A-Za-z][A-Za-z0-9_-]{0,\(AssetNames.maximumLength - 1)}$")),
      ]),
      "role": choice(["back", "close"], "back (the chevron) or close (the ✕)."),
      "purpose": choice(purposes, "An action button's purpose."),
      "title": .object([
        ("description", .string("The title in every locale.")),
        ("type", .array([.string("string"), .string("number")])),
      ]),
      "titles": .object([
        ("description", .string("The title per declared locale, e.g. {en: Back, de: Zurück}.")),
        ("type", .string("object")),
        (
          "additionalProperties",
          .object([("type", .array([.string("string"), .string("number")]))])
        ),
      ]),
      "width": .object([
        (
          "description",
          .string("A fixed width in points, at least the art's own (default: fit the title).")
        ),
        ("type", .string("number")),
        ("minimum", .number(1)),
        ("maximum", .number(1000)),
      ]),
      "prominent": .object([
        (
          "description",
          .string(
            "Glass: true for the bar's confirming action (done, save) on a platter in the tint "
              + "(default: false).")
        ),
        ("type", .string("boolean")),
      ]),
      "place": place,
    ]
  }

  private static var place: JSONValue {
    let limit = ManifestGlassKeys.placeLimit
    return described(
      .object([
        (
          "oneOf",
          .array([
            choice(["leading", "trailing"]),
            numberPair(within: limit),
          ])
        )
      ]),
      "Glass: where the button sits on theme.backdrop: leading or trailing, in the bar's row "
        + "under the status bar, or [x, y], the art's top-left corner in points (default: "
        + "centred).")
  }

  /// Two numbers `[x, y]`, each within `limit` either way: an offset or a point.
  private static func numberPair(within limit: Double) -> JSONValue {
    let number = JSONValue.object([
      ("type", .string("number")), ("minimum", .number(-limit)), ("maximum", .number(limit)),
    ])
    return .object([
      ("type", .string("array")), ("minItems", .number(2)), ("maxItems", .number(2)),
      ("items", number),
    ])
  }

  private static func reference(_ name: String) -> JSONValue {
    .object([("$ref", .string("#/definitions/\(name)"))])
  }

  private static func choice(_ values: [String], _ description: String? = nil) -> JSONValue {
    let choice = JSONValue.object([("enum", .array(values.map { .string($0) }))])
    return description.map { described(choice, $0) } ?? choice
  }

  private static func list(of item: JSONValue, minimum: Int, _ description: String) -> JSONValue {
    .object([
      ("description", .string(description)),
      ("type", .string("array")),
      ("minItems", .number(Double(minimum))),
      ("uniqueItems", .bool(true)),
      ("items", item),
    ])
  }

  /// `schema` with a description first; a `$ref` is wrapped, as draft 7 ignores its siblings.
  private static func described(_ schema: JSONValue, _ description: String) -> JSONValue {
    guard case .object(let members) = schema else { return schema }
    if members.contains(where: { $0.0 == "$ref" }) {
      return .object([("description", .string(description)), ("allOf", .array([schema]))])
    }
    return .object([("description", .string(description))] + members)
  }
}
