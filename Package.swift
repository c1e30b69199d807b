// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "chevgen",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "chevgen", targets: ["chevgen"]),
    .executable(name: "chevgen-build", targets: ["chevgen-build"]),
    .library(name: "ChevGenKit", targets: ["ChevGenKit"]),
    .library(name: "ChevGenSnapshot", targets: ["ChevGenSnapshot"]),
    .plugin(name: "ChevgenAssets", targets: ["ChevgenAssetsPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]
    ),
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    .systemLibrary(
      name: "CPango",
      pkgConfig: "pangocairo pangoft2",
      providers: [.apt(["libpango1.0-dev"])]
    ),
    .target(name: "CThreads"),
    .target(
      name: "CPNG",
      linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate"), .linkedLibrary("z")]),
    .target(name: "ChevronGeometry"),
    .target(name: "ChevronAnimation", dependencies: ["ChevronGeometry"]),
    .target(name: "ChevronText", dependencies: ["CPango", "ChevronGeometry"]),
    .target(
      name: "ChevronRender",
      dependencies: ["CCairo", "CPNG", "CZlib", "ChevronGeometry", "ChevronDiff"]
    ),
    .target(name: "ChevronDiff"),
    .target(
      name: "ChevGenKit",
      dependencies: [
        "CThreads", "ChevronAnimation", "ChevronGeometry", "ChevronText", "ChevronRender",
      ]
    ),
    // The asset pipeline. Yams brings Foundation, which would slow every
    // `chevgen` start-up, so `chevgen build` runs the separate chevgen-build.
    .target(
      name: "ChevronAssets",
      dependencies: [
        "ChevGenKit", "ChevronDiff", "ChevronGeometry", "ChevronRender", "ChevronText",
        .product(name: "Yams", package: "Yams"),
      ],
      // `chevgen build --schema` prints it; a test keeps the file equal to that.
      exclude: ["chevgen.schema.json"]
    ),
    .target(name: "ChevGenSnapshot", dependencies: ["ChevronDiff", "ChevronRender"]),
    .executableTarget(
      name: "chevgen",
      dependencies: [
        "ChevGenKit", "ChevronAnimation", "ChevronText",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "chevgen-build",
      dependencies: [
        "ChevGenKit", "ChevronAssets", "ChevronText",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .plugin(
      name: "ChevgenAssetsPlugin", capability: .buildTool(), dependencies: ["chevgen-build"],
      path: "Sources/ChevgenAssetsPlugin"),
    .executableTarget(name: "chevgen-bench", dependencies: ["ChevronDiff", "ChevronRender"]),
    .testTarget(name: "ChevronGeometryTests", dependencies: ["ChevronGeometry"]),
    .testTarget(name: "ChevronAnimationTests", dependencies: ["ChevronAnimation"]),
    .testTarget(name: "ChevronTextTests", dependencies: ["ChevronText"]),
    .testTarget(name: "ChevronDiffTests", dependencies: ["ChevronDiff", "ChevronRender"]),
    .testTarget(
      name: "ChevronRenderTests",
      dependencies: [
        "CPNG", "ChevronAnimation", "ChevronRender", "ChevronDiff", "ChevGenKit", "ChevGenSnapshot",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "ChevGenKitTests", dependencies: ["ChevGenKit"]),
    .testTarget(name: "ChevronAssetsTests", dependencies: ["ChevronAssets", "ChevronGeometry"]),
    .testTarget(
      name: "ChevGenSnapshotTests",
      dependencies: ["ChevGenSnapshot", "ChevronDiff", "ChevronRender"]),
    .testTarget(name: "ChevgenAssetsPluginTests", plugins: ["ChevgenAssetsPlugin"]),
    .testTarget(name: "chevgenTests", dependencies: ["ChevronRender", "ChevronDiff"]),
  ]
)
