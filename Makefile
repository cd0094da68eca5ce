VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test lint typecheck check bench clean

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(VENV)/bin/jaws

test: $(STAMP)
	$(PY) -m pytest

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

typecheck: $(STAMP)
	$(VENV)/bin/mypy

check: lint typecheck test

bench: $(STAMP)
	$(PY) bench/playout.py --act 1 --games 500 --seed 7
	$(PY) bench/playout.py --act 2 --games 500 --seed 7

clean:
	rm -rf $(VENV)
