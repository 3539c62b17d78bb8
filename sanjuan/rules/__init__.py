"""San Juan and ANNO XVII rules: their phases and steps, declared for the shared turn engine
(`common.turns`), and the rules core's API: `to_act`, `legal_moves`, `apply`.

A round is a sequence of role picks (`pick`, a decision phase); each role opens a turn phase
in which every seat, clockwise from the chooser, walks the steps of its turn (`turns`). ANNO
XVII is San Juan plus its own steps and phases (its buildings' steps, the events, the Tavern
and the Pawnshop), not a fork: both rulesets run through the same steps, and a step of a
building that is not in the game never applies. The modules, by phase:

| module | holds |
|---|---|
| `queries` | limits, build costs and options, what a seat can produce and sell |
| `working_copy` | the state's mutable twin while `apply` runs, and its card moves |
| `turns` | each phase's turn steps per ruleset, and how a turn begins |
| `roles` | the pick, how a role's phase opens and ends, the round end |
| `round_start` | the draft, Office, Chapel and Bank, the hand limit; discards and swaps |
| `builder` | the builder's build and payment, ANNO's Reconstruction |
| `producer` | the producer's goods |
| `trader` | the trader's sales and income, ANNO's Harbour |
| `councillor` | the councillor's draw and keeps, ANNO's Pawnshop fills |
| `prospector` | the Gold mine and ANNO's Colony |
| `offers` | the optional card gains (Carpenter, Poor house, Well, markets, …) |
| `events` | ANNO's events and the Tavern |
"""

from __future__ import annotations

from collections.abc import Callable

from common.turns import Phase, Step, TurnEngine
from sanjuan.moves import Move
from sanjuan.rules import (
    builder,
    councillor,
    events,
    offers,
    producer,
    prospector,
    roles,
    round_start,
    trader,
)
from sanjuan.rules.queries import (
    build_cost,
    build_options,
    councillor_counts,
    hand_limit,
    production_limit,
    sales_limit,
)
from sanjuan.rules.turns import OFFERS, STEPS, TURN_STEPS, turn_of
from sanjuan.rules.working_copy import Work
from sanjuan.state import IDLE, State

__all__ = [
    "ENGINE",
    "OFFERS",
    "STEPS",
    "TURN_STEPS",
    "apply",
    "build_cost",
    "build_options",
    "councillor_counts",
    "hand_limit",
    "legal_moves",
    "production_limit",
    "sales_limit",
    "start",
    "to_act",
]


SjPhase = Phase[State, Work, Move]
SjStep = Step[State, Work, Move]


def _turns(
    name: str,
    seats: Callable[[State], tuple[int, ...]] | None,
    end: Callable[[Work], str] = roles.after_role,
    begin: Callable[[Work], None] | None = None,
) -> SjPhase:
    """Turn phase `name`: each seat's turn is its steps from `TURN_STEPS`."""
    return Phase(begin=begin, seats=seats, turn=turn_of(name), end=end)


def _offer(applies: Callable[[State, int], bool] | None = None) -> SjStep:
    """An optional card gain: `take` or `pass`, taken or lapsing without asking (R-SJ-23)."""
    return Step(applies=applies, auto=offers.take_or_lapse, moves=offers.offer, play=offers.answer)


_DISCARD_OWED: SjStep = Step(
    applies=round_start.owes, moves=round_start.discards, play=round_start.discard
)
_SWAP: SjStep = Step(applies=round_start.has_cards, moves=round_start.swaps, play=round_start.swap)
_KEEP_FOUND: SjStep = Step(
    applies=prospector.has_found, moves=prospector.finds, play=prospector.keep_found
)

ENGINE: TurnEngine[State, Work, Move] = TurnEngine(
    Work.thaw,
    phases={
        "draft": _turns("draft", None, end=roles.after_draft),
        "pick": Phase(decision=Step(moves=roles.picks, play=roles.pick), actor=roles.picker),
        "office": _turns("office", round_start.office_seats, end=roles.after_office),
        "chapel": _turns("chapel", round_start.chapel_seats, end=roles.after_chapel),
        "hand_limit": _turns("hand_limit", round_start.limit_seats, end=roles.after_hand_limit),
        "builder": _turns("builder", roles.everyone, end=roles.after_builder),
        "producer": _turns("producer", roles.everyone),
        "trader": _turns("trader", roles.everyone, end=roles.after_trader, begin=roles.reveal_tile),
        "councillor": _turns("councillor", roles.everyone),
        "pawnshop": _turns("pawnshop", councillor.pawnshop_fills, end=roles.after_pawnshop),
        "prospector": _turns("prospector", roles.prospectors),
        "tavern": _turns("tavern", events.tavern_owners),
        "fire": _turns("fire", events.everyone),
        "industrialisation": _turns("industrialisation", events.everyone),
        "taxation": _turns("taxation", events.the_others),
        "revolution": _turns("revolution", events.everyone),
        "reconstruction": _turns("reconstruction", events.everyone),
        "democracy": _turns("democracy", events.the_activator),
        "over": Phase(terminal=True),
    },
    steps={
        # round start
        "draft": _DISCARD_OWED,
        "limit": _DISCARD_OWED,
        "office": _SWAP,
        "chapel": Step(
            applies=round_start.has_cards, moves=round_start.tucks, play=round_start.tuck
        ),
        "bank": Step(
            applies=round_start.may_bank, moves=round_start.deposits, play=round_start.deposit
        ),
        # builder
        "build": Step(moves=builder.builds, play=builder.build),
        "pay": Step(
            applies=builder.owes,
            settle=builder.pay_at_once,
            moves=builder.payments,
            play=builder.pay,
        ),
        "carpenter": _offer(offers.carpenter),
        "poor_house": _offer(offers.poor_house),
        # producer
        "produce": Step(
            applies=producer.may_produce, moves=producer.productions, play=producer.produce
        ),
        "well": _offer(offers.two_goods),
        # trader
        "sell": Step(applies=trader.may_sell, moves=trader.sales, play=trader.sell),
        "income": Step(auto=trader.draw_income),
        "harbour": Step(applies=trader.has_sold, moves=trader.harbour_choices, play=trader.stow),
        "market_stand": _offer(offers.two_goods),
        "market_hall": _offer(offers.one_good),
        # councillor
        "council_draw": Step(
            applies=councillor.may_draw, moves=councillor.draw_or_pass, play=councillor.draw
        ),
        "keep": Step(applies=councillor.has_pending, moves=councillor.keeps, play=councillor.keep),
        "discard": _DISCARD_OWED,
        "pawnshop": _offer(offers.empty_pawnshop),
        # prospector
        "prospector": _offer(),
        "gold": Step(
            applies=prospector.may_dig, moves=prospector.reveal_or_pass, play=prospector.gold
        ),
        "gold_keep": _KEEP_FOUND,
        "colony": Step(
            applies=prospector.may_reveal, moves=prospector.reveal_or_pass, play=prospector.colony
        ),
        "colony_keep": _KEEP_FOUND,
        # ANNO's Tavern and events
        "tavern": _offer(),
        "fire": Step(applies=events.has_city, moves=events.fires, play=events.fire),
        "industry": Step(auto=events.industrialise),
        "tax": Step(
            applies=round_start.has_cards, moves=round_start.discards, play=round_start.discard
        ),
        "revolution": _SWAP,
        "rebuild": Step(moves=builder.rebuilds, play=builder.rebuild),
        "democracy": Step(moves=events.roles_picked, play=roles.rerun),
    },
    idle_turn=IDLE,
)
"""The phases and steps of both rulesets (ARCHITECTURE §2a)."""


def start(setup: State) -> State:
    """Run the automatic steps of a freshly set-up game (the draft's first turn)."""
    return ENGINE.start(setup)


to_act = ENGINE.to_act
"""Who decides now; None once the game is over."""
legal_moves = ENGINE.legal_moves
"""Every legal move, in a deterministic order; empty only when the game is over."""
apply = ENGINE.apply
"""Play a move; raises IllegalMove when it is not legal here."""
