import ChevGenFormat

/// What a render wrote, and anything the user should know about the result.
public struct RenderReport: Hashable, Sendable {
  /// Every file written, images first in plan order, then the sidecar.
  public var writtenPaths: [String]
  /// Notes about a result that is valid but may surprise (a shortened title,
  /// missing glyphs), naming the fields that would change it.
  public var warnings: [FieldText]
}
