import ArgumentParser
import ChevGenCompare
import ChevGenFormat
import ChevGenSystem

/// `chevgen diff`'s part of a suite (`--shard K/N`, or Bazel's test
/// sharding variables) and the part reports it joins (`--merge`): flags and
/// variables mapped to `SuiteShard` values, in their own words.
struct ShardOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Compare only part K of N of two folders' paths (each path falls in one part by a hash of "
        + "its name), for a CI matrix; --report, --json, --junit and GitHub's format report that "
        + "part. e.g. --shard 2/4", valueName: "K/N"))
  var shard: String?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Join the --report folders of every part of one comparison into one result (and one page "
        + "with --report), listed after one --merge or each after a repeated one. "
        + "e.g. --merge shard-1 shard-2 shard-3 shard-4 --report review",
      valueName: "report"))
  var merge: [String] = []

  /// The part a folder comparison is asked for: `--shard`, else Bazel's
  /// `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` (numbered from 0) in
  /// `environment`, whose `TEST_SHARD_STATUS_FILE` is then touched to say
  /// the test shards.
  func chosen(folders: Bool, environment: CIEnvironment) throws(CommandFailure) -> SuiteShard? {
    if let shard {
      guard folders else {
        throw CommandFailure(
          message: "\(CommandFailure.flag(.shard)) splits a comparison of two folders, and two "
            + "files are one image; compare folders, e.g. chevgen diff Fixtures/ build/snapshots/ "
            + "--shard 1/4", exitCode: ExitRules.comparison.failure)
      }
      do throws(CompareError) { return try DiffValue.shard(shard) } catch {
        throw CommandFailure(error)
      }
    }
    let bazel = environment.bazelShards
    guard folders, let total = bazel.total else { return nil }
    let index = bazel.index ?? ""
    guard let count = Int(total), count >= 1 else {
      throw Self.invalid("TEST_TOTAL_SHARDS", total, "Bazel sets a count of 1 or more, e.g. 4")
    }
    guard let number = Int(index), (0..<count).contains(number) else {
      throw Self.invalid(
        "TEST_SHARD_INDEX", index,
        "Bazel numbers the \(count) shards from 0 to \(count - 1), e.g. 0")
    }
    if let status = bazel.statusFile, !status.isEmpty {
      try Self.touchStatusFile(status)
    }
    return try? SuiteShard(index: number + 1, count: count)
  }

  /// Touches Bazel's `TEST_SHARD_STATUS_FILE` to say the test shards, as
  /// googletest does: created when absent; a named pipe, a device, a
  /// folder or a link there is refused, never waited on nor followed.
  static func touchStatusFile(_ path: String) throws(CommandFailure) {
    let fix =
      "point the variable at a regular file (Bazel names one in the test's output folder), "
      + "or unset it"
    do throws(FileTouch.Problem) { try FileTouch.touch(path) } catch {
      let problem =
        switch error {
        case .link: "is a symbolic link, which chevgen does not follow there"
        case .irregular(let kind): "is \(kind), not a regular file"
        case .failed(let reason): "cannot be touched (\(reason))"
        }
      throw CommandFailure(
        message: "TEST_SHARD_STATUS_FILE '\(path)' \(problem): \(fix)",
        exitCode: ExitRules.comparison.failure)
    }
  }

  /// A variable's value that is not one, exit 2 as every trouble of diff.
  private static func invalid(_ name: String, _ value: String, _ fix: String) -> CommandFailure {
    CommandFailure(
      message: ValueText.invalid(name, value: value, expected: fix),
      exitCode: ExitRules.comparison.failure)
  }
}
