import ChevGenFormat
import ChevGenSystem

/// One of `count` parts of a folder comparison, numbered from 1, as CI
/// matrices and Playwright's `--shard K/N` number them.
///
/// A path's part is decided by a stable hash of its UTF-8 bytes alone
/// (64-bit FNV-1a, then a mixing step), not by its place in a sorted list:
/// two runners whose folders list different files (an image a test failed
/// to draw, a file only one checkout has) still agree on the part of every
/// path they both see, so no path is compared twice or never, whatever the
/// machine, the file system's order or the locale. The price is balance:
/// parts differ in size by chance (about ±√(n/count) paths), not by at most one.
public struct SuiteShard: Hashable, Sendable {
  /// This part's number, 1 through `count`.
  public let index: Int
  /// How many parts the suite is split into, 1 or more.
  public let count: Int

  /// Why a part is not one.
  public enum Problem: Error, Hashable, Sendable {
    /// The text is not two whole numbers `K/N`.
    case notAFraction
    /// `N` is below 1.
    case noParts(count: Int)
    /// `K` is not in 1...N.
    case outOfRange(index: Int, count: Int)

    /// What would do, without naming where the value came from.
    public var fix: String {
      switch self {
      case .notAFraction:
        "give K/N, the part K of N, each a whole number, e.g. 1/4"
      case .noParts(let count):
        "a suite is split into 1 or more parts, not \(count); give K/N with N ≥ 1, e.g. 1/4"
      case .outOfRange(let index, let count):
        "part \(index) of \(count) does not exist; parts are numbered from 1 to \(count), "
          + "e.g. 1/\(count)"
      }
    }
  }

  /// Part `index` of `count`.
  public init(index: Int, count: Int) throws(Problem) {
    guard count >= 1 else { throw .noParts(count: count) }
    guard (1...count).contains(index) else { throw .outOfRange(index: index, count: count) }
    self.index = index
    self.count = count
  }

  /// `K/N` in decimal digits (no sign, no spaces).
  public init(text: String) throws(Problem) {
    let parts = PathText.components(of: text, keepingEmpty: true)
    guard parts.count == 2, let index = Self.whole(parts[0]), let count = Self.whole(parts[1])
    else {
      if parts.count == 2, let count = Self.whole(parts[1]), count < 1 {
        throw .noParts(count: count)
      }
      throw .notAFraction
    }
    try self.init(index: index, count: count)
  }

  /// A run of ASCII digits as a number, at most nine of them.
  private static func whole(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.count <= 9, text.utf8.allSatisfy({ (48...57).contains($0) })
    else { return nil }
    return Int(text)
  }

  /// Whether `path` (relative to the folders compared) is in this part.
  public func contains(_ path: String) -> Bool {
    count == 1 || Self.part(of: path, count: count) == index
  }

  /// The part, 1 through `count`, that `path` falls in.
  public static func part(of path: String, count: Int) -> Int {
    var hash = ContentHash()
    hash.combine(path.utf8)
    // FNV's low bits mix poorly; a finalising step (SplitMix64's) spreads
    // every input bit over the word before the remainder is taken.
    var mixed = hash.value
    mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
    mixed ^= mixed >> 31
    return Int(mixed % UInt64(count)) + 1
  }

  /// `K/N`.
  public var text: String { "\(index)/\(count)" }
}
