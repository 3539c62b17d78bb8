"""A heuristic Puerto Rico player: the priorities a good player follows, from its seat's view.

Every decision scores the legal moves with a few transparent rules of thumb, all in one unit,
victory points expected by the end of the game:

- a barrel is worth about a VP (`GOOD_VALUE`), a doubloon what it buys (`Position.dv`);
- a building is worth its printed VP, plus what its function or production brings in per
  round (`per_round`), times the rounds the game is likely still to run (the horizon);
- a role is worth what it gives this seat (its privilege and the doubloons on the card
  included) less a share of what it gives the others;
- a colonist is worth the spot it fills: the half of a production pair (plantation +
  building), a beige building's function, a corn field, a quarry.

No lookahead and no state: it reads only the view (the other seats' VP stay unknown), so the
search bot can play whole rollouts with it.

The player is a package of rooms, the same in every game:

- `facts`: the game's facts as flat tables, read once at import, and the weights of the rules
  of thumb;
- `position`: what one decision reads of the table, computed once per view, and what the
  things on it are worth to this seat;
- `plans`: what a whole action is worth (a role for each seat);
- `choose`: every legal move's score, by kind of move;
- `reasons`: the words of a reason, and what of it the other seats may read (D-B-15);
- `player`: `HeuristicBot`, which chooses with `choose` and explains with `reasons`;
- `features`: a view as numbers for the learned player (`common.learned`), which is not a
  rule of thumb: its weights are fitted by `tarsas train`.
"""

from puertorico.ai.features import LEARNING
from puertorico.ai.player import HeuristicBot

__all__ = ["LEARNING", "HeuristicBot"]
