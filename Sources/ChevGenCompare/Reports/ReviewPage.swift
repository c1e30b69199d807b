import ChevGenDiff
import ChevGenFormat
import ChevGenSystem

/// The review report's `index.html`: a summary, filters, and one card per
/// image with side by side, swipe, onion skin, the diff overlaid and zoom.
///
/// Self-contained and offline: the style and the script are inline, and the
/// images are named relative to the page (`expected/`, `actual/`, `diff/`
/// beside it). Nothing in it depends on the time or the machine, so the same
/// comparison writes the same bytes.
public enum ReviewPage {
  /// One image's card.
  public struct Card: Sendable {
    /// What happened to the image, in the order the page shows them: what
    /// fails first, then what passes.
    public enum Status: String, Sendable, CaseIterable {
      case changed, added, removed
      /// Passing, though some pixels differ (below the threshold, as
      /// anti-aliasing, or within the tolerance's limits); it can be accepted.
      case withinTolerance = "within-tolerance"
      /// No pixel's colour differs.
      case unchanged

      /// The status in words, as the badge and the filters show it.
      public var label: String { self == .withinTolerance ? "within tolerance" : rawValue }

      /// Its place on the page: changed, added and removed images first.
      var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    }

    public var path: String
    public var status: Status
    /// The reference's and the actual image's sizes; nil for the side without one.
    public var expectedSize: (width: Int, height: Int)?
    public var actualSize: (width: Int, height: Int)?
    /// The comparison, for files in both folders.
    public var result: PixelMatchResult?
    /// Whether a diff image sits beside the page at `diff/<path>`.
    public var hasDiff: Bool
    /// Accepted in a review: the reference is now the actual image (or is
    /// gone, for a file only the reference had).
    public var accepted = false

    public init(
      path: String, status: Status, expectedSize: (width: Int, height: Int)?,
      actualSize: (width: Int, height: Int)?, result: PixelMatchResult?, hasDiff: Bool
    ) {
      self.path = path
      self.status = status
      self.expectedSize = expectedSize
      self.actualSize = actualSize
      self.result = result
      self.hasDiff = hasDiff
    }
  }

  /// Where the page is read: a report's file, or `chevgen review`'s server,
  /// which adds Accept buttons when the reference can be written.
  public enum Mode: Sendable, Equatable {
    case report
    case server(accepting: Bool)
  }

  /// The whole page for `cards`, comparing `expected` with `actual`: the
  /// changed, added and removed images first, as a reviewer acts on them,
  /// then those within tolerance, then the unchanged; by path within each.
  public static func html(
    cards: [Card], expected: String, actual: String, settings: String, mode: Mode = .report
  ) -> String {
    let cards = ordered(cards)
    let server = mode != .report
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="\(server ? "chevgen review" : "chevgen diff --report")">
      \(server ? "<link rel=\"icon\" href=\"data:,\">\n" : "")<title>chevgen review: \
      \(escaped(headline(Counts(cards))))</title>
      <style>
      \(ReviewPageAssets.style)</style>
      </head>
      <body>

      """
    html += header(cards, expected: expected, actual: actual, settings: settings, mode: mode)
    html += "<main id=\"cards\">\n"
    for (index, card) in cards.enumerated() {
      html += self.card(card, number: index + 1, mode: mode)
    }
    html += "</main>\n"
    html +=
      server
      ? "<script src=\"review.js\"></script>\n"
      : "<script>\n\(ReviewPageAssets.script)</script>\n"
    return html + "</body>\n</html>\n"
  }

  /// `cards` in the page's order: by status (`Card.Status`'s order), then by path.
  static func ordered(_ cards: [Card]) -> [Card] {
    cards.sorted {
      $0.status.rank != $1.status.rank ? $0.status.rank < $1.status.rank : $0.path < $1.path
    }
  }

  /// The script the server's page links as `review.js`: the report's, and
  /// the accept actions.
  public static var serverScript: String { ReviewPageAssets.script + ReviewPageAssets.serverScript }

  /// How many cards there are of each status, and of accepted ones, and the
  /// pixels that differ in the changed ones: the page's summary.
  public struct Counts: Sendable {
    public var statuses: [Card.Status: Int] = [:]
    public var accepted = 0
    public var pixels = 0
    public var total = 0

    public init(_ cards: [Card]) {
      total = cards.count
      for card in cards {
        if card.accepted {
          accepted += 1
          continue
        }
        statuses[card.status, default: 0] += 1
        if card.status == .changed { pixels += card.result?.differentPixels ?? 0 }
      }
    }

    /// The files that differ and are not accepted.
    public var differing: Int { total - accepted - (statuses[.unchanged] ?? 0) }

    /// Every count by the name the page's `data-count` attributes use.
    public var named: [(String, Int)] {
      Card.Status.allCases.map { ($0.rawValue, statuses[$0] ?? 0) }
        + [("accepted", accepted), ("pixels", pixels), ("differing", differing)]
    }

    /// The counts as a JSON object, for the page to update itself.
    public var json: JSONValue {
      .object(named.map { ($0.0, .number(Double($0.1))) })
    }
  }

  /// `3 of 16 files differ`, or `16 files, none differ`.
  static func headline(_ counts: Counts) -> String {
    counts.differing == 0
      ? "\(counts.total) files, none differ"
      : "\(counts.differing) of \(counts.total) files differ"
  }

  /// A count the page's script updates after an accept.
  static func count(_ name: String, _ value: Int) -> String {
    "<span data-count=\"\(name)\">\(value)</span>"
  }

  /// The summary, the folders, the settings, the filters and the keys.
  static func header(
    _ cards: [Card], expected: String, actual: String, settings: String, mode: Mode
  ) -> String {
    let counts = Counts(cards)
    let accepting = mode == .server(accepting: true)
    var shown = Card.Status.allCases.map { ($0.rawValue, $0.label, counts.statuses[$0] ?? 0) }
    if mode != .report { shown.append(("accepted", "accepted", counts.accepted)) }
    var html = "<header>\n<h1>\(escaped(headline(counts)))</h1>\n"
    html += "<p class=\"folders\">reference <code>\(escaped(expected))</code> · actual "
    html += "<code>\(escaped(actual))</code></p>\n<p id=\"summary\""
    for (name, _, value) in shown { html += " data-\(name)=\"\(value)\"" }
    html += " data-pixels=\"\(counts.pixels)\">"
    html += shown.map { "\(count($0.0, $0.2)) \($0.1)" }.joined(separator: ", ")
    html += " · \(count("pixels", counts.pixels)) pixels differ in the changed files · "
    html += "\(escaped(settings))</p>\n"
    if mode != .report {
      html += "<p class=\"actions\">"
      if accepting {
        html += "<button type=\"button\" id=\"accept-all\">Accept all</button>"
      }
      html += "<button type=\"button\" id=\"done\">Done</button> "
      html += "<span id=\"message\" role=\"status\"></span></p>\n"
    }
    html += "<nav id=\"filters\" aria-label=\"Show\">"
    html += "<button type=\"button\" data-filter=\"all\" aria-pressed=\"true\">all \(cards.count)"
    html += "</button>"
    for (name, label, value) in shown {
      html += "<button type=\"button\" data-filter=\"\(name)\" aria-pressed=\"false\">"
      html += "\(label) \(count(name, value))</button>"
    }
    html += "</nav>\n<p class=\"keys\">j / k or ↓ / ↑: next and previous image · "
    html += "1 side by side · 2 swipe · 3 onion skin · 4 diff · + / −: zoom"
    html += accepting ? " · a: accept" : ""
    html += "</p>\n</header>\n"
    return html
  }

  /// One card: its path and figures, the view buttons, the images and sliders.
  static func card(_ card: Card, number: Int, mode: Mode = .report) -> String {
    let size = card.actualSize ?? card.expectedSize ?? (0, 0)
    let both = card.expectedSize != nil && card.actualSize != nil
    let status = card.accepted ? "accepted" : card.status.rawValue
    let label = card.accepted ? "accepted" : card.status.label
    var html = "<article class=\"card\" id=\"card-\(number)\" data-status=\"\(status)\""
    html += " data-path=\"\(escaped(card.path))\""
    if mode != .report { html += " data-url=\"\(escaped(url(card.path)))\"" }
    html += " tabindex=\"-1\">\n"
    html += "<h2><span class=\"badge\">\(label)</span> <code>\(escaped(card.path))</code>"
    if mode == .server(accepting: true), card.status != .unchanged, !card.accepted {
      let label = card.actualSize == nil ? "Accept removal" : "Accept"
      html += " <button type=\"button\" class=\"accept\">\(label)</button>"
    }
    html += "</h2>\n<p class=\"figures\">\(escaped(figures(card)))</p>\n"
    if both {
      html += "<div class=\"views\" role=\"group\" aria-label=\"View\">"
      let views =
        [("side", "side by side"), ("swipe", "swipe"), ("onion", "onion skin")]
        + (card.hasDiff ? [("diff", "diff")] : [])
      for (view, name) in views {
        html += "<button type=\"button\" data-view=\"\(view)\" aria-pressed=\""
        html += "\(view == "side")\">\(name)</button>"
      }
      html += "</div>\n"
    }
    html += "<div class=\"stage view-side\" style=\"--w:\(size.width)px;--h:\(size.height)px\">\n"
    html += images(card)
    if let bounds = card.result?.bounds, card.status == .changed, !card.accepted {
      html += "<div class=\"bounds\" style=\"--x:\(bounds.x)px;--y:\(bounds.y)px;"
      html += "--bw:\(bounds.width)px;--bh:\(bounds.height)px\"></div>\n"
    }
    html += "</div>\n<div class=\"controls\">"
    if both {
      html += "<label class=\"mix\">mix <input type=\"range\" min=\"0\" max=\"100\" value=\"50\">"
      html += "</label>"
    }
    html += "<label>zoom <input class=\"zoom\" type=\"range\" min=\"1\" max=\"16\" value=\"1\">"
    html += "</label></div>\n</article>\n"
    return html
  }

  /// The card's images, each at its pixel size, loaded when scrolled to.
  static func images(_ card: Card) -> String {
    var html = ""
    let url = self.url(card.path)
    if let size = card.expectedSize {
      html += image("expected/" + url, "reference", size: size, role: "expected")
    }
    if let size = card.actualSize {
      html += image("actual/" + url, "actual", size: size, role: "actual")
    }
    if card.hasDiff, let result = card.result {
      html += image("diff/" + url, "diff", size: (result.width, result.height), role: "diff")
    }
    return html
  }

  static func image(
    _ source: String, _ caption: String, size: (width: Int, height: Int), role: String
  ) -> String {
    "<figure class=\"\(role)\"><img src=\"\(escaped(source))\" width=\"\(size.width)\" "
      + "height=\"\(size.height)\" style=\"--iw:\(size.width)px;--ih:\(size.height)px\" "
      + "loading=\"lazy\" decoding=\"async\" alt=\"\(caption)\">"
      + "<figcaption>\(caption)</figcaption></figure>\n"
  }

  /// `143 of 7200 pixels differ (1.99%) · 120×60 · changed within x 10…39, y 4…15`.
  static func figures(_ card: Card) -> String {
    if card.accepted {
      return card.actualSize == nil
        ? "accepted: the reference is removed" : "accepted: the reference is now the actual image"
    }
    var parts: [String] = []
    if let result = card.result { parts.append(result.summary) }
    if card.status == .withinTolerance, let result = card.result,
      case let tolerated = result.toleratedSummary, !tolerated.isEmpty
    {
      parts.append("within tolerance: \(tolerated)")
    }
    if let expected = card.expectedSize, let actual = card.actualSize,
      expected != actual
    {
      parts.append("\(expected.width)×\(expected.height) → \(actual.width)×\(actual.height)")
    } else if let size = card.actualSize ?? card.expectedSize {
      parts.append("\(size.width)×\(size.height)")
    }
    if let bounds = card.result?.bounds, card.status == .changed {
      parts.append(
        "changed within x \(bounds.x)…\(bounds.x + bounds.width - 1), "
          + "y \(bounds.y)…\(bounds.y + bounds.height - 1)")
    }
    if card.status == .added { parts.append("only in the actual folder") }
    if card.status == .removed { parts.append("only in the reference folder") }
    return parts.joined(separator: " · ")
  }

  /// `path` as a relative URL: each segment percent-encoded but for RFC 3986's
  /// unreserved characters, so any file name loads.
  static func url(_ path: String) -> String {
    PathText.components(of: path, keepingEmpty: true).map { segment in
      var encoded = ""
      for byte in segment.utf8 {
        let scalar = Unicode.Scalar(byte)
        if byte < 0x80, scalar.properties.isASCIIHexDigit || isUnreserved(scalar) {
          encoded.unicodeScalars.append(scalar)
        } else {
          encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
      }
      return encoded
    }.joined(separator: "/")
  }

  private static func isUnreserved(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || "-._~".unicodeScalars.contains(scalar)
  }

  /// `text` safe in HTML text and in double-quoted attributes.
  static func escaped(_ text: String) -> String { MarkupText.escaped(text) }
}
