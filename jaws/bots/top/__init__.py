"""The top bot level: search over the crew's exact deduction instead of fixed habits.

The Act 1 Shark (`act1_shark.TopShark1`) is a determinized search (Cowling, Powley & Whitehouse,
"Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012): the only thing the Shark does not
know is the order of the Event deck, so each rollout deals that order at random, plays one
candidate turn through the engine and lets a sampled crew model answer it. Every decision spends
a fixed number of rollouts, never "until sure", so its thinking time tells the crew nothing.
"""
