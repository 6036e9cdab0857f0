"""Labelled corpus of agent-style text for detector quality benchmarks and tests.

``generate_corpus(n_docs, seed)`` returns :class:`LabelledDoc` s with gold :class:`GoldSpan` s
(character offsets into ``doc.text``). Deterministic for a given ``(n_docs, seed)`` and
Faker version. Requires the ``faker`` package (test/benchmark dependency only).

Locales: en_US, de_DE, zh_CN (plus en_GB/fr_FR/nl_NL IBANs). Document kinds:

- ``prose``: e-mails/chat messages in English, German or Chinese with names, e-mail
  addresses, phones, addresses, cards, IBANs, SSNs, resident IDs;
- ``json``: tool results (lists of customer/contact records), some serialised with
  ``ensure_ascii=True`` (gold offsets then cover the ``\\uXXXX`` escapes, as the raw JSON is
  what leaves the device);
- ``log``: application logs with timestamps, request ids (UUID/hex), git SHAs, durations,
  IPs, user e-mails, the odd leaked bearer token or password;
- ``csv``: exports (English or Chinese headers);
- ``code``: ``.env``/YAML/Python config with vendor API keys, secrets, passwords, DB URLs,
  PEM private keys, plus checksums, digests and ``integrity`` hashes as distractors;
- ``tool_args``: assistant tool-call arguments (send_email, create_ticket …);
- ``label``: ALL-CAPS shipping labels (name and address in capitals);
- ``clean``: build/test output with no PII at all (false-positive probe).

Gold entity types: PERSON, EMAIL_ADDRESS, PHONE_NUMBER, ADDRESS, CREDIT_CARD, IBAN_CODE,
US_SSN, IP_ADDRESS, CN_RESIDENT_ID, API_KEY, SECRET, PASSWORD, PRIVATE_KEY (the labelling
conventions follow ``edgeward.detectors.config``: vendor keys, bearer tokens and JWTs are
API_KEY; ``*_secret`` values and other non-password secrets are SECRET; passwords, including
the password of a ``scheme://user:pass@host`` URL, are PASSWORD). Cities, dates, URLs and
organisation names are not labelled and not scored.

Faker's own phone numbers are not used for en_US/de_DE: they use unassigned area codes
and junk formats (``00008063608``); we format numbers with real area codes instead.
"""

from __future__ import annotations

import base64
import json
import random
import string
import uuid
from dataclasses import dataclass, field
from typing import Any, Sequence, TypeVar

_T = TypeVar("_T")

EVAL_ENTITIES: tuple[str, ...] = (
    "PERSON",
    "EMAIL_ADDRESS",
    "PHONE_NUMBER",
    "ADDRESS",
    "CREDIT_CARD",
    "IBAN_CODE",
    "US_SSN",
    "IP_ADDRESS",
    "CN_RESIDENT_ID",
    "API_KEY",
    "SECRET",
    "PASSWORD",
    "PRIVATE_KEY",
)
#: Types whose recall/precision goals are the "structured" ones (everything but PERSON
#: and ADDRESS, which depend on NER / free-form patterns).
STRUCTURED_ENTITIES: tuple[str, ...] = tuple(e for e in EVAL_ENTITIES if e not in ("PERSON", "ADDRESS"))
CREDENTIAL_TYPES: tuple[str, ...] = ("API_KEY", "SECRET", "PASSWORD", "PRIVATE_KEY")


@dataclass(frozen=True)
class GoldSpan:
    """A labelled value: ``doc.text[start:end] == text``."""

    entity_type: str
    start: int
    end: int
    text: str


@dataclass
class LabelledDoc:
    """One corpus document: ``kind`` (see module docstring), ``locale``, ``text``, gold ``spans``."""

    doc_id: str
    kind: str
    locale: str
    text: str
    spans: list[GoldSpan] = field(default_factory=list)


class _Builder:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.spans: list[GoldSpan] = []
        self.n = 0

    def lit(self, s: str) -> "_Builder":
        self.parts.append(s)
        self.n += len(s)
        return self

    def ent(self, etype: str, value: str) -> "_Builder":
        self.spans.append(GoldSpan(etype, self.n, self.n + len(value), value))
        return self.lit(value)

    def jstr(self, value: str, etype: str | None = None, ascii_: bool = False) -> "_Builder":
        """A JSON string literal; the gold span covers the escaped contents."""
        enc = json.dumps(value, ensure_ascii=ascii_)[1:-1]
        self.lit('"')
        if etype:
            self.ent(etype, enc)
        else:
            self.lit(enc)
        return self.lit('"')

    def text(self) -> str:
        return "".join(self.parts)


# ---------------------------------------------------------------------------- generators
_US_AREA = "201 202 206 212 213 214 303 305 310 312 404 408 412 415 503 512 602 617 646 702 713 718 720 773 786 818 917 925".split()
_DE_AREA = ["30", "40", "69", "89", "221", "211", "711", "511", "341", "351", "911", "421"]
_DE_MOBILE = ["151", "152", "160", "170", "171", "172", "175", "176", "177", "178", "179"]
_CN_PROV = ["北京市", "上海市", "广东省", "浙江省", "江苏省", "四川省", "湖北省", "山东省", "福建省", "河南省"]
_CN_CITY = ["广州市", "深圳市", "杭州市", "南京市", "成都市", "武汉市", "济南市", "厦门市", "郑州市", "苏州市"]
_CN_DIST = ["朝阳区", "海淀区", "浦东新区", "天河区", "南山区", "西湖区", "鼓楼区", "武侯区", "江汉区", "历下区"]
_CN_STREET = [
    "建国路",
    "中山路",
    "人民路",
    "解放大道",
    "科技园路",
    "文三路",
    "南京西路",
    "滨江大道",
    "长江路",
    "和平街",
]
_CN_REGION = ["110101", "310104", "440106", "440305", "330106", "320106", "510107", "420103", "370102", "350203"]
_PEM_LABELS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]


class _Gen:
    def __init__(self, seed: int):
        from faker import Faker

        self.r = random.Random(seed)
        self.f = {}
        for i, loc in enumerate(["en_US", "de_DE", "zh_CN", "en_GB", "fr_FR", "nl_NL"]):
            fk = Faker(loc)
            fk.seed_instance(seed * 131 + i)
            self.f[loc] = fk

    # -- helpers ---------------------------------------------------------------------------
    def choice(self, xs: Sequence[_T]) -> _T:
        return self.r.choice(xs)

    def rstr(self, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def digits(self, n: int) -> str:
        return "".join(self.r.choice(string.digits) for _ in range(n))

    # -- entities --------------------------------------------------------------------------
    def person(self, loc: str) -> str:
        f = self.f[loc]
        if loc == "zh_CN":
            return f.name()
        return f"{f.first_name()} {f.last_name()}"

    def email(self, loc: str, name: str | None = None) -> str:
        f = self.f["en_US" if loc == "zh_CN" else loc]
        roll = self.r.random()
        if roll < 0.2:
            user = (name or f.user_name()).lower().replace(" ", ".")
            user = "".join(c for c in user if c.isascii() and (c.isalnum() or c in "._")) or f.user_name()
            return f"{user}@{self.choice(['corp.internal', 'mail.local', 'acme.corp', 'dev.example', 'hr.lan'])}"
        if roll < 0.3 and loc == "zh_CN":
            return f"{self.f['en_US'].user_name()}{self.digits(3)}@{self.choice(['qq.com', '163.com', 'sina.cn', 'aliyun.com'])}"
        return f.email()

    def phone(self, loc: str) -> str:
        r = self.r
        if loc == "zh_CN":
            n = "1" + r.choice("3456789") + self.digits(9)
            style = r.randrange(5)
            if style == 0:
                return f"{n[:3]}-{n[3:7]}-{n[7:]}"
            if style == 1:
                return f"{n[:3]} {n[3:7]} {n[7:]}"
            if style == 2:
                return f"+86 {n}"
            return n
        if loc == "de_DE":
            if r.random() < 0.5:
                m = r.choice(_DE_MOBILE) + self.digits(7)
                return r.choice([f"0{m[:3]} {m[3:]}", f"+49 {m[:3]} {m[3:]}", f"+49{m}"])
            a = r.choice(_DE_AREA)
            sub = str(r.randint(2, 9)) + self.digits(7 - len(a) + 2)
            return r.choice([f"0{a} {sub}", f"+49 {a} {sub}", f"+49 (0){a} {sub}", f"0{a}/{sub}"])
        a = r.choice(_US_AREA)
        ex = str(r.randint(2, 9)) + self.digits(2)
        ln = self.digits(4)
        return r.choice(
            [
                f"({a}) {ex}-{ln}",
                f"{a}-{ex}-{ln}",
                f"{a}.{ex}.{ln}",
                f"+1 {a} {ex} {ln}",
                f"+1-{a}-{ex}-{ln}",
                f"{a}-{ex}-{ln} x{self.digits(3)}",
            ]
        )

    def address(self, loc: str, upper: bool = False) -> str:
        r = self.r
        if loc == "zh_CN":
            prov = r.choice(_CN_PROV)
            city = "" if prov.endswith("市") else r.choice(_CN_CITY)
            s = f"{prov}{city}{r.choice(_CN_DIST)}{r.choice(_CN_STREET)}{r.randint(1, 999)}号"
            if r.random() < 0.5:
                s += f"{r.randint(1, 30)}栋{r.randint(1, 30)}{r.randint(1, 9):02d}室"
            return s
        if loc == "de_DE":
            f = self.f["de_DE"]
            return f"{f.street_address()}, {f.postcode()} {f.city()}"
        f = self.f["en_US"]
        s = f"{f.street_address()}, {f.city()}, {f.state_abbr()} {f.zipcode()}"
        return s.upper() if upper else s

    def card(self) -> str:
        r = self.r
        if r.random() < 0.25:  # UnionPay 19-digit
            body = "62" + self.digits(16)
            num = body + _luhn_digit(body)
        else:
            num = self.f["en_US"].credit_card_number(
                card_type=r.choice(["visa16", "mastercard", "amex", "discover", "jcb16", "visa19"])
            )
        if r.random() < 0.4 and len(num) == 16:
            return " ".join(num[i : i + 4] for i in range(0, 16, 4))
        return num

    def iban(self) -> str:
        iban = self.f[self.choice(["de_DE", "en_GB", "fr_FR", "nl_NL"])].iban()
        if self.r.random() < 0.4:
            return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
        return iban

    def ssn(self) -> str:
        return self.f["en_US"].ssn()

    def ip(self) -> str:
        f = self.f["en_US"]
        roll = self.r.random()
        return f.ipv4_public() if roll < 0.5 else (f.ipv4_private() if roll < 0.8 else f.ipv6())

    def cn_id(self) -> str:
        r = self.r
        body = (
            r.choice(_CN_REGION)
            + f"{r.randint(1950, 2005)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}{self.digits(3)}"
        )
        from .recognizers.chinese import _ID_CHECK, _ID_WEIGHTS  # lazy: the recognizers load Presidio

        return body + _ID_CHECK[sum(int(d) * w for d, w in zip(body, _ID_WEIGHTS)) % 11]

    def api_key(self) -> tuple[str, str]:
        """(vendor, key)"""
        r = self.r
        a62 = string.ascii_letters + string.digits
        k = r.randrange(12)
        if k == 0:
            return "openai", "sk-proj-" + self.rstr(48, a62 + "_-") + self.rstr(8)
        if k == 1:
            return "openai", "sk-" + self.rstr(20) + "T3BlbkFJ" + self.rstr(20)
        if k == 2:
            return "anthropic", "sk-ant-api03-" + self.rstr(93, a62 + "_-") + "AA"
        if k == 3:
            return "google", "AIza" + self.rstr(35, a62 + "_-")
        if k == 4:
            return "groq", "gsk_" + self.rstr(52)
        if k == 5:
            return "xai", "xai-" + self.rstr(80)
        if k == 6:
            return "huggingface", "hf_" + self.rstr(34)
        if k == 7:
            return "github", "ghp_" + self.rstr(36)
        if k == 8:
            return "aws", "AKIA" + self.rstr(16, string.ascii_uppercase + string.digits)
        if k == 9:
            return "stripe", "sk_live_" + self.rstr(24)
        if k == 10:
            return "slack", f"xoxb-{self.digits(12)}-{self.digits(13)}-{self.rstr(24)}"
        return "deepseek", "sk-" + self.rstr(32, "0123456789abcdef")

    def jwt(self) -> str:
        def b64(d: dict[str, Any]) -> str:
            return base64.urlsafe_b64encode(json.dumps(d).encode()).decode().rstrip("=")

        return (
            b64({"alg": "HS256", "typ": "JWT"})
            + "."
            + b64({"sub": self.digits(8), "name": self.person("en_US"), "iat": self.r.randint(1600000000, 1750000000)})
            + "."
            + self.rstr(43, string.ascii_letters + string.digits + "_-")
        )

    def secret(self) -> str:
        return self.rstr(self.r.choice([32, 40, 48]), string.ascii_letters + string.digits + "+/")

    def password(self) -> str:
        r = self.r
        words = ["sunshine", "dragon", "Winter", "Summer", "monkey", "Falcon", "orange", "Purple"]
        if r.random() < 0.5:
            return r.choice(words) + str(r.randint(10, 9999)) + r.choice("!#$%&*")
        return self.rstr(r.randint(10, 18), string.ascii_letters + string.digits + "!#%&*@^")

    def pem(self) -> str:
        label = self.choice(_PEM_LABELS)
        body = base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(self.r.choice([180, 240, 300])))).decode()
        lines = [body[i : i + 64] for i in range(0, len(body), 64)]
        return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"

    # -- distractors -----------------------------------------------------------------------
    def sha(self) -> str:
        return "%040x" % self.r.getrandbits(160)

    def sha256(self) -> str:
        return "%064x" % self.r.getrandbits(256)

    def uuid(self) -> str:
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def ts(self) -> str:
        r = self.r
        return f"2025-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}.{self.digits(3)}Z"

    def integrity(self) -> str:
        return "sha512-" + base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(64))).decode()


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


# ------------------------------------------------------------------------------ doc kinds
def _prose(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    r = g.r
    name = g.person(loc)
    if loc == "zh_CN":
        other = g.person(loc)
        b.lit(r.choice(["您好，", "你好，", ""])).lit("我是").ent("PERSON", name).lit("，手机").ent(
            "PHONE_NUMBER", g.phone(loc)
        )
        b.lit("。请把合同寄到").ent("ADDRESS", g.address(loc)).lit("，收件人：").ent("PERSON", other).lit("。")
        if r.random() < 0.6:
            b.lit("我的身份证号是").ent("CN_RESIDENT_ID", g.cn_id()).lit("，")
        if r.random() < 0.5:
            b.lit("工资请打到银行卡").ent("CREDIT_CARD", g.card()).lit("。")
        if r.random() < 0.5:
            b.lit("邮箱：").ent("EMAIL_ADDRESS", g.email(loc)).lit("。")
        b.lit(r.choice(["谢谢！", "麻烦尽快处理。", "有问题请联系", ""]))
        if b.parts[-1] == "有问题请联系":
            b.ent("PERSON", g.person(loc)).lit(r.choice(["先生", "女士"])).lit("。")
        return b
    if loc == "de_DE":
        b.lit("Hallo ").ent("PERSON", name).lit(",\n\nbitte überweisen Sie den Betrag auf mein Konto ")
        b.ent("IBAN_CODE", g.iban()).lit(". Meine neue Anschrift lautet ").ent("ADDRESS", g.address(loc))
        b.lit(". Sie erreichen mich unter Tel. ").ent("PHONE_NUMBER", g.phone(loc)).lit(" oder per E-Mail an ")
        b.ent("EMAIL_ADDRESS", g.email(loc)).lit(".\n\nViele Grüße\n").ent("PERSON", g.person(loc)).lit("\n")
        return b
    b.lit(r.choice(["Hi ", "Hello ", "Dear "])).ent("PERSON", name.split()[0] + " " + name.split()[1]).lit(",\n\n")
    b.lit(r.choice(["Thanks for the call today. ", "Following up on the ticket. ", "As discussed, "]))
    b.lit("Please ship the replacement to ").ent("ADDRESS", g.address(loc)).lit(" and call ")
    b.ent("PHONE_NUMBER", g.phone(loc)).lit(" if the courier cannot find it. ")
    if r.random() < 0.5:
        b.lit("The refund should go to card ").ent("CREDIT_CARD", g.card()).lit(". ")
    if r.random() < 0.4:
        b.lit("For the background check my SSN is ").ent("US_SSN", g.ssn()).lit(". ")
    if r.random() < 0.3:
        b.lit("Wire transfers: IBAN ").ent("IBAN_CODE", g.iban()).lit(". ")
    b.lit("You can also reach ").ent("PERSON", g.person(loc)).lit(" at ").ent("EMAIL_ADDRESS", g.email(loc)).lit(
        ".\n\n"
    )
    b.lit(r.choice(["Best,\n", "Regards,\n", "Cheers,\n"])).ent("PERSON", g.person(loc)).lit("\n")
    return b


def _json(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    r = g.r
    ascii_ = loc == "zh_CN" and r.random() < 0.5
    b.lit('{"status": "ok", "request_id": ').jstr(g.uuid()).lit(', "results": [')
    for i in range(r.randint(2, 4)):
        if i:
            b.lit(", ")
        name = g.person(loc)
        b.lit('{"id": ').lit(str(r.randint(1000, 99999))).lit(', "name": ').jstr(name, "PERSON", ascii_)
        b.lit(', "email": ').jstr(g.email(loc, name), "EMAIL_ADDRESS")
        b.lit(', "phone": ').jstr(g.phone(loc), "PHONE_NUMBER")
        if r.random() < 0.6:
            b.lit(', "address": ').jstr(g.address(loc), "ADDRESS", ascii_)
        extra = r.random()
        if loc == "zh_CN" and extra < 0.5:
            b.lit(', "id_number": ').jstr(g.cn_id(), "CN_RESIDENT_ID")
        elif extra < 0.3:
            b.lit(', "iban": ').jstr(g.iban(), "IBAN_CODE")
        elif extra < 0.5:
            b.lit(', "ssn": ').jstr(g.ssn(), "US_SSN")
        elif extra < 0.7:
            b.lit(', "card": ').jstr(g.card(), "CREDIT_CARD")
        b.lit(', "created_at": ').jstr(g.ts()).lit(', "uuid": ').jstr(g.uuid())
        b.lit(', "balance": ').lit(f"{r.randint(0, 99999)}.{r.randint(0, 99):02d}").lit("}")
    b.lit("]}")
    return b


def _log(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    r = g.r
    for _ in range(r.randint(8, 16)):
        b.lit(g.ts()).lit(" ").lit(r.choice(["INFO ", "DEBUG", "WARN ", "ERROR"])).lit(" ")
        k = r.randrange(10)
        if k == 0:
            b.lit("auth: login ok user=").ent("EMAIL_ADDRESS", g.email(loc)).lit(" ip=").ent("IP_ADDRESS", g.ip())
        elif k == 1:
            b.lit(f"http: GET /api/v1/orders/{r.randint(1, 99999)} 200 {r.randint(1, 900)}ms req_id=").lit(g.uuid())
        elif k == 2:
            b.lit("deploy: commit ").lit(g.sha()).lit(f" build #{r.randint(100, 9999)} took {r.uniform(1, 99):.2f}s")
        elif k == 3:
            b.lit("worker-").lit(str(r.randint(1, 9))).lit(
                f": processed batch {r.randint(1, 999)} pid={r.randint(100, 65000)} trace_id="
            ).lit(g.rstr(32, "0123456789abcdef"))
        elif k == 4:
            b.lit("crm: updated contact ").ent("PERSON", g.person("en_US" if loc == "zh_CN" else loc)).lit(
                " phone="
            ).ent("PHONE_NUMBER", g.phone(loc))
        elif k == 5:
            b.lit("proxy: upstream header Authorization: Bearer ").ent(
                "API_KEY", g.jwt() if r.random() < 0.5 else g.api_key()[1]
            )
        elif k == 6:
            b.lit("db: connect postgres://app:").ent(
                "PASSWORD", g.password().replace("@", "x").replace("/", "x").replace(":", "x")
            ).lit("@").ent("IP_ADDRESS", f"10.0.{r.randint(0, 9)}.{r.randint(2, 250)}").lit(":5432/app")
        elif k == 7:
            b.lit(f"cache: hit ratio {r.random():.3f} keys={r.randint(1, 99999)} etag=").lit(
                g.rstr(16, "0123456789abcdef")
            )
        elif k == 8:
            b.lit("firewall: blocked ").ent("IP_ADDRESS", g.ip()).lit(f" port {r.choice([22, 443, 3389, 8080])}")
        else:
            b.lit(f"scheduler: job {g.uuid()} finished in {r.randint(1, 5000)}ms exit=0")
        b.lit("\n")
    return b


def _csv(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    r = g.r
    if loc == "zh_CN":
        b.lit("姓名,手机,身份证号,地址,金额\n")
        for _ in range(r.randint(3, 6)):
            b.ent("PERSON", g.person(loc)).lit(",").ent("PHONE_NUMBER", g.phone(loc)).lit(",").ent(
                "CN_RESIDENT_ID", g.cn_id()
            )
            b.lit(",").ent("ADDRESS", g.address(loc)).lit(f",{r.randint(100, 99999)}.00\n")
        return b
    b.lit("id,name,email,phone,city,amount,updated\n")
    for _ in range(r.randint(3, 6)):
        f = g.f[loc]
        b.lit(f"{r.randint(1, 9999)},").ent("PERSON", g.person(loc)).lit(",").ent("EMAIL_ADDRESS", g.email(loc)).lit(
            ","
        )
        b.ent("PHONE_NUMBER", g.phone(loc)).lit(
            f",{f.city()},{r.randint(1, 9999)}.{r.randint(0, 99):02d},{g.ts()[:10]}\n"
        )
    return b


def _code(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    r = g.r
    style = r.randrange(3)
    if style == 0:  # .env
        b.lit("# generated by setup.sh\nNODE_ENV=production\nPORT=8080\n")
        for _ in range(r.randint(2, 4)):
            vendor, key = g.api_key()
            b.lit(f"{vendor.upper()}_API_KEY=").ent("API_KEY", key).lit("\n")
        b.lit("DB_PASSWORD=").ent("PASSWORD", g.password()).lit("\n")
        b.lit("SESSION_SECRET=").ent("SECRET", g.secret()).lit("\n")
        b.lit(
            f"BUILD_SHA={g.sha()}\nIMAGE_DIGEST=sha256:{g.sha256()}\nRELEASE=v{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 40)}\n"
        )
    elif style == 1:  # python settings
        vendor, key = g.api_key()
        b.lit('import os\n\nDEBUG = False\nALLOWED_HOSTS = ["api.example.com"]\n')
        b.lit(f'{vendor.upper()}_KEY = "').ent("API_KEY", key).lit('"\n')
        b.lit('DATABASE_URL = "mysql://admin:').ent(
            "PASSWORD", g.password().replace("@", "x").replace("/", "x").replace(":", "x")
        ).lit('@db.internal:3306/prod"\n')
        b.lit('client_secret = "').ent("SECRET", g.secret()).lit('"\n')
        b.lit(f'CACHE_TTL = {r.randint(10, 3600)}\nREQUEST_ID = "{g.uuid()}"\nCOMMIT = "{g.sha()}"\n')
        b.lit('SIGNING_KEY = os.environ["SIGNING_KEY"]\n')
        if r.random() < 0.5:
            b.lit('JWT = "').ent("API_KEY", g.jwt()).lit('"\n')
    else:  # yaml + key file
        b.lit("services:\n  api:\n    image: registry.example.com/api@sha256:").lit(g.sha256()).lit(
            "\n    environment:\n"
        )
        b.lit("      SMTP_PASSWORD: ").ent("PASSWORD", g.password().replace("#", "x").replace(":", "x")).lit("\n")
        vendor, key = g.api_key()
        b.lit("      LLM_API_KEY: ").ent("API_KEY", key).lit("\n")
        b.lit("    healthcheck:\n      interval: 30s\n")
        b.lit('  "resolved": "https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz",\n  "integrity": "').lit(
            g.integrity()
        ).lit('"\n')
        if r.random() < 0.6:
            b.lit("deploy_key: |\n").ent("PRIVATE_KEY", g.pem()).lit("\n")
    return b


def _tool_args(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    r = g.r
    name = g.person(loc)
    if r.random() < 0.5:
        b.lit('{"to": ').jstr(g.email(loc, name), "EMAIL_ADDRESS").lit(', "subject": ').jstr(
            "Your order" if loc != "zh_CN" else "订单确认"
        )
        b.lit(', "body": "')
        if loc == "zh_CN":
            b.ent("PERSON", name).lit("您好，您的订单已发货，快递将送到").ent("ADDRESS", g.address(loc)).lit(
                "，如有问题请拨打"
            ).ent("PHONE_NUMBER", g.phone(loc)).lit("。")
        else:
            b.lit("Dear ").ent("PERSON", name).lit(",\\nyour order ships to ").ent("ADDRESS", g.address(loc)).lit(
                ".\\nQuestions? Call "
            ).ent("PHONE_NUMBER", g.phone(loc)).lit(".")
        b.lit('"}')
    else:
        b.lit('{"title": "Update payout details", "assignee": ').jstr(name, "PERSON").lit(', "fields": {"iban": ')
        b.jstr(g.iban(), "IBAN_CODE").lit(', "phone": ').jstr(g.phone(loc), "PHONE_NUMBER").lit(
            ', "priority": "high"}}'
        )
    return b


def _label(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    r = g.r
    name = g.person("en_US").upper()
    b.lit(r.choice(["SHIP TO:\n", "DELIVER TO:\n", "RECIPIENT:\n"])).ent("PERSON", name).lit("\n")
    addr = g.address("en_US", upper=True)
    street, rest = addr.split(", ", 1)
    b.ent("ADDRESS", street + "\n" + rest).lit(
        f"\nTRACKING: 1Z{g.rstr(16, string.ascii_uppercase + string.digits)}\nWEIGHT: {r.randint(1, 40)} LB\n"
    )
    b.lit("PHONE: ").ent("PHONE_NUMBER", g.phone("en_US")).lit("\n")
    return b


def _clean(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    r = g.r
    b.lit(
        f"$ pytest -q\n{'.' * r.randint(20, 60)}\n{r.randint(10, 400)} passed, {r.randint(0, 3)} skipped in {r.uniform(1, 60):.2f}s\n"
    )
    b.lit(
        f"$ git log --oneline -3\n{g.sha()[:7]} Fix flaky test in scheduler\n{g.sha()[:7]} Bump version to {r.randint(1, 3)}.{r.randint(0, 9)}.{r.randint(0, 9)}\n"
    )
    b.lit(f"{g.sha()[:7]} Merge pull request #{r.randint(100, 999)} from feature/retry-backoff\n")
    b.lit(
        f"$ docker build -t api:latest .\nStep 1/9 : FROM python:3.12-slim\n ---> {g.sha()[:12]}\nSuccessfully built {g.sha()[:12]}\n"
    )
    b.lit(f"request {g.uuid()} completed status=200 duration_ms={r.randint(1, 999)} bytes={r.randint(100, 99999)}\n")
    b.lit(f"INFO Started Application in {r.uniform(1, 9):.3f} seconds (JVM running for {r.uniform(5, 15):.3f})\n")
    b.lit(
        f"WARN HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta={r.randint(1, 59)}s{r.randint(1, 999)}ms).\n"
    )
    return b


# ------------------------------------------------------------------ holdout kinds
# Written after the recognizers were tuned on the kinds above and evaluated without further
# tuning: different phrasings and formats (chat transcripts, markdown tables, YAML, HTML,
# git logs, Python reprs, HTTP headers, German tickets, Chinese chat).
def _h_chat(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    r = g.r
    f = g.f["en_US"]
    for _ in range(r.randint(4, 7)):
        b.lit(f"[{r.randint(8, 18):02d}:{r.randint(0, 59):02d}] {f.user_name()}: ")
        k = r.randrange(5)
        if k == 0:
            b.lit("hey can you loop in ").ent("PERSON", g.person("en_US")).lit("? cell is ").ent(
                "PHONE_NUMBER", g.phone("en_US")
            )
        elif k == 1:
            b.lit("fwd the contract to ").ent("EMAIL_ADDRESS", g.email("en_US")).lit(" pls")
        elif k == 2:
            b.lit("ok deploying ").lit(g.sha()[:7]).lit(" to staging now, ETA 10 min")
        elif k == 3:
            b.lit("new office is at ").ent("ADDRESS", g.address("en_US")).lit(" btw")
        else:
            b.lit("lgtm, merging after CI goes green")
        b.lit("\n")
    return b


def _h_markdown(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    b.lit("| Name | Email | Phone | Notes |\n|---|---|---|---|\n")
    for _ in range(g.r.randint(2, 5)):
        b.lit("| ").ent("PERSON", g.person(loc)).lit(" | ").ent("EMAIL_ADDRESS", g.email(loc)).lit(" | ")
        b.ent("PHONE_NUMBER", g.phone(loc)).lit(" | ").lit(g.choice(["VIP", "churn risk", "renewal Q3", "—"])).lit(
            " |\n"
        )
    return b


def _h_yaml(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    b.lit("contacts:\n")
    for _ in range(g.r.randint(2, 4)):
        b.lit("  - name: ").ent("PERSON", g.person(loc)).lit("\n    mobile: ").ent("PHONE_NUMBER", g.phone(loc))
        b.lit("\n    email: ").ent("EMAIL_ADDRESS", g.email(loc)).lit(
            f"\n    tier: {g.choice(['gold', 'silver', 'basic'])}\n"
        )
    return b


def _h_html(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    b.lit('<table class="orders"><tr><th>Customer</th><th>Card</th><th>Ship to</th></tr>\n')
    for _ in range(g.r.randint(2, 3)):
        b.lit("<tr><td>").ent("PERSON", g.person("en_US")).lit("</td><td>").ent("CREDIT_CARD", g.card())
        b.lit("</td><td>").ent("ADDRESS", g.address("en_US")).lit("</td></tr>\n")
    b.lit("</table>")
    return b


def _h_gitlog(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    for _ in range(g.r.randint(2, 4)):
        name = g.person(g.choice(["en_US", "de_DE"]))
        b.lit(f"commit {g.sha()}\nAuthor: ").ent("PERSON", name).lit(" <").ent(
            "EMAIL_ADDRESS", g.email("en_US", name)
        ).lit(">\n")
        b.lit(
            f"Date:   Tue Mar {g.r.randint(1, 28)} 10:{g.r.randint(10, 59)}:00 2025 +0100\n\n    {g.choice(['Fix race in retry loop', 'Add CSV export', 'Bump deps'])}\n\n"
        )
    return b


def _h_pyrepr(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    first, last = g.f["en_US"].first_name(), g.f["en_US"].last_name()
    b.lit(
        'Traceback (most recent call last):\n  File "sync.py", line 88, in push\n    crm.update(record)\nValueError: invalid record '
    )
    b.lit("{'first_name': '").ent("PERSON", first).lit("', 'last_name': '").ent("PERSON", last).lit("', 'ssn': '").ent(
        "US_SSN", g.ssn()
    )
    b.lit("', 'ip': '").ent("IP_ADDRESS", g.ip()).lit("'}\n")
    return b


def _h_http(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    vendor, key = g.api_key()
    b.lit("$ curl -s https://api.vendor.example/v1/messages \\\n  -H 'x-api-key: ").ent("API_KEY", key).lit("' \\\n")
    b.lit("  -H 'content-type: application/json' -d @req.json\n")
    b.lit('{"Authorization": "token ').ent("API_KEY", "ghp_" + g.rstr(36)).lit('"}\n')
    b.lit("//registry.npmjs.org/:_authToken=").ent("API_KEY", "npm_" + g.rstr(36)).lit("\n")
    b.lit("export STRIPE_SECRET_KEY=").ent("API_KEY", "sk_live_" + g.rstr(24)).lit("\n")
    b.lit(f'etag: W/"{g.rstr(27, string.ascii_letters + string.digits + "-_")}"\n')
    return b


def _h_de_ticket(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    b.lit(f"Ticket #{g.r.randint(10000, 99999)} – Rückruf erbeten\nAnsprechpartner: ").ent("PERSON", g.person("de_DE"))
    b.lit("\nTelefon: ").ent("PHONE_NUMBER", g.phone("de_DE")).lit("\nLieferadresse: ").ent(
        "ADDRESS", g.address("de_DE")
    )
    b.lit("\nBankverbindung: ").ent("IBAN_CODE", g.iban()).lit("\nDer Kunde bittet um Rückruf zwischen 9 und 12 Uhr.\n")
    return b


def _h_zh_chat(g: _Gen, loc: str) -> _Builder:
    b = _Builder()
    n1, n2 = g.person("zh_CN"), g.person("zh_CN")
    b.lit("老板，").ent("PERSON", n1).lit("的电话是").ent("PHONE_NUMBER", g.phone("zh_CN")).lit("，他现在住在").ent(
        "ADDRESS", g.address("zh_CN")
    )
    b.lit("。\n好的，转账给").ent("PERSON", n2).lit("，卡号").ent("CREDIT_CARD", g.card()).lit("，备注报销。\n")
    b.lit("对了，").ent("PERSON", n2).lit("的身份证是").ent("CN_RESIDENT_ID", g.cn_id()).lit("，下周一前提交。\n")
    return b


_HOLDOUT_KINDS = [
    ("h_chat", _h_chat, 1.0),
    ("h_markdown", _h_markdown, 1.0),
    ("h_yaml", _h_yaml, 1.0),
    ("h_html", _h_html, 1.0),
    ("h_gitlog", _h_gitlog, 1.0),
    ("h_pyrepr", _h_pyrepr, 1.0),
    ("h_http", _h_http, 1.0),
    ("h_de_ticket", _h_de_ticket, 1.0),
    ("h_zh_chat", _h_zh_chat, 1.0),
]


_KINDS = [
    ("prose", _prose, 0.22),
    ("json", _json, 0.18),
    ("log", _log, 0.14),
    ("csv", _csv, 0.1),
    ("code", _code, 0.14),
    ("tool_args", _tool_args, 0.1),
    ("label", _label, 0.05),
    ("clean", _clean, 0.07),
]
_LOCALES = [("en_US", 0.45), ("de_DE", 0.2), ("zh_CN", 0.35)]


def generate_corpus(n_docs: int = 300, seed: int = 0, holdout: bool = False) -> list[LabelledDoc]:
    """Generate ``n_docs`` labelled documents (kinds and locales drawn with fixed weights).

    ``holdout=True`` draws from the holdout kinds instead (formats the recognizers were not
    tuned on; see the comment above ``_HOLDOUT_KINDS``). Deterministic for a given
    ``(n_docs, seed, holdout)``; every gold span satisfies ``doc.text[s.start:s.end] == s.text``.
    """
    g = _Gen(seed)
    docs = []
    kinds = list(_HOLDOUT_KINDS if holdout else _KINDS)
    for i in range(n_docs):
        kind, fn, _ = g.r.choices(kinds, weights=[w for _, _, w in kinds])[0]
        loc = g.r.choices([name for name, _ in _LOCALES], weights=[w for _, w in _LOCALES])[0]
        if kind in ("label", "clean") or (kind == "code"):
            loc = "en_US" if kind != "code" else loc
        b = fn(g, loc)
        text = b.text()
        for s in b.spans:
            assert text[s.start : s.end] == s.text
        docs.append(LabelledDoc(f"{kind}-{i:04d}", kind, loc, text, list(b.spans)))
    return docs


# ------------------------------------------------------------------------------- scoring
@dataclass
class TypeScore:
    """Counts and rates for one entity type (coverage-based matching, see :func:`score`)."""

    entity_type: str
    gold: int = 0
    pred: int = 0
    tp_gold: int = 0
    tp_pred: int = 0

    @property
    def recall(self) -> float | None:
        """Share of gold spans covered >= 50% by same-type predictions (None if no gold)."""
        return None if self.gold == 0 else self.tp_gold / self.gold

    @property
    def precision(self) -> float | None:
        """Share of predictions covered >= 50% by same-type gold spans (None if no preds)."""
        return None if self.pred == 0 else self.tp_pred / self.pred

    @property
    def f1(self) -> float | None:
        """Harmonic mean of precision and recall (None if either is undefined or both 0)."""
        p, r = self.precision, self.recall
        if p is None or r is None or p + r == 0:
            return None
        return 2 * p * r / (p + r)


def _covered(start: int, end: int, others: list[tuple[int, int]]) -> int:
    """Characters of [start, end) covered by the union of ``others``."""
    marks = [False] * (end - start)
    for s, e in others:
        for i in range(max(s, start), min(e, end)):
            marks[i - start] = True
    return sum(marks)


def score(
    docs: list[LabelledDoc],
    preds: list[list[tuple[str, int, int]]],
    types: tuple[str, ...] = EVAL_ENTITIES,
    merge_credentials: bool = False,
) -> tuple[dict[str, TypeScore], dict[str, float]]:
    """Score predictions against gold.

    ``preds[i]`` holds ``(entity_type, start, end)`` for ``docs[i]``. A gold span counts as
    found when same-type predictions cover at least half of its characters; a prediction
    counts as correct when same-type gold spans cover at least half of its characters.
    With ``merge_credentials`` the four credential types are scored as one ``CREDENTIAL``.

    Returns ``(per_type, extra)`` where ``extra`` has ``mask_recall`` (share of all gold spans
    covered >= 90% by predictions of *any* type, i.e. what masking would hide) and
    ``other_type_spurious`` (predictions of non-scored types overlapping no gold span).
    """

    def t(x: str) -> str:
        return "CREDENTIAL" if merge_credentials and x in CREDENTIAL_TYPES else x

    scored = tuple(dict.fromkeys(t(x) for x in types))
    res = {x: TypeScore(x) for x in scored}
    masked = total = spurious = 0
    for doc, ps in zip(docs, preds):
        golds = [(t(s.entity_type), s.start, s.end) for s in doc.spans]
        ps = [(t(e), s, en) for e, s, en in ps]
        for x in scored:
            g_x = [(s, e) for ty, s, e in golds if ty == x]
            p_x = [(s, e) for ty, s, e in ps if ty == x]
            res[x].gold += len(g_x)
            res[x].pred += len(p_x)
            res[x].tp_gold += sum(1 for s, e in g_x if _covered(s, e, p_x) * 2 >= e - s)
            res[x].tp_pred += sum(1 for s, e in p_x if _covered(s, e, g_x) * 2 >= e - s)
        all_p = [(s, e) for _, s, e in ps]
        for _, s, e in golds:
            total += 1
            masked += _covered(s, e, all_p) >= 0.9 * (e - s)
        for ty, s, e in ps:
            if ty not in res and not any(gs < e and s < ge for _, gs, ge in golds):
                spurious += 1
    extra = {"mask_recall": masked / total if total else 0.0, "other_type_spurious": spurious}
    return res, extra
