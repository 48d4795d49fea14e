# The two commands a newcomer needs: `make demo` (install + first run, embedded default) and `make test`.
PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: demo test install bench clean

$(BIN)/true-recall: pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test,bench]'
	touch $@

install: $(BIN)/true-recall

demo: install
	$(BIN)/true-recall demo

# The suite on up to 4 cores (pytest-xdist): tests marked xdist_group share one worker (a model server, a wheel).
test: install
	@$(BIN)/python tests/preflight.py
	$(BIN)/lint-imports
	$(BIN)/python -m pytest -q -n auto --maxprocesses 4 --dist loadgroup

bench: install
	$(BIN)/python -m bench.capture --json
	$(BIN)/python -m bench.search --gems 100000 --json
	$(BIN)/python -m bench.serve_load --json
	$(BIN)/python -m bench.serve_abuse --requests 1000 --rounds 10 --json
	$(BIN)/python -m bench.locomo --data ../shared/benchmarks/locomo --json

clean:
	rm -rf $(VENV) build *.egg-info
