"""Person names inside file names (issue 12, names18).

HR, payroll and mail tools name documents after the person they are about:
``payslip_teodric_valmsley_2026-11.pdf``, ``Obradtoll_Ksenwa_contract.docx``,
``CV-Ilvanna-Torrescu.pdf``, ``Dunnagan_passport_scan.pdf`` (a Gmail attachment, an ``ls``
listing, a Drive search result). A file name here is a run of letters, digits and ``_ - .``
ending in a document or image extension; its stem is split at ``_``, ``-``, ``.`` and digits. A run of one to three adjacent parts that are name words is a name when:

- every part has 3+ letters and is a listed given name or surname that is rare in every
  language (``wordfreq``: not ``will``, ``grant``, ``report``), or an unlisted rare word the
  name model finds name-like (``name_evidence.unlisted_name_like``) — beside a personal-document
  word any rare word of 4+ letters (the model scores many unseen names low); no part is a technology,
  organisation, role or everyday word of Faker's lists;
- the run has two parts or more, or its one part stands beside a personal-document word
  (payslip, contract, CV, passport, offer, review … in 12 languages: :data:`_DOC_WORDS`).

Any case is read (file names are often lower case). Score 0.7.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..name_lists import name_lists
from ..places import is_city_name
from ..tech_terms import all_tech
from .base import OurRecognizer
from .name_evidence import known_kind_of_word, rare_everywhere, unlisted_name_like

_EXT = r"pdf|docx?|xlsx?|odt|ods|rtf|txt|csv|pptx?|jpe?g|png|heic|tiff?|zip|eml|msg|pages|numbers|key"
_FILE_RE = re.compile(rf"(?<![\w./\\-])(?P<stem>[^\W_][\w.\-]{{2,120}}?)\.(?:{_EXT})(?![\w])", re.I)
_PART_RE = re.compile(r"[^\W\d_]+")
#: words of personal documents (lower case; en, de, fr, nl, es, it, pt, pl, sv/no/da, tr)
_DOC_WORDS = frozenset(
    """payslip payslips paystub salary contract cv resume résumé passport scan id idcard visa offer review
    appraisal reference certificate medical sicknote p60 p45 w2 lohnabrechnung gehaltsabrechnung
    lohn vertrag arbeitsvertrag lebenslauf ausweis reisepass zeugnis bulletin fiche paie contrat
    passeport loonstrook paspoort nomina nómina contrato pasaporte busta paga contratto
    passaporto holerite recibo pasek umowa paszport lonnsslipp lönebesked kontrakt pass bordro
    sozlesme sözleşme pasaport kimlik""".split()
)
_SCORE = 0.7


def _name_part(word: str, doc: bool) -> bool:
    if len(word) < 3 or known_kind_of_word(word) or all_tech(word) or is_city_name(word.title()):
        return False
    if word.casefold() in _DOC_WORDS:
        return False
    rare = rare_everywhere(word.casefold())
    if name_lists().is_name_word(word):
        return rare
    # beside a personal-document word any rare word is the person's (the name model scores
    # many unseen names low); elsewhere the word must look like a name too
    return (doc and rare and len(word) >= 4) or unlisted_name_like(word.title())


class FileNameNameRecognizer(OurRecognizer):
    """Names in document file names (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, score)`` for each name run of a file name."""
        if "." not in text:
            return
        for m in _FILE_RE.finditer(text):
            s0 = m.start("stem")
            parts = [(p.start() + s0, p.end() + s0, p.group()) for p in _PART_RE.finditer(m.group("stem"))]
            doc = any(w.casefold() in _DOC_WORDS for _, _, w in parts)
            run: list[tuple[int, int, str]] = []
            for part in [*parts, (0, 0, "")]:
                if part[2] and _name_part(part[2], doc) and len(run) < 3:
                    run.append(part)
                    continue
                if run and (len(run) >= 2 or doc):
                    yield "PERSON", run[0][0], run[-1][1], _SCORE
                run = [part] if part[2] and _name_part(part[2], doc) else []
