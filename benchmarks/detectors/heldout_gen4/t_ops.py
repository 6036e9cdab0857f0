"""Ops traffic: ``.env``, docker-compose, a k8s Secret, TOML/INI configs, CI logs, JSON-lines and
syslog/nginx logs, shell and PowerShell sessions (quoting), git log/blame, a Go panic and a
Python traceback with user data."""

from __future__ import annotations

import base64
import random

from . import values as V
from .core import Doc, d, g
from .core import build as mk
from .names import POOLS, ascii_parts
from .t_msgs import N, PH


def env_file(r: random.Random) -> Doc:
    p = POOLS["nl"][3]
    gv, fam = ascii_parts(p)
    t = f"""# .env.production — do not commit (oops)
APP_ENV={d("ENV_NAME", "production")}
APP_PORT={d("PORT", "8080")}
DATABASE_URL=postgres://billing_rw:{g("PASSWORD", "vlinder-kade-grachten-61")}@{d("HOSTNAME", "db-prod-2.internal.tessaract.nl")}:{d("PORT", "5432")}/billing
REDIS_URL=redis://:{g("PASSWORD", "Q7mZ2xLr9")}@{d("HOSTNAME", "cache.internal")}:{d("PORT", "6379")}/0
STRIPE_SECRET_KEY={g("API_KEY", "sk_live_" + V.b62(r, 24))}
STRIPE_WEBHOOK_SECRET={g("SECRET", "whsec_" + V.b62(r, 32))}
MOLLIE_API_KEY={g("API_KEY", "live_" + V.b62(r, 30))}
SMTP_USER={g("EMAIL_ADDRESS", f"{gv}.{fam}@tessaract.nl")}
SMTP_PASSWORD={g("PASSWORD", "tulpenveld-Oost-2027")}
ADMIN_NAME="{N(p)}"
ADMIN_PHONE={PH(r, "NL", "e164")}
SENTRY_DSN=https://{g("API_KEY", V.hexs(r, 32))}@o{d("RESOURCE_ID", V.digits(r, 6))}.ingest.sentry.io/{d("RESOURCE_ID", V.digits(r, 7))}
FEATURE_NEW_CHECKOUT=true
RELEASE={d("VERSION", "2027.02.3")}
"""
    return mk("en", "env", t)


def compose(r: random.Random) -> Doc:
    t = f"""services:
  db:
    image: postgres:{d("VERSION", "16.4")}-alpine
    environment:
      POSTGRES_USER: keycloak
      POSTGRES_PASSWORD: "{g("PASSWORD", "Fj0rd$Kvern#88")}"
    ports: ["{d("PORT", "5433")}:{d("PORT", "5432")}"]
  keycloak:
    image: quay.io/keycloak/keycloak:{d("VERSION", "25.0.6")}
    environment:
      KC_DB_PASSWORD: "{g("PASSWORD", "Fj0rd$Kvern#88")}"
      KEYCLOAK_ADMIN: {g("USERNAME", "tkvernhusvik")}
      KEYCLOAK_ADMIN_PASSWORD: '{g("PASSWORD", "alv''bjorn-2027")}'
      KC_SPI_EMAIL_FROM: {g("EMAIL_ADDRESS", "alvbjorn.kvernhusvik@kvasir-maritime.no")}
    command: start --hostname={d("HOSTNAME", "sso.kvasir-maritime.no")} --http-port={d("PORT", "8081")}
    deploy:
      resources:
        limits: {{memory: {d("FILE_SIZE", "1536M")}}}
"""
    return mk("en", "yaml", t)


def k8s_secret(r: random.Random) -> Doc:
    pw = "Vetle-fjord_" + V.b62(r, 6)
    b64 = base64.b64encode(pw.encode()).decode()
    tok = base64.b64encode(("ghp_" + V.b62(r, 36)).encode()).decode()
    auth = base64.b64encode(f"torgunn.v:{V.b62(r, 14)}".encode()).decode()
    t = f"""apiVersion: v1
kind: Secret
metadata:
  name: billing-creds
  namespace: {d("ENV_NAME", "prod-eu")}
  uid: {d("UUID", V.uuid(r))}
  resourceVersion: "{d("RESOURCE_ID", V.digits(r, 8))}"
type: Opaque
data:
  DB_PASSWORD: {g("PASSWORD", b64)}
  GITHUB_TOKEN: {g("API_KEY", tok)}
---
apiVersion: v1
kind: Secret
metadata:
  name: regcred
type: kubernetes.io/dockerconfigjson
stringData:
  .dockerconfigjson: '{{"auths":{{"registry.kvasir.no":{{"auth":"{g("SECRET", auth)}"}}}}}}'
"""
    return mk("en", "yaml", t)


def toml_cfg(r: random.Random) -> Doc:
    p = POOLS["fi"][2]
    t = f"""# ~/.config/kalastaja/config.toml
[server]
host = "{d("HOSTNAME", "api.routasaari.fi")}"
port = {d("PORT", "8443")}
timeout = "{d("DURATION", "30s")}"

[auth]
user = "{g("USERNAME", "lroutasaari")}"
password = "{g("PASSWORD", 'Revontuli\\"Kuu\\\\9')}"
token = "{g("API_KEY", "glpat-" + V.b62(r, 20))}"

[owner]
name = "{N(p)}"
email = "{g("EMAIL_ADDRESS", "lumikkea.routasaari@iki.fi")}"
phone = "{PH(r, "FI", "intl")}"

[cache]
size = "{d("FILE_SIZE", "512MiB")}"
"""
    return mk("en", "toml", t)


def ini_cfg(r: random.Random) -> Doc:
    t = f"""; C:\\Users\\{g("USERNAME", "g.sgarzelloni")}\\AppData\\Roaming\\FileZilla\\sitemanager.ini (esportato)
[Sito Pavanelloni]
Host={d("HOSTNAME", "ftp.pavanelloni-studio.it")}
Port={d("PORT", "21")}
User={g("USERNAME", "ermengarda")}
Pass={g("PASSWORD", "Ravenna_Mosaico77")}
Comments=Cliente {N(POOLS["it"][2])}, tel {PH(r, "IT", "nat", mobile=False)}

[mysql-backup]
user = backup
password = {g("PASSWORD", "tirabassini!Backup")}
host = {d("HOSTNAME", "10.12.0.7")}

[aws default]
aws_access_key_id = {g("API_KEY", "AKIA" + V.rstr(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))}
aws_secret_access_key = {g("SECRET", V.rstr(r, V.B62 + "+/", 40))}
region = {d("ENV_NAME", "eu-south-1")}
"""
    return mk("en", "ini", t)


def ci_log(r: random.Random) -> Doc:
    sha = V.hexs(r, 40)
    t = f"""2027-02-11T09:14:02.118Z ##[group]Run actions/checkout@v4
2027-02-11T09:14:02.119Z   repository: tessaract/billing
2027-02-11T09:14:02.120Z   token: ***
2027-02-11T09:14:03.640Z HEAD is now at {d("COMMIT_HASH", sha[:7])} fix(invoice): round VAT per line
2027-02-11T09:14:05.002Z ##[group]Run npm ci
2027-02-11T09:14:05.003Z   NODE_AUTH_TOKEN: {d("ENV_NAME", "${{ secrets.NPM_TOKEN }}")}
2027-02-11T09:14:31.771Z added {d("COUNT", "1284")} packages in {d("DURATION", "26s")}
2027-02-11T09:14:32.010Z + echo "//registry.npmjs.org/:_authToken={g("API_KEY", "npm_" + V.b62(r, 36))}" > ~/.npmrc
2027-02-11T09:14:40.551Z > billing@{d("VERSION", "4.18.0")} test
2027-02-11T09:15:12.904Z FAIL src/invoice.test.ts ({d("LATENCY", "12.3 s")})
2027-02-11T09:15:12.905Z   ● sends reminder › expected "Dear {N(POOLS["en"][1])}, you owe £1,480" got "Dear {N(POOLS["en"][1], POOLS["en"][1].given)}"
2027-02-11T09:15:12.906Z     fixture customer: {g("EMAIL_ADDRESS", "corisande.p@fastmail.com")} / {PH(r, "GB", "e164")}
2027-02-11T09:15:13.400Z Tests: {d("COUNT", "1 failed")}, {d("COUNT", "412 passed")}
2027-02-11T09:15:13.410Z ##[error]Process completed with exit code {d("ERROR_CODE", "1")}.
"""
    return mk("en", "log", t)


def jsonl_log(r: random.Random) -> Doc:
    ps = [POOLS["pt"][0], POOLS["es"][1], POOLS["tr"][1], POOLS["ru"][2]]
    lines = []
    for i, p in enumerate(ps):
        gv, fam = ascii_parts(p)
        ip = f"{r.choice([177, 189, 88, 95])}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        ev = ['"login.success"', '"password.reset"', '"profile.update"', '"login.failed"'][i]
        extra = [
            f'"user":"{g("USERNAME", gv + "." + fam)}"',
            f'"email":"{g("EMAIL_ADDRESS", f"{gv}.{fam}@uol.com.br" if i == 0 else f"{gv}@gmail.com")}","reset_token":"{g("SECRET", V.b62(r, 40))}"',
            f'"changes":{{"phone":"{PH(r, "TR", "e164")}","full_name":"{N(p)}"}}',
            f'"user":"{g("USERNAME", fam)}","password_tried":"{g("PASSWORD", "Pustelga1987")}"',
        ][i]
        lines.append(
            f'{{"ts":"{d("TIMESTAMP", f"2027-02-11T10:0{i}:1{i}.{r.randint(100, 999)}Z")}","level":"info","event":{ev},"ip":"{g("IP_ADDRESS", ip)}",'
            f'"req_id":"{d("REQUEST_ID", V.ulid(r))}",{extra},"duration_ms":{d("LATENCY", r.randint(8, 400))}}}'
        )
    return mk("en", "log", "\n".join(lines) + "\n")


def nginx_log(r: random.Random) -> Doc:
    out = []
    for i in range(5):
        ip = f"{r.randint(31, 217)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        path = [
            f"/api/v2/users?email={g('EMAIL_ADDRESS', 'ubirata.mesquitela%40gmail.com')}",
            f"/unsubscribe?phone={g('PHONE_NUMBER', '%2B' + V.phone(r, 'BR', 'digits'), 'phone:BR')}",
            f"/search?q={g('PERSON', 'Jacyara%20Figueiredinho%20Bastinhos')}",
            f"/reset?token={g('SECRET', V.b62(r, 32))}",
            "/healthz",
        ][i]
        out.append(
            f'{g("IP_ADDRESS", ip)} - - [{d("TIMESTAMP", f"11/Feb/2027:10:1{i}:0{i} +0000")}] "GET {path} HTTP/1.1" {200 if i != 3 else 302} '
            f'{d("FILE_SIZE", str(r.randint(200, 9000)))} "-" "Mozilla/5.0" rt={d("LATENCY", f"0.0{r.randint(10, 99)}")}'
        )
    return mk("en", "log", "\n".join(out) + "\n")


def syslog(r: random.Random) -> Doc:
    t = f"""Feb 11 03:12:44 {d("HOSTNAME", "bastion-1")} sshd[21877]: Failed password for invalid user {g("USERNAME", "wszebor")} from {g("IP_ADDRESS", f"46.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}")} port {d("PORT", "51022")} ssh2
Feb 11 03:12:51 {d("HOSTNAME", "bastion-1")} sshd[21877]: Accepted publickey for {g("USERNAME", "swietomira.g")} from {g("IP_ADDRESS", f"2a02:a31a:{V.hexs(r, 4)}:{V.hexs(r, 4)}::1")} port {d("PORT", "40110")} ssh2: ED25519 SHA256:{d("CHECKSUM", V.b62(r, 43))}
Feb 11 03:13:02 {d("HOSTNAME", "bastion-1")} sudo: swietomira.g : TTY=pts/0 ; PWD=/home/{g("USERNAME", "swietomira.g")} ; USER=root ; COMMAND=/usr/bin/systemctl restart payroll
Feb 11 03:13:02 {d("HOSTNAME", "bastion-1")} systemd[1]: Started payroll.service - Payroll export ({d("VERSION", "1.9.4")}).
Feb 11 03:13:09 {d("HOSTNAME", "bastion-1")} payroll[22013]: exported {d("COUNT", "214")} rows for Grzybowiecka Świętomira in {d("DURATION", "6.2s")}
"""
    t = t.replace("rows for Grzybowiecka Świętomira", f"rows for {g('PERSON', 'Grzybowiecka Świętomira')}")
    # the first 'swietomira.g :' after sudo is the invoking user
    t = t.replace("sudo: swietomira.g :", f"sudo: {g('USERNAME', 'swietomira.g')} :")
    return mk("en", "log", t)


def bash_session(r: random.Random) -> Doc:
    p = POOLS["ru"][1]
    t = f"""{g("USERNAME", "azveroboeva")}@laptop:~/work/crm$ export PGPASSWORD='{g("PASSWORD", "Zver'\\''oboy-77")}'
{g("USERNAME", "azveroboeva")}@laptop:~/work/crm$ psql -h {d("HOSTNAME", "crm-db.internal")} -U crm -c "select fio, inn from clients where id=4412"
        fio                      |     inn
---------------------------------+--------------
 {N(p, "Зверобоева Агриппина Порфирьевна")} | {g("TAX_ID", V.ru_inn(r), "ru.inn")}
(1 row)

{g("USERNAME", "azveroboeva")}@laptop:~/work/crm$ curl -s -H "Authorization: Bearer {g("API_KEY", V.jwt(r))}" https://{d("HOSTNAME", "api.crm.local")}/v1/me | jq .name
"{N(p, "Агриппина Зверобоева")}"
{g("USERNAME", "azveroboeva")}@laptop:~/work/crm$ ls /home/{g("USERNAME", "azveroboeva")}/.ssh
id_ed25519  id_ed25519.pub  known_hosts
{g("USERNAME", "azveroboeva")}@laptop:~/work/crm$ cat ~/.ssh/id_ed25519
{g("PRIVATE_KEY", V.pem(r, "OPENSSH", 4, 70))}
"""
    return mk("en", "shell", t)


def powershell(r: random.Random) -> Doc:
    t = f"""PS C:\\Users\\{g("USERNAME", "i.schwarzenbeek")}> $cred = New-Object PSCredential('CORP\\{g("USERNAME", "i.schwarzenbeek")}', (ConvertTo-SecureString '{g("PASSWORD", "Wald''meister!24")}' -AsPlainText -Force))
PS C:\\Users\\{g("USERNAME", "i.schwarzenbeek")}> Get-ADUser -Identity {g("USERNAME", "wzwiebelhuber")} -Properties * | Select Name,EmailAddress,MobilePhone,Description

Name         : {N(POOLS["de"][0])}
EmailAddress : {g("EMAIL_ADDRESS", "wunnegard.zwiebelhuber@nordlicht-logistik.de")}
MobilePhone  : {PH(r, "DE", "nat")}
Description  : Elternzeit bis 30.06., danach Teilzeit; Grad der Behinderung 30 ({g("HEALTH", "Multiple Sklerose")})

PS C:\\Users\\{g("USERNAME", "i.schwarzenbeek")}> Invoke-RestMethod -Uri "https://{d("HOSTNAME", "hr.nordlicht.local")}/api/salary/4471" -Credential $cred

employee        : {N(POOLS["de"][0], "Zwiebelhuber, Wunnegard")}
annual_gross    : {g("SALARY", "61.200,00 EUR")}
band            : {d("AMOUNT", "E9 (54.000–66.000 EUR)")}
last_change     : {d("DATE", "2026-07-01")}
"""
    return mk("en", "shell", t)


def git_log(r: random.Random) -> Doc:
    a, b, c = POOLS["sv"][1], POOLS["id"][1], POOLS["en"][5]
    t = ""
    for p, msg, tr in [
        (
            a,
            "fix(payroll): handle negative net pay",
            f"Reviewed-by: {N(b)} <{g('EMAIL_ADDRESS', 'bagaskoro.t@tjokro.co.id')}>",
        ),
        (
            b,
            "chore: rotate staging creds",
            f"Co-authored-by: {N(c)} <{g('EMAIL_ADDRESS', 'perpetua.skelmerdine@brightwater.io')}>\n    (old pass was {g('PASSWORD', 'winterbourne42')}, now in vault)",
        ),
        (c, "feat: export CSV", ""),
    ]:
        gv, fam = ascii_parts(p)
        t += (
            f"commit {d('COMMIT_HASH', V.hexs(r, 40))}\nAuthor: {N(p)} <{g('EMAIL_ADDRESS', f'{gv}.{fam}@users.noreply.github.com')}>\n"
            f"Date:   {d('TIMESTAMP', f'Thu Feb 11 0{r.randint(1, 9)}:{r.randint(10, 59)}:03 2027 +0100')}\n\n    {msg}\n"
            + (f"\n    {tr}\n" if tr else "")
            + "\n"
        )
    t += f'$ git blame -L 40,41 src/export.py\n{d("COMMIT_HASH", V.hexs(r, 8))} ({N(a)} {d("TIMESTAMP", "2027-02-03 14:02:11 +0100")} 40)     DEFAULT_OWNER = "{g("EMAIL_ADDRESS", "torvald.g@telia.com")}"\n'
    return mk("en", "git", t)


def trace_py(r: random.Random) -> Doc:
    p = POOLS["vi"][0]
    t = f"""Traceback (most recent call last):
  File "/srv/app/handlers/kyc.py", line 88, in submit
    profile = KycProfile(**payload)
  File "/srv/venv/lib/python3.12/site-packages/pydantic/main.py", line {d("COUNT", "212")}, in __init__
    validated_self = self.__pydantic_validator__.validate_python(data, self_instance=self)
pydantic_core._pydantic_core.ValidationError: 1 validation error for KycProfile
phone
  Value error, invalid number [type=value_error, input_value='{PH(r, "VN", "nat")}', input_type=str]
payload = {{'full_name': '{N(p)}', 'cccd': '{g("NATIONAL_ID", "0011" + V.digits(r, 8))}', 'dob': '{g("DATE_OF_BIRTH", "1996-12-21")}', 'address': '{g("ADDRESS", "Số 8 ngõ 42 Trần Duy Hưng, Trung Hòa, Cầu Giấy, Hà Nội")}', 'monthly_income': {g("SALARY", "42000000")}}}
request_id={d("REQUEST_ID", V.uuid(r))} took {d("LATENCY", "38ms")}
"""
    return mk("vi", "trace", t)


def go_panic(r: random.Random) -> Doc:
    t = f"""panic: runtime error: invalid memory address or nil pointer dereference [recovered]
	panic: charge failed for customer "{N(POOLS["en"][9])}" card={g("CREDIT_CARD", V.card(r, "5274", 16, ""), "luhn")} cvc={g("SECRET", V.digits(r, 3))}
[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x{d("CHECKSUM", V.hexs(r, 6))}]

goroutine {d("COUNT", "417")} [running]:
github.com/brightwater/pay/internal/charge.(*Service).Capture(0xc000{V.hexs(r, 6)}, {{0x{V.hexs(r, 6)}, 0xc00{V.hexs(r, 5)}}})
	/build/internal/charge/service.go:{d("COUNT", "142")} +0x{V.hexs(r, 3)}
main.main()
	/build/cmd/payd/main.go:58 +0x2d5
exit status 2   (build {d("BUILD_ID", "b-2027.02.11-5")}, go{d("VERSION", "1.23.4")})
"""
    return mk("en", "trace", t)


def build(r: random.Random) -> list[Doc]:
    fns = [
        env_file,
        compose,
        k8s_secret,
        toml_cfg,
        ini_cfg,
        ci_log,
        jsonl_log,
        nginx_log,
        syslog,
        bash_session,
        powershell,
        git_log,
        trace_py,
        go_panic,
    ]
    return [f(r) for f in fns]
