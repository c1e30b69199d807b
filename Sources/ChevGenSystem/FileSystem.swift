#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file-system changes chevgen makes besides writing files: removing
/// what it owns and making folders.
public enum FileSystem {
  /// Removes the file (or link) at `path`; returns the error text when that fails.
  @discardableResult
  public static func removeFile(_ path: String) -> String? {
    unlink(path) == 0 ? nil : SystemError.last
  }

  /// Removes the folder at `path` if it is empty; true when it is gone.
  @discardableResult
  public static func removeEmptyFolder(_ path: String) -> Bool {
    rmdir(path) == 0
  }

  /// True when this process may create files in the folder `path`.
  public static func isWritable(_ path: String) -> Bool {
    access(path, W_OK) == 0
  }

  /// Makes the folder `path` (its parent must exist); nil on success, else
  /// whether something is already there and the error text.
  static func makeFolder(_ path: String) -> (exists: Bool, reason: String)? {
    guard mkdir(path, 0o777) != 0 else { return nil }
    let code = errno
    return (code == EEXIST, SystemError.reason(code))
  }
}
