"""edgeward.harness room."""
