"""Who looks at the table: whose private view is drawn, whether a click may act, and when the
device must be handed to another person first (the hand-off screen).

One human keeps their own view while the computers move. At a hot seat the view follows the
human on turn; before it shows another human's private view the table hides behind a
hand-off screen, so nobody sees a hand that is not theirs: also before the very first private
view of a new hot-seat game (nobody knows who holds the device), and after a secret step is
revealed (everybody watches its resolution in the public view, then the device goes to the
next human). The table scene and the headless harness both ask :class:`Seating`, so tests
see exactly what a player sees.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine import Match
from game.engine.protocol import Viewer


@dataclass(frozen=True)
class View:
    """What the table shows now: ``viewer``'s private view (None: the public one), whether
    a click may act, and the human to hand the device to before anything else (None: no
    hand-off)."""

    viewer: Viewer
    can_act: bool
    handoff: int | None = None


class Seating:
    def __init__(self, human_seats: Sequence[int], *, unknown_holder: bool = False) -> None:
        """``unknown_holder``: nobody knows who holds the device yet (a loaded hot-seat
        game), so the first private view asks for a hand-off too."""
        self.humans = tuple(human_seats)
        self.shown: int | None = -1 if unknown_holder else None
        """The human whose private view was shown last (None: nobody's yet; -1: nobody
        knows who holds the device)."""
        self.watching = False
        """A revealed secret step's resolution plays in the public view (hot seat)."""

    def is_human(self, seat: int) -> bool:
        return seat in self.humans

    def idle_viewer(self) -> Viewer:
        """The view while no human acts: the one human's own, else the public one."""
        return self.humans[0] if len(self.humans) == 1 else None

    def needs_handoff(self, match: Match, seat: int) -> bool:
        return (len(self.humans) > 1 and self.shown is not None and self.shown != seat
                and match.rules.has_private_view(match.state, seat))

    def reveal(self) -> None:
        """A secret simultaneous step was just revealed: at a hot seat its resolution is
        watched by everybody, so the public view shows until it has played, and the next
        private view comes behind a hand-off."""
        if len(self.humans) > 1:
            self.watching = True
            self.shown = -1

    def decide(self, match: Match, viewer: Viewer, busy: bool = False) -> View:
        """The view for the position, given the ``viewer`` shown now and whether the table
        is still playing steps (``busy``)."""
        if self.watching:
            if busy:
                return View(None, False)
            self.watching = False
        if match.is_over:
            return View(self.idle_viewer(), False)
        cp = match.current_player
        if self.is_human(cp):
            if viewer != cp and self.needs_handoff(match, cp):
                return View(None, False, handoff=cp)
            self.shown = cp
            return View(cp, True)
        return View(self.idle_viewer(), False)

    def ready(self, match: Match, seat: int) -> View:
        """The hand-off screen was confirmed: ``seat``'s view is shown from now on."""
        self.shown = seat
        return View(seat, match.current_player == seat and not match.is_over)
