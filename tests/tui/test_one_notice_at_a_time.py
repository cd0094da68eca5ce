"""helper-38, stop 41: at 80x24 a refusal stacked over the passphrase notice and an older
refusal, and the two covered each other ("“t” takes rn 7" for "“t” takes 7"). A plain notice
now takes down the plain ones still up; a warning or an error stays until it times out."""

from __future__ import annotations

from pathlib import Path

from jaws.tui.app import JawsApp
from tests.tui.conftest import wait_for


async def test_the_newest_plain_notice_replaces_the_others(save_dir: Path) -> None:
    app = JawsApp(save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        # Each from its own key or step, as in play.
        for message, severity in [
            ("Autosave failed: the disk is full.", "error"),
            ("No passphrase for now: you are asked again when this game is next opened.", ""),
            ("“t 1” chooses nothing now: “t” takes 7.", ""),
        ]:
            app.notify(message, severity="error" if severity else "information")
            await pilot.pause()
        messages = [n.message for n in app._notifications]
        assert messages == [
            "Autosave failed: the disk is full.",
            "“t 1” chooses nothing now: “t” takes 7.",
        ]
        # The one taken down may be said again at once.
        app.notify("No passphrase for now: you are asked again when this game is next opened.")
        assert await wait_for(pilot, lambda: len(app._notifications) == 2)
        assert "No passphrase" in [n.message for n in app._notifications][-1]
