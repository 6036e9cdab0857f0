"""Decoys16 (issue 12): business figures, firms, products, cloud resource ids, hostnames and
request ids in agent traffic stay unmasked; the personal twins of the same shapes stay masked.

Written fresh for this round (tool results as JSON, CSV, markdown tables, .env/YAML/INI, logs,
e-mail, chat, shell output; several languages), not from any corpus split. ``DECOYS`` are
values that are nobody's (no span may touch them); ``REALS`` are a person's values or real
secrets of the same shapes, often in the same record (every letter and digit must be masked).
"""

from __future__ import annotations

import pytest

from edgeward.detectors.cloud_resources import cloud_account_id, resource_slug, secret_reference
from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.product_records import product_noun_end, product_record
from edgeward.detectors.scanner import Detector

#: (what it is, text, values no span may touch)
DECOYS: list[tuple[str, str, list[str]]] = [
    # --- invoices, quotes and budgets -------------------------------------------------------
    (
        "json invoice lines",
        '{"invoice": "INV-2026-0412", "customer": "Hale & Moss LLP", "lines": [{"item": "Sienna Pro licence", '
        '"unit_price": "€49.00", "qty": 12, "total": "€588.00"}], "tax_rate": "21%", "discount": "10%", '
        '"total_due": "€582.12"}',
        ["Hale & Moss LLP", "Sienna Pro", "€49.00", "€588.00", "21%", "10%", "€582.12"],
    ),
    (
        "md product catalogue",
        "| Product | Price | Stock |\n|---|---|---|\n| Aurora | $129 | 42 |\n| Sienna Pro | $249 | 7 |\n"
        "| Milo Mini | $59 | 130 |",
        ["Aurora", "$129", "Sienna Pro", "$249", "Milo Mini", "$59"],
    ),
    (
        "en quarterly kpis",
        "Q3 summary: revenue grew 14.2% to $3.4M, gross margin 61%, conversion rate 2.8%, churn 1.9%.",
        ["14.2%", "$3.4M", "61%", "2.8%", "1.9%"],
    ),
    (
        "de quote",
        "Angebot Nr. 2026-117: Stückpreis 18,50 €, Gesamtsumme 2.220,00 € zzgl. 19 % MwSt., Rabatt 5 %.",
        ["18,50 €", "2.220,00 €", "19 %", "5 %"],
    ),
    (
        "fr quote",
        "Devis n° D-4471 : prix unitaire 42,00 € HT, remise 8 %, total 1 932,00 € TTC.",
        ["42,00 €", "8 %", "1 932,00 €"],
    ),
    (
        "es quote",
        "Presupuesto 2026/88: precio unitario 15,90 €, IVA 21 %, total 1.923,90 €.",
        ["15,90 €", "21 %", "1.923,90 €"],
    ),
    ("ja quote", "見積書：単価 12,000円、数量 5、合計 60,000円（税込）", ["12,000円", "60,000円"]),
    ("zh quote", "报价单：单价 ¥320，数量 50，合计 ¥16,000，折扣 5%。", ["¥320", "¥16,000", "5%"]),
    (
        "ru invoice",
        "Счёт-фактура № 118: цена за единицу 1 200 ₽, итого 36 000 ₽, скидка 10 %.",
        ["1 200 ₽", "36 000 ₽", "10 %"],
    ),
    ("nl quote", "Offerte: stukprijs € 24,95, totaal € 748,50 excl. btw, korting 7%.", ["€ 24,95", "€ 748,50", "7%"]),
    ("el invoice", "Τιμή μονάδας: 35,00 €, σύνολο 700,00 €, ΦΠΑ 24%.", ["35,00 €", "700,00 €", "24%"]),
    (
        "no invoice from firm",
        "Faktura fra Bergström AB: sum 12 450 kr, mva 25 %.",
        ["Bergström AB", "12 450 kr", "25 %"],
    ),
    (
        "chat cloud bill",
        "[10:42] ops-bot: monthly AWS bill came in at $18,240 (+6.3% MoM), budget is $20,000",
        ["$18,240", "+6.3%", "$20,000"],
    ),
    (
        "log charge",
        "2026-03-02T10:12:44Z INFO billing order=ORD-88213 amount=49.90 currency=EUR tax=9.48 status=succeeded",
        ["49.90", "9.48"],
    ),
    (
        "yaml plans",
        "plans:\n  starter:\n    price_eur: 19\n    seats: 3\n  business:\n    price_eur: 99\n    annual_discount: 15%",
        ["19", "99", "15%"],
    ),
    (
        "env pricing",
        "DEFAULT_TAX_RATE=0.21\nFREE_SHIPPING_THRESHOLD=49.00\nMAX_REFUND_EUR=500",
        ["0.21", "49.00", "500"],
    ),
    ("ini pricing", "[pricing]\nbase_fee = 4.99\nsurcharge_pct = 3.5\nmin_order = 25", ["4.99", "3.5", "25"]),
    ("ar total and discount", "السعر الإجمالي 1,250 ريال، الخصم 10%", ["1,250", "10%"]),
    (
        "en stock quotes",
        "AAPL closed at $191.45 (+0.8%), MSFT at $402.10 (-0.3%).",
        ["$191.45", "+0.8%", "$402.10", "-0.3%"],
    ),
    (
        "json kpi",
        '{"kpi": "MRR", "value": 48210, "growth_mom": "7.4%", "churn": "2.1%", "arpu": 39.5, "nrr": "112%"}',
        ["48210", "7.4%", "2.1%", "39.5", "112%"],
    ),
    (
        "en office budget",
        "Hi team, the Q4 budget for the Berlin office is €240,000; travel is capped at €18,000.",
        ["€240,000", "€18,000"],
    ),
    (
        "en expense policy",
        "Hotel allowance: up to £180 per night in London, £120 elsewhere. Meals: £45 per day.",
        ["£180", "£120", "£45"],
    ),
    (
        "md channel metrics",
        "| Channel | CTR | Conversion | CPA |\n|---|---|---|---|\n| Email | 3.2% | 1.4% | €12.40 |\n"
        "| Paid search | 2.1% | 0.9% | €31.75 |",
        ["3.2%", "1.4%", "€12.40", "2.1%", "0.9%", "€31.75"],
    ),
    (
        "json line items",
        '{"order_id": "ORD-55102", "items": [{"sku": "AUR-100", "name": "Aurora", "price": 129.0}, '
        '{"sku": "SIE-200", "name": "Sienna Pro", "price": 249.0}], "subtotal": 378.0, "shipping": 4.9}',
        ["Aurora", "Sienna Pro", "129.0", "249.0", "378.0", "4.9"],
    ),
    (
        "de utility tariff",
        "Tarif Klassik\nGrundpreis 9,95 €/Monat\nArbeitspreis 0,3189 €/kWh",
        ["9,95 €", "0,3189 €"],
    ),
    (
        "csv price list",
        "sku,name,unit_price,vat_rate\nLMP-01,Beatrix Desk Lamp,39.90,19%\nCHR-02,Oscar Chair,149.00,19%",
        ["Beatrix Desk Lamp", "39.90", "Oscar Chair", "149.00", "19%"],
    ),
    (
        "en margin table tsv",
        "product\tunits\trevenue\tmargin\nHarper Sofa\t310\t$402,690\t38%\nEllis Bed\t122\t$97,478\t41%",
        ["Harper Sofa", "$402,690", "38%", "Ellis Bed", "$97,478", "41%"],
    ),
    (
        "de budget memo",
        "Das Marketingbudget 2026 beträgt 85.000 €, davon 30 % für Messen.",
        ["85.000 €", "30 %"],
    ),
    (
        "fr budget",
        "Le budget de l'équipe pour 2026 est de 140 000 €, en hausse de 6 %.",
        ["140 000 €", "6 %"],
    ),
    (
        "es sales growth",
        "Las ventas del trimestre subieron un 12 % hasta 2,3 millones de euros.",
        ["12 %", "2,3 millones de euros"],
    ),
    (
        "zh revenue",
        "本季度营收 1.2 亿元，同比增长 18%，毛利率 42%。",
        ["1.2 亿元", "18%", "42%"],
    ),
    ("ja conversion", "今月のコンバージョン率は 3.4%、客単価は 8,200円でした。", ["3.4%", "8,200円"]),
    (
        "ru budget",
        "Бюджет отдела на 2026 год — 4,5 млн ₽, рост 8 %.",
        ["4,5 млн ₽", "8 %"],
    ),
    # --- vendors and customers named like people ---------------------------------------------
    (
        "csv vendors",
        "vendor,country,terms\nBergström AB,SE,net 30\nHale & Moss LLP,UK,net 45\nDupont Frères,FR,net 30",
        ["Bergström AB", "Hale & Moss LLP", "Dupont Frères"],
    ),
    ("de supplier", "Lieferant: Hoffmann & Söhne KG, Zahlungsziel 30 Tage.", ["Hoffmann & Söhne KG"]),
    (
        "en famous firms ampersand",
        "Shortlist: Ernst & Young, Marks & Spencer, Procter & Gamble.",
        ["Ernst & Young", "Marks & Spencer", "Procter & Gamble"],
    ),
    ("ja trading firm", "取引先：山田商事株式会社（東京都港区）", ["山田商事株式会社"]),
    (
        "json account name",
        '{"account_name": "Whitmore Analytics", "industry": "software", "arr": 84000, "tier": "gold"}',
        ["Whitmore Analytics"],
    ),
    (
        "md vendor table",
        "| Vendor | Contract | Annual fee |\n|---|---|---|\n| Fenwick & Thorne | MSA-2024-09 | £36,000 |\n"
        "| Ashford Dental Group | SLA-77 | £4,800 |",
        ["Fenwick & Thorne", "£36,000", "Ashford Dental Group", "£4,800"],
    ),
    (
        "en law firm ampersand",
        "Outside counsel: Whitcombe & Hale LLP (engagement letter signed).",
        ["Whitcombe & Hale LLP"],
    ),
    ("pl firm", "Dostawca: Kowalczyk i Wspólnicy sp.k., NIP w fakturze.", ["Kowalczyk i Wspólnicy sp.k."]),
    # --- products named like people ----------------------------------------------------------
    (
        "en release note products",
        "Release 4.2 ships Sienna Pro 2.1 and Aurora Mini to all customers on Monday.",
        ["Sienna Pro", "Aurora Mini"],
    ),
    (
        "json product tags",
        '{"ticket": 8812, "tags": ["refund", "Aurora Max", "Sienna Go"]}',
        ["Aurora Max", "Sienna Go"],
    ),
    (
        "json deal title",
        '{"deal_id": "D-40112", "title": "Orion Insight – renewal", "amount": 24000, "probability": "60%"}',
        ["Orion Insight", "60%"],
    ),
    (
        "de product list",
        "Neue Produkte im Shop: Luna Lite, Emil Kaffeemühle, Greta Pro.",
        ["Luna Lite", "Greta Pro"],
    ),
    # --- cloud resource ids ------------------------------------------------------------------
    (
        "arn role and lambda",
        "role_arn = arn:aws:iam::123456789012:role/DeployRole\n"
        "function = arn:aws:lambda:eu-west-1:123456789012:function:invoice-export",
        ["arn:aws:iam::123456789012:role/DeployRole", "arn:aws:lambda:eu-west-1:123456789012:function:invoice-export"],
    ),
    (
        "arn assumed role json",
        '{"UserId": "AROAXAMPLE4DEPLOYID:GitHubActions", "Account": "123456789012", '
        '"Arn": "arn:aws:sts::123456789012:assumed-role/ci-runner/GitHubActions"}',
        ["123456789012", "arn:aws:sts::123456789012:assumed-role/ci-runner/GitHubActions"],
    ),
    (
        "arn rds kms",
        "db_arn: arn:aws:rds:eu-central-1:210987654321:db:orders-prod\n"
        "kms_key: arn:aws:kms:eu-central-1:210987654321:key/1f2e3d4c-5b6a-4789-8abc-def012345678",
        [
            "arn:aws:rds:eu-central-1:210987654321:db:orders-prod",
            "arn:aws:kms:eu-central-1:210987654321:key/1f2e3d4c-5b6a-4789-8abc-def012345678",
        ],
    ),
    (
        "ec2 describe",
        "INSTANCE  i-0f3a9c2b7d1e45a86  t3.large  running  subnet-0bb1c79de3a4f5e6d  sg-0c1d2e3f4a5b6c7d8\n"
        "VOLUME    vol-0a12b34c56d78e90f  100GiB  ami-0c55b159cbfafe1f0",
        [
            "i-0f3a9c2b7d1e45a86",
            "subnet-0bb1c79de3a4f5e6d",
            "sg-0c1d2e3f4a5b6c7d8",
            "vol-0a12b34c56d78e90f",
            "ami-0c55b159cbfafe1f0",
        ],
    ),
    (
        "gcp resource path",
        'selfLink: "https://www.googleapis.com/compute/v1/projects/acme-prod-381204/zones/europe-west1-b/instances/web-7f2k"',
        ["acme-prod-381204", "web-7f2k"],
    ),
    (
        "gcp secret resource name",
        "name: projects/acme-prod-381204/secrets/db-password/versions/3",
        ["projects/acme-prod-381204/secrets/db-password/versions/3"],
    ),
    (
        "azure resource id",
        '"id": "/subscriptions/6f1b2c3d-4e5f-4789-abcd-ef0123456789/resourceGroups/rg-billing-prod/providers/'
        'Microsoft.Web/sites/invoice-api"',
        ["6f1b2c3d-4e5f-4789-abcd-ef0123456789", "rg-billing-prod", "invoice-api"],
    ),
    (
        "kubectl pods",
        "NAME                           READY   STATUS    RESTARTS   AGE\n"
        "invoice-api-7d9f8b6c4d-x2k9p   1/1     Running   0          3d4h\n"
        "redis-master-0                 1/1     Running   1          12d",
        ["invoice-api-7d9f8b6c4d-x2k9p", "redis-master-0"],
    ),
    (
        "kubectl nodes",
        "NAME                                STATUS   ROLES   AGE   VERSION\n"
        "aks-nodepool1-31415926-vmss000003   Ready    agent   41d   v1.29.4\n"
        "gke-prod-pool-2-b11639b5-sybq       Ready    <none>  17d   v1.29.3-gke.1282",
        ["aks-nodepool1-31415926-vmss000003", "gke-prod-pool-2-b11639b5-sybq"],
    ),
    (
        "docker ps",
        "CONTAINER ID   IMAGE                 STATUS\n3f4e5d6c7b8a   ledger/api:2.4.1      Up 3 hours",
        ["3f4e5d6c7b8a"],
    ),
    (
        "terraform ids",
        '  # aws_instance.web will be updated in-place\n      id            = "i-0b7c6d5e4f3a2b1c0"\n'
        '      arn           = "arn:aws:ec2:us-east-1:123456789012:instance/i-0b7c6d5e4f3a2b1c0"',
        ["i-0b7c6d5e4f3a2b1c0", "arn:aws:ec2:us-east-1:123456789012:instance/i-0b7c6d5e4f3a2b1c0"],
    ),
    (
        "json uuids",
        '{"workspace_id": "0b6c3a52-8f1e-4d7a-9c2b-5e4f3a2b1c0d", "project_id": "c3d9e2f1-7a6b-4c5d-8e9f-0a1b2c3d4e5f"}',
        ["0b6c3a52-8f1e-4d7a-9c2b-5e4f3a2b1c0d", "c3d9e2f1-7a6b-4c5d-8e9f-0a1b2c3d4e5f"],
    ),
    (
        "azure client and tenant ids",
        "AZURE_TENANT_ID=72f988bf-86f1-41af-91ab-2d7cd011db47\nAZURE_SUBSCRIPTION_ID=6f1b2c3d-4e5f-4789-abcd-ef0123456789",
        ["72f988bf-86f1-41af-91ab-2d7cd011db47", "6f1b2c3d-4e5f-4789-abcd-ef0123456789"],
    ),
    (
        "s3 uri",
        "upload: ./export.csv to s3://acme-invoices-prod/2026/03/export.csv",
        ["s3://acme-invoices-prod/2026/03/export.csv"],
    ),
    # --- hostnames ---------------------------------------------------------------------------
    (
        "ec2 internal hostnames",
        "ip-10-0-26-48.eu-west-1.compute.internal   Ready\nec2-54-210-33-7.compute-1.amazonaws.com",
        ["ip-10-0-26-48.eu-west-1.compute.internal", "ec2-54-210-33-7.compute-1.amazonaws.com"],
    ),
    (
        "ssh config",
        "Host bastion\n    HostName bastion-eu1.ledgerline.io\n    Port 2222",
        ["bastion-eu1.ledgerline.io"],
    ),
    (
        "syslog host",
        "Mar  2 10:11:12 web-03 nginx[1234]: upstream timed out (110) while connecting to upstream api-7.fra1.internal",
        ["web-03", "api-7.fra1.internal"],
    ),
    (
        "json hosts",
        '{"primary": "db-prod-1.internal.ledgerline.io", "replica": "db-prod-2.internal.ledgerline.io", "port": 5432}',
        ["db-prod-1.internal.ledgerline.io", "db-prod-2.internal.ledgerline.io"],
    ),
    ("pod dns", "resolved 10-0-3-41.default.pod.cluster.local", ["10-0-3-41.default.pod.cluster.local"]),
    (
        "allowed hosts",
        "ALLOWED_HOSTS=api.brightmart.shop,admin.brightmart.shop",
        ["api.brightmart.shop", "admin.brightmart.shop"],
    ),
    ("build agent", "Running on agent build-agent-12 (linux-x64) in /home/runner/work", ["build-agent-12"]),
    # --- request and trace ids ---------------------------------------------------------------
    (
        "http response ids",
        "HTTP/1.1 502 Bad Gateway\nx-request-id: 9f1c2e3a-7b6d-4c5e-8f9a-0b1c2d3e4f5a\n"
        "x-amz-request-id: 4442587FB7D0A2F9\ncf-ray: 8a1b2c3d4e5f6789-FRA",
        ["9f1c2e3a-7b6d-4c5e-8f9a-0b1c2d3e4f5a", "4442587FB7D0A2F9", "8a1b2c3d4e5f6789-FRA"],
    ),
    (
        "amzn trace id",
        "X-Amzn-Trace-Id: Root=1-67891233-abcdef012345678912345678",
        ["1-67891233-abcdef012345678912345678"],
    ),
    (
        "traceparent",
        "traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
        ["4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7"],
    ),
    (
        "stripe request id",
        '{"error": {"type": "card_error", "code": "card_declined"}, "request_id": "req_8Kx2mQ9vLp3RtZ7w"}',
        ["req_8Kx2mQ9vLp3RtZ7w"],
    ),
    ("ulid request id", "X-Request-Id: 01HV3K8ZQ7X2M9N4P5R6S7T8V9", ["01HV3K8ZQ7X2M9N4P5R6S7T8V9"]),
    (
        "json log trace ids",
        '{"ts": "2026-03-02T10:12:44.123Z", "level": "error", "trace_id": "5b8aa5a2d2c872e8321cf37308d69df2", '
        '"span_id": "051581bf3cb55c13", "msg": "upstream 503"}',
        ["5b8aa5a2d2c872e8321cf37308d69df2", "051581bf3cb55c13"],
    ),
    (
        "datadog decimal trace id",
        "dd.trace_id=5127329843398470115 dd.span_id=2309844315730127764 GET /v1/invoices 200",
        ["5127329843398470115", "2309844315730127764"],
    ),
    (
        "openai completion id",
        '{"id": "chatcmpl-9XyZ7aBcD3eFgH1iJ2kL", "object": "chat.completion"}',
        ["chatcmpl-9XyZ7aBcD3eFgH1iJ2kL"],
    ),
    (
        "azure request ids",
        "x-ms-request-id: 1d5c2b8e-601e-0045-2b3a-7c1f9e000000",
        ["1d5c2b8e-601e-0045-2b3a-7c1f9e000000"],
    ),
    (
        "sentry event id",
        "Sentry event 2f9c4e1b7a3d4c5e8f6a1b2c3d4e5f6a captured (release ledger@2.4.1)",
        ["2f9c4e1b7a3d4c5e8f6a1b2c3d4e5f6a"],
    ),
    (
        "amz id 2",
        "x-amz-id-2: YwNlZDgzZTJhNjQ2MzQ0ZTYzZmM3YjNkOTk0ZDY1ZjU4YjgyMWZhZg==",
        ["YwNlZDgzZTJhNjQ2MzQ0ZTYzZmM3YjNkOTk0ZDY1ZjU4YjgyMWZhZg=="],
    ),
    (
        "correlation id de log",
        "Fehler beim Export, Korrelations-ID: 7c1f9e3a-2b4d-4e6f-8a0b-1c2d3e4f5a6b",
        ["7c1f9e3a-2b4d-4e6f-8a0b-1c2d3e4f5a6b"],
    ),
    # --- metrics and timestamps --------------------------------------------------------------
    (
        "json latency metrics",
        '{"service": "checkout", "p50_ms": 84, "p95_ms": 412, "p99_ms": 1290, "error_rate": "0.42%", "rps": 1830}',
        ["84", "412", "1290", "0.42%", "1830"],
    ),
    (
        "kubectl top",
        "NAME                           CPU(cores)   CPU%   MEMORY(bytes)   MEMORY%\nip-10-0-3-41   912m   23%   5120Mi   34%",
        ["912m", "23%", "5120Mi", "34%"],
    ),
    (
        "epoch timestamps",
        '{"created": 1717171717, "expires_at_ms": 1717258117123, "updated": "2026-03-02T10:12:44Z"}',
        ["1717171717", "1717258117123", "2026-03-02T10:12:44Z"],
    ),
    (
        "prometheus sample",
        'http_request_duration_seconds_bucket{le="0.5",route="/v1/invoices"} 48213 1717171717000',
        ["48213", "1717171717000"],
    ),
    ("uptime percent", "SLA report March: uptime 99.95%, MTTR 14 min, incidents 2.", ["99.95%"]),
    # --- technology and product terms --------------------------------------------------------
    (
        "tech terms as names",
        "Gateway restarted; Node pool drained; Sidekiq and Celery workers back; Jenkins green.",
        ["Gateway", "Sidekiq", "Celery", "Jenkins"],
    ),
    # --- infrastructure, secret references and more record shapes -----------------------
    (
        "toml secret refs",
        'secret_arn = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/ledger/db-Ab12Cd"\nkms_key_id = "arn:aws:kms:eu-west-1:123456789012:key/0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0"\nregion = "eu-west-1"',
        [
            "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/ledger/db-Ab12Cd",
            "arn:aws:kms:eu-west-1:123456789012:key/0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
        ],
    ),
    (
        "yaml ssm param",
        "env:\n  DB_PASSWORD_PARAM: /prod/ledger/db/password\n  API_KEY_SECRET_ID: prod/stripe/api-key",
        ["/prod/ledger/db/password", "prod/stripe/api-key"],
    ),
    (
        "json secret id",
        '{"SecretId": "arn:aws:secretsmanager:us-east-1:123456789012:secret:stripe-live-9XkQ2p", "VersionStage": "AWSCURRENT"}',
        ["arn:aws:secretsmanager:us-east-1:123456789012:secret:stripe-live-9XkQ2p"],
    ),
    (
        "gcp secret ref env",
        "DB_PASSWORD_SECRET=projects/ledger-prod-017001/secrets/db-password/versions/latest",
        ["projects/ledger-prod-017001/secrets/db-password/versions/latest"],
    ),
    (
        "azure keyvault ref",
        "password_ref: https://kv-ledger-prod.vault.azure.net/secrets/db-password/7c1f9e3a2b4d4e6f",
        ["https://kv-ledger-prod.vault.azure.net/secrets/db-password/7c1f9e3a2b4d4e6f"],
    ),
    (
        "iam access key id listing",
        "AccessKeyId           Status    CreateDate\nAKIAQ3EXAMPLE7XK2M4P  Active    2025-11-02T08:14:55Z",
        ["2025-11-02T08:14:55Z"],
    ),
    (
        "git log",
        "commit 4f2a9c81be7d3e6f5a0b1c2d3e4f5a6b7c8d9e0f\nMerge: 1a2b3c4 5d6e7f8\nDate:   Mon Mar 2 10:12:44 2026 +0100\n\n    Bump Aurora SDK to 2.4.1 (#4412)",
        ["4f2a9c81be7d3e6f5a0b1c2d3e4f5a6b7c8d9e0f", "1a2b3c4", "5d6e7f8", "Aurora SDK", "#4412"],
    ),
    (
        "trace spans",
        "trace 7f3e2a1b9c8d4e5f6a7b8c9d0e1f2a3b\n  span checkout.create_order 412ms\n    span stripe.charges.create 288ms  http.status=200  request_id=req_Q2w3E4r5T6y7U8i9\n    span db.query orders 31ms  db.host=db-prod-1.internal.ledgerline.io",
        ["7f3e2a1b9c8d4e5f6a7b8c9d0e1f2a3b", "412ms", "req_Q2w3E4r5T6y7U8i9", "db-prod-1.internal.ledgerline.io"],
    ),
    (
        "cells prices",
        "A1: Product    B1: Unit price    C1: Margin\nA2: Aurora    B2: €129.00    C2: 38%\nA3: Sienna Pro    B3: €249.00    C3: 41%",
        ["Aurora", "€129.00", "38%", "Sienna Pro", "€249.00", "41%"],
    ),
    (
        "html price table",
        "<table><tr><th>Plan</th><th>Price</th></tr><tr><td>Starter</td><td>€19/mo</td></tr><tr><td>Business</td><td>€99/mo</td></tr></table>",
        ["€19", "€99"],
    ),
    (
        "html product card",
        '<div class="product"><h2>Sienna Pro Headphones</h2><span class="price">$249.00</span><span class="discount">-15%</span></div>',
        ["Sienna Pro", "$249.00", "-15%"],
    ),
    (
        "calendar launch",
        "BEGIN:VEVENT\nSUMMARY:Aurora 3.0 launch review\nLOCATION:Room Curie\nDTSTART:20260302T100000Z\nDESCRIPTION:Budget €45\\,000\\; target conversion 3.5%\nEND:VEVENT",
        ["Aurora", "€45\\,000", "3.5%", "20260302T100000Z"],
    ),
    (
        "vcard org",
        "BEGIN:VCARD\nVERSION:3.0\nFN:Ingrid Solheim\nORG:Hale & Moss LLP;Finance\nTITLE:Controller\nEND:VCARD",
        ["Hale & Moss LLP"],
    ),
    (
        "ocr receipt",
        "REWE Markt GmbH\nBahnhofstr. 12, 50667 Köln\nBIO MILCH 1,19\nBROT 2,49\nSUMME EUR 3,68\nMwSt 7% 0,24\n02.03.2026 10:12 Bon-Nr. 4412",
        ["1,19", "2,49", "3,68", "7%", "0,24", "4412"],
    ),
    (
        "ocr invoice fr",
        "FACTURE N° 2026-0412\nRévision 60 000 km ............ 289,00 €\nPlaquettes AV ................. 74,90 €\nTotal TTC ..................... 363,90 €",
        ["289,00 €", "74,90 €", "363,90 €"],
    ),
    (
        "ascii table orders",
        "+----------+-----------+---------+\n| order_id | product   | total   |\n+----------+-----------+---------+\n| 88213    | Aurora    | 129.00  |\n| 88214    | Milo Mini | 59.00   |\n+----------+-----------+---------+",
        ["Aurora", "129.00", "Milo Mini", "59.00"],
    ),
    (
        "psql revenue by region",
        " region | revenue  | growth\n--------+----------+--------\n EMEA   | 1204330  | 12.4%\n APAC   |  804120  | 7.9%\n(2 rows)",
        ["1204330", "12.4%", "804120", "7.9%"],
    ),
    (
        "email vendor quote",
        "From: sales@bergstrom.se\nSubject: Offert 2026-117\n\nHej,\nPris per enhet: 1 290 kr, totalt 25 800 kr exkl. moms. Leverans vecka 12.\n\nMvh\nBergström AB",
        ["1 290 kr", "25 800 kr", "Bergström AB"],
    ),
    (
        "chat pricing discussion",
        "[14:02] Lena Fischer: Sienna Pro is $249, Aurora $129 — should we drop Aurora to $119?\n[14:03] Tom Berg: margin on Aurora is only 22%",
        ["Sienna Pro", "$249", "$129", "$119", "22%"],
    ),
    (
        "log payments",
        "2026-03-02 10:12:44,573 INFO [payments] invoice INV-2026-0412 paid, total €582.12, fee €8.73, 146ms",
        ["€582.12", "€8.73", "146ms"],
    ),
    (
        "http billing response",
        'HTTP/1.1 200 OK\nContent-Type: application/json\nX-Request-Id: 5f1c2e3a7b6d4c5e\n\n{"plan": "business", "amount": 9900, "currency": "eur", "interval": "month"}',
        ["5f1c2e3a7b6d4c5e", "9900"],
    ),
    (
        "env hosts",
        "SMTP_HOST=email-smtp.eu-west-1.amazonaws.com\nREDIS_HOST=redis-master.cache.svc.cluster.local\nDB_HOST=db-prod-1.internal.ledgerline.io\nDB_PASSWORD=Vx8!kq2Lm9pR",
        [
            "email-smtp.eu-west-1.amazonaws.com",
            "redis-master.cache.svc.cluster.local",
            "db-prod-1.internal.ledgerline.io",
        ],
    ),
    (
        "ini hosts",
        "[database]\nhost = pg-primary.internal\nport = 5432\nuser = ledger_app\npassword = Vx8!kq2Lm9pR\n[cache]\nhost = 10.0.3.41",
        ["pg-primary.internal"],
    ),
    (
        "shell ssh prompt host",
        "deploy@web-03:~$ uptime\n 10:12:44 up 41 days,  3:02,  1 user,  load average: 0.42, 0.38, 0.35",
        ["web-03", "0.42"],
    ),
    (
        "nginx upstream",
        "upstream api {\n    server api-1.fra1.internal:8080;\n    server api-2.fra1.internal:8080;\n}",
        ["api-1.fra1.internal", "api-2.fra1.internal"],
    ),
    (
        "markdown incident",
        "## Incident 2026-03-02\n- p95 latency rose to 2.4 s on checkout-api (eu-west-1)\n- error rate peaked at 7.8%\n- root cause: pod checkout-api-6c9d8f7b5-q4w2e OOMKilled\n- request id for repro: 01HV3K8ZQ7X2M9N4P5R6S7T8V9",
        ["2.4 s", "7.8%", "checkout-api-6c9d8f7b5-q4w2e", "01HV3K8ZQ7X2M9N4P5R6S7T8V9"],
    ),
    (
        "json order webhook",
        '{"id": "evt_1OqX2bK8aZ3cD4eF", "type": "invoice.paid", "data": {"object": {"id": "in_1OqX2bK8aZ3cD4eF", "amount_paid": 4900, "currency": "eur", "customer": "cus_PqR8sT2uV3wX4y"}}}',
        ["evt_1OqX2bK8aZ3cD4eF", "4900", "in_1OqX2bK8aZ3cD4eF", "cus_PqR8sT2uV3wX4y"],
    ),
    (
        "yaml k8s resources",
        "resources:\n  limits:\n    cpu: 500m\n    memory: 512Mi\nnodeSelector:\n  kubernetes.io/hostname: ip-10-0-26-48.eu-west-1.compute.internal",
        ["500m", "512Mi", "ip-10-0-26-48.eu-west-1.compute.internal"],
    ),
    (
        "de log amounts",
        "2026-03-02 10:12:44 INFO Bestellung 88213 bezahlt, Summe 129,00 €, Versand 4,90 €",
        ["129,00 €", "4,90 €"],
    ),
    ("zh product list", "新品：极光 Pro 售价 ¥1,299，星河网关 v3.2 上线，转化率 3.1%。", ["¥1,299", "3.1%"]),
    ("ja product", "新製品「サクラ Pro」の価格は 29,800円、粗利率は 35%です。", ["29,800円", "35%"]),
    (
        "json company balance sheet",
        '{"company": "Hale & Moss LLP", "fiscal_year": 2025, "revenue": 4200000, "ebitda_margin": "18%", "cash": 640000}',
        ["Hale & Moss LLP", "4200000", "18%", "640000"],
    ),
    (
        "tsv cloud costs",
        "service\taccount\tcost_usd\nEC2\t123456789012\t8412.33\nS3\t123456789012\t912.08",
        ["123456789012", "8412.33", "912.08"],
    ),
    (
        "json aws account list",
        '{"Accounts": [{"Id": "123456789012", "Name": "ledger-prod", "Email": "aws-prod@ledgerline.io", "Status": "ACTIVE"}]}',
        ["123456789012", "ledger-prod"],
    ),
    (
        "ec2 id in prose",
        "Please reboot i-0f3a9c2b7d1e45a86 and check vol-0a12b34c56d78e90f; the AMI is ami-0c55b159cbfafe1f0.",
        ["i-0f3a9c2b7d1e45a86", "vol-0a12b34c56d78e90f", "ami-0c55b159cbfafe1f0"],
    ),
    (
        "azure storage account",
        "AccountName=ledgerprodstore;EndpointSuffix=core.windows.net;Container=invoices",
        ["ledgerprodstore"],
    ),
    (
        "gh actions run",
        "Run #4412 of deploy.yml on runner ubuntu-22.04 (job id 23412345678) took 4m12s",
        ["23412345678"],
    ),
    (
        "cloud run revision",
        "Service [invoice-api] revision [invoice-api-00042-xoz] has been deployed and is serving 100 percent of traffic.",
        ["invoice-api-00042-xoz"],
    ),
    (
        "aws cost line",
        "AWS account 123456789012 (ledger-prod): EC2 spend up 4.2% in February",
        ["123456789012", "ledger-prod", "4.2%"],
    ),
    # --- beside people: prices in their mail and chat, logins on hosts, ids in their logs ---
    (
        "email renewal price",
        "Hi Anna,\n\nthe renewal of Sienna Pro costs €1,200 per year (list price €1,500).\n\nBest,\nTom",
        ["€1,200", "€1,500", "Sienna Pro"],
    ),
    (
        "chat quote to person",
        "[09:14] Jonas Weber: the Aurora bundle is $349 now, 15% off until Friday",
        ["$349", "15%", "Aurora"],
    ),
    (
        "json ticket body price",
        '{"ticket": 4412, "requester": "Helena Vogt", "body": "Upgraded to Sienna Pro, now paying $49/month instead of $29"}',
        ["$49", "$29", "Sienna Pro"],
    ),
    (
        "customer record with plan price",
        '{"customer": "Ingrid Solheim", "email": "ingrid@solheim.no", "plan": "Business", "plan_price": "€99", "mrr": "€99"}',
        ["€99"],
    ),
    (
        "invoice to person",
        "Invoice INV-2026-0412\nBill to: Oskar Brandt\nAurora x2 @ €129.00 = €258.00\nVAT 19%: €49.02\nTotal: €307.02",
        ["€129.00", "€258.00", "19%", "€49.02"],
    ),
    (
        "receipt with cashier",
        "Kasse 3 – Bediener: Petra\nKaffee 3,20 €\nCroissant 2,10 €\nSumme 5,30 €",
        ["3,20 €", "2,10 €", "5,30 €"],
    ),
    (
        "host in person line",
        "Lena Fischer logged in to web-03.fra1.internal from 203.0.113.7",
        ["web-03.fra1.internal"],
    ),
    ("git remote host", "origin  git@gitlab.ledgerline.io:payments/ledger-api.git (fetch)", ["gitlab.ledgerline.io"]),
    (
        "mail log host",
        "Mar  2 10:11:12 mx1 postfix/smtp[2231]: 4F2A9C81BE: to=<helena.vogt@gmx.de>, relay=mx00.gmx.net[212.227.15.9]:25, status=sent",
        ["mx1", "4F2A9C81BE", "mx00.gmx.net"],
    ),
    (
        "request id with user",
        '{"ts": "2026-03-02T10:12:44Z", "user": "hvogt", "request_id": "8f14e45fceea167a5a36dedd4bea2543", "path": "/api/invoices"}',
        ["8f14e45fceea167a5a36dedd4bea2543", "2026-03-02T10:12:44Z"],
    ),
    (
        "request id in email",
        "Hi Lars, the failed payment has reference req_7HkQ2mR9vLp3TzX8 — can you retry?",
        ["req_7HkQ2mR9vLp3TzX8"],
    ),
    (
        "trace in person chat",
        "[11:02] Ingrid Solheim: got 500 again, trace id 4bf92f3577b34da6a3ce929d0e0e4736",
        ["4bf92f3577b34da6a3ce929d0e0e4736"],
    ),
    (
        "timestamp near name",
        "Helena Vogt — last login 2026-03-02 10:12:44 UTC, session 2h14m",
        ["2026-03-02 10:12:44", "2h14m"],
    ),
    ("metric near name", "Owner: Lars Eriksen | p95 412 ms | CPU 87% | errors 0.4%", ["412 ms", "87%", "0.4%"]),
    (
        "percent in hr aggregate",
        "Team engagement score 78%, attrition 6.2%, average raise 3.5% (HR dashboard)",
        ["78%", "6.2%", "3.5%"],
    ),
    (
        "company near person sig",
        "Kind regards\nIngrid Solheim\nHead of Finance | Nordlys Shipping ASA\n+47 912 34 567",
        ["Nordlys Shipping ASA"],
    ),
    ("company in vcard org", "BEGIN:VCARD\nFN:Lars Eriksen\nORG:Eriksen Rørlegger\nEND:VCARD", ["Eriksen Rørlegger"]),
    (
        "tech terms in chat",
        "[10:01] Anna Berg: Kafka lag is back to normal, Grafana shows it; Vault sealed again?",
        ["Kafka", "Grafana", "Vault"],
    ),
    (
        "product in calendar",
        "SUMMARY:Demo Sienna Pro for Lars Eriksen\nDTSTART:20260302T100000Z",
        ["Sienna Pro", "20260302T100000Z"],
    ),
    ("city in address-like", "Shipping from warehouse Rotterdam to Helena Vogt, Hamburg", ["Rotterdam"]),
    (
        "yaml hostname with user",
        "deploy:\n  user: ingrid\n  host: web-03.fra1.internal\n  key: ~/.ssh/id_ed25519",
        ["web-03.fra1.internal"],
    ),
    (
        "toml owner and host",
        '[owner]\nname = "Lars Eriksen"\n\n[database]\nserver = "db-prod-1.internal.ledgerline.io"\nports = [ 5432 ]',
        ["db-prod-1.internal.ledgerline.io"],
    ),
    (
        "html order table person",
        "<tr><td>Oskar Brandt</td><td>Aurora</td><td>€129.00</td><td>2026-03-02</td></tr>",
        ["Aurora", "€129.00", "2026-03-02"],
    ),
    ("price per person ticket", "Tickets: €45 per person, Anna Berg bought 2", ["€45"]),
    # --- software and products in stacks, incident notes, integrations, product tables --------
    (
        "de stack line",
        "**Stack:** Node, Kubernetes 1.29, Terraform, Argo CD, Harbor, Keycloak",
        ["Node", "Kubernetes", "Terraform", "Argo CD", "Harbor", "Keycloak"],
    ),
    (
        "fr tools",
        "Outils : Jenkins, SonarQube, Nexus, Ansible et Rancher pour le cluster.",
        ["Jenkins", "SonarQube", "Nexus", "Ansible", "Rancher"],
    ),
    (
        "en incident tools",
        "Paged via PagerDuty; Sentry shows the spike; Datadog monitor 'Checkout latency' fired.",
        ["PagerDuty", "Sentry", "Datadog"],
    ),
    ("zh product", "星河网关 v3.2.1 下周上线，北斗监控 也要同步升级。", ["星河网关"]),
    ("ja product", "新しい「ひかりCRM」は来月リリース予定です。", ["ひかりCRM"]),
    ("ru product", "Новая версия «Алиса Про» выходит в марте.", ["Алиса Про"]),
    (
        "json integrations",
        '{"integrations": [{"name": "Salesforce", "status": "ok"}, {"name": "HubSpot", "status": "error"}, {"name": "Zendesk", "status": "ok"}]}',
        ["Salesforce", "HubSpot", "Zendesk"],
    ),
    (
        "yaml services names",
        "services:\n  - name: Hermes\n    port: 8080\n  - name: Athena\n    port: 8081",
        ["Hermes", "Athena"],
    ),
    (
        "markdown release products",
        "## Release notes\n- **Atlas** dashboard: new filters\n- **Juno** API: rate limits raised to 600 rpm",
        ["Atlas", "Juno"],
    ),
    (
        "chat tech names",
        "[10:01] Anna Berg: Heroku dyno restarted, Celery beat stuck, Flower shows 3 workers",
        ["Heroku", "Celery", "Flower"],
    ),
    (
        "csv product names",
        "product,units,revenue\nAurora,310,40190\nSienna Pro,122,30378\nMilo,88,5192",
        ["Aurora", "Sienna Pro", "Milo"],
    ),
    (
        "tsv product names",
        "Produkt\tAbsatz\tUmsatz\nLuna\t310\t40.190 €\nGreta Pro\t122\t30.378 €",
        ["Luna", "Greta Pro", "40.190 €", "30.378 €"],
    ),
    (
        "html product list",
        "<ul><li>Aurora – €129</li><li>Sienna Pro – €249</li><li>Milo Mini – €59</li></ul>",
        ["Aurora", "€129", "Sienna Pro", "€249", "Milo Mini", "€59"],
    ),
    # --- machine identities and more cloud ids ---------------------------------------------
    (
        "gcp sa email",
        '{"type": "service_account", "client_email": "ci-deployer@ledger-prod-917878.iam.gserviceaccount.com"}',
        ["ci-deployer@ledger-prod-917878.iam.gserviceaccount.com"],
    ),
    (
        "gcp sa member",
        "gcloud projects add-iam-policy-binding ledger-prod --member=serviceAccount:invoice-exporter@ledger-prod.iam.gserviceaccount.com --role=roles/storage.admin",
        ["invoice-exporter@ledger-prod.iam.gserviceaccount.com"],
    ),
    (
        "k8s namespace user",
        "kubectl -n dev-anna get pods\nNAME                     READY\napi-7d9f8b6c4d-x2k9p     1/1",
        ["api-7d9f8b6c4d-x2k9p"],
    ),
    (
        "azure vm id",
        "/subscriptions/6f1b2c3d-4e5f-4789-abcd-ef0123456789/resourceGroups/rg-anna-sandbox/providers/Microsoft.Compute/virtualMachines/vm-anna-dev",
        ["6f1b2c3d-4e5f-4789-abcd-ef0123456789"],
    ),
    (
        "managed identity client id",
        "AZURE_CLIENT_ID=3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
        ["3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d"],
    ),
    (
        "ecr image",
        "image: 123456789012.dkr.ecr.eu-west-1.amazonaws.com/ledger/api:2.4.1",
        ["123456789012.dkr.ecr.eu-west-1.amazonaws.com"],
    ),
    (
        "cloudwatch log group",
        "/aws/lambda/invoice-export log stream 2026/03/02/[$LATEST]4f2a9c81be7d3e6f5a0b1c2d3e4f5a6b",
        ["4f2a9c81be7d3e6f5a0b1c2d3e4f5a6b"],
    ),
    (
        "git sha in trace",
        "at ledger.api.handler (/srv/app/handler.js:41:12) build 4f2a9c8 sha256:9b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c",
        ["sha256:9b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c"],
    ),
]

#: (what it is, text, values a span must cover)
REALS: list[tuple[str, str, list[str]]] = [
    (
        "json employee salary",
        '{"employee": "Marta Kowalczyk", "title": "Senior Analyst", "salary": "€64,000", "bonus_pct": "12%"}',
        ["Marta Kowalczyk", "€64,000", "12%"],
    ),
    ("en bonus share", "Jonas Weber's bonus for 2026: 8% of base.", ["Jonas Weber"]),
    ("en customer balance", "Customer Sienna Moreau owes €412.50 since March.", ["Sienna Moreau", "€412.50"]),
    (
        "person named like product",
        "Customer: Aurora Lindqvist, plan Sienna Pro, phone +46 70 123 45 67",
        ["Aurora Lindqvist", "+46 70 123 45 67"],
    ),
    (
        "csv vendor sole trader",
        "vendor,country,iban\nTomasz Nowak,PL,PL61109010140000071219812874",
        ["Tomasz Nowak", "PL61109010140000071219812874"],
    ),
    (
        "signature person beside firm",
        "Best regards,\nMaria Olsen\nAccount Manager\nHale & Moss LLP\nM: +44 7700 900123",
        ["Maria Olsen", "+44 7700 900123"],
    ),
    ("en my balance", "Your balance: £412.50 (due 14 March).", ["£412.50"]),
    ("de my salary", "Ich verdiene 4.200 € brutto im Monat.", ["4.200 €"]),
    ("es my salary", "Mi sueldo es de 2.100 € netos.", ["2.100 €"]),
    ("zh my salary", "我的月薪是 25,000 元。", ["25,000 元"]),
    ("ru my salary", "Моя зарплата — 120 000 ₽ в месяц.", ["120 000 ₽"]),
    ("en owes", "Anna owes the landlord €950 for February.", ["€950"]),
    (
        "md payroll table",
        "| Employee | Base salary | Bonus |\n|---|---|---|\n| Priya Nair | $135,000 | 10% |\n| Lars Eriksen | $118,500 | 8% |",
        ["Priya Nair", "$135,000", "Lars Eriksen", "$118,500"],
    ),
    (
        "csv customer invoices",
        "invoice,customer,email,amount_due\nINV-1001,Helena Vogt,helena.vogt@gmx.de,120.00",
        ["Helena Vogt", "helena.vogt@gmx.de"],
    ),
    (
        "connection string password beside host",
        "DATABASE_URL=postgres://ledger_app:Vx8!kq2Lm9pR@db-prod-1.internal.ledgerline.io:5432/ledger",
        ["Vx8!kq2Lm9pR"],
    ),
    (
        "bearer beside request id",
        "Authorization: Bearer sk-proj-4fT9xQ2mLp7RvZ8wK3nB6yH1jD5sA0cE\nX-Request-Id: 01HV3K8ZQ7X2M9N4P5R6S7T8V9",
        ["sk-proj-4fT9xQ2mLp7RvZ8wK3nB6yH1jD5sA0cE"],
    ),
    (
        "aws secret beside arn",
        "aws_access_key_id = AKIAQ3EXAMPLE7XK2M4P\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY\n"
        "role_arn = arn:aws:iam::123456789012:role/DeployRole",
        ["wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY"],
    ),
    (
        "github token beside trace",
        'GITHUB_TOKEN=ghp_R8x2K9mQ4vL7pT3nW6yB1jH5dS0cF2aE8gU4\ntrace_id="5b8aa5a2d2c872e8321cf37308d69df2"',
        ["ghp_R8x2K9mQ4vL7pT3nW6yB1jH5dS0cF2aE8gU4"],
    ),
    (
        "json customer record with balance",
        '{"customer": {"name": "Oskar Brandt", "email": "oskar.brandt@web.de"}, "balance_due": "€318.40"}',
        ["Oskar Brandt", "oskar.brandt@web.de"],
    ),
    ("de employee raise", "Gehaltserhöhung für Jonas Weber: 5,5 % ab Juli.", ["Jonas Weber", "5,5 %"]),
    ("fr salary named", "Le salaire de Claire Dubois passe à 3 400 € brutto.", ["Claire Dubois", "3 400 €"]),
    (
        "chat person asks",
        "[09:12] Lena Fischer: can you send me the Q3 deck? my number is 0151 23456789",
        ["Lena Fischer", "0151 23456789"],
    ),
    (
        "email from person with company",
        "From: Tobias Lindgren <tobias.lindgren@bergstrom.se>\nTo: ap@halemoss.co.uk\nSubject: Invoice 2026-117",
        ["Tobias Lindgren", "tobias.lindgren@bergstrom.se"],
    ),
    ("ip of client", "Failed password for invalid user admin from 203.0.113.77 port 52144 ssh2", ["203.0.113.77"]),
    ("home dir user", 'Traceback: File "/home/kgreenwood/projects/ledger/app.py", line 12', ["kgreenwood"]),
    (
        "ja salary named",
        "山本さんの月給は 42万円です。",
        ["42万円"],
    ),
    (
        "yaml employee",
        "employee:\n  name: Ingrid Solheim\n  salary: 640000\n  currency: NOK\n  bonus_percent: 10",
        ["Ingrid Solheim", "640000"],
    ),
    (
        "json employee bonus pct",
        '{"name": "Lars Eriksen", "department": "Sales", "bonus_percent": "15%"}',
        ["Lars Eriksen", "15%"],
    ),
    ("cells person balance", "A1: Name    B1: Balance\nA2: Helena Vogt    B2: €318.40", ["Helena Vogt", "€318.40"]),
    (
        "toml real password",
        'password = "Vx8!kq2Lm9pR"\nkms_key_id = "arn:aws:kms:eu-west-1:123456789012:key/0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0"',
        ["Vx8!kq2Lm9pR"],
    ),
    ("env real password", "DB_HOST=db-prod-1.internal.ledgerline.io\nDB_PASSWORD=Vx8!kq2Lm9pR", ["Vx8!kq2Lm9pR"]),
    (
        "git author",
        "commit 4f2a9c81be7d3e6f5a0b1c2d3e4f5a6b7c8d9e0f\nAuthor: Ingrid Solheim <ingrid.solheim@ledgerline.io>",
        ["Ingrid Solheim", "ingrid.solheim@ledgerline.io"],
    ),
    (
        "vcard person",
        "BEGIN:VCARD\nVERSION:3.0\nFN:Ingrid Solheim\nORG:Hale & Moss LLP\nTEL;TYPE=cell:+47 912 34 567\nEND:VCARD",
        ["Ingrid Solheim", "+47 912 34 567"],
    ),
    (
        "json bank account number",
        '{"holder": "Oskar Brandt", "account_number": "123456789012", "balance": "€2,340.00"}',
        ["Oskar Brandt", "123456789012"],
    ),
    (
        "csv payroll",
        "employee,salary,bonus\nHelena Vogt,64000,8%\nTobias Lindgren,71000,10%",
        ["Helena Vogt", "64000", "Tobias Lindgren", "71000"],
    ),
    ("ru account number", "Счёт получателя: 40817810099910004312", ["40817810099910004312"]),
    ("ocr receipt card", "KARTENZAHLUNG\nVISA ************4412\nKarteninhaber: Oskar Brandt", ["Oskar Brandt"]),
    (
        "crm deal amount",
        '{"dealname": "Orion Insight – renewal", "amount": "24000", "dealstage": "contractsent"}',
        ["24000"],
    ),
    # twins of the decoys16 rules: goods records with a buyer, passwords beside vault paths
    (
        "order with buyer",
        '{"name": "Anna Berg", "email": "anna.berg@posteo.de", "sku": "AUR-100", "price": 129.0}',
        ["Anna Berg", "anna.berg@posteo.de"],
    ),
    (
        "csv buyers and items",
        "name,item,price\nAnna Berg,Aurora,129\nLars Eriksen,Sienna Pro,249",
        ["Anna Berg", "Lars Eriksen"],
    ),
    ("md buyers", "| Name | Product | Price |\n|---|---|---|\n| Helena Vogt | Aurora | €129 |", ["Helena Vogt"]),
    ("person then days", "Anna Kowalska 1.5 days off sick (migraine)", ["Anna Kowalska"]),
    ("bank account amazon payout", "Amazon payout sent to account 123456789012 of Oskar Brandt", ["Oskar Brandt"]),
    ("kontonummer with aws word", "Kontonummer 123456789012 (Oskar Brandt), Rechnung AWS bezahlt", ["123456789012"]),
    ("password with slash lower", "DB_PASSWORD=blue/horse/battery", ["blue/horse/battery"]),
    (
        "ssm secure string value",
        'aws ssm get-parameter --name /prod/db/password --with-decryption\n{"Parameter": {"Name": "/prod/db/password", "Value": "Vx8!kq2Lm9pR"}}',
        ["Vx8!kq2Lm9pR"],
    ),
    (
        "secret manager value",
        '{"ARN": "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-Ab12Cd", "SecretString": "{\\"password\\": \\"Vx8!kq2Lm9pR\\"}"}',
        ["Vx8!kq2Lm9pR"],
    ),
    ("person named slug-like", '{"name": "Anna-Lena Berg", "email": "alb@posteo.de"}', ["Anna-Lena Berg"]),
    (
        "iam user with real name",
        "arn:aws:iam::123456789012:user/ingrid.solheim  Ingrid Solheim  ingrid.solheim@ledgerline.io",
        ["Ingrid Solheim", "ingrid.solheim@ledgerline.io"],
    ),
    (
        "json buyer name beside sku",
        '{"order": 88213, "name": "Oskar Brandt", "sku": "AUR-100", "qty": 1}',
        ["Oskar Brandt"],
    ),
    ("password under a ref key", 'password_ref: "Tr0ub4dor/&3"', ["Tr0ub4dor/&3"]),
    ("ssh login of a person", "ssh ingrid@bastion-eu1.ledgerline.io -p 2222", ["ingrid@bastion-eu1.ledgerline.io"]),
    ("rsync login of a person", "rsync -az /var/backups/ sybren@nas.home:/volume1/backup/", ["sybren"]),
    ("scp-style remote of a person", "remote: anna.berg@build-box.local:~/src/ledger", ["anna.berg"]),
    ("mail address before a colon", "Send it to helena.vogt@gmx.de: she signs today.", ["helena.vogt@gmx.de"]),
    ("vat number beside vat amount", "USt-IdNr.: DE123456789, MwSt 19 %: 49,02 €", ["DE123456789"]),
    ("person beside product tier", "Sienna Moreau pays €1,200 per year for Aurora Pro.", ["Sienna Moreau", "€1,200"]),
    (
        "payroll fixed width with summe",
        "MITARBEITER        BRUTTO\nANNA BERG          4.200,00\nJONAS WEBER        3.900,00\nSUMME              8.100,00",
        ["ANNA BERG", "JONAS WEBER"],
    ),
    ("receipt cashier label", "REWE Markt\nKassierer: ANNA BERG\nMILCH      1,19\nSUMME      1,19", ["ANNA BERG"]),
    (
        "statement transfer",
        "10.05  HAVALE OĞULCAN ÇINAROĞLU  +468,32\n12.05  POS MIGROS  -307,50\nTOPLAM  160,82",
        ["OĞULCAN ÇINAROĞLU"],
    ),
    (
        "expenses split",
        "ANNA BERG      38,50\nJONAS WEBER    41,20\nTOTAL          79,70\n(who owes what for the trip)",
        ["ANNA BERG", "JONAS WEBER"],
    ),
    (
        "expenses split no owe",
        "ANNA BERG      38,50\nJONAS WEBER    41,20\nTOTAL          79,70",
        ["ANNA BERG", "JONAS WEBER"],
    ),
    (
        "person mail beside a service account",
        '{"owner": "helena.vogt@gmail.com", "client_email": "ci-deployer@ledger-prod-917878.iam.gserviceaccount.com"}',
        ["helena.vogt@gmail.com"],
    ),
    (
        "look-alike domain is a mailbox",
        "Write to anna.berg@gserviceaccount-support.de for access.",
        ["anna.berg@gserviceaccount-support.de"],
    ),
    (
        "sns sms phone beside aws words",
        "aws sns publish --phone-number +491701234567 --region eu-central-1",
        ["491701234567"],
    ),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


@pytest.mark.parametrize(("label", "text", "values"), DECOYS, ids=[c[0] for c in DECOYS])
def test_a_business_value_stays_unmasked(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        hit = [s.text for s in spans if s.start < k + len(v) and k < s.end]
        assert not hit, f"{label}: {v!r} masked by {hit}"


@pytest.mark.parametrize(("label", "text", "values"), REALS, ids=[c[0] for c in REALS])
def test_a_personal_value_of_the_same_shape_stays_masked(
    det: Detector, label: str, text: str, values: list[str]
) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        covered = {i for s in spans for i in range(max(s.start, k), min(s.end, k + len(v)))}
        need = {i for i in range(k, k + len(v)) if text[i].isalnum()}
        assert need <= covered, f"{label}: {v!r} not masked ({[s.text for s in spans]})"


def _at(text: str, value: str) -> tuple[int, int]:
    k = text.index(value)
    return k, k + len(value)


def test_secret_reference_needs_a_resource_shape_or_a_reference_key() -> None:
    arn = 'secret_arn = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-Ab12Cd"'
    assert secret_reference(arn, *_at(arn, "prod/db-Ab12Cd"))  # a part of the ARN, read alone
    gcp = "DB_PASSWORD_SECRET=projects/ledger-prod-017001/secrets/db-password/versions/latest"
    assert secret_reference(gcp, *_at(gcp, "projects/ledger-prod-017001/secrets/db-password/versions/latest"))
    vault = "password_ref: https://kv-ledger.vault.azure.net/secrets/db-password/7c1f9e3a"
    assert secret_reference(vault, *_at(vault, "https://kv-ledger.vault.azure.net/secrets/db-password/7c1f9e3a"))
    param = "DB_PASSWORD_PARAM: /prod/ledger/db/password"
    assert secret_reference(param, *_at(param, "/prod/ledger/db/password"))
    # the same path under a key that holds the value, and a mixed-case value under a ref key
    plain = "DB_PASSWORD=blue/horse/battery"
    assert not secret_reference(plain, *_at(plain, "blue/horse/battery"))
    mixed = 'password_ref: "Tr0ub4dor/&3"'
    assert not secret_reference(mixed, *_at(mixed, "Tr0ub4dor/&3"))


def test_cloud_account_id_needs_an_arn_or_an_aws_line_without_bank_words() -> None:
    with_arn = '{"Account": "123456789012", "Arn": "arn:aws:sts::123456789012:assumed-role/ci/x"}'
    assert cloud_account_id(with_arn, *_at(with_arn, "123456789012"))
    aws_line = "EC2\t123456789012\t8412.33"
    assert cloud_account_id(aws_line, *_at(aws_line, "123456789012"))
    bank = "Kontonummer 123456789012, Rechnung AWS bezahlt"
    assert not cloud_account_id(bank, *_at(bank, "123456789012"))
    payout = "Amazon payout sent to account 123456789012"
    assert not cloud_account_id(payout, *_at(payout, "123456789012"))
    assert not cloud_account_id(aws_line, *_at(aws_line, "123456789012"), arn_only=True)  # a phone span
    plus = "aws sns publish --phone-number +491701234567"
    assert not cloud_account_id(plus, *_at(plus, "491701234567"))
    short = "EC2 account 12345678901"
    assert not cloud_account_id(short, *_at(short, "12345678901"))


def test_resource_slug_needs_an_infrastructure_word_or_a_storage_string() -> None:
    assert resource_slug('"Name": "ledger-prod"', 9, 20)
    assert not resource_slug('"Name": "anna-lena"', 9, 18)
    conn = "AccountName=ledgerprodstore;EndpointSuffix=core.windows.net"
    assert resource_slug(conn, *_at(conn, "ledgerprodstore"))
    assert not resource_slug("AccountName=ledgerprodstore", 12, 27)  # no storage string around it


def test_product_record_reads_the_record_not_the_name() -> None:
    item = '{"sku": "AUR-100", "name": "Aurora", "price": 129.0}'
    assert product_record(item, *_at(item, "Aurora"))
    buyer = '{"name": "Aurora", "email": "a@posteo.de", "sku": "AUR-100"}'
    assert not product_record(buyer, *_at(buyer, "Aurora"))
    full = '{"name": "Oskar Brandt", "sku": "AUR-100"}'
    assert not product_record(full, *_at(full, "Oskar Brandt"))
    table = "+-----+-------------+-------+\n| sku | name        | price |\n+-----+-------------+-------+\n| A1  | Oscar Chair | 149   |"
    assert product_record(table, *_at(table, "Oscar Chair"))
    bought = "name,item,price\nAnna Berg,Aurora,129"
    assert not product_record(bought, *_at(bought, "Anna Berg"))


def test_product_noun_end() -> None:
    assert product_noun_end("Bump Aurora SDK to 2.4", 5, 15)
    assert not product_noun_end("Maria Olsen Phone: +47 912 34 567", 0, 17)
    assert product_noun_end("Aurora 3.0 launch review", 0, 6)
    assert not product_noun_end("Anna 1.5 days off", 0, 4)
