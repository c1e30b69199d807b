/// The digest of the source that draws and writes chevgen's outputs, which
/// scripts/art-digest records and scripts/test checks (see
/// `AssetBuilder.currentRevision`).
let artSourceDigest = "e4c5c1c75cdc40257b48b3d2d4d7b186"
