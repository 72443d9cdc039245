# Swiss Arbiter: the whole set-up is `make run` and `make test`.
# Both build .venv from pyproject.toml (incrementally) and, when run as root on Debian/Ubuntu,
# install the Qt runtime libraries with apt if they are missing.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
QT_DEBS := libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3 fonts-dejavu-core
# pdftotext, pdfinfo: tests/printing read the printed PDFs back
QT_DEBS += poppler-utils
# the xcb platform plugin (a real X11 desktop or Xvfb): Qt >= 6.5 also needs libxcb-cursor0
QT_DEBS += libx11-xcb1 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 \
           libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 \
           libxcb-xfixes0 libxcb-xkb1
SAMPLE := resources/samples/sample_open.trf
SHARED ?= ../shared
export QT_QPA_PLATFORM_TEST := offscreen

.PHONY: run test lint test-only corpus bench bench-gui endorse fuzz qt-deps venv clean help dist dist-bundle i18n

help:
	@echo "make run     - set up and start Swiss Arbiter on the bundled sample"
	@echo "make test    - set up, lint and run every test (Qt headless)"
	@echo "make lint    - ruff, mypy --strict engine, import-linter"
	@echo "make corpus  - run the checker over every corpus folder"
	@echo "make bench   - pairing benchmark on ../shared/bench"
	@echo "make bench-gui - GUI stalls per action at 300/1,000/3,000 players (BENCH_GUI_ARGS)"
	@echo "make fuzz    - long fuzz run of the TRF reader and the journal (FUZZ_EXAMPLES per target)"

# --- environment ------------------------------------------------------------------------
qt-deps:
	@missing=""; \
	if command -v dpkg >/dev/null 2>&1; then \
	  for p in $(QT_DEBS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	fi; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = "0" ]; then \
	    echo "Installing Qt runtime libraries:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "The Qt runtime libraries are missing. Install them with:"; \
	    echo "  sudo apt-get install -y$$missing"; \
	    exit 1; \
	  fi; \
	fi

$(VENV)/bin/python:
	@$(PYTHON) -m venv $(VENV) 2>/dev/null || { \
	  if [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null && $(PYTHON) -m venv $(VENV); \
	  else echo "python3 -m venv failed; install it with: sudo apt-get install -y python3-venv"; exit 1; fi; }

$(STAMP): pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	@touch $(STAMP)

venv: $(STAMP)

# --- the two commands -----------------------------------------------------------------------
run: qt-deps $(STAMP)
	$(VENV)/bin/swiss-arbiter $(SAMPLE)

test: qt-deps $(STAMP) lint test-only

# A test that hangs must fail the run, not run CI into its time limit. TEST_STACKS seconds into
# a test every thread's stack is written to the terminal (faulthandler: a worker's own stderr is
# lost); at TEST_TIMEOUT the test's worker is ended, and the run stops there: pytest-xdist's
# group scheduler waits for ever for a crashed worker's tests, so no worker is restarted. The
# longest test takes well under a minute (SLOW=1's largest corpus files get half an hour).
TEST_STACKS  ?= $(if $(SLOW),1700,240)
TEST_TIMEOUT ?= $(if $(SLOW),1800,300)
test-only: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -n 2 --dist loadgroup --max-worker-restart 0 \
	  -o faulthandler_timeout=$(TEST_STACKS) --timeout $(TEST_TIMEOUT) --timeout-method thread \
	  $(PYTEST_ARGS)

lint: $(STAMP)
	$(VENV)/bin/ruff format --check engine arbiter_gui tests tools
	$(VENV)/bin/ruff check engine arbiter_gui tests tools
	$(VENV)/bin/mypy --strict engine
	$(VENV)/bin/mypy arbiter_gui tests tools
	$(VENV)/bin/lint-imports

# --- translations (issue 25): lupdate + lrelease, report catalogues checked --------------------
i18n: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) tools/i18n.py

# --- measurements ------------------------------------------------------------------------------
corpus: $(STAMP)
	$(PY) tools/corpus.py $(SHARED)/corpus --differential

bench: $(STAMP)
	$(PY) tools/bench.py $(SHARED)/bench

# issue 26: how long each GUI action holds the window (headless), 300 / 1,000 / 3,000 players
bench-gui: qt-deps $(STAMP)
	$(PY) tools/bench_gui.py $(SHARED)/bench $(BENCH_GUI_ARGS)

# tests/fuzz with a long budget (make test runs the same targets with 150 inputs each); prints
# the inputs tried and the failures of each target. FUZZ_EXAMPLES inputs per target.
FUZZ_EXAMPLES ?= 5000
fuzz: $(STAMP)
	FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -p no:xdist \
	  -p no:cacheprovider tests/fuzz $(PYTEST_ARGS)

# C.04.A A.7 on ourselves: N random tournaments (N=200 for a quick run) through our checker,
# then the corpus folders; MAXP caps the player count (big rounds are slow for now)
N    ?= 5000
MAXP ?= 600
endorse: $(STAMP)
	$(PY) tools/endorse.py -n $(N) --maxp $(MAXP) --corpus $(SHARED)/corpus

# --- packaging (issue 11) ------------------------------------------------------------------------
dist-bundle: qt-deps $(STAMP)
	$(PY) -m pip install -q "pyinstaller>=6.0,<7"
	$(VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/swiss_arbiter.spec
	@du -sh dist/swiss-arbiter

dist: dist-bundle
	QT_QPA_PLATFORM=offscreen dist/swiss-arbiter/swiss-arbiter --selftest
	dist/swiss-arbiter/swiss-pair --version
	installer/build_deb.sh
	@if command -v makensis >/dev/null 2>&1 && [ -f dist/swiss-arbiter/swiss-arbiter.exe ]; then \
	  makensis -DVERSION=$$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml) installer/windows.nsi; \
	else echo "NSIS installer: installer/windows.nsi (compiled on Windows, see .github/workflows/release.yml)"; fi

clean:
	rm -rf $(VENV) build dist *.egg-info .mypy_cache .ruff_cache .pytest_cache
