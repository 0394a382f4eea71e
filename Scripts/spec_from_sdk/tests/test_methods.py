import unittest

from spec_from_sdk.cli import dump
from spec_from_sdk.document import DocumentBuilder

from .support import FIXTURE, fixture_document


def operation(path, verb):
    return fixture_document()["paths"][path][verb]


class MethodTests(unittest.TestCase):
    def test_the_synchronous_class_is_read(self):
        self.assertIn("/widgets/{widget_id}", fixture_document()["paths"])
        self.assertNotIn("/not-this-one", fixture_document()["paths"])

    def test_path_parameters_come_from_the_path_template(self):
        (param,) = operation("/widgets/{widget_id}", "get")["parameters"]
        self.assertEqual((param["name"], param["in"], param["required"]), ("widget_id", "path", True))

    def test_query_arrays_are_written_as_the_client_writes_them(self):
        names = [p["name"] for p in operation("/widgets", "get")["parameters"]]
        self.assertEqual(names, ["starting_after", "colours[]"])

    def test_a_header_argument_is_a_header_parameter(self):
        (param,) = operation("/widgets", "post")["parameters"]
        self.assertEqual((param["name"], param["in"], param["x-sdk-name"]), ("Widget-Request-Tag", "header", "request_tag"))
        self.assertEqual(param["description"], "A header this call sends.")

    def test_stream_by_parameter_and_always(self):
        create = operation("/widgets", "post")
        self.assertEqual(create["x-sdk-stream"], {"mode": "param", "param": "stream"})
        self.assertEqual(sorted(create["responses"]["200"]["content"]), ["application/json", "text/event-stream"])
        events = operation("/gadgets/{gadget_id}/events?beta=true", "get")
        self.assertEqual(events["x-sdk-stream"], {"mode": "always"})
        self.assertEqual(list(events["responses"]["200"]["content"]), ["text/event-stream"])

    def test_fixed_headers_and_qualifiers_are_recorded(self):
        events = operation("/gadgets/{gadget_id}/events?beta=true", "get")
        self.assertEqual(events["x-sdk-headers"], {"Gadget-Beta": "events=v1"})

    def test_a_page_names_its_items_and_cursor(self):
        listing = operation("/widgets", "get")
        self.assertEqual(listing["x-sdk-page"], {"type": "SyncCursorPage", "itemsProperty": "items",
                                                 "cursorParam": "starting_after", "cursorFrom": "item.id"})
        page = listing["responses"]["200"]["content"]["application/json"]["schema"]
        self.assertEqual(page["properties"]["items"]["items"], {"$ref": "#/components/schemas/Widget"})

    def test_files_make_a_multipart_body(self):
        body = operation("/widgets/{widget_id}/picture", "post")["requestBody"]
        schema = body["content"]["multipart/form-data"]["schema"]
        self.assertEqual(schema["properties"]["file"]["type"], "string")
        self.assertEqual(schema["properties"]["file"]["format"], "binary")
        self.assertEqual(schema["required"], ["file"])

    def test_binary_and_empty_responses(self):
        picture = operation("/widgets/{widget_id}/picture", "get")
        self.assertEqual(list(picture["responses"]["200"]["content"]), ["application/octet-stream"])
        delete = operation("/widgets/{widget_id}", "delete")
        self.assertNotIn("content", delete["responses"]["200"])

    def test_a_deprecated_method_is_a_deprecated_operation(self):
        delete = operation("/widgets/{widget_id}", "delete")
        self.assertTrue(delete["deprecated"])
        self.assertEqual(delete["x-sdk-deprecation"], "Widgets are kept forever now.")

    def test_the_args_section_is_not_in_the_description(self):
        self.assertEqual(operation("/widgets", "post")["description"], "Creates a widget.")

    def test_every_operation_records_where_it_came_from(self):
        create = operation("/widgets", "post")
        self.assertEqual(create["x-sdk-method"], "client.widgets.create")
        self.assertEqual(create["x-sdk-source"], "src/minisdk/resources/widgets.py")
        self.assertEqual(create["x-sdk-api-md"], "api.md")
        self.assertEqual(create["operationId"], "widgets.create")

    def test_arguments_the_sdk_never_sends_are_named(self):
        self.assertNotIn("x-sdk-client-only-arguments", operation("/widgets", "post"))
        self.assertEqual(operation("/widgets/{widget_id}", "get")["x-sdk-client-only-arguments"], ["wait"])

    def test_the_output_is_deterministic(self):
        first = dump(DocumentBuilder(FIXTURE, "minisdk", "0.0.1").build())
        second = dump(DocumentBuilder(FIXTURE, "minisdk", "0.0.1").build())
        self.assertEqual(first, second)
        self.assertNotIn("x-sdk-problems", fixture_document())


if __name__ == "__main__":
    unittest.main()
