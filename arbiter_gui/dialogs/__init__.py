"""Set-up dialogs: tournament details, player registration, rating-list import, byes."""
