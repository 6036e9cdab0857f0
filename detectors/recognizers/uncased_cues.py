"""Names after a greeting, thanks or honorific in uncased scripts (``PERSON``, round 13).

Hebrew, Arabic and Devanagari have no capitals to mark a name, and agent traffic names people
there as everywhere: ``שלום נגה,``, ``תודה לך``, ``مرحبا نضيرة،``, ``السيد …``, ``नमस्ते
हिरण्मयी जी``. After a cue word of the script's language (greetings, thanks, honorifics and
titles; Hindi also ``… जी``/``साहब``/``भाई``/``दीदी`` after the name, and in Latin-script
Hinglish ``Rohan ji``) one or two words of the same script are a name when each is a listed
name or rare in that language (``wordfreq`` Zipf < 3.5 in ``he``/``ar``/``hi``) and no clitic or
greeting continuation (``שלום לכולם``, ``شكرا جزيلا``, ``مرحبا بكم``, ``नमस्ते आप सभी``): 0.75.
Names17: the same name words opening a sentence before a verb of saying, asking or writing
(``נועה אמרה``, ``विश्वजीत ने कहा``) or, Arabic putting its verb first, right after one
(``قالت رنيم``): 0.7.
Names19: a third person after "with/to/about" or a contact verb's clitic in Arabic
(``وتحدثت مع كريم الحداد``, ``اتصلت بنادر الشمري``) and Hebrew (``נפגשתי עם רוני אבוקסיס``,
``שלחתי ליואב שטרנליכט``): a given name (listed, or rare and without an article) and a family
name (Arabic: an ``ال`` word rarer than everyday nouns, or a listed name; Hebrew: listed or rare);
a Thai given name glued after an honorific (``คุณสมชาย``, ``นางสาวพิมพ์ชนก``; ``คุณ`` is also
"you", so a long run or one opening with a verb or particle is none): 0.7.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..name_lists import name_lists
from ..tech_terms import all_tech
from .base import OurRecognizer
from .name_evidence import known_kind_of_word

_RARE_ZIPF = 3.5
#: after an honorific or title the slot is a name's: only everyday words this frequent end it
_HONORIFIC_ZIPF = 5.0
_SCRIPTS: dict[str, tuple[str, str, str, str, int]] = {
    # lang: (letters, greetings and thanks, honorifics and titles, suffix cues, most words)
    "he": (
        r"\u05d0-\u05ea'\u05f3\"\u05f4",
        r"שלום|היי|הי|תודה רבה|תודה|בוקר טוב|ערב טוב|מזל טוב",
        r"מר|גב'|גברת|ד\"ר|דר'|עו\"ד|פרופ'|לכבוד|אדון",
        r"",
        2,
    ),
    "ar": (
        r"\u0621-\u064a\u0671-\u06d3",
        r"السلام عليكم|مرحبا|مرحباً|أهلا|أهلاً|شكرا|شكراً|صباح الخير|مساء الخير|عزيزي|عزيزتي|يا",
        r"السيد|السيدة|الآنسة|الأستاذ|الأستاذة|الدكتور|الدكتورة|المهندس|المهندسة|الأخ|الأخت|د\.",
        r"",
        3,
    ),
    "hi": (
        r"\u0900-\u0963\u0966-\u097f",
        r"नमस्ते|नमस्कार|धन्यवाद|शुक्रिया|प्रिय",
        r"श्री|श्रीमती|सुश्री|डॉ\.?|आदरणीय",
        r"जी|साहब|भाई|दीदी|बहन",
        2,
    ),
}
#: greeting continuations and clitic forms that are no name (wordfreq misses Arabic clitics)
_NOT_NAMES = frozenset(
    """بكم بك بكما لك لكم لكي عليكم الجميع جميعا جميعاً جزيلا جزيلاً كثيرا كثيراً الله شباب جماعة
    לכולם לך לכם רבה חברים כולם
    आप आपका आपको सभी सबको जी भाई""".split()
)
#: address words before ``ji``/``bhai`` that are no name
_HINGLISH_NOT = frozenset("sir madam guru baba bhai uncle aunty aunti didi boss".split())
_HINGLISH_RE = re.compile(
    r"(?<![\w@])(?P<name>[A-Z][a-z]{2,}(?:[ \t][A-Z][a-z]{2,})?)[ \t]+(?:ji|bhai|didi|sahab)(?![\w])"
)


def _patterns(lang: str) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str] | None]:
    letters, greet, honor, post, most = _SCRIPTS[lang]
    word = rf"[{letters}]{{2,}}"
    name = rf"(?P<name>{word}(?:[ \t]+{word}){{0,{most - 1}}})"
    greet_re = re.compile(rf"(?<![{letters}])(?:{greet})[ \t]*[,،]?[ \t]+{name}(?![{letters}])")
    honor_re = re.compile(rf"(?<![{letters}])(?:{honor})[ \t]+{name}(?![{letters}])")
    after = re.compile(rf"(?<![{letters}])(?P<name>{word})[ \t]+(?:{post})(?![{letters}])") if post else None
    return greet_re, honor_re, after


_COMPILED = {lang: _patterns(lang) for lang in _SCRIPTS}
#: names17: a name opening its sentence or message before a verb of saying, asking or writing
#: (Hebrew ``נועה אמרה ש…``, Hindi ``विश्वजीत ने कहा``) or, in Arabic (verb first), right after
#: one (``قالت رنيم إن …``); the name words pass :func:`_name_words` like a greeting's
_OPEN = r"(?:^|(?<=[.!?؟।:]\s)|(?<=\n))[ \t]*"
_VERB_RES: dict[str, re.Pattern[str]] = {
    "he": re.compile(
        rf"{_OPEN}(?P<name>[\u05d0-\u05ea'\u05f3]{{2,}})[ \t]+(?:אמר|אמרה|ביקש|ביקשה|כתב|כתבה|שאל|שאלה|הודיע|הודיעה|"
        r"סיפר|סיפרה)(?![\u05d0-\u05ea])",
        re.M,
    ),
    "hi": re.compile(
        rf"{_OPEN}(?P<name>[\u0900-\u0963\u0966-\u097f]{{2,}})(?:[ \t]+जी)?[ \t]+ने[ \t]+(?:कहा|बताया|पूछा|लिखा|भेजा)"
        r"(?![\u0900-\u097f])",
        re.M,
    ),
    "ar": re.compile(
        r"(?<![\u0621-\u064a])(?:قال|قالت|أخبرني|أخبرتني|كتب|كتبت|طلب|طلبت)[ \t]+(?P<name>[\u0621-\u064a]{2,})"
        r"(?![\u0621-\u064a])"
    ),
}
#: names19: a third person after "with/to/about" in Arabic prose (``وتحدثت مع كريم الحداد``,
#: ``اتصلت بنادر الشمري``: a contact verb then the clitic ``ب``/``ل`` glued to the name): a given
#: name (listed, or rare in Arabic, no article) and a family name (an ``ال`` word rarer than
#: everyday nouns such as ``الفريق``/``العقد``, or a listed name: ``أحمد محمد``)
_AR = r"\u0621-\u064a"
_AR_CONTACT = r"اتصلت|اتصل|اتصلنا|تواصلت|تواصل|تواصلنا|تحدثت|تكلمت|كلمت|التقيت|اجتمعت|أرسلت|ارسلت|راسلت|سلمت"
_AR_WITH_RES = (
    re.compile(rf"(?<![{_AR}])و?(?:مع|إلى|الى|عن)[ \t]+(?P<w1>[{_AR}]{{2,}})[ \t]+(?P<w2>[{_AR}]{{2,}})(?![{_AR}])"),
    re.compile(
        rf"(?<![{_AR}])و?(?:{_AR_CONTACT})[ \t]+(?:ب|ل)(?P<w1>[{_AR}]{{2,}})[ \t]+(?P<w2>[{_AR}]{{2,}})(?![{_AR}])"
    ),
)
_AR_FAMILY_ZIPF = 4.4
#: the same in Hebrew (``נפגשתי עם רוני אבוקסיס``, ``שלחתי ליואב שטרנליכט``): a given name (listed,
#: or rare in Hebrew and no article ``ה``) and a surname (listed, or rare in Hebrew)
_HE = r"\u05d0-\u05ea'\u05f3\u05be\-"
_HE_CONTACT = r"שלחתי|שלחנו|כתבתי|התקשרתי|אמרתי|סיפרתי|העברתי|נפגשתי|דיברתי|הודעתי|פניתי"
_HE_WITH_RES = (
    re.compile(
        rf"(?<![{_HE}])ו?(?:עם|אל|מול|עבור|בשביל)[ \t]+(?P<w1>[{_HE}]{{2,}})[ \t]+(?P<w2>[{_HE}]{{2,}})(?![{_HE}])"
    ),
    re.compile(
        rf"(?<![{_HE}])(?:{_HE_CONTACT})[ \t]+(?:ל|ב|מ|את[ \t]+)(?P<w1>[{_HE}]{{2,}})[ \t]+(?P<w2>[{_HE}]{{2,}})(?![{_HE}])"
    ),
)
#: names19: a Thai honorific or title glued to a given name (``คุณสมชาย``, ``นางสาวพิมพ์ชนก``),
#: the name a run of Thai letters ended by a blank or punctuation; ``คุณ`` is also "you"
#: (``คุณสามารถ…``), so a long run or one opening with a verb or particle is none
_TH = r"\u0e01-\u0e4e"
_TH_CUE_RE = re.compile(
    rf"(?:(?<![{_TH}])|(?<=กับ|ถึง|จาก|ให้|ของ|โดย|และ|คุย))(?:นางสาว|นาย|นาง|ดร\.|คุณ)(?P<name>[{_TH}]{{2,12}})(?![{_TH}])"
)
_TH_NOT_START = (
    "ครับ",
    "ค่ะ",
    "คะ",
    "จ้ะ",
    "นะ",
    "ได้",
    "จะ",
    "ไม่",
    "เป็น",
    "มี",
    "ก็",
    "ต้อง",
    "ช่วย",
    "สามารถ",
    "ทุก",
    "ทั้ง",
    "ภาพ",
    "ค่า",
    "สมบัติ",
    "ลักษณะ",
)
_PRESENT = {
    "he": re.compile(r"[\u05d0-\u05ea]"),
    "ar": re.compile(r"[\u0621-\u064a]"),
    "hi": re.compile(r"[\u0900-\u097f]"),
}


def _name_words(words: list[str], lang: str, max_zipf: float) -> list[str]:
    """The leading words that may be a name: listed, or below ``max_zipf`` in ``lang``, and no
    greeting continuation."""
    from wordfreq import zipf_frequency  # small lists, loaded per language on first use

    nl = name_lists()
    out = []
    for w in words:
        if w in _NOT_NAMES:
            break
        if not (nl.is_name_word(w) or zipf_frequency(w, lang, wordlist="small") < max_zipf):
            break
        out.append(w)
    return out


class UncasedCueNameRecognizer(OurRecognizer):
    """Names after greetings and honorifics in Hebrew, Arabic, Devanagari (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.75)``."""
        for lang, (greet_re, honor_re, after) in _COMPILED.items():
            if not _PRESENT[lang].search(text):
                continue
            for rx, max_zipf in ((greet_re, _RARE_ZIPF), (honor_re, _HONORIFIC_ZIPF)):
                for m in rx.finditer(text):
                    keep = _name_words(m.group("name").split(), lang, max_zipf)
                    if keep:
                        start = m.start("name")
                        end = start + len(keep[0]) if len(keep) == 1 else m.end("name")
                        if 1 < len(keep) < len(m.group("name").split()):
                            end = start + len(m.group("name")) - len(m.group("name").split(keep[-1], 1)[1])
                        yield "PERSON", start, end, 0.75
            for m in _VERB_RES[lang].finditer(text):
                if _name_words([m.group("name")], lang, _RARE_ZIPF) and m.group("name") not in _NOT_NAMES:
                    yield "PERSON", m.start("name"), m.end("name"), 0.7
            if after is not None:
                for m in after.finditer(text):
                    if _name_words([m.group("name")], lang, _RARE_ZIPF):
                        yield "PERSON", m.start("name"), m.end("name"), 0.75
        if _PRESENT["ar"].search(text):
            yield from self._arabic_with(text)
        if _PRESENT["he"].search(text):
            yield from self._hebrew_with(text)
        if re.search(f"[{_TH}]", text):
            for m in _TH_CUE_RE.finditer(text):
                if not m.group("name").startswith(_TH_NOT_START):
                    yield "PERSON", m.start("name"), m.end("name"), 0.7
        if " ji" in text or " bhai" in text or " didi" in text or " sahab" in text:
            for m in _HINGLISH_RE.finditer(text):
                words = m.group("name").split()
                if any(known_kind_of_word(w) or all_tech(w) or w.casefold() in _HINGLISH_NOT for w in words):
                    continue
                yield "PERSON", m.start("name"), m.end("name"), 0.75

    @staticmethod
    def _arabic_with(text: str) -> Iterable[tuple[str, int, int, float]]:
        from wordfreq import zipf_frequency

        nl = name_lists()
        for rx in _AR_WITH_RES:
            for m in rx.finditer(text):
                w1, w2 = m.group("w1"), m.group("w2")
                if w1.startswith("ال") or w1 in _NOT_NAMES or w2 in _NOT_NAMES:
                    continue
                if not (nl.is_given(w1) or zipf_frequency(w1, "ar", wordlist="small") < _RARE_ZIPF):
                    continue
                family = w2.startswith("ال") and zipf_frequency(w2, "ar", wordlist="small") < _AR_FAMILY_ZIPF
                if family or nl.is_given(w2):
                    yield "PERSON", m.start("w1"), m.end("w2"), 0.7

    @staticmethod
    def _hebrew_with(text: str) -> Iterable[tuple[str, int, int, float]]:
        from wordfreq import zipf_frequency

        nl = name_lists()
        for rx in _HE_WITH_RES:
            for m in rx.finditer(text):
                w1, w2 = m.group("w1"), m.group("w2")
                if w1 in _NOT_NAMES or w2 in _NOT_NAMES:
                    continue
                if not (
                    nl.is_given(w1)
                    or (not w1.startswith("ה") and zipf_frequency(w1, "he", wordlist="small") < _RARE_ZIPF)
                ):
                    continue
                if nl.is_name_word(w2) or zipf_frequency(w2, "he", wordlist="small") < _RARE_ZIPF:
                    yield "PERSON", m.start("w1"), m.end("w2"), 0.7
