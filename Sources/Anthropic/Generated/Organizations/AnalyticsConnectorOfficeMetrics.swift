// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Office Agent activity metrics for a single connector on a given day, broken out by Office product.
///
/// - Schema: `#/components/schemas/AnalyticsConnectorOfficeMetrics`
public nonisolated struct AnalyticsConnectorOfficeMetrics: Codable, Equatable, Sendable, EmptyDecodable {
    /// Office Agent activity metrics for a single connector on a given day within one
    /// Office product.
    public var excel: AnalyticsConnectorOfficeProductMetrics

    /// Office Agent activity metrics for a single connector on a given day within one
    /// Office product.
    public var outlook: AnalyticsConnectorOfficeProductMetrics

    /// Office Agent activity metrics for a single connector on a given day within one
    /// Office product.
    public var powerpoint: AnalyticsConnectorOfficeProductMetrics

    /// Office Agent activity metrics for a single connector on a given day within one
    /// Office product.
    public var word: AnalyticsConnectorOfficeProductMetrics

    public init(
        excel: AnalyticsConnectorOfficeProductMetrics,
        outlook: AnalyticsConnectorOfficeProductMetrics,
        powerpoint: AnalyticsConnectorOfficeProductMetrics,
        word: AnalyticsConnectorOfficeProductMetrics
    ) {
        self.excel = excel
        self.outlook = outlook
        self.powerpoint = powerpoint
        self.word = word
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            excel: .emptyValue,
            outlook: .emptyValue,
            powerpoint: .emptyValue,
            word: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.excel = try container.decodeRequired(AnalyticsConnectorOfficeProductMetrics.self, forKey: "excel", in: decoder)
        self.outlook = try container.decodeRequired(AnalyticsConnectorOfficeProductMetrics.self, forKey: "outlook", in: decoder)
        self.powerpoint = try container.decodeRequired(AnalyticsConnectorOfficeProductMetrics.self, forKey: "powerpoint", in: decoder)
        self.word = try container.decodeRequired(AnalyticsConnectorOfficeProductMetrics.self, forKey: "word", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.excel, forKey: "excel")
        try container.encode(self.outlook, forKey: "outlook")
        try container.encode(self.powerpoint, forKey: "powerpoint")
        try container.encode(self.word, forKey: "word")
    }
}
