import ArgumentParser

/// `chevgen build --schema`: the manifest's JSON Schema instead of a build.
/// Held by build's `JSONFirstOutputOptions`, as its help lists it between
/// `--json` and `--quiet`.
struct SchemaFlag: ParsableArguments, Sendable {
  @Flag(
    help: ArgumentHelp(
      "Print the manifest's JSON Schema (for editors) and exit. "
        + "e.g. chevgen build --schema > chevgen.schema.json"))
  var schema = false
}
