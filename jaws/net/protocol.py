"""The wire protocol: JSON text frames, one message each, versioned and validated.

A client sends `hello` (its join code) first, then `act` messages; `turn` is the random token
of the position the client chose in (a new one after every move), so a replayed or stale
message is refused, and nobody can count the moves they were not shown. The host
answers `welcome`, then a `state` after every action (that seat's view, the events it may see
since its last state and, on its turn, its legal actions), or `refused` with one sentence,
and a `notice` when another seat's device leaves the game or comes back.
Views travel as JSON with the HIDDEN marker written as {"$hidden": true}; a client decodes them
back into the same GameView objects a bot or a screen gets in one process.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Sequence
from typing import Annotated, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from jaws.deduction.model import TurnContext
from jaws.engine.actions import (
    ACTION_LIST_ADAPTER,
    Action,
    BadAction,
    action_from_data,
    action_to_data,
    actions_from_data,
)
from jaws.engine.events import Event
from jaws.json_types import JSONObject
from jaws.session import TableNote
from jaws.views import HIDDEN, CrewView, GameView, SharkView
from jaws.views.act1 import Act1View
from jaws.views.act2 import CrewAct2View, SharkAct2View

T = TypeVar("T")
PROTOCOL_VERSION = 1
MAX_FRAME = 256 * 1024  # bytes; a bigger frame closes the connection (websockets max_size)
MAX_CLIENT_FRAME = 8 * 1024  # a client message is small: a code or one action
# The close code (websockets' private range) of a device whose seat another device took with
# the same code: it must not reconnect, or the two would take the seat from each other.
SEAT_TAKEN = 4001
SEAT_TAKEN_WHY = "another device joined this seat with the same code, so this one has left the game"
HIDDEN_JSON: dict[str, bool] = {"$hidden": True}
Viewer = Literal["shark", "crew", "spectator"]


class ProtocolError(ValueError):
    """A message that is not valid for the protocol; the text is one line.

    `garbage` is true when the frame is not even JSON text: the host closes that connection.
    """

    def __init__(self, message: str, garbage: bool = False) -> None:
        super().__init__(message)
        self.garbage = garbage


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    v: Literal[1]


class Hello(_Message):
    type: Literal["hello"]
    code: str = Field(min_length=1, max_length=100)


class Act(_Message):
    type: Literal["act"]
    turn: str = Field(min_length=1, max_length=64)
    action: JSONObject


class Welcome(_Message):
    type: Literal["welcome"]
    game: str
    seat: Viewer
    player: int
    members: list[str]
    mode: str
    players: int


class StateMessage(_Message):
    type: Literal["state"]
    turn: str
    view: JSONObject
    events: list[JSONObject]
    legal: list[JSONObject]
    # A crew or spectator connection's first frame in Act 1: the public board of each Shark
    # turn so far, which the crew's deduction needs and the current view no longer shows.
    boards: list[JSONObject] = Field(default_factory=list)
    # With them, the crew's view as each of those turns began, for the end-of-act replay.
    replay: list[JSONObject] = Field(default_factory=list)


class Refused(_Message):
    type: Literal["refused"]
    reason: str
    turn: str | None = None  # the refused move's `turn` (None: not a move)


class Notice(_Message):
    """Something the table is told that is not a move: another seat's device left or came back."""

    type: Literal["notice"]
    text: str = Field(max_length=500)


HostReply = Welcome | StateMessage | Refused | Notice
ClientMessage = Annotated[Hello | Act, Field(discriminator="type")]
HostMessage = Annotated[HostReply, Field(discriminator="type")]
_CLIENT: TypeAdapter[Hello | Act] = TypeAdapter(ClientMessage)
_HOST: TypeAdapter[HostReply] = TypeAdapter(HostMessage)
# Stdlib dataclasses take their config from the type around them, so the list wrappers let
# the HIDDEN marker (an arbitrary type) through; everything else is checked field by field.
_LOOSE = ConfigDict(arbitrary_types_allowed=True)
_VIEWS: TypeAdapter[list[GameView]] = TypeAdapter(list[GameView], config=_LOOSE)
# Decoding gives back the viewer's own view class: the Shark's, or the crew's (and spectators').
_SHARK_VIEWS = TypeAdapter(list[SharkView], config=_LOOSE)
_CREW_VIEWS = TypeAdapter(list[CrewView], config=_LOOSE)
_SHARK_ACT2_VIEWS = TypeAdapter(list[SharkAct2View], config=_LOOSE)
_CREW_ACT2_VIEWS = TypeAdapter(list[CrewAct2View], config=_LOOSE)
_EVENT: TypeAdapter[Event] = TypeAdapter(Annotated[Event, Field(discriminator="kind")])


def _parse(adapter: TypeAdapter[T], text: str | bytes, limit: int) -> T:
    if isinstance(text, bytes):
        raise ProtocolError("frames are JSON text, not binary", garbage=True)
    if len(text) > limit:
        raise ProtocolError(f"the message is longer than {limit} characters", garbage=True)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("the message is not JSON", garbage=True) from None
    if isinstance(data, dict) and data.get("v") not in (None, PROTOCOL_VERSION):
        raise ProtocolError(f"protocol version {data.get('v')!r} is not spoken here (use 1)")
    try:
        return adapter.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "message"
        raise ProtocolError(f"bad message ({where}: {first['msg']})") from None


def parse_client(text: str | bytes) -> Hello | Act:
    """A client's message; raises ProtocolError with one line."""
    message: Hello | Act = _parse(_CLIENT, text, MAX_CLIENT_FRAME)
    return message


def parse_host(text: str | bytes) -> HostReply:
    """A host's message; raises ProtocolError with one line."""
    message: HostReply = _parse(_HOST, text, MAX_FRAME)
    return message


def dump(message: BaseModel) -> str:
    """A message as one JSON text frame."""
    return message.model_dump_json()


def hello(code: str) -> str:
    return dump(Hello(v=1, type="hello", code=code))


def act(turn: str, action: Action) -> str:
    return dump(Act(v=1, type="act", turn=turn, action=action_to_data(action)))


def refused(reason: str, turn: str | None = None) -> str:
    return dump(Refused(v=1, type="refused", reason=" ".join(reason.split()), turn=turn))


def notice(text: str) -> str:
    return dump(Notice(v=1, type="notice", text=" ".join(text.split())))


def decode_actions(data: list[JSONObject]) -> list[Action]:
    """The legal actions a `state` message carries (one validation for the list)."""
    try:
        return actions_from_data(data)
    except BadAction as exc:
        raise ProtocolError(f"not an action of this game ({exc})") from None


def decode_action(data: JSONObject) -> Action:
    """The action an `act` message carries; raises ProtocolError."""
    try:
        return action_from_data(data)
    except BadAction as exc:
        raise ProtocolError(f"not an action of this game ({exc})") from None


def _hidden_to_json(value: object) -> dict[str, bool]:
    if value is HIDDEN:
        return HIDDEN_JSON
    raise TypeError(f"{type(value).__name__} cannot go on the wire")


def _unhide(data: object) -> dict[str, object]:
    """The marker back to HIDDEN. Secrets are fields of a view or of its act's view, never
    deeper: a marker anywhere else fails validation instead of passing for data."""
    if not isinstance(data, dict):
        raise TypeError("a view is a JSON object")
    return {key: HIDDEN if value == HIDDEN_JSON else value for key, value in data.items()}


def encode_view(view: GameView) -> JSONObject:
    """One seat's view as JSON data (secrets already HIDDEN by view_for)."""
    data: JSONObject = _VIEWS.dump_python([view], mode="json", fallback=_hidden_to_json)[0]
    return data


def decode_view(data: JSONObject) -> SharkView | CrewView:
    """The SharkView or CrewView a `state` message carries; raises ProtocolError."""
    try:
        plain = _unhide(data)
        act1, act2 = plain.get("act1"), plain.get("act2")
        if isinstance(act1, dict):
            plain["act1"] = _unhide(act1)
        view: SharkView | CrewView
        if plain.get("viewer") == "shark":
            view = _SHARK_VIEWS.validate_python([{**plain, "act2": None}])[0]
            if act2 is not None:
                shark_act2 = _SHARK_ACT2_VIEWS.validate_python([_unhide(act2)])[0]
                view = dataclasses.replace(view, act2=shark_act2)
        else:
            view = _CREW_VIEWS.validate_python([{**plain, "act2": None}])[0]
            if act2 is not None:
                crew_act2 = _CREW_ACT2_VIEWS.validate_python([_unhide(act2)])[0]
                view = dataclasses.replace(view, act2=crew_act2)
    except (ValidationError, AttributeError, TypeError) as exc:
        raise ProtocolError(f"the view is damaged ({type(exc).__name__})") from None
    return view


def encode_event(event: Event | TableNote) -> JSONObject:
    """A visible event: its sentence, and its data when it is an engine event."""
    kind: str = getattr(event, "kind", "note")
    if isinstance(event, TableNote) or kind == "table_note":
        return {"kind": kind, "text": str(event)}
    data: JSONObject = _EVENT.dump_python(event, mode="json")
    return {"kind": kind, "text": str(event), "data": data}


def decode_event(data: JSONObject) -> Event | None:
    """The engine event an encoded event carries (None for a table note)."""
    if "data" not in data:
        return None
    return _EVENT.validate_python(data["data"])


def view_json(view: GameView) -> str:
    """One seat's view as JSON text, by pydantic-core's serialiser (the host's hot path)."""
    return _VIEWS.dump_json([view], fallback=_hidden_to_json)[1:-1].decode()


def state(
    turn: str,
    view: str | GameView,
    events: Iterable[Event | TableNote],
    legal: Sequence[Action],
    boards: str = "",
    replay: str = "",
) -> str:
    """A `state` frame for one seat (`view` as a GameView or as its view_json; `boards` as
    encode_boards gives them and `replay` as encode_replay does, or "" for none)."""
    shown = view if isinstance(view, str) else view_json(view)
    events_json = json.dumps([encode_event(e) for e in events], separators=(",", ":"))
    legal_json = ACTION_LIST_ADAPTER.dump_json(list(legal)).decode()
    more = f',"boards":{boards}' if boards else ""
    more += f',"replay":{replay}' if replay else ""
    return (
        f'{{"v":{PROTOCOL_VERSION},"type":"state","turn":{json.dumps(turn)},"view":{shown},'
        f'"events":{events_json},"legal":{legal_json}{more}}}'
    )


_BOARDS: TypeAdapter[list[TurnContext]] = TypeAdapter(list[TurnContext])


def encode_boards(boards: Sequence[TurnContext]) -> str:
    """The public boards of past Shark turns as JSON text ("" for none)."""
    return _BOARDS.dump_json(list(boards)).decode() if boards else ""


def encode_replay(views: Sequence[GameView]) -> str:
    """The crew's views as past Shark turns began, as JSON text ("" for none)."""
    return "[" + ",".join(view_json(view) for view in views) + "]" if views else ""


def decode_replay(data: list[JSONObject]) -> list[Act1View]:
    """The boards of past Shark turns a `state` message carries for the replay; raises
    ProtocolError."""
    boards = [decode_view(item).act1 for item in data]
    if any(board is None for board in boards):
        raise ProtocolError("a board of a past Shark turn is not of Act 1")
    return [board for board in boards if board is not None]


def decode_boards(data: list[JSONObject]) -> list[TurnContext]:
    """The boards a `state` message carries; raises ProtocolError."""
    try:
        return _BOARDS.validate_python(data)
    except ValidationError:
        raise ProtocolError("the boards of past Shark turns are damaged") from None
