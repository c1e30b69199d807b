/// Every path's entry of a merge's parts, in path order, with the index of
/// the part holding it.
///
/// The parts' own arrays stay as their summaries were read (each sorted by
/// path); only an 8-byte place per path is sorted, so joining costs no copy
/// of the entries nor a sort buffer of them.
package struct MergedEntries: RandomAccessCollection, Sendable {
  /// Each part's entries, sorted by path as bytes.
  let parts: [[ShardSummary.Entry]]
  /// Each path's part (high 32 bits) and index in it (low 32 bits), in path order.
  let order: [UInt64]

  /// The entries of `parts` in the order of their paths' bytes (a path two
  /// parts hold: the lower-numbered part first).
  init(parts: [[ShardSummary.Entry]]) {
    self.parts = parts
    var order: [UInt64] = []
    order.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for (part, entries) in parts.enumerated() {
      for index in entries.indices { order.append(UInt64(part) << 32 | UInt64(index)) }
    }
    order.sort { first, second in
      let (a, b) = (Self.path(of: first, in: parts).utf8, Self.path(of: second, in: parts).utf8)
      if a.lexicographicallyPrecedes(b) { return true }
      return !b.lexicographicallyPrecedes(a) && first < second
    }
    self.order = order
  }

  private static func path(of place: UInt64, in parts: [[ShardSummary.Entry]]) -> String {
    parts[Int(place >> 32)][Int(place & 0xFFFF_FFFF)].card.path
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { order.count }

  package subscript(position: Int) -> (entry: ShardSummary.Entry, folder: Int) {
    let place = order[position]
    let part = Int(place >> 32)
    return (parts[part][Int(place & 0xFFFF_FFFF)], part)
  }
}
