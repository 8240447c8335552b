# The two commands a new user needs (see README.md):
#   make run ARGS="show --journal sample-journal 2026-11-20"
#   make test
SWIFT ?= swift
ARGS ?=

.PHONY: run build test lint bench-smartlists

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

lint:
	mandoc -T lint -W warning man/*
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks
