import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// `scripts/bazel/chevgen.bzl` under Debian's bazel-bootstrap, offline: the
/// asset step as a sandboxed action that a rebuild skips, a second output
/// base takes whole from a shared disk cache (the action cache protocol a
/// remote cache speaks) with the same bytes, and a changed backdrop reruns
/// alone; the snapshot test passes, runs as 4 shards, and fails on a
/// changed image.
@Suite(
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/bazel"),
    "bazel is missing: scripts/setup installs Debian's bazel-bootstrap, which these tests run"))
struct BazelRulesTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

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

  /// Bazel's coverage tools are an external repository it would download
  /// for any test rule; offline, a stand-in that coverage runs would use.
  static let offlineCoverage = """
    alias(name = "coverage_report_generator", actual = "unavailable.sh", visibility = ["//visibility:public"])
    alias(name = "lcov_merger", actual = "unavailable.sh", visibility = ["//visibility:public"])

    """

  static func image(_ red: UInt8, width: Int = 40, height: Int = 30) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for index in 0..<width * height { pixels[index * 4] = red }
    return RGBAImage(width: width, height: height, pixels: pixels)!
  }

  /// A workspace: the rules copied in, chevgen as a prebuilt binary, two
  /// glass manifests with a backdrop each, and 12 pairs of snapshots (whose
  /// references are also in each of `awkwardFolders`).
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
    try write(
      "local_repository(name = \"remote_coverage_tools\", path = \"offline/coverage\")\n",
      "WORKSPACE")
    try write("", "offline/coverage/WORKSPACE")
    try write(offlineCoverage, "offline/coverage/BUILD")
    try write(
      "#!/bin/sh\necho 'no coverage offline' >&2\nexit 1\n", "offline/coverage/unavailable.sh")
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
    for file in ["offline/coverage/unavailable.sh", "tools/chevgen"] {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent(file).path)
    }
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
    let folder = cli.directory.appendingPathComponent(
      "\(base)/execroot/__main__/bazel-out/k8-fastbuild/bin/app/\(target)")
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
    try Self.mergeShardOutputs(logs, cli)
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
  }

  /// The 4 shards' review reports, as Bazel zips each shard's undeclared
  /// outputs (`test.outputs/outputs.zip`), unzipped and merged into one.
  static func mergeShardOutputs(_ logs: URL, _ cli: CLI) throws {
    var parts: [String] = []
    for shard in 1...4 {
      let zip = logs.appendingPathComponent("shard_\(shard)_of_4/test.outputs/outputs.zip")
      let folder = "shard-\(shard)"
      let unzipped = try cli.tool("python3", ["-m", "zipfile", "-e", zip.path, folder])
      #expect(unzipped.status == 0, "\(unzipped.stderr)")
      parts.append(folder + "/review")
    }
    let merged = try cli.run(["diff", "--merge"] + parts + ["--report", "merged"])
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(
      merged.stdout == "12 files compared, none differ\nreview page: merged/index.html\n",
      "\(merged.stdout)")
    let copies =
      FileManager.default.enumerator(
        atPath: cli.directory.appendingPathComponent("merged/actual").path)?.allObjects as? [String]
    #expect(copies?.filter { $0.hasSuffix(".png") }.count == 12)
  }
}
