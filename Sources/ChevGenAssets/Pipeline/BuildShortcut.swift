import ChevGenSystem

/// A no-op build answered from the state alone, before the manifest is parsed.
///
/// A full no-op build parses the YAML, validates every button, plans every
/// file and hashes the fonts, only to find each unit's key unchanged: most
/// of its time. The state records what all of that depended on, as a
/// fingerprint: chevgen's version, the manifest's bytes, where the manifest,
/// the outputs and the state are, and the fonts' sizes and times. When it
/// matches, when the state is the text chevgen wrote (its hash checks), when
/// no run was cut short and when every output is as written and no folder on
/// the way has become a link or a file, nothing would be drawn, written or
/// removed: the build is up to date. Anything else takes the full path,
/// which then says what changed; the fingerprint is only recorded by a run
/// that warned of nothing, so answering without it warns of nothing either.
enum BuildShortcut {
  /// The report of a build of the manifest at `path`, whose bytes hash to
  /// `sourceHash`, when the state shows it would be a no-op, its outputs
  /// keyed on `revision`; nil when the manifest must be read and the full
  /// build run.
  static func report(
    manifestPath path: String, sourceHash: String, outputDirectory: String,
    stateDirectory: String, revision: String, waiting: () -> Void
  ) -> BuildReport? {
    let stateFile = stateDirectory + "/" + BuildState.fileName
    guard FileStatus(stateDirectory)?.isDirectory == true,
      FileStatus(stateFile, followingLinks: false)?.kind == .regular,
      let lock = try? FileLock(
        path: stateDirectory + "/" + BuildState.lockFileName, waiting: waiting),
      let bytes = try? FileReader.bytes(at: stateFile)
    else { return nil }
    defer { withExtendedLifetime(lock) {} }
    let inputs = inputs(
      sourceHash: sourceHash, manifestPath: path, outputDirectory: outputDirectory,
      stateDirectory: stateDirectory, revision: revision)
    guard let scan = StateScan(bytes),
      let counts = upToDateCounts(scan, inputs: inputs, outputDirectory: outputDirectory)
    else { return nil }
    StateFile.removeTemporaryFiles(in: [outputDirectory, stateDirectory])
    return BuildReport(
      counts: counts, drawnUnits: 0, drawnImages: 0, writtenFiles: [], removedFiles: [],
      warnings: [])
  }

  /// The hash of what the units depend on besides the fonts.
  static func inputs(
    sourceHash: String, manifestPath: String, outputDirectory: String, stateDirectory: String,
    revision: String
  ) -> String {
    var hash = ContentHash()
    hash.combine("\(AssetBuilder.version) \(revision)")
    hash.combine(sourceHash)
    for path in [manifestPath, outputDirectory, stateDirectory] {
      hash.combine(DirectoryCheck.resolved(path))
    }
    return hash.hex
  }

  /// The fingerprint a run records, or nil when it cannot be trusted to
  /// answer a later run: a warning, a manifest not read from a file, or a
  /// font path that a line of the state cannot hold.
  static func fingerprint(
    _ plan: BuildPlan, warnings: [String], outputDirectory: String, stateDirectory: String,
    revision: String
  ) -> BuildState.Fingerprint? {
    guard warnings.isEmpty, let source = plan.manifest.sourceHash,
      plan.inputFiles.allSatisfy({ !$0.path.contains(where: { $0 == "\t" || $0 == "\n" }) })
    else { return nil }
    let inputs = inputs(
      sourceHash: source, manifestPath: plan.manifest.path, outputDirectory: outputDirectory,
      stateDirectory: stateDirectory, revision: revision)
    return BuildState.Fingerprint(inputs: inputs, counts: BuildCounts(plan))
  }

  /// What the manifest asks for, as the state `scan` read records it, if the
  /// build it would start is a no-op; nil when the full build must decide.
  static func upToDateCounts(
    _ scan: StateScan, inputs: String, outputDirectory: String
  ) -> BuildCounts? {
    guard let fingerprint = scan.fingerprint, fingerprint.inputs == inputs, scan.bodyIntact,
      !scan.interrupted,
      scan.inputs.allSatisfy({ input in
        FileStatus(scan.path(input)).map { ($0.size, $0.modified) == (input.size, input.modified) }
          == true
      })
    else { return nil }
    guard scan.foldersAreSound(in: outputDirectory) else { return nil }
    // Both cores: a large manifest's outputs are tens of thousands of files.
    let chunks = stride(from: 0, to: scan.files.count, by: 2048).map {
      $0..<min($0 + 2048, scan.files.count)
    }
    let intact = ParallelMap.map(chunks) { chunk in
      scan.intact(scan.files[chunk], in: outputDirectory)
    }
    return intact.allSatisfy { $0 } ? fingerprint.counts : nil
  }
}
