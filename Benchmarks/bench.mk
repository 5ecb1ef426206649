# The performance lab's rules, included by the Makefile (what each program measures:
# Benchmarks/README.md).
.PHONY: bench bench-floors
LAB := Benchmarks
RESULTS := $(LAB)/RESULTS.md

## bench: build the release app (make/release.mk) and the lab's package (Benchmarks/Package.swift,
## the micro-benchmarks over the product's package by path, in LAB_BUILD), measure both (the app in a pty,
## the pure core in process), print the tables and write Benchmarks/RESULTS.md, then what
## got worse than in the results it replaces by more than its noise
## (drivers/compare_results.py). Never fails on timing; fails only when the app crashes or
## does not start. BENCH_BUILD: the build path;
## BENCH_ARGS: options for terminal_bench.py (e.g. --sizes 10,1000 --repetitions 1).
BENCH_BUILD ?= .build
BENCH_ARGS ?=
## BENCH_ROUNDS: rounds of the side-by-side run (todo, tudu and the floor programs alternating)
BENCH_ROUNDS ?= 10
## BENCH_BEFORE: an earlier build of todo, run beside this one in the side-by-side run and
## counted by callgrind, for a before/after comparison on one machine in one run
BENCH_BEFORE ?=
BEFORE_ARGS := $(if $(BENCH_BEFORE),--before $(BENCH_BEFORE))
BENCH_FLOORS = $(BENCH_BUILD)/bench-floors
LAB_BUILD = $(abspath $(BENCH_BUILD))/lab
MICRO = $(LAB_BUILD)/release/ToDoBenchmarks
## Key by key: todo against another program, each key to both (a minute each; precise to ~1%
## where the side-by-side rounds spread over ±20%)
AB_KEYS = $(PYTHON) $(LAB)/drivers/ab_keys.py $(BENCH_BUILD)/release/todo --name-a todo --output $(RESULTS)
SWIFTC ?= swiftc
## The release build as `make release` makes it (laid out in a fresh order where valgrind is
## installed: the layout measured is today's), and the micro-benchmarks built apart, in release
## with the runtime linked in as the app's is (not laid out: they time the core, not start-up)
bench: build-deps static-cxx
	$(call release-build,$(BENCH_BUILD))
	@cp $(RESULTS) $(BENCH_BUILD)/RESULTS.last.md
	$(SWIFT) build -c release --static-swift-stdlib --package-path $(LAB) --scratch-path $(LAB_BUILD)
	@rm -f $(BENCH_BUILD)/bench-micro.json
	$(MICRO) --json $(BENCH_BUILD)/bench-micro.json
	SWIFT=$(SWIFT) $(PYTHON) $(LAB)/drivers/terminal_bench.py --binary $(BENCH_BUILD)/release/todo \
	  --micro $(BENCH_BUILD)/bench-micro.json --output $(RESULTS) \
	  --build-command "$(SWIFT) build $(call release-flags,$(BENCH_BUILD))" $(BENCH_ARGS)
	$(MICRO) --storage | tee -a $(RESULTS)
	$(MICRO) --caldav | tee -a $(RESULTS)
	@$(MAKE) --no-print-directory bench-floors
	$(PYTHON) $(LAB)/drivers/side_by_side.py --binary $(BENCH_BUILD)/release/todo --rounds $(BENCH_ROUNDS) $(BEFORE_ARGS) \
	  --ncurses-floor $(BENCH_FLOORS)/ncurses_floor --ncurses-floor-poll $(BENCH_FLOORS)/ncurses_floor_poll \
	  --swift-floor $(BENCH_FLOORS)/swift_floor \
	  --swift-floor-dispatch $(BENCH_FLOORS)/swift_floor_dispatch \
	  --swift-floor-foundation $(BENCH_FLOORS)/swift_floor_foundation --output $(RESULTS)
	$(AB_KEYS) $(BENCH_FLOORS)/ncurses_floor --name-b "the ncurses floor"
	$(AB_KEYS) $(BENCH_FLOORS)/ncurses_floor_poll --name-b "the ncurses floor waiting in poll"
	$(AB_KEYS) $(BENCH_FLOORS)/ncurses_floor --name-b "the ncurses floor" --keys move
	$(if $(BENCH_BEFORE),$(AB_KEYS) $(BENCH_BEFORE) --name-b "todo before")
	@if command -v valgrind >/dev/null; then \
	  echo "$(PYTHON) $(LAB)/drivers/callgrind.py --binary $(BENCH_BUILD)/release/todo $(BEFORE_ARGS) --ncurses-floor $(BENCH_FLOORS)/ncurses_floor --output $(RESULTS)"; \
	  $(PYTHON) $(LAB)/drivers/callgrind.py --binary $(BENCH_BUILD)/release/todo $(BEFORE_ARGS) \
	    --ncurses-floor $(BENCH_FLOORS)/ncurses_floor --output $(RESULTS); \
	else \
	  echo "note: valgrind is not installed: no instruction counts (apt-get install valgrind)"; \
	fi
	$(PYTHON) $(LAB)/drivers/file_startup.py --binary $(BENCH_BUILD)/release/todo | tee -a $(RESULTS)
	$(PYTHON) $(LAB)/drivers/outside_change.py --binary $(BENCH_BUILD)/release/todo | tee -a $(RESULTS)
	$(PYTHON) $(LAB)/drivers/merge_driver.py --binary $(BENCH_BUILD)/release/todo | tee -a $(RESULTS)
	$(PYTHON) $(LAB)/drivers/script_commands.py --binary $(BENCH_BUILD)/release/todo | tee -a $(RESULTS)
	$(PYTHON) $(LAB)/drivers/ready_listing.py --binary $(BENCH_BUILD)/release/todo | tee -a $(RESULTS)
	$(PYTHON) $(LAB)/drivers/caldav_sync.py --binary $(BENCH_BUILD)/release/todo | tee -a $(RESULTS)
	$(PYTHON) $(LAB)/drivers/compare_results.py $(BENCH_BUILD)/RESULTS.last.md $(RESULTS) | tee -a $(RESULTS)

## bench-floors: the programs `make bench` runs beside todo: tudu (Debian's, installed when
## missing), the ncurses floor (C; and again waiting in poll before each key, as an event loop
## does) and the Swift floor three ways (runtime, + Dispatch, + FoundationEssentials), the
## runtime linked in statically as the app's is
bench-floors:
	@command -v tudu >/dev/null || { \
	  echo "Installing tudu (the peer program of the side-by-side benchmark)"; \
	  if [ "$$(id -u)" -eq 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get install -y -qq tudu || { $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq tudu; } || \
	  echo "note: tudu could not be installed: the side-by-side run goes without it"; }
	@mkdir -p $(BENCH_FLOORS)
	cc -O2 -o $(BENCH_FLOORS)/ncurses_floor $(LAB)/floor/ncurses_floor.c -lncursesw
	cc -O2 -D WAIT_IN_POLL -o $(BENCH_FLOORS)/ncurses_floor_poll $(LAB)/floor/ncurses_floor.c -lncursesw
	$(SWIFTC) -O -static-stdlib $(LAB)/floor/swift_floor.swift -o $(BENCH_FLOORS)/swift_floor
	$(SWIFTC) -O -static-stdlib -D WITH_DISPATCH $(LAB)/floor/swift_floor.swift \
	  -o $(BENCH_FLOORS)/swift_floor_dispatch
	$(SWIFTC) -O -static-stdlib -D WITH_DISPATCH -D WITH_FOUNDATION $(LAB)/floor/swift_floor.swift \
	  -o $(BENCH_FLOORS)/swift_floor_foundation
