"""Every question the Ginkgopolis table asks of the rules (pure; the table's model caches the
answers per position and viewer): what the viewer's hand and screen show, whose decision is
pending, where a card acts, the squares a token may move to, what the fitted city must show,
whether a card's whereabouts are public, who leads each district, each seat's status line,
and what a selection would do.

:func:`preview` plays the seat's candidate card (and tile) on a clone through the real
resolution (``resolution.start_action`` and ``resolution.run``) and reads the events, so
the preview can never disagree with the rules: the square it acts on, whether it falls back
to Exploit (5.4.4), what it pays and what it gains (bonuses of the tableau included).
Decisions met on the way (the resource-or-tile choice, the token square, contributions) are
skipped: the choice is reported as such, the rest does not change what the seat gains.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.engine.decisions import Decision, DecisionStack
from game.engine.protocol import Event, Viewer

from ..data import (
    CARD_BY_NAME,
    CARD_NAMES,
    CARD_TRIGGER,
    TILE_BY_NAME,
    TILE_NAMES,
    URB0,
    discards_seven,
)
from . import resolution
from .geometry import token_destinations
from .scoring import Buildings, numbered, places
from .state import GState, Square

ITEMS = ("resources", "tiles", "vp")


@dataclass(frozen=True)
class Preview:
    kind: str
    """"exploit", "urbanize" or "buildup": what the action turns out to be."""
    square: Square | None
    """Where it acts: the building a Building card names, the token square of an
    Urbanization card."""
    fallback: bool = False
    """A tile was chosen but cannot be paid: the card is exploited instead (5.4.4)."""
    choice: bool = False
    """An Urbanization card exploited: the seat will choose a resource or a tile."""
    gains: dict[str, int] = field(default_factory=dict)
    """Items the seat gains (resources, tiles, vp), bonuses included."""
    pay_resources: int = 0
    """Resources placed on the building net of the seat's own returned ones, plus the
    colour-change resource."""
    pay_vp: int = 0
    returned: tuple[int, int] | None = None
    """(previous owner, resources) given back to another seat, with as many VP."""


def target(s: GState, card: str) -> Square | None:
    """The square a card names: its building, or its Urbanization token."""
    c = CARD_BY_NAME[card]
    if c < URB0:
        return s.top_at[c]
    if c < URB0 + 12:
        return s.tokens[c - URB0]
    return None


def preview(s: GState, seat: int, card: str, tile: str | None) -> Preview:
    """What ``seat`` playing ``card`` (with ``tile``, or alone) would do now, as if its
    action were resolved on this state."""
    c = CARD_BY_NAME[card]
    if not 0 <= c < URB0 + 12:
        raise ValueError(f"{card} is not a Building or Urbanization card")
    square = target(s, card)
    t = s.clone()
    t.quiet = False
    t.decisions = DecisionStack()
    if c in t.hands[seat]:
        t.hands[seat].remove(c)
    t.card[seat] = c
    t.tile[seat] = -1
    if tile is not None:
        tid = TILE_BY_NAME[tile]
        if tid in t.screen_tiles[seat]:
            t.screen_tiles[seat].remove(tid)
        t.tile[seat] = tid
    ev: list[Event] = []
    resolution.start_action(t, seat, ev)
    choice = False
    for _ in range(64):  # every pause pops one decision; an action has only a few
        if resolution.run(t, ev):
            break
        while t.decisions.items:
            choice = t.decisions.pop().kind == "exploit_choice" or choice
    gains = dict.fromkeys(ITEMS, 0)
    kind = "exploit"
    fallback = False
    pay_res = pay_vp = 0
    returned = None
    for e in ev:
        if e.kind == "gain" and e.player == seat:
            gains[e.data["item"]] += e.data["count"]
        elif e.kind == "draw_tile" and e.player == seat:
            gains["tiles"] += 1  # each tile drawn is its own (private) event
        elif e.kind == "fallback":
            fallback = True
        elif e.kind == "urbanize":
            kind = "urbanize"
            pay_res += 1
        elif e.kind == "build_up":
            kind = "buildup"
            data = e.data
            pay_res += data["height"] + data["colour_cost"]
            pay_vp += data["vp_cost"]
            if data["returned_player"] == seat:
                pay_res -= data["returned"]
            elif data["returned_player"] is not None:
                returned = (data["returned_player"], data["returned"])
    return Preview(kind, square, fallback, choice, {k: v for k, v in gains.items() if v},
                   pay_res, pay_vp, returned)


# --- the viewer's own things -------------------------------------------------------------------

def own_seat(s: GState, viewer: Viewer) -> int | None:
    """The viewer as a seat with a private view of its own (not Hal, not the public
    view); None when it has none."""
    if viewer is None or not 0 <= viewer < s.n or viewer == s.hal:
        return None
    return viewer


@dataclass(frozen=True)
class Screen:
    """What the viewer reads behind its own screen."""

    drafting: bool
    """The Character draft is on: its hand row is the packet, its tableau what it kept."""
    resources: int
    vp: int
    contributed: int
    """Tiles it gave so far to the first-exhaustion refill (its own secret)."""


def screen(s: GState, viewer: Viewer) -> Screen | None:
    """The viewer's own screen (None for the public view and Hal)."""
    seat = own_seat(s, viewer)
    if seat is None:
        return None
    return Screen(s.phase == "draft", s.screen_res[seat], s.vp[seat], len(s.contrib[seat]))


def deciding_seat(s: GState) -> int | None:
    """The seat whose decision is pending (None: the game is over)."""
    d = s.decisions.top
    return None if d is None else d.seat


def decision_for(s: GState, viewer: Viewer) -> Decision | None:
    """The pending decision when ``viewer`` is the seat that takes it, else None."""
    d = s.decisions.top
    return d if d is not None and viewer is not None and d.seat == viewer else None


def cards_shown(s: GState, viewer: Viewer) -> list[str]:
    """The viewer's hand row: its draft packet while drafting (sorted), else its hand (in
    the order drawn); nothing for the public view or Hal."""
    seat = own_seat(s, viewer)
    if seat is None:
        return []
    if s.phase == "draft":
        return [CARD_NAMES[c] for c in sorted(s.packets[seat])]
    return [CARD_NAMES[c] for c in s.hands[seat]]


def tiles_shown(s: GState, viewer: Viewer) -> list[str]:
    """The tiles behind the viewer's screen, sorted."""
    seat = own_seat(s, viewer)
    if seat is None:
        return []
    return [TILE_NAMES[t] for t in sorted(s.screen_tiles[seat])]


def tile_row(s: GState, viewer: Viewer) -> list[tuple[str, bool]]:
    """The viewer's tiles as its screen's row shows them, by colour and number: those
    behind its screen (False) and, at the first exhaustion, those it has given already
    but not yet revealed (True), each where it lay, so the row does not move under the
    mouse while tiles are given one by one."""
    seat = own_seat(s, viewer)
    if seat is None:
        return []
    row = [(t, False) for t in s.screen_tiles[seat]] + [(t, True) for t in s.contrib[seat]]
    return [(TILE_NAMES[t], given) for t, given in sorted(row)]


def tableau_shown(s: GState, viewer: Viewer) -> list[int]:
    """The viewer's own tableau; while drafting, the Characters it kept so far (its own
    secret until the draft ends). Nothing for the public view or Hal."""
    seat = own_seat(s, viewer)
    if seat is None:
        return []
    return list(s.kept[seat]) if s.phase == "draft" else list(s.tableaux[seat])


def pick_shown(s: GState, viewer: Viewer) -> tuple[str, str | None] | None:
    """The card (and tile) the viewer committed this selection, while the others still
    choose; None when it has not chosen or the selection is over."""
    seat = own_seat(s, viewer)
    if seat is None or s.phase != "select" or s.card[seat] < 0:
        return None
    tile = s.tile[seat]
    return CARD_NAMES[s.card[seat]], None if tile < 0 else TILE_NAMES[tile]


def tableau_rows(tableau: Iterable[int]) -> list[list[str]]:
    """A tableau by bonus trigger: Exploit, Urbanize, Build-Up, then the cards without a
    trigger (they score at the end); Characters first in each row, then by number."""
    rows: list[list[str]] = [[], [], [], []]
    for c in tableau:
        trig = CARD_TRIGGER[c]
        rows[trig if trig >= 0 else 3].append(CARD_NAMES[c])
    for r in rows:
        r.sort(key=lambda n: (CARD_BY_NAME[n] < 72, CARD_BY_NAME[n]))
    return rows


# --- the city ------------------------------------------------------------------------------------

def hal_target(s: GState, card: str) -> Square | None:
    """Where the card given to Hal would have him act: its building or its token."""
    return target(s, card)


def token_targets(s: GState, viewer: Viewer) -> list[Square]:
    """The legal squares of the token move ``viewer`` decides now (none otherwise)."""
    d = decision_for(s, viewer)
    if d is None or d.kind != "move_token":
        return []
    return token_destinations(s.stacks, s.tokens, d.data["letter"], (d.data["x"], d.data["y"]))[0]


def world_squares(s: GState, viewer: Viewer) -> list[Square]:
    """What the fitted city shows: the buildings, the tokens and the squares a token move
    ``viewer`` decides may go to."""
    return (list(s.stacks) + [t for t in s.tokens if t is not None]
            + token_targets(s, viewer))


@dataclass(frozen=True)
class District:
    """A district (8.2) as the table marks it: its buildings, colour and number (as the
    results name it: "Red district 2"), the seat that would score it first now (None
    while nobody owns a building of it), the resources in it and the leader's."""

    squares: tuple[Square, ...]
    colour: int
    number: int
    leader: int | None
    total: int
    lead: int


def district_leaders(city: Buildings) -> list[District]:
    """Every district with its leader: the first place of 8.2 (the most resources; ties go
    to the taller building, then the higher number)."""
    out: list[District] = []
    for colour, number, group in numbered(city):
        ranked = places(city, group)
        total = sum(len(city.stacks[q]) for q in group if city.owner[q] >= 0)
        leader, lead = (ranked[0][0], ranked[0][3]) if ranked else (None, 0)
        out.append(District(tuple(group), colour, number, leader, total, lead))
    return out


def card_public(s: GState, viewer: Viewer, name: str) -> bool:
    """Whether ``viewer`` may see where card ``name`` is now: in the city (a building's
    top), the discard pile, a tableau, its own hand, or revealed on a seat's slot (Hal's
    always, its own, and every seat whose action was revealed this resolution)."""
    c = CARD_BY_NAME[name]
    if c in s.discard or any(c in tab for tab in s.tableaux):
        return True
    if c < 60 and any(c in stack for stack in s.stacks.values()):
        return True
    if viewer is not None and 0 <= viewer < s.n and c in s.hands[viewer]:
        return True
    for q in range(s.n):
        if s.card[q] == c and (q == s.hal or q == viewer or (
                s.phase == "resolve" and (q - s.first) % s.n <= s.resolved)):
            return True
    return False


# --- the seats' panels ---------------------------------------------------------------------------

def hal(s: GState) -> tuple[int, bool] | None:
    """Hal's seat and whether he plays at the expert level (None: no Hal)."""
    return None if s.hal < 0 else (s.hal, s.expert)


def first_player(s: GState) -> int | None:
    """The seat holding the first-player marker (None in solo: Hal's game has none)."""
    return None if s.hal >= 0 else s.first


def new_hands(s: GState, seat: int) -> int | None:
    """The New Hand tokens ``seat`` has left (None in solo, where there is no New Hand)."""
    return None if s.hal >= 0 else s.new_hand[seat]


@dataclass(frozen=True)
class Counts:
    """What every seat may know of a seat (2.2): its hand and tile counts (a committed tile
    or a contribution not yet revealed still counts), resources behind its screen, VP and
    New Hand tokens. Hal (``hal``) shows his stock of resources and his VP only."""

    hal: bool
    hand: int
    tiles: int
    resources: int
    vp: int
    new_hand: int | None
    """None in solo (no New Hand)."""


def public_counts(s: GState, seat: int) -> Counts:
    if seat == s.hal:
        return Counts(True, 0, 0, s.general[seat], s.vp[seat], None)
    return Counts(False, len(s.hands[seat]), len(s.screen_tiles[seat]), s.screen_res[seat],
                  s.vp[seat], new_hands(s, seat))


def seat_status(s: GState, seat: int) -> tuple[str, int] | None:
    """A seat's status in the round: ("chosen", 0) once it selected (multiplayer), ("kept",
    n) Characters while drafting, ("acting", 0) while its action resolves; else None."""
    if s.phase == "select" and s.hal < 0:
        return ("chosen", 0) if (seat - s.first) % s.n < s.resolved else None
    if s.phase == "draft":
        return "kept", len(s.kept[seat])
    if s.phase == "resolve" and s.active == seat:
        return "acting", 0
    return None



# --- what lies openly on the table (2.2) ------------------------------------------------------

@dataclass(frozen=True)
class Facts:
    """The public state of the game's supplies: the round (or the draft), the deck's size,
    the discard pile (face up, bottom to top), the tiles left in the supply, and a warning
    when the game is near its end: ``"low_refill"`` (the supply is about to run out and will
    be refilled by the players' gifts), ``"low_end"`` (about to run out, and running out
    ends the game: solo, or the second time), ``"last_round"`` (the end was triggered)."""

    round: int
    drafting: bool
    deck: int
    supply: int
    pile: tuple[str, ...]
    warning: str | None
    solo: bool
    sets_aside: bool
    """A rebuilt deck sets 7 cards aside face up (2-3 players and solo, 5.7)."""


def supply_low(s: GState) -> bool:
    """The tile supply is about to run out: fewer tiles than two per seat, as many as one
    round's draws can take (Exploits of blue buildings, bonuses, Hal's tile)."""
    return s.phase != "draft" and s.exhaustions < 2 and len(s.supply) < 2 * s.n


def facts(s: GState) -> Facts:
    warning = None
    if s.end_triggered and s.phase != "over":
        warning = "last_round"
    elif supply_low(s) and s.phase != "over":
        warning = "low_end" if s.hal >= 0 or s.exhaustions == 1 else "low_refill"
    return Facts(s.round, s.phase == "draft", len(s.deck), len(s.supply),
                 tuple(CARD_NAMES[c] for c in s.discard), warning, s.hal >= 0,
                 discards_seven(s.n))


# --- what a decision would bring (the Hint's reasons) --------------------------------------------

def urbanize_gains(s: GState, sq: Square) -> dict[str, int]:
    """What an Urbanize on ``sq`` would bring from the buildings next to it (5.4.2 step 5):
    resources, tiles and VP by the colours and heights of its neighbours."""
    gains = dict.fromkeys(ITEMS, 0)
    for colour, height in resolution.adjacent_gains(s, sq):
        gains[ITEMS[colour]] += height
    return {k: v for k, v in gains.items() if v}


def payable(s: GState, seat: int, card: str, tile: str | None) -> bool:
    """Whether ``seat`` could pay the action of ``card`` played with ``tile`` if it resolved
    on this state: an Urbanize needs a resource behind the screen, a Build-Up its resources
    and VP (5.4.3). A card alone (an Exploit) is always payable; an unpayable tile falls back
    to Exploit (5.4.4), so committing it is wasted effort. The same test as the resolution's
    (``resolution.start_action``)."""
    if tile is None:
        return True
    c = CARD_BY_NAME[card]
    if c >= URB0:
        return s.screen_res[seat] >= 1
    sq = s.top_at[c]
    if sq is None:
        return False
    return resolution.buildup_cost(s, seat, sq, TILE_BY_NAME[tile])[3]


@dataclass(frozen=True)
class HalPlay:
    """What Hal would do with a card given to him (10.2 step 5, before his tile is
    known): Urbanize on ``square`` for ``vp`` VP, or Build-Up on the building at
    ``square`` (he keeps the card), giving ``returned`` resources (and as many VP) back to
    ``owner`` when it is not his."""

    kind: str
    square: Square | None
    vp: int = 0
    owner: int | None = None
    returned: int = 0


def hal_play(s: GState, card: str) -> HalPlay:
    c = CARD_BY_NAME[card]
    sq = target(s, card)
    if c >= URB0:
        return HalPlay("urbanize", sq, sum(h for _, h in resolution.adjacent_gains(s, sq))
                       if sq is not None else 0)
    if sq is None:
        return HalPlay("buildup", None)
    owner = s.owner[sq]
    if owner < 0 or owner == s.hal:
        return HalPlay("buildup", sq)
    return HalPlay("buildup", sq, 0, owner, len(s.stacks[sq]))


# --- the rules reference -----------------------------------------------------------------------

HELP_TOPICS = {"draft": "draft", "select": "selection", "hal_card": "solo",
               "exploit_choice": "exploit", "move_token": "urbanize", "contribute": "supply"}
"""The rules reference's section for each decision."""


def help_topic(s: GState) -> str:
    """The section of the rules reference for this moment: the pending decision's (a solo
    selection: the solo rules), the final scoring once the game is over, else the round."""
    if s.phase == "over":
        return "scoring"
    d = s.decisions.top
    if d is None:
        return "round"
    if d.kind == "select" and s.hal >= 0:
        return "solo"
    return HELP_TOPICS.get(d.kind, "round")
