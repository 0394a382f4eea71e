import Foundation
import Testing
@testable import ClientGenerator

/// The two specs the package ships clients for load without errors and have the shape their
/// provenance notes measure (`../shared/specs/README.md`).
@Suite struct RealSpecTests {
    static let openAI: Result<LoadedSpec, DiagnosticError> = Result { () throws(DiagnosticError) in
        try TestFiles.diskLoader.load(path: TestFiles.spec("openai.yaml"))
    }

    @Test func openAILoadsWithTheExpectedCounts() throws {
        let spec = try RealSpecTests.openAI.get()
        let document = spec.document
        #expect(document.openapi == "3.1.0")
        #expect(document.paths.count == 182)
        #expect(document.operations.count == 288)
        #expect(document.components.schemas.count == 1_443)
        #expect(document.webhooks.count == 16)
        #expect(document.externalSchemas.isEmpty)
        #expect(document.detachedSchemas.isEmpty)
        #expect(document.referenceCycles == [[.component("BetaCompoundFilter")], [.component("CompoundFilter")]])
        #expect(document.paths.filter { !$0.keyQuery.isEmpty }.count == 6)
        let deepObjects = document.operations.flatMap(\.parameters).filter { $0.style == .deepObject }
        #expect(deepObjects.count == 1)
        #expect(deepObjects.first?.location == .query)
        #expect(deepObjects.first?.effectiveExplode == true)
        let beta = try #require(document.paths.first { $0.key == "/responses?beta=true" })
        #expect(beta.path == "/responses")
        #expect(beta.keyQuery == [PathItem.QueryItem(name: "beta", value: "true")])
        #expect(beta.operations.first?.pathKey == "/responses?beta=true")
        #expect(document.components.securitySchemes.map(\.name) == ["ApiKeyAuth", "AdminApiKeyAuth"])
    }

    /// The warnings the spec really deserves, and nothing else: typos of keywords, the 26
    /// `required` names that no property declares, and 3.0 spellings in a 3.1 document.
    @Test func openAIWarnings() throws {
        let spec = try RealSpecTests.openAI.get()
        let unknown = spec.diagnostics.filter { $0.message.hasPrefix("unknown keyword") }
        #expect(unknown.map(\.message) == [
            "unknown keyword 'optional' in schema; it is ignored (extensions must start with 'x-')",
            "unknown keyword 'min_items' in schema; did you mean 'minItems'?",
            "unknown keyword 'max_items' in schema; did you mean 'maxItems'?",
        ])
        #expect(unknown.first?.location?.line == 34605)
        #expect(unknown.first?.location?.column == 11)
        let undeclared = spec.diagnostics.filter { $0.message.hasPrefix("required property") }
        #expect(undeclared.count == 26)
        // 3.0 spellings in a 3.1 document, each reported once with its count.
        let spellings = spec.diagnostics.filter { $0.message.contains("as in 3.0") }.map(\.message)
        #expect(spellings == [
            "'nullable' is an OpenAPI 3.0 keyword; a 3.1 document writes type: [T, \"null\"]; read as in 3.0 (the value may be null) (and 133 more places)",
            "'exclusiveMinimum' is a boolean, as in OpenAPI 3.0; in a 3.1 document it is the bound itself (exclusiveMinimum: N); read as in 3.0 (and 6 more places)",
        ])
        #expect(spec.diagnostics.count == unknown.count + undeclared.count + spellings.count)
        #expect(spec.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func openAICompoundFilterRecursesThroughRecursiveRef() throws {
        let document = try RealSpecTests.openAI.get().document
        let filter = try #require(document.components.schemas.first { $0.name == "CompoundFilter" })
        #expect(filter.schema.recursiveAnchor == true)
        let variants = try #require(filter.schema.property("filters")?.items?.anyOf)
        #expect(variants.count == 2)
        #expect(variants[0].reference == .component("ComparisonFilter"))
        #expect(variants[1].recursiveReference == .component("CompoundFilter"))
        #expect(variants[1].pointer.description == "/components/schemas/CompoundFilter/properties/filters/items/anyOf/1")
    }

    @Test func openAIReferenceSiblingsAreKept() throws {
        let document = try RealSpecTests.openAI.get().document
        var withSiblings: Set<JSONPointer> = []
        for named in document.components.schemas {
            countReferencesWithSiblings(named.schema, into: &withSiblings)
        }
        for operation in document.operations + document.webhooks.flatMap(\.operations) {
            for parameter in operation.parameters {
                if let schema = parameter.schema { countReferencesWithSiblings(schema, into: &withSiblings) }
            }
            for media in (operation.requestBody?.content ?? []) + operation.responses.flatMap(\.content) {
                if let schema = media.schema { countReferencesWithSiblings(schema, into: &withSiblings) }
            }
        }
        // 349 `$ref`s with siblings in the file (`grep` of `$ref` keys beside others).
        #expect(withSiblings.count == 349)
    }

    @Test func anthropicLoadsWithTheExpectedCounts() throws {
        let spec = try TestFiles.diskLoader.load(path: TestFiles.spec("anthropic.json"))
        let document = spec.document
        #expect(document.paths.count == 61)
        #expect(document.operations.count == 97)
        #expect(document.components.schemas.count == 734)
        #expect(document.webhooks.count == 22)
        #expect(document.paths.filter { $0.keyQuery == [.init(name: "beta", value: "true")] }.count == 52)
        #expect(document.referenceCycles.isEmpty)
        // The spec has no `info.version`, and writes 3.0's `nullable` in a 3.1 document:
        // warnings, nothing more.
        #expect(spec.diagnostics.map(\.message) == [
            "'info' has no 'version' (the version of the API described)",
            "'nullable' is an OpenAPI 3.0 keyword; a 3.1 document writes type: [T, \"null\"]; read as in 3.0 (the value may be null) (and 144 more places)",
        ])
        let statuses = Set(document.operations.flatMap { $0.responses.map(\.status) })
        #expect(statuses.contains(.range(4)))
    }

    @Test func anthropicDiscriminatorMappingsResolve() throws {
        let document = try TestFiles.diskLoader.load(path: TestFiles.spec("anthropic.json")).document
        let index = document.schemasByReference()
        var mappings = 0
        func visit(_ schema: Schema) {
            if let discriminator = schema.discriminator {
                for entry in discriminator.mapping {
                    mappings += 1
                    #expect(entry.reference.flatMap { index[$0] } != nil, "\(entry.target)")
                }
            }
            for member in (schema.oneOf ?? []) + (schema.anyOf ?? []) + (schema.allOf ?? []) { visit(member) }
            for property in schema.properties { visit(property.schema) }
            if let items = schema.items { visit(items) }
        }
        for named in document.components.schemas { visit(named.schema) }
        #expect(mappings > 191)
    }

    private func countReferencesWithSiblings(_ schema: Schema, into count: inout Set<JSONPointer>) {
        if let reference = schema.reference, schema != Schema(reference: reference, pointer: schema.pointer) {
            count.insert(schema.pointer)
        }
        for member in (schema.oneOf ?? []) + (schema.anyOf ?? []) + (schema.allOf ?? []) + (schema.prefixItems ?? []) {
            countReferencesWithSiblings(member, into: &count)
        }
        for property in schema.properties { countReferencesWithSiblings(property.schema, into: &count) }
        if let items = schema.items { countReferencesWithSiblings(items, into: &count) }
        if let not = schema.not { countReferencesWithSiblings(not, into: &count) }
        if case .schema(let additional) = schema.additionalProperties { countReferencesWithSiblings(additional, into: &count) }
    }
}
