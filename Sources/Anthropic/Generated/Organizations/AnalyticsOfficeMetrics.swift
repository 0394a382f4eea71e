// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Office Agent activity metrics for a single user on a given day, broken out by Office product.
///
/// - Schema: `#/components/schemas/AnalyticsOfficeMetrics`
public nonisolated struct AnalyticsOfficeMetrics: Codable, Equatable, Sendable, EmptyDecodable {
    /// Office Agent activity metrics for a single user on a given day within one Office
    /// product.
    public var excel: AnalyticsOfficeProductMetrics

    /// Office Agent activity metrics for a single user on a given day within one Office
    /// product.
    public var outlook: AnalyticsOfficeProductMetrics

    /// Office Agent activity metrics for a single user on a given day within one Office
    /// product.
    public var powerpoint: AnalyticsOfficeProductMetrics

    /// Office Agent activity metrics for a single user on a given day within one Office
    /// product.
    public var word: AnalyticsOfficeProductMetrics

    public init(
        excel: AnalyticsOfficeProductMetrics,
        outlook: AnalyticsOfficeProductMetrics,
        powerpoint: AnalyticsOfficeProductMetrics,
        word: AnalyticsOfficeProductMetrics
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
        self.excel = try container.decodeRequired(AnalyticsOfficeProductMetrics.self, forKey: "excel", in: decoder)
        self.outlook = try container.decodeRequired(AnalyticsOfficeProductMetrics.self, forKey: "outlook", in: decoder)
        self.powerpoint = try container.decodeRequired(AnalyticsOfficeProductMetrics.self, forKey: "powerpoint", in: decoder)
        self.word = try container.decodeRequired(AnalyticsOfficeProductMetrics.self, forKey: "word", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.excel, forKey: "excel")
        try container.encode(self.outlook, forKey: "outlook")
        try container.encode(self.powerpoint, forKey: "powerpoint")
        try container.encode(self.word, forKey: "word")
    }
}
