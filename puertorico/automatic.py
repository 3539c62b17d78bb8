"""What the Puerto Rico rules do by themselves after a move, for the log (issue 30 item 4).

The craftsman's production is no move of anyone's: when the phase begins every seat's staffed
plantations and buildings fill its barrels (a Factory pays doubloons with them), and a
prospector's doubloon comes with the role. Both are read off the reader's views before and
after the move; goods and doubloons are public, so every reader gets the same line.
"""

from __future__ import annotations

from common.contract import Lang
from common.plural import fill
from puertorico import data
from puertorico.moves import Move, PickRole, TakeGood
from puertorico.texts import texts
from puertorico.view import SeatView


def automatic(before: SeatView, after: SeatView, move: Move, lang: Lang) -> list[tuple[int, str]]:
    """(seat, sentence) for the goods each seat produced and the doubloons a role paid beyond
    what lay on it."""
    tx = texts(lang)
    mover = before.to_act
    lines = []
    for seat, (was, now) in enumerate(zip(before.players, after.players, strict=True)):
        gained = [max(0, b - a) for a, b in zip(was.goods, now.goods, strict=True)]
        if isinstance(move, TakeGood) and seat == mover:
            gained[data.GOOD_INDEX[move.good]] -= 1
        money = now.doubloons - was.doubloons
        if isinstance(move, PickRole) and seat == mover:
            money -= before.card_money[before.cards.index(move.card)]
        goods = ", ".join(f"{n} {tx.GOOD[data.GOODS[k]]}" for k, n in enumerate(gained) if n > 0)
        if goods:
            text = tx.AUTOMATIC["produced"].format(goods=goods)
            if money > 0:
                text += fill(tx.AUTOMATIC["and_money"], n=money)
            lines.append((seat, text))
        elif isinstance(move, PickRole) and seat == mover and money > 0:
            lines.append((seat, fill(tx.AUTOMATIC["privilege_money"], n=money)))
    return lines
