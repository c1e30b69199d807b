#if canImport(Glibc)
  import Glibc
#endif

/// What the last build wrote, kept in the output directory as `.chevgen-state`:
/// per unit (a button in one locale) the hash of its inputs, its layout and its
/// files with their sizes and modification times.
///
/// A unit whose inputs hash the same and whose files are untouched is not drawn
/// again. The state also lists every file chevgen wrote, so that outputs no longer
/// declared are removed and no other file is ever touched. Tab-separated text:
/// titles cannot hold tabs or line breaks.
struct BuildState: Equatable {
  static let fileName = ".chevgen-state"
  static let header = "chevgen-state 1"

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
  }

  var units: [Unit] = []

  var files: [FileRecord] { units.flatMap(\.files) }

  /// The state as written; a missing or unreadable file reads as empty (everything is drawn).
  init(text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    guard lines.first == Substring(Self.header) else { return }
    for line in lines.dropFirst() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      switch fields.first {
      case "U" where fields.count == 3:
        units.append(Unit(id: fields[1], key: fields[2], layout: [], files: []))
      case "L" where !units.isEmpty:
        units[units.count - 1].layout.append(String(line.dropFirst(2)))
      case "F" where fields.count == 4 && !units.isEmpty:
        guard let size = Int(fields[2]), let modified = Int(fields[3]) else { continue }
        units[units.count - 1].files.append(
          FileRecord(path: fields[1], size: size, modified: modified))
      default:
        units = []
        return
      }
    }
  }

  init(units: [Unit]) {
    self.units = units
  }

  var text: String {
    var text = Self.header + "\n"
    for unit in units {
      text += "U\t\(unit.id)\t\(unit.key)\n"
      for line in unit.layout { text += "L\t\(line)\n" }
      for file in unit.files { text += "F\t\(file.path)\t\(file.size)\t\(file.modified)\n" }
    }
    return text
  }

  /// The size and modification time of `path` (relative to `directory`); nil when it is gone.
  static func record(_ path: String, in directory: String) -> FileRecord? {
    var status = stat()
    guard stat(directory + "/" + path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return nil
    }
    let modified = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
    return FileRecord(path: path, size: Int(status.st_size), modified: modified)
  }
}
