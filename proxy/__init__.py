"""edgeward.proxy room."""
