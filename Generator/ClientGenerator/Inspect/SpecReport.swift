/// The text `generate-client inspect` prints: what a spec contains, as the generator sees it.
public struct SpecReport {
    public let document: OpenAPIDocument
    public let path: String

    public init(_ document: OpenAPIDocument, path: String) {
        self.document = document
        self.path = path
    }

    /// A union among the component schemas, and how its variants are told apart.
    public struct Union: Hashable, Sendable {
        public var name: String
        public var variants: Int
        /// The member whose value names the variant: declared in the spec, inferred from the
        /// variants' single-value `enum`/`const`, or nil when the variants have no common tag.
        public var discriminator: String?
        public var discriminatorDeclared: Bool
    }

    public var unions: [Union] {
        let translator = ModelTranslator(document: document, moduleName: "Inspect")
        var result: [Union] = []
        for named in document.components.schemas {
            guard let branches = translator.unionBranches(named.schema),
                  translator.openEnumValues(branches) == nil else { continue }
            let declared = named.schema.discriminator?.propertyName
            result.append(Union(
                name: named.name, variants: branches.count,
                discriminator: declared ?? translator.inferredDiscriminator(branches),
                discriminatorDeclared: declared != nil))
        }
        return result
    }

    /// Operations with a `text/event-stream` response.
    public var streamingOperations: [Operation] {
        document.operations.filter { operation in
            operation.responses.contains { response in
                response.content.contains { $0.contentType.lowercased().hasPrefix("text/event-stream") }
            }
        }
    }

    /// Operations whose request body can be `multipart/form-data`.
    public var multipartOperations: [Operation] {
        document.operations.filter { operation in
            operation.requestBody?.content.contains { $0.contentType.lowercased().hasPrefix("multipart/form-data") } ?? false
        }
    }

    public var text: String {
        let operations = document.operations
        let unions = self.unions
        var lines: [String] = []
        lines.append("\(path): OpenAPI \(document.openapi), \"\(document.info.title)\" version \(document.info.version)")
        lines.append("paths: \(document.paths.count)")
        let byMethod = HTTPMethod.allCases.compactMap { method -> String? in
            let count = operations.filter { $0.method == method }.count
            return count == 0 ? nil : "\(method.name) \(count)"
        }
        lines.append("operations: \(operations.count) (\(byMethod.joined(separator: ", ")))")
        lines.append("schemas: \(document.components.schemas.count)")
        let discriminated = unions.filter { $0.discriminator != nil }.count
        lines.append("unions: \(unions.count) (\(discriminated) discriminated, \(unions.count - discriminated) untagged)")
        lines.append("streaming operations: \(streamingOperations.count)")
        lines.append("multipart operations: \(multipartOperations.count)")
        lines.append("webhooks: \(document.webhooks.count)")
        if !document.referenceCycles.isEmpty {
            lines.append("reference cycles: \(document.referenceCycles.count)")
        }

        lines.append("")
        lines.append("== Paths")
        for item in document.paths {
            lines.append("  \(item.key)")
        }
        for method in HTTPMethod.allCases {
            let matching = operations.filter { $0.method == method }
            guard !matching.isEmpty else { continue }
            lines.append("")
            lines.append("== \(method.name) operations (\(matching.count))")
            for operation in matching {
                lines.append("  \(operation.pathKey)  \(operation.operationID ?? "-")")
            }
        }
        lines.append("")
        lines.append("== Schemas (\(document.components.schemas.count))")
        for named in document.components.schemas {
            lines.append("  \(named.name)")
        }
        lines.append("")
        lines.append("== Unions (\(unions.count))")
        for union in unions {
            let how: String
            if let discriminator = union.discriminator {
                how = union.discriminatorDeclared ? "discriminator '\(discriminator)'" : "tag '\(discriminator)' (inferred)"
            } else {
                how = "untagged"
            }
            lines.append("  \(union.name): \(union.variants) variants, \(how)")
        }
        lines.append("")
        lines.append("== Streaming operations (\(streamingOperations.count))")
        for operation in streamingOperations {
            lines.append("  \(operation.method.name) \(operation.pathKey)  \(operation.operationID ?? "-")")
        }
        lines.append("")
        lines.append("== Multipart operations (\(multipartOperations.count))")
        for operation in multipartOperations {
            lines.append("  \(operation.method.name) \(operation.pathKey)  \(operation.operationID ?? "-")")
        }
        lines.append("")
        lines.append("== Webhooks (\(document.webhooks.count))")
        for webhook in document.webhooks {
            let methods = webhook.operations.map(\.method.name).joined(separator: ", ")
            lines.append("  \(webhook.key) (\(methods))")
        }
        if !document.referenceCycles.isEmpty {
            lines.append("")
            lines.append("== Reference cycles (\(document.referenceCycles.count))")
            for cycle in document.referenceCycles {
                lines.append("  " + cycle.map { $0.componentName ?? $0.description }.joined(separator: " → "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
