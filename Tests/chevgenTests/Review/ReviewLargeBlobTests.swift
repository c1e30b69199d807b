import ChevGenTestSupport
import Foundation
import Testing

/// A blob of 100 or 500 MiB at the revision (under the 512 MiB limit) is read
/// or refused at the speed of the pipe it comes through: `chevgen review
/// --against HEAD` answers within a small multiple of the time `git cat-file
/// blob` takes to print the same blob into a pipe (`| cat`), both measured
/// here in the same run, fastest of three.
/// Zeros are refused on their first eight bytes; PNG's signature followed by
/// junk is read whole, once. Before, a 500 MiB blob printed nothing in 40 s:
/// the answer's buffer grew and was copied 16 MiB at a time.
@Suite(.serialized) struct ReviewLargeBlobTests {
  /// The blobs: name, size and content.
  static let blobs: [(name: String, size: Int, signed: Bool)] = [
    ("zeros-100.png", 100 << 20, false), ("zeros-500.png", 500 << 20, false),
    ("signed-100.png", 100 << 20, true), ("signed-500.png", 500 << 20, true),
  ]

  /// Writes a file of `size` bytes: zeros, or PNG's signature then junk.
  static func write(_ path: String, size: Int, signed: Bool) throws {
    let created = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try #require(created ? FileHandle(forWritingAtPath: path) : nil)
    defer { try? handle.close() }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let junk = Data(repeating: signed ? 0xA5 : 0, count: 1 << 20)
    try handle.write(contentsOf: signed ? Data(signature) : Data(repeating: 0, count: 8))
    var left = size - 8
    while left > 0 {
      try handle.write(contentsOf: junk.prefix(left))
      left -= junk.count
    }
  }

  /// Seconds `command` (run by /bin/sh in `cli`'s folder) takes, and its result.
  static func timed(_ cli: CLI, _ command: String) throws -> (CLI.Result, Double) {
    let clock = Date()
    let result = try CLI.execute(
      URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: cli.directory,
      environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
    return (result, Date().timeIntervalSince(clock))
  }

  @Test func aLargeBlobIsReadOrRefusedAtPipeSpeed() throws {
    let cli = try CLI()
    defer { cli.remove() }
    try GitTrustTests.git(cli, ["init", "-q"])
    for blob in Self.blobs {
      try Self.write(
        cli.directory.appendingPathComponent(blob.name).path, size: blob.size, signed: blob.signed)
    }
    // Stored, not compressed: the test pays for writing the objects, not for zlib.
    try GitTrustTests.git(cli, ["-c", "core.compression=0", "add", "-A"])
    try GitTrustTests.git(cli, ["commit", "-q", "-m", "large"])
    for blob in Self.blobs {
      try ReviewSignalTests.put(try ReviewSignalTests.png(), blob.name, in: cli)
    }
    let chevgen = CLI.binary.path
    for blob in Self.blobs {
      var pipe: [Double] = []
      var review: [Double] = []
      for _ in 0..<3 {
        let (cat, catSeconds) = try Self.timed(
          cli, "git cat-file blob HEAD:\(blob.name) | cat >/dev/null")
        try #require(cat.status == 0, "\(cat.stderr)")
        let (result, seconds) = try Self.timed(
          cli, "'\(chevgen)' review --against HEAD \(blob.name)")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
          result.stderr.contains("\(blob.name)': not a readable PNG image ("), "\(result.stderr)")
        pipe.append(catSeconds)
        review.append(seconds)
      }
      let (fastestPipe, fastestReview) = (pipe.min()!, review.min()!)
      print(
        "\(blob.name): git cat-file blob | cat \(Int(fastestPipe * 1000)) ms, "
          + "chevgen review --against \(Int(fastestReview * 1000)) ms")
      #expect(
        fastestReview <= 4 * fastestPipe,
        "\(blob.name): review \(fastestReview) s against git cat-file's \(fastestPipe) s")
    }
  }
}
