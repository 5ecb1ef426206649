"""Puts the product's own pty layer on the import path: `make/pty/` (pty_driver, screen,
bench_config: the app driven in a pseudo-terminal) and `make/link-order/` (the sessions the
release build traces), which the release build uses without the lab. Imported first by
each driver that drives the app."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for folder in ("make/pty", "make/link-order"):
    path = os.path.join(ROOT, folder)
    if path not in sys.path:
        sys.path.insert(0, path)
