"""National ids, tax ids and accounts with valid check digits (python-stdnum 2.2)."""

from __future__ import annotations

import datetime
import importlib

from stdnum import luhn


def _date(g, y0=1958, y1=2001) -> datetime.date:
    return datetime.date(g.r.randint(y0, y1), g.r.randint(1, 12), g.r.randint(1, 28))


def modpath(scheme: str) -> str:
    """The python-stdnum module of a scheme (``in`` is a keyword: the package is ``in_``)."""
    return "stdnum." + ".".join("in_" if p == "in" else p for p in scheme.split("."))


def _loop(g, modname, make):
    mod = importlib.import_module(modpath(modname))
    return g.stdnum_valid(mod, make)


def _cf_part(name: str, given: bool) -> str:
    up = ascii_upper(name)
    cons = [c for c in up if c.isalpha() and c not in "AEIOU"]
    vows = [c for c in up if c in "AEIOU"]
    if given and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return "".join((cons + vows + ["X", "X", "X"])[:3])


def ascii_upper(s: str) -> str:
    import unicodedata

    s = unicodedata.normalize("NFKD", s.upper())
    return "".join(c for c in s if c.isascii())


def nid(
    g,
    scheme: str,
    fmt: bool = True,
    dob: datetime.date | None = None,
    female: bool | None = None,
    names: tuple[str, str] | None = None,
) -> str:
    """A valid number for ``scheme`` (python-stdnum module name), formatted as people write it."""
    d = dob or _date(g)
    r = g.r
    if scheme == "nl.bsn":
        return _loop(g, scheme, lambda: str(r.randint(1, 6)) + g.digits(8))
    if scheme == "fi.hetu":
        cent = "-" if d.year < 2000 else "A"
        return _loop(
            g,
            scheme,
            lambda: (
                d.strftime("%d%m%y")
                + cent
                + str(r.randint(2, 8))
                + g.digits(2)
                + r.choice("0123456789ABCDEFHJKLMNPRSTUVWXY")
            ),
        )
    if scheme == "dk.cpr":
        while True:
            v = d.strftime("%d%m%y") + g.digits(4)
            if sum(int(a) * w for a, w in zip(v, (4, 3, 2, 7, 6, 5, 4, 3, 2, 1))) % 11 == 0:
                mod = importlib.import_module("stdnum.dk.cpr")
                if mod.is_valid(v):
                    return v[:6] + "-" + v[6:] if fmt else v
    if scheme == "pl.pesel":
        return _loop(g, scheme, lambda: d.strftime("%y%m%d") + g.digits(5))
    if scheme == "es.dni":
        from stdnum.es import dni

        b = g.digits(8)
        return b + dni.calc_check_digit(b)
    if scheme == "it.codicefiscale":
        from stdnum.it import codicefiscale as cf

        L = "BCDFGHLMNPRSTVZ"
        head = _cf_part(names[1], False) + _cf_part(names[0], True) if names else "".join(r.choice(L) for _ in range(6))
        fem = r.choice([False, True]) if female is None else female
        b = (
            head
            + d.strftime("%y")
            + "ABCDEHLMPRST"[d.month - 1]
            + f"{d.day + (40 if fem else 0):02d}"
            + r.choice("ABCDEFGHILMZ")
            + g.digits(3)
        )
        return b + cf.calc_check_digit(b)
    if scheme == "pt.nif":
        v = _loop(g, scheme, lambda: r.choice("123") + g.digits(8))
        return v
    if scheme == "br.cpf":
        v = _loop(g, scheme, lambda: g.digits(11))
        return f"{v[:3]}.{v[3:6]}.{v[6:9]}-{v[9:]}" if fmt else v
    if scheme == "tr.tckimlik":
        return _loop(g, scheme, lambda: str(r.randint(1, 9)) + g.digits(10))
    if scheme == "kr.rrn":
        v = _loop(g, scheme, lambda: d.strftime("%y%m%d") + r.choice("12") + g.digits(6))
        return v[:6] + "-" + v[6:] if fmt else v
    if scheme == "in.aadhaar":
        from stdnum.in_ import aadhaar

        b = str(r.randint(2, 9)) + g.digits(10)
        v = (
            b + aadhaar.calc_check_digit(b)
            if hasattr(aadhaar, "calc_check_digit")
            else _loop(g, "in_.aadhaar", lambda: str(r.randint(2, 9)) + g.digits(11))
        )
        return f"{v[:4]} {v[4:8]} {v[8:]}" if fmt else v
    if scheme == "il.idnr":
        return _loop(g, scheme, lambda: g.digits(9))
    if scheme == "se.personnummer":
        v = _loop(g, scheme, lambda: d.strftime("%y%m%d") + "-" + g.digits(4))
        return v
    if scheme == "no.fodselsnummer":
        return _loop(g, scheme, lambda: d.strftime("%d%m%y") + g.digits(5))
    if scheme == "gr.amka":
        return _loop(g, scheme, lambda: d.strftime("%d%m%y") + g.digits(5))
    if scheme == "fr.nir":
        from stdnum.fr import nir

        b = (
            ("2" if female else "1" if female is False else r.choice("12"))
            + d.strftime("%y%m")
            + f"{r.randint(1, 95):02d}"
            + f"{r.randint(1, 990):03d}"
            + f"{r.randint(1, 999):03d}"
        )
        v = b + nir.calc_check_digits(b)
        return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}" if fmt else v
    if scheme == "gb.nhs":
        v = _loop(g, scheme, lambda: str(r.randint(4, 6)) + g.digits(9))
        return f"{v[:3]} {v[3:6]} {v[6:]}" if fmt else v
    if scheme == "gb.nino":
        v = r.choice("ABCEGHJKLMNPRSTWXYZ") + r.choice("ABCEGHJKLMNPRSTWXYZ") + g.digits(6) + r.choice("ABCD")
        return f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:8]} {v[8]}" if fmt else v
    if scheme == "us.ssn":
        v = _loop(g, scheme, lambda: f"{r.randint(101, 665):03d}{r.randint(1, 99):02d}{r.randint(1, 9999):04d}")
        return f"{v[:3]}-{v[3:5]}-{v[5:]}" if fmt else v
    if scheme == "de.idnr":
        v = _loop(g, scheme, lambda: str(r.randint(1, 9)) + g.digits(10))
        return f"{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}" if fmt else v
    if scheme == "cn.ric":
        from stdnum.cn import ric

        while True:
            b = (
                r.choice(["110105", "310104", "440305", "510107", "330106", "420111"])
                + d.strftime("%Y%m%d")
                + g.digits(3)
            )
            if ric.is_valid(b + ric.calc_check_digit(b)):
                return b + ric.calc_check_digit(b)
    if scheme == "ru.inn":
        from stdnum.ru import inn

        b = r.choice(["77", "78", "50", "66"]) + g.digits(8)
        return b + inn.calc_personal_check_digits(b)
    if scheme == "gr.vat":
        return _loop(g, scheme, lambda: "0" + g.digits(8) if r.random() < 0.5 else "1" + g.digits(8))
    if scheme == "jp.in":
        return _loop(g, scheme, lambda: g.digits(12))
    if scheme == "vn.mst":
        return _loop(g, scheme, lambda: "0" + g.digits(9))
    if scheme == "ua.rntrc":
        return _loop(g, scheme, lambda: g.digits(10))
    if scheme == "no.kontonr":
        from stdnum.no import kontonr

        b = g.digits(10)
        v = (
            b + kontonr.calc_check_digit(b)
            if hasattr(kontonr, "calc_check_digit")
            else _loop(g, scheme, lambda: g.digits(11))
        )
        v = _loop(g, scheme, lambda: v) if False else v
        from stdnum.no import kontonr as k2

        if not k2.is_valid(v):
            v = _loop(g, scheme, lambda: g.digits(11))
        return f"{v[:4]}.{v[4:6]}.{v[6:]}" if fmt else v
    if scheme == "luhn":
        b = g.digits(15)
        return b + luhn.calc_check_digit(b)
    raise ValueError(scheme)


def dob_fmt(d: datetime.date, style: str) -> str:
    return {
        "iso": d.isoformat(),
        "de": d.strftime("%d.%m.%Y"),
        "fr": d.strftime("%d/%m/%Y"),
        "us": d.strftime("%m/%d/%Y"),
        "dash": d.strftime("%d-%m-%Y"),
        "zh": f"{d.year}年{d.month}月{d.day}日",
        "ko": f"{d.year}년 {d.month}월 {d.day}일",
        "ja": f"{d.year}年{d.month:02d}月{d.day:02d}日",
    }[style]
