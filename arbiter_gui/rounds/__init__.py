"""The round screens: pair, check, edit, publish, results, explanation."""
