import ChevGenFormat
import ChevGenGeometry
import ChevGenStyles
import Testing

@testable import ChevGenKit

/// The preview bar's items, frames and back title per configuration, with the
/// real art and the shipped fonts' metrics, on a 393 pt bar drawn at 1x, 2x and 3x.
@Suite struct PreviewBarTests {
  func bar(
    _ configuration: BarConfiguration, title: String, backTitle: String? = nil,
    trailing: [Purpose]? = nil, style: ButtonStyleKind = .classic,
    direction: LayoutDirection? = nil, width: Double = 393
  ) throws -> PreviewBar {
    let request = PreviewRequest(
      configuration: configuration, title: title,
      backTitles: BackTitleRules(screenTitle: backTitle), trailing: trailing, width: width,
      direction: direction,
      buttons: RenderRequest(output: "preview.png", look: ButtonLook(style: style)))
    try request.validate(scales: [1, 2, 3])
    return try PreviewBar(request, scales: [1, 2, 3])
  }

  @Test func pageHasTheBackButtonLeadingAndActionsOutermostFirst() throws {
    let page = try bar(.page, title: "Settings", backTitle: "Menu", trailing: [.add, .share])
    #expect(page.layout.size == Size(width: 393, height: 44))
    #expect(page.backTitle == "Menu")
    #expect(page.placedItems.map(\.0.role) == [.back, .trailing, .trailing])
    #expect(page.placedItems.map(\.0.purpose) == [.back, .add, .share])
    // Classic: "Menu" in bold 12 makes a 58 pt button; glyph buttons are 38 pt.
    #expect(
      page.placedItems.map(\.1) == [
        Rect(x: 8, y: 7, width: 58, height: 30), Rect(x: 339, y: 7, width: 38, height: 30),
        Rect(x: 293, y: 7, width: 38, height: 30),
      ])
    let title = try #require(page.layout.title)
    #expect(title.midX == 196.5)
    #expect(page.largeTitle == nil)
  }

  @Test func aBackTitleThatWouldMoveTheTitleGivesWayToTheGenericOneThenTheChevron() throws {
    let long = "Notifications and Privacy"
    let generic = try bar(.page, title: "Settings", backTitle: long)
    #expect(generic.backTitle == "Back")
    #expect(generic.layout.leading?.width == 53)
    #expect(generic.layout.title?.midX == 196.5)
    #expect(
      PreviewRenderer.warnings(for: generic) == [
        "'\(long)' on the back button would crowd the title; it shows 'Back'"
      ])
    // A title 259 pt wide starts at 67, left of "Back"'s 8 + 53 + 8 = 69: the
    // chevron alone (20 pt) keeps it centred.
    let chevron = try bar(.page, title: "Accessibility Options Panel", backTitle: "General")
    #expect(chevron.backTitle == "")
    #expect(chevron.layout.leading?.width == 20)
    #expect(chevron.layout.title?.midX == 196.5)
    #expect(try #require(chevron.layout.title).minX >= 8 + 20 + 8)
  }

  @Test func minimalShowsTheChevronAloneWithoutAWarning() throws {
    let page = try bar(.page, title: "Settings", backTitle: "Menu", style: .minimal)
    #expect(page.backTitle == "")
    #expect(page.placedItems.first?.0.style == .minimal)
    #expect(PreviewRenderer.warnings(for: page).isEmpty)
  }

  @Test func dialogHasTheCloseButtonLeadingAndSaveTrailing() throws {
    let dialog = try bar(.dialog, title: "New Event", style: .plain)
    #expect(dialog.backTitle == nil)
    #expect(dialog.placedItems.map(\.0.role) == [.close, .trailing])
    #expect(dialog.placedItems.map(\.0.purpose) == [.back, .save])
    let frames = dialog.placedItems.map(\.1)
    #expect(frames[0] == Rect(x: 16, y: 7, width: 30, height: 30))
    // Plain "Save": the title in regular 17 with 8 pt either side, 44 pt high.
    #expect(frames[1].maxX == 393 - 16)
    #expect(frames[1].minY == 0 && frames[1].height == 44)
    #expect(dialog.layout.title?.midX == 196.5)
  }

  @Test func rootSetsTheLargeTitleOnTwoBalancedLinesAndGrows() throws {
    let root = try bar(
      .root, title: "Notifications and Privacy Settings", trailing: [.add], style: .plain)
    #expect(root.leading == nil && root.layout.title == nil)
    let lines = try #require(root.largeTitle)
    #expect(lines.lines.map(\.text) == ["Notifications and", "Privacy Settings"])
    #expect(root.layout.largeTitleLines.map(\.minX) == [16, 16])
    #expect(root.layout.largeTitleLines.map(\.minY) == [47, 47 + lines.lineHeight])
    // Inter SemiBold 34's line box (1.21 em), not DejaVu Sans Bold's 39.58:
    // 44 + 3 + 2 × 41.15 + 8 = 137.29, up to the next whole point.
    #expect(lines.lineHeight == 41.1474609375)
    #expect(root.layout.size == Size(width: 393, height: 138))
    #expect(root.placedItems.map(\.1) == [Rect(x: 333, y: 0, width: 44, height: 44)])
  }

  @Test func aShortRootTitleTakesOneLine() throws {
    let root = try bar(.root, title: "Mail", style: .plain)
    #expect(root.largeTitle?.lines.map(\.text) == ["Mail"])
    #expect(root.layout.size.height == (44 + 3 + 41.1474609375 + 8).rounded(.up))
  }

  /// iOS 6 had no large titles: a classic root bar centres its title in the row.
  @Test func aClassicRootBarCentresItsTitle() throws {
    let root = try bar(.root, title: "Mail")
    #expect(root.largeTitle == nil)
    #expect(root.title != nil)
    #expect(root.layout.size.height == 44)
    let frame = try #require(root.layout.title)
    #expect(abs(frame.minX + frame.width / 2 - 393 / 2) < 0.5)
  }

  /// A bar of 44 pt platters has a 54 pt row, so a platter does not fill it.
  @Test func capsuleAndGlassBarsLeaveRoomAroundTheirPlatters() throws {
    for style in [ButtonStyleKind.capsule, .glass] {
      let dialog = try bar(.dialog, title: "New", style: style)
      #expect(dialog.layout.size.height == 54)
      let save = try #require(dialog.layout.trailing.first)
      #expect(save.minY == 5 && save.maxY == 49)
    }
  }

  @Test(arguments: BarConfiguration.allCases)
  func rightToLeftMirrorsEveryFrame(configuration: BarConfiguration) throws {
    let trailing: [Purpose] = [.search, .done]
    let ltr = try bar(
      configuration, title: "Inbox", backTitle: configuration == .page ? "Mail" : nil,
      trailing: trailing, direction: .leftToRight)
    let rtl = try bar(
      configuration, title: "Inbox", backTitle: configuration == .page ? "Mail" : nil,
      trailing: trailing, direction: .rightToLeft)
    func mirror(_ frame: Rect) -> Rect {
      Rect(x: 393 - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
    #expect(rtl.layout.size == ltr.layout.size)
    #expect(rtl.placedItems.map(\.1) == ltr.placedItems.map { mirror($0.1) })
    #expect(rtl.layout.title == ltr.layout.title.map(mirror))
    #expect(rtl.layout.largeTitleLines == ltr.layout.largeTitleLines.map(mirror))
    #expect(rtl.backTitle == ltr.backTitle)
  }

  @Test func anArabicTitleTurnsTheBarRightToLeft() throws {
    let page = try bar(.page, title: "الإعدادات", backTitle: "القائمة")
    #expect(page.direction == .rightToLeft)
    let back = try #require(page.layout.leading)
    #expect(back.maxX == 393 - 8)
  }

  @Test func itemsThatLeaveTooLittleRoomForTheTitleAreRefused() throws {
    let many: [Purpose] = [.add, .edit, .delete, .search, .share, .done]
    let flag = { (field: RequestField) in "--" + field.rawValue }
    let refusals: [(BarConfiguration, [Purpose], String)] = [
      (
        .page, many,
        "in a bar 320 points wide the items leave less than 44 points for the title; drop "
          + "some --trailing actions or give a wider --width"
      ),
      (
        .root, many + many + many,
        "in a bar 320 points wide the items do not fit side by side; drop some --trailing "
          + "actions or give a wider --width"
      ),
    ]
    for (configuration, trailing, message) in refusals {
      let refused = #expect(throws: ChevGenError.self) {
        try bar(configuration, title: "Settings", trailing: trailing, width: 320)
      }
      #expect(refused?.message(naming: flag) == message)
    }
  }
}

extension Rect {
  fileprivate var midX: Double { minX + width / 2 }
}
