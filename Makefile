# The two commands a new user needs (see README.md):
#   make run ARGS="show --journal sample-journal 2026-11-20"
#   make test
SWIFT ?= swift
ARGS ?=

.PHONY: run build test lint reliability bench-smartlists

run: build
	@.build/debug/nightly $(ARGS)

build:
	@scripts/bootstrap run
	@$(SWIFT) build --product nightly

test:
	@scripts/bootstrap test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) lint
	$(MAKE) reliability

lint:
	mandoc -T lint -W warning man/*
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks Fuzz/Package.swift Fuzz/Sources

# A short run of the harnesses that keep nightly from losing words (README, Reliability):
# every fuzz target for 12 s, and 20 kills of each writing command, against the debug build.
# Long runs are by hand: scripts/fuzz --seconds 600, scripts/crash-test --runs 300.
reliability:
	scripts/fuzz --seconds 12
	scripts/crash-test --runs 20 --megabytes 2 --seed 1 --binary .build/debug/nightly
