"""The Shark's own map shows its plan so far: planned meals leave the beach; the crew's does not."""

from jaws.engine import apply, new_game
from jaws.engine.act1.actions import SharkEat, SharkStart
from jaws.tui.scenes import act1_scene
from jaws.views import view_for


def _swimmer_tokens(scene: object, space: str) -> list[str]:
    return [t for t in scene.at(space).tokens if t.startswith("sw:")]  # type: ignore[attr-defined]


def test_planned_meals_leave_the_sharks_map_but_not_the_crews() -> None:
    state = new_game("act1", 5)
    state, _ = apply(state, SharkStart("N"))  # seed 5: Frank Silva puts 2 swimmers at N
    before = state.act1.swimmers["N"]  # type: ignore[union-attr]
    assert before == 2
    state, _ = apply(state, SharkEat())
    content = state.content.act1
    shark_scene = act1_scene(view_for(state, "shark").act1, content)  # type: ignore[arg-type]
    crew_scene = act1_scene(view_for(state, "crew").act1, content)  # type: ignore[arg-type]
    assert _swimmer_tokens(shark_scene, "N") == ["sw:1"]
    assert _swimmer_tokens(crew_scene, "N") == ["sw:2"]
    state, _ = apply(state, SharkEat())
    shark_scene = act1_scene(view_for(state, "shark").act1, content)  # type: ignore[arg-type]
    assert _swimmer_tokens(shark_scene, "N") == []
