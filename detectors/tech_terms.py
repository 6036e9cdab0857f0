"""Built-in allow-list of technology terms: names of tools, products, languages, services and
agent tools that the small NER model and the name rules take for people or places
(``Gateway``, ``Node``, ``Bash``, ``React``, ``Write``, ``Github`` …).

A PERSON / LOCATION / NRP / ORGANIZATION span is dropped when every one of its words is in
:data:`TECH_TERMS` (case-folded; ``GitHub Actions`` and ``Node.js`` included), and, in system prompts and
tool descriptions (field kind ``instructions``), a PERSON span that is a documented placeholder name (:data:`PLACEHOLDER_NAMES`: ``John Doe``, ``Max
Mustermann``, ``Ola Nordmann``, ``张三`` …). Pattern types
(e-mails, keys, phone numbers) are never affected. ``DetectorConfig.tech_terms: false``
turns the list off; ``DetectorConfig.allow_list`` adds exact values on top of it.
"""

from __future__ import annotations

import re
from functools import lru_cache

TECH_TERMS: frozenset[str] = frozenset(
    w.casefold()
    for w in """
    bash zsh sh fish shell powershell pwsh cmd terminal console tty cli repl
    read write edit multiedit glob grep find ls cat task todowrite todoread notebookedit notebookread
    webfetch websearch fetch search browse browser computer exit plan agent subagent tool tools skill skills
    python java javascript typescript js ts go golang rust ruby php perl swift kotlin scala haskell elixir
    erlang clojure lua dart r matlab fortran cobol c c++ c# csharp fsharp f# ocaml zig nim
    html css sass scss less json yaml yml toml xml markdown md csv sql graphql grpc protobuf rest soap
    react reactjs preact vue vuejs angular svelte solid next nextjs nuxt remix gatsby astro vite webpack
    rollup esbuild babel parcel jest vitest mocha cypress playwright puppeteer selenium storybook tailwind
    bootstrap jquery redux mobx express fastapi flask django rails laravel spring springboot symfony
    node nodejs node.js deno bun npm npx pnpm yarn pip pipx poetry conda uv cargo maven gradle make cmake
    bazel docker dockerfile compose kubernetes k8s kubectl helm terraform ansible pulumi vagrant nginx
    apache caddy traefik envoy istio linkerd consul vault nomad packer jenkins circleci travis buildkite
    github gitlab bitbucket git svn mercurial gh actions workflow workflows copilot codex claude gpt chatgpt
    openai anthropic gemini llama mistral ollama vllm litellm langchain langgraph llamaindex smolagents
    huggingface transformers pytorch tensorflow keras jax numpy pandas scipy sklearn matplotlib jupyter
    notebook colab postgres postgresql mysql mariadb sqlite redis memcached mongodb mongo cassandra
    dynamodb elasticsearch opensearch kafka rabbitmq nats pulsar clickhouse snowflake bigquery redshift
    supabase firebase prisma sequelize hibernate graphql apollo relay aws amazon azure gcp google cloud
    lambda ec2 s3 ecs eks rds sqs sns cloudfront cloudflare vercel netlify heroku fly render railway
    digitalocean linode hetzner linux ubuntu debian fedora centos rhel alpine arch macos mac windows ios
    android chrome chromium firefox safari edge opera electron tauri flutter xcode vscode vim neovim emacs
    intellij pycharm webstorm eclipse slack discord teams zoom jira confluence notion trello asana linear
    figma sketch miro stripe paypal twilio sendgrid mailgun okta auth0 oauth jwt saml ldap sso kerberos
    gateway proxy router server servers client service services api apis endpoint endpoints webhook
    webhooks queue worker workers cron scheduler daemon container containers pod pods cluster node nodes
    runtime sandbox workspace repo repository branch commit merge rebase pull push diff patch
    runner runners wiki wikis
    prometheus grafana datadog sentry newrelic splunk kibana logstash loki jaeger zipkin opentelemetry
    pagerduty opsgenie statuspage dependabot renovate sonarqube snyk trivy eslint prettier ruff black
    mypy pylint flake8 pytest unittest tox nox pre-commit mkdocs sphinx docusaurus swagger openapi
    postman insomnia curl wget httpie ssh scp rsync tmux screen sudo systemd launchd cron
    mcp lsp dap wasm webassembly llvm gcc clang rustc javac jvm dotnet .net net core
    assistant model models llm llms embedding embeddings token tokens prompt prompts context memory
    readme changelog license makefile gemfile podfile rakefile procfile
    keycloak zendesk freshdesk intercom hubspot salesforce mailchimp shopify magento woocommerce wordpress
    drupal odoo workday bamboohr personio greenhouse xero quickbooks netsuite tableau looker metabase
    superset airflow dagster prefect dbt hadoop databricks fivetran airbyte mixpanel amplitude hotjar
    launchdarkly argocd spinnaker artifactory rancher openshift portainer minikube k3s calico cilium coredns
    etcd haproxy varnish celery sidekiq rundeck zabbix nagios icinga graylog fluentd fluentbit telegraf
    influxdb timescaledb cockroachdb neo4j couchdb couchbase solr meilisearch typesense algolia bitwarden
    onelogin keepass
    """.split()
)

#: Documented placeholder names (examples, forms, tests), never someone's data.
PLACEHOLDER_NAMES: frozenset[str] = frozenset(
    n.casefold()
    for n in """john doe|jane doe|john q. public|richard roe|jane roe|joe bloggs|fred bloggs|joe schmoe|
    max mustermann|erika mustermann|jean dupont|marie dupont|jan jansen|piet jansen|ola nordmann|
    kari nordmann|sven svensson|mario rossi|juan pérez|juan perez|fulano de tal|иван иванов|
    иван петров|张三|李四|王五|赵六|山田太郎|山田花子|홍길동""".replace("\n", "").split("|")
)

_WORD_RE = re.compile(r"[^\s/]+")


def is_placeholder_name(text: str) -> bool:
    """True for a documented placeholder name (``John Doe``, ``Max Mustermann``, ``张三``)."""
    return " ".join(text.split()).casefold() in PLACEHOLDER_NAMES


@lru_cache(maxsize=8192)  # pure; asked for every name-like span and its words, names recur
def all_tech(text: str) -> bool:
    """True when every word of ``text`` (split at whitespace and ``/``; surrounding
    punctuation ignored) is a technology term."""
    words = [w.strip(".,;:!?()[]{}'\"`").casefold() for w in _WORD_RE.findall(text)]
    words = [w for w in words if w]
    return bool(words) and all(w in TECH_TERMS or w.removesuffix(".js") in TECH_TERMS for w in words)
