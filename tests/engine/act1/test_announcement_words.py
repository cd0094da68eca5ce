"""The Shark's announcement in a player's words: one barrel's sensor is "a motion sensor",
not "motion sensors" (helper-35, stop 40: "motion sensors triggered at 3" for one barrel)."""

from __future__ import annotations

from jaws.engine.act1.events import SharkTurnEnded


def announcement(*sensors: str) -> str:
    return str(
        SharkTurnEnded(
            round=2,
            eaten=(("W", 1),),
            michael_eaten_at=None,
            track=3,
            sensors=sensors,
            power_played=False,
            knock_ins=(),
        )
    )


def test_one_sensor_is_named_in_the_singular() -> None:
    assert "; motion sensor triggered at 3;" in announcement("3")


def test_two_sensors_are_named_in_the_plural() -> None:
    assert "; motion sensors triggered at 3, 6;" in announcement("3", "6")


def test_no_sensor() -> None:
    assert announcement() == (
        "The Shark ate 1 at W; no motion sensor triggered; played no Power token. Swimmer Track: 3."
    )
