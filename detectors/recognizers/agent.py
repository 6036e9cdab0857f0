"""Fixes for what Presidio gets wrong on agent traffic (logs, JSON tool results, CSV, code).

Recognizers added:

- :class:`EmailAnyDomainRecognizer` (``EMAIL_ADDRESS``): replaces Presidio's e-mail
  recognizer. Accepts domains with a public suffix (tldextract, bundled snapshot, no network)
  *and* private/reserved ones (``.internal``, ``.local``, ``.corp``, ``.example``, ``.lan``,
  ``.home``, ``.intranet``, ``.test``, ``.localhost``, ``.localdomain``, ``.private``,
  ``.invalid`` …), which Presidio drops. Look-arounds instead of ``\\b`` so addresses glued to
  CJK text (``邮箱john@acme.com``) are found; ``logo@2x.png`` is rejected (``png`` is no
  suffix); ``scheme://user:pw@host`` userinfo is not an address. Score 1.0 public, 0.9 private.
- :class:`AllCapsNameRecognizer` (``PERSON``): spaCy's small model misses names written in
  capitals (``JOHN SMITH`` on forms, labels, exports). Runs of 2-4 capitalised words that are
  not log/tech vocabulary (:data:`TECH_WORDS`) are title-cased (same length, offsets kept) and
  the line is re-run through spaCy; words the NER then tags PERSON are reported (0.8). Cost:
  one extra spaCy call per line holding such a run, none otherwise.
- :class:`KeyedNameRecognizer` (``PERSON``): names the structure marks as people — JSON/YAML/
  log keys (``"name": "Jane Doe"``, ``assignee=…``), table columns headed name/customer/…,
  greetings, sign-offs, honorifics and label cues (``Dear …``, ``Regards,\\n…``, ``SHIP TO:``).
- :class:`PhonePatternRecognizer` (``PHONE_NUMBER``): NANP ``(415) 555-2671`` /
  ``415.555.2671`` / ``+1-415-555-2671 x12`` (0.55), ``+CC …`` international (0.6), German
  mobile ``0171 1234567`` (0.55) and, with context only, national ``0AAA NNNNNN`` numbers —
  formats ``phonenumbers`` (leniency VALID) rejects for unassigned area codes or Presidio
  scores 0.4 for lack of spaCy-token context. 0.75 with :func:`phone_context`.

Replacements for Presidio recognizers:

- ``CleanSpacyRecognizer`` (:func:`clean_spacy_recognizer`): Presidio's spaCy NER with
  :func:`clean_ner_results` applied *before* Presidio de-duplicates. NER entities (PERSON,
  LOCATION, NRP, ORGANIZATION) are dropped when they contain digits, code punctuation
  (``_ = / \\ { } [ ] < > @ # $ % ^ * | ~ : ; +``), quotes or line breaks, CJK (the English
  model cannot read Chinese; names there come from ``chinese.py``), are all lower case, are
  log/tech vocabulary (``INFO``, ``ERROR``, ``Traceback`` …) or look like code identifiers
  (``UserService``, ``getUser``); PERSON also needs every word capitalised (name particles
  such as ``van``/``de`` excepted), and on text that looks German single words and spans with
  articles are dropped (the English model tags German nouns as names). Leading greetings and
  honorifics (``Hallo``, ``Dear``, ``Mr``) are trimmed. Spans used as code identifiers
  (followed by ``(``/``.``/``[``/``=``, after ``import``/``class``/``def``/``@``) are dropped,
  single-word NER entities are dropped in text that looks like source code
  (:func:`looks_like_code`: ≥ 30 % code-like lines), and PERSON must be letters, spaces and
  ``.'-`` only, not one all-caps word, not a PascalCase compound (``CookieJar``; ``McDonald``
  style prefixes allowed). This is the "numbers, timestamps and log fragments tagged PERSON" fix.
- ``WindowedPhoneRecognizer`` (:func:`windowed_phone_recognizer`): Presidio's phonenumbers
  matcher run only around digit runs.

Score fixes after analysis (:func:`fix_results`): PHONE_NUMBER results with phone context
(a phone word in the 32 raw characters before, JSON keys such as ``"phone":`` included, or a
CSV/TSV column headed by one) are raised to 0.75 — Presidio gives 0.4 when its spaCy-token
context check fails inside JSON; UK_NHS without health context is lowered to 0.4.
"""

from __future__ import annotations

import re
from typing import Iterable

import tldextract

from .base import OurRecognizer, column_header, contains_cjk, has_context

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


# ------------------------------------------------------------------------ ALL-CAPS names
TECH_WORDS = frozenset(
    """
    INFO WARN WARNING ERROR ERR DEBUG TRACE FATAL CRITICAL NOTICE OK FAIL FAILED FAILURE PASS PASSED
    SUCCESS SUCCEEDED DONE TODO FIXME NOTE XXX HACK BUG GET POST PUT PATCH DELETE HEAD OPTIONS HTTP
    HTTPS URL URI API REST JSON XML YAML YML CSV TSV SQL HTML CSS JS TS PDF PNG JPG JPEG GIF SVG
    UTF ASCII ID IDS UUID GUID NULL NONE TRUE FALSE NAN INF EOF AND OR NOT IN IS THE OF TO FOR A AN
    SELECT FROM WHERE INSERT INTO VALUES UPDATE SET CREATE TABLE DROP ALTER INDEX JOIN LEFT RIGHT
    INNER OUTER ON AS BY ORDER GROUP LIMIT OFFSET HAVING DISTINCT UNION ALL PRIMARY KEY FOREIGN
    REFERENCES DEFAULT CONSTRAINT UNIQUE CHECK VARCHAR INT INTEGER TEXT BOOLEAN DATE TIME TIMESTAMP
    BEGIN END COMMIT ROLLBACK TRANSACTION GRANT REVOKE USER ROLE PID CPU GPU RAM SSD HDD OS VM
    AWS GCP AZURE SDK CLI GUI UI UX DB DNS TCP UDP IP SSH SSL TLS VPN LAN WAN SMTP IMAP FTP SFTP
    README LICENSE CHANGELOG MIT BSD GPL APACHE COPYRIGHT WARRANTY CONDITIONS WITHOUT ANY EXPRESS
    IMPLIED PROVIDED SOFTWARE LIABILITY DAMAGES USE TERMS NOTICE PURPOSE FITNESS MERCHANTABILITY
    TOTAL SUBTOTAL TAX AMOUNT PRICE QTY QUANTITY ITEM ITEMS SKU INVOICE RECEIPT ORDER ORDERS PAID DUE
    BALANCE ACCOUNT ACCOUNTS NUMBER NO NAME NAMES ADDRESS PHONE EMAIL FAX TEL DATE STATUS TYPE CODE
    DESCRIPTION NOTES COMMENTS VALUE KEY KEYS FIELD FIELDS ROW ROWS COLUMN COLUMNS PAGE PAGES
    MONDAY TUESDAY WEDNESDAY THURSDAY FRIDAY SATURDAY SUNDAY JAN FEB MAR APR JUN JUL AUG SEP
    SEPT OCT NOV DEC JANUARY FEBRUARY MARCH JULY SEPTEMBER OCTOBER NOVEMBER
    DECEMBER AM PM UTC GMT EST PST CST CET USA US UK EU UN CEO CTO CFO COO VP HR IT QA PR PO LLC
    INC LTD CORP CO GMBH AG SA PLC NA ST RD AVE BLVD APT SUITE UNIT FLOOR BOX DEPT DEPARTMENT
    SHIP DELIVER RECIPIENT TRACKING WEIGHT LB LBS KG
    IMPORTANT URGENT CONFIDENTIAL INTERNAL PRIVATE PUBLIC DRAFT FINAL WARNING CAUTION DANGER STOP
    NEW OLD YES LOW HIGH MEDIUM MIN AVG SUM COUNT ENV PATH HOME SHELL LANG TERM PWD TMP TEMP
    MB GB KB TB MS SEC MIN HR HRS DAYS WEEK WEEKS MONTH MONTHS YEAR YEARS RE FW FWD CC BCC
    SUBJECT TO ATTN ATTENTION DEAR REGARDS THANKS PLEASE HELLO HI WELCOME CONGRATULATIONS
    SHIPPING BILLING SHIP CUSTOMER CLIENT VENDOR SUPPLIER PATIENT EMPLOYEE MANAGER CONTACT
    FIRST LAST MIDDLE FULL GIVEN FAMILY SURNAME DOB SSN EIN TIN VAT IBAN BIC SWIFT ROUTING CARD
    VISA MASTERCARD AMEX DISCOVER EXP CVV PIN OTP MFA SSO OAUTH JWT TOKEN SECRET PASSWORD
    PRODUCTION STAGING DEVELOPMENT DEV PROD TEST TESTS TESTING BUILD DEPLOY RELEASE VERSION
    CONFIG CONFIGURATION SETTINGS SETUP INSTALL INSTALLATION USAGE EXAMPLE EXAMPLES SUMMARY
    OVERVIEW INTRODUCTION CONCLUSION APPENDIX SECTION CHAPTER PART TABLE FIGURE CONTENTS
    """.split()
)
_CAPS_RUN_RE = re.compile(
    r"(?<![A-Za-z0-9_\-])"
    r"(?:[A-Z][A-Z'’\-]{1,24}(?:[ \t]+[A-Z]\.?)?(?:,?[ \t]+[A-Z][A-Z'’\-]{1,24}){1,3})"
    r"(?![A-Za-z0-9_\-])"
)


class AllCapsNameRecognizer(OurRecognizer):
    """Names written in capitals (see module docstring). Needs the spaCy ``Language``
    object used by the engine (``nlp``)."""

    ENTITIES = ("PERSON",)

    def __init__(self, nlp, supported_language: str = "en"):
        self._nlp = nlp
        super().__init__(supported_language=supported_language)

    @staticmethod
    def _candidates(text: str) -> list[tuple[int, int]]:
        out = []
        for m in _CAPS_RUN_RE.finditer(text):
            words = re.findall(r"[A-Z][A-Z'’\-]+", m.group(0))
            if len(words) < 2 or any(w.strip("'’-") in TECH_WORDS for w in words):
                continue
            out.append(m.span())
        return out

    def find(self, text: str, nlp_artifacts=None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.8)`` for capitalised names confirmed by NER."""
        cands = self._candidates(text)
        if not cands:
            return
        # group candidates by line, title-case them, run NER once per line
        lines: dict[tuple[int, int], list[tuple[int, int]]] = {}
        for s, e in cands:
            ls = text.rfind("\n", 0, s) + 1
            le = text.find("\n", e)
            le = len(text) if le < 0 else le
            lines.setdefault((ls, le), []).append((s, e))
        keys = list(lines)
        docs_in = []
        for ls, le in keys:
            chars = list(text[ls:le])
            for s, e in lines[(ls, le)]:
                titled = re.sub(r"[A-Z][A-Z'’\-]*", lambda w: w.group(0)[0] + w.group(0)[1:].lower(), text[s:e])
                chars[s - ls: e - ls] = list(titled)
            docs_in.append("".join(chars))
        for (ls, le), doc in zip(keys, self._nlp.pipe(docs_in)):
            for ent in doc.ents:
                if ent.label_ not in ("PERSON", "PER"):
                    continue
                es, ee = ls + ent.start_char, ls + ent.end_char
                for s, e in lines[(ls, le)]:
                    a, b = max(s, es), min(e, ee)
                    if b - a >= 2 and " " in text[a:b].strip():
                        yield "PERSON", a, b, 0.8


# ------------------------------------------------------------------------------- phones
_PHONE_WORDS = re.compile(
    r"(?i)(phone|tel\b|tel\.|telefon|telephone|mobile|mobil|handy|cell|fax|contact|call|whatsapp|"
    r"sms|电话|手机|联系|号码|dial)"
)
_NANP_RE = re.compile(
    r"(?<![\w+\-.])(?:(?:\+?1|001)[ \-.]?)?(?:\([2-9]\d{2}\)[ \-.]?|[2-9]\d{2}[ \-.])[2-9]\d{2}[ \-.]\d{4}"
    r"(?:[ \t]?(?:x|ext\.?)[ \t]?\d{1,5})?(?![\w\-]|\.\d)"
)
_INTL_RE = re.compile(
    r"(?<![\w+])\+(?:[1-9]\d{0,2})[ \-.]?(?:\(0\)[ \-.]?)?(?:\(?\d{1,5}\)?[ \-.]?){1,5}\d{2,6}(?![\w\-])"
)
_DE_MOBILE_RE = re.compile(r"(?<![\w+\-./])01[5-7]\d[ /\-]?\d{6,8}(?![\w\-./])")
_DE_LOCAL_RE = re.compile(r"(?<![\w+\-./])0[2-9]\d{1,4}[ /\-]?\d{3,9}(?![\w\-./])")


def phone_context(text: str, pos: int) -> bool:
    """A phone word within 32 characters before ``pos`` (JSON keys included) or a table
    column whose header is a phone word (CSV/TSV exports)."""
    if has_context(text, pos, _PHONE_WORDS, 32):
        return True
    header = column_header(text, pos)
    return header is not None and _PHONE_WORDS.search(header) is not None


class PhonePatternRecognizer(OurRecognizer):
    """Phone numbers in common written formats (see module docstring)."""

    ENTITIES = ("PHONE_NUMBER",)

    def find(self, text: str, nlp_artifacts=None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PHONE_NUMBER", start, end, score)``."""
        for m in _NANP_RE.finditer(text):
            yield "PHONE_NUMBER", m.start(), m.end(), 0.75 if phone_context(text, m.start()) else 0.55
        for m in _INTL_RE.finditer(text):
            digits = sum(c.isdigit() for c in m.group(0))
            if 8 <= digits <= 15:
                yield "PHONE_NUMBER", m.start(), m.end(), 0.75 if phone_context(text, m.start()) else 0.6
        for m in _DE_MOBILE_RE.finditer(text):
            yield "PHONE_NUMBER", m.start(), m.end(), 0.75 if phone_context(text, m.start()) else 0.55
        for m in _DE_LOCAL_RE.finditer(text):
            digits = sum(c.isdigit() for c in m.group(0))
            if 8 <= digits <= 13 and phone_context(text, m.start()):
                yield "PHONE_NUMBER", m.start(), m.end(), 0.75


# ------------------------------------------------------------------------- keyed names
_NAME_WORD = r"(?:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’]+(?:-[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’]+)?|[A-ZÀ-ÖØ-Þ]{2,}(?:-[A-ZÀ-ÖØ-Þ]{2,})?)"
_NAME = rf"{_NAME_WORD}(?:[ \t]+(?:[A-Z]\.[ \t]+)?{_NAME_WORD}){{1,2}}"
_PERSON_KEYS = (
    r"full_?name|first_?name|last_?name|display_?name|customer_?name|contact_?name|owner|assignee|"
    r"author|recipient|sender|employee|patient|passenger|cardholder|account_?holder|reporter|"
    r"requester|attendee|guest|manager|contact|customer|user_?full_?name|name"
)
_KEY_NAME_RE = re.compile(
    rf"(?i:[\"']?(?P<key>\b(?:{_PERSON_KEYS}))[\"']?[ \t]*[:=][ \t]*[\"']?)(?P<name>{_NAME})(?![\w-])"
)
# first/last-name keys hold a single word
_KEY_PART_NAME_RE = re.compile(
    r"(?i:[\"']?\b(?:first_?name|last_?name|given_?name|family_?name|surname|middle_?name|vorname|nachname)"
    rf"[\"']?[ \t]*[:=][ \t]*[\"']?)(?P<name>{_NAME_WORD})(?![\w-])"
)
_CUE_NAME_RE = re.compile(
    r"(?:\b(?:Dear|Hi|Hello|Hey|Hallo|Liebe|Lieber|Frau|Herr|Mr\.?|Mrs\.?|Ms\.?|Dr\.?|Prof\.?|Attn\.?:?|"
    r"Attention:|Regards,|Best,|Cheers,|Thanks,|Sincerely,|Grüße,?|Gruß,?|contact|reach|by|from|to|with|"
    r"SHIP TO:|DELIVER TO:|RECIPIENT:|BILL TO:|SOLD TO:)[ \t]*\n?[ \t]*)"
    rf"(?P<name>{_NAME})(?![\w-])"
)
_NOT_NAME_WORDS = frozenset(
    w.upper()
    for w in """
    pro plus premium enterprise edition team teams project projects report reports dashboard
    database server servers service services group inc llc ltd gmbh corp company store shop plan
    plans widget widgets product products app application system systems portal cloud data
    analytics platform engine api bot please thanks thank hello dear regards best cheers
    sincerely you your our my we us street road avenue lane drive boulevard monday tuesday
    wednesday thursday friday saturday sunday january february march july september october
    november december order orders ticket invoice payment account support sales marketing
    finance legal department office admin administrator user users customer customers client
    """.split()
)


def _name_ok(name: str) -> bool:
    """2-3 words of at least two letters; no word from the non-name vocabulary; not all
    words tech/log vocabulary."""
    words = [w.strip(".") for w in name.split()]
    if any(w.upper() in _NOT_NAME_WORDS for w in words):
        return False
    if all(w.upper() in TECH_WORDS for w in words):
        return False
    return sum(len(w) >= 2 for w in words) >= 2


class KeyedNameRecognizer(OurRecognizer):
    """Names where the structure says "this is a person": JSON/YAML/log keys
    (``"name": "Jane Doe"``, ``assignee=…``; single words under first/last-name keys), table columns headed ``name``/``customer``…,
    greetings and sign-offs (``Dear …``, ``Regards,\n…``), honorifics and shipping-label cues.
    A name is 2-3 capitalised (or all-caps) words, none of them tech/product/calendar
    vocabulary. Score 0.9 (key or cue: structural evidence beats the small model's NER guess
    of 0.85 on the same words), 0.8 (table column)."""

    ENTITIES = ("PERSON",)
    _HEADER_RE = re.compile(rf"(?i)^(?:{_PERSON_KEYS})$")

    def find(self, text: str, nlp_artifacts=None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, score)``."""
        for m in _KEY_PART_NAME_RE.finditer(text):
            w = m.group("name")
            if w.upper() not in _NOT_NAME_WORDS and w.upper() not in TECH_WORDS:
                yield "PERSON", m.start("name"), m.end("name"), 0.9
        for m in _KEY_NAME_RE.finditer(text):
            if _name_ok(m.group("name")):
                yield "PERSON", m.start("name"), m.end("name"), 0.9
        for m in _CUE_NAME_RE.finditer(text):
            if _name_ok(m.group("name")):
                yield "PERSON", m.start("name"), m.end("name"), 0.9
        if "\n" in text and ("," in text or "\t" in text or "|" in text):
            for m in re.finditer(rf"(?:(?<=^)|(?<=[,\t|;]))[ \t]*\"?(?P<name>{_NAME})\"?[ \t]*(?=$|[,\t|;])", text, re.M):
                header = column_header(text, m.start("name"))
                if header and self._HEADER_RE.match(header.replace(" ", "_")) and _name_ok(m.group("name")):
                    yield "PERSON", m.start("name"), m.end("name"), 0.8


# ------------------------------------------------------------------------- post-filters
_NER_ENTITIES = frozenset({"PERSON", "LOCATION", "NRP", "ORGANIZATION"})
_CODE_PUNCT_RE = re.compile(r"[_=/\\{}\[\]<>@#$%^*|~:;+]")
_EDGE_STRIP = " \t\r\n\"'`,.;:()[]{}<>«»“”‘’-"
_IDENT_SUFFIX_RE = re.compile(
    r"(Service|Manager|Controller|Handler|Error|Exception|Config|Client|Server|Worker|Queue|"
    r"Factory|Provider|Request|Response|Module|Component|Helper|Util|Utils|Test|Spec|Impl|Api|API|"
    r"Id|ID|Db|DB|Dto|DTO|Repository|Store|View|Model|Schema|Type|Props|State|Event|Listener)$"
)
_LOG_WORDS = TECH_WORDS | frozenset(
    w.upper()
    for w in "traceback exception stacktrace stderr stdout localhost null undefined cheers regards "
    "thanks thank best hi hello dear hey sincerely greetings".split()
)


_NAME_PARTICLES = frozenset("van von der den de da di del della le la du bin binti al el ter ten".split())
_LEADING_CUE_RE = re.compile(
    r"(?:(?:Dear|Hi|Hello|Hey|Hallo|Liebe|Lieber|Frau|Herr|Mr|Mrs|Ms|Dr|Prof|Sehr|geehrte[rs]?)\.?[ \t]+)+"
)
_GERMAN_WORDS = frozenset(
    "und der die das nicht mit sie ist auf für bitte bittet mein meine ihre ihnen unter oder wir "
    "ich den dem des ein eine einen zu von bei wird werden haben sind lautet erreichen überweisen "
    "grüße um zwischen uhr ihr es im ins vom zum zur kunde herr frau".split()
)
_GERMAN_ARTICLES = frozenset("der die das den dem des ein eine einen einem einer mein meine ihr ihre".split())


def looks_german(text: str) -> bool:
    """True when at least 3 distinct German function words occur (a cheap language guess
    used to distrust PERSON tags from the English model on German text)."""
    words = set(re.findall(r"[a-zäöüß]+", text[:5000].lower()))
    return len(words & _GERMAN_WORDS) >= 3


_PERSON_CHARS_RE = re.compile(r"^[^\W\d_](?:[^\W\d_]|[ .'’\-])*$")
_CODE_LINE_RE = re.compile(
    r"^\s*(?:def |class |import |from \S+ import |return\b|if\b.*:$|for\b.*:$|elif\b|else:|try:|except\b|"
    r"#|//|/\*|\*|@\w|[}\])]|\w[\w.]*\s*[+\-*/]?=\s*\S|\w[\w.]*\(.*\)\s*[;:]?$)|[;{}]\s*$"
)
_IDENT_BEFORE_RE = re.compile(r"(?:\bimport|\bclass|\bdef|\bnew|\bextends|\bisinstance\(|\btype\(|@)\s*$")
_NAME_PREFIXES = ("Mc", "Mac", "De", "Di", "Da", "La", "Le", "Van", "Von", "O'", "O’", "St")


def looks_like_code(text: str) -> bool:
    """True when at least 30 % of the (first 400) non-empty lines look like source code
    (assignments, calls, imports, comments, braces), over at least 3 lines."""
    lines = [ln for ln in text[:20000].splitlines()[:400] if ln.strip()]
    if len(lines) < 3:
        return False
    return sum(1 for ln in lines if _CODE_LINE_RE.search(ln)) >= 0.3 * len(lines)


def _used_as_identifier(text: str, s: int, e: int) -> bool:
    """The span is followed by ``(``, ``.``+letter, ``[`` or ``=``, or preceded by import/class/
    def/new/@: it is a code identifier, not a name."""
    after = text[e: e + 2]
    if after[:1] in ("(", "[", "=") or (after[:1] == "." and after[1:2].isalpha()):
        return True
    return _IDENT_BEFORE_RE.search(text, max(0, s - 16), s) is not None


def _bad_ner_text(t: str) -> bool:
    if not t or any(ch.isdigit() for ch in t):
        return True
    if _CODE_PUNCT_RE.search(t) or "\n" in t or '"' in t:
        return True
    if contains_cjk(t):
        return True
    letters = [c for c in t if c.isalpha()]
    if not letters or all(c.islower() for c in letters):
        return True
    words = t.split()
    if all(w.upper().strip(".,'") in _LOG_WORDS for w in words):
        return True
    for w in words:
        core = w.strip(".,'’")
        # camelCase / PascalCase identifiers: an upper after a lower more than once, or a
        # lower-then-upper start, or a code-ish suffix
        humps = len(re.findall(r"[a-z][A-Z]", core))
        if humps >= 2 or re.match(r"^[a-z]+[A-Z]", core) or (humps >= 1 and _IDENT_SUFFIX_RE.search(core)):
            return True
        if humps == 1 and not core.startswith(_NAME_PREFIXES):  # CookieJar, not McDonald
            return True
        if "." in core:
            return True
    return False


def clean_ner_results(text: str, results: list) -> list:
    """Trim and filter NER results (PERSON, LOCATION, NRP, ORGANIZATION) in place; other
    results pass through. Rules in the module docstring."""
    kept = []
    german = None
    code = None
    for r in results:
        if r.entity_type in _NER_ENTITIES:
            s, e = r.start, r.end
            while s < e and text[s] in _EDGE_STRIP:
                s += 1
            while e > s and text[e - 1] in _EDGE_STRIP:
                e -= 1
            m = _LEADING_CUE_RE.match(text, s, e)
            if m and m.end() < e:
                s = m.end()
            t = text[s:e]
            if _bad_ner_text(t) or _used_as_identifier(text, s, e):
                continue
            words = t.split()
            if len(words) == 1:
                if code is None:
                    code = looks_like_code(text)
                if code:
                    continue
            if r.entity_type == "PERSON":
                if len(t) < 2 or any(w[0].islower() and w not in _NAME_PARTICLES for w in words):
                    continue
                if not _PERSON_CHARS_RE.match(t) or (len(words) == 1 and t.isupper()):
                    continue
                if german is None:
                    german = looks_german(text)
                if german and (len(words) == 1 or any(w.lower() in _GERMAN_ARTICLES for w in words)):
                    continue
            r.start, r.end = s, e
        kept.append(r)
    return kept


def _make_clean_spacy_recognizer():
    from presidio_analyzer.predefined_recognizers import SpacyRecognizer

    class CleanSpacyRecognizer(SpacyRecognizer):
        """Presidio's ``SpacyRecognizer`` whose output goes through :func:`clean_ner_results`
        *before* Presidio de-duplicates results (a sprawling NER span such as
        ``Michael Gonzales phone=(925`` would otherwise swallow the correct PERSON span of
        another recognizer and then be dropped itself)."""

        def analyze(self, text, entities, nlp_artifacts=None):  # noqa: D102
            return clean_ner_results(text, super().analyze(text, entities, nlp_artifacts))

    return CleanSpacyRecognizer


_CLEAN_SPACY_CLS = None


def clean_spacy_recognizer(supported_entities: list[str], supported_language: str = "en"):
    """A :class:`CleanSpacyRecognizer` instance (class created lazily to keep imports light)."""
    global _CLEAN_SPACY_CLS
    if _CLEAN_SPACY_CLS is None:
        _CLEAN_SPACY_CLS = _make_clean_spacy_recognizer()
    return _CLEAN_SPACY_CLS(supported_language=supported_language, supported_entities=list(supported_entities))


_PHONE_WINDOW_RE = re.compile(r"[+(]?\d[\d \t().\-/]{5,26}\d")
# digit runs that are dates, times, IPv4 addresses or decimals/versions, not phone numbers
_NOT_PHONE_RE = re.compile(
    r"^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4})$|\d{1,2}:\d{2}|"
    r"^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$|^\d+\.\d+$|^\d+(?:\.\d+){2,}$"
)


def _make_windowed_phone_recognizer():
    from presidio_analyzer.predefined_recognizers import PhoneRecognizer

    class WindowedPhoneRecognizer(PhoneRecognizer):
        """Presidio's ``PhoneRecognizer`` (python-phonenumbers, one matcher pass per region)
        run only on windows around digit runs that could be phone numbers (at least 7 digits
        within a 7-28 character stretch, not a date, time, IPv4 address, decimal or version,
        plus 8 characters either side), instead of over the whole text once per region. Same results on candidate numbers; on the benchmark corpus
        it was the most expensive recognizer before this change (see RESULTS.md)."""

        def analyze(self, text, entities, nlp_artifacts=None):  # noqa: D102
            windows: list[list[int]] = []
            for m in _PHONE_WINDOW_RE.finditer(text):
                cand = m.group(0)
                if sum(c.isdigit() for c in cand) < 7 or _NOT_PHONE_RE.search(cand):
                    continue
                a, b = max(0, m.start() - 8), min(len(text), m.end() + 8)
                if windows and a <= windows[-1][1]:
                    windows[-1][1] = max(windows[-1][1], b)
                else:
                    windows.append([a, b])
            out = []
            for a, b in windows:
                for r in super().analyze(text[a:b], entities, None):
                    r.start += a
                    r.end += a
                    out.append(r)
            return out

    return WindowedPhoneRecognizer


_WINDOWED_PHONE_CLS = None


def windowed_phone_recognizer(supported_language: str = "en"):
    """A :class:`WindowedPhoneRecognizer` with Presidio's default regions and context."""
    global _WINDOWED_PHONE_CLS
    if _WINDOWED_PHONE_CLS is None:
        _WINDOWED_PHONE_CLS = _make_windowed_phone_recognizer()
    return _WINDOWED_PHONE_CLS(supported_language=supported_language)


_NHS_WORDS = re.compile(r"(?i)(nhs|national health|health service|patient|hospital|\bgp\b|surgery|clinic)")


def fix_results(text: str, results: list) -> list:
    """Score fixes applied after Presidio's analysis (results modified in place):

    - PHONE_NUMBER under 0.75 is raised to 0.75 with phone context (:func:`phone_context`);
    - UK_NHS without an NHS/health word within 64 characters before it is lowered to 0.4
      (a 10-digit number passes the NHS checksum one time in eleven; US phone numbers
      written 3-3-4 are the usual victims).
    """
    for r in results:
        if r.entity_type == "PHONE_NUMBER" and r.score < 0.75:
            if phone_context(text, r.start):
                r.score = 0.75
        elif r.entity_type == "UK_NHS" and not has_context(text, r.start, _NHS_WORDS, 64):
            r.score = min(r.score, 0.4)
    return results
