"""A firm one calls, writes or talks to is not a person (leftovers18).

``Hablé con Iberdrola``, ``Ich habe mit Siemens telefoniert``, ``J'ai appelé Orange``, ``spoke
with Vodafone``: a talk or call verb takes a firm as readily as a person, and the NER model and
the talk cues read the one capitalised word after it as a name. :func:`called_firm` reads a
one-word ``PERSON`` span ``text[a:b]`` (code-point offsets) and is True when:

- a talk or call verb of its sentence governs it: the verb right before it (``called``,
  ``appelé``, ``llamé a``, ``gebeld``), or a "with" preposition before it (``with``, ``con``,
  ``com``, ``mit``, ``avec``, ``met``, ``z``, ``с``) and a talk verb in its sentence
  (``telefoniert``, ``gesprochen``, ``hablé``, ``parlato``, ``rozmawiałem``) — in en, de, fr,
  es, it, pt, nl, pl, ru;
- the word is in no name list and the name model does not find it name-like
  (:mod:`edgeward.detectors.name_model`);
- and it is told as a firm: a word some language writes (a brand: ``Vodafone``, ``Movistar``,
  ``Siemens``, Zipf ≥ 2.5 in ``wordfreq``; :func:`~edgeward.detectors.recognizers.name_evidence.unlisted_written_word`),
  or its sentence is about a service: a bill, a contract, a refund, a tariff, a meter, a line,
  a technician, customer service (``factura``, ``Rechnung``, ``facture``, ``bolletta``,
  ``fatura``, ``factuur``, ``faktura``, ``счёт`` …).

A listed or name-like name stays a person after the same verbs (``Hablé con Lucía sobre la
factura``, ``called Tillbrook about the invoice``).
"""

from __future__ import annotations

import re

from .name_lists import name_lists
from .name_model import NAME_LIKE_THRESHOLD, name_model
from .recognizers.name_evidence import unlisted_written_word

__all__ = ["called_firm"]

#: a call or talk verb right before the word (articles allowed: ``llamé a la``, ``falei com a``)
_VERB_BEFORE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:called|rang|phoned|emailed|e-mailed|texted|messaged|contacted|call|ring|phone|email|contact|"
    r"angerufen|anrufen|kontaktiert|appelé|appelée|appeler|contacté|contactée|contacter|llamé|llamó|llamar|"
    r"contacté|chiamato|chiamata|chiamare|contattato|liguei|ligou|ligar|contactei|gebeld|bellen|gemaild|"
    r"zadzwoniłem|zadzwoniłam|dzwoniłem|dzwoniłam|позвонил|позвонила|звонил|звонила)"
    r"(?:[ \t]+(?:a|à|al|para|pra|do|to|naar|in|bei|la|el|le|l'|o|lo|il))*[ \t]+$"
)
_WITH_BEFORE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:with|con|com|mit|avec|met|z|ze|с|со)(?:[ \t]+(?:a|o|la|el|il|lo|der|dem|den|de|het|l'))?[ \t]+$"
)
_TALK_VERB_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:spoke|speak|talked|talk|chatted|met|meet|telefoniert|gesprochen|geredet|gechattet|"
    r"getroffen|hablé|habló|hablar|hablamos|reunión|parlé|parler|discuté|parlato|parlare|sentito|falei|falar|"
    r"conversei|gesproken|gebeld|rozmawiałem|rozmawiałam|rozmawiać|rozmowa|поговорил|поговорила|говорил|говорила|"
    r"созвонился|созвонилась)(?![^\W\d_])"
)
#: a service's words: what one calls a firm about
_SERVICE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:bill|billing|invoice|contract|refund|subscription|tariff|plan|router|broadband|fib(?:re|er)|"
    r"meter|outage|hotline|support|customer[ \t]+service|technician|engineer|installation|connection|delivery|parcel|"
    r"claim|rechnung|vertrag|tarif|erstattung|zähler|störung|kundendienst|kundenservice|techniker|anschluss|"
    r"glasfaser|abo|lieferung|facture|contrat|remboursement|forfait|abonnement|box|fibre|compteur|panne|"
    r"service[ \t]+client|technicien|livraison|factura|contrato|reembolso|tarifa|suscripción|fibra|contador|avería|"
    r"atención[ \t]+al[ \t]+cliente|técnico|bolletta|fattura|contratto|rimborso|tariffa|abbonamento|contatore|"
    r"guasto|assistenza|tecnico|fatura|assinatura|avaria|atendimento|factuur|rekening|terugbetaling|storing|"
    r"klantenservice|monteur|faktur[aęy]?|umow[aęy]|zwrot\w*|abonament\w*|licznik\w*|awari\w+|счёт|счет|договор\w*|"
    r"тариф\w*|возврат\w*)(?![^\W\d_])"
)
_SENTENCE_END_RE = re.compile(r"[.!?。！？]\s|\n")


def _sentence(text: str, a: int, b: int) -> str:
    lo = max(0, a - 200)
    ends = list(_SENTENCE_END_RE.finditer(text, lo, a))
    start = ends[-1].end() if ends else lo
    m = _SENTENCE_END_RE.search(text, b, b + 200)
    return text[start : m.start() if m else min(len(text), b + 200)]


def called_firm(text: str, a: int, b: int) -> bool:
    """True when the one-word PERSON span ``text[a:b]`` is a firm after a talk or call verb
    (module docstring)."""
    word = text[a:b]
    if not word[:1].isupper() or any(c.isspace() for c in word):
        return False
    before = text[max(0, a - 40) : a]
    sentence = _sentence(text, a, b)
    if not (_VERB_BEFORE_RE.search(before) or (_WITH_BEFORE_RE.search(before) and _TALK_VERB_RE.search(sentence))):
        return False
    if name_lists().is_name_word(word):
        return False
    s = name_model().score(word)
    if s is not None and s >= NAME_LIKE_THRESHOLD:
        return False
    return unlisted_written_word(word) or _SERVICE_RE.search(sentence) is not None
