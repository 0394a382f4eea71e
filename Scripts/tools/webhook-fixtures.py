#!/usr/bin/env python3
"""Writes one webhook delivery body per webhook of each spec, for the unwrap tests:
Tests/OpenAITests/Fixtures/webhooks/events.jsonl and Tests/AnthropicTests/Fixtures/webhooks/events.jsonl.

Each line is {"webhook": <name in the spec's `webhooks`>, "type": <the event type>, "body": <the exact
JSON text that is signed and posted>}. OpenAI bodies are the `x-oaiMeta.example` of each payload
schema; Anthropic's webhooks share the `BetaWebhookEvent` envelope (its `example`), whose `data` is
built from the event's data schema: its `examples` where given, else a value of the declared type.
Run from the repository root; the output is deterministic."""
import json
import re
import yaml

def ref(spec, schema):
    while isinstance(schema, dict) and "$ref" in schema:
        name = schema["$ref"].split("/")[-1]
        schema = spec["components"]["schemas"][name]
    return schema

def sample(spec, schema, name="value", depth=0):
    schema = ref(spec, schema)
    if "const" in schema:
        return schema["const"]
    if schema.get("examples"):
        return schema["examples"][0]
    if "example" in schema:
        return schema["example"]
    if schema.get("enum"):
        return next(v for v in schema["enum"] if v is not None)
    for key in ("oneOf", "anyOf"):
        if key in schema:
            branches = [b for b in schema[key] if ref(spec, b).get("type") != "null"]
            return sample(spec, branches[0], name, depth + 1)
    kind = schema.get("type", "object")
    if isinstance(kind, list):
        kind = next(k for k in kind if k != "null")
    if kind == "string":
        return "2026-03-15T10:00:00Z" if schema.get("format") == "date-time" else f"{name}_1"
    if kind in ("integer", "number"):
        return 1
    if kind == "boolean":
        return True
    if kind == "array":
        return [] if depth > 4 else [sample(spec, schema.get("items", {}), name, depth + 1)]
    properties = schema.get("properties", {})
    return {key: sample(spec, properties[key], key, depth + 1) for key in schema.get("required", []) if key in properties}

def write(path, lines):
    with open(path, "w") as out:
        for line in lines:
            out.write(json.dumps(line, sort_keys=True) + "\n")

openai = yaml.safe_load(open("Spec/openai.yaml"))
lines = []
for name, item in openai["webhooks"].items():
    schema = ref(openai, item["post"]["requestBody"]["content"]["application/json"]["schema"])
    # Two examples end an array with a comma, which JSON does not allow.
    body = json.loads(re.sub(r",(\s*[\]}])", r"\1", schema["x-oaiMeta"]["example"]))
    lines.append({"webhook": name, "type": body["type"], "body": json.dumps(body)})
write("Tests/OpenAITests/Fixtures/webhooks/events.jsonl", lines)

anthropic = json.load(open("Spec/anthropic.json"))
lines = []
for name, item in anthropic["webhooks"].items():
    envelope = ref(anthropic, item["post"]["requestBody"]["content"]["application/json"]["schema"])
    union = ref(anthropic, envelope["properties"]["data"])
    branch = next(ref(anthropic, b) for b in union["oneOf"] if ref(anthropic, b)["properties"]["type"].get("const") == name)
    body = dict(envelope["example"])
    body["data"] = sample(anthropic, branch)
    lines.append({"webhook": name, "type": name, "body": json.dumps(body)})
write("Tests/AnthropicTests/Fixtures/webhooks/events.jsonl", lines)
