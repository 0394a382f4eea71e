// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Specifies the processing type used for serving the request.
///   - If set to 'auto', then the request will be processed with the service tier configured in the Project settings. Unless otherwise configured, the Project will use 'default'.
///   - If set to 'default', then the request will be processed with the standard pricing and performance for the selected model.
///   - If set to '[flex](https://platform.openai.com/docs/guides/flex-processing)', then the request will be processed with the Flex Processing service tier.
///   - To opt-in to [Fast mode](/api/docs/guides/fast-mode) at the request level, include the `service_tier=fast` or `service_tier=priority` parameter for Responses or Chat Completions. The response will show `service_tier=priority` regardless of if you specify `service_tier=fast` or `priority` in your request.
///   - When not set, the default behavior is 'auto'.
///
///   When the `service_tier` parameter is set, the response body will include the `service_tier` value based on the processing mode actually used to serve the request. This response value may be different from the value set in the parameter.
///
/// - Schema: `#/components/schemas/ServiceTier`
public nonisolated enum ServiceTier: OpenEnum, EmptyDecodable {
    case auto
    case `default`
    case flex
    case scale
    case priority
    case fast
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "auto": self = .auto
        case "default": self = .`default`
        case "flex": self = .flex
        case "scale": self = .scale
        case "priority": self = .priority
        case "fast": self = .fast
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .auto: "auto"
        case .`default`: "default"
        case .flex: "flex"
        case .scale: "scale"
        case .priority: "priority"
        case .fast: "fast"
        case .unknown(let value): value
        }
    }
}
