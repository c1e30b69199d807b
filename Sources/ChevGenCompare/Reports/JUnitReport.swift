import ChevGenFormat
import ChevGenSystem

/// A comparison as a JUnit XML file, the report CI servers read (Jenkins,
/// GitLab, GitHub's test-report actions): `testsuites` › `testsuite` ›
/// one `testcase` per image, with a `failure` for each that did not pass and a
/// `system-out` for each that passed within tolerance though its pixels differ.
///
/// No timestamp, duration or host name: the same comparison writes the same
/// bytes. Names go through `MarkupText`, and the scalars XML 1.0 cannot hold
/// in any form (C0 controls but tab, line feed and carriage return, U+FFFE,
/// U+FFFF) are first written as `TerminalText` writes them, so any file name
/// gives a well-formed file that reads back as the name a terminal shows.
public enum JUnitReport {
  /// The XML of `outcomes`, in a suite named `suite`, each case of class
  /// `classname` (what was compared); each failure's message names the count,
  /// `tolerance` (as the caller's user sets it) and the diff image's path.
  public static func xml(
    _ outcomes: [ImageOutcome], suite: String, classname: String, tolerance: String
  ) -> String {
    let failures = outcomes.count { !$0.passed }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"\(attribute(suite))\" tests=\"\(outcomes.count)\" "
    xml += "failures=\"\(failures)\" errors=\"0\">\n"
    xml += "  <testsuite name=\"\(attribute(suite))\" tests=\"\(outcomes.count)\" "
    xml += "failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
    for outcome in outcomes {
      xml +=
        "    <testcase name=\"\(attribute(outcome.name))\" classname=\"\(attribute(classname))\""
      if outcome.status == .withinTolerance {
        // Passing, but not the same: said where a reader of the case looks.
        xml += ">\n      <system-out>\(attribute(outcome.summary))"
        xml += "</system-out>\n    </testcase>\n"
        continue
      }
      guard !outcome.passed else {
        xml += "/>\n"
        continue
      }
      let message = failureMessage(outcome, tolerance: tolerance)
      xml += ">\n      <failure message=\"\(attribute(message))\" type=\"\(outcome.status)\">"
      xml += attribute("reference or file: \(outcome.file)\n\(message)")
      xml += "</failure>\n    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// What a failing case says: the comparison's line, the tolerance and the diff image.
  static func failureMessage(_ outcome: ImageOutcome, tolerance: String) -> String {
    guard outcome.result != nil else { return outcome.summary }
    return outcome.summary + "; tolerance: " + tolerance + "; diff image: "
      + (outcome.diffPath ?? "none written")
  }

  /// `text` safe in an attribute or element text of an XML 1.0 file.
  static func attribute(_ text: String) -> String {
    let safe = ScalarText.replacing(text) { scalar in
      let forbidden =
        (scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar))
        || scalar.value == 0xFFFE || scalar.value == 0xFFFF
      return forbidden ? TerminalText.shown(scalar) : nil
    }
    return MarkupText.escaped(safe)
  }

  /// Writes the XML of `outcomes` to `path`, whole or not at all (a
  /// temporary file renamed over it); `path` was checked when the report was
  /// chosen (`DiffReport.junit`), before anything was compared.
  public static func write(
    _ outcomes: [ImageOutcome], suite: String, classname: String, tolerance: String,
    to path: String
  ) throws(CompareError) {
    let bytes = Array(
      xml(outcomes, suite: suite, classname: classname, tolerance: tolerance).utf8)
    do throws(FileError) {
      try DirectoryCheck.makeDirectories(for: path)
      let transaction = FileTransaction()
      try transaction.stage(bytes, at: path)
      try transaction.commit()
    } catch { throw .file(error) }
  }

  /// Refuses a `path` that names no file, before anything is compared.
  static func check(_ path: String) throws(CompareError) {
    if let problem = OutputPath.problem(path, kind: .file, example: "build/chevgen-junit.xml") {
      throw .invalidValue(.junit, value: path, expected: FieldText(problem))
    }
  }
}
