"""edgeward.detectors room."""
