import Foundation

/// Reads a child's pipe to its end with `read(2)`, retrying when a signal
/// interrupts it: Foundation's `readDataToEndOfFile()` and `availableData` end
/// the whole test process (a `try!` inside) on EINTR, which a run seen here
/// met while tests started and signalled many children at once.
public enum PipeReading {
  /// Everything `handle` gives until its end (or until it fails otherwise).
  public static func all(_ handle: FileHandle) -> Data {
    var data = Data()
    while let chunk = next(handle), !chunk.isEmpty { data.append(chunk) }
    return data
  }

  /// Closes the ends of `pipes` this process holds once a child has ended.
  ///
  /// Foundation keeps every `Process` it ran, and with it its pipes, so their
  /// descriptors were never closed: a thousand of them made the test process's
  /// /proc/self/fd long enough for `Process.run()`'s listing of it to read past
  /// glibc's buffer and crash the run (swift-corelibs-foundation #5472).
  public static func close(_ pipes: Pipe...) {
    // The writing ends are the child's: Process.run() closed ours.
    for pipe in pipes { try? pipe.fileHandleForReading.close() }
  }

  /// What one read of `handle` gives, at most 64 KiB: empty at its end, nil
  /// when it fails with anything but EINTR.
  public static func next(_ handle: FileHandle) -> Data? {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(handle.fileDescriptor, &buffer, buffer.count)
      if count >= 0 { return Data(buffer[..<count]) }
      if errno != EINTR { return nil }
    }
  }
}
