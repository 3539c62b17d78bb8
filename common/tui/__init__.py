"""The Textual app of `tarsas` (ARCHITECTURE §6): setup, table, curtain, help, game over.

`app` holds the `TarsasApp` and the entry point; `setup`, `table`, `gameover` and `dialogs` are
its screens, which reach the app only through the `host` protocol and messages. The table
screen (`table`) is composed of parts that draw themselves: `table_parts` (status, notice,
board, log, news, own panel, since your turn) and `choosing.ChoicePanel` (the list of moves,
hints, the compound `editor`), placed by `table.tcss`; `logview` words the log. `widgets`
holds the small widgets; `text` every UI string. The table's sequence and the policy the app
shares with the line mode (next step, curtains, undo plans, computer players, setup from
arguments) is `common.table_control`.
"""
