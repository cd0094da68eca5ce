"""Jaws: the 2019 Ravensburger board game in the terminal."""

__version__ = "0.1.0"
