import ChevGenCairo
import ChevGenTestSupport
import Foundation
import Synchronization
import Testing

@testable import ChevGenAssets
@testable import ChevGenManifest

/// A build owns the caches its glass fills: one set per build, filled by its
/// drawing and let go when the build returns; a build that shares a set with
/// another writes the same bytes.
@Suite struct BuildDrawingCachesTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(prefix: "chevgen-caches-")
  }

  static let manifest = """
    theme: {style: glass}
    states: [normal, highlighted]
    scales: [1, 2]
    outputs: [css]
    buttons:
      - {name: Back, role: back}
      - {name: Add, purpose: add}
      - {name: Done, purpose: done, title: Done}
    """

  /// What a build was handed: weakly, to see that it lets the caches go.
  final class Handed: Sendable {
    struct Weak: Sendable { weak var caches: DrawingCaches? }
    let made = Mutex<[Weak]>([])
    let kept: DrawingCaches?

    init(keeping caches: DrawingCaches? = nil) { kept = caches }

    func make() -> DrawingCaches {
      let caches = kept ?? DrawingCaches()
      made.withLock { $0.append(Weak(caches: caches)) }
      return caches
    }
  }

  func build(into name: String, _ handed: Handed) throws -> [String: Data] {
    let manifest = try ManifestLoader.load(text: Self.manifest, path: "chevgen.yml")
    let directory = folder.url(name)
    var builder = AssetBuilder(manifest: manifest, outputDirectory: directory.path)
    builder.drawingCaches = { handed.make() }
    #expect(try builder.build().drawnImages == 16)
    let css = directory.appendingPathComponent("css")
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: css.path) {
      files[name] = try Data(contentsOf: css.appendingPathComponent(name))
    }
    return files
  }

  @Test func aBuildLetsItsCachesGo() throws {
    defer { folder.remove() }
    let handed = Handed()
    _ = try build(into: "out", handed)
    let made = handed.made.withLock { $0 }
    #expect(made.count == 1)
    #expect(made.allSatisfy { $0.caches == nil })
  }

  @Test func sharedCachesWriteTheSameBytes() throws {
    defer { folder.remove() }
    let alone = try build(into: "alone", Handed())
    let shared = DrawingCaches()
    let first = try build(into: "first", Handed(keeping: shared))
    let filled = shared.usage
    // The second build finds everything the first computed.
    let second = try build(into: "second", Handed(keeping: shared))
    #expect(filled.count > 0)
    #expect(shared.usage == filled)
    // 16 PNGs, the stylesheet, glass's lens filter (chevgen-glass.svg) and
    // the titles' font with its licence.
    #expect(alone.count == 16 + 4)
    #expect(first == alone)
    #expect(second == alone)
  }
}
