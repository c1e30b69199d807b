import ChevGenSystem

/// The one reader of `.chevgen-state`: its lines as byte ranges, checked
/// against what chevgen writes (header, fingerprint, input, unit, layout and
/// file lines).
///
/// A no-op build decides from the ranges alone, making a path only when it
/// checks one, in a buffer of its own: making a String of every path, key and
/// layout line for the 14,000 files of a large manifest was a quarter of a
/// no-op run. A full build makes `BuildState`'s records from the same scan.
struct StateScan {
  /// A file's record: where its path lies in the state, and its size and
  /// time as recorded.
  struct File: Sendable {
    var path: Range<Int>
    var size: Int
    var modified: Int
  }

  /// A unit's record: where its id and key lie, and which of `layoutLines`
  /// and `files` are its own.
  struct Unit: Sendable {
    var id: Range<Int>
    var key: Range<Int>
    var layout: Range<Int>
    var files: Range<Int>
  }

  let bytes: [UInt8]
  private(set) var fingerprint: BuildState.Fingerprint?
  private(set) var bodyIntact = false
  /// Input files (fonts), recorded by path, size and time.
  private(set) var inputs: [File] = []
  /// Output files, every unit's in order.
  private(set) var files: [File] = []
  private(set) var units: [Unit] = []
  /// Each layout line's text after its `L` and tab.
  private(set) var layoutLines: [Range<Int>] = []
  /// Whether a unit is the record of a run cut short.
  private(set) var interrupted = false
  /// What is wrong with the text: a header or line chevgen does not write,
  /// at which reading stopped (the units before it are kept); nil when every
  /// line is one chevgen writes. An empty file is an empty state.
  private(set) var problem: String?

  /// Scans `bytes` line by line, up to the first line chevgen does not write.
  init(reading bytes: [UInt8]) {
    self.bytes = bytes
    var lines = Self.lines(bytes)
    guard let header = lines.next() else { return }
    guard bytes[header].elementsEqual(BuildState.header.utf8) else {
      problem = "is not a state chevgen \(AssetBuilder.version) writes"
      return
    }
    var number = 1
    while let line = lines.next() {
      guard scan(line, first: number == 1) else {
        problem = "has a line chevgen does not write (line \(number + 1))"
        return
      }
      number += 1
    }
  }

  /// The scan of a state exactly as chevgen writes it, fingerprint included,
  /// which alone may answer a no-op build; nil for anything else, which the
  /// full build reads and says what is wrong with.
  init?(_ bytes: [UInt8]) {
    self.init(reading: bytes)
    guard problem == nil, fingerprint != nil else { return nil }
  }

  /// Records `line`; false when it is not a line chevgen writes there.
  /// `first`: the line after the header, where the fingerprint may be.
  private mutating func scan(_ line: Range<Int>, first: Bool) -> Bool {
    let fields = Fields(bytes, line)
    guard fields[0].count == 1 else { return false }
    switch (bytes[line.lowerBound], fields.count) {
    case (UInt8(ascii: "L"), _) where !units.isEmpty && fields.count >= 2:
      layoutLines.append((line.lowerBound + 2)..<line.upperBound)
      units[units.count - 1].layout = units[units.count - 1].layout.lowerBound..<layoutLines.count
    case (UInt8(ascii: "M"), 4) where first:
      return scanFingerprint(line, fields)
    case (UInt8(ascii: "U"), 3):
      let id = bytes[fields[1]]
      interrupted =
        interrupted || id.elementsEqual(BuildState.pendingID.utf8)
        || id.elementsEqual(BuildState.leftoverID.utf8)
      units.append(
        Unit(
          id: fields[1], key: fields[2], layout: layoutLines.count..<layoutLines.count,
          files: files.count..<files.count))
    case (UInt8(ascii: "I"), 4) where units.isEmpty:
      guard let file = file(fields) else { return false }
      inputs.append(file)
    case (UInt8(ascii: "F"), 4) where !units.isEmpty:
      guard let file = file(fields) else { return false }
      files.append(file)
      units[units.count - 1].files = units[units.count - 1].files.lowerBound..<files.count
    default: return false
    }
    return true
  }

  /// The fingerprint line, with the hash of everything after it. An earlier
  /// chevgen's, which counted units alone, is read as none: the full build
  /// then records the counts.
  private mutating func scanFingerprint(_ line: Range<Int>, _ fields: Fields) -> Bool {
    if let counts = BuildCounts(stateText: bytes[fields[2]]) {
      fingerprint = BuildState.Fingerprint(inputs: text(fields[1]), counts: counts)
    } else if BuildState.integer(bytes[fields[2]]) == nil {
      return false
    }
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

  /// The text at `range`.
  func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  /// The non-empty lines of `bytes`, as `split` gives them.
  private static func lines(_ bytes: [UInt8]) -> some IteratorProtocol<Range<Int>> {
    var start = 0
    return AnyIterator {
      while start < bytes.count {
        let end = bytes.withUnsafeBufferPointer {
          ByteSearch.index(of: UInt8(ascii: "\n"), or: UInt8(ascii: "\n"), in: $0, from: start)
        }
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
  func path(_ file: File) -> String { text(file.path) }

  /// Every folder on the way to the output files, each once, relative to the
  /// output directory.
  func folders() -> [ArraySlice<UInt8>] {
    var found: [ArraySlice<UInt8>] = []
    bytes.withUnsafeBufferPointer { buffer in
      var seen: Set<Folder> = []
      // A unit's files take turns between a few folders (its imageset and
      // css): the last few are compared before the set is asked.
      var recent: [Folder] = []
      for file in files {
        guard var folder = Folder(containing: file.path, in: buffer), !recent.contains(folder)
        else { continue }
        if recent.count == 4 { recent.removeFirst() }
        recent.append(folder)
        while seen.insert(folder).inserted {
          found.append(bytes[folder.range])
          guard let parent = Folder(containing: folder.range, in: buffer) else { break }
          folder = parent
        }
      }
    }
    return found
  }

  /// The folder of a path in the state, hashed once with FNV-1a; folders
  /// compare their hashes first. A Set of slices hashed every byte of each
  /// of 14,000 paths with SipHash, and generic slice code ran a few dozen
  /// instructions a byte: a fifth of a no-op run. Valid only while `bytes` is.
  private struct Folder: Hashable {
    let bytes: UnsafeBufferPointer<UInt8>
    let range: Range<Int>
    let fnv: UInt64

    /// The folder of the path at `path`: up to its last `/`; nil without one.
    init?(containing path: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) {
      var end = path.upperBound
      while end > path.lowerBound, bytes[end - 1] != UInt8(ascii: "/") { end -= 1 }
      guard end > path.lowerBound else { return nil }
      self.bytes = bytes
      range = path.lowerBound..<(end - 1)
      var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
      for index in range { fnv = (fnv ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
      self.fnv = fnv
    }

    static func == (left: Folder, right: Folder) -> Bool {
      guard left.fnv == right.fnv, left.range.count == right.range.count else { return false }
      // Eight bytes at a time, then the rest.
      let count = left.range.count
      let a = UnsafeRawPointer(left.bytes.baseAddress! + left.range.lowerBound)
      let b = UnsafeRawPointer(right.bytes.baseAddress! + right.range.lowerBound)
      var offset = 0
      while offset + 8 <= count {
        guard
          a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        else { return false }
        offset += 8
      }
      while offset < count {
        guard
          a.load(fromByteOffset: offset, as: UInt8.self)
            == b.load(fromByteOffset: offset, as: UInt8.self)
        else { return false }
        offset += 1
      }
      return true
    }

    func hash(into hasher: inout Hasher) { hasher.combine(fnv) }
  }

  /// Whether every file of `files` in `directory` is still the regular file
  /// recorded. Each is looked at with `fstatat` from its folder, opened once
  /// while its files come (see `OpenFolder`: a whole path's `lstat` walked
  /// every folder on the way, each time), or with `lstat` of its whole path
  /// when the folder cannot be opened or the name is long.
  func intact(_ files: ArraySlice<File>, in directory: String) -> Bool {
    var path = PathBuffer(directory)
    var name = [CChar](repeating: 0, count: 256)
    return bytes.withUnsafeBufferPointer { buffer in
      var folders = RecentFolders()
      return files.allSatisfy { file in
        let folder = Folder(containing: file.path, in: buffer)
        let start = folder.map { $0.range.upperBound + 1 } ?? file.path.lowerBound
        let length = file.path.upperBound - start
        var status: FileStatus?
        let open =
          length < name.count
          ? folders.open(folder, { path.open(folder.map { bytes[$0.range] } ?? []) }) : nil
        if let open {
          name.withUnsafeMutableBytes { name in
            name.baseAddress!.copyMemory(from: buffer.baseAddress! + start, byteCount: length)
            name[length] = 0
          }
          status = open.status(of: name)
        } else {
          status = path.status(of: bytes[file.path])
        }
        guard let status else { return false }
        return status.kind == .regular && status.size == file.size
          && status.modified == file.modified
      }
    }
  }

  /// The folders opened last, most recent last: a unit's files take turns
  /// between its own few folders and the dozen Android and stylesheet folders
  /// every unit shares, so a short list finds nearly all of them.
  private struct RecentFolders {
    /// The most kept open: a thread of a no-op build holds no more.
    static let limit = 32
    /// Each folder (nil: the output directory itself) and its descriptor,
    /// nil when it could not be opened.
    private var entries: [(folder: Folder?, open: OpenFolder?)] = []

    /// `folder`, opened by `open` unless it is among the recent ones.
    mutating func open(_ folder: Folder?, _ open: () -> OpenFolder?) -> OpenFolder? {
      if let index = entries.lastIndex(where: { $0.folder == folder }) {
        return entries[index].open
      }
      if entries.count == Self.limit { entries.removeFirst() }
      let opened = open()
      entries.append((folder, opened))
      return opened
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

    /// The folder `relative` in the directory, opened; nil if it cannot be.
    mutating func open(_ relative: ArraySlice<UInt8>) -> OpenFolder? {
      buffer.removeSubrange(prefix...)
      buffer.append(contentsOf: relative)
      buffer.append(0)
      return buffer.withUnsafeBufferPointer {
        $0.withMemoryRebound(to: CChar.self) { OpenFolder(path: $0.baseAddress!) }
      }
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
