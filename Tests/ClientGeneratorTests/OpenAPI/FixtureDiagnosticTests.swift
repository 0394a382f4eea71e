import Testing
@testable import ClientGenerator

/// Each broken fixture gives exactly one diagnostic, at the right file, line and column.
@Suite struct FixtureDiagnosticTests {
    private func failure(_ fixture: String) -> [Diagnostic] {
        do {
            let spec = try TestFiles.diskLoader.load(path: TestFiles.fixture(fixture))
            Issue.record("expected \(fixture) to fail, got \(spec.diagnostics)")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func unresolvedReference() throws {
        let diagnostics = failure("unresolved-ref.yaml")
        try #require(diagnostics.count == 1)
        let diagnostic = diagnostics[0]
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.file == TestFiles.fixture("unresolved-ref.yaml"))
        #expect(diagnostic.location?.line == 14)
        #expect(diagnostic.location?.column == 23)
        #expect(diagnostic.message == "unresolved reference '#/components/schemas/Nope': no 'Nope' under /components/schemas")
        #expect(diagnostic.pointer?.description == "/paths/~1things/get/responses/200/content/application~1json/schema/$ref")
        #expect(diagnostic.description.hasSuffix("unresolved-ref.yaml:14:23: error: unresolved reference '#/components/schemas/Nope': no 'Nope' under /components/schemas [/paths/~1things/get/responses/200/content/application~1json/schema/$ref]"))
    }

    @Test func missingReferencedFile() throws {
        let diagnostics = failure("missing-file.yaml")
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].location?.file == TestFiles.fixture("missing-file.yaml"))
        #expect(diagnostics[0].location?.line == 14)
        #expect(diagnostics[0].location?.column == 23)
        #expect(diagnostics[0].message.hasPrefix("cannot read 'missing.yaml' referenced here: "))
    }

    @Test func documentWithoutOpenAPIKey() throws {
        let diagnostics = failure("no-openapi.yaml")
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].location == SourceLocation(file: TestFiles.fixture("no-openapi.yaml"), line: 1, column: 1))
        #expect(diagnostics[0].message == "not an OpenAPI document: the top-level 'openapi' key is missing")
    }

    @Test func swagger2() throws {
        let diagnostics = failure("swagger.yaml")
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].location == SourceLocation(file: TestFiles.fixture("swagger.yaml"), line: 1, column: 10))
        #expect(diagnostics[0].message == "Swagger/OpenAPI 2.0 is not supported; convert it to OpenAPI 3.x first")
    }

    @Test func referenceCycleResolves() throws {
        let spec = try TestFiles.diskLoader.load(path: TestFiles.fixture("cycle.yaml"))
        #expect(spec.diagnostics.isEmpty)
        #expect(spec.document.referenceCycles == [
            [.component("A"), .component("B")],
            [.component("C")],
        ])
        let a = try #require(spec.document.components.schemas.first)
        #expect(a.schema.property("b")?.reference == .component("B"))
    }

    @Test func externalReferences() throws {
        let root = TestFiles.fixture("multi/root.yaml")
        let spec = try TestFiles.diskLoader.load(path: root)
        #expect(spec.diagnostics.isEmpty)
        let document = spec.document
        let list = try #require(document.components.schemas.first { $0.name == "OrderList" })
        #expect(list.schema.property("data")?.items?.reference == .component("Order", file: "common.yaml"))
        // A whole-file schema is not a component: it is inlined, its own references kept.
        let pet = try #require(list.schema.property("pet"))
        #expect(pet.reference == nil)
        #expect(pet.property("problem")?.reference == .component("Problem", file: "common.yaml"))
        // Pulled in transitively: Order → LineItem; Problem through the response and pet.yaml.
        #expect(document.externalSchemas.map(\.reference) == [
            .component("LineItem", file: "common.yaml"),
            .component("Order", file: "common.yaml"),
            .component("Problem", file: "common.yaml"),
        ])
        let order = try #require(document.externalSchemas.first { $0.name == "Order" })
        #expect(order.schema.property("list")?.reference == .component("OrderList"))
        #expect(document.referenceCycles == [[.component("OrderList"), .component("LineItem", file: "common.yaml"), .component("Order", file: "common.yaml")]])

        let operation = try #require(document.operations.first)
        #expect(operation.parameters.map(\.name) == ["page_size"])
        #expect(operation.parameters.first?.referenceName == "PageSize")
        let problem = try #require(operation.response(.default))
        #expect(problem.referenceName == "Problem")
        #expect(problem.content.first?.schema?.reference == .component("Problem", file: "common.yaml"))

        #expect(Set(spec.sources.keys) == ["root.yaml", "common.yaml", "schemas/pet.yaml"])
        let location = spec.location(of: JSONPointer(tokens: ["components", "schemas", "Order"]), in: "common.yaml")
        #expect(location == SourceLocation(file: TestFiles.fixture("multi/common.yaml"), line: 17, column: 7))
    }
}
