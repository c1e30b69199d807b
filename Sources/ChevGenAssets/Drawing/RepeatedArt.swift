import ChevGenManifest
import Synchronization

/// The images of buttons declared more than once under other names, drawn by
/// the first and handed to the rest, in one build.
///
/// A catalog often declares one look under several names (`Close`,
/// `DismissSheet`, `CancelSearch`): every field the same but the name, so
/// the same pixels. Only the name, and where the button is declared, are
/// left out of the key; any other field, present or future, sets buttons
/// apart. The images are kept only until the last unit of their key has
/// taken them, and only while all kept images stay within `byteLimit`, so
/// the build's memory does not grow with its output.
final class RepeatedArt: Sendable {
  /// A button as declared, less its name and place in the manifest, in one edition.
  struct Key: Hashable, Sendable {
    var button: ManifestButton
    var edition: ArtEdition

    init(_ button: ManifestButton, _ edition: ArtEdition) {
      var anonymous = button
      anonymous.name = ""
      (anonymous.line, anonymous.column, anonymous.index) = (0, 0, 0)
      self.button = anonymous
      self.edition = edition
    }
  }

  private struct Kept {
    /// The units of the key not yet drawn or handed their images.
    var remaining: Int
    var images: [RenderedButton.Image]?
  }

  /// The most bytes of images kept at once: 8 MiB, less only in tests.
  let byteLimit: Int

  private struct State {
    var kept: [Key: Kept]
    var bytes = 0
  }
  private let state: Mutex<State>

  /// Counts the units of each key among `units`; keys of one unit are left
  /// out, and textless art, which `TextlessArtCache` shares more widely.
  init(_ units: [BuildPlan.Unit], byteLimit: Int = 8 << 20) {
    self.byteLimit = byteLimit
    var counts: [Key: Int] = [:]
    for unit in units where unit.edition.kind != .textless {
      counts[Key(unit.button, unit.edition), default: 0] += 1
    }
    state = Mutex(
      State(kept: counts.filter { $0.value > 1 }.mapValues { Kept(remaining: $0, images: nil) }))
  }

  /// The key of `button` in `edition` when another unit shares it.
  func key(_ button: ManifestButton, _ edition: ArtEdition) -> Key? {
    let key = Key(button, edition)
    return state.withLock { $0.kept[key] == nil ? nil : key }
  }

  /// The images of `key`, drawn by `draw` unless another unit drew them.
  func images(
    for key: Key, draw: () throws(AssetError) -> [RenderedButton.Image]
  ) throws(AssetError) -> [RenderedButton.Image] {
    let kept = state.withLock { state in
      let images = state.kept[key]?.images
      if images != nil { Self.countServed(key, &state) }
      return images
    }
    if let kept { return kept }
    let images = try draw()
    state.withLock { state in
      let size = Self.bytes(of: images)
      // Kept by the first to draw it, while there is room; another thread
      // that drew it at the same time keeps its own to itself.
      if let entry = state.kept[key], entry.images == nil, state.bytes + size <= byteLimit {
        state.kept[key]?.images = images
        state.bytes += size
      }
      Self.countServed(key, &state)
    }
    return images
  }

  /// Counts one unit of `key` as served; the last lets go of its images.
  private static func countServed(_ key: Key, _ state: inout State) {
    guard var entry = state.kept[key] else { return }
    entry.remaining -= 1
    guard entry.remaining == 0 else {
      state.kept[key] = entry
      return
    }
    state.bytes -= entry.images.map(bytes) ?? 0
    state.kept[key] = nil
  }

  /// How many units' images are kept now.
  var keptCount: Int { state.withLock { $0.kept.values.filter { $0.images != nil }.count } }

  private static func bytes(of images: [RenderedButton.Image]) -> Int {
    images.reduce(0) { $0 + $1.png.count + ($1.ninePatch?.count ?? 0) + ($1.pdf?.count ?? 0) }
  }
}
