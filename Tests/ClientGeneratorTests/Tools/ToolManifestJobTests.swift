@testable import ClientGenerator
import Foundation
import Testing

/// `generate-client mcp-tools` on a small spec: which operations become tools, their names,
/// parameters, body and input schema, and what is skipped and why.
@Suite struct ToolManifestJobTests {
    @Test func everyOperationWithAJSONBodyOrNoneIsATool() throws {
        let result = try ToolManifests.run(spec: ToolManifests.toolshop)
        let manifest = result.manifest
        #expect(manifest.tools.map(\.name) == [
            "listTools", "createTool", "getTool", "replaceTool", "delete_tool", "updateTool", "get_tools_tool_id_manual",
            "listPreviewTools", "createKit",
        ])
        #expect(manifest.title == "Toolshop API")
        #expect(manifest.baseURL == "https://eu.toolshop.test/v2")
        #expect(manifest.authentication == .header(name: "X-Shop-Key"))
        #expect(manifest.skipped.map(\.operationID) == ["uploadToolPhotoWithAVeryLongOperationIdThatGoesOnAndOnPastTheLimitOfSixtyFour"])
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.description.contains("toolshop.yaml:103:7: warning: operation 'uploadToolPhoto") == true)
        #expect(warnings.first?.message.contains("multipart/form-data") == true)
    }

    @Test func parametersKeepTheirHTTPNamesAndGetValidArgumentNames() throws {
        let manifest = try ToolManifests.run(spec: ToolManifests.toolshop).manifest
        let list = try #require(manifest.tools.first { $0.name == "listTools" })
        #expect(list.method == "GET")
        #expect(list.path == "/tools")
        #expect(list.parameters.map(\.name) == ["limit", "kind[]", "filter", "X-Trace"])
        #expect(list.parameters.map(\.argument) == ["limit", "kind", "filter", "X-Trace"])
        #expect(list.parameters.map(\.location) == [.query, .query, .query, .header])
        #expect(list.parameters[1].arrayStyle == "bracketed")
        #expect(list.parameters[0].arrayStyle == nil)
        #expect(list.parameters[2].deepObject)
        #expect(list.title == "List tools")
        #expect(list.description == "List tools\n\nLists the tools in stock, newest first.")
        let schema = try ToolManifests.tool("listTools", in: manifest)["inputSchema"] as? [String: Any]
        #expect(schema?["additionalProperties"] as? Bool == false)
        #expect(schema?["required"] == nil)
        let limit = (schema?["properties"] as? [String: Any])?["limit"] as? [String: Any]
        #expect(limit?["type"] as? String == "integer")
        #expect(limit?["default"] as? Int == 20)
        let get = try #require(manifest.tools.first { $0.name == "getTool" })
        #expect(get.parameters.map(\.required) == [true])
        #expect(get.description == "GET /tools/{tool_id}")
    }

    @Test func aPlainObjectBodyLendsItsPropertiesToTheArguments() throws {
        let manifest = try ToolManifests.run(spec: ToolManifests.toolshop).manifest
        let create = try #require(manifest.tools.first { $0.name == "createTool" })
        #expect(create.body == ToolManifest.Body(contentType: "application/json", required: true, argument: nil))
        let schema = try #require(try ToolManifests.tool("createTool", in: manifest)["inputSchema"] as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        // allOf merged; the read-only `id` is never sent.
        #expect(Set(properties.keys) == ["price", "tags", "name"])
        #expect(schema["required"] as? [String] == ["name"])
        #expect(schema["additionalProperties"] == nil)
        #expect((properties["name"] as? [String: Any])?["description"] as? String == "The tool's name.")
        // OpenAPI 3.0's boolean exclusiveMinimum becomes JSON Schema's bound.
        #expect((properties["price"] as? [String: Any])?["exclusiveMinimum"] as? Int == 0)
    }

    @Test func aUnionOrClashingBodyIsOneArgument() throws {
        let manifest = try ToolManifests.run(spec: ToolManifests.toolshop).manifest
        let replace = try #require(manifest.tools.first { $0.name == "replaceTool" })
        #expect(replace.body?.argument == "body")
        #expect(replace.body?.required == false)
        let replaceSchema = try ToolManifests.tool("replaceTool", in: manifest)["inputSchema"] as? [String: Any]
        #expect(replaceSchema?["required"] as? [String] == ["tool_id"])
        let body = (replaceSchema?["properties"] as? [String: Any])?["body"] as? [String: Any]
        #expect((body?["oneOf"] as? [Any])?.count == 2)
        // `tool_id` is both a path parameter and a body member: the body stays whole.
        let update = try #require(manifest.tools.first { $0.name == "updateTool" })
        #expect(update.body?.argument == "body")
        let updateSchema = try ToolManifests.tool("updateTool", in: manifest)["inputSchema"] as? [String: Any]
        #expect(updateSchema?["required"] as? [String] == ["tool_id", "body"])
        let price = (((updateSchema?["properties"] as? [String: Any])?["body"] as? [String: Any])?["properties"] as? [String: Any])?["price"] as? [String: Any]
        #expect(price?["type"] as? [String] == ["number", "null"])
    }

    @Test func recursionIsCutWithANote() throws {
        let result = try ToolManifests.run(spec: ToolManifests.toolshop)
        let text = result.manifest.rendered
        #expect(text.contains("Kit is not expanded here: it refers to itself"))
        let notes = result.diagnostics.filter { $0.severity == .note }.map(\.message)
        #expect(notes == [
            "tool 'replaceTool': its input schema accepts any value where it does not expand Kit (it refers to itself)",
            "tool 'createKit': its input schema accepts any value where it does not expand Kit (it refers to itself)",
        ])
    }

    @Test func aPathKeysQueryAndAnOperationsServerAreKept() throws {
        let manifest = try ToolManifests.run(spec: ToolManifests.toolshop).manifest
        let preview = try #require(manifest.tools.first { $0.name == "listPreviewTools" })
        #expect(preview.path == "/tools")
        #expect(preview.fixedQuery == [PathItem.QueryItem(name: "preview", value: "true")])
        #expect(preview.server == nil)
        let manual = try #require(manifest.tools.first { $0.name == "get_tools_tool_id_manual" })
        #expect(manual.server == "https://files.toolshop.test/v2")
        #expect(manual.fixedQuery.isEmpty)
    }

    @Test func annotationsAndAcceptFollowTheOperation() throws {
        let manifest = try ToolManifests.run(spec: ToolManifests.toolshop).manifest
        let annotations = { (name: String) in try ToolManifests.tool(name, in: manifest)["annotations"] as? [String: Bool] }
        #expect(try annotations("listTools") == ["readOnlyHint": true, "openWorldHint": true])
        #expect(try annotations("delete_tool") == ["destructiveHint": true, "idempotentHint": true, "openWorldHint": true])
        #expect(try annotations("replaceTool") == ["idempotentHint": true, "openWorldHint": true])
        #expect(try annotations("createKit") == ["openWorldHint": true])
        #expect(manifest.tools.first { $0.name == "get_tools_tool_id_manual" }?.accept == "application/pdf")
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let first = try ToolManifests.run(spec: ToolManifests.toolshop).manifest.rendered
        let second = try ToolManifests.run(spec: ToolManifests.toolshop).manifest.rendered
        #expect(first == second)
        #expect(first.hasSuffix("}\n"))
        #expect(try JSONSerialization.jsonObject(with: Data(first.utf8)) is [String: Any])
    }

    @Test func selectionByAreaAndByOperationID() throws {
        let byID = try ToolManifests.run(spec: ToolManifests.toolshop, operations: ["getTool", "createKit"]).manifest
        #expect(byID.tools.map(\.name) == ["getTool", "createKit"])
        let both = try ToolManifests.run(spec: ToolManifests.toolshop, areas: ["kits"], operations: ["listTools"]).manifest
        #expect(both.tools.map(\.name) == ["listTools", "createKit"])
        let unknownArea = #expect(throws: DiagnosticError.self) { try ToolManifests.run(spec: ToolManifests.toolshop, areas: ["toolz"]) }
        #expect(unknownArea?.description.contains("'toolz' is no area of \(ToolManifests.toolshop); its areas are: kits, tools") == true)
        let unknownID = #expect(throws: DiagnosticError.self) { try ToolManifests.run(spec: ToolManifests.toolshop, operations: ["getTools"]) }
        #expect(unknownID?.description.contains("'getTools' is no operation id of \(ToolManifests.toolshop); did you mean getTool?") == true)
    }

    @Test func aConfigsMCPToolsChooseUnlessTheCommandLineDoes() throws {
        let path = "Tests/ClientGeneratorTests/Fixtures/mcp-tools/toolshop.config.yaml"
        #expect(try ToolManifests.run(config: path).manifest.tools.map(\.name) == ["getTool", "createKit"])
        #expect(try ToolManifests.run(config: path, operations: ["listTools"]).manifest.tools.map(\.name) == ["listTools"])
        let bad = "spec: toolshop.yaml\nmodule: T\noutput: U\nmcpTools: {areas: [], tools: [x]}\n"
        let error = #expect(throws: DiagnosticError.self) { try GenerationConfig.read(Array(bad.utf8), path: "bad.yaml") }
        #expect(error?.description.contains("unknown key 'tools' in 'mcpTools' (expected areas, operations)") == true)
        #expect(error?.description.contains("'mcpTools.areas' must be a non-empty array of names") == true)
    }

    @Test func namesAreCleanedShortenedAndUnique() {
        #expect(ToolNames.cleaned("get /models/{model}") == "get_models_model")
        #expect(ToolNames.cleaned("include[]") == "include")
        #expect(ToolNames.cleaned("a.b-c_d") == "a_b-c_d")
        #expect(ToolNames.cleaned("{}") == "_")
        let long = String(repeating: "x", count: 70)
        #expect(ToolNames.unique([long, long]) == [String(repeating: "x", count: 64), String(repeating: "x", count: 62) + "_2"])
        #expect(ToolNames.unique(["body"], taken: ["body"]) == ["body_2"])
    }
}
