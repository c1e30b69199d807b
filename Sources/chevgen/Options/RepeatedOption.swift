import ArgumentParser

/// Refuses an option that takes one value when it is given more than once.
///
/// ArgumentParser keeps the last value of a repeated single-valued option, so
/// `animate --appearance light --appearance dark` would silently draw dark
/// only. An option declared as an array is honoured for every value and may
/// repeat; any other option may appear once. chevgen checks here after
/// parsing, so the rule holds for every command and every option it declares.
///
/// The command line is scanned first, and the command's declarations are read
/// only when some option name does repeat: a normal start-up pays for the scan
/// alone.
public enum RepeatedOption {
  /// Throws a usage error naming the first option of `command` that takes one
  /// value and appears more than once in `arguments`.
  public static func refuse(
    in arguments: [String], for command: ParsableArguments.Type
  ) throws(ValidationError) {
    // Only [String] and String here: a further generic type (a dictionary of
    // counts) costs every start-up its metadata, about 0.2 M instructions.
    var names: [String] = []
    for token in arguments {
      // After "--" everything is an argument, never an option.
      if token == "--" { break }
      if token.hasPrefix("--") { names.append(String(token.prefix { $0 != "=" })) }
    }
    // Sorted, a repeat is a neighbour: linear after the sort, where comparing
    // each name with every earlier one took seconds for 10,000 `--accept`s.
    let sorted = names.sorted()
    guard zip(sorted, sorted.dropFirst()).contains(where: { $0 == $1 }) else { return }
    let singleValued = DeclaredOptions(of: command).singleValued
    var seen: Set<String> = []
    guard let name = names.first(where: { !seen.insert($0).inserted && singleValued.contains($0) })
    else { return }
    let count = names.count { $0 == name }
    let times = count == 2 ? "twice" : "\(count) times"
    throw ValidationError("\(name) takes one value and is given \(times); give it once")
  }
}
