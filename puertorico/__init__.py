"""Puerto Rico: the base game for 3–5 players and the official 2-player rules."""
