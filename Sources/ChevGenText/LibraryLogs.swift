import CPango

/// The log messages GLib, Pango and fontconfig's users print on their own.
public enum LibraryLogs {
  /// Drops them for the whole process: for command-line front ends only, which
  /// report every failure themselves on one line.
  ///
  /// When a font file cannot be opened in the middle of a run (a disk error),
  /// Pango prints several `Pango-WARNING` lines before chevgen reports the
  /// failure. Pango logs through GLib's structured logging, which only a
  /// process-wide writer can redirect, so a library must not do this for the
  /// program it is part of. Call before any text is shaped.
  public static func silence() {
    g_log_set_writer_func({ _, _, _, _ in G_LOG_WRITER_HANDLED }, nil, nil)
  }
}
