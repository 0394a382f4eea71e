/// What to generate for one spec, read from a small YAML (or JSON) file beside it:
///
/// ```yaml
/// spec: openai.yaml                 # relative to this file
/// module: OpenAI
/// output: ../Sources/OpenAI/Generated
/// overlays: [openai.overlay.yaml]   # optional, applied in order
/// testSupport: ../Tests/OpenAITests/Generated   # optional: test-only generated files
/// client: OpenAIClient              # the client type the resources extend (hand-written here)
/// generateClient: false             # generate the client type too (default: true without `client`)
/// clientHeaders: [anthropic-version] # header parameters the client sets itself
/// joinedHeaders: [anthropic-beta]   # fixed header values joined with the caller's, not replacing
/// names:                            # operation id → resource.chain.method overrides
///   createThreadAndRun: threads.createAndRun
/// typeNames:                        # schema name → Swift type name overrides
///   Message: ConversationMessage
/// streamFormat: {terminator: "[DONE]", errorEvents: [error], errorEnvelopes: true}
/// queryArrays: bracketed            # array query parameters where the spec is silent
/// queryArrayOverrides: {listThings.ids: repeated}  # operationId.parameter → style
/// accept: {downloadFile: application/binary}       # Accept where the SDKs differ
/// hashable: false                  # structs and unions Equatable only (the default)
/// nameRecord: openai.names.yaml     # the names chosen, kept across spec changes (NameRecord)
/// areaModules: true                 # a module per area (see AreaModules)
/// families: {Chat: [chat, models]}  # products of areas (see Families)
/// mcpTools: {areas: [embeddings], operations: [listModels]}  # what `mcp-tools` serves
/// streams:                          # streaming the spec does not declare
///   createRun: {event: AssistantStreamEvent, wrapsEventName: true}
///   getResponse: {event: ResponseStreamEvent, query: {stream: "true"}}
///   createSpeech: {body: {stream_format: sse}}
/// ```
///
/// `Scripts/regenerate`, `generate-client generate --config` and the drift test all read the
/// same files, so they cannot disagree about what the checked-in output should be.
///
/// The build plugin reads the same format from `aiclients-config.yaml`; there it chooses the
/// spec, module and output itself, so those keys are optional (see ``read(_:path:defaults:)``).
public struct GenerationConfig: Hashable, Sendable {
    /// Paths as written in the file, resolved against the config file's folder.
    public var spec: String
    public var module: String
    public var output: String
    public var overlays: [String]
    /// Where test-support files go (the schema registry), if anywhere.
    public var testSupport: String?
    /// The client type the generated resources extend (`OpenAIClient`); no endpoints without it.
    public var client: String?
    /// Whether the generator writes the client type itself (base URL from `servers`,
    /// authentication from `securitySchemes`); false when `client` names a hand-written type.
    public var generatesClient = false
    public var endpoints = EndpointOptions()
    /// Where in the config file `overlays` was written (for diagnostics about it).
    public var overlaysLocation: SourceLocation?
    /// Component schema name → Swift type name, where the rule-made name collides with another
    /// client's (`Message`) or repeats a spec's own ordinal (`Error-2`).
    public var typeNames: [String: String] = [:]
    /// Whether a `Beta*` schema with the same shape as its twin becomes a `typealias` of it
    /// (`twinAliases: false` turns this off; see ``TwinAliases``).
    public var twinAliases = true
    /// The areas (top-level resources, `chat`, `responses`) to generate, with only the types
    /// their operations reach; nil for every operation and schema of the spec.
    public var areas: [String]?
    /// Whether the command writes `Endpoints.md` (one call per operation, for review) into the
    /// output folder. Off by default: SwiftPM warns about a Markdown file in a target's
    /// sources unless the target excludes it (`exclude: ["Generated/Endpoints.md"]`).
    public var endpointIndex = false
    /// Whether each area folder is a module of its own (`_<module><Area>`, `_<module>Shared`),
    /// with the hand-written client type in `_<module>Core` and the module itself re-exporting
    /// them all (`areaModules: true`; see ``AreaModules``). The package lists the modules.
    public var areaModules = false
    /// API families, each a product (`families:` and `unreached:`; see ``Families``). Only
    /// with `areaModules`.
    public var families: Families?
    /// Whether generated structs and unions are `Hashable` (`hashable: true`); by default they
    /// are `Equatable`, which costs less to compile. Enums of raw values are always `Hashable`.
    public var hashable = false
    /// The file that keeps the generator's names stable across spec changes (`nameRecord:`,
    /// e.g. `openai.names.yaml`; see ``NameRecord``): read before generating, rewritten after a
    /// generation of the whole spec.
    public var nameRecord: String?
    /// The operations `generate-client mcp-tools` serves as MCP tools (`mcpTools:`): those of
    /// `areas` and those named in `operations`; nil for the command line's choice, else
    /// `areas`, else every operation (see ``ToolManifestJob``).
    public var mcpTools: ToolSelection?

    /// Areas and operation ids chosen as MCP tools.
    public struct ToolSelection: Hashable, Sendable {
        public var areas: [String]?
        public var operations: [String]?

        public init(areas: [String]? = nil, operations: [String]? = nil) {
            self.areas = areas
            self.operations = operations
        }
    }

    public init(spec: String, module: String, output: String, overlays: [String] = [], testSupport: String? = nil) {
        self.spec = spec
        self.module = module
        self.output = output
        self.overlays = overlays
        self.testSupport = testSupport
    }

    static let keys: Set<String> = ["spec", "module", "output", "overlays", "testSupport", "client", "generateClient", "clientHeaders", "joinedHeaders", "names", "streamFormat", "streams", "queryArrays", "queryArrayOverrides", "accept", "typeNames", "twinAliases", "areas", "endpointIndex", "areaModules", "families", "unreached", "areaUses", "hashable", "nameRecord", "mcpTools"]

    /// What the caller decides instead of the config file (the build plugin sets the spec,
    /// the module and the output folder; a config may still name them, and is then overridden).
    public struct Defaults: Sendable {
        public var spec: String
        public var module: String
        public var output: String

        public init(spec: String, module: String, output: String) {
            self.spec = spec
            self.module = module
            self.output = output
        }
    }

    /// Reads a config; relative paths in it become relative to the config file's folder.
    /// With `defaults`, `spec`, `module` and `output` come from them and need not be in the file.
    public static func read(_ bytes: [UInt8], path: String, defaults: Defaults? = nil) throws(DiagnosticError) -> GenerationConfig {
        let root = try DocumentReader.read(bytes, path: path)
        let source = SourceDocument(path: path, root: root)
        var errors: [Diagnostic] = []
        func string(_ key: String) -> String? {
            guard let node = root[key] else {
                if defaults != nil { return nil }
                errors.append(.error("the config has no '\(key)'", at: source.location(of: root.position)))
                return nil
            }
            guard let value = node.stringValue, !value.isEmpty else {
                errors.append(.error("'\(key)' must be a non-empty string, found \(node.kindName)", at: source.location(of: node.position)))
                return nil
            }
            return value
        }
        guard root.members != nil else {
            throw DiagnosticError(.error("a generation config must be an object, found \(root.kindName)", at: source.location(of: root.position)))
        }
        for member in root.members ?? [] where !keys.contains(member.key) {
            errors.append(.error("unknown config key '\(member.key)' (expected \(keys.sorted().joined(separator: ", ")))", at: source.location(of: member.keyPosition)))
        }
        let spec = defaults.map { _ in nil } ?? string("spec")
        let module = defaults?.module ?? string("module")
        let output = defaults.map { _ in nil } ?? string("output")
        let testSupport = root["testSupport"] == nil ? nil : string("testSupport")
        let client = root["client"] == nil ? nil : string("client")
        let nameRecord = root["nameRecord"] == nil ? nil : string("nameRecord")
        var endpoints = EndpointOptions()
        for key in ["clientHeaders", "joinedHeaders"] {
            guard let node = root[key] else { continue }
            guard let items = node.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
                errors.append(.error("'\(key)' must be an array of header names", at: source.location(of: node.position)))
                continue
            }
            let names = Set(items.compactMap { $0.stringValue?.lowercased() })
            if key == "clientHeaders" { endpoints.clientHeaders = names } else { endpoints.joinedHeaders = names }
        }
        if let node = root["names"] {
            if let members = node.members, members.allSatisfy({ $0.value.stringValue != nil }) {
                for member in members {
                    endpoints.names[member.key] = member.value.stringValue
                }
            } else {
                errors.append(.error("'names' must map operation ids to 'resource.method' strings", at: source.location(of: node.position)))
            }
        }
        var generatesClient = client == nil
        if let node = root["generateClient"] {
            if let value = node.boolValue {
                generatesClient = value
            } else {
                errors.append(.error("'generateClient' must be true or false", at: source.location(of: node.position)))
            }
        }
        var twinAliases = true
        if let node = root["twinAliases"] {
            if let value = node.boolValue {
                twinAliases = value
            } else {
                errors.append(.error("'twinAliases' must be true or false", at: source.location(of: node.position)))
            }
        }
        var endpointIndex = false
        if let node = root["endpointIndex"] {
            if let value = node.boolValue {
                endpointIndex = value
            } else {
                errors.append(.error("'endpointIndex' must be true or false", at: source.location(of: node.position)))
            }
        }
        var areaModules = false
        if let node = root["areaModules"] {
            if let value = node.boolValue {
                areaModules = value
            } else {
                errors.append(.error("'areaModules' must be true or false", at: source.location(of: node.position)))
            }
        }
        var hashable = false
        if let node = root["hashable"] {
            if let value = node.boolValue {
                hashable = value
            } else {
                errors.append(.error("'hashable' must be true or false", at: source.location(of: node.position)))
            }
        }
        var families: Families?
        if let node = root["families"] {
            families = Families.read(families: node, unreached: root["unreached"], areaUses: root["areaUses"], source: source, errors: &errors)
        } else if let node = root["unreached"] ?? root["areaUses"] {
            errors.append(.error("'unreached' and 'areaUses' need 'families'", at: source.location(of: node.position)))
        }
        var areas: [String]?
        if let node = root["areas"] {
            if let items = node.arrayValue, !items.isEmpty, items.allSatisfy({ $0.stringValue?.isEmpty == false }) {
                areas = items.compactMap(\.stringValue)
            } else {
                errors.append(.error("'areas' must be a non-empty array of top-level resource names (chat, responses, …)", at: source.location(of: node.position)))
            }
        }
        var typeNames: [String: String] = [:]
        if let node = root["typeNames"] {
            if let members = node.members, members.allSatisfy({ $0.value.stringValue.map(SwiftNames.isIdentifier) ?? false }) {
                for member in members {
                    typeNames[member.key] = member.value.stringValue
                }
            } else {
                errors.append(.error("'typeNames' must map schema names to Swift type names", at: source.location(of: node.position)))
            }
        }
        var overlays: [String] = []
        if let node = root["overlays"] {
            if let items = node.arrayValue, items.allSatisfy({ $0.stringValue != nil }) {
                overlays = items.compactMap(\.stringValue)
            } else {
                errors.append(.error("'overlays' must be an array of paths", at: source.location(of: node.position)))
            }
        }
        if let node = root["streamFormat"] {
            endpoints.streamFormat = streamFormat(node, source: source, errors: &errors)
        }
        if let node = root["streams"] {
            for member in node.members ?? [] {
                endpoints.streams[member.key] = streamOverride(member.value, source: source, errors: &errors)
            }
            if node.members == nil {
                errors.append(.error("'streams' must map operation ids to stream settings", at: source.location(of: node.position)))
            }
        }
        func arrayStyle(_ node: DocumentNode) -> EndpointDecl.QueryArrayStyle? {
            guard let text = node.stringValue, let style = EndpointDecl.QueryArrayStyle(rawValue: text) else {
                errors.append(.error("an array style must be repeated, bracketed or commaSeparated", at: source.location(of: node.position)))
                return nil
            }
            return style
        }
        if let node = root["queryArrays"], let style = arrayStyle(node) {
            endpoints.queryArrays = style
        }
        if let node = root["queryArrayOverrides"] {
            for member in node.members ?? [] {
                endpoints.queryArrayOverrides[member.key] = arrayStyle(member.value)
            }
            if node.members == nil {
                errors.append(.error("'queryArrayOverrides' must map 'operationId.parameter' to an array style", at: source.location(of: node.position)))
            }
        }
        if let node = root["accept"] {
            if let members = node.members, members.allSatisfy({ $0.value.stringValue != nil }) {
                for member in members { endpoints.accept[member.key] = member.value.stringValue }
            } else {
                errors.append(.error("'accept' must map operation ids to Accept header values", at: source.location(of: node.position)))
            }
        }
        var mcpTools: ToolSelection?
        if let node = root["mcpTools"] {
            func names(_ key: String) -> [String]? {
                guard let value = node[key] else { return nil }
                guard let items = value.arrayValue, !items.isEmpty, items.allSatisfy({ $0.stringValue?.isEmpty == false }) else {
                    errors.append(.error("'mcpTools.\(key)' must be a non-empty array of names", at: source.location(of: value.position)))
                    return nil
                }
                return items.compactMap(\.stringValue)
            }
            if let members = node.members {
                for member in members where member.key != "areas" && member.key != "operations" {
                    errors.append(.error("unknown key '\(member.key)' in 'mcpTools' (expected areas, operations)", at: source.location(of: member.keyPosition)))
                }
                mcpTools = ToolSelection(areas: names("areas"), operations: names("operations"))
            } else {
                errors.append(.error("'mcpTools' must be an object with 'areas' and/or 'operations'", at: source.location(of: node.position)))
            }
        }
        if let module, !SwiftNames.isIdentifier(module) {
            errors.append(.error("'module' must be a Swift identifier, not '\(module)'", at: source.location(of: root["module"]?.position ?? root.position)))
        }
        let folder = directory(of: path)
        let specPath = defaults?.spec ?? spec.map { joined(folder, $0) }
        let outputPath = defaults?.output ?? output.map { joined(folder, $0) }
        guard errors.isEmpty, let specPath, let module, let outputPath else { throw DiagnosticError(errors) }
        var config = GenerationConfig(
            spec: specPath, module: module, output: outputPath,
            overlays: overlays.map { joined(folder, $0) },
            testSupport: defaults == nil ? testSupport.map { joined(folder, $0) } : nil)
        config.client = client
        config.generatesClient = generatesClient
        config.endpoints = endpoints
        config.overlaysLocation = root["overlays"].map { source.location(of: $0.position) }
        config.typeNames = typeNames
        config.twinAliases = twinAliases
        config.areas = areas
        config.endpointIndex = endpointIndex
        config.areaModules = areaModules
        config.families = families
        config.hashable = hashable
        config.nameRecord = nameRecord.map { joined(folder, $0) }
        config.mcpTools = mcpTools
        return config
    }

    static func streamFormat(_ node: DocumentNode, source: SourceDocument, errors: inout [Diagnostic]) -> StreamFormatOptions {
        var format = StreamFormatOptions()
        for member in node.members ?? [] {
            switch member.key {
            case "terminator": format.terminator = member.value.stringValue
            case "errorEvents": format.errorEvents = member.value.arrayValue?.compactMap(\.stringValue) ?? []
            case "errorEnvelopes": format.errorEnvelopes = member.value.boolValue ?? false
            case "wrapsEventName": format.wrapsEventName = member.value.boolValue ?? false
            case "framing":
                if let jsonLines = framing(member.value, source: source, errors: &errors) { format.jsonLines = jsonLines }
            default:
                errors.append(.error("unknown stream format key '\(member.key)' (expected terminator, errorEvents, errorEnvelopes, wrapsEventName, framing)", at: source.location(of: member.keyPosition)))
            }
        }
        return format
    }

    static func streamOverride(_ node: DocumentNode, source: SourceDocument, errors: inout [Diagnostic]) -> StreamOverride {
        var result = StreamOverride()
        for member in node.members ?? [] {
            switch member.key {
            case "event": result.event = member.value.stringValue
            case "wrapsEventName": result.wrapsEventName = member.value.boolValue
            case "framing": result.jsonLines = framing(member.value, source: source, errors: &errors)
            case "body":
                var body: [String: DocumentNode] = [:]
                for flag in member.value.members ?? [] { body[flag.key] = flag.value }
                result.body = body
            case "query":
                result.query = (member.value.members ?? []).map { PathItem.QueryItem(name: $0.key, value: $0.value.stringValue ?? $0.value.jsonText) }
            default:
                errors.append(.error("unknown stream key '\(member.key)' (expected event, body, query, wrapsEventName, framing)", at: source.location(of: member.keyPosition)))
            }
        }
        return result
    }

    /// `framing: sse` (false) or `framing: jsonLines` (true); nil after an error.
    static func framing(_ node: DocumentNode, source: SourceDocument, errors: inout [Diagnostic]) -> Bool? {
        switch node.stringValue {
        case "sse": return false
        case "jsonLines": return true
        default:
            errors.append(.error("'framing' must be 'sse' or 'jsonLines'", at: source.location(of: node.position)))
            return nil
        }
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `folder/relative`, with `..` and `.` steps folded so paths stay short and stable.
    static func joined(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || folder.isEmpty { return normalized(relative) }
        return normalized(folder + "/" + relative)
    }

    /// The path with `.` and `..` steps folded.
    public static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }
}
