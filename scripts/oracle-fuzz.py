#!/usr/bin/env python3
"""Differential check of `sim` against the reference oracle on random parameter sets nobody has seen.

    scripts/oracle-fuzz.py [cases] [seed]        # build first: ./mvnw -Pproduction -DskipTests package

Each case draws a mode and random options (world, tasks, a random AgentConfig as --config JSON, seeds, selector
settings), runs ref_dump.py and `java -jar target/workbench.jar sim` with the same arguments, and compares the two
`data` objects exactly: same keys, same structure, ints distinct from floats, floats equal bit for bit (the
documents are compared as parsed JSON with floats kept as their exact repr text); options the oracle refuses must
be refused by `sim` too (non-zero exit). Prints each mismatch's arguments,
so it can be added to src/test/resources/golden/manifest.jsonl; exit status 1 if any case differs.
Environment: REF_DUMP (default /work/shared/reference/ref_dump.py), JAR (default target/workbench.jar), PYTHON.
"""
import json, os, random, subprocess, sys

REF = os.environ.get("REF_DUMP", "/work/shared/reference/ref_dump.py")
JAR = os.environ.get("JAR", "target/workbench.jar")
PY = os.environ.get("PYTHON", sys.executable)


def prob(r):
    return r.choice([0.0, 0.05, 0.1, 0.2, 0.3, 0.5, round(r.random(), r.choice([2, 3, 6])), r.random(), 1.0])


def world(r):
    a = []
    if r.random() < 0.7:
        a += ["--world-seed", str(r.choice([r.randrange(100), r.randrange(2**31), r.randrange(2**70)]))]
    if r.random() < 0.5:
        a += ["--n-stale", str(r.randrange(0, 13))]
    for opt in ("--memory-acc", "--web-exact", "--web-rounded"):
        if r.random() < 0.3:
            a += [opt, repr(prob(r))]
    return a


def config(r):
    c = {}
    for k in ("p_plan", "p_tool", "p_args", "p_skip", "p_ignore", "p_loop", "p_slip", "p_format"):
        if r.random() < 0.5:
            c[k] = r.choice([0.0, 0.1, 0.3, 0.5, round(r.random() * 0.6, 3)])
    if r.random() < 0.5:
        c["p_recover"] = prob(r)
    if r.random() < 0.5:
        c["rho"] = r.choice([0.0, 0.25, 0.5, 0.9, 1.0, round(r.random(), 4)])
    if r.random() < 0.3:
        c["reflect"] = prob(r)
    if r.random() < 0.3:
        c["attempts"] = r.randrange(1, 5)
        c["verifier_recall"] = prob(r)
    if r.random() < 0.25:
        c["votes"] = r.choice([1, 2, 3, 5])
    if r.random() < 0.2:
        c["planner"] = False
    if r.random() < 0.1:
        c["tools"] = False
    if r.random() < 0.3:
        c["model"] = r.choice(["small", "large"])
    if r.random() < 0.3:
        c["price"] = r.choice([0.5, 1.0, 3.0, 15.0, round(r.random() * 10, 2)])
    if r.random() < 0.5:
        c["base"] = r.choice(["plan_exec", "react", "reflect", "retry3", "vote3", "direct", "noisy"])
    c["name"] = "fuzz"
    return c


def case(r):
    mode = r.choice(["world", "tasks", "traces", "traces", "results", "results", "selector"])
    a = ["--mode", mode]
    if mode != "selector":
        a += world(r)
    if mode in ("tasks", "traces", "results"):
        a += ["--tasks", str(r.choice([1, 5, 20, 60])), "--task-seed", str(r.randrange(1000))]
        if r.random() < 0.4:
            a.append("--new-data")
    if mode in ("traces", "results"):
        if r.random() < 0.8:
            a += ["--config", r.choice([json.dumps(config(r)), r.choice(["plan_exec", "react", "noisy", "vote3",
                                                                          "retry3", "direct", "perfect"])])]
        a += ["--run-seed", str(r.randrange(10**6))]
    if mode == "results" and r.random() < 0.6:
        a += ["--repeats", str(r.randrange(1, 9))]
    if mode == "traces" and r.random() < 0.3:
        a.append("--format-trace")
    if mode == "selector":
        a += ["--distractors", str(r.randrange(0, 19)), r.choice(["--precise", "--vague"])]
        if r.random() < 0.5:
            a.append("--poisoned")
        a += ["--temperature", repr(r.choice([0.01, 0.05, 0.2, 1.0, round(r.random() + 0.01, 3)])),
              "--avoid-weight", repr(r.choice([0.0, 0.5, 1.0, round(r.random() * 2, 3)])),
              "--intents", str(r.choice([10, 50, 300])), "--intent-seed", str(r.randrange(1000))]
    return a


def data(cmd):
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        return ("error", out.stderr.strip().splitlines()[-1:] or [""])
    # parse_float=str keeps every float's exact text, so 1 and 1.0 differ and floats compare bit for bit
    return json.loads(out.stdout, parse_float=lambda s: ("float", s))["data"]


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 2026
    r = random.Random(seed)
    bad = 0
    for i in range(n):
        a = case(r)
        want = data([PY, REF] + a)
        got = data(["java", "-jar", JAR, "sim"] + a)
        if isinstance(want, tuple):      # the oracle refused these options: sim must refuse them too
            same = isinstance(got, tuple)
            bad += not same
            print(f"{i:4d} {'both refuse' if same else 'DIFF (sim accepted)'}: {want[1][0][:80]}", flush=True)
            continue
        same = got == want
        bad += not same
        print(f"{i:4d} {'ok  ' if same else 'DIFF'} {json.dumps(a)}", flush=True)
    print(f"{n} cases, {bad} differ")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
