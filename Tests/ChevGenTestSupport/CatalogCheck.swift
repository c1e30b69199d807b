/// One pass over a `Contents.json`, collecting problems level by level in
/// document order (see `CatalogFormat` for the keys and values).
struct CatalogCheck {
  var problems: [String] = []

  /// Checks `object`'s keys against `allowed` (and `required`), each value
  /// against its kind; answers the members, or nil when it is not an object.
  @discardableResult
  mutating func level(
    _ value: CatalogJSON, at path: String, _ allowed: [String: CatalogValue],
    required: [String] = []
  ) -> [String: CatalogJSON]? {
    guard case .object(let members) = value else {
      problems.append(
        "\(path.isEmpty ? "(document)" : path): \(value.typeName), expected an object")
      return nil
    }
    var seen: [String: CatalogJSON] = [:]
    for (key, member) in members {
      let place = path.isEmpty ? key : "\(path).\(key)"
      guard seen[key] == nil else {
        problems.append("\(place): given twice")
        continue
      }
      seen[key] = member
      guard let kind = allowed[key] else {
        problems.append("\(place): unknown key")
        continue
      }
      if let problem = kind.problem(member, at: place) { problems.append(problem) }
    }
    for key in required where seen[key] == nil {
      problems.append("\(path.isEmpty ? key : "\(path).\(key)"): missing")
    }
    return seen
  }

  mutating func document(_ document: CatalogJSON) {
    guard let top = level(document, at: "", CatalogFormat.top, required: ["info"]) else { return }
    if let info = top["info"],
      let members = level(info, at: "info", CatalogFormat.info, required: ["author", "version"]),
      let version = members["version"], version != .number(1)
    {
      problems.append("info.version: \(version.spelled) is not 1, the only format version")
    }
    let properties =
      top["properties"].flatMap { level($0, at: "properties", CatalogFormat.properties) } ?? [:]
    var slots: [String: Int] = [:]
    for (index, entry) in (top["images"]?.elements ?? []).enumerated() {
      guard case .object = entry else { continue }
      image(entry, at: "images[\(index)]", properties: properties)
      let slot = Self.slot(entry)
      if let first = slots[slot] {
        problems.append("images[\(index)]: fills the same slot as images[\(first)] (\(slot))")
      } else {
        slots[slot] = index
      }
    }
  }

  /// One image entry: its keys, its appearances, its slicing, and its locale
  /// against the set's `localizable`.
  mutating func image(_ entry: CatalogJSON, at path: String, properties: [String: CatalogJSON]) {
    guard let members = level(entry, at: path, CatalogFormat.image, required: ["idiom"]) else {
      return
    }
    if case .array(let list)? = members["appearances"] {
      appearances(list, at: "\(path).appearances")
    }
    if let value = members["resizing"] { resizing(value, at: "\(path).resizing") }
    if let value = members["alignment-insets"] {
      level(
        value, at: "\(path).alignment-insets", CatalogFormat.insets,
        required: ["top", "left", "bottom", "right"])
    }
    if let locale = members["locale"], properties["localizable"] != .bool(true) {
      problems.append("\(path).locale: \(locale.spelled) needs properties.localizable: true")
    }
  }

  /// Each appearance names a kind once, with a value that kind takes.
  mutating func appearances(_ list: [CatalogJSON], at path: String) {
    var kinds: Set<String> = []
    for (index, item) in list.enumerated() {
      let place = "\(path)[\(index)]"
      guard
        let members = level(
          item, at: place, CatalogFormat.appearance, required: ["appearance", "value"]),
        case .string(let kind)? = members["appearance"],
        let allowed = CatalogFormat.appearanceValues[kind]
      else { continue }
      if !kinds.insert(kind).inserted { problems.append("\(place): a second \(kind) appearance") }
      guard let value = members["value"] else { continue }
      if let problem = CatalogValue.oneOf(allowed).problem(value, at: "\(place).value") {
        problems.append(problem + " (for \(kind))")
      }
    }
  }
}
