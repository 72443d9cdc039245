"""`swiss-pair`: the engine's command line. The only package that prints or picks exit codes."""
