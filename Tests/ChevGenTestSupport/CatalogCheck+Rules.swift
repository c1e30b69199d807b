/// The rules of the catalog format that span keys: which insets and centre
/// sizes each slicing mode uses, and which images fill one slot.
extension CatalogCheck {
  /// The insets and centre size each mode uses: the reference gives the centre
  /// `width` to 3-part-horizontal and 9-part, `height` to 3-part-vertical and
  /// 9-part; the cap insets follow the same axes.
  static let axes: [String: (insets: [String], center: [String])] = [
    "3-part-horizontal": (["left", "right"], ["width"]),
    "3-part-vertical": (["top", "bottom"], ["height"]),
    "9-part": (["top", "left", "bottom", "right"], ["width", "height"]),
  ]

  /// A resizing block: its keys, then each inset and centre size against its mode's axes.
  mutating func resizing(_ value: CatalogJSON, at path: String) {
    guard
      let members = level(
        value, at: path, CatalogFormat.resizing, required: ["mode", "center", "cap-insets"])
    else { return }
    let center = members["center"].flatMap {
      level($0, at: "\(path).center", CatalogFormat.center, required: ["mode"])
    }
    let insets = members["cap-insets"].flatMap {
      level($0, at: "\(path).cap-insets", CatalogFormat.insets)
    }
    guard case .string(let mode)? = members["mode"], let axes = Self.axes[mode] else { return }
    if let insets {
      sizes(insets, at: "\(path).cap-insets", used: axes.insets, mode: mode)
    }
    if let center {
      sizes(center.filter { $0.key != "mode" }, at: "\(path).center", used: axes.center, mode: mode)
    }
  }

  /// Every size `mode` uses is there, and none it does not use.
  mutating func sizes(
    _ members: [String: CatalogJSON], at path: String, used: [String], mode: String
  ) {
    let axes = used.joined(separator: ", ")
    for key in used where members[key] == nil {
      problems.append("\(path).\(key): missing; mode \(mode) uses \(axes)")
    }
    for key in members.keys.sorted() where !used.contains(key) {
      problems.append("\(path).\(key): not used by mode \(mode), which uses \(axes)")
    }
  }

  /// What tells two entries apart: every key but the file and its slicing. Two
  /// entries with one slot leave Xcode to pick one file and warn.
  static func slot(_ entry: CatalogJSON) -> String {
    var parts: [String] = []
    for key in entry.keys.sorted()
    where !["filename", "resizing", "alignment-insets"].contains(key) {
      guard let value = entry[key] else { continue }
      if key == "appearances" {
        let named = value.elements.map {
          "\($0["appearance"]?.spelled ?? "?")=\($0["value"]?.spelled ?? "?")"
        }
        parts.append("appearances \(named.sorted().joined(separator: "+"))")
      } else {
        parts.append("\(key) \(value.spelled)")
      }
    }
    return parts.joined(separator: ", ")
  }
}
