#!/usr/bin/env bash
# Regenerates every golden file in this folder from the reference oracle ref_dump.py.
#
#   src/test/resources/golden/regenerate.sh
#
# manifest.jsonl lists one golden per line: {"name": ..., "args": [ref_dump.py arguments]}; each becomes
# <name>.json.gz, ref_dump's stdout gzipped (mtime 0, so regenerating unchanged data changes no bytes).
# Environment: REF_DUMP (default /work/shared/reference/ref_dump.py), PYTHON (default python3), and AGENT_WORLD,
# which ref_dump.py itself reads to find agent_world.py.
# It then runs page-numbers.py, which writes page-numbers.json: the /configs and /outcome-vs-process table cells as
# Python formats ref_dump's values (TableNumbersBrowserTest compares the pages with them).
# book-replay.py writes book-replay-04.json: the book notebook 04's printed sections over its capture in
# ../shared/ml4t-traces (NotebookPrintoutGoldenTest compares the replay with it).
# The tests read only these files: they never need python or the reference module.
set -euo pipefail
REF_DUMP="${REF_DUMP:-/work/shared/reference/ref_dump.py}"
PYTHON="${PYTHON:-python3}"
cd "$(dirname "$0")"
"$PYTHON" - "$REF_DUMP" <<'PY'
import gzip, json, subprocess, sys
ref = sys.argv[1]
names = []
for line in open("manifest.jsonl", encoding="ascii"):
    entry = json.loads(line)
    out = subprocess.run([sys.executable, ref] + entry["args"], check=True, capture_output=True).stdout
    with open(entry["name"] + ".json.gz", "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0,
                                                                     filename="") as fh:
        fh.write(out)
    names.append(entry["name"])
print(f"regenerated {len(names)} goldens", file=sys.stderr)
PY
REF_DUMP="$REF_DUMP" "$PYTHON" page-numbers.py
"$PYTHON" book-replay.py
