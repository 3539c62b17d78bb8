"""Az Aranyváros (Die Goldene Stadt) for 3–4 players: bid for terrain, build to the city."""
