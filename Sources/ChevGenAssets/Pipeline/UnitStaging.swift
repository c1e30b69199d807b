import ChevGenFormat
import ChevGenSystem

/// Writes each drawn unit's files to temporary files as soon as it is drawn,
/// so that a build holds one unit's encoded images at a time, not all of them.
///
/// Holding every image until the end made a build's peak memory grow with
/// its output: a glass build of 1,920 images peaked at 81 MB, a classic one
/// of 8,960 at 143 MB. Nothing is renamed into place here: the transaction's
/// commit does that once every unit and the aggregates are staged, so the
/// whole set is still written all or nothing. The state lists every path the
/// run may write before the first unit is drawn (see `BuildWrite`).
struct UnitStaging: Sendable {
  /// One drawn unit once its files are staged.
  struct Staged: Sendable {
    /// The button as drawn, its images without their bytes: the layout the
    /// aggregates and the state need.
    var button: RenderedButton
    /// Every file of the unit, in order.
    var paths: [String]
    /// The files staged, in order; the others already held the same bytes.
    var staged: [String]
  }

  let transaction: FileTransaction
  let layout: AssetLayout
  /// Each file's size as the last run's state records it.
  let recordedSizes: [String: Int]
  /// The output folder.
  let directory: String

  /// Stages the files of `button` whose bytes differ from what is in place.
  func stage(_ button: RenderedButton) throws(AssetError) -> Staged {
    var paths: [String] = []
    var staged: [String] = []
    for (path, bytes) in files(of: button) {
      paths.append(path)
      guard !isInPlace(bytes, at: path) else { continue }
      do throws(FileError) {
        try transaction.stage(bytes, at: directory + "/" + path)
      } catch { throw .files(error) }
      staged.append(path)
    }
    return Staged(button: button.withoutBytes, paths: paths, staged: staged)
  }

  /// The files of one drawn unit, per image and writer, each with the bytes of its form.
  private func files(of unit: RenderedButton) -> [(path: String, bytes: [UInt8])] {
    var files: [(path: String, bytes: [UInt8])] = []
    for image in unit.images {
      let named = AssetLayout.Image(unit, image)
      for file in layout.files(of: named, ninePatch: image.slice != nil) {
        let bytes =
          switch file.form {
          case .png: image.png
          case .ninePatch: image.ninePatch ?? image.png
          case .pdf: image.pdf ?? []
          }
        files.append((file.path, bytes))
      }
    }
    return files
  }

  /// Whether `bytes` are already at `path`: only for a path the last run's
  /// state lists at the same size (chevgen's own file, and a cold build looks
  /// for nothing), a regular file, read and compared byte for byte. Left
  /// alone, its time and inode stay and what depends on it (Xcode, Gradle)
  /// is not rebuilt.
  private func isInPlace(_ bytes: [UInt8], at path: String) -> Bool {
    let full = directory + "/" + path
    guard recordedSizes[path] == bytes.count,
      FileStatus(full, followingLinks: false)?.kind == .regular
    else { return false }
    return (try? FileReader.bytes(at: full)) == bytes
  }

  /// Makes the folders of `paths` (inside `directory`), one path per folder,
  /// so that a folder that cannot be made is reported with a real file;
  /// adds those it made to `made`, outermost first.
  static func makeFolders(
    for paths: [String], in directory: String, made: inout [String]
  ) throws(AssetError) {
    let folders = Dictionary(
      paths.map { (PathText.lastSlash(in: $0).map($0.prefix(upTo:)) ?? "", $0) },
      uniquingKeysWith: { first, _ in first })
    do throws(FileError) {
      for (_, path) in folders.sorted(by: { $0.key < $1.key }) {
        made += try DirectoryCheck.makeDirectories(for: directory + "/" + path)
      }
    } catch { throw .files(error) }
  }
}
