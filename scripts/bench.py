"""chevgen diff side by side with its peers, whole processes; `scripts/bench diff` runs this.

Arguments: PREFIX WORK_DIRECTORY ODIFF_OR_EMPTY TABLE_FILE
"""
import csv
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile

from PIL import Image

prefix, work, odiff, table = sys.argv[1:5]
chevgen = f"{prefix}/bin/chevgen"
python = sys.executable
PAIRS = [(200, 60), (1000, 1000), (2560, 1600)]


def svg(width, height, shift):
    """A picture with anti-aliased edges; `shift` moves a tenth of its circles."""
    rnd = random.Random(7)
    scale = max(width, height) / 1000
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}">',
             f'<rect width="{width}" height="{height}" fill="#f4f1ea"/>']
    for i in range(int(120 * width * height / 1e6) + 3):
        x, y, r = rnd.uniform(0, width), rnd.uniform(0, height), rnd.uniform(8, 60) * scale
        colour = "#%06x" % rnd.randrange(1 << 24)
        dx = shift if i % 10 == 0 else 0
        parts.append(f'<circle cx="{x + dx:.2f}" cy="{y:.2f}" r="{r:.2f}" fill="{colour}" '
                     'stroke="#222" stroke-width="1.5"/>')
    for i in range(int(40 * width * height / 1e6) + 1):
        x, y, size = rnd.uniform(0, width * 0.9), rnd.uniform(20, height), rnd.uniform(10, 30)
        parts.append(f'<text x="{x:.1f}" y="{y:.1f}" font-family="DejaVu Sans" '
                     f'font-size="{size:.1f}" fill="#333">Back {i}</text>')
    return "\n".join(parts + ["</svg>"])


def pair(width, height):
    paths = []
    for name, shift in (("a", 0), ("b", 0.6)):
        stem = f"{work}/{width}x{height}-{name}"
        with open(stem + ".svg", "w") as file:
            file.write(svg(width, height, shift))
        subprocess.run(["rsvg-convert", stem + ".svg", "-o", stem + ".png"], check=True)
        paths.append(stem + ".png")
    return paths


BLAZEDIFF = ("import sys; from blazediff import compare; "
             "compare(sys.argv[1], sys.argv[2], sys.argv[3] or None, threshold=0.1)")
PIXELMATCH = ("import sys; from PIL import Image; from pixelmatch.contrib.PIL import pixelmatch; "
              "print(pixelmatch(*(Image.open(p).convert('RGBA') for p in sys.argv[1:3])))")


def commands(a, b, drawing):
    """The contenders for one pair: name to argument list."""
    out = f"{work}/diff-%s.png"
    found = {"chevgen": [chevgen, "diff", a, b] + (["--out", out % "chevgen"] if drawing else [])}
    if odiff:
        found["odiff"] = [odiff, "--aa", a, b] + ([out % "odiff"] if drawing else [])
    found["blazediff"] = [python, "-c", BLAZEDIFF, a, b, out % "blazediff" if drawing else ""]
    return found


def race(contenders, rounds=6, runs=15):
    """Median milliseconds of each contender and the median per-round ratio of
    each to chevgen; rounds alternate the order, as the machine's speed drifts."""
    names = list(contenders)
    times = {name: [] for name in names}
    for round_number in range(rounds):
        order = names if round_number % 2 == 0 else names[::-1]
        arguments = ["hyperfine", "-N", "-i", "--warmup", "3", "--runs", str(runs), "--style", "none",
                     "--export-csv", f"{work}/round.csv"]
        for name in order:
            arguments += ["-n", name, " ".join(f"'{part}'" for part in contenders[name])]
        subprocess.run(arguments, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(f"{work}/round.csv") as file:
            for row in csv.DictReader(file):
                times[row["command"]].append(float(row["median"]) * 1000)
    medians = {name: statistics.median(values) for name, values in times.items()}
    ratios = {name: statistics.median(c / t for c, t in zip(times["chevgen"], values))
              for name, values in times.items() if name != "chevgen"}
    return medians, ratios


def fresh(arguments):
    """`arguments` run from fresh copies of chevgen's or odiff's files: the kernel
    keeps the code of a program run many times in huge pages (khugepaged), which
    adds megabytes to its resident set that a first run does not have."""
    if arguments[0] == chevgen:
        folder = tempfile.mkdtemp(dir=work)
        shutil.copytree(prefix, folder, dirs_exist_ok=True)
        return [os.path.join(folder, "bin/chevgen")] + arguments[1:]
    if arguments[0] == odiff:
        folder = tempfile.mkdtemp(dir=work)
        shutil.copy(odiff, folder)
        return [os.path.join(folder, os.path.basename(odiff))] + arguments[1:]
    return arguments


def peak_mib(arguments):
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + fresh(arguments), capture_output=True,
                            text=True)
    return int(result.stderr.strip().splitlines()[-1]) / 1024


def chevgen_count(a, b):
    result = subprocess.run([chevgen, "diff", a, b, "--json"], capture_output=True, text=True)
    for line in result.stdout.splitlines():
        if '"differentPixels"' in line:
            return int(line.split(":")[1].strip(" ,"))
    raise SystemExit(f"scripts/bench diff: chevgen diff --json gave no count: {result.stderr}")


rows = []
disagreements = []
for width, height in PAIRS:
    a, b = pair(width, height)
    size = f"{width}x{height}"
    ours = chevgen_count(a, b)
    theirs = int(subprocess.run([python, "-c", PIXELMATCH, a, b], capture_output=True, text=True,
                                check=True).stdout)
    print(f"{size}: differing pixels: chevgen {ours}, PyPI pixelmatch {theirs}")
    if ours != theirs:
        disagreements.append(size)
    for drawing in (False, True):
        contenders = commands(a, b, drawing)
        if size == "200x60" and not drawing:
            contenders["pixelmatch"] = [python, "-c", PIXELMATCH, a, b]
        medians, ratios = race(contenders)
        label = f"chevgen diff, {size}" + (", writing the diff image" if drawing else ", counts only")
        print(f"  {label}: " + ", ".join(f"{name} {ms:.1f} ms" for name, ms in medians.items()))
        fastest = min(ratios, key=lambda name: medians[name])
        goal = "<= 0.5 x odiff" if odiff else "<= 0.5 x the fastest peer"
        rows.append((label, f"{medians['chevgen']:.1f} ms",
                     f"{fastest} {medians[fastest]:.1f} ms", f"{ratios[fastest]:.2f}", goal))
    if size == "2560x1600":
        memory = {name: peak_mib(arguments) for name, arguments in commands(a, b, True).items()}
        print("  peak memory writing the diff image: "
              + ", ".join(f"{name} {mib:.1f} MiB" for name, mib in memory.items()))
        peer = "odiff" if odiff else "blazediff"
        rows.append((f"peak memory, {size} with a diff image", f"{memory['chevgen']:.1f} MiB",
                     f"{peer} {memory[peer]:.1f} MiB", f"{memory['chevgen'] / memory[peer]:.2f}",
                     f"<= {peer}"))

with open(table, "a") as file:
    for row in rows:
        file.write("\t".join(row) + "\n")
if disagreements:
    raise SystemExit("scripts/bench diff: chevgen's counts differ from pixelmatch's on " + ", ".join(disagreements))
