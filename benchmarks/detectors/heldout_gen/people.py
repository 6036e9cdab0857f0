"""Invented people per language, split into disjoint dev/test pools.

Every given name and surname is checked against Faker's lexicon (see fakercheck.py) when the
pools are built; a candidate that collides is dropped, so the pools can be regenerated safely.
"""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass

from fakercheck import faker_hits

# (native, romanization) for scripts that are not Latin.
ZH_SURNAMES = {
    "欧阳": "Ouyang",
    "司马": "Sima",
    "诸葛": "Zhuge",
    "上官": "Shangguan",
    "皇甫": "Huangfu",
    "令狐": "Linghu",
    "郗": "Xi",
    "闫": "Yan",
    "慕容": "Murong",
    "端木": "Duanmu",
    "宇文": "Yuwen",
    "申屠": "Shentu",
    "王": "Wang",
    "李": "Li",
    "张": "Zhang",
    "刘": "Liu",
    "陈": "Chen",
    "赵": "Zhao",
    "黄": "Huang",
    "周": "Zhou",
    "吴": "Wu",
    "杨": "Yang",
}
ZH_GIVEN = {
    "振霖": ("Zhenlin", 0),
    "婉清": ("Wanqing", 1),
    "景澄": ("Jingcheng", 0),
    "语桐": ("Yutong", 1),
    "若曦": ("Ruoxi", 1),
    "承钧": ("Chengjun", 0),
    "砚秋": ("Yanqiu", 1),
    "疏影": ("Shuying", 1),
    "知遥": ("Zhiyao", 1),
    "听澜": ("Tinglan", 1),
    "青禾": ("Qinghe", 1),
    "星澜": ("Xinglan", 0),
    "怀瑾": ("Huaijin", 0),
    "书瑶": ("Shuyao", 1),
    "沐辰": ("Muchen", 0),
    "清越": ("Qingyue", 1),
    "嘉懿": ("Jiayi", 1),
    "逸尘": ("Yichen", 0),
    "念慈": ("Nianci", 1),
    "修远": ("Xiuyuan", 0),
    "澍": ("Shu", 0),
    "霁": ("Ji", 1),
    "昀": ("Yun", 0),
    "珩": ("Heng", 0),
    "北辰": ("Beichen", 0),
    "竹筠": ("Zhuyun", 1),
    "蘅芜": ("Hengwu", 1),
    "泊舟": ("Bozhou", 0),
    "临渊": ("Linyuan", 0),
    "弈秋": ("Yiqiu", 0),
}
JA_SURNAMES = {
    "御手洗": "Mitarai",
    "東海林": "Shoji",
    "四十物": "Aimono",
    "勅使河原": "Teshigawara",
    "一番ヶ瀬": "Ichibangase",
    "五百旗頭": "Iokibe",
    "小鳥遊": "Takanashi",
    "百目鬼": "Domeki",
    "長曽我部": "Chosokabe",
    "鬼頭": "Kito",
    "纐纈": "Koketsu",
    "薬師寺": "Yakushiji",
    "六角": "Rokkaku",
    "九十九": "Tsukumo",
    "鷲見": "Washimi",
    "栗花落": "Tsuyuri",
    "釘宮": "Kugimiya",
    "八月一日": "Hozumi",
}
JA_GIVEN = {
    "千早": ("Chihaya", 1),
    "紗霧": ("Sagiri", 1),
    "灯里": ("Akari", 1),
    "朱鷺子": ("Tokiko", 1),
    "小夜": ("Sayo", 1),
    "雛乃": ("Hinano", 1),
    "菫": ("Sumire", 1),
    "紬": ("Tsumugi", 1),
    "環": ("Tamaki", 1),
    "詩織": ("Shiori", 1),
    "凪": ("Nagi", 1),
    "縁": ("Yukari", 1),
    "惟人": ("Koreto", 0),
    "朔也": ("Sakuya", 0),
    "嵩": ("Takashi", 0),
    "柊吾": ("Shugo", 0),
    "颯汰": ("Sota", 0),
    "宗佑": ("Sosuke", 0),
    "朋輝": ("Tomoki", 0),
    "巌": ("Iwao", 0),
    "貫太": ("Kanta", 0),
    "鉄心": ("Tesshin", 0),
    "暁": ("Akatsuki", 0),
    "周防": ("Suo", 0),
}
AR_GIVEN = {
    "ثريا": ("Thuraya", 1),
    "نجلاء": ("Najlaa", 1),
    "لجين": ("Lujain", 1),
    "هتون": ("Hatoun", 1),
    "يمان": ("Yaman", 1),
    "رغد": ("Raghad", 1),
    "تيماء": ("Taymaa", 1),
    "جمانة": ("Jumana", 1),
    "رزان": ("Razan", 1),
    "سلافة": ("Sulafa", 1),
    "غدير": ("Ghadeer", 1),
    "فدوى": ("Fadwa", 1),
    "هيفاء": ("Haifa", 1),
    "وجدان": ("Wijdan", 1),
    "نجود": ("Nujood", 1),
    "بسمة": ("Basma", 1),
    "لمى": ("Lama", 1),
    "وئام": ("Wiam", 1),
    "هديل": ("Hadeel", 1),
    "عفراء": ("Afraa", 1),
    "جسار": ("Jassar", 0),
    "قتيبة": ("Qutaiba", 0),
    "معتصم": ("Mutasim", 0),
    "يزن": ("Yazan", 0),
    "غيث": ("Ghaith", 0),
    "ذياب": ("Thiyab", 0),
    "عتبة": ("Utba", 0),
    "نوفل": ("Nawfal", 0),
    "مرهف": ("Murhaf", 0),
    "أوس": ("Aws", 0),
    "عبد الودود": ("Abdulwadood", 0),
    "عبد المهيمن": ("Abdulmuhaymin", 0),
    "رعد": ("Raad", 0),
    "ضيغم": ("Daigham", 0),
    "هزاع": ("Hazza", 0),
    "عبادة": ("Ubada", 0),
}
AR_SURNAMES = {
    "الزبيدي": "al-Zubaidi",
    "العكاشي": "al-Okashi",
    "الشمري": "al-Shammari",
    "النعيمات": "al-Nuaimat",
    "الطراونة": "al-Tarawneh",
    "الكبيسي": "al-Kubaisi",
    "الفلاسي": "al-Falasi",
    "الخوالدة": "al-Khawaldeh",
    "المحيسن": "al-Muhaisen",
    "الرواشدة": "al-Rawashdeh",
    "الحنيطي": "al-Hunaiti",
    "البطاينة": "al-Batayneh",
    "الجبوري": "al-Jubouri",
    "الدليمي": "al-Dulaimi",
    "السامرائي": "al-Samarrai",
    "العزاوي": "al-Azzawi",
    "الكرخي": "al-Karkhi",
    "المعاضيدي": "al-Maadidi",
    "الهيتي": "al-Hiti",
    "بوشناق": "Bushnaq",
    "قعوار": "Qawar",
}

# Names used as examples in issue 12 (Wendeline Ashcombe, Margaret Thornbury, Eric Dunmore) are
# deliberately absent: the detector's regression tests use them.
LATIN: dict[str, dict[str, list[str]]] = {
    "en": {
        "f": "Cressida Fenella Hesper Jocasta Linnet Marigold Perpetua Lettice Jessamy Seraphina Xanthe Verity Tamsin Saffron Oriel Hepzibah Clemency Honora Morwenna Rosamund Temperance Ottoline Ianthe Demelza Loveday".split(),
        "m": "Aldous Dashiell Kestrel Peregrine Quillon Ulric Yardley Zebedee Bramwell Lysander Tobiah Wynstan Barnaby Crispin Fitzroy Jolyon Lucan Sholto Tarquin Wystan Alaric Benedick Caspian Digory Everard Fulke Gervase Jago Peverell Lancelyn Osric Radulf Swithin Wulfric Eadric Godric".split(),
        "s": "Quartermaine Wickersham Penhaligon Trelawney Cattermole Ravensworth Pocklington Featherstonehaugh Tregothnan Mallinder Scattergood Honeysett Pinchbeck Gathercole Loveridge Shufflebottom Blenkinsop Ollerenshaw Winstanley Kittredge Merriweather Stubbington Brocklehurst Wetherell Daintree Hazeldine Ormerod Pennefather Sowerbutts Tattersall Vavasour Fothergill Haythornthwaite Illingworth Kettlewell Lumsden Micklethwaite Nettleship Pickersgill Quiney Rattray Sidebottom Threlfall Uttley Wadsworth Yeadon Attenborough Bickerstaff Chivers Dimmock Earnshaw Faulconbridge Gosling Hebblethwaite".split(),
    },
    "de": {
        "f": "Adelgund Hildrun Gundtraud Roswine Bertlinde Almtrud Ermelind Heilwig Trautlind Wolfhild Sigtrud Reinlind Amalgund Dankrun Ehrengard Friedlind Gotlinde Herlind Irmgund Lindtraut Mechtrud Odalind Rautgund Wendelgard Trudhild".split(),
        "m": "Gerwald Irmfried Hadumar Reinwald Sigwart Wolfhelm Ortlieb Adalwin Bernwald Dietmund Eberwin Fridbert Helmwart Isenbart Lanzo Nortwin Odowin Ratbod Sigbald Trautwein Walram Wigand Ansbert Giselher Leberecht".split(),
        "s": "Quast Brömmelkamp Dingeldein Wöhlbier Kranefuß Hinrichsmeyer Ostendorff Schnackenberg Uhlenbrock Vollmering Wiesehöfer Zurmühlen Achterberg Fehrenkötter Grotefend Hülsebusch Jaspersen Kückelhaus Lüdinghausen Mönkediek Niehörster Plaßmann Rieckhoff Sökefeld Twiehaus Eilers Hövelmann Kleinschmager Pöppelbaum Rottschäfer Schwietering Tenkhoff Upmeier Wellerdiek Zumbrägel Aschenbrenner Dammeier Frölking Gausepohl".split(),
    },
    "fr": {
        "f": "Bérangère Eudoxie Hermance Isaure Léocadie Quitterie Sidonie Tiphaine Ursule Domitille Ermengarde Ombeline Maylis Bertille Albane Églantine Mahaut Pétronille Scholastique Aldegonde Benoîte Gervaise Mélisande Radegonde".split(),
        "m": "Fulbert Gonzague Josselin Odilon Victorin Wandrille Anselme Enguerrand Ferréol Gatien Hippolyte Maixent Néri Pacôme Sulpice Tancrède Eudes Lothaire Sosthène".split(),
        "s": "Dufresnoy Leprévost Montagnac Castelbajac Pénicaud Quéméneur Rigoulot Tréguier Chaumette Delafosse Fourcade Hennequin Jouhandeau Kerdraon Lagardère Maupertuis Noirclerc Ollivierre Puységur Abgrall Bouvreuil Crochemore Daguerre Estournel Fabrègue Guérineau Hautecoeur Issartel Jaouen Labescat Nédélec Ozanne Pouliquen Queffélec Rouillac Sabatier Tourrette Yvinec".split(),
        "p": ["de la Tourrette", "Le Quéméneur", "de Castelbajac", "du Fresnoy"],
    },
    "nl": {
        "f": "Aaltje Berendina Klaasje Marrit Pietje Sjoukje Wietske Ytje Zwaantje Doutzen Geertruida Hiske Janneke Lammechien Minke Neeltje Reinske Siebrigje Trijntje Wopke Aukje Baukje Dieuwke Froukje Gooitske Hinke Jitske Tjitske Ymkje".split(),
        "m": "Eelco Gerbrand IJsbrand Lieuwe Oebele Reinout Tjalling Ubbo Hylke Auke Bouke Douwe Feike Gosse Harmen Jurjen Meindert Obbe Pieke Rintje Sietse Tiemen Wybe Ynte Gerlof".split(),
        "s": "Brinkhuis Oosterwolde Spijkerboer Tichelaar Wijnbergen Zuidema Haringsma Kortekaas Leeuwenburgh Nieuwenhuijzen Poortvliet Roodenburg Stegeman Uitterlinden Verdonschot IJzerman Schaapveld Kloosterboer Hettema Lautenbag Meijerink Nijboer Oudshoorn Plantinga Rozendaal Sikkema Tuinstra Vellinga Zwiers Boelens Gerritsma".split(),
        "p": [
            "van der Wielen",
            "van Oudheusden",
            "de Kloet",
            "ter Haseborg",
            "de Wijs-Tuinman",
            "van der Poel-Kortekaas",
            "ten Brinke",
        ],
    },
    "no": {
        "f": "Ingebjørg Ragnfrid Åshild Kjellaug Gudbjørg Torunn Sigrunn Tordis Gjertrud Ingerid Magnhild Solfrid Borghild Eldbjørg Jofrid Kristbjørg Torbjørg Ragnveig Solbjørg Hallgerd Jorunnveig Ågot Gudveig Sølvi Helgunn".split(),
        "m": "Halvard Sigbjørn Vebjørn Gudmund Ragnvald Tormod Eilif Torgrim Halvor Leidulv Torleif Arnstein Brynjulf Einride Geirmund Hallstein Jostein Kolbein Njål Ørjan Sjur Tollef Audun Gaute Herleif".split(),
        "s": "Håkonsrud Fjellheim Rognstad Skjervheim Aasgaard Brekkestø Grøttum Hjelmeland Kvålsvoll Lundebakken Nordbø Ødegården Østerhus Sandvold Tveiterås Vesterhus Ulvestad Bjørnebekk Espedal Flatebø Gjerdrum Heggelund Irgens Kvamme Langeland Mjøsund Nesheim Opsahl Teigen Ullensvang Vatnaland Ytterdal Aurdal".split(),
    },
    "ru": {
        "f": "Евлампия Гликерия Лукерья Аграфена Ефросинья Соломония Капитолина Апполинария Антонида Устинья Агния Гореслава Любава Младена Звенислава Белояра Всемила Доброгнева Заряна Милонега Сбыслава Умила Яромила Веселина".split(),
        "m": "Добрыня Любомысл Радимир Ждан Велимудр Воислав Путята Судислав Горазд Вышемир Жирослав Твердимир Гостивит Боеслав Звенимир Переяслав Лютобор Светогор Добромир Будислав Некрас Хотен Милонег Вадимир Житомир".split(),
        "s": "Пересветов Ступишин Колокольцев Святополков Тресковский Чернодубов Загоскин Лыткарин Мухортов Погодаев Рукавишников Сумароков Туголуков Хвостиков Шишмарёв Ямщиков Белокуров Веретенников Голованов Ерёмкин Жеребцов Зыбин Извольский Калачёв Лопухин Мещеряков Оболдуев Пчелинцев".split(),
    },
    "el": {
        "f": "Αρετούσα Φαιναρέτη Κλεοδώρα Πανθέα Λυσιστράτη Κυδίππη Μελίτη Νικαρέτη Τιμάνδρα Αρχιλίδα Ευρυνόμη Λαοδίκη Πασιφάη Νικομάχη Κλεαρέτη Δαμαρέτη Θεμιστώ Ισμηνία Αγαρίστη Τιμοκλεία".split(),
        "m": "Ευάγορας Φιλοποίμην Καλλικράτης Λυσίμαχος Ερατοσθένης Ιππόνικος Κτησιφών Φιλοκτήτης Θεόπομπος Νικόστρατος Φιλόστρατος Κλεόμβροτος Μενέδημος Δημάρατος Ευθύδημος Λεωνίδης Καλλίμαχος Ξενοκλής".split(),
        # male|female forms: Greek surnames agree with the bearer's gender
        "s": "Καλλιγέρης|Καλλιγέρου Ζερβουδάκης|Ζερβουδάκη Τσιριγώτης|Τσιριγώτη Χατζηαντωνίου|Χατζηαντωνίου Μπαλτατζής|Μπαλτατζή Σταυρακόπουλος|Σταυρακοπούλου Ντουμανάκης|Ντουμανάκη Πετροχείλος|Πετροχείλου Ραφτόπουλος|Ραφτοπούλου Γκιουζέλης|Γκιουζέλη Αναγνωστόπουλος|Αναγνωστοπούλου Βρεττάκος|Βρεττάκου Δελημπαλτάδης|Δελημπαλτάδη Θεοχαρόπουλος|Θεοχαροπούλου Καραμανλάκης|Καραμανλάκη Μαργαριτώφ|Μαργαριτώφ Ξυλούρης|Ξυλούρη Πρωτοψάλτης|Πρωτοψάλτη Σαρρής|Σαρρή Τζαννετάκης|Τζαννετάκη".split(),
    },
}

_RU = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        [
            "a",
            "b",
            "v",
            "g",
            "d",
            "e",
            "e",
            "zh",
            "z",
            "i",
            "y",
            "k",
            "l",
            "m",
            "n",
            "o",
            "p",
            "r",
            "s",
            "t",
            "u",
            "f",
            "kh",
            "ts",
            "ch",
            "sh",
            "shch",
            "",
            "y",
            "",
            "e",
            "yu",
            "ya",
        ],
    )
)
_EL = dict(
    zip(
        "αβγδεζηθικλμνξοπρσςτυφχψω",
        [
            "a",
            "v",
            "g",
            "d",
            "e",
            "z",
            "i",
            "th",
            "i",
            "k",
            "l",
            "m",
            "n",
            "x",
            "o",
            "p",
            "r",
            "s",
            "s",
            "t",
            "y",
            "f",
            "ch",
            "ps",
            "o",
        ],
    )
)


def _strip(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def romanize(s: str, lang: str) -> str:
    """ASCII spelling of a name, as people write it in e-mail addresses and user names."""
    if lang == "ru":
        return "".join(_RU.get(c, c) for c in s.lower())
    if lang == "el":
        out = _strip(s.lower()).replace("ου", "ou").replace("μπ", "b").replace("ντ", "d").replace("γκ", "g")
        return "".join(_EL.get(c, c) for c in out)
    if lang == "de":
        s = (
            s.replace("ä", "ae")
            .replace("ö", "oe")
            .replace("ü", "ue")
            .replace("Ä", "Ae")
            .replace("Ö", "Oe")
            .replace("Ü", "Ue")
        )
    return (
        _strip(s)
        .replace("ß", "ss")
        .replace("ø", "o")
        .replace("Ø", "O")
        .replace("æ", "ae")
        .replace("å", "a")
        .replace("Å", "A")
        .replace("'", "")
    )


@dataclass
class Person:
    """An invented person. ``given``/``family`` in the native script, ``rg``/``rf`` romanized."""

    lang: str
    given: str
    family: str
    female: bool
    rg: str
    rf: str
    patronymic: str = ""
    latin_ok: bool = True  # False when the romanized name collides with Faker's lists

    @property
    def full(self) -> str:
        """The name as written natively (zh: surname+given, no space; ja: surname given)."""
        if self.lang == "zh":
            return self.family + self.given
        if self.lang == "ja":
            return f"{self.family} {self.given}"
        return f"{self.given} {self.family}"

    def el_art(self, case: str = "nom") -> str:
        """Greek article agreeing with the person's gender (nom/acc/gen)."""
        return {"nom": ("ο", "η"), "acc": ("τον", "την"), "gen": ("του", "της")}[case][int(self.female)]

    @property
    def voc(self) -> str:
        """Greek given name in the vocative (Λυσίμαχος → Λυσίμαχε); other names unchanged."""
        g = self.given
        if self.lang != "el" or self.female:
            return g
        for end, rep in (("ος", "ε"), ("ης", "η"), ("ας", "α")):
            if g.endswith(end):
                return g[: -len(end)] + rep
        return g

    @property
    def formal_ru(self) -> str:
        return f"{self.family} {self.given} {self.patronymic}".strip()

    @property
    def latin(self) -> str:
        """Display name in Latin script (native for Latin-script languages)."""
        if self.lang in ("zh", "ja", "ru", "el", "ar"):
            return f"{self.rg} {self.rf}" if self.latin_ok else self.full
        return self.full

    def local(self, style: int) -> str:
        """An e-mail local part derived from the name."""
        g, f = self.rg.lower().replace(" ", ""), self.rf.lower().replace(" ", "").replace("-", "")
        f = f.replace("al", "", 1) if f.startswith("al") and self.lang == "ar" and style % 2 else f
        return [f"{g}.{f}", f"{g[0]}{f}", f"{g}{f[:1]}", f"{f}.{g}", f"{g}_{f}", f"{g[0]}.{f}", f"{f}{g[0]}"][style % 7]


def _ru_patronymic(father: str, female: bool) -> str:
    base = father[:-1] if father.endswith(("й", "ь")) else father
    if father.endswith("я"):
        base = father[:-1]
    suffix = ("евна" if female else "евич") if father.endswith(("й", "ь")) else ("овна" if female else "ович")
    return base + suffix


def _fem_ru(surname: str) -> str:
    if surname.endswith(("ов", "ев", "ёв", "ин", "ын")):
        return surname + "а"
    if surname.endswith("ский"):
        return surname[:-2] + "ая"
    return surname


class Pools:
    """Disjoint per-split pools; ``person(lang)`` draws a fresh combination."""

    def __init__(self, split: str, seed: int = 7) -> None:
        self.r = random.Random(f"{seed}-{split}")
        self.split = split
        shuf = random.Random(seed)  # the same partition for both splits
        self.latin: dict[str, dict[str, list[str]]] = {}
        for lang, d in LATIN.items():
            self.latin[lang] = {}
            for k, lst in d.items():
                # the native spelling and the ASCII one (ø→o, ö→oe …) used in e-mails and passports
                ok = sorted(
                    x
                    for x in lst
                    if not faker_hits(x.replace("|", " ")) and not faker_hits(romanize(x.replace("|", " "), lang))
                )
                shuf.shuffle(ok)
                cut = max(2, len(ok) * 3 // 10)
                self.latin[lang][k] = ok[:cut] if split == "dev" else ok[cut:]
        self.dicts: dict[str, dict[str, list[str]]] = {}
        for lang, (gd, sd) in {
            "zh": (ZH_GIVEN, ZH_SURNAMES),
            "ja": (JA_GIVEN, JA_SURNAMES),
            "ar": (AR_GIVEN, AR_SURNAMES),
        }.items():
            g = sorted(x for x in gd if not faker_hits(x))
            s = sorted(sd)
            shuf.shuffle(g)
            shuf.shuffle(s)
            cg, cs = max(2, len(g) * 3 // 10), max(2, len(s) * 3 // 10)
            if lang == "zh":  # surnames are a closed class: shared; given names split
                self.dicts[lang] = {"g": g[:cg] if split == "dev" else g[cg:], "s": s}
            else:
                self.dicts[lang] = {
                    "g": g[:cg] if split == "dev" else g[cg:],
                    "s": s[:cs] if split == "dev" else s[cs:],
                }
        self.used: set[str] = set()

    def person(self, lang: str, female: bool | None = None) -> Person:
        for _ in range(200):
            p = self._draw(lang, female)
            if p.full not in self.used:
                self.used.add(p.full)
                p.latin_ok = not faker_hits(f"{p.rg} {p.rf}")
                return p
        raise RuntimeError(f"pool exhausted for {lang}")

    def _draw(self, lang: str, female: bool | None) -> Person:
        r = self.r
        if female is None:
            female = r.random() < 0.5
        if lang in ("zh", "ja", "ar"):
            d = self.dicts[lang]
            table = {"zh": ZH_GIVEN, "ja": JA_GIVEN, "ar": AR_GIVEN}[lang]
            cands = [g for g in d["g"] if table[g][1] == int(female)] or d["g"]
            g = r.choice(cands)
            s = r.choice(d["s"])
            sur = {"zh": ZH_SURNAMES, "ja": JA_SURNAMES, "ar": AR_SURNAMES}[lang]
            return Person(lang, g, s, female, table[g][0], sur[s])
        d = self.latin[lang]
        g = r.choice(d["f" if female else "m"])
        if lang == "fr" and r.random() < 0.2:  # hyphenated given names
            g2 = r.choice(d["f" if female else "m"])
            if g2 != g:
                g = f"{g}-{g2}"
        if lang in ("nl", "fr") and "p" in d and r.random() < 0.3:
            s = r.choice(d["p"])
        else:
            s = r.choice(d["s"])
        if lang in ("en", "de") and r.random() < 0.12:  # double-barrelled / married names
            s2 = r.choice(d["s"])
            if s2 != s:
                s = f"{s}-{s2}"
        if lang == "ru":
            fam = _fem_ru(s) if female else s
            fathers = [m for m in d["m"] if not m.endswith(("а", "я"))]
            pats = [_ru_patronymic(m, female) for m in fathers]
            pat = r.choice([x for x in pats if not faker_hits(x)] or pats)
            return Person(lang, g, fam, female, romanize(g, "ru").capitalize(), romanize(fam, "ru").capitalize(), pat)
        if lang == "el":
            s = s.split("|")[1 if female else 0]
            return Person(lang, g, s, female, romanize(g, "el").capitalize(), romanize(s, "el").capitalize())
        return Person(lang, g, s, female, romanize(g, lang), romanize(s, lang))

    def given_only(self, lang: str, female: bool | None = None) -> str:
        return self.person(lang, female).given

    def surname_pair(self, lang: str) -> str:
        """A double-barrelled / hyphenated surname from two pool surnames."""
        d = self.latin[lang]["s"]
        a, b = self.r.sample(d, 2)
        return f"{a}-{b}"
