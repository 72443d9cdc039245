"""The Lim System, C.04.4.3 (shared/seeds/004_*.txt, "C.04.4.3 Lim System").

One module per part of the text: :mod:`.compatibility` (2.1, 5.1, 6.1), :mod:`.scoregroups`
(2.2 order of processing, the median score-group), :mod:`.bye` (1.1, 7.1), :mod:`.floaters`
(2.3, 3.1-3.5, 3.9, 3.10), :mod:`.exchanges` (2.4, 2.5, 3.6-3.8, 4.1-4.4, 5.2), :mod:`.median`
(2.6), :mod:`.colours` (5.1-5.6, 7.2) and :mod:`.engine` (the round). The readings of the text
the engine takes are listed in docs/rulings.md, section "Lim System".
"""
