"""task-router: route table by task id and by prompt hash, default fallback, fitted router."""

from __future__ import annotations

import json
import random

import openai
import pytest

from edgeward.cli import main as cli_main
from edgeward.policies import prompt_hash
from edgeward.policies.router_fit import calibrate, fit_router, load_scores, TaskScores
from edgeward.policies.task_router import RouteTable, TaskRouter
from edgeward.policies.text_router import TextRouter, analyze

EDGE = [{"content": "edge answer"}]
CLOUD = [{"content": "cloud answer"}]


def session(env, sid, prompt, task=None, steps=1):
    c = openai.OpenAI(base_url=env.url, api_key="k", max_retries=0)
    h = {"x-edgeward-session": sid}
    if task:
        h["x-edgeward-task"] = task
    msgs = [{"role": "user", "content": prompt}]
    routes = []
    for i in range(steps):
        raw = c.chat.completions.with_raw_response.create(model="edgeward/task-router", messages=msgs, extra_headers=h)
        routes.append(raw.headers["x-edgeward-route"])
        msgs = msgs + [{"role": "assistant", "content": "a"}, {"role": "user", "content": f"hard step {i}"}]
    return routes


def test_prompt_hash_rule():
    assert prompt_hash("  Hello\r\nworld \n") == prompt_hash("Hello\nworld")
    assert len(prompt_hash("x")) == 64
    t = RouteTable.from_json({"routes": {"SHA256:" + prompt_hash("x").upper(): {"decision": "CLOUD"}, "t1": "local"}})
    assert t.lookup(None, prompt_hash("x"))[0].decision == "cloud"
    assert t.lookup("t1", "0" * 64)[1] == "task"
    with pytest.raises(ValueError, match="decision"):
        RouteTable.from_json({"routes": {"a": {"decision": "maybe"}}})


def test_route_table_by_task_and_by_prompt_hash(proxy_env, tmp_path):
    table = {
        "version": 1,
        "threshold": 0.1,
        "default": "edge",
        "routes": {
            "t-cloud": {"decision": "cloud", "score": 0.4, "threshold": 0.1},
            "t-edge": {"decision": "edge", "score": -0.2, "threshold": 0.1},
            "sha256:" + prompt_hash("Reconcile the ledger"): {"decision": "cloud", "score": 0.3},
        },
    }
    path = tmp_path / "routes.json"
    path.write_text(json.dumps(table))
    env = proxy_env(EDGE, CLOUD, policy={"name": "task-router", "params": {"table": str(path)}})
    # by task header; fixed for the whole session (later steps are not re-decided)
    assert session(env, "tr-1", "anything", task="t-cloud", steps=3) == ["cloud"] * 3
    assert session(env, "tr-2", "Reconcile the ledger", task="t-edge") == ["edge"]
    # by prompt hash of the first user message, when there is no task header
    assert session(env, "tr-3", "  Reconcile the ledger\n", steps=2) == ["cloud", "cloud"]
    # unknown → the default, recorded as a fallback
    assert session(env, "tr-4", "unknown prompt", task="t-unknown") == ["edge"]
    r1 = env.calls("tr-1")
    assert r1[0].decision["source"] == "table" and r1[0].decision["key_kind"] == "task"
    assert r1[0].decision["score"] == 0.4 and r1[1].decision["reason"] == "session_route"
    r3 = env.calls("tr-3")[0].decision
    assert r3["key_kind"] == "prompt_hash" and r3["prompt_hash"] == prompt_hash("Reconcile the ledger")
    r4 = env.calls("tr-4")[0].decision
    assert r4["reason"] == "unknown_task" and r4["fallback"] is True and r4["route"] == "edge"


def test_no_source_follows_configured_default(proxy_env):
    env = proxy_env(EDGE, CLOUD)
    assert session(env, "tr-d", "hello") == ["edge"]
    d = env.calls("tr-d")[0].decision
    assert d["reason"] == "no_source" and d["fallback"] is True
    with pytest.raises(ValueError, match="cannot read route table"):
        TaskRouter({"table": "/nonexistent/table.json"})


HARD = ["reconcile", "ledger", "variance", "quarterly", "spreadsheet", "forecast", "regression", "audit"]
EASY = ["hello", "list", "folder", "name", "greet", "show", "print", "file"]
FILL = ["the", "a", "please", "now", "my", "for", "this", "in"]


def synthetic(n_hard=10, n_easy=30, seed=1):
    rng = random.Random(seed)
    rows = []
    for i in range(n_hard + n_easy):
        hard = i < n_hard
        words = rng.sample(HARD if hard else EASY, 4) + rng.sample(FILL, 3)
        rng.shuffle(words)
        e = rng.uniform(0.0, 0.4) if hard else rng.uniform(0.7, 1.0)
        c = min(1.0, e + (0.5 if hard else 0.0) + rng.uniform(-0.05, 0.05))
        rows.append(TaskScores(f"task-{i:02d}", " ".join(words), e, c))
    return rows


def test_text_router_matches_sklearn_tfidf():
    from sklearn.feature_extraction.text import TfidfVectorizer

    docs = [r.prompt for r in synthetic()] + ["报销 总额 计算", "Ünïcode ﬁle"]
    vec = TfidfVectorizer(analyzer=analyze, sublinear_tf=True)
    vec.fit(docs)
    tr = TextRouter({k: int(v) for k, v in vec.vocabulary_.items()}, list(vec.idf_), [0.0] * len(vec.idf_), 0.0, 0.0)
    for d in docs[:5] + ["unseen words reconcile reconcile", "报销"]:
        want = vec.transform([d]).toarray()[0]
        got = tr.vector(d)
        assert all(abs(want[j] - got.get(j, 0.0)) < 1e-9 for j in range(len(want)))


def test_calibration_rule():
    assert calibrate([0.1, 0.2, 0.3, 0.4], 0.25) == (pytest.approx(0.35), 0.25)
    assert calibrate([1, 2, 3], 0.0)[1] == 0.0 and calibrate([1, 2, 3], 1.0)[1] == 1.0
    tau, achieved = calibrate([0.5] * 8, 0.25)  # ties: reported, not hidden
    assert achieved in (0.0, 1.0)


def test_fitted_router_hits_target_ratio_and_routes(proxy_env, tmp_path, capsys):
    rows = synthetic()
    fit = tmp_path / "fit.jsonl"
    fit.write_text(
        "\n".join(
            json.dumps(
                {"task_id": r.task_id, "prompt": r.prompt, "edge_score": r.edge_score, "cloud_score": r.cloud_score}
            )
            for r in rows
        )
    )
    out, table_out = tmp_path / "router.json", tmp_path / "table.json"
    rc = cli_main(
        [
            "router",
            "fit",
            "--runs",
            str(fit),
            "--target-cloud-ratio",
            "0.25",
            "--out",
            str(out),
            "--table-out",
            str(table_out),
        ]
    )
    assert rc == 0
    stdout = capsys.readouterr().out
    assert "achieved 0.250" in stdout and "threshold" in stdout and "5-fold CV" in stdout
    router = json.loads(out.read_text())
    cal = router["calibration"]
    assert cal["target_cloud_ratio"] == 0.25 and cal["achieved_cloud_ratio"] == 0.25 and cal["n"] == 40
    cloud_tasks = {t for t, v in router["tasks"].items() if v["decision"] == "cloud"}
    assert cloud_tasks == {f"task-{i:02d}" for i in range(10)}  # the tasks where the cloud helps
    assert router["evaluation"]["cross_validated"]["spearman"] > 0.5
    table = json.loads(table_out.read_text())
    assert table["stats"]["n_cloud"] == 10 and table["routes"]["task-00"]["decision"] == "cloud"
    # the pure-Python scorer reproduces the fitted scores
    tr = TextRouter.load(out)
    assert all(tr.score(r.prompt) == pytest.approx(router["tasks"][r.task_id]["score"], abs=1e-6) for r in rows)

    env = proxy_env(EDGE, CLOUD, policy={"name": "task-router", "params": {"model": str(out)}})
    assert session(env, "tf-1", "please reconcile the quarterly ledger variance", steps=2) == ["cloud", "cloud"]
    assert session(env, "tf-2", "please greet my folder and list the file names") == ["edge"]
    d = env.calls("tf-1")[0].decision
    assert d["source"] == "model" and d["score"] > d["threshold"] == pytest.approx(router["threshold"])


def test_target_cloud_ratio_recalibrates_a_fitted_router(tmp_path):
    """The step router's name for the target share works on the task router too: τ is re-derived
    from the calibration scores the router file stores, by the fit's own rule."""
    rows = synthetic()
    router = fit_router(rows, 0.25, cv=0)
    path = tmp_path / "router.json"
    path.write_text(json.dumps(router))
    scores = router["calibration"]["scores"]
    assert len(scores) == len(rows) == 40
    for ratio in (0.1, 0.5, 0.75):
        tr = TaskRouter({"model": str(path), "target_cloud_ratio": ratio})
        assert tr.tau == pytest.approx(calibrate(scores, ratio)[0])
        routed = [tr.route_for(None, r.prompt).route for r in rows]
        assert routed.count("cloud") / len(rows) == pytest.approx(ratio, abs=1 / 40)
        d = tr.route_for(None, rows[0].prompt).details
        assert d["target_cloud_ratio"] == ratio and d["threshold"] == pytest.approx(tr.tau)
    assert TaskRouter({"model": str(path)}).tau is None  # the file's own τ applies
    with pytest.raises(ValueError, match="needs `model`"):
        TaskRouter({"target_cloud_ratio": 0.3})
    with pytest.raises(ValueError, match="not both"):
        TaskRouter({"model": str(path), "target_cloud_ratio": 0.3, "threshold": 0.1})
    old = {k: v for k, v in router.items()}
    old["calibration"] = {k: v for k, v in router["calibration"].items() if k != "scores"}
    path2 = tmp_path / "old.json"
    path2.write_text(json.dumps(old))
    with pytest.raises(ValueError, match="stores no calibration scores"):
        TaskRouter({"model": str(path2), "target_cloud_ratio": 0.3})


def test_fit_reads_harness_run_dirs(tmp_path):
    for arm, scores in (("edge-only", (0.2, 1.0, 0.9)), ("cloud-only+mask", (0.9, 1.0, 1.0))):
        for i, s in enumerate(scores):
            for trial in (0, 1):
                d = tmp_path / "run" / "trials" / arm / f"t{i}" / str(trial)
                d.mkdir(parents=True)
                (d / "result.json").write_text(
                    json.dumps(
                        {
                            "arm": arm,
                            "task_id": f"t{i}",
                            "score": s,
                            "error": "boom" if (i == 2 and trial == 1) else None,
                        }
                    )
                )
                (d / "transcript.json").write_text(
                    json.dumps([{"role": "system", "content": "s"}, {"role": "user", "content": f"prompt {i}"}])
                )
    rows = {r.task_id: r for r in load_scores([tmp_path / "run"])}
    assert rows["t0"].edge_score == 0.2 and rows["t0"].cloud_score == 0.9 and rows["t0"].prompt == "prompt 0"
    assert rows["t2"].edge_score == pytest.approx(0.45) and rows["t2"].n_edge == 2  # an errored trial scores 0
    doc = fit_router(list(rows.values()), 0.34)
    assert doc["calibration"]["achieved_cloud_ratio"] == pytest.approx(1 / 3)
    assert "fewer than 6 tasks: no cross-validation" in doc["training"]["notes"]
