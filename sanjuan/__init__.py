"""San Juan and its variant ANNO XVII (one engine, two card sets): rules core, views,
presentation and the computer player."""
