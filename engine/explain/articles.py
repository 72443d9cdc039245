"""The rules' own words for the articles an explanation cites (C.04.3, 2017 text).

Renderers and the why-not answer quote these so that the arbiter reads the rule book's
vocabulary (bracket, resident, MDP, S1/S2, limbo, remainder, transposition, exchange, PPB, CLB,
PAB). Quotations are from ``shared/seeds/000_*.txt`` (C.04.3 as approved in Baku 2016).
"""

from __future__ import annotations

ABSOLUTE: dict[str, str] = {
    "C.1": "two players shall not play against each other more than once (C.04.1.b)",
    "C.2": (
        "a player who has already received a pairing-allocated bye, or has already scored a "
        "(forfeit) win due to an opponent not appearing in time, shall not receive the "
        "pairing-allocated bye (C.04.1.d)"
    ),
    "C.3": (
        "non-topscorers (see A.7) with the same absolute colour preference (see A.6.a) shall "
        "not meet"
    ),
    "C.4": (
        "if the current bracket is the PPB (see A.9): choose the set of downfloaters in order "
        "to complete the round-pairing"
    ),
}

QUALITY: dict[str, str] = {
    "C.5": "maximize the number of pairs (equivalent to: minimize the number of downfloaters)",
    "C.6": "minimize the PSD",
    "C.7": (
        "if the current bracket is neither the PPB nor the CLB: choose the set of downfloaters "
        "in order first to maximize the number of pairs and then to minimize the PSD in the "
        "following bracket"
    ),
    "C.8": (
        "minimize the number of topscorers or topscorers' opponents who get a colour "
        "difference higher than +2 or lower than -2"
    ),
    "C.9": (
        "minimize the number of topscorers or topscorers' opponents who get the same colour "
        "three times in a row"
    ),
    "C.10": "minimize the number of players who do not get their colour preference",
    "C.11": "minimize the number of players who do not get their strong colour preference",
    "C.12": "minimize the number of players who receive the same downfloat as the previous round",
    "C.13": "minimize the number of players who receive the same upfloat as the previous round",
    "C.14": "minimize the number of players who receive the same downfloat as two rounds before",
    "C.15": "minimize the number of players who receive the same upfloat as two rounds before",
    "C.16": (
        "minimize the score differences of players who receive the same downfloat as the "
        "previous round"
    ),
    "C.17": (
        "minimize the score differences of players who receive the same upfloat as the "
        "previous round"
    ),
    "C.18": (
        "minimize the score differences of players who receive the same downfloat as two "
        "rounds before"
    ),
    "C.19": (
        "minimize the score differences of players who receive the same upfloat as two rounds "
        "before"
    ),
}

QUALITY_ORDER: tuple[str, ...] = tuple(QUALITY)
"""C.5 ... C.19 in descending priority (B.8 compares candidates in this order)."""

SCORE_DIFFERENCE_CRITERIA = frozenset({"C.6", "C.16", "C.17", "C.18", "C.19"})
"""Criteria whose value is a list of score differences compared lexicographically (A.8)."""

COUNTED: dict[str, tuple[str, str]] = {
    # article: (singular, plural) of what the criterion counts
    "C.8": (
        "topscorer or topscorer's opponent with a colour difference beyond ±2",
        "topscorers or topscorers' opponents with a colour difference beyond ±2",
    ),
    "C.9": (
        "topscorer or topscorer's opponent with the same colour three times in a row",
        "topscorers or topscorers' opponents with the same colour three times in a row",
    ),
    "C.10": (
        "player who does not get his colour preference",
        "players who do not get their colour preference",
    ),
    "C.11": (
        "player who does not get his strong colour preference",
        "players who do not get their strong colour preference",
    ),
    "C.12": (
        "player with the same downfloat as the previous round",
        "players with the same downfloat as the previous round",
    ),
    "C.13": (
        "player with the same upfloat as the previous round",
        "players with the same upfloat as the previous round",
    ),
    "C.14": (
        "player with the same downfloat as two rounds before",
        "players with the same downfloat as two rounds before",
    ),
    "C.15": (
        "player with the same upfloat as two rounds before",
        "players with the same upfloat as two rounds before",
    ),
}

COLOUR_RULES: dict[str, str] = {
    "E.1": "grant both colour preferences",
    "E.2": (
        "grant the stronger colour preference; if both are absolute (topscorers, see A.7) "
        "grant the wider colour difference"
    ),
    "E.3": (
        "alternate the colours to the most recent time in which one player had white and "
        "the other black"
    ),
    "E.4": "grant the colour preference of the higher ranked player",
    "E.5": (
        "if the higher ranked player has an odd pairing number, give him the initial-colour; "
        "otherwise give him the opposite colour"
    ),
}


def counted(article: str, n: int) -> str:
    """``n`` of what a counting criterion (C.8-C.15) counts, e.g. ``"1 player who ..."``.

    >>> counted("C.10", 3)
    '3 players who do not get their colour preference'
    >>> counted("C.12", 1)
    '1 player with the same downfloat as the previous round'
    """
    singular, plural = COUNTED[article]
    return f"{n} {singular if n == 1 else plural}"


def rule_text(article: str) -> str:
    """The rule's words for ``article`` (absolute, quality or colour rule), "" if unknown.

    >>> rule_text("C.5")
    'maximize the number of pairs (equivalent to: minimize the number of downfloaters)'
    """
    return ABSOLUTE.get(article) or QUALITY.get(article) or COLOUR_RULES.get(article, "")


__all__ = [
    "ABSOLUTE",
    "COLOUR_RULES",
    "COUNTED",
    "QUALITY",
    "QUALITY_ORDER",
    "SCORE_DIFFERENCE_CRITERIA",
    "counted",
    "rule_text",
]
