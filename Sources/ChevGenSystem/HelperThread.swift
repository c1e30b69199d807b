import CSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A thread that starts at once on another core.
///
/// Linux may queue a new thread on its parent's core: measured on the CI machine,
/// it waited there about 3 ms while the parent kept working, longer than chevgen
/// takes to draw three images. A thread restricted to the process's other cores
/// starts within 0.1 ms. With a single core the thread is not restricted, and on
/// other systems (macOS), which have no such call, it is a plain thread.
public final class HelperThread {
  private var handle: pthread_t?

  /// How many cores this process may run on (at least 1).
  public static var availableCores: Int { Int(chevgen_available_cores()) }

  /// Starts `body` on a new thread, or runs it on the caller's if none can be started.
  public init(_ body: @escaping @Sendable () -> Void) {
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    #if canImport(Glibc)
      var thread = pthread_t()  // an integer in glibc
    #else
      var thread: pthread_t? = nil  // a pointer in Darwin and musl, imported as optional
    #endif
    let status = chevgen_start_thread_elsewhere(
      &thread,
      { context in
        guard let context else { return nil }
        Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, context)
    if status == 0 {
      handle = thread
    } else {
      Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
    }
  }

  deinit {
    join()
  }

  /// Waits for the thread to finish; later calls return at once.
  public func join() {
    guard let handle else { return }
    pthread_join(handle, nil)
    self.handle = nil
  }

  /// Lets the thread run on unwaited-for, to the program's end: for one
  /// that ends the program itself (``InterruptSignals/endAfter(seconds:status:_:)``).
  public func detach() {
    guard let handle else { return }
    pthread_detach(handle)
    self.handle = nil
  }

  private final class Body {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}
