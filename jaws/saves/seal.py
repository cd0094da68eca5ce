"""Sealed saves: the secret part of a save is encrypted, authenticated and padded.

A sealed save keeps its public header readable (listing needs no key) and puts the action log
and the snapshot in `sealed`: AES-GCM over the padded JSON body, with the header as associated
data, so neither part can be read or changed without the key. The body is padded to a multiple
of PAD_BUCKET bytes, so the file's size does not tell how many private steps the Shark took.

The key comes from one of two places:

- a passphrase the Shark chose (scrypt with a per-game salt kept in the header), derived once
  per game opened, so each save costs no more than the encryption itself;
- for an AI Shark (or a human Shark who has not chosen yet), a random key in a per-user key
  file outside the save folder (JAWS_KEY_FILE, else the user's config folder), mode 0600.

It guards against a glance at a file, not against a lab: whoever can read the key file (the
same computer account) or guess the passphrase can open the save.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

from jaws.saves.errors import SaveError, WrongPassphrase
from jaws.small_files import FileRefused, read_small_file

SealKind = Literal["passphrase", "keyfile"]
KEY_FILE_ENV = "JAWS_KEY_FILE"
KEY_FILE_NAME = "ai-shark.key"
PAD_BUCKET = 64 * 1024
SCRYPT_N = 2**15
SCRYPT_R = 8
SCRYPT_P = 1
_NONCE_BYTES = 12
_KEY_BYTES = 32
_KEY_FILE_BYTES = 256
MAX_PASSPHRASE = 1024
WRONG_PASSPHRASE = "That passphrase does not open this game."
PASSPHRASE_TRIES = 3  # passphrases a resume takes before it gives up (the app and `jaws resume`)


@dataclass(frozen=True)
class Seal:
    """The key a game's saves are sealed with, and what the header says about it.

    `tag` is public: the scrypt salt (passphrase) or a short fingerprint of the key (key file),
    so a save sealed with another key file is told apart from a damaged one.
    """

    kind: SealKind
    key: bytes
    tag: str

    def __repr__(self) -> str:  # never show the key
        return f"Seal(kind={self.kind!r}, tag={self.tag!r})"


def _scrypt(passphrase: str, salt: bytes) -> bytes:
    kdf = Scrypt(salt=salt, length=_KEY_BYTES, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P)
    return kdf.derive(passphrase.encode("utf-8"))


def _passphrase_check(key: bytes) -> str:
    """A short public value the passphrase's key gives, kept in the tag after the salt: a
    wrong passphrase is told apart from an edited save (both failed to open, and an edited
    save opened with the right passphrase was answered "That passphrase does not open this
    game": stop-33 playtest). Testing a guess against it costs the same scrypt as against the
    sealed part, so it gives a guesser nothing new."""
    return hashlib.sha256(b"jaws-passphrase-check:" + key).hexdigest()[:16]


def passphrase_seal(passphrase: str, tag: str | None = None) -> Seal:
    """A seal from the Shark's passphrase: a new game's (fresh salt) or a saved one's (`tag`:
    the salt, and since stop 34 ":" and the key's check). Raises WrongPassphrase when the
    check says the passphrase is not the one the game was sealed with."""
    if not passphrase or len(passphrase) > MAX_PASSPHRASE:
        raise ValueError(f"a passphrase has 1 to {MAX_PASSPHRASE} characters")
    check = None
    if tag is None:
        salt = secrets.token_bytes(16)
    else:
        salt_hex, _, check = tag.partition(":")
        try:
            salt = bytes.fromhex(salt_hex)
        except ValueError:
            raise SaveError("The save's seal is damaged (its salt is not hex).") from None
    key = _scrypt(passphrase, salt)
    if check and check != _passphrase_check(key):
        raise WrongPassphrase(WRONG_PASSPHRASE)
    # A saved game keeps its tag: one sealed before the check goes on without one.
    return Seal("passphrase", key, tag or f"{salt.hex()}:{_passphrase_check(key)}")


def is_checked(seal: Seal) -> bool:
    """True for a passphrase seal whose tag holds the key's check (so the key is right)."""
    return seal.kind == "passphrase" and ":" in seal.tag


def key_file_path() -> Path:
    """Where the per-user AI Shark key lives: $JAWS_KEY_FILE, else the user's config folder."""
    env = os.environ.get(KEY_FILE_ENV)
    if env:
        return Path(env)
    import platformdirs

    return platformdirs.user_config_path("jaws") / KEY_FILE_NAME


def _fingerprint(key: bytes) -> str:
    return hashlib.sha256(b"jaws-key-id:" + key).hexdigest()[:16]


def _read_key(path: Path) -> bytes | None:
    try:
        text = read_small_file(path, _KEY_FILE_BYTES)
    except FileRefused as refused:
        if refused.why == "missing":
            return None
        if refused.why in ("folder", "special"):  # a FIFO or device would block or never end
            raise SaveError(f"The key file {path} is not a regular file.") from None
        if refused.why == "large":
            raise SaveError(
                f"The key file {path} is damaged; move it away to make a new one."
            ) from None
        raise SaveError(f"Cannot read the key file {path}: {refused.detail}.") from None
    try:
        key = binascii.unhexlify(text.strip())
    except (binascii.Error, ValueError):
        key = b""
    if len(key) != _KEY_BYTES:
        raise SaveError(f"The key file {path} is damaged; move it away to make a new one.")
    return key


def keyfile_seal(create: bool = True) -> Seal:
    """The seal of the per-user key file, made (mode 0600) on first use if `create`."""
    path = key_file_path()
    key = _read_key(path)
    if key is None:
        if not create:
            raise SaveError(f"There is no key file {path} on this computer.")
        key = _create_key(path)
    return Seal("keyfile", key, _fingerprint(key))


def _create_key(path: Path) -> bytes:
    key = secrets.token_bytes(_KEY_BYTES)
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # another Jaws made it a moment ago
        made = _read_key(path)
        if made is None:
            raise SaveError(f"Cannot make the key file {path}.") from None
        return made
    except OSError as exc:
        raise SaveError(f"Cannot make the key file {path}: {exc.strerror or exc}.") from None
    with os.fdopen(fd, "wb") as handle:
        handle.write(key.hex().encode() + b"\n")
        handle.flush()
        os.fsync(handle.fileno())
    return key


def seal_body(seal: Seal, body: bytes, associated: bytes) -> str:
    """The padded, encrypted body as text (base64 of nonce + ciphertext)."""
    padded = body + b" " * (-len(body) % PAD_BUCKET)
    nonce = secrets.token_bytes(_NONCE_BYTES)
    sealed = AESGCM(seal.key).encrypt(nonce, padded, associated)
    return base64.b64encode(nonce + sealed).decode("ascii")


def open_body(seal: Seal, text: str, associated: bytes) -> bytes:
    """The body a sealed text holds; raises WrongPassphrase or ValueError."""
    try:
        raw = base64.b64decode(text.encode("ascii"), validate=True)
    except (binascii.Error, ValueError, UnicodeEncodeError):
        raise ValueError("it is damaged (its sealed part is not base64)") from None
    if len(raw) <= _NONCE_BYTES:
        raise ValueError("it is damaged (its sealed part is too short)")
    try:
        return AESGCM(seal.key).decrypt(raw[:_NONCE_BYTES], raw[_NONCE_BYTES:], associated)
    except InvalidTag:
        if seal.kind == "passphrase" and not is_checked(seal):
            raise WrongPassphrase(WRONG_PASSPHRASE) from None
        raise ValueError("it has been tampered with (its sealed part does not open)") from None
