// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The error code for the response.
///
/// - Schema: `#/components/schemas/ResponseErrorCode`
public nonisolated enum ResponseErrorCode: OpenEnum, EmptyDecodable {
    case serverError
    case rateLimitExceeded
    case invalidPrompt
    case dataResidencyMismatch
    case bioPolicy
    case vectorStoreTimeout
    case invalidImage
    case invalidImageFormat
    case invalidBase64Image
    case invalidImageURL
    case imageTooLarge
    case imageTooSmall
    case imageParseError
    case imageContentPolicyViolation
    case invalidImageMode
    case imageFileTooLarge
    case unsupportedImageMediaType
    case emptyImageFile
    case failedToDownloadImage
    case imageFileNotFound
    case misalignmentPolicyViolation
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "server_error": self = .serverError
        case "rate_limit_exceeded": self = .rateLimitExceeded
        case "invalid_prompt": self = .invalidPrompt
        case "data_residency_mismatch": self = .dataResidencyMismatch
        case "bio_policy": self = .bioPolicy
        case "vector_store_timeout": self = .vectorStoreTimeout
        case "invalid_image": self = .invalidImage
        case "invalid_image_format": self = .invalidImageFormat
        case "invalid_base64_image": self = .invalidBase64Image
        case "invalid_image_url": self = .invalidImageURL
        case "image_too_large": self = .imageTooLarge
        case "image_too_small": self = .imageTooSmall
        case "image_parse_error": self = .imageParseError
        case "image_content_policy_violation": self = .imageContentPolicyViolation
        case "invalid_image_mode": self = .invalidImageMode
        case "image_file_too_large": self = .imageFileTooLarge
        case "unsupported_image_media_type": self = .unsupportedImageMediaType
        case "empty_image_file": self = .emptyImageFile
        case "failed_to_download_image": self = .failedToDownloadImage
        case "image_file_not_found": self = .imageFileNotFound
        case "misalignment_policy_violation": self = .misalignmentPolicyViolation
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .serverError: "server_error"
        case .rateLimitExceeded: "rate_limit_exceeded"
        case .invalidPrompt: "invalid_prompt"
        case .dataResidencyMismatch: "data_residency_mismatch"
        case .bioPolicy: "bio_policy"
        case .vectorStoreTimeout: "vector_store_timeout"
        case .invalidImage: "invalid_image"
        case .invalidImageFormat: "invalid_image_format"
        case .invalidBase64Image: "invalid_base64_image"
        case .invalidImageURL: "invalid_image_url"
        case .imageTooLarge: "image_too_large"
        case .imageTooSmall: "image_too_small"
        case .imageParseError: "image_parse_error"
        case .imageContentPolicyViolation: "image_content_policy_violation"
        case .invalidImageMode: "invalid_image_mode"
        case .imageFileTooLarge: "image_file_too_large"
        case .unsupportedImageMediaType: "unsupported_image_media_type"
        case .emptyImageFile: "empty_image_file"
        case .failedToDownloadImage: "failed_to_download_image"
        case .imageFileNotFound: "image_file_not_found"
        case .misalignmentPolicyViolation: "misalignment_policy_violation"
        case .unknown(let value): value
        }
    }
}
