/// Whether `stderr` is the single line a run prints when the disk fills while
/// it writes a file: `prefix` (the command's error and the start of the
/// file's path), the path's end `file`, then the cause and the fix.
func isOneFullDiskLine(_ stderr: String, prefix: String, file: String = "'") -> Bool {
  let lines = stderr.split(separator: "\n")
  return lines.count == 1 && lines[0].hasPrefix(prefix)
    && lines[0].hasSuffix(
      file + ": No space left on device; check the disk and permissions, then retry")
}
