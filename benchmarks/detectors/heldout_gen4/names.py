"""Invented person names per language, in the forms each language writes them.

Every token is checked (``core.name_problems``) against every Faker locale's name lists and the
gold names of dev, dev2 and dev3; the generator refuses to write a document otherwise.
``case`` holds the language's inflected or address forms (vocative, dative, genitive, allative,
honorific base) used in prose; ``native`` the name in the language's script where it differs.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class P:
    given: str
    family: str
    lang: str
    sex: str = "f"
    family_first: bool = False
    case: dict[str, str] = field(default_factory=dict)
    middle: str = ""

    @property
    def full(self) -> str:
        if self.family_first:
            sep = "" if self.lang in ("zh", "ko") else " "
            return f"{self.family}{sep}{self.given}"
        mid = f" {self.middle}" if self.middle else ""
        return f"{self.given}{mid} {self.family}"

    @property
    def last_first(self) -> str:
        return f"{self.family}, {self.given}"

    @property
    def caps(self) -> str:
        return f"{self.family.upper()}/{self.given.upper()}"


# fmt: off
POOLS: dict[str, list[P]] = {
    "en": [
        P("Ysolde", "Brackenholt-Thorn", "en"), P("Corisande", "Pellingworth", "en"),
        P("Tamsyn", "Quarrendon", "en"), P("Aldreda", "Fairhursting", "en"),
        P("Thorolf", "Whitlocke-Sayle", "en", "m"), P("Ambrel", "Cogglesworth", "en", "m"),
        P("Lysander", "Ormondroyd", "en", "m"), P("Perpetua", "Skelmerdine", "en"),
        P("Hengist", "Tregothnan", "en", "m"), P("Ebbarose", "Sturridgeley", "en"),
    ],
    "de": [
        P("Wunnegard", "Zwiebelhuber", "de"), P("Friedbald", "Kesselbrink", "de", "m"),
        P("Irmlinde", "Schwarzenbeek", "de"), P("Gisalbert", "Ottensmeyer", "de", "m", middle="Ortlieb"),
        P("Walburgis", "Riesenkampff", "de"), P("Adalhard-Gotthelf", "Pflugbeil-Tammen", "de", "m"),
    ],
    "fr": [
        P("Aldegonde", "Vautrelle", "fr"), P("Enguerrand", "de la Brouillardière", "fr", "m"),
        P("Bérangère", "Pochelonne", "fr"), P("Eudes", "Castagnac-Lurel", "fr", "m"),
        P("Ombeline", "Quéroudel", "fr"),
    ],
    "nl": [
        P("Rinske", "van der Wieringhoek", "nl"), P("Wiebrand", "Steenkampvelt", "nl", "m"),
        P("Wobbine", "Haarlemmerzijl", "nl"), P("Tjeerd", "ter Spijkerbosch", "nl", "m"),
    ],
    "no": [
        P("Åsgjerd", "Bjørnelvsæter", "no"), P("Torgils", "Hallingskeid", "no", "m"),
        P("Torgunn", "Vetlefjordnes", "no"), P("Alvbjørn", "Kvernhusvik", "no", "m"),
    ],
    "sv": [
        P("Ylvalena", "Ljungsbrovik", "sv"), P("Torvald", "Granhammarsten", "sv", "m"),
        P("Gunnvi", "Björkenstråle", "sv"),
    ],
    "da": [
        P("Gudrunn", "Skovbjergsen", "da"), P("Frodegaard", "Tvedemølle", "da", "m"),
        P("Sidselille", "Rønnebækholm", "da"),
    ],
    "fi": [
        P("Vellamotar", "Kuusirinne", "fi", case={"all": "Vellamotarille", "gen": "Kuusirinteen"}),
        P("Ukonpoika", "Heinäsalmela", "fi", "m", case={"all": "Ukonpojalle", "gen": "Heinäsalmelan"}),
        P("Lumikkea", "Routasaari", "fi"),
    ],
    "es": [
        P("Eleuteria", "Villaplanchón de Urruzuno", "es"), P("Pancracio", "Bermejillo Cuadrón", "es", "m"),
        P("Inmaculadina", "Azcuénaga Pinzolo", "es"), P("Gumersindo", "Olabarrieta Sagasti", "es", "m"),
    ],
    "it": [
        P("Ildebranda", "Sgarzelloni", "it"), P("Ubaldino", "Borromeschi", "it", "m"),
        P("Ermengarda", "Pavanelloni", "it"), P("Ercolano", "Tirabassini", "it", "m"),
    ],
    "pt": [
        P("Jacyara", "Figueiredinho Bastinhos", "pt"), P("Anacleciano", "Quaresmeiro", "pt", "m"),
        P("Ubiratã", "Alcoforado Mesquitela", "pt", "m"),
    ],
    "pl": [
        P("Wszebor", "Wierzbołęcki", "pl", "m", case={"voc": "Wszeborze", "dat": "Wszeborowi Wierzbołęckiemu"}),
        P("Świętomira", "Grzybowiecka", "pl", case={"voc": "Świętomiro", "dat": "Świętomirze Grzybowieckiej",
                                                    "gen": "Świętomiry Grzybowieckiej"}),
        P("Lutomir", "Chrząstowiczny", "pl", "m", case={"voc": "Lutomirze", "gen": "Lutomira Chrząstowicznego", "ins": "Lutomirem Chrząstowicznym"}),
    ],
    "tr": [
        P("Gökçesu", "Karapınaroğlu", "tr"), P("Alpaslanbey", "Dumlupınarlı", "tr", "m"),
        P("Nilüfergül", "Sarıkamışlıoğlu", "tr"),
    ],
    "ru": [
        P("Светогор", "Ковыльников", "ru", "m", middle="Евлампиевич",
          case={"dat": "Светогору Евлампиевичу", "gen": "Ковыльникова", "ins": "Светогором Евлампиевичем"}),
        P("Агриппина", "Зверобоева", "ru", middle="Порфирьевна",
          case={"dat": "Агриппине Порфирьевне", "gen": "Зверобоевой", "ins": "Зверобоевой"}),
        P("Варсонофий", "Пустельгин", "ru", "m", case={"dat": "Варсонофию", "gen": "Пустельгина"}),
    ],
    "uk": [
        P("Остапій", "Вербоцвітенко", "uk", "m", case={"voc": "Остапію", "dat": "Остапію Вербоцвітенку"}),
        P("Ярославна", "Калиновецька", "uk", case={"voc": "Ярославно", "dat": "Ярославні Калиновецькій"}),
        P("Зореслав", "Гречаниківський", "uk", "m", case={"voc": "Зореславе", "dim": "Зорик"}),
    ],
    "el": [
        P("Κλεανθούλα", "Μαυροπετρίδου", "el", case={"voc": "Κλεανθούλα"}),
        P("Ευμορφιανός", "Ανεμογιαννάκης", "el", "m", case={"voc": "Ευμορφιανέ", "gen": "Ανεμογιαννάκη"}),
        P("Αρετούσα", "Σταφυλοπάτη", "el", case={"voc": "Αρετούσα"}),
    ],
    "ar": [
        P("سندسة", "الزعفراني", "ar"), P("هتّان", "القصيباتي", "ar", "m"),
        P("وجدانة", "بن طويرش", "ar"), P("Muhayminoun", "al-Qasabji", "ar", "m"),
    ],
    "he": [
        P("נוגהלה", "שקדיאלוביץ", "he"), P("אביצורי", "צורישדי", "he", "m"), P("Nurit", "Tzofimberg", "he"),
    ],
    "hi": [
        P("सुहासिनी", "घोड़बोले", "hi"), P("Chiranjeev", "Kalbhor-Deshmane", "hi", "m"),
        P("Mrinalini-Devyani", "Pimpalkhare", "hi"),
    ],
    "zh": [
        P("沐砚", "欧阳", "zh", family_first=True), P("暮秋", "闻人", "zh", family_first=True),
        P("知遥", "东方", "zh", "m", family_first=True), P("疏桐", "澹台", "zh", "m", family_first=True),
        P("Lanxuan", "Ximen", "zh", family_first=False),
    ],
    "ja": [
        P("千景", "百目鬼", "ja", family_first=True), P("朔之丞", "一尺八寸", "ja", "m", family_first=True),
        P("紬希", "栗花落", "ja", family_first=True), P("Sakuya", "Watanukiyama", "ja", family_first=False),
    ],
    "ko": [
        P("도담", "남궁", "ko", family_first=True), P("한결솔", "사공", "ko", "m", family_first=True),
        P("Ra-on", "Seonwoo", "ko"),
    ],
    "vi": [
        P("Khuê Miên", "Trịnh", "vi", family_first=True, case={"call": "Miên"}),
        P("Hiển Vĩnh", "Đàm", "vi", "m", family_first=True, case={"call": "Vĩnh"}),
        P("Tịnh Sương", "Quách", "vi", family_first=True, case={"call": "Sương"}),
    ],
    "id": [
        P("Wulandarinta", "Sastrowardoyo", "id"), P("Bagaskoro", "Tjokrosuharto", "id", "m"),
        P("Kusumawerdhani", "Poerbonegoro", "id"),
    ],
}
# fmt: on


def pool(lang: str) -> list[P]:
    return POOLS[lang]


#: ASCII forms used in e-mail addresses and logins of people whose name is not in Latin script.
ROM: dict[str, tuple[str, str]] = {
    "Светогор": ("svetogor", "kovylnikov"),
    "Агриппина": ("agrippina", "zveroboeva"),
    "Варсонофий": ("varsonofy", "pustelgin"),
    "Остапій": ("ostapiy", "verbotsvitenko"),
    "Ярославна": ("yaroslavna", "kalynovetska"),
    "Зореслав": ("zoreslav", "hrechanykivskyi"),
    "Κλεανθούλα": ("kleanthoula", "mavropetridou"),
    "Ευμορφιανός": ("evmorfianos", "anemogiannakis"),
    "Αρετούσα": ("aretousa", "stafylopati"),
    "سندسة": ("sundusa", "alzafarani"),
    "هتّان": ("hattan", "alqusaibati"),
    "وجدانة": ("wijdana", "bintuwairish"),
    "נוגהלה": ("nogahla", "shkedialovich"),
    "אביצורי": ("avitsuri", "tsurishaday"),
    "सुहासिनी": ("suhasini", "ghodbole"),
    "沐砚": ("muyan", "ouyang"),
    "暮秋": ("muqiu", "wenren"),
    "知遥": ("zhiyao", "dongfang"),
    "疏桐": ("shutong", "tantai"),
    "千景": ("chikage", "domeki"),
    "朔之丞": ("sakunojo", "kamatsuka"),
    "紬希": ("tsumugi", "tsuyuri"),
    "도담": ("dodam", "namgung"),
    "한결솔": ("hangyeolsol", "sagong"),
}


def ascii_parts(p: P) -> tuple[str, str]:
    """Lower-case ASCII given and family name for addresses and logins."""
    import unicodedata

    if p.given in ROM:
        return ROM[p.given]

    def fold(s: str) -> str:
        s = (
            s.replace("ø", "o")
            .replace("æ", "ae")
            .replace("ß", "ss")
            .replace("ł", "l")
            .replace("ı", "i")
            .replace("đ", "d")
            .replace("Đ", "d")
        )
        s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
        return "".join(c for c in s.lower() if c.isascii() and (c.isalnum() or c == "-")).strip("-")

    fam = p.family.split()[-1] if p.lang in ("nl", "fr") else p.family.split()[0]
    return fold(p.given.split()[0]), fold(fam)
