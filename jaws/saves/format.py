"""The save file format: a public header, the action log and a state snapshot.

A save is one JSON object:

    {"format": "jaws-save",
     "header": {format_version, content_digest, mode, act, round, players, seats,
                crew_players, saved_at, actions, winner, checksum},
     "log": [every action, oldest first],
     "snapshot": {mode, seed, rng, act, act1, act2, act1_result, outcome}}

The header holds public facts only, so listing saves never reads a secret. Not even the seed:
it decides every shuffle, so it would deal the Shark's hand and the Event deck to anyone who
read it (format 1 had it in the header; such saves still load, the seed coming from the
snapshot). Loading replays the log from `new_game(mode, seed)` and refuses the file unless the
result equals the snapshot, so a loaded game goes on with exactly the dice it would have had.
Every refusal is a `SaveError` whose message is one sentence naming the file and the reason.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal

from pydantic import TypeAdapter, ValidationError
from typing_extensions import TypedDict

from jaws.content import Content
from jaws.engine.act1.state import Act1State
from jaws.engine.act2.state import Act2State
from jaws.engine.actions import actions_to_data
from jaws.engine.rng import Rng
from jaws.engine.state import Act1Result, GameState, Mode, Outcome
from jaws.json_types import JSON, JSONObject
from jaws.saves.errors import SaveError
from jaws.saves.seal import Seal, keyfile_seal, seal_body
from jaws.session import GameSession, SeatControl

FORMAT = "jaws-save"
FORMAT_VERSION = 3
# From format 3 on, the checksum covers the whole header (seats, players, time...), not only
# the log and the snapshot.
WHOLE_HEADER_CHECKSUM = 3


@dataclass(frozen=True)
class SaveHeader:
    """The public facts about a save: enough to list it, nothing the Shark keeps secret."""

    format_version: int
    content_digest: str
    mode: Mode
    act: int
    round: int
    players: int
    seats: dict[str, SeatControl]
    crew_players: dict[str, int]
    saved_at: str
    # Actions the whole table saw: the Shark's private planning steps are not counted, or the
    # count would tell the crew how many steps the Shark planned.
    actions: int
    winner: str | None
    checksum: str
    # Format 3: the game's id and timeline (see GameSession), whether it is a practice game,
    # and how its body is sealed ("passphrase", "keyfile", or None for an unsealed game) with
    # the seal's public tag (the scrypt salt, or the key file's fingerprint).
    game_id: str = ""
    timeline: int = 0
    practice: bool = False
    seal: Literal["passphrase", "keyfile"] | None = None
    seal_tag: str = ""

    @property
    def point(self) -> tuple[int, int]:
        """How far along its game this save is: later timelines first, then more moves."""
        return (self.timeline, self.actions)


_HEADER = TypeAdapter(SaveHeader)


# --- The state snapshot ------------------------------------------------------------------


class _Snapshot(TypedDict):
    """The state's data fields (all but `content`), checked in this order."""

    mode: Mode
    seed: int
    rng: Rng
    act: int
    act1: Act1State | None
    act2: Act2State | None
    act1_result: Act1Result | None
    outcome: Outcome | None


_SNAPSHOT: TypeAdapter[_Snapshot] = TypeAdapter(_Snapshot)


def snapshot_of(state: GameState) -> JSONObject:
    """The state's data fields as plain JSON data (`content` is not saved)."""
    fields = _Snapshot(
        mode=state.mode,
        seed=state.seed,
        rng=state.rng,
        act=state.act,
        act1=state.act1,
        act2=state.act2,
        act1_result=state.act1_result,
        outcome=state.outcome,
    )
    data: JSONObject = _SNAPSHOT.dump_python(fields, mode="json")
    return data


def state_from_snapshot(data: object, content: Content) -> GameState:
    """The GameState a snapshot describes; raises ValueError with a short reason."""
    if not isinstance(data, dict):
        raise ValueError("the snapshot is not an object")
    try:
        values = _SNAPSHOT.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        name, *inside = first["loc"]
        if first["type"] == "missing" and not inside:
            raise ValueError(f"the snapshot has no {name}") from None
        reason = _error_text(inside, first["msg"])
        raise ValueError(f"the snapshot's {name} is malformed ({reason})") from None
    return GameState(content=content, **values)


# --- Writing and reading the text ------------------------------------------------------


def _canonical(body: JSONObject) -> bytes:
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def _checksum(body: JSONObject, header: JSONObject | None = None) -> str:
    """The checksum of a body, and (format 3 on) of every header field but the checksum."""
    covered = dict(body)
    if header is not None:
        covered["header"] = {k: v for k, v in header.items() if k != "checksum"}
    return hashlib.sha256(_canonical(covered)).hexdigest()


def public_action_count(session: GameSession) -> int:
    """How many logged actions the whole table saw (crew actions, or ones with public events)."""
    return sum(
        1
        for entry in session.log
        if entry.action.seat == "crew" or any(e.audience == "all" for e in entry.events)
    )


def header_of(
    session: GameSession,
    checksum: str,
    saved_at: datetime | None = None,
    seal: Seal | None = None,
) -> SaveHeader:
    """The public header of a session's save (sealed with `seal`, if one is given)."""
    when = (saved_at or datetime.now(UTC)).astimezone(UTC)
    outcome = session.outcome
    return SaveHeader(
        format_version=FORMAT_VERSION,
        content_digest=session.state.content.digest,
        mode=session.mode,
        act=session.act,
        round=session.round,
        players=session.players,
        seats=dict(session.seats),
        crew_players=dict(session.crew_players),
        saved_at=when.isoformat(timespec="seconds"),
        actions=public_action_count(session),
        winner=outcome.winner if outcome is not None else None,
        checksum=checksum,
        game_id=session.game_id,
        timeline=session.timeline,
        practice=session.practice,
        seal=seal.kind if seal is not None else None,
        seal_tag=seal.tag if seal is not None else "",
    )


def body_of(session: GameSession) -> JSONObject:
    """What a save holds beyond its header: the log, the snapshot and the table's notes."""
    return {
        "log": actions_to_data(session.actions),
        "snapshot": snapshot_of(session.state),
        "notes": [[index, note.text] for index, note in session.notes],
    }


def seal_of(session: GameSession) -> Seal | None:
    """The seal a session's saves use: its own, none if the Shark chose so, else the key file."""
    if session.seal is None and not session.unsealed:
        session.seal = keyfile_seal()
    seal: Seal | None = session.seal
    return seal


def associated_data(header: JSONObject) -> bytes:
    """The header as the sealed body's associated data: the checksum field left out."""
    return _canonical({k: v for k, v in header.items() if k != "checksum"})


def dumps(session: GameSession, saved_at: datetime | None = None) -> str:
    """The save file text for a session: its body sealed unless the Shark chose otherwise."""
    body = body_of(session)
    seal = seal_of(session)
    header: JSONObject = _HEADER.dump_python(header_of(session, "", saved_at, seal), mode="json")
    if seal is None:
        header["checksum"] = _checksum(body, header)
        document = {"format": FORMAT, "header": header, **body}
    else:
        sealed: JSONObject = {"sealed": seal_body(seal, _canonical(body), associated_data(header))}
        header["checksum"] = _checksum(sealed, header)
        document = {"format": FORMAT, "header": header, **sealed}
    return json.dumps(document, separators=(",", ":"), ensure_ascii=False) + "\n"


def _first_error(exc: ValidationError) -> str:
    first = exc.errors()[0]
    return _error_text(first["loc"], first["msg"])


def _error_text(loc: Sequence[int | str], msg: str) -> str:
    where = ".".join(str(part) for part in loc)
    return f"{where}: {msg}" if where else str(msg)


def parse(text: str) -> tuple[JSONObject, SaveHeader]:
    """The document and its header; raises ValueError with the reason it is unreadable."""
    if not text.strip():
        raise ValueError("it is empty")
    try:
        document: JSON = json.loads(text)
    except RecursionError:
        raise ValueError("it is damaged (it is nested too deeply)") from None
    except json.JSONDecodeError as exc:
        stripped = text.rstrip()
        if stripped.startswith("{") and not stripped.endswith("}"):
            raise ValueError("it is truncated (the file stops part-way)") from None
        where = f"line {exc.lineno}, column {exc.colno}"
        raise ValueError(f"it is not valid JSON ({exc.msg}, {where})") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ValueError("it is not a Jaws save file")
    raw_header = document.get("header")
    if not isinstance(raw_header, dict):
        raise ValueError("it is damaged (its header is missing)")
    version = raw_header.get("format_version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError("it is damaged (its format version is missing)")
    if version > FORMAT_VERSION:
        raise ValueError(
            f"it was written by a newer version of Jaws (save format {version}; "
            f"this version reads format {FORMAT_VERSION})"
        )
    try:
        header = _HEADER.validate_python(raw_header)
    except ValidationError as exc:
        raise ValueError(f"it is damaged (header {_first_error(exc)})") from None
    if header.seal is not None:
        if not isinstance(document.get("sealed"), str):
            raise ValueError("it is damaged (its sealed part is missing)")
        body: JSONObject = {"sealed": document["sealed"]}
    elif "log" not in document or "snapshot" not in document:
        raise ValueError("it is damaged (its log or snapshot is missing)")
    else:
        body = {"log": document["log"], "snapshot": document["snapshot"]}
        if "notes" in document:
            body["notes"] = document["notes"]
    covered = raw_header if version >= WHOLE_HEADER_CHECKSUM else None
    if _checksum(body, covered) != header.checksum:
        raise ValueError("it is damaged (its contents do not match their checksum)")
    return document, header


def marks_of(header: SaveHeader) -> str:
    """What the table should know about a save: practice game, unsealed, sealed how."""
    marks = []
    if header.practice:
        marks.append("practice game (typed seed)")
    if header.format_version >= 3:
        # The key file seals a person's game too until the Shark picks a passphrase: "AI Shark
        # key" beside a person Shark puzzled the stop-37 check.
        sealing = {"passphrase": "sealed (passphrase)", "keyfile": "sealed (this account's key)"}
        marks.append(sealing.get(header.seal or "", "UNSEALED"))
    else:
        marks.append("UNSEALED (old format)")
    return ", ".join(marks)


def content_mismatch(header: SaveHeader, content: Content) -> str | None:
    """Why a save made with other content cannot be replayed faithfully, or None."""
    if header.content_digest == content.digest:
        return None
    return (
        f"the game content has changed since it was saved (content {header.content_digest}, "
        f"now {content.digest})"
    )


def refusal(source: str, reason: str, backup: object | None = None) -> SaveError:
    """The one-sentence refusal for a file, naming the backup if one is kept."""
    hint = f"; the previous version is kept in {backup}" if backup is not None else ""
    return SaveError(f"Cannot load {source}: {reason}{hint}.")
