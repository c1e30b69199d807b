import ArgumentParser
import ChevGenKit
import ChevgenCommandLine
import ChevgenCommands
import ChevronAssets
import ChevronSupport
import ChevronText

/// What `chevgen build` does, in chevgen-build; its options are in ChevgenCommands.
extension Build {
  /// Parses with the whole command tree and runs; a standard output that
  /// cannot be written is an error (exit 1), and every error line starts
  /// `chevgen build: error:`, a command-line mistake's too (exit 64).
  static func launch() -> Never {
    StandardOutput.guardWrites(program: "chevgen build", failureStatus: 1)
    LibraryLogs.silence()
    let arguments = Array(CurrentProcess.arguments.dropFirst())
    let status = CommandRunner.status(
      root: Chevgen.self, helpCommand: Chevgen.helpCommand(for: arguments), usageStatus: 64,
      program: "chevgen build"
    ) {
      let command = try Chevgen.command(parsing: arguments)
      if let build = command as? Build {
        try build.perform()
      } else {
        try Chevgen.runUnheld(command, program: "chevgen-build")
      }
    }
    CurrentProcess.exit(status)
  }

  func perform() throws {
    if schema {
      print(ManifestSchema.json.serialized(), terminator: "")
      return
    }
    let start = Self.now()
    let directory = out ?? Self.directory(of: manifest) + "chevgen-assets"
    let folders =
      [("--out", directory, "Generated")]
      + [stateDir].compactMap { $0 }.map {
        ("--state-dir", $0, ".build/chevgen")
      }
    for (option, folder, example) in folders {
      if let problem = OutputPath.problem(folder, kind: .directory, example: example) {
        StandardError.line("chevgen build: error: \(option) '\(folder)' is not valid: \(problem)")
        throw ExitCode(64)
      }
    }
    let progress = ProgressBar(enabled: !json && CurrentProcess.standardErrorIsTerminal)
    do throws(AssetError) {
      let bytes = try Self.read(manifest)
      let waiting = {
        StandardError.line("chevgen build: waiting for another build of \(directory)")
      }
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
      for line in Self.capped(report.warnings.map { "chevgen build: warning: \($0)" }, "warnings") {
        StandardError.line(line)
      }
      if json {
        print(Self.json(report, directory: directory).serialized(), terminator: "")
      } else {
        StandardOutput.lines([
          Self.summary(report, directory: directory, seconds: Self.now() - start)
        ])
      }
    } catch {
      progress.finish()
      let lines = error.lines(outputOption: "--out").map {
        error.isLocated ? $0 : "chevgen build: error: \($0)"
      }
      for line in Self.capped(lines, "problems") {
        StandardError.line(line)
      }
      // The manifest is the command's input: its mistakes are usage errors.
      throw ExitCode(error.isManifestError ? 64 : 1)
    }
  }

  /// The most problems or warnings printed: enough to fix in one go, few
  /// enough that a manifest of thousands of bad entries does not flood the log.
  static let printedLines = 20

  /// `lines`, the first `printedLines` of them and a count of the rest.
  static func capped(_ lines: [String], _ what: String) -> [String] {
    guard lines.count > printedLines else { return lines }
    return lines.prefix(printedLines)
      + ["chevgen build: … and \(lines.count - printedLines) more \(what), not shown"]
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
    path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
  }

  static func summary(_ report: BuildReport, directory: String, seconds: Double) -> String {
    let time = String(Int((seconds * 1000).rounded())) + " ms"
    if report.drawnUnits == 0 && report.writtenFiles.isEmpty && report.removedFiles.isEmpty {
      return
        "chevgen build: \(directory) is up to date (\(report.units) buttons × locales, \(time))"
    }
    return "chevgen build: drew \(report.drawnUnits) of \(report.units) buttons × locales "
      + "(\(report.drawnImages) images), wrote \(report.writtenFiles.count) files, removed "
      + "\(report.removedFiles.count) in \(directory) (\(time))"
  }

  static func json(_ report: BuildReport, directory: String) -> JSONValue {
    .object([
      ("output", .string(directory)),
      ("units", .number(Double(report.units))),
      ("drawnUnits", .number(Double(report.drawnUnits))),
      ("drawnImages", .number(Double(report.drawnImages))),
      ("written", .array(report.writtenFiles.sorted().map(JSONValue.string))),
      ("removed", .array(report.removedFiles.map(JSONValue.string))),
      ("warnings", .array(report.warnings.map(JSONValue.string))),
    ])
  }

  static func now() -> Double {
    CurrentProcess.monotonicSeconds
  }
}
