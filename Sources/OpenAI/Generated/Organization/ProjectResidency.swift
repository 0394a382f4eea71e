// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectResidency`
public nonisolated enum ProjectResidency: OpenEnum, EmptyDecodable {
    case global
    case usStorageProcessing
    case euStorageProcessing
    case jpStorage
    case jpStorageProcessing
    case krStorage
    case caStorage
    case sgStorage
    case inStorage
    case inStorageProcessing
    case auStorage
    case auStorageProcessing
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
        case "JP_STORAGE_PROCESSING": self = .jpStorageProcessing
        case "KR_STORAGE": self = .krStorage
        case "CA_STORAGE": self = .caStorage
        case "SG_STORAGE": self = .sgStorage
        case "IN_STORAGE": self = .inStorage
        case "IN_STORAGE_PROCESSING": self = .inStorageProcessing
        case "AU_STORAGE": self = .auStorage
        case "AU_STORAGE_PROCESSING": self = .auStorageProcessing
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
        case .jpStorageProcessing: "JP_STORAGE_PROCESSING"
        case .krStorage: "KR_STORAGE"
        case .caStorage: "CA_STORAGE"
        case .sgStorage: "SG_STORAGE"
        case .inStorage: "IN_STORAGE"
        case .inStorageProcessing: "IN_STORAGE_PROCESSING"
        case .auStorage: "AU_STORAGE"
        case .auStorageProcessing: "AU_STORAGE_PROCESSING"
        case .gbStorage: "GB_STORAGE"
        case .aeStorage: "AE_STORAGE"
        case .aeStorageProcessing: "AE_STORAGE_PROCESSING"
        case .unknown(let value): value
        }
    }
}
