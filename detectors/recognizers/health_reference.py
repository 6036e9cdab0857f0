"""Reference statements about drugs and illnesses: a health fact needs a person (precision11).

Pure helper, no recognizer: ``context_values.py`` (health vocabulary clauses) and
``health_cues.py`` ask it whether a clause sits in a sentence that describes a drug or an
illness in general, as drug labels and encyclopaedias write (``Metformin is used to treat type
2 diabetes``, ``Metformin wird zur Behandlung von Diabetes eingesetzt``, ``La metformine est
utilisée pour traiter …``, ``二甲双胍用于治疗2型糖尿病``), and names nobody it is about. Such
a sentence holds no one's health; one with a pronoun, a possessive or a patient word (``my
type 2 diabetes``, ``she is treated for …``, ``Patient …``) is kept.
"""

from __future__ import annotations

import re

#: reference phrasing of drug labels and encyclopaedias: a drug or an illness described, no
#: one's health (en de fr es it pt nl no sv da zh; precision11)
_REFERENCE_RE = re.compile(
    r"(?i)\b(?:is|are)[ \t]+(?:commonly[ \t]+|often[ \t]+|mainly[ \t]+)?(?:used|prescribed|indicated|given)[ \t]+"
    r"(?:to[ \t]+(?:treat|prevent|manage|relieve)|for|in)\b|\bis[ \t]+an?[ \t]+(?:\w+[ \t]+){0,3}?"
    r"(?:medication|medicine|drug|disease|disorder|condition|infection|illness|syndrome)\b|"
    r"\b(?:can|may)[ \t]+cause\b|\bsymptoms[ \t]+(?:of|include)\b|\bside[ \t]+effects[ \t]+(?:of|include)\b|"
    r"\b(?:wird|werden)[ \t]+(?:zur[ \t]+Behandlung|bei)\b|\bist[ \t]+eine?[ \t]+(?:\w+[ \t]+)?(?:Krankheit|Erkrankung|Medikament|Arzneimittel)\b|"
    r"\b(?:est|sont)[ \t]+(?:utilisée?s?|indiquée?s?|prescrite?s?)[ \t]+(?:pour|dans)\b|"
    r"\b(?:se[ \t]+)?(?:utiliza|usa|emplea)[ \t]+para[ \t]+tratar\b|\bè[ \t]+(?:usat[oa]|indicat[oa])[ \t]+(?:per|nel)\b|"
    r"\b(?:é|são)[ \t]+(?:usad[oa]s?|indicad[oa]s?)[ \t]+(?:para|no)\b|\bwordt[ \t]+(?:gebruikt|voorgeschreven)[ \t]+(?:bij|voor|om)\b|"
    r"\b(?:brukes|används|bruges)[ \t]+(?:til|mot|mod|för|vid|ved|mod)\b|用于治疗|用於治療|适用于|是一种"
)
#: a person the sentence is about: pronouns, possessives and patient words
_PERSON_REF_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:i|i'm|i've|me|my|he|him|his|she|her|we|our|you|your|patient|ich|mein\w*|mir|mich|er|ihm|"
    r"patientin|je|j['’]|mon|ma|mes|il|elle|lui|patiente?|yo|mi|él|ella|paciente|io|lei|paziente|eu|meu|minha|ele|"
    r"ik|mijn|hij|zij|jeg|min|mitt|han|hun|hon|pasient(?:en)?|patienten)(?![^\W\d_])|我|他|她|患者|病人"
)
_SENT_RE = re.compile(r"[.!?。！？](?:\s|$)|\n")


def reference_statement(text: str, a: int, b: int) -> bool:
    """Whether the sentence around ``text[a:b]`` describes a drug or an illness in general
    (``Metformin is used to treat type 2 diabetes``, ``Ibuprofen kann … verursachen``: a
    reference phrase, ``_REFERENCE_RE``) and names no person it is about (no pronoun,
    possessive or patient word, ``_PERSON_REF_RE``): a health fact needs a person."""
    lo = max(0, a - 200)
    for m in _SENT_RE.finditer(text, lo, a):
        lo = m.end()
    hi_m = _SENT_RE.search(text, b, min(len(text), b + 200))
    hi = hi_m.start() if hi_m is not None else min(len(text), b + 200)
    sent = text[lo:hi]
    return _REFERENCE_RE.search(sent) is not None and _PERSON_REF_RE.search(sent) is None
