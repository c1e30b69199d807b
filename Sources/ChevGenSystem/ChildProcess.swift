import CSystem
import ChevGenFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Darwin)
  /// Darwin's spawn descriptions are opaque pointers the init calls set.
  typealias SpawnActions = posix_spawn_file_actions_t?
  typealias SpawnAttributes = posix_spawnattr_t?
#else
  typealias SpawnActions = posix_spawn_file_actions_t
  typealias SpawnAttributes = posix_spawnattr_t
#endif

/// Runs another program (git) to its end and collects what it prints, reading
/// no more than the caller allows, so that a program made to print without end
/// (a hostile repository's huge file) cannot exhaust memory.
///
/// The child reads /dev/null, inherits the environment with the caller's
/// changes and none of this process's descriptors (a library's socket opened
/// without close-on-exec included), leads a process group of its own, and runs
/// in the current folder: a caller that needs another one tells the program
/// (`git -C DIR`).
public struct ChildProcess: Sendable {
  /// How the child ended.
  public enum Termination: Hashable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal (this number) ended it.
    case signaled(Int32)
  }

  /// How many bytes of standard error are kept; the rest is read and dropped.
  public static let errorOutputLimit = 4096

  public let termination: Termination
  /// Everything it printed on standard output.
  public let output: [UInt8]
  /// The first `errorOutputLimit` bytes it printed on standard error.
  public let errorOutput: [UInt8]

  /// True when it exited with status 0.
  public var succeeded: Bool { termination == .exited(0) }

  /// Its first non-blank line on standard error, or how it ended when it
  /// printed none ("exit status 3", "killed by signal 9"), for a message.
  public var failureReason: String {
    Self.reason(errorOutput: errorOutput, termination: termination)
  }

  /// The first non-blank line of `errorOutput`, else how the child ended.
  static func reason(errorOutput: [UInt8], termination: Termination?) -> String {
    let lines = errorOutput.split(separator: UInt8(ascii: "\n"))
    if let line = lines.first(where: { $0.contains { $0 > 0x20 } }) {
      return String(decoding: line, as: UTF8.self)
    }
    return switch termination {
    case .exited(let status): "exit status \(status)"
    case .signaled(let signal): "killed by signal \(signal)"
    case nil: "it ended"
    }
  }

  /// Runs `program` (an absolute path) with `arguments` and waits for its end.
  ///
  /// `environment` changes the inherited environment: a value sets the
  /// variable, nil removes it. A child that prints more than `outputLimit`
  /// bytes on standard output, or has not ended `timeLimit` seconds after it
  /// started, is killed, and this throws.
  public static func run(
    _ program: String, arguments: [String], environment: [String: String?] = [:],
    outputLimit: Int, timeLimit: Double? = nil
  ) throws(ChildProcessError) -> ChildProcess {
    try run(
      program, arguments: arguments, environment: environment, outputLimit: outputLimit,
      timeLimit: timeLimit, closingByListing: false)
  }

  /// As the public `run`; `closingByListing` as `spawn` takes it, for tests.
  static func run(
    _ program: String, arguments: [String], environment: [String: String?] = [:],
    outputLimit: Int, timeLimit: Double? = nil, closingByListing: Bool
  ) throws(ChildProcessError) -> ChildProcess {
    let deadline = timeLimit.map { CurrentProcess.monotonicSeconds + $0 }
    let output = try Pipe(program)
    let errors = try Pipe(program)
    let child = try spawn(
      program, arguments, environment, input: nil, output: output.write.number,
      errors: errors.write.number, closingByListing: closingByListing)
    output.write.close()
    errors.write.close()
    let collected: (output: [UInt8], errors: [UInt8])
    do {
      collected = try collect(
        output.read, errors.read, limit: outputLimit, program: program,
        until: deadline.map { ($0, timeLimit ?? 0) })
    } catch {
      LiveChildren.signal(child, SIGKILL)
      _ = reap(child)
      throw error
    }
    output.read.close()
    errors.read.close()
    // A child that closed its output is ending; one that lingers still has its deadline.
    guard let termination = reap(child, deadline: deadline) else {
      throw .lost(program: program, reason: SystemError.last)
    }
    if let deadline, let timeLimit, termination == .signaled(SIGKILL),
      CurrentProcess.monotonicSeconds >= deadline
    {
      throw .timedOut(program: program, seconds: timeLimit)
    }
    return ChildProcess(
      termination: termination, output: collected.output, errorOutput: collected.errors)
  }

  /// The first of `candidates` that is an executable file, else the first file
  /// `name` that is executable in PATH's absolute folders; nil when none is.
  ///
  /// Relative folders in PATH (`.`, an empty entry) are skipped: they name the
  /// current folder, which may be a repository chevgen was asked to read.
  public static func executable(named name: String, preferring candidates: [String]) -> String? {
    let path = CurrentProcess.environment("PATH") ?? ""
    let found = path.split(separator: ":").filter { PathText.isAbsolute(String($0)) }.map {
      DirectoryCheck.join(String($0), name)
    }
    return (candidates + found).first {
      FileStatus($0)?.kind == .regular && access($0, X_OK) == 0
    }
  }

  /// The names of the variables in this process's environment, for a caller
  /// that removes a whole family of them from a child's (git's `GIT_*`).
  public static func environmentNames() -> [String] {
    var names: [String] = []
    guard let current = chevgen_environment() else { return names }
    var index = 0
    while let entry = current[index] {
      index += 1
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") { names.append(String(text[..<equals])) }
    }
    return names
  }

  /// Starts the child with `input` (nil: /dev/null), `output` and `errors` as
  /// its standard input, output and error and no other descriptor, every
  /// signal unblocked and SIGPIPE at its default (chevgen ignores it, and a
  /// child would inherit that), leading a process group of its own.
  ///
  /// Its own group keeps a terminal's Ctrl-C, sent to the foreground group,
  /// from reaching it: chevgen ends its children itself (`LiveChildren`), in
  /// order, instead of racing them to report a git killed under it.
  /// `closingByListing` closes the other descriptors one by one, as where
  /// the C library has no `closefrom` action (for tests).
  static func spawn(
    _ program: String, _ arguments: [String], _ changes: [String: String?],
    input: Int32?, output: Int32, errors: Int32, closingByListing: Bool = false
  ) throws(ChildProcessError) -> pid_t {
    #if canImport(Darwin)
      var actions: SpawnActions = nil
      var attributes: SpawnAttributes = nil
    #else
      var actions = SpawnActions()
      var attributes = SpawnAttributes()
    #endif
    var status = posix_spawn_file_actions_init(&actions)
    guard status == 0 else {
      throw .notStarted(program: program, reason: SystemError.reason(status))
    }
    defer { posix_spawn_file_actions_destroy(&actions) }
    status = posix_spawnattr_init(&attributes)
    guard status == 0 else {
      throw .notStarted(program: program, reason: SystemError.reason(status))
    }
    defer { posix_spawnattr_destroy(&attributes) }
    status = prepare(
      &actions, &attributes, input: input, output: output, errors: errors,
      closingByListing: closingByListing)
    guard status == 0 else {
      throw .notStarted(program: program, reason: SystemError.reason(status))
    }
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let (envp, owned) = environment(changing: changes)
    defer { for pointer in owned { free(pointer) } }
    // Recorded as it starts, so that an interrupt at any moment ends it too.
    return try LiveChildren.start(program) { () throws(ChildProcessError) -> pid_t in
      var child = pid_t()
      let status = posix_spawn(&child, program, &actions, &attributes, argv, envp)
      guard status == 0 else {
        throw .notStarted(program: program, reason: SystemError.reason(status))
      }
      return child
    }
  }

  /// Gives the child its three standard streams and no other descriptor, its
  /// own process group, and every signal unblocked with SIGPIPE at its
  /// default; 0, or the first call's error.
  private static func prepare(
    _ actions: inout SpawnActions, _ attributes: inout SpawnAttributes, input: Int32?,
    output: Int32, errors: Int32, closingByListing: Bool
  ) -> Int32 {
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP
    #if canImport(Darwin)
      // Closes in the child every descriptor the actions below do not name,
      // even those another thread opened without close-on-exec.
      flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
    #endif
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    var status: Int32
    if let input {
      status = posix_spawn_file_actions_adddup2(&actions, input, 0)
    } else {
      status = posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    if status == 0 { status = posix_spawn_file_actions_adddup2(&actions, output, 1) }
    if status == 0 { status = posix_spawn_file_actions_adddup2(&actions, errors, 2) }
    // After the three above, which may take their sources from above 2.
    if status == 0 { status = chevgen_spawn_close_others(&actions, closingByListing ? 1 : 0) }
    if status == 0 { status = posix_spawnattr_setpgroup(&attributes, 0) }
    if status == 0 { status = posix_spawnattr_setsigmask(&attributes, &unblocked) }
    if status == 0 { status = posix_spawnattr_setsigdefault(&attributes, &defaults) }
    if status == 0 { status = posix_spawnattr_setflags(&attributes, Int16(flags)) }
    return status
  }

  /// This process's environment with `changes` made, ending in nil; `owned`
  /// are the entries allocated here, for the caller to free.
  private static func environment(
    changing changes: [String: String?]
  ) -> (entries: [UnsafeMutablePointer<CChar>?], owned: [UnsafeMutablePointer<CChar>?]) {
    var entries: [UnsafeMutablePointer<CChar>?] = []
    if let current = chevgen_environment() {
      var index = 0
      while let entry = current[index] {
        index += 1
        let changed = changes.keys.contains { name in
          let length = name.utf8.count
          return strncmp(entry, name, length) == 0 && entry[length] == CChar(UInt8(ascii: "="))
        }
        if !changed { entries.append(entry) }
      }
    }
    let owned = changes.sorted { $0.key < $1.key }.compactMap { name, value in
      value.map { strdup(name + "=" + $0) }
    }
    return (entries + owned + [nil], owned)
  }

  /// Reads both pipes as the child writes them, so that neither fills while
  /// the other is waited on, until the child closes both; throws once `until`'s
  /// deadline (monotonic seconds, of a limit of `seconds`) passes first.
  private static func collect(
    _ output: Descriptor, _ errors: Descriptor, limit: Int, program: String,
    until: (deadline: Double, seconds: Double)?
  ) throws(ChildProcessError) -> (output: [UInt8], errors: [UInt8]) {
    var collected: [UInt8] = []
    var errorBytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while output.number >= 0 || errors.number >= 0 {
      // poll skips negative descriptors: a closed pipe is no longer watched.
      var watched = [output, errors].map {
        pollfd(fd: $0.number, events: Int16(POLLIN), revents: 0)
      }
      let ready = poll(&watched, nfds_t(watched.count), pollTimeout(until?.deadline))
      guard ready >= 0 else {
        if errno == EINTR { continue }
        throw .lost(program: program, reason: SystemError.last)
      }
      if ready == 0, let until, CurrentProcess.monotonicSeconds >= until.deadline {
        throw .timedOut(program: program, seconds: until.seconds)
      }
      for (index, descriptor) in [output, errors].enumerated() where watched[index].revents != 0 {
        let count = read(descriptor.number, &chunk, chunk.count)
        if count < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          throw .lost(program: program, reason: SystemError.last)
        }
        if count == 0 {
          descriptor.close()
        } else if index == 0 {
          guard collected.count + count <= limit else {
            throw .outputTooLarge(program: program, limit: limit)
          }
          collected += chunk[..<count]
        } else {
          errorBytes += chunk[..<min(count, errorOutputLimit - errorBytes.count)]
        }
      }
    }
    return (collected, errorBytes)
  }

  /// Waits for `child` to end, killing it at `deadline` (monotonic seconds);
  /// nil when that fails.
  static func reap(_ child: pid_t, deadline: Double? = nil) -> Termination? {
    LiveChildren.reap(child, deadline: deadline)
  }

  /// `poll`'s timeout in milliseconds until `deadline` (monotonic seconds),
  /// rounded up so that it never wakes early; -1 (none) without one.
  static func pollTimeout(_ deadline: Double?) -> Int32 {
    guard let deadline else { return -1 }
    let left = (deadline - CurrentProcess.monotonicSeconds) * 1000
    return Int32(max(0, min(left.rounded(.up), 86_400_000)))
  }
}

/// A pipe whose two ends close on exec and when they are no longer used.
struct Pipe {
  let read: Descriptor
  let write: Descriptor

  init(_ program: String) throws(ChildProcessError) {
    var ends: [Int32] = [-1, -1]
    // On macOS, posix_spawn's CLOEXEC_DEFAULT keeps the ends from this
    // process's children in the moment before they are marked.
    let result = chevgen_cloexec_pipe(&ends)
    guard result == 0 else { throw .notStarted(program: program, reason: SystemError.last) }
    read = Descriptor(ends[0])
    write = Descriptor(ends[1])
    // An end numbered 0, 1 or 2 (this process's own were closed) would be
    // the child's standard stream, which the child's dup2 then leaves
    // close-on-exec: such an end is moved above them.
    guard read.lift(), write.lift() else {
      throw .notStarted(program: program, reason: SystemError.last)
    }
  }
}

/// An open file descriptor, closed once: by `close()` or when it is released.
final class Descriptor {
  private(set) var number: Int32

  init(_ number: Int32) { self.number = number }

  deinit { close() }

  func close() {
    guard number >= 0 else { return }
    closeDescriptor(number)
    number = -1
  }

  /// Moves the descriptor to a number above 2, close-on-exec; false on failure.
  func lift() -> Bool {
    guard number >= 0 && number <= 2 else { return true }
    let moved = fcntl(number, F_DUPFD_CLOEXEC, 3)
    guard moved >= 0 else { return false }
    close()
    number = moved
    return true
  }
}

/// The C library's `close(2)`, which `Descriptor.close` hides inside the type.
private func closeDescriptor(_ descriptor: Int32) {
  // Not retried on EINTR: Linux has closed the descriptor by then.
  _ = close(descriptor)
}
