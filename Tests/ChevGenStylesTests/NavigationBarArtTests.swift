import ChevGenGeometry
import ChevGenStyles
import Testing

/// A bar's art draws what the preview shows: glass's trailing glyphs share one
/// platter, the other styles draw their own background and bottom line.
struct NavigationBarArtTests {
  let layout = NavigationBarLayout(
    configuration: .root, width: 393, direction: .leftToRight, leading: nil,
    trailing: [Size(width: 44, height: 44), Size(width: 44, height: 44)], title: nil,
    scales: [2], row: NavigationBarLayout.platterRowHeight)

  func bar(style: ButtonStyleKind, groups: Bool) -> NavigationBarArt {
    let theme = ButtonTheme.standard(for: style, appearance: .light)
    let factory = ButtonArtFactory(style: style, purpose: .add, scales: [2])
    let items = layout.trailing.map { frame in
      NavigationBarArt.Item(
        theme: theme,
        art: { factory.art(labelSize: .zero, direction: .leftToRight, theme: $0) },
        label: nil, frame: frame, groups: groups, prominent: false)
    }
    let screen =
      StyleRules(style: style).drawsOverBackdrop
      ? PlacedBackdrop(.color(.white), origin: Point(x: 0, y: 0)) : nil
    return NavigationBarArt(
      style: style, appearance: .light, layout: layout, title: nil, largeTitleLines: [],
      items: items, buttons: theme, screen: screen, scrollEdge: .soft, scales: [2],
      direction: .leftToRight)
  }

  /// The items placed in the bar, each an offset at the top level.
  func offsets(_ scene: Scene) -> [(Point, [Scene.Item])] {
    scene.items.compactMap { item in
      if case .offset(let origin, let items) = item { return (origin, items) }
      return nil
    }
  }

  /// Two trailing glyphs on glass: one platter under both, and each glyph alone
  /// over it (no platter of its own); apart, each draws its whole art.
  @Test func groupedGlyphsShareOnePlatter() {
    let grouped = offsets(bar(style: .glass, groups: true).scene(scale: 2))
    let apart = offsets(bar(style: .glass, groups: false).scene(scale: 2))
    #expect(grouped.count == 3)
    #expect(apart.count == 2)
    let factory = ButtonArtFactory(style: .glass, purpose: .add, scales: [2])
    var theme = ButtonTheme.standard(for: .glass, appearance: .light)
    theme.glass.place(
      at: grouped[2].0, on: PlacedBackdrop(.color(.white), origin: Point(x: 0, y: 0)))
    let art = factory.art(labelSize: .zero, direction: .leftToRight, theme: theme)
    #expect(grouped[2].1 == art.contentItems(label: nil, state: .normal))
    #expect(apart[1].1 == art.scene(label: nil, state: .normal, scale: 2).items)
  }

  /// A plain bar is its flat fill, the buttons, then the bottom line over them.
  @Test func aPlainBarDrawsItsBackgroundAndLine() {
    let scene = bar(style: .plain, groups: true).scene(scale: 2)
    let bar = BarTheme(
      style: .plain, appearance: .light,
      buttons: ButtonTheme.standard(for: .plain, appearance: .light))
    #expect(scene.size == layout.size)
    #expect(scene.items.first == bar.backgroundItems(size: layout.size, scale: 2).first)
    #expect(scene.items.last == bar.separatorItems(size: layout.size, scale: 2).last)
    #expect(offsets(scene).count == 2)
  }
}
