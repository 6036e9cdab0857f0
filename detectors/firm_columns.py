"""A table column of firms: a name in it that is no person's shape names a firm too.

Issue 12, decoys17. Supplier lists, customer tables and payee columns hold firms named after
people without a legal form (``Lindqvist``, ``Baker Tilly``, ``Marsh McLennan``): the NER model
and the column rules read them as persons. What tells them apart is the column, not the name:

- a column whose header names an **organisation** (``supplier``, ``company``, ``Lieferant``,
  ``fournisseur``, ``leverandør``, ``поставщик``, ``供应商`` …) holds firms, in a markdown, TSV,
  CSV or semicolon table alike (``non_personal.company_named`` reads only ``|`` and tab tables);
- a column whose header names a **party** that may be a firm or a person (``customer``,
  ``client``, ``vendor``, ``merchant``, ``payee``, ``employer``, ``bank``, ``Kunde``, ``klant``,
  ``клиент``, ``客户`` …) holds firms when another of its cells is firm-shaped (a legal form, an
  ``&``/``and``/``und``/``y`` joiner between capitalised words, a collective firm noun) and none
  is person-shaped (a title, or a listed given name and another word).

A title keeps a value a person's in any column (``Mr Pryce``), and in a party column so does a
listed given name before another word (``Emma Lindqvist`` in a customer column of firms).
"""

from __future__ import annotations

import re

from .firm_names import LEGAL_FORM_RE, famous_firm, firm_plural_end
from .name_lists import name_lists
from .non_personal import TITLED_RE
from .nobody_figures import table_cell

__all__ = ["firm_in_column"]

_ORG_HEADERS = frozenset(
    """
    supplier suppliers supplier_name company company_name companies organisation organization org firm
    business business_name lieferant lieferanten unternehmen fournisseur société entreprise proveedor
    empresa fornitore azienda leverancier bedrijf leverandør leverantör företag selskap toimittaja yritys
    dostawca dostawcy spółka поставщик компания организация tedarikçi şirket 供应商 公司 仕入先 会社 공급업체 회사
    """.split()
)
_PARTY_HEADERS = frozenset(
    """
    customer customers customer_name client clients client_name vendor vendors vendor_name merchant payee
    payer counterparty beneficiary employer bank bank_name carrier account account_name
    kunde kunden kundenname auftraggeber arbeitgeber händler empfänger client_nom employeur commerçant
    bénéficiaire cliente empleador comercio beneficiario destinatario committente datore klant werkgever
    begunstigde opdrachtgever kund kunde arbeidsgiver arbetsgivare mottaker mottagare asiakas työnantaja
    klient pracodawca odbiorca клиент заказчик работодатель получатель müşteri işveren 客户 顧客 取引先 고객
    """.split()
)
_JOINED_RE = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-Ž][^\W\d_]+[ \t]+(?:&|\+|and|und|y|et|e|og|och|en|i)[ \t]+[A-ZÀ-ÖØ-ÞĀ-Ž]")
_CELL_SPLIT = {"|": "|", "\t": "\t", ",": ",", ";": ";"}


#: lower-case particles inside a surname (``Jan de Vries``, ``Ana da Silva``, ``Ludwig von Trapp``)
_PARTICLES = frozenset(
    "de da do dos das del della dei di du van von der den ter ten te zu le la bin ibn al el af av".split()
)


def _person_shaped(cell: str) -> bool:
    """A title before a name, or a listed given name followed by another capitalised word
    (particles of a surname between them: ``Jan van der Berg``)."""
    cell = cell.strip().strip("\"'")
    if TITLED_RE.match(cell):
        return True
    words = cell.split()
    rest = words[1:]
    while rest and rest[0] in _PARTICLES:
        rest = rest[1:]
    return len(words) >= 2 and name_lists().is_given(words[0].strip(".,")) and bool(rest) and rest[0][:1].isupper()


def _sole_trader(cell: str) -> bool:
    """A person's full name in a column of firms: a given name that is no surname too, then a
    surname (``Maria Schneider``, ``Ana da Silva``). A firm named after its founders starts
    with a surname (``Baker Tilly``, ``Marsh McLennan``, ``Grant Thornton``: names that are
    both), so those stay firms."""
    first = cell.strip().strip("\"'").split()[:1]
    if not first or not _person_shaped(cell) or TITLED_RE.match(cell.strip()):
        return False
    names = name_lists()
    return not names.is_surname(first[0].strip(".,"))


def _firm_shaped(cell: str) -> bool:
    cell = cell.strip().strip("\"'")
    if not cell:
        return False
    if LEGAL_FORM_RE.search(cell) or _JOINED_RE.search(cell) or firm_plural_end(cell):
        return True
    return famous_firm(cell, 0, len(cell))


def _column_cells(text: str, start: int, sep: str, col: int) -> list[str]:
    """The other cells of column ``col`` in the table block around ``start`` (rows with ``sep``)."""
    ls = text.rfind("\n", 0, start) + 1
    cells: list[str] = []
    for direction in (-1, 1):
        pos = ls
        for _ in range(200):
            if direction < 0:
                if pos == 0:
                    break
                ps = text.rfind("\n", 0, pos - 1) + 1
                row, pos = text[ps : pos - 1], ps
            else:
                nl = text.find("\n", pos)
                if nl < 0:
                    break
                pos = nl + 1
                ne = text.find("\n", pos)
                row = text[pos : ne if ne >= 0 else len(text)]
            if sep not in row:
                break
            parts = row.split(sep)
            if col < len(parts):
                cells.append(parts[col].strip())
    return cells


def firm_in_column(text: str, start: int, end: int) -> bool:
    """The PERSON-looking ``text[start:end]`` sits in a table column of firms (module docstring)."""
    value = text[start:end]
    if TITLED_RE.match(value.strip()):
        return False
    found = table_cell(text, start)
    if found is None:
        return False
    header = re.sub(r"[\s\-]+", "_", found[0].strip().casefold())
    if header in _ORG_HEADERS:
        # as company_named reads a "supplier" key or a markdown column; a person's full name
        # there is a sole trader or a freelancer, a person (``Maria Schneider``, breaker17)
        return _firm_shaped(value) or not _sole_trader(value)
    if header not in _PARTY_HEADERS or _person_shaped(value):
        return False
    ls = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[ls : line_end if line_end >= 0 else len(text)]
    sep = next((s for s in ("|", "\t", ";", ",") if s in line), None)
    if sep is None:
        return False
    col = text.count(sep, ls, start)
    others = [c for c in _column_cells(text, start, sep, col) if c and c.casefold() != found[0].strip().casefold()]
    others = [c for c in others if not re.fullmatch(r"[\s:\-]+", c)]
    return any(_firm_shaped(c) for c in others) and not any(_person_shaped(c) for c in others)
