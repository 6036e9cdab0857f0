"""JSON values whose meaning is in a sibling key, the record's type or an ancestor key.

Entities: the field lexicon's types (score 0.85, like ``fields.py``).

``fields.py`` reads ``"key": value`` pairs, so a value under a generic key (``value``,
``amount``, ``Amount``) is nothing to it. SaaS APIs put the meaning elsewhere in the object:

1. **A label sibling**: ``{"name": "salary", "value": 58300}``, ``{"label": "Net pay", "value":
   "€3,001.55"}``, ``{"field": "date_of_birth", "value": "1979-02-11"}``, ``{"type": "salary",
   "Amount": 71400}`` (key/value pair lists, custom-field arrays, payroll line items): the label
   key's string is classified as a field name; the value key's scalar (or the ``value``/
   ``amount`` scalar of an object under it: ``"amount": {"value": "…", "currency": "…"}``) is of
   that type. For ``type``/``kind``/``category`` labels a PERSON type is ignored (``"type":
   "customer"`` says what the record is, not that its value is a name).
2. **The record's type**: a CRM opportunity or deal (``"attributes": {"type": "Opportunity"}``
   in Salesforce, ``"object": "deal"``, ``"@type": "Contract"``, a ``dealname``/``dealstage``
   property in HubSpot, an object under a ``deal``/``opportunities`` key): its ``Amount``/
   ``amount``/``value``/``total`` is the contract's value (``FINANCIAL_AMOUNT``).
3. **An ancestor key**: ``"payout_item": {"amount": {"value": "3110.83"}}``, ``"salary": {"gross":
   {"value": …}}``: a money field two levels up types the ``value``/``amount`` scalars below it
   when the keys in between are generic amount keys; under a balance the states bank APIs report
   (``"balances": {"available": 1210.4, "current": 1388.02}``) are typed too (round 7).
4. **Unnamed custom fields**: ``"custom_fields": [{"id": 360012, "value": "1964-11-02"}]`` with no
   ``names`` map in the text (``record_values.py`` reads one when present): a calendar date
   (not a timestamp) 14 to 110 years before the newest year written in the text is a date of
   birth — a due date, a travel date or a renewal date in a ticket is recent or in the future.

The text is tokenised once (strings, numbers, literals, punctuation) and walked with a stack;
malformed JSON only ends the objects it breaks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator

from ..lexicon import FieldLexicon, default_lexicon, normalize_field
from .base import OurRecognizer
from .fields import FieldValueRecognizer, value_ok

SCORE = 0.85

_TOKEN_RE = re.compile(r'"(?:[^"\\\n]|\\.)*"|[{}\[\]:,]|-?\d[\d.eE+\-]*|true|false|null')
_LABEL_KEYS = frozenset(
    "name|label|type|key|field|field name|fieldname|title|kind|category|code|description|item|component|"
    "metric|attribute|property|wage type|lohnart|bezeichnung|libelle|libellé|omschrijving|nombre|nome|concepto|"
    "voce|rubrique|posten|art|tipo|typ".split("|")
)
_KIND_KEYS = frozenset({"type", "kind", "category", "tipo", "typ", "art"})
# the head of a two-word label key (SAP's ``payComponent``, ``wageType``, ``fieldLabel``): fields18
_LABEL_HEADS = frozenset("component label name code type item field title descriptor".split())
_GLUED_VALUE_ENDS = ("value", "amount", "amt", "val")


def _label_key(key: str) -> bool:
    """A key whose string names what a sibling value is: a listed label key, or two words ending
    in a label head (``pay component``, ``wage type``, ``field label``)."""
    if key in _LABEL_KEYS:
        return True
    words = key.split()
    return len(words) == 2 and words[-1] in _LABEL_HEADS and words[0] not in ("display", "file", "user", "host")


def _glued_value_key(key: str) -> bool:
    """A key that holds the value of a labelled pair, its value word glued or last
    (``paycompvalue``, ``field value``, ``numericValue``): fields18."""
    words = key.split()
    if not words or len(words) > 3:
        return False
    last = words[-1]
    return last in _GLUED_VALUE_ENDS or (len(last) > 7 and last.endswith(("value", "amount")))


_VALUE_KEYS = frozenset(
    "value|amount|amt|val|total|sum|data|text|content|betrag|montant|bedrag|beløp|belopp|importe|importo|valor|"
    "wert|waarde|verdi|värde|arvo|summa|kwota|tutar|сумма|значение|ποσό|المبلغ|金额|金額|値|금액|string value|"
    "number value|display value|amount value".split("|")
)
_AMOUNT_KEYS = frozenset(
    "amount|value|total|amount in home currency|tcv|acv|deal value|expected revenue|"
    "betrag|montant|bedrag|beløp|importe|importo|valor".split("|")
)
# scalars a money ancestor types: generic amount keys, and the states of one balance as bank APIs
# report it (Plaid/PSD2 ``"balances": {"available": …, "current": …}``, ``"saldoDisponible":
# {"importe": …}``); a limit, a currency or an id below it is not the amount
_ANCESTOR_VALUE_KEYS = (
    "value|amount|amt|amount value|units|available|current|ledger|booked|cleared|closing|opening|importe|importo|betrag|"
    "montant|bedrag|beløp|belopp|valor|disponible|disponibile|verfügbar|aktuell|actual|actuel".split("|")
)
_REMAINING_KEYS = frozenset(
    "remaining|remainder|left|rest|restbetrag|reste|restant|resterende|restante|residuo|pozostało|остаток".split("|")
)
# a bound, a unit or list price, a fee or a tax is no one's amount ("min_value", "unit_amount")
_BOUND_WORDS = frozenset(
    "min max minimum maximum lower upper floor ceiling cap limit range band from to unit list price fee tax "
    "discount target budget".split()
)
_RATE_UNIT_KEYS = ("payment unit", "pay unit", "unit", "period", "pay period", "frequency", "per")
_TYPE_KEYS = frozenset("type|object|object type|entity|entity type|resource type|record type|sobject".split("|"))
_CONTRACT_RECORDS = frozenset(
    "opportunity opportunities deal deals contract contracts agreement agreements vertrag verträge "
    "vertraege contrat contrats overeenkomst kontrakt kontrakter avtale avtal aftale contrato contratos "
    "contratto contratti umowa sözleşme договор σύμβαση عقد 合同 契約 계약".split()
)
# a payout API's item ("payout_item": {"amount": …}): a freelancer's pay (taxonomy); only as the
# object's own key, never inside a longer key ("payout_batch_id")
_PAYOUT_WORDS = frozenset({"payout", "payouts"})
_NOT_AMOUNT_HEADS = frozenset("fee fees charge charges cost costs id ids rate ratio pct percent currency".split())
# who receives a transfer (payment APIs, SEPA/PSD2 JSON): with an account key, the amount is the
# person's money
_PAYEE_KEYS = frozenset(
    "beneficiary|beneficiary name|recipient|recipient name|payee|payee name|creditor|creditor name|"
    "empfaenger|empfänger|beneficiaire|bénéficiaire|begunstigde|mottaker|mottagare|beneficiario|destinatario|"
    "odbiorca|alıcı|получатель|отримувач|δικαιούχος|المستفيد|收款人|受取人|수취인".split("|")
)
_CUSTOM_KEYS = frozenset("custom fields|customfields|custom field values|custom attributes".split("|"))
_DATE_RE = re.compile(r"^(?P<y>(?:19|20)\d{2})-\d{2}-\d{2}$|^\d{1,2}[./]\d{1,2}[./](?P<y2>(?:19|20)\d{2})$")
_YEAR_RE = re.compile(r"(?<!\d)(?:19|20)\d{2}(?=-\d{2}-\d{2})")


@dataclass
class _Obj:
    """One JSON object: its key in the parent (None in an array or at top level, where the
    array's key is taken), its parent, and its members (key → scalar span or child object)."""

    key: str | None
    parent: _Obj | None
    members: dict[str, list[tuple[int, int] | _Obj]] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)


def _scalar(v: tuple[int, int] | _Obj) -> tuple[int, int] | None:
    return v if isinstance(v, tuple) else None


class JsonSiblingRecognizer(OurRecognizer):
    """Values typed by a sibling label, the record type or an ancestor key (module docstring).

    Args:
        lexicon: the field lexicon classifying labels and keys.
    """

    ENTITIES = FieldValueRecognizer.ENTITIES

    def __init__(self, lexicon: FieldLexicon | None = None, supported_language: str = "en"):
        self.lexicon = lexicon or default_lexicon()
        super().__init__(supported_language=supported_language)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``."""
        if '":' not in text and '" :' not in text:
            return
        ref_year = max((int(m.group(0)) for m in _YEAR_RE.finditer(text)), default=0)
        named = '"names"' in text
        for obj in self._objects(text):
            yield from self._check(text, obj, ref_year, named)

    # ------------------------------------------------------------------ parsing
    def _objects(self, text: str) -> Iterator[_Obj]:
        """Every object of the JSON in ``text``, yielded when it closes."""
        stack: list[_Obj | list[str | None]] = []  # objects, and arrays holding their key
        key: str | None = None  # the pending key in the innermost object
        expect_key = False
        for m in _TOKEN_RE.finditer(text):
            t = m.group(0)
            top = stack[-1] if stack else None
            if t == "{":
                owner = key if isinstance(top, _Obj) else (top[0] if isinstance(top, list) else None)
                obj = _Obj(owner, next((s for s in reversed(stack) if isinstance(s, _Obj)), None))
                if isinstance(top, _Obj) and key is not None:
                    top.members.setdefault(key, []).append(obj)
                stack.append(obj)
                key, expect_key = None, True
            elif t == "[":
                stack.append([key if isinstance(top, _Obj) else (top[0] if isinstance(top, list) else None)])
                key = None
            elif t == "}":
                while stack and not isinstance(stack[-1], _Obj):
                    stack.pop()
                if stack:
                    done = stack.pop()
                    if isinstance(done, _Obj):
                        yield done
                key, expect_key = None, False
            elif t == "]":
                if stack and isinstance(stack[-1], list):
                    stack.pop()
                key = None
            elif t == ",":
                expect_key = isinstance(top, _Obj)
                key = None
            elif t == ":":
                expect_key = False
            elif isinstance(top, _Obj):
                if expect_key and t.startswith('"'):
                    key = normalize_field(t[1:-1])
                    top.order.append(key)
                    expect_key = False
                elif key is not None:
                    s, e = m.span()
                    if t.startswith('"'):
                        s, e = s + 1, e - 1
                    top.members.setdefault(key, []).append((s, e))
                    key = None

    # ------------------------------------------------------------------ rules
    def _emit(self, etype: str, text: str, span: tuple[int, int] | None) -> Iterator[tuple[str, int, int, float]]:
        if span is not None and span[1] > span[0] and value_ok(etype, text[span[0] : span[1]]):
            yield etype, span[0], span[1], SCORE

    def _value_spans(self, obj: _Obj, keys: frozenset[str]) -> Iterator[tuple[int, int]]:
        """Scalars under ``keys`` in ``obj`` (for the value keys also a key ending in a value word:
        ``paycompvalue``, ``fieldValue``), and the value/amount scalar of an object there."""
        for k in obj.order:
            if k not in keys and not (keys is _VALUE_KEYS and _glued_value_key(k)):
                continue
            for v in obj.members.get(k, []):
                if isinstance(v, tuple):
                    yield v
                else:
                    for kk in ("value", "amount", "amt", "units", "text", "display"):
                        for vv in v.members.get(kk, []):
                            if isinstance(vv, tuple):
                                yield vv

    def _label(self, text: str, obj: _Obj) -> str | None:
        for k in obj.order:
            if not _label_key(k):
                continue
            for v in obj.members.get(k, []):
                sp = _scalar(v)
                if sp is None or text[sp[0] - 1 : sp[0]] != '"':
                    continue
                t = self.lexicon.classify(text[sp[0] : sp[1]])
                if t is not None and not (k.split()[-1] in _KIND_KEYS and t in ("PERSON", "USERNAME")):
                    return t
        return None

    def _record_type(self, text: str, obj: _Obj) -> bool:
        """Whether ``obj`` is a deal/opportunity/contract record."""
        if obj.key is not None and obj.key in _CONTRACT_RECORDS:
            return True
        if any(k.startswith("deal") and k != "deal" for k in obj.order):
            return True
        for k in obj.order:
            for v in obj.members.get(k, []):
                if k in _TYPE_KEYS and isinstance(v, tuple):
                    if normalize_field(text[v[0] : v[1]]) in _CONTRACT_RECORDS:
                        return True
                elif k == "attributes" and isinstance(v, _Obj):
                    for tv in v.members.get("type", []):
                        if isinstance(tv, tuple) and normalize_field(text[tv[0] : tv[1]]) in _CONTRACT_RECORDS:
                            return True
        return False

    def _transfer_to_person(self, obj: _Obj) -> bool:
        """A payment order to a person: a payee key and an account key in the same object
        (``{"beneficiary": "…", "iban": "…", "amount": 20000}``)."""
        keys = set(obj.order)
        return bool(keys & _PAYEE_KEYS) and any(self.lexicon.classify(k) == "BANK_ACCOUNT" for k in keys)

    def _ancestor_type(self, obj: _Obj) -> str | None:
        """The money type of the first non-generic key above ``obj`` (two levels at most)."""
        node: _Obj | None = obj
        for _ in range(3):
            if node is None or node.key is None:
                return None
            if node.key not in _VALUE_KEYS and not self._generic_amount_key(node.key):
                words = node.key.split()
                if words[-1] in _NOT_AMOUNT_HEADS:
                    return None  # "payout_item_fee", "salary_id": a fee or an id of the record
                if words[0] in _PAYOUT_WORDS and len(words) <= 2:
                    return "SALARY"
                t = self.lexicon.classify(node.key)
                return t if t in ("SALARY", "FINANCIAL_AMOUNT") else None
            node = node.parent
        return None

    def _generic_amount_key(self, key: str) -> bool:
        """A key that says only "an amount of some rate" (ADP's ``annualRateAmount`` under
        ``baseRemuneration``): no listed type, its last word an amount word (fields18)."""
        words = key.split()
        return len(words) >= 2 and words[-1] in ("amount", "value", "amt") and self.lexicon.classify(key) is None

    def _typed_value(self, text: str, obj: _Obj) -> Iterator[tuple[str, int, int, float]]:
        """Notion-style typed properties (fields18): ``"Salary": {"type": "number", "number": 84000}``,
        ``"Diagnosis": {"type": "rich_text", "rich_text": [{"plain_text": "…"}]}``: the member the
        ``type`` names holds the value of the field the property's key names."""
        holder, member = obj, None
        if obj.parent is not None and obj.key is not None and self._type_names(text, obj.parent) == obj.key:
            holder, member = obj.parent, obj  # an element of the typed member ("rich_text": [{…}])
        if holder.key is None:
            return
        tname = self._type_names(text, holder)
        if tname is None or tname in ("type", "id"):
            return
        etype = self.lexicon.classify(holder.key)
        if etype is None:
            return
        if member is None:
            for v in holder.members.get(tname, []):
                yield from self._emit(etype, text, _scalar(v))
        else:
            for k in ("plain text", "content", "start", "name", "value"):
                for v in member.members.get(k, []):
                    yield from self._emit(etype, text, _scalar(v))

    @staticmethod
    def _type_names(text: str, obj: _Obj) -> str | None:
        """The normalised string of ``obj``'s ``type`` member when it names another member."""
        for v in obj.members.get("type", []):
            if isinstance(v, tuple):
                t = normalize_field(text[v[0] : v[1]])
                if t in obj.members and t != "type":
                    return t
                if any(k == t for k in ("rich text", "title", "date", "select", "multi select")):
                    return t
        return None

    def _check(self, text: str, obj: _Obj, ref_year: int, named: bool) -> Iterator[tuple[str, int, int, float]]:
        yield from self._typed_value(text, obj)
        label = self._label(text, obj)
        if label is not None:
            for sp in self._value_spans(obj, _VALUE_KEYS):
                yield from self._emit(label, text, sp)
            return
        if self._record_type(text, obj):
            for sp in self._value_spans(obj, _AMOUNT_KEYS):
                yield from self._emit("FINANCIAL_AMOUNT", text, sp)
        if self._transfer_to_person(obj):
            for sp in self._value_spans(obj, _AMOUNT_KEYS):
                yield from self._emit("FINANCIAL_AMOUNT", text, sp)
        anc = self._ancestor_type(obj)
        if anc is not None:
            for k in _ANCESTOR_VALUE_KEYS:
                for v in obj.members.get(k, []):
                    yield from self._emit(anc, text, _scalar(v))
            # fields19: under a money ancestor, an amount key of no type of its own ("debts": [{
            # "original_amount": …}]) and what is left of it ("remaining"); under pay, a pay rate
            # with its unit (Gusto's "compensations": [{"rate": "85000.00", "payment_unit": "Year"}])
            for k in obj.order:
                if k in _ANCESTOR_VALUE_KEYS:
                    continue
                if (
                    (self._generic_amount_key(k) and not _BOUND_WORDS & set(k.split()))
                    or k in _REMAINING_KEYS
                    or (anc == "SALARY" and k == "rate" and any(u in obj.members for u in _RATE_UNIT_KEYS))
                ):
                    for v in obj.members.get(k, []):
                        yield from self._emit(anc, text, _scalar(v))
        if not named and obj.key in _CUSTOM_KEYS and set(obj.order) <= {"id", "value"} and ref_year:
            for v in obj.members.get("value", []):
                cell = _scalar(v)
                if cell is None:
                    continue
                d = _DATE_RE.match(text[cell[0] : cell[1]])
                if d is not None and 14 <= ref_year - int(d.group("y") or d.group("y2")) <= 110:
                    yield "DATE_OF_BIRTH", cell[0], cell[1], SCORE
