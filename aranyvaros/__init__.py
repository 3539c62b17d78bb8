"""Az Aranyváros (Die Goldene Stadt) for 3–4 players, bid for terrain and build towards the
golden city: rules core, views, presentation and the computer player."""
