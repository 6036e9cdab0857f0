"""Log lines keep their fields when a value has spaces (the stand-in cloud's model label)."""

from __future__ import annotations

import json
import logging

import pytest

from edgeward.proxy.logs import JSONFormatter, KVFormatter

LABEL = "stand-in-cloud (embedded SmolLM2 imitating gpt-4o-mini)"
CALL = (
    f"call id=call-1 session=s-1 role=cloud target=cloud model={LABEL} status=ok "
    "tokens=44/0/14 (estimated) usd=0.000015 ms=962.8"
)


def _record(msg: str) -> logging.LogRecord:
    return logging.LogRecord("edgeward.pipeline", logging.INFO, "x", 0, msg, None, None)


def test_kv_quotes_a_value_with_spaces_and_keeps_the_event() -> None:
    line = KVFormatter().format(_record(CALL))
    assert " event=call id=call-1 session=s-1 " in line
    assert f" model={json.dumps(LABEL)} status=ok " in line
    assert ' tokens="44/0/14 (estimated)" usd=0.000015 ms=962.8' in line
    assert "msg=" not in line


def test_json_splits_a_value_with_spaces_into_its_own_field() -> None:
    out = json.loads(JSONFormatter().format(_record(CALL)))
    assert out["event"] == "call"
    assert out["model"] == LABEL
    assert (out["status"], out["tokens"], out["ms"]) == ("ok", "44/0/14 (estimated)", "962.8")


@pytest.mark.parametrize("fmt", [KVFormatter(), JSONFormatter()])
def test_plain_sentences_stay_a_message(fmt: logging.Formatter) -> None:
    line = fmt.format(_record("serving on http://127.0.0.1:8080/v1"))
    assert "event=" not in line and '"event"' not in line
    assert "serving on http://127.0.0.1:8080/v1" in line


def test_a_json_quoted_value_round_trips() -> None:
    msg = 'note who="a \\"b\\" c" n=1'
    out = json.loads(JSONFormatter().format(_record(msg)))
    assert (out["who"], out["n"]) == ('a "b" c', "1")
    assert KVFormatter().format(_record(msg)).endswith('event=note who="a \\"b\\" c" n=1')
