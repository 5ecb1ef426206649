#!/usr/bin/env python3
"""How long another program's write-then-rename of the list takes to show in the open app,
tmux included (issue 44): opens BINARY on a list in tmux, then ROUNDS times writes a new
version to a file beside it and renames it over the list (`printf … > tmp && mv tmp list`),
and polls `tmux capture-pane` until the new todo shows. Prints each time and the median.

    Scripts/rename-latency.py BINARY [ROUNDS]
"""
import os, statistics, subprocess, sys, tempfile, time

binary = os.path.abspath(sys.argv[1])
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
folder = tempfile.mkdtemp(prefix="todo-rename-")
listPath = os.path.join(folder, "todo.txt")
lines = ["Old todo number %d" % n for n in range(1, 6)]
with open(listPath, "w") as f:
    f.write("".join(line + "\n" for line in lines))
session = "rename-latency-%d" % os.getpid()
env = dict(os.environ, XDG_STATE_HOME=os.path.join(folder, "state"), XDG_CONFIG_HOME=os.path.join(folder, "config"))


def screen():
    return subprocess.run(["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout


subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "80", "-y", "24", binary, listPath], env=env, check=True)
try:
    deadline = time.monotonic() + 30
    while "Old todo number 5" not in screen():
        if time.monotonic() > deadline:
            sys.exit("the app did not show the list:\n" + screen())
        time.sleep(0.01)
    time.sleep(1)
    times = []
    for round in range(1, rounds + 1):
        lines.append("New todo %d" % round)
        text = "".join(line + "\n" for line in lines)
        start = time.monotonic()
        subprocess.run(["sh", "-c", 'printf "%s" "$1" > "$2.tmp" && mv "$2.tmp" "$2"', "sh", text, listPath], check=True)
        while "New todo %d" % round not in screen():
            if time.monotonic() - start > 10:
                sys.exit("round %d never showed:\n%s" % (round, screen()))
        elapsed = (time.monotonic() - start) * 1000
        times.append(elapsed)
        print("round %d: %.1f ms" % (round, elapsed))
        time.sleep(1)  # Each rename alone, as an editor's save.
    print("median of %d: %.1f ms" % (rounds, statistics.median(times)))
finally:
    subprocess.run(["tmux", "kill-session", "-t", session])
    subprocess.run(["rm", "-rf", folder])
