"""Structure-aware detection: values under sensitive fields, whatever their format.

Agent data arrives as records. This recognizer finds the field a value sits under and asks
the field lexicon (``edgeward.detectors.lexicon``) what the field holds; the value is then
reported with that entity type (score 0.85) after a per-type sanity check
(:func:`value_ok`: a phone has digits, a name has no digits, an e-mail has an ``@`` …).

Structures read (on the scanner's decoded view, so JSON inside strings is seen too):

- JSON / Python-repr pairs ``"key": "value"``, ``'key': 123``, ``"key": ["a", "b"]``; a value
  with an unescaped inner quote (a decoded ``\\"``) runs to the quote that is followed by a
  JSON delimiter;
- ``key: value`` / ``key = value`` / ``KEY=value`` lines (.env, YAML incl. ``- item`` lists
  under the key, INI, HTTP headers, ``Label: value`` forms, markdown ``**Label:** value``),
  several pairs on one line separated by ``|``, ``;`` or tabs, and inline ``key=value``
  pairs in logs and URL query strings;
- tables with a header row: CSV/TSV/semicolon, markdown and ASCII pipe tables, and
  two-column ``field | value`` tables (the first cell is the field);
- e-mail headers (``From``/``To``/``Cc``/``Reply-To`` in en, de, fr, nl, no, sv, es, it, ru,
  el, ar, zh, ja): display names are PERSON, bare names in a header block too;
  ``Display Name <addr@host>`` anywhere;
- sign-offs: the name line after a closing (``Regards,``, ``Mit freundlichen Grüßen``,
  ``Cordialement``, ``Met vriendelijke groet``, ``Med vennlig hilsen``, ``С уважением``,
  ``Με εκτίμηση``, ``مع التحية``, ``此致``, ``よろしくお願いします`` …) and a lone name line
  that ends a message after a blank line;
- iCalendar ``CN=`` names of organisers and attendees (line folding undone), airline
  ``SURNAME/GIVEN MRS`` passenger names;
- chat transcripts: the speaker (PERSON, or USERNAME for a lower-case handle) of ``[10:32] Name: …``, ``Name (10:32): …``, ``**Name**: …``,
  ``<name> …`` lines and of ``Name 10:32`` header lines (WeChat style).

``.env``-style assignments whose name says PASSWORD / PASSWD / PWD / PASS / SECRET / TOKEN /
KEY / CREDENTIAL (UPPER_SNAKE or dotted words, e.g. ``SMTP_PASS``, ``app.secret``) are
``PASSWORD`` / ``SECRET`` whatever the value's shape, unless a trailing word says the value
is not the secret itself (``_ID``, ``_PATH``, ``_FILE``, ``_URL``, ``_LENGTH``, ``_TTL`` …).
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from functools import lru_cache
from typing import Any, Iterable, Iterator
from urllib.parse import unquote

from ..lexicon import FieldLexicon, default_lexicon, normalize_field
from ..name_lists import name_lists
from ..places import city_names
from ..secret_words import KEY_PASSWORD_WORDS, passphrase_tokens, password_pointer
from ..tech_terms import TECH_TERMS, all_tech
from .base import OurRecognizer, column_header
from .chinese import han_name_shape
from .credentials import looks_like_reference
from .id_extent import id_end
from .handles import SERVICE_USERS
from .hiring_tables import has_money_cell, merge_split_amounts, pay_columns
from .percentages import money_value_extent
from .mention_names import korean_name_value
from .money_cues import offer_in_trade
from .name_evidence import known_kind_of_word
from .name_shape import NOT_NAME_WORDS, ROLE_WORDS, looks_like_name

SCORE = 0.85

# ----------------------------------------------------------------------------- values
_EMPTY_VALUES = frozenset(
    """
    null none nil n/a na n.a. - -- — – ? tbd tba unknown undefined true false yes no ja nein oui non
    nee nei sí si да нет ναι όχι 无 无无 无 否 是 空 未知 なし redacted [redacted] <redacted> hidden masked
    *** **** ***** xxx xxxx changeme change_me placeholder example sample test dummy default
    required optional string str int number bool boolean object array empty not set notset
    not_set n.v.t. k.a. keine aucun ingen
    """.split()
)
_ISSUE_KEY_RE = re.compile(r"^[A-Z][A-Z0-9]{1,9}-\d{1,7}$")
_TIMESTAMP_RE = re.compile(r"^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}|$)")
_PLACEHOLDER_RE = re.compile(r"^\[[A-Z][A-Z0-9_]*_\d+\]$")
_TEMPLATE_RE = re.compile(r"^(?:\$\{[^}]*\}|\$[A-Z_][A-Z0-9_]*|\{\{[^}]*\}\}|<[^<>]*>|%\([^)]*\)s|%s|\?|:\w+)$")
_DIGIT_TYPES = frozenset(
    {
        "PHONE_NUMBER",
        "DATE_OF_BIRTH",
        "NATIONAL_ID",
        "TAX_ID",
        "BANK_ACCOUNT",
        "CREDIT_CARD",
        "SALARY",
        "FINANCIAL_AMOUNT",
    }
)
_CRED_TYPES = frozenset({"PASSWORD", "SECRET"})
#: states a credential field reports instead of its value
_CRED_STATES = frozenset(
    "expired invalid revoked missing pending disabled enabled unset rotated set".split()
    # the same states in the languages of the credential labels (secrets14)
    + """abgelaufen ungültig widerrufen fehlt gesperrt expiré invalide révoqué manquant caducado inválido
    revocado vencido scaduto non valido revocato verlopen ongeldig ingetrokken utløpt ugyldig utgått ogiltig
    wygasł wygasły nieważny unieważniony истёк истек недействителен недействительный отозван просрочен
    закінчився недійсний відкликаний süresi doldu geçersiz iptal λήξει άκυρο ανακλήθηκε منتهي غير صالح
    ملغى פג תוקף לא תקין בוטל समाप्त अमान्य hết hạn không hợp lệ kedaluwarsa tidak valid 期限切れ 無効
    失效 过期 已过期 无效 已撤销 만료 만료됨 무효""".split()
)
_ID_TYPES = frozenset({"NATIONAL_ID", "TAX_ID", "BANK_ACCOUNT", "CREDIT_CARD"})
#: a count of codes under a code label (``10 remaining``, ``3 left``, ``2 of 10 used``,
#: ``noch 5 übrig``), in the languages of the code labels
_CODE_COUNT_RE = re.compile(
    r"(?i)(?:noch[ \t]+|still[ \t]+)?\d{1,3}(?:[ \t]+(?:of|von|de|di|av|af|z|из)[ \t]+\d{1,3})?[ \t]+"
    r"(?:remaining|left|unused|used|available|verbleibend|übrig|verfügbar|restants?|restantes?|disponibles?|"
    r"rimanenti|resterende|over|kvar|tilbage|jäljellä|pozostało|pozostałe|осталось|залишилось|kaldı|kalan|"
    r"남음|残り|剩余|剩下)(?:[ \t].*)?"
)


def value_ok(etype: str, value: str) -> bool:
    """Whether ``value`` can be a value of ``etype`` (rules in the module docstring).

    Rejects empty/boolean/placeholder/template values for every type; digit-bearing types
    need digits (phones 6, accounts/ids 4, dates 2, amounts 1); PERSON must look like a name
    (:func:`name_shape.looks_like_name`); EMAIL_ADDRESS needs ``@``; credentials need 3+
    characters; free-text types (HEALTH, ADDRESS, unknown operator types) need a letter or
    digit and at most 300 characters.
    """
    v = value.strip()
    if not v or v.casefold() in _EMPTY_VALUES or _PLACEHOLDER_RE.match(v) or _TEMPLATE_RE.match(v):
        return False
    if v[0] in "{[" or len(v) > 300:
        return False
    digits = sum(c.isdigit() for c in v)
    if etype in _DIGIT_TYPES:
        if etype in ("PHONE_NUMBER", "NATIONAL_ID", "TAX_ID", "BANK_ACCOUNT", "CREDIT_CARD") and _TIMESTAMP_RE.match(v):
            return False  # "2025-11-12T06:32:17Z" under a short key
        need = (
            6
            if etype == "PHONE_NUMBER"
            else 4
            if etype in ("NATIONAL_ID", "TAX_ID", "BANK_ACCOUNT", "CREDIT_CARD")
            else 2
        )
        if etype in ("SALARY", "FINANCIAL_AMOUNT") and len(v) > 60:
            return False
        return digits >= (1 if etype in ("SALARY", "FINANCIAL_AMOUNT") else need)
    if etype == "PERSON":
        name = v.replace("%20", " ").replace("+", " ")
        if "," in name:  # "Dunmore, Eric" is one name; "Ann Lee, Bo Chen" is a list
            parts = [p.strip() for p in name.split(",")]
            if len(parts) != 2 or min(len(p.split()) for p in parts) != 1 or max(len(p.split()) for p in parts) > 2:
                return False
            name = " ".join(reversed(parts))
        return looks_like_name(name) and not all_tech(name)
    if etype == "EMAIL_ADDRESS":
        return "@" in v or "%40" in v
    if etype in _CRED_TYPES:
        if v.casefold() in _CRED_STATES:
            return False  # ``token=expired``, ``"password": "invalid"``: a state, not the value
        if _CODE_COUNT_RE.fullmatch(v):
            return False  # ``Backup codes: 10 remaining``: how many are left, not a code (secrets19)
        if etype == "SECRET" and _ISSUE_KEY_RE.match(v):
            return False  # {"key": "HR-5666"}: an issue key (Jira, YouTrack, Linear), not a key
        if " " in v and (
            all(w.isalpha() for w in v.split()) or (len(v.split()) >= 3 and not passphrase_tokens(v, numbers=False))
        ):
            return False  # "see vault", "never store tokens/keys": prose, not a secret ("see the wiki 42!" is one)
        if password_pointer(v):
            return False  # "see docs.example.com", "in 1Password": where it is, not what it is
        return (
            len(v) >= 3 and not v.startswith(("http://", "https://", "/", "./", "~/")) and not looks_like_reference(v)
        )
    if etype == "USERNAME":
        # not a shared/service login (``user: root``), a channel (``Slack: #payments``), a link
        # (profile links are the profile rule's), a signal name (``Signal: SIGTERM``)
        return (
            len(v) <= 64
            and any(c.isalpha() for c in v)
            and " " not in v.strip()
            and v.strip().casefold() not in SERVICE_USERS
            and not v.startswith(("#", "http://", "https://"))
            and not re.fullmatch(r"SIG[A-Z]{2,}", v.strip())
        )
    if etype == "ADDRESS":
        return any(c.isalpha() for c in v) and (len(v.split()) >= 2 or digits > 0 or not v.isascii())
    return any(c.isalnum() for c in v)


# --------------------------------------------------------------------- .env credentials
_CRED_WORDS = {
    "PASSWORD": "PASSWORD",
    "PASSWD": "PASSWORD",
    "PWD": "PASSWORD",
    "PW": "PASSWORD",  # ``ADMIN_PW``, ``DB_PW`` (secrets16)
    "PASSCODE": "PASSWORD",
    "PASS": "PASSWORD",
    "PASSPHRASE": "PASSWORD",
    "PSK": "PASSWORD",  # wpa_supplicant ``psk="…"``, a Wi-Fi pre-shared key
    "SECRET": "SECRET",
    "TOKEN": "SECRET",
    "KEY": "SECRET",
    "APIKEY": "SECRET",
    "CREDENTIAL": "SECRET",
    "CREDENTIALS": "SECRET",
    "PRIVATEKEY": "SECRET",
}
_CRED_WORDS.update(dict.fromkeys(KEY_PASSWORD_WORDS, "PASSWORD"))  # VERITABANI_SIFRE, DB_PAROLA
_NOT_CRED_TAIL = frozenset(
    "ID IDS PATH FILE DIR URL URI ENDPOINT HOST PORT NAME TYPE LENGTH LEN MIN MAX EXPIRY EXPIRES TTL "
    "TIMEOUT COUNT LIMIT ENABLED DISABLED REQUIRED HEADER FIELD PREFIX SUFFIX ALGORITHM ALG SIZE "
    "VERSION POLICY REGEX PATTERN FORMAT USER USERNAME LOCATION REGION ROTATION HASH HASHER "
    "SALT_ROUNDS ROUNDS LABEL ENV VAR ARN REF MODE STRATEGY AT ON DATE TIME UPDATED CHANGED CREATED "
    "RESET HINT STRENGTH RULES VALID VALIDATION EXPIRED LAST AGE SOURCE PROVIDER STORE FIELD NAMES "
    "MGMT MANAGEMENT EXCHANGE USAGE".split()
)
#: a test's name as runners print it: ``test_login``, ``TestLogin``, ``tests/test_a.py::test_b``,
#: ``auth.spec.ts``, ``login_test.go``, ``TestAuth/valid_token``
_TEST_ID_RE = re.compile(r"(?i)[\w./:\[\]\-]*(?:test|spec)[\w./:\[\]\-]*")
#: other marks of a test run in the text: a failing or skipped verdict, go's ``--- PASS``/``=== RUN``,
#: a duration after the name, pytest/jest summaries
_TEST_RUN_RE = re.compile(
    r"(?m)^[ \t]*(?:---[ \t]+(?:PASS|FAIL|SKIP)|===[ \t]+RUN|FAIL:|SKIP:|ok[ \t]+\S+[ \t]+\d)|"
    r"\b\d+[ \t]+(?:passed|failed)\b|Tests?:[ \t]+\d+"
)


def _test_verdict(text: str, m: re.Match[str]) -> bool:
    """A ``PASS:`` line is a test runner's verdict when its value is a test's name or the text
    holds other marks of a test run; ``USER: jdoe`` / ``PASS: Kiwi#2231`` is a login (breaker13)."""
    val = m.group("val").strip()
    if (
        _TEST_ID_RE.fullmatch(val.split()[0] if val.split() else "")
        or "--- PASS" in text[max(0, m.start() - 8) : m.end()]
    ):
        return True
    return _TEST_RUN_RE.search(text) is not None


#: a key word glued to a password word (``remotepass``, ``IMAPPASS``, ``adminpassword``) and the
#: words that only end like one
_GLUED_PASS_RE = re.compile(r"[A-Z]{2,14}(?:PASSWORD|PASSWD|PASS|PWD)")
_NOT_GLUED_PASS = frozenset(
    "BYPASS COMPASS OVERPASS UNDERPASS MULTIPASS ENCOMPASS SURPASS TRESPASS FIRSTPASS ONEPASS TWOPASS "
    "SECONDPASS SINGLEPASS LASTPASS KEEPASS PASSPASS HIGHPASS LOWPASS BANDPASS ALLPASS".split()
)
_CRED_KEY_SPLIT = re.compile(r"[_.\-]+|(?<=[a-z0-9])(?=[A-Z])")


def credential_key_type(key: str) -> str | None:
    """PASSWORD/SECRET when an assignment's name says so (``DB_PASSWORD``, ``stripeSecretKey``,
    ``app.token``), None otherwise (``TOKEN_URL``, ``PUBLIC_KEY``, ``KEY_ID``, ``SORT_KEY``)."""
    words = [w.upper() for w in _CRED_KEY_SPLIT.split(key.strip("\"'` ")) if w]
    if not words or len(words) > 8:
        return None
    if words[-1] in _NOT_CRED_TAIL or "PUBLIC" in words or "PUB" in words:
        return None
    kind = None
    for w in words:
        if w in _CRED_WORDS:
            kind = "PASSWORD" if _CRED_WORDS[w] == "PASSWORD" else (kind or "SECRET")
    if kind is None and _GLUED_PASS_RE.fullmatch(words[-1]) and words[-1] not in _NOT_GLUED_PASS:
        kind = "PASSWORD"  # ``remotepass``, ``imappass``, ``rootpassword`` (secrets16)
    if (
        kind == "SECRET"
        and words[-1] == "KEY"
        and len(words) >= 2
        and words[-2]
        in (
            "SORT",
            "PRIMARY",
            "FOREIGN",
            "PARTITION",
            "CACHE",
            "ROUTING",
            "IDEMPOTENCY",
            "LOOKUP",
            "HOT",
            "SHORTCUT",
            "MAP",
            "DICT",
            "OBJECT",
            "S3",
            "BUCKET",
            "REDIS",
            "QUEUE",
            "SORTING",
            "GROUP",
        )
    ):
        return None
    return kind


# ------------------------------------------------------------------------- patterns
# an apostrophe inside a word belongs to the key (Ukrainian ``Прізвище, ім'я, по батькові:``)
_KEY_CHARS = r"[^\s\"'`:=：{}\[\],?&<>/](?:[^\"'`:=：{}\[\]\n?&<>]|(?<=\w)['’](?=\w)){0,58}?"
_JSON_PAIR_RE = re.compile(
    # a German gender colon may sit inside a key ("Vorgesetzte:r", "Mitarbeiter:innen")
    r"(?P<q>[\"'])(?P<key>[^\"'\n:{}\[\],]{1,60}(?::(?:innen|in|r|e|n)(?=[\"']))?)(?P=q)[ \t]*:[ \t]*"
    r"(?P<val>\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'|-?\d[\d.,_]*(?:[eE][+\-]?\d+)?|\[[^\[\]{}]*\])"
)
_ARRAY_ITEM_RE = re.compile(r"\"((?:[^\"\\\n]|\\.)*)\"|'((?:[^'\\\n]|\\.)*)'")
_LINE_PAIR_RE = re.compile(
    r"^(?P<lead>[ \t]*(?:[-*•+>][ \t]+|\d{1,2}[.)][ \t]+)?(?:export[ \t]+|set[ \t]+)?(?:\*\*|__)?)"
    rf"(?P<key>{_KEY_CHARS})(?:\*\*|__)?[ \t]*(?P<op>:=|=>|[:=：])(?:\*\*|__)?(?!//)[ \t]*(?P<val>[^\n]*?)[ \t\r]*$",
    re.M,
)
_INLINE_PAIR_RE = re.compile(
    r"(?:(?<=[\s?&;,(\[{|\"'])|^)(?P<key>[A-Za-z_](?:[\w.\-\[\]]|%[0-9A-Fa-f]{2}){0,40})=(?P<val>\"[^\"\n]*\"|'[^'\n]*'|[^\s,;&|\"')\]}]+)",
    re.M,
)
# an assignment anywhere in a line ("… password = \"x\" …" inside a JSON string)
_EMBEDDED_ASSIGN_RE = re.compile(r"(?<![\w.\-])(?P<key>[A-Za-z_][\w.\-]{1,40})[ \t]*(?::=|=|:)[ \t]*(?P<q>[\"'])")
_LIST_SEP_RE = re.compile(r"[ \t]*(?:[,;、，；/]|\band\b|\bund\b|\bet\b|\ben\b|\bog\b|\bи\b|\bκαι\b|和|及)[ \t]*")
_PAREN_NOTE_RE = re.compile(r"[(（][^()（）]{0,30}[)）]")
_SEG_SPLIT_RE = re.compile(r"[ \t]+\|[ \t]+|;[ \t]+|\t+|[ \t]{3,}|[ \t]*\u3000+[ \t]*|；")
_YAML_ITEM_RE = re.compile(r"^(?P<ind>[ \t]*)-[ \t]+(?P<val>[^\n]+?)[ \t]*$", re.M)

_HEADER_NAMES = (
    r"from|to|cc|bcc|reply-to|sender|von|an|kopie|blindkopie|antwort an|de|à|a|cci|répondre à|"
    r"van|aan|fra|til|kopi|från|till|kopia|para|da|от|кому|копия|ответить|από|προς|κοιν|κοιν\.|"
    r"من|إلى|الى|نسخة|发件人|收件人|抄送|密送|回复|寄件者|收件者|副本|差出人|宛先|送信者"
)
_HEADER_LINE_RE = re.compile(rf"^[ \t>]*(?P<h>{_HEADER_NAMES})[ \t]*[:：][ \t]*(?P<val>[^\n]+)$", re.M | re.I)
_HEADER_ANY_RE = re.compile(
    r"^[ \t>]*(?:from|to|cc|subject|date|sent|von|an|betreff|gesendet|datum|de|à|objet|envoyé|van|aan|onderwerp|"
    r"verzonden|fra|til|emne|sendt|dato|от|кому|тема|дата|από|προς|θέμα|ημερομηνία|من|إلى|الموضوع|التاريخ|"
    r"发件人|收件人|主题|日期|时间|差出人|宛先|件名|日時)[ \t]*[:：]",
    re.M | re.I,
)
_DISPLAY_RE = re.compile(
    r"(?:(?<=^)|(?<=[\s,;:：(]))(?:\"(?P<qname>[^\"<>\n@]{1,80})\"|(?P<name>[^\W\d_][^<>\"\n,;:@()\[\]|]{0,60}?))"
    r"[ \t]*<(?P<addr>[^<>\s@]+@[^<>\s]+)>",
    re.M,
)

_ICS_CN_RE = re.compile(r"(?:^|[;:])CN=(?:\"(?P<q>(?:[^\"\n]|\r?\n[ \t])+)\"|(?P<v>[^;:\"\n]+))", re.M)
# round 13: also right after a PNR element number (``1.1HALVORSEN/INGRID MS``); names19: after
# an Amadeus name entry or element number glued to the surname (``NM1QUARTERMAINE/ELSPETH MRS``,
# ``1ZELLWEGER/ANSGARMR``, ``2.VERNICKE/OSWIN MR``), a title glued to the given name
# (``ANSGARMR``) and more given names of the same surname (``NM2SMITH/JOHN MR/JANE MRS``)
_PNR_TITLE = r"(?:MSTR|MISS|MRS|MR|MS|DR|PROF|CHD|INF)"
_PNR_RE = re.compile(
    r"(?:(?<![\w/])|(?<=\d\.\d)|(?<=\bNM\d)|(?<=(?<![^\s.])\d)|(?<=(?<![^\s.])\d\d)|(?<=(?<![^\s])\d\.))"
    r"(?P<name>[A-Z][A-Z'\-]+(?: [A-Z][A-Z'\-]+)?/[A-Z][A-Z'\-]+(?: (?!(?:MR|MRS|MS|MISS|MSTR|DR|PROF)(?![\w/]))[A-Z][A-Z'\-]+)?)"
    rf"(?: {_PNR_TITLE})?(?![\w/])"
)
#: a further given name after a title in an Amadeus name element (``…/JOHN MR/JANE MRS``); a
#: title glued to a given name stays inside the span (``ANSGARMR``: ``ALEXANDR`` ends like one)
_PNR_MORE_RE = re.compile(rf"(?<=[A-Z] ){_PNR_TITLE}/(?P<name>[A-Z][A-Z'\-]+)(?= {_PNR_TITLE}(?![\w])|(?![\w/]))")


def _fare_word(word: str) -> bool:
    """An everyday or technology word of a ``WORD/WORD`` pair that no name list knows
    (``ECONOMY``, ``FLEX``, ``CI``): the pair is a fare, a path or a label, not a passenger."""
    w = word.strip("'-").title()
    return not name_lists().is_name_word(w) and known_kind_of_word(w)


_CLOSINGS = (
    r"regards|best regards|kind regards|warm regards|best wishes|best|cheers|thanks|thank you|many thanks|"
    r"thanks again|sincerely|yours sincerely|yours truly|yours|respectfully|all the best|take care|talk soon|"
    r"mit freundlichen grüßen|mit freundlichen grüssen|freundliche grüße|viele grüße|beste grüße|liebe grüße|"
    r"grüße|gruß|lg|vg|mfg|cordialement|bien cordialement|bien à vous|salutations|amicalement|merci|"
    r"bonne journée|met vriendelijke groet|vriendelijke groet|groeten|groetjes|hartelijke groet|"
    r"med vennlig hilsen|vennlig hilsen|mvh|hilsen|beste hilsen|med venlig hilsen|venlig hilsen|"
    r"med vänliga hälsningar|vänliga hälsningar|hälsningar|saludos|un saludo|atentamente|cordiali saluti|"
    r"saluti|atenciosamente|с уважением|всего доброго|спасибо|с наилучшими пожеланиями|με εκτίμηση|"
    r"φιλικά|ευχαριστώ|με φιλικούς χαιρετισμούς|مع التحية|مع خالص التحية|مع خالص التحيات|مع أطيب التحيات|تحياتي|شكرا|وتفضلوا بقبول فائق الاحترام|"
    r"此致|敬礼|此致敬礼|谢谢|祝好|顺颂商祺|よろしくお願いします|よろしくお願いいたします|以上|"
    r"בברכה|בברכה רבה|תודה|תודה רבה|ystävällisin terveisin|terveisin|parhain terveisin|pozdrawiam|"
    r"z poważaniem|serdecznie pozdrawiam|saygılarımla|iyi çalışmalar|cordialmente|distinti saluti|"
    r"cumprimentos|com os melhores cumprimentos|abraços|з повагою|дякую|trân trọng|cảm ơn|감사합니다|सादर|धन्यवाद"
)
#: names19: thanks before the closing on its line (``Danke und viele Grüße``, ``Thanks and best
#: regards``, ``Merci et bonne journée``)
_THANKS_LEAD = (
    r"(?:(?:thanks|thank you|many thanks|danke|vielen dank|merci|dank je|bedankt|takk|tack|grazie|gracias|"
    r"obrigad[oa]|спасибо|dziękuję|kiitos)[ \t]*,?[ \t]*(?:and|und|et|en|og|och|e|y|и|i|ja)?[ \t]+)?"
)
_CLOSING_RE = re.compile(
    rf"^[ \t>]*{_THANKS_LEAD}(?:{_CLOSINGS})[ \t]*[,.!，。！،]?[ \t]*(?:\n[ \t>]*){{1,2}}(?P<name>[^\n]{{1,60}}?)[ \t]*$",
    re.M | re.I,
)
_CLOSING_INLINE_RE = re.compile(
    rf"^[ \t>]*(?:{_CLOSINGS})[ \t]*[,，][ \t]*(?P<name>[^\W\d_][^\n,.!?]{{0,40}}?)[ \t]*$", re.M | re.I
)
#: names19: HTML mail writes a sign-off's line breaks as markup (``Best,<br>Quorra</p>``,
#: ``Regards,</p><p>Name</p>``, ``<div dir="rtl">مع التحية،<br>…</div>``): a ``<br>`` or a block
#: element's end is a line break, a block element's start is blanks (:func:`_html_lines`)
_HTML_BREAK_RE = re.compile(r"<br[ \t]*/?>|</(?:p|div|li|td|tr|h[1-6]|blockquote|table)[ \t]*>", re.I)
_HTML_BLOCK_OPEN_RE = re.compile(
    r"<(?:p|div|li|td|tr|h[1-6]|blockquote|table|tbody|span|font)(?:[ \t][^<>\n]{0,200})?>", re.I
)


def _html_lines(text: str) -> str | None:
    """``text`` with HTML line breaks and block ends as a line break plus blanks and block
    starts as blanks (same length: offsets unchanged), or None when there is no such tag."""
    if "<" not in text or not (_HTML_BREAK_RE.search(text) or _HTML_BLOCK_OPEN_RE.search(text)):
        return None
    out = _HTML_BREAK_RE.sub(lambda m: "\n" + " " * (len(m.group(0)) - 1), text)
    return _HTML_BLOCK_OPEN_RE.sub(lambda m: " " * len(m.group(0)), out)


#: names19: a party key whose object also holds its id (``"from"`` beside ``"from_id"``,
#: ``"actor"`` beside ``"actorId"``: chat exports and audit events) names the party: a person
#: when the value is name-shaped, capitalised and no big city's name (the id sibling says it is
#: an account, not a date; a route's ends ``{"from": "Berlin", "from_id": "TXL"}`` are places)
_PARTY_KEYS = frozenset("from to actor by user sender recipient member author editor viewer".split())


def _party_key_with_id(text: str, m: re.Match[str]) -> bool:
    key = m.group("key").strip().strip("\"'")
    if key.casefold() not in _PARTY_KEYS or m.group("val")[:1] not in "\"'":
        return False
    lo, hi = max(0, m.start() - 200), min(len(text), m.end() + 200)
    near = text[lo:hi]
    sibling = re.search(rf"[\"']{re.escape(key)}(?:_id|Id|_ID|_uid|_user_id)[\"']\s*:", near)
    if sibling is None:
        return False
    val = m.group("val")[1:].rstrip("\"'")
    if val.casefold() in city_names() or any(
        known_kind_of_word(w) or w.casefold() in city_names() for w in val.split()
    ):
        return False  # a flight's or a route's ends ({"from": "Berlin", "from_id": "TXL"})
    return _capitalised(val) and looks_like_name(val, 4, allow_lower=False)


_LONE_NAME_RE = re.compile(
    r"\n[ \t]*\n[ \t>]*(?:[-–—~]+[ \t]*)?(?P<name>[^\W\d_][^\n]{0,40}?)[ \t]*(?=\Z|\"|\n[ \t]*\n|\n[ \t]*(?:--|>|On |Am |Le |Op |Den |From:|Von:|De :))"
)

_TS = r"(?:\d{4}-\d{2}-\d{2}[ T])?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?"
_SPEAKER_RES = (
    re.compile(
        r"^[ \t]*\[[^\]\n]{0,25}\d{1,2}:\d{2}[^\]\n]{0,12}\][ \t]*[-–|]?[ \t]*@?(?P<name>[^\W\d][^\n:：()\[\]<>]{0,40}?)[ \t]*[:：][ \t]*\S",
        re.M,
    ),
    re.compile(
        rf"^[ \t]*[\[(]?{_TS}[\])]?[ \t]*[-–|]?[ \t]*@?(?P<name>[^\W\d][^\n:：()\[\]<>]{{0,40}}?)[ \t]*[:：][ \t]*\S",
        re.M,
    ),
    re.compile(rf"^[ \t]*@?(?P<name>[^\W\d][^\n:：()\[\]<>]{{0,40}}?)[ \t]*[\[(]{_TS}[\])][ \t]*[:：]", re.M),
    re.compile(r"^[ \t]*\*\*(?P<name>[^*\n:]{2,40})\*\*[ \t]*(?:\([^)\n]{0,30}\))?[ \t]*[:：]", re.M),
    re.compile(r"^[ \t]*<@?(?P<name>[\w.\- ]{2,30})>[ \t]", re.M),
    re.compile(rf"^[ \t]*(?P<name>[^\W\d][^\n:：()\[\]<>]{{0,30}}?)[ \t]+{_TS}[ \t]*$", re.M),
    # WhatsApp (Android) exports "14/06/24, 9:02 pm - Name: …", KakaoTalk "2024년 6월 3일 오후 3:12, Name : …"
    re.compile(
        rf"^[ \t]*\[?(?:\d{{1,4}}[./\-]\d{{1,2}}(?:[./\-]\d{{2,4}})?|\d{{4}}년[ \t]*\d{{1,2}}월[ \t]*\d{{1,2}}일)"
        rf",?[ \t]+(?:오전|오후|午前|午後)?[ \t]*{_TS}\]?[ \t]*[-–,][ \t]*@?(?P<name>[^\W\d][^\n:：()\[\]<>]{{0,40}}?)[ \t]*[:：][ \t]*\S",
        re.M,
    ),
)


def _display_slice(line: str, a: int, b: int) -> tuple[int, int]:
    """Character offsets in ``line`` of display columns ``[a, b)`` (East Asian wide and
    fullwidth characters take two columns, as terminals and sqlite/psql align them)."""
    col = 0
    start = end = len(line)
    for i, c in enumerate(line):
        if col >= a and start == len(line):
            start = i
        if col >= b:
            end = i
            break
        col += 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1
    return min(start, end), end


#: Column separators of pipe and box-drawing tables (MySQL/psql, Unicode box tables).
_PIPES = "|│┃║"
_KANA_RE = re.compile(r"[\u3040-\u30ff]")
_HAN_ONLY_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
#: A line opening with a short speaker label: "小比類巻：…", "אלנתן שקדיאלי: …"
_SPEAKER_LINE_RE = re.compile(r"^[ \t]*(?P<name>[^\W\d_][^\n:：()\[\]<>@/#=|]{0,30}?)[ \t]*[:：][ \t]*\S", re.M)
# "Name: message" with a multi-word capitalised speaker (chat logs without timestamps)
_SPEAKER_PLAIN_RE = re.compile(
    r"^[ \t]*(?P<name>[^\W\d_][^\W\d_'’\-]+(?:[ \t]+[^\W\d_][^\W\d_'’\-.]*){1,2})[ \t]*:[ \t]+\S", re.M
)


_AMOUNT_KEYS = frozenset(
    "value amount total sum gross net betrag montant bedrag beløp belopp сумма ποσό المبلغ 金额 金額 amount_value "
    # the parts of a loan or debt object ({"loan": {"principal": …, "remaining": …}})
    "principal remaining outstanding due unpaid".split()
)
#: Keys of the parts of a structured person name ({"name": {"family": …, "given": [...]}} in
#: FHIR HumanName, {"name": {"first": …, "last": …}} in many APIs; "nm" in warehouse schemas).
_DATE_PART_KEYS = frozenset(
    "day month year d m y dd mm yyyy tag monat jahr jour mois annee année dia mes ano año".split()
)
_NAME_PART_KEYS = frozenset("first last middle given family full display nm fn ln".split())
_ANCESTOR_KEY_RE = re.compile(r"[\"']([^\"'\n:{}\[\],]{1,60})[\"'][ \t]*:[ \t]*$")


#: the two halves of a structured person name: a ``name`` object holding both is a person's
#: name (FHIR ``HumanName`` ``{family, given}``, ``{first, last}`` of randomuser-style APIs)
_NAME_PAIRS = (("given", "family"), ("first", "last"))
_OBJ_KEY_RE = re.compile(r"[\"']([A-Za-z_]{1,20})[\"'][ \t]*:")


def _paired_name_parts(text: str, pos: int) -> bool:
    """The innermost object around ``pos`` (no nested object inside; at most 600 characters)
    has both keys of one of :data:`_NAME_PAIRS`."""
    a = text.rfind("{", max(0, pos - 600), pos)
    b = text.find("}", pos, pos + 600)
    if a < 0 or b < 0 or "{" in text[a + 1 : b]:
        return False
    keys = {k.casefold() for k in _OBJ_KEY_RE.findall(text, a, b)}
    return any(x in keys and y in keys for x, y in _NAME_PAIRS)


def _ancestor_keys(text: str, pos: int, depth: int = 3, window: int = 1500) -> list[str]:
    """Keys of the JSON objects/arrays enclosing ``pos``, innermost first (brace counting over
    at most ``window`` characters; strings are not parsed, which is enough for tool results)."""
    out: list[str] = []
    level = 0
    lo = max(0, pos - window)
    i = pos - 1
    while i >= lo and len(out) < depth:
        c = text[i]
        if c in "}]":
            level += 1
        elif c in "{[":
            if level == 0:
                m = _ANCESTOR_KEY_RE.search(text, max(lo, i - 80), i)
                if m:
                    out.append(m.group(1))
            else:
                level -= 1
        i -= 1
    return out


def _strip_quotes(text: str, s: int, e: int) -> tuple[int, int]:
    """Trim whitespace, trailing ``,;``, one pair of surrounding quotes and a sentence's final
    full stop (not an abbreviation's: ``St.``, ``J.``) from ``text[s:e]``."""
    while s < e and text[s] in " \t\r":
        s += 1
    while e > s and text[e - 1] in " \t\r,;":
        e -= 1
    if e - s >= 2 and text[s] in "\"'`“‘«" and text[e - 1] in "\"'`”’»":
        return s + 1, e - 1
    if e - s > 4 and text[e - 1] == "." and text[e - 2].isalnum():
        last = text[s : e - 1].rsplit(None, 1)[-1]
        if len(last) > 3 or last.isdigit():
            e -= 1
    return s, e


def _quoted_end(text: str, start: int, quote: str) -> int:
    """End (exclusive, before the closing quote) of a quoted value that opens at ``start``
    (just after the opening quote): the first quote not escaped and followed by a
    delimiter (``, } ] ) ;`` line end, end of text) — tolerates a decoded inner ``"``; -1
    when the line has none. Whether a quote closes does not depend on ``start``, so the
    closing quotes of a line are found once per text and line (:func:`_line_closers`) and
    each call is a binary search: a line of many unclosed assignments was quadratic."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    closers = _line_closers(text, line_start, line_end, quote)
    i = bisect_left(closers, start)
    return closers[i] if i < len(closers) else -1


@lru_cache(maxsize=16)
def _line_closers(text: str, line_start: int, line_end: int, quote: str) -> tuple[int, ...]:
    """Positions in ``text[line_start:line_end]`` of ``quote`` characters that close a value:
    not escaped by one backslash, followed (after blanks) by a delimiter or the line end."""
    out: list[int] = []
    j = text.find(quote, line_start, line_end)
    while j >= 0:
        if not (j > 0 and text[j - 1] == "\\" and (j < 2 or text[j - 2] != "\\")):
            k = j + 1
            while k < line_end and text[k] in " \t\r":
                k += 1
            if k >= line_end or text[k] in ",}])；;#\"'":
                out.append(j)
        j = text.find(quote, j + 1, line_end)
    return tuple(out)


#: marks a hiring table's pay-by-time column in ``_table_block`` (not a lexicon type)
_HIRING_PAY = "_HIRING_PAY"
#: Keys of a contract or deal object whose amount parts are its value.
_CONTRACT_KEYS = frozenset(
    "contract deal opportunity agreement subscription vertrag contrat contrato contratto contract terms "
    "kontrakt kontrakt avtale sopimus umowa sözleşme договор 合同 契約 계약".split()
)
#: Objects of a pay run whose ``gross``/``net``/``amount`` parts are a person's pay.
_PAY_RUN_KEYS = frozenset(
    {
        "payroll",
        "pay run",
        "payslip",
        "paycheck",
        "paystub",
        "lønnsslipp",
        "lønnskjøring",
        "gehaltsabrechnung",
        "lohnabrechnung",
        "fiche de paie",
        "bulletin de paie",
        "loonstrook",
        "nómina",
        "busta paga",
        "工资单",
        "給与明細",
    }
)
#: Words of an absence, sickness or care in a record (keys or values, many languages): a
#: reason key there is a health reason (``{"absence": …, "motif": …}``).
_CARE_CONTEXT_RE = re.compile(
    r"absen|absence|leave|sick|ill|medical|patient|clinic|hospital|doctor|krank|abwesen|arbeitsunf|arzt|"
    r"arr[eê]t|maladie|malade|m[ée]dic|ziek|verzuim|afwezig|frav[æa]r|sykm|sykem|syg|sjuk|fr[åa]nvar|"
    r"ausencia|baja|enferm|assenza|malattia|nieobecn|zwolnien|chorob|izin|rapor|hasta|poissa|saira|"
    r"отсутств|больнич|болез|лікарн|відсутн|хвор|απουσ|ασθεν|غياب|مرض|"
    r"請假|请假|病假|病|休暇|欠勤|병가|결근|nghỉ|ốm|cuti|sakit|absen|छुट्टी|बीमार|מחלה|היעדר",
    re.I,
)
#: A customer or account key in a record: the record's contract value is that customer's.
_CUSTOMER_KEY_RE = re.compile(
    r"[\"']?(?:customer|client|account|company|kunde|klant|asiakas|cliente|kund|kunden|клиент|客户|顧客|"
    r"dealname|deal_name|opportunity)[\w ]{0,20}[\"']?[ \t]*[:=]",
    re.I,
)


class FieldValueRecognizer(OurRecognizer):
    """Values under sensitive fields and names in record structure (see module docstring).

    Args:
        lexicon: the field lexicon (default: the built-in one; the detector passes one
            extended by ``DetectorConfig.fields``).
    """

    ENTITIES = (
        "PERSON",
        "EMAIL_ADDRESS",
        "PHONE_NUMBER",
        "ADDRESS",
        "DATE_OF_BIRTH",
        "NATIONAL_ID",
        "TAX_ID",
        "BANK_ACCOUNT",
        "CREDIT_CARD",
        "SALARY",
        "FINANCIAL_AMOUNT",
        "HEALTH",
        "PASSWORD",
        "SECRET",
        "USERNAME",
    )

    def __init__(self, lexicon: FieldLexicon | None = None, supported_language: str = "en"):
        self.lexicon = lexicon or default_lexicon()
        super().__init__(supported_language=supported_language)

    # -- helpers ------------------------------------------------------------------------
    def _type_for_key(self, key: str, assignment: bool) -> str | None:
        k = key.strip().strip("\"'`*_ ").strip()
        if not k:
            return None
        t = self.lexicon.classify(k)
        if t is None and assignment:
            t = credential_key_type(k)
        return t

    def _emit(self, etype: str, text: str, s: int, e: int, key: str = "") -> Iterator[tuple[str, int, int, float]]:
        s, e = _strip_quotes(text, s, e)
        if e <= s or text[s:e].strip().casefold() in _EMPTY_VALUES:
            return  # "Name: n/a": an empty marker, not a value (nor two names split at its "/")
        if etype in _ID_TYPES and any(c.isdigit() for c in text[s : s + 40].split(None, 1)[0]):
            e = id_end(text, s, e)  # "SSN: 123-45-6789 belongs to Margaret …": the id only
        if (
            etype == "PERSON"
            and key
            and self.lexicon.generic_person_key(key)
            and not _person_under_generic_key(_NICK_GROUP_RE.sub(" ", text[s:e]))
            and not self._person_record(text, s)
        ):
            return  # {"sku": …, "name": "Gateway Mini"}: a product's name, not a person's
        if etype in ("SALARY", "FINANCIAL_AMOUNT"):
            # a rate after the amount is no money ("Kontostand: 3.412,50 € (Zinssatz 1,5 %)"),
            # nor a money label's value that is only a rate (``percentages.py``)
            ext = money_value_extent(text, s, e, pay=etype == "SALARY")
            if ext is None:
                return
            s, e = ext
        if value_ok(etype, text[s:e]):
            yield etype, s, e, SCORE
        elif etype == "PERSON" and _nicknamed(text[s:e]):
            yield etype, s, e, SCORE  # "John \"Johnny\" Smith", "Zoë [née Martin] Ruiz": whole
        elif etype == "PERSON" and not _LIST_SEP_RE.search(text, s, e):
            yield from self._emit_name_part(text, s, e)  # "Ann Lee (remote)"
        elif etype == "PERSON":
            # "Ann Lee, Bo Chen (remote), Cai Xu" / "张三、李四": each listed name
            pos = s
            for m in _LIST_SEP_RE.finditer(text, s, e):
                yield from self._emit_name_part(text, pos, m.start())
                pos = m.end()
            yield from self._emit_name_part(text, pos, e)

    def _emit_name_part(self, text: str, s: int, e: int) -> Iterator[tuple[str, int, int, float]]:
        part = text[s:e]
        core = _PAREN_NOTE_RE.sub("", part).strip().strip("*_\"'")
        if core and value_ok("PERSON", core):
            k = text.find(core, s, e)
            if k >= 0:  # a note inside the name ("Ann (Bo) Lee") leaves no contiguous core
                yield "PERSON", k, k + len(core), SCORE

    _KEY_IN_RECORD_RE = re.compile(
        r"[\"']([^\"'\n:{}\[\],]{1,40})[\"'][ \t]*:|^[ \t]*([^\W\d][\w \-]{0,30}?)[ \t]*[:=]", re.M
    )
    _PERSONAL_TYPES = frozenset({"EMAIL_ADDRESS", "PHONE_NUMBER", "DATE_OF_BIRTH", "ADDRESS", "NATIONAL_ID", "TAX_ID"})

    def _person_record(self, text: str, pos: int) -> bool:
        """The record around ``pos`` (the enclosing ``{…}``, else the table header, else the
        surrounding lines) has another field that only people have (e-mail, phone, birth date,
        address, id, or a surname column): then a bare ``name`` is a person's."""
        a = text.rfind("{", 0, pos)
        b = text.find("}", pos)
        if a >= 0 and b > pos and b - a < 3000:
            region = text[a:b]
        else:
            header = column_header(text, pos)
            ls = text.rfind("\n", 0, max(0, pos - 400)) + 1
            region = (header or "") + "\n" + text[ls : pos + 400]
            if header is not None:
                ln_start = text.rfind("\n", 0, pos) + 1
                hs = ln_start
                while hs > 0 and text[text.rfind("\n", 0, hs - 1) + 1 : hs - 1].strip():
                    hs = text.rfind("\n", 0, hs - 1) + 1
                region = text[hs : text.find("\n", hs) if text.find("\n", hs) > 0 else len(text)]
                keys = [c.strip().strip("\"'") for c in re.split(r"[,\t|;│┃║]", region)]
                return any(self._personal_key(k) for k in keys)
        keys = [m.group(1) or m.group(2) for m in self._KEY_IN_RECORD_RE.finditer(region)]
        if "<" in region:
            keys += [m.group(1) for m in _XML_OPEN_RE.finditer(region)]
        return any(self._personal_key(k) for k in keys if k)

    def _name_part_type(self, text: str, pos: int) -> str | None:
        """PERSON when the JSON key at ``pos`` is a part of a person's name object: an
        enclosing key names a person (``"customer": {"name": {"first": …}}``), or the object
        holding a generic ``"name"`` has fields only people have (FHIR ``Patient``)."""
        ancestors = _ancestor_keys(text, pos, depth=3)
        for k in ancestors:
            if self.lexicon.classify(k) == "PERSON" and not self.lexicon.generic_person_key(k):
                return "PERSON"
        if ancestors and self.lexicon.generic_person_key(ancestors[0]):
            at = max(text.rfind(f'"{ancestors[0]}"', 0, pos), text.rfind(f"'{ancestors[0]}'", 0, pos))
            if at >= 0 and (self._person_record(text, at) or _FHIR_PERSON_RE.search(text, max(0, at - 3000), at)):
                return "PERSON"
            if _paired_name_parts(text, pos):
                return "PERSON"  # {"name": [{"family": …, "given": […]}]}: a HumanName whatever holds it
        return None

    def _money_ancestor_type(self, key: str) -> str | None:
        """The money type of an enclosing key: a lexicon money field, or a pay run's object
        (``"payroll": {"gross": …}``; ``payroll_uuid`` itself holds no pay, so the word is
        no field name)."""
        if normalize_field(key) in _PAY_RUN_KEYS:
            return "SALARY"
        return self.lexicon.classify(key)

    def _contract_part_type(self, key: str, text: str, pos: int) -> str | None:
        """FINANCIAL_AMOUNT for the value of a contract or deal object of a customer's or a
        person's record (``{"customer": …, "contract": {"annual_value": 96000}}``): a key
        ending in an amount word under a contract key; a contract with no customer or person
        around is left (a template's, a product's)."""
        words = normalize_field(key).split()
        if not words or words[-1] not in _AMOUNT_KEYS:
            return None
        anc = _ancestor_keys(text, pos, depth=1)
        if not anc or normalize_field(anc[0]) not in _CONTRACT_KEYS:
            return None
        at = max(text.rfind(f'"{anc[0]}"', 0, pos), text.rfind(f"'{anc[0]}'", 0, pos))
        if at < 0:
            return None
        if self._person_record(text, at) or _CUSTOMER_KEY_RE.search(self._record_region(text, at)):
            return "FINANCIAL_AMOUNT"
        return None

    def _record_region(self, text: str, pos: int) -> str:
        """The record around ``pos``: the enclosing ``{…}`` (under 3000 characters), else the
        lines within 400 characters."""
        a = text.rfind("{", 0, pos)
        b = text.find("}", pos)
        if a >= 0 and b > pos and b - a < 3000:
            return text[a:b]
        return text[text.rfind("\n", 0, max(0, pos - 400)) + 1 : pos + 400]

    def _record_key_type(self, key: str, text: str, pos: int, personal: bool | None = None) -> str | None:
        """The type of a key that is personal only in a record about a person or a customer
        (:meth:`FieldLexicon.record_type`): pay abbreviations (``comp``, ``TC``, ``base``,
        ``Jahresbrutto``) need a person's record, contract values (``ACV``, ``ARR``) a
        person's or a customer's, a reason/finding key (``motif``, ``reden``, ``årsak``) a
        person's record that speaks of an absence, sickness or care. ``personal``: whether the
        record is a person's when the caller knows (a table header); else it is looked up."""
        t = self.lexicon.record_type(key.strip().strip("\"'`*_ "))
        if t is None:
            return None
        if personal is None:
            personal = self._person_record(text, pos)
            anc = _ancestor_keys(text, pos, depth=1)
            if not personal and anc and self.lexicon.classify(anc[0]) in ("SALARY", "FINANCIAL_AMOUNT"):
                # {"name": …, "compensation": {"base": …}}: the record that holds the money object
                at = max(text.rfind(f'"{anc[0]}"', 0, pos), text.rfind(f"'{anc[0]}'", 0, pos))
                personal = at >= 0 and self._person_record(text, at)
        if t == "HEALTH":
            return t if personal and _CARE_CONTEXT_RE.search(self._record_region(text, pos)) else None
        if t == "FINANCIAL_AMOUNT" and not personal:
            return t if _CUSTOMER_KEY_RE.search(self._record_region(text, pos)) else None
        return t if personal else None

    def _personal_key(self, key: str) -> bool:
        t = self.lexicon.classify(key)
        return t in self._PERSONAL_TYPES or (t == "PERSON" and not self.lexicon.generic_person_key(key))

    # -- structures -----------------------------------------------------------------------
    def _json_pairs(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _JSON_PAIR_RE.finditer(text):
            etype = self._type_for_key(m.group("key"), True)
            if etype is None and m.group("key").strip().casefold() in _AMOUNT_KEYS:
                # {"balances": [{"amount": {"value": "-50.21"}}]}: the amount of a balance
                etype = next(
                    (
                        t
                        for t in map(self._money_ancestor_type, _ancestor_keys(text, m.start()))
                        if t in ("SALARY", "FINANCIAL_AMOUNT")
                    ),
                    None,
                )
            key = m.group("key")
            if etype is None and key.strip().casefold() in _DATE_PART_KEYS:
                # {"dob": {"day": 23, "month": 12, "year": 1963}}
                anc = _ancestor_keys(text, m.start(), depth=1)
                if anc and self.lexicon.classify(anc[0]) == "DATE_OF_BIRTH":
                    etype = "DATE_OF_BIRTH"
            if etype is None:
                etype = self._record_key_type(key, text, m.start())
            if etype is None:
                etype = self._contract_part_type(key, text, m.start())
            if etype is None and key.strip().casefold() in _NAME_PART_KEYS:
                # a part of a name object ({"font": {"family": …}} stays out)
                etype = self._name_part_type(text, m.start())
            if etype is None and _party_key_with_id(text, m):
                etype = "PERSON"  # Telegram/Slack exports: {"from": "Ragnhild Solvik", "from_id": "user12"}
            if etype is None:
                continue
            vs = m.start("val")
            val = m.group("val")
            if val[0] in "\"'":
                end = _quoted_end(text, vs + 1, val[0])
                if end < 0:
                    end = m.end("val") - 1
                yield from self._emit(etype, text, vs + 1, end, key)
            elif val[0] == "[":
                for im in _ARRAY_ITEM_RE.finditer(val):
                    g = 1 if im.group(1) is not None else 2
                    yield from self._emit(etype, text, vs + im.start(g), vs + im.end(g))
            else:
                yield from self._emit(etype, text, vs, m.end("val"))

    def _line_pairs(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _LINE_PAIR_RE.finditer(text):
            key = m.group("key")
            if len(key.split()) > 6 or key.strip().startswith(("http", "//", "#")):
                continue
            if m.group("op") == ":" and key.strip().lstrip("-— ").strip() == "PASS" and _test_verdict(text, m):
                continue  # a test runner's verdict (``PASS: test_login``, go's ``--- PASS: TestX``)
            vs, ve = m.start("val"), m.end("val")
            # a YAML/INI key naming a password (``pass:``, ``şifre:``) is an assignment whatever its case
            assign = m.group("op") != ":" or key.strip().isupper() or "_" in key
            etype = self._type_for_key(key, assign or credential_key_type(key.strip(" \"'`")) == "PASSWORD")
            if etype is None and vs < ve:
                etype = self._record_key_type(key, text, m.start())
            if etype is None:
                # several pairs on one line: "Name: Ann Lee | Phone: 555 …"
                yield from self._segments(text, vs, ve)
                continue
            if etype == "SALARY" and offer_in_trade(text, m.start("key"), m.end("key")):
                continue  # "Offer from Northwind Traders: $3,200 for 40 seats": a sales offer (fields19)
            if vs == ve:
                yield from self._yaml_items(text, m.end(), etype, len(m.group("lead")))
                continue
            val = text[vs:ve]
            if val[:1] in "\"'":
                end = _quoted_end(text, vs + 1, val[0])
                if end > vs:
                    yield from self._emit(etype, text, vs + 1, end, key)
                    continue
            if m.group("op") == "=":  # log lines: "user=jane status=200"
                nxt = re.search(r"[ \t]+[A-Za-z_][\w.\-]{0,40}=", text[vs:ve])
                if nxt is not None:
                    ve = vs + nxt.start()
            # value ends at the next "| Key:" / "; Key:" segment
            seg = _SEG_SPLIT_RE.search(text, vs, ve)
            if seg is not None and re.match(r"[^\W\d][^:=：\n]{0,40}[:=：]", text[seg.end() : ve]):
                yield from self._emit(etype, text, vs, seg.start())
                yield from self._segments(text, seg.end(), ve)
                continue
            if val.startswith("**"):
                vs += 2
            if etype == "PERSON" and (gap := _COLUMN_GAP_RE.search(text, vs, ve)) is not None:
                # forms and OCR put the next column after a wide gap ("Paziente: ROSSI MARIO   Nato il …")
                ve = gap.start() + 1
            yield from self._emit(etype, text, vs, ve, key)

    def _segments(self, text: str, s: int, e: int) -> Iterator[tuple[str, int, int, float]]:
        pos = s
        while pos < e:
            seg = _SEG_SPLIT_RE.search(text, pos, e)
            end = seg.start() if seg else e
            m = re.match(r"[ \t]*(?P<key>[^\W\d][^:=：\n|;]{0,40}?)[ \t]*[:=：][ \t]*(?P<val>.*)", text[pos:end])
            if m:
                etype = self._type_for_key(m.group("key"), False)
                if etype is not None:
                    yield from self._emit(etype, text, pos + m.start("val"), end)
            if seg is None:
                break
            pos = seg.end()

    def _yaml_items(self, text: str, pos: int, etype: str, key_indent: int) -> Iterator[tuple[str, int, int, float]]:
        while pos < len(text):
            nl = text.find("\n", pos)
            if nl < 0:
                return
            m = _YAML_ITEM_RE.match(text, nl + 1)
            if m is None or len(m.group("ind").expandtabs()) < key_indent:
                return
            yield from self._emit(etype, text, m.start("val"), m.end("val"))
            pos = m.end()

    def _embedded_credentials(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _EMBEDDED_ASSIGN_RE.finditer(text):
            key = m.group("key")
            etype = self.lexicon.classify(key) or credential_key_type(key)
            if etype not in _CRED_TYPES:
                continue
            end = _quoted_end(text, m.end(), m.group("q"))
            if end > m.end():
                yield from self._emit(etype, text, m.end(), end)

    def _inline_pairs(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        if "=" not in text:
            return
        for m in _INLINE_PAIR_RE.finditer(text):
            # form posts: user%5Bpassword%5D= is user[password]=
            key = unquote(m.group("key")) if "%" in m.group("key") else m.group("key")
            if "[" in key:  # nested params: the innermost name is the field (user[password])
                key = next((k for k in reversed(re.findall(r"\[([^\]]*)\]", key)) if k), key.split("[")[0])
            etype = self._type_for_key(key, True)
            if etype is not None:
                yield from self._emit(etype, text, m.start("val"), m.end("val"))

    def _xml_elements(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        """``<Name>Ann Lee</Name>``, ``<ns:BirthDate>…</ns:BirthDate>``, ``<phone type="m">…``:
        an element whose (local) name is a lexicon field holds its value as text."""
        if "</" not in text:
            return
        for m in _XML_ELEMENT_RE.finditer(text):
            key = m.group("tag").rpartition(":")[2]
            etype = self._type_for_key(key, True) or self._record_key_type(key, text, m.start())
            if etype is not None:
                vs, ve = m.span("val")
                while vs < ve and text[vs].isspace():
                    vs += 1
                while ve > vs and text[ve - 1].isspace():
                    ve -= 1
                yield from self._emit(etype, text, vs, ve, key)

    def _credential_files(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        """Values whose place in a known file layout says what they are: multipart form
        parts (RFC 7578: ``Content-Disposition: form-data; name="password"``, a blank line,
        the value), ``.netrc`` (``machine h login u password p``) and ``.pgpass``
        (``host:port:db:user:password``) lines."""
        if "form-data" in text:
            for m in _MULTIPART_RE.finditer(text):
                etype = self._type_for_key(m.group("key"), True)
                if etype is not None:
                    yield from self._emit(etype, text, m.start("val"), m.end("val"), m.group("key"))
        if "machine" in text:
            for m in _NETRC_RE.finditer(text):
                for g, etype in (("login", "USERNAME"), ("password", "PASSWORD")):
                    if m.group(g):
                        yield etype, m.start(g), m.end(g), SCORE
        if text.count(":") >= 4:
            for m in _PGPASS_RE.finditer(text):
                yield "USERNAME", m.start("user"), m.end("user"), 0.75
                yield "PASSWORD", m.start("pw"), m.end("pw"), SCORE

    def _label_lines(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        """Forms and OCR'd documents put the label on its own line and the value on the
        next: ``Surname`` / ``Επώνυμο / Surname`` then ``Μελισσηνός / MELISSINOS``. A line
        that is only a lexicon label (parts split at `` / ``, a trailing colon allowed)
        labels the next line when that line is a value of the type (free-text types need a
        digit, names need capitals)."""
        lines = text.split("\n")
        pos = 0
        starts = []
        for ln in lines:
            starts.append(pos)
            pos += len(ln) + 1
        for i in range(len(lines) - 1):
            raw = lines[i].strip()
            label = raw.rstrip(":：").strip()
            if not label or len(label) > 60 or not _LABEL_LINE_RE.fullmatch(label):
                continue
            if label[-1] == "." and len(label.replace("/", " ").split()) > 6:
                continue  # a sentence, not "Passport No."
            # bilingual labels: "Επώνυμο / Surname", OCR'd passports without blanks "Name/Surname"
            parts = [p.strip() for p in re.split(r"\s*/\s*|\s*\|\s*", label) if p.strip()]
            if len(parts) > 3 or any(len(p.split()) > 5 for p in parts):
                continue
            # a listed label, or any label the lexicon reads when a colon ends the line; not a
            # job title in a signature ("Responsable RH" then the company)
            colon = raw[-1] in ":："
            etype = next(
                (
                    t
                    for p in parts
                    if (colon or self.lexicon.known(p))
                    and (t := self.lexicon.classify(p)) is not None
                    and not self.lexicon.generic_person_key(p)
                ),
                None,
            )
            if etype is None:
                continue
            value = lines[i + 1].rstrip("\r")
            core = value.strip()
            if not core or self.lexicon.classify(core.rstrip(":：")) is not None:
                continue
            if etype in _FREE_TEXT_TYPES and not any(c.isdigit() for c in core):
                continue
            if etype == "PERSON" and not _capitalised(core.replace("/", " ")):
                continue
            if etype == "PASSWORD" and _YEAR_RE.fullmatch(core) and _ONE_TIME_LABEL_RE.search(label):
                continue  # "Verification code:" then "2024": a heading's year, not a one-time code
            s = starts[i + 1] + len(value) - len(value.lstrip())
            yield from self._emit(etype, text, s, s + len(core))

    # tables ----------------------------------------------------------------------------
    @staticmethod
    def _cells(line: str, delim: str) -> list[tuple[int, int]]:
        """Cell spans of one table line (quote-aware for CSV); pipe tables drop the outer
        empty cells."""
        out = []
        i, n = 0, len(line)
        start = 0
        inq = False
        while i <= n:
            c = line[i] if i < n else delim
            if c == '"' and delim not in _PIPES:
                inq = not inq
            elif c == delim and not inq:
                out.append((start, i))
                start = i + 1
            i += 1
        if delim in _PIPES:
            if out and not line[out[0][0] : out[0][1]].strip():
                out = out[1:]
            if out and not line[out[-1][0] : out[-1][1]].strip():
                out = out[:-1]
        return out

    def _row_cells(self, line: str, delim: str, n: int) -> list[tuple[int, int]]:
        """:meth:`_cells`, with a CSV amount split by its unquoted thousands comma joined back
        when the row has more cells than its header's ``n`` (``hiring_tables.py``)."""
        cells = self._cells(line, delim)
        return merge_split_amounts(line, cells, n) if delim == "," and len(cells) > n else cells

    def _tables(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        if "\n" not in text:
            return
        lines = []
        pos = 0
        for ln in text.split("\n"):
            lines.append((pos, ln))
            pos += len(ln) + 1
        i = 0
        while i < len(lines):
            if not lines[i][1].strip():
                i += 1
                continue
            j = i
            while j < len(lines) and lines[j][1].strip():
                j += 1
            yield from self._table_block(text, lines[i:j])
            i = j

    _SEP_ROW_RE = re.compile(r"^[\s|+:=\-\u2500-\u257f]+$")
    _DASH_COLUMNS_RE = re.compile(r"-{2,}")

    def _aligned_table(self, text: str, block: list[tuple[int, str]]) -> Iterator[tuple[str, int, int, float]]:
        """Space-aligned tables whose header is underlined by dash groups, one per column
        (sqlite ``.mode column``, ``psql`` unaligned-with-rules, many CLIs' table output):
        the dash groups give each column's character range."""
        for k in range(1, min(5, len(block))):
            sep = block[k][1]
            if not re.fullmatch(r"[ \t]*-{2,}(?:[ \t]+-{2,})+[ \t]*", sep):
                continue
            cols = [(m.start(), m.end()) for m in self._DASH_COLUMNS_RE.finditer(sep)]
            # each column reaches the start of the next one; the last one runs to the line end.
            # Columns are aligned by display width (a CJK character takes two cells).
            bounds = [(a, cols[i + 1][0] if i + 1 < len(cols) else 10**6) for i, (a, _) in enumerate(cols)]
            head = block[k - 1][1]
            hcells = [_display_slice(head, a, b) for a, b in bounds]
            htypes = [self._type_for_key(head[a:b].strip(), False) for a, b in hcells]
            if not any(htypes):
                return
            for off, ln in block[k + 1 :]:
                for (a, b), t, (ha, hb) in zip(bounds, htypes, hcells):
                    if t is None:
                        continue
                    ca, cb = _display_slice(ln, a, b)
                    if ln[ca:cb].strip():
                        yield from self._emit(t, text, off + ca, off + cb, head[ha:hb].strip())
            return

    def _table_block(self, text: str, block: list[tuple[int, str]]) -> Iterator[tuple[str, int, int, float]]:
        if any("--" in ln for _, ln in block[1:5]):
            yield from self._aligned_table(text, block)
        rows = [(o, ln) for o, ln in block if not self._SEP_ROW_RE.match(ln)]
        # the header is the first of the first four rows whose cell count the next rows share
        # (a command or title line above the table — "$ psql … -c 'select a, b'", "==> f.csv
        # <==" — is not the header)
        head_i, delim = -1, None
        for i in range(min(4, len(rows) - 1)):
            head = rows[i][1]
            for d in ("|", "│", "┃", "║", "\t", ",", ";"):
                if d == "," and _DECIMAL_COMMA_RE.search(head):
                    continue  # "Bruttogehalt 4.850,00 €": a decimal comma, no CSV header (decoys13)
                if head.count(d) >= (2 if d in _PIPES else 1):
                    n_head = len(self._cells(head, d))
                    counts = [len(self._row_cells(ln, d, n_head)) for _, ln in rows[i + 1 : i + 6]]
                    if n_head >= 2 and sum(c == n_head for c in counts) >= max(1, (len(counts) + 1) // 2):
                        head_i, delim = i, d
                        break
            if delim is not None:
                break
        if delim is None:
            return
        rows = rows[head_i:]
        head = rows[0][1]
        hcells = self._cells(head, delim)
        if delim in ",;" and any(_COLUMN_GAP_RE.search(head[a:b].strip()) for a, b in hcells):
            return  # an OCR'd form ("1 Wages, tips, other compensation      2 Federal …"): no CSV
        htypes = [self._type_for_key(head[a:b], False) for a, b in hcells]
        # a hiring table's "Current"/"Expected" columns are pay (``hiring_tables.py``)
        pay = pay_columns([head[a:b] for a, b in hcells], text[max(0, rows[0][0] - 600) : rows[0][0]])
        for k in pay:
            if htypes[k] is None:
                htypes[k] = _HIRING_PAY
        # a header with columns only people have (e-mail, phone, id …): a bare "name"
        # column is a person's, whatever the table's first line looks like; its pay
        # abbreviations (``comp``, ``TC``, ``Base``) are that person's pay
        personal = any(self._personal_key(head[a:b].strip()) for a, b in hcells)
        for k, (a, b) in enumerate(hcells):
            if htypes[k] is None:
                htypes[k] = self._record_key_type(head[a:b], text, rows[0][0] + a, personal)
        if any(htypes):
            for off, ln in rows[1:]:
                cells = self._row_cells(ln, delim, len(hcells))
                if len(cells) != len(hcells):
                    continue
                for (a, b), t, (ha, hb) in zip(cells, htypes, hcells):
                    if t == _HIRING_PAY:
                        if has_money_cell(ln[a:b]):
                            yield from self._emit("SALARY", text, off + a, off + b)
                    elif t is not None:
                        yield from self._emit(t, text, off + a, off + b, "" if personal else head[ha:hb])
        elif delim in _PIPES or delim == "\t":
            # field | value tables: the first cell names the field (not with commas, which
            # prose bullet lists have too)
            for off, ln in rows:
                cells = self._cells(ln, delim)
                if len(cells) >= 2:
                    t = self._type_for_key(ln[cells[0][0] : cells[0][1]], False)
                    if t is not None:
                        yield from self._emit(t, text, off + cells[1][0], off + cells[1][1])

    # e-mail ------------------------------------------------------------------------------
    def _email_names(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        if "@" in text:
            for m in _DISPLAY_RE.finditer(text):
                g = "qname" if m.group("qname") is not None else "name"
                s, e = m.span(g)
                name = text[s:e].strip()
                if "," in name:
                    parts = [p.strip() for p in name.split(",")]
                    if len(parts) == 2 and all(looks_like_name(p, 3) for p in parts):
                        yield from self._emit("PERSON", text, s, e)
                    continue
                if looks_like_name(name, 5):
                    yield from self._emit("PERSON", text, s, e)
        headers = list(_HEADER_ANY_RE.finditer(text))
        if len(headers) < 2:
            return
        for m in _HEADER_LINE_RE.finditer(text):
            h = m.group("h").casefold()
            if h in ("de", "a", "da", "para") and not any(
                abs(x.start() - m.start()) < 300 for x in headers if x.start() != m.start()
            ):
                continue
            vs = m.start("val")
            val = m.group("val")
            for part in re.finditer(r"[^,;，；]+", val):
                ps, pe = vs + part.start(), vs + part.end()
                chunk = text[ps:pe]
                if "@" in chunk or "<" in chunk:
                    continue  # addresses and display names handled above
                if looks_like_name(chunk.strip().strip("\"'"), 4):
                    yield from self._emit("PERSON", text, ps, pe)

    def _signoffs(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        html = _html_lines(text)
        if html is not None:
            yield from self._signoffs_in(html)  # same offsets; the spans resolve overlaps
        yield from self._signoffs_in(text)

    def _signoffs_in(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for rx in (_CLOSING_RE, _CLOSING_INLINE_RE, _LONE_NAME_RE):
            for m in rx.finditer(text):
                s, e = m.span("name")
                name = text[s:e].strip().strip("-–—~ ").strip()
                # "Estrid Bækgaard, HR" / "Ana Ruiz – Payroll": the signer's unit after a comma or dash
                name = re.split(r"[ \t]*(?:,|[ \t][–—-][ \t])[ \t]*", name, maxsplit=1)[0]
                if not name or re.match(rf"(?i)^(?:{_CLOSINGS})\W*$", name):
                    continue
                if looks_like_name(name, 4) and (rx is not _LONE_NAME_RE or _capitalised(name)):
                    s = text.find(name, s, e + 1)
                    yield from self._emit("PERSON", text, s, s + len(name))

    def _speakers(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for rx in _SPEAKER_RES:
            for m in rx.finditer(text):
                s, e = m.span("name")
                # "Tarsi 🌻" -> "Tarsi"; a trailing vowel sign stays (सुनीता शर्मा)
                name = re.sub(r"(?<![\u0900-\u0dff])[\W\d_]+$", "", text[s:e]).strip()
                if name.count(",") == 1:  # "Himmelreich, Dankwart": surname first
                    last, first = (p.strip() for p in name.split(","))
                    if looks_like_name(f"{first} {last}", 4) and self.lexicon.classify(last) is None:
                        k = text.find(name, s, e + 1)
                        yield "PERSON", k, k + len(name), 0.75
                    continue
                if self.lexicon.classify(name) is not None or self.lexicon.known(name):
                    continue
                if name.casefold() in ROLE_WORDS or name.casefold() in NOT_NAME_WORDS:
                    continue
                handle = re.fullmatch(r"[a-z][a-z0-9._\-]{1,30}", name) is not None
                if handle or looks_like_name(name, 4):
                    s = text.find(name, s, e + 1)
                    yield ("USERNAME" if handle else "PERSON"), s, s + len(name), 0.75
        yield from self._repeated_speakers(text)
        for m in _SPEAKER_PLAIN_RE.finditer(text):
            name = m.group("name")
            if (
                self.lexicon.classify(name) is None
                and not self.lexicon.known(name)
                and _capitalised(name)
                and looks_like_name(name, 3, allow_lower=False)
            ):
                yield "PERSON", m.start("name"), m.end("name"), 0.7

    def _repeated_speakers(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        """Transcript lines without timestamps: when two or more different name-shaped labels
        open lines (``Name: …``) and one of them opens two or more, they are speakers, in any
        script without letter case (小比類巻, אלנתן שקדיאלי, ريطة الجلاد, 장해밀)."""
        if text.count("\n") < 2:
            return
        seen: dict[str, list[tuple[int, int]]] = {}
        japanese = _KANA_RE.search(text) is not None
        for m in _SPEAKER_LINE_RE.finditer(text):
            name = m.group("name").strip()
            # scripts without capital letters only; cased scripts: _SPEAKER_PLAIN_RE
            if 1 <= len(name.split()) <= 3 and not any(c.isupper() or c.islower() for c in name):
                seen.setdefault(name, []).append(m.span("name"))
        speakers = {
            n: spans
            for n, spans in seen.items()
            if self.lexicon.classify(n) is None
            and not self.lexicon.known(n)
            and n.casefold() not in ROLE_WORDS
            and n.casefold() not in NOT_NAME_WORDS
            and looks_like_name(n, 3)
            # 备注：, 状态： are labels: a Han label needs a Chinese surname, or, in Japanese
            # text (kana present; Japanese surnames are an open class), 2-4 characters
            and (not _HAN_ONLY_RE.fullmatch(n) or han_name_shape(n) or (japanese and 2 <= len(n) <= 4))
        }
        if len(speakers) < 2 or max(len(v) for v in speakers.values()) < 2:
            return
        for n, spans in speakers.items():
            for s, e in spans:
                k = text.find(n, s, e + 1)
                yield "PERSON", k, k + len(n), 0.7

    def _ics_and_travel(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        if "CN=" in text:
            for m in _ICS_CN_RE.finditer(text):
                g = "q" if m.group("q") is not None else "v"
                s, e = m.span(g)
                name = re.sub(r"\r?\n[ \t]", "", text[s:e])  # RFC 5545 line folding
                if looks_like_name(name.strip(), 5):
                    yield "PERSON", s, e, 0.85
        if "/" in text:
            for m in _PNR_RE.finditer(text):
                name = m.group("name").replace("/", " ")
                if any(_fare_word(w) for w in name.split()):
                    continue  # a fare or cabin (``ECONOMY/FLEX``), not a passenger
                if looks_like_name(name, 4):
                    yield "PERSON", m.start("name"), m.end("name"), 0.75
            for m in _PNR_MORE_RE.finditer(text):
                if not _fare_word(m.group("name")) and looks_like_name(m.group("name").title(), 1):
                    yield "PERSON", m.start("name"), m.end("name"), 0.7

    # -- entry point ----------------------------------------------------------------------
    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)`` for field values and structural names."""
        yield from self._json_pairs(text)
        yield from self._line_pairs(text)
        yield from self._inline_pairs(text)
        yield from self._xml_elements(text)
        yield from self._label_lines(text)
        yield from self._credential_files(text)
        yield from self._embedded_credentials(text)
        yield from self._tables(text)
        yield from self._email_names(text)
        yield from self._signoffs(text)
        yield from self._speakers(text)
        yield from self._ics_and_travel(text)


_MULTIPART_RE = re.compile(
    r"Content-Disposition:[ \t]*form-data;[ \t]*name=\"(?P<key>[^\"\r\n]{1,60})\"[^\r\n]*\r?\n"
    r"(?:[A-Za-z\-]+:[^\r\n]*\r?\n)*\r?\n(?P<val>[^\r\n]{1,300})",
    re.I,
)
_NETRC_RE = re.compile(
    r"\bmachine[ \t]+\S+(?:[ \t\r\n]+(?:login[ \t]+(?P<login>\S+)|password[ \t]+(?P<password>\S+)|account[ \t]+\S+)){1,3}"
)
_PGPASS_RE = re.compile(
    r"^(?:[\w.\-]+|\*):(?:\d{2,5}|\*):(?:[\w\-.]+|\*):(?P<user>[\w.\-@]+):(?P<pw>(?:\\:|[^:\s])+)$", re.M
)
#: a line holding only a label: letters, blanks and `` / . ' - ( )`` (no key: value, no digits)
_LABEL_LINE_RE = re.compile(r"[^\W\d_][^\d_:=\"{}\[\]<>|;,?!@#$%*]{0,59}")
#: a run of spaces between words: the gap between two columns of a space-aligned layout
#: a decimal comma between digits (``4.850,00 €``): a line holding one is no CSV header
_DECIMAL_COMMA_RE = re.compile(r"\d,\d{1,2}(?![\d,])")
_COLUMN_GAP_RE = re.compile(r"\S {3,}\S")
#: a bare year, and the labels of one-time codes (sent as 6 digits or so, never a year): such a
#: label line over a year alone labels nothing (secrets19, as ``access_codes.py`` decides)
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
_ONE_TIME_LABEL_RE = re.compile(
    r"(?i)verif|one[ \-]?time|otp|2fa|mfa|bestätigung|einmal|vérification|usage unique|verifica|monouso|weryfik|"
    r"jednorazow|doğrulama|подтвержд|одноразов|επαλήθευσ|אימות|التحقق|xác (?:thực|minh)|verifikasi|验证|動態|动态|"
    r"認証|인증"
)
#: types whose value can be any words: a label line vouches for the next line only with a digit
_FREE_TEXT_TYPES = frozenset({"ADDRESS", "HEALTH"})

#: an XML/HTML element holding text only: ``<tag attr="…">value</tag>``
_XML_ELEMENT_RE = re.compile(
    r"<(?P<tag>[A-Za-z][\w.\-]{0,40}(?::[A-Za-z][\w.\-]{0,40})?)(?:\s[^<>]{0,200})?>(?P<val>[^<>]{1,300})</(?P=tag)>"
)
_XML_OPEN_RE = re.compile(r"<(?:[A-Za-z][\w.\-]{0,40}:)?([A-Za-z][\w.\-]{0,40})[\s>]")

#: FHIR resources about a person (HL7 FHIR R4 ``HumanName`` holders): their ``name`` is one.
_FHIR_PERSON_RE = re.compile(r'"resourceType"\s*:\s*"(?:Patient|Practitioner|RelatedPerson|Person)"')

_PRODUCT_WORD_RE = re.compile(r"\d|^[A-Z0-9\-]{2,}$")


_NICK_GROUP_RE = re.compile(
    r"\([^()\n]{1,40}\)|\[[^\[\]\n]{1,40}\]|\"[^\"\n]{1,40}\"|“[^”\n]{1,40}”|«[^»\n]{1,40}»|„[^“”\n]{1,40}[“”]"
)
_QUOTE_CHARS_RE = re.compile(r"[\"“”«»„]")


def _nicknamed(value: str) -> bool:
    """A name written with a nickname or a note naming someone in quotes or brackets
    (``John "Johnny" Smith``, ``Robert (Bob) Kowalczyk``, ``Zoë [née Martin] Ruiz``) or with a
    stray quote inside (``Q\"uote``): the rest is a name, and the group holds a capitalised word
    or there was a stray quote. Such a field value is masked whole; a lower-case note
    (``Ann Lee (remote)``) is left to the name-part rule."""
    groups = _NICK_GROUP_RE.findall(value)
    rest = _NICK_GROUP_RE.sub(" ", value)
    stray = _QUOTE_CHARS_RE.search(rest) is not None
    rest = " ".join(_QUOTE_CHARS_RE.sub("", rest).split())
    if not rest or not (stray or any(any(w[:1].isupper() for w in g[1:-1].split()) for g in groups)):
        return False
    return value_ok("PERSON", rest) or (len(rest.split()) == 1 and bool(groups) and rest[:1].isupper())


def _person_under_generic_key(value: str) -> bool:
    """A value under a bare ``name``/``title`` key is a person only when it reads like one:
    2-4 words, no technology term, no digits or model codes (``USB-C``, ``TKL``)."""
    words = value.replace(",", " ").split()
    if len(words) == 1 and korean_name_value(words[0]):
        return True  # Korean full names are written as one word ("이름": "탁서윤")
    if not 2 <= len(words) <= 4:
        return False
    return not any(w.casefold().strip(".") in TECH_TERMS or _PRODUCT_WORD_RE.search(w) for w in words)


def _capitalised(name: str) -> bool:
    """Every word starts with an upper-case letter or is in a caseless script."""
    for w in name.split():
        c = w[0]
        if c.lower() != c.upper() and not c.isupper():
            return False
    return True
