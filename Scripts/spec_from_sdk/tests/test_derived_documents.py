"""Invariants of the checked-in documents under Spec/derived/ (no package index needed)."""

import collections
import glob
import json
import os
import re
import unittest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
DOCUMENTS = sorted(glob.glob(os.path.join(REPO, "Spec", "derived", "*.json")))
VERBS = ("get", "put", "post", "delete", "patch")


def refs(node, out):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref":
                out.append(value)
            elif key == "mapping" and isinstance(value, dict):
                out.extend(value.values())
            else:
                refs(value, out)
    elif isinstance(node, list):
        for value in node:
            refs(value, out)
    return out


class DerivedDocumentTests(unittest.TestCase):
    def test_there_are_documents(self):
        names = [os.path.basename(p) for p in DOCUMENTS]
        self.assertIn("openai-3.57.0.json", names)
        self.assertIn("anthropic-2.14.0.json", names)

    def test_each_document_is_sound(self):
        for path in DOCUMENTS:
            with self.subTest(document=os.path.basename(path)):
                with open(path, encoding="utf-8") as handle:
                    text = handle.read()
                document = json.loads(text)
                self.assertEqual(document["openapi"], "3.1.0")
                self.assertNotIn("x-sdk-problems", document)
                # Written as the tool writes it: sorted keys, one-space indentation, final newline.
                self.assertEqual(text, json.dumps(document, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
                schemas = document["components"]["schemas"]
                for ref in set(refs(document, [])):
                    self.assertTrue(ref.startswith("#/components/schemas/"), ref)
                    self.assertIn(ref[len("#/components/schemas/"):], schemas)
                ids = collections.Counter()
                for template, item in document["paths"].items():
                    for verb, operation in item.items():
                        self.assertIn(verb, VERBS)
                        ids[operation["operationId"]] += 1
                        self.assertIn("x-sdk-method", operation)
                        self.assertNotIn("x-sdk-unread", operation)
                        declared = sorted(p["name"] for p in operation.get("parameters", []) if p["in"] == "path")
                        self.assertEqual(declared, sorted(re.findall(r"\{(\w+)\}", template)), f"{verb} {template}")
                self.assertEqual([i for i, n in ids.items() if n > 1], [])


if __name__ == "__main__":
    unittest.main()
