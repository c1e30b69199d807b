/// One problem found in a manifest, located by line, column and key path.
public struct ManifestDiagnostic: Hashable, Sendable, CustomStringConvertible {
  public var file: String
  /// 1-based, as editors count.
  public var line: Int
  /// 1-based, in Unicode scalars, as libyaml counts.
  public var column: Int
  /// Where in the document, such as `buttons[2].titles.de`; empty for the document itself.
  public var keyPath: String
  /// What is wrong and what would do.
  public var message: String

  public init(file: String, line: Int, column: Int, keyPath: String, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.keyPath = keyPath
    self.message = message
  }

  /// `chevgen.yml:4:12: error: theme.tint: …`, a compiler's form, which Xcode,
  /// editors and CI logs turn into a link to the line.
  public var description: String {
    "\(file):\(line):\(column): error: " + (keyPath.isEmpty ? "" : "\(keyPath): ") + message
  }
}
