"""The interception CA: created on first use in edgeward's data directory, and how to trust it.

mitmproxy signs a certificate for each model host with this CA; an agent accepts it only when
told to trust the CA. Files in the CA directory (0700), named as mitmproxy expects them
(`confdir` with basename `mitmproxy`, so mitmproxy loads instead of creating one):

- `mitmproxy-ca.pem`: private key + certificate (0600; never leaves this directory);
- `mitmproxy-ca-cert.pem`: the certificate alone (for `NODE_EXTRA_CA_CERTS`, system stores);
- `ca-bundle.pem`: certifi's roots plus the certificate, for variables that *replace* the
  trusted roots (`SSL_CERT_FILE`, `REQUESTS_CA_BUNDLE`, curl `--cacert`): hosts tunnelled
  without decryption keep verifying against their real certificates.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import certifi
from mitmproxy.certs import CertStore
from mitmproxy.options import CONF_BASENAME, KEY_SIZE

from edgeward.proxy.intercept.config import InterceptConfig
from edgeward.proxy.settings import default_data_dir

#: Subject of the CA, so an operator recognises it in a trust store.
CA_ORGANIZATION = "edgeward"
CA_COMMON_NAME = "edgeward intercept CA (this machine only)"


@dataclass(frozen=True)
class CAFiles:
    """Paths of the CA directory's files (see the module docstring)."""

    directory: Path

    @property
    def key_file(self) -> Path:
        return self.directory / f"{CONF_BASENAME}-ca.pem"

    @property
    def cert_file(self) -> Path:
        return self.directory / f"{CONF_BASENAME}-ca-cert.pem"

    @property
    def bundle_file(self) -> Path:
        return self.directory / "ca-bundle.pem"

    @property
    def secret_files(self) -> list[Path]:
        """Files holding the private key (mode 0600)."""
        return [self.key_file, self.directory / f"{CONF_BASENAME}-ca.p12"]


def ca_directory(config: InterceptConfig) -> Path:
    """`intercept.ca_dir`, else `<data dir>/intercept-ca` (`settings.default_data_dir`)."""
    return Path(config.ca_dir).expanduser() if config.ca_dir else default_data_dir() / "intercept-ca"


def ensure_ca(directory: Path) -> tuple[CAFiles, bool]:
    """Create the CA in `directory` unless it exists; (re)write the bundle; fix permissions.

    Returns (files, created). Raises OSError when the directory cannot be created or written.
    """
    files = CAFiles(directory)
    directory.mkdir(parents=True, exist_ok=True, mode=0o700)
    os.chmod(directory, 0o700)
    created = not files.key_file.exists()
    if created:
        CertStore.create_store(directory, CONF_BASENAME, KEY_SIZE, organization=CA_ORGANIZATION, cn=CA_COMMON_NAME)
    for f in files.secret_files:
        if f.exists():
            os.chmod(f, 0o600)
    roots = Path(certifi.where()).read_bytes()
    tmp = files.bundle_file.with_suffix(".tmp")
    tmp.write_bytes(roots.rstrip(b"\n") + b"\n" + files.cert_file.read_bytes())
    os.chmod(tmp, 0o644)
    tmp.replace(files.bundle_file)
    return files, created


def trust_recipes(files: CAFiles, proxy_url: str) -> str:
    """The lines an operator copies to point an agent at the proxy and trust the CA."""
    bundle, cert = files.bundle_file, files.cert_file
    return "\n".join(
        [
            "Point the agent at the proxy and trust edgeward's CA (model APIs are answered locally):",
            f"  export HTTPS_PROXY={proxy_url} HTTP_PROXY={proxy_url} NO_PROXY=localhost,127.0.0.1",
            "  # Python (openai, anthropic, httpx, requests): roots + edgeward's CA",
            f"  export SSL_CERT_FILE={bundle} REQUESTS_CA_BUNDLE={bundle}",
            "  # Node (Codex, Claude Code, OpenClaw): added to the built-in roots; plain Node >= 24 scripts",
            "  # also need NODE_USE_ENV_PROXY=1 to honour HTTPS_PROXY",
            f"  export NODE_EXTRA_CA_CERTS={cert}",
            "  # curl",
            f"  curl --proxy {proxy_url} --cacert {bundle} https://api.openai.com/v1/models",
        ]
    )
