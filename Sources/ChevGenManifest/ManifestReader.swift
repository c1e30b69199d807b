import ChevGenFormat
import ChevGenSystem
import Yams

/// Reads YAML nodes into values, collecting a located diagnostic for every
/// problem instead of stopping at the first.
package struct ManifestReader {
  let file: String
  /// The manifest's text, for hints that read the line itself.
  let source: String
  private(set) var diagnostics: [ManifestDiagnostic] = []
  private var lineStarts: [String.Index] = []

  init(file: String, source: String) {
    self.file = file
    self.source = source
  }

  /// Records a problem at `node` (or at the document's start when it has no mark).
  mutating func report(_ node: Node?, _ keyPath: String, _ message: String) {
    let mark = node?.mark
    diagnostics.append(
      ManifestDiagnostic(
        file: file, line: mark?.line ?? 1, column: mark?.column ?? 1, keyPath: keyPath,
        message: message))
  }

  /// A mapping's entries by key, in order, after reporting a node that is not a
  /// mapping, keys that are not strings, repeated keys and keys not in `allowed`
  /// (nil: any key).
  mutating func entries(
    _ node: Node, _ keyPath: String, allowed: [String]?, what: String
  ) -> [(key: String, keyNode: Node, value: Node)]? {
    guard case .mapping(let mapping) = node else {
      report(node, keyPath, "expected \(what) (keys and values), found \(Self.describe(node))")
      return nil
    }
    var seen: [String: Int] = [:]
    var entries: [(key: String, keyNode: Node, value: Node)] = []
    for (keyNode, value) in mapping {
      guard case .scalar(let scalar) = keyNode else {
        report(keyNode, keyPath, "a key must be a plain name, found \(Self.describe(keyNode))")
        continue
      }
      let key = scalar.string
      let path = Self.join(keyPath, key)
      if let line = seen[key] {
        report(keyNode, path, Self.repeated(key, firstLine: line))
        continue
      }
      seen[key] = keyNode.mark?.line ?? 0
      if let allowed, !allowed.contains(key) {
        report(keyNode, path, Self.unknownKey(key, allowed: allowed))
        continue
      }
      entries.append((key, keyNode, value))
    }
    return entries
  }

  /// A scalar's text; reports a list, a mapping or an empty value.
  mutating func string(_ node: Node, _ keyPath: String, example: String) -> String? {
    guard case .scalar(let scalar) = node else {
      report(
        node, keyPath, "expected a single value, found \(Self.describe(node)); e.g. \(example)")
      return nil
    }
    guard Self.isNull(scalar) == false else {
      if let mark = node.mark, let line = sourceLine(mark.line),
        let comment = Self.comment(in: line, from: mark.column)
      {
        let key = keyPath.split(separator: ".").last.map { $0.contains("[") ? "" : "\($0): " } ?? ""
        report(
          node, keyPath,
          "is empty: YAML reads the unquoted \(comment) as a comment; quote it: \(key)\"\(comment)\""
        )
      } else {
        report(node, keyPath, "is empty; give a value, e.g. \(example)")
      }
      return nil
    }
    return exact(scalar, at: node.mark)
  }

  /// The scalar's text with every leading U+FEFF its source spells: Yams
  /// decodes a value with Foundation's `String(bytes:encoding:)`, which takes
  /// a leading U+FEFF for a byte-order mark and drops it, so `"\ufeffMenu"`
  /// would reach the outputs as `Menu`, unlike `"M\ufeffenu"`.
  private mutating func exact(_ scalar: Node.Scalar, at mark: Mark?) -> String {
    let decoded = scalar.string
    guard let mark, let line = sourceLine(mark.line) else { return decoded }
    let start = line.unicodeScalars.dropFirst(max(0, mark.column - 1))
    let spelled = Self.leadingMarks(start, style: scalar.style)
    let kept = decoded.unicodeScalars.prefix { $0 == "\u{FEFF}" }.count
    guard spelled > kept else { return decoded }
    return String(repeating: "\u{FEFF}", count: spelled - kept) + decoded
  }

  /// How many U+FEFF a flow scalar whose source starts at `text` begins
  /// with, written raw or, in double quotes, as `\ufeff` or `\U0000feff`.
  static func leadingMarks(_ text: Substring.UnicodeScalarView, style: Node.Scalar.Style) -> Int {
    var rest = text
    switch style {
    case .doubleQuoted, .singleQuoted: rest = rest.dropFirst()
    case .plain: break
    default: return 0
    }
    let escapes = ["\\ufeff", "\\u0000feff"]
    var count = 0
    while true {
      if rest.first == "\u{FEFF}" {
        rest = rest.dropFirst()
      } else if style == .doubleQuoted,
        let escape = escapes.first(where: {
          String(String.UnicodeScalarView(rest.prefix($0.unicodeScalars.count))).lowercased() == $0
        })
      {
        rest = rest.dropFirst(escape.unicodeScalars.count)
      } else {
        return count
      }
      count += 1
    }
  }

  /// A finite number; reports anything else.
  mutating func number(_ node: Node, _ keyPath: String, example: String) -> Double? {
    guard let text = string(node, keyPath, example: example) else { return nil }
    guard let value = DecimalText.number(text) else {
      report(node, keyPath, "\(Self.quote(text)) is not a number; e.g. \(example)")
      return nil
    }
    return value
  }

  /// A sequence's items; a single value counts as a list of one.
  mutating func list(_ node: Node, _ keyPath: String, example: String) -> [Node]? {
    switch node {
    case .sequence(let sequence):
      return Array(sequence)
    case .scalar(let scalar) where !Self.isNull(scalar):
      return [node]
    default:
      report(node, keyPath, "expected a list, found \(Self.describe(node)); e.g. \(example)")
      return nil
    }
  }

  /// A list that must name at least one item; reports an empty one.
  mutating func nonEmptyList(_ node: Node, _ keyPath: String, example: String) -> [Node]? {
    guard let items = list(node, keyPath, example: example) else { return nil }
    guard !items.isEmpty else {
      report(node, keyPath, "is empty; list at least one, e.g. \(example)")
      return nil
    }
    return items
  }

  /// Each item as `read` takes it, repeats reported and left out: one loop for
  /// every list a manifest declares, so that a repeat reads the same in each.
  ///
  /// `read` gets the item and its key path, reports what is wrong and returns
  /// nil, or returns the value and how a message shows it. `allRead` is false
  /// when any item was left out.
  mutating func distinctItems<Value: Hashable>(
    _ items: [Node], _ keyPath: String, of type: Value.Type,
    read: (inout ManifestReader, Node, String) -> (value: Value, shown: String)?
  ) -> (values: [Value], allRead: Bool) {
    var values: [Value] = []
    var seen: Set<Value> = []
    var allRead = true
    for (index, item) in items.enumerated() {
      let path = "\(keyPath)[\(index)]"
      guard let entry = read(&self, item, path) else {
        allRead = false
        continue
      }
      guard seen.insert(entry.value).inserted else {
        report(item, path, "\(entry.shown) is listed twice; list it once")
        allRead = false
        continue
      }
      values.append(entry.value)
    }
    return (values, allRead)
  }

  /// One of `Value`'s cases, named `what` in the message for another value
  /// (`unknown tone 'x'; use appearance or content`); nil when reported.
  mutating func choice<Value: RawRepresentable & CaseIterable>(
    _ node: Node, _ keyPath: String, _ what: String
  ) -> Value? where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue)
    guard let text = string(node, keyPath, example: names.first ?? "") else { return nil }
    if let value = Value(rawValue: text) { return value }
    let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    report(node, keyPath, "unknown \(what) \(Self.quote(text)); use \(list)")
    return nil
  }

  /// Each item of a list read as one of `Value`'s cases, reporting unknown and repeated items.
  mutating func choices<Value: RawRepresentable & CaseIterable & Hashable>(
    _ node: Node, _ keyPath: String, of type: Value.Type, example: String
  ) -> [Value]? where Value.RawValue == String {
    guard let items = nonEmptyList(node, keyPath, example: example) else { return nil }
    let (values, allRead) = distinctItems(items, keyPath, of: Value.self) { reader, item, path in
      guard let text = reader.string(item, path, example: example) else { return nil }
      guard let value = Value(rawValue: text) else {
        let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
        reader.report(item, path, "unknown value \(Self.quote(text)); use one of \(names)")
        return nil
      }
      return (value, Self.quote(text))
    }
    return allRead ? values : nil
  }

  /// The message for a number outside `lowest` to `highest` points, as a
  /// manifest writes numbers (80, not 80.0).
  static func outOfRange(_ value: Double, _ lowest: Double, _ highest: Double) -> String {
    "\(ValueText.number(value)) is out of range; use \(ValueText.number(lowest)) to "
      + "\(ValueText.number(highest)) points"
  }

  /// A key path's keys are cut shorter than quotes: a message about an unknown
  /// key names it in the path and again in quotes.
  static func join(_ keyPath: String, _ key: String) -> String {
    let key = clipped(key, to: keyLimit)
    return keyPath.isEmpty ? key : "\(keyPath).\(key)"
  }

  /// The most characters of one key a key path shows.
  static let keyLimit = 40

  /// The most characters of input a message quotes: a value or key from a
  /// large manifest would otherwise fill the terminal.
  package static let quoteLimit = 200

  /// `text` in single quotes as a message quotes input: at most `quoteLimit`
  /// characters, then an ellipsis; control characters escaped, so that the
  /// message stays one line.
  package static func quote(_ text: String) -> String {
    "'" + clipped(text) + "'"
  }

  /// `text` with control characters escaped, cut to `limit` Unicode scalars
  /// as written (a cluster of combining marks is one character of any length,
  /// and an escape counts as what it shows).
  package static func clipped(_ text: some StringProtocol, to limit: Int = quoteLimit) -> String {
    // Most text is short printable ASCII and shows as it is.
    if text.utf8.count <= limit, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return String(text)
    }
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      let shown = TerminalText.shown(scalar)
      count += shown.unicodeScalars.count
      guard count <= limit else { return result + "…" }
      result += shown
    }
    return result
  }

  /// The message for a key given twice in one mapping.
  static func repeated(_ key: String, firstLine: Int) -> String {
    "\(quote(key)) is given twice (first on line \(firstLine)); keep one"
  }

  /// The comment in `line` at or after `column` (1-based), when blanks alone
  /// lead to it: `#4A6FA5` in `tint: #4A6FA5`, a colour YAML read as a comment.
  static func comment(in line: Substring, from column: Int) -> String? {
    let text = line.unicodeScalars.dropFirst(max(0, column - 1)).drop { $0 == " " || $0 == "\t" }
    guard text.first == "#" else { return nil }
    let token = text.prefix { !" \t\r,]}".unicodeScalars.contains($0) }
    guard token.count > 1 else { return nil }
    return clipped(String(token))
  }

  /// Line `number` (1-based) of the source; the lines are found once, on first need.
  mutating func sourceLine(_ number: Int) -> Substring? {
    if lineStarts.isEmpty {
      lineStarts = [source.startIndex]
      var index = source.utf8.startIndex
      while let newline = source.utf8[index...].firstIndex(of: UInt8(ascii: "\n")) {
        index = source.utf8.index(after: newline)
        lineStarts.append(index)
      }
    }
    guard number >= 1, number <= lineStarts.count else { return nil }
    let end =
      number < lineStarts.count
      ? source.utf8.index(before: lineStarts[number]) : source.endIndex
    return source[lineStarts[number - 1]..<end]
  }

  /// A bare `#` starts a YAML comment, so `tint: #4A6FA5` reads as nothing at all.
  static func isNull(_ scalar: Node.Scalar) -> Bool {
    scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  static func describe(_ node: Node) -> String {
    switch node {
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .alias: "an alias"
    case .scalar(let scalar): isNull(scalar) ? "nothing" : quote(scalar.string)
    }
  }

  /// Names the key and the closest allowed one, or all of them.
  static func unknownKey(_ key: String, allowed: [String]) -> String {
    let closest = allowed.min { distance(key, $0) < distance(key, $1) }
    if let closest, distance(key, closest) <= max(2, closest.count / 3) {
      return "unknown key \(quote(key)); did you mean '\(closest)'?"
    }
    return "unknown key \(quote(key)); use one of \(allowed.joined(separator: ", "))"
  }

  /// Levenshtein distance, for suggesting the key that was meant.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}
