#!/usr/bin/env python3
"""Nest top-level classes in their owner (docs/architecture.md, "Small surfaces").

    python3 scripts/nest.py core.forecast.panel EvaluationPanel PanelQuestion PanelScores

moves each named class of the package (relative to com.agenteval.workbench) into the owner's file as a nested
member (a class becomes static; in an interface the modifiers are implied), merges its imports, deletes its file,
and rewrites every import and full name under src/main/java and src/test/java; files of the same package that use
it get an import of Owner.Type. Run from the repository root, then ./mvnw spotless:apply and compile: a file that
names the type only in a way this does not see (a string, a wildcard import) is the compiler's to report."""
import os, re, sys, glob

BASE = "com.agenteval.workbench"
ROOTS = ["src/main/java", "src/test/java"]


def split(src):
    lines = src.split("\n")
    pkg_i = next(i for i, l in enumerate(lines) if l.startswith("package "))
    imports = []
    last_import = pkg_i
    for j in range(pkg_i + 1, len(lines)):
        l = lines[j]
        if l.startswith("import "):
            imports.append(l)
            last_import = j
        elif l.strip() == "":
            continue
        else:
            break
    head = lines[:pkg_i + 1]
    body = lines[last_import + 1:]
    while body and body[0].strip() == "":
        body.pop(0)
    return head, imports, body


def main():
    pkg, outer, nested = sys.argv[1], sys.argv[2], sys.argv[3:]
    fq = BASE + "." + pkg
    d = "src/main/java/" + fq.replace(".", "/")
    outer_path = f"{d}/{outer}.java"
    osrc = open(outer_path).read()
    ohead, oimports, obody = split(osrc)
    outer_is_interface = re.search(r"^public\s+(sealed\s+|non-sealed\s+)?interface\s+" + outer + r"\b", osrc, re.M) is not None
    # drop the closing brace of outer
    while obody and obody[-1].strip() == "":
        obody.pop()
    assert obody[-1].strip() == "}", outer_path
    obody.pop()
    for n in nested:
        p = f"{d}/{n}.java"
        src = open(p).read()
        _, imps, body = split(src)
        while body and body[-1].strip() == "":
            body.pop()
        decl_re = re.compile(r"^public\s+((?:final\s+|sealed\s+|abstract\s+|non-sealed\s+)*)(class|record|interface|enum)\s+" + n + r"\b")
        for k, l in enumerate(body):
            m = decl_re.match(l)
            if m:
                kind = m.group(2)
                static = "static " if kind == "class" else ""
                if outer_is_interface:
                    body[k] = decl_re.sub(lambda mm: (static + mm.group(1) + mm.group(2) + " " + n), l, count=1)
                else:
                    body[k] = decl_re.sub(lambda mm: ("public " + static + mm.group(1) + mm.group(2) + " " + n), l, count=1)
                break
        else:
            raise SystemExit(f"no public declaration of {n} in {p}")
        for imp in imps:
            if imp not in oimports:
                oimports.append(imp)
        obody.append("")
        obody.extend(("    " + l) if l.strip() else "" for l in body)
        os.remove(p)
    obody.append("}")
    # the owner's file needs no import of itself, of the moved classes, or of its own members
    own = [f"import {fq}.{outer};"] + [f"import {fq}.{n};" for n in nested]
    member = re.compile(r"import " + re.escape(f"{fq}.{outer}.") + r"\w+;")
    oimports = [i for i in oimports if i not in own and not member.fullmatch(i)]
    # rewrite the imports that pointed at the nested classes (they are now at fq.outer.n)
    oimports = sorted(set(oimports), key=lambda s: (s.startswith("import static"), s))
    out = "\n".join(ohead) + "\n\n" + ("\n".join(oimports) + "\n\n" if oimports else "") + "\n".join(obody) + "\n"
    open(outer_path, "w").write(out)

    # rewrite across the tree
    pats = [(re.compile(r"\b" + re.escape(f"{fq}.{n}") + r"\b"), f"{fq}.{outer}.{n}") for n in nested]
    for root in ROOTS:
        for f in glob.glob(root + "/**/*.java", recursive=True):
            s = open(f).read()
            t = s
            for pat, rep in pats:
                t = pat.sub(rep, t)
            file_pkg = re.search(r"^package\s+([\w.]+);", t, re.M)
            if file_pkg and file_pkg.group(1) == fq and os.path.basename(f) != f"{outer}.java":
                code = re.sub(r"//.*|/\*[\s\S]*?\*/|\"(?:\\.|[^\"\\])*\"", "", t)
                add = [n for n in nested if (re.search(r"\b" + n + r"\b", code) or re.search(r"\b" + n + r"\.", t)
                                             or re.search(r"(@link|@linkplain|@see)\s+" + n + r"\b", t))
                       and f"import {fq}.{outer}.{n};" not in t]
                if add:
                    h, im, b = split(t)
                    im = sorted(set(im + [f"import {fq}.{outer}.{n};" for n in add]),
                                key=lambda s: (s.startswith("import static"), s))
                    t = "\n".join(h) + "\n\n" + "\n".join(im) + "\n\n" + "\n".join(b)
            if t != s:
                open(f, "w").write(t)


main()
