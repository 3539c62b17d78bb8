"""Why the heuristic chose a move, in the ruleset's own names (Hungarian and English), and
what of it the other seats may read (D-B-15).
"""

from __future__ import annotations

from common.botbase import Reason
from common.wording import hu_article
from sanjuan import data, text_en, text_hu
from sanjuan.ai.facts import CATHEDRAL
from sanjuan.ai.plans import Context
from sanjuan.moves import (
    Build,
    Burn,
    Deposit,
    Discard,
    Done,
    Draw,
    Keep,
    Move,
    Pass,
    Pay,
    PayGood,
    PickEvent,
    PickRole,
    Produce,
    Reveal,
    Sell,
    Stow,
    Take,
    Tuck,
)


def _the(name: str, capital: bool = False) -> str:
    """A Hungarian name with its article: "a Könyvtár", "az Ezüstolvasztó"."""
    article = hu_article(name)
    return f"{article.capitalize() if capital else article} {name}"


def _names(ctx: Context) -> tuple[dict[str, str], dict[str, str]]:
    return text_hu.NAMES[ctx.view.ruleset], text_en.NAMES[ctx.view.ruleset]


def _named(ctx: Context, effect: str) -> tuple[str, str]:
    """The ruleset's names of the building with this effect (Chapel, Black market, …)."""
    t = data.cardset(ctx.view.ruleset).type_with_function(effect)
    hu, en = _names(ctx)
    return hu[t], en[t]


def _good_names(building: str) -> tuple[str, str]:
    """The good a production building holds, by name: a reason names the good, not the
    building it lies on."""
    good = data.TYPES[building].good or ""
    return text_hu.GOOD.get(good, good), text_en.GOOD.get(good, good)


def explain(ctx: Context, move: Move) -> Reason:
    hu, en = _names(ctx)
    step = ctx.view.step
    match move:
        case PickRole(role, library):
            return _explain_role(ctx, role, library and "library" in ctx.effects)
        case PickEvent(event):
            return _explain_event(ctx, event)
        case Build(building, over, _):
            worth = ctx.worth(building)
            if step == "rebuild":
                return Reason(
                    f"{hu[building]}: ingyen épület az Újjáépítéssel",
                    f"{en[building]}: a free building from the Reconstruction",
                )
            if over:
                crane_hu, crane_en = _named(ctx, "crane")
                return Reason(
                    f"{hu[building]} {_the(hu[over])} helyére ({crane_hu}): kb. {worth:.0f} GyP",
                    f"{en[building]} over the {en[over]} ({crane_en}): about {worth:.0f} VP",
                )
            if building == CATHEDRAL:
                return Reason(
                    f"{hu[building]} középről: kb. {worth:.0f} GyP",
                    f"the {en[building]} from the middle: about {worth:.0f} VP",
                )
            return Reason(
                f"{hu[building]}: kb. {worth:.0f} GyP-t ér a városban",
                f"{en[building]}: worth about {worth:.0f} VP to the city",
            )
        case Pay(card):
            return Reason(
                f"a legkevésbé hasznos lappal fizet: {hu[card]}",
                f"pays with the least useful card: {en[card]}",
            )
        case PayGood(building):
            market_hu, market_en = _named(ctx, "black_market")
            return Reason(
                f"lap helyett árut ad ({market_hu}): {hu[building]}",
                f"pays with a good instead of a card ({market_en}): {en[building]}",
            )
        case Produce(building):
            good_hu, good_en = _good_names(building)
            return Reason(
                f"{good_hu}: a legértékesebb áru, amit termelhet",
                f"{good_en}: the most valuable good it can produce",
            )
        case Sell("pawnshop"):
            return Reason(
                f"{_the(hu['pawnshop'], True)} lapja mindig 2 lapot ér",
                f"the {en['pawnshop']} card always sells for 2",
            )
        case Sell(building):
            good_hu, good_en = _good_names(building)
            return Reason(
                f"{good_hu}: a legdrágább áru, amit eladhat",
                f"{good_en}: the dearest good it can sell",
            )
        case Keep(card):
            return Reason(f"a leghasznosabb lap: {hu[card]}", f"the most useful card: {en[card]}")
        case Discard(card) if step in ("office", "revolution"):
            return Reason(
                f"lecseréli a kevéssé hasznos lapot: {hu[card]}",
                f"swaps a card of little use: {en[card]}",
            )
        case Discard(card):
            return Reason(
                f"a legkevésbé hasznos lap megy: {hu[card]}",
                f"the least useful card goes: {en[card]}",
            )
        case Tuck(card):
            chapel_hu, chapel_en = _named(ctx, "chapel")
            return Reason(
                f"1 GyP {_the(chapel_hu)} alatt: {hu[card]}",
                f"1 VP under the {chapel_en}: {en[card]}",
            )
        case Deposit(card):
            return Reason(
                f"1 GyP {_the(hu['bank'])} alatt, lapként kevesebbet ér: {hu[card]}",
                f"1 VP under the {en['bank']}, worth less as a card: {en[card]}",
            )
        case Stow():
            return Reason(f"1 GyP {_the(hu['harbour'])} alatt", f"1 VP under the {en['harbour']}")
        case Burn(building, _):
            return Reason(
                f"a legkisebb veszteség: {hu[building]}", f"the smallest loss: {en[building]}"
            )
        case Take():
            return Reason("ingyen lap", "a free card")
        case Reveal():
            return Reason("ingyen lap esélye", "a chance of a free card")
        case Draw():
            return Reason("új lap a kézbe", "a new card for the hand")
        case Done():
            return Reason("nincs több, ami megérné", "nothing more worth doing")
        case Pass() if step == "build":
            return Reason("most egyik építés sem éri meg", "no build is worth it now")
    return Reason("nem éri meg", "not worth it")


def shared_reason(ctx: Context, move: Move, reason: Reason) -> Reason:
    """What the other seats may read of a reason (D-B-15): all of it, unless it rests on
    cards only this seat sees (a hand card paid, kept, discarded, tucked or banked, the
    building the Builder or the Reconstruction is picked for, a build's worth, which counts
    the hand)."""
    match move:
        case PickEvent("reconstruction"):
            words_hu, words_en = EVENT_WORDS["reconstruction"]
            name_hu, name_en = text_hu.EVENT["reconstruction"], text_en.EVENT["reconstruction"]
            public = Reason(f"{name_hu}: {words_hu}", f"{name_en}: {words_en}")
            return Reason(reason.hu, reason.en, public.hu, public.en)
        case Pay() | Keep() | Discard() | Tuck() | Deposit() | PickRole("builder", _):
            return reason
        case Build() if ctx.view.step != "rebuild":
            return reason
    return reason.for_everyone()


def _explain_role(ctx: Context, role: str, library: bool) -> Reason:
    hu, en = _names(ctx)
    role_hu, role_en = text_hu.ROLE[role], text_en.ROLE[role]
    privilege = 1 + library
    if role == "builder":
        best = ctx.best_build(privilege)[1]
        if best:
            text = Reason(f"{role_hu}: {hu[best]} építése", f"{role_en}: builds the {en[best]}")
        else:
            text = Reason(
                f"{role_hu}: a többieknek ez ér a legkevesebbet",
                f"{role_en}: gives the others the least",
            )
    elif role == "producer":
        text = Reason(
            f"{role_hu}: áru az üres termelőépületekre",
            f"{role_en}: goods on the empty production buildings",
        )
    elif role == "trader":
        text = Reason(f"{role_hu}: az áruk eladása", f"{role_en}: sells the goods")
    elif role == "councillor":
        draws = 2 + 3 * privilege
        text = Reason(
            f"{role_hu}: {draws} lapból választ", f"{role_en}: chooses from {draws} cards"
        )
    else:
        text = Reason(f"{role_hu}: ingyen lap", f"{role_en}: a free card")
    if library:
        library_hu, library_en = _named(ctx, "library")
        return Reason(
            f"{text.hu}, {_the(library_hu)} miatt dupla privilégium",
            f"{text.en}, double privilege from the {library_en}",
        )
    return text


EVENT_WORDS = {
    "fire": ("a többieknek többet árt", "hurts the others more"),
    "industrialisation": ("3 új lap", "3 new cards"),
    "taxation": ("a többiek vesztenek egy lapot", "the others lose a card"),
    "revolution": ("lecseréli a haszontalan lapjait", "swaps the useless cards"),
    "democracy": ("egy szerep még egyszer, a kiváltsággal", "a role once more, with the privilege"),
    "reconstruction": ("ingyen építés", "a free build"),
}


def _explain_event(ctx: Context, event: str) -> Reason:
    hu, en = _names(ctx)
    name_hu, name_en = text_hu.EVENT[event], text_en.EVENT[event]
    if event == "reconstruction":
        options = sorted(t for t in set(ctx.hand) if ctx.rebuildable(t))
        if options:
            best = max(options, key=ctx.rebuild_score)
            return Reason(f"{name_hu}: {hu[best]} ingyen", f"{name_en}: the {en[best]} for free")
    words_hu, words_en = EVENT_WORDS[event]
    return Reason(f"{name_hu}: {words_hu}", f"{name_en}: {words_en}")
