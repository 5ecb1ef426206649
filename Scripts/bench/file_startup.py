#!/usr/bin/env python3
"""Start-up of the real app on a large todo.txt, in a pty: time to the first paint and to
the loaded list (`TODO - (N)`), median of several runs. Prints a Markdown section.

    file_startup.py --binary .build/release/todo [--lines 100000] [--repetitions 5]
"""
import argparse, fcntl, os, pty, select, statistics, struct, sys, tempfile, termios, time


def run_once(binary: str, path: str, lines: int) -> tuple[float, float]:
    env = {"PATH": "/usr/bin:/bin", "HOME": "/tmp", "TERM": "xterm-256color", "LANG": "C.UTF-8"}
    started = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, path], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    output, first_paint, loaded = b"", None, None
    # ncurses sends only what changed: the count replaces the "0" after "TODO - (".
    title = f"{lines})".encode()
    deadline = started + 20
    while loaded is None and time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if not ready:
            continue
        try:
            output += os.read(fd, 1 << 16)
        except OSError:
            break
        if first_paint is None and b"TODO - (" in output:
            first_paint = time.perf_counter()
        if title in output:
            loaded = time.perf_counter()
    os.write(fd, b"\x03")
    os.waitpid(pid, 0)
    os.close(fd)
    if first_paint is None or loaded is None:
        sys.exit(f"file_startup: the app did not show {lines} todos within 20 s")
    return (first_paint - started) * 1000, (loaded - started) * 1000


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--repetitions", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "todo.txt")
        with open(path, "w") as file:
            for number in range(1, args.lines + 1):
                file.write(f"(B) 2026-11-{number % 28 + 1:02d} Todo number {number} +project @context\n")
        runs = [run_once(args.binary, path, args.lines) for _ in range(args.repetitions)]
    paint = statistics.median(r[0] for r in runs)
    loaded = statistics.median(r[1] for r in runs)
    print()
    print("## Start-up on a large todo.txt")
    print()
    print(f"`{args.binary} todo.txt` on a {args.lines:,}-line file, 80×24 pty, {args.repetitions} runs, medians:")
    print()
    print("| what | median ms | max ms | budget |")
    print("| --- | ---: | ---: | --- |")
    print(f"| first paint | {paint:.1f} | {max(r[0] for r in runs):.1f} | |")
    print(f"| the loaded list on screen | {loaded:.1f} | {max(r[1] for r in runs):.1f} | ≤ 300 ms |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
