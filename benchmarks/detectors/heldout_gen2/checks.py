"""Validity of generated values, checked with python-stdnum and phonenumbers.

``tests/test_heldout_corpus.py`` re-checks every span with its own stdlib code; this module is
the generator's side, so a value that fails either is never written.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata

import phonenumbers
from stdnum import iban, luhn
from stdnum.br import cpf
from stdnum.cn import ric
from stdnum.de import idnr
from stdnum.dk import cpr
from stdnum.es import dni, nie
from stdnum.fi import hetu
from stdnum.fr import nif as fr_nif, nir
from stdnum.gb import nhs
from stdnum.gr import amka, vat as gr_vat
from stdnum.il import idnr as il_idnr
from stdnum.in_ import aadhaar, pan
from stdnum.it import codicefiscale
from stdnum.jp import in_ as jp_in
from stdnum.kr import rrn
from stdnum.nl import bsn
from stdnum.no import fodselsnummer, kontonr
from stdnum.pl import pesel
from stdnum.pt import nif as pt_nif
from stdnum.ru import inn
from stdnum.se import personnummer
from stdnum.tr import tckimlik
from stdnum.ua import rntrc
from stdnum.us import ssn
from stdnum.vn import mst

# Spoken digits of the transcript languages (en, es, de, it, pt); "double"/"doppio" repeat the next digit.
SPOKEN = {
    **dict.fromkeys(["zero", "oh", "o", "cero", "null", "zéro"], "0"),
    **dict.fromkeys(["one", "uno", "una", "eins", "um", "uma"], "1"),
    **dict.fromkeys(["two", "dos", "zwei", "zwo", "due", "dois", "duas"], "2"),
    **dict.fromkeys(["three", "tres", "drei", "tre", "três"], "3"),
    **dict.fromkeys(["four", "cuatro", "vier", "quattro", "quatro"], "4"),
    **dict.fromkeys(["five", "cinco", "fünf", "cinque"], "5"),
    **dict.fromkeys(["six", "seis", "sechs", "sei", "meia"], "6"),
    **dict.fromkeys(["seven", "siete", "sieben", "sette", "sete"], "7"),
    **dict.fromkeys(["eight", "ocho", "acht", "otto", "oito"], "8"),
    **dict.fromkeys(["nine", "nueve", "neun", "nove"], "9"),
}
REPEAT = {"double": 2, "doppio": 2, "doppia": 2, "triple": 3, "dobbelt": 2}


def spoken_to_digits(s: str) -> str | None:
    """Digits spelled as words (``four one five, double five…``) as a digit string; None if not spoken."""
    words = re.findall(r"[^\W\d_]+|\d+|\+", s.casefold())
    if sum(w in SPOKEN for w in words) < 3:
        return None
    out, rep = [], 1
    for w in words:
        if w in REPEAT:
            rep = REPEAT[w]
        elif w in SPOKEN:
            out.append(SPOKEN[w] * rep)
            rep = 1
        elif w.isdigit():
            out.append(w)
        elif w in ("+", "plus", "más", "più", "mais"):
            out.append("+")
        else:
            return None
    return "".join(out)


def _digits(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKC", s) if c.isdigit())


def _phone(value: str, region: str) -> bool:
    v = value.replace("%2B", "+").replace("%20", " ").replace("+", "+", 1)
    spoken = spoken_to_digits(v)
    cands = [spoken] if spoken is not None else [v, "+" + _digits(v)]
    for c in cands:
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(c, region)):
                return True
        except phonenumbers.NumberParseException:
            continue
    return False


def _kvnr(v: str) -> bool:
    """German health insurance number (GKV): letter 01..26 + 8 digits, weights 1,2 with digit sums."""
    if not re.fullmatch(r"[A-Z]\d{9}", v):
        return False
    seq = f"{ord(v[0]) - 64:02d}" + v[1:9]
    return sum(sum(divmod(int(c) * (1 + i % 2), 10)) for i, c in enumerate(seq)) % 10 == int(v[9])


def _cpr(v: str) -> bool:
    """Danish CPR: stdnum checks the date; we also keep the (pre-2007) modulus-11 rule."""
    d = _digits(v)
    return cpr.is_valid(d) and cpr.checksum(d) == 0


def _gb_nino(v: str) -> bool:
    return bool(re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", re.sub(r"\s", "", v))) and v[:2] not in (
        "BG",
        "GB",
        "NK",
        "KN",
        "TN",
        "NT",
        "ZZ",
    )


CHECKS = {
    "iban": lambda v: iban.is_valid(v),
    "luhn": lambda v: 12 <= len(_digits(v)) <= 19 and luhn.is_valid(_digits(v)),
    "cn.ric": lambda v: ric.is_valid(v),
    "us.ssn": lambda v: ssn.is_valid(v),
    "de.idnr": lambda v: idnr.is_valid(v),
    "de.kvnr": _kvnr,
    "fr.nir": lambda v: nir.is_valid(v),
    "fr.nif": lambda v: fr_nif.is_valid(v),
    "nl.bsn": lambda v: bsn.is_valid(v),
    "no.fodselsnummer": lambda v: fodselsnummer.is_valid(v),
    "no.kontonr": lambda v: kontonr.is_valid(v),
    "ru.inn": lambda v: inn.is_valid(v) and len(_digits(v)) == 12,
    "gr.amka": lambda v: amka.is_valid(v),
    "gr.vat": lambda v: gr_vat.is_valid(v),
    "jp.in": lambda v: jp_in.is_valid(v),
    "gb.nhs": lambda v: nhs.is_valid(v),
    "gb.nino": _gb_nino,
    # dev2
    "es.dni": lambda v: dni.is_valid(v),
    "es.nie": lambda v: nie.is_valid(v),
    "it.codicefiscale": lambda v: codicefiscale.is_valid(v),
    "pt.nif": lambda v: pt_nif.is_valid(v),
    "br.cpf": lambda v: cpf.is_valid(v),
    "pl.pesel": lambda v: pesel.is_valid(v),
    "tr.tckimlik": lambda v: tckimlik.is_valid(v),
    "kr.rrn": lambda v: rrn.is_valid(v),
    "in.aadhaar": lambda v: aadhaar.is_valid(v),
    "in.pan": lambda v: pan.is_valid(v) and v[3] == "P",
    "il.idnr": lambda v: il_idnr.is_valid(v),
    "fi.hetu": lambda v: hetu.is_valid(v),
    "se.personnummer": lambda v: personnummer.is_valid(v),
    "dk.cpr": _cpr,
    "ua.rntrc": lambda v: rntrc.is_valid(v),
    "vn.mst": lambda v: mst.is_valid(v) and len(_digits(v)) == 10,
}


def check_scheme(scheme: str, value: str) -> bool:
    """Whether ``value`` (as written, spoken digits allowed for phones and cards) passes ``scheme``."""
    if scheme.startswith("phone:"):
        return _phone(value, scheme.split(":", 1)[1])
    if scheme == "luhn" and (spoken := spoken_to_digits(value)) is not None:
        value = spoken
    return bool(CHECKS[scheme](value))


def birth_date_ok(d: dt.date) -> bool:
    return dt.date(1930, 1, 1) <= d <= dt.date(2008, 12, 31)
