"""Names that a record or a sentence marks by what sits right beside them (issue 12, round 8).

Each rule reads a construction that names a person whatever the name's spelling, so unlisted
names (``Ezequías``, ``Kaukomieli Terhemäki``) are found without a list hit:

- **a contact number's owner** (0.7): a number/contact noun with its preposition, in 12
  languages, then 1-3 capitalised words, when a phone-like run of 7+ digits follows in the
  same line: ``el número de Ezequías es +34 …``, ``o contacto do Belmiro é +351…``, ``il
  numero di X è``, ``le numéro de X``, ``die Nummer von X``, ``nummeret til X``, ``nomor X``,
  ``номер X``; and the Hindi/Urdu postposition in Latin script before the noun: ``X ka
  number``, ``X ki phone``. Without the digits the noun is a count or a reference (``the
  number of Issues``, ``número de Pedido``);
- **a name apposed to a personal identifier** (0.75): 2-4 capitalised (or ALL-CAPS) words
  then a comma and a birth or id label followed by a digit: ``Marisole Wrenhallow, DOB
  02/03/1961``, ``Kaukomieli Terhemäki, hetu 230671-8071``, ``Sławobor Żurawiecki, PESEL …``,
  ``URDANGARÍN, LEOCRICIA, NIF …``. A list of labels says whose the number is;
- **a form label and its value across a column gap** (0.75): a lexicon PERSON label (not a
  generic ``Name``) alone at the start of a form line, then 2+ spaces or a tab and 1-4
  capitalised words ending at the next column gap or the line end: ``Cognome e nome
  ZAMPAGLIONE COSIMINO    Matricola 73867`` (OCR'd payslips and forms put no colon there);
- **a JSON name wrapped in an object** (0.75): a PERSON key whose value is an object holding
  the string (HR APIs such as Personio: ``"first_name": {"value": "Heilgard"}``; also
  ``text``/``display``/``formatted``), the ``text`` of a FHIR ``HumanName`` (an object with
  ``family`` or ``given``: ``{"family": …, "given": […], "text": "Quillon Hartspool"}``) and
  the ``display`` of a reference to a FHIR person resource (``{"reference":
  "Patient/…", "display": "Quillon Hartspool"}``; a coding's ``display`` is a term, not read);
- **a Korean letter's sign-off** (0.75): a Hangul name (a listed surname syllable, or a
  two-syllable surname, then 1-3 syllables) alone on the last lines before ``드림``/``올림``
  (``선우솔찬 드림``); not a team or an office (``인사팀 드림``: its last syllable is 팀/부/실 …);
- **a Turkish given-name column** (0.75): a table header (tab, ``;``, ``,`` or ``|`` cells)
  holding both ``Ad``/``Adı``/``İsim`` and ``Soyad``/``Soyadı``/``Soyisim`` (name and
  surname): the ``Ad`` cells below are given names. ``ad`` alone is too ambiguous a key (an
  advert) for the lexicon; beside ``Soyad`` it is not;
- **a Germanic genitive** (0.65): in German, Dutch or Scandinavian text, a capitalised word
  with the genitive ``-s`` before another word, when the word and its stem are rare in every
  language of :data:`addressee_names.LANGUAGES` and the stem is a listed given name or rare
  (below 2.5 Zipf), no city, no technology term: ``Walburgs Vertrag``, ``Eilevs lån``,
  ``Assers Raspberry Pi`` (the whole word is masked); not ``Siemens Vertrag``, ``Kubernetes Cluster``, ``Berlins Mitte``,
  a company (``Fjordlys IT AS``: an ALL-CAPS word or a legal form follows), nor nouns ending
  in ``-nis``/``-us``/``-ys``/``-is``/``-ps``/``-ts``;
- **a Finnish name in a local case** (0.65): in Finnish text (two or more of its grammar
  words), a capitalised word inside a sentence (after a lower-case word: Finnish capitalises
  no nouns, months or weekdays) ending in the allative/ablative/adessive ``-lle``/``-lta``/
  ``-ltä``/``-lla``/``-llä`` (``lähetin Aallottarelle …``, ``80 € Unelmalle``); not when the
  base form (the ending cut, a lengthened vowel shortened, ``e`` read as ``i``) is a city,
  a very common Finnish word (Zipf ≥ 5: ``Suomelle``, ``Ruotsille``, ``Tampereelle``) or an
  English one (Zipf ≥ 3: brands such as ``Nokialle``), unless it is a listed given name.

Every word must be name-shaped (``name_shape.looks_like_name``: no organisation, role or
technology word), and a one-word owner must be a listed given name or surname or rare in every
language of :data:`addressee_names.LANGUAGES` below :data:`OWNER_MAX_ZIPF` (``wordfreq``), and
not a city (``places``): ``el número de Madrid``, ``nummer van Support`` stay unmasked.

Cost: each rule is gated on a substring (a digit run and a cue word; a comma and a label
word; a column gap); the regexes are linear (bounded repeats, no nested quantifiers over the
same characters).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Iterable, Iterator

from ..lexicon import FieldLexicon, default_lexicon
from ..name_lists import NameLists, name_lists
from ..places import is_city_name
from ..tech_terms import all_tech
from .addressee_names import LANGUAGES
from .base import OurRecognizer
from .name_shape import LEGAL_FORMS, NOT_NAME_WORDS, ROLE_WORDS, looks_like_name

#: a one-word owner of a number must be rarer than this in every language (Zipf scale; the
#: given names of the corpus languages sit near 3-3.5, everyday nouns above 4)
OWNER_MAX_ZIPF = 3.6

_UP = r"A-ZÀ-ÖØ-ÞĀ-ſА-ЯЁІЇЄҐΑ-ΩΆ-Ώ"
_LO = r"a-zß-öø-ÿĀ-ſа-яёіїєґα-ωά-ώΐΰς"
#: a capitalised or ALL-CAPS word, hyphenated parts allowed (``Jean-Luc``, ``ŻURAWIECKA``)
_WORD = rf"[{_UP}][{_LO}{_UP}'’]*[{_LO}{_UP}](?:-[{_UP}][{_LO}{_UP}]+)*"
_PART = r"(?:van|von|der|den|de|da|di|del|della|du|dos|das|bin|al|el|ter|ten|zu|af|av)"
_NAME_1_3 = rf"{_WORD}(?:[ \t]+(?:{_PART}[ \t]+)?{_WORD}){{0,2}}"
_END = rf"(?![{_UP}{_LO}\w])"
#: a phone-like run: 7+ digits with the usual separators, an optional leading ``+``
_PHONE_RUN_RE = re.compile(r"\+?\(?\d[\d \t\-./()]{5,22}\d")

# number / contact nouns and the preposition that introduces their owner, per language
_OWNER_AFTER = (
    r"(?i:(?:phone|mobile|cell|whatsapp|contact)?[ \t]?(?:number|no\.|phone|mobile|cell|contact|details)"
    r"[ \t]+(?:of|for))"  # en
    r"|(?i:(?:el[ \t]+)?(?:número|numero|teléfono|telefono|móvil|movil|celular|contacto|whatsapp)[ \t]+de(?:l)?)"  # es
    r"|(?i:(?:número|numero|telefone|telemóvel|telemovel|celular|contacto|contato|whatsapp)[ \t]+d[oa])"  # pt
    r"|(?i:(?:numero|telefono|cellulare|contatto|recapito)[ \t]+(?:di|del|della))"  # it
    r"|(?i:(?:numéro|téléphone|telephone|portable|contact|coordonnées)[ \t]+(?:de|du|d['’]))"  # fr
    r"|(?:Nummer|Handynummer|Telefonnummer|Mobilnummer|Handy|Kontakt)[ \t]+von"  # de
    r"|(?i:(?:nummer|telefoonnummer|mobiele[ \t]+nummer|gsm-nummer|06-nummer)[ \t]+van)"  # nl
    r"|(?i:(?:nummeret|nummer|numret|numeret|telefonnummer(?:et)?|mobilnummer(?:et)?)[ \t]+(?:til|till|på|for))"  # no/sv/da
    r"|(?i:(?:nomor|nomer|nombor|no\.?[ \t]?hp|no\.?[ \t]?wa|kontak)(?:[ \t]+(?:hp|wa|telepon|telefon))?)"  # id/ms
    r"|(?i:(?:номер|телефон|контакт|мобильный|мобільний)(?:[ \t]+телефона)?)"  # ru/uk
)
_OWNER_AFTER_RE = re.compile(rf"(?<![\w])(?:{_OWNER_AFTER})[ \t]+(?P<name>{_NAME_1_3}){_END}")
# Hindi/Urdu in Latin script: the owner before ``ka/ki/ke`` and the noun
_OWNER_BEFORE_RE = re.compile(
    rf"(?<![\w])(?P<name>{_NAME_1_3})[ \t]+(?i:ka|ki|ke)[ \t]+(?i:number|num|no\.?|phone|mobile|contact|whatsapp)\b"
)
_OWNER_GATE_RE = re.compile(
    r"(?i)n[uú]m[eé]r|number|nummer|numret|nomor|nomer|nombor|phone|mobile|cell|conta[ck]?t|t[eé]l[eé]f|telem|m[oó]vil|celular|"
    r"cellulare|portable|handy|kontak|номер|телефон|контакт|мобил|\bno\.?\s?(?:hp|wa)\b"
)

#: birth and identifier labels that say whose number follows a comma after a name
_ID_LABELS = (
    r"(?i:DOB|D\.O\.B\.?|born|b\.|date[ \t]+of[ \t]+birth|geb\.?|geboren|née?|né(?:e)?[ \t]+le|nato|nata|"
    r"nacid[oa]|nascid[oa]|født|född|syntynyt|s\.|ur\.|urodzon[ay]|doğum[ \t]+tarihi|"
    r"hetu|henkilötunnus|PESEL|NIF|NIE|DNI|SSN|SIN|NHS(?:[ \t]+(?:No\.?|number))?|NINO|NI[ \t]+(?:No\.?|number)|"
    r"BSN|personnummer|personnr\.?|fødselsnummer|fnr\.?|CPR(?:-nr\.?)?|TCKN|T\.?C\.?[ \t]+Kimlik(?:[ \t]+No)?|"
    r"CPF|CNP|codice[ \t]+fiscale|C\.?F\.?|AHV(?:-Nr\.?)?|SVNR|Steuer-?ID|IdNr|MRN|NIK|KTP|"
    r"ИНН|СНИЛС|ΑΜΚΑ|ΑΦΜ|AMKA|AFM|Personalausweis(?:nummer)?|passport(?:[ \t]+no\.?)?|Reisepass)"
)
_APPOSED_RE = re.compile(
    rf"(?:^|(?<=[:(\[]|[ \t]))(?P<name>{_WORD}(?:[ \t]+(?:{_PART}[ \t]+)?{_WORD}){{1,3}}|{_WORD},[ \t]*{_WORD}(?:[ \t]+{_WORD})?)"
    rf"[ \t]*,[ \t]*(?:{_ID_LABELS})[ \t.:#№]*(?:[ \t]*(?:no\.?|nr\.?|number|num\.?|:))?[ \t]*(?=[\d(])",
    re.M,
)
_APPOSED_GATE_RE = re.compile(r",[ \t]*\S{1,30}[ \t.:#№]*\d")

#: a form line: a label (letters, spaces, ``/``) then a column gap (2+ spaces or a tab) and a value
_FORM_LINE_RE = re.compile(
    rf"^[ \t]*(?P<label>[^\W\d_][^\W\d_ \t/]*(?:[ \t/][^\W\d_][^\W\d_ \t/]*){{0,4}})(?:[ \t]{{2,}}|\t)"
    rf"(?P<name>{_WORD}(?:[ \t](?:{_PART}[ \t])?{_WORD}){{0,3}})(?=[ \t]{{2,}}|\t|[ \t]*$)",
    re.M,
)


_STR = r'"(?P<val>[^"\\\n]{1,80})"'
_WRAPPED_RE = re.compile(
    # one string member may come first ({"label": "First name", "value": …})
    rf'"(?P<key>[^"\\\n]{{1,40}})"\s*:\s*\{{(?:\s*"[\w\-]{{1,30}}"\s*:\s*"[^"\\\n]{{0,80}}"\s*,)?'
    rf'\s*"(?:value|text|display|displayName|display_name|formatted)"\s*:\s*{_STR}\s*[,}}]'
)
_HUMAN_TEXT_RE = re.compile(rf'"text"\s*:\s*{_STR}')
_FHIR_REF = r'"reference"\s*:\s*"(?:[^"\n]*/)?(?:Patient|Practitioner|RelatedPerson|Person)/[^"\n]*"'
_FHIR_DISPLAY_RE = re.compile(
    rf'{_FHIR_REF}\s*,\s*"display"\s*:\s*"(?P<val1>[^"\\\n]{{1,80}})"'
    rf'|"display"\s*:\s*"(?P<val2>[^"\\\n]{{1,80}})"\s*,\s*{_FHIR_REF}'
)


#: common Korean surnames (one syllable) and the two-syllable ones
_KO_SURNAMES_1 = frozenset(
    "김이박최정강조윤장임한오서신권황안송류유전홍고문양손배백허남심노하곽성차주우구민진지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉사부가복태목형피두감음빈동온호범좌"
)
_KO_SURNAMES_2 = ("남궁", "황보", "제갈", "사공", "선우", "서문", "독고", "동방")
_KO_SIGNOFF_RE = re.compile(r"^[ \t]*(?P<name>[\uac00-\ud7a3]{2,5})[ \t]*(?:드림|올림|배상)[ \t]*[.!]?[ \t]*$", re.M)
#: last syllables of Korean organisation words (팀 team, 부 department, 실 office, 과 section …)
_KO_ORG_ENDINGS = frozenset("팀부실과처사단청원소국회측소장")


_TR_GIVEN_HEADS = frozenset({"ad", "adı", "adi", "isim", "ismi"})
_TR_SURNAME_HEADS = frozenset({"soyad", "soyadı", "soyadi", "soyisim", "soyismi"})
_TR_HEADER_GATE_RE = re.compile(r"(?i)soyad|soyisim|SOYAD")
_DELIMS = ("\t", ";", "|", ",")

_GENITIVE_RE = re.compile(rf"(?<![\w'’])(?P<name>[{_UP}][{_LO}]{{3,}}(?<![sSxzß])s)(?=[ \t]+[^\W\d_])")
#: grammar words of the languages whose genitive is a bare ``-s`` (de, nl, no, da, sv)
_GENITIVE_LANG_RE = re.compile(
    r"(?i)(?<!\w)(?:und|der|die|das|nicht|ist|mit|ich|ikke|og|jeg|det|til|har|inte|och|är|jag|att|het|een|niet|"
    r"ook|voor|dat|wel|eller|mig|meg|mir|noch|mein|hos|fra|från|på)(?!\w)"
)
GENITIVE_MAX_ZIPF = 2.5
#: endings of nouns, not genitives (``Zwischenergebnis``, ``Campus``, ``Nordlys``)
_NOT_GENITIVE_ENDINGS = ("nis", "us", "ys", "is", "ps", "ts")


_FI_LANG_RE = re.compile(
    r"(?<!\w)(?:ja|on|ei|että|oli|mutta|kun|niin|myös|vielä|ole|olen|hän|minä|sinä|tämä|joka|jos|se|eilen|nyt)(?!\w)"
)
_FI_CASE_RE = re.compile(rf"(?<=[{_LO},€\d)][ \t])(?P<name>[A-ZÄÖÅ][a-zäöå]{{2,}}(?:lle|lta|ltä|lla|llä))(?![\w'’-])")


class MentionNameRecognizer(OurRecognizer):
    """Contact-number owners, names apposed to identifiers, form-line values (module docstring)."""

    ENTITIES = ("PERSON",)

    def __init__(self, lexicon: FieldLexicon | None = None, supported_language: str = "en"):
        super().__init__(supported_language=supported_language)
        self.lexicon = lexicon or default_lexicon()

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, score)`` for each rule of the module docstring."""
        if any(c.isdigit() for c in text) and _OWNER_GATE_RE.search(text):
            yield from self._owners(text)
        if "," in text and _APPOSED_GATE_RE.search(text):
            yield from self._apposed(text)
        if "  " in text or "\t" in text:
            yield from self._form_lines(text)
        if "드림" in text or "올림" in text or "배상" in text:
            for m in _KO_SIGNOFF_RE.finditer(text):
                if _korean_name(m.group("name")):
                    yield "PERSON", m.start("name"), m.end("name"), 0.75
        if "\n" in text and _TR_HEADER_GATE_RE.search(text):
            yield from self._turkish_columns(text)
        if "s " in text and len(_GENITIVE_LANG_RE.findall(text, 0, 4000)) >= 2:
            yield from self._genitives(text)
        if ("lle" in text or "lt" in text or "ll" in text) and len(_FI_LANG_RE.findall(text, 0, 4000)) >= 2:
            yield from self._finnish_cases(text)
        if '"' in text and ('"value"' in text or '"text"' in text or '"display' in text or '"formatted"' in text):
            yield from self._json_names(text)

    def _owners(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for rx in (_OWNER_AFTER_RE, _OWNER_BEFORE_RE):
            for m in rx.finditer(text):
                s, e = m.span("name")
                line_end = text.find("\n", e)
                rest = text[e : line_end if line_end >= 0 else len(text)]
                if rx is _OWNER_BEFORE_RE:
                    rest = rest[m.end() - e :]
                if not _has_phone_run(rest[:120]):
                    continue
                name = m.group("name")
                if _owner_ok(name):
                    yield "PERSON", s, e, 0.7

    def _apposed(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _APPOSED_RE.finditer(text):
            name = m.group("name")
            start = m.start("name")
            # a label or role word before the name is not part of it ("Hakija Aino Virta, hetu …")
            while "," not in name.split(None, 1)[0] and len(name.split()) > 2 and self._label_word(name.split()[0]):
                cut = len(name.split(None, 1)[0])
                rest = name[cut:]
                start += cut + len(rest) - len(rest.lstrip())
                name = rest.lstrip()
            words = name.replace(",", " ").split()
            if not looks_like_name(" ".join(words), 5, allow_lower=False) or all_tech(name):
                continue
            if is_city_name(name) or any(self.lexicon.known(w) for w in words):
                continue  # "Berlin, geb. …" is a place; "Name, DOB …" a header row
            yield "PERSON", start, m.end("name"), 0.75

    def _label_word(self, word: str) -> bool:
        """A field label or role word (``Hakija``, ``Patient``, ``Tenant``): not a name word."""
        k = word.casefold()
        return self.lexicon.known(word) or k in ROLE_WORDS or k in NOT_NAME_WORDS

    def _form_lines(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _FORM_LINE_RE.finditer(text):
            label = m.group("label")
            if self.lexicon.classify(label) != "PERSON" or self.lexicon.generic_person_key(label):
                continue
            name = m.group("name")
            if not looks_like_name(name, 4, allow_lower=False) or all_tech(name) or is_city_name(name):
                continue
            if self.lexicon.classify(name) is not None:
                continue  # a header row of labels ("Nome    Cognome")
            yield "PERSON", m.start("name"), m.end("name"), 0.75

    def _turkish_columns(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        lines = text.split("\n")
        pos = [0]
        for ln in lines:
            pos.append(pos[-1] + len(ln) + 1)
        i = 0
        while i < len(lines):
            head = lines[i]
            delim = next((d for d in _DELIMS if d in head), None)
            cells = [c.strip().replace("İ", "i").replace("I", "ı").lower() for c in head.split(delim)] if delim else []
            col = next((k for k, c in enumerate(cells) if c in _TR_GIVEN_HEADS), None)
            if delim is None or col is None or not any(c in _TR_SURNAME_HEADS for c in cells):
                i += 1
                continue
            j = i + 1
            while j < len(lines) and delim in lines[j] and not lines[j].strip().startswith("#"):
                row = lines[j].split(delim)
                if len(row) == len(cells):
                    off = pos[j] + sum(len(c) + 1 for c in row[:col])
                    raw = row[col]
                    val = raw.strip().strip('"')
                    if val and looks_like_name(val, 3, allow_lower=False) and not all_tech(val):
                        s = off + raw.find(val)
                        yield "PERSON", s, s + len(val), 0.75
                j += 1
            i = j

    def _genitives(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        lists = name_lists()
        for m in _GENITIVE_RE.finditer(text):
            word = m.group("name")
            stem = word[:-1]
            if not _rare(word, GENITIVE_MAX_ZIPF) or all_tech(word) or all_tech(stem):
                continue
            if not (lists.is_given(stem) or _rare(stem, GENITIVE_MAX_ZIPF)):
                continue
            if is_city_name(stem) or is_city_name(word) or not looks_like_name(stem, 1, allow_lower=False):
                continue
            if self.lexicon.known(word) or self.lexicon.known(stem) or word.endswith(_NOT_GENITIVE_ENDINGS):
                continue
            line_end = text.find("\n", m.end())
            after = text[m.end() : line_end if line_end >= 0 else len(text)].split()[:3]
            if any(w.strip(".,").casefold() in LEGAL_FORMS or (len(w) > 1 and w.isupper()) for w in after):
                continue  # "Fjordlys IT AS": a company's name
            yield "PERSON", m.start("name"), m.end("name"), 0.65  # the whole word: the name is in it

    def _finnish_cases(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        lists = name_lists()
        for m in _FI_CASE_RE.finditer(text):
            word = m.group("name")
            if all_tech(word) or self.lexicon.known(word) or not _finnish_base_ok(word[:-3], lists):
                continue
            yield "PERSON", m.start("name"), m.end("name"), 0.65

    def _json_names(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _WRAPPED_RE.finditer(text):
            key = m.group("key")
            if self.lexicon.classify(key) == "PERSON" and not self.lexicon.generic_person_key(key):
                yield from _name_value(m, "val")
        if '"text"' in text and ('"family"' in text or '"given"' in text):
            for m in _HUMAN_TEXT_RE.finditer(text):
                lb = text.rfind("{", 0, m.start())
                rb = text.find("}", m.end())
                obj = text[lb + 1 : rb if rb >= 0 else len(text)]
                if lb >= 0 and "{" not in obj and ('"family"' in obj or '"given"' in obj):
                    yield from _name_value(m, "val")
        if '"reference"' in text:
            for m in _FHIR_DISPLAY_RE.finditer(text):
                yield from _name_value(m, "val1" if m.group("val1") is not None else "val2")


def _name_value(m: re.Match[str], group: str) -> Iterator[tuple[str, int, int, float]]:
    """The JSON string of ``group`` as a PERSON when it can be a name (capitals or an uncased
    script; no technology term)."""
    val = m.group(group)
    cased = any(c.lower() != c.upper() for c in val)  # Arabic, Han, Hangul have no capitals
    if looks_like_name(val, 5, allow_lower=not cased) and not all_tech(val):
        yield "PERSON", m.start(group), m.end(group), 0.75


def _korean_name(w: str) -> bool:
    """A Hangul full name: a surname syllable (or a two-syllable surname) and 1-3 more, not
    ending in an organisation syllable."""
    if w[-1] in _KO_ORG_ENDINGS:
        return False
    if w[:2] in _KO_SURNAMES_2:
        return 3 <= len(w) <= 5
    return w[0] in _KO_SURNAMES_1 and 2 <= len(w) <= 4


def korean_name_value(w: str) -> bool:
    """A field value that is a Hangul full name written as one word (``탁서윤``, ``선우솔찬``):
    a surname and two syllables (:func:`_korean_name`) and no everyday Korean word
    (``wordfreq`` Zipf < 3 in ``ko``: ``사용자``, ``서울시`` are words). Under a bare ``name`` /
    ``이름`` key a one-word value needs this shape (names17: before, 2+ words only)."""
    if not all("\uac00" <= c <= "\ud7a3" for c in w) or not _korean_name(w):
        return False
    if len(w) != (4 if w[:2] in _KO_SURNAMES_2 else 3):
        return False  # a surname and the usual two-syllable given name ("정보통신" is a word)
    return korean_words().get(w, 0.0) < 1e-6  # Zipf 3


@lru_cache(maxsize=1)
def korean_words() -> dict[str, float]:
    """``wordfreq``'s Korean word frequencies, read as a table (its ``zipf_frequency`` would
    tokenise Korean with MeCab, which is not installed)."""
    from wordfreq import get_frequency_dict

    return dict(get_frequency_dict("ko", wordlist="small"))


def _finnish_base_ok(stem: str, lists: NameLists) -> bool:
    """True when no base form of a Finnish inflected word is a place or a frequent word
    (module docstring); a listed given name passes."""
    from wordfreq import zipf_frequency

    bases = {stem}
    if len(stem) > 3 and stem[-1] == stem[-2]:
        bases.add(stem[:-1])  # Tampereelle -> Tamperee -> Tampere
    for b in list(bases):
        if b.endswith("e"):
            bases.add(b[:-1] + "i")  # Suomelle -> Suome -> Suomi
    if any(lists.is_given(b) for b in bases):
        return True
    for b in bases:
        k = b.casefold()
        if is_city_name(b) or zipf_frequency(k, "fi", wordlist="small") >= 5.0:
            return False
        if zipf_frequency(k, "en", wordlist="small") >= 3.0:
            return False
    return True


def _has_phone_run(s: str) -> bool:
    """A run of 7+ digits (separators allowed) in ``s``: a number the sentence gives."""
    return any(sum(c.isdigit() for c in m.group()) >= 7 for m in _PHONE_RUN_RE.finditer(s))


def _owner_ok(name: str) -> bool:
    """A number's owner: name-shaped, not a place or a technology term; one word must be a
    listed name word or rare in every language (module docstring)."""
    if not looks_like_name(name, 3, allow_lower=False) or all_tech(name) or is_city_name(name):
        return False
    words = name.split()
    if len(words) > 1:
        return True
    return name_lists().is_name_word(name) or _rare(name, OWNER_MAX_ZIPF)


@lru_cache(maxsize=4096)
def _rare(word: str, max_zipf: float) -> bool:
    """``word`` is below ``max_zipf`` in every language of ``LANGUAGES`` (``wordfreq``)."""
    from wordfreq import zipf_frequency  # small lists, loaded per language on first use

    k = word.casefold()
    return all(zipf_frequency(k, lang, wordlist="small") < max_zipf for lang in LANGUAGES)
