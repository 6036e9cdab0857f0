"""E-mail addresses on public and private domains (replaces Presidio's e-mail recognizer).

- :class:`EmailAnyDomainRecognizer` (``EMAIL_ADDRESS``): replaces Presidio's e-mail
  recognizer. Accepts domains with a public suffix (tldextract, bundled snapshot, no network)
  *and* private/reserved ones (``.internal``, ``.local``, ``.corp``, ``.example``, ``.lan``,
  ``.home``, ``.intranet``, ``.test``, ``.localhost``, ``.localdomain``, ``.private``,
  ``.invalid`` …), which Presidio drops. Look-arounds instead of ``\\b`` so addresses glued to
  CJK text (``邮箱john@acme.com``) are found; ``logo@2x.png`` is rejected (``png`` is no
  suffix); ``scheme://user:pw@host`` userinfo is not an address. Score 1.0 public, 0.9 private.
"""

from __future__ import annotations

import re
from typing import Iterable

import tldextract

from .base import OurRecognizer


# --------------------------------------------------------------------------- tldextract
_OFFLINE_EXTRACTOR: tldextract.TLDExtract | None = None


def offline_tldextract() -> tldextract.TLDExtract:
    """A ``TLDExtract`` that only uses the public suffix snapshot bundled with the package:
    no suffix-list URLs (no network) and no disk cache."""
    global _OFFLINE_EXTRACTOR
    if _OFFLINE_EXTRACTOR is None:
        _OFFLINE_EXTRACTOR = tldextract.TLDExtract(
            suffix_list_urls=(), cache_dir=None, fallback_to_snapshot=True
        )
    return _OFFLINE_EXTRACTOR


PRIVATE_TLDS = frozenset(
    "internal local localdomain corp example lan home intranet test localhost private invalid "
    "priv intra office ad".split()
)

_EMAIL_RE = re.compile(
    r"(?<![A-Za-z0-9._%+\-])"
    r"[A-Za-z0-9](?:[A-Za-z0-9._%+\-]{0,62}[A-Za-z0-9_%+\-])?"
    r"@"
    r"(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}"
    r"(?![A-Za-z0-9\-])"
)


class EmailAnyDomainRecognizer(OurRecognizer):
    """E-mail addresses on public and private domains (see module docstring)."""

    ENTITIES = ("EMAIL_ADDRESS",)

    def find(self, text: str, nlp_artifacts=None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("EMAIL_ADDRESS", start, end, score)``."""
        if "@" not in text:
            return
        ext = offline_tldextract()
        for m in _EMAIL_RE.finditer(text):
            addr = m.group(0)
            # scheme://user:password@host is URL userinfo, not an address
            tok_start = max(text.rfind(c, 0, m.start()) for c in " \t\n\"'<>(") + 1
            if "://" in text[tok_start: m.start()]:
                continue
            domain = addr.rsplit("@", 1)[1].lower()
            tld = domain.rsplit(".", 1)[-1]
            if tld in PRIVATE_TLDS:
                yield "EMAIL_ADDRESS", m.start(), m.end(), 0.9
                continue
            if ext(domain).suffix:
                yield "EMAIL_ADDRESS", m.start(), m.end(), 1.0
