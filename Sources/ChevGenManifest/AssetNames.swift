import ChevGenStyles

/// How a button's name becomes file, resource and class names.
public enum AssetNames {
  /// The longest name accepted; file systems and Android cap name lengths.
  static let maximumLength = 64

  /// Why `name` cannot name assets, or nil when it can.
  ///
  /// Names become file names inside the output directory, so anything that could
  /// lead out of it (a slash, `..`, a leading dot) is refused first. Android
  /// names the resource `resourcePrefix` and the name (`chevgen_back`), which
  /// must not be a Java or Kotlin keyword.
  static func problem(
    with name: String, resourcePrefix: String = AndroidOptions.defaultPrefix
  ) -> String? {
    let quoted = ManifestReader.quote(name)
    let allowed = "use letters a–z, digits, - and _, starting with a letter, e.g. BackButton"
    if name.utf8.contains(UInt8(ascii: "/")) || name.utf8.contains(UInt8(ascii: "\\"))
      || name.utf8.first == UInt8(ascii: ".")
    {
      return "\(quoted) would write outside the output directory; \(allowed)"
    }
    if let bad = name.unicodeScalars.first(where: { !$0.isASCII }) {
      return "\(quoted) is not ASCII (\(ManifestReader.quote(String(bad)))): \(allowed)"
    }
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic else {
      return name.isEmpty
        ? "is empty; \(allowed)" : "\(quoted) does not start with a letter; \(allowed)"
    }
    if let bad = name.unicodeScalars.first(where: {
      !($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
    }) {
      return "\(quoted) has \(ManifestReader.quote(String(bad))), which asset names cannot hold; "
        + allowed
    }
    guard name.count <= maximumLength else {
      return "\(quoted) is longer than \(maximumLength) characters; shorten it"
    }
    if windowsDeviceNames.contains(name.uppercased()) {
      return "'\(name)' is a device name on Windows (CON, PRN, AUX, NUL, COM1–COM9, LPT1–LPT9), "
        + "where no file can be called \(name).png; rename it"
    }
    let field = resourcePrefix + resource(name)
    if javaKeywords.contains(field) || kotlinKeywords.contains(field) {
      return "'\(name)' becomes the Android resource R.drawable.\(field), and "
        + (javaKeywords.contains(field)
          ? "aapt refuses it: \(field) is a Java keyword; rename it or change android.prefix"
          : "\(field) is a Kotlin keyword, which Kotlin code cannot name without "
            + "backticks; rename it or change android.prefix")
    }
    return nil
  }

  /// Names Windows reserves for devices, with any extension (`CON.png` is the console).
  static let windowsDeviceNames: Set<String> = Set(
    ["CON", "PRN", "AUX", "NUL"] + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })

  /// Java's reserved words and literals: aapt turns each drawable's name into a
  /// field of `R.drawable` and refuses a name Java cannot declare.
  static let javaKeywords: Set<String> = [
    "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
    "continue", "default", "do", "double", "else", "enum", "extends", "false", "final", "finally",
    "float", "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long",
    "native", "new", "null", "package", "private", "protected", "public", "return", "short",
    "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws",
    "transient", "true", "try", "void", "volatile", "while",
  ]

  /// Kotlin's hard keywords that Java allows: `R.drawable.fun` does not compile
  /// in Kotlin, which would need backticks for it.
  static let kotlinKeywords: Set<String> = [
    "as", "fun", "in", "is", "object", "typealias", "typeof", "val", "var", "when",
  ]

  /// The Android resource name: lower case, with `_` for `-` (`Back-Large` → `back_large`).
  public static func resource(_ name: String) -> String {
    String(name.lowercased().map { $0 == "-" ? "_" : $0 })
  }

  /// The CSS class: `chevgen-` and the name in lower case (`Back_Large` → `chevgen-back-large`).
  public static func cssClass(_ name: String) -> String {
    "chevgen-" + String(name.lowercased().map { $0 == "_" ? "-" : $0 })
  }

  /// The name of one state's image set or drawable: `Back`, `Back-highlighted`.
  public static func stateName(_ name: String, _ state: ButtonState) -> String {
    name + state.fileSuffix
  }
}
