import ArgumentParser
import ChevGenAssets
import ChevGenFormat
import ChevGenKit
import ChevGenManifest
import ChevGenSystem
import ChevGenText

/// `chevgen build`: the asset-pipeline step over a manifest of buttons.
public struct Build: ChevGenCommand {
  public static let configuration = CompletionPass.skipped(
    CommandConfiguration(
      commandName: "build",
      abstract: "Draw every button a manifest declares: asset catalog, nine-patches, CSS, index.",
      discussion: """
        Reads the manifest (YAML; see README, "Build an asset pipeline", and the
        Manifest reference) and writes, under DIR:
          Assets.xcassets/<Name>[-state].imageset/
                      PNGs per scale, slicing, locales, dark
          res/drawable-[<lang>-][night-]<dpi>/
                      Android nine-patches (.9.png)
          res/drawable[-night]/chevgen_<name>.xml
                      vectors of title-less art, state lists
          css/chevgen.css and its PNGs
                      a border-image rule per button (glass: live glass
                      too, and css/chevgen-glass.svg, its lens filter)
          index.json  every file, cap insets in points and pixels
        A second run redraws only what changed and removes outputs no longer declared;
        files chevgen did not write are never touched. Exit 64 for a bad manifest
        (every problem is listed as file:line:column), 1 when the manifest, a font
        or a backdrop cannot be read or writing fails.
        """))

  @Argument(help: ArgumentHelp("The manifest's path.", valueName: "manifest"))
  public var manifest = "chevgen.yml"

  @Option(
    help: ArgumentHelp(
      "Output directory (default: chevgen-assets beside the manifest). e.g. --out Generated",
      valueName: "dir"))
  public var out: String?

  @Option(
    help: ArgumentHelp(
      "Keep .chevgen-state and .chevgen.lock here instead of in the output directory, "
        + "when the output is shipped as it is; one per output. e.g. --state-dir .build/chevgen",
      valueName: "dir"))
  public var stateDir: String?

  @OptionGroup var output: JSONFirstOutputOptions<Build, SchemaFlag>

  /// `--schema`, held by `output` for its place in the help.
  var schema: Bool { output.between.schema }

  public init() {}
}

/// What `chevgen build` does.
extension Build {
  /// Every error line starts `chevgen build: error:`, a command-line
  /// mistake's too, so that a build log says which step failed.
  static var exitRules: ExitRules {
    .drawing.named(errors: "chevgen build", output: "chevgen build")
  }

  public func run() throws {
    if schema {
      StandardOutput.write(ManifestSchema.json.serialized())
      return
    }
    let console = output.console
    let start = Self.now()
    let directory = out ?? Self.directory(of: manifest) + "chevgen-assets"
    let folders =
      [("--out", directory, "Generated")]
      + [stateDir].compactMap { $0 }.map {
        ("--state-dir", $0, ".build/chevgen")
      }
    for (option, folder, example) in folders {
      if let problem = OutputPath.problem(folder, kind: .directory, example: example) {
        throw CommandFailure(
          message: "\(option) '\(folder)' is not valid: \(problem)", exitCode: Self.exitRules.usage)
      }
    }
    let progress = console.progress("chevgen build: drawing")
    do throws(AssetError) {
      let bytes = try Self.read(manifest)
      let waiting = { console.note("chevgen build: waiting for another build of \(directory)") }
      let report: BuildReport
      if let upToDate = AssetBuilder.upToDate(
        manifestPath: manifest, sourceHash: ManifestLoader.sourceHash(of: bytes),
        outputDirectory: directory, stateDirectory: stateDir, waiting: waiting)
      {
        report = upToDate
      } else {
        let builder = AssetBuilder(
          manifest: try Self.parse(bytes, path: manifest), outputDirectory: directory,
          stateDirectory: stateDir)
        report = try builder.build(
          progress: { done, total in progress.update(done, of: total) }, waiting: waiting)
      }
      progress.finish()
      Self.printWarnings(report.warnings, console)
      if console.json {
        console.document(Self.json(report, directory: directory))
      } else {
        console.results([Self.summary(report, directory: directory, seconds: Self.now() - start)])
      }
    } catch {
      progress.finish()
      throw CommandFailure(
        lines: error.lines(naming: CommandFailure.flag).map {
          error.isLocated ? .located($0) : .message($0)
        },
        // The manifest is the command's input: its mistakes are usage errors.
        exitCode: error.isManifestError ? Self.exitRules.usage : Self.exitRules.failure)
    }
  }

  /// Prints the first of `warnings`, as many as problems are printed, and a
  /// count of the rest, unless quiet.
  static func printWarnings(_ warnings: [String], _ console: Console) {
    let printed = CommandRunner.printedProblems
    guard warnings.count > printed else {
      return console.warnings(warnings, program: "chevgen build")
    }
    console.warnings(Array(warnings.prefix(printed)), program: "chevgen build")
    console.note("chevgen build: … and \(warnings.count - printed) more warnings, not shown")
  }

  /// Reads the manifest file.
  static func read(_ path: String) throws(AssetError) -> [UInt8] {
    do throws(FileError) {
      return try FileReader.bytes(at: path)
    } catch {
      if case .unreadable(_, let reason) = error {
        throw .manifest(.unreadable(path: path, reason: reason))
      }
      throw .files(error)
    }
  }

  /// Validates the manifest read from `path`.
  static func parse(_ bytes: [UInt8], path: String) throws(AssetError) -> Manifest {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .manifest(
        .syntax(
          ManifestDiagnostic(
            file: path, line: 1, column: 1, keyPath: "",
            message: "is not UTF-8 text; save the manifest as UTF-8")))
    }
    do throws(ManifestError) {
      return try ManifestLoader.load(text: text, path: path)
    } catch { throw .manifest(error) }
  }

  static func directory(of path: String) -> String {
    PathText.folderPrefix(of: path)
  }

  /// `4 buttons (60 images: 2 states, 2 appearances, 3 scales), drew 12
  /// and kept 48, wrote 13 files, removed 0 in out (85 ms)`: the buttons the
  /// manifest declares, then its images and the lists that make them, then
  /// what this run did.
  static func summary(_ report: BuildReport, directory: String, seconds: Double) -> String {
    let counts = report.counts
    let lists =
      (counts.locales > 1 ? [counted(counts.locales, "locale")] : [])
      + [
        counted(counts.states, "state"), counted(counts.appearances, "appearance"),
        counted(counts.scales, "scale"),
      ]
    let asked =
      "chevgen build: \(counted(counts.buttons, "button")) "
      + "(\(counted(counts.images, "image")): \(lists.joined(separator: ", ")))"
    let time = " (" + String(Int((seconds * 1000).rounded())) + " ms)"
    if report.drawnUnits == 0 && report.writtenFiles.isEmpty && report.removedFiles.isEmpty {
      return asked + ", \(directory) is up to date" + time
    }
    let kept = counts.images - report.drawnImages
    return asked + ", drew \(report.drawnImages)" + (kept > 0 ? " and kept \(kept)" : "")
      + ", wrote \(counted(report.writtenFiles.count, "file")), removed "
      + "\(report.removedFiles.count) in \(directory)" + time
  }

  /// `1 image`, `2 images`.
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)" + (count == 1 ? "" : "s")
  }

  /// The summary's counts under their own keys, then the files; `units`
  /// and `drawnUnits` count drawings (a button in one locale and direction).
  static func json(_ report: BuildReport, directory: String) -> JSONValue {
    let counts = report.counts
    return .object([
      ("output", .string(directory)),
      ("buttons", .number(Double(counts.buttons))),
      ("images", .number(Double(counts.images))),
      ("drawnImages", .number(Double(report.drawnImages))),
      ("keptImages", .number(Double(counts.images - report.drawnImages))),
      ("locales", .number(Double(counts.locales))),
      ("states", .number(Double(counts.states))),
      ("appearances", .number(Double(counts.appearances))),
      ("scales", .number(Double(counts.scales))),
      ("units", .number(Double(counts.units))),
      ("drawnUnits", .number(Double(report.drawnUnits))),
      ("written", .array(report.writtenFiles.sorted().map(JSONValue.string))),
      ("removed", .array(report.removedFiles.map(JSONValue.string))),
      ("warnings", .array(report.warnings.map(JSONValue.string))),
    ])
  }

  static func now() -> Double {
    CurrentProcess.monotonicSeconds
  }
}

/// `chevgen build`'s `--json`: a report instead of the summary line.
extension Build: OutputWording {
  static let jsonHelp: ArgumentHelp = "Print a JSON report on stdout instead of the summary line."
}
