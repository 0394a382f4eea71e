import os
import unittest

from spec_from_sdk.apimd import api_md_files, parse_api_md, parse_api_md_types, read_methods

from .support import FIXTURE

LINE = ('- <code title="get /things/{thing_id}">client.beta.things.<a href="./src/pkg/resources/beta/things.py">'
        'retrieve</a>(thing_id) -> <a href="./src/pkg/types/thing.py">Thing</a></code>')


class ApiMdTests(unittest.TestCase):
    def test_a_method_line_gives_verb_path_accessor_method_and_source(self):
        (method,) = parse_api_md(LINE)
        self.assertEqual(method.verb, "get")
        self.assertEqual(method.path, "/things/{thing_id}")
        self.assertEqual(method.accessor, "client.beta.things")
        self.assertEqual(method.method, "retrieve")
        self.assertEqual(method.source, "src/pkg/resources/beta/things.py")
        self.assertEqual(method.returns, "Thing")
        self.assertEqual(method.sdk_method, "client.beta.things.retrieve")

    def test_links_in_a_nested_api_md_are_relative_to_the_sdist_root(self):
        (method,) = parse_api_md(LINE, "src/pkg/resources/beta/api.md")
        self.assertEqual(method.source, "src/pkg/resources/beta/things.py")

    def test_the_top_api_md_comes_first_then_the_resources_ones(self):
        self.assertEqual(api_md_files(FIXTURE, "minisdk"), ["api.md", "src/minisdk/resources/gadgets/api.md"])

    def test_the_types_blocks_name_modules_and_types(self):
        text = "Types:\n\n```python\nfrom pkg.types.live import (\n    ClientEvent,\n    ServerEvent,\n)\n```\n"
        self.assertEqual(parse_api_md_types(text), [("pkg.types.live", "ClientEvent"), ("pkg.types.live", "ServerEvent")])

    def test_every_listed_method_is_read(self):
        methods = read_methods(FIXTURE, "minisdk")
        self.assertEqual(len(methods), 7)
        self.assertEqual(methods[-1].sdk_method, "client.beta.gadgets.events")


if __name__ == "__main__":
    unittest.main()
