"""Exit codes of `swiss-pair`, chosen once (compatible with the established engines)."""

OK = 0
NO_VALID_PAIRING = 1  # also: the checker found discrepancies
UNEXPECTED = 2
INVALID_INPUT = 3  # bad arguments, malformed or inconsistent file
LIMIT = 4
FILE_ERROR = 5
