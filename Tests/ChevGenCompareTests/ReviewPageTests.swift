import Testing

@testable import ChevGenCompare
@testable import ChevGenDiff

/// The review page's HTML: what each card holds by status, names made safe
/// for HTML and URLs, and the same bytes whatever order the cards come in.
@Suite struct ReviewPageTests {
  static let changed = ReviewPage.Card(
    path: "icons/back@2x.png", status: .changed, expectedSize: (106, 60), actualSize: (106, 60),
    result: PixelMatchResult(
      differentPixels: 143, width: 106, height: 60, sizesMatch: true,
      bounds: .init(x: 10, y: 4, width: 30, height: 12), diffImage: nil),
    hasDiff: true)
  static let added = ReviewPage.Card(
    path: "new.png", status: .added, expectedSize: nil, actualSize: (30, 30), result: nil,
    hasDiff: false)

  @Test func aChangedCardHasEveryViewTheBoundsAndItsFigures() {
    let html = ReviewPage.card(Self.changed, number: 3)
    #expect(
      html.hasPrefix(
        "<article class=\"card\" id=\"card-3\" data-status=\"changed\" "
          + "data-path=\"icons/back@2x.png\" tabindex=\"-1\">\n"))
    #expect(
      html.contains(
        "<p class=\"figures\">143 of 6360 pixels differ (2.25%) · 106×60 · changed within "
          + "x 10…39, y 4…15</p>"))
    for view in ["side", "swipe", "onion", "diff"] {
      #expect(html.contains("data-view=\"\(view)\""), "\(view)")
    }
    #expect(html.contains("<div class=\"bounds\" style=\"--x:10px;--y:4px;--bw:30px;--bh:12px\">"))
    #expect(
      html.contains(
        "<img src=\"expected/icons/back%402x.png\" width=\"106\" height=\"60\" "
          + "style=\"--iw:106px;--ih:60px\" loading=\"lazy\" decoding=\"async\" alt=\"reference\">")
    )
    #expect(html.contains("src=\"actual/icons/back%402x.png\""))
    #expect(html.contains("src=\"diff/icons/back%402x.png\""))
  }

  /// An added file has only its actual image: nothing to swipe, mix or diff.
  @Test func anAddedCardShowsTheActualImageAlone() {
    let html = ReviewPage.card(Self.added, number: 1)
    #expect(!html.contains("data-view="))
    #expect(!html.contains("expected/") && !html.contains("class=\"mix\""))
    #expect(html.contains("src=\"actual/new.png\""))
    #expect(html.contains("30×30 · only in the actual folder"))
  }

  @Test func theSummaryCountsEveryStatusAndTheChangedPixels() {
    let html = ReviewPage.header(
      [Self.changed, Self.added], expected: "ref", actual: "act", settings: "threshold 0.1",
      mode: .report)
    #expect(html.contains("<h1>2 of 2 files differ</h1>"))
    let count = { (name: String, value: Int) in "<span data-count=\"\(name)\">\(value)</span>" }
    let counts: String =
      "\(count("changed", 1)) changed, \(count("added", 1)) added, "
      + "\(count("removed", 0)) removed, \(count("within-tolerance", 0)) within tolerance, "
      + "\(count("unchanged", 0)) unchanged"
    let summary: String =
      "<p id=\"summary\" data-changed=\"1\" data-added=\"1\" data-removed=\"0\" "
      + "data-within-tolerance=\"0\" data-unchanged=\"0\" data-pixels=\"143\">" + counts
      + " · \(count("pixels", 143)) pixels differ in the changed files · threshold 0.1</p>"
    #expect(html.contains(summary))
    #expect(!html.contains("accept") && !html.contains("id=\"done\""))
  }

  /// The server's page: Accept on differing cards only, Accept all and Done,
  /// an accepted card shown as such, and the script linked, not inline.
  @Test func theServersPageOffersAcceptOnDifferingCards() {
    var accepted = Self.added
    accepted.path = "z.png"
    accepted.accepted = true
    let cards = [Self.changed, accepted]
    let page = ReviewPage.html(
      cards: cards, expected: "r", actual: "a", settings: "s", mode: .server(accepting: true))
    #expect(page.components(separatedBy: "class=\"accept\"").count == 2)
    #expect(page.contains("<button type=\"button\" id=\"accept-all\">Accept all</button>"))
    #expect(page.contains("id=\"done\""))
    #expect(page.contains("data-status=\"accepted\" data-path=\"z.png\" data-url=\"z.png\""))
    #expect(page.contains("accepted: the reference is now the actual image"))
    #expect(page.contains("<script src=\"review.js\"></script>"))
    #expect(!page.contains("<script>\n"))
    #expect(page.contains("data-accepted=\"1\"") && page.contains("<h1>1 of 2 files differ</h1>"))
    let readOnly = ReviewPage.html(
      cards: cards, expected: "r", actual: "a", settings: "s", mode: .server(accepting: false))
    #expect(!readOnly.contains("class=\"accept\"") && !readOnly.contains("accept-all"))
    #expect(readOnly.contains("id=\"done\""))
  }

  /// Any file name: HTML's characters escaped, each path segment percent-encoded.
  @Test(arguments: [
    ("a b/c#d?.png", "a%20b/c%23d%3F.png"), ("ü.png", "%C3%BC.png"), ("x%y.png", "x%25y.png"),
    ("<i>&'\".png", "%3Ci%3E%26%27%22.png"), ("plain-name_1.2~.png", "plain-name_1.2~.png"),
  ])
  func pathsBecomeRelativeURLs(_ path: String, _ url: String) {
    #expect(ReviewPage.url(path) == url)
  }

  @Test func textIsEscapedForHTML() {
    #expect(
      ReviewPage.escaped("<a href='x'>\"&\"</a>")
        == "&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;")
  }

  /// A card within tolerance says so, and how many pixels differ below the
  /// threshold, under a badge of its own: never as unchanged.
  @Test func aCardWithinToleranceIsToldApartFromAnUnchangedOne() {
    var result = PixelMatchResult(
      differentPixels: 0, width: 106, height: 60, sizesMatch: true, bounds: nil, diffImage: nil)
    result.belowThresholdPixels = 5412
    let card = ReviewPage.Card(
      path: "tint.png", status: .withinTolerance, expectedSize: (106, 60),
      actualSize: (106, 60), result: result, hasDiff: true)
    let html = ReviewPage.card(card, number: 1, mode: .server(accepting: true))
    #expect(html.contains("data-status=\"within-tolerance\""))
    #expect(html.contains("<span class=\"badge\">within tolerance</span>"))
    #expect(html.contains("<button type=\"button\" class=\"accept\">Accept</button>"))
    #expect(
      html.contains(
        "<p class=\"figures\">0 of 6360 pixels differ (0.00%) · within tolerance: 5412 differ "
          + "below the threshold · 106×60</p>"))
    #expect(!html.contains("unchanged"))
  }

  /// The page opens on what needs a reviewer: changed, added and removed
  /// images first, then those within tolerance, then the unchanged, each by
  /// path; the filters and counts follow the same order.
  @Test func thePageLeadsWithChangedAddedAndRemovedImages() {
    func card(_ path: String, _ status: ReviewPage.Card.Status) -> ReviewPage.Card {
      ReviewPage.Card(
        path: path, status: status, expectedSize: (2, 2), actualSize: (2, 2),
        result: PixelMatchResult(
          differentPixels: 0, width: 2, height: 2, sizesMatch: true, bounds: nil,
          diffImage: nil), hasDiff: false)
    }
    let cards = [
      card("a.png", .unchanged), card("b.png", .withinTolerance), card("c.png", .removed),
      card("d.png", .added), card("e.png", .changed), card("f.png", .changed),
    ]
    let page = ReviewPage.html(cards: cards, expected: "r", actual: "a", settings: "s")
    let order = ["e.png", "f.png", "d.png", "c.png", "b.png", "a.png"].map {
      page.firstRange(of: "data-path=\"\($0)\"")!.lowerBound
    }
    #expect(order == order.sorted())
    let filters = ["changed", "added", "removed", "within-tolerance", "unchanged"].map {
      page.firstRange(of: "data-filter=\"\($0)\"")!.lowerBound
    }
    #expect(filters == filters.sorted())
    #expect(page.firstRange(of: "id=\"summary\"")!.lowerBound < order[0])
  }

  /// The page sorts its cards: the same comparison gives the same bytes.
  @Test func theSameCardsInAnyOrderGiveTheSamePage() {
    let cards = [Self.changed, Self.added]
    let page = ReviewPage.html(cards: cards, expected: "r", actual: "a", settings: "s")
    #expect(
      page == ReviewPage.html(cards: cards.reversed(), expected: "r", actual: "a", settings: "s"))
    #expect(page.firstRange(of: "icons/")!.lowerBound < page.firstRange(of: "new.png")!.lowerBound)
    #expect(!page.contains("http://") && !page.contains("https://"), "nothing fetched")
  }
}
