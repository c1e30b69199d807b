import ChevGenSystem

/// One piece of an SVG document that cairo drew on its own, so that pieces
/// drawn on different cores can share one document: its definitions and its
/// content, the ids of piece `n` (from 1) ending in `-partn` (`clip5-part2`, a suffix
/// cairo never writes; see `SVGIDs`). A document of one piece is cairo's.
public struct SVGPart: Sendable {
  /// What was inside `<defs>`, if anything.
  let definitions: ArraySlice<UInt8>
  /// What was drawn: everything after the definitions.
  let content: ArraySlice<UInt8>

  /// The suffix of piece `index`'s ids.
  static func idSuffix(_ index: Int) -> String { index == 0 ? "" : "-part\(index)" }

  /// A piece of a document: `bytes`, as `SVGWriter` wrote it with the piece's `idSuffix`.
  init(document bytes: [UInt8]) throws(RenderError) {
    guard let root = Self.firstIndex(of: "<svg", in: bytes[...]),
      let rootEnd = bytes[root...].firstIndex(of: UInt8(ascii: ">")),
      let closing = Self.lastIndex(of: "</svg>", in: bytes)
    else {
      throw .cairo(step: "lay out an SVG document's parts", status: "unexpected SVG from cairo")
    }
    var inner = bytes[(rootEnd + 1)..<closing]
    while let first = inner.first, first == UInt8(ascii: "\n") || first == UInt8(ascii: " ") {
      inner = inner.dropFirst()
    }
    let opening = Array("<defs>".utf8)
    guard inner.starts(with: opening) else {
      definitions = []
      content = inner
      return
    }
    let body = inner.dropFirst(opening.count)
    guard let end = Self.firstIndex(of: "</defs>", in: body) else {
      throw .cairo(step: "lay out an SVG document's parts", status: "unclosed <defs> from cairo")
    }
    definitions = body[..<end]
    content = body[(end + "</defs>".utf8.count)...]
  }

  /// The pieces as one: their definitions in one `<defs>` element, then their contents.
  static func join(_ parts: [SVGPart]) -> [UInt8] {
    var joined: [UInt8] = []
    joined.reserveCapacity(parts.reduce(32) { $0 + $1.definitions.count + $1.content.count })
    if parts.contains(where: { !$0.definitions.isEmpty }) {
      joined += "<defs>".utf8
      for part in parts { joined += part.definitions }
      joined += "</defs>".utf8
    }
    for part in parts { joined += part.content }
    return joined
  }

  /// Where `text` first starts in `bytes`: its first byte found with
  /// `ByteSearch`, for a search through megabytes of definitions.
  private static func firstIndex(of text: String, in bytes: ArraySlice<UInt8>) -> Int? {
    let pattern = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer -> Int? in
      var index = 0
      while true {
        index = ByteSearch.index(of: pattern[0], or: pattern[0], in: buffer, from: index)
        guard index + pattern.count <= buffer.count else { return nil }
        if UnsafeBufferPointer(rebasing: buffer[index..<(index + pattern.count)])
          .elementsEqual(pattern)
        {
          return bytes.startIndex + index
        }
        index += 1
      }
    }
  }

  private static func lastIndex(of text: String, in bytes: [UInt8]) -> Int? {
    let pattern = Array(text.utf8)
    return bytes.indices.reversed().first { bytes[$0...].starts(with: pattern) }
  }
}
