"""Documents with no personal data, dense with values that look personal: release notes, a news
digest that names public figures (unlabelled, README "dev2"), cluster and CI output, a product
catalogue with ISBNs, a departures board, telemetry with coordinates, a terraform plan."""

from __future__ import annotations

from collections.abc import Iterator

from . import tables as T, values as V
from .common import Ctx, D, Draft, shape
from .core import Raw, dump_json


@shape("clean-release-notes")
def release_notes(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    text = f"""# Changelog

## {D("VERSION", "4.12.0")} ({D("DATE", "2024-06-18")})

### Features
- **{D("TECH_TERM", "Gateway")}**: HTTP/2 upstream pooling, p99 down from {D("LATENCY", "184 ms")} to {D("LATENCY", "97 ms")} ({D("PR_NUMBER", "#" + str(r.randint(3000, 4000)))})
- **{D("TECH_TERM", "Node")} SDK**: `stream()` now yields SSE chunks as they arrive ({D("PR_NUMBER", "#" + str(r.randint(3000, 4000)))})
- {D("TECH_TERM", "Bash")} completion for `edge-cli` ({D("COMMIT_HASH", V.sha(r, 7))})

### Fixes
- Retry storms when {D("TECH_TERM", "Kubernetes")} rolls the {D("TECH_TERM", "React")} dashboard pods ({D("TICKET_ID", "GW-" + str(r.randint(100, 999)))})
- Memory leak under {D("COUNT", "10,000")} concurrent websockets (RSS capped at {D("FILE_SIZE", "512 MiB")})
- Wrong `Content-Length` for bodies over {D("FILE_SIZE", "2 GiB")}

### Upgrading
Requires {D("TECH_TERM", "Node")} {D("VERSION", ">= 20.11")} and {D("TECH_TERM", "Postgres")} {D("VERSION", "15")}. Docker image digest
`{D("CHECKSUM", "sha256:" + V.sha(r, 64))}`.
"""
    yield Draft("markdown", "en", text)
    text = f"""## 发布说明 {D("VERSION", "v2.3.1")}

- 修复 {D("TECH_TERM", "Gateway")} 在高并发下的超时问题，P95 延迟由 {D("LATENCY", "420ms")} 降至 {D("LATENCY", "130ms")}
- 新增 {D("TECH_TERM", "React")} 组件库主题切换（{D("PR_NUMBER", "#" + str(r.randint(100, 999)))}）
- 升级 {D("TECH_TERM", "Kubernetes")} 至 {D("VERSION", "1.29.4")}
- 构建号 {D("BUILD_ID", str(r.randint(10000, 99999)))}，镜像大小 {D("FILE_SIZE", "212 MB")}，提交 {D("COMMIT_HASH", V.sha(r, 40))}
"""
    yield Draft("markdown", "zh", text)


@shape("clean-news-digest")
def news(ctx: Ctx) -> Iterator[Draft]:
    """Public figures and institutions: not gold (README dev2 rules), companies/prices/cities are decoys."""
    r = ctx.rng
    text = f"""# Morning digest — {D("DATE", "18 June 2024")}

**Markets.** {D("COMPANY", "Nvidia")} closed at {D("PRICE", "$135.58")} ({D("PERCENT", "+3.5%")}), briefly the most valuable listed company;
{D("COMPANY", "Microsoft")} slipped {D("PERCENT", "0.4%")}. Brent crude: {D("PRICE", "$84.25")} a barrel.

**Culture.** A retrospective of Frida Kahlo opens at the {D("COMPANY", "Tate Modern")} in {D("CITY", "London")}; the
catalogue (ISBN {D("ISBN", V.isbn13(r))}) retails at {D("PRICE", "£35")}. The centenary of Franz Kafka's death is marked
with readings in {D("CITY", "Prague")} and {D("CITY", "Berlin")}.

**Tech.** {D("COMPANY", "Mistral")} raised {D("AMOUNT", "€600m")}; {D("COMPANY", "GitHub")} reports {D("COUNT", "100 million")} developers.
Press office line for the {D("COMPANY", "ESA")} launch: +33 1 53 69 76 54 (weekdays).

**Weather.** {D("CITY", "Madrid")} {D("METRIC", "36 °C")}, {D("CITY", "Oslo")} {D("METRIC", "19 °C")}.
"""
    yield Draft("markdown", "en", text)
    text = f"""# 오늘의 뉴스 요약 ({D("DATE", "6월 18일")})

- {D("COMPANY", "삼성전자")} 주가 {D("PRICE", "79,600원")} ({D("PERCENT", "+1.2%")}), 코스피 {D("METRIC", "2,763.92")}
- 세종대왕 탄신 기념 전시가 {D("CITY", "서울")} 국립중앙박물관에서 개막
- {D("COMPANY", "카카오")} 신규 서비스 출시, 이용자 {D("COUNT", "300만 명")} 돌파
- {D("CITY", "부산")} 최고기온 {D("METRIC", "31도")}, 미세먼지 {D("METRIC", "42㎍/㎥")}
"""
    yield Draft("markdown", "ko", text)
    text = f"""# Resumen de prensa — {D("DATE", "18 de junio")}

El {D("COMPANY", "Banco Santander")} cerró en {D("PRICE", "4,31 €")} ({D("PERCENT", "−0,8 %")}). El Museo del Prado anuncia
una exposición sobre Goya; la entrada general cuesta {D("PRICE", "15 €")}. En {D("CITY", "Sevilla")} se alcanzaron
{D("METRIC", "41 °C")}. El vuelo {D("FLIGHT_NUMBER", "IB3166")} a {D("CITY", "Londres")} salió con {D("DURATION", "45 minutos")} de retraso.
"""
    yield Draft("markdown", "es", text)


@shape("clean-ops")
def ops(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    rows = []
    for i in range(5):
        rows.append(
            [
                D("HOSTNAME", f"ip-10-0-{r.randint(1, 250)}-{r.randint(1, 250)}.eu-west-1.compute.internal"),
                "Ready",
                "<none>",
                D("DURATION", f"{r.randint(2, 90)}d"),
                D("VERSION", "v1.29.3-eks-ae9a62a"),
            ]
        )
    text = "$ kubectl get nodes\n" + T.plain(["NAME", "STATUS", "ROLES", "AGE", "VERSION"], rows) + "\n"
    text += f"$ kubectl top nodes | head -3\nNAME  CPU(cores)  CPU%  MEMORY(bytes)  MEMORY%\n{D('HOSTNAME', 'ip-10-0-3-41')}  {D('METRIC', '912m')}  {D('PERCENT', '23%')}  {D('FILE_SIZE', '5120Mi')}  {D('PERCENT', '34%')}\n"
    yield Draft("shell", "en", text)
    lines = []
    for step, dur in (
        ("Set up job", "1s"),
        ("Run actions/checkout@v4", "2s"),
        ("Run npm ci", "41s"),
        ("Run npm test", "3m 12s"),
    ):
        lines.append(f"{D('TIMESTAMP', V.ts_iso(r).replace('Z', '.' + V.digits(r, 7) + 'Z'))} ##[group]{step}")
        lines.append(
            f"{D('TIMESTAMP', V.ts_iso(r).replace('Z', '.' + V.digits(r, 7) + 'Z'))} ##[endgroup] ({D('DURATION', dur)})"
        )
    lines.append(
        f"Tests: {D('COUNT', '1,204')} passed, {D('COUNT', '3')} skipped · Time: {D('DURATION', '191.4 s')} · Coverage {D('PERCENT', '87.2%')}"
    )
    lines.append(
        f"Artifact build-{D('BUILD_ID', str(r.randint(100000, 999999)))}.tgz ({D('FILE_SIZE', '14.2 MB')}) sha256 {D('CHECKSUM', V.sha(r, 64))}"
    )
    yield Draft("log", "en", "\n".join(lines) + "\n")
    text = f"""Terraform will perform the following actions:

  # aws_instance.gateway will be updated in-place
  ~ resource "aws_instance" "gateway" {{
        id            = "{D("RESOURCE_ID", "i-0" + V.hexs(r, 16))}"
      ~ instance_type = "t3.large" -> "m6i.xlarge"
        tags          = {{
            "Name" = "{D("TECH_TERM", "gateway")}"
        }}
    }}

  # aws_s3_bucket.logs must be replaced
-/+ resource "aws_s3_bucket" "logs" {{
      ~ arn    = "{D("RESOURCE_ID", "arn:aws:s3:::acme-logs-" + V.digits(r, 6))}" -> (known after apply)
      ~ region = "eu-west-1" -> "eu-central-1" # forces replacement
    }}

Plan: {D("COUNT", "1")} to add, {D("COUNT", "1")} to change, {D("COUNT", "1")} to destroy.
"""
    yield Draft("shell", "en", text)


@shape("clean-catalogue")
def catalogue(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    lines = ["isbn;titel;auteur_of_uitgever;prijs;voorraad"]
    for t, a in (
        ("De Avonden", "Uitgeverij Van Oorschot"),
        ("Max Havelaar", "Multatuli (klassieker)"),
        ("Leren programmeren in Node", "Gateway Press"),
        ("Het Achterhuis", "Prometheus"),
        ("Kubernetes in de praktijk", "Node Uitgevers"),
    ):
        lines.append(
            f"{D('ISBN', V.isbn13(r))};{t};{a};{D('PRICE', f'{r.randint(9, 45)},{r.choice(["50", "95", "99", "00"])}')};{D('COUNT', str(r.randint(0, 40)))}"
        )
    yield Draft("csv", "nl", "\n".join(lines) + "\n")
    rows = []
    for code, city in (
        ("LH 1803", "München"),
        ("SK 4417", "Oslo"),
        ("FR 2715", "Kraków"),
        ("TK 1860", "İstanbul"),
        ("AY 1334", "Helsinki"),
    ):
        rows.append(
            "\t".join(
                [
                    D("FLIGHT_NUMBER", code),
                    D("CITY", city),
                    D("TIMESTAMP", f"{r.randint(6, 22):02d}:{r.choice(['05', '20', '35', '50'])}"),
                    D("ROOM", f"B{r.randint(1, 40)}"),
                    r.choice(["Boarding", "Delayed", "On time", "Gate closed"]),
                ]
            )
        )
    yield Draft("tsv", "de", "Flug\tZiel\tPlanzeit\tGate\tStatus\n" + "\n".join(rows) + "\n")
    feats = []
    for _ in range(3):
        lat, lon = round(r.uniform(59.3, 60.2), 6), round(r.uniform(10.5, 24.9), 6)
        feats.append(
            {
                "type": "Feature",
                "geometry": {
                    "type": "Point",
                    "coordinates": [Raw(D("COORDINATES", str(lon))), Raw(D("COORDINATES", str(lat)))],
                },
                "properties": {
                    "station": D("TICKET_ID", f"WS-{r.randint(100, 999)}"),
                    "temp_c": Raw(D("METRIC", str(round(r.uniform(-5, 25), 1)))),
                    "pm25": Raw(D("METRIC", str(r.randint(2, 40)))),
                    "updated": ctx.ts(),
                },
            }
        )
    yield Draft("json", "fi", dump_json({"type": "FeatureCollection", "features": feats}, indent=2))
