"""Each seat on its own device: a host that owns the games, clients that join with a code.

    protocol.py  the JSON messages (versioned, validated, size-capped), views and events on the wire
    store.py     the host's SQLite file: games, sealed action logs, join codes
    host.py      the asyncio websockets server: `jaws host`
    client.py    the headless client: `jaws join` with a bot in the seat

Only a seat's own view, its visible events and (on its turn) its legal actions ever go on the
wire, so the crew's machine never receives the Shark's secrets at all.
"""
