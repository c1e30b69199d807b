import CPNG

/// The libraries whose code shapes the bytes of every PNG chevgen writes.
public enum PNGLibraries {
  /// `libpng 1.6.39 zlib 1.2.13 libdeflate 1.14`: part of what a cached
  /// output is keyed on, since a new zlib may compress the same pixels into
  /// other bytes.
  public static let versions: String = {
    var text = [CChar](repeating: 0, count: 160)
    chevgen_png_library_versions(&text, text.count)
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }()
}
