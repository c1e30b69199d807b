import Foundation

/// Packages a `res` tree with Android's own tools, as an app's build would:
/// `aapt2 compile` of every file under it, then `aapt2 link` against the
/// platform's framework resources with a minimal manifest.
///
/// A tree that chevgen writes without complaint can still be one that
/// Android's packager rejects or warns about (a bad nine-patch frame, a
/// qualifier it does not know, a string with no default); only aapt2 itself
/// says so exactly. Nothing here knows chevgen's layout: every file under the
/// folder is compiled, whatever its subfolder, so new kinds of output (state
/// lists, strings, new qualifiers) are checked unchanged.
public enum AndroidPackager {
  /// What aapt2 made of a tree.
  public struct Packaging: Sendable {
    /// `aapt2 compile`'s exit status.
    public var compileStatus: Int32
    /// `aapt2 link`'s, or nil when compiling failed and nothing was linked.
    public var linkStatus: Int32?
    /// Every line aapt2 printed, step by step in its own order, stdout and
    /// stderr together, and a `warn:` line per file it silently skipped.
    public var diagnostics: [String]
    /// The linked resources as `type name` (`drawable back`), sorted: R.txt.
    public var symbols: [String]
    /// Each linked resource (`drawable/back`) with the configurations the APK
    /// holds it in, as `aapt2 dump resources` spells them (`de-xhdpi-v4`; ""
    /// is the default), in its order.
    public var configurations: [String: [String]]
    /// `aapt2 dump resources`'s lines: each resource and its value per
    /// configuration, a string as `(de) "Zurück"`.
    public var table: [String] = []

    /// Both steps ran and exited 0.
    public var succeeded: Bool { compileStatus == 0 && linkStatus == 0 }

    /// The diagnostics that are warnings (aapt2 writes `warn:`), which an app
    /// build shows but does not stop on, so a status alone misses them.
    public var warnings: [String] {
      diagnostics.filter { $0.range(of: "warn", options: .caseInsensitive) != nil }
    }

    /// The linked resource names of one type (`drawable`), sorted.
    public func names(_ type: String) -> [String] {
      symbols.compactMap { symbol in
        let parts = symbol.split(separator: " ")
        return parts.count == 2 && parts[0] == type ? String(parts[1]) : nil
      }
    }

    /// Every diagnostic on its own line, for a failing expectation's message.
    public var report: String {
      "compile \(compileStatus), link \(linkStatus.map(String.init) ?? "not run")\n"
        + diagnostics.joined(separator: "\n")
    }
  }

  /// Debian's android-framework-res: the platform's own resources, which a
  /// link resolves `@android:` references and `android:` attributes against.
  public static let framework = URL(
    fileURLWithPath: "/usr/share/android-framework-res/framework-res.apk")

  /// The smallest manifest aapt2 links: a package name, no minimum SDK, so
  /// every qualifier is checked as if the app ran on every Android version.
  public static let manifest = """
    <?xml version="1.0" encoding="utf-8"?>
    <manifest xmlns:android="http://schemas.android.com/apk/res/android"
        package="dev.chevgen.packaging"/>

    """

  /// Compiles every file under `res` and links them into an APK in a scratch
  /// folder that is removed afterwards; only what aapt2 said is kept.
  public static func package(_ res: URL) throws -> Packaging {
    let aapt2 = URL(fileURLWithPath: CLI.toolPath("aapt2"))
    try RequirementFailure.check(
      FileManager.default.isExecutableFile(atPath: aapt2.path),
      "\(aapt2.path) is missing: run scripts/setup, which installs it")
    try RequirementFailure.check(
      FileManager.default.isReadableFile(atPath: framework.path),
      "\(framework.path) is missing: run scripts/setup (android-framework-res)")
    let folder = try TemporaryFolder(prefix: "chevgen-aapt2-")
    defer { folder.remove() }
    let scratch = folder.url
    let flat = folder.url("flat")
    try FileManager.default.createDirectory(at: flat, withIntermediateDirectories: true)

    // Paths relative to the tree's parent, so messages read `res/drawable-…`.
    let inputs = try files(under: res).map { res.lastPathComponent + "/" + $0 }
    let compiled = try run(
      aapt2, ["compile", "-o", flat.path] + inputs, in: res.deletingLastPathComponent())
    var packaging = Packaging(
      compileStatus: compiled.status, linkStatus: nil, diagnostics: compiled.lines,
      symbols: [], configurations: [:])
    guard compiled.status == 0 else { return packaging }
    packaging.diagnostics += try skipped(inputs, flat)
    try link(aapt2, flat, scratch, into: &packaging)
    return packaging
  }

  /// Links the compiled files, then reads back R.txt and the APK's table.
  static func link(_ aapt2: URL, _ flat: URL, _ scratch: URL, into packaging: inout Packaging)
    throws
  {
    let manifestFile = scratch.appendingPathComponent("AndroidManifest.xml")
    try manifest.write(to: manifestFile, atomically: true, encoding: .utf8)
    let compiledFiles = try FileManager.default.contentsOfDirectory(atPath: flat.path).sorted()
      .map { flat.appendingPathComponent($0).path }
    let symbolsFile = scratch.appendingPathComponent("R.txt")
    let apk = scratch.appendingPathComponent("app.apk")
    let linked = try run(
      aapt2,
      [
        "link", "-I", framework.path, "--manifest", manifestFile.path, "-o", apk.path,
        "--output-text-symbols", symbolsFile.path,
      ] + compiledFiles, in: scratch)
    packaging.linkStatus = linked.status
    packaging.diagnostics += linked.lines
    guard linked.status == 0 else { return }
    let rTxt = try String(contentsOf: symbolsFile, encoding: .utf8)
    packaging.symbols = Set(
      rTxt.split(separator: "\n").compactMap { line -> String? in
        // `int drawable back 0x7f010000`, `int[] styleable Name { … }`.
        let fields = line.split(separator: " ")
        return fields.count >= 3 ? String(fields[1]) + " " + String(fields[2]) : nil
      }
    ).sorted()
    let dump = try run(aapt2, ["dump", "resources", apk.path], in: scratch)
    guard dump.status == 0 else {
      packaging.diagnostics += ["aapt2 dump resources exited \(dump.status)"] + dump.lines
      return
    }
    packaging.configurations = configurations(dump.lines)
    packaging.table = dump.lines
  }

  /// Every file under `root`, hidden ones too, as sorted relative paths.
  static func files(under root: URL) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: root.path).filter {
      var isDirectory: ObjCBool = false
      let path = root.appendingPathComponent($0).path
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }.sorted()
  }

  /// A warning for each input aapt2 compiled nothing from, exiting 0 all the
  /// same: it skips hidden files (`.name`) without a word, and an app built
  /// from the tree would silently lack them.
  static func skipped(_ inputs: [String], _ flat: URL) throws -> [String] {
    let written = Set(try FileManager.default.contentsOfDirectory(atPath: flat.path))
    return inputs.filter { !written.contains(flatName($0)) }.map {
      "\($0): warn: aapt2 compile wrote nothing for this file, so an app would not have it"
    }
  }

  /// The name aapt2 10 gives a file's compiled form: `folder_file.flat`, and
  /// for a values file `folder_stem.arsc.flat` (`values-de_strings.arsc.flat`).
  static func flatName(_ input: String) -> String {
    let parts = input.split(separator: "/", omittingEmptySubsequences: false)
    let folder = parts.count >= 2 ? String(parts[parts.count - 2]) : ""
    let file = String(parts.last ?? "")
    let type = folder.split(separator: "-", maxSplits: 1).first.map(String.init) ?? ""
    if type == "values" && file.hasSuffix(".xml") {
      let stem = file.split(separator: ".", maxSplits: 1).first.map(String.init) ?? file
      return folder + "_" + stem + ".arsc.flat"
    }
    return folder + "_" + file + ".flat"
  }

  /// Reads `aapt2 dump resources`: a `resource 0x… type/name` line, then one
  /// `(config) …` line per configuration of it.
  static func configurations(_ lines: [String]) -> [String: [String]] {
    var found: [String: [String]] = [:]
    var current: String?
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("resource ") {
        current = trimmed.split(separator: " ").last.map(String.init)
        if let current { found[current] = [] }
      } else if let current, trimmed.hasPrefix("("), let close = trimmed.firstIndex(of: ")") {
        found[current]!.append(String(trimmed[trimmed.index(after: trimmed.startIndex)..<close]))
      } else if !trimmed.hasPrefix("(") {
        current = nil
      }
    }
    return found
  }

  /// Runs aapt2 with stdout and stderr on one pipe, so its lines keep their
  /// order; killed past `CLI.hangLimit` so a hang fails instead of blocking.
  static func run(_ aapt2: URL, _ arguments: [String], in directory: URL) throws -> (
    status: Int32, lines: [String]
  ) {
    let result = try CLI.execute(aapt2, arguments, in: directory, mergingOutput: true)
    return (result.status, result.stdout.split(separator: "\n").map(String.init))
  }
}
