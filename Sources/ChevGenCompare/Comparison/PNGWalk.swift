import ChevGenSystem

/// The one walk of a folder for its PNG files (`.png` in any case), for
/// every comparison: two folders (`chevgen diff`, `--report`, `chevgen
/// review`) and the working tree of `chevgen review --against`, so that each
/// meets a file the same way and none passes over one silently.
///
/// No symbolic link is followed: one can lead out of the folder, or loop. A
/// link named like a PNG is a problem, never a file left out of an "all the
/// same"; any other link, to a folder say, is no PNG file and is passed over,
/// as git records a link, not the files behind it. A PNG that is not a
/// regular file (a named pipe would block the read), a PNG or a folder whose
/// name is not UTF-8, and a folder that cannot be listed are problems too.
enum PNGWalk {
  /// What stops the walk; paths are relative to the folder walked.
  enum Problem: Error {
    /// A PNG file or a folder whose name is not UTF-8: its path's bytes.
    case undecodable(path: [UInt8])
    /// A folder that cannot be listed, or a PNG whose status cannot be read.
    case unreadable(path: String, reason: String)
    /// A PNG name that is a symbolic link.
    case link(path: String)
    /// A PNG name that is neither a regular file nor a link: `kind` says
    /// what it is ("a named pipe").
    case irregular(path: String, kind: String)
  }

  /// Decides whether an entry (its path's bytes, relative to the folder
  /// walked, and its status) is passed over, with all it holds.
  typealias Filter = ([UInt8], FileStatus) -> Bool

  /// The relative paths of the PNG files under `start` (a path relative to
  /// `root`; "" for `root` itself), sorted by bytes; none when nothing is at
  /// `start`. Entries `skipping` names are passed over before anything else
  /// is asked of them.
  static func files(
    in root: String, under start: String = "", skipping: Filter? = nil
  ) throws(Problem) -> [String] {
    var found: [String] = []
    if !start.isEmpty {
      let full = DirectoryCheck.join(root, start)
      guard let status = FileStatus(full, followingLinks: false) else { return [] }
      if skipping?(Array(start.utf8), status) == true { return [] }
      guard status.isDirectory else {
        return try isPNGFile(start, status) ? [start] : []
      }
    }
    var pending = [start]
    while let relative = pending.popLast() {
      let directory = relative.isEmpty ? root : DirectoryCheck.join(root, relative)
      guard let listing = DirectoryCheck.listing(in: directory) else {
        throw .unreadable(path: relative, reason: SystemError.last)
      }
      let prefix = relative.isEmpty ? "" : relative + "/"
      try refuseUndecodable(listing.undecodable, prefix: prefix, in: root, skipping: skipping)
      for name in listing.names {
        let path = prefix + name
        guard let status = FileStatus(DirectoryCheck.join(root, path), followingLinks: false)
        else {
          // Gone since the listing: nothing to compare.
          if SystemError.isMissing { continue }
          throw .unreadable(path: path, reason: SystemError.last)
        }
        if skipping?(Array(path.utf8), status) == true { continue }
        if status.isDirectory {
          pending.append(path)
        } else if try isPNGFile(path, status) {
          found.append(path)
        }
      }
    }
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// True for a regular file named like a PNG, false for any other name;
  /// throws for a PNG name that is a link or no regular file.
  private static func isPNGFile(_ path: String, _ status: FileStatus) throws(Problem) -> Bool {
    guard GitRevision.isPNG(path.utf8) else { return false }
    if status.kind == .symbolicLink { throw .link(path: path) }
    if let kind = status.irregularKind { throw .irregular(path: path, kind: kind) }
    return true
  }

  /// Throws for the first of `names` (in the folder `prefix`, not UTF-8)
  /// that is a PNG name or a folder, which could hold PNG files, unless
  /// `skipping` passes over it.
  private static func refuseUndecodable(
    _ names: [[UInt8]], prefix: String, in root: String, skipping: Filter?
  ) throws(Problem) {
    for name in names {
      let relative = Array(prefix.utf8) + name
      let status = DirectoryCheck.status(
        ofPath: Array(DirectoryCheck.join(root, "").utf8) + relative)
      if let status, skipping?(relative, status) == true { continue }
      guard status?.isDirectory == true || GitRevision.isPNG(name) else { continue }
      throw .undecodable(path: relative)
    }
  }
}
