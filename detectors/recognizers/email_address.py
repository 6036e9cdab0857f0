"""E-mail addresses on public and private domains (replaces Presidio's e-mail recognizer).

- :class:`EmailAnyDomainRecognizer` (``EMAIL_ADDRESS``): replaces Presidio's e-mail
  recognizer. Accepts domains with a public suffix (tldextract, bundled snapshot, no network)
  *and* private/reserved ones (``.internal``, ``.local``, ``.corp``, ``.example``, ``.lan``,
  ``.home``, ``.intranet``, ``.test``, ``.localhost``, ``.localdomain``, ``.private``,
  ``.invalid`` …), which Presidio drops. Look-arounds instead of ``\\b`` so addresses glued to
  CJK text (``邮箱john@acme.com``) are found; ``logo@2x.png`` is rejected (``png`` is no
  suffix); ``scheme://user:pw@host`` userinfo is not an address, but an address in a URL's
  path or query string (``?u=jane@x.com``) is. Letters glued to the end (``jane@x.comThanks``)
  are cut back to the longest valid suffix (0.85). Score 1.0 public, 0.9 private.
  Generated ids in address form are no mailbox and are skipped: calendar resources
  (``Room@resource.calendar.google.com``), UUID local parts, and machine-made local
  parts in Message-ID/In-Reply-To/References/Content-ID/UID fields.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

import tldextract

from .account_names import personal_login
from .base import OurRecognizer


# --------------------------------------------------------------------------- tldextract
_OFFLINE_EXTRACTOR: tldextract.TLDExtract | None = None


def offline_tldextract() -> tldextract.TLDExtract:
    """A ``TLDExtract`` that only uses the public suffix snapshot bundled with the package:
    no suffix-list URLs (no network) and no disk cache."""
    global _OFFLINE_EXTRACTOR
    if _OFFLINE_EXTRACTOR is None:
        _OFFLINE_EXTRACTOR = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None, fallback_to_snapshot=True)
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


_PCT_EMAIL_RE = re.compile(
    r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9][A-Za-z0-9._+\-]{0,63}%40(?P<d>(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24})(?![A-Za-z0-9\-])"
)


class EmailAnyDomainRecognizer(OurRecognizer):
    """E-mail addresses on public and private domains (see module docstring)."""

    ENTITIES = ("EMAIL_ADDRESS",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("EMAIL_ADDRESS", start, end, score)``."""
        if "%40" in text:  # URL-encoded: from=jane.doe%40example.com
            for m in _PCT_EMAIL_RE.finditer(text):
                if _valid_domain_end(m.group("d").lower(), offline_tldextract()) is not None:
                    yield "EMAIL_ADDRESS", m.start(), m.end(), 0.9
        if "@" not in text:
            return
        ext = offline_tldextract()
        for m in _EMAIL_RE.finditer(text):
            # scheme://user:password@host is URL userinfo, not an address; an address after
            # the authority (a path or query: ?u=jane@x.com) is one
            tok_start = max(text.rfind(c, 0, m.start()) for c in " \t\n\"'<>(") + 1
            prefix = text[tok_start : m.start()]
            if "://" in prefix and not re.search(r"[/?]", prefix.split("://", 1)[1]):
                continue
            local, domain = m.group(0).rsplit("@", 1)
            if machine_address_id(text, m.start(), m.group(0)):
                continue
            found = _valid_domain_end(domain.lower(), ext)
            if found is None:
                continue
            cut, score = found
            yield "EMAIL_ADDRESS", m.start(), m.start() + len(local) + 1 + cut, score


# Header fields and calendar properties whose value is a message or event id in address form
# (RFC 5322 §3.6.4 msg-id, RFC 2392 Content-ID, RFC 5545 UID), in mail, JSON and log spellings.
_ID_FIELD_RE = re.compile(
    r"(?<![^\W_])(?:message|msg|mail|content|thread|event|ical|x|original)?[-_]?(?:message[-_]?id|msg[-_]?id|"
    r"in-reply-to|in_reply_to|inReplyTo|references|content[-_]?id|thread[-_]?id|i?cal[-_]?uid|uid)[\"']?[ \t]*[:=][ \t]*[\"']?<?$",
    re.IGNORECASE,
)
_ID_LINE_RE = re.compile(r"[ \t]*(?:message-id|in-reply-to|references|content-id|uid)[ \t]*:", re.IGNORECASE)
# `user@host` as the destination of a remote-login or copy command (at a command position, only
# flags and paths before it) is a login on a host, not a mailbox: a service account's
# (`ssh -i key deploy@bastion.eu`) is left readable, a person's stays masked.
_SSH_DEST_RE = re.compile(
    r"(?:^|[$#>;&|(`\"']|\bsudo)\s*(?:ssh|scp|sftp|rsync|mosh|autossh|ssh-copy-id|sshfs)"
    r"(?:\s+(?:-{1,2}[\w-]+(?:[ =](?![^\s@]+@)[^\s@]*[/.~:=\d][^\s@]*)?|[^\s@]*[/.~:][^\s@]*|\"[^\"\n]*\"))*\s+$"
)
# Mailboxes that are calendars or resources (rooms, equipment, shared calendars), not people.
_RESOURCE_DOMAINS = ("resource.calendar.google.com", "group.calendar.google.com", "group.v.calendar.google.com")
_UUID_RE = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.IGNORECASE)
_HEXISH_RE = re.compile(r"(?=[^@]*\d)[0-9a-f]{8,}(?:[.\-$=_][0-9a-z]{2,})*", re.IGNORECASE)


#: what every `_SSH_DEST_RE` match holds (each command's name holds one; the pattern is
#: case-sensitive): a line without any is searched no further (most lines)
_SSH_WORDS = ("ssh", "scp", "sftp", "rsync", "mosh")


def _ssh_dest(head: str) -> bool:
    """``_SSH_DEST_RE`` finds a command before the address in ``head`` (its line up to it)."""
    return any(w in head for w in _SSH_WORDS) and _SSH_DEST_RE.search(head) is not None


def ssh_destination(text: str, start: int) -> bool:
    """Whether the address at ``start`` is the ``user@host`` destination of an ssh/scp/rsync
    command (the command and only its flags and paths before it on the line)."""
    line_start = text.rfind("\n", 0, start) + 1
    return _ssh_dest(text[line_start:start])


def machine_address_id(text: str, start: int, address: str) -> bool:
    """Whether ``address`` (at ``start`` in ``text``) is no mailbox: the ``user@host`` destination of
    an ssh/scp/rsync command, a calendar resource, a UUID local part (``6ffa84db-…@google.com``), or a machine-made local part (hex
    runs, or more digits than letters) in a Message-ID/References/Content-ID/UID field (the field
    name ends the text before it on its line, or starts the line: References lists several). A
    random-looking local part elsewhere may be a person's relay alias, so it stays an address."""
    local, _, domain = address.rpartition("@")
    if not local:
        return False
    if domain.lower().endswith(_RESOURCE_DOMAINS) or _UUID_RE.fullmatch(local):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    head = text[line_start:start]
    if _ssh_dest(head):
        return not personal_login(local)  # a person's login on the host stays masked
    if not (_ID_FIELD_RE.search(head[-48:]) or _ID_LINE_RE.match(head)):
        return False
    return _machine_made(local)


def _machine_made(local: str) -> bool:
    """A generated local part: runs joined by ``. $ = + _ -`` with a hex run or more digits than
    letters (``82e82568b0bcd08e.874980``, ``CAKx8p2Tq4019283746+zz``), or 16+ hex digits. A bare
    number (a QQ or SMS-gateway mailbox: ``2837465910@qq.com``) is a person's address."""
    if len(local) >= 16 and re.fullmatch(r"[0-9a-f]+", local, re.IGNORECASE) and re.search(r"\d", local):
        return True
    if not re.search(r"[.$=+_\-]", local):
        return False
    digits = sum(c.isdigit() for c in local)
    return digits >= sum(c.isalpha() for c in local) or bool(_HEXISH_RE.fullmatch(local))


_FILE_EXTENSIONS = frozenset(
    "png jpg jpeg gif svg webp bmp ico tif tiff pdf txt csv tsv json yaml yml xml html htm md js ts "
    "css py rb go rs java kt mp3 mp4 wav mov zip gz tgz bz2 xz tar whl lock log bin exe dll so".split()
)


def _valid_domain_end(domain: str, ext: Any) -> tuple[int, float] | None:
    """Length of the domain's valid part and the score, or None.

    The whole domain when its suffix is public (1.0) or private (0.9); else, for text glued
    to the address (``jane@example.comThanks``), the longest prefix of the last label that
    makes a valid suffix (at least two letters of it kept)."""
    head, _, tld = domain.rpartition(".")
    if tld in PRIVATE_TLDS:
        return len(domain), 0.9
    if ext(domain).suffix:
        return len(domain), 1.0
    if tld in _FILE_EXTENSIONS or not re.search(r"[a-z]", head.rsplit(".", 1)[-1]):
        return None
    for k in range(len(tld) - 1, 1, -1):
        cand = f"{head}.{tld[:k]}"
        if tld[:k] in PRIVATE_TLDS:
            return len(cand), 0.85
        if ext(cand).suffix:
            return len(cand), 0.85
    return None
