import ChevGenTestSupport
import Foundation
import Testing

/// Every file an output names exists in the output: the stylesheet's `url()`s,
/// the catalog's `Contents.json` files, Android's `@drawable/`, `@string/` and
/// `@color/` references, `index.json`'s paths and the image sets the Swift
/// accessors load. Built over every style (the ✕ in each), each output alone
/// and the combinations the manual shows at the default scales, and every
/// output at one scale, Android's own, every scale and two locales and
/// appearances, with titled and title-less buttons.
@Suite struct ReferenceResolutionTests {
  /// The folder this test runs chevgen in, its own, removed with it.
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  static let styles = ["classic", "plain", "minimal", "capsule", "glass"]
  static let outputs = [
    "[xcassets]", "[android]", "[css]", "[xcassets, android, css]", "[xcassets, css]",
    "[css, android]", "[xcassets, android, css, swift]", "[xcassets, swift]",
  ]
  static let scales = [
    "", "scales: [2]\n", "android: {scales: [1.5]}\n", "scales: [1, 1.5, 2, 3, 4]\n",
    "locales: [en, ar]\nappearances: [light, dark]\n",
  ]

  /// The buttons a theme of `style` accepts: a back button (titled where the
  /// style draws its title), the ✕, a glyph and, where the style has one, a
  /// titled action.
  static func buttons(_ style: String) -> String {
    let titled = ["classic", "plain", "capsule"].contains(style)
    var text = "buttons:\n"
    text += "  - {name: Back, role: back\(titled ? ", title: Menu" : "")}\n"
    text += "  - {name: Close, role: close}\n  - {name: Add, purpose: add}\n"
    if style != "minimal" { text += "  - {name: Save, purpose: save, title: Save}\n" }
    return text
  }

  @Test(arguments: styles)
  func everyReferenceResolves(style: String) throws {
    var problems: [String] = []
    // Each output combination at the default scales, and every output
    // together at each set of scales: where one output's scales leak into
    // another's references, all of them are present.
    let all = Self.outputs.count - 2
    for (index, outputs) in Self.outputs.enumerated() {
      for (scaleIndex, scales) in Self.scales.enumerated() where scaleIndex == 0 || index == all {
        let name = "m\(index)-\(scaleIndex)"
        let manifest =
          "theme: {style: \(style)}\noutputs: \(outputs)\n\(scales)" + Self.buttons(style)
        try cli.put(manifest, at: name + ".yml")
        let result = try cli.run(["build", name + ".yml", "--out", name, "--quiet"])
        guard result.status == 0 else {
          problems.append("\(outputs) \(scales): exit \(result.status): \(result.stderr)")
          continue
        }
        let root = cli.directory.appendingPathComponent(name)
        problems += try OutputReferences.dangling(in: root).map {
          "\(style) \(outputs) \(scales.replacingOccurrences(of: "\n", with: " ")): \($0)"
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
  }

  /// The checker itself finds a missing file of each kind.
  @Test func theCheckerFindsWhatIsMissing() throws {
    try cli.put(
      "theme: {style: classic}\noutputs: [xcassets, android, css, swift]\n"
        + Self.buttons("classic"), at: "m.yml")
    try #require(try cli.run(["build", "m.yml", "--out", "out", "--quiet"]).status == 0)
    let root = cli.directory.appendingPathComponent("out")
    #expect(try OutputReferences.dangling(in: root) == [])
    // Android falls back across densities and directions: a drawable is
    // missing only when no folder holds it.
    let drawable = try OutputReferences.allFiles(in: root).filter {
      $0.hasSuffix("/chevgen_back_highlighted.9.png")
    }
    let removed =
      ["css/Add@2x.png", "Assets.xcassets/Close.imageset/Close@3x.png"] + drawable.sorted()
      + ["Assets.xcassets/Save-highlighted.imageset"]
    for path in removed {
      try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }
    let found = try OutputReferences.dangling(in: root).joined(separator: "\n")
    for needle in [
      "css/Add@2x.png", "Close.imageset/Close@3x.png", "@drawable/chevgen_back_highlighted",
      "Save-highlighted",
    ] {
      #expect(found.contains(needle), "\(needle) not reported in:\n\(found)")
    }
  }
}

/// The references of a `chevgen build` output folder that name nothing in it.
enum OutputReferences {
  static func dangling(in root: URL) throws -> [String] {
    let files = try allFiles(in: root)
    var problems: [String] = []
    func check(_ path: String, from source: String) {
      if !files.contains(path) { problems.append("\(source) names \(path), which is missing") }
    }
    if let css = try? String(
      contentsOf: root.appendingPathComponent("css/chevgen.css"), encoding: .utf8)
    {
      // A fragment alone names an element of the page: glass's lens filter,
      // which css/chevgen-glass.svg holds for the page to paste in.
      let filters =
        (try? String(
          contentsOf: root.appendingPathComponent("css/chevgen-glass.svg"), encoding: .utf8))
        ?? ""
      for url in urls(in: css) where !url.hasPrefix("data:") {
        if url.hasPrefix("#") {
          if !filters.contains("id=\"\(url.dropFirst())\"") {
            problems.append("css/chevgen.css names \(url), which no file of the output declares")
          }
          continue
        }
        check("css/" + url, from: "css/chevgen.css")
      }
    }
    for path in files where path.hasSuffix(".imageset/Contents.json") {
      let folder = String(path.dropLast("/Contents.json".count))
      let json = try JSONSerialization.jsonObject(
        with: Data(contentsOf: root.appendingPathComponent(path)))
      let images = (json as? [String: Any])?["images"] as? [[String: Any]] ?? []
      for case let file as String in images.map({ $0["filename"] }) {
        check(folder + "/" + file, from: path)
      }
    }
    problems += try androidProblems(files, root)
    if files.contains("index.json") {
      let json = try JSONSerialization.jsonObject(
        with: Data(contentsOf: root.appendingPathComponent("index.json")))
      for path in indexPaths(json) { check(path, from: "index.json") }
    }
    if let swift = try? String(
      contentsOf: root.appendingPathComponent("swift/ChevGenArt.swift"), encoding: .utf8)
    {
      for line in swift.split(separator: "\n") where line.contains("imageNames:") {
        for name in line.split(separator: "\"").enumerated().filter({ $0.offset % 2 == 1 }) {
          let folder = "Assets.xcassets/\(name.element).imageset/"
          if !files.contains(where: { $0.hasPrefix(folder) }) {
            problems.append(
              "swift/ChevGenArt.swift names the image set \(name.element), which is missing")
          }
        }
      }
    }
    return problems
  }

  /// Every regular file under `root`, by its path relative to it.
  static func allFiles(in root: URL) throws -> Set<String> {
    var files: Set<String> = []
    let base = root.resolvingSymlinksInPath().path
    let walker = FileManager.default.enumerator(atPath: base)
    while let path = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files.insert(path)
      }
    }
    return files
  }

  /// The targets of `url(…)` in a stylesheet, quotes taken off.
  static func urls(in css: String) -> [String] {
    css.components(separatedBy: "url(").dropFirst().compactMap { rest in
      guard let end = rest.firstIndex(of: ")") else { return nil }
      return String(rest[..<end]).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }
  }

  /// `@drawable/`, `@string/` and `@color/` references in every XML file of
  /// `res/` that no drawable file or value declares.
  static func androidProblems(_ files: Set<String>, _ root: URL) throws -> [String] {
    let xml = files.filter { $0.hasPrefix("res/") && $0.hasSuffix(".xml") }.sorted()
    var drawables: Set<String> = []
    for path in files where path.hasPrefix("res/drawable") {
      let file = path.split(separator: "/").last.map(String.init) ?? ""
      drawables.insert(String(file.prefix { $0 != "." }))
    }
    var values: Set<String> = []
    var texts: [String: String] = [:]
    for path in xml {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      texts[path] = text
      for kind in ["string", "color"] {
        for part in text.components(separatedBy: "<\(kind) name=\"").dropFirst() {
          values.insert("@\(kind)/" + part.prefix { $0 != "\"" })
        }
      }
    }
    var problems: [String] = []
    for path in xml {
      for kind in ["drawable", "string", "color"] {
        for part in texts[path]!.components(separatedBy: "@\(kind)/").dropFirst() {
          let name = String(part.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
          let found =
            kind == "drawable" ? drawables.contains(name) : values.contains("@\(kind)/\(name)")
          if !found { problems.append("\(path) names @\(kind)/\(name), which is missing") }
        }
      }
    }
    return problems
  }

  /// Every path under a `files` object anywhere in `index.json`.
  static func indexPaths(_ json: Any) -> [String] {
    if let object = json as? [String: Any] {
      return object.flatMap { key, value -> [String] in
        if key == "files", let files = value as? [String: Any] {
          return files.values.compactMap { $0 as? String }
        }
        return indexPaths(value)
      }
    }
    if let array = json as? [Any] { return array.flatMap(indexPaths) }
    return []
  }
}
