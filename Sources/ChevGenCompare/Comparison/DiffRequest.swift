import ChevGenDiff
import ChevGenFormat

/// Everything one `chevgen diff` needs, built once by a front end from its
/// options and handed whole to `DiffRunner`, as render's `RenderRequest` is
/// to `ButtonRenderer`: what to compare, how, where the diff images go, and
/// the reports written of it.
public struct DiffRequest: Sendable {
  /// The reference PNG, or a folder of them; empty for a merge.
  public var expected: String
  /// The PNG to check, or a folder of them; empty for a merge.
  public var actual: String
  /// The report folders of a suite's parts (each with its `ShardSummary`),
  /// joined instead of comparing two paths: a merge; none for a comparison.
  public var parts: [String]
  /// pixelmatch's threshold, anti-aliasing and diff colours.
  public var options: PixelMatchOptions
  /// How much difference still passes.
  public var tolerance: DiffTolerance
  /// Areas left out of every pair.
  public var ignoring: IgnoredAreas
  /// Where the diff image (for folders: a folder of them) goes, if anywhere.
  public var diffOutput: String?
  /// The part of a folder comparison this run compares, if it is one of several.
  public var shard: SuiteShard?
  /// The settings a review page states, in the front end's words.
  public var settings: String
  /// What is written of the comparison, in this order (`DiffReport`).
  public var reports: [DiffReport]
  /// The folder of the review page (`index.html`, copies of every image, the
  /// diff images) the comparison writes, or a merge joins its parts into;
  /// nil for none.
  public var reviewFolder: String?
  /// How the front end names a field (a flag, a parameter) in the reports'
  /// text: a tolerance's limits, say.
  public var naming: @Sendable (RequestField) -> String

  /// What the two paths are: two folders, or else (two files, or a mistake
  /// the comparison reports) one pair.
  public enum Kind: Sendable { case pair, folders }

  /// Whether two folders are compared, as the paths are now.
  public var kind: Kind {
    DirectoryDiffer.isDirectory(expected) && DirectoryDiffer.isDirectory(actual) ? .folders : .pair
  }

  /// A comparison of `expected` with `actual` (or a merge of `parts`); what
  /// is left out has pixelmatch's defaults, and fields are named as they are.
  public init(
    expected: String, actual: String, parts: [String] = [],
    options: PixelMatchOptions = PixelMatchOptions(), tolerance: DiffTolerance = DiffTolerance(),
    ignoring: IgnoredAreas = IgnoredAreas(), diffOutput: String? = nil, shard: SuiteShard? = nil,
    settings: String = "", reports: [DiffReport] = [], reviewFolder: String? = nil,
    naming: @escaping @Sendable (RequestField) -> String = \.rawValue
  ) {
    self.expected = expected
    self.actual = actual
    self.parts = parts
    self.options = options
    self.tolerance = tolerance
    self.ignoring = ignoring
    self.diffOutput = diffOutput
    self.shard = shard
    self.settings = settings
    self.reports = reports
    self.reviewFolder = reviewFolder
    self.naming = naming
  }
}
