import Foundation
import Testing
@testable import ClientGenerator

/// Completeness of the endpoints: every operation of each spec has exactly one generated
/// method, and the method is in the generated resource files under the name the endpoint
/// declares.
@Suite struct EndpointCoverageTests {
    /// OpenAI: the spec's 288 and the 101 that openai-python 3.57.0 adds (Spec/merge/openai.report.md).
    /// Anthropic: the spec's 97, the 295 the merge of anthropic 2.14.0 adds and the 6 the overlay
    /// adds from the SDKs' documented surface (Spec/README.md, docs/spec-from-sdk.md).
    static let expectedCounts = ["OpenAI": 389, "Anthropic": 398]

    /// The operation id the generator uses: the spec's, or `METHOD path` when there is none.
    static func identifier(_ operation: ClientGenerator.Operation) -> String {
        operation.operationID ?? "\(operation.method.name) \(operation.pathKey)"
    }

    @Test(arguments: ["OpenAI", "Anthropic"])
    func everyOperationHasExactlyOneEndpoint(module: String) throws {
        let result = try GeneratedOutputTests.result(module)
        let operations = result.spec.document.operations
        #expect(operations.count == Self.expectedCounts[module])
        #expect(result.output.endpoints.count == operations.count)

        let specIDs = operations.map(Self.identifier)
        #expect(Set(specIDs).count == specIDs.count, "\(module): operation ids are not unique")
        var seen: [String: Int] = [:]
        for endpoint in result.output.endpoints { seen[endpoint.operationID, default: 0] += 1 }
        let missing = specIDs.filter { seen[$0] == nil }
        let repeated = seen.filter { $0.value > 1 }.keys.sorted()
        let unknown = Set(seen.keys).subtracting(specIDs).sorted()
        #expect(missing.isEmpty, "\(module): no endpoint for \(missing.prefix(10))")
        #expect(repeated.isEmpty, "\(module): more than one endpoint for \(repeated.prefix(10))")
        #expect(unknown.isEmpty, "\(module): endpoints for no operation \(unknown.prefix(10))")

        // Each endpoint keeps its operation's method and path key.
        let byID = Dictionary(operations.map { (Self.identifier($0), $0) }, uniquingKeysWith: { first, _ in first })
        for endpoint in result.output.endpoints {
            guard let operation = byID[endpoint.operationID] else { continue }
            let fixedQuery = endpoint.fixedQuery.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
            #expect(endpoint.method == operation.method.name, "\(endpoint.operationID)")
            #expect(endpoint.pathTemplate + (fixedQuery.isEmpty ? "" : "?" + fixedQuery) == operation.pathKey, "\(endpoint.operationID)")
        }

        // No two endpoints share a Swift call (`client.files.list` …).
        let calls = result.output.endpoints.map { ($0.resource + [$0.swiftName]).joined(separator: ".") }
        let duplicateCalls = Dictionary(grouping: calls, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(duplicateCalls.isEmpty, "\(module): calls shared by several operations: \(duplicateCalls)")
    }

    /// The rendered resources carry one method per operation, plus its stream twin when it
    /// streams: the `- Operation:` line of a doc comment followed by `public func <name>(`.
    @Test(arguments: ["OpenAI", "Anthropic"])
    func everyEndpointIsARenderedMethod(module: String) throws {
        let result = try GeneratedOutputTests.result(module)
        var rendered: [String: [String]] = [:]
        for (path, text) in result.output.files where path.contains("Client+") {
            var pendingID: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("/// - Operation: `"), trimmed.hasSuffix("`") {
                    pendingID = String(trimmed.dropFirst("/// - Operation: `".count).dropLast())
                } else if let id = pendingID, trimmed.hasPrefix("public func ") {
                    let name = trimmed.dropFirst("public func ".count).prefix { $0 != "(" }
                    rendered[id, default: []].append(String(name))
                    pendingID = nil
                }
            }
        }
        for endpoint in result.output.endpoints {
            var expected = [endpoint.swiftName]
            if endpoint.stream != nil, !endpoint.streamsOnly { expected.append(EndpointRenderer.streamName(endpoint)) }
            #expect(rendered[endpoint.operationID] == expected,
                    "\(module): \(endpoint.operationID) rendered as \(rendered[endpoint.operationID] ?? [])")
        }
        #expect(rendered.count == Self.expectedCounts[module])
        let index = try #require(result.output.files["Endpoints.md"])
        #expect(index.contains("(\(Self.expectedCounts[module] ?? 0) operations)"))
    }
}
