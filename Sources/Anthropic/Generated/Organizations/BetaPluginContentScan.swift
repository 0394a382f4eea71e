// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaPluginContentScan`
public nonisolated struct BetaPluginContentScan: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// The scan's verdict; set only when `status` is `completed`.
    ///
    /// A `warn` can mean a `fail` that was allowed in claude.ai.
    public var assessment: BetaPluginContentScan.Assessment?

    /// The primary mechanism behind a `warn` or `fail`, such as `credential-exposure`
    /// or `guardrail-tampering`; a mechanism this API does not yet name reads as
    /// `other`. Read `status` first: on an `errored` scan it is not a finding but why
    /// there is no verdict: `scan-invalid-archive`, the scan refused the version's
    /// archive, or could not process it, before checking what its files say, and
    /// running it again will not help, so change the files and store a new version;
    /// `scan-did-not-finish`, the scan did not finish or its result is no longer
    /// available, so retry the scan in claude.ai if it offers a retry;
    /// `scan-unavailable`, the scan could not run or its result cannot be read right
    /// now, so read the version again later, then retry the scan in claude.ai if it
    /// offers a retry. If these steps do not help, contact support. Null on a `pass`,
    /// while a scan runs, and when no mechanism is reported for the verdict. On an
    /// errored scan, null means that a compliance configuration ruled out the scan.
    public var reason: String?

    /// `processing` while a scan runs, `completed` when it ran to completion, `errored`
    /// when it could not run. Once a scan of the version has completed, `content_scan`
    /// describes the newest completed scan, even while a later scan runs. While the
    /// scan outcome cannot be read, `status` is `errored` instead.
    public var status: BetaPluginContentScan.Status

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        status: BetaPluginContentScan.Status,
        assessment: BetaPluginContentScan.Assessment? = nil,
        reason: String? = nil
    ) {
        self.assessment = assessment
        self.reason = reason
        self.status = status
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(status: BetaPluginContentScan.Status(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            status: .emptyValue
        )
    }

    /// The scan's verdict; set only when `status` is `completed`.
    ///
    /// A `warn` can mean a `fail` that was allowed in claude.ai.
    public nonisolated enum Assessment: OpenEnum, EmptyDecodable {
        case fail
        case pass
        case unknownValue
        case warn
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "fail": self = .fail
            case "pass": self = .pass
            case "unknown": self = .unknownValue
            case "warn": self = .warn
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .fail: "fail"
            case .pass: "pass"
            case .unknownValue: "unknown"
            case .warn: "warn"
            case .unknown(let value): value
            }
        }
    }

    /// `processing` while a scan runs, `completed` when it ran to completion, `errored`
    /// when it could not run. Once a scan of the version has completed, `content_scan`
    /// describes the newest completed scan, even while a later scan runs. While the
    /// scan outcome cannot be read, `status` is `errored` instead.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case completed
        case errored
        case processing
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "completed": self = .completed
            case "errored": self = .errored
            case "processing": self = .processing
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .completed: "completed"
            case .errored: "errored"
            case .processing: "processing"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.assessment = try container.decodeIfPresent(BetaPluginContentScan.Assessment.self, forKey: "assessment")
        self.reason = try container.decodeIfPresent(String.self, forKey: "reason")
        self.status = try container.decodeRequired(BetaPluginContentScan.Status.self, forKey: "status", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.assessment, forKey: "assessment")
        try container.encodeIfPresent(self.reason, forKey: "reason")
        try container.encode(self.status, forKey: "status")
    }
}

nonisolated extension NullableMember where Owner == BetaPluginContentScan {
    public static var assessment: Self { Self("assessment") }
    public static var reason: Self { Self("reason") }
}
