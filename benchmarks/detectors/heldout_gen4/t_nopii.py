"""Documents with no personal data at all (tool output an agent reads all day): every detector hit
here is a false positive. Decoys are the values that look like PII: versions, hashes, ids, prices,
percentages, tech words and products named like people, rooms, cities of data centres."""

from __future__ import annotations

import random

from . import values as V
from .core import Doc, d
from .core import build as mk


def pods(r: random.Random) -> Doc:
    rows = ["NAME                                  READY   STATUS    RESTARTS      AGE    IP            NODE"]
    for app in ("gateway", "node-exporter", "kestrel-api", "bash-runner"):
        rows.append(
            f"{d('RESOURCE_ID', f'{app}-{V.hexs(r, 10)}-{V.rstr(r, "bcdfghjklmnpqrstvwxz2456789", 5)}')}   1/1     Running   "
            f"{d('COUNT', str(r.randint(0, 4)))}             {d('DURATION', f'{r.randint(2, 40)}d')}    10.42.{r.randint(0, 9)}.{r.randint(2, 250)}   {d('HOSTNAME', f'ip-10-0-{r.randint(1, 9)}-{r.randint(10, 250)}.eu-north-1.compute.internal')}"
        )
    return mk("en", "shell", "$ kubectl get pods -n edge -o wide\n" + "\n".join(rows) + "\n")


def pytest_out(r: random.Random) -> Doc:
    t = f"""============================= test session starts ==============================
platform linux -- Python {d("VERSION", "3.12.1")}, pytest-{d("VERSION", "8.3.4")}, pluggy-{d("VERSION", "1.5.0")}
rootdir: /srv/ci/workspace
plugins: hypothesis-{d("VERSION", "6.112.2")}, anyio-{d("VERSION", "4.6.0")}
collected {d("COUNT", "1312")} items

tests/test_gateway.py ........................................           [  {d("PERCENT", "3%")}]
tests/test_router.py ..............s.....                                 [  {d("PERCENT", "5%")}]
tests/test_node_pool.py ..........x.........                              [  {d("PERCENT", "6%")}]

=========== {d("COUNT", "1309 passed")}, {d("COUNT", "2 skipped")}, {d("COUNT", "1 xfailed")} in {d("DURATION", "84.21s")} (0:01:24) ============
"""
    return mk("en", "shell", t)


def tf_plan(r: random.Random) -> Doc:
    t = f"""Terraform will perform the following actions:

  # aws_instance.runner["{d("CITY", "frankfurt")}"] will be created
  + resource "aws_instance" "runner" {{
      + ami                          = "{d("RESOURCE_ID", "ami-" + V.hexs(r, 17))}"
      + instance_type                = "c7g.xlarge"
      + availability_zone            = "{d("ENV_NAME", "eu-central-1b")}"
      + tags                         = {{ "Name" = "{d("PRODUCT", "Brandon")}-runner", "CostCenter" = "{d("RESOURCE_ID", "CC-4471")}" }}
    }}

  # aws_db_instance.main will be updated in-place
  ~ resource "aws_db_instance" "main" {{
      ~ engine_version = "{d("VERSION", "15.7")}" -> "{d("VERSION", "16.4")}"
        id             = "{d("RESOURCE_ID", "db-" + V.rstr(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 26))}"
    }}

Plan: {d("COUNT", "1")} to add, {d("COUNT", "1")} to change, {d("COUNT", "0")} to destroy.
Estimated monthly cost change: {d("AMOUNT", "+$212.48")} (Infracost {d("VERSION", "v0.10.39")})
"""
    return mk("en", "shell", t)


def pricing_md(r: random.Random) -> Doc:
    t = f"""| Plan | Monthly | Annual | Seats | Uptime SLA |
|---|---|---|---|---|
| Starter | {d("PRICE", "$19")} | {d("PRICE", "$190")} | {d("COUNT", "3")} | {d("PERCENT", "99.5%")} |
| Team | {d("PRICE", "$79")} | {d("PRICE", "$790")} | {d("COUNT", "25")} | {d("PERCENT", "99.9%")} |
| Enterprise | {d("PRICE", "from $1,450")} | custom | unlimited | {d("PERCENT", "99.95%")} |

Prices exclude VAT ({d("PERCENT", "19%")} in DE). Data residency in {d("CITY", "Frankfurt")} and {d("CITY", "Stockholm")}. Support via {d("PRODUCT", "Jenkins")} plugin and {d("TECH_TERM", "GitHub")} app.
"""
    return mk("en", "md_table", t)


def release_json(r: random.Random) -> Doc:
    sha = V.hexs(r, 40)
    t = f"""{{
  "tag_name": "{d("VERSION", "v5.4.0")}",
  "target_commitish": "{d("COMMIT_HASH", sha)}",
  "name": "{d("PRODUCT", "Harper")} 5.4 – {d("TECH_TERM", "Kafka")} connector",
  "created_at": "{d("TIMESTAMP", "2027-02-10T17:22:04Z")}",
  "assets": [
    {{"name": "harper-linux-amd64.tar.gz", "size": {d("FILE_SIZE", "48213344")}, "download_count": {d("COUNT", "1877")},
     "digest": "sha256:{d("CHECKSUM", V.hexs(r, 64))}"}}
  ],
  "body": "Fixes {d("PR_NUMBER", "#4412")} and {d("PR_NUMBER", "#4419")}; p99 latency down from {d("LATENCY", "212 ms")} to {d("LATENCY", "148 ms")}."
}}
"""
    return mk("en", "json", t)


def metrics(r: random.Random) -> Doc:
    t = f"""# HELP http_request_duration_seconds Request latency
# TYPE http_request_duration_seconds histogram
http_request_duration_seconds_bucket{{route="/v1/orders",le="0.1"}} {d("COUNT", "48211")}
http_request_duration_seconds_sum{{route="/v1/orders"}} {d("METRIC", "3121.77")}
process_resident_memory_bytes {d("FILE_SIZE", "2.31e+08")}
build_info{{version="{d("VERSION", "7.2.1.4418")}",commit="{d("COMMIT_HASH", V.hexs(r, 12))}",goversion="go1.23.4"}} 1
queue_depth{{queue="{d("PRODUCT", "Marigold")}",dc="{d("CITY", "Dublin")}"}} {d("COUNT", "17")}
"""
    return mk("en", "log", t)


def changelog_de(r: random.Random) -> Doc:
    t = f"""## Änderungsprotokoll {d("VERSION", "3.9.0")} ({d("DATE", "11.02.2027")})

- Neuer Connector für {d("TECH_TERM", "SAP HANA")} und {d("TECH_TERM", "Snowflake")}
- Standardzeitlimit von {d("DURATION", "30 s")} auf {d("DURATION", "45 s")} erhöht
- Lizenzpreis bleibt bei {d("PRICE", "12,90 €")} pro Nutzer und Monat; Rabatt ab 50 Nutzern {d("PERCENT", "15 %")}
- Behebt {d("TICKET_ID", "PLAT-2291")} (Speicherleck im {d("PRODUCT", "Otto")}-Worker, {d("FILE_SIZE", "1,2 GB")} nach {d("DURATION", "6 h")})
- Rechenzentrum {d("CITY", "Nürnberg")} ist ab sofort Failover-Standort
"""
    return mk("de", "markdown", t)


def build_ja(r: random.Random) -> Doc:
    t = f"""[{d("TIMESTAMP", "2027-02-11 09:00:12")}] ビルド開始 {d("BUILD_ID", "#20917")}（ブランチ main, {d("COMMIT_HASH", V.hexs(r, 7))}）
[{d("TIMESTAMP", "2027-02-11 09:01:40")}] 依存関係 {d("COUNT", "342")} 件を取得（{d("FILE_SIZE", "128 MB")}）
[{d("TIMESTAMP", "2027-02-11 09:03:05")}] テスト {d("COUNT", "2,418")} 件成功、カバレッジ {d("PERCENT", "87.4%")}
[{d("TIMESTAMP", "2027-02-11 09:03:50")}] {d("PRODUCT", "Sakura")} ステージング（{d("CITY", "東京")}リージョン）へデプロイ完了、所要 {d("DURATION", "3分38秒")}
"""
    return mk("ja", "log", t)


def docker_ps(r: random.Random) -> Doc:
    rows = ["CONTAINER ID   IMAGE                      STATUS          PORTS                    NAMES"]
    for img, name, port in (
        ("nginx:1.27.3", "gateway", "443"),
        ("redis:7.4", "cache", "6379"),
        ("grafana/grafana:11.4.0", "victor", "3000"),
    ):
        rows.append(
            f"{d('RESOURCE_ID', V.hexs(r, 12))}   {d('VERSION', img)}   Up {d('DURATION', f'{r.randint(2, 30)} hours')}   0.0.0.0:{d('PORT', port)}->{port}/tcp   {d('PRODUCT', name)}"
        )
    return mk("en", "shell", "$ docker ps\n" + "\n".join(rows) + "\n")


def calendar_rooms(r: random.Random) -> Doc:
    t = f"""Raumbelegung {d("DATE", "Mittwoch, 17.02.2027")}

{d("TIMESTAMP", "09:00–10:00")}  Raum {d("ROOM", "Hamilton")}   Architektur-Review {d("PRODUCT", "Gateway")} {d("VERSION", "v2")}
{d("TIMESTAMP", "10:30–11:30")}  Raum {d("ROOM", "Ada")}        Sprint-Planung Team {d("CHANNEL", "#platform-core")}
{d("TIMESTAMP", "13:00–14:30")}  Raum {d("ROOM", "Grace")}      Lieferantentermin {d("COMPANY", "Kessler & Brandt AG")}
{d("TIMESTAMP", "15:00–15:30")}  Raum {d("ROOM", "Turing")}     Incident-Nachbesprechung {d("TICKET_ID", "INC-7731")} (Ausfall {d("DURATION", "42 min")})
"""
    return mk("de", "calendar", t)


def build(r: random.Random) -> list[Doc]:
    fns = [
        pods,
        pytest_out,
        tf_plan,
        pricing_md,
        release_json,
        metrics,
        changelog_de,
        build_ja,
        docker_ps,
        calendar_rooms,
    ]
    return [f(r) for f in fns]
