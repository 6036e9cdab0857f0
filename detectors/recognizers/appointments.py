"""The reason of a medical appointment, written in brackets after it (agendas, calendars, to-do lists).

Entity: ``HEALTH`` (score 0.75).

Agendas name the appointment and put the condition in brackets: ``Physio (Morbus Bechterew)``,
``Kiné (sclérose en plaques)``, ``Fysioterapeut (Bekhterevs sykdom)``, ``Приём у врача
(бронхиальная астма)``, ``مراجعة الطبيب (ربو مزمن)``, ``看医生（慢性胃炎）``, ``通院（慢性胃炎）``. A
**medical appointment word** (doctor, GP, physio, dentist, clinic, therapy, check-up, scan … in
en, de, fr, nl, no, da, sv, fi, es, it, pt, pl, tr, ru, uk, el, ar, zh, ja, ko; up to two words
may follow it: ``Приём у врача``, ``Dr. Lindqvist``) followed by a bracket holding words is the
condition. Not a bracket holding a time, a phone or another number (three digits or more), a
room, a link or an e-mail.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from ..places import city_names
from .base import OurRecognizer

SCORE = 0.75

_WORDS = (
    r"doctor|doctor's|gp|physio|physiotherapy|physiotherapist|dentist|clinic|hospital|therapist|therapy|check-?up|"
    r"specialist|cardiologist|neurologist|dermatologist|psychiatrist|psychologist|counsellor|counselor|mri|"
    r"blood\s+test|"
    r"arzt|ärztin|arzttermin|hausarzt|hausärztin|facharzt|fachärztin|physiotherapie|krankengymnastik|zahnarzt|"
    r"klinik|krankenhaus|therapie|therapeut|therapeutin|psychotherapie|untersuchung|mrt|blutabnahme|reha|"
    r"médecin|docteur|kiné|kinésithérapeute|kinésithérapie|dentiste|clinique|hôpital|spécialiste|irm|"
    r"huisarts|dokter|fysio|fysiotherapeut|fysiotherapie|tandarts|ziekenhuis|"
    r"lege|legen|fastlege|legetime|legetimen|fysioterapi|fysioterapeut|fysioterapeuten|tannlege|sykehus|sykehuset|läkare|läkartid|"
    r"vårdcentral|vårdcentralen|sjukhus|tandläkare|sjukgymnast|læge|lægen|lægetid|tandlæge|hospitalet|"
    r"lääkäri|lääkärille|fysioterapeutti|hammaslääkäri|sairaala|"
    r"médico|consulta|fisio|fisioterapia|fisioterapeuta|dentista|medico|visita\s+medica|ospedale|fisioterapista|"
    r"lekarz|lekarza|fizjoterapia|dentysta|szpital|doktor|doktora|hastane|fizik\s+tedavi|"
    r"врач|врача|врачу|терапевт|терапевта|поликлиника|больница|стоматолог|физиотерапия|мрт|лікар|лікаря|лікарня|"
    r"γιατρός|γιατρό|γιατρού|ιατρός|οδοντίατρος|φυσιοθεραπεία|νοσοκομείο|"
    r"الطبيب|طبيب|عيادة|مستشفى|موعد\s+طبي"
)
# appointment words by form: single words, two-word phrases, CJK words (glued to what follows)
_ALL = [w.replace("\\s+", " ") for w in _WORDS.split("|")]
_SINGLE = frozenset(w for w in _ALL if " " not in w)
_PHRASES = frozenset(w for w in _ALL if " " in w)
_CJK_WORDS = (
    "看医生",
    "看病",
    "复诊",
    "门诊",
    "体检",
    "理疗",
    "牙医",
    "医院",
    "通院",
    "病院",
    "診察",
    "受診",
    "歯医者",
    "検診",
    "병원",
    "진료",
    "치과",
    "물리치료",
)
_TOKEN_RE = re.compile(r"[^\W\d_][^\s()（）]*")
_OPEN_RE = re.compile(r"[(（]")
_BRACKET_RE = re.compile(r"[ \t]*[(（](?P<v>[^()（）\n]{3,60})[)）]")
_NOT_CONDITION_RE = re.compile(
    r"(?i)\d{3}|\d{1,2}[:.h]\d{2}|@|https?:|www\.|(?<![^\W\d_])(?:room|raum|salle|zaal|rom|sala|aula|комната|"
    r"αίθουσα|dr|dr\.|mme|mrs|ms|mr|herr|frau|prof)(?![^\W\d_])"
)


def _after_appointment(window: str) -> bool:
    """Whether ``window`` (the text before a bracket) ends with an appointment word and at most
    two more words (``Приём у врача``, ``Dr. Lindqvist``)."""
    head = window.rstrip(" \t")
    if head.endswith(_CJK_WORDS):
        return True
    if not head or head[-1] in "\n\r" or window[len(head) :] not in ("", " ", "  ", "\t"):
        return False
    words = [w.casefold().rstrip(".,:;'’") for w in _TOKEN_RE.findall(head.rsplit("\n", 1)[-1])][-3:]
    if any(w in _SINGLE for w in words):
        return True
    return any(" ".join(words[i : i + 2]) in _PHRASES for i in range(len(words) - 1))


class AppointmentReasonRecognizer(OurRecognizer):
    """Conditions in brackets after a medical appointment word (module docstring)."""

    ENTITIES = ("HEALTH",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``."""
        if "(" not in text and "（" not in text:
            return
        yield from self._reasons(text)

    def _reasons(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for o in _OPEN_RE.finditer(text):
            if not _after_appointment(text[max(0, o.start() - 48) : o.start()]):
                continue
            b = _BRACKET_RE.match(text, o.start())
            if b is None:
                continue
            v = b.group("v").strip()
            if not any(c.isalpha() for c in v) or _NOT_CONDITION_RE.search(v) or v.casefold() in city_names():
                continue  # "Klinik (Bergen)": where, not why
            s = b.start("v") + b.group("v").find(v)
            yield "HEALTH", s, s + len(v), SCORE
