# ThemePack: `make package` runs the main job on Assets/ into Output/; `make test` runs the tests.
SWIFT ?= swift
THEMEPACK := .build/release/themepack
CHROMIUM ?= chromium
DEBIAN_PACKAGES := pkg-config libpng-dev libarchive-dev libsodium-dev zlib1g-dev
PKG_CONFIG_MODULES := libpng16 libarchive libsodium zlib

.PHONY: all build deps test package format lint-code fuzz bench preview-check sample-assets clean

all: build

# Installs the Debian packages the system library targets need, when pkg-config cannot find them.
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists $(PKG_CONFIG_MODULES); then \
	  exit 0; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "make deps: installing $(DEBIAN_PACKAGES)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(DEBIAN_PACKAGES) >/dev/null; \
	else \
	  echo "make deps: missing libraries; run: sudo apt-get install -y $(DEBIAN_PACKAGES)" >&2; \
	  exit 1; \
	fi

build: deps
	$(SWIFT) build -c release --product themepack

# The formatting check runs first, so style cannot rot between sessions.
test: deps lint-code
	$(SWIFT) test --disable-xctest

# The main job: lint, build and package Assets/ into Output/ (Output/packages/*.zip and index.json).
package: build
	$(THEMEPACK) package --assets Assets --output Output

# Writes Output/preview/ from Assets/ and opens it in headless Chromium (Debian 'chromium',
# installed with apt-get when missing): fails on a broken image, a console error, a network
# request or a theme without a nav-bar rendering; saves Output/preview/screenshot.png.
preview-check: build
	@if ! command -v $(CHROMIUM) >/dev/null 2>&1; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "make preview-check: installing chromium"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else \
	    echo "make preview-check: chromium is missing; run: sudo apt-get install -y chromium" >&2; \
	    exit 1; \
	  fi; \
	fi
	$(THEMEPACK) preview --assets Assets --output Output
	python3 Tests/PreviewCheck/check.py Output/preview/index.html --chromium $(CHROMIUM) \
	  --screenshot Output/preview/screenshot.png

# ThemePack against ImageMagick, libvips and a plain libpng C program on a generated project
# (Tests/Benchmark/bench.py; README "Benchmark"). Not part of CI. BENCH_ARGS="--runs 5" etc.
bench: deps
	$(SWIFT) build -c release --product themepack
	$(SWIFT) build -c release --product SampleAssetsGenerator
	$(SWIFT) build -c release --product LibPNGBaseline
	python3 Tests/Benchmark/bench.py $(BENCH_ARGS)

# Redraws the sample project's PNG files in Assets/ (committed; same code, same bytes).
sample-assets: deps
	$(SWIFT) run SampleAssetsGenerator Assets

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests

lint-code:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

# libFuzzer with AddressSanitizer (not part of CI), one target at a time: FUZZ_TARGET=png (the PNG
# decoder), zip (the zip central-directory reader, verifier, client zlib reader and extractor),
# json (the strict JSON parser and the index and manifest readers on it) or index (the client's
# index and manifest readers). Builds into .build/fuzz, writes the target's seeds to
# Tests/Fuzz/corpus/<target>, runs for FUZZ_SECONDS, and leaves any crashing, leaking or slow
# input in Tests/Fuzz/artifacts/<target>. Rerun one with
# `THEMEPACK_FUZZ_TARGET=<target> $(FUZZ_BINARY) Tests/Fuzz/artifacts/<target>/<file>`.
FUZZ_SECONDS ?= 300
FUZZ_TARGET ?= png
FUZZ_BINARY := .build/fuzz/release/ThemePackFuzz
FUZZ_FLAGS := -Xswiftc -DTHEMEPACK_FUZZ -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
  -Xswiftc -enable-experimental-feature -Xswiftc Extern -Xcc -fsanitize=fuzzer-no-link,address
FUZZ_DICT := $(if $(filter png,$(FUZZ_TARGET)),-dict=Tests/Fuzz/png.dict,)

fuzz: deps
	$(SWIFT) build -c release --scratch-path .build/fuzz --product ThemePackFuzz $(FUZZ_FLAGS)
	mkdir -p Tests/Fuzz/corpus/$(FUZZ_TARGET) Tests/Fuzz/artifacts/$(FUZZ_TARGET)
	THEMEPACK_FUZZ_TARGET=$(FUZZ_TARGET) $(FUZZ_BINARY) --make-seeds Tests/Fuzz/corpus/$(FUZZ_TARGET)
	THEMEPACK_FUZZ_TARGET=$(FUZZ_TARGET) $(FUZZ_BINARY) -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
	  -rss_limit_mb=2048 -max_len=65536 $(FUZZ_DICT) -artifact_prefix=Tests/Fuzz/artifacts/$(FUZZ_TARGET)/ \
	  -print_final_stats=1 Tests/Fuzz/corpus/$(FUZZ_TARGET)

clean:
	rm -rf .build
	find Output -mindepth 1 ! -name .gitkeep -exec rm -rf {} +
