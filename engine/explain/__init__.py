"""Explanation of pairings: trace events emitted by the engines, and their renderings."""
