// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "chevgen",
  // Mutex and Atomic (Synchronization) and String(validating:as:) need macOS 15.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "chevgen", targets: ["chevgen"]),
    .library(name: "ChevGenKit", targets: ["ChevGenKit"]),
    .library(name: "ChevGenSnapshot", targets: ["ChevGenSnapshot"]),
    // Empty unless the trait SwiftSnapshotTesting is enabled (see the trait).
    .library(name: "ChevGenSnapshotTesting", targets: ["ChevGenSnapshotTesting"]),
    .plugin(name: "ChevGenAssetsPlugin", targets: ["ChevGenAssetsPlugin"]),
  ],
  // swift-snapshot-testing brings swift-syntax and swift-custom-dump with it:
  // behind a trait no one enables by default, a dependent that does not ask for
  // it (the command line, the ChevGenSnapshot product) neither builds nor
  // fetches them. Traits need tools version 6.1.
  //
  // Drawing (on by default) brings Pango: pkg-config gives Pango's flags with
  // -pthread, which SwiftPM refuses with a warning in every package whose graph
  // reaches it, built or not. A dependent that uses only the snapshot library
  // turns the default off (`traits: []`) and its builds print no warning.
  traits: [
    .default(enabledTraits: ["Drawing"]),
    .trait(
      name: "Drawing",
      description: "Pango, for the drawing products (chevgen, ChevGenKit, the plugin); a "
        + "ChevGenSnapshot-only dependent turns it off with traits: []"),
    .trait(
      name: "SwiftSnapshotTesting",
      description: "ChevGenSnapshotTesting: swift-snapshot-testing strategies (.png, .image) "
        + "that compare with chevgen's pixelmatch"),
  ],
  dependencies: [
    // Pinned to 1.8: CompletionPass sets CommandConfiguration's underscored
    // _superCommandName, which a minor release may change (see CompletionPass).
    .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    // Pinned to 1.19: ChevGenSnapshotTesting reads the record mode and diff
    // tool in effect through its @_spi(Internals) API, which a minor release
    // may change (see AssertSnapshot.swift).
    .package(
      url: "https://github.com/pointfreeco/swift-snapshot-testing",
      .upToNextMinor(from: "1.19.7")),
  ],
  targets: [
    // Every C library is found through pkg-config, which gives its include and
    // library folders wherever it lives: /usr on Debian, /opt/homebrew or
    // /usr/local with Homebrew (SwiftPM also searches each formula's
    // opt/NAME/lib/pkgconfig). macOS's own zlib should be found through
    // pkgconf's macOS search path; not yet checked on a Mac.
    cLibrary("CCairo", pkgConfig: "cairo", apt: "libcairo2-dev", brew: "cairo"),
    cLibrary("CZlib", pkgConfig: "zlib", apt: "zlib1g-dev", brew: "zlib"),
    // FriBidi: the paragraph direction Pango's deprecated pango_find_base_dir gave.
    cLibrary(
      "CPango", pkgConfig: "pangocairo pangoft2 fribidi", apt: "libpango1.0-dev", brew: "pango"),
    cLibrary("CLibPNG", pkgConfig: "libpng16", apt: "libpng-dev", brew: "libpng"),
    cLibrary("CLibDeflate", pkgConfig: "libdeflate", apt: "libdeflate-dev", brew: "libdeflate"),
    // The C half of ChevGenSystem: threads, the environment, child processes.
    .target(name: "CSystem"),
    // The default fonts' bytes, carried inside the program (see DefaultFonts.swift).
    .target(name: "CDefaultFonts"),
    // PNG encoding and decoding in C, on libpng and libdeflate, fuzzed against libpng.
    .target(name: "CPNG", dependencies: ["CLibDeflate", "CLibPNG", "CZlib"]),
    // Pure geometry: points, sizes, paths, colours and paints, the pixel grid,
    // timing curves. Depends on nothing of the project's.
    .target(
      name: "ChevGenGeometry",
      dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
    // Pure values: each style's art and layout, glass, the scene, the bar,
    // style rules, title checks and transitions.
    .target(
      name: "ChevGenStyles",
      dependencies: [
        "ChevGenFormat", "ChevGenGeometry", "ChevGenImage",
        .product(name: "RealModule", package: "swift-numerics"),
      ]),
    // RGBA pixels, as every codec, renderer and comparison sees them.
    .target(name: "ChevGenImage"),
    // Text chevgen writes and quotes: markup, shell, terminal and JSON escaping,
    // decimal numbers, output formats, the version. Standard library only.
    .target(name: "ChevGenFormat"),
    // The only module that calls the C library, pthreads or the file system.
    .target(name: "ChevGenSystem", dependencies: ["CSystem", "ChevGenFormat"]),
    // Encoding and decoding PNG and APNG: no cairo, no Pango.
    .target(
      name: "ChevGenPNG", dependencies: ["CPNG", "CZlib", "ChevGenImage", "ChevGenSystem"]),
    // The label's text through Pango: sizes, lines and outlines; owns every Pango handle.
    .target(
      name: "ChevGenText",
      dependencies: [
        "CDefaultFonts", .target(name: "CPango", condition: .when(traits: ["Drawing"])),
        "ChevGenFormat", "ChevGenGeometry", "ChevGenStyles", "ChevGenSystem",
      ],
      // The default fonts and their licence: installed beside the program, and
      // carried inside it through CDefaultFonts (see DefaultFonts.swift).
      exclude: ["Fonts"]),
    // Drawing a scene with cairo into PNG, SVG and PDF; owns every cairo handle.
    .target(
      name: "ChevGenCairo",
      dependencies: [
        "CCairo", "ChevGenGeometry", "ChevGenStyles", "ChevGenImage", "ChevGenPNG", "ChevGenSystem",
        .product(name: "RealModule", package: "swift-numerics"),
      ]
    ),
    // Pixel comparison (pixelmatch's rules) and ignored areas, on values only.
    .target(name: "ChevGenDiff", dependencies: ["ChevGenImage"]),
    // Comparing PNG files and folders, their reports and git revisions: no cairo, Pango or fontconfig.
    .target(
      name: "ChevGenCompare",
      dependencies: ["ChevGenFormat", "ChevGenDiff", "ChevGenImage", "ChevGenPNG", "ChevGenSystem"]),
    // All of review: the page, its server, accepting, unused references; no cairo or Pango.
    .target(
      name: "ChevGenReview",
      dependencies: [
        "ChevGenFormat", "ChevGenSnapshot",
        "ChevGenCompare", "ChevGenDiff", "ChevGenPNG", "ChevGenSystem",
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]),
    // The use cases behind render, animate, preview and sheet: one way to draw a button.
    .target(
      name: "ChevGenKit",
      dependencies: [
        "ChevGenFormat",
        "ChevGenGeometry", "ChevGenStyles", "ChevGenImage", "ChevGenPNG", "ChevGenCairo",
        "ChevGenSystem",
        "ChevGenText",
      ]
    ),
    // The manifest: YAML (Yams) read into a checked model, every problem with its line.
    .target(
      name: "ChevGenManifest",
      dependencies: [
        "ChevGenFormat",
        "ChevGenGeometry", "ChevGenStyles", "ChevGenSystem",
        .product(name: "Yams", package: "Yams"),
      ],
      // `chevgen build --schema` prints it; a test keeps the file equal to that.
      exclude: ["chevgen.schema.json"]
    ),
    // The asset pipeline: plan, reuse, draw, write, sweep and state, and every output format.
    .target(
      name: "ChevGenAssets",
      dependencies: [
        "ChevGenFormat",
        "ChevGenGeometry", "ChevGenStyles", "ChevGenImage", "ChevGenKit", "ChevGenManifest",
        "ChevGenPNG",
        "ChevGenCairo", "ChevGenSystem", "ChevGenText",
      ]
    ),
    // The snapshot assertion dependents use: no cairo, Pango, CLI or manifest.
    .target(
      name: "ChevGenSnapshot",
      dependencies: ["ChevGenFormat", "ChevGenDiff", "ChevGenImage", "ChevGenPNG", "ChevGenSystem"]),
    // swift-snapshot-testing's strategies on chevgen's comparison; its sources
    // compile only with the trait, which also brings the dependency.
    .target(
      name: "ChevGenSnapshotTesting",
      dependencies: [
        "ChevGenDiff", "ChevGenFormat", "ChevGenImage", "ChevGenPNG", "ChevGenSnapshot",
        "ChevGenSystem",
        .product(
          name: "SnapshotTesting", package: "swift-snapshot-testing",
          condition: .when(traits: ["SwiftSnapshotTesting"])),
      ]),
    // chevgen, the one program: the whole command tree (each command's
    // options, action and exit rules on its own type): parsing, calling, printing.
    .executableTarget(
      name: "chevgen",
      dependencies: [
        "ChevGenFormat", "ChevGenSnapshot",
        "ChevGenAssets", "ChevGenCompare", "ChevGenDiff", "ChevGenGeometry", "ChevGenStyles",
        "ChevGenKit",
        "ChevGenManifest", "ChevGenReview", "ChevGenSystem", "ChevGenText",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // Runs chevgen build for a package's or an Xcode project's manifest.
    .plugin(
      name: "ChevGenAssetsPlugin", capability: .buildTool(), dependencies: ["chevgen"],
      path: "Sources/ChevGenAssetsPlugin"),
    // What every test target shares: temporary folders, the CLI runner, the example manifest.
    .target(
      name: "ChevGenTestSupport", dependencies: ["ChevGenImage", "ChevGenPNG"],
      path: "Tests/ChevGenTestSupport"),
    .testTarget(name: "ChevGenGeometryTests", dependencies: ["ChevGenGeometry"]),
    .testTarget(
      name: "ChevGenStylesTests",
      dependencies: ["ChevGenFormat", "ChevGenGeometry", "ChevGenImage", "ChevGenStyles"]),
    .testTarget(
      name: "ChevGenTextTests",
      dependencies: ["ChevGenTestSupport", "ChevGenGeometry", "ChevGenSystem", "ChevGenText"]),
    .testTarget(name: "ChevGenImageTests", dependencies: ["ChevGenImage"]),
    .testTarget(
      name: "ChevGenPNGTests",
      dependencies: ["CPNG", "CZlib", "ChevGenImage", "ChevGenPNG"]),
    .testTarget(
      name: "ChevGenDiffTests",
      dependencies: ["ChevGenDiff", "ChevGenImage", "ChevGenPNG"]),
    .testTarget(
      name: "ChevGenCairoTests",
      dependencies: [
        "ChevGenTestSupport",
        "ChevGenGeometry", "ChevGenStyles", "ChevGenImage", "ChevGenCairo", "ChevGenDiff",
        "ChevGenText",
        "ChevGenKit", "ChevGenSnapshot",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "ChevGenFormatTests", dependencies: ["ChevGenFormat"]),
    .testTarget(name: "ChevGenSystemTests", dependencies: ["ChevGenTestSupport", "ChevGenSystem"]),
    .testTarget(
      name: "ChevGenCompareTests",
      dependencies: [
        "ChevGenTestSupport",
        "ChevGenCompare", "ChevGenDiff", "ChevGenImage", "ChevGenPNG", "ChevGenSystem",
      ]),
    .testTarget(
      name: "ChevGenReviewTests",
      dependencies: [
        "ChevGenTestSupport",
        "ChevGenSnapshot",
        "ChevGenCompare", "ChevGenDiff", "ChevGenImage", "ChevGenPNG", "ChevGenReview",
        "ChevGenSystem",
      ]),
    .testTarget(
      name: "ChevGenKitTests",
      dependencies: [
        "ChevGenFormat", "ChevGenKit", "ChevGenGeometry", "ChevGenImage", "ChevGenPNG",
        "ChevGenStyles", "ChevGenSystem", "ChevGenText",
      ]),
    .testTarget(
      name: "ChevGenAssetsTests",
      dependencies: [
        "ChevGenFormat",
        "ChevGenTestSupport", "ChevGenAssets", "ChevGenGeometry", "ChevGenStyles",
        "ChevGenManifest",
        "ChevGenCairo", "ChevGenSystem",
      ]),
    .testTarget(
      name: "ChevGenManifestTests",
      dependencies: ["ChevGenTestSupport", "ChevGenManifest", "ChevGenSystem"]),
    .testTarget(
      name: "ChevGenSnapshotTests",
      dependencies: [
        "ChevGenTestSupport", "ChevGenSnapshot", "ChevGenDiff", "ChevGenImage", "ChevGenPNG",
      ]),
    // The plugin's reading of a manifest's outputs; the plugin itself runs in
    // scripts/release package-check's dependent package, since a test target
    // here that applied it would build chevgen a second time, as a host tool.
    .testTarget(name: "ChevGenAssetsPluginTests"),
    .testTarget(
      name: "chevgenTests",
      dependencies: ["ChevGenTestSupport", "ChevGenDiff", "ChevGenImage", "ChevGenPNG"]),
    // Real consumers reading what chevgen writes (Chromium, aapt2, Bazel,
    // swiftc and dependent packages, the release archive, the documentation):
    // one kind a maintainer runs alone with `swift test --filter chevgenConsumerTests`.
    .testTarget(
      name: "chevgenConsumerTests",
      dependencies: ["ChevGenTestSupport", "ChevGenDiff", "ChevGenImage", "ChevGenPNG"]),
  ]
)

/// A C library found through pkg-config, and the Debian and Homebrew packages
/// that install it.
func cLibrary(_ name: String, pkgConfig: String, apt: String, brew: String) -> Target {
  .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt]), .brew([brew])])
}
