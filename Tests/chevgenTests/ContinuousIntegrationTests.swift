import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// The CI recipe of ContinuousIntegration.md: its workflow is YAML a GitHub
/// runner takes (parsed by PyYAML), shaped as the recipe says, and its
/// `chevgen` commands do what the article promises, run as GitHub would run
/// them on a pull request whose snapshot changed.
@Suite struct ContinuousIntegrationTests {
  static let article = DocumentationTests.root.appendingPathComponent(
    "Sources/ChevGenKit/ChevGenKit.docc/ContinuousIntegration.md")

  /// The article's workflow: its one `yaml` block.
  static func workflow() throws -> String {
    let text = try String(contentsOf: article, encoding: .utf8)
    let blocks = MarkdownExample.blocks(in: text, document: "ContinuousIntegration.md")
    let yaml = blocks.filter { $0.language == "yaml" }
    try #require(yaml.count == 1, "the article has \(yaml.count) yaml blocks")
    return yaml[0].code
  }

  /// The workflow as JSON, through PyYAML: the steps of its one job, each
  /// `{name?, uses?, run?, if?, with?}`.
  static func steps(of workflow: String, in cli: CLI) throws -> [[String: Any]] {
    let file = cli.directory.appendingPathComponent("workflow.yml")
    try workflow.write(to: file, atomically: true, encoding: .utf8)
    let script = """
      import json, sys, yaml
      document = yaml.safe_load(open(sys.argv[1]))
      jobs = document["jobs"]
      assert len(jobs) == 1, jobs
      assert document[True] == "pull_request" or document.get("on") == "pull_request"
      print(json.dumps(list(jobs.values())[0]["steps"]))
      """
    let result = try cli.tool("python3", ["-c", script, file.path])
    try #require(result.status == 0, "the workflow is not the YAML expected: \(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
  }

  @Test func theWorkflowParsesAndItsChevgenCommandsAnnotateAndReport() throws {
    let cli = try CLI()
    defer { cli.remove() }
    let steps = try Self.steps(of: try Self.workflow(), in: cli)
    let uses = steps.compactMap { $0["uses"] as? String }
    #expect(uses.contains { $0.hasPrefix("actions/checkout@") })
    let upload = try #require(
      steps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
    #expect(upload["if"] as? String == "always()")
    let uploaded = ((upload["with"] as? [String: Any])?["path"] as? String) ?? ""
    for path in ["build/review", "build/junit.xml", "build/attachments", "build/snapshots"] {
      #expect(uploaded.split(separator: "\n").contains(Substring(path)), "\(path)")
    }
    let commands = steps.compactMap { $0["run"] as? String }.flatMap {
      $0.split(separator: "\n").map(String.init)
    }.filter { $0.hasPrefix("chevgen ") }
    #expect(commands.count == 1)

    // A pull request whose button changed: the committed reference and the recorded image.
    let white = RGBAImage(width: 8, height: 4, pixels: [UInt8](repeating: 255, count: 128))!
    var changed = white
    for x in 0..<4 { changed.pixels.replaceSubrange(x * 4..<x * 4 + 3, with: [255, 0, 0]) }
    for (folder, image) in [
      ("Tests/AppTests/__Snapshots__/ButtonTests", white), ("build/recorded/ButtonTests", changed),
    ] {
      let url = cli.directory.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(PNGEncoder.encode(image)).write(to: url.appendingPathComponent("back.png"))
    }
    let summary = cli.directory.appendingPathComponent("summary.md")
    let environment = ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path]
    let arguments = commands[0].split(separator: " ").dropFirst().map(String.init)
    let result = try cli.run(arguments, environment: environment)
    #expect(result.status == 1, "the compare step fails the job: \(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n").contains(
        "::error file=Tests/AppTests/__Snapshots__/ButtonTests/back.png::ButtonTests/back.png: "
          + "4 of 32 pixels differ (12.50%25); diff image: build/review/diff/ButtonTests/back.png"))
    let junit = String(decoding: try cli.data("build/junit.xml"), as: UTF8.self)
    #expect(junit.contains("<testcase name=\"ButtonTests/back.png\""))
    #expect(FileManager.default.fileExists(atPath: cli.directory.path + "/build/review/index.html"))
    let markdown = try String(contentsOf: summary, encoding: .utf8)
    #expect(
      markdown.hasPrefix(
        "### chevgen diff Tests\\/AppTests\\/\\_\\_Snapshots\\_\\_ build\\/recorded: 1 of 1 images "
          + "differ"
      ))
  }

  @Test func theArticleIsInTheCatalogsTopics() throws {
    let landing = try String(
      contentsOf: Self.article.deletingLastPathComponent().appendingPathComponent("ChevGenKit.md"),
      encoding: .utf8)
    #expect(landing.contains("- <doc:ContinuousIntegration>\n"))
  }
}
