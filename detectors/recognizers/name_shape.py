"""Is this string shaped like a person's name? Shared by the structural name rules.

A name here is 1-5 words of letters in any script (Latin with diacritics, Cyrillic, Greek,
Arabic, Hebrew, CJK, kana, Hangul), joined by spaces, hyphens, apostrophes and initials'
dots; name particles (``van der``, ``de la``, ``al-``, ``bin``) are allowed in lower case. It
has no digits, no ``@``, no URL or path punctuation, and no word that names an organisation,
a role or a technology (:data:`NOT_NAME_WORDS`, :data:`TECH_WORDS`). The structure around
the value (a ``name`` field, a ``From:`` header, a sign-off) is what says it is a person;
this check only rejects values that cannot be one.
"""

from __future__ import annotations

import re

from .vocab import TECH_WORDS

#: Legal forms of companies (casefolded, end dots stripped): a name written with one is an
#: organisation (``Quellmoor Textiles SAS``, ``Brunetti Ceramiche S.r.l.``, ``ООО …``).
LEGAL_FORMS = frozenset(
    """
    inc ltd llc gmbh ag corp plc sa bv nv as asa ab oy kg ug limited
    sas sasu sarl eurl snc sca spa srl srls sapa scarl sl slu sau lda ltda eireli
    s.a s.a.s s.l s.p.a s.r.l s.n.c b.v n.v e.v e.k ohg kgaa gbr mbh
    aps a/s i/s k/s hf ehf oyj tmi
    o.o d.o.o s.r.o a.s zrt kft nyrt bhd sdn pte pty pvt llp lllp pllc
    ооо оао зао пао тов a.ş aş şti
    """.split()
)

#: Words that make a display name an organisation, a team, a role or a system, not a person
#: (compared case-insensitively, any language of the corpus).
NOT_NAME_WORDS = (
    frozenset(
        w.casefold()
        for w in """
    team teams support service services help helpdesk desk billing accounts accounting sales
    marketing finance legal hr payroll admin administrator administration noreply no-reply
    donotreply notifications notification notify alerts alert bot robot system systems daemon
    automation auto mailer newsletter news info information office department dept group
    committee board inc ltd llc gmbh ag corp corporation company co plc sa bv nv as asa ab oy
    kg ug limited holdings foundation university school clinic hospital bank store shop
    customer customers client clients user users guest anonymous unknown nobody everyone
    all staff crew ops devops security it engineering platform product project projects
    operations reception frontdesk facilities procurement purchasing logistics shipping
    delivery warehouse invoices invoice orders order tickets ticket jira github gitlab slack
    teams zoom calendar reminder reminders digest report reports dashboard monitor
    monitoring server servers cloud api app application portal mail email gateway node
    assistant agent model the and of for our your my
    solutions consulting partners labs technologies technology industries capital ventures digital
    software networks network media studio studios design works energy foods airlines airline
    motors pharma insurance realty properties trading transport freight logistics electric data
    health medical dental fund trust association institute council agency authority ministry
    hotel restaurant cafe airport station university college academy systems global international
    new san santa los las saint st port fort mount north south east west upper lower hong buenos
    kundenservice kundendienst vertrieb buchhaltung verwaltung abteilung
    équipe equipe service comptabilité facturation
    klantenservice afdeling boekhouding
    kundeservice avdeling regnskap
    команда служба поддержка отдел бухгалтерия
    ομάδα υποστήριξη τμήμα
    فريق الدعم قسم
    equipo departamento área ventas finanzas contabilidad squadra reparto ufficio vendite finanze
    setor vendas finanças contabilidade zespół dział działu kadry księgowość sprzedaż ekip ekibi
    departman birim muhasebe satış відділ відділу бухгалтерія продажі фінанси צוות מחלקה
    टीम विभाग 팀 부서 nhóm phòng bộ phận divisi bagian keuangan penjualan
    """.split()
    )
    | LEGAL_FORMS
)

#: Speaker labels and roles that are not people.
ROLE_WORDS = frozenset(
    w.casefold()
    for w in """
    user assistant system developer tool function bot ai agent model human me you i we
    moderator host operator admin root guest anonymous unknown note notes summary re fw fwd
    subject date time status result results output input error warning info debug trace
    question answer q a response request
    caller callee customer client agent operator receptionist interviewer interviewee speaker
    patient doctor nurse advisor adviser
    agente cliente operador operadora llamante atendente operatore operatrice consulente
    anrufer anruferin mitarbeiter mitarbeiterin kunde kundin berater beraterin
    appelant appelante conseiller conseillère
    beller klant medewerker konsultant konsultantka klientka
    """.split()
)

NAME_PARTICLES = frozenset(
    "van von der den de da di del della le la du des dos das bin binti bint ibn al el ter ten zu af av y e st".split()
)

# A word: letters of any script with inner hyphens/apostrophes, or an initial ("J.").
# Combining marks follow a letter: Indic vowel signs and viramas (राजेश, ரமேஷ்), Thai,
# Myanmar, Latin/Cyrillic in decomposed form.
_MARKS = "\u0300-\u036f\u0483-\u0489\u064b-\u065f\u0900-\u0dff\u0e31-\u0e4e\u102b-\u103e"
_WORD_RE = re.compile(
    rf"^(?:[^\W\d_][{_MARKS}]*(?:[^\W\d_][{_MARKS}]*|['’\-\u05be\u2010\u2011](?=[^\W\d_]))*\.?|[^\W\d_]\.)$"
)
_CJK_NAME_RE = re.compile(r"^[\u3400-\u4dbf\u4e00-\u9fff·・]{2,5}$")


def name_words(text: str) -> list[str]:
    """The words of ``text`` split at whitespace (``·``/``・`` kept inside CJK names)."""
    return text.split()


def looks_like_name(text: str, max_words: int = 5, allow_lower: bool = True) -> bool:
    """True when ``text`` can be a person's name (see module docstring).

    ``allow_lower``: accept all-lower-case names (``wendeline ashcombe``); callers pass False
    where only the capitalisation is evidence.
    """
    t = text.strip()
    if not t or len(t) > 80:
        return False
    if _CJK_NAME_RE.match(t):
        return True
    words = t.split()
    if not 1 <= len(words) <= max_words:
        return False
    core = [w for w in words if w.casefold() not in NAME_PARTICLES] or words
    for w in words:
        if not _WORD_RE.match(w):
            return False
        key = w.strip(".'’-").casefold()
        if key in NOT_NAME_WORDS or key in ROLE_WORDS or w.strip(".'’-").upper() in TECH_WORDS:
            return False
    if not allow_lower and all(w[0].islower() for w in core if w[0].isalpha() and w[0].lower() != w[0].upper()):
        return False
    return True
