import Testing

@testable import ChevGenGeometry
@testable import ChevGenStyles

/// Item frames per configuration on a 393 pt bar, exact to the point.
@Suite struct NavigationBarLayoutTests {
  let back = Size(width: 60, height: 30)
  let item = Size(width: 44, height: 44)

  @Test func pagePutsTheBackButtonLeadingAndActionsTrailing() {
    let bar = NavigationBarLayout(
      configuration: .page, width: 393, direction: .leftToRight, leading: back,
      trailing: [item, item], title: Size(width: 100, height: 22))
    #expect(bar.size == Size(width: 393, height: 44))
    #expect(bar.leading == Rect(x: 8, y: 7, width: 60, height: 30))
    #expect(
      bar.trailing == [
        Rect(x: 333, y: 0, width: 44, height: 44), Rect(x: 281, y: 0, width: 44, height: 44),
      ])
    // Centred in the bar: it clears both sides.
    #expect(bar.title == Rect(x: 146.5, y: 11, width: 100, height: 22))
    #expect(bar.titleWidthLimit == 281 - 8 - (68 + 8))
    #expect(bar.largeTitleLines.isEmpty)
  }

  @Test func aTitleThatWouldTouchAnItemMovesBetweenThem() {
    let bar = NavigationBarLayout(
      configuration: .page, width: 393, direction: .leftToRight, leading: back,
      trailing: [item, item], title: Size(width: 190, height: 22))
    // Centred in the bar it would end at 291.5, past 273 (the inner item less 8):
    // it is centred in 76...273 instead.
    #expect(bar.title == Rect(x: 79.5, y: 11, width: 190, height: 22))
  }

  @Test func dialogPutsTheCloseButtonAtTheMargin() {
    let bar = NavigationBarLayout(
      configuration: .dialog, width: 393, direction: .leftToRight,
      leading: Size(width: 30, height: 30), trailing: [Size(width: 50, height: 30)],
      title: Size(width: 80, height: 22))
    #expect(bar.leading == Rect(x: 16, y: 7, width: 30, height: 30))
    #expect(bar.trailing == [Rect(x: 327, y: 7, width: 50, height: 30)])
    #expect(bar.title == Rect(x: 156.5, y: 11, width: 80, height: 22))
  }

  @Test func rootStacksTheLargeTitleUnderTheRowAndGrows() {
    let one = NavigationBarLayout(
      configuration: .root, width: 393, direction: .leftToRight, leading: back,
      trailing: [item], title: nil, largeTitle: ([160], 40))
    #expect(one.leading == nil)
    #expect(one.largeTitleLines == [Rect(x: 16, y: 47, width: 160, height: 40)])
    #expect(one.size.height == 44 + 3 + 40 + 8)
    let two = NavigationBarLayout(
      configuration: .root, width: 393, direction: .leftToRight, leading: nil,
      trailing: [item], title: nil, largeTitle: ([327, 313], 40))
    #expect(
      two.largeTitleLines == [
        Rect(x: 16, y: 47, width: 327, height: 40), Rect(x: 16, y: 87, width: 313, height: 40),
      ])
    #expect(two.size.height == 44 + 3 + 80 + 8)
  }

  @Test(arguments: BarConfiguration.allCases)
  func rightToLeftIsTheExactMirror(configuration: BarConfiguration) {
    func bar(_ direction: LayoutDirection) -> NavigationBarLayout {
      NavigationBarLayout(
        configuration: configuration, width: 393, direction: direction, leading: back,
        trailing: [item, Size(width: 50, height: 30)], title: Size(width: 120, height: 22),
        largeTitle: ([200, 150], 40))
    }
    let ltr = bar(.leftToRight)
    let rtl = bar(.rightToLeft)
    func mirror(_ frame: Rect) -> Rect {
      Rect(x: 393 - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
    #expect(rtl.size == ltr.size)
    #expect(rtl.leading == ltr.leading.map(mirror))
    #expect(rtl.trailing == ltr.trailing.map(mirror))
    #expect(rtl.title == ltr.title.map(mirror))
    #expect(rtl.largeTitleLines == ltr.largeTitleLines.map(mirror))
    // Large-title lines are right aligned in a right-to-left bar.
    #expect(rtl.largeTitleLines.allSatisfy { $0.maxX == 393 - 16 })
  }

  @Test func itemsAndTheHeightLandOnEveryScalesPixelGrid() {
    // At 1.5x, y = 7 would be 10.5 pixels: the 30 pt button moves up to y = 6.
    let bar = NavigationBarLayout(
      configuration: .root, width: 394, direction: .leftToRight, leading: nil,
      trailing: [back, Size(width: 22, height: 22)], title: nil, largeTitle: ([200], 39.578125),
      scales: [1, 1.5, 2, 3])
    #expect(bar.trailing.map(\.minY) == [6, 10])
    // 44 + 3 + 39.58 + 8 = 94.58, up to 96: whole pixels at 1.5x as well.
    #expect(bar.size.height == 96)
    #expect(bar.largeTitleLines[0].minY == 47)
  }

  @Test func itemsFitOnlyWhenTheyDoNotOverlap() {
    func bar(width: Double) -> NavigationBarLayout {
      NavigationBarLayout(
        configuration: .page, width: width, direction: .leftToRight, leading: back,
        trailing: [item, item], title: nil)
    }
    // 8 + 60 + 8 + 44 + 8 + 44 + 16 = 188.
    #expect(bar(width: 188).itemsFit)
    #expect(!bar(width: 187).itemsFit)
    #expect(bar(width: 188).titleWidthLimit == 0)
  }
}
