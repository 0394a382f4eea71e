import Foundation
import MCP

/// A 1×1 PNG.
let dotPNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
let guide = "# Review guide\nName things for what they hold."

func addPromptsAndResources(to server: Server) async {
    await server.withMethodHandler(ListPrompts.self) { _ in
        .init(prompts: [
            Prompt(name: "review_code", title: "Code review", description: "Asks for a review of `code`",
                   arguments: [.init(name: "code", description: "The code to review", required: true)]),
        ])
    }
    await server.withMethodHandler(GetPrompt.self) { params in
        guard params.name == "review_code" else { throw MCPError.invalidParams("Unknown prompt: \(params.name)") }
        guard let code = params.arguments?["code"] else { throw MCPError.invalidParams("Missing required argument: code") }
        return .init(description: "A code review", messages: [
            .user(.text(text: "Please review this code:\n\(code)")),
            .user(.resource(resource: .text(guide, uri: "file:///docs/guide.md", mimeType: "text/markdown"))),
            .user(.image(data: dotPNG, mimeType: "image/png")),
            .assistant(.text(text: "I will review it against the guide.")),
        ])
    }
    await server.withMethodHandler(ListResources.self) { _ in
        .init(resources: [
            Resource(name: "guide", uri: "file:///docs/guide.md", description: "The review guide", mimeType: "text/markdown"),
            Resource(name: "dot", uri: "file:///images/dot.png", mimeType: "image/png", size: Data(base64Encoded: dotPNG)?.count),
        ])
    }
    await server.withMethodHandler(ReadResource.self) { params in
        switch params.uri {
        case "file:///docs/guide.md": return .init(contents: [.text(guide, uri: params.uri, mimeType: "text/markdown")])
        case "file:///images/dot.png": return .init(contents: [.binary(Data(base64Encoded: dotPNG) ?? Data(), uri: params.uri, mimeType: "image/png")])
        // MCP's "resource not found".
        default: throw MCPError.serverError(code: -32002, message: "Resource not found: \(params.uri)")
        }
    }
}
