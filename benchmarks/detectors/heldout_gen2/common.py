"""Shortcuts the shape modules share: marks per type, addresses, the per-shape context."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from . import names, values as V
from .core import Parsed, d, g

# ---------------------------------------------------------------- gold marks


def P(v: str) -> str:
    return g("PERSON", v)


def EM(v: str) -> str:
    return g("EMAIL_ADDRESS", v)


def PH(v: str, region: str) -> str:
    return g("PHONE_NUMBER", v, f"phone:{region}")


def ADDR(v: str) -> str:
    return g("ADDRESS", v)


def IBAN(v: str) -> str:
    return g("IBAN_CODE", v, "iban")


def CARD(v: str) -> str:
    return g("CREDIT_CARD", v, "luhn")


def NID(v: str, scheme: str) -> str:
    return g("NATIONAL_ID", v, scheme)


def TAX(v: str, scheme: str) -> str:
    return g("TAX_ID", v, scheme)


def ACCT(v: str, scheme: str | None = None) -> str:
    return g("BANK_ACCOUNT", v, scheme)


def SSN(v: str) -> str:
    return g("US_SSN", v, "us.ssn")


def CNID(v: str) -> str:
    return g("CN_RESIDENT_ID", v, "cn.ric")


def PASSPORT(v: str) -> str:
    return g("PASSPORT_NUMBER", v)


def IP(v: str) -> str:
    return g("IP_ADDRESS", v)


def USER(v: str) -> str:
    return g("USERNAME", v)


def MSG(v: str) -> str:
    return g("MESSAGING_ID", v)


def KEY(v: str) -> str:
    return g("API_KEY", v)


def SEC(v: str) -> str:
    return g("SECRET", v)


def PW(v: str) -> str:
    return g("PASSWORD", v)


def PK(v: str) -> str:
    return g("PRIVATE_KEY", v)


def DOB(v: str) -> str:
    return g("DATE_OF_BIRTH", v)


def SAL(v: str) -> str:
    return g("SALARY", v)


def BAL(v: str) -> str:
    return g("BALANCE", v)


def OWED(v: str) -> str:
    return g("AMOUNT_OWED", v)


def CVAL(v: str) -> str:
    return g("CONTRACT_VALUE", v)


def HEALTH(v: str) -> str:
    return g("HEALTH", v)


D = d


# ---------------------------------------------------------------- addresses (invented streets in real cities)

STREETS: dict[str, list[tuple[str, str]]] = {
    # cc: (street template with {n}, "postcode city")
    "DE": [
        ("Haselweg {n}", "79102 Freiburg im Breisgau"),
        ("Am Kuhlenkamp {n}", "48165 Münster"),
        ("Schlehenstraße {n}a", "90480 Nürnberg"),
        ("Grellstraße {n}", "10409 Berlin"),
        ("Lupinenweg {n}", "04159 Leipzig"),
    ],
    "FR": [
        ("{n} rue des Tanneurs", "67000 Strasbourg"),
        ("{n} impasse des Glycines", "33800 Bordeaux"),
        ("{n} chemin de la Croix-Rousse", "69004 Lyon"),
        ("{n} bis rue Pelleport", "75020 Paris"),
    ],
    "ES": [
        ("C/ del Pez {n}, 3º B", "28004 Madrid"),
        ("Carrer de Verdi {n}, 2n 1a", "08012 Barcelona"),
        ("Avda. de la Constitución {n}, portal 2", "41001 Sevilla"),
        ("C/ Ercilla {n}, 4º izq.", "48009 Bilbao"),
    ],
    "IT": [
        ("Via dei Cappellari {n}", "00186 Roma"),
        ("Via Mascarella {n}/2", "40126 Bologna"),
        ("Vico Lungo Gelso {n}", "80134 Napoli"),
        ("Corso San Maurizio {n}", "10124 Torino"),
    ],
    "PT": [
        ("Rua das Amoreiras {n}, 2.º Esq.", "1250-021 Lisboa"),
        ("Rua de Cedofeita {n}, 3.º Dto.", "4050-180 Porto"),
        ("Travessa do Carmo {n}", "3000-097 Coimbra"),
    ],
    "BR": [
        ("Rua Harmonia {n}, ap. 31, Vila Madalena", "São Paulo - SP, 05435-000"),
        ("Rua Gonçalves Crespo {n}, casa 2, Tijuca", "Rio de Janeiro - RJ, 20270-320"),
    ],
    "PL": [
        ("ul. Zielna {n} m. 14", "00-108 Warszawa"),
        ("ul. Józefa {n}/3", "31-056 Kraków"),
        ("ul. Ogarna {n} lok. 2", "80-826 Gdańsk"),
        ("ul. Ruska {n}/7", "50-079 Wrocław"),
    ],
    "TR": [
        ("Moda Cad. No: {n} D: 5", "34710 Kadıköy/İstanbul"),
        ("Kavaklıdere Mah. Bestekar Sk. No: {n}/4", "06680 Çankaya/Ankara"),
        ("Alsancak Mah. 1453 Sk. No: {n} D: 3", "35220 Konak/İzmir"),
    ],
    "FI": [
        ("Tehtaankatu {n} B 14", "00150 Helsinki"),
        ("Satakunnankatu {n} A 6", "33210 Tampere"),
        ("Linnankatu {n} C 21", "20100 Turku"),
    ],
    "SE": [
        ("Kungsgatan {n} lgh 1102", "753 21 Uppsala"),
        ("Vikingagatan {n}", "113 42 Stockholm"),
        ("Fjällgatan {n} B", "413 17 Göteborg"),
    ],
    "DK": [
        ("Nørrebrogade {n}, 2. tv.", "2200 København N"),
        ("Mejlgade {n}, st.", "8000 Aarhus C"),
        ("Overgade {n}, 1. th.", "5000 Odense C"),
    ],
    "NO": [
        ("Thereses gate {n}B", "0452 Oslo"),
        ("Nygårdsgaten {n}", "5015 Bergen"),
        ("Møllenberggata {n}", "7014 Trondheim"),
    ],
    "NL": [
        ("Prinsengracht {n}-2", "1016 GV Amsterdam"),
        ("Oudegracht {n} bis", "3511 AN Utrecht"),
        ("Nieuwe Binnenweg {n}A", "3014 GH Rotterdam"),
    ],
    "US": [
        ("{n} Alder Creek Rd, Apt 3", "Boise, ID 83702"),
        ("{n} W Belden Ave, Unit 2R", "Chicago, IL 60614"),
        ("{n} Juniper Hollow Ln", "Asheville, NC 28803"),
        ("{n} SE Tibbetts St", "Portland, OR 97202"),
    ],
    "GB": [
        ("Flat 2, {n} Tenby Gardens", "Leeds LS6 2AB"),
        ("{n} Marlborough Road", "Bristol BS6 5NP"),
        ("{n} Quarry Lane", "Sheffield S11 9EQ"),
    ],
    "KR": [("서울특별시 마포구 성미산로17길 {n}, 302호", ""), ("부산광역시 해운대구 달맞이길 {n}, 1104동 803호", "")],
    "JP": [("東京都世田谷区代沢3丁目{n}-8 ハイツ代沢201", ""), ("京都府京都市左京区吉田本町{n}-3", "")],
    "CN": [("上海市徐汇区武康路{n}弄7号502室", ""), ("北京市东城区南锣鼓巷{n}号院3单元201", "")],
    "IN": [
        ("Flat {n}, Sai Kripa Society, Kothrud", "Pune 411038"),
        ("{n}/2, 4th Cross, Malleshwaram", "Bengaluru 560003"),
    ],
    "IN_hi": [("फ्लैट {n}, साई कृपा सोसाइटी, कोथरूड", "पुणे 411038")],
    "IL": [("רחוב הנביאים {n} דירה 4", "ירושלים"), ("שדרות רוטשילד {n}", "תל אביב-יפו")],
    "UA": [("вул. Ярославів Вал, {n}, кв. 7", "Київ, 01054"), ("вул. Городоцька, {n}, кв. 12", "Львів, 79007")],
    "RU": [
        ("ул. Малая Бронная, д. {n}, кв. 11", "Москва, 123104"),
        ("наб. реки Мойки, д. {n}, кв. 5", "Санкт-Петербург, 191186"),
    ],
    "GR": [("Σκουφά {n}", "106 73 Αθήνα"), ("Αγίας Σοφίας {n}", "546 22 Θεσσαλονίκη")],
    "VN": [
        ("Số {n} ngõ 32 phố Tô Ngọc Vân, Quảng An, Tây Hồ", "Hà Nội"),
        ("{n}/4 Nguyễn Đình Chiểu, Phường 6, Quận 3", "TP. Hồ Chí Minh"),
    ],
    "SA": [("شارع التخصصي {n}، حي المعذر", "الرياض 12333")],
}


def address_parts(rng: random.Random, cc: str) -> tuple[str, str]:
    """(street with house number, "postcode city") of one invented address in ``cc``."""
    street, city = rng.choice(STREETS[cc])
    return street.format(n=rng.randint(2, 148)), city


def address(rng: random.Random, cc: str, with_city: bool = True, sep: str | None = None) -> str:
    """A person's street address; with the postcode and city when ``with_city``."""
    street, city = address_parts(rng, cc)
    sep = sep if sep is not None else ("، " if cc == "SA" else ", ")
    return street + (sep + city if with_city and city else "")


# ---------------------------------------------------------------- context and drafts


@dataclass
class Draft:
    """One document before parsing: format, language, marked text and an optional post-processing."""

    fmt: str
    lang: str
    marked: str
    post: Callable[[Parsed], Parsed] | None = None
    note: str = ""


@dataclass
class Ctx:
    """A shape's seeded RNG and the names it has already used (so one document never reuses a name by accident)."""

    shape: str
    rng: random.Random = field(init=False)
    used: set[str] = field(default_factory=set)
    recent: deque[str] = field(default_factory=lambda: deque(maxlen=8))

    def __post_init__(self) -> None:
        self.rng = random.Random(f"heldout-dev2:{self.shape}")

    def person(
        self,
        lang: str,
        female: bool | None = None,
        compound: bool = False,
        forms: Callable[[names.Person], list[str]] | None = None,
    ) -> names.Person:
        """A new person; ``forms`` lists the inflected/abbreviated spellings the document will use,
        which must be Faker-free too (a genitive or an initial can hit a Faker entry the base form misses)."""
        for attempt in range(300):
            p = names.person(self.rng, lang, female, self.used, compound)
            # people drawn close together (one document) get distinct given names and surnames
            if attempt < 150 and (p.given in self.recent or p.family in self.recent):
                continue
            if forms is None or not any(names.in_faker(f) for f in forms(p)):
                self.recent.extend((p.given, p.family))
                return p
        raise RuntimeError(f"no {lang} person with Faker-free forms")

    def pick(self, seq):  # type: ignore[no-untyped-def]  # generator helper over any sequence
        return self.rng.choice(seq)

    def phone(self, region: str, style: str = "national", kind: str = "mobile") -> str:
        return PH(V.phone(self.rng, region, style, kind), region)

    def ts(self, year: int = 2024) -> str:
        return D("TIMESTAMP", V.ts_iso(self.rng, year))

    def uuid(self) -> str:
        return D("UUID", V.uuid4(self.rng))


ShapeFn = Callable[[Ctx], Iterator[Draft]]
SHAPES: list[tuple[str, ShapeFn]] = []


def shape(name: str) -> Callable[[ShapeFn], ShapeFn]:
    """Register a document shape; its drafts get a RNG seeded by ``name`` alone."""

    def deco(fn: ShapeFn) -> ShapeFn:
        SHAPES.append((name, fn))
        return fn

    return deco
