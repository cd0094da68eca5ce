"""Act 1, Amity Island: hidden movement, swimmers and barrels."""
