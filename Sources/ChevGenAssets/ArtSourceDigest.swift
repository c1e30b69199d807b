/// The digest of the source that draws and writes chevgen's outputs, which
/// scripts/art-digest records and scripts/test checks (see
/// `AssetBuilder.currentRevision`).
let artSourceDigest = "7a5cf221d9caa209267b6f6c4fee7f9e"
