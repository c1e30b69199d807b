import ChevGenTestSupport
import Foundation
import Testing

/// chevgen runs where /proc is not mounted (a chroot, a minimal container):
/// it reads its arguments without /proc (the C constructor in CSystem) and
/// starts no other program, so a `chevgen` in the current folder is never run.
@Suite(.needs(.chroot)) struct OwnLocationTests {
  /// A folder to chroot into: `programs` (built beside the test's chevgen) in
  /// its `bin`, every shared library they load at its own path, no /proc, and
  /// in its top folder, where chroot starts, `decoys`: copies of /bin/echo
  /// under those names.
  private static func root(
    programs: [String], decoys: [String], in cli: CLI
  ) throws -> URL {
    let root = cli.directory.appendingPathComponent("root")
    let bin = root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let built = CLI.binary.deletingLastPathComponent()
    var libraries = Set(["/bin/echo"])
    for program in programs {
      let source = built.appendingPathComponent(program)
      try FileManager.default.copyItem(at: source, to: bin.appendingPathComponent(program))
      libraries.formUnion(try loaded(by: source.path, cli: cli))
    }
    libraries.formUnion(try loaded(by: "/bin/echo", cli: cli))
    for library in libraries {
      let target = root.appendingPathComponent(String(library.dropFirst()))
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      if !FileManager.default.fileExists(atPath: target.path) {
        try FileManager.default.copyItem(
          at: URL(fileURLWithPath: library).resolvingSymlinksInPath(), to: target)
      }
    }
    for decoy in decoys {
      try FileManager.default.copyItem(
        at: URL(fileURLWithPath: "/bin/echo").resolvingSymlinksInPath(),
        to: root.appendingPathComponent(decoy))
    }
    return root
  }

  /// The absolute paths of the shared libraries `program` loads, by `ldd`.
  private static func loaded(by program: String, cli: CLI) throws -> [String] {
    let listing = try cli.tool("ldd", [program])
    try #require(listing.status == 0, "ldd \(program): \(listing.stderr)")
    return listing.stdout.split(separator: "\n").compactMap { line in
      line.split(whereSeparator: \.isWhitespace).map(String.init).first { $0.hasPrefix("/") }
    }
  }

  /// Runs `arguments` in the chroot at `root`, which starts in its top folder.
  private static func run(_ arguments: [String], in root: URL, cli: CLI) throws -> CLI.Result {
    try CLI.execute(
      URL(fileURLWithPath: "/usr/sbin/chroot"), [root.path] + arguments, in: cli.directory)
  }

  @Test func chevgenAnswersWithoutProc() throws {
    let cli = try CLI()
    defer { cli.remove() }
    let root = try Self.root(programs: ["chevgen"], decoys: ["chevgen"], in: cli)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("proc").path))
    for question in [["--version"], ["diff", "--help"]] {
      let expected = try cli.run(question)
      try #require(expected.status == 0)
      for started in ["/bin/chevgen", "bin/chevgen", "./bin/chevgen"] {
        let result = try Self.run([started] + question, in: root, cli: cli)
        #expect(result.stdout == expected.stdout, "started as \(started)")
        #expect(result.stderr == "")
        #expect(result.status == 0)
      }
    }
  }
}
