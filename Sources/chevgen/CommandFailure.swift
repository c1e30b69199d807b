/// A command's failure on its way out: its message in the command line's
/// words and the exit code it maps to.
///
/// Each front end adds the initialisers for the library errors it meets, so
/// this type names none of them and a part that links no renderer can use it.
public struct CommandFailure: Error {
  public let message: String
  public let exitCode: Int32

  public init(message: String, exitCode: Int32) {
    self.message = message
    self.exitCode = exitCode
  }
}
