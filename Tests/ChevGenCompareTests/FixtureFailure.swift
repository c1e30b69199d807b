/// A step of a repository fixture that did not work (git, a write, a FIFO):
/// the test stops with its description rather than judging a half-made repository.
struct FixtureFailure: Error, CustomStringConvertible {
  let description: String
}
