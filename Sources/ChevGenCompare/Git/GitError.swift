import ChevGenFormat
import ChevGenSystem

/// Why the images at a git revision, or in a repository's working tree,
/// could not be read (`GitRevision`, for `chevgen review --against`).
public enum GitError: Error, Hashable, Sendable {
  /// `directory` is not in a git repository's working tree.
  case notARepository(directory: String)
  /// Git knows no commit by the name `revision` in the repository at `root`.
  case unknownRevision(revision: String, root: String)
  /// A path to review lies outside the repository at `root`.
  case pathOutsideRepository(path: String, root: String)
  /// A path to review is neither in the working tree nor at `revision`.
  case pathNotFound(path: String, revision: String)
  /// A file's bytes were asked for at `revision` that holds no such PNG file.
  case notAtRevision(path: String, revision: String)
  /// A PNG file at `revision` is `size` bytes, beyond what chevgen reads.
  case revisionFileTooLarge(path: String, revision: String, size: Int)
  /// No git program was found.
  case missing
  /// `command` (`git …`) failed; `reason` is git's first line on standard error.
  case failed(command: String, reason: String)
  /// A file at `revision` (`path`; nil for some of the revision's folders) is
  /// not in the repository: a partial clone left it on a remote, and chevgen
  /// makes git fetch nothing.
  case notInClone(path: String?, revision: String)
  /// A PNG file's name, at `revision` or (nil) in the working tree, is not
  /// UTF-8: these are its bytes.
  case nonUTF8Name(name: [UInt8], revision: String?)
  /// `command` (`git …`), run in `directory`, had not finished after
  /// `seconds` and was stopped: something it reads is a named pipe.
  case timedOut(command: String, directory: String, seconds: Double)
  /// The repository holding `directory` names another folder,
  /// `workingTree`, as its working tree (`core.worktree`).
  case workingTreeElsewhere(directory: String, workingTree: String)
  /// `left` and `right` (of `--against LEFT...RIGHT`) share no commit.
  case noMergeBase(left: String, right: String, root: String)

  /// One line naming the problem and the fix.
  public var message: String {
    switch self {
    case .notARepository(let directory):
      "'\(directory)' is not inside a git repository; run chevgen review --against from a "
        + "repository's working tree, or compare two folders"
    case .unknownRevision(let revision, let root):
      "no revision '\(revision)' in repository '\(root)'; name a commit, branch or tag git "
        + "knows (git log shows them)"
    case .pathOutsideRepository(let path, let root):
      "'\(path)' is outside the repository '\(root)'; name paths inside it"
    case .pathNotFound(let path, let revision):
      "'\(path)' is neither in the working tree nor at \(revision); check the path's spelling"
    case .notAtRevision(let path, let revision):
      "'\(path)' is not a PNG file at \(revision); name one of the files listed at it"
    case .revisionFileTooLarge(let path, let revision, let size):
      "'\(path)' at \(revision) is \(size >> 20) MiB, over the \(FileReader.maximumBytes >> 20) "
        + "MiB limit for an image; leave it out of the paths reviewed"
    case .missing:
      "git is not installed: it is in none of /usr/bin, /opt/homebrew/bin, /usr/local/bin and "
        + "PATH; install git, or compare two folders"
    case .failed(let command, let reason):
      "'\(command)' failed: \(reason); run it in the repository to see why"
    case .notInClone, .timedOut, .workingTreeElsewhere, .noMergeBase, .nonUTF8Name:
      setUpMessage
    }
  }

  /// The message of a problem with how the repository or its files are set
  /// up, rather than with what was asked of it.
  private var setUpMessage: String {
    switch self {
    case .notInClone(let path?, let revision):
      "'\(path)' at \(revision) is not in this clone (a partial clone keeps it on a remote, "
        + "and chevgen fetches nothing); fetch it with git first, e.g. git cat-file -e "
        + ShellText.quoted("\(revision):\(path)")
    case .notInClone(nil, let revision):
      "some folders at \(revision) are not in this clone (a partial clone keeps them on a "
        + "remote, and chevgen fetches nothing); fetch them with git first, e.g. git ls-tree -r "
        + "\(revision)"
    case .timedOut(let command, let directory, let seconds):
      "'\(command)' in '\(directory)' had not finished after "
        + "\(ChildProcessError.duration(seconds)), and chevgen stopped it: git waits for good on "
        + "a named pipe where it reads a file (a .gitignore, .git/info/exclude, core.excludesFile, "
        + "an include.path, objects/info/alternates); replace the pipe with a regular file (find "
        + "\(ShellText.quoted(directory)) -type p lists those in the repository)"
    case .workingTreeElsewhere(let directory, let workingTree):
      "the repository holding '\(directory)' names '\(workingTree)' as its working tree "
        + "(core.worktree), and '\(directory)' is not in it; run chevgen review --against in "
        + "'\(workingTree)', or remove the setting: git config --unset core.worktree"
    case .noMergeBase(let left, let right, let root):
      "'\(left)' and '\(right)' share no commit in repository '\(root)' (unrelated histories), "
        + "so there is no branch point to compare with; name one revision, e.g. --against "
        + "\(ShellText.quoted(left))"
    case .nonUTF8Name(let name, let revision):
      "the name of '\(TerminalText.escaped(bytes: name))' "
        + "\(revision.map { "at \($0)" } ?? "in the working tree") is not UTF-8, so chevgen "
        + "can neither name nor review it; rename it in UTF-8, or name paths that leave it out"
    default: "\(self)"
    }
  }
}
