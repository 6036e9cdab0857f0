"""OpenAI-shaped errors: `{"error": {"message", "type", "param", "code"}}` with an HTTP status."""

from __future__ import annotations

from typing import Any


class ProxyError(Exception):
    """An error the proxy returns to its client.

    Args:
        status: HTTP status (400 malformed, 401 bad token, 403 egress refused, 413 too large,
            502/504 upstream).
        message: one human-readable line (never a key or a detected value).
        etype: OpenAI error `type` (invalid_request_error, authentication_error, …).
        code: OpenAI error `code` (e.g. context_length_exceeded), optional.
        param: the offending request field, optional.
    """

    def __init__(
        self,
        status: int,
        message: str,
        etype: str = "invalid_request_error",
        code: str | None = None,
        param: str | None = None,
    ) -> None:
        super().__init__(message)
        self.status, self.message, self.etype, self.code, self.param = status, message, etype, code, param

    def payload(self) -> dict[str, Any]:
        return error_payload(self.message, self.etype, self.code, self.param)


def error_payload(
    message: str, etype: str = "invalid_request_error", code: str | None = None, param: str | None = None
) -> dict[str, Any]:
    """The OpenAI error body."""
    return {"error": {"message": message, "type": etype, "param": param, "code": code}}
