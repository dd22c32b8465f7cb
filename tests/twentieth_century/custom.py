"""Custom tile definitions for the spatial tests (spec §14.2: tests use their own tiles)."""

from __future__ import annotations

from typing import Any

DEFS: dict[str, Any] = {
    "layout_templates": {
        # a line from the west edge forks to two cities
        "FORK": {"nodes": {"j1": {"type": "junction", "pos": [0.3, 0.5]},
                           "c1": {"type": "city", "pos": [0.7, 0.25]},
                           "c2": {"type": "city", "pos": [0.7, 0.75]}},
                 "rails": [["W", "j1"], ["j1", "c1"], ["j1", "c2"]]},
        # three cities on one west-east line
        "LINE3": {"nodes": {"c1": {"type": "city", "pos": [0.2, 0.5]},
                            "c2": {"type": "city", "pos": [0.5, 0.5]},
                            "c3": {"type": "city", "pos": [0.8, 0.5]}},
                  "rails": [["W", "c1"], ["c1", "c2"], ["c2", "c3"], ["c3", "E"]]},
        # rails W-c1, d1-E and N-j1; the south edge is bare
        "BR": {"nodes": {"c1": {"type": "city", "pos": [0.25, 0.5]},
                         "d1": {"type": "end", "pos": [0.75, 0.5]},
                         "j1": {"type": "junction", "pos": [0.5, 0.2]}},
               "rails": [["W", "c1"], ["d1", "E"], ["N", "j1"]]},
    },
    "lands": [
        {"id": "X-FORK", "era": "I-II", "template": "FORK",
         "cities": {"c1": {"S": 2}, "c2": {"S": 2}}},
        {"id": "X-C", "era": "I-II", "template": "L", "cities": {"c1": {"S": 2}}},
        {"id": "X-D", "era": "I-II", "template": "A", "cities": {"c1": {"Q": 2}}},
        {"id": "X-FE", "era": "I-II", "template": "I", "cities": {"c1": {"S": 1}, "c2": {"S": 1}}},
        {"id": "X-LINE", "era": "I-II", "template": "LINE3",
         "cities": {"c1": {"M": 1}, "c2": {"M": 1}, "c3": {"M": 1}}},
        {"id": "X-BR1", "era": "I-II", "template": "BR", "cities": {"c1": {"M": 1}}},
        {"id": "X-BR2", "era": "I-II", "template": "BR", "cities": {"c1": {"M": 1}}},
        {"id": "X-A1", "era": "I-II", "template": "A", "cities": {"c1": {"M": 1}}},
        {"id": "X-A2", "era": "I-II", "template": "A", "cities": {"c1": {"M": 1}}},
        {"id": "X-A3", "era": "I-II", "template": "A", "cities": {"c1": {"M": 1}}},
        {"id": "X-A4", "era": "I-II", "template": "A", "cities": {"c1": {"M": 1}}},
        {"id": "X-A5", "era": "I-II", "template": "A", "cities": {"c1": {"M": 1}}},
        {"id": "X-PLANT", "era": "I-II", "template": "L",
         "cities": {"c1": {"Q": 1, "recycling": True}}},
    ],
    "technologies": [
        {"id": "TX-LAB", "era": "I-II", "name": "Lab",
         "parts": [{"kind": "institution", "commodity": "S", "bonus": 1,
                    "rail_edges": ["N", "E", "S", "W"]}], "eco": {}},
    ],
}
