"""The Burstein System (C.04.4.2): the 2017-2025 text (default) and the older text (legacy).

One module per part of the rules: :mod:`.index` (opposition evaluation), :mod:`.criteria`
(C.1-C.3), :mod:`.colours` (E.0-E.4), :mod:`.brackets` and :mod:`.solve` (the older text's
scoregroups and combinations), :mod:`.legacy` and :mod:`.engine` (the two round procedures).
"""
