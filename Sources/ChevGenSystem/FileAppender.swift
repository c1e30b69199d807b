#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Adds bytes to the end of a file another program owns and reads after
/// this one: a CI runner's step summary, which each step appends to rather
/// than replaces.
public enum FileAppender {
  /// Appends `bytes` to the file at `path`, creating it if missing, in one
  /// write where the system allows (`O_APPEND`: never in the middle of
  /// another writer's bytes); a link at `path` is not followed.
  public static func append(_ bytes: [UInt8], to path: String) throws(FileError) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o666)
    try FileTransaction.writeAndClose(bytes, opened: descriptor, path: path)
  }
}
