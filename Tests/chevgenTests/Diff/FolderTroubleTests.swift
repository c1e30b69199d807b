import ChevGenImage
import ChevGenPNG
import ChevGenTestSupport
import Foundation
import Testing

/// A PNG that a folder diff, a report or a review cannot read is trouble
/// (exit 2, one line naming it), never a file left out of an "all the same";
/// names are printed escaped, so none can forge a line or reach the terminal.
@Suite struct FolderTroubleTests {
  /// A 20×10 image, white, or with its first pixel red.
  private static func picture(red: Bool) throws -> [UInt8] {
    var pixels = [UInt8](repeating: 255, count: 20 * 10 * 4)
    if red { pixels[1] = 0 }
    return try PNGEncoder.encode(RGBAImage(width: 20, height: 10, pixels: pixels)!)
  }

  /// Two folders `ref` and `act` each holding `same.png`, the same image.
  private static func folders() throws -> CLI {
    let cli = try CLI()
    for side in ["ref", "act"] {
      let folder = cli.directory.appendingPathComponent(side)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(try picture(red: false)).write(to: folder.appendingPathComponent("same.png"))
    }
    return cli
  }

  /// Runs a shell command in the test's folder, for names Swift's `String`
  /// paths and FileManager cannot make (not UTF-8, or past PATH_MAX).
  private static func shell(_ command: String, in cli: CLI) throws {
    let result = try cli.tool("sh", ["-c", command])
    try #require(result.status == 0, "sh -c \(command): \(result.stderr)")
  }

  /// Each folder command, and the review page's report.
  private static let commands: [[String]] = [
    ["diff", "ref", "act"], ["diff", "ref", "act", "--report", "out"],
    ["review", "ref", "act", "--port", "1"],
  ]

  @Test(arguments: commands) func aPNGWhoseNameIsNotUTF8IsTrouble(command: [String]) throws {
    let cli = try Self.folders()
    defer { cli.remove() }
    try Self.shell(#"cp ref/same.png "act/$(printf 'b\377\033[31m.png')""#, in: cli)
    let result = try cli.run(command)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == #"chevgen: error: cannot compare 'act/b\x{FF}\u{1B}[31m.png': its name is not UTF-8; "#
        + "rename it\n")
    #expect(!FileManager.default.fileExists(atPath: cli.directory.path + "/out"))
  }

  /// A link named like a PNG is trouble for every command, whether it has
  /// a partner, leads to a PNG or leads nowhere: no link is followed (it can
  /// lead out of the folder), and none is left out of an "all the same".
  @Test(arguments: commands) func aPNGThatIsALinkIsTrouble(command: [String]) throws {
    for (target, partnered) in [("../ref/same.png", false), ("nowhere.png", true)] {
      let cli = try Self.folders()
      defer { cli.remove() }
      let link = cli.directory.appendingPathComponent("act/x.png").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
      if partnered {
        try Data(try Self.picture(red: true)).write(
          to: cli.directory.appendingPathComponent("ref/x.png"))
      }
      let result = try cli.run(command)
      #expect(result.status == 2, "\(command) \(target)")
      #expect(result.stdout == "")
      #expect(
        result.stderr
          == "chevgen: error: 'act/x.png' is a symbolic link; chevgen compares regular files only "
          + "and follows no link: replace it with the file\n")
      #expect(!FileManager.default.fileExists(atPath: cli.directory.path + "/out"))
    }
  }

  /// A link that is not named like a PNG (to a folder, say) is no PNG file:
  /// passed over, not followed.
  @Test func aLinkToAFolderIsNotFollowed() throws {
    let cli = try Self.folders()
    defer { cli.remove() }
    try Self.shell("mkdir elsewhere && cp ref/same.png elsewhere/other.png", in: cli)
    try FileManager.default.createSymbolicLink(
      atPath: cli.directory.appendingPathComponent("act/more").path,
      withDestinationPath: "../elsewhere")
    let result = try cli.run(["diff", "ref", "act"])
    #expect(result.status == 0)
    #expect(result.stdout == "1 files compared, none differ\n")
  }

  @Test func aFolderWhoseNameIsNotUTF8IsTroubleToo() throws {
    let cli = try Self.folders()
    defer { cli.remove() }
    try Self.shell(
      #"mkdir "act/$(printf 'x\377')" && cp ref/same.png "act/$(printf 'x\377')/""#, in: cli)
    let result = try cli.run(["diff", "ref", "act"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == #"chevgen: error: cannot compare 'act/x\x{FF}': its name is not UTF-8; rename it"# + "\n"
    )
  }

  @Test func aPNGPastTheLongestPathIsTrouble() throws {
    let cli = try Self.folders()
    // rm walks folders by descriptor; FileManager cannot remove past PATH_MAX.
    defer {
      _ = try? cli.tool("rm", ["-rf", "act"])
      cli.remove()
    }
    let name = String(repeating: "d", count: 250)
    // Python makes each folder relative to the last by descriptor; no shell's
    // `cd` goes past PATH_MAX.
    let script = """
      import os
      folder = os.open("act", os.O_RDONLY)
      for _ in range(17):
          os.mkdir("\(name)", dir_fd=folder)
          folder = os.open("\(name)", os.O_RDONLY, dir_fd=folder)
      image = os.open("changed.png", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=folder)
      os.write(image, open("ref/same.png", "rb").read())
      """
    let made = try cli.tool("python3", ["-c", script])
    try #require(made.status == 0, "\(made.stderr)")
    let result = try cli.run(["diff", "ref", "act"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("chevgen: error: cannot read 'act/\(name)/"))
    #expect(result.stderr.hasSuffix("': File name too long; check the path and permissions\n"))
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test func namesArePrintedEscapedOnTheirOwnLine() throws {
    let cli = try Self.folders()
    defer { cli.remove() }
    let forged = "a.png\nchanged: same.png\u{1B}]0;owned\u{7}\u{202E}gnp.png"
    try Data(try Self.picture(red: true)).write(
      to: cli.directory.appendingPathComponent("act").appendingPathComponent(forged))
    let result = try cli.run(["diff", "ref", "act"])
    #expect(result.status == 1)
    #expect(
      result.stdout == #"added: a.png\u{A}changed: same.png\u{1B}]0;owned\u{7}\u{202E}gnp.png"#
        + "\n1 of 2 files differ (0 changed, 1 added, 0 removed)\n")
  }

  /// Names are files by their bytes: é composed in one folder and decomposed
  /// in the other are two files, one removed and one added, not a pair.
  @Test func namesUnicodeCallsEqualAreTwoFiles() throws {
    let cli = try Self.folders()
    defer { cli.remove() }
    try Self.shell(
      #"cp ref/same.png "ref/$(printf 'e\314\201').png" && cp ref/same.png "act/$(printf '\303\251').png""#,
      in: cli)
    let result = try cli.run(["diff", "ref", "act"])
    #expect(result.status == 1)
    #expect(result.stderr == "")
    #expect(
      result.stdout
        == "added: \u{E9}.png\nremoved: e\u{301}.png\n2 of 3 files differ (0 changed, 1 added, 1 removed)\n"
    )
  }
}
