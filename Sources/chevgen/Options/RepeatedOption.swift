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
    let singleValued = singleValuedNames(of: command)
    var seen: Set<String> = []
    guard let name = names.first(where: { !seen.insert($0).inserted && singleValued.contains($0) })
    else { return }
    let count = names.count { $0 == name }
    let times = count == 2 ? "twice" : "\(count) times"
    throw ValidationError("\(name) takes one value and is given \(times); give it once")
  }

  /// The long names (`--tint`) of `command`'s options that take one value,
  /// its option groups' included.
  static func singleValuedNames(of command: ParsableArguments.Type) -> Set<String> {
    var names: Set<String> = []
    for child in Mirror(reflecting: command.init()).children {
      guard let label = child.label, label.hasPrefix("_") else { continue }
      let property = type(of: child.value)
      if let option = property as? OptionProperty.Type, !option.takesArray {
        names.insert(flagName(of: label.dropFirst()))
      } else if let group = property as? OptionGroupProperty.Type {
        names.formUnion(singleValuedNames(of: group.arguments))
      }
    }
    return names
  }

  /// ArgumentParser's default long name for a property: `--` and the name in
  /// lower case, a hyphen before each word (`backButtonTitle` is
  /// `--back-button-title`). Every option here takes that default name.
  private static func flagName(of property: Substring) -> String {
    var name = "--"
    for character in property {
      if character.isUppercase {
        name += "-" + character.lowercased()
      } else {
        name.append(character)
      }
    }
    return name
  }
}

/// An `@Option` property, which tells whether it collects every value.
private protocol OptionProperty {
  static var takesArray: Bool { get }
}

extension Option: OptionProperty {
  fileprivate static var takesArray: Bool { Value.self is any ArrayValue.Type }
}

private protocol ArrayValue {}

extension Array: ArrayValue {}

/// An `@OptionGroup` property, whose options belong to the command too.
private protocol OptionGroupProperty {
  static var arguments: ParsableArguments.Type { get }
}

extension OptionGroup: OptionGroupProperty {
  fileprivate static var arguments: ParsableArguments.Type { Value.self }
}
