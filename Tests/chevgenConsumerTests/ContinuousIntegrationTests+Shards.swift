import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// The article's matrix workflow, run as GitHub would run it: each `run:`
/// step of the `compare` job once per part of the matrix in a workspace of
/// its own, the artefacts carried as upload-artifact and download-artifact
/// carry them (hidden files only when asked for), then the `review` job.
extension ContinuousIntegrationTests {
  /// The whole workflow as JSON, through PyYAML.
  static func document(of workflow: String, in cli: CLI) throws -> [String: Any] {
    let file = cli.directory.appendingPathComponent("sharded.yml")
    try workflow.write(to: file, atomically: true, encoding: .utf8)
    let script = """
      import json, sys, yaml
      document = yaml.safe_load(open(sys.argv[1]))
      document.pop(True, None)
      print(json.dumps(document))
      """
    let result = try cli.tool("python3", ["-c", script, file.path])
    try #require(result.status == 0, "the workflow is not the YAML expected: \(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  /// One job's run: its workspace, its variables, and the artefacts folder shared by all jobs.
  struct JobRun {
    var workspace: URL
    var environment: [String: String]
    var expressions: [String: String]
    var artefacts: URL
    var results: [String: CLI.Result] = [:]
  }

  /// Runs `steps` as a runner does: `run:` scripts in bash with the
  /// expressions replaced, `if:` obeyed, `$GITHUB_PATH` honoured, and the
  /// artefact actions copying folders.
  static func run(_ steps: [[String: Any]], _ job: inout JobRun, tools: String) throws {
    var failed = false
    let githubPath = try #require(job.environment["GITHUB_PATH"])
    for (number, step) in steps.enumerated() {
      let condition = step["if"] as? String ?? "success()"
      guard condition == "always()" || (condition == "failure()") == failed else { continue }
      let with = (step["with"] as? [String: Any]) ?? [:]
      if let uses = step["uses"] as? String {
        if uses.hasPrefix("actions/upload-artifact@") {
          try upload(with, &job)
        } else if uses.hasPrefix("actions/download-artifact@") {
          try download(with, &job)
        }
        continue
      }
      guard var script = step["run"] as? String else { continue }
      for (expression, value) in job.expressions {
        script = script.replacingOccurrences(of: "${{ \(expression) }}", with: value)
      }
      try #require(!script.contains("${{"), "an expression the test does not know: \(script)")
      let file = job.workspace.deletingLastPathComponent().appendingPathComponent(
        "\(job.workspace.lastPathComponent)-step-\(number).sh")
      try script.write(to: file, atomically: true, encoding: .utf8)
      let added = try String(contentsOfFile: githubPath, encoding: .utf8).split(separator: "\n")
      job.environment["PATH"] = (added.reversed().map(String.init) + [tools, "/usr/bin:/bin"])
        .joined(separator: ":")
      let result = try CLI.execute(
        URL(fileURLWithPath: "/bin/bash"), ["--noprofile", "--norc", "-eo", "pipefail", file.path],
        in: job.workspace, environment: job.environment)
      job.results[step["name"] as? String ?? "step \(number)"] = result
      if result.status != 0 { failed = true }
    }
  }

  /// upload-artifact: the paths, under the artefact's name; as version 4
  /// does, names starting with a dot stay behind unless `include-hidden-files`.
  static func upload(_ with: [String: Any], _ job: inout JobRun) throws {
    var name = try #require(with["name"] as? String)
    for (expression, value) in job.expressions {
      name = name.replacingOccurrences(of: "${{ \(expression) }}", with: value)
    }
    let hidden = with["include-hidden-files"] as? Bool ?? false
    let target = job.artefacts.appendingPathComponent(name)
    for path in ((with["path"] as? String) ?? "").split(separator: "\n") {
      let source = job.workspace.appendingPathComponent(String(path))
      guard FileManager.default.fileExists(atPath: source.path) else { continue }
      let enumerator = FileManager.default.enumerator(atPath: source.path)
      for case let relative as String in enumerator?.allObjects ?? [] {
        if !hidden, relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
          continue
        }
        var directory: ObjCBool = false
        _ = FileManager.default.fileExists(
          atPath: source.path + "/" + relative, isDirectory: &directory)
        let destination = target.appendingPathComponent(relative)
        if directory.boolValue { continue }
        try FileManager.default.createDirectory(
          at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
          at: source.appendingPathComponent(relative), to: destination)
      }
    }
  }

  /// download-artifact with a pattern: each matching artefact into `path/NAME`.
  static func download(_ with: [String: Any], _ job: inout JobRun) throws {
    let pattern = try #require(with["pattern"] as? String)
    try #require(pattern.hasSuffix("*"), "a pattern the test does not know: \(pattern)")
    let folder = job.workspace.appendingPathComponent(try #require(with["path"] as? String))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: job.artefacts.path)
    where name.hasPrefix(String(pattern.dropLast())) {
      try FileManager.default.copyItem(
        at: job.artefacts.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
  }

  @Test func theMatrixWorkflowRunsForTwoPartsAndTheMerge() throws {
    let cli = try CLI()
    defer { cli.remove() }
    let built = CLI.binary.deletingLastPathComponent()
    let document = try Self.document(of: try Self.workflow(sharded: true), in: cli)
    let jobs = try #require(document["jobs"] as? [String: [String: Any]])
    let compare = try #require(jobs["compare"])
    let review = try #require(jobs["review"])
    #expect(review["needs"] as? String == "compare")
    #expect(review["if"] as? String == "always()")
    let matrix = (compare["strategy"] as? [String: Any])?["matrix"] as? [String: Any]
    let shards = try #require(matrix?["shard"] as? [Int])
    #expect(shards == [1, 2])
    let tools = try Self.tools(cli)
    let artefacts = cli.directory.appendingPathComponent("artefacts")
    try FileManager.default.createDirectory(at: artefacts, withIntermediateDirectories: true)
    let summary = cli.directory.appendingPathComponent("summary.md")
    func job(_ name: String, shard: Int?) throws -> JobRun {
      let workspace = try Self.workspace(cli, reference: Self.white, name: name, others: 9)
      let temporary = cli.directory.appendingPathComponent(name + "-temp")
      try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
      let githubPath = temporary.appendingPathComponent("github-path")
      try Data().write(to: githubPath)
      let environment = [
        "GITHUB_ACTIONS": "true", "CI": "true", "GITHUB_WORKSPACE": workspace.path,
        "RUNNER_TEMP": temporary.path, "GITHUB_PATH": githubPath.path,
        "GITHUB_STEP_SUMMARY": summary.path, "GITHUB_SERVER_URL": "https://github.com",
        "GITHUB_REPOSITORY": "octo/app", "GITHUB_RUN_ID": "42", "TMPDIR": temporary.path,
        "DRAWN": tools.path + "/drawn.png", "CHEVGEN_INSTALL_BUILT": built.path,
        "CHEVGEN_SETUP_CHECK": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
      ]
      var expressions = ["strategy.job-total": String(shards.count)]
      if let shard { expressions["matrix.shard"] = String(shard) }
      return JobRun(
        workspace: workspace, environment: environment, expressions: expressions,
        artefacts: artefacts)
    }
    var parts: [JobRun] = []
    for shard in shards {
      var part = try job("part-\(shard)", shard: shard)
      try Self.run(try #require(compare["steps"] as? [[String: Any]]), &part, tools: tools.path)
      parts.append(part)
    }
    var merge = try job("review", shard: nil)
    try Self.run(try #require(review["steps"] as? [[String: Any]]), &merge, tools: tools.path)
    try Self.checkSharded(parts, merge, summary: summary)
  }

  /// Each part compared its share and kept its report; the merge joined
  /// them into one review, one annotation and one table.
  static func checkSharded(_ parts: [JobRun], _ merge: JobRun, summary: URL) throws {
    var compared = 0
    for part in parts {
      #expect(
        part.results.mapValues(\.status) == [
          "Record what the tests draw": 0, "Install chevgen from the package's checkout": 0,
          "Compare this part": 0,
        ], "\(part.results.mapValues(\.stderr))")
      let output = part.results["Compare this part"]?.stdout ?? ""
      #expect(!output.contains("::error"), "a part annotated the pull request: \(output)")
    }
    // Every image in exactly one part's kept report.
    for shard in 1...parts.count {
      let kept = merge.artefacts.appendingPathComponent("shard-\(shard)/.chevgen-shard")
      let text = try String(contentsOf: kept, encoding: .utf8)
      compared += text.split(separator: "\n").filter { $0.hasPrefix("card\t") }.count
    }
    #expect(compared == 10)
    #expect(
      merge.results.mapValues(\.status) == [
        "Install chevgen from the package's checkout": 0,
        "Join the parts and annotate the pull request": 1,
      ], "\(merge.results.mapValues(\.stderr))")
    let joined = merge.results["Join the parts and annotate the pull request"]?.stdout ?? ""
    #expect(
      joined.split(separator: "\n").contains(
        "::error file=Tests/AppTests/__Snapshots__/ButtonTests/back.png::ButtonTests/back.png: "
          + "4 of 32 pixels differ (12.50%25); diff image: build/review/diff/ButtonTests/back.png"))
    #expect(joined.contains("1 of 10 files differ (1 changed, 0 added, 0 removed)"), "\(joined)")
    for kept in [
      "build/review/index.html", "build/review/diff/ButtonTests/back.png", "build/junit.xml",
    ] {
      #expect(FileManager.default.fileExists(atPath: merge.workspace.path + "/" + kept), "\(kept)")
    }
    let markdown = try String(contentsOf: summary, encoding: .utf8)
    #expect(
      markdown.hasPrefix(
        "### chevgen diff Tests\\/AppTests\\/\\_\\_Snapshots\\_\\_ build\\/recorded: 1 of 10 images differ"
      ), "\(markdown)")
    #expect(markdown.components(separatedBy: "### ").count == 2, "one table: \(markdown)")
  }
}
