import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// `scripts/bazel/chevgen.bzl` under Debian's bazel-bootstrap, offline: the
/// asset step as a sandboxed action that a rebuild skips, a second output
/// base takes whole from a shared disk cache (the action cache protocol a
/// remote cache speaks) with the same bytes, and a changed backdrop reruns
/// alone; the snapshot test passes, runs as 4 shards whose reviews merge
/// as Bazel.md says, and fails on a changed image. The workspace is made
/// offline, and the shards merged, by the article's own commands.
@Suite(
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/bazel"),
    "bazel is missing: scripts/setup installs Debian's bazel-bootstrap, which these tests run"))
struct BazelRulesTests {
  static let repository = SourceTree.root

  static let build = """
    load("//third_party/chevgen:chevgen.bzl", "chevgen_assets", "chevgen_snapshot_diff_test")

    chevgen_assets(
        name = "buttons",
        manifest = "buttons.yml",
        srcs = ["backdrop.png"],
        chevgen = "//tools:chevgen",
    )

    chevgen_assets(
        name = "others",
        manifest = "others.yml",
        srcs = ["other-backdrop.png"],
        chevgen = "//tools:chevgen",
    )

    chevgen_snapshot_diff_test(
        name = "snapshots",
        refs = glob(["refs/**/*.png"]),
        actual = glob(["actual/**/*.png"]),
        shard_count = 4,
        chevgen = "//tools:chevgen",
    )

    chevgen_snapshot_diff_test(
        name = "apostrophe",
        refs = glob(["it's/**/*.png"]),
        actual = glob(["actual/**/*.png"]),
        chevgen = "//tools:chevgen",
    )

    chevgen_snapshot_diff_test(
        name = "injection",
        refs = glob(["q'$(touch${IFS}pwned)'x/**/*.png"]),
        actual = glob(["actual/**/*.png"]),
        chevgen = "//tools:chevgen",
    )

    """

  /// Reference folders whose names a shell would read as syntax: a rule that
  /// pasted them into its script would break, or run `touch pwned` (`${IFS}`
  /// for the space, which Bazel 4's runfiles trees cannot hold).
  static let awkwardFolders = ["it's", "q'$(touch${IFS}pwned)'x"]

  /// The article whose commands this suite runs as written.
  static let article = repository.appendingPathComponent("Sources/chevgen/chevgen.docc/Bazel.md")

  /// Bazel.md's blocks marked `run by BazelRulesTests`: the offline stand-in
  /// for Bazel's coverage tools, and the merge of the shards' reviews.
  static func recipes() throws -> (offline: String, merge: String) {
    let text = try String(contentsOf: article, encoding: .utf8)
    let blocks = MarkdownExample.blocks(in: text, document: "Bazel.md").filter {
      $0.runBy == "BazelRulesTests"
    }
    try #require(blocks.count == 2, "Bazel.md hands this suite \(blocks.count) blocks, not 2")
    let offline = try #require(blocks.first { $0.code.contains("local_repository(") })
    let merge = try #require(blocks.first { $0.code.contains("chevgen diff --merge") })
    return (offline.code, merge.code)
  }

  /// Runs an article's block with `/bin/sh` in `folder`, the built chevgen first on PATH.
  static func shell(_ block: String, in folder: URL) throws -> CLI.Result {
    let programs = CLI.binary.deletingLastPathComponent().path
    return try CLI.execute(
      URL(fileURLWithPath: "/bin/sh"), ["-c", block], in: folder,
      environment: ["PATH": programs + ":/usr/bin:/bin"])
  }

  static func image(_ red: UInt8, width: Int = 40, height: Int = 30) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for index in 0..<width * height { pixels[index * 4] = red }
    return RGBAImage(width: width, height: height, pixels: pixels)!
  }

  /// A workspace made offline as Bazel.md says: the rules copied in,
  /// chevgen as a prebuilt binary, two glass manifests with a backdrop each,
  /// and 12 pairs of snapshots (whose references are also in each of
  /// `awkwardFolders`).
  static func workspace(_ cli: CLI) throws -> URL {
    let root = cli.directory.appendingPathComponent("workspace")
    func write(_ text: String, _ name: String) throws {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    func png(_ image: RGBAImage, _ name: String) throws {
      try write("", name)
      try Data(PNGEncoder.encode(image)).write(to: root.appendingPathComponent(name))
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let offline = try shell(recipes().offline, in: root)
    try #require(offline.status == 0, "Bazel.md's offline stand-in: \(offline.stderr)")
    for file in ["BUILD", "chevgen.bzl"] {
      try write(
        try String(
          contentsOf: repository.appendingPathComponent("scripts/bazel/" + file), encoding: .utf8),
        "third_party/chevgen/" + file)
    }
    try write("exports_files([\"chevgen\"])\n", "tools/BUILD")
    try FileManager.default.copyItem(
      at: CLI.binary, to: root.appendingPathComponent("tools/chevgen"))
    try write(build, "app/BUILD")
    for (manifest, backdrop) in [("buttons", "backdrop"), ("others", "other-backdrop")] {
      try write(
        """
        theme: {style: glass, backdrop: \(backdrop).png, backdrop-scale: 1}
        outputs: [xcassets, css]
        buttons:
          - {name: Close, role: close}
          - {name: Done, purpose: done, title: Done}

        """, "app/\(manifest).yml")
      try png(
        image(manifest == "buttons" ? 30 : 200, width: 400, height: 300), "app/\(backdrop).png")
    }
    // Bazel 4's runfiles trees cannot hold a name with a space.
    for index in 0..<12 {
      try png(image(UInt8(index * 20)), "app/refs/set-\(index % 3)/shot-\(index).png")
      try png(image(UInt8(index * 20)), "app/actual/set-\(index % 3)/shot-\(index).png")
      for folder in awkwardFolders {
        try png(image(UInt8(index * 20)), "app/\(folder)/set-\(index % 3)/shot-\(index).png")
      }
    }
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent("tools/chevgen").path)
    return root
  }

  /// Runs `bazel` in `workspace` with its own output base (no user's rc files, no
  /// server left behind); its status and its line of processes run.
  static func bazel(
    _ command: [String], in workspace: URL, base: String, _ cli: CLI,
    environment: [String: String] = [:]
  ) throws -> (status: Int32, processes: String, output: String) {
    let root = cli.directory.appendingPathComponent("bazel-root").path
    let arguments =
      [
        // The system's rc stays: Debian's names the install base its package holds.
        "--batch", "--nohome_rc", "--noworkspace_rc", "--output_user_root=" + root,
        // The JVM's performance data would go to /tmp, outside the test's folder.
        "--host_jvm_args=-XX:-UsePerfData",
        "--host_jvm_args=-Djava.io.tmpdir=" + cli.directory.path,
        "--output_base=" + cli.directory.appendingPathComponent(base).path,
      ] + command
    let result = try CLI.execute(
      URL(fileURLWithPath: "/usr/bin/bazel"), arguments, in: workspace,
      environment: environment.merging(["HOME": cli.directory.path]) { $1 })
    let processes = result.stderr.split(separator: "\n").last {
      $0.hasPrefix("INFO: ") && ($0.contains(" processes") || $0.contains(" process:"))
    }
    return (result.status, processes.map(String.init) ?? "", result.stderr)
  }

  /// Every file of the tree artifact `target` in output base `base`, by relative path.
  static func tree(_ cli: CLI, base: String, _ target: String) throws -> [String: Data] {
    try files(
      under: cli.directory.appendingPathComponent(
        "\(base)/execroot/__main__/bazel-out/k8-fastbuild/bin/app/\(target)"))
  }

  /// Every file under `folder`, by relative path.
  static func files(under folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for case let path as String in FileManager.default.enumerator(atPath: folder.path)?.allObjects
      ?? []
    {
      var directory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &directory)
      if !directory.boolValue {
        files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
      }
    }
    return files
  }

  @Test func theAssetStepIsASandboxedActionThatCachesAndRerunsAlone() throws {
    let cli = try CLI()
    defer { cli.remove() }
    let workspace = try Self.workspace(cli)
    let cache = "--disk_cache=" + cli.directory.appendingPathComponent("disk-cache").path
    let targets = ["//app:buttons", "//app:others", cache]
    let first = try Self.bazel(["build"] + targets, in: workspace, base: "base-1", cli)
    #expect(first.status == 0, "\(first.output)")
    #expect(first.processes.contains("2 linux-sandbox"), "\(first.processes)")
    let drawn = try Self.tree(cli, base: "base-1", "buttons")
    #expect(drawn.keys.contains("index.json"))
    #expect(drawn.keys.contains("css/chevgen.css"))
    #expect(!drawn.keys.contains { $0.contains(".chevgen-state") || $0.contains(".chevgen.lock") })
    // Nothing changed: no action runs.
    let again = try Self.bazel(["build"] + targets, in: workspace, base: "base-1", cli)
    #expect(again.status == 0)
    #expect(!again.processes.contains("linux-sandbox") && !again.processes.contains("hit"))
    // A clean output base, another time zone and locale: every output from the cache, same bytes.
    let other = try Self.bazel(
      ["build"] + targets, in: workspace, base: "base-2", cli,
      environment: ["TZ": "Pacific/Chatham", "LC_ALL": "C", "LANG": "de_DE.UTF-8"])
    #expect(other.status == 0, "\(other.output)")
    #expect(other.processes.contains("2 remote cache hit"), "\(other.processes)")
    #expect(!other.processes.contains("linux-sandbox"), "\(other.processes)")
    #expect(try Self.tree(cli, base: "base-2", "buttons") == drawn)
    #expect(
      try Self.tree(cli, base: "base-2", "others") == Self.tree(cli, base: "base-1", "others"))
    // A changed backdrop reruns its own action only.
    try Data(PNGEncoder.encode(Self.image(90, width: 400, height: 300))).write(
      to: workspace.appendingPathComponent("app/backdrop.png"))
    let changed = try Self.bazel(["build"] + targets, in: workspace, base: "base-1", cli)
    #expect(changed.status == 0, "\(changed.output)")
    #expect(changed.processes.contains("1 linux-sandbox"), "\(changed.processes)")
    #expect(!changed.processes.contains("hit"), "\(changed.processes)")
  }

  /// Every file and folder named `name` under `folder`, for a command a
  /// test must not have run.
  static func found(_ name: String, under folder: URL) -> [String] {
    let all = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    return all.filter { $0 == name || $0.hasSuffix("/" + name) }
  }

  @Test func theSnapshotTestRunsAsFourShardsAndFailsOnAChangedImage() throws {
    let cli = try CLI()
    defer { cli.remove() }
    let workspace = try Self.workspace(cli)
    let targets = ["//app:snapshots", "//app:apostrophe", "//app:injection"]
    let passing = try Self.bazel(["test"] + targets, in: workspace, base: "base", cli)
    #expect(passing.status == 0, "\(passing.output)")
    let logs = cli.directory.appendingPathComponent(
      "base/execroot/__main__/bazel-out/k8-fastbuild/testlogs/app/snapshots")
    var compared = 0
    for shard in 1...4 {
      let log = try String(
        contentsOf: logs.appendingPathComponent("shard_\(shard)_of_4/test.log"), encoding: .utf8)
      let line = try #require(
        log.split(separator: "\n").first { $0.hasSuffix("files compared, none differ") },
        "shard \(shard): \(log)")
      compared += Int(line.split(separator: " ")[0]) ?? 0
      let junit = logs.appendingPathComponent("shard_\(shard)_of_4/test.xml")
      #expect(try String(contentsOf: junit, encoding: .utf8).contains("<testsuite"))
    }
    #expect(compared == 12, "each of the 12 pairs in exactly one shard")
    try Self.mergeAsTheArticleSays(
      workspace, cli, status: 0, output: "12 files compared, none differ\n", differing: [])
    var changed = Self.image(20)
    changed.pixels.replaceSubrange(0..<3, with: [0, 0, 0])
    try Data(PNGEncoder.encode(changed)).write(
      to: workspace.appendingPathComponent("app/actual/set-1/shot-1.png"))
    let failing = try Self.bazel(["test"] + targets, in: workspace, base: "base", cli)
    #expect(failing.status == 3, "bazel's exit status for failed tests: \(failing.output)")
    let failed = failing.output.split(separator: "\n").filter { $0.hasPrefix("FAIL: //app:") }
    #expect(
      failed.map { $0.split(separator: " ")[1] }.sorted() == [
        "//app:apostrophe", "//app:injection", "//app:snapshots",
      ], "one shard of snapshots and each awkward folder's test: \(failing.output)")
    #expect(Self.found("pwned", under: cli.directory) == [], "a folder's name ran as a command")
    try Self.mergeAsTheArticleSays(
      workspace, cli, status: 1,
      output: "changed: set-1/shot-1.png: 1 of 1200 pixels differ (0.08%)\n"
        + "1 of 12 files differ (1 changed, 0 added, 0 removed)\n",
      differing: ["set-1/shot-1.png"])
  }

  /// Bazel.md's merge of the shards' reviews, run as written in the
  /// workspace after a `bazel test`: it prints `output` and exits `status`,
  /// as chevgen over all 12 pairs at once does, and its report holds that
  /// run's files byte for byte, diff images of `differing` included (the
  /// page aside: it names the folders as the first shard's sandbox did).
  static func mergeAsTheArticleSays(
    _ workspace: URL, _ cli: CLI, status: Int32, output: String, differing: [String]
  ) throws {
    let merged = try shell(recipes().merge, in: workspace)
    #expect(merged.status == status, "\(merged.stdout)\(merged.stderr)")
    #expect(merged.stdout == output + "review page: snapshot-review/index.html\n")
    let whole = try cli.run(
      ["diff", "workspace/app/refs", "workspace/app/actual", "--report", "whole"])
    #expect(whole.status == status && whole.stdout == output + "review page: whole/index.html\n")
    var report = try files(under: workspace.appendingPathComponent("snapshot-review"))
    var expected = try files(under: cli.directory.appendingPathComponent("whole"))
    #expect(report.removeValue(forKey: "index.html") != nil)
    expected["index.html"] = nil
    #expect(report.keys.filter { $0.hasPrefix("actual/") }.count == 12)
    #expect(report.keys.filter { $0.hasPrefix("diff/") }.sorted() == differing.map { "diff/" + $0 })
    #expect(report == expected, "\(report.keys.sorted()) against \(expected.keys.sorted())")
  }
}
