import Yams

/// Locates a key given twice in one mapping at its second occurrence.
///
/// Yams refuses the document and marks the first occurrence, which is the one
/// to keep. The key is changed there to a private-use character (one scalar,
/// so no column moves) and the text composed again, which finds the repeat.
enum RepeatedKey {
  /// How many nodes the search for the repeat visits at most: aliases can make
  /// a small document a very large tree.
  static let searchLimit = 100_000

  static func diagnostic(key: String, first: Mark, text: String, file: String)
    -> ManifestDiagnostic
  {
    var place = (line: first.line, column: first.column, keyPath: ManifestReader.join("", key))
    if let marked = marked(text, at: first) {
      do {
        if let root = try Yams.compose(yaml: marked, .basic) {
          var budget = searchLimit
          if let found = find(key, besides: first, in: root, path: "", budget: &budget) {
            place = found
          }
        }
      } catch YamlError.duplicatedKeysInMapping(let keys, let context) where keys.first == key {
        place = (context.mark.line, context.mark.column, place.keyPath)
      } catch {}
    }
    return ManifestDiagnostic(
      file: file, line: place.line, column: place.column, keyPath: place.keyPath,
      message: ManifestReader.repeated(key, firstLine: first.line))
  }

  /// `text` with the scalar that starts the key at `mark` (inside its quotes)
  /// replaced; nil when the mark is not in the text.
  static func marked(_ text: String, at mark: Mark) -> String? {
    var scalars = Array(text.unicodeScalars)
    var line = 1
    var index = 0
    while line < mark.line, index < scalars.count {
      if scalars[index] == "\n" { line += 1 }
      index += 1
    }
    index += mark.column - 1
    if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" { index += 1 }
    guard line == mark.line, mark.column >= 1, index < scalars.count,
      scalars[index] != "\n"
    else { return nil }
    scalars[index] = "\u{E000}"
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }

  /// The mark and key path of `key` in the mapping that holds another key at
  /// `first`.
  static func find(
    _ key: String, besides first: Mark, in node: Node, path: String, budget: inout Int
  ) -> (line: Int, column: Int, keyPath: String)? {
    budget -= 1
    guard budget > 0 else { return nil }
    switch node {
    case .mapping(let mapping):
      func isFirst(_ node: Node) -> Bool {
        node.mark?.line == first.line && node.mark?.column == first.column
      }
      if mapping.keys.contains(where: isFirst),
        let second = mapping.keys.first(where: { $0.string == key && !isFirst($0) }),
        let mark = second.mark
      {
        return (mark.line, mark.column, ManifestReader.join(path, key))
      }
      for (child, value) in mapping {
        let childPath = ManifestReader.join(path, child.string ?? "")
        if let found = find(key, besides: first, in: value, path: childPath, budget: &budget) {
          return found
        }
      }
    case .sequence(let sequence):
      for (index, item) in sequence.enumerated() {
        if let found = find(
          key, besides: first, in: item, path: "\(path)[\(index)]", budget: &budget)
        {
          return found
        }
      }
    default: break
    }
    return nil
  }
}
