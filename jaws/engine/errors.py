"""The error the engine raises for an action the rules do not allow."""


class IllegalAction(Exception):
    """An action the rules refuse; `reason` is a sentence a player understands.
    `from_the_rules` is False for a refusal that is not the rules' (a joined device that has
    lost its host): the app then names no rules section beside it."""

    from_the_rules = True

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
