/// A command's failure on its way out: its problems in the command line's
/// words and the exit code it maps to. Every command throws this, and
/// `CommandRunner` alone prints it.
///
/// Each front end adds the initialisers for the library errors it meets, so
/// this type names none of them and a part that links no renderer can use it.
public struct CommandFailure: Error {
  /// One problem's line: the command's own, or one already located in a file
  /// (`chevgen.yml:3:9: error: …`, a manifest's), printed as it is.
  public enum Line: Equatable, Sendable {
    case message(String)
    case located(String)
  }

  /// One line per problem, in order.
  public let lines: [Line]
  public let exitCode: Int32

  public init(message: String, exitCode: Int32) {
    self.init(lines: [.message(message)], exitCode: exitCode)
  }

  public init(lines: [Line], exitCode: Int32) {
    self.lines = lines
    self.exitCode = exitCode
  }

  /// The first problem's words.
  public var message: String {
    switch lines.first {
    case .message(let text), .located(let text): text
    case nil: ""
    }
  }
}
