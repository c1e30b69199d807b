import ChevGenPNG
import ChevGenSystem

/// Each part's images checked against its summary before anything is
/// reported, written or accepted: the same size and digest as the part
/// recorded, and a PNG whose header gives the width and height its card
/// says. A file replaced since the part ran is refused, not reported.
extension ReportMerge {
  /// One of a part's images for a path: its subfolder (`expected`,
  /// `actual`, `diff`), its record, and the size its PNG header must give.
  package struct PartFile: Sendable {
    package var subfolder: String
    package var record: FileDigest
    package var size: (width: Int, height: Int)
  }

  /// The images a part holds for `entry`, each with what it must be.
  package static func partFiles(_ entry: ShardSummary.Entry) -> [PartFile] {
    let card = entry.card
    var files: [PartFile] = []
    if let record = entry.files.expected, let size = card.expectedSize {
      files.append(PartFile(subfolder: "expected", record: record, size: size))
    }
    if let record = entry.files.actual, let size = card.actualSize {
      files.append(PartFile(subfolder: "actual", record: record, size: size))
    }
    if let record = entry.files.diff, let result = card.result {
      files.append(PartFile(subfolder: "diff", record: record, size: (result.width, result.height)))
    }
    return files
  }

  /// Reads every image of every part (on every core) and checks it; the
  /// first problem in path order is thrown.
  func checkFiles() throws(CompareError) {
    var sources: [ConfinedFolder] = []
    for folder in folders {
      do throws(FileError) { sources.append(try ConfinedFolder(folder)) } catch {
        throw .file(error)
      }
    }
    let chunk = 256
    let starts = Array(stride(from: 0, to: entries.count, by: chunk))
    let problems = ParallelMap.map(starts) { [entries, sources] start in
      for (entry, folder) in entries[start..<min(start + chunk, entries.count)] {
        for file in Self.partFiles(entry) {
          do throws(CompareError) {
            _ = try Self.checked(file, of: entry.card.path, in: sources[folder])
          } catch { return Optional(error) }
        }
      }
      return nil
    }
    if let problem = problems.lazy.compactMap({ $0 }).first { throw problem }
  }

  /// The bytes of `file` of `path` in the part `source`, once they are
  /// found to be what the part recorded.
  package static func checked(
    _ file: PartFile, of path: String, in source: ConfinedFolder
  ) throws(CompareError) -> [UInt8] {
    let relative = file.subfolder + "/" + path
    let bytes: [UInt8]
    do throws(FileError) { bytes = try source.bytes(at: relative) } catch { throw .file(error) }
    let name = DirectoryCheck.join(source.path, relative)
    let found = FileDigest(of: bytes)
    guard found == file.record else {
      throw .shard(
        .partFileChanged(
          path: name,
          problem: found.size == file.record.size
            ? "its bytes are not those the part recorded (digest \(ShardSummary.hex(found.value)), "
              + "recorded \(ShardSummary.hex(file.record.value)))"
            : "it is \(found.size) bytes, and the part recorded \(file.record.size)"))
    }
    let size: (width: Int, height: Int)
    do throws(PNGError) { size = try PNGDecoder.size(of: bytes) } catch {
      throw .unreadableImage(path: name, error)
    }
    guard size == file.size else {
      throw .shard(
        .partFileChanged(
          path: name,
          problem: "it is \(size.width)×\(size.height) pixels, and its card says "
            + "\(file.size.width)×\(file.size.height)"))
    }
    return bytes
  }
}
