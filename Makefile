# The two commands a new user needs (see README.md):
#   make run      (the ritual on a demo journal; ARGS="..." runs any command)
#   make test
SWIFT ?= swift
ARGS ?=
PREFIX ?= /usr/local

.PHONY: run build test lint reliability install uninstall bench bench-smartlists

# Build progress goes to standard error, so `make run ARGS="stats --json" | jq` reads nightly alone.
# With no ARGS, nightly's main job: the ritual (greeting, breathing, $$EDITOR, the commit) on a
# demo journal copied from sample-journal/ into the ignored .demo-journal/, with a config of its
# own, so neither the tracked samples nor the user's ~/journal and config are touched. ARGS run
# on the same demo journal and config, unless they name a --journal.
demo = $(CURDIR)/.demo-journal
run: build
	@scripts/demo-journal $(demo)
	@NIGHTLY_JOURNAL=$(demo) XDG_CONFIG_HOME=$(demo)-config GIT_AUTHOR_NAME="nightly demo" \
		GIT_AUTHOR_EMAIL=demo@nightly.invalid GIT_COMMITTER_NAME="nightly demo" \
		GIT_COMMITTER_EMAIL=demo@nightly.invalid .build/debug/nightly $(ARGS)

# scripts/swift-build is `swift build` less ZIPFoundation's warning about its privacy manifest,
# which every Linux build prints and no file of nightly's causes (the script says why).
build:
	@scripts/bootstrap run
	@SWIFT=$(SWIFT) scripts/swift-build --product nightly

# The third command, for a user who likes it: a release binary with Swift's runtime linked in
# (it runs without the toolchain) and stripped of its debug information (86 MB to 62), the
# man pages and the completion scripts, where each belongs. bash-completion 2.11 (Debian 12)
# looks only under ~/.local/share, /usr/local/share and $$XDG_DATA_DIRS, so for any other PREFIX
# install says which line to add to ~/.bashrc.
bindir = $(DESTDIR)$(PREFIX)/bin
mandir = $(DESTDIR)$(PREFIX)/share/man
bashdir = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
zshdir = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
fishdir = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

install:
	@scripts/bootstrap run
	SWIFT=$(SWIFT) scripts/swift-build -c release --static-swift-stdlib --product nightly
	install -d $(bindir) $(mandir)/man1 $(mandir)/man5 $(bashdir) $(zshdir) $(fishdir)
	install -m 755 -s "$$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path)/nightly" $(bindir)/nightly
	install -m 644 man/nightly.1 man/nightly-stats.1 $(mandir)/man1/
	install -m 644 man/nightly-journal.5 $(mandir)/man5/
	$(bindir)/nightly --generate-completion-script bash > $(bashdir)/nightly
	$(bindir)/nightly --generate-completion-script zsh > $(zshdir)/_nightly
	$(bindir)/nightly --generate-completion-script fish > $(fishdir)/nightly.fish
	@found=; for dir in "$${XDG_DATA_HOME:-$$HOME/.local/share}" $$(echo "$${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" | tr : ' '); do \
		[ "$${dir%/}" = "$(PREFIX)/share" ] && found=yes; \
	done; \
	if [ -z "$$found" ]; then \
		echo "bash-completion does not look in $(PREFIX)/share; for nightly's completions in bash, add to ~/.bashrc:"; \
		echo "  source $(PREFIX)/share/bash-completion/completions/nightly"; \
	fi

uninstall:
	rm -f $(bindir)/nightly $(mandir)/man1/nightly.1 $(mandir)/man1/nightly-stats.1 \
		$(mandir)/man5/nightly-journal.5 $(bashdir)/nightly $(zshdir)/_nightly $(fishdir)/nightly.fish

test:
	@scripts/bootstrap test
	SWIFT=$(SWIFT) scripts/swift-build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) lint
	$(MAKE) reliability

lint:
	mandoc -T lint -W warning man/*
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks Fuzz/Package.swift Fuzz/Sources

# A short run of the harnesses that keep nightly from losing words (README, Reliability):
# every fuzz target for 12 s, and 20 kills of each writing command (6 of import and encrypt init,
# which take seconds a run), against the debug build; then every door killed at the first 6 of
# its renames, writes, fsyncs and process starts in turn (scripts/crash-points --short).
# Long runs are by hand: scripts/fuzz --seconds 600, scripts/crash-test --runs 300, and
# scripts/crash-points without --short (every point of every door, about 15 minutes).
reliability:
	scripts/fuzz --seconds 12
	scripts/crash-test --runs 20 --megabytes 2 --seed 1 --binary .build/debug/nightly --commands add,step,track,open,sync
	scripts/crash-test --runs 6 --megabytes 2 --seed 1 --binary .build/debug/nightly --commands import,encrypt
	scripts/crash-points --short --binary .build/debug/nightly

# Every performance goal of docs/performance.md as a ratio to its floor, measured side by side
# on a 20-year generated journal (release build), printed beside the ratio last recorded in
# docs/performance-baseline.tsv: a regression shows the day it lands. RECORD=1 records the run;
# FIRST_RUN=1 adds export html's first run (minutes: every page is written with its fsyncs).
bench:
	scripts/bench
