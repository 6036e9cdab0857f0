"""Issue 16, fast path: the proxy's front door (metrics, access log, JSON errors, auth) wraps each
route's handler instead of running as an aiohttp middleware, and a catch-all route brings the
router's own answers (no such path, a method the path lacks) through it. What a client sees
must not change: every route, the `/s/<session>` ones included, answers errors in JSON; a 405
names the path's methods in `Allow`; the token is checked before any of it; every answer is
counted."""

from __future__ import annotations

import requests


def test_the_app_runs_no_middleware_and_the_routers_answers_stay_json(proxy_env):
    env = proxy_env()
    assert not env.proxy.app.middlewares  # the front door is on the routes (one frame fewer)
    root = env.url.removesuffix("/v1")
    cases = [
        ("DELETE", env.url + "/chat/completions", 405, "POST"),
        ("PUT", root + "/s/sess-1/v1/chat/completions", 405, "POST"),
        ("POST", root + "/s/sess-1/v1/models", 405, "GET,HEAD"),
        ("POST", root + "/healthz", 405, "GET,HEAD"),
        ("PATCH", root + "/s/sess-1/v1/nothing", 404, None),
        ("GET", root + "/", 404, None),
        ("OPTIONS", root + "/deep/er/path/x", 404, None),
    ]
    for method, url, status, allow in cases:
        r = requests.request(method, url, timeout=10)
        assert r.status_code == status, (method, url)
        err = r.json()["error"]
        assert err["type"] == "invalid_request_error"
        if allow is None:
            assert r.headers.get("Allow") is None and err["code"] == "not_found"
        else:
            assert r.headers["Allow"] == allow and err["code"] == "method_not_allowed"
            assert method in err["message"]
    assert requests.head(root + "/api/hello", timeout=10).status_code == 200
    # the Messages front end's paths answer a wrong method in Anthropic's shape
    r = requests.get(env.url + "/messages", timeout=10)
    assert r.status_code == 405 and r.json()["type"] == "error" and r.headers["Allow"] == "POST"
    metrics = requests.get(root + "/metrics", timeout=10).text
    assert 'edgeward_http_responses_total{code="405",endpoint="chat/completions"} 2.0' in metrics
    assert 'edgeward_http_responses_total{code="404",endpoint="other"} 3.0' in metrics


def test_the_token_is_checked_before_the_router_answers(proxy_env):
    env = proxy_env(server={"token": "s3cret"})
    root = env.url.removesuffix("/v1")
    for method, url in (("GET", root + "/no/such/thing"), ("DELETE", env.url + "/chat/completions")):
        r = requests.request(method, url, timeout=10)
        assert r.status_code == 401 and r.json()["error"]["code"] == "invalid_api_key"
    r = requests.get(root + "/no/such/thing", headers={"Authorization": "Bearer s3cret"}, timeout=10)
    assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"
    assert requests.get(root + "/healthz", timeout=10).status_code == 200  # open path


def test_a_routes_fixed_metrics_label_is_the_one_its_paths_get(proxy_env):
    """The hot routes' endpoint label is computed once from the route (fast path 9); every path
    they serve, session prefixes and errors included, is counted as the per-request rule says."""
    from edgeward.proxy.metrics import endpoint_label

    env = proxy_env()
    root = env.url.removesuffix("/v1")
    body = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
    paths = [
        "/v1/chat/completions",
        "/s/sess-1/v1/chat/completions",
        "/v1/responses",
        "/s/sess-2/v1/responses",
        "/v1/messages",
        "/s/sess-3/v1/messages",
    ]
    counted: dict[tuple[str, int], int] = {}
    for path in paths:
        for payload in (body, {"messages": "not a list"}):  # an answer and a 400 per path
            r = requests.post(root + path, json=payload, timeout=10)
            key = (endpoint_label(path), r.status_code)
            counted[key] = counted.get(key, 0) + 1
    metrics = requests.get(root + "/metrics", timeout=10).text
    for (label, status), n in counted.items():
        assert f'edgeward_http_responses_total{{code="{status}",endpoint="{label}"}} {float(n)}' in metrics
