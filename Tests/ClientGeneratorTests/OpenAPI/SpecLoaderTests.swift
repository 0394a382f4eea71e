import Testing
@testable import ClientGenerator

/// Document-level checks and how the loader reports what it found.
@Suite struct SpecLoaderTests {
    @Test func rootMustBeAnObject() {
        let diagnostics = TestFiles.errors("- openapi\n- 3.1.0\n")
        #expect(diagnostics.map(\.message) == ["not an OpenAPI document: the top level must be an object, found an array"])
        #expect(diagnostics.first?.location == SourceLocation(file: "spec.yaml", line: 1, column: 1))
    }

    @Test func unsupportedVersions() {
        #expect(TestFiles.errors("openapi: 3.2.0\n").map(\.message) == ["unsupported OpenAPI version '3.2.0'; expected 3.0.x or 3.1.x"])
        #expect(TestFiles.errors("openapi: 2.0.0\n").first?.location == SourceLocation(file: "spec.yaml", line: 1, column: 10))
        #expect(TestFiles.errors("openapi: 3.1\n").map(\.message) == [#"'openapi' must be a version string such as "3.1.0", found a number"#])
        #expect(DocumentParser.isSupported(version: "3.0.3"))
        #expect(DocumentParser.isSupported(version: "3.1.1"))
        #expect(DocumentParser.isSupported(version: "3.1"))
        #expect(!DocumentParser.isSupported(version: "3.1.x"))
        #expect(!DocumentParser.isSupported(version: "3.10.0"))
    }

    @Test func swaggerInJSON() {
        let diagnostics = TestFiles.errors(#"{"swagger": "2.0", "paths": {}}"#, name: "old.json")
        #expect(diagnostics.map(\.description) == ["old.json:1:13: error: Swagger/OpenAPI 2.0 is not supported; convert it to OpenAPI 3.x first [/swagger]"])
    }

    @Test func wrongValueTypesAreErrorsAtTheValue() {
        let diagnostics = TestFiles.errors("""
        openapi: 3.0.3
        info: {title: T, version: "1"}
        paths: everything
        tags: {name: x}
        """)
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:3:8: error: 'paths' in the document root must be an object, found a string [/paths]",
            "spec.yaml:4:7: error: 'tags' in the document root must be an array, found an object [/tags]",
        ])
    }

    @Test func errorsAndWarningsAreThrownTogetherErrorsFirst() {
        let diagnostics = TestFiles.errors("""
        openapi: 3.1.0
        info: {title: T, version: "1", colour: blue}
        paths:
          /a:
            get:
              summary: 12
              responses: {"200": {description: ok}}
        components:
          schemas:
            A: {type: object, maxitems: 1}
            B: {type: integer, minimum: low}
        """)
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:6:16: error: 'summary' in operation must be a string, found an integer [/paths/~1a/get/summary]",
            "spec.yaml:11:33: error: 'minimum' in schema must be a number, found a string [/components/schemas/B/minimum]",
            "spec.yaml:2:32: warning: unknown keyword 'colour' in info; it is ignored (extensions must start with 'x-') [/info/colour]",
            "spec.yaml:10:23: warning: unknown keyword 'maxitems' in schema; did you mean 'maxItems'? [/components/schemas/A/maxitems]",
        ])
    }

    @Test func warningsAloneDoNotThrowAndAreSorted() throws {
        let spec = try TestFiles.load("""
        openapi: 3.1.0
        info: {title: T}
        paths:
          /a:
            get:
              responses: {"200": {description: ok}}
              summry: Typo.
        x-vendor: {a: 1}
        components:
          schemas:
            A: {type: object, nulable: true}
        """)
        #expect(spec.diagnostics.map(\.description) == [
            "spec.yaml:2:7: warning: 'info' has no 'version' (the version of the API described) [/info]",
            "spec.yaml:7:7: warning: unknown keyword 'summry' in operation; did you mean 'summary'? [/paths/~1a/get/summry]",
            "spec.yaml:11:23: warning: unknown keyword 'nulable' in schema; did you mean 'nullable'? [/components/schemas/A/nulable]",
        ])
        #expect(spec.document.extensions["x-vendor"]?.jsonText == #"{"a":1}"#)
        #expect(spec.document.info.title == "T")
    }

    @Test func unreadableAndEmptyRootFiles() {
        do {
            _ = try TestFiles.memoryLoader([:]).load(path: "nowhere.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["error: cannot read 'nowhere.yaml': no such file"])
        }
        #expect(TestFiles.errors("\n\n").map(\.message) == ["the file is empty; expected an OpenAPI document"])
    }

    @Test func locationsOfPointers() throws {
        let spec = try TestFiles.load("""
        openapi: 3.1.0
        info: {title: T, version: "1"}
        paths:
          /a:
            get:
              responses: {"200": {description: ok}}
        """)
        #expect(spec.rootFile == "spec.yaml")
        #expect(spec.location(of: spec.document.operations[0].pointer, in: nil) == SourceLocation(file: "spec.yaml", line: 6, column: 7))
        #expect(spec.location(of: ["paths", "/a", "nothing"], in: nil) == SourceLocation(file: "spec.yaml", line: 5, column: 5))
        #expect(spec.location(of: .root, in: "other.yaml") == SourceLocation(file: "other.yaml", position: .unknown))
    }

    @Test func minimalDocumentsOfBothVersions() throws {
        let v30 = try TestFiles.load("openapi: 3.0.0\ninfo: {title: T, version: '1'}\npaths: {}\n")
        #expect(v30.document.openapi == "3.0.0")
        #expect(v30.diagnostics.isEmpty)
        // 3.1 makes `paths` optional.
        let v31 = try TestFiles.load(#"{"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "webhooks": {}}"#, name: "spec.json")
        #expect(v31.document.paths.isEmpty)
        #expect(v31.diagnostics.isEmpty)
    }
}
