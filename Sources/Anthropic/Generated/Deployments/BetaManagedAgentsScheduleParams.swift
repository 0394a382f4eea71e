// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A recurring schedule. Discriminated union — only cron is supported currently.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsScheduleParams`
public nonisolated struct BetaManagedAgentsScheduleParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// 5-field POSIX cron expression: minute hour day-of-month month day-of-week (e.g.,
    /// "0 9 * * 1-5" for weekdays at 9am). Day-of-week is 0-7 where 0 and 7 both mean
    /// Sunday. Extended cron syntax - seconds or year fields, and the special
    /// characters L, W, #, and ? - is not supported, nor are predefined shortcuts
    /// (@daily).
    public var expression: String

    /// Required.
    ///
    /// IANA timezone identifier (e.g., "America/Los_Angeles", "UTC"). Validated against
    /// the IANA timezone database.
    public var timezone: String

    public var type: String

    public init(
        expression: String,
        timezone: String
    ) {
        self.expression = expression
        self.timezone = timezone
        self.type = "cron"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            expression: .emptyValue,
            timezone: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.expression = try container.decodeRequired(String.self, forKey: "expression", in: decoder)
        self.timezone = try container.decodeRequired(String.self, forKey: "timezone", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "cron")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.expression, forKey: "expression")
        try container.encode(self.timezone, forKey: "timezone")
        try container.encode(self.type, forKey: "type")
    }
}
