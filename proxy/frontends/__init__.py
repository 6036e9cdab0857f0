"""API front ends: one codec per client API, each translating into the internal chat-completions
representation the pipeline serves and back (`docs/ARCHITECTURE.md` §2).

- `responses.py`: OpenAI Responses (`POST /v1/responses`, stored responses).
- `messages.py`: Anthropic Messages (`POST /v1/messages`, `/v1/messages/count_tokens`).
- `chunks.py`: the pipeline's chat stream read as deltas (shared by the streaming codecs).
- `base.py`: the HTTP sink the codecs write to, JSON parsing, shared validation.

Chat completions need no translation; their request checks are `proxy/api.py`.
"""
