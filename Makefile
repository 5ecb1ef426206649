# todo: the two commands are `make run` and `make test`; each installs what is missing first.
SWIFT ?= swift
CONFIG ?= debug
BIN := .build/$(CONFIG)/todo
# Debian packages the build and the tests need: the ncursesw headers, and tmux for the
# end-to-end tests.
APT_PACKAGES := libncursesw5-dev tmux
SOURCES := Sources Tests Package.swift
COVERED := Sources/ToDoCore

.PHONY: all deps build release run test coverage bench format lint width-table clean

all: build

## deps: install the Debian packages that are missing (needs root, or sudo for a user)
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	echo "Installing missing Debian packages:$$missing"; \
	if [ "$$(id -u)" -eq 0 ]; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	elif command -v sudo >/dev/null; then \
	  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	else \
	  echo "error: missing Debian packages:$$missing" >&2; \
	  echo "To fix: run 'apt-get install$$missing' as root, then run make again." >&2; \
	  exit 1; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "error: '$(SWIFT)' not found. To fix: install Swift 6 (swift.org) and put it on PATH." >&2; exit 1; }

## build: compile the app (debug)
build: deps
	$(SWIFT) build -c $(CONFIG)

## release: compile the optimised app
release: deps
	$(SWIFT) build -c release

## run: install what is missing, build, and start the app
run: build
	@$(BIN) $(ARGS)

## test: install what is missing, build, then run every test (unit and end to end)
test: deps
	$(SWIFT) build
	$(SWIFT) test

## coverage: run the tests with coverage and print the line coverage of the pure core
coverage: deps
	$(SWIFT) build
	$(SWIFT) test --enable-code-coverage
	@bin=$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")"); \
	data=$$(dirname "$$($(SWIFT) test --show-codecov-path)"); \
	"$$bin/llvm-cov" report "$$data/../todoPackageTests.xctest" -instr-profile="$$data/default.profdata" \
	  -ignore-filename-regex='\.build|Tests' $(COVERED) | \
	  awk '{ printf "%-32s %8s %8s %9s\n", $$1, $$8, $$9, $$10 }'

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
