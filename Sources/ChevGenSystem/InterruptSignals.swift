import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM caught from a program's first line, so that
/// none is lost or ends it half-way: each runs one action on a thread of its
/// own, which reads where the program is when it runs (end at once while it
/// compares, stop the server once it serves).
///
/// The signals are blocked first, in the thread that calls
/// ``catchFromNowOn(_:)``, so every thread started afterwards blocks them too
/// and one that arrives meanwhile waits. The handler only writes a byte into
/// a pipe (all a handler may safely do); one thread, the only one that takes
/// the signals, reads the pipe and runs the action. No other thread is
/// interrupted (no EINTR in the server's calls), and no gap exists in which a
/// signal is ignored, as there was between ignoring a signal and a dispatch
/// source taking it over.
public enum InterruptSignals {
  /// The action run for each signal, set once by ``catchFromNowOn(_:)``.
  private static let action = Mutex<@Sendable () -> Void>({})

  /// Gives SIGINT and SIGTERM their default action, unblocked, whatever the
  /// parent left: a blocked mask and an ignored signal pass through exec (a
  /// shell starts a script's background jobs ignoring SIGINT), and either
  /// would make a signal sent to chevgen do nothing. Called on the program's
  /// first line, so that either signal ends any command until one catches it.
  public static func endByDefault() {
    for number in [SIGINT, SIGTERM] { signal(number, SIG_DFL) }
    var signals = Self.signals
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Call where a command starts: from then on SIGINT and SIGTERM run
  /// `action` instead of ending the program.
  public static func catchFromNowOn(_ action: @escaping @Sendable () -> Void) {
    self.action.withLock { $0 = action }
    var signals = Self.signals
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    var files: [Int32] = [-1, -1]
    guard pipe(&files) == 0 else { return }
    // Above the three standard descriptors, which may be closed and whose
    // numbers a later open would otherwise take.
    let readEnd = fcntl(files[0], F_DUPFD_CLOEXEC, 3)
    signalPipe = fcntl(files[1], F_DUPFD_CLOEXEC, 3)
    close(files[0])
    close(files[1])
    _ = fcntl(signalPipe, F_SETFL, O_NONBLOCK)
    for number in [SIGINT, SIGTERM] {
      var handling = sigaction()
      #if canImport(Darwin)
        handling.__sigaction_u.__sa_handler = noteSignal
      #else
        handling.__sigaction_handler.sa_handler = noteSignal
      #endif
      handling.sa_flags = SA_RESTART
      sigemptyset(&handling.sa_mask)
      sigaction(number, &handling, nil)
    }
    startWatching(readEnd)
  }

  /// Ends the process with `status` at once, without the exit handlers or
  /// flushing, which other threads may be in the middle of: for an action
  /// that ends the program while its main thread still works. Every child
  /// process still running is ended and waited for first (`LiveChildren`),
  /// so none outlives the program, blocked where it waits.
  public static func endNow(_ status: Int32) -> Never {
    LiveChildren.endAll(exiting: true)
    _exit(status)
  }

  /// Ends the process with `status` `seconds` from now, after `lastWords`,
  /// unless it has ended by then: for an action that asks the program to end
  /// in order (a server finishing its answers) and must still keep the
  /// promise that a signal ends it in time, whatever its threads wait on.
  public static func endAfter(
    seconds: Double, status: Int32, _ lastWords: @escaping @Sendable () -> Void
  ) {
    HelperThread {
      let deadline = CurrentProcess.monotonicSeconds + seconds
      while CurrentProcess.monotonicSeconds < deadline {
        usleep(UInt32(min(deadline - CurrentProcess.monotonicSeconds, 0.1) * 1e6) + 1)
      }
      lastWords()
      endNow(status)
    }.detach()
  }

  private static var signals: sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    return set
  }

  /// Starts the thread that takes the signals and reads `file`.
  private static func startWatching(_ file: Int32) {
    watchedPipe = file
    #if canImport(Glibc)
      var thread = pthread_t()  // an integer in glibc
    #else
      var thread: pthread_t? = nil  // a pointer in Darwin and musl, imported as optional
    #endif
    let started = pthread_create(
      &thread, nil,
      { _ in
        InterruptSignals.watch()
        return nil
      }, nil)
    guard started == 0 else { return }
    #if canImport(Glibc)
      pthread_detach(thread)
    #else
      pthread_detach(thread!)
    #endif
  }

  /// Takes the signals (unblocked here only) and runs the action for each
  /// byte the handler writes; blocks them again while the action runs, so a
  /// thread it starts does not take them either.
  private static func watch() {
    var signals = Self.signals
    var byte: UInt8 = 0
    while true {
      pthread_sigmask(SIG_UNBLOCK, &signals, nil)
      let count = read(watchedPipe, &byte, 1)
      pthread_sigmask(SIG_BLOCK, &signals, nil)
      if count == 1 {
        action.withLock { $0 }()
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}

/// The pipe's ends: set once before the handler is installed and the thread
/// started, read-only afterwards (the handler may read no lock).
nonisolated(unsafe) private var signalPipe: Int32 = -1
nonisolated(unsafe) private var watchedPipe: Int32 = -1

/// The signal handler: one byte into the pipe, errno kept for the code it
/// interrupted.
private func noteSignal(_: Int32) {
  let saved = errno
  var byte: UInt8 = 1
  _ = write(signalPipe, &byte, 1)
  errno = saved
}
