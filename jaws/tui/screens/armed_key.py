"""A key that counts only once its screen has waited, untouched: the hand-off curtain, a
public card and the game-over screen. Each is shown at the end of a move, when keys typed for
that move may still be coming: the app's `curtain_delay` seconds (read from its
`curtain_clock`, which tests move by hand) must pass with no key before the screen's own key
counts, and a key pressed before that starts the wait again."""

from __future__ import annotations

from jaws.tui.host_protocol import host_of


class ArmedKey:
    """Mixed into a screen: `arm` on mount and at each key too early, `is_armed` before
    acting on the screen's key."""

    armed_at: float | None = None  # when the key starts to count (None: not yet shown)

    def arm(self) -> None:
        """Start (or restart) the wait before the screen's key counts."""
        app = host_of(self)
        self.armed_at = app.curtain_clock() + app.curtain_delay

    def is_armed(self) -> bool:
        """Whether the screen has waited long enough, untouched, for its key to count."""
        return self.armed_at is not None and host_of(self).curtain_clock() >= self.armed_at
