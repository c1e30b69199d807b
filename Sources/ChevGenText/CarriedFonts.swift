import CDefaultFonts
import ChevGenSystem

/// The copy of the default fonts that chevgen carries inside the program,
/// for an install that holds the program alone.
///
/// `swift package experimental-install` copies only the executable, and a
/// program copied by hand travels alone too, so the program holds the shipped
/// files' bytes (CDefaultFonts) and writes them, once, where fontconfig can
/// open them: `chevgen/fonts-DIGEST` in the user's cache folder. The folder is
/// named by the bytes' digest, so two versions of chevgen never share or fight
/// over one, and every use first compares the files there with the carried
/// bytes (half a millisecond): a file changed or cut short in the cache is
/// written again rather than drawn with, since a render must not depend on
/// what else wrote to that folder.
enum CarriedFonts {
  /// `ContentHash` (eight bytes at a time) of the files in `DefaultFonts.names`'
  /// order: the cache folder's name. A test checks it against the files.
  static let digest = "5a4e0456bc1f1c4c"

  /// The carried files, by name.
  static var files: [(name: String, bytes: [UInt8])] {
    [
      (DefaultFonts.boldName, bytes(chevgen_font_bold)),
      (DefaultFonts.regularName, bytes(chevgen_font_regular)),
      (DefaultFonts.interName, bytes(chevgen_font_inter_regular)),
      (DefaultFonts.interSemiBoldName, bytes(chevgen_font_inter_semibold)),
    ]
  }

  /// Where the copy goes under `cacheFolder`.
  static func folder(in cacheFolder: String) -> String {
    cacheFolder + "/chevgen/fonts-" + digest
  }

  /// The folder under `cacheFolder` holding every file as carried, written
  /// there first when missing or different; nil when they cannot be written.
  static func written(in cacheFolder: String) -> String? {
    let folder = folder(in: cacheFolder)
    let stale = files.filter { name, bytes in
      guard let held = try? FileReader.bytes(at: folder + "/" + name) else { return true }
      return !ByteComparison.equal(held, bytes)
    }
    if stale.isEmpty { return folder }
    do throws(FileError) {
      let transaction = FileTransaction()
      for (name, bytes) in stale {
        try DirectoryCheck.makeDirectories(for: folder + "/" + name)
        try transaction.stage(bytes, at: folder + "/" + name)
      }
      try transaction.commit()
      return folder
    } catch {
      return nil
    }
  }

  /// A copy of the bytes `carried` returns, and the count it sets.
  static func bytes(
    _ carried: (UnsafeMutablePointer<Int>) -> UnsafePointer<UInt8>?
  ) -> [UInt8] {
    var count = 0
    let start = carried(&count)
    return Array(UnsafeBufferPointer(start: start, count: count))
  }
}
