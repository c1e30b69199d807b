import ChevronGeometry

/// How a button's name becomes file, resource and class names.
public enum AssetNames {
  /// The longest name accepted; file systems and Android cap name lengths.
  static let maximumLength = 64

  /// Why `name` cannot name assets, or nil when it can.
  ///
  /// Names become file names inside the output directory, so anything that could
  /// lead out of it (a slash, `..`, a leading dot) is refused first.
  static func problem(with name: String) -> String? {
    let allowed = "use letters, digits, - and _, starting with a letter, e.g. BackButton"
    if name.contains("/") || name.contains("\\") || name.hasPrefix(".") {
      return "'\(name)' would write outside the output directory; \(allowed)"
    }
    guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic
    else { return "'\(name)' does not start with a letter; \(allowed)" }
    if let bad = name.unicodeScalars.first(where: {
      !($0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"))
    }) {
      return "'\(name)' has '\(bad)', which asset names cannot hold; \(allowed)"
    }
    guard name.count <= maximumLength else {
      return "'\(name)' is longer than \(maximumLength) characters; shorten it"
    }
    return nil
  }

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
