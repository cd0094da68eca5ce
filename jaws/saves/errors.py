"""The save errors: every one is a sentence a player can read (and none quotes a secret)."""

from __future__ import annotations


class SaveError(Exception):
    """A save that cannot be written, found or loaded; the message is one sentence."""


class NeedsPassphrase(SaveError):
    """The save is sealed with the Shark's passphrase and none was given."""


class WrongPassphrase(SaveError):
    """The passphrase given does not open the save (the file is untouched)."""


class NeedsRewind(SaveError):
    """The save is an older point of a game that has a newer save: loading it is a rewind."""
