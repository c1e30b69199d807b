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

extension CLI.Result {
  /// Expects exit `status` and `line`, ended by its newline, as the whole of
  /// stderr: the one line chevgen writes for each refusal or warning.
  func expect(
    status: Int32, line: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(self.status == status, sourceLocation: sourceLocation)
    #expect(stderr == line + "\n", sourceLocation: sourceLocation)
  }
}

extension CLI {
  /// Expects `name`.png and its @2x and @3x images at `width` × `height`
  /// pixels times their scale, each a PNG pngcheck passes: what a command
  /// writes for the default scales.
  func expectThreeScales(
    of name: String, width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let files = [name + ".png", name + "@2x.png", name + "@3x.png"]
    for (scale, file) in zip(1..., files) {
      #expect(try pngSize(file) == (width * scale, height * scale), sourceLocation: sourceLocation)
    }
    let check = try tool("pngcheck", files)
    #expect(check.status == 0, "pngcheck: \(check.stdout)", sourceLocation: sourceLocation)
  }
}
