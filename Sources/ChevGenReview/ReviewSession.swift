import ChevGenCompare
import ChevGenDiff
import ChevGenPNG
import ChevGenSystem
import Synchronization

/// One review: two sides compared once, their images served, and differing
/// ones accepted, which copies the actual image over the reference.
///
/// Only the paths the comparison listed are ever read or written, looked up
/// as bytes: a request names a card, never a file. An accept copies the
/// bytes that were compared, or refuses when the file changed since, so what
/// lands in the reference is what the reviewer saw.
public final class ReviewSession: Sendable {
  /// The reference side (a folder, or a git revision) and the actual one.
  public let reference: ReviewSide
  public let actual: ReviewSide
  let options: PixelMatchOptions
  let tolerance: DiffTolerance
  /// The settings line the page shows.
  let settings: String
  /// Each card's index, by its path's bytes.
  private let index: [[UInt8]: Int]
  private let state: Mutex<[Entry]>

  /// A card and the hash of the actual file it was drawn from.
  struct Entry: Sendable {
    var card: ReviewPage.Card
    var actualHash: ContentHash?
  }

  /// Whether accepting is possible: the reference is a folder.
  public var accepting: Bool { reference.folder != nil }

  /// Compares every file of both sides. With `partial`, reference files the
  /// actual side lacks are left out (it holds only a test run's failures).
  /// `progress` hears, from any thread, how many of the paths are compared.
  public init(
    reference: ReviewSide, actual: ReviewSide, partial: Bool, options: PixelMatchOptions,
    tolerance: DiffTolerance, settings: String,
    progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) throws(CompareError) {
    self.reference = reference
    self.actual = actual
    self.options = options
    self.tolerance = tolerance
    self.settings = settings
    let actualSet = Set(actual.files.map { Array($0.utf8) })
    let paths = Set(
      actual.files.map { Array($0.utf8) }
        + reference.files.map { Array($0.utf8) }.filter { !partial || actualSet.contains($0) })
    let referenceSet = Set(reference.files.map { Array($0.utf8) })
    let sorted = paths.sorted { $0.lexicographicallyPrecedes($1) }
    let done = Atomic(0)
    progress(0, sorted.count)
    let compared = ParallelMap.map(sorted) { [reference, actual, options, tolerance] bytes in
      defer { progress(done.add(1, ordering: .relaxed).newValue, sorted.count) }
      return Result { () throws(CompareError) -> Entry in
        try Self.compare(
          String(decoding: bytes, as: UTF8.self), in: (reference, actual),
          present: (referenceSet.contains(bytes), actualSet.contains(bytes)),
          options: options, tolerance: tolerance)
      }
    }
    var entries: [Entry] = []
    for result in compared { entries.append(try result.get()) }
    index = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
    state = Mutex(entries)
  }

  /// The card for one path present on one side or both.
  private static func compare(
    _ path: String, in sides: (ReviewSide, ReviewSide), present: (Bool, Bool),
    options: PixelMatchOptions, tolerance: DiffTolerance
  ) throws(CompareError) -> Entry {
    let expected = present.0 ? try sides.0.bytes(of: path) : nil
    let actual = present.1 ? try sides.1.bytes(of: path) : nil
    let names = (DirectoryCheck.join(sides.0.name, path), DirectoryCheck.join(sides.1.name, path))
    var hash: ContentHash?
    if let actual {
      hash = ContentHash()
      hash?.combine(actual)
    }
    guard let expected, let actual else {
      let size = try Self.size(of: expected ?? actual ?? [], path: present.0 ? names.0 : names.1)
      let card = ReviewPage.Card(
        path: path, status: present.0 ? .removed : .added,
        expectedSize: present.0 ? size : nil, actualSize: present.1 ? size : nil, result: nil,
        hasDiff: false)
      return Entry(card: card, actualHash: hash)
    }
    let report = try ImageDiffer.compare(
      expected, actual, paths: names, options: options, tolerance: tolerance, drawing: false
    ).report
    let card = ReviewPage.Card(
      path: path, status: ReviewReport.status(report.verdict),
      expectedSize: report.expectedSize, actualSize: report.actualSize, result: report.result,
      hasDiff: !report.result.identical)
    return Entry(card: card, actualHash: hash)
  }

  private static func size(
    of png: [UInt8], path: String
  ) throws(CompareError) -> (width: Int, height: Int) {
    do throws(PNGError) { return try PNGDecoder.size(of: png) } catch {
      throw .unreadableImage(path: path, error)
    }
  }

  /// Every card, sorted by path.
  public var cards: [ReviewPage.Card] { state.withLock { $0.map(\.card) } }

  /// The review page, its script linked (`review.js`) rather than inline.
  public var page: String {
    ReviewPage.html(
      cards: cards, expected: reference.name, actual: actual.name, settings: settings,
      mode: .server(accepting: accepting))
  }

  /// The counts the page's summary shows, for the page to update after an accept.
  public var counts: ReviewPage.Counts { ReviewPage.Counts(cards) }

  /// Which of a card's images a request asks for.
  public enum Image: String, Sendable {
    case expected, actual, diff
  }

  /// The PNG bytes of one of a card's images; nil when the card has none
  /// (an added file's reference, say). The diff is drawn on request.
  public func image(_ image: Image, of path: String) throws(ReviewError) -> [UInt8]? {
    guard let card = card(path) else { throw .unknown(path: path) }
    do throws(CompareError) {
      switch image {
      case .expected:
        return card.expectedSize == nil ? nil : try reference.bytes(of: path)
      case .actual:
        return card.actualSize == nil ? nil : try actual.bytes(of: path)
      case .diff:
        guard card.expectedSize != nil, card.actualSize != nil else { return nil }
        let names = (
          DirectoryCheck.join(reference.name, path), DirectoryCheck.join(actual.name, path)
        )
        return try ImageDiffer.compare(
          reference.bytes(of: path), actual.bytes(of: path), paths: names, options: options,
          tolerance: tolerance, drawing: true
        ).diff
      }
    } catch { throw .compare(error) }
  }

  /// The card of `path`, if the comparison listed it.
  func card(_ path: String) -> ReviewPage.Card? {
    guard let number = index[Array(path.utf8)] else { return nil }
    return state.withLock { $0[number].card }
  }

  /// Makes the reference of `path` the actual image (or, for a file only the
  /// reference has, removes it): the bytes compared, renamed into place whole.
  public func accept(_ path: String) throws(ReviewError) {
    guard let folder = reference.folder else { throw .readOnly }
    guard let number = index[Array(path.utf8)] else { throw .unknown(path: path) }
    try state.withLock { entries throws(ReviewError) in
      var entry = entries[number]
      guard entry.card.status != .unchanged, !entry.card.accepted else {
        throw .nothingToAccept(path: path)
      }
      if entry.card.actualSize == nil {
        do throws(FileError) { try folder.remove(path) } catch { throw .compare(.file(error)) }
        entry.card.expectedSize = nil
      } else {
        let bytes: [UInt8]
        do throws(CompareError) { bytes = try actual.bytes(of: path) } catch {
          throw .compare(error)
        }
        var hash = ContentHash()
        hash.combine(bytes)
        guard hash == entry.actualHash else { throw .changedSince(path: path) }
        do throws(FileError) { try folder.replace(path, with: bytes) } catch {
          throw .compare(.file(error))
        }
        entry.card.expectedSize = entry.card.actualSize
      }
      entry.card.accepted = true
      entry.card.hasDiff = false
      entries[number] = entry
    }
  }

  /// Accepts every differing card not yet accepted; the paths accepted, and
  /// the first failure's message if any failed (the others are still tried).
  public func acceptAll() -> (accepted: [String], failures: [ReviewError]) {
    acceptEach(differing)
  }

  /// The paths of the cards that differ and are not accepted, sorted.
  public var differing: [String] {
    cards.filter { $0.status != .unchanged && !$0.accepted }.map(\.path)
  }

  /// Accepts `paths` as Accept does for each, once every one of them is
  /// known to have something to accept: a path the comparison did not list,
  /// or one unchanged or accepted already, or a reference that is a link or
  /// lies through one, refuses them all before anything is written, so that
  /// a script's typo changes no reference. Then as
  /// `acceptAll`: each file whole, the others still tried after a failure.
  public func accept(
    _ paths: [String]
  ) throws(ReviewError) -> (accepted: [String], failures: [ReviewError]) {
    guard let folder = reference.folder else { throw .readOnly }
    var seen: Set<[UInt8]> = []
    let unique = paths.filter { seen.insert(Array($0.utf8)).inserted }
    for path in unique {
      guard let card = card(path) else { throw .unknown(path: path) }
      guard card.status != .unchanged, !card.accepted else { throw .nothingToAccept(path: path) }
      do throws(FileError) { try folder.checkReplaceable(path) } catch {
        throw .compare(.file(error))
      }
    }
    return acceptEach(unique)
  }

  /// Accepts each of `paths` in order; a failure does not stop the others.
  private func acceptEach(_ paths: [String]) -> (accepted: [String], failures: [ReviewError]) {
    var accepted: [String] = []
    var failures: [ReviewError] = []
    for path in paths {
      do throws(ReviewError) {
        try accept(path)
        accepted.append(path)
      } catch { failures.append(error) }
    }
    return (accepted, failures)
  }
}
