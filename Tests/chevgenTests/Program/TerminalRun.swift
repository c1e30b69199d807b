import ChevGenTestSupport
import Foundation
import Testing

/// A run of chevgen with some of its standard streams on a real
/// pseudo-terminal, driven by Python's `pty` (the interpreter `scripts/setup`
/// installs, by its full path), so that colours and progress are tested where
/// they are drawn.
///
/// The driver starts chevgen in the test's folder with a fresh environment
/// for the variables these conventions read (`TERM=xterm-256color`; `CI`,
/// `NO_COLOR`, `FORCE_COLOR` and `CLICOLOR_FORCE` unset) and then the ones a
/// test gives, so that the runner's own settings (a CI job's `CI=true`) do not
/// decide a test.
struct TerminalRun {
  /// Which streams are on the terminal; the other one goes to a pipe.
  enum Streams: String {
    /// Standard output and standard error both on the terminal.
    case both
    /// Standard error on the terminal, standard output in a pipe.
    case standardError
    /// Standard output on the terminal, standard error in a pipe.
    case standardOutput
  }

  /// The exit status, or minus the signal that ended the program.
  var status: Int
  /// What reached the terminal, its CR LF line ends (a terminal's own
  /// translation of LF) read back as LF.
  var terminal: String
  /// What reached the pipe.
  var pipe: String

  /// The escape character, which no pipe may receive unless colours are forced.
  static let escape = "\u{1B}"

  private static let driver = #"""
    import json, os, pty, signal, subprocess, sys, threading
    streams, interrupt_after = sys.argv[1], sys.argv[2]
    rest = sys.argv[3:]
    split = rest.index("--")
    environment = dict(os.environ)
    for name in ("CI", "NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE"):
        environment.pop(name, None)
    environment["TERM"] = "xterm-256color"
    for assignment in rest[:split]:
        name, value = assignment.split("=", 1)
        environment[name] = value
    command = rest[split + 1:]
    master, slave = pty.openpty()
    on_terminal = {"both": (True, True), "standardError": (False, True),
                   "standardOutput": (True, False)}[streams]
    child = subprocess.Popen(
        command, env=environment, stdin=subprocess.DEVNULL,
        stdout=slave if on_terminal[0] else subprocess.PIPE,
        stderr=slave if on_terminal[1] else subprocess.PIPE)
    os.close(slave)
    other = child.stdout or child.stderr
    piped = [b""]
    reader = None
    if other is not None:
        reader = threading.Thread(target=lambda: piped.__setitem__(0, other.read()))
        reader.start()
    terminal = b""
    interrupted = False
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:
            break
        if not data:
            break
        terminal += data
        if interrupt_after and not interrupted and interrupt_after.encode() in terminal:
            child.send_signal(signal.SIGINT)
            interrupted = True
    if reader is not None:
        reader.join()
    status = child.wait()
    print(json.dumps({
        "status": status,
        "terminal": terminal.replace(b"\r\n", b"\n").decode("utf-8", "replace"),
        "pipe": piped[0].decode("utf-8", "replace")}))
    """#

  /// Runs chevgen with `arguments` in `cli`'s folder, `streams` on a
  /// terminal, with `environment` set; with `interruptAfter`, sends Ctrl-C's
  /// SIGINT once the terminal shows that text (to end a review).
  static func run(
    _ arguments: [String], in cli: CLI, streams: Streams = .both,
    environment: [String: String] = [:], interruptAfter: String = ""
  ) throws -> TerminalRun {
    let script = cli.directory.appendingPathComponent("pty-driver.py")
    if !FileManager.default.fileExists(atPath: script.path) {
      try Data(driver.utf8).write(to: script)
    }
    let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let result = try cli.tool(
      "python3",
      [script.path, streams.rawValue, interruptAfter] + assignments + ["--", CLI.binary.path]
        + arguments)
    try #require(result.status == 0, "the pty driver failed: \(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return TerminalRun(
      status: try #require(object["status"] as? Int),
      terminal: try #require(object["terminal"] as? String),
      pipe: try #require(object["pipe"] as? String))
  }

  /// How many times a line was drawn over: carriage returns not followed by
  /// a line feed.
  var redraws: Int {
    terminal.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .reduce(0) { count, line in count + line.filter { $0 == "\r" }.count }
  }
}
