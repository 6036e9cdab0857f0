"""Value generators: valid phone numbers, national ids, IBANs, cards, secrets, decoy ids.

Every number with a check digit is produced with (or checked by) python-stdnum; phones are
checked with ``phonenumbers``. Nothing here is a real person's value: numbers are random.
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import random
import string
import uuid

import phonenumbers
from phonenumbers import PhoneNumberFormat as PNF
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.cn import ric as cn_ric
from stdnum.de import idnr as de_idnr
from stdnum.eg import tn as eg_tn
from stdnum.fr import nif as fr_nif
from stdnum.fr import nir as fr_nir
from stdnum.gb import nhs as gb_nhs
from stdnum.gr import amka as gr_amka
from stdnum.gr import vat as gr_vat
from stdnum.jp import in_ as jp_in
from stdnum.nl import bsn as nl_bsn
from stdnum.no import fodselsnummer as no_fnr
from stdnum.no import kontonr as no_konto
from stdnum.ru import inn as ru_inn
from stdnum.us import ssn as us_ssn

# National phone prefixes that are in service (mobile, fixed) and the number of random digits after them.
_PHONE_PLANS: dict[str, dict[str, list[tuple[str, int]]]] = {
    "US": {
        "mobile": [("415", 7), ("646", 7), ("312", 7), ("206", 7), ("512", 7), ("617", 7)],
        "fixed": [("212", 7), ("303", 7), ("404", 7), ("503", 7)],
    },
    "GB": {
        "mobile": [("77", 8), ("78", 8), ("79", 8), ("74", 8)],
        "fixed": [("207", 7), ("208", 7), ("161", 7), ("113", 7), ("131", 7)],
    },
    "DE": {
        "mobile": [("151", 8), ("160", 7), ("171", 7), ("176", 8), ("157", 8)],
        "fixed": [("30", 8), ("40", 8), ("89", 8), ("221", 7), ("69", 8)],
    },
    "FR": {"mobile": [("6", 8), ("7", 8)], "fixed": [("1", 8), ("4", 8), ("5", 8)]},
    "NL": {
        "mobile": [("61", 7), ("62", 7), ("63", 7), ("64", 7), ("65", 7)],
        "fixed": [("20", 7), ("10", 7), ("30", 7), ("70", 7), ("50", 7)],
    },
    "NO": {"mobile": [("4", 7), ("9", 7)], "fixed": [("22", 6), ("55", 6), ("73", 6)]},
    "RU": {"mobile": [("916", 7), ("925", 7), ("903", 7), ("985", 7)], "fixed": [("495", 7), ("812", 7)]},
    "GR": {"mobile": [("69", 8)], "fixed": [("210", 7), ("2310", 6)]},
    "SA": {"mobile": [("50", 7), ("55", 7), ("54", 7)], "fixed": [("11", 7), ("12", 7)]},
    "AE": {"mobile": [("50", 7), ("52", 7), ("55", 7)], "fixed": [("4", 7), ("2", 7)]},
    "EG": {"mobile": [("10", 8), ("11", 8), ("12", 8)], "fixed": [("2", 8), ("3", 7)]},
    "CN": {
        "mobile": [("138", 8), ("139", 8), ("186", 8), ("158", 8), ("177", 8)],
        "fixed": [("10", 8), ("21", 8), ("755", 8), ("20", 8), ("571", 8)],
    },
    "JP": {"mobile": [("90", 8), ("80", 8), ("70", 8)], "fixed": [("3", 8), ("6", 8), ("45", 7)]},
}


class Values:
    """Random but valid values from one seeded ``random.Random``."""

    def __init__(self, rng: random.Random) -> None:
        self.r = rng

    # ---------------------------------------------------------------- helpers
    def digits(self, n: int, first_nonzero: bool = False) -> str:
        d = "".join(self.r.choice(string.digits) for _ in range(n))
        if first_nonzero and d[0] == "0":
            d = self.r.choice("123456789") + d[1:]
        return d

    def alnum(self, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hexs(self, n: int) -> str:
        return "".join(self.r.choice("0123456789abcdef") for _ in range(n))

    def dob(self, lo: int = 1956, hi: int = 2003) -> dt.date:
        start = dt.date(lo, 1, 1).toordinal()
        return dt.date.fromordinal(self.r.randint(start, dt.date(hi, 12, 28).toordinal()))

    def date_between(self, lo: dt.date, hi: dt.date) -> dt.date:
        return dt.date.fromordinal(self.r.randint(lo.toordinal(), hi.toordinal()))

    # ---------------------------------------------------------------- phones
    def phone_number(self, region: str, kind: str = "mobile") -> tuple[phonenumbers.PhoneNumber, str]:
        """A valid number of ``region`` and its area/mobile prefix (national, without trunk 0)."""
        for _ in range(500):
            prefix, n = self.r.choice(_PHONE_PLANS[region][kind])
            nsn = prefix + self.digits(n, first_nonzero=True)
            if kind == "fixed" and region in ("CN", "DE", "FR", "NL", "GB", "US"):
                nsn = prefix + self.r.choice("2345678") + nsn[len(prefix) + 1 :]
            num = phonenumbers.parse("+" + str(phonenumbers.country_code_for_region(region)) + nsn)
            if phonenumbers.is_valid_number(num) and phonenumbers.region_code_for_number(num) == region:
                return num, prefix
        raise RuntimeError(f"no valid {kind} number for {region}")

    def phone(self, region: str, kind: str = "mobile", style: str = "national") -> tuple[str, str]:
        """A formatted phone number and its scheme ``phone:<REGION>``.

        Styles: national, intl, e164, compact (national digits only), dashed (national groups
        joined by '-'), intl00 (00 instead of +), and a few national habits (see code).
        """
        num, prefix = self.phone_number(region, kind)
        nat = phonenumbers.format_number(num, PNF.NATIONAL)
        intl = phonenumbers.format_number(num, PNF.INTERNATIONAL)
        nsn = phonenumbers.national_significant_number(num)
        cc = str(num.country_code)
        if style == "national":
            s = nat
        elif style == "intl":
            s = intl
        elif style == "e164":
            s = phonenumbers.format_number(num, PNF.E164)
        elif style == "compact":
            s = "".join(ch for ch in nat if ch.isdigit())
        elif style == "dashed":
            s = "-".join(part for part in nat.replace("(", "").replace(")", "").split() if part)
        elif style == "intl00":
            s = "00" + intl[1:]
        elif style == "trunk":  # +49 (0)30 1234567 — the German/Swiss habit
            s = f"+{cc} (0){prefix} {nsn[len(prefix) :]}"
        elif style == "nl_dash":  # 06-12345678 / 020-1234567
            s = f"0{prefix[:1] if kind == 'mobile' else prefix}-{nsn[1 if kind == 'mobile' else len(prefix) :]}"
        elif style == "cn_land":  # 010-6552 1234, 021-62345678, (0755) 8123 4567
            rest = nsn[len(prefix) :]
            s = self.r.choice(
                [f"0{prefix}-{rest[:4]} {rest[4:]}", f"0{prefix}-{rest}", f"(0{prefix}) {rest[:4]} {rest[4:]}"]
            )
        elif style == "ru_8":  # 8-916-123-45-67
            s = f"8-{nsn[:3]}-{nsn[3:6]}-{nsn[6:8]}-{nsn[8:]}"
        elif style == "ru_intl":  # +7 (916) 123-45-67
            s = f"+7 ({nsn[:3]}) {nsn[3:6]}-{nsn[6:8]}-{nsn[8:]}"
        elif style == "de_slash":  # 0171/2345678
            s = f"0{prefix}/{nsn[len(prefix) :]}"
        else:
            raise ValueError(style)
        return s, f"phone:{region}"

    # ---------------------------------------------------------------- national ids
    def cn_ric(self, born: dt.date, female: bool | None = None) -> str:
        """An 18-digit resident id whose area code existed at the birth date (stdnum checks it)."""
        areas = ["110105", "110108", "310104", "440305", "330106", "510107", "420102", "320102", "440106", "330102"]
        for _ in range(100):
            area = self.r.choice(areas)
            seq = self.digits(2) + str(self.r.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
            body = area + born.strftime("%Y%m%d") + seq
            n = body + cn_ric.calc_check_digit(body + "0")
            if cn_ric.is_valid(n):
                return n
        raise RuntimeError(f"no valid resident id for {born}")

    def us_ssn(self) -> str:
        while True:
            s = f"{self.r.randint(1, 665):03d}-{self.r.randint(1, 99):02d}-{self.r.randint(1, 9999):04d}"
            if us_ssn.is_valid(s):
                return s

    def de_idnr(self) -> str:
        while True:
            c = self.digits(11, first_nonzero=True)
            if de_idnr.is_valid(c):
                return c

    def de_kvnr(self) -> str:
        """German health-insurance number (KVNR): letter + 8 digits + check digit.

        Check digit (GKV spec): letter as two digits (A=01 … Z=26), then the 8 digits; weights
        1,2,1,2,…; products' digit sums added; sum mod 10.
        """
        letter = self.r.choice("ABCDEFGHIJKLMNOPRSTUVWXYZ")
        body = self.digits(8, first_nonzero=True)
        seq = f"{ord(letter) - 64:02d}" + body
        total = 0
        for i, ch in enumerate(seq):
            prod = int(ch) * (1 if i % 2 == 0 else 2)
            total += prod // 10 + prod % 10
        return f"{letter}{body}{total % 10}"

    def fr_nir(self, born: dt.date, female: bool) -> str:
        body = f"{2 if female else 1}{born:%y}{born:%m}{self.r.choice(['75', '69', '33', '13', '44', '59'])}{self.digits(3)}{self.digits(3)}"
        n = body + fr_nir.calc_check_digits(body)
        assert fr_nir.is_valid(n), n
        return n

    def fr_nif(self) -> str:
        while True:
            body = self.r.choice("0123") + self.digits(9)
            n = body + fr_nif.calc_check_digits(body)
            if fr_nif.is_valid(n):
                return n

    def nl_bsn(self) -> str:
        while True:
            c = self.digits(9, first_nonzero=True)
            if nl_bsn.is_valid(c):
                return c

    def no_fnr(self, born: dt.date, female: bool) -> str:
        while True:
            ind = self.r.randint(0, 499) if born.year < 2000 else self.r.randint(500, 999)
            if (ind % 2 == 0) != female:
                continue
            body = f"{born:%d%m%y}{ind:03d}"
            body += no_fnr.calc_check_digit1(body)
            body += no_fnr.calc_check_digit2(body)
            if no_fnr.is_valid(body):
                return body

    def no_kontonr(self) -> str:
        while True:
            body = self.r.choice(["1503", "1506", "1254", "9710", "3000", "1813", "6012"]) + self.digits(6)
            n = body + no_konto._calc_check_digit(body)
            if no_konto.is_valid(n):
                return n

    def ru_inn(self) -> str:
        while True:
            body = self.r.choice(["77", "50", "78", "66", "16"]) + self.digits(8)
            n = body + ru_inn.calc_personal_check_digits(body)
            if ru_inn.is_valid(n):
                return n

    def gr_amka(self, born: dt.date) -> str:
        while True:
            body = born.strftime("%d%m%y") + self.digits(4)
            n = body + luhn.calc_check_digit(body)
            if gr_amka.is_valid(n):
                return n

    def gr_afm(self) -> str:
        while True:
            body = self.r.choice("01") + self.digits(7)
            n = body + gr_vat.calc_check_digit(body)
            if gr_vat.is_valid(n):
                return n

    def eg_tn(self) -> str:
        while True:
            n = self.digits(9, first_nonzero=True)
            if eg_tn.is_valid(n):
                return f"{n[:3]}-{n[3:6]}-{n[6:]}"

    def jp_mynumber(self) -> str:
        body = self.digits(11, first_nonzero=True)
        n = body + jp_in.calc_check_digit(body)
        assert jp_in.is_valid(n)
        return n

    def gb_nhs(self) -> str:
        while True:
            c = self.r.choice("4689") + self.digits(9)
            if gb_nhs.is_valid(c):
                return f"{c[:3]} {c[3:6]} {c[6:]}"

    def gb_nino(self) -> str:
        first = "ABCEGHJKLMNOPRSTWXYZ"
        second = "ABCEGHJKLMNPRSTWXYZ"
        while True:
            pre = self.r.choice(first) + self.r.choice(second)
            if pre not in ("GB", "BG", "NK", "KN", "TN", "NT", "ZZ"):
                return f"{pre}{self.digits(6)}{self.r.choice('ABCD')}"

    # ---------------------------------------------------------------- banking
    def iban(self, cc: str) -> str:
        """A valid IBAN for ``cc`` (compact form)."""
        bban = {
            "DE": lambda: self.digits(8, True) + self.digits(10),
            "FR": lambda: self._fr_rib(),
            "NL": lambda: self.r.choice(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "KNAB"]) + self.digits(10),
            "NO": lambda: self.no_kontonr(),
            "GB": lambda: self.r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + self.digits(6) + self.digits(8),
            "GR": lambda: self.r.choice(["011", "014", "017", "026"]) + self.digits(4) + self.digits(16),
            "SA": lambda: self.r.choice(["80", "10", "20", "45"]) + self.digits(18),
            "AE": lambda: self.r.choice(["026", "033", "035"]) + self.digits(16),
            "EG": lambda: self.digits(4) + self.digits(4) + self.digits(17),
        }[cc]
        while True:
            b = bban()
            n = cc + std_iban.calc_check_digits(cc + "00" + b) + b
            if std_iban.is_valid(n):
                return n

    def _fr_rib(self) -> str:
        """Bank (5) + branch (5) + account (11) + RIB key: 97 - (89·bank + 15·branch + 3·account) mod 97."""
        bank = self.r.choice(["30004", "30003", "20041", "10278", "18206", "30066"])
        branch, account = self.digits(5), self.digits(11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97
        return f"{bank}{branch}{account}{key:02d}"

    @staticmethod
    def group4(s: str) -> str:
        return " ".join(s[i : i + 4] for i in range(0, len(s), 4))

    def card(self, brand: str = "visa") -> str:
        """A Luhn-valid card number (compact)."""
        pre, length = {
            "visa": (self.r.choice(["4", "45", "49", "4111"]), 16),
            "mc": (self.r.choice(["51", "53", "55", "2221", "2720"]), 16),
            "amex": (self.r.choice(["34", "37"]), 15),
            "unionpay": (self.r.choice(["622202", "621700", "622848", "621226", "623668"]), 19),
            "unionpay16": (self.r.choice(["622588", "625907"]), 16),
            "jcb": ("3528", 16),
        }[brand]
        body = pre + self.digits(length - len(pre) - 1)
        return body + luhn.calc_check_digit(body)

    def fmt_card(self, n: str, sep: str = " ") -> str:
        if len(n) == 15:
            return sep.join([n[:4], n[4:10], n[10:]])
        return sep.join(n[i : i + 4] for i in range(0, len(n), 4))

    # ---------------------------------------------------------------- network
    def ip4(self) -> str:
        while True:
            a = self.r.choice(
                [
                    31,
                    37,
                    46,
                    62,
                    77,
                    78,
                    81,
                    84,
                    85,
                    89,
                    91,
                    93,
                    94,
                    95,
                    109,
                    141,
                    151,
                    176,
                    178,
                    185,
                    188,
                    193,
                    195,
                    212,
                    213,
                    217,
                ]
            )
            s = f"{a}.{self.r.randint(0, 255)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}"
            return s

    def ip6(self) -> str:
        groups = ["2a02", self.hexs(4).lstrip("0") or "0", self.hexs(4).lstrip("0") or "0", self.hexs(3)]
        tail = [self.hexs(4).lstrip("0") or "0" for _ in range(4)]
        return ":".join(groups) + ":" + ":".join(tail)

    # ---------------------------------------------------------------- secrets
    def openai_key(self) -> str:
        return "sk-proj-" + self.alnum(20) + "T3BlbkFJ" + self.alnum(20)

    def anthropic_key(self) -> str:
        return "sk-ant-api03-" + self.alnum(86, string.ascii_letters + string.digits + "-_") + "AA"

    def github_pat(self) -> str:
        return "ghp_" + self.alnum(36)

    def github_fine(self) -> str:
        return "github_pat_11" + self.alnum(20, string.ascii_uppercase + string.digits) + "_" + self.alnum(59)

    def slack_bot(self) -> str:
        return f"xoxb-{self.digits(12, True)}-{self.digits(13, True)}-{self.alnum(24)}"

    def slack_webhook(self) -> str:
        return f"https://hooks.slack.com/services/T{self.alnum(8, string.ascii_uppercase + string.digits)}/B{self.alnum(10, string.ascii_uppercase + string.digits)}/{self.alnum(24)}"

    def aws_pair(self) -> tuple[str, str]:
        return (
            "AKIA" + self.alnum(16, string.ascii_uppercase + "234567"),
            self.alnum(40, string.ascii_letters + string.digits + "+/"),
        )

    def stripe_key(self, live: bool = True) -> str:
        return (
            ("sk_live_" if live else "rk_live_") + self.alnum(24) + self.alnum(75 - 24 if self.r.random() < 0.5 else 0)
        )

    def stripe_webhook(self) -> str:
        return "whsec_" + self.alnum(32)

    def google_key(self) -> str:
        return "AIza" + self.alnum(35, string.ascii_letters + string.digits + "-_")

    def sendgrid_key(self) -> str:
        return (
            "SG."
            + self.alnum(22, string.ascii_letters + string.digits + "-_")
            + "."
            + self.alnum(43, string.ascii_letters + string.digits + "-_")
        )

    def hf_token(self) -> str:
        return "hf_" + self.alnum(34)

    def twilio_auth(self) -> str:
        return self.hexs(32)

    def gitlab_pat(self) -> str:
        return "glpat-" + self.alnum(20, string.ascii_letters + string.digits + "-_")

    def npm_token(self) -> str:
        return "npm_" + self.alnum(36)

    def jwt(self, sub: str = "") -> str:
        def b64(d: bytes) -> str:
            return base64.urlsafe_b64encode(d).rstrip(b"=").decode()

        head = b64(b'{"alg":"HS256","typ":"JWT"}')
        body = b64(
            (
                '{"sub":"%s","iat":%d,"exp":%d,"scope":"read write"}'
                % (
                    sub or self.digits(7, True),
                    1760000000 + self.r.randint(0, 9999999),
                    1770000000 + self.r.randint(0, 9999999),
                )
            ).encode()
        )
        sig = b64(bytes(self.r.randrange(256) for _ in range(32)))
        return f"{head}.{body}.{sig}"

    def django_secret(self) -> str:
        return "django-insecure-" + self.alnum(50, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)")

    def b64_secret(self, nbytes: int = 32) -> str:
        return base64.b64encode(bytes(self.r.randrange(256) for _ in range(nbytes))).decode()

    def pem(self, kind: str = "RSA PRIVATE KEY", lines: int = 6) -> str:
        body = base64.b64encode(bytes(self.r.randrange(256) for _ in range(48 * lines))).decode()
        rows = [body[i : i + 64] for i in range(0, len(body), 64)]
        return f"-----BEGIN {kind}-----\n" + "\n".join(rows) + f"\n-----END {kind}-----"

    def openssh_key(self) -> str:
        head = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
        body = head + base64.b64encode(bytes(self.r.randrange(256) for _ in range(300))).decode()
        rows = [body[i : i + 70] for i in range(0, len(body), 70)]
        return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(rows) + "\n-----END OPENSSH PRIVATE KEY-----"

    # ---------------------------------------------------------------- decoy ids
    def uuid(self) -> str:
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def sha(self, n: int = 40) -> str:
        return self.hexs(n)

    def sha256(self) -> str:
        return hashlib.sha256(self.alnum(16).encode()).hexdigest()

    def req_id(self) -> str:
        return self.r.choice(
            [
                lambda: "req_" + self.alnum(24),
                lambda: self.hexs(16),
                lambda: "01J" + self.alnum(23, "0123456789ABCDEFGHJKMNPQRSTVWXYZ"),
            ]
        )()

    def version(self) -> str:
        return f"{self.r.randint(0, 9)}.{self.r.randint(0, 40)}.{self.r.randint(0, 19)}"
