"""Names their grammar marks as proper nouns: Turkish case suffixes after an apostrophe and
Greek articles before a capitalised word (issue 12, round 6).

- **Turkish** (0.7): Turkish spelling puts an apostrophe only between a proper noun and its
  case or possessive suffix (``Altunay'a olan borcum``, ``Ayşe'nin``, ``Kerem Aksoy'dan``). In a
  text with Turkish letters (``ğ ı ş İ``), a capitalised word before ``'``/``’`` and a
  suffix of 1-6 Turkish letters (not an English ``'s``/``'ll``/``'re``/``'ve``/``'t``/``'m``)
  is a name, with the capitalised word before it when that one is no sentence opener or is a
  listed given name.
- **Greek** (0.7): Greek capitalises proper nouns only; after an article or ``σε`` + article
  (``ο``, ``η``, ``του``, ``της``, ``τον``, ``την``, ``τη``, ``στον``, ``στην``, ``στη``) one or
  two capitalised words are a name (``το συμβόλαιο της Αρχίππης``, ``μίλησα με τον Ευθύμιο
  Κανελλόπουλο``).

Both exclude places (GeoNames cities of 100 000+ in any language, ``places.py``, and the
countries, regions and institutions written most often: :data:`_TR_PLACES`, :data:`_EL_PLACE_STEMS`),
Greek role titles (``ο Λογιστής``), months and weekdays, common words of Faker's lorem lists, field labels, organisation/role/technology words
and ALL-CAPS abbreviations (``TL'ye``, ``ΑΦΜ``); a Greek match on a Title-Case heading line is
dropped.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Iterable

from ..known_values import common_words
from ..lexicon import FieldLexicon, default_lexicon
from ..name_lists import name_lists
from ..places import is_city_name
from ..tech_terms import all_tech
from .base import OurRecognizer
from .name_evidence import unlisted_name_like
from .name_shape import NOT_NAME_WORDS, ROLE_WORDS

_TR_UP = "A-ZÇĞİÖŞÜ"
_TR_LO = "a-zçğıöşüâîû"
_TR_RE = re.compile(
    rf"(?<![\w'’])(?:(?P<prev>[{_TR_UP}][{_TR_LO}]+)[ \t]+)?(?P<name>[{_TR_UP}][{_TR_LO}]{{2,}})['’](?P<suf>[{_TR_LO}]{{1,6}})(?![\w'’])"
)
_TR_MARK_RE = re.compile(r"[ğışİĞŞ]")
#: English contractions and possessives after an apostrophe (``Kerem's``, ``John'll``)
_EN_SUFFIXES = frozenset("s ll re ve t m d nt".split())
#: countries and regions Turkish text names most (a proper noun, no person); casefolded stems
_TR_PLACES = frozenset(
    """türkiye almanya fransa ingiltere amerika avrupa asya afrika rusya çin japonya italya ispanya
    hollanda belçika yunanistan kıbrıs iran irak suriye mısır kanada avustralya isviçre avusturya
    polonya ukrayna bulgaristan gürcistan azerbaycan anadolu trakya karadeniz ege akdeniz""".split()
)
_TR_CALENDAR = frozenset(
    """ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık
    pazartesi salı çarşamba perşembe cuma cumartesi pazar""".split()
)

_EL_UP = "Α-ΩΆΈΉΊΌΎΏΪΫ"
_EL_LO = "α-ωάέήίόύώϊϋΐΰς"
_EL_RE = re.compile(
    rf"(?<![{_EL_UP}{_EL_LO}\w])(?P<art>ο|η|του|της|τον|την|τη|στον|στην|στη)[ \t]+"
    rf"(?P<name>[{_EL_UP}][{_EL_LO}]{{2,}}(?:[ \t]+[{_EL_UP}][{_EL_LO}]{{2,}})?)(?![{_EL_UP}{_EL_LO}\w])"
)
#: stems of Greek month and weekday names (capitalised, and written after articles)
_EL_CALENDAR_STEMS = (
    "ιανουαρ",
    "φεβρουαρ",
    "μαρτ",
    "απριλ",
    "μαΐ",
    "μαι",
    "ιουν",
    "ιουλ",
    "αυγουστ",
    "αύγουστ",
    "σεπτεμβρ",
    "οκτωβρ",
    "νοεμβρ",
    "δεκεμβρ",
    "δευτέρ",
    "τρίτ",
    "τετάρτ",
    "πέμπτ",
    "παρασκευ",
    "σάββατ",
    "κυριακ",
    "πάσχ",
    "χριστούγ",
)
#: stems of the countries, regions and institutions Greek text names most
_EL_PLACE_STEMS = (
    "ελλάδ",
    "κύπρ",
    "γερμανί",
    "γαλλί",
    "ιταλί",
    "αγγλί",
    "βρετανί",
    "ευρώπ",
    "αμερικ",
    "τουρκί",
    "ισπανί",
    "ρωσί",
    "κίν",
    "ιαπωνί",
    "αθήν",
    "θεσσαλονίκ",
    "κρήτ",
    "πελοπόννησ",
    "μακεδονί",
    "θράκ",
    "αττικ",
    "τράπεζ",
    "εταιρ",
    "δήμ",
    "υπουργ",
    "πανεπιστ",
    "νοσοκομ",
    "εφορί",
    "κυβέρνησ",
    "βουλ",
    "διεύθυνσ",
    "υπηρεσί",
)


def _plain(w: str) -> str:
    """Casefolded, accents off (``Ιούνιο`` → ``ιουνιο``)."""
    return "".join(c for c in unicodedata.normalize("NFD", w.casefold()) if not unicodedata.combining(c))


#: stems of the roles and professions Greek writes capitalised as titles (``ο Λογιστής``)
_EL_ROLE_STEMS = (
    "λογιστ",
    "γιατρ",
    "ιατρ",
    "δικηγόρ",
    "διευθυντ",
    "πρόεδρ",
    "αντιπρόεδρ",
    "υπάλληλ",
    "πελάτ",
    "συνάδελφ",
    "ιδιοκτήτ",
    "ενοικιαστ",
    "μηχανικ",
    "καθηγητ",
    "δάσκαλ",
    "νοσηλευτ",
    "γραμματ",
    "υπεύθυν",
    "συμβολαιογράφ",
    "δήμαρχ",
    "υπουργ",
)
_EL_STEMS = tuple(_plain(s) for s in _EL_CALENDAR_STEMS + _EL_PLACE_STEMS + _EL_ROLE_STEMS)


def _ok_word(w: str, lexicon: FieldLexicon) -> bool:
    k = w.casefold()
    return not (
        w.isupper()
        or k in NOT_NAME_WORDS
        or k in ROLE_WORDS
        or k in common_words()
        and not name_lists().is_name_word(w)
        or lexicon.known(w)
        or all_tech(w)
        or is_city_name(w)
    )


def _sentence_start(text: str, pos: int) -> bool:
    before = text[:pos].rstrip(" \t\"'«„(*-")
    return not before or before[-1] in ".!?:;\n#>"


def _heading_line(text: str, pos: int) -> bool:
    """The line is a Title-Case heading (4+ words, 75 % capitalised, no final stop)."""
    ls = text.rfind("\n", 0, pos) + 1
    le = text.find("\n", pos)
    line = text[ls : le if le >= 0 else len(text)].strip()
    words = re.findall(r"[^\W\d_]+", line)
    return (
        not line.endswith((".", "!", "?", ";"))
        and len(words) >= 4
        and sum(w[0].isupper() for w in words) >= 0.75 * len(words)
    )


class GrammarNameRecognizer(OurRecognizer):
    """Turkish apostrophe suffixes and Greek articles before names (module docstring)."""

    ENTITIES = ("PERSON",)

    def __init__(self, lexicon: FieldLexicon | None = None, supported_language: str = "en"):
        self._lexicon = lexicon or default_lexicon()
        super().__init__(supported_language=supported_language)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.7)``."""
        if ("'" in text or "’" in text) and _TR_MARK_RE.search(text):
            yield from self._turkish(text)
        if re.search(r"[α-ω]", text):
            yield from self._greek(text)

    def _turkish(self, text: str) -> Iterable[tuple[str, int, int, float]]:
        lex = self._lexicon
        for m in _TR_RE.finditer(text):
            name, suf = m.group("name"), m.group("suf")
            k = name.casefold().replace("i̇", "i")
            if suf in _EN_SUFFIXES or k in _TR_PLACES or k in _TR_CALENDAR or not _ok_word(name, lex):
                continue
            start = m.start("name")
            prev = m.group("prev")
            if prev is not None and _ok_word(prev, lex) and prev.casefold() not in _TR_CALENDAR:
                if (
                    not _sentence_start(text, m.start("prev"))
                    or name_lists().is_given(prev)
                    or unlisted_name_like(prev)
                ):
                    start = m.start("prev")
            yield "PERSON", start, m.end("name"), 0.7

    def _greek(self, text: str) -> Iterable[tuple[str, int, int, float]]:
        lex = self._lexicon
        for m in _EL_RE.finditer(text):
            words = m.group("name").split()
            keep: list[str] = []
            for w in words:
                if _plain(w).startswith(_EL_STEMS) or not _ok_word(w, lex):
                    break
                keep.append(w)
            if not keep or _heading_line(text, m.start("name")):
                continue
            end = m.start("name") + len(" ".join(keep)) if len(keep) > 1 else m.start("name") + len(keep[0])
            if text[m.start("name") : end].split() != keep:
                end = m.start("name") + len(keep[0])
            yield "PERSON", m.start("name"), end, 0.7
