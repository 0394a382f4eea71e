import unittest

from .support import fixture_document, schema


class ModelTests(unittest.TestCase):
    """Response models (pydantic BaseModel): required unless a default is given."""

    def setUp(self):
        self.widget = schema(fixture_document(), "Widget")

    def test_a_field_without_default_is_required_and_one_with_none_is_not(self):
        self.assertIn("id", self.widget["required"])
        self.assertNotIn("label", self.widget["required"])

    def test_optional_without_default_is_required_and_nullable(self):
        self.assertIn("colour", self.widget["required"])
        self.assertIn({"type": "null"}, self.widget["properties"]["colour"]["anyOf"])

    def test_a_field_alias_is_the_wire_name(self):
        self.assertIn("size", self.widget["properties"])
        self.assertEqual(self.widget["properties"]["size"]["x-sdk-name"], "size_")
        self.assertIn("size", self.widget["required"])
        part = schema(fixture_document(), "Part")
        self.assertIn("schema", part["properties"])
        self.assertNotIn("schema", part.get("required", []))

    def test_literals_are_const_or_enum(self):
        self.assertEqual(self.widget["properties"]["object"], {"const": "widget", "type": "string"})
        self.assertEqual(self.widget["properties"]["colour"]["anyOf"][0], {"enum": ["red", "green"], "type": "string"})

    def test_docstrings_are_descriptions(self):
        self.assertEqual(self.widget["description"], "A widget, as the API returns it.")
        self.assertEqual(self.widget["properties"]["id"]["description"], "The widget's identifier.")

    def test_datetimes_and_maps(self):
        self.assertEqual(self.widget["properties"]["created_at"], {"type": "string", "format": "date-time"})
        metadata = schema(fixture_document(), "Metadata")
        self.assertEqual(metadata["additionalProperties"], {"type": "string"})

    def test_every_component_records_its_python_type_and_kind(self):
        self.assertEqual(self.widget["x-sdk-type"], "minisdk.types.widget.Widget")
        self.assertEqual(self.widget["x-sdk-kind"], "model")
        self.assertEqual(schema(fixture_document(), "ShapeCircle")["x-sdk-kind"], "params")


class ListedTypesTests(unittest.TestCase):
    def test_a_type_api_md_lists_is_a_component_even_when_no_method_uses_it(self):
        event = schema(fixture_document(), "WidgetSocketEvent")
        self.assertEqual(event["properties"]["type"]["const"], "widget.socket")


class ParamsTests(unittest.TestCase):
    """Parameter types (TypedDict): total, Required, aliases, discriminated unions."""

    def setUp(self):
        operation = fixture_document()["paths"]["/widgets"]["post"]
        self.body = operation["requestBody"]["content"]["application/json"]["schema"]

    def test_required_is_what_the_method_cannot_do_without(self):
        self.assertEqual(self.body["required"], ["name"])

    def test_a_property_alias_puts_async_on_the_wire(self):
        self.assertIn("async", self.body["properties"])
        self.assertNotIn("async_", self.body["properties"])
        self.assertEqual(self.body["properties"]["async"]["x-sdk-name"], "async_")

    def test_optional_in_a_typeddict_is_nullable_but_still_omittable(self):
        label = self.body["properties"]["label"]
        self.assertIn({"type": "null"}, label["anyOf"])
        self.assertNotIn("label", self.body["required"])

    def test_the_stream_overloads_make_a_boolean(self):
        stream = self.body["properties"]["stream"]
        self.assertEqual(stream["anyOf"][0], {"type": "boolean"})

    def test_keys_that_are_python_keywords_come_from_a_functional_typeddict_base(self):
        circle = schema(fixture_document(), "ShapeCircle")
        self.assertIn("class", circle["properties"])
        self.assertEqual(circle["required"], ["type", "radius"])

    def test_an_annotated_union_is_discriminated_by_its_literal_property(self):
        shape = schema(fixture_document(), "Shape")
        self.assertEqual(shape["discriminator"]["propertyName"], "type")
        self.assertEqual(shape["discriminator"]["mapping"],
                         {"circle": "#/components/schemas/ShapeCircle", "square": "#/components/schemas/ShapeSquare"})

    def test_a_plain_union_of_tagged_models_is_discriminated_too(self):
        event = schema(fixture_document(), "WidgetEvent")
        self.assertEqual(event["discriminator"]["propertyName"], "type")
        self.assertEqual(len(event["oneOf"]), 2)


if __name__ == "__main__":
    unittest.main()
