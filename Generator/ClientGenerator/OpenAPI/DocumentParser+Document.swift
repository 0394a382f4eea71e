extension DocumentParser {
    /// Reads the root object; nil when it is not an OpenAPI 3.0/3.1 document at all (the
    /// reason is in `diagnostics`).
    func parseDocument() -> OpenAPIDocument? {
        let root = resolver.source(0).root
        let cursor = Cursor(file: 0, pointer: .root)
        guard case .object(let members) = root.value else {
            error("not an OpenAPI document: the top level must be an object, found \(root.kindName)", at: root, cursor)
            return nil
        }
        guard let version = members.first(where: { $0.key == "openapi" }) else {
            if let swagger = members.first(where: { $0.key == "swagger" }) {
                error("Swagger/OpenAPI 2.0 is not supported; convert it to OpenAPI 3.x first", at: swagger.value, cursor.appending("swagger"))
            } else {
                report(.error, "not an OpenAPI document: the top-level 'openapi' key is missing", at: SourcePosition(line: 1, column: 1), cursor)
            }
            return nil
        }
        let versionCursor = cursor.appending("openapi")
        guard case .string(let openapi) = version.value.value else {
            error("'openapi' must be a version string such as \"3.1.0\", found \(version.value.kindName)", at: version.value, versionCursor)
            return nil
        }
        guard DocumentParser.isSupported(version: openapi) else {
            error("unsupported OpenAPI version '\(openapi)'; expected 3.0.x or 3.1.x", at: version.value, versionCursor)
            return nil
        }

        isOpenAPI30 = openapi.hasPrefix("3.0")
        var document = OpenAPIDocument(openapi: openapi, info: Info())
        // Components first: operations check security scheme names against them, and parsing
        // them fills the caches that `$ref`s in operations hit.
        if let components = members.first(where: { $0.key == "components" }) {
            document.components = parseComponents(Field(member: components, parent: cursor))
        }
        var hasInfo = false
        for member in members {
            let field = Field(member: member, parent: cursor)
            switch member.key {
            case "openapi", "components", "externalDocs":
                continue
            case "info":
                hasInfo = true
                document.info = parseInfo(field)
            case "jsonSchemaDialect":
                document.jsonSchemaDialect = string(field, .document)
            case "servers":
                document.servers = parseServers(field, .document) ?? []
            case "paths":
                document.paths = parsePathItems(field, webhooks: false)
            case "webhooks":
                document.webhooks = parsePathItems(field, webhooks: true)
            case "security":
                document.security = parseSecurity(field, .document) ?? []
            case "tags":
                document.tags = parseTags(field)
            default:
                other(field, .document, extensions: &document.extensions)
            }
        }
        if !hasInfo {
            warning("the document has no 'info' object (title and version)", at: root, cursor)
        }
        return document
    }

    /// `3.0.x` and `3.1.x` (and the bare `3.0`/`3.1` some tools write).
    static func isSupported(version: String) -> Bool {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0] == "3", parts[1] == "0" || parts[1] == "1" else { return false }
        return parts.count == 2 || (!parts[2].isEmpty && parts[2].allSatisfy(\.isNumber))
    }

    private func parseInfo(_ field: Field) -> Info {
        var info = Info()
        guard let members = map(field, .document) else { return info }
        var hasTitle = false
        var hasVersion = false
        for member in members {
            let child = Field(member: member, parent: field.cursor)
            switch member.key {
            case "title":
                hasTitle = true
                info.title = string(child, .info) ?? ""
            case "version":
                hasVersion = true
                info.version = versionString(child) ?? ""
            case "summary": info.summary = string(child, .info)
            case "description": info.description = string(child, .info)
            case "termsOfService": info.termsOfService = string(child, .info)
            case "contact": info.contact = parseContact(child)
            case "license": info.license = parseLicense(child)
            default: other(child, .info, extensions: &info.extensions)
            }
        }
        if !hasTitle {
            warning("'info' has no 'title'", at: field.node, field.cursor)
        }
        if !hasVersion {
            warning("'info' has no 'version' (the version of the API described)", at: field.node, field.cursor)
        }
        return info
    }

    /// `info.version`: a string, though YAML authors often write `1.0` unquoted.
    private func versionString(_ field: Field) -> String? {
        switch field.node.value {
        case .string(let string): return string
        case .integer, .number:
            warning("'version' in info should be a string; quote it", at: field.node, field.cursor)
            return field.node.jsonText
        default:
            mistyped(field, .info, expected: "a string")
            return nil
        }
    }

    private func parseContact(_ field: Field) -> Contact? {
        guard let members = map(field, .info) else { return nil }
        var contact = Contact()
        var ignored: [String: DocumentNode] = [:]
        for member in members {
            let child = Field(member: member, parent: field.cursor)
            switch member.key {
            case "name": contact.name = string(child, .contact)
            case "url": contact.url = string(child, .contact)
            case "email": contact.email = string(child, .contact)
            default: other(child, .contact, extensions: &ignored)
            }
        }
        return contact
    }

    private func parseLicense(_ field: Field) -> License? {
        guard let members = map(field, .info) else { return nil }
        var license = License()
        var ignored: [String: DocumentNode] = [:]
        for member in members {
            let child = Field(member: member, parent: field.cursor)
            switch member.key {
            case "name": license.name = string(child, .license) ?? ""
            case "identifier": license.identifier = string(child, .license)
            case "url": license.url = string(child, .license)
            default: other(child, .license, extensions: &ignored)
            }
        }
        return license
    }

    func parseServers(_ field: Field, _ kind: ObjectKind) -> [Server]? {
        guard let elements = array(field, kind) else { return nil }
        var servers: [Server] = []
        for (index, element) in elements.enumerated() {
            let cursor = field.cursor.appending(index)
            guard let members = object(element, cursor, .server) else { continue }
            var server = Server(url: "")
            var hasURL = false
            for member in members {
                let child = Field(member: member, parent: cursor)
                switch member.key {
                case "url":
                    hasURL = true
                    server.url = string(child, .server) ?? ""
                case "description": server.description = string(child, .server)
                case "variables": server.variables = parseServerVariables(child)
                default: other(child, .server, extensions: &server.extensions)
                }
            }
            if !hasURL {
                error("server has no 'url'", at: element, cursor)
            }
            servers.append(server)
        }
        return servers
    }

    private func parseServerVariables(_ field: Field) -> [Server.Variable] {
        guard let members = map(field, .server) else { return [] }
        var variables: [Server.Variable] = []
        for member in members {
            let cursor = field.cursor.appending(member.key)
            guard let entries = object(member.value, cursor, .serverVariable) else { continue }
            var variable = Server.Variable(name: member.key, default: "")
            var hasDefault = false
            var ignored: [String: DocumentNode] = [:]
            for entry in entries {
                let child = Field(member: entry, parent: cursor)
                switch entry.key {
                case "default":
                    hasDefault = true
                    variable.default = string(child, .serverVariable) ?? ""
                case "enum": variable.enum = strings(child, .serverVariable)
                case "description": variable.description = string(child, .serverVariable)
                default: other(child, .serverVariable, extensions: &ignored)
                }
            }
            if !hasDefault {
                error("server variable '\(member.key)' has no 'default'", at: member.value, cursor)
            }
            variables.append(variable)
        }
        return variables
    }

    private func parseTags(_ field: Field) -> [Tag] {
        guard let elements = array(field, .document) else { return [] }
        var tags: [Tag] = []
        for (index, element) in elements.enumerated() {
            let cursor = field.cursor.appending(index)
            guard let members = object(element, cursor, .tag) else { continue }
            var tag = Tag(name: "")
            var hasName = false
            for member in members {
                let child = Field(member: member, parent: cursor)
                switch member.key {
                case "name":
                    hasName = true
                    tag.name = string(child, .tag) ?? ""
                case "description": tag.description = string(child, .tag)
                case "externalDocs": continue
                default: other(child, .tag, extensions: &tag.extensions)
                }
            }
            if !hasName {
                error("tag has no 'name'", at: element, cursor)
            }
            tags.append(tag)
        }
        return tags
    }

    /// A `security` list; scheme names are checked against `components/securitySchemes`.
    func parseSecurity(_ field: Field, _ kind: ObjectKind) -> [SecurityRequirement]? {
        guard let elements = array(field, kind) else { return nil }
        var requirements: [SecurityRequirement] = []
        for (index, element) in elements.enumerated() {
            let cursor = field.cursor.appending(index)
            guard case .object(let members) = element.value else {
                error("each entry of 'security' must be an object mapping scheme names to scopes, found \(element.kindName)", at: element, cursor)
                continue
            }
            var requirement = SecurityRequirement()
            for member in members {
                let child = Field(member: member, parent: cursor)
                if !securitySchemeNames.contains(member.key) {
                    report(.warning, "security requirement names '\(member.key)', which is not declared in components/securitySchemes", at: member.keyPosition, child.cursor)
                }
                let scopes = strings(child, kind) ?? []
                requirement.schemes.append(.init(name: member.key, scopes: scopes))
            }
            requirements.append(requirement)
        }
        return requirements
    }
}
