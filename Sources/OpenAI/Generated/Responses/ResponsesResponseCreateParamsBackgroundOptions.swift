// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Options for background execution on HTTP requests.
///
/// The `2h` and `8h`
/// completion windows require `background: true`, Standard processing,
/// and `stream: false` or omitted.
///
/// - Schema: `#/components/schemas/ResponsesResponseCreateParamsBackgroundOptions`
public nonisolated struct ResponsesResponseCreateParamsBackgroundOptions: Codable, Equatable, Sendable, EmptyDecodable {
    /// The completion window for background execution.
    ///
    /// Defaults to `soonest`; `2h` and `8h` select discounted background execution.
    public var completionWindow: ResponsesResponseCreateParamsBackgroundOptions.CompletionWindow?

    /// A customer-provided opaque identifier used to prioritize related background
    /// requests. It does not add prior history to the input.
    public var continuationID: String?

    public init(
        completionWindow: ResponsesResponseCreateParamsBackgroundOptions.CompletionWindow? = nil,
        continuationID: String? = nil
    ) {
        self.completionWindow = completionWindow
        self.continuationID = continuationID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The completion window for background execution.
    ///
    /// Defaults to `soonest`; `2h` and `8h` select discounted background execution.
    public nonisolated enum CompletionWindow: OpenEnum, EmptyDecodable {
        case soonest
        case window2h
        case window8h
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "soonest": self = .soonest
            case "2h": self = .window2h
            case "8h": self = .window8h
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .soonest: "soonest"
            case .window2h: "2h"
            case .window8h: "8h"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.completionWindow = try container.decodeIfPresent(ResponsesResponseCreateParamsBackgroundOptions.CompletionWindow.self, forKey: "completion_window")
        self.continuationID = try container.decodeIfPresent(String.self, forKey: "continuation_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.completionWindow, forKey: "completion_window")
        try container.encodeIfPresent(self.continuationID, forKey: "continuation_id")
    }
}
