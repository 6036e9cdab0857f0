"""edgeward: an OpenAI-compatible edge/cloud routing proxy with an egress privacy gate."""

__version__ = "0.1.0"
