"""Generator of the second blind development split ``dev2`` of the held-out corpus (issue 12)."""
