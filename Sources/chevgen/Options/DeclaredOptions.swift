import ArgumentParser

/// What a command declares, read from its properties and its option groups':
/// the names the checks made around ArgumentParser's parse need, which its
/// public interface does not tell.
///
/// Read only when a check needs it (a repeated option, an argument that is
/// not UTF-8): reflecting a command costs a start-up that needs none of it.
struct DeclaredOptions {
  /// The long names (`--tint`) of the options that take one value.
  var singleValued: Set<String> = []
  /// The long names of the flags, which take no value.
  var flags: Set<String> = []
  /// Whether the command takes positional arguments.
  var takesArguments = false

  /// The declarations of `command`, its option groups' included.
  init(of command: ParsableArguments.Type) {
    for child in Mirror(reflecting: command.init()).children {
      guard let label = child.label, label.hasPrefix("_") else { continue }
      let property = type(of: child.value)
      if let option = property as? OptionProperty.Type {
        if !option.takesArray { singleValued.insert(Self.flagName(of: label.dropFirst())) }
      } else if property is FlagProperty.Type {
        flags.insert(Self.flagName(of: label.dropFirst()))
      } else if property is ArgumentProperty.Type {
        takesArguments = true
      } else if let group = property as? OptionGroupProperty.Type {
        let declared = DeclaredOptions(of: group.arguments)
        singleValued.formUnion(declared.singleValued)
        flags.formUnion(declared.flags)
        takesArguments = takesArguments || declared.takesArguments
      }
    }
  }

  /// ArgumentParser's default long name for a property: `--` and the name in
  /// lower case, a hyphen before each word (`backButtonTitle` is
  /// `--back-button-title`). Every option here but `--accept` (a list,
  /// declared as `paths`) takes that default name.
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

/// A `@Flag` property, which takes no value.
private protocol FlagProperty {}

extension Flag: FlagProperty {}

/// An `@Argument` property: a positional argument.
private protocol ArgumentProperty {}

extension Argument: ArgumentProperty {}

/// An `@OptionGroup` property, whose options belong to the command too.
private protocol OptionGroupProperty {
  static var arguments: ParsableArguments.Type { get }
}

extension OptionGroup: OptionGroupProperty {
  fileprivate static var arguments: ParsableArguments.Type { Value.self }
}
