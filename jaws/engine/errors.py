"""The error the engine raises for an action the rules do not allow."""


class IllegalAction(Exception):
    """An action the rules refuse; `reason` is a sentence a player understands."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
