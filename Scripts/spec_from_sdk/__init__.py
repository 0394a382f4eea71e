"""spec-from-sdk: an OpenAPI 3.1 document derived from an official Python SDK's source distribution."""
