"""Round-robin events in the window: lots, pairing from the table, reports (issue 23)."""
