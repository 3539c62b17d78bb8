"""What every tarsas game shares: the engine contract and its regions, the session with undo
and saved games, the CLI and the line mode, the table policy both clients use, the computer
players and their search, benchmarks and tournaments; `common.tui` is the Textual app."""

__version__ = "0.1.0"
