import ChevGenCompare
import ChevGenDiff

/// Everything one `chevgen diff` of two files or two folders needs: what to
/// compare, how, and where the diff images or the review page go.
public struct DiffRequest: Sendable {
  /// The reference PNG, or a folder of them.
  public var expected: String
  /// The PNG to check, or a folder of them.
  public var actual: String
  /// pixelmatch's threshold, anti-aliasing and diff colours.
  public var options: PixelMatchOptions
  /// How much difference still passes.
  public var tolerance: DiffTolerance
  /// Areas left out of every pair.
  public var ignoring: IgnoredAreas
  /// Where the diff image (for folders: a folder of them) goes, if anywhere.
  public var diffOutput: String?
  /// A folder for the review page of two folders, in place of `diffOutput`.
  public var report: String?
  /// The settings the review page states, in the front end's words.
  public var settings: String
  /// The part of a folder comparison this run compares, if it is one of several.
  public var shard: SuiteShard?

  /// What the two paths are: two folders, or else (two files, or a mistake
  /// the comparison reports) one pair.
  public enum Kind: Sendable { case pair, folders }

  /// Whether two folders are compared, as the paths are now.
  public var kind: Kind {
    DirectoryDiffer.isDirectory(expected) && DirectoryDiffer.isDirectory(actual) ? .folders : .pair
  }

  /// A comparison of `expected` with `actual`; what is left out has pixelmatch's defaults.
  public init(
    expected: String, actual: String, options: PixelMatchOptions = PixelMatchOptions(),
    tolerance: DiffTolerance = DiffTolerance(), ignoring: IgnoredAreas = IgnoredAreas(),
    diffOutput: String? = nil, report: String? = nil, settings: String = "",
    shard: SuiteShard? = nil
  ) {
    self.expected = expected
    self.actual = actual
    self.options = options
    self.tolerance = tolerance
    self.ignoring = ignoring
    self.diffOutput = diffOutput
    self.report = report
    self.settings = settings
    self.shard = shard
  }
}
