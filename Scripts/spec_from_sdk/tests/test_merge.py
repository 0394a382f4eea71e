import unittest

from spec_from_sdk.merge import Merge, jsonpath, swift_legal


def spec(paths, schemas=None, info=None):
    return {"openapi": "3.1.0", "info": info or {}, "paths": paths, "components": {"schemas": schemas or {}}}


def op(body=None, response=None, params=None, **extra):
    out = {"responses": {"200": {"description": "ok"}}}
    if response is not None:
        out["responses"]["200"]["content"] = {"application/json": {"schema": response}}
    if body is not None:
        out["requestBody"] = {"content": {"application/json": {"schema": body}}}
    if params is not None:
        out["parameters"] = params
    out.update(extra)
    return out


def ref(name):
    return {"$ref": "#/components/schemas/" + name}


SDK = {"x-sdk-package": "sdk", "x-sdk-version": "1.0"}


def merged(derived, published):
    m = Merge(derived, published)
    m.run()
    overlay = m.overlay()
    return m, {a["target"]: a["update"] for a in overlay["actions"]}


class MergeTests(unittest.TestCase):
    def test_missing_operations_are_added_with_their_components_and_origin(self):
        published = spec({"/a": {"get": op(response=ref("A"))}},
                         {"A": {"type": "object", "properties": {"id": {"type": "string"}}}})
        derived = spec({"/a": {"get": op(response=ref("Thing"))},
                        "/b": {"post": op(response=ref("Other"), operationId="beta.b.create", **{"x-sdk-method": "client.beta.b.create"})}},
                       {"Thing": {"type": "object", "properties": {"id": {"type": "string"}}, "x-sdk-type": "sdk.Thing"},
                        "Other": {"type": "object", "properties": {"thing": ref("Thing"), "a": {"type": "string"}},
                                  "x-sdk-type": "sdk.Other"}}, SDK)
        m, actions = merged(derived, published)
        added = actions["$.paths"]["/b"]["post"]
        self.assertEqual(added["operationId"], "b.create")
        self.assertEqual(added["x-origin"], "sdk 1.0: client.beta.b.create")
        components = actions["$.components.schemas"]
        # `Thing` pairs with the published `A` (same place of the same operation): not added again.
        self.assertEqual(sorted(components), ["Other"])
        self.assertEqual(components["Other"]["properties"]["thing"], ref("A"))
        self.assertEqual(components["Other"]["x-origin"], "sdk 1.0: sdk.Other")
        self.assertEqual(m.added_operations, [("post", "/b", "client.beta.b.create")])

    def test_new_properties_enum_values_and_union_members_are_added_never_required(self):
        def tagged(t):
            return {"type": "object", "properties": {"type": {"type": "string", "enum": [t]}}}
        published = spec({"/a": {"post": op(body={"allOf": [ref("Base"), {"type": "object", "required": ["mode"], "properties": {
            "mode": {"type": "string", "enum": ["x"]}, "part": {"oneOf": [tagged("p"), tagged("q")]}}}]})}},
            {"Base": {"type": "object", "properties": {"name": {"type": "string"}}}})
        derived = spec({"/a": {"post": op(body={"type": "object", "required": ["mode", "extra"], "x-sdk-type": "sdk.Params",
                                                "properties": {"name": {"type": "string"},
                                                               "mode": {"type": "string", "enum": ["x", "y"]},
                                                               "extra": {"type": "integer"},
                                                               "part": {"oneOf": [tagged("p"), tagged("r")]}}})}}, {}, SDK)
        m, actions = merged(derived, published)
        body = ["paths", "/a", "post", "requestBody", "content", "application/json", "schema"]
        home = jsonpath(tuple(body) + ("allOf", 1))
        self.assertEqual(actions[home], {"properties": {"extra": {"type": "integer", "x-origin": "sdk 1.0: sdk.Params.extra"}}})
        self.assertEqual(actions[jsonpath(tuple(body) + ("allOf", 1, "properties", "mode", "enum"))], ["y"])
        members = actions[jsonpath(tuple(body) + ("allOf", 1, "properties", "part", "oneOf"))]
        self.assertEqual([mm["properties"]["type"]["enum"] for mm in members], [["r"]])
        # nothing of the spec is removed, and what only it has is reported
        self.assertEqual(m.only_published["union members"], ['POST /a body.part: type="q"'])

    def test_headers_the_sdk_always_sends_become_const_header_parameters(self):
        published = spec({"/a": {"get": op(params=[{"name": "limit", "in": "query", "schema": {"type": "integer"}}])},
                          "/c": {"get": op(params=[{"name": "OpenAI-Beta", "in": "header", "schema": {"type": "string"}}])}})
        beta = {"x-sdk-headers": {"OpenAI-Beta": "assistants=v2", "Accept": "*/*"}}
        derived = spec({"/a": {"get": op(**beta, **{"x-sdk-method": "client.a.list"})},
                        "/b": {"post": op(**beta, **{"x-sdk-method": "client.b.create"})},
                        "/c": {"get": op(**beta)}}, info=SDK)
        m, actions = merged(derived, published)
        expected = {"name": "OpenAI-Beta", "in": "header", "required": True,
                    "description": "Sent by the official SDK on every call of this method.",
                    "schema": {"type": "string", "const": "assistants=v2"}}
        # A published operation gets the header, with its origin; Accept is left to the content types.
        added = actions["$['paths']['/a']['get']['parameters']"]
        self.assertEqual([dict(p, **{"x-origin": None}) for p in added], [dict(expected, **{"x-origin": None})])
        self.assertEqual(added[0]["x-origin"], "sdk 1.0: client.a.list")
        # An added operation carries it too; one that declares the header already keeps its
        # parameter and gets the SDK's value as `x-sdk-headers` (a config may join the two).
        self.assertEqual(actions["$.paths"]["/b"]["post"]["parameters"][0]["schema"], expected["schema"])
        self.assertEqual([t for t in actions if "/c" in t], ["$['paths']['/c']['get']"])
        self.assertEqual(actions["$['paths']['/c']['get']"], {"x-sdk-headers": {"OpenAI-Beta": "assistants=v2"}})
        self.assertIn("- `OpenAI-Beta: assistants=v2`: 1 operations", m.report("d.json", "p.yaml"))
        self.assertEqual(m.counts["header parameters"], 1)

    def test_header_arguments_of_the_sdk_become_optional_header_parameters(self):
        published = spec({"/a": {"get": op(params=[{"name": "limit", "in": "query", "schema": {"type": "integer"}}])}})
        workspace = {"name": "anthropic-workspace-id", "in": "header", "required": True, "schema": {"type": "string"}, "x-sdk-name": "workspace_id"}
        betas = {"name": "anthropic-beta", "in": "header", "schema": {"type": "array", "items": {"type": "string"}}, "x-sdk-name": "betas"}
        derived = spec({"/a": {"get": op(params=[workspace, betas], **{"x-sdk-method": "client.a.list",
                                                                        "x-sdk-headers": {"anthropic-beta": "feature-1"}})}}, info=SDK)
        m, actions = merged(derived, published)
        added = actions["$['paths']['/a']['get']['parameters']"]
        # Both arguments are added, optional; the method's own beta is then joined with the
        # caller's (`x-sdk-headers`), not added as a second, fixed `anthropic-beta`.
        self.assertEqual(sorted(p["name"] for p in added), ["anthropic-beta", "anthropic-workspace-id"])
        self.assertTrue(all(p["required"] is False for p in added))
        self.assertEqual(next(p for p in added if p["name"] == "anthropic-workspace-id")["x-origin"], "sdk 1.0: client.a.list(workspace_id)")
        self.assertEqual(actions["$['paths']['/a']['get']"], {"x-sdk-headers": {"anthropic-beta": "feature-1"}})
        self.assertEqual(m.counts["header parameters"], 2)
        self.assertEqual(m.counts["query parameters"], 0)

    def test_an_operation_the_sdk_always_streams_answers_with_its_event_stream(self):
        def event(t):
            return {"type": "object", "properties": {"type": {"type": "string", "enum": [t]}}}
        published = spec({"/s/{id}/stream": {"get": op(response=ref("SessionEvents"))},
                          "/m": {"post": op(response=ref("Message"))}},
                         {"SessionEvents": {"oneOf": [ref("Started"), ref("Paused")]}, "Started": event("started"), "Paused": event("paused"),
                          "Message": {"type": "object", "properties": {"id": {"type": "string"}}}})
        stream = {"responses": {"200": {"description": "ok", "content": {"text/event-stream": {"schema": ref("Events")}}}}}
        # `/m` streams only when asked (`stream: true`): JSON and events, so its JSON stays.
        either = op(response=ref("Msg"))
        either["responses"]["200"]["content"]["text/event-stream"] = {"schema": ref("Chunk")}
        derived = spec({"/s/{id}/stream": {"get": stream}, "/m": {"post": either}},
                       {"Events": {"oneOf": [ref("StartedEvent"), ref("EndedEvent")], "x-sdk-type": "sdk.Events"},
                        "StartedEvent": dict(event("started"), **{"x-sdk-type": "sdk.StartedEvent"}),
                        "EndedEvent": dict(event("ended"), **{"x-sdk-type": "sdk.EndedEvent"}),
                        "Msg": {"type": "object", "properties": {"id": {"type": "string"}}, "x-sdk-type": "sdk.Msg"},
                        "Chunk": {"type": "object", "properties": {"id": {"type": "string"}}, "x-sdk-type": "sdk.Chunk"}}, SDK)
        m = Merge(derived, published)
        m.run()
        actions = m.overlay()["actions"]
        content = "$['paths']['/s/{id}/stream']['get']['responses']['200']['content']"
        stream_actions = [a for a in actions if a["target"].startswith(content)]
        # The JSON entry goes, then the event stream comes, naming the spec's union (paired),
        # which gets the SDK's new member.
        self.assertEqual([a["target"] for a in stream_actions], [content + "['application/json']", content])
        self.assertTrue(stream_actions[0]["remove"])
        self.assertEqual(stream_actions[1]["update"], {"text/event-stream": {"schema": ref("SessionEvents")}})
        members = next(a["update"] for a in actions if a["target"] == "$['components']['schemas']['SessionEvents']['oneOf']")
        self.assertEqual([mm["$ref"] for mm in members], ["#/components/schemas/EndedEvent"])
        self.assertFalse(any("'/m'" in a["target"] and a.get("remove") for a in actions))
        self.assertEqual(m.counts["responses made event streams"], 1)

    def test_twins_keep_one_shape_with_keep_twins(self):
        def info(extra_ref):
            return {"type": "object", "properties": {"id": {"type": "string"}, "caps": ref(extra_ref)}}
        schemas = {"Caps": {"type": "object", "properties": {"a": {"type": "string"}}},
                   "BetaCaps": {"type": "object", "properties": {"a": {"type": "string"}}},
                   "Info": info("Caps"), "BetaInfo": info("BetaCaps"),
                   "Other": {"type": "object", "properties": {"x": {"type": "string"}}},
                   "BetaOther": {"type": "object", "properties": {"y": {"type": "string"}}}}
        published = spec({"/m": {"get": op(response=ref("Info"))}, "/m?beta=true": {"get": op(response=ref("BetaInfo"))},
                          "/o": {"get": op(response=ref("Other"))}, "/o?beta=true": {"get": op(response=ref("BetaOther"))}}, schemas)
        ga = {"type": "object", "properties": {"id": {"type": "string"}, "line": {"type": "string", "enum": ["ga"]},
                                               "caps": {"type": "object", "properties": {"a": {"type": "string"}}}}}
        beta = {"type": "object", "properties": {"id": {"type": "string"}, "line": {"type": "string", "enum": ["beta"]},
                                                 "fallback": {"type": "string"},
                                                 "caps": {"type": "object", "properties": {"a": {"type": "string"}}}}}
        other = {"type": "object", "properties": {"x": {"type": "string"}, "z": {"type": "string"}}}
        derived = spec({"/m": {"get": op(response=ga)}, "/m?beta=true": {"get": op(response=beta)},
                        "/o": {"get": op(response=other)}, "/o?beta=true": {"get": op(response={"type": "object", "properties": {"y": {"type": "string"}}})}},
                       info=SDK)
        _, plain = merged(derived, published)
        self.assertEqual(sorted(plain["$['components']['schemas']['BetaInfo']"]["properties"]), ["fallback", "line"])
        m = Merge(derived, published, keep_twins=True)
        m.run()
        actions = {a["target"]: a["update"] for a in m.overlay()["actions"]}
        beta_props = actions["$['components']['schemas']['BetaInfo']"]["properties"]
        ga_props = actions["$['components']['schemas']['Info']"]["properties"]
        # Both twins get every addition; where both add `line`, the GA class's wins.
        self.assertEqual(sorted(beta_props), ["fallback", "line"])
        self.assertEqual(sorted(ga_props), ["fallback", "line"])
        self.assertEqual(beta_props["line"]["enum"], ["ga"])
        # Components of different shapes are no twins: `BetaOther` gets nothing of `Other`'s.
        self.assertNotIn("$['components']['schemas']['BetaOther']", actions)

    def test_one_member_per_tag_with_one_member_per_tag(self):
        def tagged(t, *names):
            return {"type": "object", "properties": dict({"type": {"type": "string", "enum": [t]}}, **{n: {"type": "string"} for n in names})}
        published = spec({"/a": {"post": op(body=ref("Policy"), response=ref("Policy"))}},
                         {"Policy": {"oneOf": [tagged("ask"), tagged("deny")]}})
        derived = spec({"/a": {"post": op(body={"oneOf": [tagged("ask"), tagged("deny"), tagged("auto", "reason"), ref("SupportsToDict")]},
                                          response={"oneOf": [tagged("ask"), tagged("deny"), tagged("auto")]})}},
                       {"SupportsToDict": {"type": "object", "x-sdk-unknown-class": True}}, SDK)
        at = "$['components']['schemas']['Policy']['oneOf']"
        _, plain = merged(derived, published)
        self.assertEqual(len(plain[at]), 3)
        m = Merge(derived, published, one_member_per_tag=True)
        m.run()
        actions = {a["target"]: a["update"] for a in m.overlay()["actions"]}
        # The params' and the model's `auto` are one member; the unreadable class is none.
        self.assertEqual([mm["properties"]["type"]["enum"] for mm in actions[at]], [["auto"]])

    def test_a_namespace_leaves_an_added_operation_id_only_when_no_other_operation_has_that_id(self):
        derived = spec({"/k": {"get": op(operationId="organization.keys.list")},
                        "/k?beta=true": {"get": op(operationId="beta.organization.keys.list")},
                        "/d?beta=true": {"get": op(operationId="beta.dreams.list")}}, info=SDK)
        _, actions = merged(derived, spec({}))
        paths = actions["$.paths"]
        self.assertEqual(paths["/k"]["get"]["operationId"], "organization.keys.list")
        self.assertEqual(paths["/k?beta=true"]["get"]["operationId"], "beta.organization.keys.list")
        self.assertEqual(paths["/d?beta=true"]["get"]["operationId"], "dreams.list")

    def test_what_only_the_spec_has_is_kept_and_reported(self):
        published = spec({"/a": {"get": op(response={"type": "object", "properties": {"old": {"type": "string"}}})},
                          "/gone": {"post": op()}})
        derived = spec({"/a": {"get": op(response={"type": "object", "properties": {"new": {"type": "string"}}})}}, {}, SDK)
        m, actions = merged(derived, published)
        self.assertEqual(m.only_published["operations"], ["POST /gone"])
        self.assertEqual(m.only_published["properties"], ["GET /a -> application/json.old"])
        self.assertTrue(all(isinstance(u, (dict, list)) for u in actions.values()))
        self.assertNotIn("remove", [k for a in m.overlay()["actions"] for k in a])

    def test_a_new_method_on_a_published_path_takes_its_placeholder_names(self):
        published = spec({"/k/{key_id}": {"get": op()}})
        derived = spec({"/k/{id}": {"get": op(), "post": op(params=[{"in": "path", "name": "id", "required": True,
                                                                        "schema": {"type": "string"}}])}}, {}, SDK)
        _, actions = merged(derived, published)
        self.assertEqual(actions["$['paths']['/k/{key_id}']"]["post"]["parameters"][0]["name"], "key_id")

    def test_untagged_members_pair_with_the_closest_object_not_the_first(self):
        def obj(*names):
            return {"type": "object", "properties": {n: {"type": "string"} for n in names}}
        published = spec({"/t": {"post": op(response={"anyOf": [obj("text"), obj("text", "segments", "speaker"),
                                                                 obj("text", "segments", "language")]})}})
        derived = spec({"/t": {"post": op(response={"anyOf": [obj("text"), obj("text", "segments", "language", "words"),
                                                               obj("text", "segments", "speaker", "task")]})}}, {}, SDK)
        _, actions = merged(derived, published)
        schema = ("paths", "/t", "post", "responses", "200", "content", "application/json", "schema", "anyOf")
        self.assertEqual(list(actions[jsonpath(schema + (1,))]["properties"]), ["task"])
        self.assertEqual(list(actions[jsonpath(schema + (2,))]["properties"]), ["words"])

    def test_a_class_the_sdk_repeats_for_a_new_method_names_its_twins_published_component(self):
        run = {"type": "object", "properties": {"id": {"type": "string"}, "status": {"type": "string"}}}
        published = spec({"/runs/{id}": {"get": op(response=ref("EvalRun"))}}, {"EvalRun": run})
        derived = spec({"/runs/{id}": {"get": op(response=ref("RunRetrieveResponse"))},
                        "/runs/{id}/cancel": {"post": op(response=ref("RunCancelResponse"))}},
                       {"RunRetrieveResponse": dict(run, **{"x-sdk-type": "sdk.types.evals.run_retrieve_response.RunRetrieveResponse",
                                                            "x-sdk-kind": "model", "description": "one"}),
                        "RunCancelResponse": dict(run, **{"x-sdk-type": "sdk.types.evals.run_cancel_response.RunCancelResponse",
                                                          "x-sdk-kind": "model", "description": "two"})}, SDK)
        _, actions = merged(derived, published)
        added = actions["$.paths"]["/runs/{id}/cancel"]["post"]
        self.assertEqual(added["responses"]["200"]["content"]["application/json"]["schema"], ref("EvalRun"))
        self.assertNotIn("$.components.schemas", actions)

    def test_added_component_names_are_swift_legal_and_unique_ignoring_case(self):
        self.assertEqual(swift_legal("ChatCompletion.Choice"), "ChatCompletionChoice")
        published = spec({}, {"Thing": {"type": "object"}})
        derived = spec({"/b": {"get": op(response=ref("thing"))}},
                       {"thing": {"type": "object", "properties": {"x": {"type": "string"}}, "x-sdk-type": "sdk.types.widgets.thing"}}, SDK)
        _, actions = merged(derived, published)
        self.assertEqual(sorted(actions["$.components.schemas"]), ["WidgetsThing"])

    def test_add_types_adds_unreached_components_named_after_their_package(self):
        def event(t, sdk_type, **props):
            return {"type": "object", "properties": dict({"type": {"type": "string", "const": t}}, **props),
                    "x-sdk-type": sdk_type}
        published = spec({"/a": {"get": op(response=ref("Error"))}},
                         {"Error": {"type": "object", "properties": {"message": {"type": "string"}}}})
        derived = spec({"/a": {"get": op(response=ref("Error"))}}, {
            "Error": {"type": "object", "properties": {"message": {"type": "string"}}, "x-sdk-type": "sdk.types.error.Error"},
            "ClientEvent": {"oneOf": [ref("SessionStartEvent"), ref("LiveUpdate.Update")],
                            "x-sdk-type": "sdk.types.live.client_event.ClientEvent"},
            "SessionStartEvent": event("session.start", "sdk.types.live.session_start_event.SessionStartEvent"),
            "LiveUpdate.Update": event("session.update", "sdk.types.live.update.Update"),
            "ServerEvent": {"oneOf": [ref("LiveError")], "x-sdk-type": "sdk.types.live.server_event.ServerEvent"},
            "LiveError": event("error", "sdk.types.live.error.Error", error=ref("Error")),
            "Unrelated": event("x", "sdk.types.other.Unrelated"),
        }, SDK)
        _, plain = merged(derived, published)
        self.assertNotIn("$.components.schemas", plain)
        m = Merge(derived, published, add_types=["sdk.types.live.client_event.", "sdk.types.live.server_event."])
        m.run()
        actions = {a["target"]: a["update"] for a in m.overlay()["actions"]}
        components = actions["$.components.schemas"]
        # The unions and what they name, each `Live…` (a disambiguated name keeps its own form);
        # what pairs with a published component names it; nothing else is added.
        self.assertEqual(sorted(components), ["LiveClientEvent", "LiveError", "LiveServerEvent",
                                              "LiveSessionStartEvent", "LiveUpdate"])
        self.assertEqual(components["LiveClientEvent"]["oneOf"], [ref("LiveSessionStartEvent"), ref("LiveUpdate")])
        self.assertEqual(components["LiveError"]["properties"]["error"], ref("Error"))
        self.assertEqual(components["LiveServerEvent"]["x-origin"], "sdk 1.0: sdk.types.live.server_event.ServerEvent")
        self.assertIn("`LiveClientEvent`", m.report("derived.json", "spec.yaml"))


if __name__ == "__main__":
    unittest.main()
