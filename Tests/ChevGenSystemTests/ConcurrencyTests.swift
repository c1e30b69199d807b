import ChevGenTestSupport
// Foundation brings the platform's C library (Glibc, Darwin), which only
// ChevGenSystem may import by name.
import Foundation
import Synchronization
import Testing

@testable import ChevGenSystem

private func entries(in directory: String) -> [String] {
  guard let stream = opendir(directory) else { return [] }
  defer { closedir(stream) }
  var names: [String] = []
  while let entry = readdir(stream) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) {
      String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
    }
    if name != "." && name != ".." { names.append(name) }
  }
  return names.sorted()
}

@Test func parallelMapKeepsTheOrderAndTransformsEachElementOnce() {
  let calls = Atomic<Int>(0)
  let elements = Array(0..<200)
  let doubled = ParallelMap.map(elements, costliestFirst: \.self) { element in
    calls.add(1, ordering: .relaxed)
    return element * 2
  }
  let count = calls.load(ordering: .relaxed)
  #expect(doubled == elements.map { $0 * 2 })
  #expect(count == elements.count)
}

@Test func helperThreadRunsItsBodyAndJoinsOnce() {
  let ran = Atomic<Bool>(false)
  let thread = HelperThread { ran.store(true, ordering: .relaxed) }
  thread.join()
  thread.join()
  let didRun = ran.load(ordering: .relaxed)
  #expect(didRun)
  #expect(HelperThread.availableCores >= 1)
}

@Test func transactionStagedFromManyThreadsCommitsEveryFile() throws {
  let folder = try TemporaryFolder(prefix: "chevgen-concurrency-")
  defer { folder.remove() }
  let directory = folder.path
  let transaction = FileTransaction()
  let names = (0..<24).map { "image\($0).png" }
  let results = ParallelMap.map(names, costliestFirst: \.count) { name in
    Result { () throws(FileError) in
      try transaction.stage(Array(name.utf8), at: "\(directory)/\(name)")
    }
  }
  for result in results { try result.get() }
  try transaction.commit()
  #expect(entries(in: directory) == names.sorted())
  for name in names {
    #expect(try String(contentsOfFile: "\(directory)/\(name)", encoding: .utf8) == name)
  }
}

@Test func anUncommittedTransactionLeavesNothingBehind() throws {
  let folder = try TemporaryFolder(prefix: "chevgen-concurrency-")
  defer { folder.remove() }
  let directory = folder.path
  do {
    let transaction = FileTransaction()
    try transaction.stage([1, 2, 3], at: "\(directory)/a.png")
    #expect(throws: FileError.self) {
      try transaction.stage([4], at: "\(directory)/missing/b.png")
    }
    #expect(entries(in: directory).count == 1)
  }
  #expect(entries(in: directory).isEmpty)
}
