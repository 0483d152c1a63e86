# ColorAudit — the two quick-start commands:
#   make audit   sets up what is missing and audits the shipped palettes
#   make test    sets up what is missing and runs the tests
.PHONY: setup release audit test lint bench ci

# On Linux a release build links the Swift runtime and Foundation into the binary (SwiftPM's
# --static-swift-stdlib): it runs without the toolchain's libraries and starts faster (no dynamic
# loading of them, 10–30 ms of CPU per run). Every release build of the package uses the same flags
# (scripts/bench.sh reads SWIFT_RELEASE_FLAGS too): changing them rebuilds everything. macOS ships the
# Swift runtime with the system, so there the flag is left out.
SWIFT_RELEASE_FLAGS := -c release $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
export SWIFT_RELEASE_FLAGS

setup:
	@./scripts/setup.sh

# The release coloraudit in .build/release/coloraudit.
release: setup
	@echo "Building coloraudit (release; the first build takes several minutes, up to ten on 2 cores)…" >&2
	@swift build $(SWIFT_RELEASE_FLAGS) --product coloraudit >/dev/null

# Exit status 1 only means "findings at or above --fail-on" — expected on the example palettes.
audit: release
	@./.build/release/coloraudit audit palettes/ || [ $$? -eq 1 ]

test: setup
	swift test

lint:
	swift format lint --strict -r Sources Tests Benchmarks Package.swift

bench: setup
	./scripts/bench.sh
