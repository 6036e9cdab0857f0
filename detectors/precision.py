"""Precision guards: a recognizer's span corrected or dropped when it damages what the cloud needs.

Applied by the scanner to every span before overlaps are resolved (:meth:`SpanGuard.refine`).
Each rule is a kind of false mask seen on agent traffic, fixed as a rule over shapes, never
over listed instances:

1. **Dates are not numbers.** A span of a number-id type (card, account, phone, national id …,
   :data:`edgeward.detectors.shapes.DATE_SENSITIVE_TYPES`) that overlaps a date/time token
   (``2024-04-01``, ``2024-04``, ``01.04.2024``, ``10:30:00``) and has fewer than 4 digits
   outside such tokens is dropped.
2. **Markup is not a value.** Whole tags and tag edges at a span's ends (glued on by a clause
   rule: ``<Diagnosis code="x">text</Diagnosis>``) and the blanks next to them are trimmed off.
3. **Labels are not values.** A span of a context/name type (everything but validated formats:
   e-mail, card, IBAN, keys …) that lies inside a JSON object key (``"客户编号":``,
   ``"διάγνωση":``) or inside a line's leading label that the field lexicon knows
   (``Диагноз:``, ``Phone (mobile):``), or inside a column-header row of a plain-text table
   (``NAME   READY   STATUS``; a row above a markdown rule; a CSV header), is dropped; so is a
   CJK "name" that is (part of) a field word (``联系电话`` -> ``电话``) or an organisation unit
   (``采购部``).
4. **Sentence-initial words are not names by themselves.** In a PERSON span starting a
   sentence, a first word that no name list knows and that is an imperative
   (:data:`IMPERATIVE_VERBS`) or a role noun (:data:`ROLE_NOUNS`) is dropped when a capitalised
   word follows (``Email Marisol`` -> ``Marisol``; ``Тарновский Евгений`` stays whole);
   a one-word PERSON span from the NER model alone, at a sentence start, in no name list and
   an imperative, a role noun, a common word (Faker's word lists) or a field label
   (``Summarise``, ``Müşteri``, ``Mój``), is dropped unless the same word also appears
   capitalised mid-sentence in the text.
4a. **A self-introduction is not part of the name.** ``I'm``/``I’m``/``I am``, ``je suis``,
   ``ich bin``, ``ik ben``, ``soy``, ``sono``, ``sou``, ``jag är`` … at a PERSON span's start,
   before a capitalised word, is trimmed off (``I'm Margaret Thornbury`` -> ``Margaret Thornbury``).
5. **German nouns are capitalised.** The English NER model reads a capital letter as a sign
   of a name; German capitalises every noun (``Datenanalyse``, ``Berichtswesen``). A one-word
   PERSON span from the model alone, in no name list, inside a German sentence (two or more
   German function words around it, more than English ones) is dropped.
6. **A legal form makes an organisation.** A PERSON span ending in or followed by a company's legal form
   (``GmbH``, ``S.r.l.``, ``SAS``, ``ApS``, ``ООО`` …: ``name_shape.LEGAL_FORMS``) is dropped.
7. **Organisations.** A PERSON span from the model or a phrasing rule with an organisation
   word (``name_shape.NOT_NAME_WORDS``) or a Germanic institution compound (``Stadtwerke``,
   ``Legesenteret``, ``Krankenkasse``: :data:`_INSTITUTION_HEADS`) is dropped.
7a. **Card payments name merchants.** A PERSON span on a bank-statement line whose type is a
   card payment or a cash withdrawal (``POS``, ``KORTTIOSTO``, ``COMPRA``, ``KARTENZAHLUNG``,
   ``ATM`` …) is dropped (transfers, which name people, are ``record_names``' rule).
8. **NER artefacts.** A model-only PERSON span that glues a technology or common Latin word
   to Hangul/kana/Han (``Gateway룸에서``) is dropped; one that runs across a column gap (two
   or more blanks, a tab: ``Quagliarella  Torino``) is cut at the gap, and so is a HEALTH
   span whose next column is only an amount (``root canal treatment tooth 36    € 187,62``
   keeps the treatment, not the price; ``…\tICD E11.9`` stays whole).
9. **Ids in address form are not mailboxes.** An EMAIL_ADDRESS span (from any recognizer, a
   field rule included) that is a calendar resource, has a UUID local part, or is a machine-made
   id in a Message-ID/References/Content-ID/UID field
   (:func:`edgeward.detectors.recognizers.email_address.machine_address_id`) is dropped.
10. **Bands are not pay.** A SALARY span under a key or label the lexicon reads as a rate
    (``pension_pct``: :func:`edgeward.detectors.lexicon.rate_key`), or as a band or range
    (``job_post_salary_range``, ``Gehaltsband``: :func:`~edgeward.detectors.lexicon.band_key`)
    whose value is a range of two amounts, is dropped, whichever recognizer read a pay word in
    the key; one amount under a band word is the person's pay.
11. **Command-line values are not names.** A PERSON/LOCATION/ORGANIZATION/NRP span that is the
   lower-case identifier value of a command-line flag (``--reporter=dot``, ``-R spec``) is
   dropped, unless the flag names a person or account (``--author``, ``--user`` …).
12. **Servers, limits, ids and units are nobody's** (precision12). An IP address of a server
    (tool output's connection and resolver cues, server/host keys, a ``CLUSTER-IP`` column), an
    amount under a limit or statistic label, of a tender or one end of a grade's/job ad's range,
    a Twilio-style SID under a ``*sid`` key, a number inside a longer letters-and-digits token
    (a hash, a SID), a digit id under an id key read as a phone, a
    lettered order id read as an account, a systemd unit read as a user name is dropped
    (:mod:`edgeward.detectors.non_personal`).
13. **Rooms, products and companies named like people.** A PERSON span that names a meeting
    room, a product or plan, or a company (a legal form or company word before it, an
    organisation key, an institution compound from any rule) is dropped (same module).
14. **Cloud resources, goods and logins are nobody's** (decoys16). A secret/password/key span
    inside a reference to a secret (an ARN, a GCP resource name, a Key Vault URL, a vault path
    under a reference key), a twelve-digit AWS account id read as an account, id or phone, a
    resource slug (``ledger-prod``) or a product in a goods record read as a PERSON, an amount
    or a percentage under an id label, an invoice line read as a bank account, and the scp-style
    ``user@host`` of a service account and a Google Cloud service account's address read as an
    e-mail address are dropped
    (:mod:`edgeward.detectors.cloud_resources`, :mod:`edgeward.detectors.product_records`,
    :mod:`edgeward.detectors.host_logins`).
15. **Statistics, bounds, pots and firm columns are nobody's** (decoys17). A pay/money span whose
    pay word, key, label, column header or following bracket names a statistic, a bound or a
    shared pot (``average salary``, ``Gjennomsnittslønnen``, ``salary_min``, ``salary budget``,
    ``奖金池``) with no person in its sentence or record, and a PERSON in a supplier column or in a
    party column of firms, are dropped (:mod:`edgeward.detectors.nobody_figures`,
    :mod:`edgeward.detectors.firm_columns`).

The guard is built once per scanned text (offsets index that text) and is pure.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from .german_nouns import article_noun, everyday_noun_here, german_noun_in_context
from .known_values import common_words
from .lexicon import FieldLexicon, band_key, normalize_field, rate_key
from .name_lists import name_lists
from .non_personal import (
    amount_as_account,
    aggregate_row,
    company_named,
    id_keyed_number,
    insurance_premium,
    job_ad_bound,
    listed_room_or_product,
    inside_token,
    order_id_as_account,
    product_name,
    public_figure,
    resource_sid,
    room_name,
    statistic_figure,
    server_address,
    service_unit,
    under_limit_label,
)
from .credential_refs import not_a_credential
from .secret_decoys import not_a_password, version_number
from .template_slots import template_slot
from .postal_pins import postal_pin
from .called_firms import called_firm
from .cloud_resources import cloud_account_id, resource_slug, secret_reference, service_account_address
from .product_records import product_noun_end, product_record
from .host_logins import host_login
from .system_accounts import system_account
from .recognizers.account_names import personal_login
from .firm_columns import firm_in_column
from .nobody_figures import (
    bracket_names_figure,
    figure_sentence,
    label_and_record,
    name_like_word,
    personnel_key,
    qualified_figure,
)
from .public_money import organisation_figure, organisation_table, price_figure, rate_percentage
from .recognizers.base import column_header
from .recognizers.percentages import PERCENT_RE, has_money
from .recognizers.email_address import machine_address_id
from .recognizers.money_cues import CUES
from .recognizers.name_shape import LEGAL_FORMS, NOT_NAME_WORDS
from .shapes import DATE_SENSITIVE_TYPES, datetime_ranges
from .spans import Span
from .tech_terms import all_tech

__all__ = ["SpanGuard"]

#: Types whose spans a format validates: never dropped for sitting in a key or label.
_VALIDATED = frozenset(
    {
        "EMAIL_ADDRESS",
        "CREDIT_CARD",
        "IBAN_CODE",
        "CRYPTO",
        "IP_ADDRESS",
        "MAC_ADDRESS",
        "API_KEY",
        "PRIVATE_KEY",
        "PASSWORD",
        "SECRET",
        "URL",
        "US_SSN",
        "CN_RESIDENT_ID",
        "PHONE_NUMBER",
    }
)
_NAME_TYPES = frozenset({"PERSON", "LOCATION", "ORGANIZATION", "NRP"})
_PAY_TYPES = frozenset({"SALARY", "FINANCIAL_AMOUNT"})
_RANGE_VALUE_RE = re.compile(
    r"\d[\d.,'\s]*[kKmM]?\s*[^\w\s\n]{0,2}\s*(?:[–—\-~]|\bto\b|\bbis\b|\bà\b|\ba\b)\s*[^\w\s]{0,2}\s*\d"
)
# the last `key: ` / `"key": "` of a line before a value (what the value's field is), the value's
# own text before the span allowed (the top of a range: `€65,000–` before `€80,000`)
_KEY_THEN_VALUE_RE = re.compile(r"[\"']?(?P<k>[^\W\d][\w .\-]{0,40}?)[\"']?[ \t]*[:=][ \t]*[\"']?[^\"'\n:=]{0,40}$")
#: a pay-sized figure (four digits or thousands groups, optional cents), no percent sign (fields19)
_PAY_UNIT_KEY_RE = re.compile(
    r"(?i)[\"']?(?:payment|pay|salary|wage)[_ ]?(?:unit|period|frequency|basis)[\"']?[ \t]*[:=]"
)
_PAY_SIZED_FIGURE_RE = re.compile(r"[$€£¥₹]?[ \t]?(?:[1-9]\d{3,}|[1-9]\d{0,2}(?:[,.' ]\d{3})+)(?:[.,]\d{1,2})?")

_KEY_BEFORE_RE = re.compile(r"[\"']?(?P<k>[A-Za-z_][\w.\-]{0,40})[\"']?[ \t]*[:=][ \t]*[\"']?$")
_REF_KEY_RE = re.compile(r"(?i)(?:^|[_.\-])(?:id|ref|reference|txn|transaction)$|[a-z](?:Id|ID|Ref|Reference)$")
_CARD_KEY_RE = re.compile(r"(?i)card|pan\b|^cc|account")
_EPOCH_TYPES = frozenset({"CREDIT_CARD", "NATIONAL_ID", "TAX_ID", "BANK_ACCOUNT", "PHONE_NUMBER", "US_BANK_NUMBER"})
_EPOCH_RE = re.compile(r"1[0-9]{9}(?:[0-9]{3}){0,2}")
_TIME_KEY_BEFORE_RE = re.compile(
    r"(?i)[\"']?[\w.\-]*(?:date|time|timestamp|ts|_at|epoch|expires|expiry|exp|iat|nbf|created|updated|modified)"
    r"[\"']?[ \t]*[:=][ \t]*[\"']?$"
)


#: a bare number and a range dash right before an amount: the range's lower bound, whose unit
#: or magnitude the upper one carries (``offer Tamsin 82–88k``, ``48-52k €``, ``4.100–4.600 €``)
_RANGE_LOW_BEFORE_RE = re.compile(r"(?<![\w.,/:])\d{1,3}(?:[.,' ]\d{3})*(?:[.,]\d{1,2})?[ \t]?[–—~\-][ \t]?$")


def _with_range_low(span: Span, text: str) -> Span:
    """A pay/money span that starts at a range's upper bound, widened over its bare lower bound
    (leftovers18: the lower bound went out raw, and the two bounds tell the offer as well as one)."""
    if not span.text[:1].isdigit():
        return span
    low = _RANGE_LOW_BEFORE_RE.search(text, max(0, span.start - 16), span.start)
    if low is None:
        return span
    return Span(span.entity_type, low.start(), span.end, span.score, text[low.start() : span.end])


def _card_prefix_ok(value: str) -> bool:
    """Whether a card number's leading digits are an issuer range in use (ISO/IEC 7812 major
    industry identifiers 2-6 for payment cards; in 2: Mir 2200-2204 and Mastercard 2221-2720;
    1 only for 15-digit UATP; 8 and 9 for national schemes such as Troy 9792)."""
    digits = "".join(c for c in value if c.isdigit())
    if len(digits) < 12:
        return True
    head = int(digits[:4])
    first = digits[0]
    if first == "1":
        return len(digits) == 15
    if first == "2":
        return 2200 <= head <= 2204 or 2221 <= head <= 2720
    if first in "0 7":
        return False
    return True


_JSON_KEY_RE = re.compile(r"(?:\\?\"(?P<d>[^\"\\\n]{1,80})\\?\"|'(?P<s>[^'\\\n]{1,80})')[ \t]*:(?![/\\])")
_LINE_LABEL_RE = re.compile(r"(?m)^[ \t>*#\-•]*(?P<l>[^\s:：\"'{}\[\]<>|][^:：\n\"{}\[\]<>|]{0,40}?)[ \t]*[:：]")
_HEADER_CELL_RE = re.compile(r"^[A-Z][A-Z0-9_()%/.\-]*(?: [A-Z][A-Z0-9_()%/.\-]*)?$")
# a tag's edge or whole tags glued to a span by a clause rule (``>text</Diagnosis>``)
_LEAD_TAGS_RE = re.compile(r"(?:[ \t]*<[/!?]?[A-Za-z][^<>\n]*>|[ \t]*>)+[ \t]*")
_TRAIL_TAGS_RE = re.compile(r"[ \t]*(?:</?[A-Za-z][^<>\n]*>[ \t]*|<[ \t]*/?[ \t]*)+$")
_MD_RULE_RE = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$")
_CJK_RUN_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]+")
# organisation suffixes: 采购部 (purchasing department), 财务处, 人事科 … are units, not people
_CJK_ORG_SUFFIX = frozenset("部处科组局厅院室司办队所")
#: a character outside every `_HEADER_CELL_RE` cell and every `_CELL_SPLIT_RE` gap: a line
#: holding one is no upper-case header row (most lines: checked before splitting them)
_NOT_HEADER_CHAR_RE = re.compile(r"[^A-Z0-9_()%/.\- \t|]")
_CELL_SPLIT_RE = re.compile(r"[ \t]{2,}|\t|[ \t]*\|[ \t]*")
_SENTENCE_BEFORE_RE = re.compile(r"(?m)(?:^|[.!?。！？:;\n\"“«(\[]|^[ \t]*[-*•>#]+)[ \t\"“«*_]*$")
_FLAG_BEFORE_RE = re.compile(r"(?:^|[\s\"'])--?(?P<flag>[A-Za-z][\w\-]*)(?:=|[ \t]+)$")
# flags whose value is a person or account (``git log --author=marisol``): not exempt
_IDENTITY_FLAGS = frozenset("author committer user username login owner assignee name email reviewer".split())
_IDENT_VALUE_RE = re.compile(r"^[a-z0-9][a-z0-9_.\-/]*$")
_WORD_RE = re.compile(r"[^\W\d_][^\W\d_'’\-]*")
# a Latin word glued to Hangul/kana/Han with no space ("Gateway룸에서": a room, a particle)
_LATIN_GLUED_CJK_RE = re.compile(r"^([A-Za-z][A-Za-z\-]+)[\uac00-\ud7a3\u3040-\u30ff\u4e00-\u9fff]+$")
# two or more blanks or a tab inside a span: the gap between two columns of a table
_COLUMN_GAP_RE = re.compile(r"[ ]{2,}|\t")
# an amount and nothing else: digits with separators, currency signs, an ISO code
_AMOUNT_ONLY_RE = re.compile(r"[\s\d.,'’()+\-\u00a0\u202f%€$£¥₹₩₽₺₪฿₫]*(?:[A-Z]{3}|kr|Kč|zł)?[\s\d.,€$£¥₹₩₽₺₪฿₫]*")
# a bank-statement line for a card payment or withdrawal: what follows names a merchant or a
# machine ("23.05  KORTTIOSTO K-MARKET", "06.05  COMPRA CONTINENTE", "12.03 POS MİGROS")
_CARD_PAYMENT_RE = re.compile(
    r"[ \t]*\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?[ \t]+(?P<kind>(?i:POS|KORTTIOSTO|KORTTIMAKSU|COMPRA|COMPRAS|"
    r"CB|CARTE|ACHAT CB|PAIEMENT CB|KARTENZAHLUNG|KARTE|LASTSCHRIFT|CARD|CARD PAYMENT|DEBIT CARD|PURCHASE|"
    r"KORTKÖP|KORTBETALING|DANKORT|ZAKUP|ZAKUP KARTĄ|PAGAMENTO POS|PAGAMENTO|POS KARTA|KART|ATM|CAJERO|"
    r"LEVANTAMENTO|NOSTO|ABHEBUNG|RETRAIT|PRELIEVO|BANKOMAT|GELDAUTOMAT))[ \t]"
)
# the word right after a span, as a company's legal form is written (``S.r.l.``, ``A/S``)
_LEGAL_FORM_AFTER_RE = re.compile(r"[ \t]*,?[ \t]+([^\W\d_][\w./]{0,8})(?![\w])")

#: Role nouns a name is often written after (``Müşteri Ayla Demir``, ``Pacjent Jan``), never
#: part of it; a sentence-initial role noun alone is not a person (casefolded).
ROLE_NOUNS = frozenset(
    """
    customer client patient employee user member candidate applicant tenant guest caller sender recipient
    kunde kundin klient klientin patient patientin mitarbeiter mitarbeiterin bewerber
    cliente paciente empleado empleada usuario usuaria candidato funcionário funcionario utente
    patiënt klant medewerker kandidaat pasient ansatt kunde søker
    müşteri musteri hasta çalışan calisan personel aday kullanıcı kullanici
    klient klientka pacjent pacjentka pracownik pracownica kandydat użytkownik uzytkownik
    клиент клиентка пациент пациентка сотрудник сотрудница кандидат пользователь
    πελάτης ασθενής υπάλληλος υποψήφιος χρήστης
    عميل مريض موظف مرشح مستخدم ग्राहक मरीज़ मरीज कर्मचारी उम्मीदवार
    """.split()
)

#: Imperatives an instruction to an agent starts with, before the person it is about
#: (``Email Marisol the results``, ``Ruf Herrn Quast an``, ``Napisz Oli …``), in the languages
#: of the field lexicon; casefolded. A listed given name or surname is never trimmed as one.
IMPERATIVE_VERBS = frozenset(
    """
    email e-mail mail message text call phone ring ping dm ask tell remind invite notify contact schedule
    book cc bcc forward reply answer pay thank meet summarise summarize draft write send inform greet
    welcome add remove assign mention tag loop update brief escalate congratulate introduce follow
    schreib schreibe ruf rufe frag frage erinnere informiere lade sende schick schicke kontaktiere
    envoie écris ecris appelle demande rappelle invite préviens contacte informe réponds
    escribe envía envia llama pregunta recuerda invita avisa contacta responde manda
    escreva escreve envie ligue liga pergunte lembre convide avise contate responda manda
    scrivi invia chiama chiedi ricorda invita avvisa contatta rispondi manda
    stuur schrijf bel vraag herinner nodig informeer mail beantwoord
    skriv ring spør minn inviter informer kontakt svar send
    напиши позвони спроси напомни отправь пригласи сообщи ответь свяжись перешли
    γράψε στείλε τηλεφώνησε ρώτα θύμισε ενημέρωσε απάντησε
    napisz wyślij wyslij zadzwoń zadzwon zapytaj przypomnij zaproś zapros poinformuj odpowiedz
    yaz gönder gonder ara sor hatırlat hatirlat davet bildir cevapla yanıtla
    """.split()
)


def _contains(ranges: list[tuple[int, int]], a: int, b: int) -> bool:
    """Some range of ``ranges`` (sorted, not overlapping one another) holds ``[a, b)``."""
    i = bisect.bisect_right(ranges, (a, 1 << 62)) - 1
    return i >= 0 and ranges[i][0] <= a and b <= ranges[i][1]


def _overlapping(ranges: list[tuple[int, int]], starts: list[int], a: int, b: int) -> list[tuple[int, int]]:
    """The ranges (sorted, not overlapping one another; ``starts`` their starts) that share a
    character with ``[a, b)``."""
    out = []
    i = bisect.bisect_left(starts, b) - 1
    while i >= 0 and ranges[i][1] > a:
        out.append(ranges[i])
        i -= 1
    return out


#: heads of Germanic compounds that name an institution, not a person: works/utility, centre,
#: fund, insurance, bank, pharmacy, clinic, school, association, group (``Stadtwerke``,
#: ``Legesenteret``, ``Krankenkasse``); matched as the end of a longer word
_INSTITUTION_HEADS = (
    "werke", "zentrum", "centrum", "senter", "senteret", "centret", "kasse", "kassa", "kassen",
    "versicherung", "verzekeringen", "verzekering", "forsikring", "försäkring", "banken", "apotheke", "apotek",
    "klinik", "kliniken", "kliniek", "schule", "skole", "skolan", "verein", "forening", "förening", "gruppen", "groep",
)  # fmt: skip
_ORG_WORDS = NOT_NAME_WORDS - frozenset(
    "the and of for our your my new san santa los las saint st port fort mount north south east west upper lower "
    "hong buenos".split()
)


#: A self-introduction a PERSON span may start with (``I'm Margaret Thornbury``, ``I’m``,
#: ``I am``, ``je suis``, ``ich bin``, ``ik ben``, ``soy``, ``sono``, ``sou``, ``jag är``):
#: the words before the name, not the name.
_SELF_INTRO_RE = re.compile(
    r"(?i)^(?:i\s*['’ʼ`]\s*m|i\s+am|it\s*['’ʼ]\s*s|this\s+is|my\s+name\s+is|je\s+suis|j\s*['’ʼ]\s*suis|"
    r"je\s+m\s*['’ʼ]\s*appelle|moi\s+c\s*['’ʼ]\s*est|c\s*['’ʼ]\s*est|ich\s+bin|ich\s+hei(?:ß|ss)e|hier\s+ist|"
    r"ik\s+ben|(?:yo\s+)?soy|me\s+llamo|(?:io\s+)?sono|mi\s+chiamo|(?:eu\s+)?sou|jag\s+är|jeg\s+er)\s+(?=[^\W\d_])"
)


#: the verb alone at the span's start, its pronoun just before the span (``ich [bin Margaret]``)
_INTRO_VERB_RE = re.compile(r"(?i)^(?:am|bin|ben|suis|soy|sono|sou|är|er)\s+(?=[^\W\d_])")
_INTRO_PRONOUN_BEFORE_RE = re.compile(r"(?i)(?<![^\W\d_])(?:i|ich|ik|je|yo|io|eu|jag|jeg)\s+$")


def _trim_self_intro(span: Span, text: str) -> Span:
    """``span`` without a leading self-introduction (``I'm Margaret`` -> ``Margaret``; also the
    verb alone when its pronoun precedes the span) when a capitalised word follows; else unchanged."""
    m = _SELF_INTRO_RE.match(span.text)
    if m is None and _INTRO_PRONOUN_BEFORE_RE.search(text, max(0, span.start - 8), span.start):
        m = _INTRO_VERB_RE.match(span.text)
    if m is None or not span.text[m.end() :][:1].isupper():
        return span
    a = span.start + m.end()
    return Span(span.entity_type, a, span.end, span.score, text[a : span.end])


@lru_cache(maxsize=4096)  # pure (fixed word lists); asked of every PERSON span
def _organisation(value: str) -> bool:
    """An NER "person" with an organisation word (``Acme Solutions``) or an institution
    compound (``Stadtwerke Leipzig``) among its words."""
    for w in value.split():
        k = w.strip(".,'’").casefold()
        if len(k) <= 2 and not w.isupper():
            continue  # "Ana Sa", "Li Co": short surnames; "SA", "AG" count
        if k in _ORG_WORDS or (
            k.endswith(_INSTITUTION_HEADS)  # one C call rules most words out
            and any(k.endswith(h) and len(k) >= len(h) + 3 for h in _INSTITUTION_HEADS)
        ):
            return True
    return False


@lru_cache(maxsize=4096)  # pure (fixed word lists); asked of every PERSON span
def _institution(value: str) -> bool:
    """A Germanic institution compound (``Stadtwerke``, ``Legesenteret``, ``Krankenkasse``)
    among the words of a "person": an organisation whichever rule read it."""
    for w in value.split():
        k = w.strip(".,'’").casefold()
        if k.endswith(_INSTITUTION_HEADS) and any(  # one C call rules most words out
            k.endswith(h) and len(k) >= len(h) + 3 for h in _INSTITUTION_HEADS
        ):
            return True
    return False


def _legal_form(word: str) -> bool:
    """A company's legal form as written; a two-letter one only in capitals (``SA``, ``AG``;
    ``Sa`` and ``Co`` are also surnames), but ``Oy``/``Ab`` as Finland writes them."""
    w = word.strip(".,")
    if w.casefold() not in LEGAL_FORMS:
        return False
    return len(w) > 2 or w.isupper() or w in ("Oy", "Ab")


def _pay_word_first(value: str) -> bool:
    """``value`` is 2+ words and the first is a pay word (``Gehalt Kühn``, ``Lohn Segen``): a
    label and whose pay it is, not a noun phrase (breaker14)."""
    first, sep, _ = value.partition(" ")
    return bool(sep) and any(cue.word_is_cue(first) for cue in CUES["SALARY"])


#: number types an AWS account id is read as (decoys16)
_ACCOUNT_ID_TYPES = frozenset({"BANK_ACCOUNT", "US_BANK_NUMBER", "NATIONAL_ID", "TAX_ID", "PHONE_NUMBER"})
#: secret types whose value may be a reference to the secret (decoys16)
_SECRET_TYPES = frozenset({"API_KEY", "SECRET", "PASSWORD"})
_WORD3_RE = re.compile(r"[^\W\d_]{2,}")
#: eight digits or more, single blanks, dots or dashes between (an account number, grouped or not)
_ACCOUNT_RUN_RE = re.compile(r"\d(?:[ .\-]?\d){7,}")


def _money_or_rate(text: str, a: int, b: int) -> bool:
    """``text[a:b]`` is an amount with its currency or a percentage, and holds no run of eight
    digits: an id label's neighbour (``VAT 19%: €49.02``), not an id number."""
    value = text[a:b]
    if _ACCOUNT_RUN_RE.search(value) is not None:
        return False
    return PERCENT_RE.fullmatch(value.strip()) is not None or (has_money(text, a, b) and not _WORD3_RE.search(value))


def _prose_with_money(value: str) -> bool:
    """A field's value that is a clause with a money amount and two words or more and no run of
    eight digits (an account label read over an invoice line), not an account number."""
    return (
        len(_WORD3_RE.findall(value)) >= 2 and has_money(value, 0, len(value)) and _ACCOUNT_RUN_RE.search(value) is None
    )


_CJK_NAME_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


@dataclass
class SpanGuard:
    """The precision rules of the module docstring for one text.

    Args:
        text: the scanned string (spans index it).
        lexicon: the field lexicon (labels it knows are never values).
    """

    text: str
    lexicon: FieldLexicon
    _label_cache: dict[str, bool] = field(default_factory=dict)
    #: rule 15's dropped figures: ``(span, source, its sentence's (start, end))`` (:meth:`claimed`)
    held: list[tuple[Span, str, tuple[int, int]]] = field(default_factory=list)
    _figures: bool = True
    _source: str = ""

    @cached_property
    def _dates(self) -> list[tuple[int, int]]:
        return datetime_ranges(self.text)

    @cached_property
    def _date_starts(self) -> list[int]:
        return [a for a, _ in self._dates]

    # The key, label and header-row rules of `_in_label` are read line by line, for the lines
    # a span stands on only (they were computed over the whole text at its first span: most
    # lines of a record dump hold no span that reaches them). Each line's answer is exactly
    # the whole text's: no key, label or header row crosses a line (see each method).
    _line_keys: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    _line_labels: dict[int, tuple[int, int] | None] = field(default_factory=dict)
    _header_lines: dict[int, bool] = field(default_factory=dict)

    def _keys_of_line(self, ls: int, le: int) -> list[tuple[int, int]]:
        """The JSON/dict keys of the ``\\n``-line ``text[ls:le]``, as ``(start, end)``: a key
        holds no line break (nor does the blank before its colon), so the matches of a
        search over the whole text that lie on the line are those of a search over the line."""
        hit = self._line_keys.get(ls)
        if hit is None:
            hit = []
            if self.text.find(":", ls, le) >= 0:  # a key ends in a colon
                for m in _JSON_KEY_RE.finditer(self.text, ls, le):
                    g = "d" if m.group("d") is not None else "s"
                    hit.append((m.start(g), m.end(g)))
            self._line_keys[ls] = hit
        return hit

    def _label_of_line(self, ls: int, le: int) -> tuple[int, int] | None:
        """The known field label opening the ``\\n``-line at ``ls`` (``Name:``), as ``(start,
        end)``: `_LINE_LABEL_RE` is anchored at a line's start and never crosses a line break."""
        if ls in self._line_labels:
            return self._line_labels[ls]
        out = None
        m = _LINE_LABEL_RE.match(self.text, ls, le)
        if m is not None:
            label = m.group("l").strip()
            if label and self._known(label):
                out = (m.start("l"), m.start("l") + len(m.group("l").rstrip()))
        self._line_labels[ls] = out
        return out

    @cached_property
    def _split_lines(self) -> tuple[list[str], list[int]]:
        """The text's lines as `str.splitlines` cuts them (line ends kept) and their starts."""
        lines = self.text.splitlines(keepends=True)
        starts = []
        pos = 0
        for line in lines:
            starts.append(pos)
            pos += len(line)
        return lines, starts

    def _in_header_row(self, a: int, b: int) -> bool:
        """``[a, b)`` lies in a table's column-header row (`_is_header`, rows as `str.splitlines`
        cuts them): only the row that holds ``a`` can hold it."""
        lines, starts = self._split_lines
        i = bisect.bisect_right(starts, a) - 1
        if i < 0:
            return False
        return self._header_line(i) and b <= starts[i] + len(lines[i])

    def _header_line(self, i: int) -> bool:
        """Line ``i`` of `_split_lines` is a column-header row (`_is_header`), memoised."""
        hit = self._header_lines.get(i)
        if hit is None:
            lines = self._split_lines[0]
            below = lines[i + 1] if i + 1 < len(lines) else ""
            hit = self._header_lines[i] = self._is_header(lines[i], below, i == 0 or not lines[i - 1].strip())
        return hit

    def _is_header(self, line: str, below: str, first: bool) -> bool:
        """A table's column-header row: above a markdown rule (``|---|---|``); the first row of
        a CSV/TSV block naming 2+ lexicon fields; or 3+ upper-case one-word columns, one a
        lexicon field, none a given name (``NAME   READY   STATUS``)."""
        if "|" in line and _MD_RULE_RE.match(below):
            return True
        if first and ("," in line or "\t" in line) and not any(c.isdigit() for c in line):
            cells = [c.strip().strip("\"'") for c in re.split(r"[,\t]", line)]
            if sum(1 for c in cells if c and self._known(c)) >= 2:
                return True
        stripped = line.strip()
        if _NOT_HEADER_CHAR_RE.search(stripped):
            return False  # a character no upper-case cell (nor a gap between cells) holds
        cells = [c for c in _CELL_SPLIT_RE.split(stripped) if c]
        return (
            len(cells) >= 3
            and all(_HEADER_CELL_RE.match(c) and " " not in c for c in cells)
            and any(self._known(c) for c in cells)
            and not any(name_lists().is_given(c.title()) for c in cells)
        )

    def _known(self, label: str) -> bool:
        hit = self._label_cache.get(label)
        if hit is None:
            hit = self._label_cache[label] = self.lexicon.known(label)
        return hit

    def _band_key(self, span: Span) -> bool:
        """Whether the span's value sits under a key or label naming a pay band, range or rate
        (``"job_post_salary_range": "€65,000–€80,000"``, ``Gehaltsband: …``, ``pension_pct=…``):
        a cue word inside the key made it look like pay."""
        line_start = self.text.rfind("\n", 0, span.start) + 1
        m = _KEY_THEN_VALUE_RE.search(self.text, line_start, span.start)
        if m is None:
            return False
        key = normalize_field(m.group("k"))
        if rate_key(key):
            # fields19: a pay-sized figure with no percent sign is a rate of pay per period
            # beside its pay unit (Gusto's "rate": "85000.00", "payment_unit": "Year"), not a share
            return not (
                _PAY_SIZED_FIGURE_RE.fullmatch(span.text.strip("\"' "))
                and _PAY_UNIT_KEY_RE.search(self.text, max(0, span.start - 120), min(len(self.text), span.end + 120))
            )
        # a band's value is public when it is a range: amount, a dash or `to`, amount
        line_end = self.text.find("\n", span.end)
        end = min(line_end if line_end >= 0 else len(self.text), span.end + 24)  # the key's own value
        value = self.text[m.end("k") : end]
        return band_key(key) and _RANGE_VALUE_RE.search(value) is not None

    def refine(self, span: Span, source: str, figures: bool = True) -> Span | None:
        """``span`` unchanged, a trimmed copy, or None when it must not be masked.
        ``source``: ``model`` (NER only), ``names`` (name lists and phrasing) or ``pattern``;
        ``figures`` False: rule 15 does not apply (:meth:`claimed`)."""
        self._figures, self._source = figures, source
        etype = span.entity_type
        if etype == "EMAIL_ADDRESS" and machine_address_id(self.text, span.start, span.text):
            return None
        if etype == "EMAIL_ADDRESS" and service_account_address(span.text):
            return None  # "ci-deployer@proj.iam.gserviceaccount.com": a workload's identity (decoys16)
        if etype == "EMAIL_ADDRESS":
            login = host_login(self.text, span.start, span.end)
            if login is not None and not personal_login(self.text[span.start : span.start + login]):
                return None  # "git@gitlab…:org/repo.git": a service account on a host (decoys16)
        if etype in _PAY_TYPES and self._band_key(span):
            return None
        if etype in _PAY_TYPES:
            span = _with_range_low(span, self.text)
        if etype in DATE_SENSITIVE_TYPES and self._dates and self._mostly_date(span):
            return None
        if etype == "CREDIT_CARD" and (not _card_prefix_ok(span.text) or self._reference(span)):
            return None
        if etype in _EPOCH_TYPES and self._epoch(span):
            return None
        if self._not_personal(span):
            return None  # a server's address, a limit, a record id, a service (non_personal.py)
        trimmed = self._trim_markup(span)
        if trimmed is None:
            return None
        span = trimmed
        if etype not in _VALIDATED and self._in_label(span):
            return None
        if etype in _NAME_TYPES:
            if self._flag_value(span):
                return None
            if etype == "PERSON":
                if self._cjk_label(span):
                    return None
                span = _trim_self_intro(span, self.text)
                if source in ("model", "names") and _organisation(span.text):
                    return None
                if _institution(span.text):
                    return None  # "Stadtwerke Leipzig" in a payee column: any rule's PERSON
                if source == "model":
                    if self._german_noun(span) or self._tech_glued_to_cjk(span):
                        return None
                    span = self._cut_at_column_gap(span)
                if self._legal_form_after(span):
                    return None
                if self._room_product_or_company(span):
                    return None
                if self._card_payment_line(span):
                    return None
                return self._sentence_start(span, source)
        if etype == "HEALTH":
            return self._cut_price_column(span)
        return span

    def _cut_price_column(self, span: Span) -> Span:
        """A HEALTH span cut before a column gap followed only by an amount (an invoice's price
        column); a code or words after the gap (``\tICD E11.9``) stay."""
        gap = _COLUMN_GAP_RE.search(span.text)
        if gap is None or gap.start() == 0 or not _AMOUNT_ONLY_RE.fullmatch(span.text, gap.end()):
            return span
        return self._cut_at_column_gap(span)

    # -- rules ----------------------------------------------------------------------------
    def _not_personal(self, span: Span) -> bool:
        """Rule 12 (precision12): a server's IP address, an amount under a limit label, a digit
        id under an id key read as a phone, a lettered order id read as an account, a systemd
        unit read as a user name (:mod:`edgeward.detectors.non_personal`)."""
        etype, t, a, b = span.entity_type, self.text, span.start, span.end
        if etype in _EPOCH_TYPES and inside_token(t, a, b):
            return True
        if etype in ("BANK_ACCOUNT", "US_BANK_NUMBER", "NATIONAL_ID", "TAX_ID") and amount_as_account(t, a, b):
            return True  # "сумма 118 000 ₽" after "Счёт №": an amount, no number of anyone's (decoys14)
        if etype in _ACCOUNT_ID_TYPES and cloud_account_id(t, a, b, arn_only=etype == "PHONE_NUMBER"):
            return True  # an AWS account id, in an ARN or an AWS line (decoys16)
        if etype in _SECRET_TYPES and secret_reference(t, a, b):
            return True  # an ARN, a vault path: the secret's name, not its value (decoys16)
        if etype in _ACCOUNT_ID_TYPES and _money_or_rate(t, a, b):
            return True  # "VAT 19%: €49.02" under a tax-number label: an amount (decoys16)
        if etype == "BANK_ACCOUNT" and _prose_with_money(span.text):
            return True  # "Счёт-фактура № 118: цена … 1 200 ₽": an invoice line, no number (decoys16)
        if etype == "IP_ADDRESS":
            return server_address(t, a, b) or version_number(t, a)  # "version 4.12.0.3" (secrets15)
        if etype in ("PASSWORD", "SECRET", "API_KEY") and not_a_credential(t, a, b):
            return True  # a store reference, a variable's name, a pointer, an example (credential_refs.py)
        if etype in _SECRET_TYPES and template_slot(t, a, b):
            return True  # "?token={token}", "%7B%7Bkey%7D%7D", "<your-token>" (template_slots.py)
        if etype == "PASSWORD" and postal_pin(t, a, b):
            return True  # "Mumbai PIN: 400069": India's postal code, part of an address (postal_pins.py)
        if etype == "PASSWORD" and not_a_password(t, a, b):
            return True  # an error code, a reset account, an algorithm, a date (secret_decoys.py)
        if etype in _PAY_TYPES:
            return (
                under_limit_label(t, a)
                or public_figure(t, a, b)
                or statistic_figure(t, a, b)
                or aggregate_row(t, a, b, self._person_column)
                or (etype == "SALARY" and insurance_premium(t, a, b))
                or (etype == "SALARY" and job_ad_bound(t, a, b))
                or price_figure(t, a, b)
                or (etype == "FINANCIAL_AMOUNT" and organisation_figure(t, a, b))
                or rate_percentage(t, a, b)
                or organisation_table(t, a, b, self._person_key)
                or (self._figures and self._hold_figure(span))
            )
        if etype == "PERSON" and called_firm(t, a, b):
            return True  # "Hablé con Iberdrola", "J'ai appelé Orange": a firm one calls (called_firms.py)
        if etype == "PERSON" and aggregate_row(t, a, b, self._person_column):
            return True  # "Total", "Summe" as the label of a team table's aggregate row
        if etype == "PERSON" and (product_record(t, a, b) or product_noun_end(t, a, b) or resource_slug(t, a, b)):
            return True  # a product's name in a goods record, "Aurora SDK", "ledger-prod" (decoys16)
        if etype in ("API_KEY", "SECRET"):
            return resource_sid(t, a, b)
        if etype == "PHONE_NUMBER":
            return id_keyed_number(t, a, b)
        if etype in ("BANK_ACCOUNT", "US_BANK_NUMBER"):
            return order_id_as_account(span.text)
        if etype == "USERNAME":
            # "6%~45%": a rate; "svc-backup", "postgres": a program's account (fields17)
            return service_unit(t, a) or PERCENT_RE.fullmatch(t, a, b) is not None or system_account(span.text)
        return False

    def _hold_figure(self, span: Span) -> bool:
        """Rule 15, held: a dropped figure waits in ``held`` for :meth:`claimed`."""
        if not self._qualified_figure(span):
            return False
        if bracket_names_figure(self.text, span.end):
            return True  # "4 210,00 € (se on taulukon yleinen palkkaluokka)": it says what it is, whoever is near
        self.held.append((span, self._source, figure_sentence(self.text, span.start, span.end)))
        return True

    def claimed(self, spans: list[Span]) -> list[tuple[Span, str]]:
        """The figures rule 15 dropped whose sentence (a table's row, a chat message after its
        author) holds a PERSON among ``spans``, the detectors' findings: a person the name lists
        do not know (``Oluwaseun Adeyemi – base salary €61,000 (above the team average)``,
        ``王伟的薪资范围``) owns the figure as a listed one does (breaker17). Returns ``(span,
        source)`` refined again without rule 15, in ``held`` order."""
        # a full name (two words or more, a Han/kana/Hangul one, a rare word): a lone frequent
        # word the model reads as a person is a noun (``Avdelingen får en lønnspott``)
        persons = [
            (s.start, s.end)
            for s in spans
            if s.entity_type == "PERSON"
            and (len(s.text.split()) >= 2 or _CJK_NAME_RE.search(s.text) or name_like_word(s.text.strip(" .,:;'’")))
        ]
        out: list[tuple[Span, str]] = []
        for span, source, (ls, le) in self.held:
            if any(ps < le and ls < pe and not (span.start < pe and ps < span.end) for ps, pe in persons):
                again = self.refine(span, source, figures=False)
                if again is not None:
                    out.append((again, source))
        self._figures = True
        return out

    def _qualified_figure(self, span: Span) -> bool:
        """Rule 15 (decoys17): a pay word or label qualified as a statistic, a bound or a pot
        (``salary budget``, ``Gjennomsnittslønnen``, ``salary_min``), nobody in its sentence or
        record (:mod:`edgeward.detectors.nobody_figures`)."""
        digit = re.search(r"\d", span.text)  # "raise_budget_pct: 4.0": a span may hold its key
        at = span.start + (digit.start() if digit is not None else 0)
        label, record = label_and_record(self.text, at)
        return qualified_figure(self.text, at, span.end, label, record, self._person_key)

    def _person_key(self, cell: str) -> bool:
        """A key or header cell of one person's record: a name (``_person_column``), a login, an
        e-mail or a personnel number (``user``, ``email``, ``emp_no``): a grade table or a pot
        with one is a table of people's pay (breaker17)."""
        if self._person_column(cell) or personnel_key(cell):
            return True
        return bool(cell) and len(cell) <= 40 and self.lexicon.classify(cell) in ("USERNAME", "EMAIL_ADDRESS")

    def _person_column(self, cell: str) -> bool:
        """A table header cell the lexicon reads as a person's name (``name``, ``Employee``)."""
        return bool(cell) and len(cell) <= 40 and self.lexicon.classify(cell) == "PERSON"

    def _room_product_or_company(self, span: Span) -> bool:
        """Rule 13 (precision12): a PERSON span that names a meeting room, a product or plan, or
        a company (:mod:`edgeward.detectors.non_personal`)."""
        t, a, b = self.text, span.start, span.end
        return (
            room_name(t, a, b)
            or product_name(t, a, b)
            or company_named(t, a, b)
            or listed_room_or_product(t, a, b)
            or firm_in_column(t, a, b)  # a supplier column, a customer column of firms (decoys17)
        )

    def _reference(self, span: Span) -> bool:
        """A Luhn-valid number under a reference/id key (``"pspReference": "2587…"``,
        ``"transaction_id"``) that does not name a card is a payment processor's reference."""
        k = _KEY_BEFORE_RE.search(self.text, max(0, span.start - 60), span.start)
        return k is not None and _REF_KEY_RE.search(k.group("k")) is not None and not _CARD_KEY_RE.search(k.group("k"))

    def _epoch(self, span: Span) -> bool:
        """A 10-, 13- or 16-digit number under a time key (``"date": 1703080778``,
        ``"__REALTIME_TIMESTAMP": "1718700584502849"``) is a Unix time in s/ms/µs, not a number."""
        if not _EPOCH_RE.fullmatch(span.text):
            return False
        k = _TIME_KEY_BEFORE_RE.search(self.text, max(0, span.start - 60), span.start)
        return k is not None

    def _mostly_date(self, span: Span) -> bool:
        """The span overlaps a date/time and fewer than 4 of its digits lie outside every
        date/time token (``2024-04``, ``2024-04-01 12``; not a record that holds a date)."""
        hits = _overlapping(self._dates, self._date_starts, span.start, span.end)
        if not hits:
            return False
        inside: set[int] = set()
        for a, b in hits:
            inside.update(range(max(a, span.start), min(b, span.end)))
        rest = sum(1 for i in range(span.start, span.end) if i not in inside and self.text[i].isdigit())
        return rest < 4

    def _trim_markup(self, span: Span) -> Span | None:
        t = span.text
        if "<" not in t and ">" not in t:
            return span
        lead = _LEAD_TAGS_RE.match(t)
        trail = _TRAIL_TAGS_RE.search(t)
        a = span.start + (lead.end() if lead else 0)
        b = span.end - (len(t) - trail.start() if trail else 0)
        if a >= b:
            return None
        if (a, b) == (span.start, span.end):
            return span
        return Span(span.entity_type, a, b, span.score, self.text[a:b])

    def _in_label(self, span: Span) -> bool:
        """The span lies inside a JSON key, a line's known field label or a table's header row.
        A span of one character or more that starts on a line can only lie inside a key, label
        or row of that line: those of the lines before end before it starts."""
        a, b = span.start, span.end
        text = self.text
        ls = text.rfind("\n", 0, a) + 1
        if b <= a:
            return self._in_label_anywhere(a, b)  # an empty range: the rows before may hold it
        le = text.find("\n", a)
        if le < 0:
            le = len(text)
        label = self._label_of_line(ls, le)
        return (
            _contains(self._keys_of_line(ls, le), a, b)
            or (label is not None and label[0] <= a and b <= label[1])
            or self._in_header_row(a, b)
        )

    def _in_label_anywhere(self, a: int, b: int) -> bool:
        """`_in_label` of any range, empty ones included: every line's keys, labels and header
        rows, then the last of each that starts at or before ``a``."""
        keys: list[tuple[int, int]] = []
        labels: list[tuple[int, int]] = []
        ls = 0
        while ls <= len(self.text):
            le = self.text.find("\n", ls)
            le = len(self.text) if le < 0 else le
            keys.extend(self._keys_of_line(ls, le))
            label = self._label_of_line(ls, le)
            if label is not None:
                labels.append(label)
            ls = le + 1
        lines, starts = self._split_lines
        rows = [(starts[i], starts[i] + len(lines[i])) for i in range(len(lines)) if self._header_line(i)]
        return _contains(keys, a, b) or _contains(labels, a, b) or _contains(rows, a, b)

    def _cjk_label(self, span: Span) -> bool:
        """A CJK "name" that is a field word or part of one (``联系电话`` -> ``电话``), or a unit
        of an organisation (``采购部``)."""
        t = span.text
        if not _CJK_RUN_RE.fullmatch(t):
            return False
        if self._known(t) or (len(t) >= 3 and t[-1] in _CJK_ORG_SUFFIX):
            return True
        for m in _CJK_RUN_RE.finditer(self.text, max(0, span.start - 8), min(len(self.text), span.end + 8)):
            if m.start() <= span.start and span.end <= m.end() and m.group(0) != t:
                return self._known(m.group(0))
        return False

    def _tech_glued_to_cjk(self, span: Span) -> bool:
        m = _LATIN_GLUED_CJK_RE.match(span.text)
        return m is not None and (all_tech(m.group(1)) or m.group(1).casefold() in common_words())

    def _cut_at_column_gap(self, span: Span) -> Span:
        gap = _COLUMN_GAP_RE.search(span.text)
        if gap is None or gap.start() == 0:
            return span
        end = span.start + gap.start()  # "Quagliarella  Torino": the model read across columns
        return Span(span.entity_type, span.start, end, span.score, self.text[span.start : end])

    def _card_payment_line(self, span: Span) -> bool:
        ls = self.text.rfind("\n", 0, span.start) + 1
        m = _CARD_PAYMENT_RE.match(self.text, ls, span.end)
        return m is not None and span.start >= m.start("kind")

    def _legal_form_after(self, span: Span) -> bool:
        words = span.text.split()
        if len(words) >= 2 and _legal_form(words[-1]):
            return True  # "Vaudémont Textiles SAS" under a name key
        m = _LEGAL_FORM_AFTER_RE.match(self.text, span.end, min(len(self.text), span.end + 16))
        return m is not None and _legal_form(m.group(1))

    def _german_noun(self, span: Span) -> bool:
        """One capitalised word that is a German noun by the sentence around it or, on a short
        line with no sentence (``Kindergeld: 250 €``, ``Gute Nacht``), by its frequency (every
        word of a 2-3 word hit: ``Goede Nacht``), not in an English line (``Meeting with Kühn``),
        not a cell under a name header (``name,role⏎Kühn,engineer``); or such a word
        after a definite article (``Der Jahreszins``)."""
        t = span.text
        return (
            german_noun_in_context(self.text, span.start, span.end)
            or (
                everyday_noun_here(self.text, span.start, span.end)  # "Goede Nacht"
                and not self._person_column(column_header(self.text, span.start) or "")
                and not _pay_word_first(t)  # "Gehalt Kühn: 5.200 €": whose pay
            )
            or article_noun(t)
        )

    def _flag_value(self, span: Span) -> bool:
        if not _IDENT_VALUE_RE.match(span.text):
            return False
        before = self.text[max(0, span.start - 60) : span.start]
        m = _FLAG_BEFORE_RE.search(before)
        return m is not None and m.group("flag").casefold() not in _IDENTITY_FLAGS

    def _at_sentence_start(self, pos: int) -> bool:
        line_start = self.text.rfind("\n", 0, pos) + 1
        return _SENTENCE_BEFORE_RE.search(self.text, max(line_start, pos - 40), pos) is not None

    def _sentence_start(self, span: Span, source: str) -> Span | None:
        if not self._at_sentence_start(span.start):
            return span
        lists = name_lists()
        words = list(_WORD_RE.finditer(span.text))
        if not words or words[0].start() != 0:
            return span
        first = words[0].group(0)
        if lists.is_name_word(first):
            return span
        if len(words) >= 2:
            rest = words[1]
            k = first.casefold()
            if (k in IMPERATIVE_VERBS or k in ROLE_NOUNS) and rest.group(0)[:1].isupper():
                a = span.start + rest.start()  # "Email Marisol", "Müşteri Ayla": not the name
                return Span(span.entity_type, a, span.end, span.score, self.text[a : span.end])
            return span
        if source != "model" or span.score >= 0.8:
            return span
        k = first.casefold()
        if not (k in IMPERATIVE_VERBS or k in ROLE_NOUNS or k in common_words() or self._known(first)):
            return span  # an unknown capitalised word may be a name the lists lack
        # corroboration: the same word capitalised mid-sentence elsewhere in the text
        for m in re.finditer(rf"(?<![\w]){re.escape(first)}(?![\w])", self.text):
            if m.start() != span.start and not self._at_sentence_start(m.start()):
                return span
        return None
