import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// The review page in headless Chromium: its counts are `--json`'s, the
/// filters and keys work, and the swipe and onion-skin sliders change what is
/// on screen, checked from screenshot pixels.
@Suite struct ReviewPageBrowserTests {
  /// The reference white, the actual with its left half red: whichever image
  /// shows at the left edge tells red (actual) from white (reference).
  static func folders(_ cli: CLI) throws {
    let width = 40
    let height = 20
    var red = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<(width / 2) {
        red[(y * width + x) * 4 + 1] = 0
        red[(y * width + x) * 4 + 2] = 0
      }
    }
    let white = RGBAImage(
      width: width, height: height, pixels: [UInt8](repeating: 255, count: red.count))!
    try cli.write(white, to: "ref/a/changed.png")
    try cli.write(RGBAImage(width: width, height: height, pixels: red)!, to: "act/a/changed.png")
    try cli.write(white, to: "ref/same.png")
    try cli.write(white, to: "act/same.png")
    try cli.write(white, to: "act/added.png")
  }

  /// Sets the changed card's view and mix, and says where its images are.
  static func view(_ view: String, mix: Int) -> String {
    """
    const card = document.querySelector('.card[data-status="changed"]');
    card.querySelector('[data-view="\(view)"]').click();
    const mix = card.querySelector('.mix input');
    mix.value = "\(mix)";
    mix.dispatchEvent(new Event("input", { bubbles: true }));
    const box = card.querySelector("figure.expected img").getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: box.height };
    """
  }

  /// What the page says and does: its counts, the filters, `j`.
  static let behaviour = """
    const summary = document.getElementById("summary").dataset;
    const counts = {};
    for (const status of ["changed", "added", "removed", "unchanged"]) {
      counts[status] = Number(summary[status]);
    }
    document.querySelector('#filters [data-filter="added"]').click();
    const shownAdded = Array.from(document.querySelectorAll(".card")).filter((c) => !c.hidden)
      .map((c) => c.dataset.path);
    document.querySelector('#filters [data-filter="all"]').click();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "j", bubbles: true }));
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "j", bubbles: true }));
    return { counts, pixels: Number(summary.pixels), shownAdded,
      focused: document.activeElement.dataset.path,
      dark: getComputedStyle(document.body).backgroundColor };
    """

  struct Box: Decodable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }

  struct Behaviour: Decodable {
    var counts: [String: Int]
    var pixels: Int
    var shownAdded: [String]
    var focused: String
    var dark: String
  }

  @Test(.needs(.chromium)) func countsFiltersKeysAndSlidersWorkInChromium() throws {
    let cli = try CLI()
    defer { cli.remove() }
    try Self.folders(cli)
    let json = try cli.run(["diff", "ref", "act", "--report", "review", "--json"])
    #expect(json.status == 1)
    let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
    let page = cli.directory.appendingPathComponent("review/index.html")
    func shot(_ name: String, _ script: String, dark: Bool = false) -> Browser.Shot {
      Browser.Shot(
        url: page, dark: dark, script: script,
        screenshot: cli.directory.appendingPathComponent(name + ".png"))
    }
    let shots = [
      shot("behaviour", Self.behaviour, dark: true), shot("swipe-0", Self.view("swipe", mix: 0)),
      shot("swipe-100", Self.view("swipe", mix: 100)), shot("onion-0", Self.view("onion", mix: 0)),
      shot("onion-100", Self.view("onion", mix: 100)),
    ]
    let captures = try Browser.run(
      [Browser.Session(dpr: 1, width: 900, height: 700, shots: shots)], in: cli.directory)[0]
    let behaviour = try JSONDecoder().decode(Behaviour.self, from: captures[0].json)
    // The page's counts are the comparison's.
    #expect(behaviour.counts["changed"] == (report["changed"] as! [Any]).count)
    #expect(behaviour.counts["added"] == (report["added"] as! [Any]).count)
    #expect(behaviour.counts["removed"] == (report["removed"] as! [Any]).count)
    #expect(behaviour.counts["unchanged"] == report["unchanged"] as? Int)
    let changed = (report["changed"] as! [[String: Any]])[0]
    #expect(behaviour.pixels == changed["differentPixels"] as? Int)
    #expect(behaviour.shownAdded == ["added.png"])
    #expect(behaviour.focused == "added.png", "j twice: the second card, in path order")
    #expect(behaviour.dark == "rgb(22, 22, 24)", "dark appearance")
    // The left edge of the stacked images: red where the actual shows, white where the reference does.
    func leftEdge(_ capture: Browser.Capture) throws -> (UInt8, UInt8, UInt8) {
      let box = try JSONDecoder().decode(Box.self, from: capture.json)
      let image = try PNGDecoder.decode([UInt8](Data(contentsOf: capture.screenshot)))
      let pixel = image[Int(box.x) + 4, Int(box.y + box.height / 2)]
      return (pixel.red, pixel.green, pixel.blue)
    }
    let red: (UInt8, UInt8, UInt8) = (255, 0, 0)
    let white: (UInt8, UInt8, UInt8) = (255, 255, 255)
    #expect(try leftEdge(captures[1]) == red, "swipe at 0 shows the actual image whole")
    #expect(try leftEdge(captures[2]) == white, "swipe at 100 shows the reference whole")
    #expect(try leftEdge(captures[3]) == white, "onion skin at 0 shows the reference")
    #expect(try leftEdge(captures[4]) == red, "onion skin at 100 shows the actual image")
  }
}
