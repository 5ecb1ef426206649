#!/usr/bin/env python3
"""How far each feature reaches: for every folder under Sources/ToDoCore/Features, the
Sources files outside it that name a type it declares at file scope (comments and string
literals left out). The feature's runtime part, the folder of the same name under
Sources/ToDoRuntime/Features (its commands performed), is the feature's own: not outside;
its types are the runtime's, counted where the app wires them, not here. A feature is meant to be named only where its parent composes it: at
most LIMIT files (ARCHITECTURE.md, "A feature is one folder").

Usage: Scripts/feature-reach.py [-v] [--limit N] [--check]
  -v       list the files that name each feature's types
  --check  exit 1 when a feature is named in more than LIMIT files outside its folder
Run from the repository's root (`make lint` prints it)."""
import os
import re
import sys

SOURCES = "Sources"
FEATURES = os.path.join(SOURCES, "ToDoCore", "Features")
RUNTIME_FEATURES = os.path.join(SOURCES, "ToDoRuntime", "Features")
LIMIT = 4

# A declaration at file scope starts its line: no indentation (nested types are the
# feature's own business and are named through their parent).
DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|fileprivate|private|package|indirect|final)\s+)*"
    r"(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z]\w*)",
    re.M,
)
LINE_COMMENT = re.compile(r"//.*$", re.M)
BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.S)
STRING = re.compile(r'"(?:\\.|[^"\\\n])*"')


def code_of(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    text = BLOCK_COMMENT.sub("", text)
    text = STRING.sub('""', text)
    return LINE_COMMENT.sub("", text)


def reach():
    files = sorted(
        os.path.join(folder, name)
        for folder, _, names in os.walk(SOURCES)
        for name in names
        if name.endswith(".swift")
    )
    code = {path: code_of(path) for path in files}
    words = {path: set(re.findall(r"\b[A-Z]\w*\b", text)) for path, text in code.items()}
    result = []
    for feature in sorted(os.listdir(FEATURES)):
        folder = os.path.join(FEATURES, feature)
        if not os.path.isdir(folder):
            continue
        folders = (folder + os.sep, os.path.join(RUNTIME_FEATURES, feature) + os.sep)
        types = set()
        for path in files:
            if path.startswith(folder + os.sep):
                types |= set(DECLARATION.findall(code[path]))
        outside = [path for path in files if not path.startswith(folders) and words[path] & types]
        result.append((feature, outside))
    return result


def main(arguments):
    verbose = "-v" in arguments
    limit = LIMIT
    if "--limit" in arguments:
        limit = int(arguments[arguments.index("--limit") + 1])
    rows = sorted(reach(), key=lambda row: (-len(row[1]), row[0]))
    over = [feature for feature, outside in rows if len(outside) > limit]
    print(f"Feature reach: Sources files outside each feature's folder naming its types (goal: at most {limit})")
    for feature, outside in rows:
        mark = " *" if len(outside) > limit else ""
        print(f"{len(outside):4d}  {feature}{mark}")
        if verbose:
            for path in outside:
                print(f"        {os.path.relpath(path, SOURCES)}")
    print(f"{len(over)} of {len(rows)} features over the goal")
    if "--check" in arguments and over:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
