"""Infrastructure output and credential files: docker inspect, kubectl, terraform state and tfvars,
~/.netrc, ~/.pgpass, ~/.aws/credentials, docker and kube configs, ssh config, git/npm/pypi/gh
credentials, connection strings in every common syntax, .env quoting, Ansible, CI workflows, cron
mail, ``curl -v``, mail and proxy logs."""

from __future__ import annotations

import base64
import datetime as dt
from collections.abc import Iterator

from . import values as V
from .common import ADDR, EM, HEALTH, IP, KEY, PK, PW, P, SEC, USER, Ctx, D, Draft, shape
from .core import Raw, dump_json, esc, g, shell_single, url_q
from .keys import ec_p256_pem, ed25519_pkcs8_pem, jwt_hs256, openssh_ed25519

J = dump_json


def b64s(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


@shape("infra-docker-inspect")
def docker_inspect(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    for lang, owner_lang in (("en", "pl"), ("en", "ko")):
        o = ctx.person(owner_lang)
        u = o.login(r, "first")
        cid = V.sha(r, 64)
        pw = r.choice(["Zurawie-nad-Wisla-1987", "s3cr3t!" + V.rand(r, V.ALNUM, 6), "hunter2-prod"])
        env = [
            "POSTGRES_USER=app",
            f"POSTGRES_PASSWORD={PW(pw)}",
            f"SMTP_USERNAME={EM(o.email(r, 'gmail.com'))}",
            f"SMTP_PASSWORD={PW(V.rand(r, 'abcdefghijklmnopqrstuvwxyz', 16))}",
            f"STRIPE_SECRET_KEY={KEY(V.api_key(r, 'stripe_live')[:40])}",
            "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
            f"NODE_VERSION={D('VERSION', '20.12.2')}",
        ]
        t0 = V.when(r)
        iso = lambda t: D("TIMESTAMP", t.strftime("%Y-%m-%dT%H:%M:%S.") + V.digits(r, 9) + "Z")  # noqa: E731 - a one-line local helper reads best inline
        doc = [
            {
                "Id": D("CHECKSUM", cid),
                "Created": iso(t0),
                "Path": "docker-entrypoint.sh",
                "Args": ["node", "server.js"],
                "State": {
                    "Status": "exited",
                    "ExitCode": 1,
                    "Error": "",
                    "StartedAt": iso(t0 + dt.timedelta(seconds=2)),
                    "FinishedAt": iso(t0 + dt.timedelta(minutes=r.randint(5, 900))),
                },
                "Image": D("CHECKSUM", "sha256:" + V.sha(r, 64)),
                "Name": "/billing-api",
                "HostConfig": {
                    "Binds": [f"/home/{USER(u)}/work/billing/.env:/app/.env:ro", f"/home/{USER(u)}/.ssh:/root/.ssh:ro"],
                    "PortBindings": {"3000/tcp": [{"HostIp": "127.0.0.1", "HostPort": D("PORT", "3000")}]},
                },
                "Config": {
                    "Hostname": D("HOSTNAME", cid[:12]),
                    "User": "node",
                    "Env": env,
                    "Image": "ghcr.io/acme/billing-api:" + D("VERSION", "2.14.0"),
                    "Labels": {
                        "maintainer": f"{P(o.latin)} <{EM(o.email(r, 'acme-billing.dev', 'f.l'))}>",
                        "org.opencontainers.image.revision": D("COMMIT_HASH", V.sha(r, 40)),
                    },
                },
            }
        ]
        yield Draft("json", lang, J(doc, indent=4))


@shape("infra-kubernetes")
def kubernetes(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # Secret with base64 data (password, PEM key, token) and stringData
    o = ctx.person("de")
    pw = "Weinbergschnecke-" + str(r.randint(100, 999))
    pem = ed25519_pkcs8_pem(r)
    tok = V.api_key(r, "slack_bot")
    text = (
        "$ kubectl get secret payroll-db -n hr -o yaml\napiVersion: v1\nkind: Secret\nmetadata:\n"
        f"  annotations:\n    owner: {P(o.full)}\n    contact: {EM(o.email(r, 'kesselwerk-gmbh.de'))}\n"
        f'  creationTimestamp: "{D("TIMESTAMP", V.ts_iso(r))}"\n  name: payroll-db\n  namespace: hr\n'
        f'  resourceVersion: "{D("COUNT", str(r.randint(10**6, 10**7)))}"\n  uid: {ctx.uuid()}\ntype: Opaque\ndata:\n'
        f"  DB_USER: {b64s('payroll')}\n  DB_PASSWORD: {PW(b64s(pw))}\n  SIGNING_KEY: {PK(b64s(pem))}\n  SLACK_TOKEN: {KEY(b64s(tok))}\n"
    )
    yield Draft("yaml", "en", text)
    # kubectl describe pod with env and annotations
    o = ctx.person("fr")
    oc = ctx.person("fr")
    pod = "facturation-7d9c6b5f4-" + V.rand(r, "bcdfghjklmnpqrstvwxz2456789", 5)
    text = (
        f"$ kubectl describe pod {pod} -n finance\n"
        f"Name:             {pod}\nNamespace:        finance\nPriority:         0\n"
        f"Node:             {D('HOSTNAME', 'gke-prod-pool-2-' + V.hexs(r, 8) + '-' + V.rand(r, 'abcdefghijklmnopqrstuvwxyz', 4))}/10.132.0.{r.randint(2, 250)}\n"
        f"Start Time:       {D('TIMESTAMP', 'Tue, 11 Jun 2024 09:41:17 +0200')}\nLabels:           app=facturation\n"
        f"Annotations:      equipe/responsable: {P(o.full)}\n                  equipe/astreinte: {ctx.phone('FR', 'intl')}\n"
        f"Status:           Running\nIP:               10.44.{r.randint(0, 9)}.{r.randint(2, 250)}\nContainers:\n  api:\n"
        f"    Image:          europe-docker.pkg.dev/acme/facturation:{D('VERSION', '3.2.1')}\n    Port:           {D('PORT', '8080')}/TCP\n"
        f"    Restart Count:  {D('COUNT', str(r.randint(0, 12)))}\n    Environment:\n      SPRING_PROFILES_ACTIVE:  prod\n"
        f"      DB_PASSWORD:             <set to the key 'password' in secret 'facturation-db'>  Optional: false\n"
        f"      MAIL_FROM:               {EM(oc.email(r, 'free.fr'))}\n      MAIL_SMTP_PASSWORD:      {PW(V.rand(r, V.ALNUM, 14))}\n"
        f"      GIT_AUTHOR_NAME:         {P(oc.full)}\nEvents:\n  Type     Reason   Age   From     Message\n"
        f"  Warning  BackOff  {D('DURATION', '3m12s')} kubelet  Back-off restarting failed container api\n"
    )
    yield Draft("shell", "fr", text)
    # kubeconfig with a bearer JWT and client key data
    u = ctx.person("sv")
    login = u.login(r)
    token = jwt_hs256(
        {
            "iss": "kubernetes/serviceaccount",
            "sub": f"system:serviceaccount:dev:{login}",
            "email": u.email(r, "telia.com"),
        },
        r.randbytes(32),
    )
    key = ec_p256_pem(r)
    text = (
        "$ cat ~/.kube/config\napiVersion: v1\nclusters:\n- cluster:\n"
        f"    certificate-authority-data: LS0tLS1CRUdJTi{V.rand(r, V.ALNUM, 60)}\n    server: https://{D('HOSTNAME', 'k8s-api.ops-internal.se')}:{D('PORT', '6443')}\n"
        "  name: ops\ncontexts:\n- context:\n    cluster: ops\n    namespace: dev\n"
        f"    user: {USER(login)}\n  name: ops-dev\ncurrent-context: ops-dev\nkind: Config\nusers:\n- name: {USER(login)}\n  user:\n"
        f"    token: {KEY(token)}\n- name: {USER(login)}-cert\n  user:\n    client-key-data: {PK(b64s(key))}\n"
    )
    yield Draft("yaml", "en", text)


@shape("infra-terraform")
def terraform(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    ppl = [ctx.person(x) for x in ("en", "it")]
    key_pem = ec_p256_pem(r)
    akid, secret = V.api_key(r, "aws_akid"), V.aws_secret(r)
    iam = ppl[0].login(r, "f.last")
    state = {
        "version": 4,
        "terraform_version": D("VERSION", "1.7.5"),
        "serial": Raw(D("COUNT", str(r.randint(10, 400)))),
        "lineage": ctx.uuid(),
        "outputs": {"smtp_password": {"value": PW(V.rand(r, V.ALNUM + "/+", 44)), "type": "string", "sensitive": True}},
        "resources": [
            {
                "mode": "managed",
                "type": "aws_iam_user",
                "name": "dev",
                "provider": 'provider["registry.terraform.io/hashicorp/aws"]',
                "instances": [
                    {
                        "attributes": {
                            "arn": D("RESOURCE_ID", f"arn:aws:iam::{V.digits(r, 12)}:user/ci"),
                            "name": USER(iam),
                            "tags": {"Owner": P(ppl[0].full), "Email": EM(ppl[0].email(r, "acme-billing.dev", "f.l"))},
                        }
                    }
                ],
            },
            {
                "mode": "managed",
                "type": "aws_iam_access_key",
                "name": "dev",
                "instances": [
                    {"attributes": {"id": KEY(akid), "secret": SEC(secret), "status": "Active", "user": USER(iam)}}
                ],
            },
            {
                "mode": "managed",
                "type": "tls_private_key",
                "name": "deploy",
                "instances": [
                    {"attributes": {"algorithm": "ECDSA", "ecdsa_curve": "P256", "private_key_pem": PK(key_pem)}}
                ],
            },
            {
                "mode": "managed",
                "type": "pagerduty_user",
                "name": "oncall",
                "instances": [
                    {
                        "attributes": {
                            "name": P(ppl[1].full),
                            "email": EM(ppl[1].email(r, "acme-billing.dev")),
                            "role": "user",
                            "time_zone": "Europe/Rome",
                        }
                    }
                ],
            },
            {
                "mode": "managed",
                "type": "random_password",
                "name": "db",
                "instances": [
                    {
                        "attributes": {
                            "length": 24,
                            "result": PW(V.rand(r, V.ALNUM + "!#$%&*()-_=+[]{}<>:?", 24)),
                            "special": True,
                        }
                    }
                ],
            },
        ],
    }
    yield Draft("json", "en", J(state, indent=2))
    # tfvars (HCL)
    ppl = [ctx.person(x) for x in ("no", "fi", "el")]
    users = "\n".join(
        f'  {{\n    name  = "{P(p.latin)}"\n    email = "{EM(p.email(r, r.choice(["online.no", "iki.fi", "otenet.gr"])))}"\n    phone = "{ctx.phone({"no": "NO", "fi": "FI", "el": "GR"}[p.lang], "e164")}"\n  }},'
        for p in ppl
    )
    text = (
        f'# terraform.tfvars — prod (do NOT commit, see {D("TICKET_ID", "OPS-" + str(r.randint(100, 999)))})\nregion          = "eu-north-1"\n'
        f'instance_type   = "t3.large"\ndb_password     = "{PW(V.rand(r, V.ALNUM, 20))}"\ndatadog_api_key = "{KEY(V.api_key(r, "datadog"))}"\n'
        f'github_token    = "{KEY(V.api_key(r, "github_fine"))}"\n\noncall_users = [\n{users}\n]\n\nallowed_ssh_cidrs = ["{IP(V.ipv4(r))}/32"]  # {P(ppl[0].given)} home\n'
    )
    yield Draft("hcl", "en", text)


@shape("infra-credential-files")
def credential_files(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # ~/.netrc
    p = ctx.person("es")
    text = (
        "$ cat ~/.netrc\nmachine api.heroku.com\n  login "
        + EM(p.email(r, "gmail.com"))
        + "\n  password "
        + KEY(V.hexs(r, 8) + "-" + V.hexs(r, 4) + "-" + V.hexs(r, 4) + "-" + V.hexs(r, 4) + "-" + V.hexs(r, 12))
        + "\n"
        f"machine git.heroku.com\n  login {EM(p.email(r, 'gmail.com', 'f.l'))}\n  password {KEY(V.hexs(r, 8) + '-' + V.hexs(r, 4) + '-' + V.hexs(r, 4) + '-' + V.hexs(r, 4) + '-' + V.hexs(r, 12))}\n"
        f"machine ftp.imprenta-verdi.es login {USER(p.login(r))} password {PW(r.choice(['Ñandú2019', 'girasol-azul-77', 'Madrid#1492']))}\n"
        f"default login anonymous password {EM(p.email(r, 'telefonica.net'))}\n"
    )
    yield Draft("conf", "es", text)
    # ~/.pgpass with escapes
    ppl = [ctx.person("pl"), ctx.person("pl")]
    pw1 = "Żubr:" + str(r.randint(10, 99)) + "\\ok"
    text = (
        "$ cat ~/.pgpass\n# hostname:port:database:username:password\n"
        f"db-prod.internal:5432:crm:{USER(ppl[0].login(r))}:{PW(pw1.replace(chr(92), chr(92) * 2).replace(':', chr(92) + ':'))}\n"
        f"db-replica.internal:5432:*:{USER(ppl[0].login(r, 'first_last'))}:{PW(V.rand(r, V.ALNUM, 18))}\n"
        f"localhost:*:*:postgres:postgres\n*:*:analytics:{USER(ppl[1].login(r))}:{PW('kot-w-butach-' + str(r.randint(1, 9)))}\n"
    )
    yield Draft("conf", "pl", text)
    # ~/.aws/credentials + config (INI)
    p = ctx.person("en")
    text = (
        "[default]\naws_access_key_id = "
        + KEY(V.api_key(r, "aws_akid"))
        + "\naws_secret_access_key = "
        + SEC(V.aws_secret(r))
        + "\n\n"
        f"[{USER(p.login(r))}-sandbox]\naws_access_key_id = {KEY(V.api_key(r, 'aws_asia'))}\naws_secret_access_key = {SEC(V.aws_secret(r))}\n"
        f"aws_session_token = {KEY('IQoJb3JpZ2luX2VjE' + V.rand(r, V.ALNUM + '/+', 180))}\n\n"
        f"[profile billing-admin]\nrole_arn = {D('RESOURCE_ID', 'arn:aws:iam::' + V.digits(r, 12) + ':role/BillingAdmin')}\nsource_profile = default\n"
        f"mfa_serial = {D('RESOURCE_ID', 'arn:aws:iam::' + V.digits(r, 12) + ':mfa/' + p.login(r, 'first'))}\nregion = eu-west-2\n"
    )
    yield Draft("ini", "en", text)
    # ~/.ssh/config
    p = ctx.person("da")
    login = p.login(r, "flast")
    text = (
        "# ~/.ssh/config\nHost bastion\n    HostName "
        + D("HOSTNAME", "bastion.lonsystem.dk")
        + "\n    User "
        + USER(login)
        + "\n"
        f"    IdentityFile /Users/{USER(login)}/.ssh/id_ed25519\n    IdentitiesOnly yes\n\nHost db-*\n    ProxyJump {USER(login)}@bastion\n"
        f"    User {USER(p.login(r, 'first'))}\n    LocalForward {D('PORT', '15432')} localhost:{D('PORT', '5432')}\n\n"
        f"Host hjemme-pi\n    HostName {IP(V.ipv4(r))}\n    Port {D('PORT', '2222')}\n    User pi\n    # {P(p.given)}s Raspberry Pi i kælderen\n"
    )
    yield Draft("conf", "da", text)
    # docker config.json + git-credentials + npmrc
    p = ctx.person("tr")
    u, pw = p.login(r), "Lale-" + str(r.randint(1000, 9999)) + "!"
    cfg = {
        "auths": {
            "https://index.docker.io/v1/": {"auth": SEC(b64s(f"{u}:{pw}"))},
            "ghcr.io": {"auth": SEC(b64s(f"{p.login(r, 'gh')}:{V.api_key(r, 'github_pat')}"))},
            "registry.gitlab.com": {},
        },
        "credsStore": "desktop",
        "currentContext": "desktop-linux",
    }
    text = (
        "$ cat ~/.docker/config.json\n" + J(cfg, indent=1) + "\n$ cat ~/.git-credentials\n"
        f"https://{USER(p.login(r, 'gh'))}:{KEY(V.api_key(r, 'github_pat'))}@github.com\n"
        f"https://oauth2:{KEY(V.api_key(r, 'gitlab'))}@gitlab.com\n$ cat ~/.npmrc\n"
        f"//registry.npmjs.org/:_authToken={KEY(V.api_key(r, 'npm'))}\nemail={EM(p.email(r, 'gmail.com'))}\ninit-author-name={P(p.full)}\n"
    )
    yield Draft("conf", "tr", text)
    # .pypirc + gh hosts.yml + my.cnf + rclone
    p = ctx.person("vi")
    text = (
        "$ cat ~/.pypirc\n[distutils]\nindex-servers =\n    pypi\n    testpypi\n\n[pypi]\nusername = __token__\npassword = "
        + KEY(V.api_key(r, "pypi")[:120])
        + "\n\n"
        f"[testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = {USER(p.login(r))}\npassword = {PW('Hoa-Sen-' + str(r.randint(1990, 2004)))}\n\n"
        f'$ cat ~/.my.cnf\n[client]\nuser = {USER(p.login(r, "first_last"))}\npassword = "{PW(V.rand(r, V.ALNUM, 12) + "#")}"\nhost = 127.0.0.1\n\n'
        f"$ cat ~/.config/rclone/rclone.conf\n[gdrive]\ntype = drive\nclient_id = {D('REQUEST_ID', V.digits(r, 12) + '-' + V.rand(r, 'abcdefghijklmnopqrstuvwxyz0123456789', 32) + '.apps.googleusercontent.com')}\n"
        f"client_secret = {SEC('GOCSPX-' + V.rand(r, V.ALNUM + '-_', 28))}\n"
        f'token = {{"access_token":"{KEY("ya29." + V.rand(r, V.ALNUM + "-_", 90))}","token_type":"Bearer","refresh_token":"{KEY("1//0g" + V.rand(r, V.ALNUM + "-_", 60))}","expiry":"{D("TIMESTAMP", V.ts_iso(r).replace("Z", "+07:00"))}"}}\n'
    )
    yield Draft("ini", "vi", text)
    # gh hosts.yml + Maven settings.xml
    p = ctx.person("ja")
    text = (
        "$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    users:\n        "
        + USER(p.login(r, "gh"))
        + ":\n            oauth_token: "
        + KEY("gho_" + V.rand(r, V.ALNUM, 36))
        + "\n"
        f"    git_protocol: ssh\n    user: {USER(p.login(r, 'gh'))}\n\n$ cat ~/.m2/settings.xml\n<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n"
        f"      <username>{USER(p.login(r))}</username>\n      <password>{PW(V.rand(r, V.ALNUM, 16))}</password>\n    </server>\n  </servers>\n"
        f"  <profiles><profile><id>sign</id><properties>\n      <gpg.keyname>{EM(p.email(r, 'yahoo.co.jp'))}</gpg.keyname>\n"
        f"      <gpg.passphrase>{PW('sakura-' + V.rand(r, 'abcdefghijklmnopqrstuvwxyz', 6))}</gpg.passphrase>\n    </properties></profile></profiles>\n</settings>\n"
    )
    yield Draft("yaml", "ja", text)
    # OpenSSH private key pasted into a chat-ops ticket (shell)
    p = ctx.person("nl")
    priv, pub = openssh_ed25519(r, f"{p.login(r, 'first')}@laptop")
    text = (
        f"$ cat ~/.ssh/id_ed25519.pub\n{pub.rsplit(' ', 1)[0]} {USER(p.login(r, 'first'))}@laptop\n$ cat ~/.ssh/id_ed25519\n{PK(priv)}\n"
        f"$ ssh-add -l\n256 SHA256:{D('CHECKSUM', V.b64(r, 32).rstrip('='))} {USER(p.login(r, 'first'))}@laptop (ED25519)\n"
    )
    yield Draft("shell", "nl", text)


@shape("infra-connection-strings")
def connection_strings(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    p, q = ctx.person("en"), ctx.person("hi")
    pu, qu = p.login(r), q.login(r)
    pw1 = "Tea&Biscuits@" + str(r.randint(10, 99))
    lines = [
        "# Connection strings used by the migration tooling (copied from the vault export, 2024-06)",
        f"PG_URL=postgresql://{USER(pu)}:{PW(url_q(pw1, plus=False))}@pg-prod.internal:5432/ledger?sslmode=require",
        f"JDBC_URL=jdbc:postgresql://pg-prod.internal:5432/ledger?user={USER(qu)}&password={PW(V.rand(r, V.ALNUM, 16))}&ssl=true",
        f"MSSQL=Server=tcp:sql-legacy.database.windows.net,1433;Initial Catalog=Payroll;Persist Security Info=False;User ID={USER(pu)};Password={PW(V.rand(r, V.ALNUM, 10) + '!' + V.rand(r, V.ALNUM, 4))};Encrypt=True;",
        f"ODBC=Driver={{ODBC Driver 18 for SQL Server}};Server=sql-legacy,1433;Uid={USER(qu)};Pwd={{{PW(V.rand(r, V.ALNUM, 8) + ';' + V.rand(r, V.ALNUM, 5))}}};",
        f"LIBPQ=host=pg-analytics port=5432 dbname=bi user={USER(qu)} password='{PW(shell_single('it' + chr(39) + 's-' + V.rand(r, V.ALNUM, 8)))}' sslmode=verify-full",
        f"MONGO_URI=mongodb+srv://{USER(pu)}:{PW(url_q('P@ss:' + V.rand(r, V.ALNUM, 9), plus=False))}@cluster0.{V.rand(r, 'abcdefghijklmnopqrstuvwxyz0123456789', 5)}.mongodb.net/?retryWrites=true&w=majority",
        f"REDIS_URL=rediss://default:{PW(V.rand(r, V.ALNUM, 32))}@redis-{r.randint(10000, 99999)}.c1.eu-west-1-2.ec2.cloud.redislabs.com:{D('PORT', str(r.randint(10000, 19999)))}",
        f"AMQP_URL=amqps://{USER(qu)}:{PW(V.rand(r, V.ALNUM, 20))}@b-{ctx.uuid()}.mq.eu-west-1.amazonaws.com:5671/%2F",
        f"SQLALCHEMY_URL=mysql+pymysql://reporting:{PW(V.rand(r, V.ALNUM, 14))}@mysql-ro.internal/reports?charset=utf8mb4",
        f"GO_DSN={USER(pu)}:{PW(V.rand(r, V.ALNUM, 12))}@tcp(mysql-ro.internal:3306)/reports?parseTime=true",
        f"ORACLE={USER(qu.upper().replace('.', '_'))}/{PW(V.rand(r, V.ALNUM, 10))}@//ora-erp.internal:1521/ERPPDB1",
        f"SMTP_URL=smtp://{EM(url_q(q.email(r, 'ledger-ops.co.uk'), plus=False))}:{PW(V.rand(r, 'abcdefghijklmnopqrstuvwxyz', 16))}@smtp.office365.com:587",
        f"AZURE_STORAGE=DefaultEndpointsProtocol=https;AccountName=ledgerexports;AccountKey={SEC(V.b64(r, 64))};EndpointSuffix=core.windows.net",
        f'LDAP_BIND=ldaps://ldap.internal:636 binddn="cn={P(p.full)},ou=people,dc=ledger,dc=internal" bindpw={PW(V.rand(r, V.ALNUM, 12))}',
        f"ES_URL=https://elastic:{PW(V.rand(r, V.ALNUM, 20))}@es-logs.internal:{D('PORT', '9200')}",
    ]
    yield Draft("connstr", "en", "\n".join(lines) + "\n")
    # de: Wiki page "Zugangsdaten" mixing prose and strings
    p = ctx.person("de")
    text = (
        f"## Zugangsdaten Staging (Stand {D('DATE', '03.07.2024')}, gepflegt von {P(p.full)})\n\n"
        f"* Postgres: `postgres://{USER(p.login(r))}:{PW(url_q('Brezel+Bier#' + str(r.randint(1, 99)), plus=False))}@stg-db.kesselwerk.intern:5432/erp`\n"
        f"* Redis: `redis://:{PW(V.rand(r, V.ALNUM, 16))}@stg-cache:6379/2`\n"
        f"* SFTP Lohnbüro: `sftp://{USER('lohn_' + p.last_ascii.lower()[:6])}:{PW('Gehalt' + str(r.randint(2020, 2024)) + '!')}@sftp.lohnbuero-mueller.de:22/upload`\n"
        f"* RabbitMQ-Konsole: Benutzer `admin`, Passwort `{PW(V.rand(r, V.ALNUM, 12))}` (bitte nach dem Login ändern)\n"
        f"* JDBC für das Reporting: `jdbc:mysql://stg-mysql:3306/report?user={USER(p.login(r, 'first'))}&password={PW(V.rand(r, V.ALNUM, 10))}&useSSL=true`\n\n"
        f"Fragen an {P(p.given)} ({EM(p.email(r, 'kesselwerk-gmbh.de', 'f.l'))}, {ctx.phone('DE', 'national')}).\n"
    )
    yield Draft("connstr", "de", text)
    # ja: a Japanese runbook
    p = ctx.person("ja")
    text = (
        f"# 接続情報（{P(p.full)}さん作成・{D('DATE', '2024/05/20')}更新）\n\n"
        f"本番DB: `mysql://{USER(p.login(r))}:{PW(V.rand(r, V.ALNUM, 14))}@db-prod.internal:3306/shop`\n"
        f"検証用: `Server=sql-stg;Database=shop;User Id={USER(p.login(r, 'first'))};Password={PW('Fuji-san_' + str(r.randint(100, 999)))};`\n"
        f"監視: `https://grafana.internal/?orgId=1` （ユーザー `viewer` / パスワード `{PW(V.rand(r, 'abcdefghijklmnopqrstuvwxyz', 10))}`）\n"
        f"緊急連絡先: {P(p.family)}（{ctx.phone('JP', 'national')}）\n"
    )
    yield Draft("connstr", "ja", text)


@shape("infra-env-files")
def env_files(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    p = ctx.person("it")
    pw = "l'acqua" + str(r.randint(10, 99)) + "$ok"
    text = (
        "# .env.local — " + P(p.full) + " (non committare!)\n"
        f"export DB_PASS='{PW(shell_single(pw))}'\n"
        f'export OPENAI_API_KEY="{KEY(V.api_key(r, "openai"))}"\n'
        f"ADMIN_EMAIL={EM(p.email(r, 'virgilio.it'))}\n"
        f'PEC_PASSWORD="{PW(esc('Ciao"Mondo' + str(r.randint(1, 9)), lambda s: s.replace(chr(34), chr(92) + chr(34))))}"\n'
        f'JWT_PRIVATE_KEY="{PK(esc(ed25519_pkcs8_pem(r), lambda s: s.replace(chr(10), chr(92) + "n")))}"\n'
        f"TWILIO_AUTH_TOKEN={SEC(V.hexs(r, 32))}\n"
        f"SMS_TEST_NUMBER={ctx.phone('IT', 'e164')}\n"
        f"ANTHROPIC_API_KEY=${{{D('ENV_NAME', 'VAULT_ANTHROPIC_KEY')}}}\n"
        f"LOG_LEVEL=debug\nFEATURE_FLAGS=gateway,node-streaming\n"
    )
    yield Draft("env", "it", text)
    p = ctx.person("uk")
    text = (
        "# docker-compose .env для локального стенду\nCOMPOSE_PROJECT_NAME=kasa\n"
        f"POSTGRES_PASSWORD={PW('Vyshyvanka_' + str(r.randint(1991, 2024)))}\n"
        f"MONOBANK_TOKEN={KEY(V.rand(r, V.ALNUM + '-_', 44))}\n"
        f"TELEGRAM_BOT_TOKEN={KEY(V.api_key(r, 'telegram_bot'))}\n"
        f"TELEGRAM_ADMIN_CHAT_ID={g('MESSAGING_ID', str(r.randint(10**8, 10**9)))}\n"
        f"SUPPORT_PHONE={ctx.phone('UA', 'intl')}  # мобільний {P(p.given)}\n"
        f"SENTRY_DSN=https://{SEC(V.hexs(r, 32))}@sentry.io/{r.randint(10**6, 10**7)}\n"
        f"SESSION_SECRET={SEC(V.b64(r, 32))}\nAPP_PORT={D('PORT', '8000')}\nAPP_VERSION={D('VERSION', '0.9.14')}\n"
    )
    yield Draft("env", "uk", text)


@shape("infra-ansible-ci")
def ansible_ci(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    p = ctx.person("pt")
    text = (
        "# inventory/producao.yml\nall:\n  vars:\n"
        f'    ansible_user: {USER(p.login(r))}\n    ansible_become_password: "{PW("Bacalhau" + str(r.randint(100, 999)) + "!")}"\n'
        f"    ansible_ssh_private_key_file: /home/{USER(p.login(r))}/.ssh/deploy_ed25519\n    ntp_server: pool.ntp.org\n"
        "  children:\n    web:\n      hosts:\n"
        f"        web-01: {{ansible_host: 10.0.{r.randint(1, 9)}.11}}\n        web-02: {{ansible_host: 10.0.{r.randint(1, 9)}.12}}\n"
        f'    db:\n      hosts:\n        db-01:\n          ansible_host: 10.0.3.21\n          postgres_admin_password: "{PW(V.rand(r, V.ALNUM, 18))}"\n'
        f"          backup_notify: {EM(p.email(r, 'sapo.pt'))}\n"
    )
    yield Draft("yaml", "pt", text)
    a = ctx.person("ko")
    text = (
        "name: release\non:\n  push:\n    tags: ['v*']\n  schedule:\n    - cron: '0 3 * * 1'\njobs:\n  publish:\n    runs-on: ubuntu-22.04\n"
        "    steps:\n      - uses: actions/checkout@" + D("VERSION", "v4") + "\n"
        f'      - run: |\n          git config user.name "{P(a.latin)}"\n          git config user.email "{EM(a.email(r, "kakao.com"))}"\n'
        f"      - name: publish\n        env:\n          NPM_TOKEN: ${{{{ {D('ENV_NAME', 'secrets.NPM_TOKEN')} }}}}\n"
        f"          SLACK_WEBHOOK: https://hooks.slack.com/services/T0{V.rand(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 8)}/B0{V.rand(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 8)}/{SEC(V.rand(r, V.ALNUM, 24))}\n"
        f"          SENTRY_AUTH_TOKEN: {KEY('sntrys_' + V.rand(r, V.ALNUM, 60))}  # TODO move to secrets ({P(a.given_latin)})\n"
        f"        run: npm publish --access public\n"
    )
    yield Draft("yaml", "en", text)
    # helm values
    p = ctx.person("fi")
    text = (
        "# values-prod.yaml (helm upgrade --install grafana grafana/grafana -f values-prod.yaml)\n"
        f"adminUser: {USER(p.login(r))}\nadminPassword: {PW('Sauna-' + V.rand(r, 'abcdefghijklmnopqrstuvwxyz', 5) + '-' + str(r.randint(10, 99)))}\n"
        f"grafana.ini:\n  smtp:\n    enabled: true\n    host: smtp.elisa.fi:587\n    user: {EM(p.email(r, 'elisanet.fi'))}\n    password: {PW(V.rand(r, V.ALNUM, 16))}\n"
        f"    from_name: {P(p.full)}\ningress:\n  hosts:\n    - {D('HOSTNAME', 'grafana.valvonta.fi')}\npersistence:\n  size: {D('FILE_SIZE', '10Gi')}\n"
    )
    yield Draft("yaml", "fi", text)


@shape("infra-cron-mail")
def cron_mail(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    p = ctx.person("nl")
    u = p.login(r, "first")
    pw = V.rand(r, V.ALNUM, 12)
    mail = p.email(r, "ziggo.nl")
    text = (
        f"From: root@backup01 (Cron Daemon)\nTo: {EM(mail)}\n"
        f"Subject: Cron <{USER(u)}@backup01> /home/{USER(u)}/bin/nachtelijke-backup.sh\n"
        f"Date: {D('TIMESTAMP', 'Sun, 16 Jun 2024 03:00:07 +0200')}\nX-Cron-Env: <MAILTO={EM(mail)}>\nX-Cron-Env: <HOME=/home/{USER(u)}>\n\n"
        f"+ mysqldump -u backup -p'{PW(pw)}' --single-transaction ledenadmin\n"
        "mysqldump: [Warning] Using a password on the command line interface can be insecure.\n"
        f"+ rsync -az /var/backups/ {USER(u)}@nas.thuis:/volume1/backup/\n"
        "rsync: [sender] write error: Broken pipe (32)\n"
        f"+ curl -s -X POST https://api.pushover.net/1/messages.json -d token={KEY(V.rand(r, 'abcdefghijklmnopqrstuvwxyz0123456789', 30))} -d user={SEC(V.rand(r, 'abcdefghijklmnopqrstuvwxyz0123456789', 30))} -d message=backup+faalt\n"
        f'{{"status":1,"request":"{D("REQUEST_ID", V.uuid4(r))}"}}\n'
    )
    yield Draft("email", "nl", text)
    p = ctx.person("en")
    text = (
        "$ crontab -l\nMAILTO=" + EM(p.email(r, "fastmail.com")) + "\nSHELL=/bin/bash\n"
        f"# m h dom mon dow command\n*/15 * * * * /home/{USER(p.login(r, 'first'))}/bin/sync-calendar.sh >/dev/null 2>&1\n"
        f"0 7 * * 1-5 curl -fsS -u {USER(p.login(r, 'first'))}:{PW(V.rand(r, V.ALNUM, 14))} https://dav.fastmail.com/dav/calendars/ > /tmp/cal.ics\n"
        f"30 2 * * * PGPASSWORD='{PW(V.rand(r, V.ALNUM, 16))}' pg_dump -h localhost -U journal journal | gzip > ~/backups/journal-$(date +\\%F).sql.gz\n"
        f"# remind me about {HEALTH('insulin')} refill\n0 9 1 * * notify-send 'Pharmacy: call {ctx.phone('US', 'national')}'\n"
    )
    yield Draft("conf", "en", text)


@shape("infra-http")
def http_traces(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    p = ctx.person("sv")
    u = p.login(r)
    pw = "Kanelbulle" + str(r.randint(10, 99))
    text = (
        "$ curl -v -u "
        + USER(u)
        + ":"
        + PW(pw)
        + " https://api.bokforing-nu.se/v2/me\n*   Trying 185.21.102.14:443...\n"
        f"* Connected to api.bokforing-nu.se (185.21.102.14) port 443\n* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384\n"
        f"> GET /v2/me HTTP/2\n> Host: api.bokforing-nu.se\n> Authorization: Basic {SEC(b64s(u + ':' + pw))}\n> User-Agent: curl/{D('VERSION', '8.5.0')}\n> Accept: */*\n>\n"
        f"< HTTP/2 200\n< content-type: application/json\n< set-cookie: bfn_session={SEC(V.rand(r, V.ALNUM, 48))}; Path=/; HttpOnly; Secure\n"
        f"< x-request-id: {D('REQUEST_ID', V.uuid4(r))}\n<\n"
        + J(
            {
                "id": r.randint(1000, 9999),
                "namn": P(p.full),
                "epost": EM(p.email(r, "bredband.net")),
                "mobil": ctx.phone("SE", "national"),
                "personnummer": g("NATIONAL_ID", V.se_pnr(r, V.birth(r)), "se.personnummer"),
                "bankgiro": "5050-1055",
                "plan": "Bas",
            },
            indent=None,
        )
        + "\n"
    )
    yield Draft("http", "sv", text)
    p = ctx.person("ar")
    text = (
        "POST /api/v1/applications HTTP/1.1\r\nHost: jobs.wadi-careers.sa\r\nCookie: sessionid="
        + SEC(V.rand(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32))
        + "; csrftoken="
        + SEC(V.rand(r, V.ALNUM, 32))
        + "\r\n"
        "Content-Type: application/json; charset=utf-8\r\nX-Forwarded-For: "
        + IP(V.ipv4(r))
        + "\r\n\r\n"
        + J(
            {
                "الاسم_الكامل": P(p.full),
                "البريد": EM(p.email(r, "hotmail.com")),
                "الجوال": ctx.phone("SA", "national"),
                "الراتب_المتوقع": g("SALARY", V.money(r.randint(9, 40) * 1000, r.choice(["sar", "sar_ar"]))),
                "الحالة_الصحية": HEALTH("ربو خفيف"),
                "الخبرة_بالسنوات": Raw(D("COUNT", str(r.randint(1, 20)))),
            },
            indent=2,
        )
        + "\r\n"
    )
    yield Draft("http", "ar", text)


@shape("infra-logs")
def logs(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # postfix
    lines = []
    for _ in range(3):
        s, t = ctx.person(r.choice(["de", "fr", "en"])), ctx.person(r.choice(["de", "nl", "pl"]))
        qid = V.rand(r, "0123456789ABCDEF", 10)
        ip = V.ipv4(r)
        lines += [
            f"{D('TIMESTAMP', 'Jun 18 07:1' + str(r.randint(0, 9)) + ':' + str(r.randint(10, 59)))} mx1 postfix/smtpd[{r.randint(1000, 9999)}]: {D('REQUEST_ID', qid)}: client=unknown[{IP(ip)}], sasl_method=PLAIN, sasl_username={EM(s.email(r, 'mailbox.org'))}",
            f"{D('TIMESTAMP', 'Jun 18 07:1' + str(r.randint(0, 9)) + ':' + str(r.randint(10, 59)))} mx1 postfix/qmgr[812]: {D('REQUEST_ID', qid)}: from=<{EM(s.email(r, 'mailbox.org', 'f.l'))}>, size={D('FILE_SIZE', str(r.randint(2000, 90000)))}, nrcpt=1 (queue active)",
            f"{D('TIMESTAMP', 'Jun 18 07:1' + str(r.randint(0, 9)) + ':' + str(r.randint(10, 59)))} mx1 postfix/smtp[{r.randint(1000, 9999)}]: {D('REQUEST_ID', qid)}: to=<{EM(t.email(r, r.choice(['web.de', 'wp.pl', 'ziggo.nl'])))}>, relay=mx00.web.de[212.227.15.9]:25, delay={D('LATENCY', str(r.randint(1, 9)) + '.' + str(r.randint(1, 9)))}, status=sent (250 Requested mail action okay, completed)",
        ]
    yield Draft("log", "en", "\n".join(lines) + "\n")
    # sshd auth + sudo
    ppl = [ctx.person(x) for x in ("fi", "uk", "el")]
    lines = []
    for p in ppl:
        u = p.login(r)
        lines.append(
            f"{D('TIMESTAMP', '2024-06-18T0' + str(r.randint(1, 9)) + ':' + str(r.randint(10, 59)) + ':' + str(r.randint(10, 59)) + '.' + V.digits(r, 6) + '+03:00')} bastion sshd[{r.randint(1000, 99999)}]: Accepted publickey for {USER(u)} from {IP(V.ipv4(r))} port {D('PORT', str(r.randint(30000, 65000)))} ssh2: ED25519 SHA256:{D('CHECKSUM', V.b64(r, 32).rstrip('='))}"
        )
    lines.append(
        f"{D('TIMESTAMP', '2024-06-18T09:12:44.120331+03:00')} bastion sudo[{r.randint(1000, 99999)}]: {USER(ppl[1].login(r))} : TTY=pts/2 ; PWD=/home/{USER(ppl[1].login(r))} ; USER=root ; COMMAND=/usr/bin/psql -h db -U postgres -c \"ALTER USER {USER(ppl[2].login(r))} PASSWORD '{PW(V.rand(r, V.ALNUM, 12))}'\""
    )
    lines.append(
        f"{D('TIMESTAMP', '2024-06-18T09:13:02.904112+03:00')} bastion sshd[{r.randint(1000, 99999)}]: Invalid user admin from {IP(V.ipv4(r))} port {D('PORT', str(r.randint(30000, 65000)))}"
    )
    yield Draft("log", "en", "\n".join(lines) + "\n")
    # journald JSON export
    p = ctx.person("zh")
    recs = [
        {
            "__REALTIME_TIMESTAMP": D("TIMESTAMP", str(1718700000000000 + r.randint(0, 10**9))),
            "_HOSTNAME": D("HOSTNAME", "order-svc-3"),
            "SYSLOG_IDENTIFIER": "order-svc",
            "PRIORITY": "4",
            "MESSAGE": f"收件人 {P(p.full)} 手机号 {ctx.phone('CN', 'national')} 地址校验失败：{ADDR('北京市东城区南锣鼓巷' + str(r.randint(10, 99)) + '号院3单元201')}",
        },
        {
            "__REALTIME_TIMESTAMP": D("TIMESTAMP", str(1718700000000000 + r.randint(0, 10**9))),
            "_HOSTNAME": D("HOSTNAME", "order-svc-3"),
            "SYSLOG_IDENTIFIER": "order-svc",
            "PRIORITY": "6",
            "MESSAGE": f"retry payment for order {D('ORDER_ID', 'SO' + V.digits(r, 12))} card={g('CREDIT_CARD', V.card(r, 'unionpay', sep='', length=19), 'luhn')} holder={P(p.latin.upper())}",
        },
    ]
    yield Draft("log", "zh", "\n".join(J(x, indent=None, ensure_ascii=True) for x in recs) + "\n")
