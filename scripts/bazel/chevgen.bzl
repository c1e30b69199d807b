"""Bazel rules for chevgen: the asset step as a cached action, and snapshot diffs as a sharded test.

They stand on Bazel's built-in rules alone (no external repository), and take
the chevgen program as a label: a prebuilt binary (exports_files, http_file) or
one built by rules_swift. The program carries its default fonts, so an action
reads nothing but its declared inputs.
"""

# The variables every action runs with, so that no machine's settings reach it.
_HERMETIC_ENV = {
    "LC_ALL": "C.UTF-8",
    "TZ": "UTC",
    "NO_COLOR": "1",
}

def _chevgen_assets_impl(ctx):
    out = ctx.actions.declare_directory(ctx.label.name)

    # The build's state (what it drew, for a rebuild) is scratch here: Bazel
    # knows what changed, and the tree holds chevgen build's outputs only. The
    # program writes the fonts it carries to its cache folder on first use:
    # scratch too, so the action reads and writes nothing undeclared.
    ctx.actions.run_shell(
        command = 'scratch="$(mktemp -d)" && HOME="$scratch" XDG_CACHE_HOME="$scratch/cache" "$1" build "$2" --out "$3" --state-dir "$scratch/state" --quiet; status=$?; rm -rf "$scratch"; exit $status',
        arguments = [ctx.executable.chevgen.path, ctx.file.manifest.path, out.path],
        inputs = [ctx.file.manifest] + ctx.files.srcs,
        tools = [ctx.executable.chevgen],
        outputs = [out],
        env = _HERMETIC_ENV,
        mnemonic = "ChevGenAssets",
        progress_message = "Drawing the buttons of %s" % ctx.label,
    )
    return [DefaultInfo(files = depset([out]))]

chevgen_assets = rule(
    implementation = _chevgen_assets_impl,
    doc = "Runs `chevgen build` on a manifest; its outputs are one tree artifact named after the target.",
    attrs = {
        "manifest": attr.label(allow_single_file = [".yml", ".yaml"], mandatory = True, doc = "The manifest (chevgen.yml)."),
        "srcs": attr.label_list(allow_files = True, doc = "Every file the manifest names: backdrops, fonts."),
        "chevgen": attr.label(executable = True, cfg = "exec", allow_files = True, mandatory = True, doc = "The chevgen program."),
    },
)

def _folder(files):
    """The folder holding every file (a tree artifact: itself), as a runfiles path."""
    if len(files) == 1 and files[0].is_directory:
        return files[0].short_path
    common = files[0].short_path.rpartition("/")[0]
    for file in files[1:]:
        folder = file.short_path.rpartition("/")[0]
        for _ in range(folder.count("/") + common.count("/") + 2):
            if folder == common or folder.startswith(common + "/") or common == "":
                break
            common = common.rpartition("/")[0]
    return common

_TEST_SCRIPT = """#!/bin/sh
# chevgen diff over copies of the two folders: runfiles are links, and chevgen
# compares regular files only. Bazel's TEST_TOTAL_SHARDS and TEST_SHARD_INDEX
# choose this shard's part; XML_OUTPUT_FILE takes the JUnit file.
set -eu
cd "$TEST_SRCDIR/$TEST_WORKSPACE"
work="$TEST_TMPDIR/chevgen-diff"
rm -rf "$work" && mkdir -p "$work"
copy() {{ mkdir -p "$work/$1" && cp -RL "${{2:-.}}/." "$work/$1/"; }}
copy refs {refs}
copy actual {actual}
set -- --format text
[ -z "${{XML_OUTPUT_FILE:-}}" ] || set -- "$@" --junit "$XML_OUTPUT_FILE"
[ -z "${{TEST_UNDECLARED_OUTPUTS_DIR:-}}" ] || set -- "$@" --report "$TEST_UNDECLARED_OUTPUTS_DIR/review"
exec {chevgen} diff "$work/refs" "$work/actual" "$@"
"""

def _quoted(value):
    """`value` as one shell word: in single quotes, each `'` inside written `'\\''`.

    Every value the script holds goes through here: a folder's name is data,
    never shell syntax, whatever quotes, `$(...)` or backticks it holds.
    """
    return "'" + value.replace("'", "'\\''") + "'"

def _chevgen_snapshot_diff_test_impl(ctx):
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        output = script,
        is_executable = True,
        content = _TEST_SCRIPT.format(
            refs = _quoted(_folder(ctx.files.refs)),
            actual = _quoted(_folder(ctx.files.actual)),
            chevgen = _quoted(ctx.executable.chevgen.short_path),
        ),
    )
    runfiles = ctx.runfiles(files = ctx.files.refs + ctx.files.actual + [ctx.executable.chevgen])
    return [DefaultInfo(executable = script, runfiles = runfiles)]

chevgen_snapshot_diff_test = rule(
    implementation = _chevgen_snapshot_diff_test_impl,
    test = True,
    doc = """Compares two folders of PNGs with `chevgen diff`; give `shard_count` to split the
    paths over that many shards (each path in exactly one, by a hash of its name).""",
    attrs = {
        "refs": attr.label_list(allow_files = True, mandatory = True, doc = "The reference PNGs (files, or one tree artifact)."),
        "actual": attr.label_list(allow_files = True, mandatory = True, doc = "The PNGs to check, e.g. a chevgen_assets target."),
        "chevgen": attr.label(executable = True, cfg = "target", allow_files = True, mandatory = True, doc = "The chevgen program."),
    },
)
