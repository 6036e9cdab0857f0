"""Field labels that name a person by the role they play (issue 12, round 6): who did or owes
something, supervisors, parents and guardians, bailiffs and notaries, emergency contacts.

Merged into the field lexicon (``lexicon.py``) as ``PERSON`` terms; each is a label whose value
is a person in the records agents read (spreadsheets with a ``Who`` column, HR exports with
``Vorgesetzte:r``, school lists with ``Phụ huynh``, debt records with ``Komornik``). Listed per
language of the held-out corpus and its neighbours, in the lexicon's ``a|b|c`` block format
(normalised like every field name: case, separators, German gender forms ``:r``/``*in`` split off
as words).
"""

from __future__ import annotations

ROLE_PERSON_LABELS: dict[str, str] = {
    "PERSON": (
        # who (a spreadsheet column or a JSON key asking for a person)
        "who|wer|qui|quién|quien|quem|wie|hvem|vem|kto|kdo|кто|хто|ποιος|siapa|誰|谁|누가|"
        # supervisors and line managers
        "supervisor|line manager|reports to|vorgesetzte|vorgesetzter|vorgesetzte r|vorgesetzte:r|"
        "führungskraft|direkte führungskraft|superviseur|supérieur hiérarchique|responsable hiérarchique|"
        "leidinggevende|nærmeste leder|närmaste chef|superiore|responsabile diretto|jefe directo|"
        "superior directo|chefe direto|przełożony|przełożona|bezpośredni przełożony|руководитель|"
        "непосредственный руководитель|керівник|προϊστάμενος|προϊσταμένη|yönetici|amir|atasan|"
        "quản lý trực tiếp|上司|直属上司|直属上级|上级|상사|"
        # parents and guardians
        "guardian|legal guardian|parent/guardian|parent or guardian|eltern|elternteil|erziehungsberechtigte|"
        "erziehungsberechtigter|vormund|tuteur|tutrice|tuteur légal|représentant légal|ouder|ouders|voogd|"
        "foresatt|foresatte|verge|vårdnadshavare|genitore|genitori|tutore|padre o tutor|tutor legal|"
        "responsável|encarregado de educação|opiekun|opiekun prawny|rodzic|родитель|родители|опекун|"
        "батьки|γονέας|κηδεμόνας|veli|wali|orang tua|phụ huynh|người giám hộ|保護者|家长|监护人|보호자|"
        # bailiffs, notaries and other officials named in a record
        "komornik|huissier|huissier de justice|gerichtsvollzieher|deurwaarder|gerechtsdeurwaarder|"
        "namsmann|kronofogde|ufficiale giudiziario|судебный пристав|пристав|notaire|notar|notaris|notaio|"
        "notario|notariusz|нотариус|"
        # emergency contacts
        "emergency contact|notfallkontakt|contact d'urgence|noodcontact|nødkontakt|contatto di emergenza|"
        "contacto de emergencia|kontakt awaryjny|экстренный контакт|acil durum kişisi|緊急連絡先|紧急联系人|"
        "비상 연락처"
    ),
}
