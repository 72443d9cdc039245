"""Questions asked of the pairing engine, above it: "why not A against B?", "what does this
pairing made by hand break?". The command line and the window ask them the same way."""
