"""The sessions that the link order is made from, and measured with, in an 80×24 pty:

- `file`: the app on a todo.txt file of three todos; start-up to the list on screen, then what
  a user does most: type a todo and add it, move through the list, mark one done and open
  again, delete one and undo, search, open and close the help, resize the terminal, quit.
- `simulated`: what `make bench` runs side by side with tudu: the simulated list of 20 todos
  (no file), a text typed one character at a time, moves, deletes, Ctrl-C."""

from __future__ import annotations

import os

from bench_config import DEMO_QUESTION, KEY_CTRL_C, KEY_DELETE, TYPED_TEXT

TODOS = ["(A) Call the plumber about the sink +home", "Write the quarterly memo @work due:2026-12-01",
         "Buy bread and milk +home"]
SIMULATED_ITEMS = 20
KEY_DOWN, KEY_UP = b"\x1bOB", b"\x1bOA"
KEY_BACKSPACE, KEY_F1, KEY_CTRL_Z = b"\x7f", b"\x1bOP", b"\x1a"


def home(directory: str) -> dict:
    """A home of its own: no config of the user's is read."""
    return {"PATH": "/usr/bin:/bin", "HOME": directory, "TERM": "xterm-256color", "LANG": "C.UTF-8"}


def expect_count(child, count: int, after: str, timeout_s: float = 30) -> None:
    """Waits until the title shows `count` todos: under valgrind on a loaded machine an answer
    can come in pieces further apart than the settle window that ends a key's answer."""
    child.wait_for(lambda: child.screen.title_count() == count, timeout_s, f"{count} todos in the title after {after}")


class FileSession:
    name = "file"
    count = len(TODOS)

    def arguments(self, directory: str) -> list[str]:
        path = os.path.join(directory, "todo.txt")
        with open(path, "w") as f:
            f.write("\n".join(TODOS) + "\n")
        return [path]

    def environment(self, directory: str) -> dict:
        return home(directory)

    def drive(self, child, quit: bool = True) -> None:
        """After start-up; ends with the app quitting (`q` in the list) when `quit`."""
        for ch in "Buy stamps":
            child.press(ch.encode())
        child.press(KEY_BACKSPACE)
        child.press(b"s")
        child.press(b"\r")
        expect_count(child, len(TODOS) + 1, "adding a todo")
        child.press(KEY_DOWN)
        for key in (b"j", b"j", b"k", KEY_DOWN, KEY_UP, b"G", b"g"):
            child.press(key)
        child.press(b"x")
        child.press(b"x")
        child.press(b"d")
        expect_count(child, len(TODOS), "deleting a todo")
        child.press(KEY_CTRL_Z)
        expect_count(child, len(TODOS) + 1, "undoing the delete")
        child.press(b"/")
        for ch in "home":
            child.press(ch.encode())
        child.press(b"\r")
        child.press(b"/")
        child.press(KEY_BACKSPACE * 4)
        child.press(b"\r")
        child.press(KEY_F1)
        child.press(KEY_F1)
        child.resize(100, 30)
        child.resize(80, 24)
        child.press(b"j")
        child.quiet(0.3)
        if quit:
            os.write(child.fd, b"q")


class SimulatedSession:
    name = "simulated"
    count = SIMULATED_ITEMS

    def arguments(self, directory: str) -> list[str]:
        return ["--demo"]

    def environment(self, directory: str) -> dict:
        return {**home(directory), "TODO_SIMULATED_ITEMS": str(SIMULATED_ITEMS), "TODO_SIMULATED_DELAY_MS": "0"}

    def drive(self, child, quit: bool = True) -> None:
        """As Benchmarks/drivers/side_by_side.py drives todo; ends with Ctrl-C when `quit`."""
        for ch in TYPED_TEXT:
            child.press(ch.encode())
        child.quiet()
        child.press(KEY_DOWN)
        for i in range(10):
            child.press(KEY_DOWN if i % 2 == 0 else KEY_UP)
        for _ in range(5):
            child.press(KEY_DELETE)
        expect_count(child, SIMULATED_ITEMS - 5, "deleting five todos")
        child.quiet(0.3)
        if quit:
            os.write(child.fd, KEY_CTRL_C)
            # The demo, changed, asks before quitting: quit without its todos.
            child.quiet(0.3)
            if DEMO_QUESTION in child.screen.text():
                os.write(child.fd, b"n")


SESSIONS = {session.name: session for session in (FileSession(), SimulatedSession())}


def start(child, session, timeout_s: float) -> int:
    """Waits for the list (`TODO - (N)`); returns the ns from spawn to it."""
    startup_ns = child.wait_for(lambda: child.screen.title_count() == session.count, timeout_s, "the list on screen")
    child.quiet(0.3)
    return startup_ns
