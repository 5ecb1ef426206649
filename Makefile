# todo: the two commands are `make run` and `make test`; each installs what is missing first.
SWIFT ?= swift
CONFIG ?= debug
BIN := .build/$(CONFIG)/todo
# Debian packages: what building and running need; what the tests add (tmux for the
# end-to-end tests, groff and man-db for the manual page's, todotxt-cli for the interop tests).
BUILD_APT_PACKAGES := libncursesw5-dev
TEST_APT_PACKAGES := tmux groff-base man-db todotxt-cli
SOURCES := Sources Tests Benchmarks/Sources Package.swift
COVERED := Sources/ToDoCore
PYTHON ?= python3

.PHONY: all build-deps deps build release static-cxx link-order run install install-files uninstall docs test coverage bench bench-floors format lint width-table clean

all: build

## build-deps: the Debian packages building and running need, and Swift; deps adds the tests'
## (needs root, or sudo for a user)
build-deps:
	@$(call apt-install,$(BUILD_APT_PACKAGES))
	@command -v $(SWIFT) >/dev/null || { echo "error: '$(SWIFT)' not found. To fix: install Swift 6 (swift.org) and put it on PATH." >&2; exit 1; }
deps: build-deps
	@$(call apt-install,$(TEST_APT_PACKAGES))
apt-install = missing=""; for p in $(1); do \
  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
  done; if [ -z "$$missing" ]; then exit 0; fi; echo "Installing missing Debian packages:$$missing"; \
  if [ "$$(id -u)" -eq 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
  elif command -v sudo >/dev/null; then \
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
  else echo "error: missing Debian packages:$$missing" >&2; \
  echo "To fix: run 'apt-get install$$missing' as root, then run make again." >&2; exit 1; fi

## The app alone (Package.swift): no test target, benchmark or test-only package
build run release install docs link-order: export TODO_APP_ONLY := 1

## build: compile the app (debug)
build: build-deps
	$(SWIFT) build -c $(CONFIG)

## release: compile the optimised app, the Swift runtime linked in (it starts ~3 ms sooner
## and takes ~3 MiB less memory than with the runtime's shared libraries); where the C
## library reads packed relative relocations (glibc 2.36+) and the toolchain has lld, linked
## with them (DT_RELR): 0.9 MB of relocations become 6 KB, 0.6 MiB less resident
RELR_FLAGS := $(shell command -v ld.lld >/dev/null 2>&1 || test -x "$$(dirname "$$(command -v $(SWIFT))")/ld.lld" || exit 0; \
  ldd --version 2>/dev/null | awk 'NR == 1 { split($$NF, v, "."); if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) \
  print "-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs" }')
## With lld, also laid out in the order the code runs: our modules compiled with function
## sections, the functions and data that start-up and two sessions use
## (Benchmarks/link-order/todo.order, made by `make link-order`; what keys run again and again
## first, then the rest of what runs) placed first, together, and the
## functions without a name beside them (unnamed.ld). Otherwise the ~1,750 functions that run
## are scattered over the 6.7 MB of code and the kernel maps 64 KB around each: the code
## resident after start-up goes from 4.6 to 2.3 MiB (1.6 of it the runtime's Swift.o code,
## one section that cannot be split), peak RSS with what follows from 10.3 to 6.9 MiB, exec to
## the list from 8.0 to 6.7 ms (Benchmarks/link-order/measure.py, 20 rounds)
LINK_ORDER_FILE := Benchmarks/link-order/todo.order
LINK_ORDER_FLAGS := $(if $(RELR_FLAGS),-Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xlinker --symbol-ordering-file=$(CURDIR)/$(LINK_ORDER_FILE) -Xlinker --no-warn-symbol-ordering \
  -Xlinker -T -Xlinker $(CURDIR)/Benchmarks/link-order/unnamed.ld)
## The C++ library the Swift runtime needs linked in too (the shared one is 1.0 MiB resident
## for the few functions the runtime calls; linked in, ~0.9 MiB less): the linker takes the
## first libstdc++ it finds along the library path, so a directory that holds only the archive
## goes first. And no symbols exported (SwiftPM asks for -export-dynamic; no library looks up
## the app's symbols): 3,000 fewer dynamic symbols, 0.25 MiB less resident
STATIC_CXX_ARCHIVE := $(shell p=$$($(CC) -print-file-name=libstdc++.a 2>/dev/null); \
  test "$${p#/}" != "$$p" && test -f "$$p" && echo "$$p")
STATIC_CXX_DIR := $(CURDIR)/.build/static-libstdc++
LINK_FLAGS := $(LINK_ORDER_FLAGS) $(if $(STATIC_CXX_ARCHIVE),-Xswiftc -L -Xswiftc $(STATIC_CXX_DIR)) \
  -Xlinker --no-export-dynamic
RELEASE_FLAGS := -c release --static-swift-stdlib $(RELR_FLAGS) $(LINK_FLAGS)
release: build-deps static-cxx
	@$(call rebuild-if-flags-changed,.build)
	@$(call relink-if-reordered,.build)
	$(SWIFT) build $(RELEASE_FLAGS)
	@$(call check-layout,.build)

## SwiftPM does not compile again when only the flags change (a build made before the
## function sections kept its objects without them): a release build made with other flags
## than these is removed first. The flags of the last one are kept beside it.
rebuild-if-flags-changed = stamp=$(1)/release-flags; \
  if [ "$$(cat $$stamp 2>/dev/null)" != "$(RELEASE_FLAGS)" ]; then \
  bin=$$($(SWIFT) build $(RELEASE_FLAGS) --scratch-path $(1) --show-bin-path); \
  case "$$bin" in "$(abspath $(1))"/*/release) rm -rf "$$bin";; esac; \
  mkdir -p $(1) && echo "$(RELEASE_FLAGS)" > $$stamp; fi

## Benchmarks/link-order/check_layout.py: fails when the binary was not linked as meant above
## (laid out by the order file, libstdc++ linked in, nothing exported), so that a change of
## flags that undoes it does not go unseen
check-layout = if command -v $(PYTHON) >/dev/null; then \
  $(PYTHON) Benchmarks/link-order/check_layout.py --binary $(1)/release/todo $(if $(LINK_ORDER_FLAGS),--ordered) \
  $(if $(STATIC_CXX_ARCHIVE),--static-cxx); fi

## SwiftPM does not see the order file or the script change: the binaries are linked again
## when either is newer than they are
relink-if-reordered = for b in $(1)/release/todo $(1)/release/ToDoBenchmarks; do \
  if [ -e $$b ] && { [ $(LINK_ORDER_FILE) -nt $$b ] || [ Benchmarks/link-order/unnamed.ld -nt $$b ]; }; then \
  rm -f $$b; fi; done

static-cxx:
	@if [ -n "$(STATIC_CXX_ARCHIVE)" ]; then \
	  mkdir -p $(STATIC_CXX_DIR) && ln -sf $(STATIC_CXX_ARCHIVE) $(STATIC_CXX_DIR)/libstdc++.a; fi

## link-order: trace two sessions of the release app under valgrind and write the functions
## and data they use, in the order first used, to Benchmarks/link-order/todo.order; commit it (a
## normal build needs no valgrind). Run it whenever the code changed: a name the code no
## longer has is skipped, but each function that runs and is not named sits among those that
## do not, and pages in 64 KB: a file 30 commits old gave back all of the code's gain (4.6 MiB
## of code resident again, peak 9.1 MiB); `make bench` runs it first when valgrind is there
## (The trace runs on a build the layout check has not passed yet: the file it replaces may
## be the reason the check would fail.)
link-order: build-deps static-cxx
	@command -v valgrind >/dev/null || { echo "error: valgrind is not installed. To fix: apt-get install valgrind, then make link-order again." >&2; exit 1; }
	@$(call rebuild-if-flags-changed,.build)
	$(SWIFT) build $(RELEASE_FLAGS)
	$(PYTHON) Benchmarks/link-order/generate.py --binary .build/release/todo --output $(LINK_ORDER_FILE)
	@$(MAKE) --no-print-directory release

## run: install what is missing, build, and start the app (the debug build: see README)
run: build
	@$(BIN) $(ARGS)

## install: build the release app and install it, its manual page and its completions for
## bash, zsh and fish under $(DESTDIR)$(PREFIX); uninstall removes exactly those files
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
DATADIR ?= $(PREFIX)/share
INSTALLED := $(DESTDIR)$(BINDIR)/todo $(DESTDIR)$(MANDIR)/man1/todo.1 \
  $(DESTDIR)$(DATADIR)/bash-completion/completions/todo \
  $(DESTDIR)$(DATADIR)/zsh/site-functions/_todo \
  $(DESTDIR)$(DATADIR)/fish/vendor_completions.d/todo.fish
INSTALL_BINARY ?= .build/release/todo
install: release
	@$(MAKE) --no-print-directory install-files

## docs: make the manual page and the completion scripts again from the option table and
## the keymap (a test fails when the checked-in ones differ)
docs: build
	.build/$(CONFIG)/todo --generate man > docs/todo.1
	.build/$(CONFIG)/todo --generate bash > completions/todo.bash
	.build/$(CONFIG)/todo --generate zsh > completions/_todo
	.build/$(CONFIG)/todo --generate fish > completions/todo.fish

## install-files: install without building (INSTALL_BINARY: the binary to install)
install-files:
	install -D -m 755 $(INSTALL_BINARY) $(DESTDIR)$(BINDIR)/todo
	install -D -m 644 docs/todo.1 $(DESTDIR)$(MANDIR)/man1/todo.1
	install -D -m 644 completions/todo.bash $(DESTDIR)$(DATADIR)/bash-completion/completions/todo
	install -D -m 644 completions/_todo $(DESTDIR)$(DATADIR)/zsh/site-functions/_todo
	install -D -m 644 completions/todo.fish $(DESTDIR)$(DATADIR)/fish/vendor_completions.d/todo.fish

uninstall:
	rm -f $(INSTALLED)

## test: install what is missing, build, then run every test: the unit tests, then the
## end-to-end tests against the real binary in tmux (on their own, so that the unit tests'
## load does not slow the app they time, and at most E2E_WIDTH at a time, so that on two
## cores the tests that time the app are not starved by eighty others starting at once)
E2E_WIDTH ?= 8
test: deps
	$(SWIFT) build
	$(SWIFT) test --skip EndToEndTests
	SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=$(E2E_WIDTH) $(SWIFT) test --filter EndToEndTests

## coverage: run the tests with coverage and print the line coverage of the pure core
coverage: deps
	$(SWIFT) build
	$(SWIFT) test --enable-code-coverage --skip EndToEndTests
	@bin=$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")"); \
	data=$$(dirname "$$($(SWIFT) test --show-codecov-path)"); \
	"$$bin/llvm-cov" report "$$data/../todoPackageTests.xctest" -instr-profile="$$data/default.profdata" \
	  -ignore-filename-regex='\.build|Tests' $(COVERED) | \
	  awk '{ printf "%-32s %8s %8s %9s\n", $$1, $$8, $$9, $$10 }'

## bench: build the release app and the micro-benchmarks, measure both (the app in a pty,
## the pure core in process), print the tables and write Benchmarks/RESULTS.md. Never fails on
## timing; fails only when the app crashes or does not start. BENCH_BUILD: the build path;
## BENCH_ARGS: options for Benchmarks/drivers/terminal_bench.py (e.g. --sizes 10,1000 --repetitions 1).
BENCH_BUILD ?= .build
BENCH_ARGS ?=
## BENCH_ROUNDS: rounds of the side-by-side run (todo, tudu and the floor programs alternating)
BENCH_ROUNDS ?= 10
## BENCH_BEFORE: an earlier build of todo, run beside this one in the side-by-side run and
## counted by callgrind, for a before/after comparison on one machine in one run
BENCH_BEFORE ?=
BEFORE_ARGS := $(if $(BENCH_BEFORE),--before $(BENCH_BEFORE))
BENCH_FLOORS = $(BENCH_BUILD)/bench-floors
## Key by key: todo against another program, each key to both (a minute each; precise to ~1%
## where the side-by-side rounds spread over ±20%)
AB_KEYS = $(PYTHON) Benchmarks/drivers/ab_keys.py $(BENCH_BUILD)/release/todo --name-a todo --output Benchmarks/RESULTS.md
SWIFTC ?= swiftc
bench: build-deps static-cxx
	@$(call rebuild-if-flags-changed,$(BENCH_BUILD))
	@$(call relink-if-reordered,$(BENCH_BUILD))
	$(SWIFT) build $(RELEASE_FLAGS) --scratch-path $(BENCH_BUILD)
	@if [ -n "$(LINK_ORDER_FLAGS)" ] && command -v valgrind >/dev/null; then \
	  echo "$(PYTHON) Benchmarks/link-order/generate.py --binary $(BENCH_BUILD)/release/todo (the layout measured is today's)"; \
	  $(PYTHON) Benchmarks/link-order/generate.py --binary $(BENCH_BUILD)/release/todo --output $(LINK_ORDER_FILE) && \
	  $(call relink-if-reordered,$(BENCH_BUILD)) && $(SWIFT) build $(RELEASE_FLAGS) --scratch-path $(BENCH_BUILD); \
	fi
	@$(call check-layout,$(BENCH_BUILD))
	@rm -f $(BENCH_BUILD)/bench-micro.json
	@if grep -q '"ToDoBenchmarks"' Package.swift; then \
	  echo "$(BENCH_BUILD)/release/ToDoBenchmarks --json $(BENCH_BUILD)/bench-micro.json"; \
	  $(BENCH_BUILD)/release/ToDoBenchmarks --json $(BENCH_BUILD)/bench-micro.json; \
	else \
	  echo "note: the ToDoBenchmarks target is not in Package.swift: no micro-benchmarks"; \
	fi
	SWIFT=$(SWIFT) $(PYTHON) Benchmarks/drivers/terminal_bench.py --binary $(BENCH_BUILD)/release/todo \
	  --micro $(BENCH_BUILD)/bench-micro.json --output Benchmarks/RESULTS.md \
	  --build-command "$(SWIFT) build $(RELEASE_FLAGS) --scratch-path $(BENCH_BUILD)" $(BENCH_ARGS)
	@if grep -q '"ToDoBenchmarks"' Package.swift; then \
	  echo "$(BENCH_BUILD)/release/ToDoBenchmarks --storage >> Benchmarks/RESULTS.md"; \
	  $(BENCH_BUILD)/release/ToDoBenchmarks --storage | tee -a Benchmarks/RESULTS.md; \
	fi
	@$(MAKE) --no-print-directory bench-floors
	$(PYTHON) Benchmarks/drivers/side_by_side.py --binary $(BENCH_BUILD)/release/todo --rounds $(BENCH_ROUNDS) $(BEFORE_ARGS) \
	  --ncurses-floor $(BENCH_FLOORS)/ncurses_floor --ncurses-floor-poll $(BENCH_FLOORS)/ncurses_floor_poll \
	  --swift-floor $(BENCH_FLOORS)/swift_floor \
	  --swift-floor-dispatch $(BENCH_FLOORS)/swift_floor_dispatch \
	  --swift-floor-foundation $(BENCH_FLOORS)/swift_floor_foundation --output Benchmarks/RESULTS.md
	$(AB_KEYS) $(BENCH_FLOORS)/ncurses_floor --name-b "the ncurses floor"
	$(AB_KEYS) $(BENCH_FLOORS)/ncurses_floor_poll --name-b "the ncurses floor waiting in poll"
	$(AB_KEYS) $(BENCH_FLOORS)/ncurses_floor --name-b "the ncurses floor" --keys move
	$(if $(BENCH_BEFORE),$(AB_KEYS) $(BENCH_BEFORE) --name-b "todo before")
	@if command -v valgrind >/dev/null; then \
	  echo "$(PYTHON) Benchmarks/drivers/callgrind.py --binary $(BENCH_BUILD)/release/todo $(BEFORE_ARGS) --ncurses-floor $(BENCH_FLOORS)/ncurses_floor --output Benchmarks/RESULTS.md"; \
	  $(PYTHON) Benchmarks/drivers/callgrind.py --binary $(BENCH_BUILD)/release/todo $(BEFORE_ARGS) \
	    --ncurses-floor $(BENCH_FLOORS)/ncurses_floor --output Benchmarks/RESULTS.md; \
	else \
	  echo "note: valgrind is not installed: no instruction counts (apt-get install valgrind)"; \
	fi
	$(PYTHON) Benchmarks/drivers/file_startup.py --binary $(BENCH_BUILD)/release/todo | tee -a Benchmarks/RESULTS.md
	$(PYTHON) Benchmarks/drivers/outside_change.py --binary $(BENCH_BUILD)/release/todo | tee -a Benchmarks/RESULTS.md

## bench-floors: the programs `make bench` runs beside todo: tudu (Debian's, installed when
## missing), the ncurses floor (C; and again waiting in poll before each key, as an event loop
## does) and the Swift floor three ways (runtime, + Dispatch,
## + FoundationEssentials), the runtime linked in statically as the app's is
bench-floors:
	@command -v tudu >/dev/null || { \
	  echo "Installing tudu (the peer program of the side-by-side benchmark)"; \
	  if [ "$$(id -u)" -eq 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get install -y -qq tudu || { $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq tudu; } || \
	  echo "note: tudu could not be installed: the side-by-side run goes without it"; }
	@mkdir -p $(BENCH_FLOORS)
	cc -O2 -o $(BENCH_FLOORS)/ncurses_floor Benchmarks/floor/ncurses_floor.c -lncursesw
	cc -O2 -D WAIT_IN_POLL -o $(BENCH_FLOORS)/ncurses_floor_poll Benchmarks/floor/ncurses_floor.c -lncursesw
	$(SWIFTC) -O -static-stdlib Benchmarks/floor/swift_floor.swift -o $(BENCH_FLOORS)/swift_floor
	$(SWIFTC) -O -static-stdlib -D WITH_DISPATCH Benchmarks/floor/swift_floor.swift \
	  -o $(BENCH_FLOORS)/swift_floor_dispatch
	$(SWIFTC) -O -static-stdlib -D WITH_DISPATCH -D WITH_FOUNDATION Benchmarks/floor/swift_floor.swift \
	  -o $(BENCH_FLOORS)/swift_floor_foundation

## format: rewrite the sources with the toolchain's swift format
format:
	$(SWIFT) format --in-place --recursive $(SOURCES)

## lint: check the formatting without changing anything
lint:
	$(SWIFT) format lint --strict --recursive $(SOURCES)

## width-table: regenerate the character width table from this system's glibc
width-table:
	./Scripts/generate-width-table.sh

clean:
	rm -rf .build
