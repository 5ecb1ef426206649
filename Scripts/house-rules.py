#!/usr/bin/env python3
"""The rules of the house the compiler cannot check (ARCHITECTURE.md), checked on the
sources; `make lint` runs it. Exits 1, naming each place and the fix, when one is broken:

- a reducer's switch has no `default:` (Sources/ToDoCore/**/Reducer*.swift), so that a new
  case of an action makes the compiler ask every reducer that switches over it;
- every feature folder (Sources/ToDoCore/Features/<Feature>/) declares its own action enum
  (`enum <Name>Action` at file scope), the family the root routes to it.

Run from the repository's root."""
import os
import re
import sys

CORE = os.path.join("Sources", "ToDoCore")
FEATURES = os.path.join(CORE, "Features")
DEFAULT = re.compile(r"^\s*default\s*:", re.M)
ACTION_ENUM = re.compile(r"^(?:public\s+|package\s+)?enum\s+\w+Action\b", re.M)


def swift_files(folder):
    for parent, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(parent, name)


def main():
    problems = []
    for path in swift_files(CORE):
        if not os.path.basename(path).startswith("Reducer"):
            continue
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        for match in DEFAULT.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            problems.append(
                f"{path}:{line}: a reducer's switch has a default: name every case (or use `if case` "
                "for one), so that the compiler asks here when a case is added")
    for feature in sorted(os.listdir(FEATURES)):
        folder = os.path.join(FEATURES, feature)
        if not os.path.isdir(folder):
            continue
        declares = False
        for path in swift_files(folder):
            with open(path, encoding="utf-8") as handle:
                if ACTION_ENUM.search(handle.read()):
                    declares = True
                    break
        if not declares:
            problems.append(
                f"{folder}: the feature has no action enum of its own: declare `enum {feature}Action` "
                "in its folder (ARCHITECTURE.md, \"Recipe: add a feature\"), or fold the folder into "
                "the feature whose actions it reduces")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
