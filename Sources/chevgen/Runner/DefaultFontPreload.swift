import ChevGenKit
import Synchronization

/// The default font, loaded on the other core while a drawing command's
/// options are parsed, for that command's first label.
///
/// Loading a font and Pango's first layout take a few milliseconds and do
/// not depend on the options when the default font is used; the program
/// starts it before parsing for the commands that draw labels and hands it to
/// the one that runs.
enum DefaultFontPreload {
  private static let started = Mutex<ShaperPreload?>(nil)

  /// Starts loading, once.
  static func start() {
    started.withLock { preload in
      if preload == nil { preload = ShaperPreload() }
    }
  }

  /// The preload started, if any, for the command to take its shaper from.
  static var current: ShaperPreload? {
    started.withLock { $0 }
  }

  /// Waits for the loading thread, so that exiting never cuts a C call short.
  static func finish() {
    current?.wait()
  }
}
