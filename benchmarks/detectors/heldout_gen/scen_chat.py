"""Chat transcripts (Slack, WeChat, WhatsApp/Telegram exports, Teams) and URL-heavy text."""

from __future__ import annotations

from ctx import Ctx
from markup import D, S
from people import Person

SCENARIOS: dict[str, tuple[str, object]] = {}


def scenario(fmt: str):
    def deco(fn):
        SCENARIOS[fn.__name__] = (fmt, fn)
        return fn

    return deco


def _handle(p: Person, style: int) -> str:
    g, f = p.rg.lower(), p.rf.lower().replace(" ", "").replace("-", "")
    return [f"{g}.{f}", f"{g}", f"{g[0]}{f}", f"{g}_{f[:3]}"][style % 4]


@scenario("chat")
def slack_channel(c: Ctx) -> str:
    """A Slack channel export as text: display names, @handles, a pasted credential, health and pay in passing."""
    ppl = [c.person(c.pick(["en", "en", "de", "nl", "no", "fr"])) for _ in range(4)]
    a, b, x, y = ppl
    ha = "@" + _handle(a, c.r.randint(0, 3))
    hx = "@" + _handle(x, c.r.randint(0, 3))
    chan = D("CHANNEL", c.pick(["#proj-gateway", "#ops", "#team-platform", "#release-train"]))
    t = lambda h, m: D("TIMESTAMP", f"{h}:{m:02d} {'AM' if h < 12 else 'PM'}")  # noqa: E731 - a one-line formatter local to this template
    msgs = [
        f"{c.name(a.full)}  {t(9, 2)}\nmorning! staging db is refusing connections again, anyone know the current pw?",
        f"{c.name(b.full)}  {t(9, 4)}\n{S('MESSAGING_ID', ha)} it's `{S('PASSWORD', c.password_raw(c.pick(['random', 'symbols'])))}` for the app user, please move it to 1Password after",
        f"{c.name(a.given.lower() if c.r.random() < 0.3 else a.given)}  {t(9, 5)}\nthx :pray:",
        f"{c.name(x.full)}  {t(9, 17)}\nFYI I'm out from tomorrow until the 24th – {S('HEALTH', c.pick(['knee surgery', 'gallbladder surgery', 'a tonsillectomy', 'hernia repair']))} (don't worry). {c.name(y.given)} will cover the {D('TECH_TERM', 'Kafka')} upgrade, cc {S('MESSAGING_ID', '@' + _handle(y, 2))}",
        f"{c.name(b.full)}  {t(9, 20)}\nget well soon {S('MESSAGING_ID', hx)}! if anything urgent comes up I'll call you on {c.phone(c.pick(['GB', 'NL', 'NO', 'DE']), 'mobile')}",
        f"{c.name(y.full)}  {t(10, 1)}\nnote for whoever handles payroll: {c.name(x.given)}'s new IBAN is {c.iban(c.pick(['GB', 'NL', 'DE', 'NO']), True)}",
        f"{c.name(a.full)}  {t(10, 3)}\n{D('TECH_TERM', 'Github')} actions are green again, deployed {D('VERSION', c.v.version())} ({D('COMMIT_HASH', c.v.sha(7))}), p95 back to {D('LATENCY', '180ms')}",
    ]
    keep = [msgs[0], msgs[1], msgs[2]] + [msgs[i] for i in sorted(c.r.sample(range(3, len(msgs)), c.r.randint(2, 4)))]
    return f"{chan} — exported {D('DATE', '2025-11-04')}\n\n" + "\n\n".join(keep) + "\n"


@scenario("chat")
def wechat_group(c: Ctx) -> str:
    """A WeChat group chat export (zh): names, WeChat ids, phones incl. landlines, addresses, money owed."""
    a, b, x, y = (c.person("zh") for _ in range(4))
    day = f"2025/11/{c.r.randint(1, 28):02d}"
    grp = c.pick(["项目组", "销售一部", "华东大客户对接", "交付小组"])
    land = c.phone("CN", "fixed", "cn_land")
    t = lambda hh, mm: D("TIMESTAMP", f"{day} {hh:02d}:{mm:02d}")  # noqa: E731 - a one-line formatter local to this template
    wx = S(
        "MESSAGING_ID",
        c.pick(
            [
                x.rg.lower() + x.rf.lower() + c.v.digits(3),
                "wxid_" + c.v.alnum(14, "abcdefghijklmnopqrstuvwxyz0123456789"),
            ]
        ),
    )
    lines = [
        f"{c.name(a.full)} {t(9, 12)}\n@{c.name(b.full)} 客户那边的联系人换成{c.name(x.full)}了，微信号{wx}，手机{c.phone('CN', 'mobile', c.pick(['compact', 'national', 'intl']))}",
        f"{c.name(b.full)} {t(9, 15)}\n好的，收到👌 座机是{land}吗？",
        f"{c.name(a.full)} {t(9, 16)}\n对，就是这个，找前台转",
        f"{c.name(y.full)} {t(10, 2)}\n样品寄到{c.address('CN')}，收件人{c.name(x.full)}",
        f"{c.name(b.given)} {t(10, 30)}\n[图片]",
        f"{c.name(a.full)} {t(11, 5)}\n另外{c.name(y.given)}上次垫付的{c.money('AMOUNT_OWED', c.r.randrange(300, 8000, 10), 'cny_yuan')}还没报销，财务说下周一打到卡上",
        f"{c.name(y.full)} {t(11, 8)}\n谢谢😊 {D('TECH_TERM', 'Github')}上的{D('PR_NUMBER', '#' + str(c.r.randint(100, 999)))}也合了，版本{D('VERSION', c.v.version())}",
    ]
    keep = lines[:4] + c.r.sample(lines[4:], 2)
    return f"群聊：{grp}\n————— {D('DATE', day)} —————\n" + "\n".join(keep) + "\n"


@scenario("chat")
def whatsapp_export(c: Ctx) -> str:
    """A WhatsApp/Telegram chat export (ru, ar, el, no, nl): '[dd.mm.yy, hh:mm:ss] Name: text'."""
    L = c.lang
    a, b, x = c.person(), c.person(), c.person()
    day = c.r.randint(1, 9)
    ts = lambda hh, mm: D("TIMESTAMP", f"[0{day}.11.25, {hh:02d}:{mm:02d}:{c.r.randint(10, 59)}]")  # noqa: E731 - a one-line formatter local to this template
    nm = lambda p: c.name(p.full if c.r.random() < 0.7 else p.given)  # noqa: E731 - a one-line formatter local to this template
    body = {
        "ru": [
            f"Привет! {c.name(x.given)} {'просила' if x.female else 'просил'} передать свой номер: {c.phone('RU', 'mobile')}",
            f"Спасибо. А адрес для курьера? {D('ORDER_ID', 'Заказ ' + str(c.r.randint(10000, 99999)))}",
            f"{c.address('RU')}, домофон 47",
            f"Кстати, {c.name(x.given)} на больничном: {c.health('ru')}, пусть отдыхает",
            f"Телеграм у {'неё' if x.female else 'него'} {S('MESSAGING_ID', '@' + _handle(x, 3))}",
        ],
        "ar": [
            f"مرحبا، هذا رقم {c.name(x.given)}: {c.phone('SA', 'mobile')}",
            f"شكراً. وما هو العنوان للتوصيل؟ رقم الطلب {D('ORDER_ID', str(c.r.randint(10000, 99999)))}",
            f"{c.address('SA')}",
            f"للعلم، {c.name(x.full)} في المستشفى بسبب {c.health('ar')}",
            f"الرصيد المتبقي عليه {c.money('AMOUNT_OWED', c.r.randrange(500, 20000, 50), 'sar')}",
        ],
        "el": [
            f"Γεια! Σου στέλνω το κινητό: {c.name(x.full)}, {c.phone('GR', 'mobile')}",
            f"Ευχαριστώ. Η διεύθυνση για το κούριερ; {D('ORDER_ID', 'Παραγγελία ' + str(c.r.randint(10000, 99999)))}",
            f"{c.address('GR')}, 3ος όροφος",
            f"{x.el_art().capitalize()} {c.name(x.full)} είναι στο νοσοκομείο (διάγνωση: {c.health('el')})",
            f"Στείλε τα χρήματα στο {c.iban('GR', True)}",
        ],
        "no": [
            f"Hei! Nummeret til {c.name(x.given)} er {c.phone('NO', 'mobile')}",
            f"Takk! Hvilken adresse skal pakken til? {D('ORDER_ID', 'Ordre ' + str(c.r.randint(10000, 99999)))}",
            f"{c.address('NO')}",
            f"{c.name(x.full)} er sykmeldt med {c.health('no')}, så ikke forvent svar før neste uke",
            f"Vipps meg {D('AMOUNT', '350 kr')} for pizzaen 🍕",
        ],
        "nl": [
            f"Hoi! Dit is het nummer van {c.name(x.given)}: {c.phone('NL', 'mobile')}",
            f"Thanks! Welk adres moet het pakket naartoe? {D('ORDER_ID', 'Bestelling ' + str(c.r.randint(10000, 99999)))}",
            f"{c.address('NL')}",
            f"{c.name(x.full)} zit thuis met {c.health('nl')}, dus even geduld",
            f"Tikkie van {D('AMOUNT', '€ 12,50')} voor de lunch staat klaar",
        ],
    }[L]
    who = [a, b, a, b, a]
    return "\n".join(f"{ts(9 + i // 2, 7 * i + 3)} {nm(who[i])}: {body[i]}" for i in range(5)) + "\n"


@scenario("chat")
def teams_chat(c: Ctx) -> str:
    """A Microsoft Teams chat copied into a prompt (de/fr): names with '(extern)', salaries and sick leave."""
    L = c.lang
    a, b, x = c.person(), c.person(), c.person()
    ext = {"de": "(Extern)", "fr": "(Invité)"}[L]
    if L == "de":
        cur = c.r.randrange(52000, 96000, 500)
        msgs = [
            f"{c.name(a.full)} 08:55\nMoin! Kurze Frage zur Gehaltsrunde: {c.name(x.full)} liegt aktuell bei {c.money('SALARY', cur, 'eur_de')} brutto, Vorschlag wäre {c.money('SALARY', cur + c.r.randrange(2000, 9000, 500), 'eur_de')}.",
            f"{c.name(b.full)} {ext} 09:02\nPasst. Bitte ruf {c.name(x.given)} morgen an, {'sie' if x.female else 'er'} ist unter {c.phone('DE', 'mobile')} erreichbar.",
            f"{c.name(a.full)} 09:03\nMache ich. Das {D('TECH_TERM', 'Jira')}-Ticket {D('TICKET_ID', 'HR-' + str(c.r.randint(100, 999)))} schließe ich dann.",
            f"{c.name(b.given)} {ext} 09:10\nÜbrigens: {c.name(c.person('de').full)} ist diese Woche krank ({c.health('de')}).",
        ]
    else:
        cur = c.r.randrange(38000, 85000, 500)
        msgs = [
            f"{c.name(a.full)} 08:55\nBonjour ! Pour la revue salariale : {c.name(x.full)} est à {c.money('SALARY', cur, 'eur_fr')} brut annuel, proposition à {c.money('SALARY', cur + c.r.randrange(1500, 9000, 500), 'eur_fr')}.",
            f"{c.name(b.full)} {ext} 09:02\nOK pour moi. Merci d'appeler {c.name(x.given)} demain au {c.phone('FR', 'mobile')}.",
            f"{c.name(a.full)} 09:03\nJe m'en occupe, je ferme le ticket {D('TICKET_ID', 'RH-' + str(c.r.randint(100, 999)))} dans {D('TECH_TERM', 'Jira')}.",
            f"{c.name(b.given)} {ext} 09:10\nAu fait, {c.name(c.person('fr').full)} est en arrêt cette semaine ({c.health('fr')}).",
        ]
    return "\n\n".join(msgs) + "\n"


@scenario("url")
def link_dump(c: Ctx) -> str:
    """Links and contact lines scraped from pages/mails: e-mails in query strings, mailto:, glued to text."""
    L = c.lang
    ppl = [c.person(c.pick([L, L, "en"])) for _ in range(5)]
    e = [c.email_raw(p) for p in ppl]
    kontakt = {"en": "Contact", "de": "Kontakt", "fr": "Contact", "nl": "Contact"}[L]
    mail_lbl = {"en": "Email", "de": "E-Mail", "fr": "Courriel", "nl": "E-mail"}[L]
    lines = [
        f"https://links.{c.pick(['mailchimp', 'sendgrid', 'brevo'])}.example.net/unsubscribe?u={c.v.hexs(24)}&id={c.v.hexs(10)}&e={S('EMAIL_ADDRESS', e[0])}",
        f"https://crm.{c.pick(['brightwater.io', 'polderdata.nl', 'kranefuss-logistik.de'])}/contacts/search?q={S('EMAIL_ADDRESS', e[1].replace('@', '%40'))}&sort=updated",
        f'<a href="mailto:{S("EMAIL_ADDRESS", e[2])}?subject=Angebot%20{D("ORDER_ID", str(c.r.randint(1000, 9999)))}">{c.name(ppl[2].full)}</a>',
        f"{kontakt}:{S('EMAIL_ADDRESS', e[3])}",
        f"{mail_lbl}:{S('EMAIL_ADDRESS', e[4])}.",
        f"({S('EMAIL_ADDRESS', c.email_raw(c.person(L)))})",
        f"https://calendly.com/{S('USERNAME', _handle(ppl[0], 0).replace('.', '-'))}/30min?email={S('EMAIL_ADDRESS', e[0].replace('@', '%40'))}&name={S('PERSON', ppl[0].given + '%20' + ppl[0].family.replace(' ', '%20'))}",
        f"https://docs.google.com/forms/d/e/1FAIpQL{c.v.alnum(50)}/viewform?entry.{c.r.randint(10**8, 10**9)}={S('EMAIL_ADDRESS', c.email_raw(c.person(L)))}",
        f"https://github.com/{D('COMPANY', 'acme-labs')}/{D('TECH_TERM', c.pick(['gateway', 'react-kit', 'node-probe']))}/pull/{D('PR_NUMBER', str(c.r.randint(100, 9999)))}",
        f"https://status.{c.pick(['cloudflare', 'github', 'vercel'])}.com/incidents/{c.v.alnum(12, 'abcdefghijklmnopqrstuvwxyz0123456789')}",
        f"https://www.google.com/maps/place/{c.pick(['Bryggen', 'Dam+Square', 'Marienplatz', 'Place+Bellecour'])}/@{c.r.uniform(40, 60):.5f},{c.r.uniform(2, 11):.5f},17z",
        f"wa.me/{S('PHONE_NUMBER', *_wa(c))}?text=Hallo",
    ]
    glued = {
        "en": f"Questions? Write to{S('EMAIL_ADDRESS', c.email_raw(c.person(L)))} or call us.",
        "de": f"Bei Fragen bitte an{S('EMAIL_ADDRESS', c.email_raw(c.person(L)))}wenden.",
        "fr": f"Pour toute question :{S('EMAIL_ADDRESS', c.email_raw(c.person(L)))}",
        "nl": f"Vragen? Mail naar{S('EMAIL_ADDRESS', c.email_raw(c.person(L)))} of bel.",
    }[L]
    c.r.shuffle(lines)
    intro = {
        "en": "Links extracted from the page (12):",
        "de": "Gefundene Links (12):",
        "fr": "Liens extraits (12) :",
        "nl": "Gevonden links (12):",
    }[L]
    return intro + "\n" + "\n".join(f"- {ln}" for ln in lines) + "\n\nFooter text: " + glued + "\n"


def _wa(c: Ctx) -> tuple[str, str]:
    s, scheme = c.phone_raw(c.pick(["NL", "DE", "FR", "GB", "NO"]), "mobile", "e164")
    return s.lstrip("+"), scheme


@scenario("url")
def link_list_clean(c: Ctx) -> str:
    """No personal data: documentation/package/status links an agent collected (versions, PR numbers, products)."""
    lines = [
        f"https://github.com/{D('COMPANY', 'acme-labs')}/{D('TECH_TERM', 'gateway')}/releases/tag/v{D('VERSION', c.v.version())}",
        f"https://www.npmjs.com/package/{D('TECH_TERM', 'react')}/v/{D('VERSION', '19.0.0')}",
        f"https://pypi.org/project/{D('TECH_TERM', 'celery')}/{D('VERSION', '5.4.0')}/",
        "https://kubernetes.io/docs/concepts/services-networking/gateway/",
        f"https://github.com/{D('COMPANY', 'vercel')}/next.js/pull/{D('PR_NUMBER', str(c.r.randint(10000, 79999)))}",
        f"https://status.{c.pick(['cloudflare', 'github', 'vercel'])}.com/incidents/{c.v.alnum(12, 'abcdefghijklmnopqrstuvwxyz0123456789')}",
        f"https://grafana.internal/d/{c.v.alnum(9)}/gateway-latency?orgId=1&from=now-6h&var-dc={D('CITY', c.pick(['Frankfurt', 'Dublin', 'Oslo']))}",
        f"https://sentry.io/organizations/acme/issues/{D('TICKET_ID', str(c.r.randint(4000000000, 4999999999)))}/?project={c.r.randint(1000000, 9999999)}",
        f"https://hub.docker.com/_/{D('TECH_TERM', 'redis')}/tags?name={D('VERSION', '7.2')}",
        f"https://aws.amazon.com/ec2/pricing/on-demand/ (m7g.large: {D('PRICE', '$0.0816')}/h)",
        f"https://www.{D('COMPANY', 'jetbrains')}.com/idea/download/ ({D('FILE_SIZE', '1.1 GB')})",
        "https://docs.python.org/3/library/asyncio-task.html#asyncio.timeout",
    ]
    c.r.shuffle(lines)
    return (
        "Sources consulted for the upgrade plan:\n"
        + "\n".join(f"{i + 1}. {ln}" for i, ln in enumerate(lines))
        + f"\n\nLast checked {D('TIMESTAMP', '2025-11-04 10:12 UTC')}.\n"
    )
