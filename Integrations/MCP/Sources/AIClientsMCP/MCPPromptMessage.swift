// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
import Foundation

/// A prompt an MCP server offers (`prompts/list`), to be fetched with
/// ``MCPToolbox/prompt(_:on:arguments:)``.
public struct MCPPrompt: Sendable, Hashable {
    /// One of the prompt's arguments (all of them are strings).
    public struct Argument: Sendable, Hashable {
        public var name: String
        public var description: String?
        public var required: Bool

        public init(name: String, description: String? = nil, required: Bool = false) {
            self.name = name
            self.description = description
            self.required = required
        }
    }

    /// The server's name as given to `connect`.
    public var server: String
    public var name: String
    public var title: String?
    public var description: String?
    public var arguments: [Argument]

    public init(server: String, name: String, title: String? = nil, description: String? = nil, arguments: [Argument] = []) {
        self.server = server
        self.name = name
        self.title = title
        self.description = description
        self.arguments = arguments
    }
}

/// One message of a prompt (`prompts/get`): a role and one piece of content, as MCP has it.
/// The products `AIClientsMCPChat` and `AIClientsMCPClaude` turn these into their clients'
/// messages (README, "MCP").
public struct MCPPromptMessage: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable {
        case user
        case assistant
    }

    public var role: Role
    public var content: MCPContent

    public init(role: Role, content: MCPContent) {
        self.role = role
        self.content = content
    }
}

/// A piece of content from an MCP server, provider-neutral: base64 from the wire is decoded.
public enum MCPContent: Sendable, Hashable {
    case text(String)
    case image(Data, mimeType: String)
    case audio(Data, mimeType: String)
    /// A resource embedded in the message, text or bytes.
    case resource(MCPResourceContents)
    /// A link to a resource the server offers (read it with ``MCPToolbox/readResource(_:on:)``).
    case resourceLink(uri: String, name: String, mimeType: String?)
}

/// A resource an MCP server offers (`resources/list`).
public struct MCPResource: Sendable, Hashable {
    /// The server's name as given to `connect`.
    public var server: String
    public var uri: String
    public var name: String
    public var title: String?
    public var description: String?
    public var mimeType: String?
    /// The size in bytes, where the server says.
    public var size: Int?

    public init(server: String, uri: String, name: String, title: String? = nil, description: String? = nil, mimeType: String? = nil, size: Int? = nil) {
        self.server = server
        self.uri = uri
        self.name = name
        self.title = title
        self.description = description
        self.mimeType = mimeType
        self.size = size
    }
}

/// What a resource holds (`resources/read`): text, or bytes, with a MIME type where known.
public struct MCPResourceContents: Sendable, Hashable {
    public enum Body: Sendable, Hashable {
        case text(String)
        case blob(Data)
    }

    public var uri: String
    public var mimeType: String?
    public var body: Body

    public init(uri: String, mimeType: String?, body: Body) {
        self.uri = uri
        self.mimeType = mimeType
        self.body = body
    }

    /// The text, for a text resource.
    public var text: String? {
        if case .text(let text) = body { return text }
        return nil
    }

    /// The bytes: a blob's, or a text's UTF-8.
    public var data: Data {
        switch body {
        case .text(let text): Data(text.utf8)
        case .blob(let data): data
        }
    }

    /// The last part of the URI's path (`notes.txt` for `file:///docs/notes.txt`), for file names.
    public var fileName: String {
        let last = uri.split(separator: "/").last.map(String.init) ?? uri
        return last.isEmpty ? "resource" : last
    }
}

// MARK: - Text for the providers

extension MCPContent {
    /// The content as text, where a provider takes no other kind here (an assistant turn, an
    /// audio clip, a file type the API does not read): text as it is, a text resource headed by
    /// its URI, anything else a line naming it (`[image image/png, 68 bytes]`,
    /// `[resource file:///a.zip, application/zip, 120 bytes]`).
    public var asText: String {
        switch self {
        case .text(let text): text
        case .image(let data, let mimeType): "[image \(mimeType), \(data.count) bytes]"
        case .audio(let data, let mimeType): "[audio \(mimeType), \(data.count) bytes]"
        case .resource(let contents): contents.labeledText
        case .resourceLink(let uri, let name, let mimeType): "[resource \(name): \(uri)\(mimeType.map { ", \($0)" } ?? "")]"
        }
    }
}

extension MCPResourceContents {
    /// A text resource as `Resource URI (MIME type):` and its text; a blob as a line naming it.
    public var labeledText: String {
        switch body {
        case .text(let text): "Resource \(uri)\(mimeType.map { " (\($0))" } ?? ""):\n\(text)"
        case .blob(let data): "[resource \(uri), \(mimeType ?? "application/octet-stream"), \(data.count) bytes]"
        }
    }

    /// The image MIME type, where the bytes are an image the providers read (PNG, JPEG, GIF, WebP).
    public var imageType: String? {
        guard case .blob = body, let mimeType = mimeType?.lowercased(),
              ["image/png", "image/jpeg", "image/gif", "image/webp"].contains(mimeType) else { return nil }
        return mimeType
    }

    /// Whether the bytes are a PDF (which chat completions, Responses and Claude take as a file or document).
    public var isPDF: Bool {
        if case .blob = body, mimeType?.lowercased() == "application/pdf" { return true }
        return false
    }
}
#endif
