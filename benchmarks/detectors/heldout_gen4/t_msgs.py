"""Message shapes in all 24 languages: e-mail threads (headers, quoted reply, signature) and chat
exports of many apps (WhatsApp, Telegram, Signal, Matrix/Element, Discord, Teams, Slack, LINE,
WeChat, KakaoTalk, Zalo, Viber). Field values sit in prose with no key; secrets are told in chat."""

from __future__ import annotations

import random

from . import values as V
from .core import Doc, build, d, g
from .lang import CITY, DATE, L
from .names import P, ascii_parts, pool

DOMAINS = [
    "posteo.de",
    "kvernhus.no",
    "wieringhoek.nl",
    "fastmail.com",
    "proton.me",
    "outlook.com",
    "gmx.net",
    "orange.fr",
    "libero.it",
    "uol.com.br",
    "wp.pl",
    "yandex.ru",
    "ukr.net",
    "otenet.gr",
    "naver.com",
    "qq.com",
    "163.com",
    "yahoo.co.jp",
    "gmail.com",
    "icloud.com",
    "web.de",
    "seznam.cz",
    "telia.com",
]
COMPANY = [
    "Nordlicht Logistik GmbH",
    "Brightwater Analytics Ltd",
    "Kvasir Maritime AS",
    "Tessaract Labs BV",
    "Solenne Conseil SAS",
    "Arrowleaf Health Inc.",
    "Mizuchi Systems K.K.",
    "Hanbit Data Co.",
]


def form(p: P, role: str) -> str:
    """The form a language uses for ``p`` in a role: ``addr`` (greeting), ``short`` (third person), ``dat``."""
    if role == "addr" and "voc" in p.case:
        return p.case["voc"]
    if role == "dat" and "dat" in p.case:
        return p.case["dat"]
    if p.lang == "ja" and p.family_first:
        return p.family
    if p.lang == "zh" and p.family_first:
        return p.given if role == "addr" else p.full
    if p.lang == "vi":
        return p.case.get("call", p.given)
    return p.given


def email_of(r: random.Random, p: P, style: int = 0) -> str:
    gv, fam = ascii_parts(p)
    local = [f"{gv}.{fam}", f"{gv[0]}{fam}", f"{fam}.{gv}", f"{gv}{r.randint(70, 99)}"][style % 4]
    return f"{local}@{r.choice(DOMAINS)}"


def N(p: P, text: str | None = None) -> str:
    return g("PERSON", text if text is not None else p.full)


def PH(r: random.Random, region: str, style: str = "intl", mobile: bool = True) -> str:
    return g("PHONE_NUMBER", V.phone(r, region, style, mobile), f"phone:{region}")


PASSWORDS = [
    "Holunder-Fähre-82",
    "tidewater!Quill7",
    "Brume&Sel2027",
    "maanlicht_veer9",
    "Krokan#Fjell44",
    "ljung-stig-31",
    "Skovsnegl!4",
    "Routa%Kuu63",
    "almendra.Vieja8",
    "fiordaliso*22",
    "jabuti#Verde5",
    "jarzebina!Kot7",
    "ihlamur_Kedi34",
    "cheremukha-91",
    "kalyna#Lviv4",
    "kydonia!77",
    "sahab#Ward19",
    "duvdevan!Haifa3",
    "gulmohar@Pune9",
    "xihu-longjing-88",
    "sakura_shinmachi3",
    "seongmi#San24",
    "hoa-sua_Ha17",
    "kenanga*Raya42",
]
KEYSAFE = ["4817", "0392", "7254", "6630", "2189", "5521", "9046", "3378"]


def email_thread(r: random.Random, lang: str, k: int) -> Doc:
    t = L[lang]
    ps = pool(lang)
    a, b, c = ps[k % len(ps)], ps[(k + 1) % len(ps)], ps[(k + 2) % len(ps)]
    ea, eb, ec = email_of(r, a, k), email_of(r, b, k + 1), email_of(r, c, k + 2)
    reg = t["region"]
    date_hdr = (
        f"{['Mon', 'Tue', 'Wed', 'Thu'][k % 4]}, {10 + k % 15} Feb 2027 {8 + k % 9:02d}:{(k * 7) % 60:02d}:11 +0100"
    )
    login = ascii_parts(b)[0][0] + ascii_parts(b)[1]
    body = [
        t["hi"].format(n=N(b, form(b, "addr"))),
        "",
        t["s_sal"].format(n=N(c, c.case.get("gen", c.full) if lang == "pl" else c.full), v=g("SALARY", t["sal"])),
        t["s_hea"].format(n=N(c, form(c, "short")), v=g("HEALTH", t["hea"])),
        t["s_owe"].format(n=N(c, form(c, "dat")), v=g("AMOUNT_OWED", t["owe"])),
        t["s_pub"].format(x=d("CITY", CITY[lang]), x2=d("DATE", DATE[lang]), x3=d("PRICE", t["price"])),
        t["s_call"].format(v=PH(r, reg, "nat" if k % 2 else "intl")),
        "",
        t["bye"],
        N(a),
        d("COMPANY", COMPANY[k % len(COMPANY)]),
        f"M {g('PHONE_NUMBER', V.phone(r, reg, 'intl'), 'phone:' + reg)}",
        "",
        t["wrote"].format(x=d("TIMESTAMP", f"2027-02-0{1 + k % 8} 17:{10 + k % 50}"), n=N(b), v=g("EMAIL_ADDRESS", eb)),
        t["q"].format(n=g("USERNAME", login), v=g("PASSWORD", PASSWORDS[k % len(PASSWORDS)])),
    ]
    hdr = [
        f"From: {N(a)} <{g('EMAIL_ADDRESS', ea)}>",
        f"To: {N(b)} <{g('EMAIL_ADDRESS', eb)}>",
        f"Cc: {g('EMAIL_ADDRESS', ec)}",
        f"Date: {d('TIMESTAMP', date_hdr)}",
        f"Message-ID: <{d('REQUEST_ID', V.hexs(r, 16) + '.' + V.hexs(r, 8))}@mail.gmail.com>",
        f"Subject: {t['subj']} [{d('TICKET_ID', f'HR-{r.randint(1000, 9999)}')}]",
        "",
    ]
    return build(lang, "email", "\n".join(hdr + body) + "\n")


def _handle(r: random.Random, p: P, app: str) -> tuple[str, str]:
    """(label, messaging id) as the app shows it."""
    gv, fam = ascii_parts(p)
    if app == "Telegram":
        return "Telegram", f"@{gv}_{fam[:5]}"
    if app == "Matrix":
        return "Matrix", f"@{gv}.{fam}:matrix.org"
    if app == "LINE":
        return "LINE ID", f"{gv}{r.randint(10, 99)}line"
    if app == "WeChat":
        return "微信号", f"wxid_{V.rstr(r, 'abcdefghijklmnopqrstuvwxyz0123456789', 14)}"
    if app == "Kakao":
        return "카카오톡 ID", f"{gv}_{r.randint(100, 999)}"
    if app == "Signal":
        return "Signal username", f"{gv}.{r.randint(10, 99)}"
    return "Slack", f"@{gv}.{fam}"


APPS = [
    "WhatsApp",
    "Telegram",
    "Signal",
    "Matrix",
    "Discord",
    "Teams",
    "Slack",
    "LINE",
    "WeChat",
    "Kakao",
    "Zalo",
    "Viber",
]


def chat(r: random.Random, lang: str, k: int) -> Doc:
    t = L[lang]
    ps = pool(lang)
    a, b, c = ps[(k + 1) % len(ps)], ps[(k + 2) % len(ps)], ps[k % len(ps)]
    app = {"zh": "WeChat", "ja": "LINE", "ko": "Kakao", "vi": "Zalo"}.get(lang, APPS[k % 8])
    reg = t["region"]

    def lower(p: P) -> str:
        s = form(p, "short")
        return (
            s.lower()
            if s.isascii() or lang in ("de", "fr", "nl", "no", "sv", "da", "fi", "es", "it", "pt", "pl", "tr", "id")
            else s
        )

    h_label, h_val = _handle(
        r,
        a,
        {"WhatsApp": "Signal", "Discord": "Slack", "Teams": "Slack", "Zalo": "Telegram", "Viber": "Telegram"}.get(
            app, app
        ),
    )
    lines = [
        (a, t["c_pw"].format(v=g("PASSWORD", KEYSAFE[k % len(KEYSAFE)]))),
        (b, t["c_name"].format(n=N(c, lower(c)), n2=N(a, form(a, "short") if lang != "en" else a.full.lower()))),
        (a, t["c_bal"].format(v=g("BALANCE", t["bal"]))),
        (b, t["c_dob"].format(n=N(c, form(c, "short")), v=g("DATE_OF_BIRTH", t["dob"]))),
        (a, t["c_addr"].format(v=g("ADDRESS", t["addr"]))),
        (b, t["c_ph"].format(v=PH(r, reg, "intl" if k % 2 else "nat"))),
        (a, f"{h_label}: {g('MESSAGING_ID', h_val)}"),
        (
            b,
            t["c_tech"].format(
                x=d("PRODUCT", ["Gateway", "Kestrel", "Lighthouse", "Beacon"][k % 4]),
                x2=d("DURATION", f"{4 + k % 9} min"),
            ),
        ),
        (a, "wifi: " + g("PASSWORD", PASSWORDS[(k + 7) % len(PASSWORDS)])),
    ]
    out: list[str] = []
    hh, mm = 8 + k % 10, (k * 13) % 50
    for i, (p, msg) in enumerate(lines):
        ts_min = mm + i * 1
        if app == "WhatsApp":
            ts = d("TIMESTAMP", f"{12 + k % 10:02d}/02/2027, {hh:02d}:{ts_min:02d}")
            out.append(f"[{ts}] {N(p)}: {msg}")
        elif app == "Telegram":
            out.append(f"{N(p)}, [{d('TIMESTAMP', f'{12 + k % 10:02d}.02.2027 {hh:02d}:{ts_min:02d}')}]\n{msg}\n")
        elif app == "Signal":
            out.append(f"{d('TIMESTAMP', f'2027-02-{12 + k % 10:02d} {hh:02d}:{ts_min:02d}')} - {N(p)}: {msg}")
        elif app == "Matrix":
            gv, fam = ascii_parts(p)
            out.append(f"<{g('MESSAGING_ID', f'@{gv}.{fam}:matrix.org')}> {msg}")
        elif app == "Discord":
            gv, _ = ascii_parts(p)
            out.append(
                f"{g('USERNAME', gv + '_' + str(r.randint(10, 99)))} — Today at {d('TIMESTAMP', f'{hh}:{ts_min:02d}')}\n{msg}"
            )
        elif app in ("Teams", "Slack"):
            out.append(f"{N(p)}  {d('TIMESTAMP', f'{hh}:{ts_min:02d}')}\n{msg}")
        else:  # LINE / WeChat / Kakao / Zalo / Viber: "HH:MM name msg"
            out.append(f"{d('TIMESTAMP', f'{hh:02d}:{ts_min:02d}')}\t{N(p)}\t{msg}")
    head = {
        "WhatsApp": "",
        "Telegram": f"{d('CHANNEL', 'Team ' + CITY[lang])}\n\n",
        "Slack": f"#{d('CHANNEL', 'office-' + ascii_parts(a)[1][:6])}\n",
        "Teams": "Chat export\n",
    }.get(app, "")
    fmt_head = head + ("[LINE] " if app == "LINE" else "")
    return build(lang, "chat", fmt_head + "\n".join(out) + "\n")
