import ChevGenFormat
import ChevGenManifest
import ChevGenSystem

/// What the last build wrote, kept in the output directory as `.chevgen-state`:
/// per unit (a button in one locale) the hash of its inputs, its layout and its
/// files with their sizes and modification times.
///
/// A unit whose inputs hash the same and whose files are untouched is not drawn
/// again. The state also lists every file chevgen wrote, so that outputs no longer
/// declared are removed and no other file is ever touched. Tab-separated text:
/// titles cannot hold tabs or line breaks.
///
/// Output folders are often committed, so the state may have been edited by
/// hand: every path it lists is checked (`problem(in:)`) before it is trusted.
struct BuildState: Equatable {
  static let fileName = ".chevgen-state"
  /// The lock a build holds beside the state, so two builds never interleave.
  static let lockFileName = ".chevgen.lock"
  static let header = "chevgen-state 1"
  /// The record of the catalog's Contents.json files, the stylesheet and the index.
  static let aggregatesID = "aggregates"
  /// The record of the files a run is about to write, replaced when it finishes.
  static let pendingID = "pending"
  /// The record of files a run could not remove, so that the next run tries again.
  static let leftoverID = "leftover"

  struct FileRecord: Equatable {
    var path: String
    var size: Int
    var modified: Int
  }

  struct Unit: Equatable {
    var id: String
    var key: String
    var layout: [String]
    var files: [FileRecord]

    /// Whether every file is still as this record wrote it.
    func isIntact(in directory: String) -> Bool {
      files.allSatisfy { BuildState.record($0.path, in: directory) == $0 }
    }
  }

  /// What a no-op build compares before anything else: recorded only by a
  /// run that warned of nothing, so that answering without it says the same.
  struct Fingerprint: Equatable {
    /// The hash of chevgen's version, the manifest's bytes and the folders (see `BuildShortcut`).
    var inputs: String
    /// What the manifest asks for, as a no-op build reports it.
    var counts: BuildCounts
  }

  var fingerprint: Fingerprint?
  /// The files besides the manifest the units depend on (the fonts), as they were.
  var inputFiles: [FileRecord] = []
  /// Whether the text after the fingerprint is the text its hash was taken of:
  /// false for a state edited by hand or hashed by an older chevgen, which the
  /// next build writes anew.
  var bodyIntact = false
  var units: [Unit] = []
  /// What is wrong with the text, such as a line chevgen does not write; the
  /// units read before it are kept, for `problem(in:)` to check.
  var syntaxProblem: String?

  var files: [FileRecord] { units.flatMap(\.files) }

  /// Equal records; how the text was read (`bodyIntact`, a syntax problem) aside.
  static func == (a: BuildState, b: BuildState) -> Bool {
    a.units == b.units && a.fingerprint == b.fingerprint && a.inputFiles == b.inputFiles
  }

  /// The state as written; an empty file reads as empty (everything is drawn).
  init(bytes: [UInt8]) {
    let scan = StateScan(reading: bytes)
    func record(_ file: StateScan.File) -> FileRecord {
      FileRecord(path: scan.text(file.path), size: file.size, modified: file.modified)
    }
    fingerprint = scan.fingerprint
    bodyIntact = scan.bodyIntact
    syntaxProblem = scan.problem
    inputFiles = scan.inputs.map(record)
    units = scan.units.map { unit in
      Unit(
        id: scan.text(unit.id), key: scan.text(unit.key),
        layout: scan.layoutLines[unit.layout].map(scan.text),
        files: scan.files[unit.files].map(record))
    }
  }

  /// Why the state cannot be trusted in `folder`: a line chevgen does not
  /// write, or a path that is not a plain relative path inside the folder or
  /// that leads through a symbolic link; nil when every path is sound.
  func problem(in folder: OutputFolder) -> String? {
    if let syntaxProblem { return syntaxProblem }
    var checked: [Substring: OutputFolder.Obstacle?] = [:]
    for file in files {
      if let problem = folder.problem(with: file.path) { return "lists " + problem }
      switch folder.obstacle(before: file.path, checked: &checked) {
      case .link(let link):
        return "lists \(ManifestReader.quote(file.path)) through the symbolic link '\(link)'"
      case .file(let path):
        return "lists \(ManifestReader.quote(file.path)) inside '\(path)', which is a file"
      case .notAFile, nil: continue
      }
    }
    return nil
  }

  /// The paths whose records are sound on their own, even in a state that is
  /// not: files chevgen wrote, which a rebuild may overwrite.
  func soundPaths(in folder: OutputFolder) -> Set<String> {
    var checked: [Substring: OutputFolder.Obstacle?] = [:]
    return Set(
      files.map(\.path).filter {
        folder.problem(with: $0) == nil
          && folder.obstacle(before: $0, checked: &checked) == nil
      })
  }

  /// A non-negative decimal or -1 (a file listed before it was written).
  static func integer(_ bytes: ArraySlice<UInt8>) -> Int? {
    if bytes.count == 2, bytes.first == UInt8(ascii: "-"), bytes.last == UInt8(ascii: "1") {
      return -1
    }
    guard !bytes.isEmpty else { return nil }
    // A no-op build reads 28,000 of these: plain loop, overflow checked once
    // a value has 19 digits (Int.max has 19).
    return bytes.withUnsafeBufferPointer { digits -> Int? in
      var value = 0
      for (index, byte) in digits.enumerated() {
        let digit = byte &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        if index < 18 {
          value = value &* 10 &+ Int(digit)
        } else {
          let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
          let (sum, carry) = times10.addingReportingOverflow(Int(digit))
          guard !overflow, !carry else { return nil }
          value = sum
        }
      }
      return value
    }
  }

  init(units: [Unit]) {
    self.units = units
  }

  /// The state as written: the header, the fingerprint with the hash of
  /// the lines after it, the input files, then each unit.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// `text`'s UTF-8 bytes, written as bytes: a build's state lists every
  /// file, and a String a line was a serial tenth of a cold build's end.
  var bytes: [UInt8] {
    var body: [UInt8] = []
    func start(_ kind: Unicode.Scalar) {
      body.append(UInt8(ascii: kind))
    }
    func field(_ text: String) {
      body.append(UInt8(ascii: "\t"))
      body += text.utf8
    }
    func number(_ value: Int) {
      body.append(UInt8(ascii: "\t"))
      DecimalText.append(value, to: &body)
    }
    func end() { body.append(UInt8(ascii: "\n")) }
    func file(_ kind: Unicode.Scalar, _ record: FileRecord) {
      start(kind)
      field(record.path)
      number(record.size)
      number(record.modified)
      end()
    }
    for record in inputFiles { file("I", record) }
    for unit in units {
      start("U")
      field(unit.id)
      field(unit.key)
      end()
      for layoutLine in unit.layout {
        start("L")
        field(layoutLine)
        end()
      }
      for record in unit.files { file("F", record) }
    }
    var text = Array((Self.header + "\n").utf8)
    if let fingerprint {
      let hash = Self.bodyHash(body[...])
      text += "M\t\(fingerprint.inputs)\t\(fingerprint.counts.stateText)\t\(hash)\n".utf8
    }
    return text + body
  }

  /// The hash the fingerprint line records of the lines after it, so that a
  /// state edited by hand is read in full (see `StateScan`).
  static func bodyHash(_ body: ArraySlice<UInt8>) -> String {
    var hash = ContentHash()
    hash.combine(wordsOf: body)
    return hash.hex
  }

  /// The size and modification time of `path` (relative to `directory`); nil
  /// when it is gone or is not a regular file (a link is never followed).
  static func record(_ path: String, in directory: String) -> FileRecord? {
    guard let status = FileStatus(directory + "/" + path, followingLinks: false),
      status.kind == .regular
    else { return nil }
    return FileRecord(path: path, size: status.size, modified: status.modified)
  }
}
