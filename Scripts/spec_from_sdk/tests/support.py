"""Builds the fixture SDK's document once for the tests that read it."""

import functools
import os

from spec_from_sdk.document import DocumentBuilder

FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "minisdk")


@functools.lru_cache(maxsize=None)
def fixture_document() -> dict:
    return DocumentBuilder(FIXTURE, "minisdk", "0.0.1").build()


def schema(document: dict, name: str) -> dict:
    return document["components"]["schemas"][name]
