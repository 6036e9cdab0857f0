"""Generated secrets after a label that names a client secret, token or secret key, in the
languages of agent traffic and in every record shape (secrets16).

The password words (``secret_words.py``) and the English ``secret``/``token``/``api key`` of
``context_values.py`` leave out the head-first and compound names other languages give a
client secret or an access token (``le secret client est X``, ``el secreto del cliente es X``,
``Client-Geheimnis lautet X``, ``jeton d'accès : X``, ``tajny klucz: X``, ``クライアントシークレットは
X``), and a two-cell row whose first cell is the label (``| Client Secret | X |``,
``client_secret,X``, ``Secret Key<TAB>X``).

``SECRET`` (secret words) or ``API_KEY`` (token and API-key words), 0.85, when the label is
followed by a separator (``:``, ``=``, an arrow, a cell's ``|``, a tab, a two-cell CSV comma)
or a copula of its language (``is``, ``est``, ``es``, ``è``, ``é``, ``ist``, ``lautet``,
``är``, ``jest``, ``это``, ``は``, ``是``, ``는``), optionally after ``for``/``pour``/``de`` and one
word, and the value **looks generated** (``credentials.looks_random``: 16+ characters, two
character classes, high entropy, no slug of words): a word, a state or a sentence after the
label is never taken (``el secreto del éxito es la constancia``, ``| Token | expired |``).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer
from .credentials import looks_like_reference, looks_random

_S = r"[ \t_\-]?"  # between a label's words: a blank, an underscore or a hyphen
#: labels naming a secret (group ``sec``) or a token/API key (group ``tok``)
_SECRET_LABELS = (
    rf"client{_S}secret|app(?:lication)?{_S}secret|api{_S}secret|consumer{_S}secret|shared{_S}secret|"
    rf"signing{_S}(?:secret|key)|webhook{_S}secret|session{_S}secret|jwt{_S}secret|secret{_S}access{_S}key|"
    rf"secret{_S}key|master{_S}key|encryption{_S}key|"
    r"secret[ \t]+(?:du[ \t]+)?client|clé[ \t]+secrète|clef[ \t]+secrète|"
    r"secreto[ \t]+(?:del?[ \t]+)?cliente|clave[ \t]+secreta|segredo[ \t]+(?:do[ \t]+)?cliente|chave[ \t]+secreta|"
    r"segreto[ \t]+(?:del[ \t]+)?client[ei]?|chiave[ \t]+segreta|client-?geheimnis|geheimer[ \t]+schlüssel|"
    r"geheime[ \t]+sleutel|clientgeheim|hemlig[ \t]+nyckel|klienthemlighet|hemmelig[ \t]+nøkkel|"
    r"tajny[ \t]+klucz|klucz[ \t]+tajny|sekret[ \t]+klienta|секрет[ \t]+клиента|секретный[ \t]+ключ|"
    r"κρυφό[ \t]+κλειδί|gizli[ \t]+anahtar|istemci[ \t]+sırrı|"
    # recovery keys (BitLocker, FileVault, Apple ID, 2FA account recovery)
    rf"recovery{_S}key|wiederherstellungsschlüssel|clé[ \t]+de[ \t]+récupération|clave[ \t]+de[ \t]+recuperación|"
    r"chiave[ \t]+di[ \t]+(?:ripristino|recupero)|chave[ \t]+de[ \t]+recuperação|herstelsleutel|"
    r"gjenopprettingsnøkkel|återställningsnyckel|klucz[ \t]+odzyskiwania|ключ[ \t]+восстановления|"
    r"恢复密钥|復原金鑰|回復キー|복구[ \t]*키|"
    r"クライアントシークレット|シークレットキー|클라이언트[ \t]*시크릿|시크릿[ \t]*키|客户端密钥|客户端密码|密钥"
)
_TOKEN_LABELS = (
    rf"access{_S}token|auth(?:entication)?{_S}token|refresh{_S}token|bearer{_S}token|api{_S}token|"
    rf"private{_S}token|personal{_S}access{_S}token|bot{_S}token|token|"
    r"jeton(?:[ \t]+d['’](?:accès|api))?|token[ \t]+d['’](?:accès|api)|token[ \t]+de[ \t]+(?:acceso|acesso)|"
    r"token[ \t]+di[ \t]+accesso|token[ \t]+dostępu|токен[ \t]+доступа|"
    r"zugangstoken|zugriffstoken|toegangstoken|tilgangstoken|adgangstoken|åtkomsttoken|"
    r"アクセストークン|액세스[ \t]*토큰|访问令牌|存取權杖"
)
_COPULA = (
    r"(?:[ \t]+(?:is|was|est|es|era|è|é|ist|lautet|lautet:|er|är|jest|to|je|это|είναι|olarak|=)[ \t]+"
    r"|[ \t]*(?:[:=：→]|->|=>)[ \t]*|[ \t]*\|[ \t]*|\t+|[ \t]*(?:は|是|为|為|는|은|:)[ \t]*)"
)
_OWNER = r"(?:[ \t]+(?:for|für|pour|para|per|voor|för|dla|для|of|de|del|do|da|di|du|van|til)[ \t]+[^\s:：=|]{1,30})?"
_LABEL_RE = re.compile(
    r"(?i)(?:(?<![^\W_])|(?<=_)|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]))"
    rf"(?:(?P<sec>{_SECRET_LABELS})|(?P<tok>{_TOKEN_LABELS}))"
    # no letter glued after the label, but a CJK particle may be (``シークレットは``)
    r"(?!(?![\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])[^\W_])"
    + _OWNER
    + _COPULA
    + r"[\"'`“«]?(?P<v>[A-Za-z0-9_\-.+/=~]{16,256})"
)
#: a CSV row of two cells: the label cell, a comma, the value (``client_secret,X``)
_CSV_ROW_RE = re.compile(
    rf"(?im)^[ \t]*[\"']?(?:(?P<sec>{_SECRET_LABELS})|(?P<tok>{_TOKEN_LABELS}))[\"']?[ \t]*[,;][ \t]*[\"']?"
    r"(?P<v>[A-Za-z0-9_\-.+/=~]{16,256})[\"']?[ \t]*$"
)
#: a literal every label holds (a cheap test before the label regexes run)
_PREFILTER_RE = re.compile(
    r"(?i)secret|token|key|cl[ée]|secreto|clave|segredo|chave|segreto|chiave|geheim|sleutel|hemlig|nyckel|"
    r"nøkkel|klucz|sekret|секрет|ключ|токен|κλειδί|anahtar|sırrı|jeton|シークレット|시크릿|密钥|密碼|トークン|토큰|令牌|權杖"
)
_UUID_RE = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", re.I)


#: a key written in groups (``RK7Q-2M9X-LP4T-8WZN``, BitLocker's ``123456-234567-…``)
_GROUPED_RE = re.compile(r"^[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,9}$")


def _value(v: str) -> str | None:
    """The value without a trailing stop or quote, when it looks generated or grouped; else None."""
    v = v.rstrip(".,;")
    if _GROUPED_RE.match(v) and sum(c.isdigit() for c in v) >= 4:
        return v
    if looks_random(v) and not looks_like_reference(v) and not v.startswith(("/", "http")):
        return v
    return None


class SecretLabelRecognizer(OurRecognizer):
    """Generated secrets after secret/token labels of many languages (module docstring)."""

    ENTITIES = ("SECRET", "API_KEY")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("SECRET" | "API_KEY", start, end, 0.85)``."""
        if _PREFILTER_RE.search(text) is None:
            return
        for rx in (_LABEL_RE, _CSV_ROW_RE):
            for m in rx.finditer(text):
                v = _value(m.group("v"))
                if v is None or (m.group("tok") is None and _UUID_RE.match(v)):
                    continue
                kind = "SECRET" if m.group("sec") is not None else "API_KEY"
                yield kind, m.start("v"), m.start("v") + len(v), 0.85
