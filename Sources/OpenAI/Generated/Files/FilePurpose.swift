// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The intended purpose of the uploaded file. One of:
/// - `assistants`: Used in the Assistants API
/// - `batch`: Used in the Batch API
/// - `fine-tune`: Used for fine-tuning
/// - `vision`: Images used for vision fine-tuning
/// - `user_data`: Flexible file type for any purpose
/// - `evals`: Used for eval data sets
///
/// - Schema: `#/components/schemas/FilePurpose`
public nonisolated enum FilePurpose: OpenEnum, EmptyDecodable {
    case assistants
    case batch
    case fineTune
    case vision
    case userData
    case evals
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "assistants": self = .assistants
        case "batch": self = .batch
        case "fine-tune": self = .fineTune
        case "vision": self = .vision
        case "user_data": self = .userData
        case "evals": self = .evals
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .assistants: "assistants"
        case .batch: "batch"
        case .fineTune: "fine-tune"
        case .vision: "vision"
        case .userData: "user_data"
        case .evals: "evals"
        case .unknown(let value): value
        }
    }
}
