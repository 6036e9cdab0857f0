"""Config files, HTTP dumps, logs and shell output (what coding agents read back)."""

from __future__ import annotations

import base64
import datetime as dt

from ctx import Ctx
from markup import D, JNum, S, jdumps

SCENARIOS: dict[str, tuple[str, object]] = {}


def scenario(fmt: str):
    def deco(fn):
        SCENARIOS[fn.__name__] = (fmt, fn)
        return fn

    return deco


def _user(c: Ctx, p=None) -> str:
    """A login name as people pick them: given name, initials+surname, surname, nickname-ish."""
    p = p or c.person(c.pick(["en", "de", "nl", "no", "fr", c.lang]))
    g, f = (
        p.rg.lower().replace(" ", ""),
        p.rf.lower().replace(" ", "").replace("-", "").replace("al", "", 1)
        if p.lang == "ar"
        else p.rf.lower().replace(" ", "").replace("-", ""),
    )
    return c.pick([g, g[0] + f, f"{g}.{f}", f[:8], f"{g}{f[0]}"])


def _shell_escape_sq(s: str) -> str:
    return s.replace("'", "'\\''")


@scenario("env")
def dotenv_file(c: Ctx) -> str:
    """A ``.env`` as agents cat it: vendor keys, DB URLs with passwords, plain-word passwords, owner e-mails."""
    owner = c.person(c.pick(["en", "de", "nl", "no", "fr"]))
    svc = c.pick(["billing-service", "storefront", "ingest-worker", "crm-sync", "notifier"])
    dbpw = c.password_raw(c.pick(["random", "symbols", "phrase"]))
    lines = [
        f"# {c.pick(['.env.production', '.env', '.env.local', 'deploy/.env.staging'])} — {svc}",
        f"NODE_ENV={c.pick(['production', 'staging'])}",
        f"PORT={D('PORT', c.pick(['3000', '8080', '8443', '5000']))}",
        f"APP_VERSION={D('VERSION', c.v.version())}",
    ]
    pwq = (
        dbpw.replace("%", "%25")
        .replace("@", "%40")
        .replace("/", "%2F")
        .replace("#", "%23")
        .replace("?", "%3F")
        .replace(":", "%3A")
    )
    lines.append(
        f"DATABASE_URL=postgres://{svc.split('-')[0]}:{S('PASSWORD', pwq)}@{D('HOSTNAME', 'pg-primary.internal')}:{D('PORT', '5432')}/{svc.replace('-', '_')}"
    )
    if c.r.random() < 0.6:
        lines.append(
            f"REDIS_URL=redis://default:{S('PASSWORD', c.password_raw('random'))}@cache.internal:{D('PORT', '6379')}/0"
        )
    keys = c.r.sample(
        [
            lambda: f"OPENAI_API_KEY={S('API_KEY', c.v.openai_key())}",
            lambda: f"ANTHROPIC_API_KEY={S('API_KEY', c.v.anthropic_key())}",
            lambda: (
                f"STRIPE_SECRET_KEY={S('API_KEY', c.v.stripe_key())}\nSTRIPE_WEBHOOK_SECRET={S('SECRET', c.v.stripe_webhook())}"
            ),
            lambda: f"GITHUB_TOKEN={S('API_KEY', c.v.github_pat())}",
            lambda: f"SENDGRID_API_KEY={S('API_KEY', c.v.sendgrid_key())}",
            lambda: f"SLACK_BOT_TOKEN={S('API_KEY', c.v.slack_bot())}",
            lambda: f"GOOGLE_MAPS_KEY={S('API_KEY', c.v.google_key())}",
            lambda: f"HF_TOKEN={S('API_KEY', c.v.hf_token())}",
            lambda: "AWS_ACCESS_KEY_ID={}\nAWS_SECRET_ACCESS_KEY={}".format(
                *(S(t, v) for t, v in zip(("API_KEY", "SECRET"), c.v.aws_pair()))
            ),
            lambda: f"TWILIO_ACCOUNT_SID=AC{c.v.hexs(32)}\nTWILIO_AUTH_TOKEN={S('SECRET', c.v.twilio_auth())}",
        ],
        c.r.randint(2, 4),
    )
    lines += [k() for k in keys]
    # secrets without a secret's shape, and quoted/escaped ones
    plain_pw = c.password_raw(c.pick(["human", "phrase"]))
    lines.append(
        f"SMTP_HOST={D('HOSTNAME', c.pick(['smtp.mailgun.org', 'smtp.office365.com', 'email-smtp.eu-west-1.amazonaws.com']))}"
    )
    lines.append(
        f"SMTP_USERNAME={c.email(owner, c.pick(['brightwater.io', 'polderdata.nl', 'kranefuss-logistik.de']), 0)}"
    )
    lines.append(
        c.pick(
            [
                f"SMTP_PASSWORD={S('PASSWORD', plain_pw)}",
                f'MAIL_PASS="{S("PASSWORD", plain_pw)}"',
                f"SMTP_PASS='{S('PASSWORD', plain_pw)}'",
            ]
        )
    )
    tricky = c.pick(['Xq"7\\zK9!pL', 'pa$$"w0rd\\2025', 'Tr0ub"4dor\\&3', 'n0\\t"a"tab'])
    esc = tricky.replace("\\", "\\\\").replace('"', '\\"')
    lines.append(c.pick([f'ADMIN_PASSWORD="{S("PASSWORD", esc)}"', f'DB_ROOT_PASSWORD="{S("PASSWORD", esc)}"']))
    if c.r.random() < 0.5:  # a PEM on one line with escaped newlines, as dotenv loaders expect
        pem = c.v.pem(c.pick(["RSA PRIVATE KEY", "PRIVATE KEY"]), 4).replace("\n", "\\n")
        lines.append(f'JWT_PRIVATE_KEY="{S("PRIVATE_KEY", pem)}"')
    lines.append(
        c.pick(
            [
                f"SESSION_SECRET={S('SECRET', c.v.b64_secret(32))}",
                f"JWT_SECRET={S('SECRET', c.v.alnum(48))}",
                f"SECRET_KEY_BASE={S('SECRET', c.v.hexs(128))}",
                f"DJANGO_SECRET_KEY='{S('SECRET', c.v.django_secret())}'",
            ]
        )
    )
    if c.r.random() < 0.5:
        lines.append(f"ENCRYPTION_KEY={S('SECRET', c.password_raw('phrase'))}")
    lines.append(f"ADMIN_EMAIL={c.email(owner)}")
    if c.r.random() < 0.5:
        lines.append(f"ALERT_SMS={c.phone(c.pick(['GB', 'DE', 'NL', 'NO', 'FR']), 'mobile', 'e164')}")
    lines += [
        f"LOG_LEVEL={c.pick(['info', 'debug', 'warn'])}",
        f"FEATURE_FLAGS={D('TECH_TERM', 'react')}-19,new-{D('TECH_TERM', 'gateway')}",
        f"REQUEST_TIMEOUT_MS={D('LATENCY', str(c.pick([3000, 5000, 15000])))}",
        f"MAX_UPLOAD={D('FILE_SIZE', c.pick(['25MB', '100mb', '2G']))}",
    ]
    body = lines[:4] + c.r.sample(lines[4:-4], len(lines) - 8) + lines[-4:]
    return "\n".join(body) + "\n"


@scenario("yaml")
def yaml_config(c: Ctx) -> str:
    """docker-compose, a Kubernetes Secret, a Helm chart or a Spring ``application.yml``."""
    kind = c.kind(["compose", "k8s", "helm", "spring"])
    p = c.person(c.pick(["en", "de", "nl", "no", "fr", "el", "ru"]))
    if kind == "compose":
        pw = c.password_raw()
        return (
            f"services:\n  db:\n    image: {D('TECH_TERM', 'postgres')}:{D('VERSION', '16.4')}\n    environment:\n      POSTGRES_USER: app\n"
            f'      POSTGRES_PASSWORD: {S("PASSWORD", pw)}\n      POSTGRES_DB: app\n    ports:\n      - "{D("PORT", "5432")}:5432"\n'
            f"  api:\n    build: ./api\n    depends_on: [db, redis]\n    environment:\n      DATABASE_URL: postgres://app:{S('PASSWORD', pw)}@db:5432/app\n"
            f"      MAPBOX_TOKEN: pk.{c.v.alnum(60)}\n      PAYMENT_API_KEY: {S('API_KEY', c.v.stripe_key())}\n      OWNER_EMAIL: {c.email(p)}\n"
            f'      TZ: Europe/{c.pick(["Berlin", "Oslo", "Amsterdam", "Paris"])}\n    ports:\n      - "{D("PORT", "8080")}:8080"\n'
            f'  redis:\n    image: {D("TECH_TERM", "redis")}:{D("VERSION", "7.2-alpine")}\n    command: ["redis-server", "--requirepass", "{S("PASSWORD", c.password_raw("random"))}"]\n'
        )
    if kind == "k8s":
        return (
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {c.pick(['crm-sync', 'mailer', 'payments'])}-credentials\n  namespace: {D('ENV_NAME', c.pick(['prod', 'staging']))}\n"
            f"  annotations:\n    owner: {c.email(p, c.pick(['brightwater.io', 'polderdata.nl', 'fjordlys.no']), c.r.randint(0, 6))}\n"
            f"    last-rotated: {D('DATE', '2025-09-' + str(c.r.randint(10, 28)))}\ntype: Opaque\nstringData:\n"
            f'  SMTP_PASSWORD: "{S("PASSWORD", c.password_raw("human"))}"\n  API_TOKEN: {S("API_KEY", c.v.gitlab_pat())}\n'
            f'  WEBHOOK_SIGNING_SECRET: {S("SECRET", c.v.stripe_webhook())}\n  oncall_phone: "{c.phone(c.pick(["GB", "NL", "NO", "DE"]), "mobile", "e164")}"\n'
            f"data:\n  tls.key: {S('PRIVATE_KEY', base64.b64encode(c.v.pem('PRIVATE KEY', 3).encode()).decode())}\n"
        )
    if kind == "helm":
        q = c.person(c.pick(["en", "nl", "no"]))
        return (
            f"apiVersion: v2\nname: {c.pick(['edge-gateway', 'ledger-api', 'node-exporter-extra'])}\ndescription: A Helm chart for the {D('TECH_TERM', 'Gateway')} service\n"
            f'type: application\nversion: {D("VERSION", c.v.version())}\nappVersion: "{D("VERSION", c.v.version())}"\nmaintainers:\n'
            f"  - name: {c.name(p.latin)}\n    email: {c.email(p, None, 0)}\n  - name: {c.name(q.full.lower() if c.r.random() < 0.3 else q.full)}\n    email: {c.email(q)}\n    url: https://github.com/{S('USERNAME', q.rg.lower() + q.rf.lower()[:3])}\n"
            f"dependencies:\n  - name: {D('TECH_TERM', 'redis')}\n    version: {D('VERSION', '19.6.4')}\n    repository: https://charts.bitnami.com/bitnami\n"
        )
    pw = c.password_raw()
    return (
        f"spring:\n  application:\n    name: invoice-service\n  datasource:\n    url: jdbc:postgresql://{D('HOSTNAME', 'db.internal')}:{D('PORT', '5432')}/invoices\n"
        f"    username: invoice_rw\n    password: '{S('PASSWORD', pw.replace(chr(39), chr(39) * 2))}'\n  mail:\n    host: smtp.office365.com\n    port: {D('PORT', '587')}\n"
        f"    username: {c.email(p, 'lumiere-conseil.fr', 0)}\n    password: {S('PASSWORD', c.password_raw('human'))}\nserver:\n  port: {D('PORT', '8081')}\n"
        f'app:\n  billing-contact:\n    name: {c.name(p.full)}\n    phone: "{c.phone(c.pick(["FR", "DE", "GB"]), "fixed")}"\n  jwt:\n    signing-key: {S("SECRET", c.v.b64_secret(48))}\n'
        f"management:\n  endpoints:\n    web:\n      exposure:\n        include: health,info,{D('TECH_TERM', 'prometheus')}\n"
    )


@scenario("ini")
def ini_config(c: Ctx) -> str:
    """INI files: ``.gitconfig``, ``my.cnf``, ``rclone.conf``, ``.pypirc``, an ODBC DSN."""
    p = c.person(c.pick(["en", "de", "nl", "no", "fr", c.lang]))
    kind = c.kind(["git", "mycnf", "rclone", "pypirc", "odbc"])
    if kind == "git":
        return (
            f"$ cat ~/.gitconfig\n[user]\n\tname = {c.name(p.latin)}\n\temail = {c.email(p)}\n\tsigningkey = {c.v.hexs(16).upper()}\n"
            f'[github]\n\tuser = {S("USERNAME", _user(c, p))}\n[credential "https://git.internal.example"]\n\tusername = {S("USERNAME", _user(c, p))}\n'
            f'[url "https://oauth2:{S("API_KEY", c.v.gitlab_pat())}@gitlab.com/"]\n\tinsteadOf = https://gitlab.com/\n[core]\n\teditor = nvim\n\tpager = delta\n'
            f"[init]\n\tdefaultBranch = main\n[pull]\n\trebase = true\n"
        )
    if kind == "mycnf":
        pw = c.password_raw()
        return (
            f'# /home/{S("USERNAME", _user(c, p))}/.my.cnf\n[client]\nuser = reporting\npassword = "{S("PASSWORD", pw.replace(chr(34), chr(92) + chr(34)))}"\n'
            f"host = {D('HOSTNAME', 'mysql-ro.internal')}\nport = {D('PORT', '3306')}\n\n[mysqldump]\nuser = backup\npassword = {S('PASSWORD', c.password_raw('phrase'))}\n"
            f'max_allowed_packet = {D("FILE_SIZE", "512M")}\n\n[mysql]\nprompt = "\\\\u@\\\\h [\\\\d]> "\n'
        )
    if kind == "rclone":
        ak, sk = c.v.aws_pair()
        nc_user = _user(c, p)
        return (
            f"$ rclone config show\n[backup-s3]\ntype = s3\nprovider = AWS\naccess_key_id = {S('API_KEY', ak)}\nsecret_access_key = {S('SECRET', sk)}\nregion = eu-north-1\n\n"
            f"[nextcloud]\ntype = webdav\nurl = https://cloud.{c.pick(['familie-quast.de', 'hjemme.no', 'thuis.nl'])}/remote.php/dav/files/{S('USERNAME', nc_user)}/\nvendor = nextcloud\n"
            f"user = {S('USERNAME', nc_user)}\npass = {S('SECRET', c.v.alnum(54, 'abcdefghijklmnopqrstuvwxyz0123456789-_'))}\n\n[gdrive]\ntype = drive\nscope = drive\n"
            f'token = {{"access_token":"{S("API_KEY", "ya29." + c.v.alnum(120, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"))}","token_type":"Bearer","expiry":"{D("TIMESTAMP", "2025-11-04T10:31:07.662Z")}"}}\n'
        )
    if kind == "pypirc":
        return (
            f"[distutils]\nindex-servers =\n    pypi\n    internal\n\n[pypi]\nusername = __token__\npassword = {S('API_KEY', 'pypi-AgEIcHlwaS5vcmc' + c.v.alnum(150, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'))}\n\n"
            f"[internal]\nrepository = https://nexus.internal/repository/pypi-internal/\nusername = {S('USERNAME', _user(c, p))}\npassword = {S('PASSWORD', c.password_raw('human'))}\n"
        )
    return (
        f"[ODBC Data Sources]\nCRM_PROD = ODBC Driver 18 for SQL Server\n\n[CRM_PROD]\nDriver = ODBC Driver 18 for SQL Server\nServer = tcp:{D('HOSTNAME', 'sql-crm-01.corp.local')},{D('PORT', '1433')}\n"
        f"Database = CRM\nUID = {S('USERNAME', _user(c, p))}\nPWD = {{{S('PASSWORD', c.password_raw('symbols').replace('}', '}}'))}}}\nEncrypt = yes\nTrustServerCertificate = no\n"
    )


@scenario("http")
def http_dump(c: Ctx) -> str:
    """A ``curl -v`` exchange or a logged raw request: bearer/basic auth, cookies, forwarded IPs, user headers."""
    p = c.person(c.pick(["en", "de", "nl", "fr", "no", c.lang]))
    if c.kind(["curl", "raw"]) == "curl":
        ip = c.v.ip4()
        return (
            f"$ curl -v https://api.{c.pick(['brightwater.io', 'ledgerly.app', 'polderdata.nl'])}/v2/me\n*   Trying 10.0.4.17:{D('PORT', '443')}...\n"
            f"* Connected to api.ledgerly.app port {D('PORT', '443')}\n* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384\n"
            f"> GET /v2/me HTTP/2\n> Host: api.ledgerly.app\n> User-Agent: {D('PRODUCT', 'curl/8.5.0')}\n> Accept: */*\n"
            f"> Authorization: Bearer {S('API_KEY', c.v.jwt())}\n> X-Request-Id: {c.reqid()}\n>\n< HTTP/2 200\n< content-type: application/json\n"
            f"< set-cookie: sid={S('SECRET', c.v.alnum(40))}; Path=/; HttpOnly; Secure; SameSite=Lax\n< x-ratelimit-remaining: {D('COUNT', str(c.r.randint(1, 999)))}\n"
            f'< x-response-time: {c.ms()}\n<\n{{"id":"usr_{c.v.alnum(12)}","name":"{c.name(p.latin)}","email":"{c.email(p)}","last_ip":"{S("IP_ADDRESS", ip)}","plan":"{D("PRODUCT", "Team")}"}}\n'
        )
    user = _user(c, p)
    pw = c.password_raw(c.pick(["human", "random"]))
    basic = base64.b64encode(f"{user}:{pw}".encode()).decode()
    return (
        f"--- request {c.reqid()} ---\nPOST /webhooks/inbound HTTP/1.1\nHost: hooks.{c.pick(['brightwater.io', 'polderdata.nl', 'fjordlys.no'])}\n"
        f"Authorization: Basic {S('SECRET', basic)}\nContent-Type: application/x-www-form-urlencoded\nX-Forwarded-For: {c.ip()}, 10.12.0.5\n"
        f"X-Real-IP: {c.ip(c.r.random() < 0.3)}\nX-User-Email: {c.email(p)}\nCookie: _ga=GA1.2.{c.r.randint(10**8, 10**9)}.{c.r.randint(10**9, 2 * 10**9)}; session={S('SECRET', c.v.alnum(32))}; lang={c.lang}\n"
        f"User-Agent: {D('PRODUCT', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15')}\nContent-Length: {c.r.randint(90, 400)}\n\n"
        f"from={S('EMAIL_ADDRESS', c.email_raw(p).replace('@', '%40'))}&subject=Re%3A+invoice+{D('INVOICE_ID', 'INV-' + str(c.r.randint(1000, 9999)))}&phone={S('PHONE_NUMBER', *_plus_enc(c))}\n"
    )


def _plus_enc(c: Ctx) -> tuple[str, str]:
    s, scheme = c.phone_raw(c.pick(["GB", "NL", "DE", "NO"]), "mobile", "e164")
    return s.replace("+", "%2B"), scheme


@scenario("kv")
def printenv_output(c: Ctx) -> str:
    """``env`` / ``printenv`` in a dev container: the home-directory user everywhere, plus tokens."""
    p = c.person(c.pick(["en", "de", "nl", "no", "fr"]))
    u = _user(c, p)
    U = lambda: S("USERNAME", u)  # noqa: E731 - a one-line formatter local to this template
    mac = c.r.random() < 0.4
    home = f"/Users/{U()}" if mac else f"/home/{U()}"
    lines = [
        f"SHELL=/bin/{c.pick(['zsh', 'bash'])}",
        f"HOME={home}",
        f"USER={U()}",
        f"LOGNAME={U()}",
        f"PWD={home}/src/{c.pick(['ledger-api', 'storefront', 'infra'])}",
        f"PATH={home}/.local/bin:{home}/.cargo/bin:/usr/local/bin:/usr/bin:/bin",
        f"LANG={c.pick(['en_US.UTF-8', 'de_DE.UTF-8', 'nb_NO.UTF-8', 'nl_NL.UTF-8'])}",
        "TERM=xterm-256color",
        f"NODE_VERSION={D('VERSION', '20.11.1')}",
        f"PYTHON_VERSION={D('VERSION', '3.12.7')}",
        f"GIT_AUTHOR_NAME={c.name(p.latin)}",
        f"GIT_AUTHOR_EMAIL={c.email(p)}",
        f"GITHUB_TOKEN={S('API_KEY', c.v.github_fine() if c.r.random() < 0.5 else c.v.github_pat())}",
        f"NPM_TOKEN={S('API_KEY', c.v.npm_token())}",
        f"KUBECONFIG={home}/.kube/config",
        "DOCKER_HOST=unix:///var/run/docker.sock",
        f"HISTFILE={home}/.zsh_history",
        f"SSH_AUTH_SOCK=/tmp/ssh-{c.v.alnum(10)}/agent.{c.r.randint(1000, 99999)}",
    ]
    if not mac:
        lines.append(f"MAIL=/var/mail/{U()}")
    if c.r.random() < 0.6:
        ak, sk = c.v.aws_pair()
        lines += [
            f"AWS_ACCESS_KEY_ID={S('API_KEY', ak)}",
            f"AWS_SECRET_ACCESS_KEY={S('SECRET', sk)}",
            "AWS_DEFAULT_REGION=eu-west-1",
        ]
    if c.r.random() < 0.5:
        lines.append(f"PGPASSWORD={S('PASSWORD', c.password_raw(c.pick(['human', 'phrase'])))}")
    c.r.shuffle(lines)
    prompt = (
        f"{U()}@{c.pick(['devbox', 'thinkpad-x1', 'build-07', 'MacBook-Pro'])} ~ % "
        if mac
        else f"{U()}@{c.pick(['devbox', 'thinkpad-x1', 'build-07'])}:~$ "
    )
    return (
        prompt
        + c.pick(["printenv | sort", "env", "printenv"])
        + "\n"
        + "\n".join(sorted(lines, key=lambda s: s.split("=")[0].replace("\x01", "")))
        + "\n"
    )


@scenario("log")
def jsonl_app_log(c: Ctx) -> str:
    """Structured (JSON-lines) application logs; one debug line carries a request body with a password."""
    out = []
    t = dt.datetime(2025, 11, c.r.randint(1, 27), c.r.randint(6, 20), c.r.randint(0, 59), 0)
    for i in range(c.r.randint(5, 7)):
        p = c.person(c.pick(["en", "de", "nl", "no", "fr", "el", "ru"]))
        t += dt.timedelta(seconds=c.r.randint(1, 40), microseconds=c.r.randint(0, 999999))
        ev = c.pick(["login", "password_reset", "signup", "debug_body", "sms", "export"])
        rec: dict[str, object] = {
            "ts": D("TIMESTAMP", t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{c.r.randint(0, 999):03d}Z"),
            "level": "info",
            "svc": D("TECH_TERM", c.pick(["auth", "gateway", "node-api"])),
            "trace_id": D("REQUEST_ID", c.v.hexs(32)),
        }
        if ev == "login":
            rec.update(
                {
                    "msg": "login ok",
                    "user_email": c.email(p),
                    "ip": c.ip(),
                    "mfa": c.pick(["totp", "sms", "none"]),
                    "duration_ms": JNum(c.r.randint(20, 800), decoy="LATENCY"),
                }
            )
        elif ev == "password_reset":
            rec.update(
                {
                    "level": "warn",
                    "msg": f"password reset requested for {c.email(p)} from {c.ip()}",
                    "attempt": c.r.randint(1, 5),
                }
            )
        elif ev == "signup":
            rec.update(
                {
                    "msg": "user created",
                    "user": {
                        "name": c.name(p.latin if p.lang in ("el", "ru") else p.full),
                        "email": c.email(p),
                        "phone": c.phone(c.pick(["GB", "DE", "NL", "NO", "FR", "GR", "RU"])),
                    },
                    "plan": D("PRODUCT", "Starter"),
                }
            )
        elif ev == "debug_body":
            pw = (
                c.password_raw(c.pick(["symbols", "human"]))
                if c.r.random() < 0.6
                else c.pick(['Xq"7zK9!pL', 'm"y\\pa55', 'Ro"senkohl42'])
            )
            inner = jdumps(
                {"username": S("EMAIL_ADDRESS", c.email_raw(p)), "password": S("PASSWORD", pw), "remember": True}
            )
            rec.update(
                {
                    "level": "debug",
                    "msg": "incoming request",
                    "path": "/api/session",
                    "body": inner,
                    "latency": D("LATENCY", f"{c.r.randint(5, 300)}ms"),
                }
            )
        elif ev == "sms":
            rec.update(
                {
                    "msg": "otp sent",
                    "to": c.phone(c.pick(["GB", "NO", "NL", "DE", "FR"]), "mobile", "e164"),
                    "provider": D("TECH_TERM", "Twilio"),
                    "sid": f"SM{c.v.hexs(32)}",
                }
            )
        else:
            rec.update(
                {
                    "msg": "export finished",
                    "rows": D("COUNT", str(c.r.randint(100, 90000))),
                    "size": D("FILE_SIZE", f"{c.r.randint(1, 900)} KiB"),
                    "requested_by": c.email(p),
                }
            )
        out.append(jdumps(rec, ensure_ascii=False))
    return "\n".join(out) + "\n"


@scenario("log")
def plain_app_log(c: Ctx) -> str:
    """Classic text logs (Python/Java/Rails style), English messages with personal data interpolated."""
    out = []
    seen: dict[int, int] = {}
    t0 = dt.datetime(2025, 10, c.r.randint(1, 30), c.r.randint(0, 22), c.r.randint(0, 59), 0)
    for i in range(c.r.randint(6, 9)):
        t = t0 + dt.timedelta(seconds=17 * i + c.r.randint(0, 9))
        stamp = D("TIMESTAMP", t.strftime("%Y-%m-%d %H:%M:%S") + f",{c.r.randint(0, 999):03d}")
        p = c.person(c.pick(["en", "de", "nl", "no", "fr", c.lang]))
        cands = [
            f"{stamp} INFO  [mailer] queued welcome mail to {c.email(p)} (template=welcome_v3, {c.ms()})",
            f"{stamp} WARN  [auth] failed login for user={S('USERNAME', _user(c, p))} from {c.ip()} (attempt {c.r.randint(2, 6)})",
            f'{stamp} DEBUG [sms] POST https://api.twilio.com/2010-04-01/Accounts/AC{c.v.hexs(32)}/Messages.json To={c.phone(c.pick(["GB", "NO", "NL", "DE"]), "mobile", "e164")} Body="Your code is {c.r.randint(100000, 999999)}"',
            f"{stamp} INFO  [orders] order {D('ORDER_ID', str(c.r.randint(4000000, 4999999)))} paid, total {D('AMOUNT', c.pick(['€42.90', '€129.00', '£18.50']))}, {D('LATENCY', f'{c.r.randint(40, 900)}ms')}",
            f'{stamp} ERROR [db] duplicate key value violates unique constraint "users_email_key" DETAIL: Key (email)=({c.email(p)}) already exists.',
            f'{stamp} INFO  [crm] contact updated: name="{c.name(p.full)}" phone={c.phone(c.pick(["GB", "DE", "NL", "FR", "NO"]))}',
            f"{stamp} DEBUG [http] GET /healthz 200 {c.ms()} req={c.reqid()}",
            f"{stamp} INFO  [deploy] {D('TECH_TERM', c.pick(['gateway', 'node-api', 'react-web']))} {D('VERSION', c.v.version())} rolled out ({D('COMMIT_HASH', c.v.sha(7))})",
            f"{stamp} WARN  [db] connection string logged by mistake: mysql://app:{S('PASSWORD', c.password_raw('random'))}@{D('HOSTNAME', 'mysql-1.internal')}:{D('PORT', '3306')}/shop",
        ]
        k = c.pick([j for j in range(len(cands)) if seen.get(j, 0) < (2 if j == 6 else 1)])
        seen[k] = seen.get(k, 0) + 1
        out.append(cands[k])
    return "\n".join(out) + "\n"


@scenario("log")
def access_log(c: Ctx) -> str:
    """nginx combined log: client IPs, e-mails in query strings (raw and %40-encoded), response times."""
    out = []
    t0 = dt.datetime(2025, 11, c.r.randint(1, 27), c.r.randint(0, 22), c.r.randint(0, 59), 0)
    for i in range(c.r.randint(6, 8)):
        p = c.person(c.pick(["en", "de", "nl", "fr", "no"]))
        t = t0 + dt.timedelta(seconds=3 * i)
        e = c.email_raw(p)
        path = c.pick(
            [
                f"/unsubscribe?email={S('EMAIL_ADDRESS', e.replace('@', '%40'))}&list=weekly",
                f"/api/v1/users?email={S('EMAIL_ADDRESS', e)}&include=orders",
                f"/static/js/main.{c.v.hexs(8)}.js",
                f"/track/open?u={S('EMAIL_ADDRESS', e)}&c={D('REQUEST_ID', c.v.hexs(12))}",
                f"/password/reset?token={S('SECRET', c.v.alnum(40))}",
                "/healthz",
                f"/search?q={c.pick(['kubernetes+ingress', 'react+hooks', 'invoice+template'])}",
            ]
        )
        ua = c.pick(
            [
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36",
                "curl/8.5.0",
                "kube-probe/1.31",
                "Go-http-client/2.0",
            ]
        )
        out.append(
            f'{c.ip(c.r.random() < 0.15)} - - [{D("TIMESTAMP", t.strftime("%d/%b/%Y:%H:%M:%S +0000"))}] "GET {path} HTTP/1.1" {c.pick([200, 200, 302, 404])} {c.r.randint(120, 40000)} "-" "{D("PRODUCT", ua)}" rt={D("LATENCY", f"0.{c.r.randint(1, 999):03d}")}'
        )
    return "\n".join(out) + "\n"


@scenario("log")
def auth_log(c: Ctx) -> str:
    """/var/log/auth.log: sshd and sudo lines with login names, source IPs and home directories."""
    out = []
    host = c.pick(["bastion-1", "web-03", "nas", "build-07"])
    t0 = dt.datetime(2025, 11, c.r.randint(1, 27), c.r.randint(0, 22), c.r.randint(0, 59), 0)
    for i in range(c.r.randint(6, 8)):
        t = t0 + dt.timedelta(seconds=41 * i)
        stamp = D(
            "TIMESTAMP",
            t.strftime("%b %d %H:%M:%S").replace(" 0", "  ", 1) if t.day < 10 else t.strftime("%b %d %H:%M:%S"),
        )
        u = S("USERNAME", _user(c))
        pid = c.r.randint(1000, 99999)
        out.append(
            c.pick(
                [
                    f"{stamp} {host} sshd[{pid}]: Accepted publickey for {u} from {c.ip()} port {D('PORT', str(c.r.randint(40000, 65000)))} ssh2: ED25519 SHA256:{c.v.alnum(43)}",
                    f"{stamp} {host} sshd[{pid}]: Failed password for invalid user admin from {c.ip()} port {D('PORT', str(c.r.randint(40000, 65000)))} ssh2",
                    f"{stamp} {host} sudo: {u} : TTY=pts/{c.r.randint(0, 4)} ; PWD=/home/{S('USERNAME', _user(c))}/deploy ; USER=root ; COMMAND=/usr/bin/systemctl restart {D('TECH_TERM', c.pick(['nginx', 'redis', 'gateway']))}",
                    f"{stamp} {host} systemd-logind[{c.r.randint(400, 900)}]: New session {c.r.randint(100, 9999)} of user {u}.",
                    f"{stamp} {host} sshd[{pid}]: pam_unix(sshd:session): session opened for user {u}(uid={c.r.randint(1000, 1100)}) by (uid=0)",
                ]
            )
        )
    return "\n".join(out) + "\n"


@scenario("log")
def zh_app_log(c: Ctx) -> str:
    """A Chinese backend's logs (messages in Chinese, values interpolated)."""
    out = []
    t0 = dt.datetime(2025, 11, c.r.randint(1, 27), c.r.randint(8, 20), c.r.randint(0, 59), 0)
    for i in range(c.r.randint(5, 7)):
        p = c.person("zh")
        t = t0 + dt.timedelta(seconds=29 * i)
        stamp = D("TIMESTAMP", t.strftime("%Y-%m-%d %H:%M:%S.") + f"{c.r.randint(0, 999):03d}")
        born = c.dob_date()
        out.append(
            c.pick(
                [
                    f"{stamp} [INFO ] [order-svc] 用户{c.name(p.full)}(手机号:{c.phone('CN', 'mobile', c.pick(['compact', 'national']))})下单成功，订单号{D('ORDER_ID', '2025' + c.v.digits(14))}，耗时{D('LATENCY', str(c.r.randint(20, 400)) + 'ms')}",
                    f"{stamp} [WARN ] [kyc] 实名认证失败：姓名={c.name(p.full)}，身份证号={S('CN_RESIDENT_ID', c.v.cn_ric(born, p.female), 'cn.ric')}，原因=证件已过期",
                    f"{stamp} [INFO ] [pay] 银行卡绑定成功 卡号={c.card('unionpay', '')} 持卡人={c.name(p.full)}",
                    f"{stamp} [ERROR] [notify] 短信发送失败 to={c.phone('CN')} code={D('ERROR_CODE', 'isv.BUSINESS_LIMIT_CONTROL')} requestId={D('REQUEST_ID', c.v.uuid().upper())}",
                    f"{stamp} [INFO ] [crm] 客服{c.name(c.person('zh').full)}回访客户{c.name(p.full)}，固话{c.phone('CN', 'fixed')}，地址：{c.address('CN')}",
                    f"{stamp} [DEBUG] [gateway] {D('TECH_TERM', 'Nginx')} upstream 响应 {D('LATENCY', str(c.r.randint(3, 90)) + 'ms')} version={D('VERSION', c.v.version())}",
                ]
            )
        )
    return "\n".join(out) + "\n"


@scenario("log")
def build_log_clean(c: Ctx) -> str:
    """No personal data: CI build log (npm/pytest/docker), full of versions, hashes, sizes, durations."""
    return (
        f"Run actions/checkout@v4\nSyncing repository: acme/{c.pick(['gateway', 'web', 'ledger'])}\nHEAD is now at {D('COMMIT_HASH', c.v.sha(7))} Merge pull request {D('PR_NUMBER', '#' + str(c.r.randint(100, 4000)))} from feature/react-19\n"
        f"Run actions/setup-node@v4\nFound in cache @ /opt/hostedtoolcache/node/{D('VERSION', '20.11.1')}/x64\n> npm ci\nadded {D('COUNT', str(c.r.randint(600, 1900)))} packages in {D('DURATION', f'{c.r.randint(8, 60)}s')}\n"
        f"> vite build\nvite v{D('VERSION', '5.4.10')} building for production...\n✓ {D('COUNT', str(c.r.randint(200, 2000)))} modules transformed.\ndist/assets/index-{c.v.alnum(8)}.js   {D('FILE_SIZE', f'{c.r.randint(100, 900)}.{c.r.randint(10, 99)} kB')} │ gzip: {D('FILE_SIZE', f'{c.r.randint(40, 200)}.{c.r.randint(10, 99)} kB')}\n"
        f"✓ built in {D('DURATION', f'{c.r.randint(2, 30)}.{c.r.randint(10, 99)}s')}\n> pytest -q\n........................................s.......  [100%]\n{D('COUNT', str(c.r.randint(40, 400)))} passed, 1 skipped in {D('DURATION', f'{c.r.randint(3, 90)}.{c.r.randint(10, 99)}s')}\n"
        f"#12 [api 4/6] RUN pip install -r requirements.txt\n#12 DONE {D('DURATION', '14.2s')}\n#15 exporting to image\n#15 writing image sha256:{D('CHECKSUM', c.v.sha256())} done\n#15 naming to ghcr.io/acme/gateway:{D('VERSION', c.v.version())} done\n"
        f"Post job cleanup.\nCleaning up orphan processes\n"
    )


@scenario("shell")
def shell_session(c: Ctx) -> str:
    """A terminal session: prompt with user name, git log authors, history with inline passwords, a key file."""
    p = c.person(c.pick(["en", "de", "nl", "no", "fr"]))
    u = _user(c, p)
    U = lambda: S("USERNAME", u)  # noqa: E731 - a one-line formatter local to this template
    mac = c.r.random() < 0.5
    home = f"/Users/{U()}" if mac else f"/home/{U()}"
    host = c.pick(["devbox", "thinkpad", "nuc"])
    pr = (lambda d: f"{U()}@{host} {d} % ") if mac else (lambda d: f"{U()}@{host}:{d}$ ")
    co = c.person(c.pick(["en", "de", "nl", "no", "fr", "zh"]))
    parts = [
        f"{pr('~')}pwd\n{home}",
        f"{pr('~/src/ledger')}git log -2 --format='%h %an <%ae> %s'\n{D('COMMIT_HASH', c.v.sha(7))} {c.name(co.latin if co.lang == 'zh' and c.r.random() < 0.5 else co.full)} <{c.email(co)}> fix: guard against empty {D('TECH_TERM', 'Redis')} reply\n"
        f"{D('COMMIT_HASH', c.v.sha(7))} {c.name(p.latin)} <{c.email(p)}> chore: bump {D('TECH_TERM', 'Node')} to {D('VERSION', '22.11.0')}",
    ]
    pw = (
        c.password_raw(c.pick(["symbols", "human"]))
        if c.r.random() < 0.5
        else c.pick(["o'hara-1987!", "it's-m3-again", "Pa'ss\"w0rd", "don't-l00k"])
    )
    hist = [
        f"  {c.r.randint(400, 999)}  mysql -u admin -p'{S('PASSWORD', _shell_escape_sq(pw))}' -h db.internal shop",
        f"  {c.r.randint(1000, 1999)}  curl -u {S('USERNAME', u)}:{S('PASSWORD', c.password_raw('random'))} https://nexus.internal/service/rest/v1/status",
        f"  {c.r.randint(2000, 2999)}  export OPENAI_API_KEY={S('API_KEY', c.v.openai_key())}",
        f'  {c.r.randint(3000, 3999)}  psql "postgresql://report:{S("PASSWORD", c.password_raw("phrase"))}@pg.internal/report"',
        f'  {c.r.randint(4000, 4999)}  echo "{S("PASSWORD", c.password_raw("human").replace("$", chr(92) + "$"))}" | sudo -S apt-get upgrade',
    ]
    picked = sorted(c.r.sample(hist, 4), key=lambda h: int(h.split()[0]))
    parts.append(f"{pr('~')}history | grep -E 'mysql|curl|export|psql|sudo' | tail -4\n" + "\n".join(picked))
    if c.r.random() < 0.6:
        if c.r.random() < 0.5:
            parts.append(f"{pr('~')}cat ~/.ssh/id_ed25519\n{S('PRIVATE_KEY', c.v.openssh_key())}")
        else:
            parts.append(
                f"{pr('~/src/ledger')}cat deploy/{c.pick(['signing', 'ec-deploy', 'apns'])}.pem\n{S('PRIVATE_KEY', c.v.pem('EC PRIVATE KEY', 3))}"
            )
    parts.append(
        f"{pr('~/src/ledger')}ls -la config/\ntotal 24\ndrwxr-xr-x  5 {U()}  staff   160 Nov  3 09:14 .\n-rw-------  1 {U()}  staff  {D('FILE_SIZE', '1204')} Nov  3 09:14 credentials.json\n-rw-r--r--  1 {U()}  staff   {D('FILE_SIZE', '388')} Oct 28 17:02 settings.toml"
    )
    if c.r.random() < 0.5:
        parts.append(
            f'{pr("~/src/ledger")}python manage.py check\nTraceback (most recent call last):\n  File "{home}/src/ledger/manage.py", line 22, in <module>\n    main()\n  File "{home}/.pyenv/versions/{D("VERSION", "3.12.7")}/lib/python3.12/site-packages/django/core/management/__init__.py", line 442, in execute_from_command_line\nModuleNotFoundError: No module named \'environ\''
        )
    return "\n".join(parts) + "\n"


@scenario("shell")
def powershell_session(c: Ctx) -> str:
    """Windows PowerShell: ``C:\\Users\\<user>`` paths, whoami, git config with name and e-mail."""
    p = c.person(c.pick(["en", "de", "nl", "no", "fr"]))
    u = _user(c, p)
    U = lambda: S("USERNAME", u)  # noqa: E731 - a one-line formatter local to this template
    pc = f"DESKTOP-{c.v.alnum(7, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}"
    return (
        f"PS C:\\Users\\{U()}\\source\\repos\\{c.pick(['Gateway', 'InvoiceTool', 'ReactShell'])}> whoami\n{pc.lower()}\\{U()}\n"
        f"PS C:\\Users\\{U()}\\source\\repos> git config --list --show-origin | Select-String user\nfile:C:/Users/{U()}/.gitconfig   user.name={c.name(p.latin)}\n"
        f"file:C:/Users/{U()}/.gitconfig   user.email={c.email(p)}\nPS C:\\Users\\{U()}\\source\\repos> $env:USERPROFILE\nC:\\Users\\{U()}\n"
        f"PS C:\\Users\\{U()}\\source\\repos> Get-ChildItem Env: | Where-Object Name -like '*TOKEN*'\n\nName                           Value\n----                           -----\n"
        f"AZURE_DEVOPS_TOKEN             {S('API_KEY', c.v.alnum(52, 'abcdefghijklmnopqrstuvwxyz234567'))}\nNUGET_TOKEN                    {S('API_KEY', 'oy2' + c.v.alnum(43, 'abcdefghijklmnopqrstuvwxyz0123456789'))}\n\n"
        f"PS C:\\Users\\{U()}\\source\\repos> dotnet --version\n{D('VERSION', '8.0.403')}\nPS C:\\Users\\{U()}\\source\\repos> Test-NetConnection sql-crm-01 -Port {D('PORT', '1433')} | Select TcpTestSucceeded\n\nTcpTestSucceeded\n----------------\n            True\n"
    )


@scenario("shell")
def traceback_paths(c: Ctx) -> str:
    """A Python/Node stack trace from a developer laptop: user names in paths, a record in the error message."""
    p = c.person(c.pick(["en", "de", "nl", "no", "fr", c.lang]))
    u = _user(c)
    U = lambda: S("USERNAME", u)  # noqa: E731 - a one-line formatter local to this template
    home = c.pick([f"/home/{U()}", f"/Users/{U()}"])
    if c.kind(["pytest", "node"]) == "pytest":
        return (
            f"$ pytest tests/test_import.py -x\n============================= test session starts ==============================\nplatform linux -- Python {D('VERSION', '3.12.7')}, pytest-{D('VERSION', '8.3.3')}\n"
            f"rootdir: {home}/work/crm-import\ncollected {D('COUNT', '14')} items\n\ntests/test_import.py F\n\n=================================== FAILURES ===================================\n"
            f"    def test_row_roundtrip():\n        row = load_row(FIXTURE)\n>       assert row.email == \"{c.email(p)}\"\nE       AssertionError: assert '{c.email(p)}' == '{c.email(p)}'\n"
            f"E         - {S('EMAIL_ADDRESS', c.email_raw(p))}\n\n{home}/work/crm-import/tests/test_import.py:31: AssertionError\n"
            f"----------------------------- Captured stdout call -----------------------------\nloaded contact: {c.name(p.full)}, {c.phone(c.pick(['GB', 'DE', 'NL', 'NO', 'FR']))}\n"
            f"=========================== short test summary info ============================\nFAILED tests/test_import.py::test_row_roundtrip - AssertionError\n1 failed, {D('COUNT', '13')} passed in {D('DURATION', '0.84s')}\n"
        )
    return (
        f"node:internal/process/promises:391\n    triggerUncaughtException(err, true /* fromPromise */);\n    ^\n\nError: Customer {c.name(p.full)} <{c.email(p)}> has no default payment method\n"
        f"    at chargeCustomer ({home}/code/shop-backend/src/billing/charge.ts:88:11)\n    at async processQueue ({home}/code/shop-backend/src/queue/worker.ts:41:7)\n"
        f"    at async Promise.all (index 3) {{\n  code: '{D('ERROR_CODE', 'E_NO_PM')}',\n  customerId: 'cus_{c.v.alnum(14)}',\n  invoice: '{D('INVOICE_ID', 'in_' + c.v.alnum(24))}'\n}}\n\nNode.js {D('VERSION', 'v22.11.0')}\n"
    )


@scenario("yaml")
def ci_workflow_clean(c: Ctx) -> str:
    """No personal data: a GitHub Actions workflow; ``${{ secrets.X }}`` references are names, not secrets."""
    return (
        f"name: release\non:\n  push:\n    tags: ['v*']\njobs:\n  build:\n    runs-on: ubuntu-24.04\n    timeout-minutes: {D('DURATION', '30')}\n    steps:\n"
        f"      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with:\n          node-version: {D('VERSION', '20.11.1')}\n          registry-url: https://registry.npmjs.org\n"
        f"      - run: npm ci && npm run build\n      - run: npm publish --provenance\n        env:\n          NODE_AUTH_TOKEN: {D('ENV_NAME', '${{ secrets.NPM_TOKEN }}')}\n"
        f"      - name: Notify\n        uses: slackapi/slack-github-action@v1.27.0\n        with:\n          channel-id: {D('CHANNEL', 'C0' + c.v.alnum(9, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'))}\n"
        f"        env:\n          SLACK_BOT_TOKEN: {D('ENV_NAME', '${{ secrets.SLACK_BOT_TOKEN }}')}\n      - name: Deploy to {D('TECH_TERM', 'Kubernetes')}\n"
        f"        run: helm upgrade --install gateway ./chart --set image.tag=${{{{ github.ref_name }}}} --wait --timeout {D('DURATION', '5m')}\n"
    )


@scenario("shell")
def kubectl_clean(c: Ctx) -> str:
    """No personal data: kubectl/docker output (pod names, ages, restarts, image tags, node names)."""
    rows = []
    for _ in range(c.r.randint(5, 7)):
        svc = c.pick(
            ["gateway", "node-api", "react-ssr", "redis-master", "kafka-broker", "celery-worker", "postgres-exporter"]
        )
        rows.append(
            f"{D('TECH_TERM', svc)}-{c.v.alnum(10, 'abcdefghijklmnopqrstuvwxyz0123456789')}-{c.v.alnum(5, 'abcdefghijklmnopqrstuvwxyz0123456789')}   "
            f"{c.pick(['1/1', '2/2'])}     {c.pick(['Running', 'Running', 'CrashLoopBackOff', 'Pending'])}   {D('COUNT', str(c.r.randint(0, 14)))}          {D('DURATION', str(c.r.randint(1, 90)) + c.pick(['m', 'h', 'd']))}"
        )
    return (
        f"$ kubectl -n {D('ENV_NAME', 'prod')} get pods\nNAME                                  READY   STATUS    RESTARTS   AGE\n"
        + "\n".join(rows)
        + f"\n$ kubectl -n prod describe deploy gateway | grep -i image\n    Image:        ghcr.io/acme/gateway:{D('VERSION', c.v.version())}@sha256:{D('CHECKSUM', c.v.sha256())}\n"
        + f"$ docker images | head -3\nREPOSITORY          TAG       IMAGE ID       CREATED        SIZE\nnode                {D('VERSION', '20-alpine')}   {D('CHECKSUM', c.v.sha(12))}   {D('DURATION', '2 weeks')} ago    {D('FILE_SIZE', '135MB')}\n"
        + f"redis               {D('VERSION', '7.2')}       {D('CHECKSUM', c.v.sha(12))}   {D('DURATION', '5 weeks')} ago    {D('FILE_SIZE', '117MB')}\n"
    )
