// The image and tolerance types `assertImageSnapshot` takes (RGBAImage,
// PixelMatchOptions, DiffTolerance) live in modules that are not products. A
// package depending on the ChevGenSnapshot product alone sees them through
// this re-export, as README's example does. Public typealiases would name the
// types but not their members: under MemberImportVisibility (SE-0444, which a
// dependent may turn on) `DiffTolerance(maximumRatio:)` through an alias is
// refused for want of an import of ChevGenDiff.
@_exported import ChevGenDiff
@_exported import ChevGenImage
