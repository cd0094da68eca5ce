"""Act 1 crew bots. The crew seat decides for Quint, Brody and Hooper, one action at a time.

easy: rescue what is near, sweep the Fish Finder where Hooper happens to be, and launch only on
this round's Fish Finder hint (or at random).
hard: run the deduction every decision. Hooper sweeps where the answer best sharpens Quint's
shot, Brody watches the likeliest beach and keeps barrels flowing, and Quint, acting last,
launches at the likeliest space he can reach.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from jaws.bots.geometry import land_distance, water_distance
from jaws.bots.search import sweep_value
from jaws.content import Content
from jaws.content.act1 import Act1Content
from jaws.deduction import SharkTracker
from jaws.engine.act1 import actions as A
from jaws.engine.act1.events import FishFinderAnswered
from jaws.engine.actions import Action
from jaws.views import CrewView
from jaws.views.act1 import CrewAct1View

ORDER = ("hooper", "brody", "quint")


def _member_to_act(a1: CrewAct1View) -> str:
    if a1.active is not None:
        return str(a1.active)
    return next(m for m in ORDER if m not in a1.done)


def _act1(view: CrewView) -> CrewAct1View:
    assert view.act1 is not None, "an Act 1 policy is only asked during Act 1"
    return view.act1


def _of(legal: Sequence[Action], member: str) -> list[Action]:
    return [a for a in legal if getattr(a, "member", None) == member]


def _end(mine: Sequence[Action]) -> Action:
    ends = [a for a in mine if isinstance(a, A.EndCrewTurn)]
    return ends[0] if ends else mine[-1]


def step_toward(
    mine: Sequence[Action], target: str, here: str, dist: Callable[[str, str], int]
) -> Action | None:
    """The move that brings this member closest to `target` (None if none gets closer)."""
    moves = [a for a in mine if isinstance(a, A.CrewMove)]
    if not moves:
        return None
    best = min(moves, key=lambda m: dist(m.path[-1], target))
    return best if dist(best.path[-1], target) < dist(here, target) else None


def _hooper_moves_needed(content: Act1Content, a: str, b: str) -> int:
    d = water_distance(content, a, b)
    step = content.components.hooper_move_spaces
    return -(-d // step)


class _CrewBase:
    def __init__(self, rng: random.Random, content: Content) -> None:
        self._rng = rng
        self._a1 = content.act1

    def _wdist(self, a: str, b: str) -> int:
        return water_distance(self._a1, a, b)

    def _ldist(self, a: str, b: str) -> int:
        return land_distance(self._a1, a, b)

    def _rescue_or_seek(
        self, a1: CrewAct1View, member: str, mine: Sequence[Action]
    ) -> Action | None:
        """Rescue here, or head for the nearest swimmers reachable this turn."""
        rescues = [a for a in mine if isinstance(a, A.Rescue)]
        if rescues:
            return max(rescues, key=lambda r: r.michael)
        here = a1.positions[member]
        left = a1.actions_left[member]
        if member == "brody":
            dist, reach = self._ldist, left - 1
        elif member == "hooper":
            dist = self._wdist
            reach = (left - 1) * self._a1.components.hooper_move_spaces
        else:
            dist, reach = self._wdist, left - 1
        goals = [b for b, n in a1.swimmers.items() if n > 0 and dist(here, b) <= reach]
        if member == "brody" and a1.michael is not None and dist(here, a1.michael) <= reach:
            goals.insert(0, a1.michael)
        if not goals:
            return None
        goal = min(goals, key=lambda b: (dist(here, b), -a1.swimmers[b]))
        return step_toward(mine, goal, here, dist)


class EasyCrew1(_CrewBase):
    """Simple habits, no deduction."""

    def observe(self, view: CrewView) -> None:
        """Nothing to remember between decisions."""

    def choose(self, view: CrewView, legal: Sequence[Action]) -> Action:
        a1 = _act1(view)
        if a1.phase == "event_choice":
            return self._rng.choice(legal)
        member = _member_to_act(a1)
        mine = _of(legal, member) or legal
        climbs = [a for a in mine if isinstance(a, A.ClimbAboard)]
        if climbs:
            return climbs[0]
        if member == "hooper" and A.USE_FISH_FINDER in mine:
            return A.USE_FISH_FINDER
        if member == "brody" and A.USE_BINOCULARS in mine:
            return A.USE_BINOCULARS
        if member == "quint":
            shot = self._quint_shot(a1, mine)
            if shot is not None:
                return shot
        action = self._rescue_or_seek(a1, member, mine)
        if action is not None:
            return action
        if self._rng.random() < 0.3:
            moves = [a for a in mine if isinstance(a, A.CrewMove)]
            if moves:
                return self._rng.choice(moves)
        return _end(mine)

    def _quint_shot(self, a1: CrewAct1View, mine: Sequence[Action]) -> Action | None:
        launches = [a for a in mine if isinstance(a, A.LaunchBarrel)]
        if not launches:
            return None
        hints = [c for c in a1.record if isinstance(c, FishFinderAnswered) and c.round == a1.round]
        if hints and hints[-1].result != "not_nearby":
            hint = hints[-1]
            spots = [hint.space] if hint.result == "here" else list(self._a1.water_adj[hint.space])
            aimed = [a for a in launches if a.target in spots]
            if aimed:
                return self._rng.choice(aimed)
            return step_toward(mine, spots[0], a1.positions["quint"], self._wdist)
        if self._rng.random() < 0.3:
            return self._rng.choice(launches)
        return None


class HardCrew1(_CrewBase):
    """Searches where the deduction says the Shark most likely is."""

    def __init__(
        self, rng: random.Random, content: Content, tracker: SharkTracker | None = None
    ) -> None:
        super().__init__(rng, content)
        # A search bot hands in a fork of its own deduction to play this crew in a rollout.
        self._tracker = tracker if tracker is not None else SharkTracker(content)

    def observe(self, view: CrewView) -> None:
        self._tracker.observe(view)

    def choose(self, view: CrewView, legal: Sequence[Action]) -> Action:
        self._tracker.observe(view)
        a1 = _act1(view)
        belief = self._tracker.likelihoods()
        if a1.phase == "event_choice":
            return self._event_choice(a1, legal, belief)
        member = _member_to_act(a1)
        mine = _of(legal, member) or legal
        climbs = [a for a in mine if isinstance(a, A.ClimbAboard)]
        if climbs:
            return climbs[0]
        policy = {"hooper": self._hooper, "brody": self._brody, "quint": self._quint}[member]
        action = policy(a1, mine, belief)
        return action if action is not None else _end(mine)

    # --- Event decisions -----------------------------------------------------------------

    def _event_choice(
        self, a1: CrewAct1View, legal: Sequence[Action], belief: dict[str, float]
    ) -> Action:
        def swimmers_at(beach: str) -> int:
            return int(a1.swimmers.get(beach, 0)) + (2 if a1.michael == beach else 0)

        beaches = [a for a in legal if isinstance(a, A.ChooseBeach)]
        if a1.pending == "extra_action":
            extra = [a for a in legal if isinstance(a, A.ChooseExtraAction)]
            return next((a for a in extra if a.member == "quint"), legal[0])
        if a1.pending == "mayor_beach" and beaches:
            return max(beaches, key=lambda a: swimmers_at(a.beach))
        if a1.pending == "michael_beach" and beaches:
            brody = a1.positions["brody"]
            return min(beaches, key=lambda a: self._ldist(brody, a.beach))
        if a1.pending == "hoax_beach" and beaches:
            return max(beaches, key=lambda a: belief.get(a.beach, 0.0))
        docks = [a for a in legal if isinstance(a, A.ChooseDock)]
        if a1.pending == "dock" and docks:
            return max(docks, key=lambda a: a1.barrels.dock.get(a.dock, 0))
        if a1.pending == "helicopter":
            flights = [
                a for a in legal if isinstance(a, A.HelicopterMove) and a.space in a1.swimmers
            ]
            if flights:
                best = max(flights, key=lambda a: belief.get(a.space or "", 0.0))
                if belief.get(best.space or "", 0.0) >= 0.15:
                    return best
            return legal[0]
        return legal[0]

    # --- Hooper: the Fish Finder, then barrels and swimmers ----------------------------------

    def _fish_finder_value(self, spot: str, belief: dict[str, float]) -> float:
        return sweep_value(spot, belief, self._a1)

    def _hooper(
        self, a1: CrewAct1View, mine: Sequence[Action], belief: dict[str, float]
    ) -> Action | None:
        here = a1.positions["hooper"]
        left = a1.actions_left["hooper"]
        if A.USE_FISH_FINDER in mine:
            now = max(belief.values(), default=1.0)
            spots = [
                s
                for s in self._a1.water_spaces
                if _hooper_moves_needed(self._a1, here, s) <= left - 1
            ]
            best = max(
                spots,
                key=lambda s: (self._fish_finder_value(s, belief), -self._wdist(here, s)),
            )
            if self._fish_finder_value(best, belief) > now + 0.01:
                if best == here:
                    return A.USE_FISH_FINDER
                move = step_toward(mine, best, here, self._wdist)
                if move is not None:
                    return move
        barrels = a1.barrels
        quint = a1.positions["quint"]
        if barrels.hooper_boat and "quint" not in a1.done and "quint" not in a1.in_water:
            if A.GIVE_BARRELS in mine:
                return A.GIVE_BARRELS
            if _hooper_moves_needed(self._a1, here, quint) <= left - 1:
                move = step_toward(mine, quint, here, self._wdist)
                if move is not None:
                    return move
        if barrels.orca + barrels.hooper_boat == 0:
            action = self._fetch_barrels("hooper", a1, mine)
            if action is not None:
                return action
        return self._rescue_or_seek(a1, "hooper", mine)

    def _fetch_barrels(
        self, member: str, a1: CrewAct1View, mine: Sequence[Action]
    ) -> Action | None:
        pickups = [a for a in mine if isinstance(a, A.PickUpBarrels)]
        if pickups:
            return max(pickups, key=lambda a: a.count)
        here = a1.positions[member]
        left = a1.actions_left[member]
        step = self._a1.components.hooper_move_spaces if member == "hooper" else 1
        sources = [s for s, n in a1.barrels.floating.items() if n]
        if not a1.docks_closed:
            sources += [d for d, n in a1.barrels.dock.items() if n]
        if member == "quint" and a1.barrels.hooper_boat:
            sources.append(a1.positions["hooper"])
        reachable = [s for s in sources if -(-self._wdist(here, s) // step) <= left - 1]
        if not reachable:
            return None
        goal = min(reachable, key=lambda s: self._wdist(here, s))
        return step_toward(mine, goal, here, self._wdist)

    # --- Brody: Binoculars, Michael, the barrel run, closing beaches ----------------------

    def _brody(
        self, a1: CrewAct1View, mine: Sequence[Action], belief: dict[str, float]
    ) -> Action | None:
        here = a1.positions["brody"]
        left = a1.actions_left["brody"]
        if "binoculars" not in a1.used_once:
            beaches = [b for b in a1.swimmers if self._ldist(here, b) <= left - 1]
            if beaches:
                best = max(beaches, key=lambda b: (belief.get(b, 0.0), -self._ldist(here, b)))
                if belief.get(best, 0.0) >= 0.2:
                    if best == here and A.USE_BINOCULARS in mine:
                        return A.USE_BINOCULARS
                    move = step_toward(mine, best, here, self._ldist)
                    if move is not None:
                        return move
        rescues = [a for a in mine if isinstance(a, A.Rescue)]
        if rescues:
            return max(rescues, key=lambda r: r.michael)
        barrels = a1.barrels
        if A.DROP_BARREL in mine:
            return A.DROP_BARREL
        if barrels.brody and not a1.docks_closed:
            docks = self._a1.board.docks
            dock = min(docks, key=lambda d: self._ldist(here, d))
            if self._ldist(here, dock) <= left - 1:
                return step_toward(mine, dock, here, self._ldist)
        stock = barrels.orca + barrels.hooper_boat + sum(barrels.dock.values())
        shop = self._a1.board.shop
        if not barrels.brody and barrels.shop and stock + len(barrels.floating) <= 2:
            pick = [a for a in mine if isinstance(a, A.PickUpBarrels)]
            if pick:
                return pick[0]
            if self._ldist(here, shop) <= left - 1:
                move = step_toward(mine, shop, here, self._ldist)
                if move is not None:
                    return move
        closes = [a for a in mine if isinstance(a, A.CloseBeach)]
        if closes and a1.beach_token is None:
            return closes[0]
        return self._rescue_or_seek(a1, "brody", mine)

    # --- Quint: the harpoon gun ----------------------------------------------------------

    def _quint(
        self, a1: CrewAct1View, mine: Sequence[Action], belief: dict[str, float]
    ) -> Action | None:
        here = a1.positions["quint"]
        left = a1.actions_left["quint"]
        barrels = a1.barrels
        launches = [a for a in mine if isinstance(a, A.LaunchBarrel)]
        if barrels.orca and "launch" not in a1.used_once:
            targets = [s for s, p in belief.items() if max(0, self._wdist(here, s) - 1) <= left - 1]
            if targets:
                goal = max(targets, key=lambda s: (belief[s], -self._wdist(here, s)))
                p = belief[goal]
                if p >= 0.25 or (p >= 0.12 and barrels.orca >= 2):
                    shot = [a for a in launches if a.target == goal]
                    if shot:
                        return shot[0]
                    move = step_toward(mine, goal, here, self._wdist)
                    if move is not None:
                        return move
        if barrels.orca == 0 or (barrels.floating.get(here) and barrels.orca < 3):
            action = self._fetch_barrels("quint", a1, mine)
            if action is not None:
                return action
        return self._rescue_or_seek(a1, "quint", mine)
