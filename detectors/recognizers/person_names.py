"""Person names in ordinary phrasing: context cues in every language of the corpus and the
Faker given-name/surname lists (``edgeward.detectors.name_lists``).

Entity ``PERSON``. Rules (a *name word* is a capitalised or ALL-CAPS word in a cased script —
Latin with diacritics, Cyrillic, Greek — hyphenated parts and ``O'``/``d'`` prefixes allowed,
or an initial ``J.``; particles ``van der``, ``de la``, ``von``, ``al-`` may sit between):

1. **Cue before** (0.8): a greeting, honorific, or a verb/preposition phrase that takes a
   person (``Dear``, ``Hi``, ``please call``, ``cc``, ``loop in``, ``meet with``, ``assigned
   to``, ``signed by``, ``on behalf of``; ``Hallo``, ``Herr``, ``Frau``, ``Ansprechpartner``;
   ``Bonjour``, ``M.``, ``Mme``; ``Beste``, ``dhr.``, ``mevr.``; ``Hei``, ``Kjære``; ``Уважаемый``,
   ``г-н``; ``Κύριε``, ``κ.``; ``السيد``, ``عزيزي`` …) followed by 1-3 name words. A single word
   is never taken after a weak cue (a preposition such as ``with``/``from``/``to``: ``from
   Paris``); 2-3 words after one score 0.75 with a name-list hit, 0.6 without.
   In Arabic script (no capitals) the 1-3 words after a cue up to punctuation are taken.
2. **Cue after** (0.7; a possessive ``'s`` + noun 0.65): 2-3 name words followed by a reporting verb (``said``, ``wrote``,
   ``will join``, ``is out``, ``hat angerufen``, ``a écrit``, ``sa``, ``сказал``, ``είπε`` …).
3. **Lists** (0.75): 2-3 name words whose first word is a listed given name and last word a
   listed surname, not on a Title-Case heading line.
4. **Vocative** (0.65): a listed given name opening a sentence before a comma and a
   lower-case word (``Priya, would you …``), or an unlisted word the name model finds
   name-like (``name_evidence.unlisted_name_like``: rare in every language, no known kind of
   word: ``Gervaisine, kannst du …``; not ``Update, …``).
5. **Japanese / Korean honorifics** (0.75): kanji or katakana before ``さん``/``様``/``氏``/
   ``先生``…, Hangul before ``님``/``씨``.
6. **Lower case** (0.75): two lower-case words after a cue (``sign as``, ``my name is``,
   ``call``, ``cc``) when the first is a listed given name and the last a listed surname —
   a lower-case list hit alone is a word (``will``, ``mark``), never a name.

A copula cue (``ich bin``, ``soy``) takes one word only when it is a listed or name-like
(``unlisted_name_like``) name; a sentence-initial Russian pair needs its first word listed or
name-like.

No word may be organisation/role/technology vocabulary (``name_shape``), a calendar word,
or an allow-listed technology term.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..german_nouns import GERMAN_FUNCTION_WORDS, german_noun_in_context
from ..known_values import common_words
from ..name_lists import NameLists, name_lists
from ..principal import ROLE_NOUNS_RE
from ..tech_terms import TECH_TERMS
from .base import OurRecognizer
from .name_evidence import rare_everywhere, unlisted_name_like
from .name_shape import NAME_PARTICLES, NOT_NAME_WORDS, ROLE_WORDS
from .vocab import TECH_WORDS

_UP = r"A-ZÀ-ÖØ-ÞĀ-ſА-ЯЁΑ-ΩΆ-Ώ"
_LO = r"a-zß-öø-ÿĀ-ſа-яёα-ωά-ώΐΰ"
_W = rf"(?:IJ[{_LO}]+|[{_UP}](?:[{_LO}]+|\.)|[{_UP}]{{2,}}|(?:O['’]|d['’]|D['’]|Mc|Mac)[{_UP}][{_LO}]+)(?:-[{_UP}][{_LO}]+|-[{_UP}]{{2,}})*"
_PART = r"(?:van|von|der|den|de|da|di|del|della|le|la|du|des|dos|das|bin|binti|ibn|al|el|ter|ten|zu|af|av|y)"
# words of one name sit one or two blanks apart; a wider gap is the next column of a form
# ("Paziente: ROSSI MARIO   Nato il …")
_NAME1_3 = rf"{_W}(?: {{1,2}}(?:{_PART} {{1,2}}){{0,2}}{_W}){{0,2}}"
_NAME2_3 = rf"{_W}(?: {{1,2}}(?:{_PART} {{1,2}}){{0,2}}{_W}){{1,2}}"
_END = rf"(?![{_UP}{_LO}\w'’])"

#: public aliases for the structural name rules (``record_names``, ``model_names``)
NAME_1_3 = _NAME1_3
NAME_END = _END
UPPER = _UP
LOWER = _LO
NAME_PARTICLE = _PART

_STRONG_CUES = (
    # en
    r"Dear|Hi|Hello|Hey|Howdy|Morning|Thanks|Thank you|Attn\.?:?|Attention:|cc:?|CC:?|Cc:?|"
    # round 13: thanks in other languages, a vocative follows ("Ευχαριστώ, Θεόκλητε,", "Kiitos, Aallotar!")
    r"Ευχαριστώ|Ευχαριστούμε|Merci|Danke|Vielen Dank|Gracias|Grazie|Obrigad[oa]|Dziękuję|Dzięki|Tack|Takk|Kiitos|"
    r"Bedankt|Dank je|Спасибо|Дякую|Teşekkürler|Teşekkür ederim|Hvala|Привіт,?|Вітаю,?|Добрий день,?|"
    # pt greeting, Indonesian/Malay honorifics ("Oi Deodata", "Halo Pak Wiratmoko")
    r"Oi|Halo|Pak|Bu|Bapak|Ibu|"
    r"Mr\.?|Mrs\.?|Ms\.?|Mx\.?|Miss|Dr\.?|Prof\.?|Sir|Madam|"
    r"(?i:(?:please |pls |can you |could you |will |I'll |I will |let's |we'll )?(?:call|ring|ping|phone|email|e-mail|text|message|"
    r"tell|ask|remind|invite|thank|thanks to|meet|meet with|met with|talk to|talked to|speak to|spoke to|spoke with|"
    r"reach out to|reached out to|loop in|looping in|cc'ing|introduce|forward to|forwarded to|"
    r"send to|sent to|hand over to|handed over to|escalate to|escalated to|follow up with|check with)|"
    r"assigned to|owned by|reported by|approved by|signed by|signed off by|created by|requested by|"
    r"submitted by|written by|authored by|reviewed by|on behalf of|according to|contact person:?|"
    r"my name is|name is|I am|I'm|this is|sign as|signed as|"
    # delegation: who the agent works for (system prompts name their user this way)
    r"assist|assists|assisting|work for|works for|working for|act for|acting for|the user is|"
    r"(?:personal |executive )?(?:assistant|secretary) (?:to|of|for))|"
    r"unterstützt|unterstützen|assistierst|hilfst|im Auftrag von|im Namen von|Assistent(?:in)? (?:von|für)|"
    r"assistes|assistez|aidez|au nom de|pour le compte de|assistante? de|assisteert|namens|assistent van|"
    r"hjelper|assisterer|bistår|på vegne av|assistent(?:en)? (?:for|til)|"
    r"помогаешь|помогаете|от имени|ассистент(?:ка)?|βοηθάς|βοηθάτε|εκ μέρους|"
    # role nouns before a name (admin X, colleague X, Kollegin X, beheerder X, коллега X …)
    r"(?i:admin|administrator|colleague|coworker|co-worker|manager|dentist|doctor|physician|lawyer|accountant|"
    r"landlord|tenant|neighbou?r|wife|husband|spouse|fianc[eé]e?|girlfriend|boyfriend|partner|son|daughter|mother|father|brother|sister|mentor|"
    r"beheerder|collega|klant|kollega|kunde|kundin|mitarbeiter(?:in)?|collègue|médecin|fastlege|lege|"
    r"коллега|клиент|врач|συνάδελφος|πελάτης|γιατρός)|"
    # names17: talking, meeting and hearing from someone, and "according to", in es/pt/it/pl/
    # ru/uk/id ("Hablé con Fermín", "Falei com a Jacintha", "Sentito Ottorino", "по словам …");
    # the name words must be listed or rare everywhere ("Spotkanie z Zarządem" is the board)
    r"(?i:hablé con|hablar con|habló con|hable con|reunión con|llamé a|según|"
    r"falei com|falar com|conversei com|reunião com|liguei para|"
    r"ho sentito|sentito|parlato con|parlare con|riunione con|"
    r"rozmawiałem z|rozmawiałam z|rozmawiać z|rozmowa z|spotkanie z|według|"
    r"поговорил с|поговорила с|говорил с|говорила с|созвонился с|созвонилась с|встреча с|по словам|"
    r"поговорив з|поговорила з|говорив з|зустріч з|зустріч із|за словами|"
    r"bicara dengan|berbicara dengan|ngobrol dengan|rapat dengan|bertemu dengan|menurut)"
    r"(?: (?:a|o|la|el|il|lo|Pak|Bu|ibu|bapak))?|"
    # pl: honorifics ("Szanowna Pani X", "Panie X"; not "Pan", also an English word) and
    # calling, writing and paying someone (infinitive notes and imperatives)
    r"(?:Szanown[ay] )?(?:Pani|Panie|Panu|Pana)|"
    r"(?i:zadzwoń do|zadzwonić do|napisz do|napisać do|przelej|przelać|oddaj|oddać|zapytaj|spytaj)|"
    # de
    r"Hallo|Liebe|Lieber|Sehr geehrte[rs]?(?: Frau| Herr)?|Herrn?|Frau|Fam\.|Familie|Kollegin|Kollege|Ansprechpartner(?:in)?:?|"
    r"(?:bitte )?(?:rufen Sie|ruf|anrufen bei|melden Sie sich bei|wenden Sie sich an)|zuständig(?:e|er)?:?|"
    # fr
    r"Bonjour|Salut|Cher|Chère|Monsieur|Madame|Mademoiselle|M\.|Mme\.?|Mlle\.?|"
    r"(?:veuillez |merci d'|pouvez-vous )?(?:appeler|contacter|écrire à|prévenir)|de la part de|"
    # nl
    r"Beste|Hoi|Geachte(?: heer| mevrouw)?|dhr\.?|mevr\.?|meneer|mevrouw|(?:bel|mail|contacteer)|"
    # no / sv / da
    r"Hei|Hej|Kjære|Kære|Käre|herr|fru|(?:ring|kontakt|ringe|kontakte)|"
    # es / it / pt
    r"Hola|Estimad[oa]|Sr\.?|Sra\.?|Srta\.?|Dra\.?|Ciao|Gentile|Sig\.ra|sig\.ra|Sig\.?|Dott\.ssa|Dott\.?|Olá|Caro|Cara|"
    # ru
    r"Уважаем(?:ый|ая|ые)|Здравствуйте,?|Привет,?|Дорог(?:ой|ая)|[Гг]-н\.?|[Гг]-жа\.?|[Гг]осподин|[Гг]оспожа|"
    r"(?:позвоните|свяжитесь с|напишите)|"
    # el
    r"Αγαπητ(?:έ|ή|οί)|Κύριε|Κυρία|κ\.|κα\.|Γεια σου|Γεια σας|(?:τηλεφωνήστε στ(?:ον|ην)|επικοινωνήστε με τ(?:ον|ην))"
)
_WEAK_CUES = (
    r"with|from|by|for|to|and|per|via|mit|von|für|an|bei|avec|pour|par|et|met|van|voor|en|med|fra|til|og|"
    r"с|от|для|и|με|από|για|και|com|con|z|ze|со|з|przez|od|dla|przy"
)
_TALK_CUE_RE = re.compile(
    r"(?i)(?:hablé|hablar|habló|hable|reunión|llamé|según|falei|falar|conversei|reunião|liguei|sentito|parlato|"
    r"parlare|riunione|rozmawia|rozmowa|spotkanie|według|поговори|говори|созвони|встреча|по словам|зустріч|"
    r"за словами|bicara|berbicara|ngobrol|rapat|bertemu|menurut)"
)
_TITLES = (
    r"(?:Dott\.ssa|Prof\.ssa|Dott\.|Dr\.|Dra\.|Prof\.|Ing\.|Avv\.|Sig\.ra|Sig\.|Sr\.|Sra\.|Srta\.|Mr\.|Mrs\.|Ms\.|"
    r"Pani|Pan|Herr|Frau|Mme|Mlle|Dr|Prof)"
)
_CUE_RE = re.compile(
    rf"(?:(?<=^)|(?<=[\s\"'(\[>,;:=—–-]))(?P<cue>{_STRONG_CUES})(?:[ \t]*,?[ \t]+|[ \t]*,?[ \t]*\n[ \t]*)"
    # a title between a greeting and the name is neither ("Gentile Dott.ssa Sbarzaglia", names17)
    rf"(?:{_TITLES}[ \t]+)?(?P<name>{_NAME1_3}){_END}",
    re.M,
)
# a people-only role noun in apposition (``the customer, Hiroshi Tanaka,``, ``our client Ana
# Ruiz``, ``Patient: …``, ``la cliente …``): lower case in prose, any case before a colon
_ROLE_CUE_RE = re.compile(
    rf"(?:(?<=^)|(?<=[\s\"'(\[>,;]))(?:(?:{ROLE_NOUNS_RE})[ \t]*,?|(?i:{ROLE_NOUNS_RE})[ \t]*:)[ \t]+(?P<name>{_NAME2_3}){_END}",
    re.M,
)
# self-introductions on calls and in chats ("Sie sprechen mit Ermelinde", "le atiende Oria",
# "Sono Cosimo Arletti", "meu nome é Deodato", "it's Odalric Fenwright"); the copula ones also
# take professions and moods ("Soy Ingeniero"), so common words are refused (``find``)
_INTRO_CUE_RE = re.compile(
    r"(?:(?<=^)|(?<=[\s\"'(\[>,;:]))(?P<cue>(?i:it's|it is|speaking with|you're speaking (?:to|with)|"
    r"Sie sprechen mit|hier spricht|hier ist|mein Name ist|ich bin|ich heiße|je suis|je m'appelle|vous parlez avec|c'est|"
    r"me llamo|mi nombre es|soy|le atiende|le habla|mi chiamo|sono|il mio nome è|parla|"
    r"meu nome é|o meu nome é|sou|aqui é|aqui fala|chamo-me|me chamo|mijn naam is|ik ben|u spreekt met|"
    r"jeg heter|jeg er|du snakker med|jag heter|jag är|du pratar med|mit navn er|jeg hedder|"
    r"nazywam się|mam na imię|z tej strony|benim adım))"
    rf"[ \t]+(?P<name>{_NAME1_3}){_END}",
    re.M,
)
_COPULA_CUES = frozenset(
    "it's|it is|ich bin|hier ist|je suis|c'est|soy|sono|sou|aqui é|ik ben|jeg er|jag är".split("|")
)
_WEAK_RE = re.compile(rf"(?<![\w])(?P<cue>{_WEAK_CUES})[ \t]+(?P<name>{_NAME1_3}){_END}")
_AFTER_RE = re.compile(
    rf"(?<![\w{_UP}{_LO}])(?P<name>{_NAME2_3})(?:['’]s)?[ \t]+"
    r"(?:said|says|wrote|writes|asked|mentioned|confirmed|replied|called|emailed|agreed|approved|signed|"
    r"joined|reported|noted|suggested|requested|promised|will join|will call|will send|will be|will take|"
    r"would like|is out|is on leave|is off|has left|has joined|can't|cannot|won't|needs|wants|in cc|on cc|"
    r"in Kopie|en copie|in de cc|i kopi|"
    r"hat angerufen|hat geschrieben|sagte|schrieb|wird|kommt|ist krank|ist krankgeschrieben|ist im Urlaub|"
    r"ist nicht erreichbar|ist bis|ist ab|ist seit|fällt aus|"
    r"a dit|a écrit|a appelé|viendra|sera|est absent|est absente|"
    r"zei|schreef|belde|komt|is ziek|"
    r"sa|skrev|ringte|kommer|er syk|"
    r"сказал|сказала|написал|написала|звонил|звонила|придёт|придет|"
    r"είπε|έγραψε|τηλεφώνησε|θα έρθει)(?![\w])"
)
_POSSESSIVE_RE = re.compile(rf"(?<![\w{_UP}{_LO}])(?P<name>{_NAME2_3})['’]s[ \t]+[a-z]")
_VOCATIVE_RE = re.compile(rf"(?:^|(?<=[.!?]\s)|(?<=\n))[ \t]*(?P<name>{_W}),[ \t]+(?=[a-z])", re.M)
# a Cyrillic vocative opening a line, a sentence or a chat message ("Богумило, скинь номер",
# "Ефросинья, привет"; names17): the name is followed by a comma and a lower-case word
_CYR_VOCATIVE_RE = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=\n)|(?<=:\s))[ \t]*(?P<name>[А-ЯЁІЇЄҐ][а-яёіїєґ'’]{2,}),[ \t]+(?=[а-яёіїєґ])", re.M
)
_CYR_LETTER_RE = re.compile(r"[А-ЯЁІЇЄҐ]")
#: address words in the vocative that are no name (friend, sir, colleague, mum …)
_CYR_VOCATIVE_NOT = frozenset(
    "друже пане пані колего колега шановний шановна брате сестро мамо тату мама папа друг коллеги коллега "
    "ребята народ дорогой дорогая слушай слухай короче здравствуйте привет привіт добрий спасибо дякую".split()
)
_LIST_RE = re.compile(rf"(?<![\w{_UP}{_LO}])(?P<name>{_NAME2_3}){_END}")
_LOWER_RE = re.compile(
    r"(?i:\b(?:sign as|signed as|signed|my name is|name is|i am|i'm|call|ring|ping|email|cc|ask|tell|"
    r"meet|thank|contact|remind|invite|dear|hi|hello|hey)\b)[ \t:,]+"
    r"(?P<name>[a-zß-öø-ÿ][a-zß-öø-ÿ'’\-]+[ \t]+[a-zß-öø-ÿ][a-zß-öø-ÿ'’\-]+)(?![\w])"
)
_AR_CUE_RE = re.compile(
    r"(?:(?:السيد|السيدة|الأستاذ|الأستاذة|الدكتور|الدكتورة|د\.|عزيزي|عزيزتي|مرحبا|الزميل|الزميلة|المهندس|المهندسة)[ \t،,]+)+"
    r"(?P<name>[\u0621-\u064A]{2,}(?:[ \t]+[\u0621-\u064A]{2,}){0,2})"
)
# Japanese and Korean: a name written before an honorific suffix
# Russian/Ukrainian full names with a patronymic (Иван Петрович, Мещеряков Велимудр Жданович)
_PATRONYMIC_RE = re.compile(
    r"(?<![А-Яа-яЁё])(?:[А-ЯЁ][а-яё\-]+[ \t]+)?[А-ЯЁ][а-яё]+[ \t]+[А-ЯЁ][а-яё]+(?:ович|евич|ьич|ична|овна|евна|инична)(?![а-яё])"
)
# Russian/Ukrainian/Belarusian given name + surname in any grammatical case: the surname's
# suffix (-ов/-ев/-ин/-ский/-цкий/-енко/-чук … with its case ending: Свиридову, Корниловой,
# Гурьянова, Достоевского) marks it; the given name is any capitalised word that is not an
# adjective (Красной, Московский). Either order (Свиридову Аркадию in lists and forms).
_RU_SURNAME = (
    r"[А-ЯЁ][а-яё]+(?:(?:ов|ев|ёв|ин|ын)(?:а|у|ым|ой|ою|ом|е|ых|ым|ыми)?|"
    r"(?:ск|цк)(?:ий|ого|ому|им|ом|ая|ой|ую|ою)|"
    r"(?:енко|чук|юк|ук|ич))"
)
_RU_GIVEN = r"[А-ЯЁ][а-яё]{2,11}"
_RU_PAIR_RE = re.compile(
    rf"(?<![А-Яа-яЁё\-])(?:(?P<g1>{_RU_GIVEN})[ \t]+(?P<s1>{_RU_SURNAME})|(?P<s2>[А-ЯЁ][а-яё]+(?:ов|ев|ёв|ин|ын)(?:а|у|ым|ой|ою|ом|е)?)[ \t]+(?P<g2>{_RU_GIVEN}))(?![а-яё\-])"
)
# Adjective-type surnames (Толстой, Заречная, Трубецкого, Вишневській): a given name (not
# adjective-shaped) followed by a capitalised adjective in any case; Russian and Ukrainian
# letters. Adjective + noun is the other order ("Красная Площадь"), so only given name first.
_CYR_UP = "А-ЯЁІЇЄҐ"
_CYR_LO = "а-яёіїєґ'’"
_ADJ_SURNAME = (
    rf"[{_CYR_UP}][{_CYR_LO}]+(?:ой|ый|ий|ая|яя|ого|его|ому|ему|ым|им|ую|юю|ей|ою|ею|ька|ька|ьки|ькій|ьку|ькою)"
)
_RU_ADJ_PAIR_RE = re.compile(
    rf"(?<![{_CYR_UP}{_CYR_LO}\-])(?P<g>[{_CYR_UP}][{_CYR_LO}]{{2,11}})[ \t]+(?P<s>{_ADJ_SURNAME})(?![{_CYR_LO}\-])"
)
#: nouns that introduce a place name (city, street, village, river, station …), ru and uk
_CYR_PLACE_NOUNS = frozenset(
    """
    город городе города г. улица улице улицы ул. село селе деревня деревне река реке проспект проспекте пр.
    площадь площади район районе область области станция станции метро посёлок поселок посёлке поселке
    озеро озере гора горе переулок переулке бульвар бульваре шоссе набережная набережной
    місто місті вулиця вулиці вул. селище річка річці площа площі район області станція станції
    """.split()
)
# Birthdays name their person: "Cumpleaños de Eustaquia", "Geburtstag von Ilse", "birthday of
# X" before the name; "Esberns fødselsdag", "Ainikki syntymäpäivä", "Ilses Geburtstag",
# "X's birthday" after it (Scandinavian/German genitive -s, Finnish nominative).
_BDAY_BEFORE_RE = re.compile(
    rf"(?i:birthday|bday|cumpleaños|cumpleanos|aniversário|aniversario|anniversaire|geburtstag|verjaardag|"
    rf"compleanno|urodziny|doğum günü|день рождения|γενέθλια)[ \t]+(?i:of|de|von|van|di|du|do|da|od|у)[ \t]+"
    rf"(?P<name>{_W}(?:[ \t]+{_W})?){_END}"
)
_BDAY_AFTER_RE = re.compile(
    rf"(?<![\w{_UP}{_LO}])(?P<name>{_W}(?:[ \t]+{_W})?)(?:['’]s?)?[ \t]+"
    r"(?:birthday|bday|fødselsdag|födelsedag|fødselsdag|syntymäpäivä|geburtstag|verjaardag|bursdag|urodziny)(?![\w])"
)
# A Latin-script full name written inside Chinese/Japanese/Korean prose, where no space
# separates it from the sentence ("明天下午和Thankmar Distelkamp开会", "Enogat Vaudrémontさん"):
# 2-3 capitalised words touching CJK/kana/Hangul on both sides; technology and product words out.
_CJK_CHARS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\u3000-\u303f\uff00-\uffef"
_LATIN_IN_CJK_RE = re.compile(
    rf"(?<=[{_CJK_CHARS}])(?P<name>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?:[ \t][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+){{1,2}})(?=[{_CJK_CHARS}])"
)
_RU_ADJ_END = ("ый", "ий", "ой", "ая", "яя", "ое", "ее", "ые", "ие", "ого", "его", "ому", "ему", "ую", "юю", "ых", "их")


def _ru_given(w: str) -> bool:
    """A capitalised Cyrillic word that can be a given name in some case (not an adjective,
    not a surname-shaped or calendar word)."""
    return not w.endswith(_RU_ADJ_END) and not _calendar_word(w) and not _bad_word(w)


# Arabic compound names "عبد ال…" (Abd al-…) followed by a family name
_AR_ABD_RE = re.compile(r"(?<![\u0621-\u064A])عبد[ \t]?ال[\u0621-\u064A]{2,}(?:[ \t]+[\u0621-\u064A]{2,}){1,2}")
_JA_KO_RE = re.compile(
    r"(?P<name>[\u4e00-\u9fff]{1,5}(?:[ \u3000]?[\u4e00-\u9fff]{1,3})?|[\u30a0-\u30ff]{2,8}(?:[ ・\u3000][\u30a0-\u30ff]{2,8})?)"
    r"(?:さん|様|さま|氏|先生|部長|課長|社長|くん|ちゃん)"
    # a two-syllable Korean surname (황보, 선우 …) makes a full name of up to five syllables
    r"|(?P<ko>(?:남궁|황보|제갈|사공|선우|서문|독고|동방)[\uac00-\ud7a3]{1,3}|[\uac00-\ud7a3]{2,4})[ ]?(?:님|씨|선생님|과장님|부장님)"
)
#: German delegation cues that also take a noun (``Assistent für Datenanalyse``, ``unterstützt
#: Teams``), unlike honorifics and greetings (``Frau``, ``Hallo``), which take only names
_DE_NOUN_TAKING_CUES = frozenset("für fuer von unterstützt unterstützen assistierst hilfst".split())
_CALENDAR = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april may june july
    august september october november december today tomorrow yesterday tonight morning afternoon evening
    everyone everybody all guys folks team there again back me us them him her it this that you""".split()
)


#: calendar words and pronouns: never part of a name (public for ``model_names``)
CALENDAR_WORDS = _CALENDAR


def _bad_word(w: str) -> bool:
    k = w.strip(".'’-").casefold()
    return not k or k in NOT_NAME_WORDS or k in ROLE_WORDS or k in _CALENDAR or w.strip(".'’-").upper() in TECH_WORDS


def _calendar_word(w: str) -> bool:
    return w.strip(".'’-").casefold() in _CALENDAR


def _words(name: str) -> list[str]:
    return [w for w in name.split() if w.casefold() not in NAME_PARTICLES]


def _title_line(text: str, pos: int, seen: dict[int, bool]) -> bool:
    """The line holding ``pos`` is a Title-Case heading: 4+ words, 75 % capitalised, and not a
    sentence (a heading does not end with ``.``/``!``/``?``: "Reply to Wendeline Ashcombe." is
    an instruction about a person, "Reply To Customer Requests" a heading).

    ``seen``: line start -> answer, for one ``find`` call: every name on a line asks about the
    same line, and reading it per name was quadratic (one 64 KB line of ``Alice Smith asmith``
    cost 43 s)."""
    ls = text.rfind("\n", 0, pos) + 1
    hit = seen.get(ls)
    if hit is None:
        hit = seen[ls] = _is_title_line(text, ls)
    return hit


#: public alias for ``model_names``
title_case_line = _title_line


def _is_title_line(text: str, ls: int) -> bool:
    le = text.find("\n", ls)
    line = text[ls : le if le >= 0 else len(text)].rstrip(" \t\r\"'”’)")
    if line.endswith((".", "!", "?", "。", "！", "？")) and not line.endswith(".."):
        return False
    if _ID_TOKEN_RE.search(line):
        return False  # a record line, not a heading: "SSN 123-45-6789 for Margaret Thornbury"
    words = _LETTER_RUN_RE.findall(line)
    return len(words) >= 4 and sum(w[0].isupper() for w in words) >= 0.75 * len(words)


_LETTER_RUN_RE = re.compile(r"[^\W\d_]+")
# a token carrying 6+ digits (an id, an account, a phone): headings do not hold one
_ID_TOKEN_RE = re.compile(r"(?<!\S)(?=\S*(?:\d\D{0,2}){6})\S+")


class PersonNameRecognizer(OurRecognizer):
    """Names in phrasing and by name lists (rules and scores in the module docstring)."""

    ENTITIES = ("PERSON",)

    def __init__(self, lists: NameLists | None = None, supported_language: str = "en"):
        self._lists = lists
        super().__init__(supported_language=supported_language)

    @property
    def lists(self) -> NameLists:
        """The name lists (loaded on first use)."""
        if self._lists is None:
            self._lists = name_lists()
        return self._lists

    def _trim(self, text: str, s: int, e: int) -> tuple[int, int] | None:
        """Drop leading/trailing bad words (``Thanks Team``); None when nothing is left."""
        words = [(m.start() + s, m.end() + s, m.group(0)) for m in re.finditer(r"\S+", text[s:e])]
        # calendar words and pronouns at the edges are trimmed ("Thanks again Alice", "Call
        # Alice Tomorrow"); an organisation/role/technology word means the phrase names no
        # person at all ("assist Software Engineers", "work for Acme Corp")
        while words and _calendar_word(words[-1][2]):
            words.pop()
        while words and (_calendar_word(words[0][2]) or words[0][2].casefold() in NAME_PARTICLES):
            words.pop(0)
        if not words or any(_bad_word(w) for _, _, w in words):
            return None
        return words[0][0], words[-1][1]

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, score)``."""
        lists = self.lists
        titles: dict[int, bool] = {}  # line start -> a Title-Case heading (``_title_line``)
        for m in _CUE_RE.finditer(text):
            span = self._trim(text, *m.span("name"))
            if span is None:
                continue
            words = _words(text[span[0] : span[1]])
            if len(words) == 1 and words[0].isupper() and not lists.is_name_word(words[0]):
                continue  # "Hi ALL", "cc OPS"
            if _TALK_CUE_RE.match(m.group("cue")) and not all(
                lists.is_name_word(w) or rare_everywhere(w.casefold()) for w in words
            ):
                continue  # "Spotkanie z Zarządem", "reunión con Dirección": a body, not a person
            if (
                len(words) == 1
                and m.group("cue").split()[-1].casefold() in _DE_NOUN_TAKING_CUES
                and german_noun_in_context(text, *span)
            ):
                continue  # "Assistent für Datenanalyse": a German noun, capitalised as all are
            yield "PERSON", span[0], span[1], 0.8
        for m in _INTRO_CUE_RE.finditer(text):
            span = self._trim(text, *m.span("name"))
            if span is None:
                continue
            words = _words(text[span[0] : span[1]])
            common = common_words()
            if any(w.casefold() in common and not lists.is_name_word(w) for w in words):
                continue  # "Soy Ingeniero", "It's Monday"
            copula = m.group("cue").casefold() in _COPULA_CUES
            if len(words) == 1 and (
                words[0].isupper() or (copula and not (lists.is_name_word(words[0]) or unlisted_name_like(words[0])))
            ):
                continue  # "Soy Ingeniero", "ich bin Softwareentwickler": a copula takes nouns too
            yield "PERSON", span[0], span[1], 0.8
        for m in _ROLE_CUE_RE.finditer(text):
            span = self._trim(text, *m.span("name"))
            if span is None or _title_line(text, span[0], titles):
                continue
            words = _words(text[span[0] : span[1]])
            # a product or screen after the role ("patient Record Viewer"): common words
            common = common_words()
            if len(words) >= 2 and not any(w.casefold() in common and not lists.is_name_word(w) for w in words):
                yield "PERSON", span[0], span[1], 0.8
        for m in _WEAK_RE.finditer(text):
            span = self._trim(text, *m.span("name"))
            if span is None or _title_line(text, span[0], titles):
                continue
            words = _words(text[span[0] : span[1]])
            if len(words) >= 2 and (lists.is_given(words[0]) or lists.is_surname(words[-1])):
                yield "PERSON", span[0], span[1], 0.75
            elif len(words) >= 2 and not any(w.isupper() for w in words):
                yield "PERSON", span[0], span[1], 0.6
        for m in _AFTER_RE.finditer(text):
            span = self._trim(text, *m.span("name"))
            if span is not None and (
                any(w.casefold() in GERMAN_FUNCTION_WORDS for w in _words(text[span[0] : span[1]]))
                or text[max(0, span[0] - 8) : span[0]].split()[-1:]
                in (["Die"], ["Der"], ["Das"], ["die"], ["der"], ["das"])
            ):
                continue  # "Das Büro ist ab Montag …", "die Kantine Nord ist ab …": a noun phrase
            if (
                span is not None
                and len(_words(text[span[0] : span[1]])) >= 2
                and not _title_line(text, span[0], titles)
            ):
                yield "PERSON", span[0], span[1], 0.7
        for m in _POSSESSIVE_RE.finditer(text):
            span = self._trim(text, *m.span("name"))
            if (
                span is not None
                and len(_words(text[span[0] : span[1]])) >= 2
                and not _title_line(text, span[0], titles)
            ):
                yield "PERSON", span[0], span[1], 0.65
        for m in _LIST_RE.finditer(text):
            span = self._trim(text, *m.span("name"))
            if span is None:
                continue
            words = _words(text[span[0] : span[1]])
            if (
                len(words) >= 2
                and lists.is_given(words[0])
                and lists.is_surname(words[-1])
                and not _title_line(text, span[0], titles)
            ):
                yield "PERSON", span[0], span[1], 0.75
        for rx in (_BDAY_BEFORE_RE, _BDAY_AFTER_RE):
            for m in rx.finditer(text):
                span = self._trim(text, *m.span("name"))
                if span is None:
                    continue
                name = text[span[0] : span[1]]  # "Esberns": the genitive -s stays in the span
                if not any(_bad_word(w) or _calendar_word(w) for w in _words(name)):
                    yield "PERSON", span[0], span[1], 0.75
        for m in _VOCATIVE_RE.finditer(text):
            w = m.group("name")
            if (lists.is_given(w) or unlisted_name_like(w)) and not _bad_word(w) and not w.isupper():
                yield "PERSON", m.start("name"), m.end("name"), 0.65
        if "," in text and _CYR_LETTER_RE.search(text):
            for m in _CYR_VOCATIVE_RE.finditer(text):
                w = m.group("name")
                if w.casefold() in _CYR_VOCATIVE_NOT or _bad_word(w):
                    continue
                if lists.is_given(w) or unlisted_name_like(w) or rare_everywhere(w.casefold()):
                    yield "PERSON", m.start("name"), m.end("name"), 0.65
        for m in _LOWER_RE.finditer(text):
            first, last = m.group("name").split()[0], m.group("name").split()[-1]
            if lists.is_given(first) and lists.is_surname(last) and not _bad_word(first) and not _bad_word(last):
                yield "PERSON", m.start("name"), m.end("name"), 0.75
        if re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]", text):
            for m in _LATIN_IN_CJK_RE.finditer(text):
                words = m.group("name").split()
                if not any(_bad_word(w) or _calendar_word(w) or w.casefold() in TECH_TERMS for w in words):
                    yield "PERSON", m.start("name"), m.end("name"), 0.7
        if re.search(r"[\u3040-\u30ff\uac00-\ud7a3]", text):
            for m in _JA_KO_RE.finditer(text):
                g = "name" if m.group("name") else "ko"
                yield "PERSON", m.start(g), m.end(g), 0.75
        if re.search(r"[А-ЯЁ]", text):
            for m in _PATRONYMIC_RE.finditer(text):
                yield "PERSON", m.start(), m.end(), 0.8
            for m in _RU_PAIR_RE.finditer(text):
                given = m.group("g1") or m.group("g2")
                before = text[: m.start()].rstrip(' \t"«„(')
                initial = not before or before[-1] in ".!?\n:;"
                # sentence-initial "Город Ростов": the first word must then be a listed name
                # a feminine surname form (Кочерыжкина, Вишневская) is no town or noun
                fem = (m.group("s1") or "").endswith(("ова", "ева", "ёва", "ина", "ына", "ская", "цкая"))
                first = m.group("g1") or m.group("s2")
                if initial and not fem and not (lists.is_name_word(first) or unlisted_name_like(first)):
                    continue
                if _ru_given(given) and not _title_line(text, m.start(), titles):
                    yield "PERSON", m.start(), m.end(), 0.7
            for m in _RU_ADJ_PAIR_RE.finditer(text):
                given, surname = m.group("g"), m.group("s")
                if not _ru_given(given) or lists.is_surname(given) and not lists.is_given(given):
                    continue
                before = text[: m.start()].rstrip(' \t"«„(')
                initial = not before or before[-1] in ".!?\n:;"
                if initial and not (lists.is_given(given) or unlisted_name_like(given)):
                    continue  # sentence-initial "Город Большой": the first word must be a listed name
                prev = before.rsplit(None, 1)[-1].casefold() if before.split() else ""
                if prev in _CYR_PLACE_NOUNS:
                    continue  # "в городе Ростов Великий", "на улице Малая Бронная"
                if not _bad_word(surname) and not _title_line(text, m.start(), titles):
                    yield "PERSON", m.start(), m.end(), 0.7
        if "عبد" in text:
            for m in _AR_ABD_RE.finditer(text):
                yield "PERSON", m.start(), m.end(), 0.75
        if re.search(r"[\u0621-\u064A]", text):
            for m in _AR_CUE_RE.finditer(text):
                yield "PERSON", m.start("name"), m.end("name"), 0.8
