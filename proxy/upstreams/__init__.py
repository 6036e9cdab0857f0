"""Model access: the upstream clients (aiohttp passthrough, litellm), roles, the embedded model,
prompted tool mode."""
