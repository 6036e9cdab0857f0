"""Cloud resource names read as secrets, bank accounts or people (issue 12, decoys16).

Agents paste infrastructure output (Terraform, ``aws``/``gcloud``/``az`` results, ``.env`` and
TOML config, Kubernetes listings). Three kinds of resource name sit where the detector looks
for personal values and are nobody's:

- **a reference to a secret is no secret** (:func:`secret_reference`): the value of a key that
  says ``secret``, ``key`` or ``password`` is often the *name* of the secret in a vault, not
  its value: an AWS ARN (``arn:aws:secretsmanager:…:secret:prod/db-Ab12Cd``,
  ``arn:aws:kms:…:key/<uuid>``), a GCP resource name (``projects/p/secrets/db-password/
  versions/3``), an Azure Key Vault URL (``https://kv.vault.azure.net/secrets/x``), or a
  parameter path (``/prod/ledger/db/password``) under a key that names a reference
  (``*_ARN``, ``*_PARAM``, ``*_REF``, ``*_PATH``, ``*_SECRET_ID``, ``SecretId``). A vault
  path is lower-case words between slashes; a password that happens to hold a slash has mixed
  case, digits inside words or symbols and stays.
- **an AWS account id is no bank account** (:func:`cloud_account_id`): twelve digits (or
  ``1234-5678-9012``) that occur inside an ARN of the same text, or that stand in a line of
  AWS words (``aws``, ``EC2``, ``S3``, ``IAM``, a region such as ``eu-west-1``,
  ``amazonaws``) with no bank word (``IBAN``, ``bank``, ``account number``, ``Konto`` …).
- **a resource's slug is no person** (:func:`resource_slug`): a PERSON span that is one
  lower-case token of words joined by ``-``/``_`` with an environment or infrastructure word
  among them (``ledger-prod``, ``billing_eu_staging``), or the ``AccountName`` of an Azure
  storage connection string.

- **a cloud service account's address is no mailbox** (:func:`service_account_address`): Google
  Cloud names its machine identities in address form (``ci-deployer@proj.iam.gserviceaccount.com``,
  ``123-compute@developer.gserviceaccount.com``, ``proj@appspot.gserviceaccount.com``); nobody
  reads mail there, and the name is a workload's.

Each function takes the scanned text and a span's offsets ``text[a:b]`` (code points) and
returns True when the span is such a resource name.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["cloud_account_id", "resource_slug", "secret_reference", "service_account_address"]

#: an ARN (``arn:partition:service:region:account:resource``), whole
_ARN_RE = re.compile(r"arn:aws[\w\-]*:[\w\-]+:[\w\-]*:(?P<acct>\d{12}|aws)?:\S+")
#: a GCP resource name of a secret, key, topic … (``projects/<id>/secrets/<name>[/versions/<v>]``)
_GCP_RE = re.compile(
    r"(?://[\w.\-]+/(?:v\d+/)?)?projects/[a-z][a-z0-9\-]{4,40}/(?:(?:locations|zones|regions)/[\w\-]+/)?"
    r"(?:secrets|keyRings|cryptoKeys|topics|subscriptions|instances|databases|buckets|serviceAccounts|"
    r"repositories|clusters|functions|services)/\S+"
)
#: an Azure Key Vault object URL
_KEYVAULT_RE = re.compile(r"https://[\w\-]+\.vault\.azure\.net/(?:secrets|keys|certificates)/\S+")
#: a key whose value names a stored object instead of holding it (``DB_PASSWORD_PARAM``,
#: ``secret_arn``, ``password_ref``, ``SecretId``, ``api_key_secret_name``, ``kms_key_path``)
_REF_KEY_RE = re.compile(
    r"(?i)(?:^|[_\-.\s]|(?<=[a-z])(?=[A-Z]))(?:arn|param|parameter|ref|reference|path|secret[_\-]?id|"
    r"secret[_\-]?name|secretid|secretname|key[_\-]?id|keyid|parameter[_\-]?name|uri|url|location)$"
)
#: a vault path: lower-case words (digits allowed after a letter) between slashes, two or more
_VAULT_PATH_RE = re.compile(r"/?[a-z][a-z0-9]*(?:[\-_.][a-z0-9]+)*(?:/[a-z][a-z0-9]*(?:[\-_.][a-z0-9]+)*)+/?")
_KEY_BEFORE_RE = re.compile(r"[\"']?(?P<k>[A-Za-z][\w.\-]{0,60})[\"']?[ \t]*[:=][ \t]*[\"']?$")
_TOKEN_STOP = " \t\n\"'`,;()[]{}<>="


def _token(text: str, a: int, b: int) -> tuple[int, int]:
    """The whitespace/quote-delimited token around ``text[a:b]``."""
    while a > 0 and text[a - 1] not in _TOKEN_STOP:
        a -= 1
    while b < len(text) and text[b] not in _TOKEN_STOP:
        b += 1
    while b > a and text[b - 1] in ".:":
        b -= 1  # a sentence's full stop after the token
    return a, b


def _key_before(text: str, a: int) -> str | None:
    ls = text.rfind("\n", 0, a) + 1
    m = _KEY_BEFORE_RE.search(text, max(ls, a - 80), a)
    return None if m is None else m.group("k")


def secret_reference(text: str, a: int, b: int) -> bool:
    """``text[a:b]`` (a secret/password/key span) lies in a reference to a stored secret: an
    ARN, a GCP resource name, a Key Vault URL, or a lower-case vault path under a key that
    names a reference (module docstring)."""
    ta, tb = _token(text, a, b)
    token = text[ta:tb]
    if _ARN_RE.fullmatch(token) or _GCP_RE.fullmatch(token) or _KEYVAULT_RE.fullmatch(token):
        return True
    if _VAULT_PATH_RE.fullmatch(token) is None:
        return False
    key = _key_before(text, ta)
    return key is not None and _REF_KEY_RE.search(key) is not None


_ACCOUNT_DIGITS_RE = re.compile(r"\d{12}|\d{4}-\d{4}-\d{4}")
_AWS_WORDS_RE = re.compile(
    r"(?i)(?<![\w\-])(?:aws|amazonaws|arn|ec2|s3|iam|rds|eks|ecs|cloudfront|cloudtrail|"
    r"sts|route53|dynamodb|(?:us|eu|ap|sa|ca|me|af|il)-(?:north|south|east|west|central|"
    r"northeast|southeast|northwest|southwest)-\d)(?!\w)"
)
_BANK_WORDS_RE = re.compile(
    r"(?i)(?<!\w)(?:iban|bic|swift|bank\w*|account[ _\-]?(?:number|no\.?|nr\.?|holder)|acct|routing|sort[ _\-]?code|"
    r"holder|beneficiary|payee|konto\w*|kontonummer|compte|cuenta|conto|rekening|счёт|счет|рахунок|"
    r"银行|账号|口座)(?!\w)"
)

#: labels of twelve-digit personal numbers (India's Aadhaar, Japan's My Number, Russia's and
#: Ukraine's personal INN, Kazakhstan's IIN, Vietnam's CCCD, Malaysia's MyKad/NRIC, the
#: Philippines' PhilSys PSN, tax and social numbers; not Sri Lanka's ``NIC``, a network card
#: in AWS): a KYC or HR pipeline logs them beside AWS words (``aadhaar=… to s3://…``: breaker16)
_PERSON_ID_WORDS_RE = re.compile(
    r"(?i)(?<![^\W_])(?:aadhaa?r|आधार|uidai|my[ _\-]?number|マイナンバー|個人番号|инн|inn|iin|иин|рнокпп|"
    r"ssn|social[ _\-]?security|national[ _\-]?id|citizen[ _\-]?id|id[ _\-]?card|tax[ _\-]?id|tin|pan|"
    r"passport|personalausweis|steuer[ _\-]?id|cccd|cmnd|căn[ \t]+cước|mykad|nric|philsys|psn|身份证|주민등록)(?![^\W_])"
)


def _personal_number_label(text: str, ls: int, le: int) -> bool:
    """A personal-number label in the line ``text[ls:le]``, its neighbour lines, or the first
    line of its block (a table's header: ``name,aadhaar,bucket``)."""
    lo = text.rfind("\n", 0, max(0, ls - 1)) + 1
    hi = text.find("\n", le + 1)
    if _PERSON_ID_WORDS_RE.search(text, lo, len(text) if hi < 0 else hi):
        return True
    blank = max(text.rfind("\n\n", max(0, ls - 4000), ls), text.rfind("\n\r\n", max(0, ls - 4000), ls))
    bs = blank + 2 if blank >= 0 else max(0, text.rfind("\n", 0, max(0, ls - 4000)) + 1)
    be = text.find("\n", bs)
    return _PERSON_ID_WORDS_RE.search(text, bs, ls if be < 0 or be > ls else be) is not None


@lru_cache(maxsize=8)
def _aws_words_in(text: str) -> bool:
    """An AWS word anywhere in ``text``: one token, its boundaries a line break or the text's
    ends in the slices :func:`cloud_account_id` searches, so a match in a slice is one here.
    Kept for the few texts being scanned: asked once per twelve-digit span."""
    return _AWS_WORDS_RE.search(text) is not None


def cloud_account_id(text: str, a: int, b: int, arn_only: bool = False) -> bool:
    """``text[a:b]`` is a twelve-digit AWS account id: the digits occur inside an ARN of the
    text, or (unless ``arn_only``: a phone span, since AWS SNS logs hold twelve-digit E.164
    numbers beside AWS words) its line has AWS words and no bank word (module docstring)."""
    value = text[a:b].strip()
    if _ACCOUNT_DIGITS_RE.fullmatch(value) is None or text[max(0, a - 1) : a] == "+":
        return False
    digits = value.replace("-", "")
    if "arn:aws" in text and any(m.group("acct") == digits for m in _ARN_RE.finditer(text)):
        return True  # the ARN's account field, not digits in its resource (``kyc/<id>.pdf``: breaker16)
    if arn_only or not _aws_words_in(text):
        return False  # no AWS word anywhere: none in the line or around it (below)
    ls = text.rfind("\n", 0, a) + 1
    le = text.find("\n", b)
    le = len(text) if le < 0 else le
    line = text[ls:le]
    if _BANK_WORDS_RE.search(line) or _personal_number_label(text, ls, le):
        return False
    if _AWS_WORDS_RE.search(line):
        return True
    # a table row: AWS words in the row's header line (``service  account  cost``) do not say
    # AWS, but the neighbouring rows may (``EC2`` in the first column)
    lo = text.rfind("\n", 0, max(0, ls - 1)) + 1
    hi = text.find("\n", le + 1)
    around = text[lo : len(text) if hi < 0 else hi]
    return _AWS_WORDS_RE.search(around) is not None and _BANK_WORDS_RE.search(around) is None


#: environment and infrastructure words a resource's slug is built from
_INFRA_WORDS = frozenset(
    """
    prod production prd staging stage stg dev develop development test testing qa uat sandbox sbx preprod
    demo perf load canary blue green live shadow dr backup backups archive logs log data lake warehouse
    db database cache redis queue api web app apps svc service services worker workers cron batch jobs job
    infra ops platform core shared common main internal external public private edge cdn gateway proxy
    lb alb nlb vpc subnet cluster node nodes pool store storage bucket blob files assets static media
    billing ledger payments payment invoices invoice orders analytics metrics monitoring audit security
    eu us uk de fr ap apac emea amer east west north south central ci cd build deploy release artifacts
    """.split()
)
_SLUG_RE = re.compile(r"[a-z][a-z0-9]*(?:[\-_][a-z0-9]+)+")
_STORAGE_NAME_RE = re.compile(r"(?i)(?:^|;)[ \t]*AccountName[ \t]*=[ \t]*$")
_STORAGE_LINE_RE = re.compile(
    r"(?i)(?:AccountKey|EndpointSuffix|DefaultEndpointsProtocol|BlobEndpoint|SharedAccessSignature)="
)

#: infrastructure words that are also name particles (``jan-de-vries``, ``maria_de_souza``)
_PARTICLES = frozenset({"de"})


def _infra_part(parts: list[str]) -> bool:
    """A slug part is an infrastructure word; a particle counts only when it ends the slug or
    another infrastructure word follows it (``billing-de``, ``shop-de-prod``), since a word
    after it that is none is a surname (``jan-de-vries``: breaker16)."""
    for i, p in enumerate(parts):
        if p not in _INFRA_WORDS:
            continue
        if p not in _PARTICLES or i == len(parts) - 1 or parts[i + 1] in _INFRA_WORDS:
            return True
    return False


def resource_slug(text: str, a: int, b: int) -> bool:
    """``text[a:b]`` (a PERSON span) is a resource's slug or an Azure storage account name
    (module docstring)."""
    value = text[a:b].strip()
    if _SLUG_RE.fullmatch(value) and _infra_part(re.split(r"[\-_]", value)):
        return True
    ls = text.rfind("\n", 0, a) + 1
    le = text.find("\n", b)
    line = text[ls : len(text) if le < 0 else le]
    return (
        _STORAGE_NAME_RE.search(text, ls, a) is not None
        and " " not in value
        and _STORAGE_LINE_RE.search(line) is not None
    )


_SERVICE_ACCOUNT_DOMAIN_RE = re.compile(r"(?i)(?:^|\.)gserviceaccount\.com$")


def service_account_address(address: str) -> bool:
    """``address`` (an e-mail span's text) is a Google Cloud service account: its domain is
    ``gserviceaccount.com`` or a subdomain of it."""
    local, at, domain = address.strip().rpartition("@")
    return bool(at and local) and _SERVICE_ACCOUNT_DOMAIN_RE.search(domain) is not None
