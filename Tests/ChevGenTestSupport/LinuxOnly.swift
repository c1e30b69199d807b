import Foundation

#if canImport(Testing)
  import Testing
#endif

/// What a test needs that only Linux has. Such a test carries `.needs(…)`, so a
/// macOS run lists it as skipped with the reason instead of failing on a
/// missing tool; on Linux it runs as always, and `scripts/setup` installs the
/// tools.
public enum LinuxOnly: Sendable {
  /// strace, to kill or fail a run at an exact system call.
  case strace
  /// aapt, Android's resource compiler, to check nine-patches.
  case aapt
  /// aapt2 and Debian's framework-res.apk, to compile and link a whole res tree.
  case aapt2
  /// The dynamic loader's `LD_DEBUG` trace, to see which libraries load.
  case loaderTrace
  /// `/dev/full`, a device whose every write fails with a full disk.
  case devFull
  /// Debian's Chromium, its WebDriver and Selenium, to load pages in a real browser.
  case chromium
  /// `chroot`, run as root, to start chevgen where /proc is not mounted.
  case chroot

  /// Why the test cannot run on macOS.
  var reason: String {
    switch self {
    case .strace:
      "needs strace, Linux's system-call tracer (fault injection); macOS has none"
    case .aapt:
      "needs aapt, Android's resource compiler, which Homebrew does not package"
    case .aapt2:
      "needs aapt2 and Android's framework resources (Debian's android-framework-res), "
        + "which Homebrew does not package"
    case .loaderTrace:
      "reads glibc's LD_DEBUG trace of loaded libraries, which macOS's dyld does not write"
    case .devFull:
      "writes to /dev/full, a device only Linux has"
    case .chromium:
      "drives Debian's /usr/bin/chromium with Selenium, which macOS's setup does not install"
    case .chroot:
      "starts chevgen in a chroot of its Linux libraries, which only root may make"
    }
  }
}

#if canImport(Testing)
  extension Trait where Self == ConditionTrait {
    /// Runs the test on Linux only, saying elsewhere why it is skipped.
    public static func needs(_ facility: LinuxOnly) -> Self {
      #if os(Linux)
        .enabled(
          if: facility != .chroot || ProcessInfo.processInfo.userName == "root",
          Comment(rawValue: facility.reason))
      #else
        .disabled(Comment(rawValue: facility.reason + " (runs on Linux)"))
      #endif
    }
  }
#endif
