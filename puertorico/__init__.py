"""Puerto Rico for 3–5 players, the official 2-player rules, Expansion I (new buildings) and
Expansion II (nobles): rules core, views, presentation and the computer player."""
