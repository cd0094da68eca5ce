"""The shipped Act 1 content matches content-reference.md sections 1-3."""

from __future__ import annotations

import tomllib

from jaws.content import content_root, default_content, load_content

ACT1 = default_content().act1

# content-reference.md section 1, copied table by table.
WATER_ADJ = {
    "1": {"2", "3", "N", "5"},
    "2": {"1", "4", "6", "E"},
    "3": {"1", "4", "W", "7"},
    "4": {"2", "3", "S", "8"},
    "N": {"1", "5", "6"},
    "6": {"2", "N", "E"},
    "E": {"2", "6", "8"},
    "8": {"4", "E", "S"},
    "S": {"4", "8", "7"},
    "7": {"3", "S", "W"},
    "W": {"3", "7", "5"},
    "5": {"1", "W", "N"},
}
LAND_ADJ = {
    "Shop": {"N", "6", "S", "7", "5"},
    "N": {"5", "6", "Shop"},
    "6": {"N", "E", "8", "S", "Shop"},
    "E": {"6", "8"},
    "8": {"E", "6", "S"},
    "S": {"8", "6", "Shop", "7"},
    "7": {"S", "Shop", "5", "W"},
    "W": {"7", "5"},
    "5": {"W", "7", "Shop", "N"},
}


def test_every_shipped_toml_file_parses_and_the_whole_content_loads() -> None:
    root = content_root()
    files = sorted(root.rglob("*.toml"))
    assert {p.name for p in files} >= {"board.toml", "components.toml", "events.toml"}
    for path in files:
        with path.open("rb") as handle:
            assert isinstance(tomllib.load(handle), dict)
    loaded = load_content(root)
    assert loaded.act1.cards.keys() == ACT1.cards.keys()
    assert len(loaded.digest) == 16


def test_spaces_water_and_land() -> None:
    assert len(ACT1.board.spaces) == 13
    assert set(ACT1.water_spaces) == set(WATER_ADJ)
    assert set(ACT1.land_spaces) == set(LAND_ADJ)
    assert ACT1.beaches == ("N", "E", "S", "W")
    assert ACT1.board.docks == ["5", "8"] and ACT1.board.shop == "Shop"
    assert sorted(ACT1.board.beach_closing_spaces) == ["6", "7"]
    names = ACT1.space_names
    assert names["6"] == "Mayor's Office" and names["7"] == "Amity P.D."
    start = ACT1.board.start
    assert (start.quint, start.hooper, start.brody) == ("8", "5", "7")


def test_water_adjacency_is_the_reference_table_with_20_edges() -> None:
    assert {s: set(n) for s, n in ACT1.water_adj.items()} == WATER_ADJ
    assert len(ACT1.board.water_edges) == 20
    assert sum(len(n) for n in ACT1.water_adj.values()) == 40


def test_land_adjacency_is_the_reference_table_with_16_edges() -> None:
    assert {s: set(n) for s, n in ACT1.land_adj.items()} == LAND_ADJ
    assert len(ACT1.board.land_edges) == 16
    assert sum(len(n) for n in ACT1.land_adj.values()) == 32


def test_adjacency_is_symmetric() -> None:
    for adj in (ACT1.water_adj, ACT1.land_adj):
        for space, neighbours in adj.items():
            assert space not in neighbours
            for other in neighbours:
                assert space in adj[other], (space, other)


def test_components_and_budgets() -> None:
    comp = ACT1.components
    assert (comp.swimmers, comp.barrels, comp.barrels_on_orca) == (16, 8, 2)
    assert (comp.shark_actions, comp.crew_actions) == (3, 4)
    assert (comp.hooper_move_spaces, comp.speed_burst_spaces) == (2, 3)
    assert (comp.swimmer_track_max, comp.standalone_shark_win, comp.barrels_to_end_act) == (9, 7, 2)
    assert (comp.house.michael_value, comp.house.knock_in_climb_cost) == (2, 2)
    assert [p.id for p in comp.powers] == [
        "feeding_frenzy",
        "evasive_moves",
        "out_of_sight",
        "speed_burst",
    ]
    assert ACT1.events.shark_alert_track == 3


def test_event_card_effects_match_the_reference() -> None:
    cards = ACT1.cards
    assert [c.name for c in (cards[11], cards[13], cards[14], cards[15])] == ["Shark Alert!"] * 4
    assert cards[1].knock_ins and cards[2].crew_choice_extra_actions == 1
    assert cards[3].docks_closed and cards[4].mayor_closes_beach
    assert cards[5].brody_hooper_to_dock and cards[5].shark_extra_actions == 1
    assert cards[6].reopen_beaches and cards[7].place_michael and cards[8].free_dock_actions
    assert cards[9].hooper_extra_actions == 1 and cards[10].quint_extra_actions == 1
    assert cards[12].crew_to_busiest_beach and cards[16].helicopter
    for card in cards.values():
        assert card.text and "\n" not in card.name
