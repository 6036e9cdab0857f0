#!/usr/bin/env bash
# Plain curl through edgeward: one non-streaming and one streaming chat completion.
#
# The ONE line a user changes is the base URL:
#
#     BASE_URL="${1:-${OPENAI_BASE_URL:-http://127.0.0.1:8787/v1}}"
#
# The model string `edgeward/<policy>` picks the routing policy; `x-edgeward-session` names the
# session (it appears in `edgeward calls`). The response headers x-edgeward-route, -policy,
# -session and -call-id say where the call went.
#
# Run:   .venv/bin/edgeward serve                       # in another terminal
#        bash examples/clients/curl.sh [BASE_URL]
set -euo pipefail

BASE_URL="${1:-${OPENAI_BASE_URL:-http://127.0.0.1:8787/v1}}"   # <- the ONE line you change
MODEL="${EDGEWARD_MODEL:-edgeward/edge-only}"
SESSION="${EDGEWARD_SESSION:-example-curl}"
KEY="${OPENAI_API_KEY:-unused-by-edgeward}"   # only checked against server.token, never forwarded

body() {  # body STREAM(true|false)
  printf '{"model":"%s","stream":%s,"max_tokens":32,"messages":[%s]}' "$MODEL" "$1" \
    '{"role":"user","content":"Say hi in five words."}'
}

echo "== non-streaming: response headers, then the JSON body"
curl -sS --fail-with-body -D - "$BASE_URL/chat/completions" \
  -H 'Content-Type: application/json' \
  -H "Authorization: Bearer $KEY" \
  -H "x-edgeward-session: $SESSION" \
  -d "$(body false)"
echo

echo "== streaming: response headers, then server-sent events (data: {...} ... data: [DONE])"
curl -sS -N --fail-with-body -D - "$BASE_URL/chat/completions" \
  -H 'Content-Type: application/json' \
  -H "Authorization: Bearer $KEY" \
  -H "x-edgeward-session: $SESSION" \
  -d "$(body true)"
