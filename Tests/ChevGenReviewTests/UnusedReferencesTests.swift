import ChevGenCompare
import ChevGenReview
import ChevGenSnapshot
import ChevGenSystem
import ChevGenTestSupport
import Foundation
import Testing

/// The record of the references a run read, and the references it leaves unused.
@Suite struct UnusedReferencesTests {
  let folder: TemporaryFolder
  var root: String { folder.path }

  init() throws {
    folder = try TemporaryFolder(prefix: "chevgen-unused-")
  }

  func write(_ path: String, _ text: String = "png") throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test func aRunIsPartialWhenAnythingMayHaveLeftTestsOut() {
    let binary = "/build/AppPackageTests.xctest"
    let complete: [[String]] = [
      [binary], [binary, "--testing-library", "swift-testing"],
      [binary, "--attachments-path", "/tmp/a", "--parallel"],
      [binary, "--package-path", "/src/app", "--testing-library", "swift-testing"],
      [binary, "-XCTest", "All"],
    ]
    for arguments in complete {
      #expect(SnapshotUsage.isComplete(arguments: arguments, override: nil), "\(arguments)")
    }
    let partial: [[String]] = [
      [binary, "--filter", "clock"], [binary, "--skip", "clock"], [binary, "--filter=clock"],
      [binary, "AppTests.ClockTests/testFace"], [binary, "-XCTest", "AppTests.ClockTests"],
      [binary, "--package-path", "/src/app", "--skip=clock"],
    ]
    for arguments in partial {
      #expect(!SnapshotUsage.isComplete(arguments: arguments, override: nil), "\(arguments)")
    }
    #expect(SnapshotUsage.isComplete(arguments: [binary, "--filter", "x"], override: "complete"))
    #expect(!SnapshotUsage.isComplete(arguments: [binary], override: "partial"))
  }

  /// Checks run in parallel: however their calls interleave, the process's
  /// record starts with its header and holds every reference.
  @Test func parallelChecksLeaveOneWholeRecord() async throws {
    defer { folder.remove() }
    let artefacts = root + "/parallel"
    let references = (0..<64).map { "\(root)/Tests/App/__Snapshots__/T/\($0).png" }
    let problems = await withTaskGroup(of: String?.self) { group in
      for reference in references {
        group.addTask {
          SnapshotUsage.record(reference, artefacts: artefacts, complete: true, token: "many")
        }
      }
      var problems: [String] = []
      for await problem in group { problems += problem.map { [$0] } ?? [] }
      return problems
    }
    #expect(problems == [])
    #expect(
      SnapshotUsage.records(in: artefacts) == [
        SnapshotUsage.Record(complete: true, references: Set(references))
      ])
  }

  @Test func recordsReadBackEveryNameAndOnlyTheUnreadAreUnused() throws {
    defer { folder.remove() }
    let tests = root + "/Tests"
    let hostile = "a\\b\nc\rd.png"
    for name in ["used.png", "old.png", hostile] {
      try write("Tests/App/__Snapshots__/ButtonTests/" + name)
    }
    // Not references: beside __Snapshots__, too deep, not .png, and a link.
    try write("Tests/App/__Snapshots__/stray.png")
    try write("Tests/App/__Snapshots__/ButtonTests/deeper/x.png")
    try write("Tests/App/__Snapshots__/ButtonTests/notes.txt")
    try FileManager.default.createSymbolicLink(
      atPath: tests + "/App/__Snapshots__/ButtonTests/linked.png",
      withDestinationPath: tests + "/App/__Snapshots__/ButtonTests/old.png")
    try FileManager.default.createSymbolicLink(
      atPath: tests + "/App/Linked", withDestinationPath: tests + "/App")
    let artefacts = root + "/artefacts"
    let reference = tests + "/App/__Snapshots__/ButtonTests/"
    #expect(
      SnapshotUsage.record(
        reference + "used.png", artefacts: artefacts, complete: true, token: "one") == nil)
    #expect(
      SnapshotUsage.record(reference + hostile, artefacts: artefacts, complete: false, token: "one")
        == nil)
    let records = SnapshotUsage.records(in: artefacts)
    #expect(
      records == [
        SnapshotUsage.Record(
          complete: true, references: [reference + "used.png", reference + hostile])
      ])
    let found = try UnusedReferences.find(in: tests, artefacts: artefacts)
    #expect(
      found.references == [
        "App/__Snapshots__/ButtonTests/" + hostile, "App/__Snapshots__/ButtonTests/old.png",
        "App/__Snapshots__/ButtonTests/used.png",
      ])
    #expect(found.unused == ["App/__Snapshots__/ButtonTests/old.png"])
    #expect(found.runs == 1 && found.completeRuns == 1)
    #expect(try UnusedReferences.remove(found.unused, in: tests).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: reference + "old.png"))
    #expect(FileManager.default.fileExists(atPath: reference + "used.png"))
    // The link to the removed file stays: it was never a reference.
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: reference + "linked.png")) != nil)
    let refused = try UnusedReferences.remove(
      ["App/__Snapshots__/ButtonTests/linked.png", "../x.png"], in: tests)
    #expect(refused.count == 2)
  }
}
