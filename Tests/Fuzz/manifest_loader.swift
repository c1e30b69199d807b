// libFuzzer harness for the manifest loader (built by scripts/fuzz, not by
// SwiftPM). Any bytes, read as a manifest, must load or be refused with
// diagnostics of one line each, in `file:line:column: error:` form, that
// quote at most about 200 characters of the input; never a trap.
import ChevGenAssets
import ChevGenManifest

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    _ = try ManifestLoader.load(text: text, path: "fuzz.yml")
  } catch {
    let lines = error.lines
    precondition(!lines.isEmpty, "a refusal without a diagnostic")
    for line in lines {
      precondition(
        !line.contains("\n") && !line.contains("\r"),
        "a diagnostic of several lines: \(line.debugDescription)")
      precondition(line.hasPrefix("fuzz.yml:"), "a diagnostic without its place: \(line)")
      // At most 200 characters quoted, 40 of each key in the key path, and the
      // message's own words (a list of the allowed keys is about 130).
      precondition(
        line.unicodeScalars.count < 600, "a diagnostic quoting too much: \(line.prefix(300))")
    }
  }
  return 0
}
