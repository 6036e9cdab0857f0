"""Meeting-note and task labels that name people, in the languages the earlier lists lacked
(issue 12, round 17, names17).

Minutes and task lists name their people under a label: who attended, who was absent, who
chaired or took the minutes, who owns an action item (``**Uczestnicy:** …``, ``Responsabile:
…``, ``참석자: …``, ``אחראי: …``). ``lexicon.py`` lists these for en/de/fr/nl/no/ru/el/zh/ja/ar;
this block adds es, it, pt, pl, tr, uk, he, hi, ko, vi and id (and the few missing ru/ar forms),
in the lexicon's ``a|b|c`` format (normalised like every field name). A value under such a
label still has to be name-shaped (``fields.value_ok``): ``Responsable: equipo de datos`` or
``Owner: platform-team`` is a team, not a person.

Left out on purpose: words that label something else as often (``dona``, a Portuguese title;
``pic``, a picture; ``서기``, also the Common Era).
"""

from __future__ import annotations

MEETING_PERSON_LABELS: dict[str, str] = {
    "PERSON": (
        # es
        "asistentes|participantes|presentes|ausentes|invitados|moderador|moderadora|secretario de actas|"
        "secretaria de actas|responsables|dueño|dueña|encargado|encargada|asignado a|asignada a|propietario|"
        "propietaria|"
        # it
        "partecipanti|presenti|assenti|invitati|moderatore|moderatrice|verbalizzante|segretario|incaricato|"
        "incaricata|assegnato a|assegnata a|proprietario|proprietaria|"
        # pt
        "convidados|relator|relatora|atribuído a|atribuída a|proprietário|proprietária|"
        # pl
        "uczestnicy|obecni|nieobecni|goście|prowadzący|prowadząca|protokolant|protokolantka|odpowiedzialny|"
        "odpowiedzialna|odpowiedzialni|osoba odpowiedzialna|przypisane do|przypisany do|właścicielka|wykonawca|"
        # tr
        "katılımcılar|katılanlar|katılımcı|hazır bulunanlar|mazeretli|moderatör|raportör|sorumlu|sorumlular|"
        "atanan|"
        # uk, ru
        "учасники|присутні|відсутні|запрошені|ведучий|ведуча|секретар|відповідальний|відповідальна|"
        "відповідальні|виконавець|власник|приглашённые|приглашенные|исполнитель|"
        # he
        "משתתפים|משתתפות|נוכחים|נעדרים|מוזמנים|מנחה|אחראי|אחראית|אחראים|בעלים|"
        # hi
        "प्रतिभागी|उपस्थित|अनुपस्थित|आमंत्रित|संचालक|ज़िम्मेदार|जिम्मेदार|उत्तरदायी|प्रभारी|"
        # ko
        "참석자|참석|불참|불참자|참가자|사회자|진행자|기록자|담당|책임자|작성자|요청자|승인자|"
        # vi
        "thành phần tham dự|người tham dự|tham dự|vắng mặt|chủ trì|người chủ trì|thư ký|phụ trách|"
        "người thực hiện|người được giao|"
        # id
        "peserta|peserta rapat|hadir|tidak hadir|notulis|penanggung jawab|pemilik|ditugaskan ke|"
        # ar
        "المدعوون|المسؤول|مسؤول|المقرر|مدير الجلسة|"
        # en
        "responsible|action owner|dri|"
        # whole-name form labels written as a list of parts
        "прізвище ім'я по батькові|прізвище ім’я по батькові|прізвище та ім'я|фамилия имя отчество|"
        "фамилия и имя|nazwisko i imię|cognome e nome|apellidos y nombre|apellidos nombre|sobrenome e nome"
    ),
}
