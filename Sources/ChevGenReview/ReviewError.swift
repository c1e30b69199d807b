import ChevGenCompare

/// Why a request of the review page could not be answered.
public enum ReviewError: Error, Sendable {
  /// The path is not one the comparison listed.
  case unknown(path: String)
  /// The reference is a git revision, which a review does not write.
  case readOnly
  /// The file is unchanged, or already accepted.
  case nothingToAccept(path: String)
  /// The actual file is not the one compared: it changed since the review began.
  case changedSince(path: String)
  case compare(CompareError)
  /// The server's address could not be written to standard output.
  case addressUnwritable(reason: String)
  /// The server could not listen on the port asked for.
  case cannotListen(problem: String)

  /// The HTTP status the page gets for it.
  public var status: Int {
    switch self {
    case .unknown: 404
    case .readOnly: 405
    case .nothingToAccept, .changedSince: 409
    case .compare, .addressUnwritable, .cannotListen: 500
    }
  }

  /// One line naming the problem and the fix, as the page shows it.
  public var message: String {
    switch self {
    case .unknown(let path):
      "'\(path)' is not among the files compared; reload the page"
    case .readOnly:
      "the reference is a git revision, which review does not change; commit the working "
        + "tree to accept it"
    case .nothingToAccept(let path):
      "'\(path)' is already the same as its reference; nothing to accept"
    case .changedSince(let path):
      "'\(path)' changed since the review began, so it is not what the page shows; run "
        + "chevgen review again to see it"
    case .compare(let error):
      error.message(naming: { _ in "the reference folder" })
    case .addressUnwritable(let reason):
      "cannot write the review's address to standard output (\(reason))"
    case .cannotListen(let problem):
      "cannot serve the review: \(problem)"
    }
  }
}
