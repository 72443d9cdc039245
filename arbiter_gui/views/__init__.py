"""Widgets: they collect input, start an op and show the result; no tournament rules here."""
