/// A helper's precondition that does not hold: the test stops with this message.
///
/// This target is a regular one, which every `swift build` builds, the
/// release build with `--static-swift-stdlib` included, where the Testing
/// module does not exist; so it does not import Testing, and its helpers throw
/// this where a test would use `#require`. Swift Testing records a thrown
/// error as the test's failure, with this description.
public struct RequirementFailure: Error, CustomStringConvertible {
  public let description: String

  /// Throws `message` unless `condition` holds.
  static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    guard condition else { throw RequirementFailure(description: message()) }
  }

  /// `value`, or `message` thrown when it is nil.
  static func unwrap<Value>(_ value: Value?, _ message: @autoclosure () -> String) throws -> Value {
    guard let value else { throw RequirementFailure(description: message()) }
    return value
  }
}
