"""Tokens in the path of incoming-webhook URLs (secrets19).

Entity: ``SECRET`` 0.85, covering the token path segments only (scheme, host and the fixed
parts of the path stay readable). An incoming-webhook URL is a bearer credential: whoever holds
it can post as the integration (Slack ``/services/T…/B…/<token>``, Discord
``/api/webhooks/<id>/<token>``, Mattermost and Rocket.Chat ``/hooks/<token>``, Zapier
``/hooks/catch/<account>/<hook>/``, n8n and Make ``/webhook/<uuid>``, Teams
``/webhookb2/…/IncomingWebhook/<hex>/…``). Vendors change token lengths, so the rule is the
kind, not a vendor's length: in a URL with a path segment named ``hook``, ``hooks``,
``webhook``, ``webhooks`` or ``webhookb2`` (optionally after ``api/``), every later segment
that looks generated is covered.

A segment looks generated when it has at least 6 characters and mixes letters and digits (or
is 20+ characters of one class, e.g. a hex digest), is not a plain word or a versioned word
(``v2``, ``catch``, ``IncomingWebhook``, ``using-webhooks``), and is not a placeholder
(``<token>``, ``{id}``, ``YOUR_TOKEN``, ``xxxx``). Pure-digit segments (a Discord channel id,
a Zapier account number) are ids, not the secret, and stay readable. Documentation links
(``/docs/webhooks/create-a-webhook``) hold only words and are left alone.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

_HOOK_WORD_RE = re.compile(r"(?i)hook")  # the prefilter: most texts hold no hook URL
# a hook path segment; ``rest`` is the path after it up to whitespace, a quote, a bracket or
# the query string
_HOOK_SEGMENT_RE = re.compile(r"(?i)/(?:web)?hooks?(?:b2)?/(?P<rest>[^\s?#\"'<>()\[\]]+)")
# what must precede it: a host name with a dot (after an optional scheme) and optional path
# segments, read back to the last whitespace, quote or bracket (bounded: a URL is short)
_URL_HEAD_RE = re.compile(
    r"(?i)^(?:[a-z][a-z0-9+.\-]*://)?[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+(?::\d{1,5})?(?:/[^/]*)*$"
)
_HEAD_STOP_RE = re.compile(r"[\s\"'<>()\[\]=]")
_HEAD_MAX = 300
_SEGMENT_RE = re.compile(r"[^/@]+")
_PLACEHOLDER_RE = re.compile(
    r"(?i)^(?:your[_\-]?\w*|example\w*|sample\w*|placeholder\w*|redacted|changeme|dummy|token|secret)$|"
    r"[<>{}$\[\]*]|x{4,}|\.\.\."
)
_WORDY_RE = re.compile(r"^(?:[A-Za-z]+(?:[-_.][A-Za-z]+)*|v\d{1,2}|[A-Za-z]+\d{1,2})$")


def _generated(seg: str) -> bool:
    """Whether one path segment looks like a generated token (module docstring)."""
    if len(seg) < 6 or _PLACEHOLDER_RE.search(seg) or _WORDY_RE.match(seg):
        return False
    if seg.isdigit():
        return False
    letters = sum(c.isalpha() for c in seg)
    digits = sum(c.isdigit() for c in seg)
    if letters and digits:
        return True
    return len(seg) >= 20 and len(set(seg)) >= 8


class WebhookUrlRecognizer(OurRecognizer):
    """Generated tokens in the path of incoming-webhook URLs (module docstring)."""

    ENTITIES = ("SECRET",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("SECRET", start, end, 0.85)`` per token segment (offsets into ``text``)."""
        if _HOOK_WORD_RE.search(text) is None:
            return
        for m in _HOOK_SEGMENT_RE.finditer(text):
            head_from = max(0, m.start() - _HEAD_MAX)
            head = text[head_from : m.start()]
            stops = list(_HEAD_STOP_RE.finditer(head))
            if stops:
                head = head[stops[-1].end() :]
            if not _URL_HEAD_RE.match(head):
                continue
            base = m.start("rest")
            for seg in _SEGMENT_RE.finditer(m.group("rest")):
                # a trailing sentence full stop or comma is not part of the token
                value = seg.group().rstrip(".,;:")
                if _generated(value):
                    yield "SECRET", base + seg.start(), base + seg.start() + len(value), 0.85
