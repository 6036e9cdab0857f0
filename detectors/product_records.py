"""Products named like people, told by their record (issue 12, decoys16).

Shops and vendors name products after people (``Aurora``, ``Sienna Pro``, ``Oscar Chair``,
``Emil Kaffeemühle``); the NER model and the ``name`` field rule read them as PERSON. What
tells a product from a customer is the record around the name, not the name:

- :func:`product_record`: the value of a name-like key (``name``, ``title``, ``model``,
  ``label``) in a JSON object whose sibling keys describe goods (``sku``, ``price``,
  ``unit_price``, ``stock``, ``ean``, ``gtin``, ``brand``, ``msrp``) and none a person
  (``email``, ``phone``, ``birth``, ``address``, ``salary``, ``customer``); or a cell of such a
  column in a table (CSV/TSV/markdown/ASCII) whose header has goods columns and no person
  column. A ``customer``/``employee`` record keeps its names (there is a person key), and so
  does a full name in a goods record (``"name": "Oskar Brandt"`` beside ``sku``: a listed
  given name and a last word that is no common word; ``Oscar Chair`` ends in one).
- :func:`product_noun_end`: a PERSON span of two or three words whose last word is a kind of
  software or device (``Aurora SDK``, ``Sienna Pro Headphones``; no word that follows a name
  as a label, such as ``Phone`` or ``Mobile``), or a one-word name followed by a two-part
  version and a release word (``Aurora 3.0 launch``; not ``Anna 1.5 days off`` nor a time
  ``Anna 10.30``). A goods noun of everyday language (``Oscar Chair``, ``Emil Kaffeemühle``)
  is left to the record rule: such words are surnames too (``Baker``, ``Fischer``).

Each function takes the text and a span's offsets ``text[a:b]`` (code points).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .known_values import common_words
from .name_lists import name_lists

__all__ = ["product_noun_end", "product_record"]

#: keys and column headers that describe goods (casefolded, ``-``/blank as ``_``)
_GOODS_KEYS = frozenset(
    """
    sku skus sku_id product_id productid item_id itemid article_number artikelnummer art_nr ean ean13 gtin upc
    asin mpn barcode price unit_price unitprice list_price listprice retail_price sale_price msrp rrp
    price_eur price_usd price_gbp preis stückpreis einzelpreis prix prix_unitaire precio precio_unitario
    prezzo prijs stukprijs pris цена 价格 单价 価格 stock in_stock stock_qty inventory on_hand lager
    brand marke marque marca category kategorie catégorie categoria variant colour color size weight_kg
    vat_rate tax_class
    """.split()
)
#: keys and headers of a person's record: a record with one of these may name people
_PERSON_KEYS = re.compile(
    r"(?i)(?:^|_)(?:e_?mail|phone|mobile|tel|birth|dob|born|address|street|salary|wage|employee|customer|client|"
    r"patient|first_?name|last_?name|given|family|surname|full_?name|contact|owner|holder|user|username|login|"
    r"manager|author|assignee|buyer|seller_name|recipient|iban|ssn|passport)(?:$|_)"
)
#: keys whose value names the record's thing
_NAME_KEYS = frozenset(
    "name title label model product product_name item item_name display_name displayname bezeichnung "
    "produkt artikel nom désignation designation nombre nome naam navn namn название 名称 商品名".split()
)
_JSON_KEY_RE = re.compile(r"[\"'](?P<k>[^\"'\n]{1,40})[\"'][ \t]*:")
_KEY_BEFORE_RE = re.compile(r"[\"'](?P<k>[^\"'\n]{1,40})[\"'][ \t]*:[ \t]*[\"']?$")
_REACH = 600


def _norm(key: str) -> str:
    return re.sub(r"[\s\-]+", "_", key.strip().strip("*_ ")).casefold()


def _object_bounds(text: str, a: int) -> tuple[int, int] | None:
    """The ``{ … }`` that directly holds the value at ``a`` (nested objects skipped), within
    :data:`_REACH` characters each way; None when not found."""
    depth = 0
    lo = None
    for i in range(a - 1, max(-1, a - _REACH), -1):
        c = text[i]
        if c == "}":
            depth += 1
        elif c == "{":
            if depth == 0:
                lo = i
                break
            depth -= 1
    if lo is None:
        return None
    depth = 0
    for i in range(a, min(len(text), a + _REACH)):
        c = text[i]
        if c == "{":
            depth += 1
        elif c == "}":
            if depth == 0:
                return lo, i + 1
            depth -= 1
    return None


def _own_keys(text: str, lo: int, hi: int) -> list[str]:
    """The keys of the object ``text[lo:hi]`` at its own level (not those of nested objects)."""
    keys, depth, i = [], 0, lo + 1
    for m in _JSON_KEY_RE.finditer(text, lo + 1, hi):
        for c in text[i : m.start()]:
            depth += (c in "{[") - (c in "}]")
        i = m.start()
        if depth == 0:
            keys.append(_norm(m.group("k")))
    return keys


def _goods_record(keys: list[str]) -> bool:
    """Goods keys, no person key, and one name-like key only (``name,item,price`` lists who
    bought which item: its ``name`` is a person)."""
    return (
        any(k in _GOODS_KEYS for k in keys)
        and not any(_PERSON_KEYS.search(k) for k in keys)
        and sum(k in _NAME_KEYS for k in keys) == 1
    )


def _json_product(text: str, a: int) -> bool:
    k = _KEY_BEFORE_RE.search(text, max(0, a - 60), a)
    if k is None or _norm(k.group("k")) not in _NAME_KEYS:
        return False
    bounds = _object_bounds(text, a)
    return bounds is not None and _goods_record(_own_keys(text, *bounds))


_BORDER_RE = re.compile(r"[+\-=|: \t]*")
_SEPARATORS = ("|", "\t", ";", ",")


def _table_header(text: str, a: int) -> tuple[list[str], int] | None:
    """The header cells of the table holding ``a`` and the column of ``a``; None outside one.
    The separator is the first of ``|``, tab, ``;``, ``,`` in the line; the header is the
    block's first line that is no border (``+----+``, ``|---|``)."""
    ls = text.rfind("\n", 0, a) + 1
    le = text.find("\n", a)
    line = text[ls : len(text) if le < 0 else le]
    sep = next((s for s in _SEPARATORS if s in line), None)
    if sep is None:
        return None
    col = text.count(sep, ls, a) - (1 if sep == "|" and line.lstrip().startswith("|") else 0)
    header = None
    pos = ls
    for _ in range(200):
        if pos == 0:
            break
        ps = text.rfind("\n", 0, pos - 1) + 1
        prev = text[ps : pos - 1]
        if _BORDER_RE.fullmatch(prev) and prev.strip():
            pos = ps
            continue
        if sep not in prev:
            break
        header = prev
        pos = ps
    if header is None:
        return None
    cells = [c.strip() for c in header.strip().strip("|").split(sep)]
    return [_norm(c) for c in cells], col


def _table_product(text: str, a: int) -> bool:
    found = _table_header(text, a)
    if found is None:
        return False
    cells, col = found
    return 0 <= col < len(cells) and cells[col] in _NAME_KEYS and _goods_record(cells)


@lru_cache(maxsize=4096)  # pure (the name lists are fixed); a text's names recur in its spans
def _full_name(value: str) -> bool:
    """A person's name, as a buyer's in an order is written: a listed given name and a
    capitalised last word that is no common word or is a listed surname (``Oskar Brandt``,
    ``Emma Green``; not ``Oscar Chair``, ``Beatrix Desk Lamp``); a listed surname last after
    a capitalised word that is no common word (``Oluwaseun Adeyemi``); a surname-first
    ``Brandt, Oskar``; or a value in a script without letter case (``王伟``, ``田中 太郎``),
    where neither capitals nor the name lists tell a product from a person (breaker16)."""
    if not any(c.isupper() or c.islower() for c in value if c.isalpha()) and any(c.isalpha() for c in value):
        return True
    words = value.split()
    if len(words) < 2:
        return False
    names, common = name_lists(), common_words()
    first, last = words[0], words[-1].strip(".,;:")
    if first.endswith(",") and names.is_given(words[1].strip(".,;:")):
        return True  # "Brandt, Oskar": surname first
    if not last[:1].isupper():
        return False
    if names.is_given(first):
        return last.casefold() not in common or names.is_surname(last)
    return first[:1].isupper() and first.casefold() not in common and names.is_surname(last)


def product_record(text: str, a: int, b: int) -> bool:
    """``text[a:b]`` is the name of a product in a JSON object or table row about goods
    (module docstring); a full name there (a listed given name and a last word that is no
    common word) is the buyer's."""
    if _full_name(text[a:b]):
        return False
    return _json_product(text, a) or _table_product(text, a)


#: kinds of product a name is followed by (casefolded); no profession or role (``Editor``,
#: ``Manager``, ``Speaker``: also a surname and a conference role), which follow people in
#: signatures
_PRODUCT_KINDS = frozenset(
    """
    app apps sdk api cli plugin add-on addon extension widget dashboard toolkit software firmware chatbot
    saas headphones earbuds headset laptop tablet router keyboard charger printer vacuum
    """.split()
)
#: a two-part version and a release word after a one-word name (``Aurora 3.0 launch``); not a
#: quantity (``Anna 1.5 days off``)
_VERSION_WORD_AFTER_RE = re.compile(
    r"(?i) v?\d{1,2}\.\d(?!\d)(?:\.\d+)?[ \t]+(?:launch|release|rollout|beta|alpha|preview|update|upgrade|"
    r"migration|deploy\w*|changelog|roadmap|GA|ships|is[ \t]+out|features)(?!\w)"
)


#: a personal title or form of address right before the span
_TITLE_BEFORE_RE = re.compile(
    r"(?i)(?<!\w)(?:dr|prof|mr|mrs|ms|mx|miss|herr|frau|mme|mlle|sr|sra|srta|sig|sig\.ra|dott)\.?[ \t]+$"
)


def product_noun_end(text: str, a: int, b: int) -> bool:
    """``text[a:b]`` (a PERSON span) is a product: two or three words ending in a product
    kind, or one word followed by a version and a release word (module docstring)."""
    words = text[a:b].split()
    if not (
        (2 <= len(words) <= 3 and words[-1].strip(".,:;").casefold() in _PRODUCT_KINDS)
        or (len(words) == 1 and _VERSION_WORD_AFTER_RE.match(text, b) is not None)
    ):
        return False  # the product's shape first: most spans have none (no title search)
    return _TITLE_BEFORE_RE.search(text, max(0, a - 12), a) is None  # "Dr. Maria Printer": a person (breaker16)
