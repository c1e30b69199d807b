import ChevGenTestSupport
import Foundation
import Testing

@testable import ChevGenCompare
@testable import ChevGenReview
@testable import ChevGenSnapshot

/// The report's list and the snapshot usage records: one path a line for any
/// reader, whatever line breaks, backslashes or marks a name holds.
@Suite struct ReviewReportListTests {
  static let names = [
    "actual/x\r\ny.png", "actual/a\rb.png", "actual/a\nb.png", "actual/back\\slash.png",
    "actual/\\\u{301}n.png", "actual/tail\\", "index.html",
  ]

  @Test func everyPathIsOneLineAndReadsBack() throws {
    let folder = try TemporaryFolder(prefix: "chevgen-list-")
    defer { folder.remove() }
    let paths = Set(Self.names.map { Array($0.utf8) })
    try ReviewReport.writeList(paths, in: folder.path)
    let bytes = [UInt8](try Data(contentsOf: folder.url(ReviewReport.listName)))
    #expect(!bytes.contains(UInt8(ascii: "\r")))
    #expect(bytes.split(separator: UInt8(ascii: "\n")).count == Self.names.count + 1)
    #expect(ReviewReport.readList(in: folder.path) == paths)
  }

  @Test func aUsageRecordHoldsOneReferenceALine() throws {
    let folder = try TemporaryFolder(prefix: "chevgen-usage-")
    defer { folder.remove() }
    for name in Self.names {
      #expect(
        SnapshotUsage.record(
          "/refs/" + name, artefacts: folder.path, complete: true, token: "list-test") == nil)
    }
    let file = folder.url("usage/run-list-test.txt")
    let bytes = [UInt8](try Data(contentsOf: file))
    #expect(bytes.split(separator: UInt8(ascii: "\n")).count == Self.names.count + 2)
    #expect(
      SnapshotUsage.records(in: folder.path)
        == [.init(complete: true, references: Set(Self.names.map { "/refs/" + $0 }))])
  }
}
