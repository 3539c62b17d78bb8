"""The heuristic San Juan / ANNO XVII player: the priorities a good player follows, from its
seat's view only.

Every legal move gets a score in victory points (higher is better) from a few transparent
rules of thumb: what a building is worth to this city by the end of the game (its points, its
effect times the rounds still to come, a six-cost building's bonus for the city it will have),
what a card in hand is worth (a future building, or only money, less near the end and beyond
the hand limit), and what a role or an event gives this seat against what it gives the others.
Card facts come from the building type and the San Juan effect it has (rulings §2.7), so one
player serves both rulesets; ANNO's own buildings and its six events have values of their own.
No lookahead, and it never sees a hidden card.

The player is a package of rooms, the same in every game:

- `facts`: the game's facts as flat tables, read once at import, and the weights of the rules
  of thumb;
- `position`: what one decision reads of the table, computed once per view, and what the
  things on it are worth to this seat;
- `plans`: what a whole action is worth (a role or an event for this seat against the others);
- `choose`: every legal move's score, by kind of move;
- `reasons`: the words of a reason, and what of it the other seats may read (D-B-15);
- `features`: a view as numbers for the learned player (`common.learned`), which is not a
  rule of thumb: its weights are fitted by `tarsas train`;
- `player`: `HeuristicBot`, which chooses with `choose` and explains with `reasons`; the
  decisions the search spends its budget on (`worth_searching`).
"""

from sanjuan.ai.facts import CLS, EFFECT, TRADE
from sanjuan.ai.features import learning
from sanjuan.ai.player import ROLLOUT_SCALE, HeuristicBot, worth_searching

__all__ = [
    "CLS", "EFFECT", "ROLLOUT_SCALE", "TRADE", "HeuristicBot", "learning", "worth_searching",
]  # fmt: skip
