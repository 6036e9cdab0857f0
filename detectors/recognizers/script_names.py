"""Names in uncased scripts and East Slavic three-part names (``PERSON``, round 5).

- **Devanagari, Bengali, Gurmukhi, Gujarati, Tamil, Telugu, Kannada, Malayalam** (no capital
  letters to mark a name): a listed given name followed by a listed surname (Faker's ``hi_IN``,
  ``bn_BD``, ``ta_IN`` … lists, ``name_lists``) is a person, whatever postposition follows
  (``राहुल शर्मा को``, ``प्रिया वर्मा ने``): 0.8.
- **Cyrillic given name + patronymic + surname** in any grammatical case (``Сергею Ивановичу
  Кузнецову``, ``Олені Петрівні Коваль``): the patronymic suffix (``-ович/-евич/-ич``,
  ``-овна/-евна/-ична``, Ukrainian ``-івна/-ївна``, with case endings) marks the three words as
  one name: 0.8.
- **Hebrew and Devanagari** (round 13): a listed given name followed by a word of the same script
  that is a listed surname or rare in that language (``wordfreq`` Zipf < 3 in ``he``/``hi``:
  ``דנה כרמלוביץ שלחה``, ``सुरेश पेंढारकर ने``); not a given name before an everyday word
  (``גל חום``, ``सुरेश ने``): 0.75.
- **Vietnamese full names** (round 13): a surname of the closed Vietnamese class (Faker's
  ``vi_VN`` list is ten names, so the ~70 common ones are listed here) followed by one to three
  capitalised syllables (``Nguyễn Thị Huệ Xuân``, ``Khúc Duy Đạt``, ``TRIỆU QUỲNH ĐẠT``), when
  the name carries a Vietnamese letter or the text does (so ``La Paz``, ``Mai Tai`` in English
  are nothing); not provinces and cities (``Hồ Chí Minh``, ``Hà Nội``, ``Cao Bằng``): 0.8.
- **Vietnamese address by kinship pronoun** (round 13): ``anh``/``chị``/``em``/``cô``/``chú``/
  ``bác``/``ông``/``bà`` before one or two capitalised syllables, in Vietnamese text (``anh Đạt
  ơi``, ``chị Thục``); a person is addressed by the last syllable of the name, so that syllable
  alone is the span; not ``tiếng Anh``/``Anh Quốc`` (English, England) nor a place: 0.75.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any, Iterable

from ..name_lists import name_lists
from ..places import is_city_name
from ..tech_terms import all_tech
from .base import OurRecognizer
from .name_evidence import known_kind_of_word

_INDIC_WORD_RE = re.compile(r"[\u0900-\u0dff]+")
_PATRONYMIC_RE = re.compile(
    r"(?<![\w])[А-ЯЁІЇЄҐ][а-яёіїєґ'’]+[ \t]+[А-ЯЁІЇЄҐ][а-яёіїєґ]+(?:ович|евич|йович|ьович|ич|овн|евн|ичн|івн|ївн)[а-яёіїєґ]{0,3}"
    r"[ \t]+[А-ЯЁІЇЄҐ][а-яёіїєґ'’\-]+(?![\w])"
)


_SCRIPT_WORD_RE = {
    "he": re.compile(r"[\u05d0-\u05ea\u05f0-\u05f4'\u05f3\"\u05f4]+"),
    "hi": re.compile(r"[\u0900-\u097f]+"),
}
_SCRIPT_PRESENT_RE = {"he": re.compile(r"[\u05d0-\u05ea]"), "hi": re.compile(r"[\u0900-\u097f]")}
#: a following word this frequent (Zipf, ``wordfreq``) in the script's language is an everyday word
_SCRIPT_RARE_ZIPF = 3.0

#: Vietnamese surnames (a closed class; the common ones, with and without diacritics for ALL CAPS
#: forms typed without them); Faker's ``vi_VN`` provider lists only ten
VI_SURNAMES = frozenset(
    """Nguyễn Trần Lê Phạm Hoàng Huỳnh Phan Vũ Võ Đặng Bùi Đỗ Hồ Ngô Dương Lý Đào Đoàn Vương Trịnh
    Trương Đinh Lâm Phùng Mai Tô Tạ Hà Lương Quách Cao Lưu Chu Châu Thái Tăng Khúc Triệu Kiều La Lạc
    Mạc Nghiêm Ninh Quan Tôn Thân Văn Vi Diệp Đàm Giang Hứa Hồng Kha Kim Lã Lục Mẫn Mã Nông Phó
    Phí Tiêu Từ Uông Âu Khổng Lò Lại Âu""".split()
)
_VI_FOLD = {unicodedata.normalize("NFKD", w).encode("ascii", "ignore").decode().upper(): w for w in VI_SURNAMES}
_VI_FOLD["DANG"] = "Đặng"
_VI_FOLD["DO"] = "Đỗ"
_VI_FOLD["DINH"] = "Đinh"
_VI_FOLD["DAO"] = "Đào"
_VI_FOLD["DOAN"] = "Đoàn"
_VI_FOLD["DAM"] = "Đàm"
_VI_FOLD["DUONG"] = "Dương"
#: provinces and cities whose name opens with a surname syllable
_VI_PLACES = frozenset(
    p.strip()
    for p in """hồ chí minh|hà nội|hà giang|hà nam|hà tĩnh|hà đông|cao bằng|lâm đồng|phan thiết|phan rang|
    lý sơn|mai châu|văn lâm|quan hóa|hồ tây|hồ gươm|hoàng mai|hoàng sa|kim bôi|giang nam|tô lịch|
    đinh tiên hoàng|lê lợi|trần hưng đạo|nguyễn huệ|lê duẩn|phan đình phùng|hai bà trưng|
    quang trung|võ văn kiệt|điện biên phủ|trần phú|lý thường kiệt|nguyễn trãi""".split("|")
)
# Vietnamese letters no other language uses (ă â đ ê ô ơ ư and dot-below/hook tones)
_VI_LETTER_RE = re.compile(
    r"[ăâđêơưĂÂĐÊƠƯạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹẠẢẤẦẨẪẬẮẰẲẴẶẸẺẼẾỀỂỄỆỈỊỌỎỐỒỔỖỘỚỜỞỠỢỤỦỨỪỬỮỰỲỴỶỸ]"
)
_VI_UP = "A-ZÀÁÂÃÈÉÊÌÍÒÓÔÕÙÚÝĂĐƠƯẠ-Ỹ"
_VI_LO = "a-zàáâãèéêìíòóôõùúýăđơưạ-ỹ"
# a syllable: Title Case or ALL CAPS, one to seven letters
_VI_SYL = rf"(?:[{_VI_UP}][{_VI_LO}]{{0,6}}|[{_VI_UP}]{{1,7}})"
_VI_WORD_RE = re.compile(rf"(?<![\w]){_VI_SYL}(?![\w])")
_VI_NEXT_RE = re.compile(rf"[ \t]+({_VI_SYL})(?![\w])")
_VI_KIN_RE = re.compile(
    rf"(?<![\w])(?:[aA]nh|[cC]hị|[eE]m|[cC]ô|[cC]hú|[bB]ác|[ôÔ]ng|[bB]à)[ \t]+({_VI_SYL}(?:[ \t]+{_VI_SYL})?)(?![\w])"
)
#: words after a kinship pronoun that are not a name (English/England, common capitalised nouns)
_VI_NOT_NAMES = frozenset("anh quốc mỹ pháp đức nhật ok ơi nhé ạ".split())


@lru_cache(maxsize=4096)
def _vi_surname(word: str) -> bool:
    if word in VI_SURNAMES or word.capitalize() in VI_SURNAMES:
        return True
    return word.isupper() and word in _VI_FOLD


@lru_cache(maxsize=4096)
def _vi_place(name: str) -> bool:
    k = " ".join(name.split()).casefold()
    return any(k == p or k.startswith(p + " ") for p in _VI_PLACES) or is_city_name(name)


class ScriptNameRecognizer(OurRecognizer):
    """Listed name pairs in Indic scripts, Cyrillic names with a patronymic (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.8)``."""
        if re.search(r"[\u0900-\u0dff]", text):
            nl = name_lists()
            words = list(_INDIC_WORD_RE.finditer(text))
            for a, b in zip(words, words[1:]):
                if (
                    text[a.end() : b.start()].strip(" \t") == ""
                    and nl.is_given(a.group(0))
                    and nl.is_surname(b.group(0))
                ):
                    yield "PERSON", a.start(), b.end(), 0.8
        if re.search(r"[\u0900-\u097f]", text):
            yield from _hindi_postposition_pairs(text)
        if "ال" in text:
            yield from _arabic_nisba(text)
        for lang, present in _SCRIPT_PRESENT_RE.items():
            if present.search(text):
                yield from _script_pairs(text, lang)
        if _VI_LETTER_RE.search(text) or re.search(r"[A-Z]{2,}", text):
            yield from _vietnamese(text)
        if re.search(r"[\u0400-\u04ff]", text):
            for m in _PATRONYMIC_RE.finditer(text):
                yield "PERSON", m.start(), m.end(), 0.8


def _script_pairs(text: str, lang: str) -> Iterable[tuple[str, int, int, float]]:
    """Listed given name + a listed surname or a word rare in ``lang`` (module docstring)."""
    from wordfreq import zipf_frequency  # small lists, loaded per language on first use

    nl = name_lists()
    words = list(_SCRIPT_WORD_RE[lang].finditer(text))
    for a, b in zip(words, words[1:]):
        if text[a.end() : b.start()].strip(" \t") != "" or not nl.is_given(a.group(0)):
            continue
        w = b.group(0)
        if nl.is_surname(w) or zipf_frequency(w, lang, wordlist="small") < _SCRIPT_RARE_ZIPF:
            yield "PERSON", a.start(), b.end(), 0.75


#: names17: an Arabic full name closed by a nisba surname (``باسل القرطبوني``, ``رنيم الحسكاوي``):
#: a word with no article, then ``ال`` + a stem ending in ``ي``/``ية`` (the nisba shape)
_AR_NISBA_RE = re.compile(
    r"(?<![\u0621-\u064a])(?P<given>(?!ال)[\u0621-\u064a]{3,})[ \t]+(?P<nisba>ال[\u0621-\u064a]{3,}(?:ي|ية))(?![\u0621-\u064a])"
)
#: a nisba this frequent in Arabic is an adjective (``الحالي``, ``المالي``, ``الشهري``); a first word
#: this frequent is a function word or an everyday noun (``مع``, ``قسم``, ``نظام``)
_AR_NISBA_ZIPF = 3.0
_AR_GIVEN_ZIPF = 5.0
#: names17: a Devanagari pair of rare words right before a postposition (``अनुप्रिया खरबंदे से``,
#: ``विश्वजीत तलवलकर को``): a name no list knows, in the only slot Hindi prose gives it
_HI_POSTPOSITION_RE = re.compile(
    r"(?<![\u0900-\u097f])(?P<name>[\u0900-\u097f]{3,}[ \t]+[\u0900-\u097f]{3,})[ \t]+"
    r"(?:से|को|का|की|के|ने|जी)(?![\u0900-\u097f])"
)
_HI_PAIR_ZIPF = 3.5


def _arabic_nisba(text: str) -> Iterable[tuple[str, int, int, float]]:
    """Given word + rare nisba surname (see :data:`_AR_NISBA_RE`): 0.7."""
    from wordfreq import zipf_frequency

    for m in _AR_NISBA_RE.finditer(text):
        if zipf_frequency(m.group("nisba"), "ar", wordlist="small") >= _AR_NISBA_ZIPF:
            continue
        if zipf_frequency(m.group("given"), "ar", wordlist="small") >= _AR_GIVEN_ZIPF:
            continue
        yield "PERSON", m.start("given"), m.end("nisba"), 0.7


def _hindi_postposition_pairs(text: str) -> Iterable[tuple[str, int, int, float]]:
    """Two rare Devanagari words before a postposition (see :data:`_HI_POSTPOSITION_RE`): 0.7."""
    from wordfreq import zipf_frequency

    nl = name_lists()
    for m in _HI_POSTPOSITION_RE.finditer(text):
        words = m.group("name").split()
        if all(nl.is_name_word(w) or zipf_frequency(w, "hi", wordlist="small") < _HI_PAIR_ZIPF for w in words):
            yield "PERSON", m.start("name"), m.end("name"), 0.7


def _vietnamese(text: str) -> Iterable[tuple[str, int, int, float]]:
    """Vietnamese full names by surname, and names after a kinship pronoun (module docstring)."""
    vi_text = len(_VI_LETTER_RE.findall(text)) >= 3
    starts: set[int] = set()
    last_end = -1
    for w in _VI_WORD_RE.finditer(text):
        if w.start() < last_end or not _vi_surname(w.group(0)):
            continue
        caps = w.group(0).isupper() and len(w.group(0)) > 1
        end, n = w.end(), 0
        for m in _VI_NEXT_RE.finditer(text, w.end()):
            if m.start() != end or n == 3:
                break
            syl = m.group(1)
            same_case = syl.isupper() if caps else syl[0].isupper() and (len(syl) == 1 or not syl.isupper())
            if not same_case:
                break
            if all_tech(syl) or not caps and known_kind_of_word(syl) and not name_lists().is_name_word(syl):
                break
            end, n = m.end(), n + 1
        name = text[w.start() : end]
        if n == 0 or _vi_place(name) or not (_VI_LETTER_RE.search(name) or vi_text):
            continue
        starts.add(w.start())
        last_end = end
        yield "PERSON", w.start(), end, 0.8
    if not vi_text:
        return
    for m in _VI_KIN_RE.finditer(text):
        name = m.group(1)
        words = name.split()
        if m.start(1) in starts or words[0].casefold() in _VI_NOT_NAMES or _vi_place(name) or name.isupper():
            continue
        if len(words) == 2 and (words[1].casefold() in _VI_NOT_NAMES or _vi_surname(words[1])):
            name = words[0]
        if any(all_tech(w) for w in words):
            continue
        yield "PERSON", m.start(1), m.start(1) + len(name) if len(words) == 2 and name == words[0] else m.end(1), 0.75
