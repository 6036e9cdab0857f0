"""Credentials: detect-secrets plugins as one Presidio recognizer, plus vendor prefixes.

Entities: ``API_KEY`` (vendor tokens, bearer tokens, JWTs), ``SECRET`` (keyword
assignments of non-password secrets, high-entropy strings), ``PRIVATE_KEY`` (PEM/OpenSSH/PGP
blocks, whole block), ``PASSWORD`` (``password=…`` assignments, basic-auth URLs).

How detect-secrets is used (its plugin classes directly; thread-safe, no global settings):

- every ``RegexBasedDetector`` plugin (AWS, GitHub, GitLab, Slack, Stripe, Twilio, SendGrid,
  Discord, Telegram, Azure, Artifactory, Mailchimp, npm, PyPI, Square, IBM, SoftLayer,
  Cloudant, basic auth …) contributes its ``denylist`` regexes, recompiled with MULTILINE
  so the whole text is scanned once (equivalent to its per-line scan) and offsets are exact;
- ``KeywordDetector``'s assignment regexes (``password = "…"``, ``api_key: …``) are run with
  ``finditer``; the secret group gives the offsets; unquoted values end at whitespace;
- JWTs are validated with ``JwtTokenDetector.is_formally_valid``;
- entropy uses ``Base64HighEntropyString``/``HexHighEntropyString`` Shannon entropy and
  limits (4.5 / 3.0 bits per char) on our own candidate regex, then filters (below);
- detect-secrets' heuristic filters drop templated values, ``$VAR`` references, sequential
  strings and UUIDs.

Vendor prefixes detect-secrets lacks: OpenAI ``sk-``/``sk-proj-``/``sk-svcacct-``, Anthropic
``sk-ant-``, OpenRouter ``sk-or-v1-``, Google ``AIza``, Groq ``gsk_``, xAI ``xai-``,
HuggingFace ``hf_``, GitHub fine-grained ``github_pat_``, Replicate ``r8_``, Perplexity
``pplx-``, npm ``npm_``, Stripe test keys, and ``Authorization: Bearer <token>``.

Entropy filtering (so agent logs do not flood): hex-only strings (git SHAs, checksums,
request ids) are reported only with a credential word (key, token, secret, passw…) within
48 characters before them on the same line; UUIDs never; base64-like strings need entropy
> 4.5 bits/char, all of lower+upper+digit, length 24..300, and no hash context
(``sha256-``, ``integrity``, ``digest``, ``checksum``); public object ids with a type prefix
(Stripe ``in_``/``cus_``/``pi_``…, OpenAI ``chatcmpl-``/``file-``…) are not secrets. Inside a
filesystem path (``/…``, ``~/…``, ``./…``, ``C:/…``, ``file:/…``) each ``/`` segment is judged
alone, and a temp directory's random component (mktemp ``tmp.XXXXXXXXXX``, tempfile
``tmpab12cd34``, ``workspace-axi31i1h``, ``pytest-of-x``/``pytest-3``) never, so a run directory
``/tmp/tmp.zWohYd483l/edgeward/…`` is no secret while a 24+-character random segment still is.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
from detect_secrets.filters import heuristic as ds_heuristic
from detect_secrets.plugins import keyword as ds_keyword
from detect_secrets.plugins.base import RegexBasedDetector
from detect_secrets.plugins.high_entropy_strings import (
    Base64HighEntropyString,
    HexHighEntropyString,
)
from detect_secrets.plugins.jwt import JwtTokenDetector

from ..secret_words import password_pointer
from .base import OurRecognizer, char_classes, shannon_entropy

API_KEY, SECRET, PRIVATE_KEY, PASSWORD = "API_KEY", "SECRET", "PRIVATE_KEY", "PASSWORD"

_TOKEN_CHARS = r"A-Za-z0-9_\-"
_LB = rf"(?<![{_TOKEN_CHARS}])"
_RB = rf"(?![{_TOKEN_CHARS}])"

# (name, regex, score, require_random_body)
_VENDOR_PATTERNS: list[tuple[str, str, float, bool]] = [
    ("anthropic", r"sk-ant-(?:api|admin|oat|sid)\d{2}-[A-Za-z0-9_\-]{32,200}", 0.99, False),
    ("anthropic_generic", r"sk-ant-[A-Za-z0-9_\-]{24,200}", 0.95, True),
    ("openrouter", r"sk-or-v1-[a-f0-9]{64}", 0.99, False),
    ("openai_legacy", r"sk-[A-Za-z0-9_\-]*[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}", 0.99, False),
    ("openai_project", r"sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_\-]{24,300}", 0.97, True),
    ("sk_generic", r"sk-[A-Za-z0-9]{32,200}", 0.9, True),
    ("google", r"AIza[0-9A-Za-z_\-]{35}", 0.97, False),
    ("groq", r"gsk_[A-Za-z0-9]{40,64}", 0.97, True),
    ("xai", r"xai-[A-Za-z0-9_\-]{40,128}", 0.97, True),
    ("huggingface", r"hf_[A-Za-z0-9]{30,40}", 0.95, True),
    ("github_pat", r"github_pat_[A-Za-z0-9_]{60,120}", 0.99, False),
    ("github", r"gh[pousr]_[A-Za-z0-9]{36,251}", 0.97, False),
    ("stripe", r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,128}", 0.97, False),
    ("stripe_webhook", r"whsec_[A-Za-z0-9]{24,64}", 0.95, False),
    ("replicate", r"r8_[A-Za-z0-9]{37}", 0.9, True),
    ("perplexity", r"pplx-[A-Za-z0-9]{40,64}", 0.95, True),
    ("npm", r"npm_[A-Za-z0-9]{36}", 0.95, True),
    ("slack", r"xox[abposr]-[A-Za-z0-9\-]{10,250}", 0.95, False),
    ("aws_access_key", r"(?:A3T[A-Z0-9]|ABIA|ACCA|AKIA|ASIA)[0-9A-Z]{16}", 0.97, False),
    # round 8: providers detect-secrets' plugins miss, each by its documented token format
    ("sendgrid", r"SG\.[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{30,64}", 0.97, False),
    ("shopify", r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}", 0.97, False),
    ("atlassian", r"ATATT3xFfGF0[A-Za-z0-9_\-=]{20,300}", 0.97, False),
    ("databricks", r"dapi[a-f0-9]{32}(?:-\d)?", 0.95, False),
    ("pulumi", r"pul-[a-f0-9]{40}", 0.97, False),
    ("doppler", r"dp\.(?:st|ct|sa|scim|audit|pt)\.(?:[a-z0-9_\-]{1,40}\.)?[A-Za-z0-9]{40,44}", 0.97, False),
    ("supabase", r"sbp_(?:v0_)?[a-f0-9]{40}", 0.97, False),
    ("postman", r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}", 0.97, False),
    ("newrelic", r"NR(?:AK|JS|II)-[A-Z0-9]{19,32}", 0.95, False),
    ("age", r"AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}", 0.99, False),
    ("notion", r"ntn_[A-Za-z0-9]{40,50}", 0.95, True),
    ("heroku", r"HRKU-[A-Za-z0-9_\-]{30,64}", 0.95, False),
    ("mapbox", r"[ps]k\.eyJ[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{20,}", 0.95, False),
    ("digitalocean", r"do[opr]_v1_[a-f0-9]{64}", 0.99, False),
    ("slack_app", r"xapp-\d-[A-Z0-9]{8,16}-\d{8,16}-[a-f0-9]{32,80}", 0.97, False),
    ("langsmith", r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}", 0.97, False),
    ("vault", r"hv[sb]\.[A-Za-z0-9_\-]{24,200}", 0.9, True),
    ("google_oauth", r"ya29\.[A-Za-z0-9_\-]{30,300}", 0.95, False),
    ("pinecone", r"pcsk_[A-Za-z0-9_]{40,100}", 0.95, True),
    ("tavily", r"tvly-(?:dev-|prod-)?[A-Za-z0-9]{32}", 0.95, True),
    ("docker_hub", r"dckr_(?:pat|oat)_[A-Za-z0-9_\-]{24,40}", 0.97, True),
    ("planetscale", r"pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_\-.]{32,64}", 0.97, True),
    ("buildkite", r"bkua_[a-f0-9]{40}", 0.97, False),
    ("circleci", r"CCIPAT_[A-Za-z0-9]{20,30}_[a-f0-9]{40}", 0.97, False),
    ("contentful", r"CFPAT-[A-Za-z0-9_\-]{43}", 0.97, False),
    ("dynatrace", r"dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}", 0.97, False),
    ("square", r"sq0(?:atp|csp)-[A-Za-z0-9_\-]{22,60}", 0.97, False),
    ("netlify", r"nf[pc]_[A-Za-z0-9]{36,40}", 0.95, True),
    ("render", r"rnd_[A-Za-z0-9]{32}", 0.95, True),
    ("resend", r"re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}", 0.9, True),
    ("elevenlabs", r"sk_[a-f0-9]{48}", 0.95, False),
    # secrets14: a Telegram bot token (``<bot id>:AA<35>``, also glued to ``/bot`` in API URLs)
    # and a Discord webhook URL, whose last path segment is the webhook's token
    ("telegram_bot", r"(?:bot)?\d{6,12}:AA[A-Za-z0-9_\-]{30,40}", 0.95, False),
    (
        "discord_webhook",
        r"(?:https://)?(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d{15,21}/[A-Za-z0-9_\-]{60,80}",
        0.95,
        False,
    ),
]
_VENDOR_RE = [(n, re.compile(_LB + p + _RB), s, r) for n, p, s, r in _VENDOR_PATTERNS]

_BEARER_RE = re.compile(r"\b[Bb]earer\s+([A-Za-z0-9_\-\.=+/~]{16,})")
_JWT_RE = re.compile(_LB + r"eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{4,}\.[A-Za-z0-9_\-]*" + _RB)

# scheme://user:password@host — detect-secrets' BasicAuthDetector rejects RFC 3986 reserved
# characters in the password, which real (unencoded) passwords contain: this one does not.
_URL_CRED_RE = re.compile(
    r"\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[^\s:/@\"'<>]{1,128}:(?P<pw>[^\s@/\"'<>]{1,256})@(?=[A-Za-z0-9\[])"
)

_PEM_BEGIN_RE = re.compile(r"-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----")
_PUTTY_RE = re.compile(r"PuTTY-User-Key-File-[23]:")

# Plugins whose secret is a capture group (the rest of the match is context).
_GROUP_IS_SECRET = {
    "BasicAuthDetector",
    "AWSKeyDetector",
    "CloudantDetector",
    "IbmCloudIamDetector",
    "IbmCosHmacDetector",
    "SoftlayerDetector",
    "NpmDetector",
}
# Handled by dedicated code above, or not credentials.
_SKIP_PLUGINS = {
    "KeywordDetector",
    "Base64HighEntropyString",
    "HexHighEntropyString",
    "IPPublicDetector",
    "PrivateKeyDetector",
    "JwtTokenDetector",
}
_PLUGIN_ENTITY = {"BasicAuthDetector": PASSWORD, "CloudantDetector": PASSWORD}

_PLACEHOLDER_VALUES = {
    "null",
    "none",
    "nil",
    "true",
    "false",
    "undefined",
    "changeme",
    "change_me",
    "password",
    "passwd",
    "secret",
    "redacted",
    "example",
    "xxxxxx",
    "your_api_key",
    "your-api-key",
    "<redacted>",
    "hidden",
    "masked",
    "notset",
    "not_set",
    "empty",
    "required",
    "optional",
    "string",
    "str",
    "env",
    "default",
    "dummy",
    "test",
    "testing",
    "sample",
    "placeholder",
}
_INDIRECT_RE = re.compile(
    r"^(?:os\.|process\.env|env\(|getenv|environ|config\.|settings\.|self\.|this\.|args\.|"
    r"request\.|params\.|secrets\.|vault:|ref\(|\$\{|\{\{|<%|%\(|\$[A-Za-z_])"
)
_DOTTED_IDENT_RE = re.compile(r"^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+(?:\(\))?$")
_MASKED_RE = re.compile(r"^(.)\1{3,}$|^[*xX#•.\-]{4,}$|^<[^>]*>$|^\[[^\]]*\]$|^\{[^}]*\}$")
#: a vendor prefix and a masked body, as docs write example keys (``sk-...``,
#: ``sk-xxxxxxxxxxxxxxxx``, ``ghp_XXXXXXXX``, ``sk_live_****``, ``sk-proj-…``)
_EXAMPLE_KEY_RE = re.compile(r"^(?:[A-Za-z0-9]{1,12}[_\-.]){1,3}(?:[xX]{3,}|[*•.…]{1,}|<[^>]*>)[.…]*$")

_CRED_WORD_RE = re.compile(r"(?i)(key|token|secret|passw|pwd|auth|credential|bearer|signature|private|api)")
#: a public/publishable key's name before a value; ``public`` as a word or a key part
#: (``public_key``, ``NEXT_PUBLIC_``, ``publicKey``), not ``publicly`` or ``Republic`` (breaker13)
_PUBLIC_CTX_RE = re.compile(r"(?i:(?<![a-z])public)(?![a-z])|(?i:publishable)|(?i:(?<![a-z])pub(?:lic)?[_\-]?key)")
_HASH_CONTEXT_RE = re.compile(
    r"(?i)(sha\d*[-:=]|md5|integrity|digest|checksum|hash|etag|commit|revision|\brev\b|"
    r"fingerprint|nonce|request[_-]?id|trace[_-]?id|span[_-]?id|blob|tree|object)"
)
_B64_CAND_RE = re.compile(r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/_\-]{24,300}={0,2}(?![A-Za-z0-9+/=_\-])")
_HEX_CAND_RE = re.compile(r"(?<![A-Za-z0-9])[0-9a-fA-F]{24,}(?![A-Za-z0-9])")
# Public object ids with a type prefix (Stripe in_/cus_/ch_/pi_…, OpenAI chatcmpl-/resp_/file-…):
# random-looking, but an id the API returns to anyone who can read the object, not a secret.
#: The key or query parameter before a value says it is an identifier: ``id``, ``*_id``,
#: ``*Id``, ``*Reference``, ``uuid``, ``nonce``, ``etag``, ``cursor`` and the ad-click ids
#: (``gclid``, ``fbclid``, ``msclkid`` …, documented by the ad networks as opaque click ids).
_ID_KEY_BEFORE_RE = re.compile(
    r"(?:[\"']?(?P<k>[A-Za-z_][\w.\-]{0,40})[\"']?[ \t]*[:=][ \t]*[\"']?|[?&;](?P<q>[A-Za-z_][\w.\-]{0,40})=)"
    r"(?:[A-Za-z]{2,8}[._:])?$"
)
_ID_KEY_RE = re.compile(
    r"(?i)(?:^|[_.\-])(?:id|ids|uuid|guid|ref|reference|nonce|etag|cursor|gclid|fbclid|msclkid|dclid|gbraid|"
    r"wbraid|yclid|ttclid|igshid|mc_eid|twclid|li_fat_id)$|[a-z](?:Id|ID|Ref|Reference)$"
)
# inside a URL path: scheme://host/…/<value> (not a query value)
_IN_URL_PATH_RE = re.compile(
    r"[a-z][a-z0-9+.\-]*://[^\s/?#\"']+/[^\s?#\"']*$|(?<![\w/])(?:[\w\-]+\.)+[a-z]{2,}/[^\s?#\"']*$"
)


# a filesystem path up to the candidate: the token starts `/`, `~/`, `./`, `../` or a drive
# (`C:\`, `C:/`), or is a `file:` URL; its segments are judged one by one (a temp directory's
# random component, `/tmp/tmp.zWohYd483l/…`, must not join its neighbours into one "token")
_PATH_TOKEN_RE = re.compile(r"(?:^|[\s\"'`=(\[<,;])(?:~|\.{1,2}|[A-Za-z]:|file:/?)?[/\\][^\s\"'`]*$")
#: a random temp-directory component by its maker's shape: mktemp `tmp.XXXXXXXXXX`, Python
#: tempfile `tmpab12cd34`, `workspace-axi31i1h`, pytest's `pytest-of-x`/`pytest-3`
TEMP_COMPONENT_RE = re.compile(
    r"^(?:tmp|temp)[._-]?[A-Za-z0-9_]{6,32}$|^[A-Za-z]+-[a-z0-9]{6,12}$|^pytest-(?:of-[\w.-]+|\d+)$"
)


def _id_keyed(ctx: str) -> bool:
    """The key or query parameter right before a value (``ctx`` ends at it) names an id."""
    m = _ID_KEY_BEFORE_RE.search(ctx)
    if m is None:
        return False
    key = m.group("k") or m.group("q") or ""
    return bool(key) and _ID_KEY_RE.search(key) is not None


_PUBLIC_ID_RE = re.compile(
    r"^(?:in|ii|il|cus|ch|pi|pm|py|sub|si|seti|prod|price|evt|txn|po|re|tr|acct|src|ba|cs|inv|ord|req|usr|msg|"
    r"file|run|thread|asst|batch|ftjob|resp|chatcmpl|call|step|vs|org|proj|user)[_\-][A-Za-z0-9]{8,}$"
)
_UUID_RE = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")

# Extra keyword names detect-secrets does not have (token, credential, client_secret...).
_EXTRA_KEYWORD_RE = re.compile(
    r"""(?ix)
    (?<![A-Za-z0-9])
    (?P<key>[A-Za-z0-9_.\-]*(?:token|credential|access[_-]?key|secret[_-]?key|client[_-]?secret|
        passphrase|api[_-]?key|apikey|auth[_-]?key)[A-Za-z0-9_\-]*)
    ["']?\s*(?::=|=>|=|:)\s*
    (?P<q>["'`]?)(?P<val>[^\s"'`,;<>()\[\]{}]{8,512})(?P=q)
    """
)


# A keyword regex can only match on a line holding one of detect-secrets' keyword stems.
_KEYWORD_PREFILTER_RE = re.compile(
    r"(?i)api_?key|auth_?key|service_?key|account_?key|db_?key|database_?key|priv_?key|private_?key|"
    r"client_?key|db_?pass|database_?pass|key_?pass|password|passwd|pwd|secret|contrase"
)
# Every vendor pattern starts with one of these literals.
_VENDOR_PREFILTER_RE = re.compile(
    r"sk-|sk_|rk_|AIza|gsk_|xai-|hf_|gh[pousr]_|github_pat_|whsec_|r8_|pplx-|npm_|xox|A3T|ABIA|ACCA|AKIA|ASIA|"
    r"SG\.|shp|ATATT|dapi|pul-|dp\.|sbp_|PMAK-|NR(?:AK|JS|II)-|AGE-SECRET|ntn_|HRKU-|k\.eyJ|_v1_|xapp-|lsv2_|hv[sb]\.|"
    r"ya29\.|pcsk_|tvly-|dckr_|pscale_|bkua_|CCIPAT_|CFPAT-|dt0c01|sq0|nf[pc]_|rnd_|re_|:AA|/webhooks/"
)


#: a value that tells the reader what to put there (``REPLACE_ME``, ``change-me-please``,
#: ``FILL_ME_IN``, ``TODO``, ``YOUR_PASSWORD``, ``insert-password-here``): a template's stand-in
_INSTRUCTION_RE = re.compile(
    r"(?i)^(?:(?:please[-_ ])?(?:replace|change|fill|set|insert|enter|put|add|update|edit)"
    r"(?:[-_ ]?(?:me|it|this|in|here|value|later))+(?:[-_ ][a-z]+)*"
    r"|todo|fixme|tbd|tba"
    r"|your[-_ ]?(?:own[-_ ])?(?:password|passwd|pass|pw|secret|token|key|api[-_]?key|access[-_]?key)(?:[-_ ]here)?"
    r"|(?:insert|enter|put|add|paste)[-_ ](?:your[-_ ])?[a-z]+(?:[-_][a-z]+)*[-_ ]here)$"
)


_DIGIT_RUN_RE = re.compile(r"\d+")


def _random_part(part: str) -> bool:
    """A generated string, not an identifier (secrets15): 10+ characters with 2+ upper, 2+ lower
    case letters and digits in 2+ runs (``Xy7kQ2mR7pT`` of a client secret ``Xy7kQ2mR7pT.Yb4``,
    which a dotted-name rule read as ``config.key``); not ``awsRegion``, ``db2Host``."""
    if len(part) < 10 or len(_DIGIT_RUN_RE.findall(part)) < 2:
        return False
    return sum(c.isupper() for c in part) >= 2 and sum(c.islower() for c in part) >= 2


def looks_like_reference(value: str) -> bool:
    """True when an assignment's value is not a secret but a reference to one or a
    placeholder: ``os.environ["X"]``, ``process.env.X``, ``${X}``, ``{{ x }}``, ``config.key``,
    a call, ``<redacted>``, ``****``, ``changeme``, ``your_api_key_here``."""
    v = value.strip().strip("\"'`")
    low = v.lower()
    if low in _PLACEHOLDER_VALUES or ("your" in low and ("here" in low or "key" in low)):
        return True
    if _INSTRUCTION_RE.match(v):
        return True
    if _DOTTED_IDENT_RE.match(v) and not any(_random_part(p) for p in v.split(".")):
        return True
    if _MASKED_RE.match(v) or _INDIRECT_RE.match(v) or _EXAMPLE_KEY_RE.match(v):
        return True
    if ds_heuristic.is_templated_secret(v) or ds_heuristic.is_prefixed_with_dollar_sign(v):
        return True
    return bool(re.match(r"^[A-Za-z_][\w.]*(?:\(|\[)", v))


#: the last word of a key that names something about a secret, not the secret
#: (``password_hint``, ``password_changed_at``, ``token_expires``); ``public``/``pub`` anywhere
_ABOUT_SECRET_TAIL = frozenset(
    "hint at date changed updated created expires expiry expired length len policy reset id ids url uri type "
    "name label prefix algorithm alg ttl timeout count min max version rotation".split()
)
_KEY_NAME_RE = re.compile(r"[A-Za-z][A-Za-z0-9_.\-]*")


#: tails whose value may still be a secret when it looks like one: a hint that is the password
#: itself, a reset's temporary password or token (``"password_hint": "Kiwi#2231"``,
#: ``"password_reset": "Tmp!48kQz"``; breaker13)
_MAYBE_SECRET_TAIL = frozenset({"hint", "reset"})
_SECRET_SHAPED_RE = re.compile(r"^(?!\d{4}-\d\d-\d\d)(?=\S*[^\W\d_])(?=\S*\d)\S{6,}$")


def _key_not_secret(key_part: str, value: str = "") -> bool:
    """Whether the key before a keyword match names a public value or a fact about a secret
    (``"public_key":``, ``"password_hint":``, ``passwordChangedAt =``), so its value is none. A
    hint or a reset whose ``value`` is secret-shaped (no blank, 6+ characters with a letter and a
    digit, no ISO date: ``Kiwi#2231``) is kept: people write the password into its hint."""
    names = _KEY_NAME_RE.findall(key_part)
    if not names:
        return False
    words = [w.lower() for w in re.split(r"[_.\-]+|(?<=[a-z0-9])(?=[A-Z])", names[-1]) if w]
    if not words:
        return False
    if "public" in words or "pub" in words:
        return True
    if words[-1] in _MAYBE_SECRET_TAIL:
        return _SECRET_SHAPED_RE.match(value.strip("\"'`")) is None
    return words[-1] in _ABOUT_SECRET_TAIL


def _keyword_windows(text: str) -> list[tuple[int, int]]:
    """Line windows (keyword line plus the next line) where keyword regexes can match."""
    out: list[list[int]] = []
    for m in _KEYWORD_PREFILTER_RE.finditer(text):
        a = text.rfind("\n", 0, m.start()) + 1
        b = text.find("\n", m.end())
        b = len(text) if b < 0 else text.find("\n", b + 1)
        b = len(text) if b < 0 else b
        if out and a <= out[-1][1]:
            out[-1][1] = max(out[-1][1], b)
        else:
            out.append([a, b])
    return [(a, b) for a, b in out]


def looks_random(body: str) -> bool:
    """True when ``body`` looks like a generated token rather than words/slugs.

    Rules: length >= 16; at least two of lower/upper/digit; Shannon entropy >= 3.0 bits/char;
    not a slug of three or more lowercase words joined by ``-``/``_``.
    """
    if len(body) < 16 or char_classes(body) < 2:
        return False
    if shannon_entropy(body) < 3.0:
        return False
    parts = [p for p in re.split(r"[-_]", body) if p]
    if len(parts) >= 3 and sum(p.isalpha() and p.islower() for p in parts) >= len(parts) - 1:
        return False
    return True


def _plausible_value(val: str, quoted: bool, kind: str) -> bool:
    """Keyword-assignment value filter (see module docstring)."""
    v = val.strip()
    low = v.lower()
    min_len = 6 if kind == PASSWORD else 8
    if len(v) < min_len:
        return False
    if low in _PLACEHOLDER_VALUES or ("your" in low and ("here" in low or "key" in low)) or _INSTRUCTION_RE.match(v):
        return False
    if password_pointer(v):
        return False  # "see docs.example.com", "in 1Password": where the secret is (secret_words.py)
    if _MASKED_RE.match(v) or _INDIRECT_RE.match(v) or _DOTTED_IDENT_RE.match(v):
        return False
    if ds_heuristic.is_templated_secret(v) or ds_heuristic.is_prefixed_with_dollar_sign(v):
        return False
    if ds_heuristic.is_sequential_string(v) or ds_heuristic.is_potential_uuid(v):
        return False
    if v.startswith(("/", "./", "~/", "http://", "https://", "file:")):
        return False
    if "(" in v or ")" in v or v[-1] in "[{<" or v[0] in "[{":
        return False
    if not quoted and v.isalpha():
        return False  # "password: required", "token: expired"
    if kind != PASSWORD and not quoted and not looks_random(v):
        return False
    if kind != PASSWORD and quoted and char_classes(v) < 2 and len(v) < 20:
        return False
    return True


def _kind_from_keyword(key: str) -> str:
    k = key.lower()
    if re.search(r"pass|pwd|contrase", k):
        return PASSWORD
    if re.search(r"api_?-?key|apikey|auth_?key|token|access_?key|bearer", k):
        return API_KEY
    return SECRET


class CredentialRecognizer(OurRecognizer):
    """Presidio recognizer for credentials (see module docstring for the rules).

    ``find`` yields ``(entity, start, end, score)``; scores: vendor prefixes 0.9-0.99,
    detect-secrets regex plugins 0.9, PEM blocks 1.0, keyword assignments 0.8 (password)
    / 0.75, bearer tokens 0.85, entropy-only strings 0.6 (0.75 with a credential word).
    """

    ENTITIES = (API_KEY, SECRET, PRIVATE_KEY, PASSWORD)

    def __init__(self, supported_language: str = "en", use_entropy: bool = True):
        self.use_entropy = use_entropy
        self._b64 = Base64HighEntropyString()
        self._hex = HexHighEntropyString()
        self._jwt_valid = JwtTokenDetector.is_formally_valid
        self._plugin_res: list[tuple[str, re.Pattern[str], bool, type[RegexBasedDetector]]] = []
        cls: type  # detect-secrets' mapping is untyped
        for cls in get_mapping_from_secret_type_to_class().values():
            if cls.__name__ in _SKIP_PLUGINS or not issubclass(cls, RegexBasedDetector):
                continue
            # denylist: an abstract property on the base class, a tuple on every plugin class
            for rx in cls.denylist:  # type: ignore[attr-defined]  # see above
                compiled = re.compile(rx.pattern, rx.flags | re.MULTILINE)
                self._plugin_res.append((cls.__name__, compiled, cls.__name__ in _GROUP_IS_SECRET, cls))
        kw: dict[re.Pattern[str], int] = {}
        for table in list(ds_keyword.REGEX_BY_FILETYPE.values()) + [ds_keyword.QUOTES_REQUIRED_DENYLIST_REGEX_TO_GROUP]:
            for rx, grp in table.items():
                kw.setdefault(rx, grp)
        # detect-secrets writes "not a line break" as [^\v…], which in Python only excludes the
        # vertical tab, and lets \s* run across lines; on whole texts (not single lines) that
        # would swallow the following lines ("password:\n    headers[…").
        self._keyword_res = [
            (re.compile(rx.pattern.replace(r"\v", r"\n\r\v").replace(r"\s*", r"[ \t]*"), rx.flags | re.MULTILINE), g)
            for rx, g in kw.items()
        ]
        super().__init__(supported_language=supported_language)

    # -- parts ---------------------------------------------------------------------------
    def _vendor(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        if _VENDOR_PREFILTER_RE.search(text) is None:
            vendor_res = []
        else:
            vendor_res = _VENDOR_RE
        for name, rx, score, need_random in vendor_res:
            for m in rx.finditer(text):
                tok = m.group(0)
                if _EXAMPLE_KEY_RE.match(tok):
                    continue
                if need_random:
                    body = re.sub(
                        r"^(sk-(?:ant-|proj-|svcacct-|admin-|None-)?|gsk_|xai-|hf_|r8_|pplx-|npm_|ntn_|hv[sb]\.|pcsk_|"
                        r"tvly-(?:dev-|prod-)?|dckr_(?:pat|oat)_|pscale_(?:tkn|pw|oauth)_|nf[pc]_|rnd_|re_)",
                        "",
                        tok,
                    )
                    if not looks_random(body):
                        continue
                yield API_KEY, m.start(), m.end(), score
        for m in _BEARER_RE.finditer(text):
            tok = m.group(1)
            if looks_random(tok) or tok.count(".") == 2:
                yield API_KEY, m.start(1), m.end(1), 0.85
        for m in _JWT_RE.finditer(text):
            if self._jwt_valid(m.group(0).rstrip(".")) or self._jwt_valid(".".join(m.group(0).split(".")[:2])):
                yield API_KEY, m.start(), m.end(), 0.95

    def _plugins(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for name, rx, group_secret, cls in self._plugin_res:
            for m in rx.finditer(text):
                if group_secret and m.re.groups:
                    best = None
                    for g in range(1, m.re.groups + 1):
                        if m.group(g) and (best is None or len(m.group(g)) > len(m.group(best))):
                            best = g
                    if best is None:
                        continue
                    s, e = m.span(best)
                else:
                    s, e = m.span()
                # strip delimiters some plugins include in the match
                while s < e and text[s] in " \t\r\n=:\"'":
                    s += 1
                while e > s and text[e - 1] in " \t\r\n\"',":
                    e -= 1
                val = text[s:e]
                if not val or ds_heuristic.is_templated_secret(val) or ds_heuristic.is_sequential_string(val):
                    continue
                if _EXAMPLE_KEY_RE.match(val):
                    continue  # ``ghp_xxxx…``: an example key in docs
                if not group_secret:
                    if (s > 0 and text[s - 1].isalnum()) or (e < len(text) and text[e].isalnum()):
                        continue
                if cls.__name__ == "BasicAuthDetector" and (
                    len(val) < 3 or _MASKED_RE.match(val) or val.lower() in _PLACEHOLDER_VALUES or val.lower() == "pass"
                ):
                    continue
                if cls.__name__ == "NpmDetector":
                    val_end = re.match(r"[^\s\"']+", text[s:e])
                    e = s + (val_end.end() if val_end else 0)
                yield _PLUGIN_ENTITY.get(cls.__name__, API_KEY), s, e, 0.9

    def _url_credentials(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _URL_CRED_RE.finditer(text):
            pw = m.group("pw")
            if _MASKED_RE.match(pw) or pw.lower() in _PLACEHOLDER_VALUES or ds_heuristic.is_templated_secret(pw):
                continue
            if pw.startswith("$") or pw.startswith("${"):
                continue
            yield PASSWORD, m.start("pw"), m.end("pw"), 0.9

    def _keywords(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        windows = _keyword_windows(text)
        for rx, grp in self._keyword_res:
            for m in (m for a, b in windows for m in rx.finditer(text, a, b)):
                s, e = m.span(grp)
                if s < 0:
                    continue
                val = text[s:e]
                quoted = s > 0 and text[s - 1] in "'\"`"
                if not quoted:  # unquoted values end at whitespace
                    cut = re.match(r"\S+", val)
                    if not cut:
                        continue
                    val = cut.group(0).rstrip(",;")
                    e = s + len(val)
                key_part = text[m.start() : s]
                k0 = m.start()
                while k0 > 0 and (text[k0 - 1].isalnum() or text[k0 - 1] in "_.-") and m.start() - k0 < 64:
                    k0 -= 1  # the whole key name (``public_key``), not only the keyword in it
                if _key_not_secret(text[k0:s], val):
                    continue
                kind = _kind_from_keyword(key_part)
                if ds_heuristic.is_indirect_reference(text[m.start() : m.end()]):
                    continue
                if not _plausible_value(val, quoted, kind):
                    continue
                yield kind, s, e, 0.8 if kind == PASSWORD else 0.75
        if not re.search(
            r"(?i)token|credential|secret|passphrase|api[_-]?key|apikey|auth[_-]?key|access[_-]?key", text
        ):
            return
        for m in _EXTRA_KEYWORD_RE.finditer(text):
            val = m.group("val")
            quoted = bool(m.group("q"))
            if _key_not_secret(m.group("key"), val):
                continue
            kind = _kind_from_keyword(m.group("key"))
            if not _plausible_value(val, quoted, kind):
                continue
            if kind != PASSWORD and not looks_random(val) and not quoted:
                continue
            yield kind, m.start("val"), m.end("val"), 0.75

    def _private_keys(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _PEM_BEGIN_RE.finditer(text):
            label = m.group(1)
            end_marker = f"-----END {label}-----"
            j = text.find(end_marker, m.end(), m.end() + 20000)
            if j >= 0:
                yield PRIVATE_KEY, m.start(), j + len(end_marker), 1.0
            else:  # truncated block: cover the base64 body that follows
                body = re.match(r"(?:[\r\n]+[A-Za-z0-9+/=:, \-]*)*", text[m.end() : m.end() + 20000])
                yield PRIVATE_KEY, m.start(), m.end() + (body.end() if body else 0), 1.0
        for m in _PUTTY_RE.finditer(text):
            mac = re.search(r"Private-MAC:\s*[0-9a-fA-F]+", text[m.end() : m.end() + 10000])
            end = m.end() + mac.end() if mac else min(len(text), m.end() + 2000)
            yield PRIVATE_KEY, m.start(), end, 1.0

    def _entropy(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _HEX_CAND_RE.finditer(text):
            val = m.group(0)
            line_start = text.rfind("\n", 0, m.start()) + 1
            ctx = text[max(line_start, m.start() - 48) : m.start()]
            if not _CRED_WORD_RE.search(ctx) or _HASH_CONTEXT_RE.search(ctx):
                continue
            if self._hex.calculate_shannon_entropy(val) <= self._hex.entropy_limit:
                continue
            if ds_heuristic.is_sequential_string(val):
                continue
            yield SECRET, m.start(), m.end(), 0.7
        for m in _B64_CAND_RE.finditer(text):
            yield from self._b64_candidate(text, m.start(), m.group(0))

    def _b64_candidate(self, text: str, start: int, val: str) -> Iterator[tuple[str, int, int, float]]:
        """The entropy verdict on one base64-alphabet candidate ``text[start:start+len(val)]``;
        inside a filesystem path, on each ``/`` segment instead (a secret segment still counts)."""
        if "/" in val:
            line_start = text.rfind("\n", 0, start) + 1
            if _PATH_TOKEN_RE.search(text[max(line_start, start - 512) : start + 1]):
                pos = start
                for seg in val.split("/"):
                    if len(seg) >= 24 and not TEMP_COMPONENT_RE.match(seg):
                        yield from self._b64_candidate(text, pos, seg)
                    pos += len(seg) + 1
                return
        if re.fullmatch(r"[0-9a-fA-F\-]+", val):
            return  # hex / uuid: handled above
        if _UUID_RE.match(val) or char_classes(val) < 3 or _PUBLIC_ID_RE.match(val):
            return
        if self._b64.calculate_shannon_entropy(val) <= self._b64.entropy_limit:
            return
        if ds_heuristic.is_sequential_string(val):
            return
        line_start = text.rfind("\n", 0, start) + 1
        ctx = text[max(line_start, start - 48) : start]
        if _HASH_CONTEXT_RE.search(ctx) or _PUBLIC_CTX_RE.search(ctx) or val.startswith(("pk_live_", "pk_test_")):
            return  # a hash, or a key meant to be public (``public_key``, Stripe ``pk_live_``)
        if not _CRED_WORD_RE.search(ctx) and (_id_keyed(ctx) or _IN_URL_PATH_RE.search(ctx + val)):
            return  # an identifier by its key ("id", "pspReference", "gclid") or a URL path segment
        # paths like a/b/c: several slash-separated word segments
        if val.count("/") >= 2 and all(len(p) == 0 or p.isalpha() for p in val.split("/")[:-1]):
            return
        yield SECRET, start, start + len(val), 0.75 if _CRED_WORD_RE.search(ctx) else 0.6

    # -- entry point -----------------------------------------------------------------------
    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield credential spans from all sources (overlaps are merged later)."""
        yield from self._vendor(text)
        yield from self._plugins(text)
        yield from self._url_credentials(text)
        yield from self._keywords(text)
        yield from self._private_keys(text)
        if self.use_entropy:
            yield from self._entropy(text)
