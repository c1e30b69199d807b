import ChevGenSystem

/// The files `chevgen animate` wrote into its folder, kept there in
/// `.chevgen-animate` (one name a line), so that a later run replaces and
/// removes those files and no others.
///
/// The record is input like any other: a folder is often committed, and the
/// record may be edited by hand. Only names animate itself writes are accepted
/// (plain names, no `/`, no `..`); a record holding anything else is ignored, with
/// a warning, and then nothing in the folder counts as chevgen's.
struct AnimationRecord {
  static let fileName = ".chevgen-animate"

  /// The recorded names.
  var names: Set<String> = []

  /// The record in `directory`: empty when there is none; `problem` says why a
  /// record was ignored (its line that animate never writes).
  static func read(in directory: String) throws(ChevGenError) -> (
    record: AnimationRecord, problem: String?
  ) {
    let path = DirectoryCheck.join(directory, fileName)
    guard FileStatus(path, followingLinks: false) != nil else { return (AnimationRecord(), nil) }
    let bytes = try ChevGenError.onFiles { () throws(FileError) in try FileReader.bytes(at: path) }
    let text = String(decoding: bytes, as: UTF8.self)
    var names: Set<String> = []
    for (number, line) in text.split(separator: "\n").enumerated() {
      guard isOutputName(String(line)) else {
        let shown = OptionValue.quoted(String(line.prefix(40)))
        return (
          AnimationRecord(),
          "line \(number + 1), \(shown), is not a file chevgen animate writes"
        )
      }
      names.insert(String(line))
    }
    return (AnimationRecord(names: names), nil)
  }

  /// The record's file bytes for `names`, sorted.
  static func bytes(_ names: [String]) -> [UInt8] {
    Array(names.sorted().map { $0 + "\n" }.joined().utf8)
  }

  /// Throws for the first of `names` that exists in `directory` and is not recorded.
  /// `ignored` is why the record on the disk was ignored, if it was: the
  /// refusal says so, since the file may well be chevgen's after all.
  func checkOwnership(
    of names: [String], in directory: String, ignored: String?
  ) throws(ChevGenError) {
    for name in names where !self.names.contains(name) {
      let path = DirectoryCheck.join(directory, name)
      if FileStatus(path, followingLinks: false) != nil {
        throw .file(.notOwned(path: path, ignoredRecord: ignored))
      }
    }
  }

  /// Removes the recorded files this run did not write again.
  func removeStale(keeping written: Set<String>, in directory: String) {
    for name in names where !written.contains(name) {
      FileSystem.removeFile(DirectoryCheck.join(directory, name))
    }
  }

  /// Whether `name` is one animate writes: `frame-NNN[@Sx].png`,
  /// `animation[@Sx].png`, `sprites[@Sx].png`, `sprites[@Sx].json` or `animation.svg`.
  static func isOutputName(_ name: String) -> Bool {
    if name == "animation.svg" { return true }
    let stems = ["animation": [".png"], "sprites": [".png", ".json"]]
    for (stem, extensions) in stems where name.hasPrefix(stem) {
      for fileExtension in extensions where name.hasSuffix(fileExtension) {
        let middle = name.dropFirst(stem.count).dropLast(fileExtension.count)
        if middle.isEmpty || isScaleSuffix(middle) { return true }
      }
    }
    guard name.utf8.count >= 13, name.hasPrefix("frame-"), name.hasSuffix(".png") else {
      return false
    }
    let digits = name.utf8.dropFirst(6).prefix(3)
    guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      return false
    }
    let rest = name.dropFirst(9).dropLast(4)
    return rest.isEmpty || isScaleSuffix(rest)
  }

  /// `@2x`, `@1.5x`.
  private static func isScaleSuffix(_ text: Substring) -> Bool {
    guard text.hasPrefix("@"), text.hasSuffix("x"), text.count > 2 else { return false }
    let number = text.dropFirst().dropLast()
    return number.utf8.allSatisfy {
      ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".")
    }
      && Double(number) != nil
  }
}
