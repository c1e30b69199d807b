// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "chevgen",
  // Mutex and Atomic (Synchronization) and String(validating:as:) need macOS 15.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "chevgen", targets: ["chevgen"]),
    .library(name: "ChevGenKit", targets: ["ChevGenKit"]),
    .library(name: "ChevGenSnapshot", targets: ["ChevGenSnapshot"]),
    .plugin(name: "ChevgenAssets", targets: ["ChevgenAssetsPlugin"]),
  ],
  dependencies: [
    // Pinned to 1.8: CompletionPass sets CommandConfiguration's underscored
    // _superCommandName, which a minor release may change (see CompletionPass).
    .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Every C library is found through pkg-config, which gives its include and
    // library folders wherever it lives: /usr on Debian, /opt/homebrew or
    // /usr/local with Homebrew (SwiftPM also searches each formula's
    // opt/NAME/lib/pkgconfig). macOS's own zlib should be found through
    // pkgconf's macOS search path; not yet checked on a Mac.
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
    ),
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
    ),
    .systemLibrary(
      name: "CPango",
      pkgConfig: "pangocairo pangoft2",
      providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]
    ),
    .systemLibrary(
      name: "CLibPNG",
      pkgConfig: "libpng16",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
    ),
    .systemLibrary(
      name: "CLibDeflate",
      pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
    ),
    .target(name: "CThreads"),
    // The default fonts' bytes, carried inside the program (see DefaultFonts.swift).
    .target(name: "CDefaultFonts"),
    .target(name: "CPNG", dependencies: ["CLibDeflate", "CLibPNG", "CZlib"]),
    .target(name: "ChevronGeometry"),
    .target(
      name: "ChevronAnimation",
      dependencies: ["ChevronGeometry", .product(name: "RealModule", package: "swift-numerics")]),
    .target(name: "ChevronImage"),
    .target(
      name: "ChevronPNG", dependencies: ["CPNG", "CZlib", "ChevronImage", "ChevronSupport"]),
    .target(
      name: "ChevronText",
      dependencies: ["CDefaultFonts", "CPango", "ChevronGeometry", "ChevronSupport"],
      // The default fonts and their licence: installed beside the program, and
      // carried inside it through CDefaultFonts (see DefaultFonts.swift).
      exclude: ["Fonts"]),
    .target(
      name: "ChevronRender",
      dependencies: [
        "CCairo", "ChevronGeometry", "ChevronImage", "ChevronPNG", "ChevronSupport",
        .product(name: "RealModule", package: "swift-numerics"),
      ]
    ),
    .target(name: "ChevronDiff", dependencies: ["ChevronImage"]),
    // The only module that calls the C library, pthreads or the file system.
    .target(name: "ChevronSupport", dependencies: ["CThreads"]),
    // Comparing PNG files: no cairo, Pango or fontconfig.
    .target(
      name: "ChevronCompare",
      dependencies: ["ChevronDiff", "ChevronImage", "ChevronPNG", "ChevronSupport"]),
    // `chevgen review`'s page, images and accepting, without HTTP.
    .target(
      name: "ChevronReview",
      dependencies: ["ChevronCompare", "ChevronDiff", "ChevronPNG", "ChevronSupport"]),
    .target(
      name: "ChevGenKit",
      dependencies: [
        "ChevronAnimation", "ChevronGeometry", "ChevronImage", "ChevronPNG", "ChevronRender",
        "ChevronSupport", "ChevronText",
      ]
    ),
    // The asset pipeline: the manifest (Yams) and every output format.
    .target(
      name: "ChevronAssets",
      dependencies: [
        "ChevGenKit", "ChevronGeometry", "ChevronImage", "ChevronPNG", "ChevronRender",
        "ChevronSupport", "ChevronText", .product(name: "Yams", package: "Yams"),
      ],
      // `chevgen build --schema` prints it; a test keeps the file equal to that.
      exclude: ["chevgen.schema.json"]
    ),
    .target(
      name: "ChevGenSnapshot",
      dependencies: ["ChevronDiff", "ChevronImage", "ChevronPNG", "ChevronSupport"]),
    // chevgen, the one program: the whole command tree (each command's
    // options, action and exit rules on its own type) and review's HTTP
    // server, on FlyingFox's sockets (FlyingSocks) with a reader of our own
    // that bounds every request.
    .executableTarget(
      name: "chevgen",
      dependencies: [
        "ChevGenKit", "ChevronAnimation", "ChevronAssets", "ChevronCompare", "ChevronDiff",
        "ChevronGeometry", "ChevronReview", "ChevronSupport", "ChevronText",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]),
    .plugin(
      name: "ChevgenAssetsPlugin", capability: .buildTool(), dependencies: ["chevgen"],
      path: "Sources/ChevgenAssetsPlugin"),
    // What several test targets share: the CLI runner and the example manifest.
    .target(name: "ChevGenTestSupport", path: "Tests/ChevGenTestSupport"),
    .testTarget(name: "ChevronGeometryTests", dependencies: ["ChevronGeometry"]),
    .testTarget(
      name: "ChevronAnimationTests", dependencies: ["ChevronAnimation", "ChevronGeometry"]),
    .testTarget(
      name: "ChevronTextTests", dependencies: ["ChevronGeometry", "ChevronSupport", "ChevronText"]),
    .testTarget(name: "ChevronImageTests", dependencies: ["ChevronImage"]),
    .testTarget(
      name: "ChevronPNGTests", dependencies: ["CPNG", "CZlib", "ChevronImage", "ChevronPNG"]),
    .testTarget(
      name: "ChevronDiffTests", dependencies: ["ChevronDiff", "ChevronImage", "ChevronPNG"]),
    .testTarget(
      name: "ChevronRenderTests",
      dependencies: [
        "ChevronAnimation", "ChevronGeometry", "ChevronImage", "ChevronPNG", "ChevronRender",
        "ChevronDiff", "ChevronText", "ChevGenKit", "ChevGenSnapshot",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "ChevronSupportTests", dependencies: ["ChevronSupport"]),
    .testTarget(
      name: "ChevronCompareTests",
      dependencies: [
        "ChevronCompare", "ChevronDiff", "ChevronImage", "ChevronPNG", "ChevronSupport",
      ]),
    .testTarget(
      name: "ChevronReviewTests",
      dependencies: [
        "ChevronCompare", "ChevronDiff", "ChevronImage", "ChevronPNG", "ChevronReview",
        "ChevronSupport",
      ]),
    .testTarget(
      name: "ChevGenKitTests",
      dependencies: ["ChevGenKit", "ChevronGeometry", "ChevronSupport", "ChevronText"]),
    .testTarget(
      name: "ChevronAssetsTests",
      dependencies: ["ChevGenTestSupport", "ChevronAssets", "ChevronGeometry", "ChevronSupport"]),
    .testTarget(
      name: "ChevGenSnapshotTests",
      dependencies: ["ChevGenSnapshot", "ChevronDiff", "ChevronImage", "ChevronPNG"]),
    .testTarget(name: "ChevgenAssetsPluginTests", plugins: ["ChevgenAssetsPlugin"]),
    .testTarget(
      name: "chevgenTests",
      dependencies: ["ChevGenTestSupport", "ChevronDiff", "ChevronImage", "ChevronPNG"]),
  ]
)
