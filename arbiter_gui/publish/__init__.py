"""Publishing at the venue: the site in a folder, the live page, the projector (issue 25)."""
