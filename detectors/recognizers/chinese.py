"""Chinese PII recognizers (pattern based; no Chinese spaCy model is installable here).

They are registered with ``supported_language="en"`` and the engine analyses every text as
"en", so they run on all text, including mixed English/Chinese messages (see
``edgeward.detectors.engine``). Boundaries use digit/letter look-arounds instead of ``\\b``:
in Python regexes CJK characters are word characters, so ``\\b`` never fires between
``号`` and ``1``, which is exactly why Presidio's own recognizers miss these values.

- ``PHONE_NUMBER``: mainland mobile ``1[3-9]X XXXX XXXX`` with optional ``+86``/``0086``
  prefix and space/hyphen separators in the 3-4-4 grouping. Score 0.7, 0.9 with a context
  word (手机, 电话, 联系, mobile, phone, tel …) within 24 characters before.
- ``CN_RESIDENT_ID``: 18-character resident identity number (6-digit region, valid birth
  date 1900-2099, 3-digit sequence, check character) validated with the GB 11643-1999
  ISO 7064 MOD 11-2 checksum; invalid checksums are not reported. Score 1.0.
- ``CREDIT_CARD``: 16-19 digit bank card numbers (optionally grouped by 4 with spaces or
  hyphens) starting with 2-6, and 15-digit Amex numbers (34/37, 4-6-5 grouping), passing Luhn. Score 0.9 (1.0 with 卡/card context).
- ``ADDRESS``: province/city/district/street/number chains such as
  ``北京市朝阳区建国路88号`` or ``广东省深圳市南山区科技园路1号A座1203室``; needs at least an
  administrative unit (省/市/区/县/镇) followed by a street unit (路/街/道/巷/弄/胡同/大道)
  and a number (号/弄/座/栋/室), or two administrative units and a street. Score 0.85.
- ``PERSON``: 2-4 Han characters after a cue (姓名：, 联系人, 收件人, 负责人, 客户, 经办人,
  患者, 员工, 我叫 …) or a JSON/CSV key (``"name": "…"``), or a common surname followed by
  先生/女士/小姐/老师/经理/医生 or a greeting (您好/你好) (the surname plus given name if present). Score 0.85.
  A surname-led name right before 的电话/的手机/的身份证… or after 转账给/发给/寄给… gets 0.85.
  A bare common-surname + 1-2 character token that stands alone between delimiters
  (JSON string, CSV cell, table cell) gets 0.6.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer, has_context

# ---------------------------------------------------------------------------- validators
_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK = "10X98765432"


def cn_id_checksum_ok(id18: str) -> bool:
    """GB 11643-1999 check: sum(d_i * w_i) mod 11 indexes ``10X98765432``.

    ``id18`` is 17 digits plus a check character (digit or X/x). Returns False for any
    other shape.
    """
    if len(id18) != 18 or not id18[:17].isdigit():
        return False
    total = sum(int(d) * w for d, w in zip(id18[:17], _ID_WEIGHTS))
    return _ID_CHECK[total % 11] == id18[17].upper()


def luhn_ok(digits: str) -> bool:
    """Luhn (mod 10) check on a string of digits."""
    if not digits.isdigit() or len(digits) < 2:
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


# ------------------------------------------------------------------------------ patterns
_MOBILE_RE = re.compile(r"(?<![0-9A-Za-z])(?:(?:\+|00)86[ \-]?)?1[3-9]\d(?:[ \-]?\d{4}){2}(?![0-9A-Za-z])")
_PHONE_CTX = re.compile(r"(?i)(手机|电话|联系|致电|拨打|号码|mobile|phone|tel|cell|contact|whatsapp|wechat|微信)")

_ID_RE = re.compile(
    r"(?<![0-9A-Za-z])[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[0-9Xx](?![0-9A-Za-z])"
)

_CARD_RE = re.compile(r"(?<![0-9A-Za-z\-])[2-6]\d{3}(?:[ \-]?\d{4}){3}(?:[ \-]?\d{1,3})?(?![0-9A-Za-z])")
_AMEX_RE = re.compile(r"(?<![0-9A-Za-z\-])3[47]\d{2}[ \-]?\d{6}[ \-]?\d{5}(?![0-9A-Za-z])")
_CARD_CTX = re.compile(r"(?i)(卡|账号|帐号|card|visa|master|unionpay|银联|account)")

_HAN = r"\u4e00-\u9fff"
_ADMIN = r"(?:省|自治区|特别行政区|市|自治州|州|盟|地区|区|县|旗|镇|乡|街道)"
_STREET = r"(?:路|街|大街|大道|道|巷|弄|胡同|里|村|小区|园区|广场|大厦)"
_NUM = r"(?:[0-9０-９一二三四五六七八九十百]+(?:号|弄|巷|栋|幢|座|楼|层|室|单元|号楼|号院)|[A-Za-z]座)"
_ADDR_RE = re.compile(
    rf"(?:[{_HAN}]{{2,8}}?{_ADMIN}){{1,4}}"  # 北京市 朝阳区 / 广东省 深圳市 南山区
    rf"(?:[{_HAN}0-9]{{1,12}}?{_STREET})"  # 建国路 / 科技园路
    rf"(?:[{_HAN}]{{0,6}}?{_NUM}(?:[ \-]?[0-9A-Za-z{_HAN}]{{0,8}}?{_NUM}){{0,3}}(?:[ \-]?\d{{1,5}}(?![\d号]))?)?"  # 88号 A座 1203室
)

# Common surnames (single and compound); enough for cue-less detection of names standing alone.
_SURNAMES_1 = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏"
    "吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付傅方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万"
    "钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包"
    "宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳"
    "时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇"
    "栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝官封谈匡鞠惠荆乐冀郁胥南班储原栗燕楚鄢劳谌奚"
    "皮粟冼蔺楼盘满闻位厉伊仝区郜海阚花权强帅屠豆朴盖练廉禹井祖漆巴丰支卿国狄平计索宣晋相初门云容"
    "敬来扈晁芮都普阙浦戈伏鹿薄邸雍辜羊阿乌母裘亓修邰赫杭况那宿鲜印逯隆茹诸战慕危玉银亢嵇公哈湛宾"
    "戎勾茅利於呼居揭干但尉冶斯元束檀衣信展阴昝智幸奉植衡富尧闭由"
)
_SURNAMES_2: tuple[str, ...] = (
    "欧阳",
    "司马",
    "上官",
    "诸葛",
    "东方",
    "皇甫",
    "尉迟",
    "公孙",
    "慕容",
    "长孙",
    "令狐",
    "夏侯",
    "端木",
    "司徒",
    "西门",
    "南宫",
)
_SURNAMES_2 += (
    "万俟",
    "闻人",
    "东郭",
    "申屠",
    "呼延",
    "宇文",
    "澹台",
    "拓跋",
    "独孤",
    "轩辕",
    "钟离",
    "赫连",
    "濮阳",
    "太叔",
    "仲孙",
    "单于",
    "百里",
    "东门",
    "左丘",
    "梁丘",
    "谷梁",
    "乐正",
    "公冶",
    "公羊",
    "歐陽",
    "張簡",
    "范姜",
    "諸葛",
    "司徒",
    "夏侯",
    "上官",
)


def _faker_surnames() -> tuple[str, tuple[str, ...]]:
    """Single- and two-character surnames of Faker's zh_CN and zh_TW providers (simplified and
    traditional), added to the built-in lists."""
    from faker.providers.person.zh_CN import Provider as Cn
    from faker.providers.person.zh_TW import Provider as Tw

    names: set[str] = set()
    for prov in (Cn, Tw):
        v = prov.last_names
        names.update(v.keys() if isinstance(v, dict) else v)
    return "".join(sorted(n for n in names if len(n) == 1)), tuple(sorted(n for n in names if len(n) == 2))


_F1, _F2 = _faker_surnames()
_SURNAMES_1 = _SURNAMES_1 + "".join(c for c in _F1 if c not in _SURNAMES_1)
_SURNAMES_2 = tuple(dict.fromkeys(_SURNAMES_2 + _F2))
_SURNAMES_2_SET = frozenset(_SURNAMES_2)
_SURNAME_ALT = "|".join(sorted(_SURNAMES_2, key=len, reverse=True)) + "|[" + _SURNAMES_1 + "]"

_HONORIFICS = "(?:先生|女士|小姐|老师|经理|医生|教授|总|主任|同学|您好|你好)"
_HAN_NAME_RE = re.compile(rf"(?:{_SURNAME_ALT})[{_HAN}]{{1,3}}")


def han_given_name(name: str) -> str | None:
    """The two-character given name of a Chinese full name: ``诸葛逸尘`` → ``逸尘`` (a listed
    compound surname first), ``李嘉懿`` → ``嘉懿`` (a listed single one); None for other
    shapes (a one-character given name alone is an ordinary character, not a name)."""
    if len(name) == 4 and name[:2] in _SURNAMES_2_SET:
        return name[2:]
    if len(name) == 3 and name[:2] not in _SURNAMES_2_SET and name[0] in _SURNAMES_1:
        return name[1:]
    return None


def han_name_shape(label: str) -> bool:
    """True when ``label`` (Han characters only) reads like a Chinese or Japanese-style
    name: a listed surname (one or two characters) and one to three more (Japanese
    surnames run longer: 小比類巻)."""
    return _HAN_NAME_RE.fullmatch(label) is not None


_NAME_CUE_RE = re.compile(
    r"(?:姓名|名字|联系人|收件人|收货人|寄件人|负责人|经办人|申请人|持卡人|开户人|户名|客户|用户|员工|患者|病人|"
    r"学生|老师|教师|医生|经理|主管|同事|领导|业主|租客|房东|签字人|联系|致|尊敬的|亲爱的|我叫|我是|名叫|叫做|"
    r"聯絡人|聯繫人|負責人|經辦人|申請人|開戶人|戶名|客戶|員工|簽字人|學生|老師|醫生|經理|親愛的|氏名|担当者|お客様|"
    r"\"name\"|'name'|\bname\b|full_?name|contact|owner|customer|employee|assignee|patient|user_?name)"
    r"\s*[\"']?\s*[:：=为是]?\s*[\"']?\s*"
    rf"((?:{_SURNAME_ALT})[{_HAN}]{{1,2}}?|[{_HAN}]{{2,3}}?)(?={_HONORIFICS}|[^{_HAN}]|$)",
    re.IGNORECASE,
)
_VERBS_AFTER = (
    "请假|休假|出差|代理|负责|跟进|处理|回访|确认|说|表示|提出|反馈|同意|批准|签字|入职|离职|打电话|联系|来|去|的"
    # round 13: adverbs and auxiliaries that open the predicate ("经理王磊已确认", "请联系诸葛若岚处理")
    "|已经|已|将|会|正在|在|也|还|刚|都|要|审核|审批|安排|核实|提交|回复|发送|通知"
)
# a surname-initial name after a role word or a light verb/preposition, followed by a verb,
# punctuation or the end ("客服诸葛砚秋回访", "由宇文逸尘代理")
_SOFT_CUE_RE = re.compile(
    rf"(?:客服|专员|司机|快递员|骑手|护士|主治|代理人|对接人|由|请|让|找|问|和|与|同|给|跟|@|协助|帮助|服务于|代表|替|为"
    # round 13: a role compound or a contact verb glued before the name ("客户经理王磊", "抄送上官若岚")
    rf"|经理|主管|总监|助理|秘书|顾问|律师|会计|主任|工程师|同事|联系|通知|告诉|提醒|抄送|转告|交由|感谢|谢谢)"
    rf"((?:{_SURNAME_ALT})[{_HAN}]{{1,2}}?)(?={_VERBS_AFTER}|[^{_HAN}]|$)"
)
_HONORIFIC_RE = re.compile(rf"(?<![{_HAN}])((?:{_SURNAME_ALT})[{_HAN}]{{0,2}}?){_HONORIFICS}")
_POSTFIX_CUE_RE = re.compile(
    rf"(?:(?<![{_HAN}])|(?<=[是为给替]))((?:{_SURNAME_ALT})[{_HAN}]{{1,2}}?)(?=的(?:电话|手机|号码|身份证|地址|邮箱|银行卡|卡号|工资|微信|住址|账号|助理|助手|秘书|私人助理|日程|代理))"
    rf"|(?:转账给|打款给|汇款给|发给|寄给|交给|打给|转给)((?:{_SURNAME_ALT})[{_HAN}]{{1,2}}?)(?=[^{_HAN}]|$|的)"
    # owing and lending money: 欠/借给/还给 + name + the amount ("我还欠皇甫兰亭八千块")
    rf"|(?:欠|借给|还给|借了)((?:{_SURNAME_ALT})[{_HAN}]{{1,2}}?)(?=[^{_HAN}]|$|的|[一二三四五六七八九十两几半]|钱)"
)
# items of a list after a colon, separated by 、 ("参会：令狐知微、南宫素心、端木总")
_LIST_ITEM_RE = re.compile(
    rf"(?:(?<=[：:、]))((?:{_SURNAME_ALT})[{_HAN}]{{1,2}})(?=[、]|[。\s]*$|[。\s]*\n)", re.MULTILINE
)
_STANDALONE_RE = re.compile(
    rf"(?:(?<=^)|(?<=[\s\"'，,;；|：:\t]))((?:{_SURNAME_ALT})[{_HAN}]{{1,2}})(?=$|[\s\"'，,;；|\t。)）])",
    re.MULTILINE,
)
# Words that start with a surname character but are not names (common table/JSON values).
_NOT_NAMES = {
    "一起",
    "一下",
    "一直",
    "一样",
    "一些",
    "一般",
    "一定",
    "周一",
    "周二",
    "周三",
    "周四",
    "周五",
    "周六",
    "周日",
    "周天",
    "周末",
    "周会",
    "周报",
    "周期",
    "周年",
    "那边",
    "这边",
    "那里",
    "这里",
    "方面",
    "那个",
    "这个",
    "本人",
    "自己",
    "大家",
    "各位",
    "您好",
    "你好",
    "全体",
    "经理",
    "金额",
    "任务",
    "方法",
    "程序",
    "高级",
    "王国",
    "黄金",
    "周末",
    "江苏",
    "石油",
    "于是",
    "成功",
    "成本",
    "时间",
    "明天",
    "明白",
    "文件",
    "文本",
    "文档",
    "安全",
    "安装",
    "平台",
    "全部",
    "全国",
    "国家",
    "国际",
    "云端",
    "华为",
    "海外",
    "海关",
    "海南",
    "花费",
    "商品",
    "商户",
    "商家",
    "管理",
    "应用",
    "原因",
    "原价",
    "和平",
    "利润",
    "利息",
    "信息",
    "信用",
    "常见",
    "常用",
    "康复",
    "乐观",
    "元素",
    "支付",
    "支持",
    "连接",
    "简介",
    "简单",
    "计划",
    "计算",
    "计费",
    "项目",
    "车辆",
    "房间",
    "房租",
    "房产",
    "路径",
    "路由",
    "关闭",
    "关系",
    "关于",
    "宁波",
    "党员",
    "都是",
    "相关",
    "初始",
    "门店",
    "容量",
    "晋升",
    "来源",
    "师傅",
    "那么",
    "那个",
    "银行",
    "银行卡",
    "公司",
    "公开",
    "公告",
    "哈哈",
    "包含",
    "包括",
    "包裹",
    "米饭",
    "卫生",
    "席位",
    "景点",
    "明细",
    "时长",
    "曲线",
    "盛大",
    "季度",
    "单价",
    "单位",
    "单号",
    "毕业",
    "童装",
    "梅花",
    "舒适",
    "柯基",
    "甘肃",
    "包装",
    "宗旨",
    "桂林",
    "全额",
    "应付",
    "班级",
    "原始",
    "燕麦",
    "楚雄",
    "劳动",
    "皮肤",
    "楼层",
    "满意",
    "位置",
    "海报",
    "花园",
    "权限",
    "强度",
    "井然",
    "祖国",
    "巴士",
    "丰富",
    "支出",
    "国内",
    "平均",
    "计数",
    "宣传",
    "相同",
    "初级",
    "门票",
    "云南",
    "容易",
    "敬请",
    "来自",
    "都市",
    "普通",
    "戈壁",
    "伏特",
    "鹿角",
    "薄荷",
    "羊肉",
    "乌龙",
    "修改",
    "展示",
    "信号",
    "富有",
    "由于",
    "东方",
    "司机",
    "上官",
    "西门",
    "南宫",
    "时候",
    "高速",
    "高度",
    "龙头",
    "史上",
    "黎明",
    "贺卡",
    "顾客",
    "毛利",
    "万元",
    "钱包",
    "严重",
    "武汉",
    "戴尔",
    "孔子",
    "向前",
    "汤圆",
    "温度",
    "施工",
    "文化",
    "牛奶",
    "葛根",
    "安排",
    "齐全",
    "易用",
    "乔木",
    "庞大",
    "颜色",
    "庄园",
    "章节",
    "鲁迅",
    "岳父",
    "申请",
    "欧元",
    "关键",
    "焦点",
    "左侧",
    "柳树",
    "祝福",
    "包邮",
    "宁静",
    "尚未",
    "符合",
    "舒服",
    "纪律",
    "梅雨",
    "童年",
    "凌晨",
    "单独",
    "季节",
    "成都",
    "苗条",
    "谷歌",
    "盛夏",
    "曲目",
    "翁婿",
    "路线",
    "游戏",
    "辛苦",
    "管道",
    "蒙古",
    "华南",
    "华北",
    "华东",
    "华中",
    "房东",
    "屈服",
    "解决",
    "艾滋",
    "时间戳",
    "司法",
    "古代",
    "吉利",
    "简历",
    "车型",
    "项目组",
    "连续",
    "麦当劳",
    "党建",
    "宫殿",
    "费用",
    "卜卦",
    "冷却",
    "米兰",
    "柏林",
    "宗教",
    "全局",
    "应该",
    "边界",
    "师范",
    "和谐",
    "商业",
    "沙发",
    "荣誉",
    "桑拿",
    "明确",
    "查询",
    "查看",
    "官方",
    "封装",
    "谈判",
    "惠州",
    "乐园",
    "南京",
    "南方",
    "原则",
    "储存",
    "燕京",
    "劳务",
    "皮革",
    "满分",
    "闻名",
    "区域",
    "区块",
    "海量",
    "花朵",
    "权益",
    "强制",
    "帅气",
    "豆腐",
    "练习",
    "廉价",
    "井盖",
    "祖父",
    "巴黎",
    "丰田",
    "支票",
    "国庆",
    "平安",
    "计时",
    "宣布",
    "相册",
    "初步",
    "门户",
    "云计算",
    "容器",
    "敬礼",
    "来电",
    "都会",
    "普及",
    "浦东",
    "阿里",
    "修复",
    "展开",
    "信任",
    "元宵",
    "束缚",
    "衣服",
    "信件",
    "幸福",
    "植物",
    "富裕",
    "由此",
    "姓名",
    "名字",
    "王者",
    "张开",
    "周期",
    "周围",
    "周年",
    "徐州",
    "孙子",
    "朱红",
    "胡同",
    "何时",
    "何况",
    "高兴",
    "林业",
    "罗马",
    "郑州",
    "谢谢",
    "宋体",
    "唐朝",
    "许多",
    "许可",
    "韩国",
    "曾经",
    "肖像",
    "田地",
    "董事",
    "余额",
    "余下",
    "杜绝",
    "叶子",
    "程度",
    "苏州",
    "任何",
    "任意",
    "沈阳",
    "钟表",
    "钟点",
    "陆地",
    "陆续",
    "范围",
    "金融",
    "金属",
    "石头",
    "夏天",
    "夏季",
    "付款",
    "付费",
    "方面",
    "方式",
    "方向",
    "方案",
    "白色",
    "白天",
    "熊猫",
    "江西",
    "江南",
    "段落",
    "雷达",
    "陶瓷",
    "顾问",
    "毛巾",
    "万一",
    "万能",
    "严格",
    "武器",
    "莫名",
    "向导",
    "常规",
    "常州",
    "温暖",
    "文章",
    "文字",
    "安静",
    "申报",
    "欧洲",
    "关注",
    "兰州",
    "焦虑",
    "左边",
    "符号",
    "纪录",
    "纪念",
    "毕竟",
    "涂料",
    "成员",
    "成为",
    "蓝色",
    "蓝牙",
    "路上",
    "游客",
    "柴油",
    "华人",
    "房子",
    "解释",
    "尤其",
    "阳光",
    "农业",
    "卓越",
    "吉他",
    "景色",
    "杭州",
    "况且",
    "宿舍",
    "鲜花",
    "印象",
    "隆重",
    "诸位",
    "战略",
    "危险",
    "玉米",
    "宾馆",
    "呼叫",
    "居住",
    "干净",
    "但是",
    "智能",
}


class ChinesePiiRecognizer(OurRecognizer):
    """Mainland phone numbers, resident ID numbers, bank cards, addresses and names
    (rules and scores in the module docstring)."""

    ENTITIES = ("PHONE_NUMBER", "CN_RESIDENT_ID", "CREDIT_CARD", "ADDRESS", "PERSON")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity, start, end, score)``."""
        for m in _ID_RE.finditer(text):
            if cn_id_checksum_ok(m.group(0)):
                yield "CN_RESIDENT_ID", m.start(), m.end(), 1.0
        for m in _MOBILE_RE.finditer(text):
            score = 0.9 if has_context(text, m.start(), _PHONE_CTX, 24) else 0.7
            yield "PHONE_NUMBER", m.start(), m.end(), score
        for m in _CARD_RE.finditer(text):
            digits = re.sub(r"[ \-]", "", m.group(0))
            if 16 <= len(digits) <= 19 and luhn_ok(digits):
                yield "CREDIT_CARD", m.start(), m.end(), 1.0 if has_context(text, m.start(), _CARD_CTX, 24) else 0.9
        for m in _AMEX_RE.finditer(text):
            digits = re.sub(r"[ \-]", "", m.group(0))
            if luhn_ok(digits):
                yield "CREDIT_CARD", m.start(), m.end(), 1.0 if has_context(text, m.start(), _CARD_CTX, 24) else 0.9
        if not re.search(rf"[{_HAN}]", text):
            return
        for m in _ADDR_RE.finditer(text):
            yield "ADDRESS", m.start(), m.end(), 0.85
        seen: set[tuple[int, int]] = set()
        for m in _NAME_CUE_RE.finditer(text):
            name = m.group(1)
            if name in _NOT_NAMES:
                continue
            seen.add(m.span(1))
            yield "PERSON", m.start(1), m.end(1), 0.85
        for m in _HONORIFIC_RE.finditer(text):
            if m.span(1) in seen:
                continue
            seen.add(m.span(1))
            yield "PERSON", m.start(1), m.end(1), 0.85
        for m in _POSTFIX_CUE_RE.finditer(text):
            g = next(i for i in (1, 2, 3) if m.group(i))
            if m.span(g) in seen or m.group(g) in _NOT_NAMES:
                continue
            if g == 3 and (m.group(g)[0] in "钱款债" or m.group(g)[-1] in "了过着的"):
                continue  # 欠钱了, 欠款: owing money, no creditor named
            seen.add(m.span(g))
            yield "PERSON", m.start(g), m.end(g), 0.85
        for m in _SOFT_CUE_RE.finditer(text):
            if m.span(1) in seen or m.group(1) in _NOT_NAMES:
                continue
            seen.add(m.span(1))
            yield "PERSON", m.start(1), m.end(1), 0.75
        if "、" in text:
            for m in _LIST_ITEM_RE.finditer(text):
                line_start = text.rfind("\n", 0, m.start()) + 1
                if m.span(1) in seen or m.group(1) in _NOT_NAMES or "、" not in text[line_start : m.end() + 1]:
                    continue
                seen.add(m.span(1))
                yield "PERSON", m.start(1), m.end(1), 0.7
        for m in _STANDALONE_RE.finditer(text):
            if m.span(1) in seen or m.group(1) in _NOT_NAMES:
                continue
            yield "PERSON", m.start(1), m.end(1), 0.6
