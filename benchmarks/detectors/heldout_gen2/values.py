"""Generated values: phone numbers, account and card numbers, national ids with correct check
digits, amounts and dates in national habits, tokens, and decoy identifiers.

Every function takes the document's ``random.Random``; nothing is collected from real people.
Numbers are validated with python-stdnum / phonenumbers (``checks.py``) before use.
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import random
import string
import unicodedata
import uuid

import phonenumbers
from phonenumbers import PhoneNumberFormat as PNF, PhoneNumberType as PNT
from stdnum import iban as _iban, luhn, verhoeff
from stdnum.es import dni
from stdnum.it import codicefiscale
from stdnum.no import fodselsnummer
from stdnum.pl import pesel
from stdnum.pt import nif as _pt_nif
from stdnum.ru import inn
from stdnum.tr import tckimlik
from stdnum.ua import rntrc
from stdnum.vn import mst

from .checks import check_scheme

ALNUM = string.ascii_letters + string.digits
B62 = ALNUM
HEX = "0123456789abcdef"


def rand(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng: random.Random, n: int, first_nonzero: bool = False) -> str:
    s = rand(rng, string.digits, n)
    return (str(rng.randint(1, 9)) + s[1:]) if first_nonzero else s


# ---------------------------------------------------------------- phone numbers


def _phone_number(rng: random.Random, region: str, kind: str) -> phonenumbers.PhoneNumber:
    typ = {"mobile": PNT.MOBILE, "fixed": PNT.FIXED_LINE}[kind]
    ex = phonenumbers.example_number_for_type(region, typ)
    assert ex is not None, region
    nsn = str(ex.national_number)
    keep = 2 if len(nsn) >= 9 else 1
    for _ in range(5000):
        cand = nsn[:keep] + digits(rng, len(nsn) - keep)
        num = phonenumbers.parse("+" + str(ex.country_code) + cand, None)
        if phonenumbers.is_valid_number(num) and phonenumbers.number_type(num) in (typ, PNT.FIXED_LINE_OR_MOBILE):
            return num
    raise RuntimeError(f"no {kind} number for {region}")


def phone(rng: random.Random, region: str, style: str = "national", kind: str = "mobile") -> str:
    """A valid number of ``region`` written in ``style``.

    Styles: national, intl, e164, e164_noplus (WhatsApp wa_id), 00 (international with 00),
    trunk0 (``+49 (0)151 …``), dots, dashes, compact (national digits only), slash (``0151/2345678``),
    pct2b (``%2B49…``, URL-encoded).
    """
    num = _phone_number(rng, region, kind)
    nat = phonenumbers.format_number(num, PNF.NATIONAL)
    intl = phonenumbers.format_number(num, PNF.INTERNATIONAL)
    e164 = phonenumbers.format_number(num, PNF.E164)
    nsn = phonenumbers.national_significant_number(num)
    if style == "national":
        out = nat
    elif style == "intl":
        out = intl
    elif style == "e164":
        out = e164
    elif style == "e164_noplus":
        out = e164[1:]
    elif style == "00":
        out = "00" + intl[1:]
    elif style == "trunk0":
        cc, rest = intl.split(" ", 1)
        out = f"{cc} (0){rest}"
    elif style == "dots":
        out = nat.replace(" ", ".").replace("-", ".")
    elif style == "dashes":
        out = nat.replace(" ", "-")
    elif style == "compact":
        out = "".join(c for c in nat if c.isdigit())
    elif style == "slash":
        compact = "".join(c for c in nat if c.isdigit())
        cut = 4 if compact.startswith("01") else 3
        out = compact[:cut] + "/" + compact[cut:]
    elif style == "pct2b":
        out = "%2B" + e164[1:]
    elif style == "intl_compact":
        out = "+" + str(num.country_code) + " " + nsn
    elif style == "arabic":
        out = to_arabic_digits(nat)
    elif style == "arabic_intl":
        out = to_arabic_digits(intl)
    else:
        raise ValueError(style)
    if not check_scheme(f"phone:{region}", out):
        raise RuntimeError(f"{out} invalid for {region}")
    return out


SPOKEN_DIGITS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "de": "null eins zwo drei vier fünf sechs sieben acht neun".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "pt": "zero um dois três quatro cinco meia sete oito nove".split(),
}


def spoken(rng: random.Random, number: str, lang: str, groups: list[int]) -> str:
    """``number``'s digits as words in ``lang``, grouped as a caller reads them (``four one five, …``)."""
    words = SPOKEN_DIGITS[lang]
    ds = [c for c in number if c.isdigit()]
    out, i = [], 0
    for n in groups:
        chunk = ds[i : i + n]
        i += n
        parts, j = [], 0
        while j < len(chunk):
            if lang == "en" and j + 1 < len(chunk) and chunk[j] == chunk[j + 1] and rng.random() < 0.5:
                parts.append("double " + words[int(chunk[j])])
                j += 2
            else:
                w = words[int(chunk[j])]
                parts.append("oh" if lang == "en" and w == "zero" and rng.random() < 0.5 else w)
                j += 1
        out.append(" ".join(parts))
    assert i == len(ds), (number, groups)
    return ", ".join(out)


# ---------------------------------------------------------------- accounts and cards

# BBAN layouts (n digits, a upper-case letters, c upper-case alnum), ISO 13616 registry.
BBAN = {
    "DE": "18n",
    "FR": "10n11c2n",
    "ES": "20n",
    "IT": "1a10n12c",
    "PT": "21n",
    "NL": "4a10n",
    "PL": "24n",
    "TR": "5n1n16c",
    "FI": "14n",
    "SE": "20n",
    "DK": "14n",
    "NO": "11n",
    "UA": "6n19c",
    "IL": "19n",
    "GR": "7n16c",
    "BE": "12n",
    "CH": "5n12c",
    "AT": "16n",
    "GB": "4a14n",
    "SA": "2n18c",
    "AE": "3n16n",
    "EG": "25n",
}


def iban(rng: random.Random, cc: str, grouped: bool = True) -> str:
    """A valid IBAN of country ``cc`` (national check digits too where python-stdnum knows them)."""
    layout = BBAN[cc]
    for _ in range(20000):
        bban, num = [], ""
        for ch in layout:
            if ch.isdigit():
                num += ch
                continue
            alphabet = {"n": string.digits, "a": string.ascii_uppercase, "c": string.digits + string.ascii_uppercase}[
                ch
            ]
            bban.append(rand(rng, alphabet if ch != "c" else string.digits * 4 + string.ascii_uppercase, int(num)))
            num = ""
        b = "".join(bban)
        if cc == "TR":
            b = b[:5] + "0" + b[6:]
        check = _iban.calc_check_digits(cc + "00" + b)
        value = cc + check + b
        if _iban.is_valid(value):
            return _iban.format(value) if grouped else value
    raise RuntimeError(cc)


CARD_PREFIX = {
    "visa": ["4"],
    "mc": ["51", "52", "53", "54", "55", "2221", "2720"],
    "amex": ["34", "37"],
    "unionpay": ["62"],
    "jcb": ["3528", "3589"],
    "troy": ["9792"],
    "rupay": ["6521", "6082"],
    "mir": ["2200", "2202"],
    "maestro": ["6759"],
}


def card(rng: random.Random, brand: str = "visa", sep: str = " ", length: int | None = None) -> str:
    """A Luhn-valid card number grouped as printed (Amex 4-6-5, 19-digit UnionPay 6-13)."""
    n = length or {"amex": 15}.get(brand, 16)
    body = rng.choice(CARD_PREFIX[brand])
    body += digits(rng, n - 1 - len(body))
    num = body + luhn.calc_check_digit(body)
    if brand == "amex":
        groups = [4, 6, 5]
    elif n == 19:
        groups = [6, 13]
    else:
        groups = [4, 4, 4, 4]
    out, i = [], 0
    for k in groups:
        out.append(num[i : i + k])
        i += k
    return sep.join(out)


def no_kontonr(rng: random.Random, grouped: bool = True) -> str:
    while True:
        d = digits(rng, 10, True)
        r = 11 - sum(int(a) * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if r == 10:
            continue
        v = d + str(r % 11)
        return f"{v[:4]}.{v[4:6]}.{v[6:]}" if grouped else v


# ---------------------------------------------------------------- national ids


def birth(rng: random.Random, lo: int = 1952, hi: int = 2003) -> dt.date:
    return dt.date(rng.randint(lo, hi), 1, 1) + dt.timedelta(days=rng.randint(0, 364))


def us_ssn(rng: random.Random) -> str:
    area = rng.choice([n for n in range(1, 900) if n != 666])
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def gb_nino(rng: random.Random) -> str:
    first, second = "ABCEGHJKLMNPRSTWXYZ", "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            return f"{p} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {rng.choice('ABCD')}"


def gb_nhs(rng: random.Random) -> str:
    while True:
        d = digits(rng, 9, True)
        r = 11 - sum(int(a) * b for a, b in zip(d, range(10, 1, -1))) % 11
        if r != 10:
            v = d + str(r % 11)
            return f"{v[:3]} {v[3:6]} {v[6:]}"


def de_idnr(rng: random.Random) -> str:
    while True:
        pool = rng.sample(range(10), 9)
        dup = rng.choice(pool)
        ds = pool + [dup]
        rng.shuffle(ds)
        if ds[0] == 0:
            continue
        body = "".join(map(str, ds))
        product = 10
        for ch in body:
            total = (int(ch) + product) % 10 or 10
            product = (2 * total) % 11
        v = body + str((11 - product) % 10)
        if check_scheme("de.idnr", v):
            return v


def de_kvnr(rng: random.Random) -> str:
    letter = rng.choice(string.ascii_uppercase)
    body = digits(rng, 8, True)
    seq = f"{ord(letter) - 64:02d}" + body
    c = sum(sum(divmod(int(ch) * (1 + i % 2), 10)) for i, ch in enumerate(seq)) % 10
    return letter + body + str(c)


def fr_nir(rng: random.Random, female: bool, born: dt.date) -> str:
    dept = rng.choice(["75", "69", "13", "33", "59", "44", "31", "67", "35", "06"])
    body = f"{2 if female else 1}{born:%y}{born:%m}{dept}{rng.randint(1, 999):03d}{rng.randint(1, 999):03d}"
    key = 97 - int(body) % 97
    v = f"{body}{key:02d}"
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"


def fr_nif(rng: random.Random) -> str:
    while True:
        head = str(rng.randint(0, 3)) + digits(rng, 9)
        v = head + f"{int(head) % 511:03d}"
        if check_scheme("fr.nif", v):
            return f"{v[:2]} {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}"


def nl_bsn(rng: random.Random) -> str:
    while True:
        d = digits(rng, 8, True)
        r = sum(int(x) * (9 - i) for i, x in enumerate(d)) % 11
        if r < 10:
            return d + str(r)


def no_fnr(rng: random.Random, born: dt.date) -> str:
    while True:
        ind = rng.randint(0, 499) if born.year < 2000 else rng.randint(500, 999)
        body = f"{born:%d%m%y}{ind:03d}"
        c1 = fodselsnummer.calc_check_digit1(body)
        c2 = fodselsnummer.calc_check_digit2(body + c1)
        v = body + c1 + c2  # a check "digit" of 10 makes it 12 long: drawn again below
        if len(v) == 11 and check_scheme("no.fodselsnummer", v):
            return v


def ru_inn(rng: random.Random) -> str:
    body = rng.choice(["77", "50", "78", "66", "16", "54"]) + digits(rng, 8)
    return body + inn.calc_personal_check_digits(body)


def gr_amka(rng: random.Random, born: dt.date) -> str:
    body = f"{born:%d%m%y}" + digits(rng, 4)
    return body + luhn.calc_check_digit(body)


def gr_vat(rng: random.Random) -> str:
    while True:
        d = "1" + digits(rng, 7)
        c = sum(int(x) * 2 ** (8 - i) for i, x in enumerate(d)) % 11 % 10
        v = d + str(c)
        if check_scheme("gr.vat", v):
            return v


def jp_in(rng: random.Random) -> str:
    body = digits(rng, 11, True)
    r = sum(int(x) * (n + 1 if n <= 6 else n - 5) for n, x in enumerate(body[::-1], 1)) % 11
    v = body + str(0 if r <= 1 else 11 - r)
    return f"{v[:4]} {v[4:8]} {v[8:]}"


def cn_ric(rng: random.Random, born: dt.date, female: bool) -> str:
    """GB 11643 id; the region must exist in python-stdnum's table for the birth year."""
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    for _ in range(200):
        region = rng.choice(
            [
                "110101",
                "110102",
                "110105",
                "110108",
                "310101",
                "310104",
                "310109",
                "440120",
                "330122",
                "420120",
                "320121",
                "610120",
                "350220",
                "210222",
                "370221",
            ]
        )
        seq = rng.randint(0, 49) * 2 + (0 if female else 1)
        body = f"{region}{born:%Y%m%d}{rng.randint(0, 9)}{seq:02d}"
        v = body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]
        if check_scheme("cn.ric", v):
            return v
    raise RuntimeError("no cn.ric region for this birth year")


def es_dni(rng: random.Random) -> str:
    body = digits(rng, 8)
    return body + dni.calc_check_digit(body)


def es_nie(rng: random.Random) -> str:
    p = rng.choice("XYZ")
    body = digits(rng, 7)
    return p + body + dni.calc_check_digit(str("XYZ".index(p)) + body)


_CF_MONTH = "ABCDEHLMPRST"


def _cf_part(word: str, given: bool) -> str:
    w = "".join(c for c in unicodedata.normalize("NFKD", word.upper()) if c.isalpha() and c.isascii())
    cons = [c for c in w if c not in "AEIOU"]
    vows = [c for c in w if c in "AEIOU"]
    if given and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return ("".join(cons + vows) + "XXX")[:3]


def it_cf(given: str, family: str, born: dt.date, female: bool, rng: random.Random) -> str:
    """Codice fiscale computed from the person's name and birth date (DM 23/12/1976)."""
    comune = rng.choice(["H501", "F205", "L219", "A662", "F839", "G273", "D612", "C351"])
    body = (
        _cf_part(family, False)
        + _cf_part(given, True)
        + f"{born:%y}"
        + _CF_MONTH[born.month - 1]
        + f"{born.day + (40 if female else 0):02d}"
        + comune
    )
    return body + codicefiscale.calc_check_digit(body)


def pt_nif(rng: random.Random) -> str:
    body = rng.choice("123") + digits(rng, 7)
    return body + _pt_nif.calc_check_digit(body)


def br_cpf(rng: random.Random) -> str:
    d = [int(c) for c in digits(rng, 9)]
    for n in (10, 11):
        s = sum(a * b for a, b in zip(d, range(n, 1, -1)))
        d.append((s * 10) % 11 % 10)
    v = "".join(map(str, d))
    return f"{v[:3]}.{v[3:6]}.{v[6:9]}-{v[9:]}"


def pl_pesel(rng: random.Random, born: dt.date, female: bool) -> str:
    month = born.month + (20 if born.year >= 2000 else 0)
    serial = digits(rng, 3) + str(rng.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    body = f"{born:%y}{month:02d}{born:%d}{serial}"
    return body + pesel.calc_check_digit(body)


def tr_tckn(rng: random.Random) -> str:
    body = digits(rng, 9, True)
    return body + tckimlik.calc_check_digits(body)


def kr_rrn(rng: random.Random, born: dt.date, female: bool) -> str:
    g_ = (3 if born.year >= 2000 else 1) + (1 if female else 0)
    body = f"{born:%y%m%d}{g_}{rng.randint(0, 96):02d}{digits(rng, 3)}"
    w = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return f"{body[:6]}-{body[6:]}{c}"


def in_aadhaar(rng: random.Random) -> str:
    body = str(rng.randint(2, 9)) + digits(rng, 10)
    v = body + verhoeff.calc_check_digit(body)
    return f"{v[:4]} {v[4:8]} {v[8:]}"


def in_pan(rng: random.Random, family: str) -> str:
    initial = unicodedata.normalize("NFKD", family)[0].upper()
    return rand(rng, string.ascii_uppercase, 3) + "P" + initial + digits(rng, 4) + rng.choice(string.ascii_uppercase)


def il_idnr(rng: random.Random) -> str:
    body = digits(rng, 8)
    # Teudat Zehut: Luhn-style weights 1,2,1,2… from the left over 9 digits == 0 mod 10
    for c in "0123456789":
        v = body + c
        if check_scheme("il.idnr", v):
            return v
    raise RuntimeError("il.idnr")


def fi_hetu(rng: random.Random, born: dt.date, female: bool) -> str:
    sign = "-" if born.year < 2000 else "A"
    ind = rng.randint(2, 899)
    if (ind % 2 == 0) != female:
        ind += 1
    body = f"{born:%d%m%y}{ind:03d}"
    return f"{born:%d%m%y}{sign}{ind:03d}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(body) % 31]


def se_pnr(rng: random.Random, born: dt.date) -> str:
    body = f"{born:%y%m%d}{digits(rng, 3)}"
    return f"{body[:6]}-{body[6:]}{luhn.calc_check_digit(body)}"


def dk_cpr(rng: random.Random, born: dt.date) -> str:
    w = (4, 3, 2, 7, 6, 5, 4, 3, 2, 1)
    while True:
        seventh = rng.choice("0123") if born.year < 2000 else rng.choice("49")
        body = f"{born:%d%m%y}{seventh}{digits(rng, 3)}"
        if sum(a * int(b) for a, b in zip(w, body)) % 11 == 0:
            return f"{body[:6]}-{body[6:]}"


def ua_rntrc(born: dt.date, rng: random.Random, female: bool) -> str:
    days = (born - dt.date(1899, 12, 31)).days
    while True:
        seq = digits(rng, 3) + str(rng.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
        body = f"{days:05d}{seq}"
        return body + rntrc.calc_check_digit(body)


def vn_mst(rng: random.Random) -> str:
    while True:
        body = rng.choice(["01", "03", "04", "07", "31", "79"]) + digits(rng, 7)
        c = mst.calc_check_digit(body)
        if len(c) == 1 and check_scheme("vn.mst", body + c):
            return body + c


# ---------------------------------------------------------------- network, tokens, keys


def ipv4(rng: random.Random) -> str:
    """A public (globally routable) IPv4 address."""
    while True:
        a = rng.choice([31, 37, 46, 62, 77, 78, 81, 84, 88, 91, 93, 95, 109, 151, 176, 178, 185, 188, 212, 213, 217])
        return f"{a}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng: random.Random) -> str:
    head = rng.choice(["2a02:", "2a01:", "2003:", "2600:", "2804:", "2405:", "2001:16b8:"])
    groups = [f"{rng.randint(0, 0xFFFF):x}" for _ in range(8 - head.count(":"))]
    return head + ":".join(groups[:4]) + "::" + groups[-1]


def b64(rng: random.Random, n: int) -> str:
    return base64.b64encode(rng.randbytes(n)).decode()


def hexs(rng: random.Random, n: int) -> str:
    return rand(rng, HEX, n)


def api_key(rng: random.Random, vendor: str) -> str:
    """A token in the vendor's documented shape (prefix + length), random body."""
    u = string.ascii_uppercase + string.digits
    shapes = {
        "github_pat": lambda: "ghp_" + rand(rng, B62, 36),
        "github_fine": lambda: "github_pat_" + rand(rng, u, 22) + "_" + rand(rng, B62, 59),
        "gitlab": lambda: "glpat-" + rand(rng, B62 + "-_", 20),
        "stripe_live": lambda: "sk_live_" + rand(rng, B62, 99),
        "stripe_restricted": lambda: "rk_live_" + rand(rng, B62, 99),
        "stripe_whsec": lambda: "whsec_" + rand(rng, B62, 32),
        "slack_bot": lambda: f"xoxb-{digits(rng, 12, True)}-{digits(rng, 13, True)}-{rand(rng, B62, 24)}",
        "slack_user": lambda: (
            f"xoxp-{digits(rng, 12, True)}-{digits(rng, 12, True)}-{digits(rng, 13, True)}-{hexs(rng, 32)}"
        ),
        "openai": lambda: "sk-proj-" + rand(rng, B62 + "-_", 156),
        "anthropic": lambda: "sk-ant-api03-" + rand(rng, B62 + "-_", 93) + "AA",
        "google": lambda: "AIza" + rand(rng, B62 + "-_", 35),
        "sendgrid": lambda: "SG." + rand(rng, B62 + "-_", 22) + "." + rand(rng, B62 + "-_", 43),
        "twilio_sid": lambda: "SK" + hexs(rng, 32),
        "mailgun": lambda: "key-" + hexs(rng, 32),
        "npm": lambda: "npm_" + rand(rng, B62, 36),
        "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rand(rng, B62 + "-_", 150),
        "hf": lambda: "hf_" + rand(rng, string.ascii_letters, 34),
        "aws_akid": lambda: "AKIA" + rand(rng, u, 16),
        "aws_asia": lambda: "ASIA" + rand(rng, u, 16),
        "datadog": lambda: hexs(rng, 32),
        "digitalocean": lambda: "dop_v1_" + hexs(rng, 64),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "telegram_bot": lambda: f"{digits(rng, 10, True)}:AA{rand(rng, B62 + '-_', 33)}",
        "linear": lambda: "lin_api_" + rand(rng, B62, 40),
        "notion": lambda: "ntn_" + digits(rng, 11) + rand(rng, B62, 35),
        "figma": lambda: "figd_" + rand(rng, B62 + "-_", 40),
        "azure_sas": lambda: (
            "sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2025-12-31T23:59:59Z&sig="
            + b64(rng, 32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
        ),
    }
    return shapes[vendor]()


def aws_secret(rng: random.Random) -> str:
    return rand(rng, B62 + "+/", 40)


# ---------------------------------------------------------------- decoys


def uuid4(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def sha(rng: random.Random, n: int = 40) -> str:
    return hashlib.sha256(rng.randbytes(16)).hexdigest()[:n] if n <= 64 else ""


def ulid(rng: random.Random) -> str:
    return "01" + rand(rng, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24)


def isbn13(rng: random.Random, hyphens: bool = True) -> str:
    body = "978" + rng.choice("0123") + digits(rng, 8)
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(body)) % 10) % 10
    v = body + str(c)
    return f"{v[:3]}-{v[3]}-{v[4:8]}-{v[8:12]}-{v[12]}" if hyphens else v


def ups_tracking(rng: random.Random) -> str:
    return "1Z" + rand(rng, string.ascii_uppercase + string.digits, 6) + digits(rng, 10)


def ts_iso(rng: random.Random, year: int = 2024, z: bool = True) -> str:
    t = dt.datetime(year, 1, 1) + dt.timedelta(seconds=rng.randint(0, 365 * 86400))
    return t.strftime("%Y-%m-%dT%H:%M:%S") + ("Z" if z else "")


def when(rng: random.Random, year: int = 2024) -> dt.datetime:
    return dt.datetime(year, 1, 1, 8) + dt.timedelta(days=rng.randint(0, 360), minutes=rng.randint(0, 600))


# ---------------------------------------------------------------- amounts and dates in national habits

NBSP, NNBSP = "\u00a0", "\u202f"


def group(n: int, sep: str, indian: bool = False) -> str:
    s = str(n)
    if indian and len(s) > 3:
        head, tail = s[:-3], s[-3:]
        parts: list[str] = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        return sep.join(parts + [tail])
    parts = []
    while len(s) > 3:
        parts.insert(0, s[-3:])
        s = s[:-3]
    parts.insert(0, s)
    return sep.join(parts)


def to_arabic_digits(s: str) -> str:
    return s.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))


def money(amount: float, style: str) -> str:
    """``amount`` as written in a locale habit (``de``: ``4.030,00 €``, ``fr``: ``4 030,00 €`` …)."""
    if amount < 0:
        return "-" + money(-amount, style)
    whole, frac = divmod(round(amount * 100), 100)
    cents = f"{frac:02d}"
    fmts = {
        "en_usd": lambda: f"${group(whole, ',')}.{cents}",
        "en_usd0": lambda: f"${group(whole, ',')}",
        "en_gbp": lambda: f"£{group(whole, ',')}",
        "en_gbp2": lambda: f"£{group(whole, ',')}.{cents}",
        "usd_code": lambda: f"USD {group(whole, ',')}.{cents}",
        "eur_code": lambda: f"EUR {group(whole, ',')}.{cents}",
        "de": lambda: f"{group(whole, '.')},{cents} €",
        "de0": lambda: f"{group(whole, '.')} €",
        "de_eur": lambda: f"{group(whole, '.')},{cents} EUR",
        "fr": lambda: f"{group(whole, NNBSP)},{cents}{NBSP}€",
        "fr0": lambda: f"{group(whole, ' ')} €",
        "nl": lambda: f"€ {group(whole, '.')},{cents}",
        "it": lambda: f"€ {group(whole, '.')},{cents}",
        "es": lambda: f"{group(whole, '.')},{cents} €",
        "pt": lambda: f"{group(whole, '.')},{cents} €",
        "br": lambda: f"R$ {group(whole, '.')},{cents}",
        "pl": lambda: f"{group(whole, ' ')},{cents} zł",
        "pl0": lambda: f"{group(whole, ' ')} zł",
        "pln": lambda: f"{group(whole, ' ')},{cents} PLN",
        "tr": lambda: f"₺{group(whole, '.')},{cents}",
        "tr_tl": lambda: f"{group(whole, '.')} TL",
        "fi": lambda: f"{group(whole, NBSP)},{cents} €",
        "sv": lambda: f"{group(whole, ' ')} kr",
        "sek": lambda: f"{group(whole, ' ')},{cents} SEK",
        "da": lambda: f"kr. {group(whole, '.')},{cents}",
        "dkk": lambda: f"{group(whole, '.')},{cents} DKK",
        "no": lambda: f"kr {group(whole, NBSP)}",
        "ko": lambda: f"{group(whole, ',')}원",
        "krw": lambda: f"₩{group(whole, ',')}",
        "ja": lambda: f"¥{group(whole, ',')}",
        "jpy": lambda: f"{group(whole, ',')}円",
        "zh": lambda: f"¥{group(whole, ',')}.{cents}",
        "cny": lambda: f"{group(whole, ',')}元",
        "hi": lambda: f"₹{group(whole, ',', indian=True)}",
        "inr": lambda: f"Rs. {group(whole, ',', indian=True)}/-",
        "he": lambda: f"₪{group(whole, ',')}",
        "ils": lambda: f'{group(whole, ",")} ש"ח',
        "vi": lambda: f"{group(whole, '.')} ₫",
        "vnd": lambda: f"{group(whole, '.')} đồng",
        "uk": lambda: f"{group(whole, ' ')} грн",
        "ru": lambda: f"{group(whole, ' ')} ₽",
        "rub": lambda: f"{group(whole, NBSP)} руб.",
        "el": lambda: f"{group(whole, '.')},{cents} €",
        "chf": lambda: f"CHF {group(whole, '’')}.{cents}",
        "sar": lambda: f"{group(whole, ',')} ريال",
        "sar_ar": lambda: f"{to_arabic_digits(group(whole, '٬'))} ر.س",
    }
    return fmts[style]()


MONTHS = {
    "en": "January February March April May June July August September October November December".split(),
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(),
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(),
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(),
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(),
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split(),
    "fi": "tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta lokakuuta marraskuuta joulukuuta".split(),
    "sv": "januari februari mars april maj juni juli augusti september oktober november december".split(),
    "da": "januar februar marts april maj juni juli august september oktober november december".split(),
    "no": "januar februar mars april mai juni juli august september oktober november desember".split(),
    "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
    "uk": "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня".split(),
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря".split(),
    "el": "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου".split(),
    "hi": "जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर".split(),
    "he": "בינואר בפברואר במרץ באפריל במאי ביוני ביולי באוגוסט בספטמבר באוקטובר בנובמבר בדצמבר".split(),
}


def date_words(d: dt.date, lang: str) -> str:
    """A date as written in prose: ``14 marca 1987``, ``March 14, 1987``, ``1987年3月14日`` …"""
    m = d.month
    if lang == "en":
        return f"{MONTHS['en'][m - 1]} {d.day}, {d.year}"
    if lang in ("zh", "ja"):
        return f"{d.year}年{m}月{d.day}日"
    if lang == "ko":
        return f"{d.year}년 {m}월 {d.day}일"
    if lang == "vi":
        return f"ngày {d.day} tháng {m} năm {d.year}"
    if lang in ("de", "fi", "da", "no"):
        return f"{d.day}. {MONTHS[lang][m - 1]} {d.year}"
    if lang in ("es", "pt"):
        return f"{d.day} de {MONTHS[lang][m - 1]} de {d.year}"
    return f"{d.day} {MONTHS[lang][m - 1]} {d.year}"


def date_num(d: dt.date, style: str) -> str:
    return {
        "iso": f"{d:%Y-%m-%d}",
        "dmy.": f"{d:%d.%m.%Y}",
        "dmy/": f"{d:%d/%m/%Y}",
        "mdy/": f"{d:%m/%d/%Y}",
        "dmy-": f"{d:%d-%m-%Y}",
        "ymd/": f"{d:%Y/%m/%d}",
        "ymd.": f"{d:%Y.%m.%d}",
        "compact": f"{d:%Y%m%d}",
        "dmy2": f"{d:%d.%m.%y}",
        "d.m.yyyy": f"{d.day}.{d.month}.{d.year}",
        "m/d/yyyy": f"{d.month}/{d.day}/{d.year}",
    }[style]
