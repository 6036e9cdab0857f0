"""Pay columns of hiring tables, and CSV amounts split by their thousands comma (round 8).

Helpers for ``fields.py``'s table reader (no recognizer of its own):

- **Hiring tables** (:func:`pay_columns`): recruiters' trackers name the pay columns only by
  time — ``| Candidate | Stage | Current | Expected |``, ``Kandidat;Aktuell;Wunsch``,
  ``候选人,当前,期望`` — and ``Current``/``Expected`` alone mean nothing (a balance, a version, a
  test's result). In a table whose header has a candidate/applicant column (or whose section
  above says hiring or pay), those columns are the person's current and wanted pay; a cell is
  taken only when it states money (``percentages.has_money``: ``$128k``, ``£71,000``,
  ``55.000 €``), never a bare number or a date.
- **Unquoted CSV amounts** (:func:`merge_split_amounts`): ``皇甫…,13123069490,20,809.00,已逾期``
  has one cell more than its header because the amount's thousands comma was not quoted; two
  adjacent cells ``\\d{1,3}`` + ``\\d{3}[.,]\\d{2}`` (or more groups) are joined back while the
  row is longer than the header. A row that still does not fit is left alone.
"""

from __future__ import annotations

import re

from .percentages import has_money

#: a candidate/applicant column or hiring word, in the corpus's languages and more
_HIRING_RE = re.compile(
    r"(?i)candidate|applicant|hiring|recruit|interview|offer|kandidat|bewerber|einstellung|candidat|"
    r"recrutement|entretien|kandidaat|sollicitant|werving|søker|søkjar|sökande|rekryter|rekrutter|candidato|"
    r"aspirante|selezione|assunzion|contratación|kandydat|rekrutacja|aday|işe alım|кандидат|соискател|"
    r"найм|υποψήφι|πρόσληψ|مرشح|متقدم|توظيف|候选人|应聘|招聘|面试|候補者|応募者|採用|面接|지원자|후보|채용|면접|"
    r"calon|pelamar|rekrutmen|ứng viên|tuyển dụng|उम्मीदवार|भर्ती"
)
#: a column named only by time: the pay a candidate has now or wants
_PAY_TIME_RE = re.compile(
    r"(?i)^(?:current|expected|asking|desired|target|wanted|now|aktuell|derzeit|gewünscht|wunsch|erwartet|"
    r"actuel(?:le)?|souhaité|attendu|prétentions?|huidig|gewenst|verwacht|nåværende|nuværende|nuvarande|"
    r"nåværande|ønsket|önskad|önskat|forventet|förväntad|actual|esperado|deseado|pretendido|pretensión|attuale|"
    r"atteso|desiderato|richiesta|atual|desejado|obecne|oczekiwane|mevcut|beklenen|istenen|текущ\w*|ожидаем\w*|"
    r"желаем\w*|τρέχων|τρέχουσα|επιθυμητ\w*|الحالي|المتوقع|المطلوب|当前|目前|现薪|期望|现在|現在|現年収|希望|"
    r"현재|희망|saat ini|diharapkan|hiện tại|mong muốn)"
    r"(?:[ \t_\-]?(?:\(?[$€£¥₹₽]\)?|\(?[A-Z]{3}\)?|k|p\.a\.|/yr|/year|pay|comp|salary|gehalt|salaire|lønn|"
    r"薪资|薪酬|年収|연봉|зарплата|ctc))?$"
)
_SPLIT_HEAD_RE = re.compile(r"[ \t]*(?:[$€£¥₹₽]|[A-Z]{3}[ \t]?)?-?\d{1,3}(?:,\d{3})*[ \t]*")
_SPLIT_TAIL_RE = re.compile(r"\d{3}(?:[.,]\d{1,2})?[ \t]*(?:[€元円₽]|[A-Z]{3})?[ \t]*")


def pay_columns(headers: list[str], before: str) -> set[int]:
    """Indexes of ``headers`` that are pay columns of a hiring table (module docstring).

    ``before``: the text above the table (its section), searched for a hiring word when no
    header names the candidate.
    """
    cols = {i for i, h in enumerate(headers) if _PAY_TIME_RE.match(h.strip(" \t*`\"'"))}
    if not cols:
        return set()
    if any(_HIRING_RE.search(h) for h in headers) or _HIRING_RE.search(before):
        return cols
    return set()


def has_money_cell(cell: str) -> bool:
    """Whether one table cell states money (:func:`percentages.has_money`)."""
    return has_money(cell, 0, len(cell))


def merge_split_amounts(line: str, cells: list[tuple[int, int]], n: int) -> list[tuple[int, int]]:
    """``cells`` with unquoted thousands commas joined back (module docstring) while there are
    more than ``n``; the input unchanged when the joined row would still not have ``n`` cells."""
    if len(cells) <= n:
        return cells
    out = list(cells)
    i = 0
    while len(out) > n and i < len(out) - 1:
        a, b = out[i]
        c, d = out[i + 1]
        if _SPLIT_HEAD_RE.fullmatch(line, a, b) and _SPLIT_TAIL_RE.fullmatch(line, c, d):
            out[i : i + 2] = [(a, d)]
            continue  # a third group may follow ("1,204,500.00")
        i += 1
    return out if len(out) == n else cells
