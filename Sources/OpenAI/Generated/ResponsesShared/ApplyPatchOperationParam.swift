// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// One of the create_file, delete_file, or update_file operations supplied to the apply_patch tool.
///
/// - Schema: `#/components/schemas/ApplyPatchOperationParam`
public nonisolated enum ApplyPatchOperationParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `create_file`
    case createFile(ApplyPatchCreateFileOperationParam)
    /// - `type`: `delete_file`
    case deleteFile(ApplyPatchDeleteFileOperationParam)
    /// - `type`: `update_file`
    case updateFile(ApplyPatchUpdateFileOperationParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "create_file": self = .createFile(try ApplyPatchCreateFileOperationParam(from: decoder)); return
            case "delete_file": self = .deleteFile(try ApplyPatchDeleteFileOperationParam(from: decoder)); return
            case "update_file": self = .updateFile(try ApplyPatchUpdateFileOperationParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .createFile(let value): try value.encode(to: encoder)
        case .deleteFile(let value): try value.encode(to: encoder)
        case .updateFile(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
