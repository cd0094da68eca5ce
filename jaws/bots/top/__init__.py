"""The top bot level: search over the crew's exact deduction instead of fixed habits.

The Act 1 Shark (`act1_shark.TopShark1`) weighs a few announcements of its turn and, for each,
foresees a searching crew's phase on the beliefs a crew might hold (`crew_foresight`): per end
of the turn, the chance of a barrel. The Act 1 crew (`act1_crew.TopCrew1`) searches its own
phase over the belief's determinizations (`crew_search`). In Act 2 both sides play the
Resurface round as a small matrix game (`act2_game`). Every decision does a fixed amount of
work, never "until sure", so its thinking time tells the other side nothing.
"""
