import ChevronSupport

/// The state file read just far enough to tell whether a build is a no-op,
/// straight from its bytes.
///
/// `BuildState` makes a String of every path, key and layout line; for the
/// 14,000 files of a large manifest that was a quarter of a no-op run. This
/// keeps byte ranges instead and makes a path only when it checks one, in a
/// buffer of its own. It answers only for a state exactly as chevgen writes it
/// (header, fingerprint, then input, unit, layout and file lines); anything
/// else is left to the full build, which reads the state with `BuildState`
/// and says what is wrong with it.
struct StateScan {
  /// An output file's record: where its path lies in the state, and its size
  /// and time as recorded.
  struct File: Sendable {
    var path: Range<Int>
    var size: Int
    var modified: Int
  }

  let bytes: [UInt8]
  private(set) var fingerprint: BuildState.Fingerprint?
  private(set) var bodyIntact = false
  /// Input files (fonts), recorded by path, size and time.
  private(set) var inputs: [File] = []
  /// Output files.
  private(set) var files: [File] = []
  /// Whether a unit is the record of a run cut short.
  private(set) var interrupted = false

  /// Scans `bytes`; nil for anything but the lines chevgen writes.
  init?(_ bytes: [UInt8]) {
    self.bytes = bytes
    var lines = Self.lines(bytes)
    guard let header = lines.next(), bytes[header].elementsEqual(BuildState.header.utf8),
      let fingerprintLine = lines.next(), scanFingerprint(fingerprintLine)
    else { return nil }
    var sawUnit = false
    while let line = lines.next() {
      let fields = Fields(bytes, line)
      guard fields[0].count == 1 else { return nil }
      switch (bytes[line.lowerBound], fields.count) {
      case (UInt8(ascii: "L"), _) where sawUnit && fields.count >= 2: continue
      case (UInt8(ascii: "U"), 3):
        sawUnit = true
        let id = bytes[fields[1]]
        interrupted =
          interrupted || id.elementsEqual(BuildState.pendingID.utf8)
          || id.elementsEqual(BuildState.leftoverID.utf8)
      case (UInt8(ascii: "I"), 4) where !sawUnit:
        guard let file = file(fields) else { return nil }
        inputs.append(file)
      case (UInt8(ascii: "F"), 4) where sawUnit:
        guard let file = file(fields) else { return nil }
        files.append(file)
      default: return nil
      }
    }
  }

  /// The fingerprint line, with the hash of everything after it.
  private mutating func scanFingerprint(_ line: Range<Int>) -> Bool {
    let fields = Fields(bytes, line)
    guard fields.count == 4, bytes[fields[0]].elementsEqual("M".utf8),
      let units = BuildState.integer(bytes[fields[2]])
    else { return false }
    fingerprint = BuildState.Fingerprint(
      inputs: String(decoding: bytes[fields[1]], as: UTF8.self), units: units)
    let body = bytes[min(line.upperBound + 1, bytes.count)...]
    bodyIntact = bytes[fields[3]].elementsEqual(BuildState.bodyHash(body).utf8)
    return true
  }

  private func file(_ fields: Fields) -> File? {
    guard let size = BuildState.integer(bytes[fields[2]]),
      let modified = BuildState.integer(bytes[fields[3]])
    else { return nil }
    return File(path: fields[1], size: size, modified: modified)
  }

  /// The non-empty lines of `bytes`, as `split` gives them.
  private static func lines(_ bytes: [UInt8]) -> some IteratorProtocol<Range<Int>> {
    var start = 0
    return AnyIterator {
      while start < bytes.count {
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        defer { start = end + 1 }
        if end > start { return start..<end }
      }
      return nil
    }
  }

  /// The tab-separated fields of `line`, empty ones kept, at most five (the
  /// fifth holding the rest): a fixed set of ranges, so that no line allocates.
  private struct Fields {
    private var ranges: (Range<Int>, Range<Int>, Range<Int>, Range<Int>, Range<Int>)
    private(set) var count = 0

    init(_ bytes: [UInt8], _ line: Range<Int>) {
      let empty = line.lowerBound..<line.lowerBound
      ranges = (empty, empty, empty, empty, empty)
      var start = line.lowerBound
      while count < 4, let tab = bytes[start..<line.upperBound].firstIndex(of: 9) {
        set(start..<tab)
        start = tab + 1
      }
      set(start..<line.upperBound)
    }

    private mutating func set(_ range: Range<Int>) {
      switch count {
      case 0: ranges.0 = range
      case 1: ranges.1 = range
      case 2: ranges.2 = range
      case 3: ranges.3 = range
      default: ranges.4 = range
      }
      count += 1
    }

    subscript(index: Int) -> Range<Int> {
      switch index {
      case 0: ranges.0
      case 1: ranges.1
      case 2: ranges.2
      case 3: ranges.3
      default: ranges.4
      }
    }
  }

  /// The path of `file` as text.
  func path(_ file: File) -> String { String(decoding: bytes[file.path], as: UTF8.self) }

  /// Every folder on the way to the output files, each once, relative to the
  /// output directory. The files of a folder are recorded together, so a
  /// file in the same folder as the one before adds nothing.
  func folders() -> [ArraySlice<UInt8>] {
    var seen: Set<ArraySlice<UInt8>> = []
    var found: [ArraySlice<UInt8>] = []
    var previous: ArraySlice<UInt8> = []
    for file in files {
      var folder = bytes[file.path]
      guard let slash = folder.lastIndex(of: UInt8(ascii: "/")) else { continue }
      folder = folder[..<slash]
      guard folder != previous else { continue }
      previous = folder
      while seen.insert(folder).inserted {
        found.append(folder)
        guard let slash = folder.lastIndex(of: UInt8(ascii: "/")) else { break }
        folder = folder[..<slash]
      }
    }
    return found
  }

  /// Whether every file of `files` in `directory` is still the regular file
  /// recorded, looked at with `lstat` through a path built in one buffer.
  func intact(_ files: ArraySlice<File>, in directory: String) -> Bool {
    var path = PathBuffer(directory)
    return files.allSatisfy { file in
      guard let status = path.status(of: bytes[file.path]) else { return false }
      return status.kind == .regular && status.size == file.size
        && status.modified == file.modified
    }
  }

  /// Whether every folder on the way to the output files in `directory` is
  /// still a folder, not a link or a file.
  func foldersAreSound(in directory: String) -> Bool {
    var path = PathBuffer(directory)
    return folders().allSatisfy { path.status(of: $0)?.kind == .directory }
  }

  /// Paths in one directory, built in one buffer, for `lstat`.
  private struct PathBuffer {
    private var buffer: [UInt8]
    private let prefix: Int

    init(_ directory: String) {
      buffer = Array(directory.utf8) + [UInt8(ascii: "/")]
      prefix = buffer.count
    }

    /// The status of `relative` in the directory, of a link itself.
    mutating func status(of relative: ArraySlice<UInt8>) -> FileStatus? {
      buffer.removeSubrange(prefix...)
      buffer.append(contentsOf: relative)
      buffer.append(0)
      return buffer.withUnsafeBufferPointer {
        $0.withMemoryRebound(to: CChar.self) {
          FileStatus(path: $0.baseAddress!, followingLinks: false)
        }
      }
    }
  }
}
