"""The detector: scan text and OpenAI chat-completions requests, with a per-chunk cache.

``Detector(config).scan_text(text)`` returns disjoint :class:`Span` s (offsets into
``text``). ``scan_request(body)`` walks every string of a chat-completions request that
would leave the device as text and returns :class:`FieldSpan` s whose ``path`` addresses that
string inside ``body`` (see :func:`text_fields` for the exact list and path shapes).

Pipeline for one text:

1. JSON escapes are decoded into a view (``edgeward.detectors.textview``) so ``\\u5f20\\u4f1f``
   and ``\\n``-glued values are readable; spans are mapped back to raw offsets at the end.
2. The whole string is looked up in an LRU cache of final results keyed by its BLAKE2b-128
   digest (a resent message costs one hash). On a miss the view is split at line breaks into
   chunks of at most ``config.chunk_chars`` characters (a longer line is cut at whitespace
   into chunks that overlap by ``CHUNK_OVERLAP`` characters), and each chunk is looked up in a second LRU cache keyed the same way (a field
   that grows, such as a streamed log, only has its new chunks analysed); on a miss Presidio analyses it
   (``language="en"``, score threshold 0, only the configured entity types) and
   ``recognizers.score_fixes.fix_results`` adjusts scores. When the chunk holds HTML/XML markup,
   spaCy reads a copy with the tags blanked out (same offsets); pattern recognizers read the
   original. Because agents resend the whole
   history on every step, each message is analysed once per process, whatever the number of
   requests.
3. Per-entity thresholds, the entity subset and the allow list are applied; deny-list values
   are added (``DENY_LIST``, score 1.0); overlaps are resolved with
   :func:`edgeward.detectors.spans.merge_spans`.

Errors: exceptions raised by Presidio/spaCy propagate unchanged (the egress gate fails
closed on them). :class:`ScanTimeout` is raised when ``config.scan_timeout_s`` is exceeded;
the check runs before each chunk is analysed, so one chunk (20,000 characters by default,
about 1 s on the small model) is the granularity.
"""

from __future__ import annotations

import hashlib
import re
import threading
import time
import unicodedata
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Iterator, Literal, Sequence

from .config import DENY_LIST_ENTITY, DetectorConfig
from .lexicon import FieldLexicon
from .name_lists import name_lists
from .firm_names import shop_named
from .non_personal import company_named, product_name, surname_firm
from .precision import SpanGuard
from .places import is_city_name
from .preload import load_reference_data
from .principal import principal_cue_around
from .recognizers.chinese import han_given_name
from .recognizers.name_evidence import known_kind_of_word, rare_everywhere
from .recognizers.name_shape import NAME_PARTICLES, NOT_NAME_WORDS, ROLE_WORDS
from .recognizers.vocab import TECH_WORDS
from .spans import Cover, FieldPath, FieldSpan, Span, merge_spans
from .tech_terms import all_tech, is_placeholder_name
from .columns import column_names
from .prose_names import prose_names
from .coordination import coordinated_names
from .frequent_words import everyday_words_only, languages_of, may_be_everyday_words
from .headings import heading_names
from .textview import TextView, nlp_text

if TYPE_CHECKING:
    from .engine import LeanAnalyzerEngine

__all__ = [
    "Detector",
    "FieldKind",
    "NlpBatch",
    "FieldSpan",
    "Span",
    "ScanTimeout",
    "ScanUnit",
    "field_kind",
    "request_units",
    "text_fields",
    "unscannable_parts",
]

#: What a scanned string is, for the scaffolding rules (issue 12 item 7):
#: ``content`` (messages, tool results, tool-call arguments: every rule applies),
#: ``instructions`` (system/developer messages, tool and schema descriptions: a span that only
#: the NER model found needs corroboration), ``identifier`` (tool names, schema keys, enum
#: values, dict keys: no NER and no name rules, patterns only).
FieldKind = Literal["content", "instructions", "identifier"]

#: Recognizers whose spans come from the statistical NER model alone.
MODEL_RECOGNIZERS = frozenset({"CleanSpacyRecognizer", "AllCapsNameRecognizer"})
#: Recognizers that find names from lists and phrasing (exempt in identifiers).
NAME_RECOGNIZERS = frozenset(
    {
        "PersonNameRecognizer",
        "KeyedNameRecognizer",
        "RecordNameRecognizer",
        "ModelNameRecognizer",
        "SurnameFirstRecognizer",
        "VerbNameRecognizer",
        "FileNameNameRecognizer",
        "UncasedCueNameRecognizer",
        "HanProseNameRecognizer",
        "PostposedNameRecognizer",
    }
)
_NER_TYPES = frozenset({"PERSON", "LOCATION", "NRP", "ORGANIZATION"})
_IDENT_RE = re.compile(r"^[\w.\-:/@$#+]{1,80}$")


class ScanTimeout(TimeoutError):
    """The scan exceeded ``DetectorConfig.scan_timeout_s`` (the gate must fail closed)."""


# ------------------------------------------------------------------------ request walking
_TEXT_PART_TYPES = {"text": "text", "input_text": "text", "output_text": "text", "refusal": "refusal"}
_SCHEMA_TEXT_KEYS = {"description", "title", "$comment"}
_SCHEMA_VALUE_KEYS = {"default", "const"}
_SCHEMA_LIST_KEYS = {"enum", "examples"}
_REASONING_KEYS = ("reasoning_content", "reasoning", "thinking")


def _content_fields(content: Any, base: FieldPath) -> Iterator[tuple[FieldPath, str]]:
    if isinstance(content, str):
        yield base, content
    elif isinstance(content, list):
        for j, part in enumerate(content):
            if isinstance(part, str):
                yield base + (j,), part
            elif isinstance(part, dict):
                key = _TEXT_PART_TYPES.get(str(part.get("type", "text" if "text" in part else "")))
                if key is not None and isinstance(part.get(key), str):
                    yield base + (j, key), part[key]


def _content_unscannable(content: Any, base: FieldPath) -> Iterator[FieldPath]:
    if isinstance(content, list):
        for j, part in enumerate(content):
            if isinstance(part, str):
                continue
            if not isinstance(part, dict):
                yield base + (j,)
                continue
            key = _TEXT_PART_TYPES.get(str(part.get("type", "text" if "text" in part else "")))
            if key is None or not isinstance(part.get(key), str):
                yield base + (j,)  # image_url, input_audio, file, or anything unknown
    elif content is not None and not isinstance(content, str):
        yield base


def _schema_fields(node: Any, base: FieldPath) -> Iterator[tuple[FieldPath, str]]:
    if isinstance(node, dict):
        for k, v in node.items():
            if isinstance(v, str):
                if k in _SCHEMA_TEXT_KEYS or k in _SCHEMA_VALUE_KEYS:
                    yield base + (k,), v
            elif isinstance(v, list) and k in _SCHEMA_LIST_KEYS:
                for i, item in enumerate(v):
                    if isinstance(item, str):
                        yield base + (k, i), item
                    else:
                        yield from _schema_fields(item, base + (k, i))
            else:
                yield from _schema_fields(v, base + (k,))
    elif isinstance(node, list):
        for i, item in enumerate(node):
            yield from _schema_fields(item, base + (i,))


def text_fields(body: dict[str, Any]) -> list[tuple[FieldPath, str]]:
    """Every string of a chat-completions request body that leaves as text, with its path.

    Covered (path shapes):

    - ``("messages", i, "content")`` string content (any role: system, developer, user,
      assistant, tool, function); list content: ``("messages", i, "content", j, "text")``
      for ``text``/``input_text``/``output_text`` parts and ``(…, j, "refusal")``;
    - ``("messages", i, "name")``, ``("messages", i, "refusal")``;
    - ``("messages", i, "tool_calls", k, "function", "arguments")`` (raw JSON string),
      ``("messages", i, "tool_calls", k, "custom", "input")``,
      ``("messages", i, "function_call", "arguments")`` (legacy);
    - ``("messages", i, K)`` for reasoning fields K in ``reasoning_content``, ``reasoning``,
      ``thinking`` and ``("messages", i, "reasoning_details", j, "text"|"summary")``;
    - tool schemas: ``("tools", t, "function", "description")`` and every ``description``,
      ``title``, ``$comment``, string ``default``/``const`` and string items of
      ``enum``/``examples`` anywhere under ``("tools", t, "function", "parameters", …)``;
      the same under legacy ``("functions", f, …)`` and ``("response_format",
      "json_schema", …)``;
    - ``("prediction", "content"…)``, ``("user",)``, ``("metadata", key)``, ``("prompt",)``.

    Returns a list in document order. Non-dict bodies give an empty list.
    """
    out: list[tuple[FieldPath, str]] = []
    if not isinstance(body, dict):
        return out
    for i, msg in enumerate(body.get("messages") or []):
        if not isinstance(msg, dict):
            continue
        base = ("messages", i)
        out.extend(_content_fields(msg.get("content"), base + ("content",)))
        for key in ("name", "refusal") + _REASONING_KEYS:
            if isinstance(msg.get(key), str):
                out.append((base + (key,), msg[key]))
        for j, det in enumerate(msg.get("reasoning_details") or []):
            if isinstance(det, dict):
                for key in ("text", "summary"):
                    if isinstance(det.get(key), str):
                        out.append((base + ("reasoning_details", j, key), det[key]))
        for k, call in enumerate(msg.get("tool_calls") or []):
            if not isinstance(call, dict):
                continue
            fn = call.get("function")
            if isinstance(fn, dict) and isinstance(fn.get("arguments"), str):
                out.append((base + ("tool_calls", k, "function", "arguments"), fn["arguments"]))
            custom = call.get("custom")
            if isinstance(custom, dict) and isinstance(custom.get("input"), str):
                out.append((base + ("tool_calls", k, "custom", "input"), custom["input"]))
        fc = msg.get("function_call")
        if isinstance(fc, dict) and isinstance(fc.get("arguments"), str):
            out.append((base + ("function_call", "arguments"), fc["arguments"]))
    for t, tool in enumerate(body.get("tools") or []):
        if not isinstance(tool, dict):
            continue
        fn = tool.get("function")
        if isinstance(fn, dict):
            if isinstance(fn.get("description"), str):
                out.append((("tools", t, "function", "description"), fn["description"]))
            if fn.get("parameters") is not None:
                out.extend(_schema_fields(fn["parameters"], ("tools", t, "function", "parameters")))
        elif isinstance(tool.get("description"), str):  # custom tools
            out.append((("tools", t, "description"), tool["description"]))
    for f, fn in enumerate(body.get("functions") or []):
        if isinstance(fn, dict):
            if isinstance(fn.get("description"), str):
                out.append((("functions", f, "description"), fn["description"]))
            if fn.get("parameters") is not None:
                out.extend(_schema_fields(fn["parameters"], ("functions", f, "parameters")))
    rf = body.get("response_format")
    if isinstance(rf, dict) and isinstance(rf.get("json_schema"), dict):
        js = rf["json_schema"]
        if isinstance(js.get("description"), str):
            out.append((("response_format", "json_schema", "description"), js["description"]))
        if js.get("schema") is not None:
            out.extend(_schema_fields(js["schema"], ("response_format", "json_schema", "schema")))
    pred = body.get("prediction")
    if isinstance(pred, dict):
        out.extend(_content_fields(pred.get("content"), ("prediction", "content")))
    if isinstance(body.get("user"), str):
        out.append((("user",), body["user"]))
    if isinstance(body.get("metadata"), dict):
        for k, v in body["metadata"].items():
            if isinstance(v, str):
                out.append((("metadata", k), v))
    prompt = body.get("prompt")
    if isinstance(prompt, str):
        out.append((("prompt",), prompt))
    elif isinstance(prompt, list):
        out.extend(((("prompt", i), p) for i, p in enumerate(prompt) if isinstance(p, str)))
    return out


def unscannable_parts(body: dict[str, Any]) -> list[FieldPath]:
    """Paths of message content parts that cannot be scanned as text.

    ``image_url``, ``input_audio``, ``file`` parts (and any part of an unknown type, or a
    non-string, non-list ``content``) in any message or in ``prediction.content``; the path
    addresses the part, e.g. ``("messages", 1, "content", 2)``. By default the gate keeps such
    steps on the edge.
    """
    out: list[FieldPath] = []
    if not isinstance(body, dict):
        return out
    for i, msg in enumerate(body.get("messages") or []):
        if isinstance(msg, dict):
            out.extend(_content_unscannable(msg.get("content"), ("messages", i, "content")))
            if msg.get("audio") is not None and not isinstance(msg.get("audio"), dict):
                out.append(("messages", i, "audio"))
    pred = body.get("prediction")
    if isinstance(pred, dict):
        out.extend(_content_unscannable(pred.get("content"), ("prediction", "content")))
    return out


@dataclass(frozen=True)
class ScanUnit:
    """One text the detector analyses for a request: a text field, or adjacent text parts of
    one message's content joined without a separator (``group``: their paths and texts), with
    the :data:`FieldKind` whose rules apply."""

    group: tuple[tuple[FieldPath, str], ...]
    kind: FieldKind

    @property
    def text(self) -> str:
        return self.group[0][1] if len(self.group) == 1 else "".join(t for _, t in self.group)

    def field_spans(self, spans: list[Span]) -> list[FieldSpan]:
        """The spans found in :attr:`text` as :class:`FieldSpan` s of the fields it joins (a
        span that crosses parts is reported once per part, clipped to it)."""
        if len(self.group) == 1:
            return [FieldSpan(self.group[0][0], sp) for sp in spans]
        return _split_spans(list(self.group), spans)


def request_units(body: dict[str, Any]) -> list[ScanUnit]:
    """The texts :meth:`Detector.scan_request` analyses for ``body``, in field order (see
    :func:`text_fields`; adjacent text parts of one message form one unit). Pure: no engine,
    so a caller can plan a request in one process and scan its units in another."""
    return [
        ScanUnit(tuple(group), field_kind(body, group[0][0]))  # parts of one message share its kind
        for group in _adjacent_parts(text_fields(body))
    ]


def _part_index(path: FieldPath) -> tuple[FieldPath, int] | None:
    """(content path, part index) when `path` addresses a text part of a message's content
    list (``("messages", i, "content", j, "text")`` or a bare string part ``(…, j)``)."""
    if len(path) >= 4 and path[0] == "messages" and path[2] == "content":
        if len(path) == 5 and path[4] == "text" and isinstance(path[3], int):
            return path[:3], path[3]
        if len(path) == 4 and isinstance(path[3], int):
            return path[:3], path[3]
    return None


def _adjacent_parts(fields: list[tuple[FieldPath, str]]) -> list[list[tuple[FieldPath, str]]]:
    """Group `text_fields` output: runs of text parts at consecutive indexes of one content
    list form one group; every other field is a group of its own. Order is kept."""
    groups: list[list[tuple[FieldPath, str]]] = []
    prev: tuple[FieldPath, int] | None = None
    for path, text in fields:
        idx = _part_index(path)
        if idx is not None and prev is not None and idx[0] == prev[0] and idx[1] == prev[1] + 1:
            groups[-1].append((path, text))
        else:
            groups.append([(path, text)])
        prev = idx
    return groups


def _split_spans(group: list[tuple[FieldPath, str]], spans: list[Span]) -> list[FieldSpan]:
    """Map spans over the joined text of `group` back to each part (clipped to it)."""
    out: list[FieldSpan] = []
    starts = []
    pos = 0
    for _, text in group:
        starts.append(pos)
        pos += len(text)
    for span in spans:
        for (path, text), off in zip(group, starts):
            a, b = max(span.start, off) - off, min(span.end, off + len(text)) - off
            if a < b:
                out.append(FieldSpan(path, Span(span.entity_type, a, b, span.score, text[a:b])))
    order = {path: i for i, (path, _) in enumerate(group)}
    out.sort(key=lambda fs: order[fs.path])  # stable: spans stay in start order within a part
    return out


def field_kind(body: Any, path: FieldPath) -> FieldKind:
    """The :data:`FieldKind` of the string at ``path`` in a chat request ``body``.

    - ``("messages", i, …)`` of a ``system``/``developer`` message: ``instructions``; of any
      other role: ``content``;
    - under ``tools``/``functions``/``response_format``: ``instructions`` when the last key is
      ``description``/``title``/``$comment``, else ``identifier`` (tool names, property
      names, enum items, ``const``/``default``/``examples`` values);
    - anything else: ``content``.
    """
    if not path:
        return "content"
    head = path[0]
    if head == "messages" and len(path) > 2 and isinstance(body, dict):
        msgs = body.get("messages")
        i = path[1]
        if isinstance(msgs, list) and isinstance(i, int) and 0 <= i < len(msgs) and isinstance(msgs[i], dict):
            if msgs[i].get("role") in ("system", "developer") and path[2] == "content":
                return "instructions"
        return "content"
    if head in ("tools", "functions", "response_format"):
        last_key = next((p for p in reversed(path) if isinstance(p, str)), "")
        return "instructions" if last_key in _SCHEMA_TEXT_KEYS else "identifier"
    return "content"


# --------------------------------------------------------------------------- the detector
def _norm(s: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", s).casefold().split())


#: Characters a chunk cut inside a long line shares with the next chunk: a value that crosses
#: the cut is whole in the next one (and its truncated part, contained in it, is dropped by
#: `merge_spans`). Longer than any value the recognizers match.
CHUNK_OVERLAP = 256


def _chunks(text: str, size: int) -> list[tuple[int, str]]:
    """Split into (offset, piece) of at most ``size`` chars: at line breaks, and a line longer
    than ``size`` at whitespace (else anywhere), consecutive pieces of a long line overlapping
    by :data:`CHUNK_OVERLAP` chars. Each piece bounds the work between two deadline checks."""
    if len(text) <= size:
        return [(0, text)]
    out = []
    pos = 0
    n = len(text)
    while pos < n:
        if n - pos <= size:
            out.append((pos, text[pos:]))
            break
        cut = text.rfind("\n", pos, pos + size)
        if cut > pos:
            out.append((pos, text[pos : cut + 1]))
            pos = cut + 1
            continue
        # a line longer than a chunk: cut at the last whitespace of its second half, else hard
        end = pos + size
        ws = max(text.rfind(" ", pos + size // 2, end), text.rfind("\t", pos + size // 2, end))
        if ws > pos:
            end = ws + 1
        out.append((pos, text[pos:end]))
        nxt = max(pos + 1, end - CHUNK_OVERLAP)
        ws = text.find(" ", nxt, end)  # start the overlap at a word
        pos = ws + 1 if 0 <= ws < end - 1 else nxt
    return out


def _source(result: Any) -> str:
    """``model`` (NER), ``names`` (name lists and phrasing) or ``pattern`` (everything else:
    formats, checksums, fields, structure) for a Presidio result."""
    meta = getattr(result, "recognition_metadata", None) or {}
    name = meta.get("recognizer_name", "")
    if name in MODEL_RECOGNIZERS:
        return "model"
    if name in NAME_RECOGNIZERS:
        return "names"
    return "pattern"


#: Types the field lexicon and context rules give, and the validated format types that are
#: more precise on the very same characters (decided by type, so the result does not depend on
#: which recognizer's duplicate Presidio kept).
_GENERIC_TYPES = frozenset(
    {"NATIONAL_ID", "TAX_ID", "BANK_ACCOUNT", "DATE_OF_BIRTH", "SALARY", "FINANCIAL_AMOUNT", "USERNAME", "SECRET"}
)
_SPECIFIC_TYPES = frozenset(
    {
        "US_SSN",
        "US_ITIN",
        "US_PASSPORT",
        "UK_NHS",
        "IBAN_CODE",
        "CREDIT_CARD",
        "CN_RESIDENT_ID",
        "EMAIL_ADDRESS",
        "IP_ADDRESS",
        "MAC_ADDRESS",
        "CRYPTO",
        "API_KEY",
        "PASSWORD",
        "PRIVATE_KEY",
    }
)


def _prefer_specific(spans: list[Span]) -> list[Span]:
    """Drop a generic-typed span (NATIONAL_ID, BANK_ACCOUNT …) when a validated format type
    (US_SSN, IBAN_CODE, CREDIT_CARD …) covers exactly the same characters."""
    by_range: dict[tuple[int, int], list[Span]] = {}
    for sp in spans:
        by_range.setdefault((sp.start, sp.end), []).append(sp)
    out = []
    for group in by_range.values():
        if len(group) > 1 and any(sp.entity_type in _SPECIFIC_TYPES for sp in group):
            group = [sp for sp in group if sp.entity_type not in _GENERIC_TYPES]
        out.extend(group)
    return out


_CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_NON_LATIN_RE = re.compile(r"[\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff]")
#: a spaced Hangul phrase ending in a sentence-final verb ending (요, 다, 죠, 오, 까): a clause
_HANGUL_CLAUSE_RE = re.compile(r"[\uac00-\ud7af]+(?:\s+[\uac00-\ud7af]+)+(?<=[요다죠오까])")
_NAME_WORD_RE = re.compile(r"^[^\W\d_][^\W\d_'’\-]{2,}$")


@lru_cache(maxsize=4096)  # pure (fixed word lists); a text's name words recur in its spans
def _propagable_name_word(w: str) -> bool:
    """A word of a detected full name that identifies the person on its own elsewhere in the
    text: capitalised, 3+ letters, not a particle, a role/organisation/technology/calendar word
    or an initial."""
    if not _NAME_WORD_RE.match(w) or not w[0].isupper() or w.isupper():
        return False
    k = w.casefold()
    return not (
        k in NAME_PARTICLES
        or k in NOT_NAME_WORDS
        or k in ROLE_WORDS
        or w.upper() in TECH_WORDS
        or all_tech(w)
        or k in _CALENDAR_WORDS
    )


@lru_cache(maxsize=4096)  # pure (fixed word lists and frequencies)
def _rare_name_word(w: str) -> bool:
    """A name word no everyday word of any language spells, in any case: rare in all the
    languages ``name_evidence`` checks, not a city, not a common word."""
    return rare_everywhere(w.casefold()) and not known_kind_of_word(w) and not is_city_name(w)


_CALENDAR_WORDS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december today tomorrow".split()
)


#: a word character that is not CJK/kana/Hangul: Chinese and Japanese write no space between a
#: Latin name and the next word ("Vandeleur说"), so those count as a boundary
_WORD_NOT_CJK = r"(?![\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af])\w"
#: `_propagate` compiles a regex per found value, and a class as wide as `_WORD_NOT_CJK`'s costs
#: ~3 ms to compile (sre builds its bitmap per code point): it searches a copy of the text with
#: those characters replaced by `_CJK_MARK` (not `\w`), where a plain `\w` means `_WORD_NOT_CJK`
_CJK_MARK = "\ue000"
_CJK_MARKED_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\ue000]")
_INFLECTED_RE = re.compile(r"^[\u0370-\u03ff\u1f00-\u1fff\u0400-\u04ff]+$")


@lru_cache(maxsize=4096)  # pure; a session's names recur in its texts
def _name_forms(name: str, lower: bool = False) -> str:
    """A regex for the forms a detected name takes elsewhere in the same text: as written,
    in capitals (``VAUDRÉMONT``), in lower case when ``lower`` (a rare name word typed in a
    chat: ``brannoc``), with a genitive ``s``/``'s`` (``Walburgs``, ``Asser's``),
    and, for one Greek/Cyrillic word of 5+ letters, its stem with another case ending
    (``Белослава`` → ``Белославе``, ``Αντιφάνης`` → ``Αντιφάνη``)."""
    forms = [re.escape(name)]
    if name.upper() != name:
        forms.append(re.escape(name.upper()))
    if lower and name.lower() != name:
        forms.append(re.escape(name.lower()))
    if " " not in name and len(name) >= 5 and _INFLECTED_RE.match(name):
        stem = name[:-2] if name[-1].lower() in "аяыиеоуьйюєіїaeiouηςαοιυωή" and len(name) >= 6 else name[:-1]
        ends = "[\u0400-\u04ff]" if "\u0400" <= name[0] <= "\u04ff" else "[\u0370-\u03ff\u1f00-\u1fff]"
        forms.append(re.escape(stem) + ends + "{0,3}")
    return "(?:" + "|".join(forms) + ")(?:['’]?s)?"


_POSSESSIVE = ("'s", "’s", "s", "")  # `(?:['’]?s)?` of `_name_forms`, in the order a regex tries it


@lru_cache(maxsize=4096)  # pure; a session's names recur in its texts
def _literal_forms(value: str, forms: str, lower: bool = False) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(spellings, suffixes) when `forms` — `_name_forms(value)` or the escaped value — is made
    of literals only (as written, in capitals, with a genitive s); None otherwise (a stem with
    case endings), when only a compiled regex finds it."""
    if forms == re.escape(value):
        return (value,), ("",)
    spellings = [value] if value.upper() == value else [value, value.upper()]
    if lower and value.lower() != value:
        spellings.append(value.lower())
    if forms == "(?:" + "|".join(map(re.escape, spellings)) + ")(?:['’]?s)?":
        return tuple(spellings), _POSSESSIVE
    return None


def _is_word(ch: str) -> bool:
    return ch.isalnum() or ch == "_"  # what `\w` matches in a str regex


def _literal_occurrences(
    hay: str, spellings: Sequence[str], suffixes: tuple[str, ...], *, bounded: bool
) -> list[tuple[int, int]]:
    r"""What `re.finditer` gives for ``(?:spelling|…)(?:suffix|…)`` over `hay` — leftmost first,
    alternatives in order, no overlaps — with, when `bounded`, the boundaries `_propagate` puts
    around it on the CJK-marked text: ``(?<![@.\-])(?<!\w)`` before, ``(?!\w|-|\.[\w<mark>])``
    after. Compiling that regex for each found value cost more than the search (~0.2 ms)."""
    n = len(hay)
    starts: set[int] = set()
    for sp in spellings:
        i = hay.find(sp)
        while i >= 0:
            starts.add(i)
            i = hay.find(sp, i + 1)
    out: list[tuple[int, int]] = []
    pos = 0
    for p in sorted(starts):
        if p < pos:
            continue
        if bounded and p > 0 and (hay[p - 1] in "@.-" or _is_word(hay[p - 1])):
            continue
        end = _literal_end(hay, n, p, spellings, suffixes, bounded)
        if end is not None:
            out.append((p, end))
            pos = end
    return out


def _literal_end(
    hay: str, n: int, p: int, spellings: Sequence[str], suffixes: tuple[str, ...], bounded: bool
) -> int | None:
    for sp in spellings:
        if not hay.startswith(sp, p):
            continue
        for suf in suffixes:
            e = p + len(sp)
            if suf:
                if not hay.startswith(suf, e):
                    continue
                e += len(suf)
            if not bounded or e == n:
                return e
            c = hay[e]
            if not (
                _is_word(c)
                or c == "-"
                or (c == "." and e + 1 < n and (_is_word(hay[e + 1]) or hay[e + 1] == _CJK_MARK))
            ):
                return e
    return None


@lru_cache(maxsize=4096)  # pure (fixed lists); asked of every model/name-list span, names recur
def _tech_word_in_name(text: str) -> bool:
    """A model span with a technology term among its words and no listed given name first."""
    words = re.split(r"[\s\-]+", text.strip())  # "Node-Affinität": a hyphenated compound too
    return len(words) > 1 and any(all_tech(w) for w in words) and not name_lists().is_given(words[0])


@lru_cache(maxsize=4096)  # pure (fixed lists); places recur in a session's texts
def _person_tagged_as_place(text: str) -> bool:
    """A LOCATION from the NER model that is a person: 2-3 capitalised words, the first a
    listed given name (``Alexis Reed``; not ``San Francisco``, ``Casa do Rio``)."""
    words = text.split()
    return (
        2 <= len(words) <= 3
        and all(w[:1].isupper() for w in words)
        and name_lists().is_given(words[0])
        and not all_tech(text)
    )


#: :meth:`Detector.prepare_nlp`: chunk digest → Presidio ``NlpArtifacts`` (spaCy's output).
NlpBatch = dict[bytes, Any]
#: Characters :meth:`Detector.prepare_nlp` sends to spaCy in one pass (and the longest text it
#: takes): about 0.2 s of NER on this machine, far under a scan budget.
NLP_BATCH_CHARS = 8000


def _chunk_key(chunk: str) -> bytes:
    """The chunk cache's key: BLAKE2b-128 of the chunk."""
    return hashlib.blake2b(chunk.encode("utf-8", "surrogatepass"), digest_size=16).digest()


def _text_key(text: str, kind: str) -> bytes:
    """The whole-text cache's key: BLAKE2b-128 of kind and text."""
    return hashlib.blake2b(kind.encode() + b"\0" + text.encode("utf-8", "surrogatepass"), digest_size=16).digest()


def _auto_kind(text: str) -> FieldKind:
    """``identifier`` for one token without whitespace (a key, a tool name), else ``content``."""
    return "identifier" if _IDENT_RE.match(text) else "content"


class Detector:
    """PII/credential detector over text and chat requests.

    Args:
        config: thresholds, allow/deny lists, entity subset, timeout, cache size
            (:class:`DetectorConfig`; defaults when None).
        engine: a Presidio ``AnalyzerEngine``; defaults to the process-wide
            :func:`edgeward.detectors.engine.get_engine` (built on first use, ~5 s).

    Attributes:
        stats: counters ``analyzer_calls``, ``cache_hits``, ``cache_misses``,
            ``chars_analyzed`` (characters actually sent to Presidio).

    Thread-safe: the cache is guarded by a lock; Presidio analysis runs outside it.
    """

    def __init__(self, config: DetectorConfig | None = None, engine: Any = None):
        self.config = config or DetectorConfig()
        self._engine = engine
        self._cache: OrderedDict[bytes, list[tuple[str, int, int, float, str]]] = OrderedDict()
        self._text_cache: OrderedDict[bytes, tuple[Span, ...]] = OrderedDict()
        self._lock = threading.Lock()
        self.stats = {"analyzer_calls": 0, "cache_hits": 0, "cache_misses": 0, "chars_analyzed": 0}
        self._entities = set(self.config.effective_entities())
        self._allow = {_norm(v) for v in self.config.allow_list if v.strip()}
        self._deny = [re.compile(re.escape(v.strip()), re.IGNORECASE) for v in self.config.deny_list if v.strip()]
        self._presidio_entities: list[str] | None = None
        self._lexicon = FieldLexicon(self.config.fields)
        self._keep_locations = self.config.entities is not None and "LOCATION" in self._entities

    # -- engine ---------------------------------------------------------------------------
    @property
    def engine(self) -> LeanAnalyzerEngine:
        """The Presidio ``AnalyzerEngine`` (built lazily)."""
        if self._engine is None:
            from .engine import EngineOptions, get_engine  # lazy: loads Presidio and spaCy (seconds)

            self._engine = get_engine(EngineOptions.from_config(self.config))
        return self._engine

    def warm(self) -> None:
        """Build the engine (spaCy, Presidio: seconds), load every reference list the
        recognizers read lazily (:func:`load_reference_data`) and run one scan, so the first
        request's scan costs what any later one does. Raises what a loader raises."""
        load_reference_data()
        self.scan_text("warm up: Alice Example, alice@example.com, +1 415 555 0132; takes ibuprofen")

    def _engine_entities(self) -> list[str]:
        if self._presidio_entities is None:
            supported = set(self.engine.get_supported_entities(language="en"))
            self._presidio_entities = sorted(self._entities & supported)
        return self._presidio_entities

    # -- cache ----------------------------------------------------------------------------
    def clear_cache(self) -> None:
        """Drop every cached chunk result."""
        with self._lock:
            self._cache.clear()
            self._text_cache.clear()

    def _analyze_chunk(self, chunk: str, nlp: NlpBatch | None = None) -> list[tuple[str, int, int, float, str]]:
        key = _chunk_key(chunk)
        size = self.config.cache_size
        if size > 0:
            with self._lock:
                hit = self._cache.get(key)
                if hit is not None:
                    self._cache.move_to_end(key)
                    self.stats["cache_hits"] += 1
                    return hit
        entities = self._engine_entities()
        if entities and chunk.strip():
            from .recognizers.score_fixes import fix_results  # lazy: imports Presidio

            # popped: a recognizer may annotate the Doc, so a prefetched one serves one analysis
            artifacts = nlp.pop(key, None) if nlp is not None else None
            if artifacts is None:
                blanked = nlp_text(chunk)
                artifacts = None if blanked is None else self.engine.nlp_engine.process_text(blanked, "en")
            results = self.engine.analyze(
                text=chunk, language="en", entities=entities, score_threshold=0.0, nlp_artifacts=artifacts
            )
            results = fix_results(chunk, results)
            found = [(r.entity_type, r.start, r.end, float(r.score), _source(r)) for r in results]
        else:
            found = []
        with self._lock:
            self.stats["analyzer_calls"] += 1
            self.stats["cache_misses"] += 1
            self.stats["chars_analyzed"] += len(chunk)
            if size > 0:
                self._cache[key] = found
                while len(self._cache) > size:
                    self._cache.popitem(last=False)
        return found

    # -- scanning -------------------------------------------------------------------------
    def _deadline(self) -> float | None:
        t = self.config.scan_timeout_s
        return None if t is None else time.monotonic() + t

    def _scan(
        self, text: str, deadline: float | None, kind: FieldKind | None = None, nlp: NlpBatch | None = None
    ) -> list[Span]:
        if not text:
            return []
        kind = kind or _auto_kind(text)
        size = self.config.cache_size
        if size > 0:
            key = _text_key(text, kind)
            with self._lock:
                hit = self._text_cache.get(key)
                if hit is not None:
                    self._text_cache.move_to_end(key)
                    self.stats["cache_hits"] += 1
                    return list(hit)
        spans = self._scan_uncached(text, deadline, kind, nlp)
        if size > 0:
            with self._lock:
                self._text_cache[key] = tuple(spans)
                while len(self._text_cache) > size:
                    self._text_cache.popitem(last=False)
        return spans

    def _scan_uncached(self, text: str, deadline: float | None, kind: FieldKind, nlp: NlpBatch | None) -> list[Span]:
        view = TextView(text, fold=True)
        vt = view.text
        cfg = self.config
        raw: list[Span] = []
        model: list[Span] = []
        owners: list[str] = []  # the name words of firms named after their owner (dropped)
        firms: list[tuple[int, int]] = []  # where those firms are
        guard = SpanGuard(text, self._lexicon)
        # Turkish/Indonesian text: its everyday words are no names; read when a model-found
        # person may be such words (most are listed names: the text's words are not read)
        langs: tuple[str, ...] | None = None
        for off, chunk in _chunks(vt, max(1000, cfg.chunk_chars)):
            if deadline is not None and time.monotonic() > deadline:
                raise ScanTimeout(f"scan exceeded {cfg.scan_timeout_s} s")
            for ent, s, e, score, src in self._analyze_chunk(chunk, nlp):
                if ent not in self._entities or score < cfg.threshold_for(ent):
                    continue
                if kind == "identifier" and src in ("model", "names"):
                    continue
                rs, re_ = view.to_raw(off + s, off + e)
                value = text[rs:re_]
                dvalue = vt[off + s : off + e]
                if self._allow and (_norm(value) in self._allow or _norm(dvalue) in self._allow):
                    continue
                if ent == "LOCATION" and not self._keep_locations:
                    # a place name alone identifies nobody (addresses are ADDRESS); the small
                    # model also tags unusual person names as places: keep those as PERSON
                    if not _person_tagged_as_place(dvalue):
                        continue
                    ent = "PERSON"
                if ent in _NER_TYPES and src != "pattern":
                    if cfg.tech_terms and all_tech(dvalue):
                        continue
                    if src in ("model", "names") and cfg.tech_terms and _tech_word_in_name(dvalue):
                        continue  # "Deployed React", "Gateway Mini"
                    if src == "model" and " " not in dvalue.strip() and _NON_LATIN_RE.search(dvalue):
                        continue  # the English model on Cyrillic/Greek/Arabic words ("Привет")
                    if src == "model" and _HANGUL_CLAUSE_RE.fullmatch(dvalue.strip()):
                        continue  # a Korean clause ("전달해 주세요"), not a name
                    if src == "model" and ent == "PERSON" and is_city_name(dvalue):
                        continue  # a big city read as a person ("Porto", "São Paulo"): places.py
                    if src == "model" and ent == "PERSON" and may_be_everyday_words(dvalue):
                        if langs is None:
                            langs = languages_of(vt)
                        if everyday_words_only(dvalue, langs):
                            continue  # "Kişisel", "Kepada Yth": everyday words (frequent_words.py)
                    if kind == "instructions" and ent == "PERSON" and is_placeholder_name(dvalue):
                        continue  # "John Doe" in a prompt's example
                    words = dvalue.split()
                    if self._lexicon.known(dvalue) or (src == "model" and words and self._lexicon.known(words[-1])):
                        continue  # a field label ("Diagnose", "Meine Anschrift") is not a value
                refined = guard.refine(Span(ent, rs, re_, score, value), src)
                if refined is None:
                    if ent == "PERSON" and len(value.split()) >= 2 and shop_named(text, rs, re_):
                        # "Garage Bernard" is the firm, but its owner's name, met alone later in
                        # the text, is the owner ("Garage Bernard: Bernard touche 3 200 €"; breaker14)
                        names = name_lists()
                        firms.append((rs, re_))
                        owners.extend(w for w in value.split() if names.is_name_word(w.strip(".,")))
                    continue  # a date as a number, a label, a flag value … (precision.py)
                span = refined
                (model if src == "model" else raw).append(span)
        for span, src in guard.claimed(raw + model):  # rule 15's figures beside a found person (breaker17)
            (model if src == "model" else raw).append(span)
        if kind == "instructions":
            # a model-only hit in instructions needs corroboration by a strong signal: a
            # pattern/field span over it, or a name found by a strong cue (score >= 0.8);
            # weak name evidence (a preposition plus a listed name) counts only with it too
            # a delegation cue ("You assist X", "on behalf of X", "用户是X", "X's assistant") is
            # that corroboration for a PERSON: agents name their user in the system prompt
            strong = [r for r in raw if r.score >= 0.8 or r.entity_type not in _NER_TYPES]
            weak = [r for r in raw if r not in strong]
            model = [
                m
                for m in model + weak
                if any(r.start < m.end and m.start < r.end for r in strong)
                or (m.entity_type == "PERSON" and principal_cue_around(text, m.start, m.end))
            ]
            raw = strong
        raw.extend(model)
        raw.extend(self._propagate(text, raw, owners, firms))
        if kind == "content":
            raw.extend(column_names(text, raw))
            raw.extend(coordinated_names(text, raw))
            raw.extend(heading_names(text, raw, self._lexicon))
            raw.extend(prose_names(text, raw, self._lexicon))
        raw = _prefer_specific(raw)
        if self._deny:
            for rx in self._deny:
                for m in rx.finditer(vt):
                    rs, re_ = view.to_raw(m.start(), m.end())
                    raw.append(Span(DENY_LIST_ENTITY, rs, re_, 1.0, text[rs:re_]))
        return merge_spans(raw)

    def _propagate(
        self, text: str, spans: list[Span], owners: list[str] | None = None, firms: list[tuple[int, int]] | None = None
    ) -> list[Span]:
        """Other occurrences, in the same string, of what was found: a detected full name's
        words (``Jolyon Sidebottom`` … ``Jolyon will join``), a detected CJK name, a user name
        or handle (score 0.7, word-bounded, case-sensitive). The session vault does the same
        across requests; this covers the first request that carries the value. ``owners``: the
        name words of a firm named after its owner that the precision rules dropped (``Bernard``
        of ``Garage Bernard``, listed name words only); alone elsewhere they name that owner, not
        inside ``firms`` (the dropped firms' ``(start, end)``)."""
        found: dict[str, str] = {}
        lower: set[str] = set()  # name words whose lower-case form counts too
        surnames: set[str] = set()  # later words of a full name (a firm may bear them: decoys14)
        for sp in spans:
            t = sp.text
            if sp.entity_type == "PERSON":
                if _CJK_RE.search(t) and 2 <= len(t) <= 5:
                    found.setdefault(t, "PERSON")
                    given = han_given_name(t)  # "诸葛逸尘" … "请逸尘明天": the given name alone
                    if given is not None:
                        found.setdefault(given, "PERSON")
                words = [w.strip(".,'’()") for w in t.split()]
                if len(words) >= 2:
                    found.setdefault(" ".join(t.split()), "PERSON")
                    for i, w in enumerate(words):
                        if _propagable_name_word(w) and not self._lexicon.known(w):
                            found.setdefault(w, "PERSON")
                            if i:
                                surnames.add(w)
                            if _rare_name_word(w):
                                lower.add(w)
                elif len(words) == 1 and len(words[0]) >= 4 and _propagable_name_word(words[0]):
                    # round 13: a one-word name (a chat speaker, a vocative) rare in every
                    # language names that person wherever it recurs, also in lower case
                    w = words[0]
                    if _rare_name_word(w) and not self._lexicon.known(w):
                        found.setdefault(w, "PERSON")
                        lower.add(w)
            elif sp.entity_type == "USERNAME" and len(t.lstrip("@")) >= 4 and " " not in t:
                found.setdefault(t.lstrip("@"), "USERNAME")
        for w in owners or ():
            w = w.strip(".,'’()")
            if _propagable_name_word(w) and not self._lexicon.known(w):
                found.setdefault(w, "PERSON")
                surnames.add(w)  # "Bernard Elektro" later is the firm again
        if not found:
            return []
        covered = Cover((sp.start, sp.end) for sp in spans)
        out = []
        marked = None if _CJK_MARK in text else _CJK_MARKED_RE.sub(_CJK_MARK, text)  # same offsets
        for value, etype in found.items():
            cjk = _CJK_RE.search(value) is not None
            low = value in lower
            forms = _name_forms(value, low) if etype == "PERSON" else re.escape(value)
            literal = None if cjk else _literal_forms(value, forms, low)
            if cjk:
                found_at = _literal_occurrences(text, [value], ("",), bounded=False)
            elif marked is not None and _CJK_MARKED_RE.search(value) is None and literal is not None:
                found_at = _literal_occurrences(marked, *literal, bounded=True)
            elif marked is not None and _CJK_MARKED_RE.search(value) is None:
                rx = re.compile(rf"(?<![@.\-])(?<!\w)(?:{forms})(?!\w|-|\.[\w{_CJK_MARK}])")
                found_at = [m.span() for m in rx.finditer(marked)]
            else:
                rx = re.compile(rf"(?<![@.\-])(?<!{_WORD_NOT_CJK})(?:{forms})(?!{_WORD_NOT_CJK}|-|\.\w)")
                found_at = [m.span() for m in rx.finditer(text)]
            for a, b in found_at:
                if covered.covers(a, b) or any(fa <= a and b <= fb for fa, fb in firms or ()):
                    continue
                if etype == "PERSON" and (
                    company_named(text, a, b)
                    or product_name(text, a, b)
                    or (value in surnames and surname_firm(text, a, b))
                ):
                    continue  # "Pemberton Logistics" beside "Sarah Pemberton": the firm (decoys13, 14)
                out.append(Span(etype, a, b, 0.7, text[a:b]))
        return out

    def scan_text(self, text: str, kind: FieldKind | None = None) -> list[Span]:
        """Detect sensitive values in ``text``.

        ``kind`` (:data:`FieldKind`) selects the scaffolding rules; None picks
        ``identifier`` for a single token without whitespace (a key, a tool name, an id)
        and ``content`` otherwise. Returns disjoint spans sorted by start; offsets are
        code-point indices into ``text`` and ``span.text == text[span.start:span.end]``.
        Raises :class:`ScanTimeout` past ``config.scan_timeout_s``; Presidio errors propagate.
        """
        return self._scan(text, self._deadline(), kind)

    def scan_request(self, body: dict[str, Any]) -> list[FieldSpan]:
        """Scan every text field of a chat-completions request (see :func:`text_fields`),
        each with the rules of its :func:`field_kind`.

        Adjacent text parts of one message's content (``[{type: text}, {type: text}]``) are
        scanned as one text, joined without a separator, so a value split across parts
        (``"…rossi-"`` + ``"bianchi@studio.example"``) is found; a span that crosses parts is
        reported once per part it covers, clipped to that part. Values split across two
        *messages* are not joined (each message is scanned and cached on its own).

        Returns :class:`FieldSpan` s in field order, spans sorted within a field. One
        ``config.scan_timeout_s`` budget covers the whole request. Errors propagate.
        """
        units = request_units(body)
        found = self.scan_texts([(u.text, u.kind) for u in units])
        return [fs for u, spans in zip(units, found) for fs in u.field_spans(spans)]

    def scan_texts(self, items: list[tuple[str, FieldKind | None]], nlp: NlpBatch | None = None) -> list[list[Span]]:
        """:meth:`scan_text` over several ``(text, kind)`` items under one
        ``config.scan_timeout_s`` budget; one list of spans per item, in order. This is what a
        scan worker process runs (:func:`request_units` plans the items of a request).

        ``nlp``: spaCy's output for some of the chunks, from :meth:`prepare_nlp` (a scan worker
        prepares several jobs' texts at once); without it, several items are prepared here.
        Either way the spans are those of scanning each item on its own."""
        if nlp is None and len(items) > 1:
            # before the deadline starts, as the engine's lazy build (seconds) always was; the
            # pass reads fewer characters than one chunk, the budget's granularity
            nlp = self.prepare_nlp(items)
        deadline = self._deadline()
        return [self._scan(text, deadline, kind, nlp) for text, kind in items]

    def prepare_nlp(self, items: list[tuple[str, FieldKind | None]]) -> NlpBatch:
        """spaCy's output for the chunks of ``items`` that a scan would send to the model, in
        one ``nlp.pipe`` pass (chunk digest → Presidio ``NlpArtifacts``), to pass to
        :meth:`scan_texts`.

        Why: most of a short text's NER cost is fixed per call (each of the model's layers packs
        its weights for a handful of rows); a batch of 16 short texts costs about 40 % of 16
        calls, with the same entities (``tests/detectors/test_nlp_batch.py``). Only texts of at
        most :data:`NLP_BATCH_CHARS` characters are prepared, up to that many characters in
        all, so the deadline is still checked between bounded pieces of work; texts and chunks
        the caches already hold are skipped. If the batch pass raises, the result is empty and
        every chunk is analysed on its own, where the error is raised for the text that
        causes it.
        """
        inputs: dict[bytes, str] = {}
        total = 0
        size = self.config.cache_size
        for text, kind in items:
            if not text or len(text) > NLP_BATCH_CHARS or total + len(text) > NLP_BATCH_CHARS:
                continue
            if size > 0:
                with self._lock:
                    if _text_key(text, kind or _auto_kind(text)) in self._text_cache:
                        continue
            for _, chunk in _chunks(TextView(text, fold=True).text, max(1000, self.config.chunk_chars)):
                key = _chunk_key(chunk)
                if key in inputs or not chunk.strip():
                    continue
                if size > 0:
                    with self._lock:
                        if key in self._cache:
                            continue
                inputs[key] = nlp_text(chunk) or chunk
                total += len(chunk)
        if len(inputs) < 2 or not self._engine_entities():
            return {}  # one text: the plain call costs the same; no entities: nothing is analysed
        try:
            done = self.engine.nlp_engine.process_batch(list(inputs.values()), "en", batch_size=len(inputs))
            return {key: artifacts for key, (_, artifacts) in zip(inputs, done)}
        except Exception:  # noqa: BLE001 - see the docstring: the per-chunk path raises it again
            return {}

    @staticmethod
    def text_fields(body: dict[str, Any]) -> list[tuple[FieldPath, str]]:
        """Same as module-level :func:`text_fields`."""
        return text_fields(body)

    @staticmethod
    def unscannable_parts(body: dict[str, Any]) -> list[FieldPath]:
        """Same as module-level :func:`unscannable_parts`."""
        return unscannable_parts(body)
