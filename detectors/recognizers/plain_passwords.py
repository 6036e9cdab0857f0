"""Passwords with no secret shape (a plain word, a passphrase) where the sentence says it is one.

`prose_secrets.py` takes only secret-shaped values after a password word (an ordinary word
after ``the password is`` is as often a predicate: ``required``, ``wrong``, ``expired``). Some
constructions leave no doubt that the next word *is* the password, so here its shape does not
matter (``PASSWORD`` 0.8):

- a password word (:data:`edgeward.detectors.secret_words.PROSE_PASSWORD_RE`), up to four words
  of what it belongs to (``for the router``, ``du wifi``, ``от почты``), then a naming verb or a
  colon/dash (``lautet``, ``heißt``, ``luidt``, ``c'est``, ``is``, ``es``, ``er``, ``è``, ``:``,
  ``—``) and **one token that ends the clause** (``Mein Passwort lautet sonnenblume``,
  ``password: sunflower (all lower case)``): a predicate there would be a word of
  :data:`_PREDICATES` (``required``, ``falsch``, ``expiré``, ``incorrecta``, ``неверный`` …,
  in the same languages), which is left;
- ``set``/``change``/``reset`` … ``password to X`` ending the clause (``I set the password to
  sunflower``; not a purpose: ``reset your password to continue``);
- a quoted literal beside a password word in the same sentence (``use "sunflower" as the
  password``, ``pw `meadow` ``);
- a passphrase word (``passphrase``, ``pass phrase``, ``Passphrase``, ``frase de paso``) and a
  copula, then 3-6 lower-case words with no function word to the clause end (``the wifi
  passphrase is correct horse battery staple``; not ``is required for login``).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..secret_words import PROSE_PASSWORD_RE
from .base import OurRecognizer
from .credentials import looks_like_reference

_OWNER = r"(?:[ \t]+[^\s:：=—–\-\"'`]{1,20}){0,4}?"
_VERB = r"(?:[ \t]+(?:lautet|heißt|heisst|luidt|c'est|c’est|is|was|ist|es|er|är|è|é|est|jest|je)[ \t]+|[ \t]*[:：][ \t]*|[ \t]+[—–\-][ \t]+|[ \t]*(?:是|为|為|は|는|은)[ \t]*)"
_TOKEN = r"(?P<v>[^\s\"'`«»()\[\],.;:!?]{3,40})"
_END = r"(?=[ \t]*(?:$|[.!?;,](?:\s|$)|\(|\n|—|–|[\U0001F300-\U0001FAFF\u2600-\u27BF]))"
_SET_TO_RE = re.compile(
    r"(?i)\b(?:set|changed?|reset|updated?)[ \t]+(?:the|my|your|his|her|our|their)?[ \t]*"
    r"(?:[\w\-]+[ \t]+)?(?:password|passcode|pw|passwd)[ \t]+to[ \t]+" + _TOKEN + _END
)
_PROSE_GAP_RE = re.compile(r"[ \t]+(?:[^\W\d_]+[ \t]+){0,5}|[ \t]+")
# French guillemets take a (no-break) space inside: ``« cerise44 »`` (leaks13)
# German „…“ and CJK 「…」 open a quote too (secrets14)
_QUOTED_RE = re.compile(
    r"[\"'`“‘„「](?P<v>[^\s\"'`«»“”‘’„「」]{3,40})[\"'`»”’“」]|«[ \t]?(?P<g>[^\s\"'`«»“”‘’]{3,40})[ \t]?»"
)
_PASSPHRASE_RE = re.compile(
    r"(?i)\b(?:pass[ \t]?phrase|frase[ \t]+de[ \t]+(?:paso|contraseña)|mot[ \t]+de[ \t]+passe[ \t]+long)"
    # the owner may end in the colon (``passphrase for the GPG key: …``, secrets14)
    r"(?:[ \t]+[^\s:]{1,20}){0,4}?(?:[ \t]+(?:is|was|ist|lautet|est|es|er|är|:)[ \t]*:?|[ \t]*:)[ \t]+"
    # a number may end the phrase (``copper walrus drinks tea 9``; secrets16)
    r"(?P<v>[a-zà-ÿ]{2,20}(?:[ \t]+[a-zà-ÿ]{2,20}){2,5}(?:[ \t]+\d{1,4})?)" + _END
)
#: the head of a hyphenated compound (``WLAN-Passwort``, ``Wi-Fi-password``), which the prose
#: word list leaves out (it needs a word boundary before the word)
_COMPOUND_RE = re.compile(
    r"(?<=[^\W_]-)(?i:passwort|kennwort|password|passwd|wachtwoord|passord|passordet|lösenord|lösenordet|salasana)(?![\w\-])"
)
#: words of ordinary sentences: a passphrase of 3-6 words has none of them
_FUNCTION_WORDS = frozenset("and or for to the of in on at by with from but not is be are was if as".split())
#: verbs of purpose after "reset your password to …" (``to continue``): no password
_PURPOSE_VERBS = frozenset(
    """continue proceed log login sign access unlock complete avoid prevent keep make ensure get use
    enter regain protect secure finish start begin confirm verify activate""".split()
)
_PREDICATES = frozenset(
    """required incorrect wrong correct invalid expired changed reset set empty missing weak strong
    too the a an not still now saved stored encrypted hashed optional mandatory needed same different
    below above attached here there in on at for to with by sent shared known unknown secret case
    protected ok okay fine good bad short long simple hidden visible blank none null nil yes no true
    false default this that it what which ready valid updated new old mine yours his hers ours theirs
    also only just never always please see enabled disabled locked unlocked forgotten lost compromised
    leaked rotated temporary generated random
    erforderlich falsch richtig abgelaufen ungültig korrekt geändert leer zu nicht noch jetzt neu alt
    gleich der die das ein eine sicher unsicher gespeichert geheim bekannt unbekannt vergeben
    zurückgesetzt hier unten oben
    requis obligatoire incorrect faux expiré invalide changé vide le la un une pas trop bon nouveau
    sécurisé oublié ici
    obligatorio obligatoria incorrecta incorrecto inválida inválido caducada cambiada vacía el una
    muy segura correcta nueva aquí
    verplicht onjuist fout verlopen ongeldig gewijzigd leeg het de een niet te nieuw hier
    obbligatoria errata sbagliata scaduta cambiata vuota il non troppo nuova corretta qui
    feil riktig utløpt ugyldig endret tom ikke ny fel rätt ogiltig ändrat ny her
    неверный неправильный истёк истек изменён изменен пустой не слишком новый правильный""".split()
)


def is_predicate(v: str) -> bool:
    """Whether ``v`` is a word that says something of a password rather than being it
    (``required``, ``falsch``, ``expiré`` …, :data:`_PREDICATES`)."""
    return v.casefold() in _PREDICATES


def _plain(v: str) -> bool:
    # a placeholder (``changeme``, ``password``, ``your_password``) stands where no value is given
    return (
        v.casefold() not in _PREDICATES
        and not v.startswith(("$", "%", "<", "{", "*"))
        # a repeated digit (``11111111``) is a weak real password, not a mask (breaker13)
        and (v.isdigit() or not looks_like_reference(v))
    )


class PlainPasswordRecognizer(OurRecognizer):
    """Plain-word passwords and passphrases in unambiguous constructions (module docstring)."""

    ENTITIES = ("PASSWORD",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PASSWORD", start, end, 0.8)``."""
        words = list(PROSE_PASSWORD_RE.finditer(text)) + list(_COMPOUND_RE.finditer(text))
        if not words:
            return
        tail_re = re.compile(_OWNER + _VERB + _TOKEN + _END)
        for w in words:
            m = tail_re.match(text, w.end())
            if m and _plain(m.group("v")):
                yield "PASSWORD", m.start("v"), m.end("v"), 0.8
            # a quoted literal in the same sentence, within 40 characters either side
            lo, hi = max(0, w.start() - 40), min(len(text), w.end() + 40)
            for q in _QUOTED_RE.finditer(text, lo, hi):
                between = text[q.end() : w.start()] if q.end() <= w.start() else text[w.end() : q.start()]
                # prose words between them, not record punctuation (JSON keys, CSV cells)
                g = "v" if q.group("v") is not None else "g"
                if _PROSE_GAP_RE.fullmatch(between) and _plain(q.group(g)):
                    yield "PASSWORD", q.start(g), q.end(g), 0.8
        for m in _SET_TO_RE.finditer(text):
            if _plain(m.group("v")) and m.group("v").casefold() not in _PURPOSE_VERBS:
                yield "PASSWORD", m.start("v"), m.end("v"), 0.8
        for m in _PASSPHRASE_RE.finditer(text):
            if not any(w.casefold() in _FUNCTION_WORDS for w in m.group("v").split()):
                yield "PASSWORD", m.start("v"), m.end("v"), 0.8
