"""Names that a record's layout or a role label marks, with no greeting or name list.

Entity ``PERSON``. Each rule is a format or a grammar found in the wild, in many languages:

1. **Role labels** (0.8): a noun for the role a person plays in a document, before a colon or
   directly before 2-3 name words — doctor, tenant, landlord, employee/worker, technician,
   bailiff, caller, agent, lessor/lessee, maintainer — in en, de, fr, es, it, pt, nl, no, sv,
   da, fi, pl, tr, ru, uk, el (``Lääkäri: Impi Haapakoski``, ``Kiracı: …``, ``Trabajador/a:
   …``, ``Лікар: …``, ``Monteur …``); in Hangul (``임대인: 권찬솔``) and Devanagari (``डॉ. …``)
   the word(s) after the label.
2. **Transfers on a statement** (0.75): a bank-statement line ``date  TYPE  counterparty
   amount`` whose type is a person-to-person transfer (``TRF``, ``MB WAY``, ``EFT``, ``HAVALE``,
   ``TILISIIRTO``, ``MOBILEPAY``, ``SWISH``, ``VIPPS``, ``BLIK``, ``PIX``, ``ZELLE``, ``SEPA``,
   ``ÜBERWEISUNG``, ``VIREMENT``, ``BONIFICO``, ``PRZELEW``, ``ПЕРЕВОД`` …): the counterparty
   words up to two spaces or the amount. Card payments (``POS``, ``COMPRA``) name merchants and
   are left alone; a counterparty with a legal form or organisation word is skipped.
3. **git blame** (0.85): the author inside ``hash (Author Name 2024-01-02 10:11:12 +0100 7)``.
4. **Money between people** (0.8): a name that is the subject of a verb of owing or earning at
   a sentence start (``Wolfrun verdient …``, ``Годослав должен …``, ``Deolinda ainda deve …``,
   an adverb allowed between) or the object of owing/lending (``still owe Bathsheba``, ``le
   debo a …``, ``Còn nợ Chương``), in 17 languages; common words and capitals refused.
5. **Addressees** (0.75): a line of 2-3 name words right above a street line (a word and a
   house number) with a postcode on it or on the next line.
6. **Latin names in right-to-left prose** (0.7): 1-3 capitalised Latin words between Arabic or
   Hebrew words (``وصل Mehitabel Brackenridge إلى …``); technology and common words refused.
7. **Mailboxes** (0.85): the display name before ``<user@domain>`` (git logs, errors,
   maintainer lists) and the text of a ``mailto:`` link; organisation and technology names
   refused.
8. **Greetings and headers in uncased scripts** (0.8): Hebrew ``שלום X``, ``אל: X``, ``מאת: X``;
   Arabic ``إلى: X``, ``من: X``, ``الأخ/الأخت X``; Devanagari ``X जी/भाई/भैया/दीदी``; Korean
   ``X에게/한테/께`` and self-introduction ``X입니다``.
"""

from __future__ import annotations

import functools
import re
from typing import Any, Iterable

from ..known_values import common_words
from ..tech_terms import all_tech
from .base import OurRecognizer
from .name_shape import LEGAL_FORMS, NOT_NAME_WORDS, ROLE_WORDS, looks_like_name
from .person_names import NAME_1_3, NAME_END
from .vocab import TECH_WORDS

_ROLES = (
    # en
    r"doctor|physician|GP|tenant|landlord|lessor|lessee|employee|technician|bailiff|guarantor|"
    # de
    r"Arzt|Ärztin|Hausarzt|Hausärztin|Mieter(?:in)?|Vermieter(?:in)?|Arbeitnehmer(?:in)?|Monteur(?:in)?|"
    r"Techniker(?:in)?|Gerichtsvollzieher(?:in)?|Bürge|Zeuge|Zeugin|"
    # fr
    r"médecin|docteur|locataire|bailleur|bailleresse|salarié(?:e)?|technicien(?:ne)?|huissier|garant|"
    # es / it / pt
    r"médico|médica|doctora|inquilin[oa]|arrendador(?:a)?|arrendatari[oa]|trabajador(?:a|/a)?|técnic[oa]|"
    r"medico|dottore|dottoressa|conduttore|locatore|lavorat(?:ore|rice)|tecnico|"
    r"senhorio|senhoria|trabalhador(?:a)?|"
    # nl / no / sv / da / fi
    r"arts|huisarts|huurder|verhuurder|werknemer|monteur|lege|fastlege|leietaker|utleier|arbeidstaker|"
    r"läkare|hyresgäst|hyresvärd|arbetstagare|læge|lejer|udlejer|lønmodtager|"
    r"lääkäri|vuokralainen|vuokranantaja|työntekijä|asentaja|"
    # pl / tr
    r"lekarz|lekarka|najemca|wynajmujący|wynajmująca|pracownik|pracownica|komornik|technik|"
    r"doktor|kiracı|kiraya veren|ev sahibi|çalışan|işçi|teknisyen|"
    # ru / uk / el
    r"врач|доктор|арендатор|арендодатель|наниматель|наймодатель|работник|сотрудник|мастер|пристав|"
    r"лікар|лікарка|орендар|орендодавець|працівник|працівниця|"
    r"γιατρός|ιατρός|μισθωτής|εκμισθωτής|ενοικιαστής|εργαζόμενος|εργαζόμενη|τεχνικός"
)
_ROLE_LABEL_RE = re.compile(
    rf"(?:(?<=^)|(?<=[\s\"'(\[>,;:]))(?i:{_ROLES})(?:[ \t]*[:：][ \t]*|[ \t]+)(?P<name>{NAME_1_3}){NAME_END}",
    re.M,
)
#: German role nouns are capitalised in running text ("Ihr Monteur Sigrune Bleifuß"): the
#: only capitalised roles taken without a colon
_DE_ROLE_RE = re.compile(
    r"^(?:Arzt|Ärztin|Hausarzt|Hausärztin|Mieter(?:in)?|Vermieter(?:in)?|Arbeitnehmer(?:in)?|Monteur(?:in)?|"
    r"Techniker(?:in)?|Gerichtsvollzieher(?:in)?)$"
)
_KO_ROLE_RE = re.compile(
    r"(?:임대인|임차인|세입자|집주인|의사|담당의|주치의|근로자|직원|담당자|보증인|신청인|성명|이름)[ \t]*[:：][ \t]*"
    r"(?P<name>[\uac00-\ud7a3]{2,4})(?![\uac00-\ud7a3])"
)
_HI_TITLE_RE = re.compile(
    r"(?:डॉ\.|डॉक्टर|श्री|श्रीमती|सुश्री|कुमारी)[ \t]*(?P<name>[\u0900-\u097f]+(?:[ \t]+[\u0900-\u097f]+)?)"
    r"(?=[ \t]*(?:[,।?!:\n]|$|को|से|का|की|के|ने|जी))"
)
_HI_AFTER_RE = re.compile(r"(?<![\u0900-\u097f])(?P<name>[\u0900-\u097f]{2,})[ \t]+(?:भाई|भैया|दीदी)(?![\u0900-\u097f])")
# possessives and adjectives before a kinship word ("मेरे भाई", my brother) are no names
_HI_NOT_NAMES = frozenset("मेरे मेरा मेरी तुम्हारे तुम्हारा आपके आपका उनके उनका हमारे हमारा बड़े छोटे बड़ी छोटी अपने अपना".split())

_TRANSFERS = (
    r"TRF|TRANSF\.?|TRANSFER|TRANSFERENCIA|TRANSFERÊNCIA|TRANSFERENCIA SEPA|MB WAY|MBWAY|EFT|HAVALE|FAST|"
    r"TILISIIRTO|MOBILEPAY|SWISH|VIPPS|BLIK|PIX|ZELLE|VENMO|SEPA|SEPA-ÜBERWEISUNG|ÜBERWEISUNG|GUTSCHRIFT|"
    r"DAUERAUFTRAG|VIREMENT|VIR(?:EMENT)? SEPA|VIR|BONIFICO|GIROCONTO|OVERBOEKING|OVERFØRSEL|ÖVERFÖRING|"
    r"PRZELEW|PRZELEW BLIK|ПЕРЕВОД|ПЕРЕКАЗ|P2P|INTERAC E-TRANSFER|E-TRANSFER"
)
_AMOUNT = r"[+\-−]?[ \t]?(?:\d{1,3}(?:[ .,\u00a0]\d{3})*|\d+)(?:[.,]\d{2})"
_TRANSFER_LINE_RE = re.compile(
    rf"(?im)^[ \t]*\d{{1,2}}[./-]\d{{1,2}}(?:[./-]\d{{2,4}})?[ \t]+(?:{_TRANSFERS})[ \t]+(?:(?:DE|TO|FROM|AN|VON|À|A|PARA|DA)[ \t]+)?"
    rf"(?P<name>[^\W\d_](?:[^\W\d_]|['’.\-])*(?:[ ][^\W\d_](?:[^\W\d_]|['’.\-])*){{0,3}})(?=[ \t]{{2,}}|[ \t]+{_AMOUNT}|[ \t]*$)"
)
_BLAME_RE = re.compile(
    r"(?m)^\^?[0-9a-f]{7,40}[ \t]+(?:\S+[ \t]+)?\((?P<name>[^()\n\d][^()\n]{0,60}?)[ \t]+"
    r"\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}[ \t]+[+\-]\d{4}[ \t]+\d+\)"
)
_HE = r"[\u05d0-\u05ea][\u05d0-\u05ea״׳]*"
_HE_CUE_RE = re.compile(
    rf"(?:(?<=^)|(?<=[\s,]))(?:שלום|היי|הי|לכבוד|אל:|מאת:|ל:|מ:|מר|גב'|גברת|ד\"ר|דר'|עו\"ד)[ \t,]*(?P<name>{_HE}(?:[ \t]+{_HE})?)(?=[ \t]*(?:[,.!?:<\n]|$))",
    re.M,
)
_AR = r"[\u0621-\u064a]{2,}"
_AR_CUE_RE = re.compile(
    rf"(?:(?<=^)|(?<=[\s]))(?:(?:إلى|الى|من)[ \t]*:|(?:الأخ|الاخ|الأخت|الاخت|أخي|أختي)[ \t,،]+)[ \t]*(?P<name>{_AR}(?:[ \t]+{_AR})?)(?=[ \t]*(?:[،,.!?:<\n]|$))",
    re.M,
)
# a Korean name before a dative particle ("신나래에게", "황보윤슬한테") or, opening a message,
# a self-introduction ("제갈바다입니다"): 3 syllables led by a surname (Faker's ko_KR list) or 4
# led by a compound surname (a closed class)
_KO_COMPOUND_SURNAMES = ("남궁", "황보", "제갈", "선우", "독고", "사공", "서문", "동방", "망절", "어금")
_KO_PARTICLE_RE = re.compile(
    r"(?<![\uac00-\ud7a3])(?P<name>[\uac00-\ud7a3]{3,4})(?:에게|한테|께서)(?![\uac00-\ud7a3])"
    r"|(?:^|(?<=[\n\"'])|(?<=안녕하세요[ \t])|(?<=안녕하세요[,.!][ \t]))(?P<intro>[\uac00-\ud7a3]{3,4})(?:입니다|이에요|예요)(?![\uac00-\ud7a3])",
    re.M,
)
_KO_NOT_NAMES = frozenset(
    "사용자 관리자 담당자 신청자 운영자 개발자 고객님 여러분 선생님 팀장님 부모님 우리 모두".split()
)


@functools.cache
def korean_surnames() -> frozenset[str]:
    """Korean single-syllable surnames (Faker's ko_KR person provider)."""
    from faker.providers.person.ko_KR import Provider

    return frozenset(Provider.last_names)


def _ko_name(word: str) -> bool:
    if word in _KO_NOT_NAMES:
        return False
    if len(word) == 4:
        return word[:2] in _KO_COMPOUND_SURNAMES
    return word[0] in korean_surnames()


# 5. money between people in notes and chats: the subject of a verb of owing or earning at a
# sentence start ("Wolfrun verdient …", "Годослав должен мне …", "Deolinda ainda deve …") or
# its object ("Still owe Bathsheba …", "le debo a Casimira …", "Còn nợ Chương …")
_SUBJECT_VERBS = (
    r"owes|owes me|earns|lent me|borrowed|"
    r"verdient|schuldet|schuldet mir|bekommt|hat mir geliehen|"
    r"touche|gagne|doit|me doit|m'a prêté|"
    r"gana|debe|me debe|cobra|me prestó|guadagna|deve|mi deve|prende|mi ha prestato|"
    r"ganha|deve|me deve|recebe|me emprestou|"
    r"verdient|schuldt|schuldt mij|krijgt|tjener|skylder|skylder meg|skylder mig|tjänar|är skyldig|"
    r"ansaitsee|tienaa|on velkaa|zarabia|wisi|wisi mi|jest winien|jest winna|kazanıyor|borçlu|"
    r"должен|должна|получает|зарабатывает|винен|винна|заробляє|отримує|χρωστάει|βγάζει|κερδίζει"
)
_ADVERBS = (
    r"still|also|now|already|noch|immer noch|schon|encore|toujours|todavía|aún|ancora|già|ainda|já|nog|"
    r"stadig|fortsatt|fremdeles|fortfarande|vielä|yhä|wciąż|nadal|już|hâlâ|ещё|еще|всё ещё|досі|ще|ακόμα|knapp|"
    r"runt|about|around|etwa|environ|unos|circa|cerca de|ongeveer|omkring|ungefär|noin|około|около|близько"
)
_SUBJECT_RE = re.compile(
    rf"(?:^|(?<=[.!?]\s)|(?<=\n))[ \t]*(?:[-*•]+[ \t]+)?(?P<name>{NAME_1_3})[ \t]+(?:(?i:{_ADVERBS})[ \t]+)?"
    rf"(?:{_SUBJECT_VERBS})(?![\w])",
    re.M,
)
_OBJECT_RE = re.compile(
    r"(?<![\w])(?i:owe|still owe|lent|repay|pay back|debo a|le debo a|presté a|dois à|je dois|prêté à|schulde|"
    r"devo a|emprestei a|ho prestato a|schuld aan|skylder|lånte|lånade|nợ|cho)"
    rf"[ \t]+(?P<name>{NAME_1_3}){NAME_END}"
)
# Vietnamese capitalises names only: a capitalised word after a kinship pronoun or a verb
# that takes a person ("chị Lan", "nợ Chương", "gửi Anh Thư")
_VI_NAME_RE = re.compile(
    r"(?<![\w])(?:nợ|gửi|với|anh|chị|bác|cô|chú|ông|bà)[ \t]+"
    r"(?P<name>[A-ZĐÀ-ỸƯƠ][a-zđà-ỹươ]+(?:[ \t][A-ZĐÀ-ỸƯƠ][a-zđà-ỹươ]+){0,2})(?![\w])"
)
_VI_TEXT_RE = re.compile(r"[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]")


# 6. a Latin-script full name inside Arabic or Hebrew prose ("وصل Mehitabel Brackenridge إلى
# الرياض"): 1-3 capitalised words with right-to-left letters on both sides
_RTL = "\u0590-\u05ff\u0600-\u06ff"
_LATIN_IN_RTL_RE = re.compile(
    rf"(?<=[{_RTL}])[ \t]+(?P<name>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?:[ \t][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+){{0,2}})(?=[ \t]+[{_RTL}])"
)


# 7. the addressee line of a postal address block (letters, statements, invoices): a line of
# 2-4 name words right above a street line (letters then a house number, or the reverse), with
# a postcode on the street line or the next one
_POSTCODE = r"(?:\b\d{4,5}\b|\b\d{2}-\d{3}\b|\b\d{3} \d{2}\b|\b\d{4}-\d{3}\b|\b\d{3}-\d{4}\b|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b)"
_BR = r"(?:[ \t]*\n|[ \t]*<br[ \t]*/?>[ \t]*\n?)"  # a line break, also HTML's <br> (<address> blocks)
_ADDRESS_BLOCK_RE = re.compile(
    rf"(?m)(?:^|(?<=<address>)|(?<=<p>))[ \t]*(?P<name>{NAME_1_3}){_BR}"
    r"[ \t]*(?P<street>[^\n<]*?(?:[^\W\d_]{3,}\.?[ \t]+\d{1,5}[A-Za-z]?\b|^[ \t]*\d{1,5}[A-Za-z]?,?[ \t]+[^\W\d_]{3,})[^\n<]*)"
    rf"(?:{_BR}(?P<city>[^\n<]*))?"
)
_POSTCODE_RE = re.compile(_POSTCODE)


# 8. mailboxes: the display name of an RFC 5322 address ("Verity Hebblethwaite <vh@x.org>" in
# git logs, errors, maintainer lists) and the text of a mailto: link
_MAILBOX_RE = re.compile(rf"(?<![{_RTL}\w])(?P<name>{NAME_1_3})[ \t]+<[^<>\s@]{{1,64}}@[^<>\s]{{1,255}}>")
_MAILTO_LINK_RE = re.compile(r"<a[ \t][^>]*href=[\"']mailto:[^\"']+[\"'][^>]*>[ \t]*(?P<name>[^<>\n]{2,60}?)[ \t]*</a>")


def _org_or_role(name: str) -> bool:
    return any(
        w.strip(".'’-").casefold() in NOT_NAME_WORDS
        or w.strip(".'’-").casefold() in ROLE_WORDS
        or w.strip(".'’-").casefold() in LEGAL_FORMS
        or w.strip(".'’-").upper() in TECH_WORDS
        for w in name.split()
    )


class RecordNameRecognizer(OurRecognizer):
    """Names marked by role labels, statement transfers, git blame and uncased-script cues
    (rules and scores in the module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, score)``."""
        for m in _ROLE_LABEL_RE.finditer(text):
            name = m.group("name")
            lead = m.group(0)[: m.start("name") - m.start()]
            role = lead.strip(" \t:：")
            # without a colon: a role in running text, lower case or a German noun, 2+ words
            plain = (role.islower() or _DE_ROLE_RE.match(role) is not None) and len(name.split()) >= 2
            if (":" in lead or "：" in lead or plain) and not _org_or_role(name):
                yield "PERSON", m.start("name"), m.end("name"), 0.8
        common = common_words()
        for rx in (_SUBJECT_RE, _OBJECT_RE):
            for m in rx.finditer(text):
                name = m.group("name")
                words = name.split()
                if _org_or_role(name) or any(w.casefold() in common or w.isupper() for w in words):
                    continue  # "Rent earns", "Salary owes", "THE BANK"
                # (a German noun subject takes an article: "Die Firma verdient", so a bare
                # capitalised subject of "verdient" is a name even in a German sentence).
                # 0.8: above the NER model's 0.79 on the same word, which Presidio's duplicate
                # removal would keep and the scanner then drops for a lone Cyrillic word
                yield "PERSON", m.start("name"), m.end("name"), 0.8
        if _VI_TEXT_RE.search(text):
            for m in _VI_NAME_RE.finditer(text):
                words = m.group("name").split()
                if not _org_or_role(m.group("name")) and not any(w.casefold() in common for w in words):
                    yield "PERSON", m.start("name"), m.end("name"), 0.7
        if "@" in text:
            for m in _MAILBOX_RE.finditer(text):
                a, name = m.start("name"), m.group("name")
                while " " in name and _org_or_role(name.split()[0]):  # "Customer Osmund Treharne <…>"
                    cut = name.index(" ") + 1
                    a, name = a + cut, name[cut:].lstrip()
                words = name.split()
                if len(words) >= 2 and not _org_or_role(name) and not any(all_tech(w) for w in words):
                    yield "PERSON", m.end("name") - len(name), m.end("name"), 0.85
            for m in _MAILTO_LINK_RE.finditer(text):
                name = m.group("name")
                if looks_like_name(name, 4, allow_lower=False) and not _org_or_role(name):
                    yield "PERSON", m.start("name"), m.end("name"), 0.85
        for m in _ADDRESS_BLOCK_RE.finditer(text):
            name = m.group("name")
            words = name.split()
            if len(words) < 2 or _org_or_role(name) or any(w.casefold() in common for w in words):
                continue
            if _POSTCODE_RE.search(m.group("street")) or _POSTCODE_RE.search(m.group("city") or ""):
                yield "PERSON", m.start("name"), m.end("name"), 0.75
        if "(" in text:
            for m in _BLAME_RE.finditer(text):
                if not _org_or_role(m.group("name")):
                    yield "PERSON", m.start("name"), m.end("name"), 0.85
        for m in _TRANSFER_LINE_RE.finditer(text):
            name = m.group("name").strip()
            if len(name) >= 3 and not _org_or_role(name):
                yield "PERSON", m.start("name"), m.start("name") + len(name), 0.75
        if re.search(r"[\uac00-\ud7a3]", text):
            for m in _KO_ROLE_RE.finditer(text):
                yield "PERSON", m.start("name"), m.end("name"), 0.8
            for m in _KO_PARTICLE_RE.finditer(text):
                g = "name" if m.group("name") else "intro"
                if _ko_name(m.group(g)):
                    yield "PERSON", m.start(g), m.end(g), 0.75
        if re.search(r"[\u0900-\u097f]", text):
            for rx in (_HI_TITLE_RE, _HI_AFTER_RE):
                for m in rx.finditer(text):
                    if m.group("name") not in _HI_NOT_NAMES:
                        yield "PERSON", m.start("name"), m.end("name"), 0.8
        if re.search(r"[\u05d0-\u05ea]", text):
            for m in _HE_CUE_RE.finditer(text):
                yield "PERSON", m.start("name"), m.end("name"), 0.8
        if re.search(rf"[{_RTL}]", text):
            for m in _LATIN_IN_RTL_RE.finditer(text):
                words = m.group("name").split()
                if not _org_or_role(m.group("name")) and not any(w.casefold() in common or all_tech(w) for w in words):
                    yield "PERSON", m.start("name"), m.end("name"), 0.7
        if re.search(r"[\u0621-\u064a]", text):
            for m in _AR_CUE_RE.finditer(text):
                yield "PERSON", m.start("name"), m.end("name"), 0.8
