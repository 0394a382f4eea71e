// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public enum ListAssistantsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public struct ListAuditLogsEffectiveAt: Codable, Hashable, Sendable, EmptyDecodable {
    /// Return only events whose `effective_at` (Unix seconds) is greater than this value.
    public var gt: Int?

    /// Return only events whose `effective_at` (Unix seconds) is greater than or equal to this value.
    public var gte: Int?

    /// Return only events whose `effective_at` (Unix seconds) is less than this value.
    public var lt: Int?

    /// Return only events whose `effective_at` (Unix seconds) is less than or equal to this value.
    public var lte: Int?

    public init(
        gt: Int? = nil,
        gte: Int? = nil,
        lt: Int? = nil,
        lte: Int? = nil
    ) {
        self.gt = gt
        self.gte = gte
        self.lt = lt
        self.lte = lte
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case gt
        case gte
        case lt
        case lte
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.gt = try container.decodeIfPresent(Int.self, forKey: .gt)
        self.gte = try container.decodeIfPresent(Int.self, forKey: .gte)
        self.lt = try container.decodeIfPresent(Int.self, forKey: .lt)
        self.lte = try container.decodeIfPresent(Int.self, forKey: .lte)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.gt, forKey: .gt)
        try container.encodeIfPresent(self.gte, forKey: .gte)
        try container.encodeIfPresent(self.lt, forKey: .lt)
        try container.encodeIfPresent(self.lte, forKey: .lte)
    }
}

public enum ListChatCompletionsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListContainerFilesOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListContainersOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListConversationItemsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListEvalsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListEvalsOrderBy: OpenEnum, EmptyDecodable {
    case createdAt
    case updatedAt
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "created_at": self = .createdAt
        case "updated_at": self = .updatedAt
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .createdAt: "created_at"
        case .updatedAt: "updated_at"
        case .unknown(let value): value
        }
    }
}

public enum ListFilesInVectorStoreBatchFilter: OpenEnum, EmptyDecodable {
    case inProgress
    case completed
    case failed
    case cancelled
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        case "failed": self = .failed
        case "cancelled": self = .cancelled
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .failed: "failed"
        case .cancelled: "cancelled"
        case .unknown(let value): value
        }
    }
}

public enum ListFilesInVectorStoreBatchOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListFilesOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListFineTuningCheckpointPermissionsOrder: OpenEnum, EmptyDecodable {
    case ascending
    case descending
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "ascending": self = .ascending
        case "descending": self = .descending
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .ascending: "ascending"
        case .descending: "descending"
        case .unknown(let value): value
        }
    }
}

public enum ListGroupRoleAssignmentsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListGroupUsersOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListGroupsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListInputItemsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListMessagesOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListOrganizationCertificatesOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListOrganizationSpendAlertsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListProjectApiKeysOwnerProjectAccess: OpenEnum, EmptyDecodable {
    case active
    case inactive
    case `any`
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "active": self = .active
        case "inactive": self = .inactive
        case "any": self = .`any`
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .active: "active"
        case .inactive: "inactive"
        case .`any`: "any"
        case .unknown(let value): value
        }
    }
}

public enum ListProjectCertificatesOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListProjectGroupRoleAssignmentsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListProjectGroupsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListProjectRolesOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListProjectSpendAlertsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListProjectUserRoleAssignmentsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListRolesOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListRunStepsIncludeItem: OpenEnum, EmptyDecodable {
    case stepDetailsToolCallsFileSearchResultsContent
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "step_details.tool_calls[*].file_search.results[*].content": self = .stepDetailsToolCallsFileSearchResultsContent
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .stepDetailsToolCallsFileSearchResultsContent: "step_details.tool_calls[*].file_search.results[*].content"
        case .unknown(let value): value
        }
    }
}

public enum ListRunStepsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListRunsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListUserRoleAssignmentsOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListVectorStoreFilesFilter: OpenEnum, EmptyDecodable {
    case inProgress
    case completed
    case failed
    case cancelled
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        case "failed": self = .failed
        case "cancelled": self = .cancelled
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .failed: "failed"
        case .cancelled: "cancelled"
        case .unknown(let value): value
        }
    }
}

public enum ListVectorStoreFilesOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

public enum ListVectorStoresOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}
