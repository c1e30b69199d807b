import Foundation

/// The `swiftc` of the toolchain running the tests, found without PATH: the
/// generated Swift accessors are checked by the compiler that builds the package.
public enum SwiftCompiler {
  /// On Linux, beside the Swift runtime this test process loaded (the
  /// toolchain's `usr/lib/swift/linux/libswiftCore.so` is `usr/bin/swiftc`'s
  /// sibling); else Xcode's `/usr/bin/swiftc`, which runs the selected toolchain's.
  public static var path: String? {
    var candidates: [String] = []
    // Read to the end: /proc files report a size of 0, which whole-file reads trust.
    if let maps = FileHandle(forReadingAtPath: "/proc/self/maps")
      .map({ String(decoding: PipeReading.all($0), as: UTF8.self) }),
      let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
      let start = line.firstIndex(of: "/")
    {
      let runtime = URL(fileURLWithPath: String(line[start...]))
      // usr/lib/swift/linux/libswiftCore.so → usr/bin/swiftc
      let usr = runtime.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      candidates.append(usr.appendingPathComponent("bin/swiftc").path)
    }
    candidates.append("/usr/bin/swiftc")
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
