/// The digest of the source that draws and writes chevgen's outputs, which
/// scripts/art-digest records and scripts/test checks (see
/// `AssetBuilder.currentRevision`).
let artSourceDigest = "fee5afe4899e779bd6e6a47a080c7276"
