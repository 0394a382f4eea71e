// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request level image options.
///
/// - Schema: `#/components/schemas/ResponsesResponseCompactParamsImage`
public nonisolated struct ResponsesResponseCompactParamsImage: Codable, Equatable, Sendable, EmptyDecodable {
    /// Controls image context optimization.
    ///
    /// Defaults to `auto`, which uses the model, transport, and input to select a
    /// policy. Use `enabled` to require compression support or `disabled` to turn it
    /// off.
    public var contextCompression: ResponsesResponseCompactParamsImage.ContextCompression?

    public init(
        contextCompression: ResponsesResponseCompactParamsImage.ContextCompression? = nil
    ) {
        self.contextCompression = contextCompression
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Controls image context optimization.
    ///
    /// Defaults to `auto`, which uses the model, transport, and input to select a
    /// policy. Use `enabled` to require compression support or `disabled` to turn it
    /// off.
    public nonisolated enum ContextCompression: OpenEnum, EmptyDecodable {
        case auto
        case enabled
        case disabled
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "enabled": self = .enabled
            case "disabled": self = .disabled
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .enabled: "enabled"
            case .disabled: "disabled"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.contextCompression = try container.decodeIfPresent(ResponsesResponseCompactParamsImage.ContextCompression.self, forKey: "context_compression")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.contextCompression, forKey: "context_compression")
    }
}
