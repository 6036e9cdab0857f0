"""Who the agent works for: cues that make a name in a system prompt the user's own name.

Agents put their user's name in the system prompt ("You assist Wendeline Ashcombe", "Act on
behalf of …", "The user is …", "你是张听澜的助理"). In instructions a name found only by the
NER model (or by weak phrasing evidence) needs corroboration (issue 12 item 7); one of these
cues right before the name, or a possessive assistant phrase right after it, is that
corroboration. The cues are the grammar of delegation in every language of the corpus, not
phrases of any document: a verb of assisting or serving, "on behalf of", "for", "the user
is", "named"; in CJK the possessive ``…的助理`` / ``…の秘書`` after the name. A people-only
role noun in apposition right before the name (``the customer, X``, ``our client X``,
``patient: X``, ``la cliente X``, ``клиент X``, ``客户X``) names the person the instructions are
about (adversarial finding F13: such a name went out in clear).

:func:`principal_cue_around` is the whole interface; it looks at most 48 characters before
the name (same line) and 16 after it.
"""

from __future__ import annotations

import re

from .known_values import common_words
from .name_lists import name_lists

_BEFORE = (
    # en
    r"assist|assists|assisting|help|helps|helping|support|supports|supporting|serve|serves|serving|"
    r"work for|works for|working for|act for|acting for|act on behalf of|acting on behalf of|on behalf of|"
    r"for|to|of|"
    r"the user is|user is|the user's name is|user's name is|the user is called|the user is named|"
    r"your (?:user|principal|client|boss|manager|employer|owner|customer|human) is|"
    r"(?:user|principal|owner|client|customer|employer|boss|human|operator)[ \t]*[:=]|"
    r"named|called|"
    r"assistant to|assistant for|assistant of|secretary to|secretary of|aide to|"
    # de
    r"für|unterstützt|unterstützen|unterstützt du|hilfst|assistierst|im Auftrag von|im Namen von|namens|"
    r"der Nutzer ist|die Nutzerin ist|der Benutzer ist|die Benutzerin ist|Nutzer(?:in)?[ \t]*:|"
    r"Benutzer(?:in)?[ \t]*:|Assistent(?:in)? von|Assistent(?:in)? für|von|"
    # fr
    r"pour|aides|assistes|aidez|assistez|au nom de|de la part de|pour le compte de|"
    r"l'utilisateur est|l'utilisatrice est|utilisat(?:eur|rice)[ \t]*:|assistante? de|nommée?|s'appelle|de|"
    # nl
    r"voor|helpt|assisteert|ondersteunt|namens|de gebruiker is|gebruiker[ \t]*:|assistent van|genaamd|heet|van|"
    # no / sv / da
    r"hjelper|assisterer|bistår|på vegne av|brukeren er|bruker[ \t]*:|assistent for|assistenten til|"
    r"som heter|ved navn|hjälper|åt|på uppdrag av|användaren är|hjælper|på vegne af|brugeren er|til|"
    # es / it / pt
    r"para|ayudas|asistes|en nombre de|el usuario es|la usuaria es|aiuti|assisti|per conto di|per|"
    r"l'utente è|ajudas|em nome de|o usuário é|a usuária é|"
    # ru
    r"помогаешь|помогаете|ассистируешь|ассистент|ассистентка|от имени|для|пользователь[ \t]*[:—–-]|"
    r"пользователя зовут|пользователь|зовут|по имени|"
    # el
    r"βοηθάς|βοηθάτε|για τον|για την|για|εκ μέρους|ο χρήστης είναι|η χρήστρια είναι|χρήστης[ \t]*:|"
    r"λέγεται|ονομάζεται|"
    # ar
    r"تساعد|تساعدين|نيابة عن|المستخدم هو|المستخدمة هي|المستخدم[ \t]*:|لصالح|اسمه|اسمها|"
    # zh / ja / ko
    r"用户|用户是|用户名叫|用户叫|用户：|用户:|为|替|代表|协助|帮助|服务于|名叫|叫做|叫|"
    r"ユーザーは|ユーザー：|ユーザー:|代理で|사용자는|사용자:"
)
#: A role noun in apposition before a name: the person the instructions are about ("address
# the customer, Hiroshi Tanaka, politely", "our client Ana Ruiz", "patient: …", "la cliente
# …", "der Patient …", "клиент …", "客户…"). Kept to people-only roles: a product or tool is
# never a customer or a patient.
ROLE_NOUNS_RE = (
    r"customer|client|patient|caller|guest|tenant|applicant|candidate|employee|member|subscriber|"
    r"account holder|cardholder|policyholder|policy holder|passenger|student|buyer|beneficiary|claimant|"
    r"kunde|kundin|klient|klientin|patient|patientin|mitarbeiter|mitarbeiterin|bewerber|bewerberin|mieter|mieterin|"
    r"client|cliente|patiente?|locataire|candidate?|employée?|"
    r"klant|patiënt|huurder|medewerker|kandidaat|"
    r"kunden?|pasienten?|patienten?|leietaker|hyresgäst|lejer|"
    r"cliente|paciente|inquilin[oa]|emplead[oa]|candidat[oa]|paziente|inquilino|dipendente|utente|"
    r"müşteri|hasta|kiracı|çalışan|aday|klient|klientka|pacjent|pacjentka|najemca|pracownik|"
    r"клиент|клиентка|клиента|пациент|пациентка|пациента|сотрудник|сотрудница|кандидат|арендатор|"
    r"клієнт|клієнтка|пацієнт|пацієнтка|"
    r"πελάτης|πελάτισσα|ασθενής|ασθενή|υπάλληλος|ενοικιαστής|"
    r"العميل|العميلة|المريض|المريضة|الموظف|الموظفة|المستأجر|"
    r"ग्राहक|मरीज़|मरीज|कर्मचारी|"
    r"고객|환자|직원|임차인"
)
_ROLE_DET = (
    r"(?:the|our|your|this|a|my|der|die|den|dem|unser(?:e|en|em)?|ihr(?:e|en)?|le|la|l'|notre|votre|"
    r"de|onze|uw|el|los|las|nuestr[oa]|su|il|lo|gli|nostr[oa]|o|a|nosso|nossa|vår|vores|vårt|наш|наша|"
    r"ο|η|τον|την|ένας|μια)"
)
_ROLE_BEFORE_RE = re.compile(
    rf"(?i)(?:^|(?<=[\s\"'(,:：，。]))(?:{_ROLE_DET}[ \t]+)?(?:{ROLE_NOUNS_RE})(?:[ \t]*[:：,，—–-])?[ \t]*$"
)
_ROLE_BEFORE_CJK_RE = re.compile(r"(?:客户|顾客|患者|病人|员工|租客|お客様|顧客|患者様?|社員)[ \t:：,，、]*$")

_BEFORE_RE = re.compile(rf"(?i)(?:^|(?<=[\s\"'(,:：，。]))(?:{_BEFORE})[ \t]*[:：,，\"'“«]?[ \t]*$")
_BEFORE_CJK_RE = re.compile(
    r"(?:用户|用户是|用户名叫|用户叫|为|替|代表|协助|帮助|服务于|名叫|叫做|ユーザーは)[ \t:：]*$"
)
_AFTER_RE = re.compile(
    r"(?i)(?:(?:['’]s?)?[ \t]+(?:personal[ \t]+|executive[ \t]+|virtual[ \t]+|own[ \t]+)?"
    r"(?:assistant|agent|secretary|aide|calendar|inbox|mailbox|account)|"
    r"[ \t]*(?:的(?:助理|助手|秘书|私人助理|代理|日程|邮箱)|(?:さん|様)?の(?:秘書|アシスタント|代理)|님의[ \t]*비서))"
)


def _common_phrase(value: str) -> bool:
    """A screen, product or page after a role noun (``patient Record Viewer``, ``customer
    Order History``): a word of it is a common word (Faker's word lists) no name list knows."""
    lists = name_lists()
    common = common_words()
    return any(w.casefold() in common and not lists.is_name_word(w) for w in re.findall(r"[^\W\d_]+", value))


def principal_cue_around(text: str, start: int, end: int) -> bool:
    """True when a delegation cue sits right before ``text[start:end]`` (at most 48 characters
    back, same line) or an assistant possessive right after it (``X's assistant``,
    ``X的助理``). Case-insensitive; offsets are ``str`` indices."""
    ls = text.rfind("\n", 0, start) + 1
    before = text[max(ls, start - 48) : start]
    if _BEFORE_RE.search(before) or _BEFORE_CJK_RE.search(before):
        return True
    if (_ROLE_BEFORE_RE.search(before) or _ROLE_BEFORE_CJK_RE.search(before)) and not _common_phrase(text[start:end]):
        return True
    return _AFTER_RE.match(text, end, min(len(text), end + 24)) is not None
