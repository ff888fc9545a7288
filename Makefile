# ThemePack: `make package` runs the main job on Assets/ into Output/; `make test` runs the tests.
SWIFT ?= swift
THEMEPACK := .build/release/themepack
CHROMIUM ?= chromium
DEBIAN_PACKAGES := pkg-config libpng-dev libarchive-dev libsodium-dev zlib1g-dev liblcms2-dev libdeflate-dev \
  libcurl4-openssl-dev librsvg2-dev librsvg2-bin poppler-utils libfreetype-dev
PKG_CONFIG_MODULES := libpng16 libarchive libsodium zlib lcms2 libdeflate libcurl librsvg-2.0 freetype2
# Release binaries carry the Swift runtime and Foundation inside (they run on a machine
# without Swift, and start in 17 ms instead of 30: dynamic loading was a tenth of a no-op
# rebuild). Foundation's networking links libcurl, hence its -dev package above. Every
# release build uses the same flags, so no product rebuilds another's modules.
RELEASE := $(SWIFT) build -c release --static-swift-stdlib

.PHONY: all build deps test package docs format lint-code fuzz bench preview-check example android-check sample-assets embedded-schemas clean real-projects

all: build

# Installs the Debian packages the system library targets need, when pkg-config cannot find them,
# and the programs vector masters need: poppler's pdftocairo draws PDF masters (run as a program,
# never linked: poppler is GPL), and rsvg-convert is the reference the SVG tests and the benchmark
# compare with.
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists $(PKG_CONFIG_MODULES) \
	  && command -v pdftocairo >/dev/null 2>&1 && command -v rsvg-convert >/dev/null 2>&1; then \
	  exit 0; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "make deps: installing $(DEBIAN_PACKAGES)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(DEBIAN_PACKAGES) >/dev/null; \
	else \
	  echo "make deps: missing libraries; run: sudo apt-get install -y $(DEBIAN_PACKAGES)" >&2; \
	  exit 1; \
	fi

build: deps
	$(RELEASE) --product themepack
	$(RELEASE) --product themepack-svg

# The manual page and the app library's DocC archive, into .build/docs. `themepack help --man`
# writes themepack.1 from the command declarations (`man -l .build/docs/themepack.1` reads it).
# The toolchain's docc converts Sources/ThemePackClient/ThemePackClient.docc with the symbol
# graph of ThemePackClient, built in a scratch folder of its own so the main build keeps its flags.
DOCS := .build/docs
DOCC ?= $(shell command -v docc || echo $(dir $(shell command -v $(SWIFT)))docc)
docs: build
	@mkdir -p $(DOCS)/all-symbol-graphs
	$(THEMEPACK) help --man >$(DOCS)/themepack.1.tmp && mv $(DOCS)/themepack.1.tmp $(DOCS)/themepack.1
	$(SWIFT) build --scratch-path .build/docs-build --target ThemePackClient \
	  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/$(DOCS)/all-symbol-graphs
	rm -rf $(DOCS)/symbol-graphs $(DOCS)/ThemePackClient.doccarchive && mkdir -p $(DOCS)/symbol-graphs
	cp $(DOCS)/all-symbol-graphs/ThemePackClient*.symbols.json $(DOCS)/symbol-graphs/
	$(DOCC) convert Sources/ThemePackClient/ThemePackClient.docc --additional-symbol-graph-dir $(DOCS)/symbol-graphs \
	  --fallback-display-name ThemePackClient --fallback-bundle-identifier org.themepack.ThemePackClient \
	  --output-path $(DOCS)/ThemePackClient.doccarchive
	@echo "make docs: wrote $(DOCS)/themepack.1 (man -l $(DOCS)/themepack.1) and $(DOCS)/ThemePackClient.doccarchive"

# The formatting check runs first, so style cannot rot between sessions. The whole log is kept
# in .build/test.log; when a test fails, the failing lines are repeated at the end, so a short
# tail of the output (as CI shows it) still names the test and the expectation.
test: deps lint-code
	@mkdir -p .build
	@{ $(SWIFT) test --disable-xctest; echo $$? >.build/test.rc; } 2>&1 | tee .build/test.log
	@rc=$$(cat .build/test.rc); if [ "$$rc" != 0 ]; then \
	  echo "make test: failed (exit $$rc); the failing lines of .build/test.log:"; \
	  grep -E '✘|error:|Fatal error' .build/test.log | grep -v '^✘ Test run with' | tail -30; \
	  echo "make test: failing: $$(grep -E '^✘ Test ' .build/test.log | grep -v '^✘ Test run with' | sed -E 's/^✘ Test ([^ ]+).*/\1/' | sort -u | tr '\n' ' ')"; \
	  exit 1; \
	fi
	@$(MAKE) --no-print-directory example

# The app developer's side (Tests/Example/check.py): Examples/ThemeDemo, copied outside the
# repository, builds with the ThemePackAccessors plugin, installs the sample's signed blue and
# prints #226BAA; a colour added to its project becomes a new accessor on the next build.
example: deps
	python3 Tests/Example/check.py

# $(call install-missing,TARGET,CHECK,PACKAGE): the first line of a target that needs a tool
# only it uses: when the shell test CHECK fails, installs the Debian PACKAGE with apt-get (as
# root), else stops with the command to run.
define install-missing
@if ! $(2); then \
  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
    echo "make $(1): installing $(3)"; \
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(3) >/dev/null; \
  else \
    echo "make $(1): $(3) is missing; run: sudo apt-get install -y $(3)" >&2; \
    exit 1; \
  fi; \
fi
endef

# The real-project corpus (Tests/RealProjects/runs.json): public iOS projects run through init, lint
# --strict and build, and what was built compared with them (RealProjectCorpusTests). Their files
# are not in the repository (Tests/RealProjects/README.md says why and where they come from):
# REAL_PROJECTS names the folder that holds them; without it, make test reports the suite skipped.
real-projects: deps
	@test -n "$(REAL_PROJECTS)" || { echo "make real-projects: give REAL_PROJECTS=<the corpus folder> (Tests/RealProjects/README.md)" >&2; exit 64; }
	THEMEPACK_REAL_PROJECTS=$(abspath $(REAL_PROJECTS)) $(SWIFT) test --disable-xctest --filter RealProjectCorpusTests

# The main job: lint, build and package Assets/ into Output/ (Output/packages/*.zip and index.json).
package: build
	$(THEMEPACK) package --assets Assets --output Output

# Writes Output/preview/ from Assets/ and opens it in headless Chromium (Debian 'chromium',
# installed with apt-get when missing): fails on a broken image, a console error, a network
# request or a theme without a nav-bar rendering, its glass bars or its app icon in four looks on
# two wallpapers, or wisteria's sample text not laid out in its Comfortaa-Bold; saves
# Output/preview/screenshot.png and font-screenshot.png. Then the
# same for the diff page of the sample against an edited copy (Tests/PreviewCheck/diff_sample.py:
# blue's colour, busIcon mirrored, logo dropped, coral added), which must show busIcon before,
# after and as a difference in every changed theme; saves Output/diff-check/screenshot.png. Then the
# live preview: `preview --serve --port 0` on a temporary copy of Assets/, loaded in Chromium;
# fails unless a change of blue's colour saved in the copy shows within 10 s (in each of eight
# tabs, which all load), a colour tried from the page is drawn and lands on its section, no console error or outside request happens, and SIGTERM stops it
# with exit 0 within 5 s.
preview-check: build
	$(call install-missing,preview-check,command -v $(CHROMIUM) >/dev/null 2>&1,chromium)
	$(THEMEPACK) preview --assets Assets --output Output
	python3 Tests/PreviewCheck/check.py Output/preview/index.html --chromium $(CHROMIUM) --expect-glass --expect-icons \
	  --expect-font wisteria=Comfortaa-Bold --font-screenshot Output/preview/font-screenshot.png \
	  --screenshot Output/preview/screenshot.png
	python3 Tests/PreviewCheck/diff_sample.py Output/diff-check
	$(THEMEPACK) diff Output/diff-check/old Output/diff-check/new --output Output/diff-check/out
	python3 Tests/PreviewCheck/check.py Output/diff-check/out/diff/index.html --chromium $(CHROMIUM) \
	  --diff --expect-difference busIcon --expect-icon-change blue --screenshot Output/diff-check/screenshot.png
	python3 Tests/PreviewCheck/diff_sample.py --glance Output/diff-glance
	$(THEMEPACK) diff Output/diff-glance/old Output/diff-glance/new --output Output/diff-glance/out
	python3 Tests/PreviewCheck/check.py Output/diff-glance/out/diff/index.html --chromium $(CHROMIUM) \
	  --diff --expect-edit-first busIcon --min-zoom-width 150 --expect-one-recolor-row blue \
	  --screenshot Output/diff-glance/screenshot.png
	python3 Tests/PreviewCheck/check.py --serve $(THEMEPACK) --assets Assets --chromium $(CHROMIUM) \
	  --expect-font wisteria=Comfortaa-Bold \
	  --screenshot Output/preview/served-screenshot.png

# Builds the android and runtime outputs of Assets/ into Output/android-check and checks the
# android one as Android reads it (Tests/AndroidCheck/check.py): aapt2 compiles every file of
# every theme's res/ and links it against framework-res.apk; every nine-patch's stretch and
# padding (as aapt2 read them), frame pixels and content, and both colors.xml files must match
# the theme's manifest.json; then spoiled copies (a gray frame pixel, a stretch line one pixel
# long, a wrong colour, a changed pixel) must fail. Installs Debian's aapt and
# android-framework-res when missing (as root with apt-get).
ANDROID_FRAMEWORK := /usr/share/android-framework-res/framework-res.apk
android-check: build
	$(call install-missing,android-check,command -v aapt2 >/dev/null 2>&1,aapt)
	$(call install-missing,android-check,test -f $(ANDROID_FRAMEWORK),android-framework-res)
	rm -rf Output/android-check
	$(THEMEPACK) build --assets Assets --output Output/android-check --output-format android \
	  --output-format runtime --no-cache
	python3 Tests/AndroidCheck/check.py Output/android-check --self-test --framework $(ANDROID_FRAMEWORK)

# ThemePack against ImageMagick, libvips and a plain libpng C program on a generated project
# (Tests/Benchmark/bench.py; docs/benchmark.md; installs ImageMagick with apt-get when
# missing) and the vector job (SVG icons: ThemePack against rsvg-convert, + mogrify, and
# ImageMagick's own SVG reading), then `themepack install` against curl + sha256sum + unzip and
# 1 GiB hostile bodies (Tests/Benchmark/install_bench.py), `themepack themes` on a signed
# 8 MiB index beside a 1 MiB one (Tests/Benchmark/index_bench.py), and an update of one theme
# (one asset redrawn, one colour changed, only the version) against a full install and curl +
# unzip, served with Range (Tests/Benchmark/update_bench.py). Not part of CI. BENCH_ARGS="--runs 5",
# BENCH_ARGS="--only vector", INSTALL_BENCH_ARGS="--sizes 1,50", UPDATE_BENCH_ARGS="--only sample" etc.
bench: deps
	$(call install-missing,bench,test -x /usr/bin/convert -a -x /usr/bin/mogrify,imagemagick)
	$(RELEASE) --product themepack
	$(RELEASE) --product themepack-svg
	$(RELEASE) --product SampleAssetsGenerator
	$(RELEASE) --product LibPNGBaseline
	python3 Tests/Benchmark/bench.py $(BENCH_ARGS)
	$(call install-missing,bench,test -x /usr/bin/curl -a -x /usr/bin/unzip,curl unzip)
	python3 Tests/Benchmark/install_bench.py $(INSTALL_BENCH_ARGS)
	python3 Tests/Benchmark/index_bench.py
	python3 Tests/Benchmark/update_bench.py $(UPDATE_BENCH_ARGS)

# Redraws the sample project's PNG files in Assets/ (committed; same code, same bytes).
sample-assets: deps
	$(SWIFT) run SampleAssetsGenerator Assets

# Regenerates the copies of Assets/Schemas that `themepack init` writes into new projects
# (Sources/ThemePackImport/Schemas/ProjectSchemas+*.swift); a test fails when they differ.
EMBEDDED_SCHEMAS := themepack:ThemepackSchema theme:ThemeSchema manifest:ManifestSchema
embedded-schemas:
	@for pair in $(EMBEDDED_SCHEMAS); do \
	  name=$${pair%%:*}; type=$${pair##*:}; \
	  out=Sources/ThemePackImport/Schemas/ProjectSchemas+$$type.swift; \
	  { echo "// Generated by 'make embedded-schemas' from Assets/Schemas/$$name.schema.json: do not edit."; \
	    echo "extension ProjectSchemas {"; \
	    echo "  /// The bytes of 'Assets/Schemas/$$name.schema.json'."; \
	    echo "  static let $$name = #\"\"\""; \
	    sed 's/^\(.\)/    \1/' Assets/Schemas/$$name.schema.json; echo; \
	    echo "    \"\"\"#"; echo "}"; } > $$out; \
	done

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Plugins Examples/ThemeDemo/Package.swift Examples/ThemeDemo/Sources

lint-code:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Plugins Examples/ThemeDemo/Package.swift Examples/ThemeDemo/Sources

# libFuzzer with AddressSanitizer (not part of CI), one target at a time: FUZZ_TARGET=png (the PNG
# decoder), zip (the zip central-directory reader, verifier, client zlib reader and extractor),
# json (the strict JSON parser and the index and manifest readers on it), index (the client's
# index and manifest readers), plist (the SwiftTheme theme-file reader: binary and XML property
# lists, JSON), svg or pdf (the vector-master reader: its safety checks, librsvg or poppler's
# tools, a rendering; pdf runs three programs per input, so it is slow), font (the font-file reader:
# FreeType's faces, names, fsType and glyph coverage). Builds into .build/fuzz, writes the target's seeds to
# Tests/Fuzz/corpus/<target>, runs for FUZZ_SECONDS, and leaves any crashing, leaking or slow
# input in Tests/Fuzz/artifacts/<target>. Rerun one with
# `THEMEPACK_FUZZ_TARGET=<target> $(FUZZ_BINARY) Tests/Fuzz/artifacts/<target>/<file>`.
FUZZ_SECONDS ?= 300
FUZZ_TARGET ?= png
FUZZ_BINARY := .build/fuzz/release/ThemePackFuzz
FUZZ_FLAGS := -Xswiftc -DTHEMEPACK_FUZZ -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
  -Xswiftc -enable-experimental-feature -Xswiftc Extern -Xcc -fsanitize=fuzzer-no-link,address
FUZZ_DICT := $(if $(filter png,$(FUZZ_TARGET)),-dict=Tests/Fuzz/png.dict,)
# Foundation's property-list parser on Linux leaks a CFError on every input it tries a format on
# (in CFPropertyList.c, not ThemePack's code), and FoundationXML's XMLParser one per malformed
# document (_CFErrorCreateFromXMLInterface, reached from libxml2's error callback), and
# LeakSanitizer reports the arguments of every Process Foundation runs for the pdf target (owned
# by Foundation's Process once it has run; not traced further), so the plist, svg and pdf targets
# run without leak detection, per input (libFuzzer's -detect_leaks) and at exit (ASan's own check).
FUZZ_NO_LEAKS := plist svg pdf
FUZZ_LEAKS := $(if $(filter $(FUZZ_NO_LEAKS),$(FUZZ_TARGET)),-detect_leaks=0,)
FUZZ_ENV := $(if $(filter $(FUZZ_NO_LEAKS),$(FUZZ_TARGET)),ASAN_OPTIONS=detect_leaks=0,)

fuzz: deps
	$(SWIFT) build -c release --scratch-path .build/fuzz --product ThemePackFuzz $(FUZZ_FLAGS)
	mkdir -p Tests/Fuzz/corpus/$(FUZZ_TARGET) Tests/Fuzz/artifacts/$(FUZZ_TARGET)
	THEMEPACK_FUZZ_TARGET=$(FUZZ_TARGET) $(FUZZ_BINARY) --make-seeds Tests/Fuzz/corpus/$(FUZZ_TARGET)
	$(FUZZ_ENV) THEMEPACK_FUZZ_TARGET=$(FUZZ_TARGET) $(FUZZ_BINARY) -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
	  -rss_limit_mb=2048 -max_len=65536 $(FUZZ_DICT) $(FUZZ_LEAKS) -artifact_prefix=Tests/Fuzz/artifacts/$(FUZZ_TARGET)/ \
	  -print_final_stats=1 Tests/Fuzz/corpus/$(FUZZ_TARGET)

clean:
	rm -rf .build
	find Output -mindepth 1 ! -name .gitkeep -exec rm -rf {} +
