"""The one error a broken content file raises."""


class ContentError(Exception):
    """A content file is missing, is not valid TOML, or breaks a rule of the game data.

    The message is one line naming the file and the problem, fit to print as it is.
    """
