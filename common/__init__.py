"""Shared engine, saved games, CLI and bots for every tarsas game."""

__version__ = "0.1.0"
