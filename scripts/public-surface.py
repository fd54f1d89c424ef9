#!/usr/bin/env python3
"""How public core is, and who names each public class: the measure behind ArchitectureTest.coreIsMostlyPackagePrivate.

    ./mvnw -q -o test-compile && scripts/public-surface.py [-v]

Counts, per package of core, the public and all top-level classes of target/classes (package-info left out, as the
rule does; javap tells the access). With -v, each public class follows, with the packages outside its own whose main
or test bytecode names it (jdeps; a `(test)` mark for a test): OUT when main code outside core names it (it needs a
facade or a merge with its users to become package-private), CORE when only other packages of core do (a merge can
make it package-private), NONE when no other package's bytecode names it (a candidate, but the rule also counts a
full name in a source, an inlined constant or a lambda, which the bytecode does not show). JAVA_HOME picks the JDK.
"""
import collections, os, re, subprocess, sys

ROOT = "com.agenteval.workbench."
JDK = os.path.join(os.environ.get("JAVA_HOME", "/usr/lib/jvm/temurin-25-jdk-amd64"), "bin")
MAIN, TEST = "target/classes", "target/test-classes"


def top(c):
    return c.split("$")[0]


def pkg(c):
    return c.rsplit(".", 1)[0]


def main():
    tops = []
    for d, _, files in os.walk(os.path.join(MAIN, ROOT.replace(".", "/") + "core")):
        for f in files:
            if f.endswith(".class") and "$" not in f and f != "package-info.class":
                tops.append(os.path.relpath(os.path.join(d, f), MAIN)[:-6].replace("/", "."))
    javap = subprocess.run([os.path.join(JDK, "javap"), "-cp", MAIN] + tops, capture_output=True, text=True, check=True)
    public = set()
    for line in javap.stdout.splitlines():
        m = re.match(r"^(public )?.*?(?:class|interface|enum|record) ([\w.$]+)", line)
        if m and m.group(1) and m.group(2) in tops:
            public.add(m.group(2))
    users = collections.defaultdict(set)
    for classes, mark in ((MAIN, ""), (TEST, "(test)")):
        jdeps = subprocess.run([os.path.join(JDK, "jdeps"), "-verbose:class", "-filter:none", "-cp", MAIN, classes],
                               capture_output=True, text=True, check=True)
        for line in jdeps.stdout.splitlines():
            m = re.match(r"\s+(\S+)\s+->\s+(\S+)", line)
            if m:
                a, b = top(m.group(1)), top(m.group(2))
                if b.startswith(ROOT + "core") and pkg(a) != pkg(b):
                    users[b].add(pkg(a)[len(ROOT):] + mark)
    counts = collections.defaultdict(lambda: [0, 0])
    for c in tops:
        counts[pkg(c)][0] += 1
        counts[pkg(c)][1] += c in public
    total, shown = len(tops), len(public)
    print(f"core: {shown} public of {total} top-level classes ({100 * shown / total:.1f}%); 50% is {total // 2}")
    for p in sorted(counts):
        print(f"  {p[len(ROOT):]:28} {counts[p][1]:3} public of {counts[p][0]:3}")
    if "-v" in sys.argv:
        for c in sorted(public):
            named = sorted(users[c])
            outside = [u for u in named if not u.startswith("core") and not u.endswith("(test)")]
            kind = "OUT" if outside else "CORE" if any(not u.endswith("(test)") for u in named) else "NONE"
            print(f"{kind:4} {c[len(ROOT):]:52} {' '.join(named)}")


main()
