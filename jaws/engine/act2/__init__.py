"""Act 2: the Orca. The Shark resurfaces round the boat; the crew try to predict and wound it."""
