/// The digest of the source that draws and writes chevgen's outputs, which
/// scripts/art-digest records and scripts/test checks (see
/// `AssetBuilder.currentRevision`).
let artSourceDigest = "226df85567b538933ffba27b45f6b560"
