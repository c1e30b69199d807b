import ChevGenCompare
import ChevGenSystem

/// A merged review's sides: the parts' copies of the images, read where the
/// parts wrote them, and the reference folder accepts are written to.
extension ReportMerge {
  /// The review's two sides: the actual images the parts copied, and as
  /// reference the folder `reference` (where accepts are written), or
  /// without one the parts' copies of the references, which are read only.
  ///
  /// A reference folder must list the files the parts compared: one that
  /// does not is another checkout, and accepting into it would write over
  /// images no one looked at.
  public func sides(
    reference: String?
  ) throws(CompareError) -> (reference: ReviewSide, actual: ReviewSide) {
    let actualSide = try ReviewSide.parts(
      name: actual, folders: folders,
      files: entries.compactMap { entry, folder in
        Self.partFiles(entry).first { $0.subfolder == "actual" }.map {
          (entry.card.path, folder, $0)
        }
      })
    let compared = entries.filter { $0.entry.card.expectedSize != nil }
    guard let reference else {
      let copies = try ReviewSide.parts(
        name: expected, folders: folders,
        files: compared.compactMap { entry, folder in
          Self.partFiles(entry).first { $0.subfolder == "expected" }.map {
            (entry.card.path, folder, $0)
          }
        })
      return (copies, actualSide)
    }
    let folder = try ReviewSide.folder(reference)
    let listed = Set(folder.files.map { Array($0.utf8) })
    let seen = Set(compared.map { Array($0.entry.card.path.utf8) })
    if let extra = folder.files.first(where: { !seen.contains(Array($0.utf8)) }) {
      throw .shard(
        .referenceNotCompared(path: DirectoryCheck.join(reference, extra), inFolder: true))
    }
    if let lacking = compared.first(where: { !listed.contains(Array($0.entry.card.path.utf8)) }) {
      throw .shard(
        .referenceNotCompared(
          path: DirectoryCheck.join(reference, lacking.entry.card.path), inFolder: false))
    }
    return (folder, actualSide)
  }
}
