"""`edgeward intercept`: mitmproxy in the agent's network path, in front of the same pipeline as
`edgeward serve` (docs/ARCHITECTURE.md §2). `runner.InterceptProxy` runs it; `addon.py` decides
per connection and request; `rules.py` compiles the `intercept:` config (`config.py`); `ca.py`
creates and explains the interception CA; `other_hosts.py` summarises what else was reached."""
