"""README step 4's "demo settings" config is valid and its arms resolve as the README says."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from edgeward.config import validate_config
from edgeward.harness.demo import DEMO_ARMS
from edgeward.proxy.arms import Arms

README = Path(__file__).parents[2] / "README.md"


def test_the_readme_arms_config_gives_the_demo_step_router() -> None:
    text = README.read_text(encoding="utf-8")
    block = re.search(r"```yaml\n# my-arms\.yaml\n(.*?)```", text, re.S)
    assert block, "README lost its my-arms.yaml example"
    cfg = validate_config(yaml.safe_load(block.group(1)), "README my-arms.yaml")
    arms = Arms(cfg)
    command = re.search(r"edgeward run --config my-arms\.yaml(.*?)```", text, re.S)
    assert command
    names = re.findall(r"--policy (\S+)", command.group(1))
    for name in names:
        arms.check(name)
    auto = arms.resolve("step-router-auto+mask")
    demo = DEMO_ARMS["step-router+mask"]
    assert (auto.policy, auto.params, auto.privacy.egress) == (demo["policy"], demo["params"], "mask")
    assert arms.resolve("cloud-only+allow").privacy.egress == DEMO_ARMS["cloud-only"]["privacy"]["egress"]
    assert cfg.privacy.egress == "mask"  # the default the README names for step 4
