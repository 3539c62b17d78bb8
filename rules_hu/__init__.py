"""The rules in Hungarian, one Markdown file per game, shipped as package data."""
