"""Qt item models over immutable engine snapshots, and the pure helpers they translate with."""
