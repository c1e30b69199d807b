/// The digest of the source that draws and writes chevgen's outputs, which
/// scripts/art-digest records and scripts/test checks (see
/// `AssetBuilder.currentRevision`).
let artSourceDigest = "1f1af0341b0b84512e068b8de2a94c6e"
