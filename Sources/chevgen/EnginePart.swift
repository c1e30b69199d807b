/// What the `chevgen` launcher calls, on the main thread, after loading this
/// program as a shared object: runs the command line, every command's, and
/// ends the process.
@_cdecl("chevgen_engine_run")
public func chevgenEngineRun() {
  MainActor.assumeIsolated { Chevgen.main() }
}
