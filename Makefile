# todo: the two commands are `make run` and `make test`; each installs what is missing first.
SWIFT ?= swift
CONFIG ?= debug
BIN := .build/$(CONFIG)/todo
PYTHON ?= python3
# Debian packages: what building and running need; what the tests add (tmux for the
# end-to-end tests, groff and man-db for the manual page's, todotxt-cli for the interop tests,
# radicale and vdirsyncer for the CalDAV sync's: a server and the program that syncs with it;
# zsh and fish to run their completion scripts).
BUILD_APT_PACKAGES := libncursesw5-dev
TEST_APT_PACKAGES := tmux groff-base man-db todotxt-cli radicale vdirsyncer zsh fish
SOURCES := Sources Tests Benchmarks/Sources Benchmarks/Package.swift Package.swift
COVERED := Sources/ToDoCore

.PHONY: all build-deps deps build run install install-files uninstall docs test coverage \
  format lint width-table clean
all: build

## build-deps: the Debian packages building and running need, and Swift; deps adds the tests'.
## Root (or sudo) only when one is missing; without dpkg (not Debian) the check is skipped
build-deps:
	@$(call apt-install,$(BUILD_APT_PACKAGES))
	@command -v $(SWIFT) >/dev/null || { echo "error: '$(SWIFT)' not found. To fix: install Swift 6 (swift.org) and put it on PATH." >&2; exit 1; }
deps: build-deps
	@$(call apt-install,$(TEST_APT_PACKAGES))
apt-install = command -v dpkg-query >/dev/null || exit 0; missing=""; for p in $(1); do \
  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
  done; if [ -z "$$missing" ]; then exit 0; fi; echo "Installing missing Debian packages:$$missing"; \
  if [ "$$(id -u)" -eq 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
  elif command -v sudo >/dev/null; then \
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
  else echo "error: missing Debian packages:$$missing" >&2; \
  echo "To fix: run 'apt-get install$$missing' as root, then run make again." >&2; exit 1; fi

## The app alone (Package.swift): no test target or test-only package (the benchmarks are a
## package of their own, Benchmarks/Package.swift)
build run release install docs link-order bench: export TODO_APP_ONLY := 1
## build: compile the app (debug); run: build and start it (see README)
build: build-deps
	$(SWIFT) build -c $(CONFIG)
# The demo list unless told otherwise: `make run ARGS=~/todo.txt`.
ARGS ?= --demo
run: build
	@$(BIN) $(ARGS)
## release, link-order: the optimised app, laid out in the order its code runs
include make/release.mk
## install: build the release app; install it (and the link todo.sh, by which it runs as
## todo.txt-cli's todo.sh), its manual, its bash, zsh and fish completions and the systemd user
## units of `todo remind` (not enabled) under $(DESTDIR)$(PREFIX) (root only if PREFIX needs
## it); uninstall removes exactly those
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
DATADIR ?= $(PREFIX)/share
COMPLETIONS := bash-completion/completions/todo zsh/site-functions/_todo_terminal_app \
  fish/vendor_completions.d/todo.fish
USERUNITDIR ?= $(PREFIX)/lib/systemd/user
UNITS := todo-remind.service todo-remind.timer
INSTALL_BINARY ?= .build/release/todo
install: release
	@$(MAKE) --no-print-directory install-files
## install-files: install without building (INSTALL_BINARY: the binary to install)
install-files:
	install -D -m 755 $(INSTALL_BINARY) $(DESTDIR)$(BINDIR)/todo
	ln -sf todo $(DESTDIR)$(BINDIR)/todo.sh
	install -D -m 644 docs/todo.1 $(DESTDIR)$(MANDIR)/man1/todo.1
	install -D -m 644 completions/todo.bash $(DESTDIR)$(DATADIR)/bash-completion/completions/todo
	install -D -m 644 completions/_todo_terminal_app $(DESTDIR)$(DATADIR)/zsh/site-functions/_todo_terminal_app
	install -D -m 644 completions/todo.fish $(DESTDIR)$(DATADIR)/fish/vendor_completions.d/todo.fish
	install -d $(DESTDIR)$(USERUNITDIR)
	for unit in $(UNITS); do \
	  sed 's|@BINDIR@|$(BINDIR)|g' dist/systemd/$$unit > $(DESTDIR)$(USERUNITDIR)/$$unit && \
	  chmod 644 $(DESTDIR)$(USERUNITDIR)/$$unit || exit 1; \
	done
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/todo $(DESTDIR)$(BINDIR)/todo.sh $(DESTDIR)$(MANDIR)/man1/todo.1 \
	  $(COMPLETIONS:%=$(DESTDIR)$(DATADIR)/%) $(UNITS:%=$(DESTDIR)$(USERUNITDIR)/%)

## docs: the manual page and the completions made again (a test fails when they differ)
docs: build
	$(BIN) --generate man > docs/todo.1
	$(BIN) --generate bash > completions/todo.bash
	$(BIN) --generate zsh > completions/_todo_terminal_app
	$(BIN) --generate fish > completions/todo.fish

## test: install what is missing, build, run the unit tests, then the end-to-end tests (the
## real binary in tmux) on their own and at most E2E_WIDTH at a time, so that on two cores the
## tests that time the app are not slowed by the unit tests or starved by eighty others; each run
## ends by naming the tests it skipped (make/swift-test.sh); then todo.txt-cli's own tests with
## todo as todo.sh (make/todotxt-suite.sh: each file's count, at least 90 % passing; skipped,
## and said so, where ../shared/todotxt-cli is absent)
E2E_WIDTH ?= 8
test: deps
	$(SWIFT) build
	$(PYTHON) Benchmarks/drivers/compare_results.py --self-test
	SWIFT=$(SWIFT) make/swift-test.sh --skip EndToEndTests
	SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=$(E2E_WIDTH) SWIFT=$(SWIFT) make/swift-test.sh --filter EndToEndTests
	make/todotxt-suite.sh .build/debug/todo

## coverage: run the tests with coverage and print the line coverage of the pure core
coverage: deps
	$(SWIFT) build
	$(SWIFT) test --enable-code-coverage --skip EndToEndTests
	@bin=$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")"); \
	data=$$(dirname "$$($(SWIFT) test --show-codecov-path)"); \
	"$$bin/llvm-cov" report "$$data/../todoPackageTests.xctest" -instr-profile="$$data/default.profdata" \
	  -ignore-filename-regex='\.build|Tests' $(COVERED) | \
	  awk '{ printf "%-32s %8s %8s %9s\n", $$1, $$8, $$9, $$10 }'

## bench, bench-floors: the performance lab, a package of its own (Benchmarks/README.md); the
## product builds, tests and installs without the folder
-include Benchmarks/bench.mk
## format: rewrite the sources with swift format; lint: check them without changing anything
format:
	$(SWIFT) format --in-place --recursive $(SOURCES)
## (and the house's rules the compiler cannot check: Scripts/house-rules.py), and print how far
## each feature reaches outside its folder (Scripts/feature-reach.py; ARCHITECTURE.md)
lint:
	$(SWIFT) format lint --strict --recursive $(SOURCES)
	@$(PYTHON) Scripts/house-rules.py
	@$(PYTHON) Scripts/feature-reach.py
## width-table: regenerate the character width table from this system's glibc
width-table:
	./Scripts/generate-width-table.sh
clean:
	rm -rf .build
