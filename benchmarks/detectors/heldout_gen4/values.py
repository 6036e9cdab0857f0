"""Generated values with correct check digits / real number ranges (python-stdnum 2.2, phonenumbers 9.0.43).

Every function takes the generator's seeded ``random.Random`` so a build is deterministic.
Nothing here is a real person's value: numbers are random inside valid ranges.
"""

from __future__ import annotations

import random
import string

import phonenumbers
from stdnum import iban as _iban
from stdnum import luhn
from stdnum.cn import ric
from stdnum.de import idnr
from stdnum.iso7064 import mod_11_10
from stdnum.fr import nir
from stdnum.gb import nhs
from stdnum.gr import amka
from stdnum.nl import bsn
from stdnum.no import fodselsnummer, kontonr
from stdnum.ru import inn
from stdnum.us import ssn

HEX = "0123456789abcdef"
B62 = string.ascii_letters + string.digits


def rstr(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def digits(r: random.Random, n: int) -> str:
    return rstr(r, string.digits, n)


# ---------------------------------------------------------------- phones

_FMT = {
    "intl": phonenumbers.PhoneNumberFormat.INTERNATIONAL,
    "nat": phonenumbers.PhoneNumberFormat.NATIONAL,
    "e164": phonenumbers.PhoneNumberFormat.E164,
}


def phone(r: random.Random, region: str, style: str = "intl", mobile: bool = True) -> str:
    """A number valid for ``region``: the example number of its type with random trailing digits."""
    kind = phonenumbers.PhoneNumberType.MOBILE if mobile else phonenumbers.PhoneNumberType.FIXED_LINE
    ex = phonenumbers.example_number_for_type(region, kind) or phonenumbers.example_number(region)
    nsn = phonenumbers.national_significant_number(ex)
    for _ in range(500):
        keep = max(2, len(nsn) - (7 if len(nsn) >= 10 else 5))
        cand = nsn[:keep] + digits(r, len(nsn) - keep)
        num = phonenumbers.parse("+" + str(ex.country_code) + cand)
        if phonenumbers.is_valid_number(num) and phonenumbers.number_type(num) in (
            kind,
            phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE,
            phonenumbers.number_type(ex),
        ):
            if style == "digits":  # E.164 without '+', as in wa_id
                return phonenumbers.format_number(num, _FMT["e164"])[1:]
            return phonenumbers.format_number(num, _FMT[style])
    raise RuntimeError(f"no valid number for {region}")


# ---------------------------------------------------------------- bank / cards

_BBAN = {  # country: (length of the BBAN, alphabet pattern: d digit, a upper letter, c either)
    "DE": "dddddddddddddddddd",
    "FR": "ddddddddddccccccccccccdd",
    "NL": "aaaadddddddddd",
    "ES": "dddddddddddddddddddd",
    "IT": "addddddddddcccccccccccc",
    "PL": "dddddddddddddddddddddddd",
    "SE": "dddddddddddddddddddd",
    "DK": "dddddddddddddd",
    "FI": "dddddddddddddd",
    "NO": "ddddddddddd",
    "PT": "ddddddddddddddddddddd",
    "TR": "ddddd0cccccccccccccccc",
    "GR": "ddddddddddddddddddddddddd"[:23],
    "GB": "aaaadddddddddddddd",
    "BE": "dddddddddddd",
    "AT": "dddddddddddddddd",
    "CH": "ddddddddddddddddd",
    "SA": "ddcccccccccccccccccc",
    "IL": "ddddddddddddddddddd",
    "UA": "ddddddccccccccccccccccccc"[:25],
}


def iban(r: random.Random, cc: str, grouped: bool = True) -> str:
    pat = _BBAN[cc]
    while True:
        bban = "".join(
            r.choice(string.digits)
            if p == "d"
            else r.choice(string.ascii_uppercase)
            if p == "a"
            else r.choice(string.digits + string.ascii_uppercase)
            if p == "c"
            else p
            for p in pat
        )
        if cc == "NO":
            bban = kontonr_raw(r)
        check = 98 - int("".join(str(int(ch, 36)) for ch in bban + cc + "00")) % 97
        val = f"{cc}{check:02d}{bban}"
        if _iban.is_valid(val):
            return _iban.format(val) if grouped else val


def kontonr_raw(r: random.Random) -> str:
    while True:
        body = digits(r, 10)
        c = 11 - sum(int(a) * b for a, b in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if c == 10:
            continue
        v = body + str(c % 11 if c != 11 else 0)
        if kontonr.is_valid(v):
            return v


def card(r: random.Random, prefix: str, length: int = 16, sep: str = " ") -> str:
    body = prefix + digits(r, length - len(prefix) - 1)
    num = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(num)
    if not sep:
        return num
    if length == 15:
        return f"{num[:4]}{sep}{num[4:10]}{sep}{num[10:]}"
    return sep.join(num[i : i + 4] for i in range(0, length, 4))


# ---------------------------------------------------------------- national / tax ids


def cn_ric(r: random.Random, y: int, m: int, dd: int) -> str:
    body = r.choice(["110105", "310104", "440305", "510107", "330106"]) + f"{y:04d}{m:02d}{dd:02d}" + digits(r, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]  # GB 11643-1999
    v = body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]
    assert ric.is_valid(v), v
    return v


def de_idnr(r: random.Random) -> str:
    while True:
        body = str(r.randint(1, 9)) + digits(r, 9)
        if max(body.count(c) for c in body) > 3 or len(set(body)) < 7:
            continue
        v = body + mod_11_10.calc_check_digit(body)
        if idnr.is_valid(v):
            return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}"


def fr_nir(r: random.Random, sex: int, yy: int, mm: int) -> str:
    body = f"{sex}{yy:02d}{mm:02d}{r.choice(['75', '69', '13', '33'])}{digits(r, 3)}{digits(r, 3)}"
    v = body + nir.calc_check_digits(body)
    assert nir.is_valid(v)
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"


def nl_bsn(r: random.Random) -> str:
    while True:
        v = digits(r, 9)
        if v[0] != "0" and bsn.is_valid(v):
            return v


def no_fnr(r: random.Random, dd: int, mm: int, yy: int) -> str:
    """Fødselsnummer of someone born 19yy (individual number 000-499), two mod-11 check digits."""

    def mod11(ds: str, w: list[int]) -> int:
        c = 11 - sum(int(a) * b for a, b in zip(ds, w)) % 11
        return 0 if c == 11 else c

    for _ in range(2000):
        body = f"{dd:02d}{mm:02d}{yy:02d}{r.randint(0, 499):03d}"
        k1 = mod11(body, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 == 10:
            continue
        k2 = mod11(body + str(k1), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 == 10:
            continue
        v = f"{body}{k1}{k2}"
        if fodselsnummer.is_valid(v):
            return v
    raise RuntimeError("fnr")


def ru_inn(r: random.Random) -> str:
    while True:
        body = r.choice(["77", "78", "50", "66"]) + digits(r, 8)
        v = body
        c1 = str(sum(int(a) * b for a, b in zip(v, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
        v += c1
        c2 = str(sum(int(a) * b for a, b in zip(v, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
        v += c2
        if inn.is_valid(v):
            return v


def gr_amka(r: random.Random, dd: int, mm: int, yy: int) -> str:
    body = f"{dd:02d}{mm:02d}{yy:02d}{digits(r, 4)}"
    v = body + luhn.calc_check_digit(body)
    assert amka.is_valid(v)
    return v


def gb_nhs(r: random.Random) -> str:
    while True:
        body = digits(r, 9)
        c = 11 - sum(int(a) * b for a, b in zip(body, range(10, 1, -1))) % 11
        if c == 10:
            continue
        v = body + str(0 if c == 11 else c)
        if nhs.is_valid(v):
            return f"{v[:3]} {v[3:6]} {v[6:]}"


def us_ssn(r: random.Random) -> str:
    while True:
        v = f"{r.randint(101, 665):03d}-{r.randint(10, 99):02d}-{r.randint(1000, 9999):04d}"
        if ssn.is_valid(v):
            return v


def gb_nino(r: random.Random) -> str:
    return (
        r.choice(["JT", "WP", "NR", "HM", "SK"]) + f" {digits(r, 2)} {digits(r, 2)} {digits(r, 2)} " + r.choice("ABCD")
    )


# ---------------------------------------------------------------- secrets / tech ids


def hexs(r: random.Random, n: int) -> str:
    return rstr(r, HEX, n)


def b62(r: random.Random, n: int) -> str:
    return rstr(r, B62, n)


def uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"


def ulid(r: random.Random) -> str:
    return "01J" + rstr(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)


def jwt(r: random.Random) -> str:
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + b62(r, 58) + "." + rstr(r, B62 + "-_", 43)


def pem(r: random.Random, kind: str = "OPENSSH", lines: int = 5, width: int = 70) -> str:
    label = {
        "OPENSSH": "OPENSSH PRIVATE KEY",
        "RSA": "RSA PRIVATE KEY",
        "EC": "EC PRIVATE KEY",
        "PKCS8": "PRIVATE KEY",
    }[kind]
    body = "\n".join(rstr(r, B62 + "+/", width) for _ in range(lines))
    head = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" if kind == "OPENSSH" else "MIIEow"
    return f"-----BEGIN {label}-----\n{head}{body[len(head) :]}\n-----END {label}-----"
