// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationExternalKeysListPurpose: OpenEnum, EmptyDecodable {
    case ekm
    case pspDecryption
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "ekm": self = .ekm
        case "psp_decryption": self = .pspDecryption
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .ekm: "ekm"
        case .pspDecryption: "psp_decryption"
        case .unknown(let value): value
        }
    }
}
