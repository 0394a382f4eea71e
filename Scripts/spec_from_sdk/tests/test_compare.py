import unittest

from spec_from_sdk.compare import Comparison
from spec_from_sdk.endpoints import apply_path_updates, endpoint_sets


def spec(paths, schemas=None):
    return {"openapi": "3.1.0", "paths": paths, "components": {"schemas": schemas or {}}}


def op(body=None, params=None):
    out = {"responses": {"200": {"description": "ok"}}}
    if body is not None:
        out["requestBody"] = {"content": {"application/json": {"schema": body}}}
    if params is not None:
        out["parameters"] = params
    return out


class CompareTests(unittest.TestCase):
    def compare(self, derived, published):
        c = Comparison(derived, published)
        c.run()
        return c

    def test_operations_match_with_parameter_names_normalized(self):
        c = self.compare(spec({"/a/{x}": {"get": op()}}), spec({"/a/{id}": {"get": op()}, "/b": {"post": op()}}))
        self.assertEqual(c.counts["operations"], [1, 2])

    def test_properties_required_and_enums_through_refs_and_allof(self):
        published = spec({"/a": {"post": op({"$ref": "#/components/schemas/A"})}}, {
            "A": {"allOf": [{"$ref": "#/components/schemas/Base"},
                            {"type": "object", "properties": {"mode": {"type": "string", "enum": ["x", "y"]}}}]},
            "Base": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}},
        })
        derived = spec({"/a": {"post": op({"type": "object", "required": [], "properties": {
            "name": {"type": "string"}, "mode": {"type": "string", "enum": ["x"]}, "extra": {"type": "string"}}})}})
        c = self.compare(derived, published)
        self.assertEqual(c.counts["properties"], [2, 2])
        self.assertEqual(c.counts["required"], [1, 2])
        self.assertEqual(c.counts["enum values"], [0, 1])
        self.assertEqual(c.extra["properties"], 1)

    def test_required_and_nullable_read_as_optional_is_a_counted_loss(self):
        nullable = {"anyOf": [{"type": "string"}, {"type": "null"}]}
        published = spec({"/a": {"post": op({"type": "object", "required": ["n"], "properties": {"n": nullable}})}})
        derived = spec({"/a": {"post": op({"type": "object", "properties": {"n": nullable}})}})
        c = self.compare(derived, published)
        self.assertEqual(c.counts["required"], [1, 1])
        self.assertEqual(c.loss["required nullable read as optional"], 1)

    def test_a_models_optional_read_as_nullable_is_a_counted_loss(self):
        published = spec({"/a": {"post": op({"type": "object", "properties": {"n": {"type": "string"}}})}})
        derived = spec({"/a": {"post": op({"type": "object", "properties": {
            "n": {"anyOf": [{"type": "string"}, {"type": "null"}]}}})}})
        c = self.compare(derived, published)
        self.assertEqual(c.counts["nullable"], [1, 1])
        self.assertEqual(c.loss["optional read as nullable (Optional[X] = None in a model)"], 1)

    def test_union_members_pair_by_tag_and_nested_unions_open(self):
        def tagged(t):
            return {"type": "object", "properties": {"type": {"type": "string", "enum": [t]}}}
        published = spec({"/a": {"post": op({"anyOf": [tagged("a"), {"anyOf": [tagged("b"), tagged("c")]}]})}})
        derived = spec({"/a": {"post": op({"oneOf": [tagged("c"), tagged("a"), tagged("d")]})}})
        c = self.compare(derived, published)
        self.assertEqual(c.counts["union members"], [2, 3])
        self.assertEqual(c.extra["union members"], 1)

    def test_query_array_spelling_is_a_counted_loss(self):
        q = {"in": "query", "name": "ids", "schema": {"type": "array"}}
        c = self.compare(spec({"/a": {"get": op(params=[dict(q, name="ids[]")])}}), spec({"/a": {"get": op(params=[q])}}))
        self.assertEqual(c.counts["parameters"], [1, 1])
        self.assertEqual(sum(c.loss.values()), 1)


    def test_webhook_payloads_pair_with_the_derived_component_of_their_type(self):
        payload = {"type": "object", "properties": {"type": {"type": "string", "enum": ["batch.done"]},
                                                    "data": {"type": "object", "properties": {"id": {"type": "string"}}}}}
        published = spec({}, {"BatchDone": payload})
        published["webhooks"] = {"batch_done": {"post": {"requestBody": {"content": {"application/json": {
            "schema": {"$ref": "#/components/schemas/BatchDone"}}}}}}}
        derived = spec({}, {"StreamDone": {"type": "object", "properties": {"type": {"const": "batch.done"}}},
                            "BatchDoneWebhookEvent": payload})
        c = self.compare(derived, published)
        self.assertEqual(c.counts["webhook events"], [1, 1])
        self.assertEqual(c.counts["properties"], [3, 3])


class EndpointTests(unittest.TestCase):
    def test_an_overlay_adds_paths_and_the_query_suffix_can_be_ignored(self):
        published = spec({"/v1/things": {"get": op()}})
        self.assertEqual(apply_path_updates(published, {"actions": [
            {"target": "$.paths", "update": {"/v1/dreams?beta=true": {"get": op()}}}]}), 1)
        # A method the merge adds to a path the spec has.
        self.assertEqual(apply_path_updates(published, {"actions": [
            {"target": "$['paths']['/v1/things']", "update": {"post": op()}}]}), 1)
        self.assertEqual(sorted(published["paths"]["/v1/things"]), ["get", "post"])
        derived = spec({"/v1/things": {"get": op()}, "/v1/things?beta=true": {"get": op()},
                        "/v1/dreams?beta=true": {"get": op()}, "/v1/new": {"post": op()}})
        sdk, published_set = endpoint_sets(derived, published, keep_query=False)
        self.assertEqual(len(sdk), 3)
        self.assertEqual(sdk - published_set, {("post", "/v1/new")})
        sdk, published_set = endpoint_sets(derived, published, keep_query=True)
        self.assertEqual(len(sdk - published_set), 2)


if __name__ == "__main__":
    unittest.main()
