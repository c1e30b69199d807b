import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every child process started through `ChildProcess` or `ChildConversation`
/// and not yet waited for, so that a program interrupted at any moment ends
/// and waits for all of them before it exits: a git left blocked on a named
/// pipe would otherwise run on under PID 1.
///
/// A child is recorded in the same step that starts it, and forgotten only
/// once it has ended and before it is reaped: its process id then names it
/// until it is forgotten (a zombie keeps its id), so `endAll()` never signals
/// an unrelated process that took a reaped child's id. Each child leads a
/// process group of its own (`ChildProcess.spawn`), so Ctrl-C at a terminal
/// reaches chevgen alone, which then ends its children here, group and all.
/// Once `endAll()` has begun no child starts, so none can slip in between its
/// kill and the exit; a thread still waiting on a child it took is told how
/// that child ended.
public enum LiveChildren {
  private struct State {
    var children: Set<pid_t> = []
    /// How each child `endAll()` reaped ended, for a thread still waiting on it.
    var ended: [pid_t: ChildProcess.Termination] = [:]
    var closed = false
    /// Set by `endAll(exiting: true)`: the program exits as soon as it returns.
    var exiting = false
  }

  private static let state = Mutex(State())

  /// How long children are given to end after SIGTERM before SIGKILL: git
  /// removes its lock and temporary files on SIGTERM, in milliseconds.
  static let grace = 0.5

  /// The process ids of the children running now, for tests.
  public static var identifiers: [Int32] {
    state.withLock { $0.children.sorted() }
  }

  /// Starts a child with `start` and records it, in one step `endAll` cannot
  /// come between; once `endAll` has begun, starts none.
  static func start(
    _ program: String, _ start: () throws(ChildProcessError) -> pid_t
  ) throws(ChildProcessError) -> pid_t {
    let started = try state.withLock { (state: inout State) throws(ChildProcessError) -> pid_t? in
      guard !state.closed else { return nil }
      let child = try start()
      state.children.insert(child)
      return child
    }
    guard let started else {
      waitForTheEndIfExiting()
      throw .notStarted(program: program, reason: "chevgen is ending")
    }
    return started
  }

  /// Ends every child: SIGTERM to its process group, then SIGKILL for those
  /// still running after `grace`, and waits for each; no child starts from
  /// now on. For a program about to end (an interrupt, or its last line).
  ///
  /// `exiting`: the caller exits the moment this returns (`InterruptSignals.endNow`),
  /// so a thread that meets a child taken here waits for that exit rather
  /// than reporting a failure the interrupt caused. Otherwise such a thread
  /// is told how the child ended and goes on to the program's own end.
  public static func endAll(exiting: Bool = false) {
    state.withLock { state in
      state.closed = true
      state.exiting = state.exiting || exiting
      let children = state.children
      for child in children { signalGroup(child, SIGTERM) }
      let deadline = CurrentProcess.monotonicSeconds + grace
      var running = children.filter { !hasEnded($0) }
      while !running.isEmpty && CurrentProcess.monotonicSeconds < deadline {
        usleep(2000)
        running = running.filter { !hasEnded($0) }
      }
      for child in running { signalGroup(child, SIGKILL) }
      for child in children { state.ended[child] = waitForEnd(child) }
      state.children = []
    }
  }

  /// Waits for `child` to end, then forgets and reaps it: how it ended, or
  /// nil when waiting fails. At `deadline` (monotonic seconds), a child that
  /// still runs is killed with SIGKILL.
  static func reap(_ child: pid_t, deadline: Double? = nil) -> ChildProcess.Termination? {
    if let deadline {
      var pause: UInt32 = 1000
      while !hasEnded(child) {
        let left = deadline - CurrentProcess.monotonicSeconds
        guard left > 0 else {
          signal(child, SIGKILL)
          break
        }
        usleep(min(pause, UInt32(left * 1e6) + 1))
        pause = min(pause * 2, 50_000)
      }
    }
    // Without reaping it: its id stays its own until it is forgotten.
    var info = siginfo_t()
    while waitid(P_PID, id_t(child), &info, WEXITED | WNOWAIT) < 0 {
      guard errno == EINTR else { return takenByEndAll(child) }
    }
    let forgotten = state.withLock { $0.children.remove(child) != nil }
    guard forgotten else { return takenByEndAll(child) }
    return waitForEnd(child)
  }

  /// Sends `signal` to `child` and its process group while it is recorded:
  /// never to a process that took the id of a child already reaped.
  static func signal(_ child: pid_t, _ signal: Int32) {
    state.withLock { if $0.children.contains(child) { signalGroup(child, signal) } }
  }

  /// How `child`, which `endAll()` took from its waiting thread, ended; when
  /// the program is exiting, waits for that instead (see `endAll(exiting:)`).
  private static func takenByEndAll(_ child: pid_t) -> ChildProcess.Termination? {
    waitForTheEndIfExiting()
    return state.withLock { $0.ended[child] }
  }

  /// Waits here for the program's end once `endAll(exiting: true)` has
  /// begun: its caller exits at once.
  private static func waitForTheEndIfExiting() {
    guard state.withLock({ $0.exiting }) else { return }
    while true { sleep(3600) }
  }

  /// Sends `signal` to the process group `child` leads, else to `child`
  /// alone (a child that has left its group).
  private static func signalGroup(_ child: pid_t, _ signal: Int32) {
    if kill(-child, signal) != 0 { _ = kill(child, signal) }
  }

  /// True when `child` has ended (it is not reaped).
  private static func hasEnded(_ child: pid_t) -> Bool {
    var info = siginfo_t()
    guard waitid(P_PID, id_t(child), &info, WEXITED | WNOWAIT | WNOHANG) == 0 else {
      // Nothing to wait for: it has been reaped.
      return true
    }
    #if canImport(Darwin)
      return info.si_pid != 0
    #else
      return info._sifields._sigchld.si_pid != 0
    #endif
  }

  /// Reaps `child`, waiting for its end: how it ended, nil when that fails.
  private static func waitForEnd(_ child: pid_t) -> ChildProcess.Termination? {
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      guard errno == EINTR else { return nil }
    }
    // The layout WIFEXITED and WTERMSIG read, the same on Linux and macOS.
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
  }
}
