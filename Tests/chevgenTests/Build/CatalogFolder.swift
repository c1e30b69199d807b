import ChevGenTestSupport
import Foundation

/// An image set's folder against its `Contents.json`: what the format alone
/// cannot see, that every named file is there, every PNG is named, and each
/// three-part slice adds up to its file's width.
enum CatalogFolder {
  /// Every mismatch between `folder`'s files and `document`, led by the set's name.
  static func problems(_ folder: URL, _ document: CatalogJSON) throws -> [String] {
    let set = folder.lastPathComponent
    let present = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    var named: Set<String> = []
    var problems: [String] = []
    for (index, entry) in document["images"]?.elements.enumerated() ?? [].enumerated() {
      guard case .string(let file)? = entry["filename"] else { continue }
      named.insert(file)
      guard present.contains(file) else {
        problems.append("\(set) images[\(index)]: \(file) is not in the folder")
        continue
      }
      guard let resizing = entry["resizing"], resizing["mode"] == .string("3-part-horizontal"),
        case .number(let left)? = resizing["cap-insets"]?["left"],
        case .number(let right)? = resizing["cap-insets"]?["right"],
        case .number(let center)? = resizing["center"]?["width"]
      else { continue }
      let width = try pngWidth(folder.appendingPathComponent(file))
      if Int(left + center + right) != width {
        problems.append(
          "\(set)/\(file): cap insets \(Int(left)) + \(Int(right)) and centre \(Int(center)) "
            + "do not add up to its width, \(width)")
      }
    }
    for file in present.sorted() where file.hasSuffix(".png") && !named.contains(file) {
      problems.append("\(set)/\(file): no entry names it")
    }
    return problems
  }

  /// The width a PNG's header gives (bytes 16–19, in the IHDR chunk, big-endian).
  static func pngWidth(_ url: URL) throws -> Int {
    let bytes = [UInt8](try Data(contentsOf: url).prefix(24))
    guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
      throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    return bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
  }
}
