"""One-time, door and PIN codes told in chat prose, recovery codes and seed phrases (round 8).

``PASSWORD`` (0.8) unless noted. ``secret_forms.py`` already takes 4-8 digits right after a
code word; this module reads the sentences people actually write:

1. **A code noun and its value across a short clause** in 26 languages: a code noun —
   one-time/verification/confirmation/login codes, door/gate/intercom/alarm/lockbox codes,
   compounds and definite forms (``engångskoden``, ``portkoden``, ``dørkoden``,
   ``Bestätigungscode``, ``verificatiecode``, ``vahvistuskoodi``), phrases (``code de
   vérification``, ``код від домофону``, ``رمز التحقق``, ``kod do bramy``, ``門のコード``,
   ``验证码``, ``인증번호``, Thai ``รหัส OTP``) — then either the value right after it (a colon, dash or quote
   allowed) or up to four words and a copula (``är``, ``er``, ``var``, ``is``, ``est``,
   ``هو``, ``是``, ``は`` …) and at most one adverb (``fortfarande``, ``still``). The value:
   4-8 digits, ``123 456``, or a digit code with one letter (``4B17``); a trailing ``#`` is
   left out. Words between noun and copula hold no digit (``code for order 48213`` is no
   code).
   The value may also come first, as SMS templates write it (``G-482913 is your Google
   verification code``, ``339201 ist dein Bestätigungscode``, ``Use 339201 to verify your
   account``): a possessive before the noun, or ``use/enter N to verify/log in/…`` where N
   has 6-8 digits or the line says code/PIN/OTP (precision11: a port or a step number has at
   most 5 digits, ``Use 8080 to log in`` is no code).
2. **A bare code said with a determiner** (``the code is 7730``, ``der Code lautet 2863``,
   ``le code c'est 4471``, ``koden er 1904``, a brand between: ``Your Uber code: 4471``): digits only (4-8, not a year 19xx/20xx), the
   determiner right before ``code``, so ``the error code is 5031`` and ``zip code`` are left.
   No rule takes a number followed by a unit or count word (``4000 lines``, ``1500 ms``).
3. **PIN codes**: ``pincode``/``pinkode``/``PIN-Code``/``código PIN`` with 4-6 digits
   (``pincode`` is also an Indian postal code, 6 digits starting 1-8 after ``pincode``: left).
4. **Recovery/backup codes** listed after their cue (``Recovery codes:``, ``backup codes``,
   ``Wiederherstellungscodes``, ``codes de récupération``, ``коды восстановления``,
   ``备用码``, ``バックアップコード``): each code-shaped item (``8f3k-2m9q``, ``1234 5678``,
   ``a1b2c3d4e5``) on the cue's line or the lines below, until a line that is not one.
5. **Seed phrases** (wallet mnemonics) after their cue (``seed phrase``, ``recovery phrase``,
   ``mnemonic``, ``Wiederherstellungsphrase``, ``сид-фраза``, ``助记词``): 12-24 lower-case
   words of 3-8 letters, optionally numbered, masked as one span (``SECRET``).

Cheap gate: each rule runs only when its cue's literal (``cod``/``kod``/``код``/…) is present.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from .base import OurRecognizer

SCORE = 0.8

_NOUNS = (
    # en
    r"(?:one[- ]time|verification|confirmation|login|log-?in|sign[- ]in|2fa|two[- ]factor|authentication|sms|"
    r"door|gate|entry|entrance|front[- ]door|intercom|buzzer|alarm|garage|lockbox|key[- ]?safe|keypad|"
    r"padlock|locker)[ \t]+(?:code|pin)|otp(?:[ \t]+code)?"
    # de nl
    r"|(?:einmal|bestätigungs|verifizierungs|sicherheits|anmelde|login-?|tür|haustür|tor|zugangs|alarm|tresor|schließfach|sms-?)code"
    r"|(?:verificatie|bevestigings|deur|toegangs|alarm|kluis|inlog|sms-?)code|eenmalige[ \t]+code"
    # sv no da fi
    r"|(?:engångs|verifierings|bekräftelse|port|dörr|larm|inloggnings|sms-?)kod(?:en)?"
    r"|(?:engangs|verifiserings|bekreftelses|bekræftelses|port|dør|alarm|innloggings|sms-?)kode(?:n)?"
    r"|(?:vahvistus|kertakäyttö|ovi|portti|hälytys|tunnistus)koodi(?:si|n)?"
    # a Scandinavian code "to the <definite noun>" (``koden til boksen``, ``koden till förrådet``)
    r"|kode[nr]?[ \t]+(?:til|for|på|till|för|fra)[ \t]+[^\W\d_]{2,20}(?:en|et|a|na|ne)"
    # fr es it pt
    r"|code[ \t]+(?:de[ \t]+vérification|de[ \t]+confirmation|d['’]accès|d['’]entrée|de[ \t]+la[ \t]+porte|du[ \t]+portail|"
    r"de[ \t]+l['’]immeuble|de[ \t]+l['’]interphone|à[ \t]+usage[ \t]+unique|sms|de[ \t]+connexion)|digicode"
    r"|código[ \t]+(?:de[ \t]+verificación|de[ \t]+confirmación|de[ \t]+acceso|del[ \t]+portal|de[ \t]+la[ \t]+puerta|"
    r"de[ \t]+un[ \t]+solo[ \t]+uso|sms|de[ \t]+verificação|de[ \t]+confirmação|de[ \t]+acesso|do[ \t]+portão|da[ \t]+porta)"
    r"|codice[ \t]+(?:di[ \t]+verifica|di[ \t]+conferma|d['’]accesso|di[ \t]+accesso|del[ \t]+cancello|del[ \t]+portone|"
    r"della[ \t]+porta|otp)"
    # pl tr
    r"|kod[ \t]+(?:weryfikacyjny|potwierdzający|jednorazowy|dostępu|do[ \t]+bramy|do[ \t]+drzwi|do[ \t]+domofonu|sms)"
    r"|(?:doğrulama|onay|giriş)[ \t]+kodu(?:nuz|nüz|n)?|kapı[ \t]+(?:şifresi|kodu)|tek[ \t]+kullanımlık[ \t]+(?:kod|şifre)"
    # ru uk el
    r"|код[ \t]+(?:подтверждения|проверки|доступа|от[ \t]+подъезда|от[ \t]+домофона|домофона|от[ \t]+двери|двери|для[ \t]+входа|"
    r"підтвердження|перевірки|доступу|від[ \t]+під['’]їзду|від[ \t]+домофону|домофону|від[ \t]+дверей)"
    r"|(?:проверочный|одноразовый|одноразовий)[ \t]+код"
    r"|κωδικός[ \t]+(?:επαλήθευσης|επιβεβαίωσης|(?:της[ \t]+)?πόρτας|(?:της[ \t]+)?εισόδου|μιας[ \t]+χρήσης|του[ \t]+συναγερμού)"
    # cs sk
    r"|kód[ \t]+(?:od[ \t]+(?:dveří|dverí|brány|vchodu|domu)|ke[ \t]+dveřím|k[ \t]+bráně|ke[ \t]+vchodu|do[ \t]+dverí)"
    # secrets16: one-time/verification codes of cs sk hu ro hr/sr/bs sl bg lt lv et, security codes
    r"|(?:ověřovací|potvrzovací|jednorázový|přihlašovací|bezpečnostní|autorizační|overovací|potvrdzovací|"
    r"jednorazový|prihlasovací|bezpečnostný|autorizačný)[ \t]+kód"
    r"|(?:ellenőrző|megerősítő|egyszer[ \t]+használatos|belépési|biztonsági|hitelesítő|sms)[ \t]+kód(?:od|ja|ot|unk)?"
    r"|cod(?:ul)?(?:[ \t]+(?:tău|dvs\.?|dumneavoastră))?[ \t]+(?:de[ \t]+)?(?:verificare|confirmare|acces|securitate|autentificare|unic)"
    r"|kod[ \t]+za[ \t]+(?:potvrdu|provjeru|prijavu|verifikaciju|pristup|potvrdu)|(?:verifikacijski|jednokratni|sigurnosni)[ \t]+kod"
    r"|koda[ \t]+za[ \t]+(?:potrditev|preverjanje|prijavo)|(?:potrditvena|varnostna|enkratna)[ \t]+koda"
    r"|код[ \t]+за[ \t]+(?:потвърждение|достъп|вход|проверка)|еднократен[ \t]+код"
    r"|(?:patvirtinimo|vienkartinis|prisijungimo)[ \t]+kodas|(?:verifikācijas|apstiprinājuma|vienreizējais)[ \t]+kods"
    r"|(?:kinnitus|turva|sisselogimis)kood|ühekordne[ \t]+kood"
    r"|code[ \t]+de[ \t]+sécurité|säkerhetskod(?:en)?|sikkerhe(?:ts|ds)kode(?:n)?|turvakoodi"
    # ar he hi id/ms vi
    r"|(?:رمز|كود)[ \t]+(?:التحقق|التأكيد|الدخول|البوابة|الباب|التفعيل)"
    r"|ה?קוד[ \t]+(?:ה?אימות|ה?כניסה|לדלת|הדלת|לבניין|לשער|ה?אזעקה)"
    r"|(?:दरवाज़े|दरवाजे|गेट|मेन[ \t]+गेट)[ \t]+का[ \t]+कोड"
    r"|ओटीपी|सत्यापन[ \t]+कोड|kode[ \t]+(?:verifikasi|otp|akses|pintu|gerbang|masuk|alarm)|kod[ \t]+(?:pengesahan|otp|pintu)"
    r"|mã[ \t]+(?:otp|xác[ \t]+nhận|xác[ \t]+minh|xác[ \t]+thực|cửa)"
)
#: secrets14: one-time passwords, whose value is digits like a code's
_OTP_NOUNS = (
    r"one[- ]time[ \t]+(?:password|passcode)|einmal-?passwort|einmalkennwort|mot[ \t]+de[ \t]+passe[ \t]+(?:à[ \t]+usage[ \t]+unique|unique)|"
    r"contraseña[ \t]+de[ \t]+un[ \t]+solo[ \t]+uso|senha[ \t]+(?:única|de[ \t]+uso[ \t]+único)|password[ \t]+monouso|"
    r"jednorazowe[ \t]+hasło|hasło[ \t]+jednorazowe|одноразовый[ \t]+пароль|одноразовий[ \t]+пароль|tek[ \t]+kullanımlık[ \t]+şifre|"
    r"كلمة[ \t]+(?:المرور|السر)[ \t]+لمرة[ \t]+واحدة|סיסמה[ \t]+חד[ \t\-]?פעמית|वन[ \t]+टाइम[ \t]+पासवर्ड|mật[ \t]+khẩu[ \t]+một[ \t]+lần"
)
#: scripts written without spaces: matched anywhere
_CJK_NOUNS = (
    r"验证码|校验码|动态码|门禁码|门禁密码|开门密码|大门密码|取件码|驗證碼|"
    r"認証コード|確認コード|ワンタイムパスワード|(?:あなたの|お客様の)コード|PIN番号|PINコード|ピン番号|暗証番号|(?:門|ドア|玄関|オートロック|ゲート)の?(?:コード|暗証番号)|"
    r"인증[ \t]?번호|인증[ \t]?코드|확인[ \t]?코드|(?:공동)?현관[ \t]?비밀번호|도어락[ \t]?비밀번호|"
    # Thai (no spaces between words): OTP / verification / door codes
    r"รหัส[ \t]?OTP|รหัสยืนยัน|รหัสประตู|รหัสเข้าประตู"
)
_COPULA = (
    r"(?:is|was|will[ \t]+be|ist|lautet|war|est|c['’]est|es|era|è|é|er|var|är|on|jest|to|je|это|є|"
    r"είναι|هو|هي|הוא|है|adalah|là|este|е|je|ir|on|er)"
)
#: a count or size after the number: ``the login code is 4000 lines`` is no code
_UNIT = (
    r"(?![ \t]*(?:lines?|loc|ms|sec|seconds?|minutes?|bytes?|[kmg]b|%|px|rows?|times|users?|items?|errors?|tests?|"
    r"zeilen|lignes|líneas|righe|regels|строк)\b)"
)
_VALUE = (
    r"(?P<v>\d{4,8}|\d{3}[ \-]\d{3}|(?=[0-9A-Z]{4,9}(?![0-9A-Za-z]))(?:[A-Z]?\d{1,6}[A-Z]\d{0,4}|[A-Z]\d{3,6}))(?![0-9A-Za-z])"
    + _UNIT
)
_CODE_RE = re.compile(
    r"(?i)(?<![\w])(?:" + _NOUNS + r")(?![\w])"
    r"(?:[ \t]*[:：=\-–—][ \t]*[\"'“«]?|[ \t]+[\"'“«]?|[ \t]*[\"'“«])"  # the value right after
    r"(?:(?:[^\W\d_][\w'’\-]*[ \t]+){0,4}?(?:"
    + _COPULA
    + r"[ \t]*[:：]?[ \t]+|[^\W\d_][\w'’\-]*[:：][ \t]*)(?:[^\W\d_]{2,14}[ \t]+)?[\"'“«]?)?"
    r"(?<![0-9A-Za-z+\-])" + _VALUE
)
#: the code first, as SMS templates write it (``G-482913 is your Google verification code``,
#: ``339201 ist dein Bestätigungscode``, ``Use 339201 to verify your account``)
_BEFORE_RE = re.compile(
    r"(?i)(?<![\w\-+])(?:G-)?(?P<v>\d{4,8})(?![\w\-])[ \t]+(?:is|ist|est|es|è|é|är|er|on|jest|là|—|-)[ \t]+"
    r"(?:your|dein|deine|ihr|votre|ton|tu|su|il[ \t]+tuo|din|ditt|je|uw|ваш|твой|twój|o[ \t]+seu)[ \t]+"
    r"(?:[^\W\d_][\w\-]*[ \t]+){0,2}?(?:" + _NOUNS + r"|code|código|codice|kod|kode|koodi|код|κωδικός)(?![\w])"
    r"|\b(?:use|enter)[ \t]+(?:G-)?(?P<u>\d{4,8})[ \t]+(?:to[ \t]+(?:verify|log[ \t]?in|sign[ \t]?in|confirm|reset|"
    r"complete|access|authenticate|activate)|as[ \t]+your[ \t]+(?:[\w\-]+[ \t]+)?(?:code|pin|password))\b"
)
_CJK_RE = re.compile(
    r"(?:" + _CJK_NOUNS + r")[^\n\d]{0,12}?(?:是|为|為|は|는|은|คือ|:|：|是：)?[ \t]*(?<![0-9A-Za-z+\-])" + _VALUE
)
#: a code noun ending its line (``Your verification code:``, ``認証コード：``, ``인증번호``) and the
#: code alone on the next line, a blank line allowed between (secrets14)
_NEXT_LINE_RE = re.compile(
    r"(?i)(?:(?<![\w])(?:" + _NOUNS + "|" + _OTP_NOUNS + r")(?![\w])|" + _CJK_NOUNS + r")"
    r"(?:[ \t]+(?:[^\W\d_]{2,8}[ \t]+)?(?:is|ist|lautet|est|es|è|é|är|er|on|jest|to|là|هو|هي|הוא|היא|है|שלך))?"
    r"[ \t]*(?:[:：]|は|는|은)?[ \t]*\r?\n(?:[ \t>]*\r?\n)?[ \t>]*[\"'“«`*]*(?P<v>(?!(?:19|20)\d\d(?!\d))\d{4,8}|\d{3}[ \-]\d{3})[\"'”»`*]*[ \t]*(?:\r?\n|$)"
)
_BARE_RE = re.compile(
    r"(?i)(?<![\w])(?:(?:the|my|your|our|new)[ \t]+(?:(?-i:[A-Z][\w&.\-]{1,20})[ \t]+)?code(?:[ \t]+(?:is|was|will[ \t]+be)|[ \t]*:)|"
    r"(?:der|mein|dein|ihr|unser|neue)[ \t]+code(?:[ \t]+(?:ist|lautet)|[ \t]*:)|(?:le|mon|ton|notre|nouveau)[ \t]+code(?:[ \t]+(?:est|c['’]est)|[ \t]*:)|"
    r"(?:el|mi|tu|nuestro)[ \t]+código(?:[ \t]+(?:es)|[ \t]*:)|(?:il|mio|tuo)[ \t]+codice(?:[ \t]+(?:è)|[ \t]*:)|"
    r"(?:de|mijn|je)[ \t]+code(?:[ \t]+(?:is)|[ \t]*:)|koden(?:[ \t]+(?:är|er)|[ \t]*:)|koodi(?:[ \t]+(?:on)|[ \t]*:)|"
    # secrets14: "your code" of SMS templates in more languages (a possessive, then a copula or colon)
    r"(?:votre|vôtre)[ \t]+code(?:[ \t]+(?:est)|[ \t]*:)|(?:su|vuestro)[ \t]+código(?:[ \t]+(?:es)|[ \t]*:)|"
    r"(?:o[ \t]+)?(?:seu|teu)[ \t]+código(?:[ \t]+(?:é)|[ \t]*:)|(?:din|dit|deres)[ \t]+kode?(?:[ \t]+(?:er|är)|[ \t]*:)|"
    r"(?:twój|pana|pani|wasz)[ \t]+kod(?:[ \t]+(?:to|jest)|[ \t]*:)|kodun(?:uz)?(?:[ \t]+şu)?[ \t]*:?|"
    r"(?:ваш|твой|твій)[ \t]+код(?:[ \t]+(?:—|-))?[ \t]*:?|(?:رمزك|كودك|الرمز[ \t]+الخاص[ \t]+بك)(?:[ \t]+(?:هو))?[ \t]*:?|"
    r"הקוד[ \t]+שלך(?:[ \t]+(?:הוא))?[ \t]*:?|(?:आपका|तुम्हारा|तेरा)[ \t]+(?:ओटीपी|कोड)[ \t]*:?|"
    r"mã[ \t]+của[ \t]+(?:bạn|quý[ \t]+khách)(?:[ \t]+(?:là))?[ \t]*:?|kode(?:[ \t]+otp)?[ \t]+(?:kamu|anda)(?:[ \t]+(?:adalah))?[ \t]*:?)"
    r"[ \t]*[\"'“«]?"
    r"(?P<v>(?!(?:19|20)\d\d(?!\d))\d{4,8})(?![0-9A-Za-z.,]\d)(?![0-9A-Za-z])" + _UNIT
)
_PIN_RE = re.compile(
    r"(?i)(?<![\w])(?:(?P<in>pincode|pin[ \t]code)|pin-code|pinkoden?|pin-koden?|pin-nummer|código[ \t]+pin|code[ \t]+pin|"
    r"codice[ \t]+pin|pin-код|пин-код)(?![\w])[^\n\d]{0,30}?(?<![0-9A-Za-z+\-])(?P<v>\d{4,6})(?![0-9A-Za-z])"
)
_RECOVERY_CUE_RE = re.compile(
    r"(?i)(?:recovery|backup|back-up|emergency|scratch|2fa)[ \t]+codes?|wiederherstellungscodes?|backup-codes?|"
    r"codes?[ \t]+de[ \t]+(?:récupération|secours)|códigos?[ \t]+de[ \t]+(?:recuperación|respaldo|recuperação)|"
    r"codici[ \t]+di[ \t]+(?:recupero|backup)|herstelcodes?|gjenopprettingskoder|återställningskoder|"
    r"(?:коды?|кодів)[ \t]+(?:восстановления|відновлення)|резервные[ \t]+коды|恢复代码|恢复码|备用码|备份码|"
    r"リカバリーコード|バックアップコード|복구[ \t]?코드|백업[ \t]?코드"
)
_RCODE = r"(?:[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6}|\d{4}[ \t]\d{4}|\d{5}[ \t]\d{5}|[a-z0-9]{8,12}|[A-Z0-9]{8,12})"
_RCODE_RE = re.compile(r"(?<![\w\-])" + _RCODE + r"(?![\w\-])")
_RHEAD_RE = re.compile(r"[ \t]*(?:\([^)\n]{0,40}\))?[ \t]*[:：][ \t]*")
_RLINE_RE = re.compile(r"[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*(" + _RCODE + r")(?:[ \t,;]+" + _RCODE + r")*[ \t,;]*$")
_SEED_CUE_RE = re.compile(
    r"(?i)(?:secret[ \t]+)?(?:seed|recovery|backup|wallet|mnemonic)[ \t]+(?:phrase|words)|mnemonic(?=[ \t]*[:：=])|"
    r"wiederherstellungsphrase|seed-phrase|phrase[ \t]+(?:de[ \t]+récupération|secrète)|"
    r"frase[ \t]+(?:semilla|de[ \t]+recuperación|de[ \t]+recuperação)|herstelzin|сид-фраза|"
    r"(?:мнемоническая[ \t]+фраза|фраза[ \t]+восстановления)|助记词|シードフレーズ|復元フレーズ|시드[ \t]?구문|복구[ \t]?구문"
)
_SEED_WORD = r"(?:\d{1,2}[.)][ \t]*)?[a-z]{3,8}"
_SEED_RE = re.compile(
    r"[ \t]*(?:\([^)\n]{0,30}\)[ \t]*)?(?:(?:is|was|:|：|=|-|—)[ \t]*(?:\r?\n[ \t]*)?|[ \t]*\r?\n[ \t]*)[\"'`]?(?P<v>"
    + _SEED_WORD
    + r"(?:(?:[ \t]+|[ \t]*,[ \t]*|[ \t]*\r?\n[ \t]*)"
    + _SEED_WORD
    + r"){11,23})(?![\w])"
)
#: words of ordinary English sentences; the BIP-39 word list holds none of them
_FUNCTION_WORDS = frozenset("the and for with from that this are was were not but you your our their".split())
_NEEDS = (
    "cod",
    "cód",
    "kod",
    "kód",
    "kood",
    "код",
    "κωδικ",
    "رمز",
    "كود",
    "קוד",
    "ओटीपी",
    "कोड",
    "mã",
    "otp",
    "OTP",
    "koodi",
)
_CJK_NEEDS = ("码", "碼", "コード", "パスワード", "暗証番号", "番号", "번호", "코드", "รหัส")


#: a word of the line that says the number is a code (``Use 4471 to log in, your one-time code``)
_CODE_WORD_RE = re.compile(r"(?i)(?<![^\W\d_])(?:code|pin|otp|passcode|kod|kode|koodi|código|codice|код)(?![^\W\d_])")


def _use_form_is_code(text: str, start: int, end: int) -> bool:
    """Whether ``use/enter N to log in …`` (no code noun before N) names a code: 6-8 digits
    (a one-time code's length; a port or a step number has at most 5: ``Use 8080 to log in``,
    ``enter 3000 to sign in``), or 4-5 digits with a code word in the same line."""
    if end - start >= 6:
        return True
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    return _CODE_WORD_RE.search(text, ls, len(text) if le < 0 else le) is not None


def _digits_only(v: str) -> bool:
    return any(c.isdigit() for c in v)


class AccessCodeRecognizer(OurRecognizer):
    """One-time/door/PIN codes in prose, recovery codes and seed phrases (module docstring)."""

    ENTITIES = ("PASSWORD", "SECRET")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, 0.8)``."""
        low = text.casefold()
        if "use " in low or "enter " in low:
            for m in _BEFORE_RE.finditer(text):
                if m.group("u") is not None and _use_form_is_code(text, m.start("u"), m.end("u")):
                    yield "PASSWORD", m.start("u"), m.end("u"), SCORE
        if any(n in low for n in _NEEDS):
            for rx in (_CODE_RE, _BARE_RE):
                for m in rx.finditer(text):
                    yield "PASSWORD", m.start("v"), m.end("v"), SCORE
            for m in _BEFORE_RE.finditer(text):
                if m.group("v") is not None:
                    yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        if "pin" in low or "пин" in low:
            for m in _PIN_RE.finditer(text):
                # ``Pincode: 560034``: six digits after ``pincode`` are an Indian postal code
                if not (m.group("in") is not None and len(m.group("v")) == 6):
                    yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        if any(n in text for n in _CJK_NEEDS):
            for m in _CJK_RE.finditer(text):
                yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        if "\n" in text:
            for m in _NEXT_LINE_RE.finditer(text):
                yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        if "code" in low or "коды" in low or "кодів" in low or any(n in text for n in ("码", "コード", "코드")):
            yield from self._recovery(text)
        if any(
            w in low
            for w in ("phrase", "mnemonic", "words", "фраз", "助记词", "フレーズ", "구문", "frase", "herstelzin")
        ):
            for cue in _SEED_CUE_RE.finditer(text):
                seed = _SEED_RE.match(text, cue.end())
                if seed is not None and not _FUNCTION_WORDS.intersection(re.findall(r"[a-z]+", seed.group("v"))):
                    yield "SECRET", seed.start("v"), seed.end("v"), SCORE

    @staticmethod
    def _recovery(text: str) -> Iterator[tuple[str, int, int, float]]:
        # ``done``: where the previous cue's scan stopped. A cue inside text already scanned
        # starts after it, so the whole pass stays linear: 4 000 cues on one 64 KB line
        # (``recovery codes: recovery codes: …``) each rescanned the rest of the line (25 s).
        done = line_end = 0
        for cue in _RECOVERY_CUE_RE.finditer(text):
            pos = cue.end()
            if pos > line_end:  # a new line (many cues on one line find its end once)
                line_end = text.find("\n", pos)
                line_end = len(text) if line_end < 0 else line_end
            # codes on the cue's own line after a colon
            head = _RHEAD_RE.match(text, pos, line_end)
            if head is not None:
                for c in _RCODE_RE.finditer(text, max(head.end(), done), line_end):
                    if _digits_only(c.group(0)):
                        yield "PASSWORD", c.start(), c.end(), SCORE
                done = line_end
            # then the lines below, while each holds only codes (a cue's line is never one,
            # so two cues' runs of lines below never overlap)
            p = line_end + 1
            for _ in range(24):
                if p >= len(text):
                    break
                e = text.find("\n", p)
                e = len(text) if e < 0 else e
                if not _RLINE_RE.fullmatch(text, p, e):
                    break
                for c in _RCODE_RE.finditer(text, p, e):
                    if _digits_only(c.group(0)):
                        yield "PASSWORD", c.start(), c.end(), SCORE
                p = e + 1
