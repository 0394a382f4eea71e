import AIClientRuntime
import Anthropic
import Foundation
import OpenAI
import Testing

/// The public types both clients declare under the same name, in a file that imports both:
/// Swift finds them ambiguous unqualified, so each must work module-qualified
/// (`OpenAI.Tool`, `Anthropic.Tool`). That only works while no module declares a type named
/// like a module (`OpenAI.Tool` would then look inside that type): the scan checks it, and
/// that the list below is every collision, so a new one fails here until it is tested.
@Suite struct BothClientsCollisionTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every collision, as the scan finds it (README, "Using both clients").
    static let collisions: Set<String> = [
        "APIError", "APITool", "BetaInputMessage", "BetaMetadata", "BetaTool", "ErrorResponse", "InputMessage",
        "MessageStreamEvent", "Metadata", "ToolChoice",
        // Both organizations' administration (openai 3.57.0 and anthropic 2.14.0, merged) and the
        // beta MCP tool.
        "BetaMCPTool", "ExternalKey", "FederationRule", "OrganizationExternalKeysCreateRequest",
        "OrganizationExternalKeysListResponse", "OrganizationExternalStorageCreateRequest",
        "OrganizationExternalStorageListResponse",
    ]

    /// Top-level public type names declared in the Swift files under `folder`.
    static func topLevelTypes(in folder: String) throws -> Set<String> {
        let root = repository.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let declaration = try Regex(#"^public (?:nonisolated )?(?:final |indirect )?(?:struct|enum|class|actor|protocol|typealias) ([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = line.firstMatch(of: declaration), let name = match.output[1].substring {
                    names.insert(String(name))
                }
            }
        }
        return names
    }

    @Test func theCollisionsAreTheListedOnesAndNoTypeIsNamedLikeAModule() throws {
        let openAI = try Self.topLevelTypes(in: "Sources/OpenAI")
        let anthropic = try Self.topLevelTypes(in: "Sources/Anthropic")
        let runtime = try Self.topLevelTypes(in: "Sources/Runtime")
        #expect(openAI.count > 1000 && anthropic.count > 500 && runtime.count > 50)
        #expect(openAI.intersection(anthropic) == Self.collisions)
        #expect(openAI.intersection(runtime).isEmpty)
        #expect(anthropic.intersection(runtime).isEmpty)
        // Both clients' area modules too (`_OpenAIChat`, `_AnthropicMessages`, …; see
        // Package.swift), and their family modules (`OpenAIChat`, …), which apps import by name.
        var modules: Set<String> = ["OpenAI", "Anthropic", "AIClientRuntime", "_OpenAICore", "_AnthropicCore"]
        for client in ["OpenAI", "Anthropic"] {
            let generated = Self.repository.appendingPathComponent("Sources/\(client)/Generated")
            let areaFolders = try FileManager.default.contentsOfDirectory(atPath: generated.path)
            let familyFiles = try FileManager.default.contentsOfDirectory(atPath: generated.appendingPathComponent("Families").path)
            #expect(familyFiles.count > 1)
            modules.formUnion(areaFolders.map { "_\(client)" + $0 } + familyFiles.map { String($0.dropLast(".swift".count)) })
        }
        #expect(openAI.union(anthropic).union(runtime).intersection(modules).isEmpty)
        // Names of the standard library and Foundation that user code writes unqualified.
        let shadowing: Set<String> = ["Error", "Result", "Data", "Date", "URL", "UUID", "String", "Task", "Never", "Decimal"]
        #expect(openAI.union(anthropic).union(runtime).intersection(shadowing).isEmpty)
    }

    /// Each collision, written module-qualified, names the type of that module.
    @Test func moduleQualificationNamesEachClientsType() throws {
        let pairs: [(String, Any.Type, Any.Type)] = [
            ("APIError", OpenAI.APIError.self, Anthropic.APIError.self),
            ("BetaInputMessage", OpenAI.BetaInputMessage.self, Anthropic.BetaInputMessage.self),
            ("BetaMetadata", OpenAI.BetaMetadata.self, Anthropic.BetaMetadata.self),
            ("BetaTool", OpenAI.BetaTool.self, Anthropic.BetaTool.self),
            ("ErrorResponse", OpenAI.ErrorResponse.self, Anthropic.ErrorResponse.self),
            ("InputMessage", OpenAI.InputMessage.self, Anthropic.InputMessage.self),
            ("MessageStreamEvent", OpenAI.MessageStreamEvent.self, Anthropic.MessageStreamEvent.self),
            ("Metadata", OpenAI.Metadata.self, Anthropic.Metadata.self),
            ("APITool", OpenAI.APITool.self, Anthropic.APITool.self),
            ("ToolChoice", OpenAI.ToolChoice.self, Anthropic.ToolChoice.self),
            ("BetaMCPTool", OpenAI.BetaMCPTool.self, Anthropic.BetaMCPTool.self),
            ("ExternalKey", OpenAI.ExternalKey.self, Anthropic.ExternalKey.self),
            ("FederationRule", OpenAI.FederationRule.self, Anthropic.FederationRule.self),
            ("OrganizationExternalKeysCreateRequest", OpenAI.OrganizationExternalKeysCreateRequest.self,
             Anthropic.OrganizationExternalKeysCreateRequest.self),
            ("OrganizationExternalKeysListResponse", OpenAI.OrganizationExternalKeysListResponse.self,
             Anthropic.OrganizationExternalKeysListResponse.self),
            ("OrganizationExternalStorageCreateRequest", OpenAI.OrganizationExternalStorageCreateRequest.self,
             Anthropic.OrganizationExternalStorageCreateRequest.self),
            ("OrganizationExternalStorageListResponse", OpenAI.OrganizationExternalStorageListResponse.self,
             Anthropic.OrganizationExternalStorageListResponse.self),
        ]
        #expect(Set(pairs.map(\.0)) == Self.collisions)
        for (name, openAI, anthropic) in pairs {
            #expect(ObjectIdentifier(openAI) != ObjectIdentifier(anthropic))
            // OpenAI's `Metadata` and `BetaMetadata` are type aliases of `[String: String]`.
            // Declared in `OpenAI` or in one of the area modules it re-exports (`_OpenAIShared.APITool`).
            let openAIName = String(reflecting: openAI)
            #expect(((openAIName.hasPrefix("_OpenAI") || openAIName.hasPrefix("OpenAI")) && openAIName.hasSuffix(".\(name)")) || (name.hasSuffix("Metadata") && openAI == [String: String].self),
                    "\(name): \(String(reflecting: openAI))")
            // Anthropic's `BetaMetadata` is the same shape as `Metadata`, so an alias of it.
            let anthropicName = String(reflecting: anthropic)
            #expect(((anthropicName.hasPrefix("_Anthropic") || anthropicName.hasPrefix("Anthropic")) && anthropicName.hasSuffix(".\(name)")) || (name == "BetaMetadata" && anthropic == Anthropic.Metadata.self),
                    "\(name): \(String(reflecting: anthropic))")
        }
        // Values of both, side by side, as a file that uses both clients writes them.
        let openAIMetadata: OpenAI.Metadata = ["user": "u1"]
        let anthropicMetadata = Anthropic.Metadata(userID: "u1")
        #expect(openAIMetadata["user"] == "u1" && anthropicMetadata.userID == "u1")
        let openAIError = OpenAI.APIError(code: nil, message: "m", param: nil, type: "t")
        let anthropicError = Anthropic.APIError(message: "m")
        #expect(openAIError.message == "m" && anthropicError.type == "api_error")
    }
}
