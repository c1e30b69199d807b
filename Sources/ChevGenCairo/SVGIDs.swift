import ChevGenSystem

/// Rewrites the ids of an SVG document cairo wrote, so that its bytes depend on
/// the scene alone and so that documents drawn apart can share one file.
///
/// cairo numbers surfaces from a counter shared by the whole process, so the
/// same button drawn after another one would otherwise get other ids: `surfaceN`
/// is renumbered by first appearance. cairo numbers every other id (`clip0`,
/// `mask0`, `linear0`) from zero in each document: a suffix after every id
/// and reference keeps the ids of one part of a larger document apart from
/// another's (`SVGPart`).
enum SVGIDs {
  /// `document` with its surfaces renumbered and `suffix` after every id
  /// (`id="…"`) and every reference to one (`#…`, as in `url(#clip1)` and
  /// `xlink:href="#surface2"`). cairo writes `#` only before a reference
  /// (colours are `rgb(…)`).
  static func rewrite(_ document: [UInt8], suffix: String = "") -> [UInt8] {
    let suffix = Array(suffix.utf8)
    var surfaces: [Int: Int] = [:]
    var output: [UInt8] = []
    output.reserveCapacity(document.count + (suffix.isEmpty ? 0 : document.count / 32))
    document.withUnsafeBufferPointer { bytes in
      var copied = 0
      var index = nextMarker(in: bytes, from: 0)
      while index < bytes.count {
        let start = tokenStart(at: index, in: bytes)
        var end = start
        while end < bytes.count, isIDByte(bytes[end]) { end += 1 }
        guard end > start else {
          index = nextMarker(in: bytes, from: index + 1)
          continue
        }
        let token = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if let number = surfaceNumber(token) {
          let renumbered = surfaces[number] ?? (surfaces.count + 1)
          surfaces[number] = renumbered
          output += UnsafeBufferPointer(rebasing: bytes[copied..<(start + surface.count)])
          output += String(renumbered).utf8
        } else {
          output += UnsafeBufferPointer(rebasing: bytes[copied..<end])
        }
        output += suffix
        copied = end
        index = nextMarker(in: bytes, from: end)
      }
      output += UnsafeBufferPointer(rebasing: bytes[copied...])
    }
    return output
  }

  private static let surface = Array("surface".utf8)

  /// N of a token `surfaceN`, or nil.
  private static func surfaceNumber(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
    guard token.count > surface.count, token.starts(with: surface) else { return nil }
    var number = 0
    for byte in token[surface.count...] {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), number < Int.max / 100
      else { return nil }
      number = number * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return number
  }

  /// Where the id after the marker at `index` starts: after `#`, or after the
  /// quote of ` id="`; the marker itself (no id) for any other `=`.
  private static func tokenStart(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    if bytes[index] == UInt8(ascii: "#") { return index + 1 }
    guard index >= 3, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\""),
      bytes[index - 1] == UInt8(ascii: "d"), bytes[index - 2] == UInt8(ascii: "i"),
      bytes[index - 3] == UInt8(ascii: " ")
    else { return index }
    return index + 2
  }

  /// The index of the next `#` or `=` from `start`, or the end.
  private static func nextMarker(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    ByteSearch.index(of: UInt8(ascii: "#"), or: UInt8(ascii: "="), in: bytes, from: start)
  }

  /// Letters, digits, `-` and `_`: what cairo's ids are made of.
  private static func isIDByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }
}
