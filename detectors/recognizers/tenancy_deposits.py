"""A tenant's deposit is the tenant's money (leftovers18).

Entity: ``FINANCIAL_AMOUNT`` (0.75), the amount.

``Tenant: Maeve Callaghan, deposit £1,450``, ``security deposit for the flat: $2,400``,
``depósito del inquilino Iñaki: 1.450 €``: ``money_cues.py`` reads rents and the tenancy words
of most languages (``Kaution``, ``fianza``, ``borg``, ``dépôt``), but a bare English
``deposit``/``bond`` or Spanish ``depósito`` is also a hotel's or a bank's
(``A deposit of €200 is required at check-in for all guests``). Here the deposit word marks the
first money amount after it in its sentence (60 characters) only when the sentence names a
tenancy: a tenant, landlord, lease, let or rent word, or a flat/apartment.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..non_personal import sentence_bounds
from .base import OurRecognizer
from .money_cues import MONEY_RE

SCORE = 0.75
_DEPOSIT_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:security|rental|tenancy|damage)[ \t]+)?(?:deposit|bond|depósito|deposito)(?![^\W\d_])"
)
_TENANCY_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:tenant\w*|tenancy|landlord\w*|lease\w*|lessee|letting|rent|rental|renter|flat|apartment|"
    r"inquilin\w*|arrendatari\w*|arrendador\w*|alquiler|piso|locataire|bail|huurder\w*|verhuurder\w*|mieter\w*|"
    r"vermieter\w*)(?![^\W\d_])"
)
_WINDOW = 60


class TenancyDepositRecognizer(OurRecognizer):
    """Deposit amounts in a tenancy's sentence (module docstring)."""

    ENTITIES = ("FINANCIAL_AMOUNT",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("FINANCIAL_AMOUNT", start, end, 0.75)`` per tenancy deposit."""
        for d in _DEPOSIT_RE.finditer(text):
            ls, le = sentence_bounds(text, d.start(), d.end())
            if not _TENANCY_RE.search(text, ls, le):
                continue
            m = MONEY_RE.search(text, d.end(), min(le, d.end() + _WINDOW))
            if m is not None:
                yield "FINANCIAL_AMOUNT", m.start(), m.end(), SCORE
