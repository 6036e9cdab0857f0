"""Values whose meaning is given by the JSON object around them: street lines of address objects
and identifiers named by their FHIR/HL7 naming system.

- **Address lines** (``ADDRESS`` 0.8): ``line``, ``line1``/``line2``, ``address_line_1``,
  ``addressLine1``, ``street``, ``street_line``, ``street_address`` (a string or an array of
  strings, FHIR ``Address.line``) inside an object that is the value of an address key
  (``address``, ``shipping_address``, ``billingAddress``, ``homeAddress``, ``adresse``,
  ``Anschrift``, ``dirección``, ``indirizzo``, ``endereço``, ``adres``, ``адрес``, ``地址``,
  ``住所``, ``주소``) — a street line needs a letter and a digit (``Oudegracht 58 bis``); a
  line with no number (``c/o Reception``) or an empty one is left.
- **Identifiers by naming system** (``NATIONAL_ID``/``TAX_ID`` 0.85): a ``value`` beside a
  ``system`` whose URI ends in a national-id name (``…/NamingSystem/bsn``,
  ``…/sid/us-ssn``, ``…/nhs-number``, ``…/kvid-10``, ``…/passport``, ``…/personnummer`` …) or
  is the HL7 OID of one (``urn:oid:2.16.840.1.113883.2.4.6.3`` Dutch BSN,
  ``2.16.840.1.113883.4.1`` US SSN, ``2.16.840.1.113883.2.1.4.1`` NHS number,
  ``1.2.250.1.213.1.4.8`` French INS-NIR, ``1.2.276.0.76.4.8`` German KVID). A system naming
  an order, an encounter or a medical record number is left (not a national id).
- **Terraform state of generated secrets** (``PASSWORD`` 0.85): the ``result`` (and
  ``bcrypt_hash``) attribute of a ``random_password`` resource instance — the password
  Terraform generated, stored in clear in ``terraform.tfstate`` and ``terraform show -json``;
  a ``random_string``/``random_id`` result (a name suffix) is left.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

_ADDR_KEY_RE = re.compile(
    r'"(?:[\w\-]*(?i:address|addr|adresse|anschrift|direcci[oó]n|indirizzo|endere[cç]o|adres|адрес)[\w\-]*|地址|住所|주소)"'
    r"\s*:\s*\[?\s*\{"
)
_LINE_RE = re.compile(
    r'"(?i:line\d?|address_?line_?\d?|addressline\d?|street(?:_?line)?_?\d?|street_?address|strasse|straße|rue|calle|via)"'
    r'\s*:\s*(?:"(?P<v>[^"\\\n]{3,120})"|\[(?P<arr>\s*"[^"\\\n]{1,120}"(?:\s*,\s*"[^"\\\n]{1,120}")*\s*)\])'
)
_ARR_ITEM_RE = re.compile(r'"([^"\\\n]{3,120})"')
_STREET_RE = re.compile(r"(?=.*[^\W\d_])(?=.*\d)")

_SYSTEM_RE = re.compile(r'"system"\s*:\s*"(?P<uri>[^"\s]{3,200})"')
_VALUE_RE = re.compile(r'"value"\s*:\s*"(?P<v>[A-Za-z0-9][A-Za-z0-9 .\-/]{3,24})"')
_ID_NAME_RE = re.compile(
    r"(?i)(?:^|[/:#.\-])(?:bsn|burgerservicenummer|us-?ssn|ssn|nhs-?number|nhs|chi-?number|kvid(?:-10)?|kvnr|"
    r"passport(?:-?number)?|passnummer|nir|ins-?nir|insee|personnummer|fodselsnummer|f[oø]dselsnummer|hetu|pesel|"
    r"dni|nie|cpf|cns|amka|nino|national-?id|nationalid|national-?identifier|sozialversicherungsnummer|ahv|avs|"
    r"codice-?fiscale|tax-?id|steuer-?id|idnr|afm|inn|nif|tin)/?$"
)
_TAX_NAMES = re.compile(r"(?i)(?:cpf|codice-?fiscale|tax-?id|steuer-?id|idnr|afm|inn|nif|tin)/?$")
_ID_OIDS = {
    "2.16.840.1.113883.2.4.6.3": "NATIONAL_ID",  # NL BSN
    "2.16.840.1.113883.4.1": "NATIONAL_ID",  # US SSN
    "2.16.840.1.113883.2.1.4.1": "NATIONAL_ID",  # GB NHS number
    "1.2.250.1.213.1.4.8": "NATIONAL_ID",  # FR INS-NIR
    "1.2.276.0.76.4.8": "NATIONAL_ID",  # DE KVID
    "2.16.840.1.113883.4.330.528": "NATIONAL_ID",  # NL passport (ISO 3166 numeric)
}


_TF_RANDOM_PW_RE = re.compile(r'"type"\s*:\s*"random_password"')
_TF_RESULT_RE = re.compile(r'"(?:result|bcrypt_hash)"\s*:\s*"(?P<v>(?:[^"\\\n]|\\.){4,256})"')
#: the next resource of a state file: a result after it belongs to that one
_TF_NEXT_RE = re.compile(r'"type"\s*:\s*"(?!random_password")[\w]+"\s*,\s*"name"')


def _object_bounds(text: str, pos: int) -> tuple[int, int]:
    """The innermost ``{…}`` around `pos` as far as a flat scan tells (no nested object
    between `pos` and the bounds)."""
    lo = text.rfind("{", 0, pos)
    hi = text.find("}", pos)
    return max(lo, 0), len(text) if hi < 0 else hi


class JsonRecordRecognizer(OurRecognizer):
    """Address lines of address objects and identifiers named by their system (module
    docstring)."""

    ENTITIES = ("ADDRESS", "NATIONAL_ID", "TAX_ID", "PASSWORD")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity, start, end, score)``."""
        if '"' not in text:
            return
        for m in _ADDR_KEY_RE.finditer(text):
            lo, hi = m.end() - 1, len(text)
            hi = _object_bounds(text, m.end())[1]
            for n in _LINE_RE.finditer(text, lo, hi):
                if n.group("v") is not None:
                    if _STREET_RE.match(n.group("v")):
                        yield "ADDRESS", n.start("v"), n.end("v"), 0.8
                    continue
                base = n.start("arr")
                for item in _ARR_ITEM_RE.finditer(n.group("arr")):
                    if _STREET_RE.match(item.group(1)):
                        yield "ADDRESS", base + item.start(1), base + item.end(1), 0.8
        if "random_password" in text:
            for m in _TF_RANDOM_PW_RE.finditer(text):
                nxt = _TF_NEXT_RE.search(text, m.end())
                hi = nxt.start() if nxt else len(text)
                for r in _TF_RESULT_RE.finditer(text, m.end(), hi):
                    yield "PASSWORD", r.start("v"), r.end("v"), 0.85
        if '"system"' in text:
            for m in _SYSTEM_RE.finditer(text):
                uri = m.group("uri")
                oid = uri.removeprefix("urn:oid:")
                etype = _ID_OIDS.get(oid)
                if etype is None and _ID_NAME_RE.search(uri):
                    etype = "TAX_ID" if _TAX_NAMES.search(uri) else "NATIONAL_ID"
                if etype is None:
                    continue
                lo, hi = _object_bounds(text, m.start())
                for v in _VALUE_RE.finditer(text, lo, hi):
                    yield etype, v.start("v"), v.end("v"), 0.85
