"""Per-document context: the split's people, valid values, and marking helpers."""

from __future__ import annotations

import datetime as dt
import random
import string

from markup import D, S
from people import Person, Pools
from values import Values

REGION = {
    "en": "GB",
    "de": "DE",
    "fr": "FR",
    "nl": "NL",
    "no": "NO",
    "ru": "RU",
    "el": "GR",
    "ar": "SA",
    "zh": "CN",
    "ja": "JP",
}
MAIL = {
    "en": ["gmail.com", "outlook.com", "btinternet.com", "yahoo.co.uk", "icloud.com", "proton.me", "fastmail.com"],
    "de": ["web.de", "gmx.de", "t-online.de", "posteo.de", "mailbox.org", "gmx.net"],
    "fr": ["orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "gmail.com"],
    "nl": ["ziggo.nl", "kpnmail.nl", "xs4all.nl", "hotmail.nl", "planet.nl", "gmail.com"],
    "no": ["online.no", "getmail.no", "hotmail.no", "gmail.com", "icloud.com"],
    "ru": ["yandex.ru", "mail.ru", "rambler.ru", "bk.ru", "inbox.ru"],
    "el": ["otenet.gr", "yahoo.gr", "hol.gr", "gmail.com"],
    "ar": ["hotmail.com", "yahoo.com", "outlook.sa", "gmail.com"],
    "zh": ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com"],
    "ja": ["yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "gmail.com", "nifty.com"],
}

_ADDR = {
    "GB": lambda r: (
        f"{r.randint(2, 188)} {r.choice(['Pendle Row', 'Alder Close', 'Tanners Lane', 'Hobart Crescent', 'Quarry Bank', 'Saltings Way', 'Kiln Court', 'Harebell Drive'])}, {r.choice(['Clitheroe BB7 2QJ', 'Frome BA11 4LT', 'Hexham NE46 3SG', 'Ludlow SY8 1QP', 'Whitby YO21 3EN', 'Penrith CA11 7DX'])}"
    ),
    "US": lambda r: (
        f"{r.randint(100, 9899)} {r.choice(['Larkspur Ave', 'Juniper Hollow Rd', 'W Alcott St', 'Bellweather Ln', 'N Quimby St'])}{r.choice(['', ', Apt 3B', ', Unit 12', ' #204'])}, {r.choice(['Portland, OR 97214', 'Madison, WI 53703', 'Tucson, AZ 85719', 'Burlington, VT 05401', 'Asheville, NC 28801'])}"
    ),
    "DE": lambda r: (
        f"{r.choice(['Hüttenstraße', 'Am Kuhlenkamp', 'Lerchenweg', 'Zur Alten Ziegelei', 'Borsigallee', 'Kolpingstr.', 'Im Wiesengrund'])} {r.randint(1, 140)}{r.choice(['', 'a', 'b'])}, {r.choice(['44795 Bochum', '48155 Münster', '33602 Bielefeld', '79098 Freiburg im Breisgau', '24103 Kiel', '99084 Erfurt'])}"
    ),
    "FR": lambda r: (
        f"{r.randint(1, 97)}{r.choice(['', '', '', '', ' bis', ' ter'])} {r.choice(['rue des Tanneurs', 'allée des Tilleuls', 'impasse du Moulin', 'boulevard Gambetta', 'chemin de la Croix-Verte', 'rue Paul-Bert'])}, {r.choice(['67000 Strasbourg', '44300 Nantes', '35000 Rennes', '31400 Toulouse', '21000 Dijon', '69003 Lyon'])}"
    ),
    "NL": lambda r: (
        f"{r.choice(['Lindengracht', 'Kerkstraat', 'Oude Vismarkt', 'Nieuwe Binnenweg', 'Prinsengracht', 'Zuiderdiep', 'Berkenlaan'])} {r.randint(2, 220)}{r.choice(['', '-2', ' A', 'bis'])}, {r.choice(['1015 KL Amsterdam', '9711 AB Groningen', '3014 GE Rotterdam', '2312 BS Leiden', '6511 JR Nijmegen', '5611 EM Eindhoven'])}"
    ),
    "NO": lambda r: (
        f"{r.choice(['Sagveien', 'Kalfarveien', 'Thereses gate', 'Møllendalsveien', 'Bygdøy allé', 'Kongens gate', 'Fjellveien'])} {r.randint(2, 90)}{r.choice(['', 'B', ' H0201'])}, {r.choice(['0459 Oslo', '5018 Bergen', '7011 Trondheim', '4006 Stavanger', '9008 Tromsø', '3045 Drammen'])}"
    ),
    "RU": lambda r: r.choice(
        [
            f"ул. {r.choice(['Большая Садовая', 'Баумана', 'Малая Морская', 'Первомайская', 'Кирова'])}, д. {r.randint(1, 80)}, кв. {r.randint(1, 240)}, {r.choice(['Москва, 123001', 'Санкт-Петербург, 190000', 'Казань, 420111', 'Екатеринбург, 620014'])}",
            f"{r.choice(['г. Казань', 'г. Новосибирск', 'г. Самара', 'г. Тверь'])}, {r.choice(['пр-т Ленина', 'ул. Гагарина', 'ул. Советская'])}, д. {r.randint(1, 120)}, кв. {r.randint(1, 180)}",
        ]
    ),
    "GR": lambda r: (
        f"{r.choice(['Οδός Ερμού', 'Τσιμισκή', 'Λεωφόρος Κηφισίας', 'Ιπποκράτους', 'Αγίου Δημητρίου', 'Πατησίων'])} {r.randint(2, 310)}, {r.choice(['105 63 Αθήνα', '546 22 Θεσσαλονίκη', '262 21 Πάτρα', '712 02 Ηράκλειο', '151 24 Μαρούσι'])}"
    ),
    "SA": lambda r: (
        f"{r.choice(['حي النخيل', 'حي الملقا', 'حي الروضة', 'حي السلامة'])}، {r.choice(['شارع الأمير سلطان', 'طريق الملك عبدالعزيز', 'شارع التحلية', 'شارع الستين'])}، مبنى {r.randint(1000, 9999)}، {r.choice(['الرياض 12382', 'جدة 23433', 'الدمام 32241', 'الخبر 34426'])}"
    ),
    "AE": lambda r: (
        f"فيلا {r.randint(3, 90)}، شارع {r.randint(10, 45)}، {r.choice(['الجميرا 2، دبي', 'البرشاء 1، دبي', 'الخالدية، أبوظبي', 'النهدة، الشارقة'])}"
    ),
    "EG": lambda r: (
        f"{r.randint(3, 120)} {r.choice(['شارع التحرير', 'شارع مصدق', 'شارع عباس العقاد'])}، {r.choice(['الدقي، الجيزة', 'مدينة نصر، القاهرة', 'سموحة، الإسكندرية'])}"
    ),
    "CN": lambda r: r.choice(
        [
            f"{r.choice(['北京市朝阳区建国路', '北京市海淀区中关村南大街', '上海市徐汇区漕溪北路', '上海市浦东新区张杨路', '广州市天河区体育西路', '深圳市南山区科苑南路', '杭州市西湖区文三路'])}{r.randint(2, 999)}号{r.choice(['', '院' + str(r.randint(1, 12)) + '号楼'])}{r.randint(1, 6)}单元{r.randint(101, 2806)}室",
            f"{r.choice(['成都市武侯区', '南京市鼓楼区', '武汉市洪山区', '青岛市市南区'])}{r.choice(['丽都路', '珞喻路', '香港中路', '中山北路'])}{r.randint(2, 500)}号{r.randint(1, 30)}栋{r.randint(101, 3302)}",
        ]
    ),
    "JP": lambda r: (
        f"〒{r.randint(100, 999)}-{r.randint(1, 9999):04d} {r.choice(['東京都世田谷区三軒茶屋', '京都府京都市中京区恵比須町', '大阪府大阪市北区中崎', '神奈川県横浜市港北区日吉', '福岡県福岡市中央区薬院'])}{r.randint(1, 4)}-{r.randint(1, 30)}-{r.randint(1, 20)}{r.choice(['', ' コーポ桜 203', ' メゾン若葉 1105'])}"
    ),
}

HEALTH = {
    "en": [
        "type 2 diabetes",
        "generalised anxiety disorder",
        "recovery after ACL reconstruction",
        "shingles",
        "migraine with aura",
        "hyperemesis gravidarum",
        "long COVID",
        "moderate depressive episode",
        "lumbar disc herniation",
        "bipolar II disorder",
        "coeliac disease",
        "stress-related burnout",
    ],
    "de": [
        "Bandscheibenvorfall L4/L5",
        "Burn-out",
        "Migräne",
        "Gürtelrose",
        "Lungenentzündung",
        "Kreuzbandriss (OP am 3.3.)",
        "depressive Episode",
        "Morbus Crohn",
        "Long Covid",
        "Schwangerschaftsdiabetes",
    ],
    "fr": [
        "lombalgie aiguë",
        "épisode dépressif majeur",
        "fracture du poignet",
        "diabète de type 1",
        "syndrome d'épuisement professionnel",
        "pneumopathie",
        "grossesse pathologique",
        "sclérose en plaques",
    ],
    "nl": [
        "overspannenheid",
        "burn-out",
        "hernia",
        "ziekte van Crohn",
        "gebroken enkel",
        "zwangerschapsgerelateerde klachten",
        "reumatoïde artritis",
        "hartritmestoornis",
    ],
    "no": [
        "kneoperasjon (menisk)",
        "utbrenthet",
        "svangerskapsrelatert sykdom",
        "lungebetennelse",
        "angstlidelse",
        "diabetes type 1",
        "hjernerystelse",
        "ME/CFS",
    ],
    "ru": [
        "острый бронхит",
        "перелом лучевой кости",
        "гипертоническая болезнь II ст.",
        "депрессивный эпизод",
        "сахарный диабет 2 типа",
        "грыжа межпозвонкового диска",
    ],
    "el": [
        "πνευμονία",
        "κάταγμα κνήμης",
        "σακχαρώδης διαβήτης τύπου 2",
        "αγχώδης διαταραχή",
        "κήλη μεσοσπονδύλιου δίσκου",
    ],
    "ar": ["ربو مزمن", "كسر في الكاحل", "السكري من النوع الثاني", "اكتئاب حاد", "انزلاق غضروفي", "التهاب رئوي"],
    "zh": ["急性阑尾炎术后恢复", "腰椎间盘突出", "妊娠期高血压", "抑郁症", "2型糖尿病", "甲状腺结节术后", "焦虑障碍"],
    "ja": ["適応障害", "椎間板ヘルニア", "インフルエンザA型", "うつ病", "妊娠悪阻", "2型糖尿病"],
}

_PREGNANCY = ("gravid", "schwanger", "grossesse", "zwanger", "svangerskap", "妊娠")

CURRENCY = {
    "en": "GBP",
    "de": "EUR",
    "fr": "EUR",
    "nl": "EUR",
    "no": "NOK",
    "ru": "RUB",
    "el": "EUR",
    "ar": "SAR",
    "zh": "CNY",
    "ja": "JPY",
}

TECH = [
    "React",
    "Node",
    "Gateway",
    "Bash",
    "Github",
    "Kubernetes",
    "Redis",
    "Postgres",
    "Kafka",
    "Terraform",
    "Docker",
    "Nginx",
    "Celery",
    "Django",
    "Webpack",
    "Vite",
    "Helm",
    "Grafana",
    "Prometheus",
    "Sentry",
    "Jenkins",
    "Ansible",
    "Electron",
    "Flutter",
    "Rust",
    "TypeScript",
    "GraphQL",
    "Swagger",
    "Elastic",
    "RabbitMQ",
    "Jira",
    "Confluence",
    "Figma",
    "Notion",
    "Airflow",
    "Spark",
    "Snowflake",
    "Looker",
    "Linear",
    "Vercel",
    "Netlify",
    "Cloudflare",
    "Supabase",
    "Firebase",
    "Stripe",
    "Twilio",
    "Okta",
    "Auth0",
    "Datadog",
]
CITIES = {
    "en": ["Leeds", "Bristol", "Manchester", "Dublin", "Chicago", "Seattle", "Austin"],
    "de": ["Frankfurt", "Hamburg", "Köln", "Leipzig", "Stuttgart"],
    "fr": ["Lyon", "Marseille", "Bordeaux", "Lille", "Grenoble"],
    "nl": ["Rotterdam", "Utrecht", "Den Haag", "Delft", "Zwolle"],
    "no": ["Bergen", "Trondheim", "Stavanger", "Tromsø", "Bodø"],
    "ru": ["Новосибирск", "Казань", "Самара", "Пермь"],
    "el": ["Θεσσαλονίκη", "Πάτρα", "Λάρισα", "Χανιά"],
    "ar": ["الرياض", "جدة", "الدمام", "دبي"],
    "zh": ["北京", "上海", "深圳", "杭州", "成都"],
    "ja": ["大阪", "名古屋", "札幌", "福岡"],
}


class Ctx:
    """Everything one document needs: language, split pools, a seeded rng, value generators."""

    def __init__(self, lang: str, pools: Pools, rng: random.Random) -> None:
        self.lang = lang
        self.pools = pools
        self.r = rng
        self.v = Values(rng)
        self.region = REGION[lang]
        self.variant = 0  # index of this document among its scenario's documents in the split

    def kind(self, kinds: list[str]) -> str:
        """Rotate through a scenario's sub-kinds so a split covers all of them."""
        return kinds[self.variant % len(kinds)]

    # people -------------------------------------------------------------
    def person(self, lang: str | None = None, female: bool | None = None) -> Person:
        return self.pools.person(lang or self.lang, female)

    def pick(self, seq):
        return self.r.choice(seq)

    # marked values -------------------------------------------------------
    def name(self, text: str) -> str:
        return S("PERSON", text)

    def email(self, p: Person | None = None, domain: str | None = None, style: int | None = None) -> str:
        return S("EMAIL_ADDRESS", self.email_raw(p, domain, style))

    def email_raw(self, p: Person | None = None, domain: str | None = None, style: int | None = None) -> str:
        p = p or self.person()
        dom = domain or self.r.choice(MAIL.get(p.lang, MAIL["en"]))
        loc = p.local(self.r.randint(0, 6) if style is None else style)
        if self.r.random() < 0.25 and domain is None:
            loc += str(self.r.randint(2, 99))
        return f"{loc}@{dom}"

    def phone(self, region: str | None = None, kind: str = "mobile", style: str | None = None) -> str:
        s, scheme = self.phone_raw(region, kind, style)
        return S("PHONE_NUMBER", s, scheme)

    def phone_raw(self, region: str | None = None, kind: str = "mobile", style: str | None = None) -> tuple[str, str]:
        region = region or self.region
        if style is None:
            habits = {
                "NL": ["national", "intl", "nl_dash"],
                "DE": ["national", "intl", "trunk", "de_slash"],
                "RU": ["national", "intl", "ru_8", "ru_intl"],
                "CN": ["national", "intl", "compact"],
            }
            style = self.r.choice(habits.get(region, ["national", "intl", "national", "e164"]))
            if region == "CN" and kind == "fixed":
                style = "cn_land"
        return self.v.phone(region, kind, style)

    def address(self, region: str | None = None) -> str:
        return S("ADDRESS", self.address_raw(region))

    def address_raw(self, region: str | None = None) -> str:
        return _ADDR[region or self.region](self.r)

    def iban(self, cc: str | None = None, grouped: bool | None = None) -> str:
        cc = cc or {"GB": "GB", "DE": "DE", "FR": "FR", "NL": "NL", "NO": "NO", "GR": "GR", "SA": "SA"}.get(
            self.region, "DE"
        )
        n = self.v.iban(cc)
        if grouped is None:
            grouped = self.r.random() < 0.5
        return S("IBAN_CODE", self.v.group4(n) if grouped else n, "iban")

    def card(self, brand: str = "visa", sep: str | None = None) -> str:
        n = self.v.card(brand)
        sep = self.r.choice([" ", "-", ""]) if sep is None else sep
        return S("CREDIT_CARD", self.v.fmt_card(n, sep) if sep else n, "luhn")

    def ip(self, v6: bool = False) -> str:
        return S("IP_ADDRESS", self.v.ip6() if v6 else self.v.ip4())

    def dob_date(self) -> dt.date:
        return self.v.dob()

    def dob(self, d: dt.date | None = None, fmt: str | None = None) -> str:
        d = d or self.v.dob()
        return S("DATE_OF_BIRTH", fmt_date(d, fmt or "iso"))

    def health(self, lang: str | None = None, female: bool | None = None) -> str:
        """A diagnosis / sick-leave reason; pregnancy-related ones only for a person known to be female."""
        opts = [h for h in HEALTH[lang or self.lang] if female or not any(k in h.lower() for k in _PREGNANCY)]
        return S("HEALTH", self.r.choice(opts))

    def money(self, typ: str, amount: float, style: str) -> str:
        return S(typ, fmt_money(amount, style))

    def password(self, kind: str | None = None) -> str:
        return self.password_raw(kind)

    def password_raw(self, kind: str | None = None) -> str:
        r = self.r
        kind = kind or r.choice(["human", "random", "phrase", "symbols"])
        if kind == "human":
            w = r.choice(
                [
                    "Sommer",
                    "Lighthouse",
                    "Bergen",
                    "Kanelbolle",
                    "Marmelade",
                    "Tulpen",
                    "Solstice",
                    "Fjord",
                    "Biscuit",
                    "Paprika",
                ]
            )
            return f"{w}{r.randint(1970, 2025)}{r.choice(['!', '#', '?', '', '$'])}"
        if kind == "phrase":
            words = [
                "copper",
                "lantern",
                "otter",
                "gravel",
                "meadow",
                "quartz",
                "velvet",
                "harbour",
                "tundra",
                "saffron",
                "pylon",
                "marble",
            ]
            return "-".join(r.sample(words, 3)) + "-" + str(r.randint(10, 99))
        if kind == "symbols":
            core = "".join(
                r.choice(string.ascii_letters + string.digits + "!#%&*+=?@^~") for _ in range(r.randint(11, 16))
            )
            return "x" + core[1:] if core[0] in "'\"" else core
        return "".join(r.choice(string.ascii_letters + string.digits) for _ in range(r.randint(14, 22)))

    # decoys ---------------------------------------------------------------
    def tech(self) -> str:
        return D("TECH_TERM", self.r.choice(TECH))

    def city(self, lang: str | None = None) -> str:
        return D("CITY", self.r.choice(CITIES[lang or self.lang]))

    def uuid(self) -> str:
        return D("UUID", self.v.uuid())

    def sha(self, n: int = 40) -> str:
        return D("COMMIT_HASH", self.v.sha(n))

    def ver(self) -> str:
        return D("VERSION", self.v.version())

    def reqid(self) -> str:
        return D("REQUEST_ID", self.v.req_id())

    def ms(self) -> str:
        return D("LATENCY", f"{self.r.randint(3, 2400)}ms")

    def ts(self, d: dt.datetime | None = None, style: str = "iso") -> str:
        d = d or dt.datetime(
            2025,
            self.r.randint(1, 12),
            self.r.randint(1, 28),
            self.r.randint(0, 23),
            self.r.randint(0, 59),
            self.r.randint(0, 59),
        )
        txt = {
            "iso": d.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "log": d.strftime("%Y-%m-%d %H:%M:%S") + f",{self.r.randint(0, 999):03d}",
            "clf": d.strftime("%d/%b/%Y:%H:%M:%S +0000"),
            "syslog": d.strftime("%b %d %H:%M:%S").replace(" 0", "  "),
        }[style]
        return D("TIMESTAMP", txt)


def fmt_date(d: dt.date, fmt: str) -> str:
    """Dates as each locale writes them (``iso``, ``dmy.``, ``dmy/``, ``mdy/``, ``zh``, ``ja``, ``ru``, ``long_en``, ``long_de``, ``long_fr``, ``dmy-``)."""
    months_en = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ]
    months_de = [
        "Januar",
        "Februar",
        "März",
        "April",
        "Mai",
        "Juni",
        "Juli",
        "August",
        "September",
        "Oktober",
        "November",
        "Dezember",
    ]
    months_fr = [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ]
    months_ru = [
        "января",
        "февраля",
        "марта",
        "апреля",
        "мая",
        "июня",
        "июля",
        "августа",
        "сентября",
        "октября",
        "ноября",
        "декабря",
    ]
    return {
        "iso": d.isoformat(),
        "dmy.": d.strftime("%d.%m.%Y"),
        "dmy/": d.strftime("%d/%m/%Y"),
        "dmy-": d.strftime("%d-%m-%Y"),
        "mdy/": d.strftime("%m/%d/%Y"),
        "zh": f"{d.year}年{d.month}月{d.day}日",
        "ja": f"{d.year}年{d.month}月{d.day}日",
        "ru": f"{d.day} {months_ru[d.month - 1]} {d.year} г.",
        "long_en": f"{d.day} {months_en[d.month - 1]} {d.year}",
        "us_long": f"{months_en[d.month - 1]} {d.day}, {d.year}",
        "long_de": f"{d.day}. {months_de[d.month - 1]} {d.year}",
        "long_fr": f"{d.day} {months_fr[d.month - 1]} {d.year}",
        "compact": d.strftime("%Y%m%d"),
    }[fmt]


def fmt_money(amount: float, style: str) -> str:
    """Amounts as written in each locale: ``gbp`` £54,250 · ``usd`` $142,000.00 · ``eur_de`` 68.400 € ·
    ``eur_fr`` 68 400 € · ``eur_nl`` € 68.400 · ``nok`` kr 685 000 · ``rub`` 120 000 ₽ · ``sar`` 18,000 ريال ·
    ``cny`` ¥18,500 · ``jpy`` 620万円 · ``plain`` 68400 · ``eur`` EUR 68,400.00."""
    a = round(amount, 2)
    whole = int(a)
    cents = f"{a:.2f}"[-2:]
    comma = f"{whole:,}"
    dot = comma.replace(",", ".")
    thin = comma.replace(",", "\u00a0")
    return {
        "gbp": f"£{comma}",
        "gbp_c": f"£{comma}.{cents}",
        "usd": f"${comma}",
        "usd_c": f"${comma}.{cents}",
        "eur_de": f"{dot} €",
        "eur_de_c": f"{dot},{cents} €",
        "eur_fr": f"{thin} €",
        "eur_nl": f"€ {dot}",
        "eur_nl_c": f"€ {dot},{cents}",
        "eur": f"EUR {comma}",
        "eur_c": f"EUR {comma}.{cents}",
        "nok": f"kr {thin}",
        "nok_code": f"NOK {comma.replace(',', ' ')}",
        "rub": f"{thin} ₽",
        "rub_word": f"{comma.replace(',', ' ')} руб.",
        "sar": f"{comma} ريال",
        "sar_ar": _arabic_digits(comma.replace(",", "٬")) + " ر.س",
        "aed": f"AED {comma}",
        "cny": f"¥{comma}",
        "cny_yuan": f"{whole}元",
        "jpy": f"{whole // 10000}万円" if whole % 10000 == 0 else f"{comma}円",
        "plain": f"{whole}",
        "plain_c": f"{a:.2f}",
        "gr": f"{dot},{cents} €",
    }[style]


def _arabic_digits(s: str) -> str:
    return s.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))
