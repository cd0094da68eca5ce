"""Loading a save's text: open its sealed body, replay its log, check it against its snapshot.

Loading replays the log from `new_game(mode, seed)` and refuses the file unless the result
equals the snapshot, so a loaded game goes on with exactly the dice it would have had. Every
refusal is a `SaveError` whose message is one sentence; the reasons inside are ValueErrors.
"""

from __future__ import annotations

import json

from jaws.content import Content, default_content
from jaws.engine.actions import BadAction, actions_from_data
from jaws.json_types import JSON, JSONObject
from jaws.replay import ReplayRefused, replay_log
from jaws.saves.errors import NeedsPassphrase, SaveError
from jaws.saves.format import (
    SaveHeader,
    associated_data,
    content_mismatch,
    parse,
    public_action_count,
    refusal,
    state_from_snapshot,
)
from jaws.saves.seal import Seal, keyfile_seal, open_body, passphrase_seal
from jaws.session import GameSession, TableNote

ASK_FOR_PASSPHRASE = (
    "This game is sealed with the Shark's passphrase: the Shark types it to resume."
)


def loads(
    text: str,
    source: str = "the save",
    content: Content | None = None,
    passphrase: str | None = None,
) -> GameSession:
    """The session a save text holds, checked against its log; raises SaveError."""
    try:
        return restore(text, content or default_content(), passphrase)
    except ValueError as exc:
        raise refusal(source, str(exc)) from None


def restore(text: str, content: Content, passphrase: str | None = None) -> GameSession:
    """The session a save text holds; raises ValueError with the reason it is refused.

    A passphrase-sealed save raises NeedsPassphrase without `passphrase` and WrongPassphrase
    with a wrong one; both are SaveErrors, and neither changes anything.
    """
    try:
        return _restore(text, content, passphrase)
    except RecursionError:
        raise ValueError("it is damaged (it is nested too deeply)") from None


def seal_for(header: SaveHeader, passphrase: str | None) -> Seal:
    """The seal that opens a sealed save: from the passphrase, or the key file."""
    if header.seal == "passphrase":
        if passphrase is None:
            raise NeedsPassphrase(ASK_FOR_PASSPHRASE)
        try:
            return passphrase_seal(passphrase, header.seal_tag)
        except ValueError as exc:
            raise SaveError(f"That passphrase cannot be right: {exc}.") from None
    try:
        seal = keyfile_seal(create=False)
    except SaveError:
        seal = None
    if seal is None or seal.tag != header.seal_tag:
        raise ValueError(
            "it is sealed with the AI Shark key of another computer account, which this one "
            "does not have"
        )
    return seal


def _opened(
    document: JSONObject, header: SaveHeader, passphrase: str | None
) -> tuple[JSONObject, Seal | None]:
    """The body of the document (opening it if sealed) and the seal that opened it."""
    if header.seal is None:
        return document, None
    raw, sealed = document["header"], document["sealed"]
    if not isinstance(raw, dict) or not isinstance(sealed, str):  # parse() refuses these
        raise ValueError("it is damaged (its header or sealed part is missing)")
    seal = seal_for(header, passphrase)
    plain = open_body(seal, sealed, associated_data(raw))
    try:
        body: JSON = json.loads(plain.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ValueError("it is damaged (its sealed part is not a save)") from None
    if not isinstance(body, dict) or "log" not in body or "snapshot" not in body:
        raise ValueError("it is damaged (its sealed part has no log or snapshot)")
    return body, seal


def _notes(data: object, log_length: int) -> list[tuple[int, TableNote]]:
    if data is None:
        return []
    notes: list[tuple[int, TableNote]] = []
    ok = isinstance(data, list)
    items: list[object] = data if isinstance(data, list) else []
    for item in items:
        if (
            not isinstance(item, list)
            or len(item) != 2
            or type(item[0]) is not int
            or not 0 <= item[0] <= log_length
            or not isinstance(item[1], str)
        ):
            ok = False
            break
        notes.append((item[0], TableNote(item[1])))
    if not ok:
        raise ValueError("it is damaged (its table notes are malformed)")
    return notes


def _restore(text: str, content: Content, passphrase: str | None) -> GameSession:
    document, header = parse(text)
    mismatch = content_mismatch(header, content)
    if mismatch is not None:
        raise ValueError(mismatch)
    body, seal = _opened(document, header, passphrase)
    session = _replayed(body, header, content)
    session.notes = _notes(body.get("notes"), len(session.log))
    session.game_id = header.game_id or session.game_id
    session.timeline = header.timeline
    session.practice = header.practice
    session.seal = seal
    # Format 3 writes every game sealed unless the Shark declined; older saves get sealed now.
    session.unsealed = seal is None and header.format_version >= 3
    return session


def _replayed(body: JSONObject, header: SaveHeader, content: Content) -> GameSession:
    try:
        actions = actions_from_data(body["log"])
    except BadAction as exc:
        raise ValueError(f"it is damaged (its action log has a bad {exc})") from None
    snapshot = state_from_snapshot(body["snapshot"], content)
    try:
        session = GameSession.new(
            header.mode,
            snapshot.seed,
            players=header.players,
            seats=header.seats,
            crew_players=header.crew_players,
            content=content,
        )
    except ValueError as exc:
        raise ValueError(f"it is damaged (its header is impossible: {exc})") from None
    # The new state is ours alone, so the replay changes it in place (as GameSession.replay).
    try:
        session.log.extend(replay_log(session.state, actions))
    except ReplayRefused as exc:
        # Whoever resumes may be the crew: a Shark action's reason can quote its position.
        why = "a secret Shark action is refused" if exc.action.seat == "shark" else exc.reason
        raise ValueError(
            f"it has been tampered with (its action log breaks the rules: {why})"
        ) from None
    if session.state != snapshot:
        raise ValueError("it has been tampered with (its game does not match its action log)")
    public = (header.act, header.round, header.winner)
    outcome = session.outcome
    replayed = (session.act, session.round, outcome and outcome.winner)
    # Saves written before the count left out the Shark's planning steps counted every action.
    counts = (public_action_count(session), len(session.log))
    if public != replayed or header.actions not in counts:
        raise ValueError("it has been tampered with (its header does not match its game)")
    return session
