import ChevGenCairo
import ChevGenKit
import ChevGenManifest
import ChevGenSystem
import ChevGenText
import Synchronization

/// How a build draws its units: a shaper pool per font its titled buttons
/// use, each font loaded once up front, and where the glass buttons placed
/// on an edge of the screen lie; then every unit drawn on every core.
struct BuildDrawing {
  let plan: BuildPlan
  let pools: [FontChoice: ShaperPool]
  let insets: BarInsets

  /// What drawing `units` of `plan` needs; no font is loaded when there is
  /// nothing to draw.
  init(_ plan: BuildPlan, units: [BuildPlan.Unit]) throws(AssetError) {
    let pools = units.isEmpty ? [:] : try Self.shaperPools(plan.manifest)
    let (theme, layout, backdrops) = (plan.manifest.theme, plan.layout, plan.backdrops)
    self.plan = plan
    self.pools = pools
    insets = BarInsets(plan.manifest) { button, locale throws(AssetError) in
      try AssetRasterizer.platterWidth(
        of: button, locale: locale, layout: layout,
        shapers: Self.shapers(for: button, in: pools, theme: theme), backdrops: backdrops)
    }
  }

  /// One shaper pool per font the titled buttons use.
  static func shaperPools(_ manifest: Manifest) throws(AssetError) -> [FontChoice: ShaperPool] {
    var pools: [FontChoice: ShaperPool] = [:]
    for button in manifest.buttons where !button.titles.isEmpty {
      let font = AssetRasterizer.look(for: button, theme: manifest.theme).font
      guard pools[font] == nil else { continue }
      do throws(TextError) {
        pools[font] = try ShaperPool(font: font)
      } catch { throw .font(manifest.path, error) }
    }
    return pools
  }

  /// The pool that shapes `button`'s titles: its look's font's.
  private static func shapers(
    for button: ManifestButton, in pools: [FontChoice: ShaperPool], theme: ManifestTheme
  ) -> ShaperPool? {
    pools[AssetRasterizer.look(for: button, theme: theme).font]
  }

  /// The pixels `units` take, from the art's sizes alone, on every core; a
  /// glass platter whose `place` puts it wholly off its backdrop is refused
  /// here, so that such a build is refused before any drawing.
  func pixels(_ units: [BuildPlan.Unit]) throws(AssetError) -> Int {
    let (theme, layout, backdrops, pools, insets) = (
      plan.manifest.theme, plan.layout, plan.backdrops, pools, insets
    )
    let sizes = ParallelMap.map(units) { unit in
      Result { () throws(AssetError) -> Int in
        try AssetRasterizer.pixels(
          unit.button, unit.edition, layout: layout,
          shapers: Self.shapers(for: unit.button, in: pools, theme: theme),
          backdrops: backdrops, insets: insets)
      }
    }
    var pixels = 0
    for size in sizes {
      pixels += try size.get()
    }
    return pixels
  }

  /// Draws `units` on every core and stages each one's files as it is drawn:
  /// their buttons, in order; glass reuses what `caches` makes for the
  /// drawing, dropped when it is done. After a failure, the units after it that have not started are
  /// not drawn; those before it are, so that the failure reported is the
  /// first in the manifest's order, whichever thread met it.
  func draw(
    _ units: [BuildPlan.Unit], staging: UnitStaging, caches: () -> DrawingCaches,
    progress: @escaping @Sendable (Int, Int) -> Void
  ) throws(AssetError) -> [UnitStaging.Staged] {
    let (theme, layout, backdrops, pools, insets) = (
      plan.manifest.theme, plan.layout, plan.backdrops, pools, insets
    )
    let counter = Counter()
    let cache = TextlessArtCache()
    let repeated = RepeatedArt(units)
    let caches = caches()
    let results = ParallelMap.map(Array(units.enumerated())) {
      index, unit -> Result<UnitStaging.Staged, AssetError>? in
      guard index < counter.firstFailure else { return nil }
      let result = Result { () throws(AssetError) -> UnitStaging.Staged in
        let button = try AssetRasterizer.render(
          unit.button, unit.edition, layout: layout,
          shapers: Self.shapers(for: unit.button, in: pools, theme: theme), backdrops: backdrops,
          insets: insets, textless: cache, repeated: repeated, caches: caches)
        return try staging.stage(button)
      }
      if case .failure = result { counter.fail(at: index) }
      progress(counter.increment(), units.count)
      return result
    }
    var drawn: [UnitStaging.Staged] = []
    for case .failure(let error) in results.compactMap({ $0 }) { throw error }
    for case .success(let staged) in results.compactMap({ $0 }) { drawn.append(staged) }
    return drawn
  }
}

/// Counts finished units across threads for the progress callback, and
/// tells the threads which unit failed first.
private final class Counter: Sendable {
  private let count = Mutex(0)
  private let failure = Atomic(Int.max)

  /// The lowest index of a unit that failed; `Int.max` while none has.
  var firstFailure: Int { failure.load(ordering: .relaxed) }

  func fail(at index: Int) { failure.min(index, ordering: .relaxed) }

  func increment() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}
