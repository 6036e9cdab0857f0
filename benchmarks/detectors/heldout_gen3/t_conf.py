"""Configs, CI and app logs, shell sessions, git, stack traces, HTTP dumps, SQL, and PII-free tech output."""

from __future__ import annotations

import base64
import json

from . import ids
from .core import DOB, HL, IP, KEY, OWE, PW, SEC, E, P, U, m
from .people import Per
from .t_text import PH


def TS(v):
    return m("TIMESTAMP", v)


def V(v):
    return m("VERSION", v)


def TT(v):
    return m("TECH_TERM", v)


def b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def b64u(s: str) -> str:
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")


class K:
    """Vendor-shaped credentials."""

    def __init__(self, g):
        self.g = g

    def ghp(self):
        return "ghp_" + self.g.alnum(36)

    def ghpat(self):
        return "github_pat_11" + self.g.alnum(20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "_" + self.g.alnum(59)

    def akia(self):
        return "AKIA" + self.g.alnum(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")

    def aws_secret(self):
        return self.g.alnum(40, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")

    def slack(self):
        return f"xoxb-{self.g.digits(12)}-{self.g.digits(13)}-{self.g.alnum(24)}"

    def openai(self):
        return (
            "sk-proj-"
            + self.g.alnum(48, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            + "T3BlbkFJ"
            + self.g.alnum(24)
        )

    def anthropic(self):
        return (
            "sk-ant-api03-"
            + self.g.alnum(86, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            + "-"
            + self.g.alnum(6)
            + "AA"
        )

    def stripe(self, kind="sk_live_"):
        return kind + self.g.alnum(24)

    def whsec(self):
        return "whsec_" + self.g.alnum(32)

    def sendgrid(self):
        return (
            "SG."
            + self.g.alnum(22, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            + "."
            + self.g.alnum(43, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        )

    def google(self):
        return "AIza" + self.g.alnum(35, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    def npm(self):
        return "npm_" + self.g.alnum(36)

    def hexkey(self, n=32):
        return self.g.hexs(n)

    def django(self):
        return "django-insecure-" + self.g.alnum(50, "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)")

    def glpat(self):
        return "glpat-" + self.g.alnum(20, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    def jwt(self, payload: dict) -> str:
        h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")))
        p = b64u(json.dumps(payload, separators=(",", ":")))
        return f"{h}.{p}.{self.g.alnum(43, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')}"

    def pem(self, kind="OPENSSH", lines=7, sep="\n") -> str:
        head = (
            "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
            if kind == "OPENSSH"
            else "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC" + self.g.b64(19)
        )
        body = [head] + [self.g.b64(70) for _ in range(lines - 2)] + [self.g.b64(36) + "=="]
        label = "OPENSSH PRIVATE KEY" if kind == "OPENSSH" else "PRIVATE KEY"
        return f"-----BEGIN {label}-----{sep}" + sep.join(body) + f"{sep}-----END {label}-----"


def configs(add, g):
    k = K(g)
    p = Per("en", 0)
    dbpw = g.alnum(18)
    add(
        "en",
        "env",
        f"""# .env — ledgerline api (do not commit)
NODE_ENV=production
PORT={m("PORT", "8080")}
DATABASE_URL=postgres://ledger_app:{PW(dbpw)}@{m("HOSTNAME", "db-prod-1.internal.ledgerline.io")}:{m("PORT", "5432")}/ledger
REDIS_URL=rediss://default:{PW(g.alnum(32))}@{m("HOSTNAME", "cache.ledgerline.io")}:{m("PORT", "6380")}
STRIPE_SECRET_KEY={KEY(k.stripe())}
STRIPE_WEBHOOK_SECRET={SEC(k.whsec())}
SENDGRID_API_KEY={KEY(k.sendgrid())}
JWT_SIGNING_SECRET={SEC(g.b64(44))}
ADMIN_EMAIL={E(p.mail("ledgerline.io"))}
SMTP_PASSWORD={PW("copper-kettle-heron-19")}
SENTRY_ENVIRONMENT=prod
LOG_LEVEL=info
""",
    )
    add(
        "en",
        "env",
        f"""DJANGO_SECRET_KEY='{SEC(k.django())}'
DEBUG=False
ALLOWED_HOSTS={m("HOSTNAME", "api.brightmart.shop")},{m("HOSTNAME", "admin.brightmart.shop")}
EMAIL_HOST=smtp.office365.com
EMAIL_HOST_USER={E(Per("nl", 0).mail("brightmart.shop"))}
EMAIL_HOST_PASSWORD="{PW("Zomer2026!Fiets")}"
AWS_ACCESS_KEY_ID={KEY(k.akia())}
AWS_SECRET_ACCESS_KEY={SEC(k.aws_secret())}
AWS_STORAGE_BUCKET_NAME=brightmart-media-eu
OPENAI_API_KEY={KEY(k.openai())}
ANTHROPIC_API_KEY={KEY(k.anthropic())}
CELERY_BROKER_URL=amqp://brightmart:{PW("h0rse-battery-staple")}@{m("HOSTNAME", "mq.brightmart.internal")}:{m("PORT", "5672")}//
""",
    )
    add(
        "en",
        "yaml",
        f"""# docker-compose.yml
services:
  db:
    image: postgres:{V("16.4-alpine")}
    environment:
      POSTGRES_USER: metabase
      POSTGRES_PASSWORD: {PW("Tr0ub4dor&3-meta")}
      POSTGRES_DB: metabase
    ports:
      - "{m("PORT", "5432")}:5432"
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U metabase"]
      interval: {m("DURATION", "10s")}
  metabase:
    image: metabase/metabase:{V("v0.50.21")}
    environment:
      MB_DB_PASS: {PW("Tr0ub4dor&3-meta")}
      MB_ADMIN_EMAIL: {E(Per("de", 0).mail("kettelhake.de"))}
      MB_ENCRYPTION_SECRET_KEY: {SEC(g.b64(32))}
      MB_EMAIL_SMTP_PASSWORD: "{PW("sommer-regen-42")}"
    ports:
      - "{m("PORT", "3000")}:3000"
    depends_on: [db]
""",
    )
    pw_b = "Hv7!kq2Lm9#x"
    add(
        "en",
        "yaml",
        f"""apiVersion: v1
kind: Secret
metadata:
  name: payments-api
  namespace: prod
  annotations:
    owner: {E(Per("fi", 2).mail("lanternworks.eu"))}
type: Opaque
data:
  DB_PASSWORD: {PW(b64(pw_b))}
  STRIPE_KEY: {KEY(b64(k.stripe("rk_live_")))}
  tls.key: {m("PRIVATE_KEY", b64(k.pem("RSA", 4)))}
stringData:
  SLACK_BOT_TOKEN: {KEY(k.slack())}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: payments-api
spec:
  replicas: {m("COUNT", "3")}
  template:
    spec:
      containers:
        - name: api
          image: ghcr.io/lanternworks/payments-api@sha256:{m("CHECKSUM", g.hexs(64))}
          ports:
            - containerPort: {m("PORT", "8443")}
          resources:
            limits: {{cpu: "500m", memory: "{m("FILE_SIZE", "512Mi")}"}}
""",
    )
    a, b = Per("sv", 1), Per("fr", 4)
    add(
        "en",
        "yaml",
        f"""# config/production.yml
app:
  name: helpdesk-bridge
  version: {V("3.14.2")}
admins:
  - name: {P(a.full)}
    email: {E(a.mail("norrsken.se"))}
    phone: "{PH(g, "SE", "intl")}"
  - name: {P(b.full)}
    email: {E(b.mail("forgeval.fr"))}
smtp:
  host: smtp.mailgun.org
  port: {m("PORT", "587")}
  username: postmaster@mg.helpdesk-bridge.io
  password: {PW("9f2c" + g.hexs(28))}
oauth:
  google:
    client_id: {g.digits(12)}-{g.alnum(32, "abcdefghijklmnopqrstuvwxyz0123456789")}.apps.googleusercontent.com
    client_secret: {SEC("GOCSPX-" + g.alnum(28))}
timeouts:
  read: {m("DURATION", "30s")}
""",
    )
    c = Per("en", 7)
    add(
        "en",
        "toml",
        f"""# ~/.config/ledgerline/config.toml
[user]
name = "{P(c.full)}"
email = "{E(c.mail("fastmail.com", 1))}"

[api]
endpoint = "https://api.ledgerline.io/v2"
token = "{KEY(k.ghp())}"
timeout_ms = {m("LATENCY", "15000")}

[database]
url = "mysql://{U(c.user)}:{PW("Qu1ll0n#Rain")}@{m("HOSTNAME", "mysql.ledgerline.io")}:{m("PORT", "3306")}/reports"

[registries.crates-io]
token = "{KEY("cio" + g.alnum(32))}"
""",
    )
    d = Per("nl", 2)
    add(
        "en",
        "ini",
        f"""; ~/.aws/credentials
[default]
aws_access_key_id = {KEY(k.akia())}
aws_secret_access_key = {SEC(k.aws_secret())}

[profile billing-ro]
aws_access_key_id = {KEY(k.akia())}
aws_secret_access_key = {SEC(k.aws_secret())}
region = eu-west-1

; ~/.gitconfig
[user]
	name = {P(d.full)}
	email = {E(d.mail("dijkstrabouw.nl"))}
[credential "https://github.com"]
	helper = store
[core]
	editor = vim

; ~/.pypirc
[pypi]
username = __token__
password = {KEY("pypi-AgEIcHlwaS5vcmc" + g.alnum(60, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"))}
""",
    )
    add(
        "en",
        "json",
        json.dumps(
            {
                "auths": {"ghcr.io": {"auth": "#A1#"}, "registry.gitlab.com": {"auth": "#A2#"}},
                "credsStore": "desktop",
                "currentContext": "default",
            },
            indent="\t",
        )
        .replace("#A1#", SEC(b64(f"{Per('pl', 0).lg}{Per('pl', 0).lf}:{k.ghp()}")))
        .replace("#A2#", SEC(b64(f"deploy:{k.glpat()}"))),
    )


def ci_logs(add, g):
    k = K(g)
    p = Per("en", 1)
    tok = k.npm()
    add(
        "en",
        "log",
        f"""2026-11-30T14:02:11.0412345Z ##[group]Run actions/checkout@{V("v4")}
2026-11-30T14:02:11.0413001Z with:
2026-11-30T14:02:11.0413221Z   repository: lanternworks/ledgerline
2026-11-30T14:02:11.0413492Z   token: ***
2026-11-30T14:02:11.0413601Z ##[endgroup]
2026-11-30T14:02:12.8812114Z Syncing repository: lanternworks/ledgerline
2026-11-30T14:02:13.1200045Z HEAD is now at {m("COMMIT_HASH", g.sha()[:7])} Merge pull request #{m("PR_NUMBER", "4127")} from {U(p.user)}/fix-oauth
2026-11-30T14:02:15.0000001Z ##[group]Run npm publish
2026-11-30T14:02:15.0000212Z npm publish --access public
2026-11-30T14:02:15.0000301Z env:
2026-11-30T14:02:15.0000322Z   NODE_AUTH_TOKEN: {m("ENV_NAME", "${{ secrets.NPM_TOKEN }}")}
2026-11-30T14:02:16.4410032Z npm verb config //registry.npmjs.org/:_authToken={KEY(tok)}
2026-11-30T14:02:19.2211887Z npm notice 📦  @lanternworks/ledger-sdk@{V("2.19.0")}
2026-11-30T14:02:19.2212003Z npm notice package size: {m("FILE_SIZE", "48.3 kB")}
2026-11-30T14:02:19.2212101Z npm notice shasum: {m("CHECKSUM", g.sha())}
2026-11-30T14:02:21.9001122Z + @lanternworks/ledger-sdk@{V("2.19.0")}
2026-11-30T14:02:22.0000000Z ##[endgroup]
2026-11-30T14:02:22.1003300Z Run ./scripts/notify.sh
2026-11-30T14:02:22.1003400Z   SLACK_WEBHOOK: {m("ENV_NAME", "${{ secrets.SLACK_WEBHOOK_URL }}")}
2026-11-30T14:02:22.4001100Z curl: (22) The requested URL returned error: {m("ERROR_CODE", "403")}
2026-11-30T14:02:22.4101000Z notify failed for release by {E(p.mail("lanternworks.eu"))}
2026-11-30T14:02:22.5000000Z ##[error]Process completed with exit code 1.
Job {m("BUILD_ID", "29911873344")} finished in {m("DURATION", "1m 12s")}
""",
    )
    q = Per("pl", 4)
    add(
        "en",
        "log",
        f"""Running with gitlab-runner {V("17.5.1")} (revision {m("COMMIT_HASH", g.hexs(8))})
  on docker-runner-eu-2 {g.alnum(8)}, system ID: s_{g.hexs(12)}
Preparing the "docker" executor {m("DURATION", "00:04")}
Using docker image python:{V("3.12.7-slim")} ...
Getting source from Git repository {m("DURATION", "00:01")}
Fetching changes with git depth set to 20...
Checking out {m("COMMIT_HASH", g.hexs(8))} as detached HEAD (ref is main)...
$ echo "deploying as $CI_COMMIT_AUTHOR"
deploying as {P(q.full)} <{E(q.mail("wp.pl", 1))}>
$ pip install -r requirements.txt --index-url https://{U(q.user)}:{PW(k.glpat())}@gitlab.com/api/v4/projects/4412/packages/pypi/simple
Successfully installed Django-{V("5.1.3")} psycopg-{V("3.2.3")} celery-{V("5.4.0")}
$ pytest -q
........................................................ [{m("PERCENT", "100%")}]
{m("COUNT", "56 passed")} in {m("DURATION", "8.42s")}
Cleaning up project directory and file based variables {m("DURATION", "00:00")}
Job succeeded
""",
    )


def app_logs(add, g):
    lines = []
    for i, lang in enumerate(["en", "de", "es", "pl", "tr"]):
        p = Per(lang, i)
        rec = {
            "ts": "#T#",
            "level": "info",
            "msg": "login ok",
            "user": "#E#",
            "ip": "#I#",
            "ua": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6)",
            "req_id": "#R#",
            "dur_ms": "#L#",
        }
        s = json.dumps(rec, ensure_ascii=False)
        s = (
            s.replace("#T#", TS(f"2026-11-30T08:1{i}:0{i}.{g.digits(3)}Z"))
            .replace("#E#", E(p.mail(["gmail.com", "web.de", "gmail.com", "o2.pl", "outlook.com"][i], i % 3)))
            .replace("#I#", IP(g.ip4() if i != 2 else g.ip6()))
            .replace("#R#", m("REQUEST_ID", g.uuid()))
            .replace('"#L#"', m("LATENCY", str(g.r.randint(12, 480))))
        )
        lines.append(s)
    p = Per("it", 1)
    err = {"ts": "#T#", "level": "error", "msg": "payment declined", "payload": "#P#", "err": "#X#"}
    payload = json.dumps({"card": "#C#", "cvc": "#V#", "holder": "#H#", "amount": "#A#"})
    s = json.dumps(err).replace("#P#", payload.replace('"', '\\"')).replace("#T#", TS("2026-11-30T08:20:44.101Z"))
    s = (
        s.replace("#C#", m("CREDIT_CARD", g.card("5577", grouped=None), "luhn"))
        .replace("#V#", SEC(g.digits(3)))
        .replace("#H#", P(p.full.upper()))
        .replace("#A#", m("PRICE", "129.00"))
        .replace("#X#", m("ERROR_CODE", "card_declined"))
    )
    lines.append(s)
    q = Per("en", 2)
    lines.append(
        json.dumps({"ts": "#T#", "level": "warn", "msg": "slow query", "sql": "#S#", "dur_ms": "#L#"})
        .replace("#T#", TS("2026-11-30T08:21:02.553Z"))
        .replace(
            "#S#", f"SELECT * FROM users WHERE email = '{E(q.mail('aol.com', 1))}' AND dob = '{DOB('1968-02-29')}'"
        )
        .replace('"#L#"', m("LATENCY", "2841"))
    )
    add("en", "log", "\n".join(lines) + "\n")
    # auth.log
    a, b = Per("de", 0), Per("no", 1)
    add(
        "en",
        "log",
        f"""Nov 30 03:14:07 bastion-eu1 sshd[{m("COUNT", "22817")}]: Accepted publickey for {U(a.user)} from {IP(g.ip4())} port {m("PORT", "51122")} ssh2: ED25519 SHA256:{m("CHECKSUM", g.b64(43))}
Nov 30 03:14:07 bastion-eu1 sshd[22817]: pam_unix(sshd:session): session opened for user {U(a.user)}(uid=1004) by (uid=0)
Nov 30 03:15:40 bastion-eu1 sudo: {U(a.user)} : TTY=pts/2 ; PWD=/home/{U(a.user)} ; USER=root ; COMMAND=/usr/bin/journalctl -u {TT("nginx")}
Nov 30 03:22:19 bastion-eu1 sshd[22901]: Failed password for invalid user {U(b.lg)} from {IP(g.ip4())} port {m("PORT", "40022")} ssh2
Nov 30 03:22:23 bastion-eu1 sshd[22901]: Failed password for {U(b.user)} from {IP(g.ip4())} port {m("PORT", "40030")} ssh2
Nov 30 03:30:00 bastion-eu1 CRON[23011]: (root) CMD (/usr/local/bin/backup.sh >/dev/null 2>&1)
""",
    )
    # nginx access
    c, d = Per("fr", 3), Per("es", 0)
    em = c.mail("gmail.com").replace("@", "%40")
    add(
        "en",
        "log",
        f"""{IP(g.ip4())} - - [{TS("30/Nov/2026:10:01:22 +0000")}] "GET /api/v1/newsletter/confirm?email={E(em)}&token={KEY(g.alnum(32))} HTTP/1.1" 200 {m("FILE_SIZE", "512")} "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)" {m("LATENCY", "0.042")}
{IP(g.ip4())} - - [{TS("30/Nov/2026:10:01:25 +0000")}] "POST /api/v1/otp/send?phone=%2B{m("PHONE_NUMBER", g.phone("ES", "e164bare"), "phone:ES")}&name={P(d.g + "%20" + d.f)} HTTP/2.0" 202 {m("FILE_SIZE", "64")} "https://brightmart.shop/checkout" "okhttp/{V("4.12.0")}" {m("LATENCY", "0.311")}
{IP(g.ip6())} - {U(c.lf)} [{TS("30/Nov/2026:10:01:31 +0000")}] "GET /static/app.{m("CHECKSUM", g.hexs(8))}.js HTTP/2.0" 304 0 "-" "Mozilla/5.0 (X11; Linux x86_64) Firefox/{V("133.0")}" {m("LATENCY", "0.001")}
10.0.3.17 - - [{TS("30/Nov/2026:10:01:40 +0000")}] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/{V("1.31")}" {m("LATENCY", "0.000")}
""",
    )


def shells(add, g):
    k = K(g)
    p = Per("en", 0)
    u = p.lg
    add(
        "en",
        "shell",
        f"""{U(u)}@mbp-{U(u)} ~/src/ledgerline (main) $ git config user.email
{E(p.mail("ledgerline.io"))}
{U(u)}@mbp-{U(u)} ~/src/ledgerline (main) $ export GITHUB_TOKEN={KEY(k.ghpat())}
{U(u)}@mbp-{U(u)} ~/src/ledgerline (main) $ cat ~/.pgpass
{m("HOSTNAME", "db-prod-1.internal.ledgerline.io")}:{m("PORT", "5432")}:ledger:ledger_app:{PW("w1nter\\:is\\:coming")}
{U(u)}@mbp-{U(u)} ~/src/ledgerline (main) $ psql "postgresql://ledger_app@db-prod-1.internal.ledgerline.io/ledger" -c "select full_name, phone from customers where id = 4412"
     full_name      |     phone
--------------------+---------------
 {P(Per("en", 8).full)}   | {PH(g, "GB", "e164")}
(1 row)

{U(u)}@mbp-{U(u)} ~/src/ledgerline (main) $ ls /Users/{U(u)}/Downloads | head -3
{P(Per("en", 8).f)}_passport_scan.pdf
payslip_2026-11.pdf
{TT("terraform")}_{V("1.9.8")}_darwin_arm64.zip
""",
    )
    a = Per("de", 5)
    su = (a.lg[:1] + a.lf)[:8]
    add(
        "en",
        "shell",
        f"""PS C:\\Users\\{U(su)}> Get-ADUser -Identity {U(su)} -Properties * | Select Name,EmailAddress,MobilePhone,StreetAddress,PasswordLastSet

Name            : {P(a.full)}
EmailAddress    : {E(a.mail("kettelhake.de"))}
MobilePhone     : {PH(g, "DE", "intl")}
StreetAddress   : {m("ADDRESS", "Lindenstraße 14")}
PasswordLastSet : {TS("11/18/2026 7:41:02 AM")}

PS C:\\Users\\{U(su)}> $cred = New-Object PSCredential('{U(su)}', (ConvertTo-SecureString '{PW("Kettelhake#2026")}' -AsPlainText -Force))
PS C:\\Users\\{U(su)}> Invoke-RestMethod -Uri https://intranet.kettelhake.de/api/health -Credential $cred

status  version
------  -------
ok      {V("4.2.0.1187")}
""",
    )
    pw = "S3cure'Pa$$"
    add(
        "en",
        "shell",
        f"""$ kubectl -n prod get secret payments-api -o jsonpath='{{.data.DB_PASSWORD}}' | base64 -d
{PW(pw)}
$ kubectl -n prod exec deploy/payments-api -- env | grep -i -E 'key|token|pass'
STRIPE_KEY={KEY(k.stripe("rk_live_"))}
DB_PASSWORD={PW(pw)}
INTERNAL_API_TOKEN={KEY(k.jwt({"sub": "svc-payments", "iat": 1764460800}))}
$ mysql -u report -p'{PW("it'\\''s-raining-42")}' -h {m("HOSTNAME", "reports.db.internal")} -e 'select 1'
+---+
| 1 |
+---+
| 1 |
+---+
$ ssh -i ~/.ssh/id_ed25519 deploy@{m("HOSTNAME", "bastion-eu1.lanternworks.eu")}
Last login: {TS("Sun Nov 30 03:14:07 2026")} from {IP(g.ip4())}
""",
    )
    # printenv kv
    b = Per("ru", 3)
    add(
        "en",
        "kv",
        f"""HOSTNAME={m("HOSTNAME", "worker-7f9c6d9b8-qx2lp")}
HOME=/home/{U(b.lg)}
USER={U(b.lg)}
GIT_AUTHOR_NAME={P("Svyatogor Kolokoltsev")}
GIT_AUTHOR_EMAIL={E(b.mail("yandex.ru", 1))}
OPENAI_API_KEY={KEY(k.openai())}
DD_API_KEY={KEY(k.hexkey())}
PGPASSWORD={PW("zvezda-1703")}
LANG=ru_RU.UTF-8
PYTHON_VERSION={V("3.12.7")}
""",
    )


def git_and_traces(add, g):
    a, b, c = Per("fi", 4), Per("tr", 4), Per("nl", 5)
    add(
        "en",
        "git",
        f"""commit {m("COMMIT_HASH", g.sha())}
Author: {P(a.full)} <{E(a.mail("iki.fi", 1))}>
Date:   {TS("Fri Nov 27 16:44:02 2026 +0200")}

    billing: round VAT per line, not per invoice (#{m("PR_NUMBER", "4102")})

    Co-authored-by: {P(b.full)} <{E(g.digits(8) + "+" + b.user + "@users.noreply.github.com")}>
    Signed-off-by: {P(a.full)} <{E(a.mail("iki.fi", 1))}>

commit {m("COMMIT_HASH", g.sha())}
Author: {P(c.full)} <{E(c.mail("dijkstrabouw.nl", 3))}>
Date:   {TS("Thu Nov 26 09:12:55 2026 +0100")}

    chore(deps): bump {TT("axios")} from {V("1.7.7")} to {V("1.7.9")}
""",
    )
    add(
        "en",
        "git",
        f"""$ git blame -L 40,44 src/billing/vat.py
{m("COMMIT_HASH", g.hexs(8))} ({P(a.full)}     {TS("2026-11-27 16:44:02 +0200")} 40)     rate = RATES[country]
{m("COMMIT_HASH", g.hexs(8))} ({P(a.full)}     {TS("2026-11-27 16:44:02 +0200")} 41)     return round(net * rate, 2)
^{m("COMMIT_HASH", g.hexs(7))} ({P(c.full)} {TS("2025-03-02 11:20:17 +0100")} 42)
{m("COMMIT_HASH", g.hexs(8))} ({P(b.full)} {TS("2026-10-14 08:03:40 +0300")} 43) def line_total(line):
{m("COMMIT_HASH", g.hexs(8))} ({P(b.full)} {TS("2026-10-14 08:03:40 +0300")} 44)     return line.qty * line.unit_price
""",
    )
    p = Per("da", 2)
    add(
        "en",
        "trace",
        f"""Traceback (most recent call last):
  File "/app/.venv/lib/python3.12/site-packages/starlette/routing.py", line 74, in app
    response = await f(request)
  File "/app/signup/views.py", line 88, in create_member
    member = Member.model_validate(payload)
pydantic_core._pydantic_core.ValidationError: 2 validation errors for Member
phone
  Value error, not a valid phone number [type=value_error, input_value='{PH(g, "DK", "nat")}', input_type=str]
date_of_birth
  Input should be a valid date [type=date_from_datetime_parsing, input_value='{DOB("31-02-1989")}', input_type=str]
    For further information visit https://errors.pydantic.dev/{V("2.9")}/v/value_error

During handling, the request body was:
{{"name": "{P(p.full)}", "email": "{E(p.mail("mail.dk"))}", "cpr": "{m("NATIONAL_ID", ids.nid(g, "dk.cpr"), "dk.cpr")}", "address": "{m("ADDRESS", "Vesterbrogade 112, 3. tv, 1620 København V")}"}}
""",
    )
    q = Per("pt", 4)
    add(
        "en",
        "trace",
        f"""2026-11-30 09:14:55.812 ERROR 1 --- [nio-8080-exec-7] o.h.engine.jdbc.spi.SqlExceptionHelper   : ERROR: duplicate key value violates unique constraint "customers_nif_key"
  Detail: Key (nif)=({m("TAX_ID", ids.nid(g, "pt.nif"), "pt.nif")}) already exists.
2026-11-30 09:14:55.815 ERROR 1 --- [nio-8080-exec-7] o.a.c.c.C.[.[.[/].[dispatcherServlet]    : Servlet.service() threw exception
org.springframework.dao.DataIntegrityViolationException: could not execute statement; SQL [n/a]; constraint [customers_nif_key]
	at org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:{m("COUNT", "290")})
	at pt.bragadouro.crm.CustomerService.create(CustomerService.java:57)
Caused by: org.postgresql.util.PSQLException: ERROR: duplicate key value
  Where: Customer[nome={P(q.full)}, email={E(q.mail("sapo.pt", 1))}, telemovel={PH(g, "PT", "nat")}, iban={m("IBAN_CODE", g.iban("PT"), "iban")}]
""",
    )


def http_sql(add, g):
    k = K(g)
    p = Per("id", 1)
    jwt = k.jwt({"sub": "usr_8812", "email": p.mail("gmail.com"), "exp": 1764547200})
    add(
        "en",
        "http",
        f"""> POST /v2/transfers HTTP/2
> Host: {m("HOSTNAME", "api.samudra-pay.co.id")}
> User-Agent: curl/{V("8.7.1")}
> Authorization: Bearer {KEY(jwt)}
> Cookie: sp_session={SEC(g.alnum(48))}; _ga=GA1.1.{g.digits(9)}.{g.digits(10)}
> Content-Type: application/json
>
{{"to_account": "{m("BANK_ACCOUNT", g.digits(10))}", "beneficiary": "{P(p.full)}", "amount": 2500000, "note": "cicilan motor"}}
< HTTP/2 201
< x-request-id: {m("REQUEST_ID", g.uuid())}
< x-ratelimit-remaining: {m("COUNT", "57")}
<
{{"status": "queued", "eta_seconds": {m("DURATION", "90")}}}
""",
    )
    a = Per("en", 5)
    add(
        "en",
        "http",
        f"""GET /admin/export?format=csv HTTP/1.1
Host: {m("HOSTNAME", "crm.harrowgatemills.com")}
Authorization: Basic {SEC(b64(a.user + ":" + "Summer-Harbour-77"))}
X-Forwarded-For: {IP(g.ip4())}, 10.1.4.22
X-Request-Id: {m("REQUEST_ID", g.ulid())}
Accept: text/csv

HTTP/1.1 200 OK
Content-Length: {m("FILE_SIZE", "18422")}
Set-Cookie: crm_sid={SEC(g.b64(40).replace("/", "_").replace("+", "-"))}; Path=/; HttpOnly; Secure
""",
    )
    rows = []
    for i, lang in enumerate(["es", "it", "el"]):
        q = Per(lang, i + 1)
        nm = q.full.replace("'", "''")
        rows.append(
            f"({2200 + i}, '{P(nm)}', '{E(q.mail(['gmail.com', 'tiscali.it', 'otenet.gr'][i], i))}', '{DOB(f'198{i}-1{i}-0{i + 4}')}', '{HL(['asma', 'celiachia', 'υπέρταση'][i])}', {OWE(str(120 + i * 45) + '.00')})"
        )
    add(
        "en",
        "sql",
        f"""-- MySQL dump {V("10.13")}  Distrib {V("8.0.40")}, for Linux (x86_64)
-- Host: {m("HOSTNAME", "clinic-db.internal")}    Database: clinic
LOCK TABLES `patients` WRITE;
INSERT INTO `patients` (`id`, `full_name`, `email`, `dob`, `chronic_condition`, `unpaid_balance`) VALUES
"""
        + ",\n".join(rows)
        + f""";
UNLOCK TABLES;
-- Dump completed on {TS("2026-11-30  2:00:03")}
""",
    )


def no_pii(add, g):
    add(
        "en",
        "shell",
        f"""$ npm install
npm warn deprecated inflight@{V("1.0.6")}: This module is not supported, and leaks memory.
npm warn deprecated glob@{V("7.2.3")}: Glob versions prior to v9 are no longer supported

added {m("COUNT", "1287")} packages, and audited {m("COUNT", "1288")} packages in {m("DURATION", "41s")}

{m("COUNT", "214")} packages are looking for funding
  run `npm fund` for details

{m("COUNT", "3")} moderate severity vulnerabilities
$ npx {TT("vite")} build
vite v{V("5.4.11")} building for production...
✓ {m("COUNT", "1532")} modules transformed.
dist/index.html                   {m("FILE_SIZE", "0.46 kB")} │ gzip:  {m("FILE_SIZE", "0.30 kB")}
dist/assets/index-{m("CHECKSUM", g.alnum(8))}.js   {m("FILE_SIZE", "612.84 kB")} │ gzip: {m("FILE_SIZE", "188.12 kB")}
✓ built in {m("DURATION", "6.21s")}
""",
    )
    add(
        "en",
        "shell",
        f"""$ pytest -q tests/
........................s..................x......F.....  [ {m("PERCENT", "87%")}]
........                                                  [{m("PERCENT", "100%")}]
=================================== FAILURES ===================================
______________________ test_gateway_retries_on_502 ______________________
    def test_gateway_retries_on_502(client):
>       assert client.get("/proxy").status_code == 200
E       assert {m("ERROR_CODE", "502")} == 200
tests/test_gateway.py:41: AssertionError
=========================== short test summary info ============================
FAILED tests/test_gateway.py::test_gateway_retries_on_502 - assert 502 == 200
{m("COUNT", "1 failed")}, {m("COUNT", "61 passed")}, 1 skipped, 1 xfailed in {m("DURATION", "12.84s")}
""",
    )
    add(
        "en",
        "shell",
        f"""$ kubectl get pods -n prod -o wide
NAME                            READY   STATUS    RESTARTS   AGE   IP            NODE
payments-api-7f9c6d9b8-qx2lp    1/1     Running   0          {m("DURATION", "3d4h")}  10.42.1.17    ip-10-0-3-44.eu-west-1.compute.internal
payments-api-7f9c6d9b8-z8m4t    1/1     Running   {m("COUNT", "2")}          {m("DURATION", "3d4h")}  10.42.2.9     ip-10-0-4-12.eu-west-1.compute.internal
{TT("redis")}-master-0                  1/1     Running   0          {m("DURATION", "17d")}   10.42.1.5     ip-10-0-3-44.eu-west-1.compute.internal
$ kubectl top pods -n prod
NAME                            CPU(cores)   MEMORY(bytes)
payments-api-7f9c6d9b8-qx2lp    {m("METRIC", "212m")}         {m("FILE_SIZE", "301Mi")}
redis-master-0                  {m("METRIC", "18m")}          {m("FILE_SIZE", "64Mi")}
""",
    )
    add(
        "en",
        "log",
        f"""Terraform used the selected providers to generate the following execution plan.
  # aws_instance.gateway will be updated in-place
  ~ resource "aws_instance" "gateway" {{
        id            = "{m("RESOURCE_ID", "i-0a1b2c3d4e5f67890")}"
      ~ instance_type = "t3.medium" -> "t3.large"
        tags          = {{ "Name" = "{m("PRODUCT", "Gateway")}", "Env" = "prod" }}
    }}
  # aws_s3_bucket.logs must be replaced
-/+ resource "aws_s3_bucket" "logs" {{
      ~ arn    = "{m("RESOURCE_ID", "arn:aws:s3:::lanternworks-logs-eu")}" -> (known after apply)
    }}
Plan: {m("COUNT", "1")} to add, {m("COUNT", "1")} to change, {m("COUNT", "1")} to destroy.
""",
    )
    add(
        "en",
        "shell",
        f"""$ docker ps --format 'table {{{{.ID}}}}\\t{{{{.Image}}}}\\t{{{{.Status}}}}\\t{{{{.Ports}}}}'
CONTAINER ID   IMAGE                         STATUS                 PORTS
{m("CHECKSUM", g.hexs(12))}   postgres:{V("16.4-alpine")}          Up {m("DURATION", "2 hours")} (healthy)   0.0.0.0:{m("PORT", "5432")}->5432/tcp
{m("CHECKSUM", g.hexs(12))}   metabase/metabase:{V("v0.50.21")}  Up {m("DURATION", "2 hours")}            0.0.0.0:{m("PORT", "3000")}->3000/tcp
{m("CHECKSUM", g.hexs(12))}   nginx:{V("1.27.3")}                Up {m("DURATION", "5 days")}             0.0.0.0:{m("PORT", "443")}->443/tcp
""",
    )
    add(
        "en",
        "md_table",
        f"""## Benchmark results ({m("DATE", "2026-11-29")}, commit {m("COMMIT_HASH", g.hexs(7))})

| Backend | p50 | p95 | p99 | Throughput | Errors |
|---|---|---|---|---|---|
| {TT("Node")} {V("22.11")} | {m("LATENCY", "4.1 ms")} | {m("LATENCY", "11.8 ms")} | {m("LATENCY", "27.0 ms")} | {m("METRIC", "18.2k req/s")} | {m("PERCENT", "0.02%")} |
| {TT("Go")} {V("1.23.3")} | {m("LATENCY", "2.7 ms")} | {m("LATENCY", "6.9 ms")} | {m("LATENCY", "14.4 ms")} | {m("METRIC", "31.5k req/s")} | {m("PERCENT", "0.00%")} |
| {TT("Bun")} {V("1.1.38")} | {m("LATENCY", "3.3 ms")} | {m("LATENCY", "9.2 ms")} | {m("LATENCY", "22.1 ms")} | {m("METRIC", "24.9k req/s")} | {m("PERCENT", "0.01%")} |

Run on `c7g.2xlarge` in {m("CITY", "Frankfurt")} (eu-central-1), {m("DURATION", "10 min")} per backend.
""",
    )
    add(
        "en",
        "json",
        json.dumps(
            {
                "name": "@lanternworks/ledger-sdk",
                "version": "#V1#",
                "private": False,
                "type": "module",
                "scripts": {"build": "tsc -p .", "test": "vitest run"},
                "dependencies": {"axios": "#V2#", "zod": "#V3#"},
                "devDependencies": {"typescript": "#V4#", "vitest": "#V5#"},
                "engines": {"node": ">=20"},
                "packageManager": "pnpm@#V6#",
            },
            indent=2,
        )
        .replace("#V1#", V("2.19.0"))
        .replace("#V2#", "^" + V("1.7.9"))
        .replace("#V3#", "^" + V("3.23.8"))
        .replace("#V4#", V("5.6.3"))
        .replace("#V5#", V("2.1.5"))
        .replace("#V6#", V("9.14.2")),
    )
    add(
        "en",
        "yaml",
        f"""# .github/workflows/release.yml
name: release
on:
  push:
    tags: ["v*"]
jobs:
  publish:
    runs-on: ubuntu-{V("24.04")}
    timeout-minutes: {m("DURATION", "15")}
    steps:
      - uses: actions/checkout@{V("v4")}
      - uses: actions/setup-node@{V("v4")}
        with:
          node-version: {V("22")}
          registry-url: https://registry.npmjs.org
      - run: npm ci && npm publish --provenance
        env:
          NODE_AUTH_TOKEN: {m("ENV_NAME", "${{ secrets.NPM_TOKEN }}")}
      - run: ./scripts/notify.sh
        env:
          SLACK_WEBHOOK: {m("ENV_NAME", "${{ secrets.SLACK_WEBHOOK_URL }}")}
          SENTRY_AUTH_TOKEN: {m("ENV_NAME", "${{ secrets.SENTRY_AUTH_TOKEN }}")}
""",
    )
    add(
        "en",
        "conf",
        f"""# /etc/nginx/conf.d/gateway.conf
upstream gateway_backend {{
    server {m("HOSTNAME", "gateway-1.internal")}:{m("PORT", "9000")} max_fails=3 fail_timeout={m("DURATION", "30s")};
    server {m("HOSTNAME", "gateway-2.internal")}:{m("PORT", "9000")} max_fails=3 fail_timeout={m("DURATION", "30s")};
    keepalive {m("COUNT", "64")};
}}
server {{
    listen {m("PORT", "443")} ssl http2;
    server_name {m("HOSTNAME", "api.lanternworks.eu")};
    client_max_body_size {m("FILE_SIZE", "25m")};
    proxy_read_timeout {m("DURATION", "60s")};
    location / {{ proxy_pass http://gateway_backend; }}
}}
""",
    )
    add(
        "en",
        "log",
        f"""{TS("2026-11-30 06:00:01,114")} INFO  [scheduler] job nightly-reindex started (run {m("BUILD_ID", "88211")})
{TS("2026-11-30 06:00:01,502")} INFO  [{TT("elasticsearch")}] cluster health: green, {m("COUNT", "42")} shards, {m("COUNT", "3")} nodes
{TS("2026-11-30 06:04:18,930")} WARN  [{TT("Kafka")}] consumer lag {m("COUNT", "12044")} on topic billing.events partition 3
{TS("2026-11-30 06:11:42,007")} INFO  [scheduler] reindexed {m("COUNT", "1,204,331")} docs in {m("DURATION", "11m41s")} ({m("FILE_SIZE", "3.2 GB")})
{TS("2026-11-30 06:11:42,010")} INFO  [scheduler] request {m("REQUEST_ID", g.uuid())} done, status={m("ERROR_CODE", "OK")}
""",
    )
    add(
        "de",
        "markdown",
        f"""# Release-Notizen {V("4.3.0")} ({m("DATE", "28.11.2026")})

- **{m("PRODUCT", "Gateway")}**: Wiederholungen bei {m("ERROR_CODE", "HTTP 502")} jetzt mit Backoff (max. {m("DURATION", "8 s")}).
- **{TT("Kubernetes")}**: Helm-Chart {V("2.1.0")} unterstützt {TT("Node")}-Affinität.
- Preis des Business-Plans bleibt bei {m("PRICE", "49 € pro Monat")}; Rechenzentrum {m("CITY", "Frankfurt")} ergänzt.
- Ticket {m("TICKET_ID", "OPS-2211")}, PR #{m("PR_NUMBER", "4131")}, Build {m("BUILD_ID", "9912")}.
""",
    )


def build(add, G):
    for f in (configs, ci_logs, app_logs, shells, git_and_traces, http_sql, no_pii):
        f(add, G(f.__name__))
