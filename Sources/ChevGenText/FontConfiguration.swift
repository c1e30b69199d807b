import CPango
import ChevGenSystem

/// A private fontconfig configuration holding only the chosen font files.
///
/// Nothing is read from the machine's font directories or configuration files, so
/// the same font file gives the same glyphs on every machine.
final class FontConfiguration {
  let handle: OpaquePointer
  /// The pattern of the first face of the primary font file.
  let primaryPattern: OpaquePointer

  init(choice: FontChoice) throws(TextError) {
    _ = emptyDefaultConfiguration
    guard let handle = FcConfigCreate() else {
      throw .fontEngineFailed(step: "create a font configuration")
    }
    self.handle = handle
    var primary: OpaquePointer?
    // A shipped fallback after the user's comes with the primary: a fault in
    // it is the default font's.
    let files = choice.files.enumerated().map { index, path in
      (
        path,
        index == 0 || index > choice.fallbackFiles.count
          ? .primary : TextError.Font.fallback(index: index - 1)
      )
    }
    for (path, font) in files {
      let before = Self.fontCount(handle)
      try Self.add(path, as: font, to: handle)
      if primary == nil, let fonts = FcConfigGetFonts(handle, FcSetApplication),
        before < fonts.pointee.nfont
      {
        primary = fonts.pointee.fonts[Int(before)]
      }
    }
    guard let primary else {
      FcConfigDestroy(handle)
      throw .notAFont(path: choice.file, font: .primary)
    }
    primaryPattern = primary
  }

  deinit {
    FcConfigDestroy(handle)
  }

  /// Adds the faces of the font file at `path`. The file is checked first: fontconfig
  /// opens what it is given, and opening a named pipe would wait for a writer.
  private static func add(
    _ path: String, as font: TextError.Font, to config: OpaquePointer
  ) throws(TextError) {
    guard let status = FileStatus(path) else {
      throw DefaultFonts.missingError(path: path, font: font)
        ?? .fontFileMissing(path: path, font: font)
    }
    guard status.kind == .regular else { throw .notAFile(path: path, font: font) }
    let before = fontCount(config)
    let added = path.withCString { name in
      name.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
        FcConfigAppFontAddFile(config, $0)
      }
    }
    // fontconfig accepts some non-font files without adding a face: count the faces.
    guard added != 0, fontCount(config) > before else {
      throw .notAFont(path: path, font: font)
    }
  }

  private static func fontCount(_ config: OpaquePointer) -> Int32 {
    FcConfigGetFonts(config, FcSetApplication)?.pointee.nfont ?? 0
  }
}

/// Installs an empty configuration as fontconfig's process-wide default, once.
///
/// Pango's font map starts a thread that calls `FcInit`, which would otherwise
/// parse the machine's whole fontconfig setup (about a third of a render's
/// instructions) for a configuration chevgen never uses. With a default already
/// set, `FcInit` returns at once, and nothing can fall back to machine fonts.
private let emptyDefaultConfiguration: Bool = {
  guard let empty = FcConfigCreate() else { return false }
  defer { FcConfigDestroy(empty) }
  return FcConfigSetCurrent(empty) != 0
}()
