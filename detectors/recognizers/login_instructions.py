"""A password handed over as an instruction: ``Use Tr0ub4dor&3 to log in``, ``Verwende Kiwi#2231
zum Anmelden``, ``Utilisez Mot!2024x pour vous connecter`` (``PASSWORD`` 0.8; leftovers14).

No password word is there, so the password rules do not look. Here: an imperative of using or
entering (en de fr es it nl no da sv pt pl), one token, then the purpose of logging in (``to log
in``, ``to sign in``, ``zum Einloggen``, ``pour vous connecter``, ``para iniciar sesión``, ``om
in te loggen``, ``for å logge inn``, ``aby się zalogować`` …). The token must be shaped like a
password, not like what else people use to log in: a letter, a digit and a symbol of
``!#$%&*?^~+=@`` (not an e-mail, a URL or a path), or a capitalised word and a year
(``Sommer2024``, breaker14) — so a port (``Use 8080 to log in``), a key
chord (``Ctrl+Alt+Del``), a product (``Office365``), an account (``your SSO account``,
``jdoe42``) is none.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..tech_terms import all_tech
from .base import OurRecognizer

SCORE = 0.8

_V = r"[`\"'“„«]?(?P<v>[^\s`\"'“”„«»]{6,64}?)[`\"'”»]?"
#: (verbs, purpose) per language: the verb, one token, the purpose of logging in
_FORMS = (
    (r"use|enter|type|try", r"(?:to|for)[ \t]+(?:log[ \t-]?in|login|sign[ \t-]?in|signin|unlock|access)"),
    (
        r"nutze|nutzen[ \t]+sie|verwende|verwenden[ \t]+sie|benutze|benutzen[ \t]+sie",
        r"(?:zum|für[ \t]+(?:den|das|die))[ \t]+(?:einloggen|anmelden|login|log-?in|zugang)",
    ),
    (r"utilisez|utilise|entrez|entre|saisissez|saisis", r"pour[ \t]+(?:vous|te|se)[ \t]+connecter"),
    (
        r"usa|use|utiliza|utilice|introduce|introduzca|utilize|usate|utilizza|inserisci",
        r"(?:para|per)[ \t]+(?:entrar|acceder|acessar|aceder|iniciar[ \t]+sesión|fazer[ \t]+login|accedere|entrare)",
    ),
    (r"gebruik", r"om[ \t]+in[ \t]+te[ \t]+loggen"),
    (r"bruk|brug|använd", r"(?:for[ \t]+å|til[ \t]+at|för[ \t]+att)[ \t]+(?:logge|logga)[ \t]+(?:inn|ind|in)"),
    (r"użyj|wpisz", r"(?:aby|żeby)[ \t]+się[ \t]+zalogować"),
)
_INSTRUCTION_RES = tuple(
    re.compile(rf"(?i)(?<![\w])(?:{verbs})[ \t]+{_V}[ \t]+{purpose}(?![\w])") for verbs, purpose in _FORMS
)
_SYMBOL_RE = re.compile(r"[!#$%&*?^~+=@]")
_NOT_PASSWORD_RE = re.compile(
    r"(?i)^(?:https?://|www\.|/|~/|\.{1,2}/)|^[^@\s]+@[^@\s]+\.[a-z]{2,}$|^(?:(?:ctrl|alt|shift|cmd|win|super|fn|option)\+)+\w+$"
)


#: the commonest password of all: a capitalised word and a year (``Sommer2024``, ``Winter2025``;
#: breaker14), not a product's number (``Office365``, ``Windows11``) or an account (``jdoe42``)
_WORD_YEAR_RE = re.compile(r"(?P<w>[A-ZÄÖÜ][a-zäöüß]{2,})(?:19[5-9]\d|20[0-4]\d)")
#: products sold by year (``Office2019``, ``Exchange2016``), beside the technology terms
_YEAR_PRODUCTS = frozenset("office exchange outlook sharepoint oracle studio visual acrobat autocad quickbooks".split())


def password_shaped(v: str) -> bool:
    """A letter, a digit and a symbol of ``!#$%&*?^~+=@``, or a capitalised word and a year
    (``Sommer2024``); no e-mail, URL, path or key chord."""
    m = _WORD_YEAR_RE.fullmatch(v)
    if m is not None:
        w = m.group("w")
        return not all_tech(w) and w.casefold() not in _YEAR_PRODUCTS
    return (
        any(c.isalpha() for c in v)
        and any(c.isdigit() for c in v)
        and _SYMBOL_RE.search(v) is not None
        and _NOT_PASSWORD_RE.search(v) is None
    )


class LoginInstructionRecognizer(OurRecognizer):
    """``Use <password> to log in`` in 11 languages (module docstring)."""

    ENTITIES = ("PASSWORD",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PASSWORD", start, end, 0.8)``."""
        for rx in _INSTRUCTION_RES:
            for m in rx.finditer(text):
                if password_shaped(m.group("v")):
                    yield "PASSWORD", m.start("v"), m.end("v"), SCORE
