#!/usr/bin/env python3
"""The numbers of the /configs and /outcome-vs-process tables, computed by ref_dump.py and formatted by Python.

    python3 src/test/resources/golden/page-numbers.py      # (regenerate.sh runs it too)

Writes page-numbers.json next to this script: for each page and parameter setting (the URL query the browser test
opens), every table row as the strings Python prints, in the format the table uses: f"{x:.3f}" for rates and
pass^k, f"{x:.1f}" for tokens, f"${x:.6f}" for dollars, str(n) for counts. TableNumbersBrowserTest reads the page
in Chromium and compares cell by cell. Environment: REF_DUMP (default /work/shared/reference/ref_dump.py).
"""
import importlib.util
import json
import math
import os
import sys

REF_DUMP = os.environ.get("REF_DUMP", "/work/shared/reference/ref_dump.py")
spec = importlib.util.spec_from_file_location("ref_dump", REF_DUMP)
rd = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rd)
aw = rd.aw

WORLD_KEYS = {"seed": "--world-seed", "n_stale": "--n-stale", "memory_acc": "--memory-acc",
              "web_exact": "--web-exact", "web_rounded": "--web-rounded"}


def data(args):
    return rd.build_doc(rd.parse_args(args))["data"]


def world_args(q):
    out = []
    for key, opt in WORLD_KEYS.items():
        if key in q:
            out += [opt, str(q[key])]
    return out


# ---------------------------------------------------------------- /configs
def configs(q):
    """ConfigScore: with both task sets the blocks pool (runs, correct runs, tokens, costs and pass^k's
    numerators and denominators add up)."""
    tasks, k, run_seed = q.get("tasks", 200), q.get("k", 8), q.get("run_seed", 0)
    rho = q.get("rho", 0.5)
    sets = [("familiar", q.get("task_seed", 1), False), ("new", q.get("new_task_seed", 2), True)]
    blocks = {}
    for name, seed, new in sets:
        args = ["--mode", "results", "--tasks", str(tasks), "--task-seed", str(seed), "--run-seed", str(run_seed),
                "--repeats", str(k)] + world_args(q) + (["--new-data"] if new else [])
        blocks[name] = data(args)["configs"]
    rows = []
    for i, cfg in enumerate(aw.standard_configs()):
        assert cfg.rho == rho, "the page overrides rho; these goldens use each config's own (0.5)"
        f, n = blocks["familiar"][i], blocks["new"][i]
        assert f["config"]["name"] == n["config"]["name"] == cfg.name
        runs = f["n_runs"] + n["n_runs"]
        correct = f["n_correct"] + n["n_correct"]
        num = sum(math.comb(e["c"], k) for b in (f, n) for e in b["per_task"]) if k > 1 else correct
        den = (len(f["per_task"]) + len(n["per_task"])) * math.comb(k, k)
        rows.append([cfg.name, f"{correct / runs:.3f}", f"{f['accuracy']:.3f}", f"{n['accuracy']:.3f}",
                     f"{(f['tokens_total'] + n['tokens_total']) / runs:.1f}",
                     f"${(f['cost_sum_seq'] + n['cost_sum_seq']) / runs:.6f}", f"{num / den:.3f}"])
    return {"header": f"pass^{k}", "rows": rows}


# ---------------------------------------------------------------- /outcome-vs-process
def as_answer(x):
    """ref_dump writes tuples (a chart answer) as JSON lists; answer_equal tells them apart by type."""
    return tuple(as_answer(v) for v in x) if isinstance(x, list) else x


def outcome(q):
    """OutcomeMeasures over one config's traces (one run per task), for the familiar and the new-data set."""
    tasks, run_seed, config = q.get("tasks", 200), q.get("run_seed", 0), q.get("config", "plan_exec")
    rows = []
    for seed, new in ((q.get("task_seed", 1), False), (q.get("new_task_seed", 2), True)):
        common = ["--tasks", str(tasks), "--task-seed", str(seed)] + world_args(q) + (["--new-data"] if new else [])
        task_list = {t["id"]: t for t in data(["--mode", "tasks"] + common)}
        traces = data(["--mode", "traces", "--config", config, "--run-seed", str(run_seed)] + common)["traces"]
        n = len(traces)
        correct = clean = lucky = stale_only = stale_tasks = 0
        for tr in traces:
            task = task_list[tr["task"]]
            is_clean = all(aw.is_benign(e) or e["mode"] == "goal" for e in tr["errors"])
            correct += tr["correct"]
            clean += is_clean
            lucky += tr["correct"] and not is_clean
            stale_only += (not tr["correct"] and task["stale"] and not tr["slip"] and is_clean
                           and aw.answer_equal(as_answer(tr["final"]), as_answer(task["db_answer"])))
            stale_tasks += task["stale"]
        rows.append([str(n), str(correct), f"{correct / n:.3f}", f"{clean / n:.3f}", str(lucky), str(stale_only),
                     str(stale_tasks)])
    return {"rows": rows}


# The parameter settings: the defaults and one other (another world, run seed and size).
SETTINGS = {
    "configs": [{}, {"seed": 7, "run_seed": 3, "k": 3, "tasks": 60}],
    "outcome-vs-process": [{}, {"seed": 7, "run_seed": 5, "tasks": 120, "config": "react"}],
}
PAGES = {"configs": configs, "outcome-vs-process": outcome}


def main():
    doc = {}
    for page, settings in SETTINGS.items():
        doc[page] = []
        for q in settings:
            query = "&".join(f"{k}={v}" for k, v in q.items())
            doc[page].append(dict(query=query, **PAGES[page](q)))
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "page-numbers.json")
    with open(out, "w", encoding="ascii") as fh:
        json.dump(doc, fh, indent=1, ensure_ascii=True)
        fh.write("\n")
    print(f"wrote {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
