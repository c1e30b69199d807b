import ChevGenFormat
import ChevGenSystem

/// How every git command chevgen runs is started: so that nothing a
/// repository's configuration, its remotes or the caller's environment holds
/// can make git run another program, fetch, or read another repository.
///
/// `chevgen review --against` is pointed at repositories that may come from
/// anyone, and a repository's own `.git/config` names programs git runs:
/// `core.fsmonitor` when the index is read, a promisor remote that a partial
/// clone fetches a missing object from (`ext::` runs a shell command, `ssh`
/// runs `core.sshCommand`, a local path runs `remote.*.uploadpack`, `git://`
/// runs `core.gitProxy`), hooks, credential helpers and pagers. Each is turned
/// off here, the one place, for git 2.39 (the oldest this was checked with)
/// and later:
///
/// - `-c` settings, which override every configuration file (the repository's
///   included: `include.path` and `includeIf` only add files below them) and
///   reach every git that git starts, through `GIT_CONFIG_PARAMETERS`.
/// - Environment variables that outrank any configuration where git lets one:
///   `GIT_ALLOW_PROTOCOL` set empty allows no transport at all, whatever
///   `protocol.<name>.allow` says, so a partial clone's lazy fetch of a
///   missing object fails before it connects or runs anything. Git 2.45, and
///   the security releases 2.39.4 and later of older lines, do not even try
///   (`GIT_NO_LAZY_FETCH`); either way git stops at the missing object.
/// - Every inherited `GIT_*` variable removed first: a hook or alias that
///   runs chevgen passes `GIT_DIR`, `GIT_INDEX_FILE`, `GIT_OBJECT_DIRECTORY`,
///   `GIT_CONFIG_PARAMETERS` and the like, which would point git elsewhere.
///   The system's and the user's configuration files are still read, so that
///   `safe.directory` refuses a repository another user owns exactly as git
///   does; the `-c` settings outrank them too.
///
/// What needs nothing: chevgen runs only `rev-parse`, `ls-tree`, `ls-files`,
/// `rev-list` and `cat-file --batch`, which apply no filter or textconv
/// (`cat-file` only with `--filters` or `--textconv`), run no diff program
/// (`GIT_EXTERNAL_DIFF`, `diff.external`), editor or GPG, and cannot be
/// replaced by an alias. `--no-optional-locks` keeps them from writing the
/// index, and `-z` output needs no `core.quotePath`.
struct GitCommand: Sendable {
  /// The git program, an absolute path.
  let git: String
  /// The seconds a git command may run, or a long-lived one take to answer,
  /// before it is killed: git waits for good on a named pipe where it reads
  /// a file (a `.gitignore`, `info/exclude`, `core.excludesFile`, an
  /// `include.path`, `objects/info/alternates`), which anyone can commit or
  /// leave in a folder.
  let timeLimit: Double

  /// The time limit of every git command chevgen runs. Far beyond any
  /// command's need, so that a repository on a slow network disk still
  /// passes: over 50,000 files, `ls-tree -r` took 0.01 s and listing the
  /// ignored files 0.02 s (0.09 s after the page cache was dropped). A git
  /// that waits on a pipe is stopped with a message, where it waited for ever.
  static let standardTimeLimit = 120.0

  init(git: String, timeLimit: Double = standardTimeLimit) {
    self.git = git
    self.timeLimit = timeLimit
  }

  /// A program that cannot be started (a path through a file): where git
  /// wants a command for ssh or a proxy, this fails without running anything.
  static let noProgram = "/dev/null/chevgen-runs-no-program"

  /// `-c` settings before every command, each with why.
  static let settings: [String] = [
    // Off, not a hook: git would run this command to list changed files.
    "core.fsmonitor=false",
    // A folder that holds no hook, whatever hooks a command might run.
    "core.hooksPath=/dev/null",
    // Outranks the repository's core.sshCommand; GIT_SSH_COMMAND would outrank it.
    "core.sshCommand=" + noProgram,
    // An empty value empties the list of credential helpers.
    "credential.helper=",
    "core.askPass=",
    // The policy of protocols without a protocol.<name>.allow of their own.
    "protocol.allow=never",
  ]

  /// The changes to the inherited environment: every `GIT_*` variable
  /// removed, then the ones below set, and PATH's relative folders dropped.
  static func environment() -> [String: String?] {
    var changes: [String: String?] = [:]
    for name in ChildProcess.environmentNames() where name.hasPrefix("GIT_") {
      changes[name] = .some(nil)
    }
    let set: [String: String] = [
      // No transport at all: not ext, ssh, git, file, http(s) or a remote helper.
      "GIT_ALLOW_PROTOCOL": "", "GIT_PROTOCOL_FROM_USER": "0",
      // Git 2.45 and 2.39.4 on: a missing object is an error, not fetched.
      "GIT_NO_LAZY_FETCH": "1",
      // Outrank core.sshCommand and core.gitProxy (which -c cannot: its first match wins).
      "GIT_SSH_COMMAND": noProgram, "GIT_PROXY_COMMAND": noProgram,
      // Empty: git asks no askpass program, not core.askPass's nor SSH_ASKPASS's.
      "GIT_ASKPASS": "", "GIT_TERMINAL_PROMPT": "0",
      // No index refresh written, and pathspecs taken literally (a `*` in a name is no pattern).
      "GIT_OPTIONAL_LOCKS": "0", "GIT_LITERAL_PATHSPECS": "1",
      // Messages in English, so that they can be recognized.
      "LC_ALL": "C",
    ]
    for (name, value) in set { changes[name] = .some(value) }
    changes["SSH_ASKPASS"] = .some(nil)
    // A relative folder in PATH names the repository's own folder (git runs
    // in it), where a file could stand in for a program git looks up.
    let path = CurrentProcess.environment("PATH") ?? ""
    changes["PATH"] = .some(
      path.split(separator: ":").filter { PathText.isAbsolute(String($0)) }.joined(separator: ":"))
    return changes
  }

  /// The arguments before a command: no pager, no optional locks, the
  /// settings above, and the folder to run in.
  static func options(in directory: String) -> [String] {
    ["--no-pager", "--no-optional-locks"] + settings.flatMap { ["-c", $0] } + ["-C", directory]
  }

  /// Runs git `arguments` in `directory` to its end; what it printed, at most
  /// `limit` bytes on standard output. `pathNames`: the arguments are file
  /// names, not pathspecs (`check-ignore`, which refuses literal pathspecs).
  func run(
    _ arguments: [String], in directory: String, limit: Int, pathNames: Bool = false
  ) throws(CompareError) -> ChildProcess {
    var environment = Self.environment()
    if pathNames { environment["GIT_LITERAL_PATHSPECS"] = .some(nil) }
    do {
      return try ChildProcess.run(
        git, arguments: Self.options(in: directory) + arguments,
        environment: environment, outputLimit: limit, timeLimit: timeLimit)
    } catch {
      if case .timedOut(_, let seconds) = error {
        throw .git(.timedOut(command: Self.name(arguments), directory: directory, seconds: seconds))
      }
      throw .git(.failed(command: Self.name(arguments), reason: error.reason))
    }
  }

  /// Starts git `arguments` in `directory`, to be asked one request at a
  /// time, each answer within the time limit.
  func conversation(
    _ arguments: [String], in directory: String
  ) throws(ChildProcessError) -> ChildConversation {
    try ChildConversation(
      git, arguments: Self.options(in: directory) + arguments, environment: Self.environment(),
      timeLimit: timeLimit)
  }

  /// `git ARGUMENTS`, for a message.
  static func name(_ arguments: [String]) -> String {
    "git " + arguments.joined(separator: " ")
  }
}
