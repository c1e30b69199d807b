import ArgumentParser

/// The rule for ArgumentParser's completion-script pass, in one place.
///
/// Before parsing a root command, ArgumentParser 1.8 parses the arguments
/// twice more, as two throwaway commands, to find `--generate-completion-script`:
/// 5 to 7 M instructions of runtime reflection, a third of `chevgen diff`'s
/// start-up on a small pair and a quarter of a no-op build's. A root command
/// with a super-command name skips that pass. That name is ArgumentParser's
/// underscored `_superCommandName`, public but outside its stable API, which is
/// why Package.swift pins ArgumentParser to 1.8 (`.upToNextMinor`): a newer
/// minor version is taken only after this file is checked against it. chevgen gives one to a root
/// parsed when `CommandRunner.needsCommandTree` found no help, version or
/// completion request, the only times the pass could find one or the name
/// (which help's usage line shows) could be seen.
public enum CompletionPass {
  /// `configuration`, skipping the pass: for a command that is root only
  /// when the command line asks for none of those (`render` and `diff` on
  /// their direct paths; in the whole tree their configuration is not the
  /// root's and the name is not used).
  public static func skipped(_ configuration: CommandConfiguration) -> CommandConfiguration {
    var skipping = configuration
    skipping._superCommandName = "chevgen"
    return skipping
  }

  /// `configuration`, skipping the pass unless `arguments` ask for help, the
  /// version or a completion script: for a command that is always root.
  public static func skipped(
    _ configuration: CommandConfiguration, unlessAskedIn arguments: [String]
  ) -> CommandConfiguration {
    CommandRunner.needsCommandTree(arguments) ? configuration : skipped(configuration)
  }
}
