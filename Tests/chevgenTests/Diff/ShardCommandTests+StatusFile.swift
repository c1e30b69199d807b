import ChevGenTestSupport
import Foundation
import Testing

/// Bazel's `TEST_SHARD_STATUS_FILE` as a file: touched (made when absent),
/// never waited on, never followed; every refusal names the variable.
extension ShardCommandTests {
  @Test func theShardStatusFileIsRefusedUnlessARegularFileAndNeverWaitedOn() throws {
    try Self.suite(cli, count: 12)
    let folder = cli.directory.path
    let pipe = folder + "/status-pipe"
    try #require(try cli.tool("mkfifo", [pipe]).status == 0)
    try FileManager.default.createDirectory(
      atPath: folder + "/status-folder", withIntermediateDirectories: false)
    try Data("kept".utf8).write(to: URL(fileURLWithPath: folder + "/target"))
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/status-link", withDestinationPath: folder + "/target")
    let fix =
      "point the variable at a regular file (Bazel names one in the test's output "
      + "folder), or unset it"
    let cases: [(String, String)] = [
      (pipe, "is a named pipe, not a regular file"),
      (folder + "/status-folder", "is a folder, not a regular file"),
      ("/dev/null", "is a device, not a regular file"),
      (folder + "/status-link", "is a symbolic link, which chevgen does not follow there"),
      (
        folder + "/missing/status",
        "cannot be touched (No such file or directory)"
      ),
    ]
    let target = try FileManager.default.attributesOfItem(atPath: folder + "/target")
    for (path, problem) in cases {
      // A run that waited on the pipe would be killed here, and fail on its status.
      let result = try cli.run(
        ["diff", "ref", "act"],
        environment: [
          "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0", "TEST_SHARD_STATUS_FILE": path,
        ], hangLimit: 60)
      #expect(result.status == 2, "\(path)")
      #expect(
        result.stderr == "chevgen: error: TEST_SHARD_STATUS_FILE '\(path)' \(problem): \(fix)\n")
    }
    #expect(try cli.data("target") == Data("kept".utf8))
    let after = try FileManager.default.attributesOfItem(atPath: folder + "/target")
    #expect(after[.modificationDate] as? Date == target[.modificationDate] as? Date)
    // A regular file is touched, and nothing is written into it.
    let status = folder + "/status"
    try Data("bazel's".utf8).write(to: URL(fileURLWithPath: status))
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: status)
    let touched = try cli.run(
      ["diff", "ref", "act"],
      environment: [
        "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0", "TEST_SHARD_STATUS_FILE": status,
      ])
    #expect(touched.status == 1, "\(touched.stderr)")
    #expect(try cli.data("status") == Data("bazel's".utf8))
    let modified = try FileManager.default.attributesOfItem(atPath: status)[.modificationDate]
    #expect((modified as? Date ?? .distantPast) > Date(timeIntervalSince1970: 0))
  }
}
