"""A Streamable HTTP MCP server written with the MCP Python SDK, for MCPToolboxHTTPTests.

Listens on 127.0.0.1 on a free port, prints the port on the first line of its output, and
exits when its standard input closes or after --lifetime seconds, whichever comes first.
--json-response answers each request with one JSON body instead of an SSE stream; --token T
answers 401 to a request without `Authorization: Bearer T`. Needs mcp 2 (MCPServer).
"""

import argparse
import base64
import os
import socket
import sys
import threading

import anyio
import mcp_types as types
import uvicorn
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.prompts.base import AssistantMessage, UserMessage

# A 1x1 PNG.
DOT = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lifetime", type=float, default=120)
    parser.add_argument("--json-response", action="store_true")
    parser.add_argument("--token", default="")
    options = parser.parse_args()

    server = MCPServer("python-http-test")

    @server.tool(description="Adds a and b")
    def add(a: int, b: int) -> str:
        return str(a + b)

    @server.tool(description="Always fails")
    def fail() -> str:
        # A ToolError's message reaches the client (other exceptions' are hidden).
        raise ToolError("the tool failed on purpose")

    @server.tool(description="Answers after `seconds`")
    async def slow(seconds: float) -> str:
        await anyio.sleep(seconds)
        return "done"

    @server.tool(description="Adds the tool 'extra' and says the list changed")
    async def grow(ctx: Context) -> str:
        server.add_tool(lambda: "extra", name="extra", description="Added by grow")
        # Sent in this request's reply stream: a client without a standalone GET stream
        # (the Swift SDK on Linux) receives it there.
        await ctx.session.send_notification(types.ToolListChangedNotification(), ctx.request_id)
        return "grown"

    @server.prompt(description="Asks for a review of `code`")
    def review_code(code: str) -> list:
        return [UserMessage(f"Please review this code:\n{code}"), AssistantMessage("I will review it.")]

    @server.resource("file:///docs/guide.md", name="guide", mime_type="text/markdown")
    def guide() -> str:
        return "# Review guide"

    @server.resource("file:///images/dot.png", name="dot", mime_type="image/png")
    def dot() -> bytes:
        return base64.b64decode(DOT)

    app = server.streamable_http_app(json_response=options.json_response)
    if options.token:
        app = _require(app, options.token)

    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    # Listening before the port is printed: connections wait in the backlog until uvicorn accepts.
    listener.listen(64)
    print(listener.getsockname()[1], flush=True)

    def end_with_stdin() -> None:
        sys.stdin.read()
        os._exit(0)

    threading.Thread(target=end_with_stdin, daemon=True).start()
    threading.Timer(options.lifetime, lambda: os._exit(0)).start()
    uvicorn.Server(uvicorn.Config(app, log_level="warning")).run(sockets=[listener])


def _require(app, token: str):
    """Answers 401 to a request without `Authorization: Bearer <token>`."""

    async def guarded(scope, receive, send):
        if scope["type"] == "http":
            headers = dict(scope.get("headers") or [])
            if headers.get(b"authorization", b"").decode() != f"Bearer {token}":
                await send({"type": "http.response.start", "status": 401, "headers": [(b"content-type", b"text/plain")]})
                await send({"type": "http.response.body", "body": b"missing token"})
                return
        await app(scope, receive, send)

    return guarded


if __name__ == "__main__":
    main()
