"""The Dubov System: the revised FIDE text (2018 draft, the default) and the 1997 text (legacy).

One module per part of the revised rules (``shared/seeds/002_*.txt``):

* :mod:`.definitions`: A.1-A.7 (rating, initial ranking, colour preference, ARO, MaxT);
* :mod:`.criteria`: C.1-C.4 absolute and completion criteria, C.5-C.12 quality criteria;
* :mod:`.bye`: B.0, the pairing-allocated bye;
* :mod:`.upfloaters`: B.1, B.2 and D.1, the set of upfloaters of a bracket;
* :mod:`.subgroups`: B.3-B.5 and D.2, G1/G2 and the shifters;
* :mod:`.transpositions`: B.6 and D.3, S1 against the first suitable transposition T2;
* :mod:`.colours`: E.0-E.4;
* :mod:`.engine`: A.8, the round-pairing outlook (bye, then the scoregroups top down);
* :mod:`.legacy`: C.04.4.1 as approved in 1997.

Readings of the text that it leaves open are in ``docs/rulings.md`` ("Dubov System").
"""
