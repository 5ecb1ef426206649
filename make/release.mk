# The release build, included by the Makefile: `make release` (and so `make install`) builds
# into .build, `make bench` into BENCH_BUILD, both through `release-build`. What it needs is
# here, never in Benchmarks/: the link order's tracer and sessions (make/link-order/) and the
# pty driver they run the app through (make/pty/, which the lab's drivers import too).
.PHONY: release link-order static-cxx

## release: the optimised app, the Swift runtime linked in (it starts ~3 ms sooner and takes
## ~3 MiB less memory than with the runtime's shared libraries); where the C library reads
## packed relative relocations (glibc 2.36+) and the toolchain has lld, linked with them
## (DT_RELR): 0.9 MB of relocations become 6 KB, 0.6 MiB less resident
RELR_FLAGS := $(shell command -v ld.lld >/dev/null 2>&1 || test -x "$$(dirname "$$(command -v $(SWIFT))")/ld.lld" || exit 0; \
  ldd --version 2>/dev/null | awk 'NR == 1 { split($$NF, v, "."); if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) \
  print "-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs" }')
## With lld and valgrind, also laid out in the order the code runs (docs/decisions/0145): our
## modules compiled with function sections, and the functions and data that start-up and two
## sessions use placed first, together (what keys run again and again first), the functions
## without a name beside them (unnamed.ld). The build makes that order itself, never
## committed: it builds, traces two sessions of what it built under valgrind
## (make/link-order/generate.py, under a minute, driving the app through make/pty/) into BUILD/todo.order, and links again
## in that order; the trace runs again when a source is newer than the file. Laid out, peak RSS after
## a session is 7.5 MiB instead of 10 and a key ~7 % faster; without valgrind the build is
## not laid out, nor without $(PYTHON), which runs the trace (`LAYOUT=` on the command line does
## the same).
LAYOUT := $(if $(RELR_FLAGS),$(if $(shell command -v $(PYTHON)),$(shell command -v valgrind)))
link-order-flags = $(if $(LAYOUT),-Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xlinker --symbol-ordering-file=$(abspath $(1))/todo.order -Xlinker --no-warn-symbol-ordering \
  -Xlinker -T -Xlinker $(CURDIR)/make/link-order/unnamed.ld)
## The C++ library the Swift runtime needs linked in too (the shared one is 1.0 MiB resident
## for the few functions the runtime calls; linked in, ~0.9 MiB less): the linker takes the
## first libstdc++ it finds along the library path, so a directory that holds only the archive
## goes first. And no symbols exported (SwiftPM asks for -export-dynamic; no library looks up
## the app's symbols): 3,000 fewer dynamic symbols, 0.25 MiB less resident
STATIC_CXX_ARCHIVE := $(shell p=$$($(CC) -print-file-name=libstdc++.a 2>/dev/null); \
  test "$${p#/}" != "$$p" && test -f "$$p" && echo "$$p")
STATIC_CXX_DIR := $(CURDIR)/.build/static-libstdc++
release-flags = -c release --static-swift-stdlib --scratch-path $(1) $(RELR_FLAGS) \
  $(call link-order-flags,$(1)) $(if $(STATIC_CXX_ARCHIVE),-Xswiftc -L -Xswiftc $(STATIC_CXX_DIR)) \
  -Xlinker --no-export-dynamic

release: build-deps static-cxx
	$(call release-build,.build)

## link-order: trace and lay out again now, even if no source changed
link-order: build-deps static-cxx
	@test -n "$(LAYOUT)" || { echo "error: the layout needs lld and valgrind. To fix: apt-get install valgrind, then make link-order again." >&2; exit 1; }
	rm -f .build/todo.order
	$(call release-build,.build)

static-cxx:
	@if [ -n "$(STATIC_CXX_ARCHIVE)" ]; then \
	  mkdir -p $(STATIC_CXX_DIR) && ln -sf $(STATIC_CXX_ARCHIVE) $(STATIC_CXX_DIR)/libstdc++.a; fi

## release-build,BUILD: build; where laid out, trace and link again when the order is older
## than a source (an empty order, older than anything, at first); check the layout
define release-build
@$(call rebuild-if-flags-changed,$(1))
@$(if $(LAYOUT),test -e $(1)/todo.order || touch -d @0 $(1)/todo.order)
@$(call relink-if-reordered,$(1))
$(SWIFT) build $(call release-flags,$(1))
@$(if $(LAYOUT),$(call trace-if-stale,$(1)))
@$(call check-layout,$(1))
endef

## SwiftPM does not compile again when only the flags change (a build made before the
## function sections kept its objects without them): a release build made with other flags
## than these is removed first. The flags of the last one are kept beside it.
rebuild-if-flags-changed = stamp=$(1)/release-flags; \
  if [ "$$(cat $$stamp 2>/dev/null)" != "$(call release-flags,$(1))" ]; then \
  bin=$$($(SWIFT) build $(call release-flags,$(1)) --show-bin-path); \
  case "$$bin" in "$(abspath $(1))"/*/release) rm -rf "$$bin";; esac; \
  mkdir -p $(1) && echo "$(call release-flags,$(1))" > $$stamp; fi

## SwiftPM does not see the order file or the linker script change: the binary is linked
## again when either is newer than it is
relink-if-reordered = b=$(1)/release/todo; \
  if [ -e $$b ] && { [ $(1)/todo.order -nt $$b ] || [ make/link-order/unnamed.ld -nt $$b ]; }; then \
  rm -f $$b; fi

## The order is made again from the binary just built when a source, the manifest or the
## tracing sessions are newer than it, then the binary is linked again in that order
trace-if-stale = if [ -n "$$(find Sources Package.swift make/link-order make/pty -newer $(1)/todo.order -print -quit)" ]; then \
  echo "$(PYTHON) make/link-order/generate.py --binary $(1)/release/todo --output $(1)/todo.order"; \
  $(PYTHON) make/link-order/generate.py --binary $(1)/release/todo --output $(1)/todo.order || { \
  echo "error: the trace failed (above). To build without the layout: add LAYOUT= to the make command." >&2; \
  exit 1; }; $(call relink-if-reordered,$(1)) && $(SWIFT) build $(call release-flags,$(1)); fi

## make/link-order/check_layout.py: fails when the binary was not linked as meant above
## (laid out by the order, libstdc++ linked in, nothing exported), so that a change of flags
## that undoes it does not go unseen
check-layout = if command -v $(PYTHON) >/dev/null; then \
  $(PYTHON) make/link-order/check_layout.py --binary $(1)/release/todo \
  $(if $(LAYOUT),--ordered --order-file $(1)/todo.order) $(if $(STATIC_CXX_ARCHIVE),--static-cxx); fi
