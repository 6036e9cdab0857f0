"""Markup, value generators and validation for the dev3 held-out split.

Templates are plain strings with inline marks ``⟦TYPE|value⟧`` (gold) or ``⟦LABEL|value⟧``
(decoy); ``⟦TYPE/scheme|value⟧`` adds a check-digit scheme. ``render`` strips the marks and
records code-point offsets, so an offset can never drift from the text it labels.
"""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass, field

import phonenumbers
from stdnum import iban as _iban
from stdnum import luhn

GOLD_KIND = {
    "PERSON": "name",
    **{
        t: "structured"
        for t in (
            "EMAIL_ADDRESS",
            "PHONE_NUMBER",
            "ADDRESS",
            "IBAN_CODE",
            "BANK_ACCOUNT",
            "CREDIT_CARD",
            "US_SSN",
            "CN_RESIDENT_ID",
            "NATIONAL_ID",
            "TAX_ID",
            "PASSPORT_NUMBER",
            "IP_ADDRESS",
            "MESSAGING_ID",
            "USERNAME",
        )
    },
    **{t: "secret" for t in ("API_KEY", "SECRET", "PASSWORD", "PRIVATE_KEY")},
    **{t: "field" for t in ("DATE_OF_BIRTH", "SALARY", "BALANCE", "AMOUNT_OWED", "CONTRACT_VALUE", "HEALTH")},
}
DECOYS = {
    "ORDER_ID",
    "INVOICE_ID",
    "TICKET_ID",
    "PR_NUMBER",
    "COMMIT_HASH",
    "CHECKSUM",
    "UUID",
    "REQUEST_ID",
    "BUILD_ID",
    "SKU",
    "ERROR_CODE",
    "LATENCY",
    "DURATION",
    "TIMESTAMP",
    "DATE",
    "PRICE",
    "AMOUNT",
    "PERCENT",
    "COUNT",
    "VERSION",
    "PORT",
    "FILE_SIZE",
    "HOSTNAME",
    "ENV_NAME",
    "TECH_TERM",
    "PRODUCT",
    "COMPANY",
    "CITY",
    "ROOM",
    "CHANNEL",
    # labels added by dev2
    "ISBN",
    "TRACKING_NUMBER",
    "FLIGHT_NUMBER",
    "COORDINATES",
    "METRIC",
    "RESOURCE_ID",
}
_MARK = re.compile(r"⟦([A-Z_]+)(?:/([a-z.:A-Z]+))?\|(.*?)⟧", re.S)


def m(label: str, value: object, scheme: str | None = None) -> str:
    """A mark for ``value`` (gold type or decoy label)."""
    assert label in GOLD_KIND or label in DECOYS, label
    s = f"/{scheme}" if scheme else ""
    return f"⟦{label}{s}|{value}⟧"


# short aliases used by the templates
def P(v):
    return m("PERSON", v)


def E(v):
    return m("EMAIL_ADDRESS", v)


def U(v):
    return m("USERNAME", v)


def ADR(v):
    return m("ADDRESS", v)


def DOB(v):
    return m("DATE_OF_BIRTH", v)


def SAL(v):
    return m("SALARY", v)


def BAL(v):
    return m("BALANCE", v)


def OWE(v):
    return m("AMOUNT_OWED", v)


def CV(v):
    return m("CONTRACT_VALUE", v)


def HL(v):
    return m("HEALTH", v)


def PW(v):
    return m("PASSWORD", v)


def KEY(v):
    return m("API_KEY", v)


def SEC(v):
    return m("SECRET", v)


def IP(v):
    return m("IP_ADDRESS", v)


def MID(v):
    return m("MESSAGING_ID", v)


def D(label, v):
    return m(label, v)


@dataclass
class Doc:
    id: str
    lang: str
    format: str
    text: str
    spans: list = field(default_factory=list)
    decoys: list = field(default_factory=list)

    def record(self) -> dict:
        return {
            "id": self.id,
            "lang": self.lang,
            "format": self.format,
            "text": self.text,
            "spans": self.spans,
            "decoys": self.decoys,
        }


def render(doc_id: str, lang: str, fmt: str, marked: str) -> Doc:
    out: list[str] = []
    pos = 0
    n = 0
    spans, decoys = [], []
    for mo in _MARK.finditer(marked):
        chunk = marked[pos : mo.start()]
        assert "⟦" not in chunk and "⟧" not in chunk, (doc_id, chunk[-80:])
        out.append(chunk)
        n += len(chunk)
        label, scheme, value = mo.group(1), mo.group(2), mo.group(3)
        assert "⟦" not in value, (doc_id, value)
        start, end = n, n + len(value)
        if label in GOLD_KIND:
            s = {"start": start, "end": end, "type": label, "kind": GOLD_KIND[label]}
            if scheme:
                s["scheme"] = scheme
            spans.append((s, value))
        else:
            assert label in DECOYS, (doc_id, label)
            decoys.append(({"start": start, "end": end, "label": label}, value))
        out.append(value)
        n = end
        pos = mo.end()
    tail = marked[pos:]
    assert "⟦" not in tail and "⟧" not in tail, (doc_id, tail[:80])
    out.append(tail)
    text = "".join(out)
    assert "u27e6" not in text.lower() and "u27e7" not in text.lower(), (doc_id, "escaped mark")
    doc = Doc(doc_id, lang, fmt, text)
    for s, v in spans:
        assert text[s["start"] : s["end"]] == v
        doc.spans.append(s)
    for d, v in decoys:
        assert text[d["start"] : d["end"]] == v
        doc.decoys.append(d)
    return doc


# ---------------------------------------------------------------- value generators
class Gen:
    """Deterministic generators of valid values (one ``random.Random`` per document)."""

    def __init__(self, seed: str):
        self.r = random.Random(seed)

    def digits(self, n: int) -> str:
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def hexs(self, n: int) -> str:
        return "".join(self.r.choice("0123456789abcdef") for _ in range(n))

    def alnum(self, n: int, alphabet: str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def uuid(self) -> str:
        h = self.hexs(32)
        h = h[:12] + "4" + h[13:16] + self.r.choice("89ab") + h[17:]
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    # phones ---------------------------------------------------------------
    def phone_obj(self, region: str, kind: str = "mobile"):
        ex = phonenumbers.example_number_for_type(
            region, phonenumbers.PhoneNumberType.MOBILE if kind == "mobile" else phonenumbers.PhoneNumberType.FIXED_LINE
        )
        base = phonenumbers.national_significant_number(ex)
        keep = max(2, len(base) - 6) if len(base) > 6 else 1
        for _ in range(5000):
            nn = base[:keep] + self.digits(len(base) - keep)
            p = phonenumbers.parse("+" + str(ex.country_code) + nn)
            if phonenumbers.is_valid_number(p) and phonenumbers.region_code_for_number(p) == region:
                t = phonenumbers.number_type(p)
                want = (
                    (phonenumbers.PhoneNumberType.MOBILE,)
                    if kind == "mobile"
                    else (phonenumbers.PhoneNumberType.FIXED_LINE,)
                )
                if t in want or t == phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE:
                    return p
        raise RuntimeError(region)

    def phone(self, region: str, style: str = "intl", kind: str = "mobile") -> str:
        p = self.phone_obj(region, kind)
        F = phonenumbers.PhoneNumberFormat
        if style == "intl":
            return phonenumbers.format_number(p, F.INTERNATIONAL)
        if style == "e164":
            return phonenumbers.format_number(p, F.E164)
        if style == "e164bare":
            return phonenumbers.format_number(p, F.E164)[1:]
        if style == "nat":
            return phonenumbers.format_number(p, F.NATIONAL)
        if style == "00":
            return "00" + phonenumbers.format_number(p, F.INTERNATIONAL)[1:]
        if style == "compact_nat":
            return re.sub(r"\D", "", phonenumbers.format_number(p, F.NATIONAL))
        if style == "dots":  # fr 06.12.34.56.78
            return phonenumbers.format_number(p, F.NATIONAL).replace(" ", ".")
        if style == "dashes":
            return re.sub(r"[ ]", "-", phonenumbers.format_number(p, F.NATIONAL))
        if style == "trunk":  # +49 (0)151 2345678
            nat = phonenumbers.format_number(p, F.NATIONAL)
            return f"+{p.country_code} (0){nat[1:]}"
        if style == "slash":  # 0171/2345678
            nsn = str(p.national_number)
            return f"0{nsn[:3]}/{nsn[3:]}"
        raise ValueError(style)

    # bank -----------------------------------------------------------------
    _BBAN = {
        "DE": "n18",
        "FR": "n10 a11 n2",
        "NL": "a4 n10",
        "ES": "n20",
        "IT": "A1 n10 a12",
        "PT": "n21",
        "PL": "n24",
        "TR": "n5 z1 n16",
        "NO": "n11",
        "SE": "n20",
        "DK": "n14",
        "FI": "n14",
        "GR": "n23",
        "BE": "n12",
        "AT": "n16",
        "CH": "n17",
        "SA": "n2 a18",
        "AE": "n19",
        "IL": "n19",
        "UA": "n6 a19",
        "GB": "A4 n14",
    }

    def iban(self, cc: str, grouped: bool = False) -> str:
        for _ in range(20000):
            parts = []
            for tok in self._BBAN[cc].split():
                kind, n = tok[0], int(tok[1:])
                if kind == "n":
                    parts.append(self.digits(n))
                elif kind == "A":
                    parts.append("".join(self.r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(n)))
                elif kind == "z":
                    parts.append("0" * n)
                else:
                    parts.append(self.alnum(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))
            bban = "".join(parts)
            if cc == "NL":
                bban = self.r.choice(["RABO", "INGB", "ABNA", "TRIO", "BUNQ"]) + bban[4:]
            if cc == "GB":
                bban = self.r.choice(["NWBK", "BARC", "MIDL", "LOYD"]) + bban[4:]
            if cc == "NO":
                from stdnum.no import kontonr

                base = bban[:10]
                bban = base + kontonr.calc_check_digit(base) if hasattr(kontonr, "calc_check_digit") else bban
            chk = _iban.calc_check_digits(cc + "00" + bban)
            val = cc + chk + bban
            if _iban.is_valid(val):
                return _iban.format(val) if grouped else val
        raise RuntimeError(cc)

    def card(self, prefix: str, length: int = 16, grouped: str = " ") -> str:
        body = prefix + self.digits(length - len(prefix) - 1)
        num = body + luhn.calc_check_digit(body)
        if not grouped:
            return num
        if length == 15:
            return grouped.join([num[:4], num[4:10], num[10:]])
        return grouped.join(num[i : i + 4] for i in range(0, length, 4))

    def stdnum_valid(self, module, make) -> str:
        for _ in range(200000):
            v = make()
            try:
                if module.is_valid(v):
                    return v
            except Exception:  # noqa: BLE001 - a generated candidate stdnum rejects by raising: try the next
                pass
        raise RuntimeError(module.__name__)

    def ip4(self) -> str:
        r = self.r
        while True:
            a = r.choice(
                [
                    31,
                    37,
                    46,
                    62,
                    77,
                    78,
                    79,
                    81,
                    82,
                    85,
                    88,
                    89,
                    90,
                    91,
                    93,
                    94,
                    95,
                    109,
                    151,
                    176,
                    178,
                    185,
                    188,
                    212,
                    213,
                    217,
                ]
            )
            return f"{a}.{r.randint(1, 254)}.{r.randint(0, 255)}.{r.randint(1, 254)}"

    def ip6(self) -> str:
        return (
            "2a02:"
            + ":".join(f"{self.r.randint(0, 0xFFFF):x}" for _ in range(4))
            + "::"
            + f"{self.r.randint(1, 0xFFF):x}"
        )

    def b64(self, n: int) -> str:
        return self.alnum(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")

    def sha(self) -> str:
        return self.hexs(40)

    def ulid(self) -> str:
        return "01J" + self.alnum(23, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")


# --------------------------------------------------------------- faker name index
def fold(s: str) -> str:
    s = unicodedata.normalize("NFKD", s.casefold())
    return "".join(c for c in s if not unicodedata.combining(c))


_FAKER_CACHE: set[str] | None = None


def faker_names() -> set[str]:
    global _FAKER_CACHE
    if _FAKER_CACHE is not None:
        return _FAKER_CACHE
    import importlib
    import pkgutil

    import faker.providers.person as person

    names: set[str] = set()

    def add(obj):
        if isinstance(obj, str):
            names.add(fold(obj))
        elif isinstance(obj, dict):
            for k in obj:
                add(k)
        elif isinstance(obj, (list, tuple, set, frozenset)):
            for x in obj:
                add(x)

    mods = [person] + [
        importlib.import_module(f"faker.providers.person.{m.name}") for m in pkgutil.iter_modules(person.__path__)
    ]
    for mod in mods:
        prov = getattr(mod, "Provider", None)
        if prov is None:
            continue
        for attr in dir(prov):
            if (
                attr.startswith(
                    (
                        "first_name",
                        "last_name",
                        "middle_name",
                        "first_romanized",
                        "last_romanized",
                        "first_kana",
                        "last_kana",
                        "first_names",
                        "last_names",
                        "middle_names",
                    )
                )
                or attr in ("prefixes_female", "prefixes_male")
                or "name" in attr
                and attr.endswith("s")
            ):
                val = getattr(prov, attr)
                if callable(val):
                    continue
                add(val)
    _FAKER_CACHE = names
    return names


PARTICLES = {
    "van",
    "de",
    "der",
    "den",
    "la",
    "le",
    "du",
    "des",
    "al",
    "el",
    "bin",
    "bint",
    "ibn",
    "von",
    "zu",
    "da",
    "do",
    "dos",
    "das",
    "di",
    "del",
    "della",
    "ten",
    "ter",
    "aan",
    "t",
    "y",
    "abu",
    "ben",
    "bat",
    "ال",
    "بن",
    "بنت",
    "آل",
    "בן",
    "בת",
    "o",
}
_HAN = re.compile(r"[\u3400-\u9fff\u3040-\u30ff\uac00-\ud7af]")


def vis(s: str) -> str:
    """The visible text of a marked string."""
    return _MARK.sub(lambda mo: mo.group(3), s)


def psql(headers, rows) -> str:
    w = [max(len(vis(str(x))) for x in col) for col in zip(headers, *rows)]

    def cell(x, i):
        return " " + str(x) + " " * (w[i] - len(vis(str(x)))) + " "

    head = "|".join(" " + h.center(w[i]) + " " for i, h in enumerate(headers))
    sep = "+".join("-" * (n + 2) for n in w)
    body = ["|".join(cell(x, i) for i, x in enumerate(r)) for r in rows]
    return "\n".join([head, sep] + body)


def mysql(headers, rows) -> str:
    w = [max(len(vis(str(x))) for x in col) for col in zip(headers, *rows)]
    sep = "+" + "+".join("-" * (n + 2) for n in w) + "+"

    def line(r):
        return "|" + "|".join(" " + str(x) + " " * (w[i] - len(vis(str(x)))) + " " for i, x in enumerate(r)) + "|"

    return "\n".join([sep, line(headers), sep] + [line(r) for r in rows] + [sep])
