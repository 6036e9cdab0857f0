"""Optional contextual detector: a local (edge) model lists further sensitive spans.

Patterns and NER miss what only context tells: a diagnosis in a sentence, a salary in prose,
a nickname. With ``privacy.detector.llm: edge`` the egress gate also asks the edge model, for
every text of a cloud-bound request it has not asked about before, to list the sensitive
values it sees. Contract:

- the model answers JSON ``{"spans": [{"text": "<exact substring>", "type": "<TYPE>"}]}``
  (a bare list of such objects, a code fence or text around the object are tolerated);
- a span is kept only if its ``text`` occurs **verbatim** in a scanned text (every occurrence
  is reported; the model cannot invent offsets or values); ``type`` is normalised to
  UPPER_SNAKE, ``SENSITIVE`` when missing;
- anything else — a timeout, an upstream error, an answer that is not such JSON — raises
  :class:`LLMDetectorError`, and the gate fails closed (the step stays on the edge, or 403).

Texts are batched into calls of at most ``max_chars`` characters (one call for a step whose
new content is one tool result) and the result of each text is cached by its BLAKE2b digest,
so a resent message is never asked about twice. The model is reached through a
:class:`ChatCompletion` callable supplied by the caller (the proxy records each call as an
auxiliary ``detector`` call with its edge tokens and FLOPs); this module imports no other room.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
from collections import OrderedDict
from typing import Any, Iterable, Protocol

from .spans import Span

__all__ = ["ChatCompletion", "LLMDetector", "LLMDetectorError", "SYSTEM_PROMPT", "parse_answer"]

#: Score given to spans the model lists (below pattern hits, above the default threshold).
LLM_SCORE = 0.7
_SEPARATOR = "\n\n=====\n\n"
_MIN_CHARS = 3

SYSTEM_PROMPT = (
    "You are a privacy filter (sensitive-span finder). The user message is text that is about to "
    "be sent to a remote service. List every value in it that identifies or describes a real "
    "person or is confidential: names, nicknames, contact details, addresses, dates of birth, "
    "identity, account and card numbers, health conditions and diagnoses, salaries, balances and "
    "other personal finances, passwords, keys and tokens. Copy each value exactly as it appears. "
    "Answer with JSON only, in this shape: "
    '{"spans": [{"text": "<exact text>", "type": "PERSON|EMAIL_ADDRESS|PHONE_NUMBER|ADDRESS|'
    'DATE_OF_BIRTH|ID_NUMBER|ACCOUNT_NUMBER|HEALTH|FINANCIAL|SECRET|SENSITIVE"}]}. '
    'Answer {"spans": []} when there is nothing to list.'
)


class ChatCompletion(Protocol):
    """How the detector reaches its model: `await complete(session, body)` sends an OpenAI
    chat-completions request body (no `model` needed) for `session` and returns the
    `chat.completion` response dict; it raises on any failure. The caller records the call."""

    async def __call__(self, session: str, body: dict[str, Any]) -> dict[str, Any]: ...


class LLMDetectorError(RuntimeError):
    """The contextual detector could not give an answer (the gate must fail closed)."""


_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.S)
_TYPE = re.compile(r"[^A-Z0-9]+")


def _first_json(text: str) -> Any:
    """The first JSON object/array in `text` (whole text, fenced block, or embedded)."""
    candidates = [text.strip()]
    candidates += [m.group(1).strip() for m in _FENCE.finditer(text)]
    dec = json.JSONDecoder()
    for c in candidates:
        try:
            return json.loads(c)
        except ValueError:
            pass
    for i, ch in enumerate(text):
        if ch in "{[":
            try:
                return dec.raw_decode(text, i)[0]
            except ValueError:
                continue
    raise LLMDetectorError("answer is not JSON")


def parse_answer(answer: str) -> list[tuple[str, str]]:
    """The (value, TYPE) pairs of a model answer (see the module docstring).

    Raises:
        LLMDetectorError: not JSON, or not the expected shape.
    """
    data = _first_json(answer or "")
    if isinstance(data, dict):
        data = data.get("spans")
    if not isinstance(data, list):
        raise LLMDetectorError("answer has no `spans` list")
    out: list[tuple[str, str]] = []
    for item in data:
        if isinstance(item, str):
            value, etype = item, ""
        elif isinstance(item, dict) and isinstance(item.get("text"), str):
            kind = item.get("type")
            value, etype = item["text"], kind if isinstance(kind, str) else ""
        else:
            raise LLMDetectorError("a span is neither a string nor {text, type}")
        etype = _TYPE.sub("_", etype.upper()).strip("_") or "SENSITIVE"
        if etype[0].isdigit():
            etype = "SENSITIVE"
        if value.strip():
            out.append((value, etype))
    return out


def _locate(text: str, values: Iterable[tuple[str, str]]) -> list[Span]:
    spans: list[Span] = []
    for value, etype in values:
        i = text.find(value)
        while i >= 0:
            spans.append(Span(etype, i, i + len(value), LLM_SCORE, value))
            i = text.find(value, i + 1)
    return spans


class LLMDetector:
    """Asks a model for sensitive spans in texts (see the module docstring).

    Args:
        complete: the :class:`ChatCompletion` callable (the proxy's recorded edge call).
        timeout_s: budget of one model call; exceeded → :class:`LLMDetectorError`.
        max_chars: characters of text per call (texts are batched up to it; a longer text is
            sent in pieces cut at line breaks).
        max_tokens: the answer's token limit.
        cache_size: texts whose result is kept (LRU).
    """

    def __init__(
        self,
        complete: ChatCompletion,
        *,
        timeout_s: float = 30.0,
        max_chars: int = 6000,
        max_tokens: int = 512,
        cache_size: int = 4096,
    ) -> None:
        self._complete = complete
        self.timeout_s = timeout_s
        self.max_chars = max(200, max_chars)
        self.max_tokens = max_tokens
        self._cache: OrderedDict[bytes, tuple[tuple[str, str], ...]] = OrderedDict()
        self._cache_size = cache_size
        self.calls = 0

    @staticmethod
    def _key(text: str) -> bytes:
        return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()

    def body(self, text: str) -> dict[str, Any]:
        """The chat-completions request asking about `text`."""
        return {
            "messages": [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": text}],
            "temperature": 0,
            "max_tokens": self.max_tokens,
            "response_format": {"type": "json_object"},
        }

    async def _ask(self, session: str, text: str, complete: ChatCompletion) -> list[tuple[str, str]]:
        self.calls += 1
        try:
            resp = await asyncio.wait_for(complete(session, self.body(text)), self.timeout_s)
        except TimeoutError:
            raise LLMDetectorError(f"no answer within {self.timeout_s} s") from None
        except LLMDetectorError:
            raise
        except Exception as e:  # noqa: BLE001 - any failure of the call fails the scan closed
            raise LLMDetectorError(f"call failed: {type(e).__name__}") from None
        try:
            content = resp["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError):
            raise LLMDetectorError("response has no message content") from None
        if not isinstance(content, str):
            raise LLMDetectorError("response content is not text")
        return parse_answer(content)

    def _batches(self, texts: list[str]) -> list[list[str]]:
        """Texts grouped into calls of at most `max_chars` (long texts cut at line breaks)."""
        pieces: list[str] = []
        for t in texts:
            while len(t) > self.max_chars:
                cut = t.rfind("\n", 0, self.max_chars)
                cut = cut if cut > self.max_chars // 2 else self.max_chars
                pieces.append(t[:cut])
                t = t[cut:]
            pieces.append(t)
        batches: list[list[str]] = []
        size = 0
        for p in pieces:
            if batches and size + len(_SEPARATOR) + len(p) <= self.max_chars:
                batches[-1].append(p)
                size += len(_SEPARATOR) + len(p)
            else:
                batches.append([p])
                size = len(p)
        return batches

    async def scan_texts(
        self, session: str, texts: list[str], complete: ChatCompletion | None = None
    ) -> list[list[Span]]:
        """Spans for each of `texts` (offsets into that text), asking the model only about texts
        not seen before. Texts shorter than 3 characters or only whitespace are skipped.
        `complete` overrides the detector's own call for this scan (the proxy passes one bound
        to the step, so the call is recorded with it).

        Raises:
            LLMDetectorError: a call timed out, failed or was answered with malformed JSON.
        """
        todo: list[str] = []
        for t in texts:
            if len(t) >= _MIN_CHARS and not t.isspace() and self._key(t) not in self._cache and t not in todo:
                todo.append(t)
        found: dict[str, list[tuple[str, str]]] = {t: [] for t in todo}
        for batch in self._batches(todo):
            values = await self._ask(session, _SEPARATOR.join(batch), complete or self._complete)
            for t in todo:  # a value listed for one piece is located in every new text
                if any(v in t for v, _ in values):
                    found[t].extend(values)
        for t in todo:
            self._cache[self._key(t)] = tuple(dict.fromkeys(found[t]))
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        out: list[list[Span]] = []
        for t in texts:
            hit = self._cache.get(self._key(t)) if len(t) >= _MIN_CHARS and not t.isspace() else None
            out.append(_locate(t, hit) if hit else [])
        return out
