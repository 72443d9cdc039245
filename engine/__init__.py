"""Swiss Arbiter's engine: pure Python, no Qt. Tournament model, TRF, pairing systems."""
