// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AgentsEnvironmentsFilesCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    public var data: String?

    public var fileID: String?

    public var path: String

    public var type: AgentsEnvironmentsFilesCreateRequest.Kind

    public init(
        path: String,
        type: AgentsEnvironmentsFilesCreateRequest.Kind,
        data: String? = nil,
        fileID: String? = nil
    ) {
        self.data = data
        self.fileID = fileID
        self.path = path
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            type: .emptyValue
        )
    }

    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case fileID
        case inline
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "file_id": self = .fileID
            case "inline": self = .inline
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .fileID: "file_id"
            case .inline: "inline"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeIfPresent(String.self, forKey: "data")
        self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.type = try container.decodeRequired(AgentsEnvironmentsFilesCreateRequest.Kind.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.data, forKey: "data")
        try container.encodeIfPresent(self.fileID, forKey: "file_id")
        try container.encode(self.path, forKey: "path")
        try container.encode(self.type, forKey: "type")
    }
}
