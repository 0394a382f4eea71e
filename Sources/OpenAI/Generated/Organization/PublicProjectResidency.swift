// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/PublicProjectResidency`
public enum PublicProjectResidency: OpenEnum, EmptyDecodable {
    case global
    case usStorageProcessing
    case euStorageProcessing
    case jpStorage
    case krStorage
    case caStorage
    case sgStorage
    case inStorage
    case auStorage
    case gbStorage
    case aeStorage
    case aeStorageProcessing
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "GLOBAL": self = .global
        case "US_STORAGE_PROCESSING": self = .usStorageProcessing
        case "EU_STORAGE_PROCESSING": self = .euStorageProcessing
        case "JP_STORAGE": self = .jpStorage
        case "KR_STORAGE": self = .krStorage
        case "CA_STORAGE": self = .caStorage
        case "SG_STORAGE": self = .sgStorage
        case "IN_STORAGE": self = .inStorage
        case "AU_STORAGE": self = .auStorage
        case "GB_STORAGE": self = .gbStorage
        case "AE_STORAGE": self = .aeStorage
        case "AE_STORAGE_PROCESSING": self = .aeStorageProcessing
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .global: "GLOBAL"
        case .usStorageProcessing: "US_STORAGE_PROCESSING"
        case .euStorageProcessing: "EU_STORAGE_PROCESSING"
        case .jpStorage: "JP_STORAGE"
        case .krStorage: "KR_STORAGE"
        case .caStorage: "CA_STORAGE"
        case .sgStorage: "SG_STORAGE"
        case .inStorage: "IN_STORAGE"
        case .auStorage: "AU_STORAGE"
        case .gbStorage: "GB_STORAGE"
        case .aeStorage: "AE_STORAGE"
        case .aeStorageProcessing: "AE_STORAGE_PROCESSING"
        case .unknown(let value): value
        }
    }
}
