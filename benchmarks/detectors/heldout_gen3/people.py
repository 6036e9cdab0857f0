"""People built from the invented name pools (names.py)."""

from __future__ import annotations

import unicodedata

from .names import NAMES, ROMAN

_TR = str.maketrans(
    {"ø": "o", "æ": "ae", "å": "a", "ß": "ss", "ł": "l", "ı": "i", "đ": "d", "ö": "o", "ä": "a", "ü": "u"}
)


def ascii_slug(s: str) -> str:
    s = s.lower().translate(_TR)
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return "".join(c for c in s if c.isascii() and (c.isalnum() or c == "-")).replace("-", "")


class Per:
    def __init__(self, lang: str, i: int):
        pool = NAMES[lang]
        self.lang = lang
        self.g, self.f = pool[i % len(pool)]
        if (self.g, self.f) in ROMAN:
            self.lg, self.lf = ROMAN[(self.g, self.f)]
        else:
            self.lg, self.lf = ascii_slug(self.g), ascii_slug(self.f.split()[-1])

    @property
    def full(self) -> str:
        if self.lang in ("zh", "ko"):
            return self.f + self.g
        if self.lang == "vi":
            return f"{self.f} {self.g}"
        if self.lang == "ja":
            return f"{self.f} {self.g}"
        return f"{self.g} {self.f}"

    @property
    def call(self) -> str:
        """The name a person is addressed by (the last syllable of a Vietnamese given name)."""
        return self.g.split()[-1] if self.lang == "vi" else self.g

    @property
    def last_first(self) -> str:
        return f"{self.f}, {self.g}"

    def mail(self, dom: str, style: int = 0) -> str:
        lg, lf = self.lg, self.lf
        return [
            f"{lg}.{lf}@{dom}",
            f"{lg[0]}{lf}@{dom}",
            f"{lf}.{lg}@{dom}",
            f"{lg}{lf[:1]}@{dom}",
            f"{lg}_{lf}{len(lf) * 7 % 90 + 10}@{dom}",
        ][style]

    @property
    def user(self) -> str:
        return (self.lg[0] + self.lf)[:14]
