import ChevGenTestSupport
import Foundation
import Testing

/// `chevgen preview` end to end: the files, the sidecar, and bad input.
@Suite struct PreviewCommandTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  @Test func aPageIsWrittenAtEveryScaleAndItsPathsPrinted() throws {
    let result = try cli.run(["preview", "--title", "Settings", "--out", "bar.png"])
    #expect(result.status == 0)
    #expect(result.stdout == "bar.png\nbar@2x.png\nbar@3x.png\n")
    #expect(result.stderr == "")
    try cli.expectThreeScales(of: "bar", width: 393, height: 44)
  }

  @Test func thePageSidecarHasTheBarItsFramesAndTheBackTitle() throws {
    let result = try cli.run([
      "preview", "--title", "Settings", "--back-title", "Notifications and Privacy",
      "--trailing", "add", "--scales", "2", "--appearance", "light", "--appearance", "dark",
      "--out", "bar.png", "--metadata", "bar.json",
    ])
    #expect(result.status == 0)
    #expect(result.stdout == "bar@2x.png\nbar-dark@2x.png\nbar.json\n")
    #expect(
      result.stderr
        == "chevgen: warning: 'Notifications and Privacy' on the back button would crowd the "
        + "title; it shows 'Back'\n")
    let json = try cli.jsonObject("bar.json")
    #expect(json["configuration"] as? String == "page")
    #expect(json["size"] as? [String: Double] == ["width": 393, "height": 44])
    #expect(json["backTitle"] as? String == "Back")
    #expect(json["historyTitle"] as? String == "Notifications and Privacy")
    let items = try #require(json["items"] as? [[String: Any]])
    #expect(items.map { $0["role"] as? String } == ["back", "trailing"])
    #expect(items.map { $0["purpose"] as? String } == ["back", "add"])
    #expect(
      items.map { $0["frame"] as? [String: Double] } == [
        ["x": 8, "y": 7, "width": 53, "height": 30],
        ["x": 339, "y": 7, "width": 38, "height": 30],
      ])
    let title = try #require(json["title"] as? [String: Any])
    #expect(title["text"] as? String == "Settings")
    #expect(title["truncated"] as? Bool == false)
    #expect(json["largeTitle"] is NSNull)
    let images = try #require(json["images"] as? [[String: Any]])
    #expect(images.map { $0["path"] as? String } == ["bar@2x.png", "bar-dark@2x.png"])
    #expect(images.map { $0["pixelHeight"] as? Double } == [88, 88])
    #expect(try cli.data("bar@2x.png") != cli.data("bar-dark@2x.png"))
  }

  @Test func theRootSidecarListsTheLargeTitlesLines() throws {
    let result = try cli.run([
      "preview", "--configuration", "root", "--title", "Notifications and Privacy Settings",
      "--style", "plain", "--scales", "3", "--out", "root.png", "--metadata", "root.json",
    ])
    #expect(result.status == 0 && result.stderr == "")
    let json = try cli.jsonObject("root.json")
    // Inter SemiBold 34: 44 + 3 + 2 × 41.15 + 8, up to the next whole point.
    #expect(json["size"] as? [String: Double] == ["width": 393, "height": 138])
    #expect(json["backTitle"] is NSNull)
    #expect((json["items"] as? [Any])?.isEmpty == true)
    let large = try #require(json["largeTitle"] as? [String: Any])
    #expect(large["truncated"] as? Bool == false)
    let lines = try #require(large["lines"] as? [[String: Any]])
    #expect(lines.map { $0["text"] as? String } == ["Notifications and", "Privacy Settings"])
    #expect(lines.map { $0["width"] as? Double } == [280.474609375, 268.0390625])
    #expect(try cli.pngSize("root@3x.png") == (1179, 414))
  }

  @Test func aTitleTooLongForTwoLinesEndsInAnEllipsisAndSaysSo() throws {
    let result = try cli.run([
      "preview", "--configuration", "root", "--style", "plain", "--title",
      "Notifications, Privacy, Security and Accessibility Settings for Everyone",
      "--scales", "1", "--out", "root.png", "--metadata", "root.json",
    ])
    result.expect(
      status: 0,
      line: "chevgen: warning: the large title was cut short with an ellipsis after 2 lines; "
        + "pass a shorter --title or a wider --width")
    let json = try cli.jsonObject("root.json")
    let large = try #require(json["largeTitle"] as? [String: Any])
    #expect(large["truncated"] as? Bool == true)
    let lines = try #require(large["lines"] as? [[String: Any]])
    #expect(lines.count == 2)
    #expect((lines.last?["text"] as? String)?.hasSuffix("…") == true)
  }

  @Test func aDialogHasTheCloseButtonAndSave() throws {
    let result = try cli.run([
      "preview", "--configuration", "dialog", "--title", "New Event", "--style", "capsule",
      "--scales", "2", "--out", "dialog.png", "--metadata", "dialog.json",
    ])
    #expect(result.status == 0)
    let json = try cli.jsonObject("dialog.json")
    let items = try #require(json["items"] as? [[String: Any]])
    #expect(items.map { $0["purpose"] as? String } == ["close", "save"])
    #expect(
      items.first?["frame"] as? [String: Double] == ["x": 16, "y": 12, "width": 30, "height": 30])
  }

  @Test func vectorPreviewsAreWrittenAndEveryFormatIsDeterministic() throws {
    for name in ["a", "b"] {
      for format in ["png", "svg", "pdf"] {
        let result = try cli.run(
          [
            "preview", "--title", "Settings", "--back-title", "Menu", "--trailing", "share",
            "--scales", "2", "--out", "\(name).\(format)",
          ].filter { format == "png" || $0 != "--scales" && $0 != "2" })
        #expect(result.status == 0, "\(format): \(result.stderr)")
      }
    }
    #expect(try cli.data("a@2x.png") == cli.data("b@2x.png"))
    #expect(try cli.data("a.svg") == cli.data("b.svg"))
    #expect(try cli.data("a.pdf") == cli.data("b.pdf"))
    let svg = String(decoding: try cli.data("a.svg"), as: UTF8.self)
    #expect(svg.contains("width=\"393px\" height=\"44px\" viewBox=\"0 0 393 44\""))
  }

  @Test(arguments: previewErrors.indices)
  func badInputFailsWithOneLineAndWritesNothing(index: Int) throws {
    let item = previewErrors[index]
    try cli.expectRefusal(
      ["preview", "--out", "bar.png"] + item.arguments, status: item.status, item.message)
  }
}

private let previewErrors: [(arguments: [String], status: Int32, message: String)] = [
  ([], 64, "missing expected argument '--title <text>' (see 'chevgen preview --help')"),
  (
    ["--title", "S", "--configuration", "home"], 64,
    "--configuration 'home' is not valid: use root, page or dialog"
  ),
  (["--title", ""], 64, "--title '' is not valid: give the screen's title, e.g. --title Settings"),
  (
    ["--title", "S", "--configuration", "root", "--back-title", "Menu"], 64,
    "a root bar has no back button; drop --back-title, --display-mode and --generic-title, or "
      + "use --configuration page"
  ),
  (
    ["--title", "S", "--trailing", "add,back"], 64,
    "--trailing 'back' is not valid: the back button is the page's leading item; list actions: "
      + "add, edit, delete, search, share, close, done, save or cancel"
  ),
  (
    ["--title", "S", "--trailing", "add,,share"], 64,
    "--trailing 'add,,share' is not valid: list actions separated by commas, each one of add, "
      + "edit, delete, search, share, close, done, save or cancel, e.g. add,share"
  ),
  (
    ["--title", "S", "--width", "300"], 64,
    "--width '300' is not valid: give a whole number of points from 320 to 1366 (an even number "
      + "for half scales such as 1.5), e.g. 393"
  ),
  (
    ["--title", "S", "--width", "395", "--scales", "1.5"], 64,
    "--width '395' is not valid: give a whole number of points from 320 to 1366 (an even number "
      + "for half scales such as 1.5), e.g. 393"
  ),
  (
    ["--title", "S", "--style", "close"], 64,
    "--style close is the dialog's ✕, which a dialog bar draws itself; choose classic, plain, "
      + "minimal, capsule or glass for the bar's buttons"
  ),
  (
    ["--title", "S", "--disabled-color", "#999999"], 64,
    "a preview draws every button enabled; drop --disabled-color"
  ),
  (
    ["--title", "S", "--platter-color", "#FFFFFF"], 64,
    "--style classic has no platter; --platter-color is for capsule and the ✕ (close)"
  ),
  (
    ["--title", "S", "--width", "320", "--trailing", "add,edit,delete,search,share,done"], 64,
    "in a bar 320 points wide the items leave less than 44 points for the title; drop some "
      + "--trailing actions or give a wider --width"
  ),
  (
    ["--title", "Two\nlines"], 64,
    "the title has a control character (U+000A) at character 4, which cannot be drawn on a "
      + "one-line label; remove it from --title"
  ),
  (
    ["--title", "S", "--back-title", "a\tb"], 64,
    "the title has a control character (U+0009) at character 2, which cannot be drawn on a "
      + "one-line label; remove it from --back-title"
  ),
  (
    ["--title", "S", "--fallback-font", "/nonexistent/font.ttf"], 1,
    "font file '/nonexistent/font.ttf' does not exist; give --fallback-font the path of a "
      + ".ttf or .otf file"
  ),
]
