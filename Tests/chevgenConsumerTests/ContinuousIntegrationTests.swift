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

  /// The article's workflow: its first `yaml` block; with `sharded`, the
  /// second, which splits the comparison over a matrix.
  static func workflow(sharded: Bool = false) throws -> String {
    let text = try String(contentsOf: article, encoding: .utf8)
    let blocks = MarkdownExample.blocks(in: text, document: "ContinuousIntegration.md")
    let yaml = blocks.filter { $0.language == "yaml" }
    try #require(yaml.count == 2, "the article has \(yaml.count) yaml blocks")
    return yaml[sharded ? 1 : 0].code
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
    for (folder, image) in [
      ("Tests/AppTests/__Snapshots__/ButtonTests", Self.white),
      ("build/recorded/ButtonTests", Self.changed),
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

  /// The job's environment and steps, through PyYAML: `{env, steps}`.
  static func job(of workflow: String, in cli: CLI) throws -> [String: Any] {
    let file = cli.directory.appendingPathComponent("job.yml")
    try workflow.write(to: file, atomically: true, encoding: .utf8)
    let script = """
      import json, sys, yaml
      document = yaml.safe_load(open(sys.argv[1]))
      print(json.dumps(list(document["jobs"].values())[0]))
      """
    let result = try cli.tool("python3", ["-c", script, file.path])
    try #require(result.status == 0, "the workflow is not the YAML expected: \(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  /// What stands in for the package's own `swift test` (the snapshot
  /// library's tests run the real one): its one snapshot test draws
  /// `$DRAWN`; it fails, leaving the actual image in the artefacts folder and
  /// an attachment, or, under `CHEVGEN_SNAPSHOT_RECORD=all`, records it over
  /// the reference and still fails, as a recording run does.
  /// The 8×4 white image every workspace holds as its reference.
  static let white = RGBAImage(width: 8, height: 4, pixels: [UInt8](repeating: 255, count: 128))!

  /// What the tests record in a pull request whose button changed: `white`
  /// with its first four pixels red.
  static let changed = {
    var changed = white
    for x in 0..<4 { changed.pixels.replaceSubrange(x * 4..<x * 4 + 3, with: [255, 0, 0]) }
    return changed
  }()

  /// `tools/` in `cli`'s folder, first on the steps' PATH: the stand-in
  /// `swift` and the image it records, `changed`.
  static func tools(_ cli: CLI) throws -> URL {
    let tools = cli.directory.appendingPathComponent("tools")
    try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
    try Data(PNGEncoder.encode(Self.changed)).write(to: tools.appendingPathComponent("drawn.png"))
    try Self.swiftStandIn.write(
      to: tools.appendingPathComponent("swift"), atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: tools.path + "/swift")
    return tools
  }

  static let swiftStandIn = """
    #!/bin/sh
    set -e
    [ "$1 $2" != "package resolve" ] || exit 0
    [ "$1" = test ] || { echo "swift stand-in: only swift test" >&2; exit 2; }
    shift
    attachments=
    while [ $# -gt 0 ]; do
      case $1 in
        --attachments-path) attachments=$2; shift 2 ;;
        --skip-build) shift ;;
        *) echo "swift stand-in: unknown $1" >&2; exit 2 ;;
      esac
    done
    if [ "$CHEVGEN_SNAPSHOT_RECORD" = all ]; then
      cp "$DRAWN" Tests/AppTests/__Snapshots__/ButtonTests/back.png
    else
      mkdir -p "$CHEVGEN_SNAPSHOT_ARTEFACTS/ButtonTests"
      cp "$DRAWN" "$CHEVGEN_SNAPSHOT_ARTEFACTS/ButtonTests/back.png"
      [ -z "$attachments" ] || cp "$DRAWN" "$attachments/back.actual.png"
    fi
    echo "ButtonTests: back.png differs from its reference"
    exit 1

    """

  /// The workspace the checkout step would leave: a git repository holding
  /// the committed reference, and chevgen's checkout where SwiftPM puts a
  /// dependency's (a link to this one).
  /// With `others`, more references the tests draw the same (`other-N.png`).
  static func workspace(
    _ cli: CLI, reference: RGBAImage, name: String = "workspace", others: Int = 0
  ) throws -> URL {
    let workspace = cli.directory.appendingPathComponent(name)
    let snapshots = workspace.appendingPathComponent("Tests/AppTests/__Snapshots__/ButtonTests")
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try Data(PNGEncoder.encode(reference)).write(to: snapshots.appendingPathComponent("back.png"))
    for number in 0..<others {
      try Data(PNGEncoder.encode(reference)).write(
        to: snapshots.appendingPathComponent("other-\(number).png"))
    }
    let checkouts = workspace.appendingPathComponent(".build/checkouts")
    try FileManager.default.createDirectory(at: checkouts, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: checkouts.appendingPathComponent("chevgen"), withDestinationURL: DocumentationTests.root)
    for arguments in [
      ["init", "-q"], ["add", "Tests"],
      ["-c", "user.name=CI", "-c", "user.email=ci@example.com", "commit", "-qm", "references"],
    ] {
      let git = try cli.tool("git", ["-C", workspace.path] + arguments)
      try #require(git.status == 0, "git \(arguments): \(git.stderr)")
    }
    return workspace
  }

  /// Every `run:` step of the article's workflow, in order, as a GitHub
  /// runner runs them on a pull request whose button changed: bash with
  /// `-eo pipefail`, the job's variables and GitHub's, `if:` obeyed, and
  /// each folder a step appends to `$GITHUB_PATH` first on the later steps'
  /// PATH. The install step installs the debug build already made
  /// (`CHEVGEN_INSTALL_BUILT`), and setup only checks (`CHEVGEN_SETUP_CHECK`).
  @Test func everyRunStepOfTheWorkflowRunsAsWritten() throws {
    let cli = try CLI()
    defer { cli.remove() }
    let built = CLI.binary.deletingLastPathComponent()
    try #require(
      FileManager.default.isExecutableFile(atPath: built.path + "/generate-manual"),
      """
      \(built.path)/generate-manual is missing: run `swift build --product generate-manual` \
      before `swift test` (scripts/test does)
      """)
    let job = try Self.job(of: try Self.workflow(), in: cli)
    let steps = try #require(job["steps"] as? [[String: Any]])
    let workspace = try Self.workspace(cli, reference: Self.white)
    let tools = try Self.tools(cli)
    for folder in ["runner-temp", "tmp"] {
      try FileManager.default.createDirectory(
        at: cli.directory.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let githubPath = cli.directory.appendingPathComponent("github-path")
    let summary = cli.directory.appendingPathComponent("summary.md")
    try Data().write(to: githubPath)
    var environment = (job["env"] as? [String: String]) ?? [:]
    environment.merge([
      "GITHUB_ACTIONS": "true", "CI": "true", "GITHUB_WORKSPACE": workspace.path,
      "RUNNER_TEMP": cli.directory.path + "/runner-temp", "GITHUB_PATH": githubPath.path,
      "GITHUB_STEP_SUMMARY": summary.path, "GITHUB_SERVER_URL": "https://github.com",
      "GITHUB_REPOSITORY": "octo/app", "GITHUB_RUN_ID": "42",
      "TMPDIR": cli.directory.path + "/tmp", "DRAWN": tools.path + "/drawn.png",
      "CHEVGEN_INSTALL_BUILT": built.path, "CHEVGEN_SETUP_CHECK": "1",
      "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
    ]) { $1 }
    let basePath = tools.path + ":/usr/bin:/bin"
    func path() throws -> String {
      let added = try String(contentsOf: githubPath, encoding: .utf8)
        .split(separator: "\n").map(String.init)
      return (added.reversed() + [basePath]).joined(separator: ":")
    }
    var failed = false
    var results: [String: CLI.Result] = [:]
    for (number, step) in steps.enumerated() {
      let condition = step["if"] as? String ?? "success()"
      guard condition == "always()" || (condition == "failure()") == failed,
        let script = step["run"] as? String
      else { continue }
      let file = cli.directory.appendingPathComponent("step-\(number).sh")
      try script.write(to: file, atomically: true, encoding: .utf8)
      environment["PATH"] = try path()
      let result = try CLI.execute(
        URL(fileURLWithPath: "/bin/bash"), ["--noprofile", "--norc", "-eo", "pipefail", file.path],
        in: workspace, environment: environment)
      results[step["name"] as? String ?? "step \(number)"] = result
      if result.status != 0 { failed = true }
    }
    try Self.check(
      results, workspace: workspace, environment: environment, summary: summary,
      reference: Self.white, path: try path(), basePath: basePath)
  }

  /// What the steps did: the tests failed, chevgen was installed and found
  /// first on PATH, the recording was compared and reported, the reference
  /// restored, and everything the upload step keeps is there.
  static func check(
    _ results: [String: CLI.Result], workspace: URL, environment: [String: String], summary: URL,
    reference: RGBAImage, path: String, basePath: String
  ) throws {
    let statuses = results.mapValues(\.status)
    #expect(
      statuses == [
        "Run the tests": 1, "Install chevgen from the package's checkout": 0,
        "Record what the tests draw": 0, "Compare and annotate the pull request": 1,
      ], "\(results.mapValues { $0.stderr })")
    let prefix = try #require(environment["RUNNER_TEMP"]) + "/chevgen"
    var lookup = environment
    lookup["PATH"] = path
    let found = try CLI.execute(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "command -v chevgen"], in: workspace,
      environment: lookup)
    #expect(found.stdout == prefix + "/bin/chevgen\n", "the chevgen on PATH: \(found.stdout)")
    lookup["PATH"] = basePath
    let without = try CLI.execute(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "command -v chevgen"], in: workspace,
      environment: lookup)
    #expect(without.status != 0, "a chevgen is on PATH before the install: \(without.stdout)")
    for file in ["bin/chevgen", "share/man/man1/chevgen.1", "share/chevgen/fonts/LICENSE"] {
      #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file)")
    }
    let compare = results["Compare and annotate the pull request"]?.stdout ?? ""
    #expect(
      compare.split(separator: "\n").contains(
        "::error file=Tests/AppTests/__Snapshots__/ButtonTests/back.png::ButtonTests/back.png: "
          + "4 of 32 pixels differ (12.50%25); diff image: build/review/diff/ButtonTests/back.png"))
    for kept in [
      "build/review/index.html", "build/review/diff/ButtonTests/back.png", "build/junit.xml",
      "build/attachments/back.actual.png", "build/snapshots/ButtonTests/back.png",
    ] {
      #expect(FileManager.default.fileExists(atPath: workspace.path + "/" + kept), "\(kept)")
    }
    let committed = try Data(
      contentsOf: workspace.appendingPathComponent(
        "Tests/AppTests/__Snapshots__/ButtonTests/back.png"))
    #expect(try committed == Data(PNGEncoder.encode(reference)), "the reference was not restored")
    #expect(
      try String(contentsOf: summary, encoding: .utf8) == """
        ### chevgen diff Tests\\/AppTests\\/\\_\\_Snapshots\\_\\_ build\\/recorded: 1 of 1 images differ

        | Image | Status | Differing pixels | Diff image |
        | --- | --- | --- | --- |
        | ButtonTests\\/back\\.png | changed | 4 of 32 | build\\/review\\/diff\\/ButtonTests\\/back\\.png |

        The review page build\\/review\\/index\\.html and the diff images are files in the job's \
        workspace: download them from \
        [this run's artefacts](https://github.com/octo/app/actions/runs/42#artifacts), where the \
        workflow uploads them (actions/upload-artifact).


        """)
  }

  @Test func theArticleIsInTheCatalogsTopics() throws {
    let landing = try String(
      contentsOf: Self.article.deletingLastPathComponent().appendingPathComponent("ChevGenKit.md"),
      encoding: .utf8)
    #expect(landing.contains("- <doc:ContinuousIntegration>\n"))
  }
}
