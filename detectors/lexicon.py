"""The field lexicon: field names (JSON keys, table headers, ``key: value`` labels, e-mail
headers) that say what a value is, in every language of the held-out corpus and more.

A value under such a field is sensitive whatever its format: ``"diagnosis": "migraine"``,
``Gehalt: 4.200 €``, ``| 身份证号 | … |``. :class:`FieldLexicon` maps a field name to an entity
type; ``recognizers.fields`` finds the fields and their values in text.

Entity types (``FIELD_ENTITIES``): ``PERSON``, ``EMAIL_ADDRESS``, ``PHONE_NUMBER``, ``ADDRESS``,
``DATE_OF_BIRTH``, ``NATIONAL_ID`` (national/resident/passport/social-security/insurance
numbers), ``TAX_ID``, ``BANK_ACCOUNT`` (account numbers, IBAN, routing), ``CREDIT_CARD``,
``SALARY`` (salary, wage, compensation, offer, bonus), ``FINANCIAL_AMOUNT`` (balance, amount
owed, debt, contract value, budget), ``HEALTH`` (diagnosis, condition, medication, leave
reason), ``PASSWORD``, ``SECRET`` (secrets, tokens, keys), ``USERNAME`` (login, handle,
messaging id).

Matching (:meth:`FieldLexicon.classify`): the field name is normalised (NFKC, case-folded,
``e-mail`` → ``email``, camelCase and ``_ - . / :`` split into words, brackets, quotes and
markup dropped) and its longest *word suffix* found in the table wins (``customer_email`` →
``email``; ``email_verified`` matches nothing). Head words that name many things
(:data:`WEAK_HEADS`: ``name``, ``address``, ``number``, ``id``, ``date`` …) count only when they are
the whole field name or their modifier is listed (``file_name`` is no person, ``full_name`` is).
CJK field names have no spaces: their longest listed suffix wins (``联系电话`` → ``电话``).
Explicit ``None`` entries mark field names that are *not* sensitive although a suffix would
say so (``ip address``, ``email verified``).

Extending it: ``privacy.detector.fields`` in the config maps an entity type to extra field
names, e.g. ``{"HEALTH": ["befund", "allergies"], "SALARY": ["stipend"]}`` (see
:class:`edgeward.detectors.config.DetectorConfig`); a name mapped to ``NONE`` disables a
built-in entry.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from .meeting_labels import MEETING_PERSON_LABELS
from .person_labels import ROLE_PERSON_LABELS

#: Entity types a field can carry.
FIELD_ENTITIES: tuple[str, ...] = (
    "PERSON",
    "EMAIL_ADDRESS",
    "PHONE_NUMBER",
    "ADDRESS",
    "DATE_OF_BIRTH",
    "NATIONAL_ID",
    "TAX_ID",
    "BANK_ACCOUNT",
    "CREDIT_CARD",
    "SALARY",
    "FINANCIAL_AMOUNT",
    "HEALTH",
    "PASSWORD",
    "SECRET",
    "USERNAME",
)
#: The type name that disables an entry in a config extension.
NONE_TYPE = "NONE"

# One line per language; "|" separates field names; each is normalised like a field.
_BUILTIN: dict[str, str] = {
    "PERSON": """
        name|full name|fullname|first name|firstname|last name|lastname|given name|given names|
        family name|surname|middle name|maiden name|display name|global name|real name|legal name|
        preferred name|nickname|person|contact|contact name|contact person|customer|customer name|
        client|client name|employee|employee name|staff|staff name|patient|patient name|
        passenger|guest|guest name|attendee|attendees|participant|participants|member|
        member name|owner|owner name|account holder|account name|holder|cardholder|
        card holder|card holder name|beneficiary|beneficiary name|payee|payee name|recipient|
        recipient name|sender|sender name|author|assignee|assigned to|reporter|reported by|
        requester|requested by|approver|approved by|manager|supervisor|line manager|
        emergency contact|next of kin|spouse|partner|tenant|landlord|applicant|candidate|
        candidate name|student|teacher|doctor|physician|nurse|driver|signatory|signed by|
        witness|referee|cc|bcc|attn|attention|ship to|bill to|sold to|deliver to|
        consignee|insured|policyholder|policy holder|
        present|absent|apologies|attendees|attendee list|participants|organizer|organiser|chair|
        chairperson|facilitator|note taker|notetaker|minutes by|speaker|speakers|presenter|
        interviewer|interviewers|interviewee|reviewer|reviewers|approvers|assignees|owners|
        team members|invitees|invited|guests|on call|on-call|escalation contact|
        mentor|buddy|coach|tutor|backup|deputy|substitute|stand-in|fadder|stedfortreder|vertreter|
        vertretung|stellvertreter|remplaçant|suppléant|vervanger|waarnemer|наставник|заместитель|
        anwesend|abwesend|teilnehmer|teilnehmende|entschuldigt|protokoll|moderation|gäste|
        présents|présent|absents|excusés|excusées|animateur|animatrice|secrétaire de séance|
        aanwezig|afwezig|afgemeld|notulist|voorzitter|deelnemers|
        til stede|fraværende|deltakere|referent|møteleder|forfall|
        присутствовали|присутствуют|отсутствовали|отсутствуют|участники|ведущий|секретарь|
        παρόντες|απόντες|συμμετέχοντες|συντονιστής|
        参会人|参会人员|出席|出席人|缺席|主持人|记录人|与会人员|
        出席者|欠席者|司会|議事録|参加者|
        الحضور|الغائبون|المشاركون|
        vorname|nachname|familienname|geburtsname|kunde|kundin|kundenname|ansprechpartner|
        ansprechpartnerin|mitarbeiter|mitarbeiterin|patientin|inhaber|kontoinhaber|
        empfänger|absender|verfasser|bearbeiter|zuständig|antragsteller|vertreter|
        nom|prénom|prenom|nom complet|nom de famille|client|cliente|contact|interlocuteur|
        employé|employe|salarié|salarie|patiente|titulaire|destinataire|expéditeur|
        expediteur|responsable|demandeur|
        naam|voornaam|achternaam|volledige naam|klant|klantnaam|contactpersoon|medewerker|
        werknemer|patiënt|rekeninghouder|ontvanger|afzender|aanvrager|behandelaar|
        navn|fornavn|etternavn|mellomnavn|fullt navn|kunde|kontaktperson|ansatt|
        medarbeider|pasient|kontoinnehaver|mottaker|avsender|saksbehandler|søker|
        efternamn|förnamn|fornamn|kund|anställd|mottagare|avsändare|efternavn|
        nombre|apellido|apellidos|nombre completo|cliente|empleado|paciente|titular|
        nome|cognome|nome completo|dipendente|sobrenome|funcionário|
        имя|фамилия|отчество|фио|ф и о|полное имя|клиент|контакт|контактное лицо|
        сотрудник|пациент|владелец|получатель|отправитель|заявитель|ответственный|
        όνομα|ονομα|επώνυμο|επωνυμο|ονοματεπώνυμο|ονοματεπωνυμο|πελάτης|πελατης|
        επαφή|υπάλληλος|ασθενής|ασθενης|δικαιούχος|παραλήπτης|αποστολέας|υπεύθυνος|
        الاسم|اسم|الاسم الكامل|اسم العائلة|الاسم الأول|العميل|جهة الاتصال|الموظف|المريض|
        صاحب الحساب|المستلم|المرسل|مقدم الطلب|
        氏名|名前|お名前|顧客名|担当者|社員名|患者名|受取人|差出人|申請者|
        성명|이름|고객명|담당자|
        姓名|名字|客户|客户姓名|客户名称|联系人|收件人|收货人|寄件人|发件人|负责人|经办人|
        申请人|持卡人|开户人|户名|员工|员工姓名|职员|患者|病人|患者姓名|乘客|房客|租客|房东|
        业主|签字人|审批人|紧急联系人|被保险人|投保人|受益人|学生姓名|教师|医生|主治医生|
        聯絡人|客戶|員工|收件者
    """,
    "EMAIL_ADDRESS": """
        email|email address|mail|mail address|emails|contact email|work email|personal email|
        private email|reply to|from email|to email|sender email|recipient email|
        mailadresse|email adresse|emailadresse|courriel|adresse email|adresse électronique|
        adresse mail|emailadres|epost|epostadresse|e post|correo|correo electrónico|
        электронная почта|почта|эл почта|ηλεκτρονικό ταχυδρομείο|email διεύθυνση|
        البريد الإلكتروني|البريد|メール|メールアドレス|이메일|邮箱|电子邮箱|电子邮件|邮件地址|郵箱|
        電子郵件
    """,
    "PHONE_NUMBER": """
        phone|phone number|phone no|phonenumber|telephone|telephone number|tel|tel no|mobile|
        mobile number|mobile phone|cell|cell phone|cellphone|fax|fax number|contact number|
        contact phone|home phone|work phone|office phone|direct line|landline|whatsapp|
        emergency phone|emergency contact phone|msisdn|
        mob|switchboard|office phone|direct dial|zentrale|durchwahl|fon|kantoor|mobiel|sentralbord|sentralbordet|
        standard|ligne directe|офис|代表|代表電話|直通|
        telefon|telefonnummer|handy|handynummer|mobilnummer|mobiltelefon|rufnummer|festnetz|
        faxnummer|téléphone|telephone|tél|tel portable|portable|numéro de téléphone|
        numero de telephone|mobile|telefoon|telefoonnummer|mobiel|mobiele nummer|
        gsm|telefonnr|mobil|mobilnr|mobiltelefon|teléfono|telefono|móvil|cellulare|
        телефон|тел|мобильный|мобильный телефон|номер телефона|сотовый|τηλέφωνο|τηλεφωνο|
        τηλ|κινητό|κινητο|الهاتف|هاتف|رقم الهاتف|الجوال|جوال|موبايل|電話|電話番号|携帯|
        携帯電話|전화|전화번호|휴대폰|电话|手机|手机号|手机号码|联系电话|电话号码|座机|固话|
        联系方式|電話號碼|手機
    """,
    "ADDRESS": """
        address|home address|street address|postal address|mailing address|billing address|
        shipping address|delivery address|residential address|permanent address|
        current address|residence|street|address line|address line 1|address line 2|
        address1|address2|addr|domicile|
        adresse|anschrift|wohnadresse|wohnanschrift|straße|strasse|wohnort|postanschrift|
        lieferadresse|rechnungsadresse|adresse postale|adresse de livraison|domicile|rue|
        adres|woonadres|straat|postadres|bezorgadres|adresse|gateadresse|bostedsadresse|
        postadresse|bopel|dirección|direccion|domicilio|indirizzo|endereço|
        адрес|адрес проживания|почтовый адрес|домашний адрес|διεύθυνση|διευθυνση|
        διεύθυνση κατοικίας|العنوان|عنوان|عنوان السكن|住所|現住所|주소|地址|住址|家庭住址|
        家庭地址|通讯地址|收货地址|居住地址|户籍地址|联系地址|送货地址|現居地址
    """,
    "DATE_OF_BIRTH": """
        dob|date of birth|birth date|birthdate|birthday|born|born on|birth|d o b|
        geburtsdatum|geburtstag|geboren|date de naissance|né le|née le|naissance|
        geboortedatum|geboren op|fødselsdato|født|födelsedatum|fødselsdag|fecha de nacimiento|
        data di nascita|data de nascimento|дата рождения|день рождения|
        ημερομηνία γέννησης|ημερομηνια γεννησης|ημ γέννησης|تاريخ الميلاد|تاريخ الولادة|
        生年月日|誕生日|생년월일|出生日期|生日|出生年月|出生年月日|родился|родилась|дата рожд|γεννήθηκε|γεννημένος|γεννημένη|ولد في|مواليد|出生于|生于|出生|生まれ|born in
    """,
    "NATIONAL_ID": """
        ssn|social security|social security number|social security no|national id|
        national id number|national identity number|national insurance|
        national insurance number|nin|nino|id number|id card|id card number|identity number|
        identity card|passport|passport number|passport no|driver license|drivers license|
        driving licence|driver licence|license number|licence number|personal number|
        personal id|personal identity number|citizen id|resident id|health insurance number|
        insurance number|insurance no|member id|policy number|medicare|medicaid|nhs number|
        ni number|ni no|nino|ni|national insurance no|national insurance number|
        patient id|mrn|medical record number|
        personalausweis|ausweisnummer|personalausweisnummer|reisepass|reisepassnummer|
        sozialversicherungsnummer|svnr|versichertennummer|krankenversicherungsnummer|
        führerschein|numéro de sécurité sociale|numero de securite sociale|nir|
        sécurité sociale|securite sociale|carte vitale|numéro d identité|passeport|
        carte d identité|bsn|burgerservicenummer|paspoort|paspoortnummer|id nummer|
        fødselsnummer|personnummer|d nummer|passnummer|pass nummer|dni|nie|nif|curp|
        codice fiscale|cpf|паспорт|номер паспорта|снилс|серия и номер паспорта|
        αριθμός ταυτότητας|αριθμος ταυτοτητας|ταυτότητα|αδτ|αμκα|διαβατήριο|
        رقم الهوية|الهوية|رقم جواز السفر|جواز السفر|الرقم الوطني|マイナンバー|個人番号|
        旅券番号|パスポート番号|保険証番号|주민등록번호|身份证|身份证号|身份证号码|证件号|
        证件号码|护照|护照号|护照号码|社保号|社保卡号|医保号|医保卡号|医保卡|保险号|就诊卡号|
        病历号|住院号|身分證|身分證字號
    """,
    "TAX_ID": """
        tax id|tax number|tax no|tin|taxpayer id|tax identification number|itin|ein|
        steuer id|steuerid|steuernummer|steueridentifikationsnummer|numéro fiscal|
        numero fiscal|numéro fiscal de référence|spi|fiscaal nummer|rsin|skattenummer|
        skatte id|nif|rfc|инн|налоговый номер|αφμ|α φ μ|الرقم الضريبي|納税者番号|税号|
        纳税人识别号|税务登记号|vat|vat id|vat number|vat no|vat reg no|ust id|ustid|
        umsatzsteuer id|ust idnr|numéro de tva|tva intracommunautaire|n tva|btw nummer|btw nr|
        btw id|mva nummer|mva nr|partita iva|nif iva|增值税号
    """,
    "BANK_ACCOUNT": """
        account|account number|account no|acct|acct no|bank account|bank account number|
        iban|bic|swift|sort code|routing number|routing|aba|bank details|bsb|clabe|
        kontonummer|konto|bankverbindung|iban nummer|bankkonto|numéro de compte|
        numero de compte|compte|compte bancaire|rib|rekeningnummer|rekening|bankrekening|
        rekeningnr|kontonr|bankkontonummer|kontonummer|número de cuenta|numero de cuenta|
        cuenta|conto|numero di conto|conta|número da conta|номер счета|номер счёта|
        расчетный счет|счет|счёт|αριθμός λογαριασμού|λογαριασμός|رقم الحساب|الحساب البنكي|
        口座番号|口座|계좌번호|账号|账户|帐号|银行账号|银行账户|开户行账号|收款账号|对公账户|
        账户号码|帳號
    """,
    "CREDIT_CARD": """
        card|card number|card no|credit card|credit card number|debit card|cc number|card pan|
        bank card|bank card number|payment card|
        kartennummer|kreditkarte|kreditkartennummer|numéro de carte|carte bancaire|
        kaartnummer|creditcard|kortnummer|kredittkort|número de tarjeta|tarjeta|
        номер карты|карта|αριθμός κάρτας|رقم البطاقة|カード番号|카드번호|银行卡|银行卡号|卡号|
        信用卡|信用卡号|工资卡|工资卡号
    """,
    "SALARY": """
        salary|salaries|base salary|annual salary|monthly salary|gross salary|net salary|
        wage|wages|hourly rate|pay|pay rate|payrate|compensation|total compensation|
        remuneration|income|annual income|bonus|offer|job offer|offer amount|offer for|offer of|
        earns|earning|earnings|verdient|gagne|verdient|tjener|зарабатывает|κερδίζει|يتقاضى|月收入|年收入|
        offer letter|salary band|gross monthly|gross annual|gross pay|net pay|net salary|take home|take home pay|
        monthly gross|annual gross|gross income|net income|compensation package|base pay|sign-on|sign on|signing bonus|
        sign-on bonus|pay rise|annual package|
        pay grade|stock options|severance|pension|
        gehalt|bruttogehalt|nettogehalt|jahresgehalt|monatsgehalt|lohn|stundenlohn|
        vergütung|verguetung|einkommen|bonus|salaire|salaire brut|salaire net|
        rémunération|remuneration|revenu|prime|salaris|brutosalaris|loon|inkomen|
        jaarsalaris|maandsalaris|nettoloon|brutoloon|lønn|lonn|årslønn|månedslønn|timelønn|inntekt|lön|
        salario|sueldo|stipendio|retribuzione|salário|зарплата|заработная плата|оклад|
        доход|μισθός|μισθος|αποδοχές|αμοιβή|الراتب|راتب|الأجر|給与|給料|年収|月給|급여|
        연봉|工资|薪资|薪水|薪酬|月薪|年薪|基本工资|底薪|奖金|绩效工资|应发工资|实发工资|
        税前工资|税后工资|工資|薪資
    """,
    "FINANCIAL_AMOUNT": """
        balance|account balance|current balance|available balance|outstanding|
        outstanding balance|amount owed|amount due|owed|owes|debt|debts|arrears|overdue|
        overdue amount|credit limit|loan|loan amount|mortgage|net worth|contract value|
        contract arr|deal value|deal size|budget|budget cap|capex|capex overrun|
        overrun|settlement amount|penalty amount|
        kontostand|saldo|guthaben|schulden|offener betrag|offene forderung|forderung|
        rückstand|kredit|darlehen|budget|solde|montant dû|montant du|dette|dettes|impayé|
        impaye|découvert|openstaand bedrag|openstaand|schuld|achterstand|saldo|gjeld|
        utestående|restanse|deuda|saldo pendiente|debito|остаток|баланс|задолженность|
        skylder|schuldet|schuldig|owes me|doit|debe|должен|должна|يدين|尚欠|拖欠|欠|垫付|报销金额|
        долг|υπόλοιπο|υπολοιπο|οφειλή|χρέος|الرصيد|رصيد|المبلغ المستحق|الدين|残高|
        未払い|잔액|余额|账户余额|欠款|欠费|应收|应付|未付金额|贷款|负债|合同金额|预算|餘額
    """,
    "HEALTH": """
        diagnosis|diagnoses|medical condition|health condition|
        illness|disease|symptoms|symptom|medication|medications|medicine|prescription|
        treatment|therapy|allergy|allergies|disability|medical history|pre existing conditions|
        health notes|medical notes|medical|clinical notes|sick leave reason|
        sick leave|leave reason|reason for leave|absence reason|reason for absence|
        medical leave reason|medical appointment|sickness|injury|mental health|
        psychiatric history|infectious disease|blood type|pregnancy|vaccination status|
        diagnose|befund|krankheit|erkrankung|vorerkrankungen|medikamente|medikation|
        behandlung|therapie|allergien|krankmeldung|krankheitsgrund|abwesenheitsgrund|
        gesundheitszustand|diagnostic|maladie|pathologie|traitement|médicaments|
        medicaments|antécédents|antecedents|motif d absence|arrêt maladie|arret maladie|
        état de santé|diagnose|aandoening|ziekte|medicatie|behandeling|ziekteverlof|
        reden verzuim|verzuimreden|gezondheid|sykdom|diagnose|medisiner|behandling|
        sykemelding|sykmelding|fraværsgrunn|helse|helsetilstand|diagnóstico|enfermedad|
        schwerbehinderung|behinderung|invalidité|handicap|arbeitsunfähigkeit|
        diagnosi|malattia|диагноз|заболевание|болезнь|лечение|препараты|причина отсутствия|
        больничный|διάγνωση|διαγνωση|ασθένεια|ασθενεια|φαρμακευτική αγωγή|θεραπεία|
        التشخيص|تشخيص|المرض|الحالة الصحية|الأدوية|病名|診断|診断名|病歴|既往歴|服薬|
        진단|병명|诊断|诊断结果|病情|病史|既往病史|过敏史|用药|病假原因|请假原因|请假事由|
        病因|疾病|传染病|精神病史|健康状况|身体状况|症状|治疗方案|診斷|既往史|现病史|主诉|
        主要诊断|术后情况|过敏|用药情况|病历摘要
    """,
    "PASSWORD": """
        password|passwd|pwd|passphrase|passcode|pin|pin code|db password|
        service account password|root password|admin password|
        passwort|kennwort|mot de passe|mdp|wachtwoord|passord|lösenord|contraseña|
        contrasena|password|пароль|κωδικός|κωδικος|συνθηματικό|كلمة المرور|كلمة السر|
        パスワード|비밀번호|密码|口令|密碼
    """,
    "SECRET": """
        secret|secrets|client secret|secret key|api key|apikey|api token|access key|
        access token|auth token|refresh token|bearer token|token|private key|signing key|
        webhook secret|session token|session secret|encryption key|master key|
        credentials|credential|cookie|session id|sessionid|
        schlüssel|geheimnis|clé|cle|clé api|cle api|sleutel|nøkkel|hemmelighet|clave|
        ключ|токен|секрет|κλειδί|مفتاح|トークン|シークレット|密钥|秘钥|令牌|
        api-schlüssel|api schlüssel|zugangstoken|zugangsschlüssel|jeton|jeton d'accès|jeton d accès|
        clé secrète|chave da api|chave de api|chave api|chave secreta|klucz api|klucz dostępu|
        api anahtarı|api anahtari|gizli anahtar|ключ api|api ключ|секретный ключ|κλειδί api|
        chiave api|chiave segreta|clave de api|clave api|clave secreta|token de acceso|token di accesso|
        api-sleutel|api sleutel|toegangssleutel|geheime sleutel|api-nøkkel|api-nyckel|api-nøgle|api-avain|
        مفتاح api|مفتاح الواجهة|api密钥|api 密钥|apiキー|api キー|api 키|api키|시크릿 키|액세스 토큰
    """,
    "USERNAME": """
        username|user name|user|login|login name|userid|user id|handle|screen name|
        slack|slack handle|slack id|telegram|telegram handle|wechat|wechat id|weixin|
        skype|skype id|discord|signal|line id|twitter|x handle|instagram|linkedin|github user|
        messenger|qq|qq号|
        benutzername|benutzer|nom d utilisateur|identifiant|gebruikersnaam|brukernavn|
        användarnamn|usuario|nome utente|имя пользователя|логин|όνομα χρήστη|
        اسم المستخدم|ユーザー名|사용자명|用户名|账户名|帐户名|微信|微信号|登录名|用戶名
    """,
}

# Further languages (es, it, pt, pl, tr, fi, sv, da, ko, vi, hi, he, uk, ja): the usual form
# labels, schema column names and HR/CRM/clinic field names of each, one line per language.
_MORE_LANGUAGES: dict[str, str] = {
    "PERSON": """
        nombre y apellidos|primer apellido|segundo apellido|empleado|destinatario|remitente|
        solicitante|contacto|beneficiario|
        nome e cognome|nominativo|paziente|titolare|mittente|richiedente|referente|responsabile|
        intestatario|beneficiario|
        nome completo|apelido|paciente|funcionario|colaborador|destinatário|remetente|
        requerente|responsável|beneficiário|contato|
        imię|imie|nazwisko|imię i nazwisko|imie i nazwisko|klient|pacjent|pracownik|
        właściciel|odbiorca|nadawca|wnioskodawca|kierownik|przełożony|osoba kontaktowa|dłużnik|
        ad soyad|adı soyadı|isim|soyad|soyadı|müşteri|hasta|çalışan|alıcı|gönderen|yönetici|
        yetkili|başvuran|
        nimi|etunimi|sukunimi|koko nimi|asiakas|potilas|työntekijä|esihenkilö|esimies|
        vastaanottaja|lähettäjä|hakija|yhteyshenkilö|tilinomistaja|
        namn|fullständigt namn|kund|anställd|chef|kontaktperson|sökande|kontoinnehavare|
        handläggare|
        fulde navn|medarbejder|ansat|leder|modtager|afsender|ansøger|kontohaver|sagsbehandler|
        고객|환자|직원|사원|수신인|발신인|신청인|보호자|예금주|
        họ tên|họ và tên|tên|khách hàng|bệnh nhân|nhân viên|người nhận|người gửi|
        người liên hệ|chủ tài khoản|người phụ trách|
        नाम|पूरा नाम|ग्राहक|मरीज़|मरीज|रोगी|कर्मचारी|प्राप्तकर्ता|प्रेषक|आवेदक|खाताधारक|
        संपर्क व्यक्ति|
        שם|שם מלא|שם פרטי|שם משפחה|לקוח|מטופל|עובד|נמען|שולח|מבקש|איש קשר|בעל החשבון|
        ім'я|ім’я|прізвище|по батькові|піб|клієнт|пацієнт|співробітник|працівник|отримувач|
        відправник|заявник|керівник|контактна особа|власник рахунку|
        顧客|従業員|上司|契約者|名義
    """,
    "EMAIL_ADDRESS": """
        posta elettronica|e posta|eposta|sähköposti|thư điện tử|ईमेल|אימייל|דואר אלקטרוני|
        דוא ל|електронна пошта|ел пошта
    """,
    "PHONE_NUMBER": """
        celular|telemóvel|telefone|komórka|numer telefonu|nr telefonu|cep telefonu|
        telefon numarası|puhelin|puhelinnumero|matkapuhelin|puh|mobiltelefon|
        điện thoại|số điện thoại|sđt|sdt|फ़ोन|फोन|मोबाइल|फ़ोन नंबर|फोन नंबर|मोबाइल नंबर|
        טלפון|נייד|מספר טלפון|мобільний|номер телефону
    """,
    "ADDRESS": """
        residenza|morada|endereco|adres zamieszkania|ulica|ev adresi|ikamet adresi|osoite|
        katuosoite|kotiosoite|lähiosoite|adress|gatuadress|hemadress|địa chỉ|पता|כתובת|
        адреса|адреса проживання
    """,
    "DATE_OF_BIRTH": """
        fecha nacimiento|fecha nac|fecha de nac|nacido el|nacida el|data nascita|nato il|nata il|
        data nascimento|data de nasc|nascimento|data urodzenia|urodzony|urodzona|doğum tarihi|
        syntymäaika|syntymäpäivä|syntynyt|född|ngày sinh|जन्म तिथि|जन्मतिथि|जन्म दिनांक|
        תאריך לידה|дата народження|народився|народилася|생일
    """,
    "NATIONAL_ID": """
        nss|número de la seguridad social|pasaporte|carta d identità|passaporto|
        tessera sanitaria|rg|cartão de cidadão|niss|passaporte|pesel|numer dowodu|
        dowód osobisty|paszport|nr paszportu|tc kimlik no|tc kimlik|tckn|kimlik no|
        pasaport|pasaport no|henkilötunnus|hetu|passin numero|cpr|cpr nummer|cpr nr|
        여권번호|외국인등록번호|cccd|cmnd|số cccd|căn cước|hộ chiếu|số hộ chiếu|आधार|
        आधार नंबर|आधार संख्या|aadhaar|aadhaar number|aadhar|תעודת זהות|ת ז|מספר זהות|דרכון|
        номер паспорта|закордонний паспорт
    """,
    "TAX_ID": """
        número de contribuinte|contribuinte|nip|vergi no|vergi kimlik no|vkn|verotunniste|
        pan number|pan no|рнокпп|іпн|податковий номер|מספר עוסק
    """,
    "BANK_ACCOUNT": """
        cuenta bancaria|conto corrente|conta bancária|nib|numer konta|nr konta|
        numer rachunku|rachunek bankowy|hesap no|hesap numarası|tilinumero|pankkitili|
        reg nr|계좌|số tài khoản|stk|खाता संख्या|खाता नंबर|מספר חשבון|חשבון בנק|
        номер рахунку|рахунок
    """,
    "SALARY": """
        salario bruto|sueldo neto|nómina|nomina|ingresos|ingresos netos|retribución|
        netto mensile|lordo annuo|compenso|reddito|busta paga|salário|remuneração|vencimento|
        ordenado|rendimento|wynagrodzenie|pensja|płaca|dochód|dochod|maaş|net maaş|
        brüt maaş|ücret|gelir|beklenen maaş|palkka|kuukausipalkka|vuosipalkka|tulot|
        bruttopalkka|månadslön|årslön|inkomst|bruttolön|løn|månedsløn|årsløn|indkomst|
        bruttoløn|월급|기본급|실수령액|상여금|lương|mức lương|thu nhập|lương cơ bản|वेतन|
        तनख्वाह|सैलरी|मासिक वेतन|משכורת|שכר|הכנסה|שכר ברוטו|заробітна плата|дохід
    """,
    "FINANCIAL_AMOUNT": """
        deudas|importe adeudado|importe pendiente|valor del contrato|importe del contrato|
        préstamo|hipoteca|importo dovuto|insoluto|arretrati|morosità|valore contratto|
        importo contratto|mutuo|prestito|credito residuo|saldo devedor|dívida|divida|
        valor em dívida|quota em dívida|valor contratado|valor do contrato|empréstimo|
        zadłużenie|kwota zadłużenia|dług|zaległość|zaległości|wartość umowy|pożyczka|
        bakiye|borç|toplam borç|sözleşme bedeli|sözleşme tutarı|velka|saatava|
        sopimuksen arvo|laina|skuld|skulder|kontraktsvärde|restskuld|gæld|restgæld|
        kontraktværdi|skyldigt beløb|잔고|미납액|미납금|연체금|채무|대출|계약금액|số dư|
        dư nợ|còn nợ|giá trị hợp đồng|khoản vay|शेष राशि|बकाया|बकाया राशि|ऋण|अनुबंध मूल्य|
        יתרה|חוב|סכום החוב|יתרת חוב|שווי החוזה|הלוואה|залишок|заборгованість|борг|
        сума договору|restschuld|reste à payer|借金|未払金|부채|미수금|quota arretrata|
        importo arretrato|arretrato|mahnbetrag|atrasos|valor em atraso|achterstallig|
        achterstallig bedrag
    """,
    "HEALTH": """
        diagnostico|diagnóstico principal|alergias|medicación|tratamiento|
        antecedentes médicos|motivo de baja|baja médica|discapacidad|patología|patologia|
        allergie|terapia|farmaci|anamnesi|certificato medico|motivo assenza|invalidità|
        disabilità|doença|doenca|medicação|medicamentos|tratamento|condição médica|
        deficiência|baixa médica|atestado médico|diagnoza|rozpoznanie|choroba|
        choroby przewlekłe|alergie|leki|leczenie|niepełnosprawność|zwolnienie lekarskie|
        stan zdrowia|teşhis|tanı|hastalık|kronik hastalık|alerji|ilaçlar|tedavi|
        engel durumu|engellilik|sağlık durumu|diagnoosi|sairaus|sairaudet|allergiat|
        lääkitys|hoito|poissaolon syy|sairausloma|terveydentila|diagnos|sjukdom|allergier|
        medicinering|läkemedel|sjukskrivning|frånvaroorsak|funktionsnedsättning|
        hälsotillstånd|sygdom|sygemelding|fraværsårsag|helbred|진단명|질병|질환|알레르기|
        복용약|치료|병가 사유|장애|chẩn đoán|bệnh|bệnh lý|tiền sử bệnh|dị ứng|điều trị|
        tình trạng sức khỏe|निदान|बीमारी|रोग|एलर्जी|दवा|इलाज|उपचार|विकलांगता|אבחנה|אבחון|
        מחלה|מחלות רקע|אלרגיות|תרופות|מצב רפואי|נכות|діагноз|захворювання|хвороба|алергії|
        ліки|лікування|лікарняний|інвалідність|стан здоров'я|
        grund der abwesenheit|fehlgrund|sick reason|лекарства|препараты|motivo de la baja|
        thuốc|ilaç|lääkkeet|medicijnen|medicações|lekarstwa
    """,
    "PASSWORD": """
        senha|hasło|haslo|şifre|parola|salasana|adgangskode|kodeord|암호|mật khẩu|पासवर्ड|
        סיסמה|סיסמא
    """,
    "USERNAME": """
        nombre de usuario|utente|nome de usuário|usuário|utilizador|nazwa użytkownika|
        użytkownik|kullanıcı adı|kullanıcı|käyttäjätunnus|käyttäjä|användare|brugernavn|
        bruger|아이디|사용자 이름|tên đăng nhập|उपयोगकर्ता नाम|יוזר|שם משתמש|
        ім'я користувача|логін|
        nama pengguna|tên người dùng|ユーザーid|ログインid|ログイン名|계정명|用户id|登录账号|登录帐号|
        pseudo|pseudonyme|kullanıcı adınız|felhasználónév|nume de utilizator|korisničko ime|uporabniško ime|
        никнейм|ник|
        jabber|jabber id|xmpp|jid|icq|kakaotalk|kakao id|카카오톡|카톡|텔레그램|
        viber|zalo|bluesky|mastodon|tiktok|snapchat|discord id|discord tag|telegram id|телеграм|
        телеграмм|تيليجرام|טלגרם|微信id|qq号码
    """,
}

#: Field names that are NOT sensitive although a listed suffix would say so.
_NOT_SENSITIVE = """
    slack channel|discord channel|telegram channel|telegram chat|telegram chat type|telegram group|
    discord server|discord guild|slack workspace|teams channel|telegram notifications|
    discord notifications|slack notifications|telegram enabled|discord enabled|slack enabled|
    ip address|mac address|server address|host address|ip|email verified|email enabled|
    email opt in|email sent|phone verified|phone type|address type|account type|
    account status|account id|account manager|user agent|user type|user count|users|
    user role|card type|card brand|token type|token count|tokens|max tokens|token limit|
    password policy|password reset|password expires|password changed|secret name|
    key name|key id|public key|owner type|contact type|offer id|offer code|pay period|
    payment status|budget id|balance sheet|health check|healthcheck|health status code|
    condition type|treatment group|login url|login page|slack channel|pass rate|pass count|
    home page|homepage|home dir|home directory|street view|diagnostics|system diagnostics|
    vaccination rate|vaccination coverage|meds count|medication count|medications count
"""

_OCR_FOLD = str.maketrans({"l": "i", "1": "i", "|": "i", "0": "o", "ı": "i"})


def ocr_fold(key: str) -> str:
    """``key`` with the letters OCR confuses made one (``l``/``1``/``|``/``ı`` -> ``i``, ``0`` ->
    ``o``, ``rn`` -> ``m``); listed terms are folded the same way, so a scanned form's
    ``Nazwlsko:`` or ``Te1efon:`` finds its field (names17)."""
    return key.replace("rn", "m").translate(_OCR_FOLD)


_GENERIC_NAME_KEYS = frozenset(
    "name names display name title navn naam nom nombre nome имя όνομα ονομα اسم الاسم 名前 名称 이름 label".split()
)

#: Field names that name a value in a record but not in running prose ("pay $20 to …").
PROSE_STOP = frozenset(
    "pay offer budget income equity pension bonus loan comp account card contact user holder owner base "
    "package present absent chair speaker speakers guests invited reviewer host "
    "member person mail home code pin tel number no id commission commissions provisjon "
    # the Chinese for "budget", as "budget" itself: a project's or a team's figure in prose (decoys18)
    "预算 預算".split()
)

#: Head words that make a one-word compound (German, Dutch, Scandinavian) name that type.
COMPOUND_HEADS: dict[str, str] = {
    "lønn": "SALARY",
    "lonn": "SALARY",
    "lön": "SALARY",
    "lohn": "SALARY",
    "gehalt": "SALARY",
    "salaris": "SALARY",
    "saldo": "FINANCIAL_AMOUNT",
    "schulden": "FINANCIAL_AMOUNT",
    "rückstand": "FINANCIAL_AMOUNT",
    "rueckstand": "FINANCIAL_AMOUNT",
    "gjeld": "FINANCIAL_AMOUNT",
    "telefon": "PHONE_NUMBER",
    "telefoon": "PHONE_NUMBER",
    "telefonnummer": "PHONE_NUMBER",
    "adresse": "ADDRESS",
    "adres": "ADDRESS",
    "anschrift": "ADDRESS",
    "diagnose": "HEALTH",
    "passord": "PASSWORD",
    "passwort": "PASSWORD",
    "wachtwoord": "PASSWORD",
    "kontonummer": "BANK_ACCOUNT",
    "rekeningnummer": "BANK_ACCOUNT",
}

#: Last words of a field name that make it "done by a person" (created_by, erstellt von).
_AGENT_WORDS = frozenset({"by", "von", "par", "door", "av", "af", "por", "da"})

#: Head words that name many things: they count only alone or with a listed modifier.
WEAK_HEADS = frozenset(
    "name names address number no id date holder card account contact user key token "
    "pin code mail person member owner".split()
)

_PAREN_RE = re.compile(r"[(（\[【][^()（）\[\]【】]{0,30}[)）\]】]")
_CAMEL_RE = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_SEP_RE = re.compile(r"[_\-./:\\#\[\]{}()<>\"'`*|,;?!=+@&%$^~（）【】「」『』：，、]+")
_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")


@lru_cache(maxsize=16384)  # a pure function of labels that recur in every text (~20 µs a call)
def normalize_field(name: str) -> str:
    """Normalised form of a field name: NFKC, camelCase split, separators to spaces,
    case-folded, ``e mail`` → ``email``, single spaces. ``"homeAddress"`` → ``"home address"``,
    ``"E-Mail-Adresse"`` → ``"email adresse"``, ``"**Date of birth**"`` → ``"date of birth"``."""
    s = unicodedata.normalize("NFKC", name)
    stripped = _PAREN_RE.sub(" ", s)  # "Phone (mobile)", "月薪（税前）"
    if stripped.strip():
        s = stripped
    s = _CAMEL_RE.sub(" ", s)
    s = _SEP_RE.sub(" ", s).casefold()
    s = re.sub(r"\be mail\b", "email", s)
    s = re.sub(r"\s+", " ", s).strip()
    return s


#: Letters with no Unicode decomposition that schemas and ASCII keyboards spell plainly.
_PLAIN_LETTERS = str.maketrans({"ı": "i", "ł": "l", "đ": "d"})


def fold_accents(key: str) -> str:
    """``key`` without Latin/Greek/Cyrillic diacritics (combining marks U+0300-U+036F after
    NFD, plus ``ı ł đ``): field names in schemas and URLs are often written without them
    (``diagnostico``, ``dogum_tarihi``, ``dochod``). Other scripts are left as they are."""
    s = unicodedata.normalize("NFD", key.translate(_PLAIN_LETTERS))
    return unicodedata.normalize("NFC", "".join(c for c in s if not "\u0300" <= c <= "\u036f"))


#: Word abbreviations of warehouse/legacy column naming conventions (``CUST_NM``,
#: ``EMP_BRTH_DT``, ``MGR_NM``, ``EMERG_CNTCT``), expanded when a field name has no match.
_ABBREVIATIONS: dict[str, str] = {
    "nm": "name",
    "nme": "name",
    "fst": "first",
    "frst": "first",
    "lst": "last",
    "cust": "customer",
    "emp": "employee",
    "empl": "employee",
    "mgr": "manager",
    "cntct": "contact",
    "emerg": "emergency",
    "brth": "birth",
    "dt": "date",
    "addr": "address",
    "ph": "phone",
    "mob": "mobile",
    "sal": "salary",
    "bal": "balance",
    "acct": "account",
    "diag": "diagnosis",
    "dx": "diagnosis",
    "pwd": "password",
    "usr": "user",
    "pax": "passenger",
    "psngr": "passenger",
    "ppt": "passport",
    "pasp": "passport",
    "no": "number",
    "nbr": "number",
    "nr": "number",
    "num": "number",
    "tel": "telephone",
    "mbl": "mobile",
    "cel": "cell",
    "fnm": "first name",
    "lnm": "last name",
    "mnm": "middle name",
    "fname": "first name",
    "lname": "last name",
    "mname": "middle name",
    "gvn": "given",
    "fam": "family",
    "dob": "date of birth",
    "bdt": "birth date",
    "bday": "birthday",
    "eml": "email",
    "stret": "street",
    "pt": "patient",
    "mbr": "member",
    "ins": "insurance",
    "pol": "policy",
    "lic": "license",
    "drv": "driver",
    "dl": "driver license",
    "natl": "national",
    "ident": "identification",
    "accnt": "account",
    "bnk": "bank",
    "medctn": "medication",
    "meds": "medication",
    "alrg": "allergies",
    "pswd": "password",
    "passwd": "password",
    "uname": "username",
    # fields18: more legacy/HR abbreviations (``pin_cd``, ``ctr_val``, ``sickRsn``, ``hlth_note``)
    "cd": "code",
    "val": "value",
    "ctr": "contract",
    "ctrct": "contract",
    "cntrct": "contract",
    "rsn": "reason",
    "hlth": "health",
    "cond": "condition",
    "instl": "installment",
    "wynagr": "wynagrodzenie",
}

#: Qualifiers written after the head in warehouse order (``NM_FIRST``, ``ADDR_HOME``,
#: ``PHONE_MOBILE``): moved before it when nothing else matched.
_TRAILING_QUALIFIERS = frozenset(
    "first last middle given family full maiden home work mobile cell personal private primary".split()
)
#: One-word abbreviations that cannot mean anything else alone (``pwd`` alone is the shell's
#: working directory, ``tel``/``dob`` are listed anyway).
_ALONE_ABBREVIATIONS = frozenset("fnm lnm mnm fname lname mname eml pswd uname".split())


#: Field labels of languages and schemes the probes of round 3 found missing (Hindi, Polish,
#: Turkish, Korean, Japanese, Spanish/Portuguese variants; India's PAN, US Medicare MBI).
_MORE_LABELS: dict[str, str] = {
    "PERSON": "उपनाम|कुलनाम|フリガナ|ふりがな|氏名カナ|nazwisko rodowe|nom de jeune fille|apellido materno|"
    "apellido paterno|nome do pai|nome da mãe|पिता का नाम|माता का नाम",
    "NATIONAL_ID": "numer paszportu|nr paszportu|seria i numer paszportu|numer dowodu osobistego|여권 번호|"
    "पासपोर्ट नंबर|पासपोर्ट संख्या|आधार कार्ड|आधार कार्ड नंबर|pasaport numarası|pasaport no|"
    "medicare beneficiary identifier|mbi|medicare id|numero de pasaporte|número del pasaporte|"
    "número de seguridad social|número da segurança social|niss|nº seguridad social",
    "TAX_ID": "पैन|पैन नंबर|पैन कार्ड|पैन कार्ड नंबर|permanent account number|pan no|pan card|"
    "vergi kimlik numarası|vergi numarası",
    "ADDRESS": "miejsce zamieszkania|adres zamieszkania|adres zameldowania|स्थायी पता|वर्तमान पता|"
    "ikamet adresi|ev adresi",
    "PHONE_NUMBER": "연락처|휴대폰 번호|핸드폰|携帯番号|携帯|numer komórki|nr tel|cep no|gsm",
    "BANK_ACCOUNT": "बैंक खाता|बैंक खाता संख्या|खाता नंबर|numer rachunku|nr rachunku|rachunek bankowy|hesap no",
    "EMAIL_ADDRESS": "ई-मेल|ई मेल|ईमेल आईडी|ई-मेल पता|ईमेल पता",
    "DATE_OF_BIRTH": "जन्म की तारीख|जन्म दिनांक|जन्मदिन",
    "CREDIT_CARD": "कार्ड नंबर|क्रेडिट कार्ड|डेबिट कार्ड|numer karty|karta kredytowa|kart numarası|kredi kartı|"
    "número do cartão|cartão de crédito|número de cartão|신용카드",
    "USERNAME": "यूज़रनेम|यूजरनेम|उपयोगकर्ता नाम|uživatelské jméno",
    "HEALTH": "दवाइयाँ|दवाइयां|दवाएं|दवा|बीमारी|रोग|निदान|एलर्जी|chorob przewlekłych|schorzenia|rahatsızlık|kronik hastalık|"
    "alerji|알레르기|병력|지병|アレルギー|持病",
    # what someone owes, rents or put down (prose labels as much as field names)
    "FINANCIAL_AMOUNT": "me debes|debes|te debo|le debo|deve ancora|ancora da pagare|χρωστάει|χρωστάω|χρωστάς|"
    "zaległość|zaległości|dług|borç|borcu|빌린 돈|빚|还欠|借了|còn nợ|nợ|उधार|बकाया|"
    "rent|monthly rent|miete|kaltmiete|warmmiete|loyer|affitto|alquiler|aluguel|czynsz|kira|аренда|"
    "оренда|квартплата|lejen|leje|husleie|husleia|hyran|hyra|huur|depositum|kaution|"
    "fianza|caparra|家賃|월세|전세|보증금|房租|租金|押金|敷金|किराया|sumă datorată",
    # verbs and nouns that say what someone is paid, in prose ("Il guadagna 3.200 euro");
    # payroll columns: what is paid out and what is withheld from pay are pay components too
    "SALARY": "renda|renda mensal|renda bruta|renda líquida|current base|proposed base|new base|base proposed|"
    "个税|个人所得税|代扣个税|utbetalt|netto utbetalt|att utbetala|udbetalt|do wypłaty|a percibir|líquido a percibir|"
    "netto del mese|income tax withheld|federal income tax withheld|lohnsteuer|quellensteuer|skattetrekk|"
    "preliminärskatt|forskudsskat|ennakonpidätys|ennakkopidätys|ндфл|gelir vergisi|源泉徴収税額|源泉所得税|"
    "원천징수|irpef|retención irpf|"
    "prämie|zielprämie|jahresprämie|ral attuale|ral lorda|retribuzione annua lorda|guadagna|percepisce|gana|ganaba|ganha|"
    "zarabia|zarabiam|zarobki|pobory|kazanıyor|kazanır|maaşı|yıllık gelir|verdienen|verdiene|"
    "verdienste|verdien|verdiende|gagnes|gagnait|tjente|tjänar|zarabotok|зарплату|तनख्वाह|"
    "कमाता|कमाती|कमाते|सैलरी|월급|연봉은|월급은|稼ぐ|手取り",
}

#: Indonesian/Malay and Vietnamese labels the round-5 blind probe found missing (names, addresses,
#: birth dates, phones, ids, tax numbers, accounts; KTP = Indonesian identity card, NIK its number).
_ROUND5_LABELS: dict[str, str] = {
    "PERSON": "nama|nama lengkap|nama pelanggan|nama penerima|nama pengirim|nama pasien|nama karyawan|"
    "nama pemilik|nama ibu kandung|penerima|pengirim|atas nama|tên khách hàng|tên người nhận|người nhận",
    "ADDRESS": "alamat|alamat lengkap|alamat rumah|alamat pengiriman|alamat domisili|domisili|tempat tinggal|"
    "alamat surat-menyurat|địa chỉ nhà|địa chỉ giao hàng|địa chỉ thường trú|nơi ở|nơi cư trú",
    "DATE_OF_BIRTH": "tanggal lahir|tgl lahir|tgl. lahir|tempat tanggal lahir|tempat/tgl lahir|"
    "tarikh lahir|tarikh kelahiran|ngày tháng năm sinh|sinh ngày|năm sinh",
    "PHONE_NUMBER": "telepon|telp|no telp|nomor telepon|no hp|nomor hp|no. hp|ponsel|nomor ponsel|"
    "nombor telefon|no tel|số di động|di động",
    "NATIONAL_ID": "nik|no ktp|nomor ktp|ktp|no kk|nomor paspor|no paspor|no. paspor|mykad|no kp|"
    "nombor kad pengenalan|số cmnd|số căn cước",
    "TAX_ID": "npwp|nomor npwp|no npwp|mã số thuế|mã số thuế cá nhân|mst cá nhân",
    "BANK_ACCOUNT": "nomor rekening|no rekening|no. rek|no rek|rekening bank|nombor akaun|akaun bank|"
    "số tk|tài khoản ngân hàng|р/с|расчётный счёт|лицевой счёт|лицевой счет",
}

#: Round 6: the tax withheld from pay (taxonomy: pay and its components), as payroll records
#: name it in the corpus languages.
_ROUND6_LABELS: dict[str, str] = {
    "SALARY": "tax withheld|income tax withheld|federal income tax withheld|withholding|withholding tax|"
    "tax withholding|lohnsteuer|einbehaltene lohnsteuer|"
    "retenue à la source|prélèvement à la source|loonheffing|loonbelasting|forskuddstrekk|skattetrekk|"
    "skatteavdrag|källskatt|ennakonpidätys|retención irpf|retenciones|ritenuta irpef|ritenute|"
    "retenção na fonte|irs retido|zaliczka na podatek|gelir vergisi kesintisi|ндфл|удержанный налог|"
    "παρακράτηση φόρου|παρακράτηση|ضريبة الدخل المقتطعة|源泉徴収税額|源泉徴収|代扣个税|个人所得税|"
    "원천징수|원천징수세액|소득세",
}

#: Round 7: pay and debt column names the dev3 blind split found missing: India's cost-to-company
#: and Italy's gross annual pay (``CTC``, ``RAL``), French monthly gross, Japanese annual salary,
#: Indonesian/Malay pay, debt and savings words, Chinese arrears columns. (A bill's total to pay,
#: ``Te betalen: € 41,20 vóór …``, is a money cue, not a label: the label would take the whole line.)
_ROUND7_LABELS: dict[str, str] = {
    "SALARY": "ctc|annual ctc|ctc offered|fixed ctc|ral|brut mensuel|brut annuel|salaire mensuel|salaire brut mensuel|"
    "salaire annuel|年俸|基本給|gaji|gaji pokok|gaji bersih|gaji kotor|upah|tunjangan|penghasilan|gaji bulanan",
    # German/Dutch "born" abbreviations on payslips and referral letters ("Geb.-Datum", "geb. 11-04-1958")
    "DATE_OF_BIRTH": "geb|geb.|geb.-datum|geb. datum|geb.datum|gebdat|geb.-dat.|geb. dat.",
    "FINANCIAL_AMOUNT": "欠款|欠款金额|欠款余额|欠费|欠费金额|待还金额|未还金额|逾期金额|tunggakan|utang|hutang|"
    "pinjaman|sisa pinjaman|sisa utang|tagihan|total tagihan|saldo tabungan|tabungan|simpanan|nilai kontrak|"
    "nachzahlung|offene posten|offener posten|charges owed|personal charges owed|owed to company",
}

#: round 8: payroll deductions and allowances of a person's pay (taxonomy: pay and its components)
_ROUND8_LABELS: dict[str, str] = {
    "SALARY": "employee deduction|employee deductions|employee contribution|employee contributions|"
    "housing allowance|transport allowance|بدل السكن|بدل سكن|بدل النقل|بدل المواصلات|بدل الانتقال",
}

#: Round 13 (fields13): form, payroll and HR column names of ar, he, hi, ko, ja, pl, uk, ru, es,
#: it, vi that the earlier rounds lacked: pay totals (``総支給額``, ``الدخل الشهري``), contract values
#: (``契約金額``, ``قيمة العقد``, ``ערך החוזה``, ``сумма договора``), arrears (``체납액``,
#: ``滞納額``), abbreviated birth labels (``ת. לידה``, ``Дата нар.``, ``Д.р.``, ``F. nac.``) and
#: absence-reason labels (``छुट्टी का कारण``, ``lý do nghỉ``, ``결근 사유``, ``سبب الغياب``). Not
#: invoice totals (``請求額``, ``do zapłaty``: a firm's bill) nor a payout (``wypłata`` is also a
#: cash withdrawal), nor a bare income or remainder word (``الدخل``, ``आय``, ``शेष``: a firm's
#: income, a stock's remainder).
_ROUND13_LABELS: dict[str, str] = {
    "SALARY": "급여액|給与額|月給額|年収見込み|賞与額|総支給額|差引支給額|支給額|सीटीसी|मासिक आय|"
    "तनख़्वाह|الدخل الشهري|مرتب|المرتب|الراتب الصافي|thưởng|tiền lương|зп|з п|заработок|"
    "зарплатня|paga|paga base|paga mensile|sueldo mensual|salario mensual|pensja zasadnicza",
    "FINANCIAL_AMOUNT": "체납액|계약 금액|계약액|미지급금|체불액|연체액|미납 금액|契約金額|契約額|受注金額|"
    "未払い金額|滞納額|延滞金|借入金|負債額|債務額|कर्ज|कर्ज़|क़र्ज़|खाता शेष|कर्ज राशि|ऋण राशि|"
    "ערך החוזה|סכום החוזה|יתרת חשבון|יתרת זכות|قيمة العقد|مبلغ العقد|المبلغ المتبقي|القرض|المتأخرات|"
    "сумма договора|сумма контракта|стоимость договора|стоимость контракта|вартість договору|"
    "сума контракту|вартість контракту|сума боргу|wartość kontraktu|kwota umowy|kwota długu|"
    "kwota kredytu|monto adeudado|monto del contrato|monto de la deuda|valore del contratto|"
    "importo del contratto|importo residuo|số tiền nợ|khoản nợ|tiền nợ|nợ còn lại",
    "DATE_OF_BIRTH": "ת לידה|תאריך הלידה|יום הולדת|שנת לידה|дата нар|д р|f nac|data nasc|생년 월일|"
    "출생일|जन्म तारीख|الميلاد|يوم الميلاد|ngày tháng năm sinh|data urodz|doğum tarihim|"
    "تاريخ ميلادي|تاريخ ميلاده|تاريخ ميلادها|تاريخ ولادتي|datum narození|datum narozeni",
    "HEALTH": "छुट्टी का कारण|अवकाश का कारण|बीमारी का कारण|lý do nghỉ|lý do nghỉ ốm|lý do vắng mặt|"
    "nghỉ ốm|причина відсутності|причина больничного|причина лікарняного|休職理由|病気休暇の理由|"
    "欠勤理由|傷病名|결근 사유|휴직 사유|상병명|סיבת היעדרות|סיבת העדרות|סיבת המחלה|سبب الغياب|"
    "سبب الإجازة المرضية|سبب الإجازة|الحالة المرضية|powód nieobecności|przyczyna absencji|"
    "przyczyna nieobecności|causa assenza|motivo del permiso|causa de baja|causa de la baja",
}

#: Secrets14: keys and column headers naming a door, gate, alarm, key-safe or intercom code or a
#: network password, in the languages of agent traffic (``door_code``, ``Türcode``, ``alarm_pin``,
#: ``digicode``, ``kod do domofonu``, ``门禁密码``). ``code`` alone, ``intercom`` alone and ``wifi``
#: alone stay unlisted: a status code, an intercom's number and a network's name are no secret.
_ROUND14_LABELS: dict[str, str] = {
    "PASSWORD": "door code|door pin|gate code|gate pin|entry code|entrance code|front door code|building code|"
    "alarm code|alarm pin|intercom code|buzzer code|keypad code|garage code|garage pin|lockbox code|"
    "lock box code|key safe|key safe code|keysafe code|key box code|keybox code|padlock code|locker code|"
    "safe code|access code|access pin|wifi password|wifi pass|wifi key|wi fi password|wlan password|wpa key|"
    "wpa password|network key|türcode|tuercode|haustürcode|torcode|alarmcode|tresorcode|schlüsselsafe|"
    "schlüsseltresor|zugangscode|wlan passwort|wlan kennwort|wlan schlüssel|deurcode|poortcode|alarmcode|"
    "sleutelkluis|toegangscode|wifi wachtwoord|portkod|dörrkod|larmkod|nyckelskåp|portkode|dørkode|"
    "alarmkode|nøkkelboks|nøgleboks|ovikoodi|porttikoodi|hälytyskoodi|digicode|code porte|code portail|"
    "code d accès|code interphone|code alarme|boîte à clés|code wifi|mot de passe wifi|clé wifi|"
    "código puerta|código portal|código de acceso|código alarma|clave wifi|contraseña wifi|código portão|"
    "código de acesso|senha wifi|codice cancello|codice porta|codice allarme|codice di accesso|"
    "password wifi|kod do drzwi|kod do domofonu|kod do bramy|kod alarmu|kod dostępu|hasło wifi|"
    "kapı kodu|kapı şifresi|alarm şifresi|wifi şifresi|код домофона|код двери|код доступа|"
    "код сигнализации|пароль wifi|код домофону|код дверей|код доступу|пароль від wifi|"
    "κωδικός πόρτας|κωδικός εισόδου|κωδικός συναγερμού|κωδικός wifi|קוד כניסה|קוד דלת|קוד לדלת|"
    "קוד אזעקה|סיסמת wifi|סיסמת וויפי|رمز الباب|رمز البوابة|رمز الدخول|كلمة سر الواي فاي|"
    "كلمة مرور الواي فاي|दरवाज़े का कोड|दरवाजे का कोड|गेट कोड|वाईफाई पासवर्ड|mã cửa|mã cổng|"
    "mật khẩu wifi|kode pintu|kode akses|kata sandi wifi|门禁码|门禁密码|开门密码|大门密码|"
    "wifi密码|无线密码|ドアコード|暗証番号|玄関の暗証番号|オートロック番号|wi fiパスワード|"
    "현관 비밀번호|도어락 비밀번호|공동현관 비밀번호|와이파이 비밀번호|와이파이 비번|"
    # head-first languages put the qualifier after the password word (``contraseña temporal``,
    # ``hasło tymczasowe``, ``סיסמה זמנית``); a listed word inside a longer key is no credential
    # (``password_updated_at``), so the qualified forms are listed
    "contraseña temporal|contraseña provisional|contraseña nueva|contraseña inicial|contraseña del wifi|"
    "contraseña del correo|clave temporal|clave provisional|mot de passe temporaire|mot de passe provisoire|"
    "mot de passe initial|mot de passe du wifi|senha temporária|senha provisória|senha inicial|senha nova|"
    "senha do wifi|password temporanea|password provvisoria|password iniziale|password del wifi|"
    "hasło tymczasowe|hasło jednorazowe|hasło początkowe|hasło startowe|hasło do wifi|hasło do poczty|"
    "пароль временный|пароль от wifi|пароль від wifi|parolă temporară|şifre geçici|"
    "סיסמה זמנית|סיסמא זמנית|סיסמה ראשונית|סיסמה חדשה|סיסמה לוויפי|"
    "كلمة المرور المؤقتة|كلمة مرور مؤقتة|كلمة السر المؤقتة|كلمة المرور الجديدة|كلمة المرور الأولية|"
    "mật khẩu tạm thời|mật khẩu mới|mật khẩu ban đầu|kata sandi sementara|kata sandi baru|"
    "अस्थायी पासवर्ड|नया पासवर्ड|임시 비밀번호|초기 비밀번호|仮パスワード|初期パスワード|临时密码|初始密码",
    "SECRET": "מפתח api|מפתח ה api|מפתח גישה|טוקן|api कुंजी|एपीआई कुंजी|एपीआई की|टोकन|sekret klienta|"
    "секрет клієнта|секрет клиента|secreto del cliente|segredo do cliente|sır anahtarı|クライアントシークレット|"
    "클라이언트 시크릿|客户端密钥",
}

#: words after a credential term that make the key a setting of it, not the credential
_CREDENTIAL_META = frozenset(
    """rotation length len min max minimum maximum policy expiry expires expired ttl age attempts tries
    retries count enabled disabled required rule rules format pattern hint changed updated reset set
    last created at date status type mode strength complexity history lockout interval""".split()
)

#: Abbreviations and short heads of pay and contract value that name a person's money only
#: inside a record about a person (an HR/payroll export, an offer table) or a customer (a CRM
#: deal): compensation (``comp``, ``TC``, ``OTE``, ``base``, ``RSU``, ``equity``), gross/net in
#: the payroll words of several languages, contract values (``ACV``, ``TCV``, ``ARR``, ``MRR``).
RECORD_MONEY_WORDS: dict[str, str] = {
    **dict.fromkeys(
        "comp tc ote ctc base rsu rsus equity stock options brutto netto bruto neto brut net gross plata "
        "plaća placa zarobki stipend bonus commission provision bér ber brutto netto signing "
        # fields18: allowances and the basic of a payroll row (India's ``Basic``/``HRA``/``LTA``)
        "allowance allowances basic hra lta zulage zulagen toelage tillegg tillägg tillæg indemnité "
        "ödenek dodatek dodatki надбавка доплата επίδομα".split(),
        "SALARY",
    ),
    **dict.fromkeys("acv tcv arr mrr dug duguje".split(), "FINANCIAL_AMOUNT"),
    "prim": "SALARY",  # Turkish bonus
    "plat": "SALARY",  # Czech/Slovak pay (French "dish": a person's record only)
}
# a compound ending in gross/net (German "Jahresbrutto", Dutch "maandbruto")
_RECORD_MONEY_SUFFIXES = ("brutto", "netto", "bruto", "neto")
#: Modifiers that may stand beside a record money word (``annual_comp``, ``total_tc``, ``new_base``).
_RECORD_MODIFIERS = frozenset(
    "annual yearly monthly month year total target current new proposed offered offer fixed mnd mån man mo mth "
    "kk pa yr jahr an ano año anno ay per "
    "variable initial sign on grant jahres monats annuel mensuel anual mensual annuale mensile "
    "ytd mtd qtd special other conveyance medical".split()
)
#: Field names of a reason or finding: a person's health inside an absence or patient record
#: (``{"absence": …, "motif": "lombalgie"}``), nothing alone (``{"ticket": …, "reason": …}``).
RECORD_HEALTH_WORDS = frozenset(
    "reason motif motivo reden årsak arsak orsak årsag arsag grund причина причини powód powod neden "
    "syy alasan sebab condition befund 原因 理由 事由 사유 dx icd icd10".split()
)

#: Issue 12 (field12): pay extras (holiday pay, year-end bonus, commission) and birth-date
#: abbreviations of HR exports (``fodt``, ``data_ur``, ``date_naiss``) in the corpus languages.
_ROUND12_LABELS: dict[str, str] = {
    "SALARY": "feriepenger|feriepenge|semesterersättning|urlaubsgeld|weihnachtsgeld|13 monatsgehalt|성과급|상여|"
    "年终奖|年終獎|賞与|ボーナス|премия|премія|commission|commissions|provisjon|sign on bonus|retention bonus|"
    "fizetés|bruttó bér|nettó bér|bér|lomaraha|premia|premie|"
    "signing|signing bonus|绩效|绩效奖金|提成|mzda|hrubá mzda|čistá mzda|hruba mzda|cista mzda",
    "HEALTH": "presenting complaint|chief complaint|pmh|past medical history|hpc|history of presenting complaint|"
    "chronic conditions|chronic condition|medical conditions|pre existing condition|preexisting conditions|meds|"
    "vaccination|vaccinations|impfstatus|药物|药品|服用薬|薬|약|أدوية|φάρμακα|alergia|alergias|аллергия|аллергии|"
    "אלרגיה|حساسية|αλλεργία|αλλεργίες|betegség|diagnózis|nemoc|diagnóza|boala|boală|"
    "motif de consultation|motivo de consulta|motivo della visita|consultation reason|reason for visit|"
    "visit reason|reason for referral|anamnese|anamnèse",
    "FINANCIAL_AMOUNT": "dluh|dlužná částka|dluzna castka|tartozás|hátralék|dugovanje|skyldig|skyldig beløp|مديونية|المديونية|الديون|opsparing|oppsparing|sparepenger|sparpengar|ersparnisse|"
    "ersparnis|épargne|ahorros|risparmi|spaargeld|poupança|oszczędności|säästöt",
    "DATE_OF_BIRTH": "fodt|fodd|fødd|data ur|dt ur|data urodz|dt urodz|date naiss|dat naiss|fecha nac|dt nasc|dt naiss|doğum günü|dogum gunu|"
    "nascido em|nascida em|bday|születési dátum|születési idő|szuletesi datum|datum narození|"
    "datum narozeni|datum rođenja|datum rodjenja|data nașterii|data nasterii|f dato|fdato|ημ γεν|narozen|narozena|"
    "datum narodenia",
}

#: Issue 12 (fields17): pay parts, debts, rents, health, birth, address and login labels of the
#: HR exports, payslips, forms and tables of he, hi, pl, es, ko, ar, it, pt, uk, vi, id, tr, sv,
#: da, fi (table headers and form labels; every one names a person's value in a person's record).
_FIELDS17_LABELS: dict[str, str] = {
    "SALARY": "בונוס|מענק|שכר בסיס|שכר יסוד|שעות נוספות|נטו לתשלום|שכר נטו|משכורת ברוטו|משכורת נטו|דמי הבראה|"
    "البدلات|بدلات|بدل سكن|بدل نقل|بدل السكن|بدل النقل|صافي الراتب|الراتب الأساسي|الراتب الاساسي|راتب أساسي|"
    "المكافأة|مكافأة|العلاوة|الحوافز|إجمالي الراتب|الراتب الإجمالي|"
    "इन हैंड|इनहैंड|in hand|सीटीसी|मूल वेतन|भत्ता|भत्ते|एचआरए|शुद्ध वेतन|सकल वेतन|कुल वेतन|वेतन वृद्धि|"
    "superminimo|tredicesima|quattordicesima|premio di produzione|stipendio lordo|stipendio netto|netto in busta|"
    "plus convenio|paga extra|pagas extra|salario base|sueldo base|líquido a percibir|aumento salarial|subida salarial|"
    "salário base|subsídio de alimentação|subsídio de férias|subsídio de natal|décimo terceiro|salário líquido|"
    "płaca zasadnicza|wynagrodzenie zasadnicze|dodatek stażowy|do wypłaty|wypłata|premia roczna|podwyżka|trzynastka|"
    "net ücret|brüt ücret|brüt maaş|ikramiye|maaş artışı|yemek yardımı|"
    "посадовий оклад|надбавка|до виплати|нараховано|премія|"
    "phụ cấp|thực lĩnh|thực nhận|lương thực nhận|tiền thưởng|lương gross|lương net|tăng lương|"
    "gaji bersih|take home pay|total diterima|uang lembur|insentif|kenaikan gaji|"
    "수당|식대|실수령|세전 연봉|세후 월급|월 급여|인상액|"
    "grundlön|nettolön|lönehöjning|ob tillägg|grundløn|nettoløn|lønforhøjelse|peruspalkka|nettopalkka|"
    "palkankorotus|tulospalkkio",
    "FINANCIAL_AMOUNT": "adeudo|adeudos|deuda pendiente|saldo deudor|cuota pendiente|recibos pendientes|"
    "debito residuo|saldo debitore|rate arretrate|saldo em dívida|prestações em atraso|"
    "dług|długi|do spłaty|pozostało do spłaty|saldo zadłużenia|zaległa kwota|"
    "חובות|פיגור|פיגורים|יתרה לתשלום|סכום לתשלום|"
    "المتأخرات|متأخرات|المبلغ المتبقي|الرصيد المستحق|القرض|الأقساط المتأخرة|مستحقات|"
    "कर्ज़|कर्ज|उधार|बाकी राशि|लोन|ऋण राशि|"
    "빚|연체액|대출 잔액|남은 금액|미지급액|"
    "kalan borç|borç tutarı|gecikmiş borç|прострочена заборгованість|залишок боргу|"
    "khoản nợ|tiền nợ|số tiền nợ|nợ quá hạn|hutang|sisa tagihan|"
    "skulder|lånebelopp|kvar att betala|restgæld|velka|velat|lainan määrä|"
    "renta mensual|fianza|importe del alquiler|canone|canone mensile|deposito cauzionale|cauzione|"
    "valor da renda|caução|czynsz|kaucja|kira|kira bedeli|aylık kira|depozito|שכר דירה|פיקדון|דמי שכירות|"
    "الإيجار|قيمة الإيجار|قيمة العقد|किराया|सिक्योरिटी डिपॉजिट|월세|보증금|전세금|tiền thuê|tiền cọc|"
    "uang sewa|орендна плата|застава|hyra|deposition|husleje|vuokra|takuuvuokra|"
    "saldo disponible|saldo actual|saldo attuale|saldo atual|stan konta|saldo konta|יתרה בחשבון|"
    "الرصيد الحالي|रुपये शेष|현재 잔액|hesap bakiyesi|залишок на рахунку|số dư tài khoản|saldo rekening|"
    "kontosaldo|tilin saldo",
    "HEALTH": "dolencia|afección|padecimiento|dolegliwości|przyczyna nieobecności|powód nieobecności|"
    "סיבת היעדרות|סיבת המחלה|سبب الغياب|الأمراض المزمنة|الحالة المرضية|الدواء|"
    "स्वास्थ्य स्थिति|अनुपस्थिति का कारण|छुट्टी का कारण|दवाइयाँ|दवाएं|दवाइयां|"
    "질병명|결근 사유|복용 약|지병|기저질환|건강 상태|"
    "rahatsızlık|rapor nedeni|izin nedeni|kullandığı ilaçlar|kronik hastalıklar|"
    "причина відсутності|хронічні захворювання|lý do nghỉ|bệnh nền|thuốc đang dùng|"
    "penyakit|riwayat penyakit|alasan sakit|obat|diagnosa|sjukdomar|orsak till frånvaro|mediciner|"
    "medicin|årsag til fravær|sygdomme|sairausloman syy",
    "DATE_OF_BIRTH": "ת לידה|जन्म की तारीख|출생일|d tarihi|дата нар|f nacimiento|f nac|d nascita|"
    "födelsedag|syntymäpäivä",
    "ADDRESS": "כתובת מגורים|מען|स्थायी पता|वर्तमान पता|miejsce zamieszkania|adres korespondencyjny|"
    "dirección postal|مكان الإقامة|거주지|자택 주소|ikametgah|місце проживання|адреса реєстрації|"
    "hộ khẩu thường trú|bostadsadress|bopæl|asuinpaikka",
    "BANK_ACCOUNT": "מס חשבון|בנק חשבון|बैंक खाता|खाता नं|खाता नंबर|nº de cuenta|cuenta corriente|"
    "입금 계좌|no rekening|nomor rekening|clearingnummer",
    "PERSON": "przypisane do|przypisany do|przypisana do|asignado a|asignada a|assegnato a|assegnata a|"
    "atribuído a|atribuída a|atanan|atanan kişi|призначено|giao cho|người được giao|ditugaskan ke|tilldelad|"
    "tildelt|vastuuhenkilö|הוקצה ל|مسند إلى|autor|autore|autora|yazar|автор|tác giả|penulis|författare|"
    "forfatter|tekijä|מחבר|المؤلف|लेखक|작성자",
    "USERNAME": "משתמש|המשתמש|المستخدم|مستخدم|사용자|користувач|người dùng|pengguna|उपयोगकर्ता|пользователь|"
    "כינוי|nick|nickname|pseudonim|rumuz|takma ad|логін|ім'я користувача|нікнейм|"
    "닉네임|사용자 이름|المعرف|معرف المستخدم|اسم الدخول|inloggning|bruger id|käyttäjänimi",
}

#: Issue 12 (fields18): HR, payroll, health and lending field names of tools no earlier split used
#: (Gusto, Xero, SAP SuccessFactors, DATEV, Visma, freee, SmartHR, Plaid …): garnishments of pay
#: in every corpus language (what a court makes the employee owe), instalments of a loan, the net
#: to pay of a French payslip, Japanese/Chinese allowances, allergy and health-note fields, sickness
#: reasons written as one compound, the deposit a tenant paid.
_FIELDS18_LABELS: dict[str, str] = {
    "SALARY": "net à payer|net a payer|net payé|net à verser|net imposable|salaire net|salaire de base|"
    "手当|時間外手当|通勤手当|住宅手当|家族手当|役職手当|残業手当|津贴|岗位津贴|交通补贴|住房补贴|绩效工资|"
    "zaliczka pit|zaliczka na pit|zaliczka na podatek dochodowy|wynagrodzenie brutto|wynagrodzenie netto|"
    "special allowance|basic salary|basic pay|house rent allowance|leave travel allowance|conveyance allowance|"
    "gross earnings|ytd earnings|ytd gross|gross ytd|net ytd|wages|"
    "lønnstillegg|lönetillägg|løntillæg|palkanlisä|gehaltszulage|"
    "plus salarial|complemento salarial|indennità|επίδομα",
    "FINANCIAL_AMOUNT": "garnishment|wage garnishment|garnishments|pfändung|lohnpfändung|gehaltspfändung|"
    "pfändungsbetrag|saisie sur salaire|loonbeslag|utleggstrekk|trekk utlegg|löneutmätning|"
    "lønindeholdelse|palkan ulosmittaus|embargo de nómina|embargo de sueldo|pignoramento|"
    "pignoramento dello stipendio|cessione del quinto|cessione quinto|penhora|penhora de salário|potrącenia komornicze|potrącenie komornicze|"
    "zajęcie komornicze|maaş haczi|icra kesintisi|удержания по исполнительному листу|"
    "исполнительный лист|алименты|κατάσχεση|κατάσχεση μισθού|حجز على الراتب|扣押工资|差押え|給与差押え|압류|급여 압류|"
    "monthly installment|loan installment|installment amount|instalment amount|"
    "rata mensile|rata del mutuo|mensualité du prêt|termijnbedrag|lånebetaling|платёж по кредиту|"
    "security deposit|deposit held|deposit paid|rental deposit|tenancy deposit|"
    "outstanding principal|remaining principal|principal balance|loan balance|balance due|balance owing|amount owing",
    "HEALTH": "allergi|allergier|allergia|allergiat|allergie|allergies|allergy|diagnosis code|diagnosis codes|"
    "diagnosis text|diagnosis description|icd code|icd10 code|icd 10 code|diagnosekode|diagnoscode|code diagnostic|"
    "health note|health notes|medical note|medical notes|health info|health information|medical info|"
    "medical information|sick reason|sickness reason|illness reason|sick leave reason|reason for sickness|"
    "sykefraværsårsak|fraværsårsak|sykdomsårsak|sjukfrånvaroorsak|frånvaroorsak|sygefraværsårsag|fraværsårsag|"
    "sairauspoissaolon syy|poissaolon syy|verzuimreden|reden verzuim|ziekteverzuim reden|krankheitsgrund|"
    "fehlgrund|ausfallgrund|motif d arrêt|motif de l arrêt|motivo de la baja|causa assenza|motivo da baixa|"
    "przyczyna zwolnienia|причина больничного|причина нетрудоспособности|αιτία απουσίας|病假原因|病休理由|"
    "休職理由|병가 사유|سبب الإجازة المرضية",
}

#: Secrets19: keys and labels of one-time and verification codes, card/SIM PINs and PUKs,
#: 2FA recovery codes, authenticator (TOTP) seeds and Wi-Fi pre-shared keys, in the languages
#: of agent traffic (``otp``, ``card_pin``, ``verification_code``, ``Bestätigungscode``,
#: ``kod weryfikacyjny``, ``验证码``, ``인증번호``). A booking ``confirmation code``, an error
#: ``code`` and a postal ``pin`` stay unlisted: references, not secrets.
_SECRETS19_LABELS: dict[str, str] = {
    "PASSWORD": "otp|otp code|one time code|one time password|one time pin|one time passcode|sms code|"
    "verification code|verify code|2fa code|mfa code|two factor code|login code|sign in code|security pin|"
    "card pin|atm pin|debit card pin|credit card pin|bank pin|sim pin|phone pin|puk|puk code|sim puk|"
    "recovery code|recovery codes|backup code|backup codes|scratch code|scratch codes|2fa backup codes|"
    "psk|wifi psk|wpa psk|wpa2 psk|pre shared key|preshared key|wpa2 key|wifi passphrase|"
    "bestätigungscode|verifizierungscode|einmalcode|einmalpasswort|sms code|karten pin|kartenpin|"
    "geheimzahl|wiederherstellungscode|wiederherstellungscodes|code de vérification|code à usage unique|"
    "code sms|code pin|code secret|codes de récupération|code de récupération|código de verificación|"
    "código de un solo uso|código sms|pin de la tarjeta|códigos de recuperación|código de recuperación|"
    "codice di verifica|codice otp|codice monouso|pin della carta|codici di recupero|codice di recupero|"
    "código de verificação|código de uso único|pin do cartão|códigos de recuperação|código de recuperação|"
    "verificatiecode|eenmalige code|sms code|herstelcode|herstelcodes|engangskode|"
    "verifiseringskode|gjenopprettingskode|pinkode|bekræftelseskode|verifikationskode|gendannelseskode|"
    "engångskod|verifieringskod|pinkod|återställningskod|återställningskoder|vahvistuskoodi|"
    "kertakäyttökoodi|tunnusluku|palautuskoodi|palautuskoodit|pin koodi|kod weryfikacyjny|kod jednorazowy|"
    "kod sms|kod pin|kod pin karty|kody odzyskiwania|kod odzyskiwania|kody zapasowe|kod zapasowy|"
    "doğrulama kodu|tek kullanımlık kod|tek kullanımlık şifre|sms kodu|kart şifresi|pin kodu|"
    "kurtarma kodu|kurtarma kodları|yedek kodlar|код подтверждения|одноразовый код|одноразовый пароль|"
    "код из смс|пин код|пин код карты|коды восстановления|резервные коды|код восстановления|"
    "код підтвердження|одноразовий код|одноразовий пароль|пін код|коди відновлення|резервні коди|"
    "κωδικός επαλήθευσης|κωδικός μιας χρήσης|κωδικός pin|κωδικοί ανάκτησης|קוד אימות|קוד חד פעמי|"
    "סיסמה חד פעמית|קודי שחזור|קוד שחזור|رمز التحقق|رمز لمرة واحدة|كلمة مرور لمرة واحدة|الرقم السري|"
    "رموز الاسترداد|رمز الاسترداد|सत्यापन कोड|ओटीपी|वन टाइम पासवर्ड|एटीएम पिन|रिकवरी कोड|"
    "mã xác thực|mã xác minh|mã otp|mã pin|mã khôi phục|mã dự phòng|kode verifikasi|kode otp|"
    "kode sekali pakai|pin atm|kode pemulihan|kode cadangan|验证码|动态码|一次性密码|短信验证码|"
    "银行卡密码|取款密码|支付密码|恢复码|备用码|备份码|認証コード|ワンタイムパスワード|リカバリーコード|"
    "バックアップコード|pinコード|인증번호|인증 코드|인증코드|일회용 비밀번호|카드 비밀번호|복구 코드|백업 코드|"
    "pin 번호",
    "SECRET": "totp seed|totp key|totp secret|otp secret|otp seed|2fa secret|2fa seed|mfa seed|"
    "authenticator key|authenticator secret|2fa setup key|mfa setup key|2fa schlüssel|clé 2fa|"
    "clave 2fa|chave 2fa|klucz 2fa|ключ 2fa|2fa密钥|2fa 密钥|2faキー|2fa 키",
}

_MONEY_TYPES = frozenset({"SALARY", "FINANCIAL_AMOUNT"})
# a band or range of pay is a job ad's or a grade's (public), not what a person earns
_RANGE_WORDS = frozenset(
    "band bands range ranges spanne bandbreite gehaltsband fourchette rango fascia forchetta widelki "
    "widełki вилка диапазон".split()
)
# a rate or share next to a money head ("pension_pct", "tax_rate") is a percentage, not money; a
# bonus target in percent is pay, so a bonus word keeps the type
_RATE_WORDS = frozenset("pct percent percentage pcent rate ratio prozent procent prosent satz %".split())
# a rate of pay is pay ("hourly_rate", "day_rate", "pay_rate")
_PAY_RATE_WORDS = frozenset("hourly daily day pay wage salary".split())
_BONUS_WORDS = ("bonus", "prämie", "praemie", "prime", "premie", "premia", "bono", "incentive")


# a statistic or a bound of pay is a job ad's or a survey's, not a person's ("salary_min",
# "avg_salary_eur", "median_comp")
_STAT_WORDS = frozenset(
    "min max minimum maximum avg average mean median p10 p25 p50 p75 p90 lower upper floor ceiling "
    "typical market durchschnitt mittelwert moyenne moyen promedio media gjennomsnitt snitt".split()
)

#: Currency codes and amount words written after a money field's head (``annual_base_eur``,
#: ``bonus_amount_usd``, ``salary_k``): stripped when the full name matched nothing.
_UNIT_WORDS = frozenset(
    "eur usd gbp chf nok sek dkk isk pln czk huf ron try rub uah jpy cny rmb krw inr idr vnd aud nzd "
    "cad brl mxn zar aed sar ils amount amt value val total sum k cents minor".split()
)

#: Morphemes of pay, debt and birth that name a field inside a compound or abbreviation of
#: any language (``Jahresbrutto`` is handled by the record rules; ``brutolønn``, ``neto_plata``,
#: ``zadluzenie``, ``kalan_borc``, ``doğum``): a word of the name starting or ending with one.
#: Long morphemes only, so a word that merely contains the letters (``colonne``) is no match.
_MORPHEMES: tuple[tuple[str, str], ...] = (
    ("salar", "SALARY"),
    ("salair", "SALARY"),
    ("gehalt", "SALARY"),
    ("lohn", "SALARY"),
    ("lønn", "SALARY"),
    ("løn", "SALARY"),
    ("lön", "SALARY"),
    ("maaş", "SALARY"),
    ("maas", "SALARY"),
    ("pensja", "SALARY"),
    ("wynagrodz", "SALARY"),
    ("palkka", "SALARY"),
    ("sueldo", "SALARY"),
    ("stipendio", "SALARY"),
    ("зарплат", "SALARY"),
    ("оклад", "SALARY"),
    ("schuld", "FINANCIAL_AMOUNT"),
    ("gjeld", "FINANCIAL_AMOUNT"),
    ("gæld", "FINANCIAL_AMOUNT"),
    ("skuld", "FINANCIAL_AMOUNT"),
    ("debt", "FINANCIAL_AMOUNT"),
    ("zadluz", "FINANCIAL_AMOUNT"),
    ("zadłuż", "FINANCIAL_AMOUNT"),
    ("borç", "FINANCIAL_AMOUNT"),
    ("borc", "FINANCIAL_AMOUNT"),
    ("долг", "FINANCIAL_AMOUNT"),
    ("задолж", "FINANCIAL_AMOUNT"),
    ("заборг", "FINANCIAL_AMOUNT"),
    ("deuda", "FINANCIAL_AMOUNT"),
    ("arrear", "FINANCIAL_AMOUNT"),
    ("tartoz", "FINANCIAL_AMOUNT"),
    ("fizetés", "SALARY"),
    ("fizetes", "SALARY"),
    ("birth", "DATE_OF_BIRTH"),
    ("geburt", "DATE_OF_BIRTH"),
    ("naiss", "DATE_OF_BIRTH"),
    ("nacim", "DATE_OF_BIRTH"),
    ("nascim", "DATE_OF_BIRTH"),
    ("nascita", "DATE_OF_BIRTH"),
    ("fødsel", "DATE_OF_BIRTH"),
    ("fodsel", "DATE_OF_BIRTH"),
    ("födelse", "DATE_OF_BIRTH"),
    ("fodelse", "DATE_OF_BIRTH"),
    ("doğum", "DATE_OF_BIRTH"),
    ("dogum", "DATE_OF_BIRTH"),
    ("urodz", "DATE_OF_BIRTH"),
    ("syntymä", "DATE_OF_BIRTH"),
    ("syntyma", "DATE_OF_BIRTH"),
    ("рожд", "DATE_OF_BIRTH"),
    ("народжен", "DATE_OF_BIRTH"),
    ("γέννησ", "DATE_OF_BIRTH"),
)
# a birth morpheme with a place, a name or a country word is no date ("birth_place", "Geburtsort")
_NOT_BIRTH_DATE = (
    "place",
    "ort",
    "lieu",
    "city",
    "country",
    "land",
    "name",
    "sted",
    "plats",
    "miejsce",
    "yeri",
    "место",
    "lugar",
    "luogo",
    "local",
    "cert",
    "weight",
    "gewicht",
    "poids",
)


#: fields19: a debt-collection case or account of a person (collections software, dunning exports):
#: its amount is what the debtor owes, in every corpus language; ``collection`` alone is no
#: debt (a data collection, a Postman collection), and neither is a one-word term that business
#: usage also gives to billing or receivables in general (``dunning``, ``créance``, ``incasso``,
#: ``cobranza``, ``cobrança``, ``perintä``, ``recouvrement``, ``взыскание``): those count only as
#: a case, file or account
_FIELDS19_LABELS: dict[str, str] = {
    "FINANCIAL_AMOUNT": "collections case|collection case|collections account|collection account|debt case|"
    "dunning case|inkassofall|inkassoverfahren|inkassoforderung|mahnverfahren|mahnfall|"
    "dossier de recouvrement|incassozaak|incassodossier|inkassosak|inkassokrav|inkassoärende|"
    "perintäasia|expediente de cobro|cobro de deuda|recupero crediti|pratica di recupero|"
    "windykacja|sprawa windykacyjna|взыскание долга|tahsilat dosyası|icra takibi|"
    "είσπραξη οφειλής|تحصيل الديون|גביית חוב|催收|催收案件|債権回収|채권추심",
}


#: Types whose field name, ended by a date/time word, names when (``open balance date``,
#: ``salary effective date``, ``diagnosed at``) rather than the value (fields18).
_DATED_TYPES = frozenset({"SALARY", "FINANCIAL_AMOUNT", "HEALTH", "PASSWORD", "SECRET"})
_DATE_HEADS = frozenset(
    "date dt at on time timestamp ts datum fecha datetime day tag dato päivä pvm tarih tarihi дата ημερομηνία "
    "日期 日付 날짜 تاريخ".split()
)


def stat_key(key: str) -> bool:
    """True for money field names of a statistic or bound (``salary_min``, ``avg_salary_eur``,
    ``median_comp``): a job ad's or a survey's figure, not what a person earns. ``min``/``max``
    count only after the first word: ``min lønn`` is Scandinavian "my pay"."""
    words = key.split()
    return any(w in _STAT_WORDS and (i > 0 or w not in ("min", "max")) for i, w in enumerate(words))


def band_key(key: str) -> bool:
    """True for money field names of a band or range (``salary_band``, ``Gehaltsband``): public
    when the value is a range (a job ad's, a grade's), a person's pay when it is one amount
    (``Salary band F7 (162,000 USD)``), so the value decides (:class:`SpanGuard`)."""
    return any(w in _RANGE_WORDS or w.endswith("band") for w in key.split())


def rate_key(key: str) -> bool:
    """True for money field names of a rate or share (``pension_pct``, ``tax_rate``): a
    percentage, not money; a rate of pay (``hourly_rate``) and a bonus share stay pay."""
    words = key.split()
    if words and words[-1] in _RATE_WORDS and not _PAY_RATE_WORDS & set(words):
        return not any(b in w for w in words for b in _BONUS_WORDS)
    return False


def not_a_personal_amount(key: str) -> bool:
    """True for money field names that hold a band or a rate, not an amount of a person's
    (``salary_band``, ``Gehaltsband``, ``pension_pct``); ``bonus_pct`` stays pay."""
    return band_key(key) or rate_key(key)


def _parse(block: str) -> list[str]:
    return [normalize_field(t) for t in block.replace("\n", "|").split("|") if t.strip()]


class FieldLexicon:
    """Field name → entity type.

    Args:
        extra: entity type → further field names (any language; normalised like the
            built-in ones). Type ``NONE`` marks names as not sensitive. Unknown types are
            accepted (they become the placeholder type), so an operator can add e.g.
            ``EMPLOYEE_ID``.

    ``classify(name)`` returns the entity type or None; results are cached per instance.
    """

    def __init__(self, extra: dict[str, list[str]] | None = None):
        table: dict[str, str | None] = {}
        for source in (
            _BUILTIN,
            _MORE_LANGUAGES,
            _MORE_LABELS,
            _ROUND5_LABELS,
            ROLE_PERSON_LABELS,
            MEETING_PERSON_LABELS,
            _ROUND6_LABELS,
            _ROUND7_LABELS,
            _ROUND8_LABELS,
            _ROUND12_LABELS,
            _ROUND13_LABELS,
            _ROUND14_LABELS,
            _FIELDS17_LABELS,
            _FIELDS18_LABELS,
            _SECRETS19_LABELS,
            _FIELDS19_LABELS,
        ):
            for etype, block in source.items():
                for term in _parse(block):
                    table.setdefault(term, etype)
                    # short plain forms collide with other words ("lön" -> "lon", longitude)
                    if " " in term or len(term) >= 5:
                        table.setdefault(fold_accents(term), etype)
        for term in _parse(_NOT_SENSITIVE):
            table[term] = None
        for etype, names in (extra or {}).items():
            t = etype.strip().upper()
            for n in names:
                term = normalize_field(n)
                if term:
                    table[term] = None if t == NONE_TYPE else t
        self._table = table
        self._max_words = max(len(t.split()) for t in table)
        self._cjk_terms = {t for t in table if _CJK_RE.search(t)}
        ocr: dict[str, str | None] = {}
        for t, ty in table.items():
            f = ocr_fold(t)
            ocr[f] = ty if ocr.get(f, ty) == ty else None  # two types fold alike: neither
        self._ocr = ocr
        self.classify = lru_cache(maxsize=4096)(self._classify)

    def _classify(self, name: str) -> str | None:
        key = normalize_field(name)
        if not key or len(key) > 80:
            return None
        found = self._classify_key(key)
        if found is None and key not in self._table:
            plain = fold_accents(key)
            if plain != key:
                found = self._classify_key(plain)
            if found is None:
                found = self._classify_abbreviated(plain)
        if found is None and key not in self._table:
            found = self._classify_structural(key)
        if found is None and key not in self._table:
            found = self._classify_rejoined(key)
        if found is None and key not in self._table and len(key) >= 5:
            # "Nazwlsko", "lmię", "Te1efon": OCR'd labels; short keys fold into others ("PLN" -> "pin")
            found = self._ocr.get(ocr_fold(key))
        if found in _MONEY_TYPES and (rate_key(key) or stat_key(key)):  # a band's value decides: SpanGuard
            return None
        if found in _DATED_TYPES and key not in self._table and key.split()[-1] in _DATE_HEADS:
            # "OpenBalanceDate", "salary_effective_date", "diagnosis_at": when it happened, not what
            return None
        return found

    def _classify_rejoined(self, key: str) -> str | None:
        """A label OCR broke inside a word (``Fecha de naci miento``, ``Sala rio bruto``, ``Data
        di na scita``): two neighbouring pieces joined, when the joined word is a word of a listed
        field name (6+ letters) and the whole label then has a listed type (fields17). Labels of 2-5 short words only."""
        words = key.split()
        if not 2 <= len(words) <= 5 or any(len(w) > 14 for w in words):
            return None
        for i in range(len(words) - 1):
            joined = words[i] + words[i + 1]
            if len(joined) < 6 or not joined.isalpha() or not self._term_word(joined):
                continue
            cand = " ".join([*words[:i], joined, *words[i + 2 :]])
            found = self._classify_key(cand)
            if found is None:
                plain = fold_accents(cand)
                found = self._classify_key(plain) if plain != cand else None
            if found is not None:
                return found
        return None

    def _term_word(self, word: str) -> bool:
        """``word`` (or its unaccented form) is a word of some listed field name."""
        words = self.__dict__.get("_term_words")
        if words is None:
            words = frozenset(w for term in self._table for w in term.split())
            self.__dict__["_term_words"] = words
        return word in words or fold_accents(word) in words

    def _classify_structural(self, key: str) -> str | None:
        """Field names no listed suffix matched: currency and amount words after the head
        dropped (``annual_base_eur`` is retried as ``annual base``), then a pay, debt or birth
        morpheme at the start or end of a word (:data:`_MORPHEMES`: ``brutolønn``,
        ``kalan_borc``, ``zadluzenie``, ``doğum``)."""
        words = key.split()
        trimmed = list(words)
        while len(trimmed) > 1 and trimmed[-1] in _UNIT_WORDS:
            trimmed.pop()
        if trimmed != words:
            found = self._classify_key(" ".join(trimmed))
            if found is not None:
                return found
        if len(words) > 4:
            return None
        for w in words:
            for m, t in _MORPHEMES:
                if (w.startswith(m) or w.endswith(m)) and len(w) >= len(m):
                    if t == "DATE_OF_BIRTH" and any(x in key for x in _NOT_BIRTH_DATE if x not in m):
                        return None
                    return t
        return None

    def record_type(self, key: str) -> str | None:
        """The type of a field name that is personal only inside a record about a person or
        a customer (:data:`RECORD_MONEY_WORDS`, :data:`RECORD_HEALTH_WORDS`): ``comp``,
        ``base``, ``TC``, ``RSU``, ``brutto``, ``ARR``, ``reason``, ``motif`` … None for any
        other name and for statistics (``avg_comp``). The caller checks the record."""
        words = fold_accents(normalize_field(key)).split()
        while len(words) > 1 and words[-1] in _UNIT_WORDS:
            words.pop()
        if not words or len(words) > 4 or stat_key(" ".join(words)):
            return None
        if any(w in RECORD_HEALTH_WORDS for w in words):
            return "HEALTH"
        heads = [w for w in words if w not in _RECORD_MODIFIERS]
        if heads and all(w in RECORD_MONEY_WORDS or w.endswith(_RECORD_MONEY_SUFFIXES) for w in heads):
            return RECORD_MONEY_WORDS.get(heads[-1], "SALARY")
        return None

    def _classify_abbreviated(self, plain: str) -> str | None:
        """Warehouse/legacy column names: abbreviations expanded (``PPT_NO`` → passport
        number, ``brthDt`` → birth date) and a trailing qualifier moved before its head
        (``PAX_NM_LAST`` → passenger last name)."""
        words = plain.split()
        if len(words) == 1 and words[0] not in _ALONE_ABBREVIATIONS:
            return None
        expanded = " ".join(_ABBREVIATIONS.get(w, w) for w in words).split()
        found = self._suffix_match(expanded) if expanded != words else None
        if found is None and len(expanded) >= 2 and expanded[-1] in _TRAILING_QUALIFIERS:
            found = self._suffix_match([*expanded[:-2], expanded[-1], expanded[-2]])
        return found

    def _suffix_match(self, words: list[str]) -> str | None:
        """The type of the longest listed word suffix of ``words`` (a weak head counts only
        as the whole name): the strict part of :meth:`_classify_key`, for guessed expansions
        (``pt_size`` is not a patient, ``tel_prefix`` not a phone)."""
        for n in range(min(len(words), self._max_words), 0, -1):
            suffix = " ".join(words[-n:])
            if suffix in self._table:
                if n == 1 and suffix in WEAK_HEADS and len(words) > 1:
                    # "manager name", "patient name": the name of someone listed
                    return "PERSON" if suffix == "name" and self._table.get(words[-2]) == "PERSON" else None
                return self._table[suffix]
        return None

    def _classify_key(self, key: str) -> str | None:
        if key in self._table:
            return self._table[key]
        words = key.split()
        if len(words) > 8:
            return None
        # longest word suffix; weak heads only with a listed modifier (handled by the table:
        # a weak head alone is listed, "file name" is not, so a 2+-word key ending in a weak
        # head matches only through a longer listed suffix)
        for n in range(min(len(words) - 1, self._max_words), 0, -1):
            suffix = " ".join(words[-n:])
            if suffix in self._table:
                if n == 1 and suffix in WEAK_HEADS:
                    break
                return self._table[suffix]
        # "created_by", "counted by", "erstellt von", "créé par": a person
        if len(words) >= 2 and words[-1] in _AGENT_WORDS:
            return "PERSON"
        # a listed multi-word term inside the name ("sort code account"); a credential's
        # setting is none (``door_code_rotation``, ``wifi password length``: secrets14)
        for n in range(min(len(words), self._max_words), 1, -1):
            for i in range(len(words) - n + 1):
                t = self._table.get(" ".join(words[i : i + n]))
                if t is not None:
                    if t in ("PASSWORD", "SECRET") and _CREDENTIAL_META.intersection(words[i + n :]):
                        return None
                    return t
        # a listed word inside a short name ("bonus_target", "salary_gross"); not credentials,
        # whose names say when they hold no secret ("password_updated_at")
        if 2 <= len(words) <= 4:
            for w in reversed(words):
                t = self._table.get(w)
                if t is not None and w not in WEAK_HEADS and t not in ("PASSWORD", "SECRET"):
                    return t
        # a plural ("balances", "salaries" is listed) or a compound ending in a head word
        # (bruttolønn, Wunschgehalt, spaarsaldo, Privattelefon)
        last = words[-1]
        if len(words) <= 3 and last.endswith("s") and last[:-1] in self._table and last[:-1] not in WEAK_HEADS:
            return self._table[last[:-1]]
        for head, t in COMPOUND_HEADS.items():
            if len(words) == 1 and last.endswith(head) and len(last) >= len(head) + 3:
                return t
        # CJK compounds: longest listed suffix of the last word
        last = words[-1]
        if _CJK_RE.search(last):
            for i in range(len(last) - 1):
                if last[i:] in self._table:
                    return self._table[last[i:]]
            # a CJK field ending in a number/code word: 卡号 in 工资卡号 is handled above;
            # 电话 inside 电话号码 likewise
        return None

    def generic_person_key(self, name: str) -> bool:
        """True for field names that say "name" without saying whose (``name``, ``Name``,
        ``navn``, ``名前``): products, teams and hosts have names too."""
        return normalize_field(name) in _GENERIC_NAME_KEYS

    def terms_of(self, types: frozenset[str] | set[str]) -> list[str]:
        """Listed (normalised) field names whose type is in ``types``, except one-word terms
        too ambiguous to label a value in running prose (:data:`PROSE_STOP`)."""
        return [t for t, ty in self._table.items() if ty in types and t not in PROSE_STOP]

    def known(self, name: str) -> bool:
        """True when ``name`` is listed (sensitive or explicitly not)."""
        return normalize_field(name) in self._table


@lru_cache(maxsize=8)
def _default_lexicon() -> FieldLexicon:
    return FieldLexicon()


def default_lexicon() -> FieldLexicon:
    """The built-in lexicon (shared, built once)."""
    return _default_lexicon()
