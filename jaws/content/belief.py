"""The crew overlay's fitted Shark model: content/belief.toml (HOUSE values, a bot model).

The file's [choice] and [calibration] tables are the model fitted on every AI Shark level at
once: the crew bots read the Shark with it, and so does the overlay facing a person. Each
[level.<name>] table holds a model fitted on that AI level alone (its own [choice] and
[calibration]), which the overlay uses facing that AI: one model cannot be calibrated against
Sharks that choose as differently as the hard and the top one. An [imagined.<name>] table is
the crew belief that AI Shark reads itself through (the top Shark weighs being where a crew
that studied it would look): a frozen copy of an earlier fit of its own model, kept apart so
that refitting the overlay does not change how the Shark plays.

jaws/deduction/belief.py uses it; bench/fit_belief.py writes it. It is read and checked with
the rest of the content, so a broken file is refused in one line when the game loads.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from jaws.content.errors import ContentError
from jaws.content.toml_io import read_toml

BELIEF_FILE = "belief.toml"
FEATURES = (
    "swum_1",  # the turn ended one water move from where it started
    "swum_2",  # two or more
    "beach",  # it ended on a beach
    "beach_swimmers",  # ... with swimmers still there
    "near_swimmers",  # swimmers left on a beach next to the end
    "risk",  # shot_risk of the end on the uniform belief after the turn (0-1)
    "lowest_risk",  # no end of this hypothesis is less exposed
    "second_risk",  # its ends are less exposed at exactly one level
    "uniform_share",  # the uniform belief's share on the end space after the turn
    "toward_swimmers",  # the end is nearer a beach with swimmers than the start was
    "nearest_swimmers",  # no end of this hypothesis is nearer a beach with swimmers
)
CALIBRATION = ("mix", "temperature", "shrink", "start_open", "odds_for")
LEVEL_CALIBRATION = ("mix", "temperature", "shrink", "start_open")
LEVELS = ("easy", "hard", "top")


@dataclass(frozen=True)
class BeliefModel:
    """The fitted Shark model."""

    coefficients: tuple[float, ...]  # one per FEATURES name
    mix: float  # share of a hypothesis's weight split uniformly over its ends
    temperature: float  # space shares are raised to this power ...
    shrink: float  # ... then this share of the weight is spread uniformly over the set
    start_open: float  # an open-sea start's prior weight against a beach-side start's 1
    odds_for: tuple[str, ...] = ()  # AI Shark levels the odds were measured calibrated against
    levels: tuple[tuple[str, BeliefModel], ...] = ()  # (AI level, its own model)
    imagined: tuple[tuple[str, BeliefModel], ...] = ()  # (AI level, the model it reads itself by)

    def imagined_by(self, level: str) -> BeliefModel:
        """The model the AI Shark `level` reads itself through ([imagined.<level>]), else the
        model fitted on its games (for_level)."""
        return dict(self.imagined).get(level) or self.for_level(level)

    def for_level(self, level: str | None) -> BeliefModel:
        """The model fitted on the AI Shark `level` alone if the file has one, else this one;
        its odds_for names `level` only if the odds were measured calibrated against it."""
        own = dict(self.levels).get(level or "")
        if own is None:
            return self
        return replace(own, odds_for=(level,) if level in self.odds_for else ())

    def calibrate(self, shares: dict[str, float]) -> dict[str, float]:
        """Temper and shrink per-space shares (summing to 1) over the same set."""
        if not shares:
            return {}
        powered = {s: p**self.temperature if p > 0 else 0.0 for s, p in shares.items()}
        total = sum(powered.values()) or 1.0
        even = self.shrink / len(shares)
        return {s: (1.0 - self.shrink) * p / total + even for s, p in powered.items()}


def _number(path: Path, table: dict[str, object], key: str, low: float, high: float) -> float:
    value = table.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ContentError(f"{path}: '{key}' must be a number")
    if not low <= value <= high:
        raise ContentError(f"{path}: '{key}' must be between {low:g} and {high:g}")
    return float(value)


def _table(
    path: Path, data: dict[str, object], name: str, keys: tuple[str, ...], prefix: str = ""
) -> dict[str, object]:
    table = data.get(name)
    if not isinstance(table, dict):
        raise ContentError(f"{path}: a [{prefix}{name}] table is required")
    unknown = sorted(set(table) - set(keys))
    if unknown:
        raise ContentError(f"{path}: [{prefix}{name}] has an unknown key '{unknown[0]}'")
    return table


def load_belief(root: Path) -> BeliefModel:
    """The Shark model in `root`/belief.toml; raises ContentError naming the problem."""
    path = root / BELIEF_FILE
    data = read_toml(path)
    unknown = sorted(set(data) - {"choice", "calibration", "level", "imagined"})
    if unknown:
        raise ContentError(f"{path}: unknown table [{unknown[0]}]")
    model = _model(path, data, "", CALIBRATION)
    calibration = _table(path, data, "calibration", CALIBRATION)
    return replace(
        model,
        odds_for=_levels(path, calibration),
        levels=_own(path, data, "level"),
        imagined=_own(path, data, "imagined"),
    )


def _model(
    path: Path, data: dict[str, object], prefix: str, calibration: tuple[str, ...]
) -> BeliefModel:
    choice = _table(path, data, "choice", FEATURES, prefix)
    calib = _table(path, data, "calibration", calibration, prefix)
    return BeliefModel(
        coefficients=tuple(_number(path, choice, f, -50.0, 50.0) for f in FEATURES),
        mix=_number(path, calib, "mix", 0.0, 1.0),
        temperature=_number(path, calib, "temperature", 0.0, 4.0),
        shrink=_number(path, calib, "shrink", 0.0, 1.0),
        start_open=_number(path, calib, "start_open", 0.0, 1.0),
    )


def _own(path: Path, data: dict[str, object], kind: str) -> tuple[tuple[str, BeliefModel], ...]:
    """The [<kind>.<name>] models, one per AI Shark level."""
    tables = data.get(kind, {})
    if not isinstance(tables, dict):
        raise ContentError(f"{path}: [{kind}] must hold one table per Shark level")
    out: list[tuple[str, BeliefModel]] = []
    for level, table in sorted(tables.items()):
        if level not in LEVELS or not isinstance(table, dict):
            raise ContentError(
                f"{path}: [{kind}.{level}] must name a Shark level among {', '.join(LEVELS)}"
            )
        unknown = sorted(set(table) - {"choice", "calibration"})
        if unknown:
            raise ContentError(f"{path}: [{kind}.{level}] has an unknown table [{unknown[0]}]")
        out.append((level, _model(path, table, f"{kind}.{level}.", LEVEL_CALIBRATION)))
    return tuple(out)


def _levels(path: Path, table: dict[str, object]) -> tuple[str, ...]:
    levels = table.get("odds_for", [])
    if not isinstance(levels, list) or not all(lv in LEVELS for lv in levels):
        raise ContentError(f"{path}: 'odds_for' must list Shark levels among {', '.join(LEVELS)}")
    return tuple(levels)


@cache
def shipped_belief(root: Path) -> BeliefModel:
    """load_belief, once per content folder and process."""
    return load_belief(root)
