// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateFileRequest`
public struct CreateFileRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The File object (not file name) to be uploaded.
    public var file: MultipartFile

    /// The intended purpose of the uploaded file. One of:
    /// - `assistants`: Used in the Assistants API
    /// - `batch`: Used in the Batch API
    /// - `fine-tune`: Used for fine-tuning
    /// - `vision`: Images used for vision fine-tuning
    /// - `user_data`: Flexible file type for any purpose
    /// - `evals`: Used for eval data sets
    public var purpose: CreateFileRequest.Purpose

    public var expiresAfter: FileExpirationAfter?

    public init(
        file: MultipartFile,
        purpose: CreateFileRequest.Purpose,
        expiresAfter: FileExpirationAfter? = nil
    ) {
        self.file = file
        self.purpose = purpose
        self.expiresAfter = expiresAfter
    }

    /// The intended purpose of the uploaded file. One of:
    /// - `assistants`: Used in the Assistants API
    /// - `batch`: Used in the Batch API
    /// - `fine-tune`: Used for fine-tuning
    /// - `vision`: Images used for vision fine-tuning
    /// - `user_data`: Flexible file type for any purpose
    /// - `evals`: Used for eval data sets
    public enum Purpose: OpenEnum, EmptyDecodable {
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

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        try form.appendFields("purpose", encoding: self.purpose)
        if let value = self.expiresAfter {
            try form.appendFields("expires_after", encoding: value)
        }
        form.append("file", file: self.file)
        return form
    }
}
