#!/usr/bin/env python3
"""Drives an MCP server over stdio with the MCP Python SDK (`pip install mcp`), an
implementation we did not write, for MCPOperationServerTests.

Usage: python3 drive_server.py '{"command": PATH, "args": [...], "env": {...},
                                 "calls": [{"name": TOOL, "arguments": {...}}, ...]}'

Prints one JSON object: {"tools": [{"name", "inputSchema"}...], "calls": [{"isError",
"content"}...]}. Exits 3 when the `mcp` module is missing, and gives up after 60 seconds.
"""
import asyncio
import json
import sys

try:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client
except ImportError as error:  # the test skips itself when this happens
    print("the MCP Python SDK is not installed: %s" % error, file=sys.stderr)
    sys.exit(3)


async def drive(config):
    params = StdioServerParameters(command=config["command"], args=config.get("args", []), env=config.get("env"))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            listed = await session.list_tools()
            # As on the wire (camelCase), whichever spelling this SDK version uses in Python.
            tools = [tool.model_dump(mode="json", by_alias=True, exclude_none=True) for tool in listed.tools]
            result = {"tools": [{"name": tool["name"], "inputSchema": tool["inputSchema"]} for tool in tools], "calls": []}
            for call in config.get("calls", []):
                answer = await session.call_tool(call["name"], call.get("arguments", {}))
                wire = answer.model_dump(mode="json", by_alias=True, exclude_none=True)
                result["calls"].append({"isError": bool(wire.get("isError")), "content": wire.get("content", [])})
            return result


def main():
    config = json.loads(sys.argv[1])
    result = asyncio.run(asyncio.wait_for(drive(config), timeout=60))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
