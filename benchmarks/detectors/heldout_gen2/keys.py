"""Real, deterministic key material in pure Python (no cryptography package needed).

- Ed25519 public keys from a 32-byte seed (RFC 8032 §5.1.5), for OpenSSH and PKCS#8 keys;
- P-256 public points (SEC 1 / FIPS 186-4 curve constants), for ``EC PRIVATE KEY`` blocks;
- HS256 JSON Web Tokens (RFC 7519) signed with HMAC-SHA256.

Keys are generated from the document's seeded RNG, never collected.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import random
import struct

# ---------------------------------------------------------------- Ed25519 (RFC 8032)

_P = 2**255 - 19
_D = -121665 * pow(121666, _P - 2, _P) % _P
_I = pow(2, (_P - 1) // 4, _P)


def _xrecover(y: int) -> int:
    xx = (y * y - 1) * pow(_D * y * y + 1, _P - 2, _P)
    x = pow(xx, (_P + 3) // 8, _P)
    if (x * x - xx) % _P:
        x = x * _I % _P
    return _P - x if x % 2 else x


_BY = 4 * pow(5, _P - 2, _P) % _P
_B = (_xrecover(_BY), _BY)


def _edd(p: tuple[int, int], q: tuple[int, int]) -> tuple[int, int]:
    (x1, y1), (x2, y2) = p, q
    t = _D * x1 * x2 * y1 * y2
    return ((x1 * y2 + x2 * y1) * pow(1 + t, _P - 2, _P) % _P, (y1 * y2 + x1 * x2) * pow(1 - t, _P - 2, _P) % _P)


def _edmul(p: tuple[int, int], e: int) -> tuple[int, int]:
    q = (0, 1)
    while e:
        if e & 1:
            q = _edd(q, p)
        p = _edd(p, p)
        e >>= 1
    return q


def ed25519_public(seed: bytes) -> bytes:
    """The 32-byte public key of an Ed25519 seed."""
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    x, y = _edmul(_B, a)
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


assert (
    ed25519_public(bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")).hex()
    == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
)  # RFC 8032 §7.1 test 1


def _pem(label: str, der: bytes, width: int = 64) -> str:
    b = base64.b64encode(der).decode()
    return (
        f"-----BEGIN {label}-----\n"
        + "\n".join(b[i : i + width] for i in range(0, len(b), width))
        + f"\n-----END {label}-----"
    )


def ed25519_pkcs8_pem(rng: random.Random) -> str:
    """``-----BEGIN PRIVATE KEY-----`` (RFC 8410) for a random Ed25519 seed."""
    seed = rng.randbytes(32)
    return _pem("PRIVATE KEY", bytes.fromhex("302e020100300506032b657004220420") + seed)


def openssh_ed25519(rng: random.Random, comment: str) -> tuple[str, str]:
    """(private key block, ``ssh-ed25519 AAAA… comment`` public line) in the openssh-key-v1 format."""
    seed = rng.randbytes(32)
    pub = ed25519_public(seed)

    def s(b: bytes) -> bytes:
        return struct.pack(">I", len(b)) + b

    pubblob = s(b"ssh-ed25519") + s(pub)
    check = rng.randbytes(4)
    priv = check + check + s(b"ssh-ed25519") + s(pub) + s(seed + pub) + s(comment.encode())
    priv += bytes(range(1, 1 + (-len(priv)) % 8))
    body = b"openssh-key-v1\0" + s(b"none") + s(b"none") + s(b"") + struct.pack(">I", 1) + s(pubblob) + s(priv)
    return _pem("OPENSSH PRIVATE KEY", body, 70), "ssh-ed25519 " + base64.b64encode(pubblob).decode() + " " + comment


# ---------------------------------------------------------------- P-256 (SEC 2 secp256r1)

_PP = 2**256 - 2**224 + 2**192 + 2**96 - 1
_PB = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
_PN = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
_PG = (
    0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
    0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
)
assert (_PG[1] ** 2 - _PG[0] ** 3 + 3 * _PG[0] - _PB) % _PP == 0


def _padd(p: tuple[int, int] | None, q: tuple[int, int] | None) -> tuple[int, int] | None:
    if p is None:
        return q
    if q is None:
        return p
    if p[0] == q[0] and (p[1] + q[1]) % _PP == 0:
        return None
    if p == q:
        lam = (3 * p[0] * p[0] - 3) * pow(2 * p[1], _PP - 2, _PP) % _PP
    else:
        lam = (q[1] - p[1]) * pow(q[0] - p[0], _PP - 2, _PP) % _PP
    x = (lam * lam - p[0] - q[0]) % _PP
    return x, (lam * (p[0] - x) - p[1]) % _PP


def _pmul(k: int) -> tuple[int, int]:
    r: tuple[int, int] | None = None
    p: tuple[int, int] | None = _PG
    while k:
        if k & 1:
            r = _padd(r, p)
        p = _padd(p, p)
        k >>= 1
    assert r is not None
    return r


def ec_p256_pem(rng: random.Random) -> str:
    """``-----BEGIN EC PRIVATE KEY-----`` (SEC 1 ECPrivateKey with the public point)."""
    k = rng.randrange(1, _PN)
    x, y = _pmul(k)
    der = (
        bytes.fromhex("30770201010420")
        + k.to_bytes(32, "big")
        + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
        + b"\x04"
        + x.to_bytes(32, "big")
        + y.to_bytes(32, "big")
    )
    return _pem("EC PRIVATE KEY", der)


# ---------------------------------------------------------------- JWT


def b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt_hs256(payload: dict[str, object], secret: bytes, header: dict[str, str] | None = None) -> str:
    """A compact HS256 JWS over ``payload`` (RFC 7515/7519)."""
    h = b64url(json.dumps(header or {"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    sig = hmac.new(secret, f"{h}.{p}".encode(), hashlib.sha256).digest()
    return f"{h}.{p}.{b64url(sig)}"
