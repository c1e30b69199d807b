import ChevGenTestSupport
import Testing

extension CLI {
  /// Runs chevgen with `arguments` and expects it refused: exit `status`,
  /// the one line `chevgen: error: message` as the whole of stderr, nothing on
  /// stdout, and the folder's files as they were, since bad input writes nothing.
  func expectRefusal(
    _ arguments: [String], status: Int32, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = try files()
    let result = try run(arguments)
    #expect(result.status == status, "\(arguments)", sourceLocation: sourceLocation)
    #expect(result.stderr == "chevgen: error: \(message)\n", sourceLocation: sourceLocation)
    #expect(result.stdout == "", sourceLocation: sourceLocation)
    #expect(try files() == before, sourceLocation: sourceLocation)
  }
}
