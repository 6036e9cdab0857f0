"""E-mail threads in 24 languages (headers, quoted replies, signatures)."""

from __future__ import annotations


from . import ids
from .core import BAL, CV, DOB, HL, OWE, SAL, E, P, m
from .people import Per


def PH(g, cc, style="intl", kind="mobile"):
    return m("PHONE_NUMBER", g.phone(cc, style, kind), f"phone:{cc}")


def hdr(g, frm, to, subj, date, cc=None, lang="en"):
    mid = f"<{g.hexs(16)}.{g.digits(6)}@{frm[1].split('@')[1] if False else 'mail.gmail.com'}>"
    lines = [f"From: {P(frm[0])} <{E(frm[1])}>", f"To: {P(to[0])} <{E(to[1])}>"]
    if cc:
        lines.append(f"Cc: {P(cc[0])} <{E(cc[1])}>")
    lines += [
        f"Date: {m('TIMESTAMP', date)}",
        f"Subject: {subj}",
        f"Message-ID: {m('REQUEST_ID', mid)}",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=UTF-8",
        "",
    ]
    return "\n".join(lines) + "\n"


def quote(text):
    return "\n".join("> " + ln if ln else ">" for ln in text.split("\n"))


def emails(add, g):
    D_ = "Tue, 17 Nov 2026 09:{:02d}:{:02d} +0100"

    def date():
        return D_.format(g.r.randint(0, 59), g.r.randint(0, 59))

    # ---------------- de
    a, b, c = Per("de", 0), Per("de", 1), Per("de", 3)
    body = (
        f"Hallo {P(b.g)},\n\nanbei die Eckdaten für den Vertrag von Herrn {P(a.f)}:\n\n"
        f"- Jahresgehalt: {SAL('72.500 €')} brutto, dazu {SAL('6.000 €')} Zielbonus\n- Geburtsdatum: {DOB('14.02.1986')}\n"
        f"- Steuer-ID: {m('TAX_ID', ids.nid(g, 'de.idnr'), 'de.idnr')}\n- Anschrift: {m('ADDRESS', 'Kastanienallee 58, 10119 Berlin')}\n\n"
        f"Die Gehaltsspanne in der Stellenanzeige war {m('AMOUNT', '60.000–75.000 €')}, wir liegen also im Rahmen.\n"
        f"Start ist der {m('DATE', '01.02.2027')}.\n\nViele Grüße\n{P(c.full)}\nPeople & Culture | {m('COMPANY', 'Kettelhake Maschinenbau GmbH')}\n"
        f"Tel. {PH(g, 'DE', 'trunk', 'fixed')} | Mobil {PH(g, 'DE', 'slash')}\n"
    )
    q = f"Am 16.11.2026 um 17:42 schrieb {P(b.full)} <{E(b.mail('kettelhake.de'))}>:\n" + quote(
        f"Hi {P(c.g)}, kannst du mir die Daten von {P(a.full)} schicken? Danke, {P(b.g)}"
    )
    add(
        "de",
        "email",
        hdr(g, (c.full, c.mail("kettelhake.de")), (b.full, b.mail("kettelhake.de")), "AW: Vertrag " + P(a.f), date())
        + body
        + "\n"
        + q,
    )

    # ---------------- fr
    a, b = Per("fr", 0), Per("fr", 2)
    body = (
        f"Bonjour Madame {P(b.f)},\n\nSuite à notre échange, je vous confirme que M. {P(a.full)} présente un arriéré de loyer de "
        f"{OWE('2 340,00 €')} (loyers d'août à octobre). Le loyer mensuel prévu au bail est de {CV('780,00 €')} charges comprises.\n"
        f"Son numéro fiscal : {m('TAX_ID', _frnif(g), 'fr.nif')}. Il peut être joint au {PH(g, 'FR', 'dots')}.\n\n"
        f"Nous proposons un échéancier de {m('DURATION', '6 mois')}.\n\nCordialement,\n{P(b.g + ' ' + b.f.upper())}\nAgence {m('COMPANY', 'Immo Vaugirard')} – 14 rue Cler, 75007 Paris\n"
    )
    q = f"Le lun. 16 nov. 2026 à 11:05, {P(a.full)} <{E(a.mail('free.fr', 1))}> a écrit :\n" + quote(
        "Madame, je vous prie de m'excuser pour le retard, j'ai été hospitalisé en septembre "
        + f"({HL('pancréatite aiguë')})."
    )
    add(
        "fr",
        "email",
        hdr(
            g,
            (b.full, b.mail("immo-vaugirard.fr")),
            (a.full, a.mail("free.fr", 1)),
            "Re: Retard de loyer – échéancier",
            date(),
        )
        + body
        + "\n"
        + q,
    )

    # ---------------- nl
    a, b = Per("nl", 1), Per("nl", 2)
    body = (
        f"Beste {P(a.g)},\n\nHierbij de bevestiging van je nieuwe arbeidsvoorwaarden per 1 januari: bruto maandsalaris {SAL('€ 4.650')}, "
        f"vakantiegeld 8% en een eenmalige bonus van {SAL('€ 2.500')}.\nWe hebben je BSN ({m('NATIONAL_ID', ids.nid(g, 'nl.bsn'), 'nl.bsn')}) en je IBAN "
        f"{m('IBAN_CODE', g.iban('NL', grouped=True), 'iban')} al in het systeem staan.\n\nMet vriendelijke groet,\n\n{P(b.full)}\nHR-adviseur\n"
        f"T {PH(g, 'NL', 'dashes')}\n"
    )
    add(
        "nl",
        "email",
        hdr(
            g,
            (b.full, b.mail("dijkstrabouw.nl")),
            (a.full, a.mail("dijkstrabouw.nl")),
            "Nieuwe arbeidsvoorwaarden 2027",
            date(),
        )
        + body,
    )

    # ---------------- no
    a, b = Per("no", 0), Per("no", 3)
    body = (
        f"Hei {P(a.g)}!\n\nTakk for praten i går. Som avtalt: lønnen din justeres til {SAL('kr\u00a0685\u00a0000')} i året fra 1. desember. "
        f"Vi trenger fødselsnummeret ditt ({m('NATIONAL_ID', ids.nid(g, 'no.fodselsnummer'), 'no.fodselsnummer')}) og kontonummer for utbetaling – "
        f"det du sendte ({m('BANK_ACCOUNT', ids.nid(g, 'no.kontonr'), 'no.kontonr')}) stemmer.\n\nHilsen\n{P(b.full)}\n{PH(g, 'NO', 'nat')}\n"
    )
    q = f"Den man. 16. nov. 2026 kl. 14:12 skrev {P(a.full)} <{E(a.mail('online.no'))}>:\n" + quote(
        "Hei, her er kontonummeret mitt. Mvh " + P(a.g)
    )
    add(
        "no",
        "email",
        hdr(g, (b.full, b.mail("fjordkraft-data.no")), (a.full, a.mail("online.no")), "SV: Lønnsjustering", date())
        + body
        + "\n"
        + q,
    )

    # ---------------- sv
    a, b = Per("sv", 0), Per("sv", 1)
    body = (
        f"Hej {P(a.g)},\n\nDin sjukskrivning är registrerad från 9 november ({HL('bäckenfraktur efter cykelolycka')}). Sjuklönen beräknas på månadslönen "
        f"{SAL('41 800 kr')}. Personnummer {m('NATIONAL_ID', ids.nid(g, 'se.personnummer'), 'se.personnummer')} stämmer med Försäkringskassans underlag.\n\n"
        f"Krya på dig!\n/{P(b.g)}\n\n--\n{P(b.full)} | Lönekontoret | {m('COMPANY', 'Norrsken Logistik AB')}\n{PH(g, 'SE', 'nat')}\n"
    )
    add(
        "sv",
        "email",
        hdr(
            g,
            (b.full, b.mail("norrsken.se")),
            (a.full, a.mail("norrsken.se", 1)),
            "Sjukskrivning – lön november",
            date(),
        )
        + body,
    )

    # ---------------- da
    a, b = Per("da", 0), Per("da", 1)
    body = (
        f"Kære {P(a.g)}\n\nDu skylder stadig {OWE('kr. 4.875,00')} for varmeregnskabet 2025. Beløbet bedes indbetalt senest {m('DATE', '15. december 2026')}.\n"
        f"Vi har registreret dit CPR-nr. {m('NATIONAL_ID', ids.nid(g, 'dk.cpr'), 'dk.cpr')} og adressen {m('ADDRESS', 'Jægersborggade 23, 2. th., 2200 København N')}.\n\n"
        f"Med venlig hilsen\n{P(b.full)}\nBoligforeningen {m('COMPANY', 'Fælledhus')}\n"
    )
    add(
        "da",
        "email",
        hdr(g, (b.full, b.mail("faelledhus.dk")), (a.full, a.mail("mail.dk")), "Restance – varmeregnskab", date())
        + body,
    )

    # ---------------- fi
    a, b = Per("fi", 1), Per("fi", 0)
    body = (
        f"Hei {P(a.g)},\n\nlähetin eilen {P('Aallottarelle')} palkkalaskelman, mutta siinä oli virhe: peruspalkka on {SAL('4 120,00 €')} eikä {m('AMOUNT', '4 210,00 €')} "
        f"(se on taulukon yleinen palkkaluokka). Henkilötunnuksesi {m('NATIONAL_ID', ids.nid(g, 'fi.hetu'), 'fi.hetu')} on tarkistettu.\n\nTerveisin\n{P(b.full)}\n{PH(g, 'FI', 'nat')}\n"
    )
    add(
        "fi",
        "email",
        hdr(g, (b.full, b.mail("revontuli.fi")), (a.full, a.mail("revontuli.fi")), "Palkkalaskelma marraskuu", date())
        + body,
    )

    # ---------------- es
    a, b = Per("es", 2), Per("es", 3)
    body = (
        f"Hola {P(a.g)}:\n\nTe paso la oferta final: salario bruto anual de {SAL('38.500 €')} en 14 pagas, más {SAL('2.000 €')} de bonus. "
        f"Necesito tu DNI ({m('NATIONAL_ID', ids.nid(g, 'es.dni'), 'es.dni')}) y tu fecha de nacimiento ({DOB('3 de mayo de 1991')}) para el contrato.\n\n"
        f"Un saludo,\n{P(b.full)}\nTalento | {m('COMPANY', 'Talleres Arganzuela SL')}\nMóvil: {PH(g, 'ES', 'nat')}\n"
    )
    q = f"El lun, 16 nov 2026 a las 18:20, {P(a.full)} (<{E(a.mail('gmail.com', 2))}>) escribió:\n" + quote(
        "¿Hay novedades sobre la oferta? Gracias."
    )
    add(
        "es",
        "email",
        hdr(g, (b.full, b.mail("arganzuela.es")), (a.full, a.mail("gmail.com", 2)), "RE: Oferta", date())
        + body
        + "\n"
        + q,
    )

    # ---------------- it
    a, b = Per("it", 0), Per("it", 1)
    body = (
        f"Gentile dott. {P(a.f)},\n\nLe confermo l'appuntamento per la visita di controllo. Dagli esami risulta {HL('una fibrillazione atriale persistente')}; "
        f"il Dott. {P(b.full)} suggerisce di proseguire con {HL('apixaban 5 mg')} due volte al giorno.\nCodice fiscale registrato: {m('NATIONAL_ID', ids.nid(g, 'it.codicefiscale'), 'it.codicefiscale')}.\n\n"
        f"Cordiali saluti,\nSegreteria Ambulatorio Cardiologia\nTel. {PH(g, 'IT', 'nat', 'fixed')}\n"
    )
    add(
        "it",
        "email",
        hdr(g, (b.full, b.mail("ospedale-sanfelice.it")), (a.full, a.mail("libero.it")), "Conferma visita", date())
        + body,
    )

    # ---------------- pt (BR)
    a, b = Per("pt", 0), Per("pt", 1)
    body = (
        f"Oi {P(a.g)}, tudo bem?\n\nSegue o resumo do acordo: você ainda deve {OWE('R$ 3.480,00')} do empréstimo, que podemos parcelar em 6x. "
        f"Seu CPF {m('NATIONAL_ID', ids.nid(g, 'br.cpf'), 'br.cpf')} já está no cadastro. Qualquer coisa me chama no WhatsApp {PH(g, 'BR', 'nat')}.\n\n"
        f"Abraço,\n{P(b.g)}\n"
    )
    add(
        "pt",
        "email",
        hdr(g, (b.full, b.mail("uol.com.br")), (a.full, a.mail("bol.com.br")), "Acordo do empréstimo", date()) + body,
    )

    # ---------------- pl
    a, b = Per("pl", 1), Per("pl", 2)
    body = (
        f"Pani {P('Dobromiło')},\n\nw załączniku przesyłam aneks do umowy. Nowe wynagrodzenie zasadnicze wynosi {SAL('12 400,00 zł')} brutto miesięcznie. "
        f"Proszę o potwierdzenie numeru PESEL ({m('NATIONAL_ID', ids.nid(g, 'pl.pesel'), 'pl.pesel')}) oraz adresu: {m('ADDRESS', 'ul. Wilcza 46 m. 12, 00-679 Warszawa')}.\n"
        f"Przekażę też informację {P('Bożywojowi Grzmielewskiemu')}.\n\nZ poważaniem\n{P(b.full)}\nDział Kadr\ntel. {PH(g, 'PL', 'intl')}\n"
    )
    add(
        "pl",
        "email",
        hdr(g, (b.full, b.mail("wp.pl")), (a.full, a.mail("onet.pl")), "Aneks do umowy o pracę", date()) + body,
    )

    # ---------------- tr
    a, b = Per("tr", 0), Per("tr", 1)
    body = (
        f"Sayın {P(a.full)},\n\n{m('DATE', '30.11.2026')} itibarıyla kira borcunuz {OWE('18.600 TL')} olup aylık kira bedeli {CV('9.300 TL')}'dir. "
        f"Ödemeyi {m('IBAN_CODE', g.iban('TR', grouped=True), 'iban')} numaralı hesaba yapabilirsiniz.\n"
        f"T.C. kimlik no: {m('NATIONAL_ID', ids.nid(g, 'tr.tckimlik'), 'tr.tckimlik')}\n\nSaygılarımla,\nAv. {P(b.full)}\n{PH(g, 'TR', 'nat')}\n"
    )
    add(
        "tr",
        "email",
        hdr(
            g,
            (b.full, b.mail("hukukburo.com.tr")),
            (a.full, a.mail("hotmail.com", 1)),
            "Kira borcu hakkında ihtarname",
            date(),
        )
        + body,
    )

    # ---------------- ru
    a, b = Per("ru", 0), Per("ru", 1)
    body = (
        f"Добрый день, {P('Велеслав Велеславович')}!\n\nПересылаю {P('Доброгневе Ветлугиной')} ваше заявление на отпуск по болезни "
        f"({HL('пневмония, госпитализация')}). Оклад для расчёта — {SAL('185 000 ₽')}. ИНН {m('TAX_ID', ids.nid(g, 'ru.inn'), 'ru.inn')} проверен.\n\n"
        f"С уважением,\n{P(b.g[0] + '. ' + b.f)}\nтел. {PH(g, 'RU', 'nat')}\n"
    )
    q = f"16.11.2026, 19:03, {P(a.f + ' ' + a.g)} <{E(a.mail('yandex.ru'))}> пишет:\n" + quote(
        "Прошу оформить больничный с 10 ноября."
    )
    add(
        "ru",
        "email",
        hdr(g, (b.full, b.mail("mail.ru")), (a.full, a.mail("yandex.ru")), "Re: больничный", date()) + body + "\n" + q,
    )

    # ---------------- uk
    a, b = Per("uk", 0), Per("uk", 1)
    body = (
        f"Шановна {P('Любомиро')},\n\nпідтверджуємо, що ваш залишок на рахунку станом на 30.11 становить {BAL('48 210,55 грн')}. "
        f"РНОКПП {m('TAX_ID', ids.nid(g, 'ua.rntrc'), 'ua.rntrc')}. IBAN {m('IBAN_CODE', g.iban('UA'), 'iban')}.\n\n"
        f"З повагою,\n{P(b.full)}\n{PH(g, 'UA', 'intl')}\n"
    )
    add(
        "uk",
        "email",
        hdr(g, (b.full, b.mail("ukr.net")), (a.full, a.mail("ukr.net", 1)), "Довідка про залишок", date()) + body,
    )

    # ---------------- el
    a, b = Per("el", 0), Per("el", 1)
    body = (
        f"Αγαπητέ {P('Αριστόνικε')},\n\nσου στέλνω τη μισθοδοσία Νοεμβρίου: μικτές αποδοχές {SAL('2.340,00 €')}, καθαρές {SAL('1.712,40 €')}. "
        f"ΑΦΜ {m('TAX_ID', ids.nid(g, 'gr.vat'), 'gr.vat')}, ΑΜΚΑ {m('NATIONAL_ID', ids.nid(g, 'gr.amka'), 'gr.amka')}.\n\n"
        f"Φιλικά,\n{P(b.full)}\n{PH(g, 'GR', 'intl')}\n"
    )
    add(
        "el",
        "email",
        hdr(g, (b.full, b.mail("otenet.gr")), (a.full, a.mail("gmail.com")), "Μισθοδοσία Νοεμβρίου", date()) + body,
    )

    # ---------------- ar
    a, b = Per("ar", 0), Per("ar", 1)
    body = (
        f"الأستاذ {P(a.full)} المحترم،\n\nنود إعلامكم بأن رصيد حسابكم الحالي هو {BAL('٤٨٬٢٠٠ ريال')}، وأن المبلغ المستحق على بطاقتكم الائتمانية هو {OWE('٣٬٧٥٠ ريال')}. "
        f"رقم الآيبان: {m('IBAN_CODE', g.iban('SA'), 'iban')}.\n\nمع التحية،\n{P(b.full)}\nخدمة العملاء\n{PH(g, 'SA', 'nat')}\n"
    )
    add(
        "ar",
        "email",
        hdr(
            g,
            (b.full, b.mail("bank-aljazirah.example.sa")),
            (a.full, a.mail("hotmail.com")),
            "كشف الحساب الشهري",
            date(),
        )
        + body,
    )

    # ---------------- he
    a, b = Per("he", 0), Per("he", 1)
    body = (
        f"שלום {P(a.g)},\n\nמצורף חוזה ההעסקה. השכר החודשי ברוטו: {SAL('₪27,800')}. מספר תעודת הזהות שלך ({m('NATIONAL_ID', ids.nid(g, 'il.idnr'), 'il.idnr')}) "
        f"עודכן במערכת.\nנא לאשר עד {m('DATE', '10.12.2026')}.\n\nבברכה,\n{P(b.full)}\n{PH(g, 'IL', 'nat')}\n"
    )
    add(
        "he",
        "email",
        hdr(g, (b.full, b.mail("galim.co.il")), (a.full, a.mail("walla.co.il")), "חוזה העסקה", date()) + body,
    )

    # ---------------- hi
    a, b = Per("hi", 0), Per("hi", 1)
    body = (
        f"आदरणीय {P(a.full)} जी,\n\nआपका ऑफर लेटर संलग्न है। वार्षिक CTC {SAL('₹18,40,000')} है, जिसमें {SAL('₹2,00,000')} परफॉर्मेंस बोनस शामिल है। "
        f"कृपया अपना आधार नंबर ({m('NATIONAL_ID', ids.nid(g, 'in.aadhaar'), 'in.aadhaar')}) और जन्म तिथि ({DOB('12/08/1993')}) की पुष्टि करें।\n\n"
        f"धन्यवाद,\n{P(b.full)}\nएचआर टीम\n{PH(g, 'IN', 'intl')}\n"
    )
    add(
        "hi",
        "email",
        hdr(g, (b.full, b.mail("sahyadri-tech.in")), (a.full, a.mail("rediffmail.com")), "ऑफर लेटर", date()) + body,
    )

    # ---------------- zh
    a, b = Per("zh", 0), Per("zh", 1)
    body = (
        f"{P(a.full)}您好：\n\n附件是您的入职材料。月薪{SAL('28,000元')}，年终奖{SAL('两个月工资')}。请核对身份证号{m('CN_RESIDENT_ID', ids.nid(g, 'cn.ric'), 'cn.ric')}"
        f"和住址{m('ADDRESS', '上海市徐汇区漕溪北路88号3号楼1204室')}。\n如有问题请联系我，电话{PH(g, 'CN', 'nat')}。\n\n{P(b.full)}\n人力资源部\n"
    )
    add("zh", "email", hdr(g, (b.full, b.mail("qq.com")), (a.full, a.mail("163.com")), "入职材料确认", date()) + body)

    # ---------------- ja
    a, b = Per("ja", 1), Per("ja", 0)
    body = (
        f"{P(a.full)} 様\n\nいつもお世話になっております。{P(b.f)}です。\n来月の給与振込額（手取り）は{SAL('412,800円')}となります。"
        f"個人番号（{m('NATIONAL_ID', ids.nid(g, 'jp.in'), 'jp.in')}）の提出、ありがとうございました。\n\n--\n{P(b.full)}\n総務部\nTEL: {PH(g, 'JP', 'nat', 'fixed')}\n"
    )
    add(
        "ja",
        "email",
        hdr(g, (b.full, b.mail("tsukiyo.co.jp")), (a.full, a.mail("tsukiyo.co.jp", 1)), "給与振込のお知らせ", date())
        + body,
    )

    # ---------------- ko
    a, b = Per("ko", 0), Per("ko", 1)
    body = (
        f"{P(a.full)}님 안녕하세요.\n\n건강검진 결과 {HL('고지혈증')} 소견이 있어 재검이 필요합니다. 주민등록번호 {m('NATIONAL_ID', ids.nid(g, 'kr.rrn'), 'kr.rrn')}로 예약되어 있습니다.\n"
        f"문의: {PH(g, 'KR', 'nat')}\n\n{P(b.full)} 드림\n"
    )
    add(
        "ko",
        "email",
        hdr(g, (b.full, b.mail("naver.com")), (a.full, a.mail("daum.net")), "건강검진 결과 안내", date()) + body,
    )

    # ---------------- vi
    a, b = Per("vi", 0), Per("vi", 1)
    body = (
        f"Chào chị {P(a.call)},\n\nEm gửi chị bảng lương tháng 11: lương cơ bản {SAL('32.000.000 ₫')}, thưởng {SAL('5.000.000 ₫')}. "
        f"Mã số thuế cá nhân của chị là {m('TAX_ID', ids.nid(g, 'vn.mst'), 'vn.mst')}.\n\nTrân trọng,\n{P(b.full)}\n{PH(g, 'VN', 'nat')}\n"
    )
    add(
        "vi",
        "email",
        hdr(g, (b.full, b.mail("fpt.vn")), (a.full, a.mail("gmail.com", 1)), "Bảng lương tháng 11", date()) + body,
    )

    # ---------------- id
    a, b = Per("id", 0), Per("id", 1)
    body = (
        f"Halo Bu {P(a.g)},\n\nBerikut rincian tunggakan cicilan Ibu: {OWE('Rp 7.450.000')} untuk tiga bulan terakhir. Saldo tabungan Ibu saat ini {BAL('Rp 2.310.500')}.\n"
        f"Silakan hubungi kami di {PH(g, 'ID', 'nat')}.\n\nSalam,\n{P(b.full)}\n"
    )
    add(
        "id",
        "email",
        hdr(
            g,
            (b.full, b.mail("bankmandiri.example.id")),
            (a.full, a.mail("yahoo.co.id")),
            "Pemberitahuan tunggakan",
            date(),
        )
        + body,
    )

    # ---------------- en (thread with forward)
    a, b, c = Per("en", 0), Per("en", 1), Per("en", 2)
    body = (
        f"Hi {P(b.g)},\n\nForwarding {P(a.g)}'s note below. He's asked that we don't share the diagnosis beyond HR ({HL('type 1 narcolepsy')}); "
        f"he'll need a later start time as a reasonable adjustment.\nHis current salary is {SAL('£54,250')}; the band for his level is {m('AMOUNT', '£48,000–£58,000')}.\n\n"
        f"Thanks,\n{P(c.g)}\n\n---------- Forwarded message ---------\nFrom: {P(a.full)} <{E(a.mail('btinternet.com'))}>\nDate: {m('TIMESTAMP', 'Mon, 16 Nov 2026 at 22:14')}\n"
        f"Subject: adjustments\nTo: {P(c.full)} <{E(c.mail('harrowgatemills.co.uk'))}>\n\nHi {P(c.g)}, as discussed, my consultant's letter is attached. NI number {m('NATIONAL_ID', ids.nid(g, 'gb.nino'), 'gb.nino')}. "
        f"Home: {m('ADDRESS', '3 Tannery Lane, Frome BA11 1HG')}. Mobile {PH(g, 'GB', 'nat')}.\n{P(a.g)}\n"
    )
    add(
        "en",
        "email",
        hdr(
            g,
            (c.full, c.mail("harrowgatemills.co.uk")),
            (b.full, b.mail("harrowgatemills.co.uk")),
            "Fwd: adjustments",
            date(),
            cc=(Per("en", 3).full, Per("en", 3).mail("harrowgatemills.co.uk")),
        )
        + body,
    )


def _frnif(g):
    from stdnum.fr import nif

    while True:
        v = str(g.r.randint(0, 3)) + g.digits(12)
        if nif.is_valid(v):
            return f"{v[:2]} {v[2:4]} {v[4:7]} {v[7:10]} {v[10:]}"


def build(add, G):
    emails(add, G("emails"))
