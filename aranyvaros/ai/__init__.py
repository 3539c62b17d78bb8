"""A heuristic Az Aranyváros player: a good player's priorities, from its seat's view only.

Every decision is scored in one currency, expected letters. A place is worth its reward (city
letters by building order, a key while an inner quarter still pays, a goods card by the
scorings its goods will still meet, a bonus card, coins, a terrain card), the scorings its river
or district will still bring (presence and majority, weighted by how likely each remaining
scoring card is to come up before the game ends), the bonus cards already held, the places it
opens and how much closer it brings the Golden City. A hand is worth the best builds it can pay
for (jokers included) plus the cards kept within the hand limit; a bid is the gain of the pair
to that hand minus the coins a displacement costs. No lookahead, no hidden card: everything is
read from the view, and the board's facts are tables built once at import.

The player is a package of rooms, the same in every game:

- `facts`: the game's facts as flat tables, read once at import, and the weights of the rules
  of thumb;
- `position`: what one decision reads of the table, computed once per view, and what the
  things on it are worth to this seat;
- `plans`: what a whole action is worth (a place to build, a hand's best builds);
- `choose`: every legal move's score, by kind of move;
- `reasons`: the words of a reason, and what of it the other seats may read (D-B-15);
- `player`: `HeuristicBot`, which chooses with `choose` and explains with `reasons`;
- `features`: a view as numbers for the learned player (`common.learned`), which is not a
  rule of thumb: its weights are fitted by `tarsas train`.
"""

from aranyvaros.ai.features import LEARNING
from aranyvaros.ai.player import HeuristicBot

__all__ = ["LEARNING", "HeuristicBot"]
