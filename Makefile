# ColorAudit — the two quick-start commands:
#   make audit   sets up what is missing and audits the shipped palettes
#   make test    sets up what is missing and runs the tests
.PHONY: setup audit test lint bench ci

setup:
	@./scripts/setup.sh

# Exit status 1 only means "findings at or above --fail-on" — expected on the example palettes.
audit: setup
	@echo "Building coloraudit (release; the first build takes several minutes, up to ten on 2 cores)…" >&2
	@swift build -c release --product coloraudit >/dev/null
	@./.build/release/coloraudit audit palettes/ || [ $$? -eq 1 ]

test: setup
	swift test

lint:
	swift format lint --strict -r Sources Tests Benchmarks Package.swift

bench: setup
	./scripts/bench.sh
