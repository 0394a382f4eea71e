import Foundation
import Testing
@testable import ClientGenerator

/// Issue 44: every endpoint the official SDK's `api.md` files list is a generated method. The
/// SDK's endpoints are read from the derived document checked in under `Spec/derived/` (one
/// operation per method and path of `api.md`), the generated ones from the generation of
/// `Spec/*.config.yaml`; an endpoint is (method, path) with path-parameter names normalized
/// and the query an SDK adds to a path kept (`/v1/files?beta=true`), as the generator sees
/// operations. `Scripts/spec-from-sdk endpoints` lists the same difference against the specs.
@Suite struct SDKEndpointCoverageTests {
    struct Client: Sendable, CustomTestStringConvertible {
        let module: String
        let derived: String
        /// What the SDK calls (`api.md`, query kept).
        let sdkEndpoints: Int
        /// Of those, how many are not generated yet (0 is the goal; see docs/spec-from-sdk.md).
        let notGenerated: Int
        var testDescription: String { module }
    }

    static let clients = [
        Client(module: "OpenAI", derived: "Spec/derived/openai-3.57.0.json", sdkEndpoints: 386, notGenerated: 0),
        // Merged (Spec/merge/anthropic.overlay.json; the 6 Spec/anthropic.overlay.yaml adds by hand
        // stay as it writes them).
        Client(module: "Anthropic", derived: "Spec/derived/anthropic-2.14.0.json", sdkEndpoints: 397, notGenerated: 0),
    ]

    static func normalized(_ path: String) -> String {
        path.replacingOccurrences(of: #"\{[^}]*\}"#, with: "{}", options: .regularExpression)
    }

    /// (METHOD, normalized path) of every operation of a derived document.
    static func sdkEndpoints(_ path: String) throws -> Set<String> {
        let data = try Data(contentsOf: URL(fileURLWithPath: TestFiles.packageRoot + "/" + path))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: Any])
        var result: Set<String> = []
        let verbs = ["get", "put", "post", "delete", "patch", "options", "head"]
        for (path, item) in paths {
            guard let item = item as? [String: Any] else { continue }
            for verb in verbs where item[verb] != nil {
                result.insert(verb.uppercased() + " " + normalized(path))
            }
        }
        return result
    }

    @Test(arguments: clients)
    func everySDKEndpointIsAGeneratedMethod(client: Client) throws {
        let sdk = try Self.sdkEndpoints(client.derived)
        #expect(sdk.count == client.sdkEndpoints)
        let result = try GeneratedOutputTests.result(client.module)
        let generated = Set(result.output.endpoints.map { endpoint -> String in
            let query = endpoint.fixedQuery.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
            return endpoint.method + " " + Self.normalized(endpoint.pathTemplate + (query.isEmpty ? "" : "?" + query))
        })
        let missing = sdk.subtracting(generated).sorted()
        #expect(missing.count == client.notGenerated,
                "\(client.module): \(sdk.count - missing.count) of \(sdk.count) SDK endpoints generated; not generated: \(missing.prefix(20))")
    }
}
