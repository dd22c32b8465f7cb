"""20th Century data: tiles, technologies, catastrophes, scoring cards and tables (spec §15).

``RAW`` is the machine-readable block of spec §15.8 as Python data; :func:`load` turns such a
document (or a custom one: tests use their own tiles) into the immutable :class:`GameData`
the rules read. Node indices of a tile: 0-3 are the edge nodes N, E, S, W of the canonical
orientation, then the template's internal nodes in their listed order.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

EDGES = ("N", "E", "S", "W")
ERAS = ("I-II", "III-IV", "V")
ROUND_ERA = {1: "I-II", 2: "I-II", 3: "III-IV", 4: "III-IV", 5: "V"}
COMMODITIES = ("M", "S", "Q")
ONE_SHOT = ("population", "bridge", "sorted_waste", "park")
REUSABLE = ("locomotive", "garbage_transport", "recycling", "eco_investment", "qol_investment")
PART_KINDS = ("institution", *ONE_SHOT, *REUSABLE)
EDGE_POS = ((0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5))


@dataclass(frozen=True, slots=True)
class Node:
    """A node of a tile in canonical orientation; production only for cities."""

    id: str
    type: str
    """"edge", "city", "junction", "end" or "building"."""
    pos: tuple[float, float]
    prod: tuple[int, int, int] = (0, 0, 0)
    recycling: bool = False


@dataclass(frozen=True, slots=True)
class TileDef:
    id: str
    kind: str
    """"start", "land" or "institution"."""
    era: str
    nodes: tuple[Node, ...]
    rails: tuple[tuple[int, int], ...]
    cities: tuple[int, ...]
    """Node indices of the cities, in definition order."""
    index: Mapping[str, int]
    """Node id -> index (edge nodes by their canonical letters)."""
    commodity: int = -1
    """Institutions: 0 money, 1 science, 2 QoL."""
    bonus: int = 0
    is_land: bool = field(init=False, repr=False, compare=False)
    """Not an institution (derived once: the rules ask it on every walk of a region)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "is_land", self.kind != "institution")


@dataclass(frozen=True, slots=True)
class Part:
    kind: str
    cost: int = 0
    currency: str = ""
    """"M" or "S" for parts with a cost."""
    qol: int = 0


@dataclass(frozen=True, slots=True)
class TechDef:
    id: str
    era: str
    name: str
    parts: tuple[Part, ...]
    garbage: int
    pollution_left: int
    pollution_right: int
    tile: TileDef | None
    """The institution tile, if the technology is one."""


@dataclass(frozen=True, slots=True)
class Catastrophe:
    id: str
    era: str
    name: str
    columns: tuple[tuple[int, int], ...]
    """(garbage, pollution steps left) for columns 1..5."""


@dataclass(frozen=True)
class GameData:
    tiles: Mapping[str, TileDef]
    techs: Mapping[str, TechDef]
    catastrophes: Mapping[str, Catastrophe]
    price_track: Mapping[str, tuple[int, ...]]
    min_price: Mapping[str, int]
    pollution_value: Mapping[int, int]
    clean_value: Mapping[int, int]
    valid_columns: Mapping[int, tuple[int, ...]]
    ranking: Mapping[int, tuple[int, ...]]
    lands_per_round: Mapping[int, int]
    techs_per_round: Mapping[int, int]
    marker_start: Mapping[int, int]
    """0-based start space of the technology price marker."""
    scoring_cards: tuple[str, ...]
    custom: Mapping[str, Any] | None = None
    """The custom definitions this data was built with (written back into positions)."""
    lands_by_era: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    techs_by_era: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    cats_by_era: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


SCORING_CARDS = {"SC2-ECON": 2, "SC2-DOUBLE": 2, "SC2-CLEAN": 2,
                 "SC4-RECYCLE": 4, "SC4-ENVIRONMENT": 4, "SC4-LANDSCAPE": 4}


def _f(x: Any, what: str) -> float:
    if not isinstance(x, int | float) or isinstance(x, bool) or not 0 <= x <= 1:
        raise ValueError(f"{what}: a position must lie in [0, 1]")
    return float(x)


def _nat(x: Any, what: str) -> int:
    if not isinstance(x, int) or isinstance(x, bool) or x < 0:
        raise ValueError(f"{what} must be a non-negative whole number")
    return x


def _template_nodes(tpl: Mapping[str, Any], what: str) -> tuple[list[Node], dict[str, int],
                                                                  list[tuple[int, int]]]:
    nodes = [Node(e, "edge", EDGE_POS[i]) for i, e in enumerate(EDGES)]
    index = {e: i for i, e in enumerate(EDGES)}
    raw_nodes = tpl.get("nodes", {})
    if not isinstance(raw_nodes, dict):
        raise ValueError(f"{what}: nodes must be an object")
    for nid, nd in raw_nodes.items():
        if nid in index or not isinstance(nd, dict):
            raise ValueError(f"{what}: bad node {nid!r}")
        kind = nd.get("type")
        if kind not in ("city", "junction", "end", "building"):
            raise ValueError(f"{what}: node {nid!r} has an unknown type {kind!r}")
        pos = nd.get("pos")
        if not isinstance(pos, list | tuple) or len(pos) != 2:
            raise ValueError(f"{what}: node {nid!r} needs pos [u, v]")
        index[nid] = len(nodes)
        nodes.append(Node(nid, kind, (_f(pos[0], what), _f(pos[1], what))))
    rails = []
    for seg in tpl.get("rails", []):
        if (not isinstance(seg, list | tuple) or len(seg) != 2 or seg[0] not in index
                or seg[1] not in index or seg[0] == seg[1]):
            raise ValueError(f"{what}: bad rail {seg!r}")
        a, b = index[seg[0]], index[seg[1]]
        rails.append((min(a, b), max(a, b)))
    return nodes, index, rails


def _land(raw: Mapping[str, Any], templates: Mapping[str, Any]) -> TileDef:
    tid = raw.get("id")
    if not isinstance(tid, str) or not tid:
        raise ValueError("a land needs an id")
    tpl = templates.get(raw.get("template", ""))
    if tpl is None:
        raise ValueError(f"land {tid}: unknown template {raw.get('template')!r}")
    nodes, index, rails = _template_nodes(tpl, f"land {tid}")
    cities_raw = raw.get("cities", {})
    if not isinstance(cities_raw, dict):
        raise ValueError(f"land {tid}: cities must be an object")
    cities = []
    for i, nd in enumerate(nodes):
        if nd.type != "city":
            continue
        c = cities_raw.get(nd.id)
        if not isinstance(c, dict):
            raise ValueError(f"land {tid}: city {nd.id} has no production")
        prod = tuple(_nat(c.get(k, 0), f"land {tid} {nd.id} {k}") for k in COMMODITIES)
        nodes[i] = Node(nd.id, "city", nd.pos, prod, bool(c.get("recycling", False)))  # type: ignore[arg-type]
        cities.append(i)
    if set(cities_raw) - {nodes[i].id for i in cities}:
        raise ValueError(f"land {tid}: production for a node that is not a city")
    era = raw.get("era")
    if era not in ("start", *ERAS):
        raise ValueError(f"land {tid}: unknown era {era!r}")
    kind = "start" if era == "start" else "land"
    if any(nd.type == "building" for nd in nodes):
        raise ValueError(f"land {tid}: lands have no building")
    return TileDef(tid, kind, era, tuple(nodes), tuple(rails), tuple(cities), index)


def _part(raw: Any, what: str) -> tuple[Part, Mapping[str, Any]]:
    if not isinstance(raw, dict) or raw.get("kind") not in PART_KINDS:
        raise ValueError(f"{what}: unknown part {raw!r}")
    kind = raw["kind"]
    cost = _nat(raw.get("cost", 0), f"{what} cost")
    currency = raw.get("currency", "M" if kind == "qol_investment" else "")
    if kind in ("recycling", "eco_investment", "qol_investment") and currency not in ("M", "S"):
        raise ValueError(f"{what}: a {kind} part needs currency M or S")
    qol = _nat(raw.get("qol", 5 if kind == "qol_investment" else 0), f"{what} qol")
    return Part(kind, cost, currency or "", qol), raw


def _tech(raw: Mapping[str, Any]) -> TechDef:
    tid = raw.get("id")
    if not isinstance(tid, str) or not tid:
        raise ValueError("a technology needs an id")
    era = raw.get("era")
    if era not in ERAS:
        raise ValueError(f"technology {tid}: unknown era {era!r}")
    parts = []
    tile = None
    for k, p in enumerate(raw.get("parts", [])):
        part, praw = _part(p, f"technology {tid} part {k}")
        if part.kind == "institution":
            if tile is not None:
                raise ValueError(f"technology {tid}: one institution per tile")
            commodity = praw.get("commodity")
            if commodity not in COMMODITIES:
                raise ValueError(f"technology {tid}: commodity must be M, S or Q")
            edges = praw.get("rail_edges", [])
            if not isinstance(edges, list) or not set(edges) <= set(EDGES):
                raise ValueError(f"technology {tid}: bad rail_edges")
            nodes = [Node(e, "edge", EDGE_POS[i]) for i, e in enumerate(EDGES)]
            nodes.append(Node("b", "building", (0.5, 0.5)))
            index = {nd.id: i for i, nd in enumerate(nodes)}
            rails = tuple((EDGES.index(e), 4) for e in EDGES if e in edges)
            tile = TileDef(tid, "institution", era, tuple(nodes), rails, (), index,
                           COMMODITIES.index(commodity), _nat(praw.get("bonus", 1), "bonus"))
        parts.append(part)
    if not parts:
        raise ValueError(f"technology {tid} has no parts")
    eco = raw.get("eco", {})
    if not isinstance(eco, dict):
        raise ValueError(f"technology {tid}: eco must be an object")
    return TechDef(tid, era, str(raw.get("name", tid)), tuple(parts),
                   _nat(eco.get("garbage", 0), "garbage"),
                   _nat(eco.get("pollution_left", 0), "pollution_left"),
                   _nat(eco.get("pollution_right", 0), "pollution_right"), tile)


def _catastrophe(raw: Mapping[str, Any]) -> Catastrophe:
    cid = raw.get("id")
    if not isinstance(cid, str) or not cid:
        raise ValueError("a catastrophe needs an id")
    era = raw.get("era")
    if era not in ERAS:
        raise ValueError(f"catastrophe {cid}: unknown era {era!r}")
    cols = raw.get("columns")
    if not isinstance(cols, list) or len(cols) != 5 or not all(isinstance(c, dict) for c in cols):
        raise ValueError(f"catastrophe {cid}: needs 5 columns")
    return Catastrophe(cid, era, str(raw.get("name", cid)), tuple(
        (_nat(c.get("garbage", 0), "garbage"), _nat(c.get("pollution_left", 0), "pollution"))
        for c in cols))


def _merge(base: list[Any], extra: Any, what: str) -> list[Any]:
    """``base`` entries with the same id replaced by ``extra`` ones, new ids appended."""
    if extra is None:
        return list(base)
    if not isinstance(extra, list) or not all(isinstance(e, dict) for e in extra):
        raise ValueError(f"definitions.{what} must be a list of objects")
    out = {e["id"]: e for e in base}
    for e in extra:
        out[e.get("id")] = e
    return list(out.values())


def load(custom: Mapping[str, Any] | None = None, raw: Mapping[str, Any] | None = None
         ) -> GameData:
    """The game data from ``raw`` (default: the spec's) with ``custom`` definitions merged in:
    ``layout_templates`` (by name), ``lands``, ``technologies`` and ``catastrophes`` (by id;
    an entry with ``"remove": true`` drops that id). Raises ValueError naming the problem."""
    src = RAW if raw is None else raw
    c = dict(custom or {})
    if set(c) - {"layout_templates", "lands", "technologies", "catastrophes"}:
        raise ValueError(f"unknown definition keys {sorted(set(c) - {'layout_templates', 'lands', 'technologies', 'catastrophes'})}")
    templates = dict(src["layout_templates"])
    extra_t = c.get("layout_templates", {})
    if not isinstance(extra_t, dict):
        raise ValueError("definitions.layout_templates must be an object")
    templates.update(extra_t)
    lands = [e for e in _merge(src["lands"], c.get("lands"), "lands") if not e.get("remove")]
    techs = [e for e in _merge(src["technologies"], c.get("technologies"), "technologies")
             if not e.get("remove")]
    cats = [e for e in _merge(src["catastrophes"], c.get("catastrophes"), "catastrophes")
            if not e.get("remove")]
    tiles: dict[str, TileDef] = {}
    for e in lands:
        t = _land(e, templates)
        tiles[t.id] = t
    tech_defs: dict[str, TechDef] = {}
    for e in techs:
        td = _tech(e)
        if td.id in tiles or td.id in tech_defs:
            raise ValueError(f"duplicate tile id {td.id}")
        tech_defs[td.id] = td
        if td.tile is not None:
            tiles[td.id] = td.tile
    cat_defs = {k.id: k for k in (_catastrophe(e) for e in cats)}
    pt = src["pollution_track"]
    ppc = src["per_player_count"]
    return GameData(
        tiles=tiles, techs=tech_defs, catastrophes=cat_defs,
        price_track={k: tuple(v) for k, v in src["tech_price_track"].items()},
        min_price=dict(src["min_land_price"]),
        pollution_value={int(k): v for k, v in pt["value"].items()},
        clean_value={int(k): v for k, v in pt["clean_land_value"].items()},
        valid_columns={int(k): tuple(v) for k, v in src["valid_catastrophe_columns"].items()},
        ranking={int(k): tuple(v) for k, v in src["final_ranking_values"].items()},
        lands_per_round={int(k): v["lands_per_round"] for k, v in ppc.items()},
        techs_per_round={int(k): v["techs_per_round"] for k, v in ppc.items()},
        marker_start={int(k): v["tech_marker_start_space"] - 1 for k, v in ppc.items()},
        scoring_cards=tuple(sc["id"] for sc in src["scoring_cards"]),
        custom=dict(custom) if custom else None,
        lands_by_era={era: tuple(t.id for t in tiles.values() if t.era == era and t.is_land)
                      for era in ("start", *ERAS)},
        techs_by_era={era: tuple(t.id for t in tech_defs.values() if t.era == era)
                      for era in ERAS},
        cats_by_era={era: tuple(k.id for k in cat_defs.values() if k.era == era)
                     for era in ERAS},
    )


RAW: dict[str, Any] = {'layout_templates': {'A': {'nodes': {'c1': {'type': 'city', 'pos': [0.5, 0.5]}},
                            'rails': [['W', 'c1'], ['c1', 'E']]},
                      'B': {'nodes': {'c1': {'type': 'city', 'pos': [0.35, 0.35]}},
                            'rails': [['N', 'c1'], ['c1', 'W']]},
                      'C': {'nodes': {'c1': {'type': 'city', 'pos': [0.5, 0.28]},
                                      'j1': {'type': 'junction', 'pos': [0.5, 0.6]}},
                            'rails': [['W', 'j1'], ['j1', 'E'], ['j1', 'c1']]},
                      'D': {'nodes': {'c1': {'type': 'city', 'pos': [0.5, 0.3]},
                                      'c2': {'type': 'city', 'pos': [0.5, 0.7]}},
                            'rails': [['N', 'c1'], ['c1', 'c2'], ['c2', 'S']]},
                      'E': {'nodes': {'j1': {'type': 'junction', 'pos': [0.3, 0.5]},
                                      'c1': {'type': 'city', 'pos': [0.6, 0.28]},
                                      'c2': {'type': 'city', 'pos': [0.6, 0.72]}},
                            'rails': [['W', 'j1'],
                                      ['j1', 'c1'],
                                      ['j1', 'c2'],
                                      ['c1', 'E'],
                                      ['c2', 'S']]},
                      'F': {'nodes': {'c1': {'type': 'city', 'pos': [0.3, 0.3]},
                                      'c2': {'type': 'city', 'pos': [0.7, 0.7]}},
                            'rails': [['N', 'c1'], ['c2', 'E'], ['c2', 'S']]},
                      'G': {'nodes': {'c1': {'type': 'city', 'pos': [0.5, 0.5]}},
                            'rails': [['N', 'c1'], ['E', 'c1'], ['S', 'c1'], ['W', 'c1']]},
                      'H': {'nodes': {'c1': {'type': 'city', 'pos': [0.3, 0.5]},
                                      'd1': {'type': 'end', 'pos': [0.62, 0.5]},
                                      'c2': {'type': 'city', 'pos': [0.75, 0.22]}},
                            'rails': [['W', 'c1'], ['c1', 'd1'], ['N', 'c2']]},
                      'I': {'nodes': {'c1': {'type': 'city', 'pos': [0.3, 0.5]},
                                      'c2': {'type': 'city', 'pos': [0.7, 0.5]}},
                            'rails': [['W', 'c1'], ['c1', 'c2'], ['c2', 'E']]},
                      'J': {'nodes': {'j1': {'type': 'junction', 'pos': [0.5, 0.5]},
                                      'c1': {'type': 'city', 'pos': [0.75, 0.5]}},
                            'rails': [['N', 'j1'], ['j1', 'S'], ['j1', 'c1'], ['c1', 'E']]},
                      'K': {'nodes': {'c1': {'type': 'city', 'pos': [0.3, 0.4]},
                                      'c2': {'type': 'city', 'pos': [0.65, 0.28]},
                                      'd1': {'type': 'end', 'pos': [0.5, 0.72]}},
                            'rails': [['W', 'c1'], ['c1', 'c2'], ['c2', 'N'], ['S', 'd1']]},
                      'L': {'nodes': {'c1': {'type': 'city', 'pos': [0.75, 0.5]}},
                            'rails': [['N', 'S']]},
                      'START': {'nodes': {'c1': {'type': 'city', 'pos': [0.3, 0.3]},
                                          'c2': {'type': 'city', 'pos': [0.7, 0.3]},
                                          'c3': {'type': 'city', 'pos': [0.5, 0.72]}},
                                'rails': [['W', 'c1'],
                                          ['c1', 'c2'],
                                          ['c2', 'E'],
                                          ['c1', 'c3'],
                                          ['c3', 'S']]}},
 'lands': [{'id': 'S-1',
            'era': 'start',
            'template': 'START',
            'cities': {'c1': {'M': 1, 'S': 1, 'Q': 0, 'recycling': False},
                       'c2': {'M': 2, 'S': 1, 'Q': 0, 'recycling': False},
                       'c3': {'M': 0, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'S-2',
            'era': 'start',
            'template': 'START',
            'cities': {'c1': {'M': 1, 'S': 1, 'Q': 0, 'recycling': False},
                       'c2': {'M': 2, 'S': 1, 'Q': 0, 'recycling': False},
                       'c3': {'M': 0, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'S-3',
            'era': 'start',
            'template': 'START',
            'cities': {'c1': {'M': 1, 'S': 1, 'Q': 0, 'recycling': False},
                       'c2': {'M': 2, 'S': 1, 'Q': 0, 'recycling': False},
                       'c3': {'M': 0, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'S-4',
            'era': 'start',
            'template': 'START',
            'cities': {'c1': {'M': 1, 'S': 1, 'Q': 0, 'recycling': False},
                       'c2': {'M': 2, 'S': 1, 'Q': 0, 'recycling': False},
                       'c3': {'M': 0, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'S-5',
            'era': 'start',
            'template': 'START',
            'cities': {'c1': {'M': 1, 'S': 1, 'Q': 0, 'recycling': False},
                       'c2': {'M': 2, 'S': 1, 'Q': 0, 'recycling': False},
                       'c3': {'M': 0, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'L1-01',
            'era': 'I-II',
            'template': 'A',
            'cities': {'c1': {'M': 2, 'S': 0, 'Q': 0, 'recycling': False}}},
           {'id': 'L1-02',
            'era': 'I-II',
            'template': 'A',
            'cities': {'c1': {'M': 0, 'S': 2, 'Q': 0, 'recycling': False}}},
           {'id': 'L1-03',
            'era': 'I-II',
            'template': 'C',
            'cities': {'c1': {'M': 1, 'S': 1, 'Q': 0, 'recycling': False}}},
           {'id': 'L1-04',
            'era': 'I-II',
            'template': 'B',
            'cities': {'c1': {'M': 1, 'S': 0, 'Q': 2, 'recycling': False}}},
           {'id': 'L1-05',
            'era': 'I-II',
            'template': 'D',
            'cities': {'c1': {'M': 2, 'S': 0, 'Q': 0, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'L1-06',
            'era': 'I-II',
            'template': 'D',
            'cities': {'c1': {'M': 0, 'S': 2, 'Q': 0, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'L1-07',
            'era': 'I-II',
            'template': 'E',
            'cities': {'c1': {'M': 1, 'S': 0, 'Q': 1, 'recycling': False},
                       'c2': {'M': 0, 'S': 1, 'Q': 0, 'recycling': False}}},
           {'id': 'L1-08',
            'era': 'I-II',
            'template': 'F',
            'cities': {'c1': {'M': 2, 'S': 0, 'Q': 0, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'L1-09',
            'era': 'I-II',
            'template': 'G',
            'cities': {'c1': {'M': 3, 'S': 0, 'Q': 0, 'recycling': False}}},
           {'id': 'L1-10',
            'era': 'I-II',
            'template': 'H',
            'cities': {'c1': {'M': 0, 'S': 2, 'Q': 0, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 2, 'recycling': False}}},
           {'id': 'L1-11',
            'era': 'I-II',
            'template': 'I',
            'cities': {'c1': {'M': 2, 'S': 0, 'Q': 0, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 2, 'recycling': False}}},
           {'id': 'L1-12',
            'era': 'I-II',
            'template': 'J',
            'cities': {'c1': {'M': 0, 'S': 1, 'Q': 1, 'recycling': False}}},
           {'id': 'L1-13',
            'era': 'I-II',
            'template': 'A',
            'cities': {'c1': {'M': 0, 'S': 0, 'Q': 2, 'recycling': False}}},
           {'id': 'L1-14',
            'era': 'I-II',
            'template': 'C',
            'cities': {'c1': {'M': 0, 'S': 1, 'Q': 0, 'recycling': True}}},
           {'id': 'L1-15',
            'era': 'I-II',
            'template': 'K',
            'cities': {'c1': {'M': 1, 'S': 1, 'Q': 0, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 1, 'recycling': True}}},
           {'id': 'L1-16',
            'era': 'I-II',
            'template': 'L',
            'cities': {'c1': {'M': 0, 'S': 0, 'Q': 1, 'recycling': True}}},
           {'id': 'L3-01',
            'era': 'III-IV',
            'template': 'A',
            'cities': {'c1': {'M': 4, 'S': 0, 'Q': 0, 'recycling': False}}},
           {'id': 'L3-02',
            'era': 'III-IV',
            'template': 'A',
            'cities': {'c1': {'M': 0, 'S': 3, 'Q': 0, 'recycling': False}}},
           {'id': 'L3-03',
            'era': 'III-IV',
            'template': 'C',
            'cities': {'c1': {'M': 2, 'S': 0, 'Q': 1, 'recycling': False}}},
           {'id': 'L3-04',
            'era': 'III-IV',
            'template': 'B',
            'cities': {'c1': {'M': 0, 'S': 2, 'Q': 1, 'recycling': False}}},
           {'id': 'L3-05',
            'era': 'III-IV',
            'template': 'D',
            'cities': {'c1': {'M': 3, 'S': 0, 'Q': 0, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 2, 'recycling': False}}},
           {'id': 'L3-06',
            'era': 'III-IV',
            'template': 'D',
            'cities': {'c1': {'M': 0, 'S': 3, 'Q': 0, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'L3-07',
            'era': 'III-IV',
            'template': 'E',
            'cities': {'c1': {'M': 2, 'S': 1, 'Q': 0, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 2, 'recycling': False}}},
           {'id': 'L3-08',
            'era': 'III-IV',
            'template': 'F',
            'cities': {'c1': {'M': 3, 'S': 0, 'Q': 0, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 1, 'recycling': True}}},
           {'id': 'L3-09',
            'era': 'III-IV',
            'template': 'G',
            'cities': {'c1': {'M': 2, 'S': 2, 'Q': 0, 'recycling': False}}},
           {'id': 'L3-10',
            'era': 'III-IV',
            'template': 'H',
            'cities': {'c1': {'M': 0, 'S': 3, 'Q': 0, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'L3-11',
            'era': 'III-IV',
            'template': 'I',
            'cities': {'c1': {'M': 3, 'S': 0, 'Q': 0, 'recycling': False},
                       'c2': {'M': 0, 'S': 1, 'Q': 0, 'recycling': True}}},
           {'id': 'L3-12',
            'era': 'III-IV',
            'template': 'J',
            'cities': {'c1': {'M': 0, 'S': 0, 'Q': 3, 'recycling': False}}},
           {'id': 'L3-13',
            'era': 'III-IV',
            'template': 'A',
            'cities': {'c1': {'M': 1, 'S': 0, 'Q': 2, 'recycling': False}}},
           {'id': 'L3-14',
            'era': 'III-IV',
            'template': 'C',
            'cities': {'c1': {'M': 1, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'L3-15',
            'era': 'III-IV',
            'template': 'K',
            'cities': {'c1': {'M': 0, 'S': 2, 'Q': 1, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'L3-16',
            'era': 'III-IV',
            'template': 'L',
            'cities': {'c1': {'M': 0, 'S': 0, 'Q': 2, 'recycling': True}}},
           {'id': 'L5-01',
            'era': 'V',
            'template': 'G',
            'cities': {'c1': {'M': 3, 'S': 0, 'Q': 2, 'recycling': False}}},
           {'id': 'L5-02',
            'era': 'V',
            'template': 'A',
            'cities': {'c1': {'M': 0, 'S': 3, 'Q': 2, 'recycling': False}}},
           {'id': 'L5-03',
            'era': 'V',
            'template': 'D',
            'cities': {'c1': {'M': 4, 'S': 0, 'Q': 0, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 3, 'recycling': False}}},
           {'id': 'L5-04',
            'era': 'V',
            'template': 'E',
            'cities': {'c1': {'M': 0, 'S': 2, 'Q': 2, 'recycling': False},
                       'c2': {'M': 1, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'L5-05',
            'era': 'V',
            'template': 'I',
            'cities': {'c1': {'M': 3, 'S': 0, 'Q': 1, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 2, 'recycling': True}}},
           {'id': 'L5-06',
            'era': 'V',
            'template': 'J',
            'cities': {'c1': {'M': 0, 'S': 0, 'Q': 4, 'recycling': False}}},
           {'id': 'L5-07',
            'era': 'V',
            'template': 'H',
            'cities': {'c1': {'M': 2, 'S': 2, 'Q': 1, 'recycling': False},
                       'c2': {'M': 0, 'S': 0, 'Q': 0, 'recycling': True}}},
           {'id': 'L5-08',
            'era': 'V',
            'template': 'C',
            'cities': {'c1': {'M': 0, 'S': 0, 'Q': 3, 'recycling': True}}}],
 'technologies': [{'id': 'T1-01',
                   'era': 'I-II',
                   'name': 'Coal Mine',
                   'parts': [{'kind': 'institution',
                              'commodity': 'M',
                              'bonus': 1,
                              'rail_edges': ['N', 'S']}],
                   'eco': {'garbage': 1, 'pollution_left': 1, 'pollution_right': 0}},
                  {'id': 'T1-02',
                   'era': 'I-II',
                   'name': 'Copper Mine',
                   'parts': [{'kind': 'institution',
                              'commodity': 'M',
                              'bonus': 1,
                              'rail_edges': ['N', 'E', 'S']}],
                   'eco': {'garbage': 1, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T1-03',
                   'era': 'I-II',
                   'name': 'Chemistry Laboratory',
                   'parts': [{'kind': 'institution',
                              'commodity': 'S',
                              'bonus': 1,
                              'rail_edges': ['N', 'E']}],
                   'eco': {'garbage': 1, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T1-04',
                   'era': 'I-II',
                   'name': 'Physics Laboratory',
                   'parts': [{'kind': 'institution',
                              'commodity': 'S',
                              'bonus': 1,
                              'rail_edges': ['E', 'W']}],
                   'eco': {'garbage': 1, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T1-05',
                   'era': 'I-II',
                   'name': 'Hospital',
                   'parts': [{'kind': 'institution',
                              'commodity': 'Q',
                              'bonus': 1,
                              'rail_edges': ['N', 'E', 'S']}],
                   'eco': {'garbage': 1, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T1-06',
                   'era': 'I-II',
                   'name': 'Steam Locomotive',
                   'parts': [{'kind': 'locomotive'}],
                   'eco': {'garbage': 0, 'pollution_left': 1, 'pollution_right': 0}},
                  {'id': 'T1-07',
                   'era': 'I-II',
                   'name': 'Vaccination',
                   'parts': [{'kind': 'population'}],
                   'eco': {'garbage': 1, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T1-08',
                   'era': 'I-II',
                   'name': 'Iron Bridge',
                   'parts': [{'kind': 'bridge'}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T1-09',
                   'era': 'I-II',
                   'name': 'City Park',
                   'parts': [{'kind': 'park'}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 2}},
                  {'id': 'T1-10',
                   'era': 'I-II',
                   'name': 'Garbage Trucks',
                   'parts': [{'kind': 'garbage_transport'}],
                   'eco': {'garbage': 0, 'pollution_left': 1, 'pollution_right': 0}},
                  {'id': 'T1-11',
                   'era': 'I-II',
                   'name': 'Waste Sorting Campaign + Garbage Trucks',
                   'parts': [{'kind': 'sorted_waste'}, {'kind': 'garbage_transport'}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T1-12',
                   'era': 'I-II',
                   'name': 'Smoke Filters',
                   'parts': [{'kind': 'eco_investment', 'cost': 3, 'currency': 'M'}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 1}},
                  {'id': 'T3-01',
                   'era': 'III-IV',
                   'name': 'Gold Mine',
                   'parts': [{'kind': 'institution',
                              'commodity': 'M',
                              'bonus': 1,
                              'rail_edges': ['N', 'E', 'S', 'W']}],
                   'eco': {'garbage': 0, 'pollution_left': 1, 'pollution_right': 0}},
                  {'id': 'T3-02',
                   'era': 'III-IV',
                   'name': 'Research Institute',
                   'parts': [{'kind': 'institution',
                              'commodity': 'S',
                              'bonus': 1,
                              'rail_edges': ['N', 'E', 'S']}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T3-03',
                   'era': 'III-IV',
                   'name': 'Diesel Locomotive',
                   'parts': [{'kind': 'locomotive'}],
                   'eco': {'garbage': 0, 'pollution_left': 1, 'pollution_right': 0}},
                  {'id': 'T3-04',
                   'era': 'III-IV',
                   'name': 'Clinic',
                   'parts': [{'kind': 'institution',
                              'commodity': 'Q',
                              'bonus': 1,
                              'rail_edges': ['N', 'S']}],
                   'eco': {'garbage': 1, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T3-05',
                   'era': 'III-IV',
                   'name': 'University Hospital',
                   'parts': [{'kind': 'institution',
                              'commodity': 'Q',
                              'bonus': 1,
                              'rail_edges': ['N', 'E', 'S', 'W']}],
                   'eco': {'garbage': 1, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T3-06',
                   'era': 'III-IV',
                   'name': 'Recycling Centre',
                   'parts': [{'kind': 'recycling', 'cost': 3, 'currency': 'M'}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T3-07',
                   'era': 'III-IV',
                   'name': 'Composting',
                   'parts': [{'kind': 'recycling', 'cost': 3, 'currency': 'S'}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 1}},
                  {'id': 'T3-08',
                   'era': 'III-IV',
                   'name': 'Electric Railway',
                   'parts': [{'kind': 'locomotive'}, {'kind': 'bridge'}],
                   'eco': {'garbage': 1, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T3-09',
                   'era': 'III-IV',
                   'name': 'Modern Medicine + Waste Sorting',
                   'parts': [{'kind': 'population'}, {'kind': 'sorted_waste'}],
                   'eco': {'garbage': 1, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T3-10',
                   'era': 'III-IV',
                   'name': 'Nature Reserve',
                   'parts': [{'kind': 'park'}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 2}},
                  {'id': 'T3-11',
                   'era': 'III-IV',
                   'name': 'Culture and Leisure',
                   'parts': [{'kind': 'qol_investment', 'cost': 5, 'currency': 'M', 'qol': 5}],
                   'eco': {'garbage': 1, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T3-12',
                   'era': 'III-IV',
                   'name': 'Clean Energy',
                   'parts': [{'kind': 'eco_investment', 'cost': 4, 'currency': 'S'}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 1}},
                  {'id': 'T5-01',
                   'era': 'V',
                   'name': 'Medical Centre',
                   'parts': [{'kind': 'institution',
                              'commodity': 'Q',
                              'bonus': 1,
                              'rail_edges': ['N', 'E', 'S', 'W']}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T5-02',
                   'era': 'V',
                   'name': 'Suspension Bridge + Emission Limits',
                   'parts': [{'kind': 'bridge'},
                             {'kind': 'eco_investment', 'cost': 3, 'currency': 'M'}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T5-03',
                   'era': 'V',
                   'name': 'High-Speed Train + Population Growth',
                   'parts': [{'kind': 'locomotive'}, {'kind': 'population'}],
                   'eco': {'garbage': 1, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T5-04',
                   'era': 'V',
                   'name': 'Advanced Recycling + Waste Sorting',
                   'parts': [{'kind': 'recycling', 'cost': 2, 'currency': 'S'},
                             {'kind': 'sorted_waste'}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 1}},
                  {'id': 'T5-05',
                   'era': 'V',
                   'name': 'Welfare State',
                   'parts': [{'kind': 'qol_investment', 'cost': 5, 'currency': 'M', 'qol': 5}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 0}},
                  {'id': 'T5-06',
                   'era': 'V',
                   'name': 'Botanical Garden',
                   'parts': [{'kind': 'park'}],
                   'eco': {'garbage': 0, 'pollution_left': 0, 'pollution_right': 3}}],
 'catastrophes': [{'id': 'K1-1',
                   'era': 'I-II',
                   'name': 'Smog',
                   'columns': [{'garbage': 1, 'pollution_left': 2},
                               {'garbage': 1, 'pollution_left': 1},
                               {'garbage': 0, 'pollution_left': 2},
                               {'garbage': 0, 'pollution_left': 1},
                               {'garbage': 0, 'pollution_left': 0}]},
                  {'id': 'K1-2',
                   'era': 'I-II',
                   'name': 'Landfill Overflow',
                   'columns': [{'garbage': 3, 'pollution_left': 1},
                               {'garbage': 3, 'pollution_left': 0},
                               {'garbage': 2, 'pollution_left': 0},
                               {'garbage': 1, 'pollution_left': 0},
                               {'garbage': 0, 'pollution_left': 0}]},
                  {'id': 'K1-3',
                   'era': 'I-II',
                   'name': 'River Poisoning',
                   'columns': [{'garbage': 2, 'pollution_left': 1},
                               {'garbage': 2, 'pollution_left': 0},
                               {'garbage': 1, 'pollution_left': 1},
                               {'garbage': 1, 'pollution_left': 0},
                               {'garbage': 0, 'pollution_left': 0}]},
                  {'id': 'K3-1',
                   'era': 'III-IV',
                   'name': 'Acid Rain',
                   'columns': [{'garbage': 2, 'pollution_left': 2},
                               {'garbage': 1, 'pollution_left': 2},
                               {'garbage': 1, 'pollution_left': 1},
                               {'garbage': 0, 'pollution_left': 1},
                               {'garbage': 0, 'pollution_left': 0}]},
                  {'id': 'K3-2',
                   'era': 'III-IV',
                   'name': 'Oil Spill',
                   'columns': [{'garbage': 4, 'pollution_left': 1},
                               {'garbage': 3, 'pollution_left': 0},
                               {'garbage': 2, 'pollution_left': 0},
                               {'garbage': 1, 'pollution_left': 0},
                               {'garbage': 0, 'pollution_left': 0}]},
                  {'id': 'K3-3',
                   'era': 'III-IV',
                   'name': 'Chemical Leak',
                   'columns': [{'garbage': 3, 'pollution_left': 1},
                               {'garbage': 2, 'pollution_left': 1},
                               {'garbage': 2, 'pollution_left': 0},
                               {'garbage': 1, 'pollution_left': 0},
                               {'garbage': 0, 'pollution_left': 0}]},
                  {'id': 'K5-1',
                   'era': 'V',
                   'name': 'Ozone Hole',
                   'columns': [{'garbage': 2, 'pollution_left': 3},
                               {'garbage': 1, 'pollution_left': 2},
                               {'garbage': 0, 'pollution_left': 2},
                               {'garbage': 0, 'pollution_left': 1},
                               {'garbage': 0, 'pollution_left': 0}]},
                  {'id': 'K5-2',
                   'era': 'V',
                   'name': 'Nuclear Accident',
                   'columns': [{'garbage': 4, 'pollution_left': 1},
                               {'garbage': 3, 'pollution_left': 1},
                               {'garbage': 2, 'pollution_left': 1},
                               {'garbage': 1, 'pollution_left': 0},
                               {'garbage': 0, 'pollution_left': 0}]},
                  {'id': 'K5-3',
                   'era': 'V',
                   'name': 'Climate Change',
                   'columns': [{'garbage': 2, 'pollution_left': 3},
                               {'garbage': 2, 'pollution_left': 2},
                               {'garbage': 1, 'pollution_left': 1},
                               {'garbage': 0, 'pollution_left': 1},
                               {'garbage': 0, 'pollution_left': 0}]}],
 'tech_price_track': {'I-II': [4, 3, 2, 1, 0], 'III-IV': [5, 4, 3, 1, 0], 'V': [6, 5, 3, 2, 0]},
 'min_land_price': {'I-II': 2, 'III-IV': 3, 'V': 4},
 'pollution_track': {'min': -6,
                     'max': 6,
                     'start': 0,
                     'value': {'-6': -10,
                               '-5': -8,
                               '-4': -6,
                               '-3': -4,
                               '-2': -2,
                               '-1': 0,
                               '0': 0,
                               '1': 0,
                               '2': 2,
                               '3': 4,
                               '4': 6,
                               '5': 8,
                               '6': 10},
                     'clean_land_value': {'-6': 2,
                                          '-5': 2,
                                          '-4': 2,
                                          '-3': 2,
                                          '-2': 3,
                                          '-1': 3,
                                          '0': 3,
                                          '1': 3,
                                          '2': 3,
                                          '3': 4,
                                          '4': 4,
                                          '5': 4,
                                          '6': 4}},
 'valid_catastrophe_columns': {'3': [1, 3, 5], '4': [1, 2, 3, 5], '5': [1, 2, 3, 4, 5]},
 'scoring_cards': [{'id': 'SC2-ECON', 'round': 2, 'formula': 'money_income + science_income'},
                   {'id': 'SC2-DOUBLE', 'round': 2, 'formula': 'qol_score'},
                   {'id': 'SC2-CLEAN', 'round': 2, 'formula': '6 * clean_lands'},
                   {'id': 'SC4-RECYCLE',
                    'round': 4,
                    'formula': '2 * active_recycling_plants + money_income'},
                   {'id': 'SC4-ENVIRONMENT',
                    'round': 4,
                    'formula': 'max(0, pollution_value) + qol_income'},
                   {'id': 'SC4-LANDSCAPE',
                    'round': 4,
                    'formula': 'clean_lands * clean_land_value - total_garbage + science_income'}],
 'final_ranking_values': {'3': [8, 5, 0], '4': [8, 5, 3, 0], '5': [8, 5, 3, 1, 0]},
 'final_land_value': {'garbage_0': 'clean_land_value',
                      'garbage_1': 0,
                      'garbage_n_ge_2': '-5 * (n - 1)'},
 'per_player_count': {'3': {'lands_per_round': 5,
                            'techs_per_round': 4,
                            'tech_marker_start_space': 2},
                      '4': {'lands_per_round': 6,
                            'techs_per_round': 5,
                            'tech_marker_start_space': 1},
                      '5': {'lands_per_round': 8,
                            'techs_per_round': 6,
                            'tech_marker_start_space': 1}}}


DEFAULT = load()
"""The spec's data (every game without custom definitions shares it)."""
