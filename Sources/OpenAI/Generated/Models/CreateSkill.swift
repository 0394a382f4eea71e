// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime

/// Uploads a skill either as a directory (multipart `files[]`) or as a single zip file.
///
/// - Schema: `#/components/schemas/CreateSkillBody`
public struct CreateSkillBody: Codable, Hashable, Sendable {
    public var files: CreateSkillBody.Files

    public init(
        files: CreateSkillBody.Files
    ) {
        self.files = files
    }

    public enum Files: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// Skill files to upload (directory upload) or a single zip file.
        case array([String])
        /// Skill zip file to upload.
        case string(String)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [String](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .array(let value): try value.encode(to: encoder)
            case .string(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case files
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.files = try container.decodeRequired(CreateSkillBody.Files.self, forKey: .files, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.files, forKey: .files)
    }
}

/// Uploads a new immutable version of a skill.
///
/// - Schema: `#/components/schemas/CreateSkillVersionBody`
public struct CreateSkillVersionBody: Codable, Hashable, Sendable {
    public var files: CreateSkillVersionBody.Files

    /// Whether to set this version as the default.
    public var `default`: Bool?

    public init(
        files: CreateSkillVersionBody.Files,
        `default`: Bool? = nil
    ) {
        self.files = files
        self.default = `default`
    }

    public enum Files: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// Skill files to upload (directory upload) or a single zip file.
        case array([String])
        /// Skill zip file to upload.
        case string(String)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [String](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .array(let value): try value.encode(to: encoder)
            case .string(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case files
        case `default`
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.files = try container.decodeRequired(CreateSkillVersionBody.Files.self, forKey: .files, in: decoder)
        self.default = try container.decodeIfPresent(Bool.self, forKey: .default)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.files, forKey: .files)
        try container.encodeIfPresent(self.default, forKey: .default)
    }
}
