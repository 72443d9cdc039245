"""The rules' own words for the articles an explanation cites (C.04.3, 2017 and 2026 texts).

Renderers and the why-not answer quote these so that the arbiter reads the rule book's
vocabulary (bracket, resident, MDP, S1/S2, limbo, remainder, transposition, exchange, PPB, CLB,
PAB). The 2017 quotations are from ``shared/seeds/000_*.txt`` (C.04.3 as approved in Baku 2016).

The 2026 text numbers everything afresh (criteria C1-C21 before the procedure, Art. 1-5 instead
of A-E). Its words here follow ``shared/spec/dutch2026.md`` §3-§5, which knows the handbook
wording through quotations; :data:`STRUCTURE_2026` is that note's §9 article map. Criterion
keys never collide: 2017 writes ``C.10``, 2026 ``C12``.
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

SCORE_DIFFERENCE_CRITERIA = frozenset(
    {"C.6", "C.16", "C.17", "C.18", "C.19", "C18", "C19", "C20", "C21"}
)
"""Criteria whose value is a list of score differences compared lexicographically (A.8); the
2026 C7, a list of the downfloaters' scores, is computed from the bracket instead."""

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


# ---- 2026 text (C.04.3 approved 28/10/2025) ---------------------------------------------------

ABSOLUTE_2026: dict[str, str] = {
    "C1": (
        "two participants never meet twice (C.04.1 Art. 2); an unplayed pairing is not a meeting"
    ),
    "C2": (
        "the PAB may not go to a player who already had a PAB, or who already scored, in one "
        "round and without playing, as many points as a win (C.04.1 Art. 4)"
    ),
    "C3": "two non-topscorers with the same absolute colour preference must not meet",
    "C4": (
        "whatever is chosen in a bracket must leave a pairing that satisfies C1-C3 possible for "
        "all the players still unpaired"
    ),
}

QUALITY_2026: dict[str, str] = {
    "C5": "minimize the score of the player who receives the PAB",
    "C6": "minimize the number of downfloaters (maximize the number of pairs)",
    "C7": "minimize the scores of the downfloaters, compared as a list in descending order",
    "C8": (
        "choose the downfloaters so that the following bracket complies with C1-C7 in the best "
        "possible way"
    ),
    "C9": "minimize the number of unplayed games of the player who receives the PAB",
    "C10": (
        "minimize the number of topscorers or topscorers' opponents who get a colour difference "
        "higher than +2 or lower than -2"
    ),
    "C11": (
        "minimize the number of topscorers or topscorers' opponents who get the same colour "
        "three times in a row"
    ),
    "C12": "minimize the number of players who do not get their colour preference",
    "C13": "minimize the number of players who do not get their strong colour preference",
    "C14": "minimize the number of resident downfloaters who downfloated in the previous round",
    "C15": "minimize the number of MDPs' opponents who upfloated in the previous round",
    "C16": "minimize the number of resident downfloaters who downfloated two rounds before",
    "C17": "minimize the number of MDPs' opponents who upfloated two rounds before",
    "C18": (
        "minimize the score differences (in descending order) of the MDPs who downfloated in "
        "the previous round"
    ),
    "C19": (
        "minimize the score differences (in descending order) of the MDPs' opponents who "
        "upfloated in the previous round"
    ),
    "C20": (
        "minimize the score differences (in descending order) of the MDPs who downfloated two "
        "rounds before"
    ),
    "C21": (
        "minimize the score differences (in descending order) of the MDPs' opponents who "
        "upfloated two rounds before"
    ),
}

QUALITY_ORDER_2026: tuple[str, ...] = tuple(QUALITY_2026)
"""C5 ... C21 in descending priority (3.8 compares candidates in this order)."""

COLOUR_RULES_2026: dict[str, str] = {
    "5.2.1": "grant both colour preferences",
    "5.2.2": (
        "grant the stronger colour preference; if both are absolute (topscorers) grant the "
        "wider colour difference"
    ),
    "5.2.3": (
        "alternate the colours to the most recent round in which one player had White and the "
        "other Black"
    ),
    "5.2.4": "grant the colour preference of the higher ranked player",
    "5.2.5": (
        "if the higher ranked player has an odd TPN, give him the initial colour; otherwise give "
        "him the opposite colour"
    ),
}

STRUCTURE_2026: dict[str, str] = {
    "A.1": "1.1",
    "A.2": "1.2",
    "A.3": "1.3",
    "A.4.a": "1.4.1",
    "A.4.b": "1.4.2-1.4.4",
    "A.5": "1.5",
    "A.6": "1.6-1.7",
    "A.6.a": "1.7.1",
    "A.7": "1.8",
    "A.8": "C7",
    "A.9": "1.9",
    "B.1": "3.1",
    "B.2": "3.2",
    "B.3": "3.3",
    "B.4": "3.4",
    "B.5": "3.5",
    "B.6": "3.6",
    "B.7": "3.7",
    "B.8": "3.8",
    "C.1": "C1",
    "C.2": "C2",
    "C.3": "C3",
    "C.4": "C4",
    "D": "4.1",
    "D.1": "4.2",
    "D.2": "4.3",
    "D.3": "4.4",
    "E": "5.1",
    "E.1": "5.2.1",
    "E.2": "5.2.2",
    "E.3": "5.2.3",
    "E.4": "5.2.4",
    "E.5": "5.2.5",
    "C.04.1.c": "C.04.1 Art. 3",
    "C.04.1.d": "C.04.1 Art. 4",
    "C.04.2 D.9": "GHR 3.6",
}
"""2017 article -> the 2026 article that says the same (spec/dutch2026.md §9)."""

QUALITY_TO_2026: dict[str, str] = {
    "C.5": "C6",
    "C.6": "C7",
    "C.7": "C8",
    **{f"C.{n}": f"C{n + 2}" for n in range(8, 20)},
}
"""2017 quality criterion -> its 2026 number (C.8 -> C10, ..., C.19 -> C21)."""


def cite(article: str, edition: str) -> str:
    """``article`` (written with the 2017 numbers) as the rules of ``edition`` number it.

    >>> cite("B.8", "2026"), cite("C.10", "2026"), cite("E.5", "2026"), cite("B.8", "2017")
    ('3.8', 'C12', '5.2.5', 'B.8')
    """
    if edition != "2026":
        return article
    return STRUCTURE_2026.get(article) or QUALITY_TO_2026.get(article, article)


def counted(article: str, n: int) -> str:
    """``n`` of what a counting criterion (C.8-C.15) counts, e.g. ``"1 player who ..."``.

    >>> counted("C.10", 3)
    '3 players who do not get their colour preference'
    >>> counted("C.12", 1)
    '1 player with the same downfloat as the previous round'
    """
    singular, plural = COUNTED[article]
    return f"{n} {singular if n == 1 else plural}"


COUNTED.update(
    {
        "C10": COUNTED["C.8"],
        "C11": COUNTED["C.9"],
        "C12": COUNTED["C.10"],
        "C13": COUNTED["C.11"],
        "C14": (
            "resident downfloater who downfloated in the previous round",
            "resident downfloaters who downfloated in the previous round",
        ),
        "C15": (
            "MDP's opponent who upfloated in the previous round",
            "MDPs' opponents who upfloated in the previous round",
        ),
        "C16": (
            "resident downfloater who downfloated two rounds before",
            "resident downfloaters who downfloated two rounds before",
        ),
        "C17": (
            "MDP's opponent who upfloated two rounds before",
            "MDPs' opponents who upfloated two rounds before",
        ),
    }
)


def rule_text(article: str) -> str:
    """The rule's words for ``article`` (absolute, quality or colour rule), "" if unknown.

    >>> rule_text("C.5")
    'maximize the number of pairs (equivalent to: minimize the number of downfloaters)'
    >>> rule_text("C6")
    'minimize the number of downfloaters (maximize the number of pairs)'
    """
    for table in (ABSOLUTE, QUALITY, COLOUR_RULES, ABSOLUTE_2026, QUALITY_2026, COLOUR_RULES_2026):
        if article in table:
            return table[article]
    return ""


__all__ = [
    "ABSOLUTE",
    "ABSOLUTE_2026",
    "COLOUR_RULES",
    "COLOUR_RULES_2026",
    "COUNTED",
    "QUALITY",
    "QUALITY_2026",
    "QUALITY_ORDER",
    "QUALITY_ORDER_2026",
    "QUALITY_TO_2026",
    "SCORE_DIFFERENCE_CRITERIA",
    "STRUCTURE_2026",
    "cite",
    "counted",
    "rule_text",
]
