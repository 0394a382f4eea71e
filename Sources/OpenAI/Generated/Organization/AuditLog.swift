// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A log of a user action or configuration change within this organization.
///
/// - Schema: `#/components/schemas/AuditLog`
public nonisolated struct AuditLog: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The ID of this log.
    public var id: String

    public var type: AuditLogEventType

    /// The Unix timestamp (in seconds) of the event.
    public var effectiveAt: Int

    /// The project that the action was scoped to. Absent for actions not scoped to projects. Note that any admin actions taken via Admin API keys are associated with the default project.
    public var project: AuditLog.Project?

    public var actor: AuditLogActor?

    /// The details for events with this `type`.
    public var apiKeyCreated: AuditLog.ApiKeyCreated?

    /// The details for events with this `type`.
    public var apiKeyUpdated: AuditLog.ApiKeyUpdated?

    /// The details for events with this `type`.
    public var apiKeyDeleted: AuditLog.ApiKeyDeleted?

    /// The project and fine-tuned model checkpoint that the checkpoint permission was created for.
    public var checkpointPermissionCreated: AuditLog.CheckpointPermissionCreated?

    /// The details for events with this `type`.
    public var checkpointPermissionDeleted: AuditLog.CheckpointPermissionDeleted?

    /// The details for events with this `type`.
    public var externalKeyRegistered: AuditLog.ExternalKeyRegistered?

    /// The details for events with this `type`.
    public var externalKeyRemoved: AuditLog.ExternalKeyRemoved?

    /// The details for events with this `type`.
    public var groupCreated: AuditLog.GroupCreated?

    /// The details for events with this `type`.
    public var groupUpdated: AuditLog.GroupUpdated?

    /// The details for events with this `type`.
    public var groupDeleted: AuditLog.GroupDeleted?

    /// The details for events with this `type`.
    public var scimEnabled: AuditLog.ScimEnabled?

    /// The details for events with this `type`.
    public var scimDisabled: AuditLog.ScimDisabled?

    /// The details for events with this `type`.
    public var inviteSent: AuditLog.InviteSent?

    /// The details for events with this `type`.
    public var inviteAccepted: AuditLog.InviteAccepted?

    /// The details for events with this `type`.
    public var inviteDeleted: AuditLog.InviteDeleted?

    /// The details for events with this `type`.
    public var ipAllowlistCreated: AuditLog.IpAllowlistCreated?

    /// The details for events with this `type`.
    public var ipAllowlistUpdated: AuditLog.IpAllowlistUpdated?

    /// The details for events with this `type`.
    public var ipAllowlistDeleted: AuditLog.IpAllowlistDeleted?

    /// The details for events with this `type`.
    public var ipAllowlistConfigActivated: AuditLog.IpAllowlistConfigActivated?

    /// The details for events with this `type`.
    public var ipAllowlistConfigDeactivated: AuditLog.IpAllowlistConfigDeactivated?

    /// This event has no additional fields beyond the standard audit log attributes.
    public var loginSucceeded: JSONValue?

    /// The details for events with this `type`.
    public var loginFailed: AuditLog.LoginFailed?

    /// This event has no additional fields beyond the standard audit log attributes.
    public var logoutSucceeded: JSONValue?

    /// The details for events with this `type`.
    public var logoutFailed: AuditLog.LogoutFailed?

    /// The details for events with this `type`.
    public var organizationUpdated: AuditLog.OrganizationUpdated?

    /// The details for events with this `type`.
    public var projectCreated: AuditLog.ProjectCreated?

    /// The details for events with this `type`.
    public var projectUpdated: AuditLog.ProjectUpdated?

    /// The details for events with this `type`.
    public var projectArchived: AuditLog.ProjectArchived?

    /// The details for events with this `type`.
    public var projectDeleted: AuditLog.ProjectDeleted?

    /// The details for events with this `type`.
    public var rateLimitUpdated: AuditLog.RateLimitUpdated?

    /// The details for events with this `type`.
    public var rateLimitDeleted: AuditLog.RateLimitDeleted?

    /// The details for events with this `type`.
    public var roleCreated: AuditLog.RoleCreated?

    /// The details for events with this `type`.
    public var roleUpdated: AuditLog.RoleUpdated?

    /// The details for events with this `type`.
    public var roleDeleted: AuditLog.RoleDeleted?

    /// The details for events with this `type`.
    public var roleAssignmentCreated: AuditLog.RoleAssignmentCreated?

    /// The details for events with this `type`.
    public var roleAssignmentDeleted: AuditLog.RoleAssignmentDeleted?

    /// The details for events with this `type`.
    public var roleBoundToResource: AuditLog.RoleBoundToResource?

    /// The details for events with this `type`.
    public var roleUnboundFromResource: AuditLog.RoleUnboundFromResource?

    /// The details for events with this `type`.
    public var serviceAccountCreated: AuditLog.ServiceAccountCreated?

    /// The details for events with this `type`.
    public var serviceAccountUpdated: AuditLog.ServiceAccountUpdated?

    /// The details for events with this `type`.
    public var serviceAccountDeleted: AuditLog.ServiceAccountDeleted?

    /// The details for events with this `type`.
    public var workloadIdentityProviderCreated: AuditLog.WorkloadIdentityProviderCreated?

    /// The details for events with this `type`.
    public var workloadIdentityProviderUpdated: AuditLog.WorkloadIdentityProviderUpdated?

    /// The details for events with this `type`.
    public var workloadIdentityProviderDeleted: AuditLog.WorkloadIdentityProviderDeleted?

    /// The details for events with this `type`.
    public var workloadIdentityProviderMappingCreated: AuditLog.WorkloadIdentityProviderMappingCreated?

    /// The details for events with this `type`.
    public var workloadIdentityProviderMappingUpdated: AuditLog.WorkloadIdentityProviderMappingUpdated?

    /// The details for events with this `type`.
    public var workloadIdentityProviderMappingDeleted: AuditLog.WorkloadIdentityProviderMappingDeleted?

    /// The details for events with this `type`.
    public var userAdded: AuditLog.UserAdded?

    /// The details for events with this `type`.
    public var userUpdated: AuditLog.UserUpdated?

    /// The details for events with this `type`.
    public var userDeleted: AuditLog.UserDeleted?

    /// The details for events with this `type`.
    public var certificateCreated: AuditLog.CertificateCreated?

    /// The details for events with this `type`.
    public var certificateUpdated: AuditLog.CertificateUpdated?

    /// The details for events with this `type`.
    public var certificateDeleted: AuditLog.CertificateDeleted?

    /// The details for events with this `type`.
    public var certificatesActivated: AuditLog.CertificatesActivated?

    /// The details for events with this `type`.
    public var certificatesDeactivated: AuditLog.CertificatesDeactivated?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        type: AuditLogEventType,
        effectiveAt: Int,
        project: AuditLog.Project? = nil,
        actor: AuditLogActor? = nil,
        apiKeyCreated: AuditLog.ApiKeyCreated? = nil,
        apiKeyUpdated: AuditLog.ApiKeyUpdated? = nil,
        apiKeyDeleted: AuditLog.ApiKeyDeleted? = nil,
        checkpointPermissionCreated: AuditLog.CheckpointPermissionCreated? = nil,
        checkpointPermissionDeleted: AuditLog.CheckpointPermissionDeleted? = nil,
        externalKeyRegistered: AuditLog.ExternalKeyRegistered? = nil,
        externalKeyRemoved: AuditLog.ExternalKeyRemoved? = nil,
        groupCreated: AuditLog.GroupCreated? = nil,
        groupUpdated: AuditLog.GroupUpdated? = nil,
        groupDeleted: AuditLog.GroupDeleted? = nil,
        scimEnabled: AuditLog.ScimEnabled? = nil,
        scimDisabled: AuditLog.ScimDisabled? = nil,
        inviteSent: AuditLog.InviteSent? = nil,
        inviteAccepted: AuditLog.InviteAccepted? = nil,
        inviteDeleted: AuditLog.InviteDeleted? = nil,
        ipAllowlistCreated: AuditLog.IpAllowlistCreated? = nil,
        ipAllowlistUpdated: AuditLog.IpAllowlistUpdated? = nil,
        ipAllowlistDeleted: AuditLog.IpAllowlistDeleted? = nil,
        ipAllowlistConfigActivated: AuditLog.IpAllowlistConfigActivated? = nil,
        ipAllowlistConfigDeactivated: AuditLog.IpAllowlistConfigDeactivated? = nil,
        loginSucceeded: JSONValue? = nil,
        loginFailed: AuditLog.LoginFailed? = nil,
        logoutSucceeded: JSONValue? = nil,
        logoutFailed: AuditLog.LogoutFailed? = nil,
        organizationUpdated: AuditLog.OrganizationUpdated? = nil,
        projectCreated: AuditLog.ProjectCreated? = nil,
        projectUpdated: AuditLog.ProjectUpdated? = nil,
        projectArchived: AuditLog.ProjectArchived? = nil,
        projectDeleted: AuditLog.ProjectDeleted? = nil,
        rateLimitUpdated: AuditLog.RateLimitUpdated? = nil,
        rateLimitDeleted: AuditLog.RateLimitDeleted? = nil,
        roleCreated: AuditLog.RoleCreated? = nil,
        roleUpdated: AuditLog.RoleUpdated? = nil,
        roleDeleted: AuditLog.RoleDeleted? = nil,
        roleAssignmentCreated: AuditLog.RoleAssignmentCreated? = nil,
        roleAssignmentDeleted: AuditLog.RoleAssignmentDeleted? = nil,
        roleBoundToResource: AuditLog.RoleBoundToResource? = nil,
        roleUnboundFromResource: AuditLog.RoleUnboundFromResource? = nil,
        serviceAccountCreated: AuditLog.ServiceAccountCreated? = nil,
        serviceAccountUpdated: AuditLog.ServiceAccountUpdated? = nil,
        serviceAccountDeleted: AuditLog.ServiceAccountDeleted? = nil,
        workloadIdentityProviderCreated: AuditLog.WorkloadIdentityProviderCreated? = nil,
        workloadIdentityProviderUpdated: AuditLog.WorkloadIdentityProviderUpdated? = nil,
        workloadIdentityProviderDeleted: AuditLog.WorkloadIdentityProviderDeleted? = nil,
        workloadIdentityProviderMappingCreated: AuditLog.WorkloadIdentityProviderMappingCreated? = nil,
        workloadIdentityProviderMappingUpdated: AuditLog.WorkloadIdentityProviderMappingUpdated? = nil,
        workloadIdentityProviderMappingDeleted: AuditLog.WorkloadIdentityProviderMappingDeleted? = nil,
        userAdded: AuditLog.UserAdded? = nil,
        userUpdated: AuditLog.UserUpdated? = nil,
        userDeleted: AuditLog.UserDeleted? = nil,
        certificateCreated: AuditLog.CertificateCreated? = nil,
        certificateUpdated: AuditLog.CertificateUpdated? = nil,
        certificateDeleted: AuditLog.CertificateDeleted? = nil,
        certificatesActivated: AuditLog.CertificatesActivated? = nil,
        certificatesDeactivated: AuditLog.CertificatesDeactivated? = nil
    ) {
        self.id = id
        self.type = type
        self.effectiveAt = effectiveAt
        self.project = project
        self.actor = actor
        self.apiKeyCreated = apiKeyCreated
        self.apiKeyUpdated = apiKeyUpdated
        self.apiKeyDeleted = apiKeyDeleted
        self.checkpointPermissionCreated = checkpointPermissionCreated
        self.checkpointPermissionDeleted = checkpointPermissionDeleted
        self.externalKeyRegistered = externalKeyRegistered
        self.externalKeyRemoved = externalKeyRemoved
        self.groupCreated = groupCreated
        self.groupUpdated = groupUpdated
        self.groupDeleted = groupDeleted
        self.scimEnabled = scimEnabled
        self.scimDisabled = scimDisabled
        self.inviteSent = inviteSent
        self.inviteAccepted = inviteAccepted
        self.inviteDeleted = inviteDeleted
        self.ipAllowlistCreated = ipAllowlistCreated
        self.ipAllowlistUpdated = ipAllowlistUpdated
        self.ipAllowlistDeleted = ipAllowlistDeleted
        self.ipAllowlistConfigActivated = ipAllowlistConfigActivated
        self.ipAllowlistConfigDeactivated = ipAllowlistConfigDeactivated
        self.loginSucceeded = loginSucceeded
        self.loginFailed = loginFailed
        self.logoutSucceeded = logoutSucceeded
        self.logoutFailed = logoutFailed
        self.organizationUpdated = organizationUpdated
        self.projectCreated = projectCreated
        self.projectUpdated = projectUpdated
        self.projectArchived = projectArchived
        self.projectDeleted = projectDeleted
        self.rateLimitUpdated = rateLimitUpdated
        self.rateLimitDeleted = rateLimitDeleted
        self.roleCreated = roleCreated
        self.roleUpdated = roleUpdated
        self.roleDeleted = roleDeleted
        self.roleAssignmentCreated = roleAssignmentCreated
        self.roleAssignmentDeleted = roleAssignmentDeleted
        self.roleBoundToResource = roleBoundToResource
        self.roleUnboundFromResource = roleUnboundFromResource
        self.serviceAccountCreated = serviceAccountCreated
        self.serviceAccountUpdated = serviceAccountUpdated
        self.serviceAccountDeleted = serviceAccountDeleted
        self.workloadIdentityProviderCreated = workloadIdentityProviderCreated
        self.workloadIdentityProviderUpdated = workloadIdentityProviderUpdated
        self.workloadIdentityProviderDeleted = workloadIdentityProviderDeleted
        self.workloadIdentityProviderMappingCreated = workloadIdentityProviderMappingCreated
        self.workloadIdentityProviderMappingUpdated = workloadIdentityProviderMappingUpdated
        self.workloadIdentityProviderMappingDeleted = workloadIdentityProviderMappingDeleted
        self.userAdded = userAdded
        self.userUpdated = userUpdated
        self.userDeleted = userDeleted
        self.certificateCreated = certificateCreated
        self.certificateUpdated = certificateUpdated
        self.certificateDeleted = certificateDeleted
        self.certificatesActivated = certificatesActivated
        self.certificatesDeactivated = certificatesDeactivated
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            type: .emptyValue,
            effectiveAt: .emptyValue
        )
    }

    /// The project that the action was scoped to. Absent for actions not scoped to projects. Note that any admin actions taken via Admin API keys are associated with the default project.
    public nonisolated struct Project: Codable, Equatable, Sendable, EmptyDecodable {
        /// The project ID.
        public var id: String?

        /// The project title.
        public var name: String?

        public init(
            id: String? = nil,
            name: String? = nil
        ) {
            self.id = id
            self.name = name
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.name = try container.decodeIfPresent(String.self, forKey: "name")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.name, forKey: "name")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ApiKeyCreated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The tracking ID of the API key.
        public var id: String?

        /// The payload used to create the API key.
        public var data: AuditLog.ApiKeyCreated.DataValue?

        public init(
            id: String? = nil,
            data: AuditLog.ApiKeyCreated.DataValue? = nil
        ) {
            self.id = id
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to create the API key.
        public nonisolated struct DataValue: Codable, Equatable, Sendable, EmptyDecodable {
            /// A list of scopes allowed for the API key, e.g. `["api.model.request"]`
            public var scopes: [String]?

            public init(
                scopes: [String]? = nil
            ) {
                self.scopes = scopes
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.scopes = try container.decodeIfPresent([String].self, forKey: "scopes")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.scopes, forKey: "scopes")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.data = try container.decodeIfPresent(AuditLog.ApiKeyCreated.DataValue.self, forKey: "data")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.data, forKey: "data")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ApiKeyUpdated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The tracking ID of the API key.
        public var id: String?

        /// The payload used to update the API key.
        public var changesRequested: AuditLog.ApiKeyUpdated.ChangesRequested?

        public init(
            id: String? = nil,
            changesRequested: AuditLog.ApiKeyUpdated.ChangesRequested? = nil
        ) {
            self.id = id
            self.changesRequested = changesRequested
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to update the API key.
        public nonisolated struct ChangesRequested: Codable, Equatable, Sendable, EmptyDecodable {
            /// A list of scopes allowed for the API key, e.g. `["api.model.request"]`
            public var scopes: [String]?

            public init(
                scopes: [String]? = nil
            ) {
                self.scopes = scopes
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.scopes = try container.decodeIfPresent([String].self, forKey: "scopes")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.scopes, forKey: "scopes")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.changesRequested = try container.decodeIfPresent(AuditLog.ApiKeyUpdated.ChangesRequested.self, forKey: "changes_requested")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.changesRequested, forKey: "changes_requested")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ApiKeyDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The tracking ID of the API key.
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The project and fine-tuned model checkpoint that the checkpoint permission was created for.
    public nonisolated struct CheckpointPermissionCreated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the checkpoint permission.
        public var id: String?

        /// The payload used to create the checkpoint permission.
        public var data: AuditLog.CheckpointPermissionCreated.DataValue?

        public init(
            id: String? = nil,
            data: AuditLog.CheckpointPermissionCreated.DataValue? = nil
        ) {
            self.id = id
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to create the checkpoint permission.
        public nonisolated struct DataValue: Codable, Equatable, Sendable, EmptyDecodable {
            /// The ID of the project that the checkpoint permission was created for.
            public var projectID: String?

            /// The ID of the fine-tuned model checkpoint.
            public var fineTunedModelCheckpoint: String?

            public init(
                projectID: String? = nil,
                fineTunedModelCheckpoint: String? = nil
            ) {
                self.projectID = projectID
                self.fineTunedModelCheckpoint = fineTunedModelCheckpoint
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.projectID = try container.decodeIfPresent(String.self, forKey: "project_id")
                self.fineTunedModelCheckpoint = try container.decodeIfPresent(String.self, forKey: "fine_tuned_model_checkpoint")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.projectID, forKey: "project_id")
                try container.encodeIfPresent(self.fineTunedModelCheckpoint, forKey: "fine_tuned_model_checkpoint")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.data = try container.decodeIfPresent(AuditLog.CheckpointPermissionCreated.DataValue.self, forKey: "data")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.data, forKey: "data")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct CheckpointPermissionDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the checkpoint permission.
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ExternalKeyRegistered: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the external key configuration.
        public var id: String?

        /// The configuration for the external key.
        public var data: JSONValue?

        public init(
            id: String? = nil,
            data: JSONValue? = nil
        ) {
            self.id = id
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.data = try container.decodeIfPresent(JSONValue.self, forKey: "data")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.data, forKey: "data")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ExternalKeyRemoved: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the external key configuration.
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct GroupCreated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the group.
        public var id: String?

        /// Information about the created group.
        public var data: AuditLog.GroupCreated.DataValue?

        public init(
            id: String? = nil,
            data: AuditLog.GroupCreated.DataValue? = nil
        ) {
            self.id = id
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// Information about the created group.
        public nonisolated struct DataValue: Codable, Equatable, Sendable, EmptyDecodable {
            /// The group name.
            public var groupName: String?

            public init(
                groupName: String? = nil
            ) {
                self.groupName = groupName
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.groupName = try container.decodeIfPresent(String.self, forKey: "group_name")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.groupName, forKey: "group_name")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.data = try container.decodeIfPresent(AuditLog.GroupCreated.DataValue.self, forKey: "data")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.data, forKey: "data")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct GroupUpdated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the group.
        public var id: String?

        /// The payload used to update the group.
        public var changesRequested: AuditLog.GroupUpdated.ChangesRequested?

        public init(
            id: String? = nil,
            changesRequested: AuditLog.GroupUpdated.ChangesRequested? = nil
        ) {
            self.id = id
            self.changesRequested = changesRequested
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to update the group.
        public nonisolated struct ChangesRequested: Codable, Equatable, Sendable, EmptyDecodable {
            /// The updated group name.
            public var groupName: String?

            public init(
                groupName: String? = nil
            ) {
                self.groupName = groupName
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.groupName = try container.decodeIfPresent(String.self, forKey: "group_name")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.groupName, forKey: "group_name")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.changesRequested = try container.decodeIfPresent(AuditLog.GroupUpdated.ChangesRequested.self, forKey: "changes_requested")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.changesRequested, forKey: "changes_requested")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct GroupDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the group.
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ScimEnabled: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the SCIM was enabled for.
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ScimDisabled: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the SCIM was disabled for.
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct InviteSent: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the invite.
        public var id: String?

        /// The payload used to create the invite.
        public var data: AuditLog.InviteSent.DataValue?

        public init(
            id: String? = nil,
            data: AuditLog.InviteSent.DataValue? = nil
        ) {
            self.id = id
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to create the invite.
        public nonisolated struct DataValue: Codable, Equatable, Sendable, EmptyDecodable {
            /// The email invited to the organization.
            public var email: String?

            /// The role the email was invited to be. Is either `owner` or `member`.
            public var role: String?

            public init(
                email: String? = nil,
                role: String? = nil
            ) {
                self.email = email
                self.role = role
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.email = try container.decodeIfPresent(String.self, forKey: "email")
                self.role = try container.decodeIfPresent(String.self, forKey: "role")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.email, forKey: "email")
                try container.encodeIfPresent(self.role, forKey: "role")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.data = try container.decodeIfPresent(AuditLog.InviteSent.DataValue.self, forKey: "data")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.data, forKey: "data")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct InviteAccepted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the invite.
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct InviteDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the invite.
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct IpAllowlistCreated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the IP allowlist configuration.
        public var id: String?

        /// The name of the IP allowlist configuration.
        public var name: String?

        /// The IP addresses or CIDR ranges included in the configuration.
        public var allowedIps: [String]?

        public init(
            id: String? = nil,
            name: String? = nil,
            allowedIps: [String]? = nil
        ) {
            self.id = id
            self.name = name
            self.allowedIps = allowedIps
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.name = try container.decodeIfPresent(String.self, forKey: "name")
            self.allowedIps = try container.decodeIfPresent([String].self, forKey: "allowed_ips")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.name, forKey: "name")
            try container.encodeIfPresent(self.allowedIps, forKey: "allowed_ips")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct IpAllowlistUpdated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the IP allowlist configuration.
        public var id: String?

        /// The updated set of IP addresses or CIDR ranges in the configuration.
        public var allowedIps: [String]?

        public init(
            id: String? = nil,
            allowedIps: [String]? = nil
        ) {
            self.id = id
            self.allowedIps = allowedIps
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.allowedIps = try container.decodeIfPresent([String].self, forKey: "allowed_ips")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.allowedIps, forKey: "allowed_ips")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct IpAllowlistDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the IP allowlist configuration.
        public var id: String?

        /// The name of the IP allowlist configuration.
        public var name: String?

        /// The IP addresses or CIDR ranges that were in the configuration.
        public var allowedIps: [String]?

        public init(
            id: String? = nil,
            name: String? = nil,
            allowedIps: [String]? = nil
        ) {
            self.id = id
            self.name = name
            self.allowedIps = allowedIps
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.name = try container.decodeIfPresent(String.self, forKey: "name")
            self.allowedIps = try container.decodeIfPresent([String].self, forKey: "allowed_ips")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.name, forKey: "name")
            try container.encodeIfPresent(self.allowedIps, forKey: "allowed_ips")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct IpAllowlistConfigActivated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The configurations that were activated.
        public var configs: [AuditLog.IpAllowlistConfigActivated.Config]?

        public init(
            configs: [AuditLog.IpAllowlistConfigActivated.Config]? = nil
        ) {
            self.configs = configs
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct Config: Codable, Equatable, Sendable, EmptyDecodable {
            /// The ID of the IP allowlist configuration.
            public var id: String?

            /// The name of the IP allowlist configuration.
            public var name: String?

            public init(
                id: String? = nil,
                name: String? = nil
            ) {
                self.id = id
                self.name = name
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.id = try container.decodeIfPresent(String.self, forKey: "id")
                self.name = try container.decodeIfPresent(String.self, forKey: "name")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.id, forKey: "id")
                try container.encodeIfPresent(self.name, forKey: "name")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.configs = try container.decodeIfPresent([AuditLog.IpAllowlistConfigActivated.Config].self, forKey: "configs")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.configs, forKey: "configs")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct IpAllowlistConfigDeactivated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The configurations that were deactivated.
        public var configs: [AuditLog.IpAllowlistConfigDeactivated.Config]?

        public init(
            configs: [AuditLog.IpAllowlistConfigDeactivated.Config]? = nil
        ) {
            self.configs = configs
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct Config: Codable, Equatable, Sendable, EmptyDecodable {
            /// The ID of the IP allowlist configuration.
            public var id: String?

            /// The name of the IP allowlist configuration.
            public var name: String?

            public init(
                id: String? = nil,
                name: String? = nil
            ) {
                self.id = id
                self.name = name
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.id = try container.decodeIfPresent(String.self, forKey: "id")
                self.name = try container.decodeIfPresent(String.self, forKey: "name")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.id, forKey: "id")
                try container.encodeIfPresent(self.name, forKey: "name")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.configs = try container.decodeIfPresent([AuditLog.IpAllowlistConfigDeactivated.Config].self, forKey: "configs")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.configs, forKey: "configs")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct LoginFailed: Codable, Equatable, Sendable, EmptyDecodable {
        /// The error code of the failure.
        public var errorCode: String?

        /// The error message of the failure.
        public var errorMessage: String?

        public init(
            errorCode: String? = nil,
            errorMessage: String? = nil
        ) {
            self.errorCode = errorCode
            self.errorMessage = errorMessage
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.errorCode = try container.decodeIfPresent(String.self, forKey: "error_code")
            self.errorMessage = try container.decodeIfPresent(String.self, forKey: "error_message")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.errorCode, forKey: "error_code")
            try container.encodeIfPresent(self.errorMessage, forKey: "error_message")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct LogoutFailed: Codable, Equatable, Sendable, EmptyDecodable {
        /// The error code of the failure.
        public var errorCode: String?

        /// The error message of the failure.
        public var errorMessage: String?

        public init(
            errorCode: String? = nil,
            errorMessage: String? = nil
        ) {
            self.errorCode = errorCode
            self.errorMessage = errorMessage
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.errorCode = try container.decodeIfPresent(String.self, forKey: "error_code")
            self.errorMessage = try container.decodeIfPresent(String.self, forKey: "error_message")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.errorCode, forKey: "error_code")
            try container.encodeIfPresent(self.errorMessage, forKey: "error_message")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct OrganizationUpdated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The organization ID.
        public var id: String?

        /// The payload used to update the organization settings.
        public var changesRequested: AuditLog.OrganizationUpdated.ChangesRequested?

        public init(
            id: String? = nil,
            changesRequested: AuditLog.OrganizationUpdated.ChangesRequested? = nil
        ) {
            self.id = id
            self.changesRequested = changesRequested
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to update the organization settings.
        public nonisolated struct ChangesRequested: Codable, Equatable, Sendable, EmptyDecodable {
            /// The organization title.
            public var title: String?

            /// The organization description.
            public var description: String?

            /// The organization name.
            public var name: String?

            /// Visibility of the threads page which shows messages created with the Assistants API and Playground. One of `ANY_ROLE`, `OWNERS`, or `NONE`.
            public var threadsUiVisibility: String?

            /// Visibility of the usage dashboard which shows activity and costs for your organization. One of `ANY_ROLE` or `OWNERS`.
            public var usageDashboardVisibility: String?

            /// How your organization logs data from supported API calls. One of `disabled`, `enabled_per_call`, `enabled_for_all_projects`, or `enabled_for_selected_projects`
            public var apiCallLogging: String?

            /// The list of project ids if api_call_logging is set to `enabled_for_selected_projects`
            public var apiCallLoggingProjectIDs: String?

            public init(
                title: String? = nil,
                description: String? = nil,
                name: String? = nil,
                threadsUiVisibility: String? = nil,
                usageDashboardVisibility: String? = nil,
                apiCallLogging: String? = nil,
                apiCallLoggingProjectIDs: String? = nil
            ) {
                self.title = title
                self.description = description
                self.name = name
                self.threadsUiVisibility = threadsUiVisibility
                self.usageDashboardVisibility = usageDashboardVisibility
                self.apiCallLogging = apiCallLogging
                self.apiCallLoggingProjectIDs = apiCallLoggingProjectIDs
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.title = try container.decodeIfPresent(String.self, forKey: "title")
                self.description = try container.decodeIfPresent(String.self, forKey: "description")
                self.name = try container.decodeIfPresent(String.self, forKey: "name")
                self.threadsUiVisibility = try container.decodeIfPresent(String.self, forKey: "threads_ui_visibility")
                self.usageDashboardVisibility = try container.decodeIfPresent(String.self, forKey: "usage_dashboard_visibility")
                self.apiCallLogging = try container.decodeIfPresent(String.self, forKey: "api_call_logging")
                self.apiCallLoggingProjectIDs = try container.decodeIfPresent(String.self, forKey: "api_call_logging_project_ids")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.title, forKey: "title")
                try container.encodeIfPresent(self.description, forKey: "description")
                try container.encodeIfPresent(self.name, forKey: "name")
                try container.encodeIfPresent(self.threadsUiVisibility, forKey: "threads_ui_visibility")
                try container.encodeIfPresent(self.usageDashboardVisibility, forKey: "usage_dashboard_visibility")
                try container.encodeIfPresent(self.apiCallLogging, forKey: "api_call_logging")
                try container.encodeIfPresent(self.apiCallLoggingProjectIDs, forKey: "api_call_logging_project_ids")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.changesRequested = try container.decodeIfPresent(AuditLog.OrganizationUpdated.ChangesRequested.self, forKey: "changes_requested")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.changesRequested, forKey: "changes_requested")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ProjectCreated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The project ID.
        public var id: String?

        /// The payload used to create the project.
        public var data: AuditLog.ProjectCreated.DataValue?

        public init(
            id: String? = nil,
            data: AuditLog.ProjectCreated.DataValue? = nil
        ) {
            self.id = id
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to create the project.
        public nonisolated struct DataValue: Codable, Equatable, Sendable, EmptyDecodable {
            /// The project name.
            public var name: String?

            /// The title of the project as seen on the dashboard.
            public var title: String?

            public init(
                name: String? = nil,
                title: String? = nil
            ) {
                self.name = name
                self.title = title
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.name = try container.decodeIfPresent(String.self, forKey: "name")
                self.title = try container.decodeIfPresent(String.self, forKey: "title")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.name, forKey: "name")
                try container.encodeIfPresent(self.title, forKey: "title")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.data = try container.decodeIfPresent(AuditLog.ProjectCreated.DataValue.self, forKey: "data")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.data, forKey: "data")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ProjectUpdated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The project ID.
        public var id: String?

        /// The payload used to update the project.
        public var changesRequested: AuditLog.ProjectUpdated.ChangesRequested?

        public init(
            id: String? = nil,
            changesRequested: AuditLog.ProjectUpdated.ChangesRequested? = nil
        ) {
            self.id = id
            self.changesRequested = changesRequested
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to update the project.
        public nonisolated struct ChangesRequested: Codable, Equatable, Sendable, EmptyDecodable {
            /// The title of the project as seen on the dashboard.
            public var title: String?

            public init(
                title: String? = nil
            ) {
                self.title = title
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.title = try container.decodeIfPresent(String.self, forKey: "title")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.title, forKey: "title")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.changesRequested = try container.decodeIfPresent(AuditLog.ProjectUpdated.ChangesRequested.self, forKey: "changes_requested")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.changesRequested, forKey: "changes_requested")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ProjectArchived: Codable, Equatable, Sendable, EmptyDecodable {
        /// The project ID.
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ProjectDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The project ID.
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct RateLimitUpdated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The rate limit ID
        public var id: String?

        /// The payload used to update the rate limits.
        public var changesRequested: AuditLog.RateLimitUpdated.ChangesRequested?

        public init(
            id: String? = nil,
            changesRequested: AuditLog.RateLimitUpdated.ChangesRequested? = nil
        ) {
            self.id = id
            self.changesRequested = changesRequested
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to update the rate limits.
        public nonisolated struct ChangesRequested: Codable, Equatable, Sendable, EmptyDecodable {
            /// The maximum requests per minute.
            public var maxRequestsPer1Minute: Int?

            /// The maximum tokens per minute.
            public var maxTokensPer1Minute: Int?

            /// The maximum images per minute. Only relevant for certain models.
            public var maxImagesPer1Minute: Int?

            /// The maximum audio megabytes per minute. Only relevant for certain models.
            public var maxAudioMegabytesPer1Minute: Int?

            /// The maximum requests per day. Only relevant for certain models.
            public var maxRequestsPer1Day: Int?

            /// The maximum batch input tokens per day. Only relevant for certain models.
            public var batch1DayMaxInputTokens: Int?

            public init(
                maxRequestsPer1Minute: Int? = nil,
                maxTokensPer1Minute: Int? = nil,
                maxImagesPer1Minute: Int? = nil,
                maxAudioMegabytesPer1Minute: Int? = nil,
                maxRequestsPer1Day: Int? = nil,
                batch1DayMaxInputTokens: Int? = nil
            ) {
                self.maxRequestsPer1Minute = maxRequestsPer1Minute
                self.maxTokensPer1Minute = maxTokensPer1Minute
                self.maxImagesPer1Minute = maxImagesPer1Minute
                self.maxAudioMegabytesPer1Minute = maxAudioMegabytesPer1Minute
                self.maxRequestsPer1Day = maxRequestsPer1Day
                self.batch1DayMaxInputTokens = batch1DayMaxInputTokens
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.maxRequestsPer1Minute = try container.decodeIfPresent(Int.self, forKey: "max_requests_per_1_minute")
                self.maxTokensPer1Minute = try container.decodeIfPresent(Int.self, forKey: "max_tokens_per_1_minute")
                self.maxImagesPer1Minute = try container.decodeIfPresent(Int.self, forKey: "max_images_per_1_minute")
                self.maxAudioMegabytesPer1Minute = try container.decodeIfPresent(Int.self, forKey: "max_audio_megabytes_per_1_minute")
                self.maxRequestsPer1Day = try container.decodeIfPresent(Int.self, forKey: "max_requests_per_1_day")
                self.batch1DayMaxInputTokens = try container.decodeIfPresent(Int.self, forKey: "batch_1_day_max_input_tokens")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.maxRequestsPer1Minute, forKey: "max_requests_per_1_minute")
                try container.encodeIfPresent(self.maxTokensPer1Minute, forKey: "max_tokens_per_1_minute")
                try container.encodeIfPresent(self.maxImagesPer1Minute, forKey: "max_images_per_1_minute")
                try container.encodeIfPresent(self.maxAudioMegabytesPer1Minute, forKey: "max_audio_megabytes_per_1_minute")
                try container.encodeIfPresent(self.maxRequestsPer1Day, forKey: "max_requests_per_1_day")
                try container.encodeIfPresent(self.batch1DayMaxInputTokens, forKey: "batch_1_day_max_input_tokens")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.changesRequested = try container.decodeIfPresent(AuditLog.RateLimitUpdated.ChangesRequested.self, forKey: "changes_requested")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.changesRequested, forKey: "changes_requested")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct RateLimitDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The rate limit ID
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct RoleCreated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The role ID.
        public var id: String?

        /// The name of the role.
        public var roleName: String?

        /// The permissions granted by the role.
        public var permissions: [String]?

        /// The type of resource the role belongs to.
        public var resourceType: String?

        /// The resource the role is scoped to.
        public var resourceID: String?

        public init(
            id: String? = nil,
            roleName: String? = nil,
            permissions: [String]? = nil,
            resourceType: String? = nil,
            resourceID: String? = nil
        ) {
            self.id = id
            self.roleName = roleName
            self.permissions = permissions
            self.resourceType = resourceType
            self.resourceID = resourceID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.roleName = try container.decodeIfPresent(String.self, forKey: "role_name")
            self.permissions = try container.decodeIfPresent([String].self, forKey: "permissions")
            self.resourceType = try container.decodeIfPresent(String.self, forKey: "resource_type")
            self.resourceID = try container.decodeIfPresent(String.self, forKey: "resource_id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.roleName, forKey: "role_name")
            try container.encodeIfPresent(self.permissions, forKey: "permissions")
            try container.encodeIfPresent(self.resourceType, forKey: "resource_type")
            try container.encodeIfPresent(self.resourceID, forKey: "resource_id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct RoleUpdated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The role ID.
        public var id: String?

        /// The payload used to update the role.
        public var changesRequested: AuditLog.RoleUpdated.ChangesRequested?

        public init(
            id: String? = nil,
            changesRequested: AuditLog.RoleUpdated.ChangesRequested? = nil
        ) {
            self.id = id
            self.changesRequested = changesRequested
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to update the role.
        public nonisolated struct ChangesRequested: Codable, Equatable, Sendable, EmptyDecodable {
            /// The updated role name, when provided.
            public var roleName: String?

            /// The resource the role is scoped to.
            public var resourceID: String?

            /// The type of resource the role belongs to.
            public var resourceType: String?

            /// The permissions added to the role.
            public var permissionsAdded: [String]?

            /// The permissions removed from the role.
            public var permissionsRemoved: [String]?

            /// The updated role description, when provided.
            public var description: String?

            /// Additional metadata stored on the role.
            public var metadata: JSONValue?

            public init(
                roleName: String? = nil,
                resourceID: String? = nil,
                resourceType: String? = nil,
                permissionsAdded: [String]? = nil,
                permissionsRemoved: [String]? = nil,
                description: String? = nil,
                metadata: JSONValue? = nil
            ) {
                self.roleName = roleName
                self.resourceID = resourceID
                self.resourceType = resourceType
                self.permissionsAdded = permissionsAdded
                self.permissionsRemoved = permissionsRemoved
                self.description = description
                self.metadata = metadata
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.roleName = try container.decodeIfPresent(String.self, forKey: "role_name")
                self.resourceID = try container.decodeIfPresent(String.self, forKey: "resource_id")
                self.resourceType = try container.decodeIfPresent(String.self, forKey: "resource_type")
                self.permissionsAdded = try container.decodeIfPresent([String].self, forKey: "permissions_added")
                self.permissionsRemoved = try container.decodeIfPresent([String].self, forKey: "permissions_removed")
                self.description = try container.decodeIfPresent(String.self, forKey: "description")
                self.metadata = try container.decodeIfPresent(JSONValue.self, forKey: "metadata")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.roleName, forKey: "role_name")
                try container.encodeIfPresent(self.resourceID, forKey: "resource_id")
                try container.encodeIfPresent(self.resourceType, forKey: "resource_type")
                try container.encodeIfPresent(self.permissionsAdded, forKey: "permissions_added")
                try container.encodeIfPresent(self.permissionsRemoved, forKey: "permissions_removed")
                try container.encodeIfPresent(self.description, forKey: "description")
                try container.encodeIfPresent(self.metadata, forKey: "metadata")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.changesRequested = try container.decodeIfPresent(AuditLog.RoleUpdated.ChangesRequested.self, forKey: "changes_requested")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.changesRequested, forKey: "changes_requested")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct RoleDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The role ID.
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct RoleAssignmentCreated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The identifier of the role assignment.
        public var id: String?

        /// The principal (user or group) that received the role.
        public var principalID: String?

        /// The type of principal (user or group) that received the role.
        public var principalType: String?

        /// The resource the role assignment is scoped to.
        public var resourceID: String?

        /// The type of resource the role assignment is scoped to.
        public var resourceType: String?

        public init(
            id: String? = nil,
            principalID: String? = nil,
            principalType: String? = nil,
            resourceID: String? = nil,
            resourceType: String? = nil
        ) {
            self.id = id
            self.principalID = principalID
            self.principalType = principalType
            self.resourceID = resourceID
            self.resourceType = resourceType
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.principalID = try container.decodeIfPresent(String.self, forKey: "principal_id")
            self.principalType = try container.decodeIfPresent(String.self, forKey: "principal_type")
            self.resourceID = try container.decodeIfPresent(String.self, forKey: "resource_id")
            self.resourceType = try container.decodeIfPresent(String.self, forKey: "resource_type")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.principalID, forKey: "principal_id")
            try container.encodeIfPresent(self.principalType, forKey: "principal_type")
            try container.encodeIfPresent(self.resourceID, forKey: "resource_id")
            try container.encodeIfPresent(self.resourceType, forKey: "resource_type")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct RoleAssignmentDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The identifier of the role assignment.
        public var id: String?

        /// The principal (user or group) that had the role removed.
        public var principalID: String?

        /// The type of principal (user or group) that had the role removed.
        public var principalType: String?

        /// The resource the role assignment was scoped to.
        public var resourceID: String?

        /// The type of resource the role assignment was scoped to.
        public var resourceType: String?

        public init(
            id: String? = nil,
            principalID: String? = nil,
            principalType: String? = nil,
            resourceID: String? = nil,
            resourceType: String? = nil
        ) {
            self.id = id
            self.principalID = principalID
            self.principalType = principalType
            self.resourceID = resourceID
            self.resourceType = resourceType
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.principalID = try container.decodeIfPresent(String.self, forKey: "principal_id")
            self.principalType = try container.decodeIfPresent(String.self, forKey: "principal_type")
            self.resourceID = try container.decodeIfPresent(String.self, forKey: "resource_id")
            self.resourceType = try container.decodeIfPresent(String.self, forKey: "resource_type")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.principalID, forKey: "principal_id")
            try container.encodeIfPresent(self.principalType, forKey: "principal_type")
            try container.encodeIfPresent(self.resourceID, forKey: "resource_id")
            try container.encodeIfPresent(self.resourceType, forKey: "resource_type")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct RoleBoundToResource: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the resource the role was bound to. ChatGPT workspace connector resources use `<workspace_id>__<connector_id>`.
        public var id: String?

        /// The ID of the role that was bound to the resource.
        public var roleID: String?

        /// The ID of the resource the role was bound to.
        public var resourceID: String?

        /// The type of resource the role was bound to.
        public var resourceType: String?

        /// The permissions granted to the role for the resource.
        public var permissions: [String]?

        /// The workspace ID for a ChatGPT workspace connector resource.
        public var workspaceID: String?

        /// The connector ID for a ChatGPT workspace connector resource.
        public var connectorID: String?

        /// The connector display name for a ChatGPT workspace connector resource, or the connector ID when the display name could not be resolved.
        public var connectorName: String?

        /// Whether the connector is enabled for the role.
        public var enabled: Bool?

        /// The connector role mutation path that produced the event.
        public var source: AuditLog.RoleBoundToResource.Source?

        public init(
            id: String? = nil,
            roleID: String? = nil,
            resourceID: String? = nil,
            resourceType: String? = nil,
            permissions: [String]? = nil,
            workspaceID: String? = nil,
            connectorID: String? = nil,
            connectorName: String? = nil,
            enabled: Bool? = nil,
            source: AuditLog.RoleBoundToResource.Source? = nil
        ) {
            self.id = id
            self.roleID = roleID
            self.resourceID = resourceID
            self.resourceType = resourceType
            self.permissions = permissions
            self.workspaceID = workspaceID
            self.connectorID = connectorID
            self.connectorName = connectorName
            self.enabled = enabled
            self.source = source
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The connector role mutation path that produced the event.
        public nonisolated enum Source: OpenEnum, EmptyDecodable {
            case roleToggle
            case roleConnectorUpdate
            case roleDelete
            case workspacePermissions
            case connectorPublish
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "role_toggle": self = .roleToggle
                case "role_connector_update": self = .roleConnectorUpdate
                case "role_delete": self = .roleDelete
                case "workspace_permissions": self = .workspacePermissions
                case "connector_publish": self = .connectorPublish
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .roleToggle: "role_toggle"
                case .roleConnectorUpdate: "role_connector_update"
                case .roleDelete: "role_delete"
                case .workspacePermissions: "workspace_permissions"
                case .connectorPublish: "connector_publish"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.roleID = try container.decodeIfPresent(String.self, forKey: "role_id")
            self.resourceID = try container.decodeIfPresent(String.self, forKey: "resource_id")
            self.resourceType = try container.decodeIfPresent(String.self, forKey: "resource_type")
            self.permissions = try container.decodeIfPresent([String].self, forKey: "permissions")
            self.workspaceID = try container.decodeIfPresent(String.self, forKey: "workspace_id")
            self.connectorID = try container.decodeIfPresent(String.self, forKey: "connector_id")
            self.connectorName = try container.decodeIfPresent(String.self, forKey: "connector_name")
            self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
            self.source = try container.decodeIfPresent(AuditLog.RoleBoundToResource.Source.self, forKey: "source")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.roleID, forKey: "role_id")
            try container.encodeIfPresent(self.resourceID, forKey: "resource_id")
            try container.encodeIfPresent(self.resourceType, forKey: "resource_type")
            try container.encodeIfPresent(self.permissions, forKey: "permissions")
            try container.encodeIfPresent(self.workspaceID, forKey: "workspace_id")
            try container.encodeIfPresent(self.connectorID, forKey: "connector_id")
            try container.encodeIfPresent(self.connectorName, forKey: "connector_name")
            try container.encodeIfPresent(self.enabled, forKey: "enabled")
            try container.encodeIfPresent(self.source, forKey: "source")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct RoleUnboundFromResource: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the resource the role was unbound from. ChatGPT workspace connector resources use `<workspace_id>__<connector_id>`.
        public var id: String?

        /// The ID of the role that was unbound from the resource.
        public var roleID: String?

        /// The ID of the resource the role was unbound from.
        public var resourceID: String?

        /// The type of resource the role was unbound from.
        public var resourceType: String?

        /// The permissions remaining for the role after the change.
        public var permissions: [String]?

        /// The workspace ID for a ChatGPT workspace connector resource.
        public var workspaceID: String?

        /// The connector ID for a ChatGPT workspace connector resource.
        public var connectorID: String?

        /// The connector display name for a ChatGPT workspace connector resource, or the connector ID when the display name could not be resolved.
        public var connectorName: String?

        /// Whether the connector is enabled for the role.
        public var enabled: Bool?

        /// The connector role mutation path that produced the event.
        public var source: AuditLog.RoleUnboundFromResource.Source?

        public init(
            id: String? = nil,
            roleID: String? = nil,
            resourceID: String? = nil,
            resourceType: String? = nil,
            permissions: [String]? = nil,
            workspaceID: String? = nil,
            connectorID: String? = nil,
            connectorName: String? = nil,
            enabled: Bool? = nil,
            source: AuditLog.RoleUnboundFromResource.Source? = nil
        ) {
            self.id = id
            self.roleID = roleID
            self.resourceID = resourceID
            self.resourceType = resourceType
            self.permissions = permissions
            self.workspaceID = workspaceID
            self.connectorID = connectorID
            self.connectorName = connectorName
            self.enabled = enabled
            self.source = source
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The connector role mutation path that produced the event.
        public nonisolated enum Source: OpenEnum, EmptyDecodable {
            case roleToggle
            case roleConnectorUpdate
            case roleDelete
            case workspacePermissions
            case connectorPublish
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "role_toggle": self = .roleToggle
                case "role_connector_update": self = .roleConnectorUpdate
                case "role_delete": self = .roleDelete
                case "workspace_permissions": self = .workspacePermissions
                case "connector_publish": self = .connectorPublish
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .roleToggle: "role_toggle"
                case .roleConnectorUpdate: "role_connector_update"
                case .roleDelete: "role_delete"
                case .workspacePermissions: "workspace_permissions"
                case .connectorPublish: "connector_publish"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.roleID = try container.decodeIfPresent(String.self, forKey: "role_id")
            self.resourceID = try container.decodeIfPresent(String.self, forKey: "resource_id")
            self.resourceType = try container.decodeIfPresent(String.self, forKey: "resource_type")
            self.permissions = try container.decodeIfPresent([String].self, forKey: "permissions")
            self.workspaceID = try container.decodeIfPresent(String.self, forKey: "workspace_id")
            self.connectorID = try container.decodeIfPresent(String.self, forKey: "connector_id")
            self.connectorName = try container.decodeIfPresent(String.self, forKey: "connector_name")
            self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
            self.source = try container.decodeIfPresent(AuditLog.RoleUnboundFromResource.Source.self, forKey: "source")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.roleID, forKey: "role_id")
            try container.encodeIfPresent(self.resourceID, forKey: "resource_id")
            try container.encodeIfPresent(self.resourceType, forKey: "resource_type")
            try container.encodeIfPresent(self.permissions, forKey: "permissions")
            try container.encodeIfPresent(self.workspaceID, forKey: "workspace_id")
            try container.encodeIfPresent(self.connectorID, forKey: "connector_id")
            try container.encodeIfPresent(self.connectorName, forKey: "connector_name")
            try container.encodeIfPresent(self.enabled, forKey: "enabled")
            try container.encodeIfPresent(self.source, forKey: "source")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ServiceAccountCreated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The service account ID.
        public var id: String?

        /// The payload used to create the service account.
        public var data: AuditLog.ServiceAccountCreated.DataValue?

        public init(
            id: String? = nil,
            data: AuditLog.ServiceAccountCreated.DataValue? = nil
        ) {
            self.id = id
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to create the service account.
        public nonisolated struct DataValue: Codable, Equatable, Sendable, EmptyDecodable {
            /// The role of the service account. Is either `owner` or `member`.
            public var role: String?

            public init(
                role: String? = nil
            ) {
                self.role = role
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.role = try container.decodeIfPresent(String.self, forKey: "role")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.role, forKey: "role")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.data = try container.decodeIfPresent(AuditLog.ServiceAccountCreated.DataValue.self, forKey: "data")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.data, forKey: "data")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ServiceAccountUpdated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The service account ID.
        public var id: String?

        /// The payload used to updated the service account.
        public var changesRequested: AuditLog.ServiceAccountUpdated.ChangesRequested?

        public init(
            id: String? = nil,
            changesRequested: AuditLog.ServiceAccountUpdated.ChangesRequested? = nil
        ) {
            self.id = id
            self.changesRequested = changesRequested
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to updated the service account.
        public nonisolated struct ChangesRequested: Codable, Equatable, Sendable, EmptyDecodable {
            /// The role of the service account. Is either `owner` or `member`.
            public var role: String?

            public init(
                role: String? = nil
            ) {
                self.role = role
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.role = try container.decodeIfPresent(String.self, forKey: "role")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.role, forKey: "role")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.changesRequested = try container.decodeIfPresent(AuditLog.ServiceAccountUpdated.ChangesRequested.self, forKey: "changes_requested")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.changesRequested, forKey: "changes_requested")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct ServiceAccountDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The service account ID.
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct WorkloadIdentityProviderCreated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The workload identity provider ID.
        public var id: String?

        /// The payload used to create the workload identity provider.
        public var data: JSONValue?

        public init(
            id: String? = nil,
            data: JSONValue? = nil
        ) {
            self.id = id
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.data = try container.decodeIfPresent(JSONValue.self, forKey: "data")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.data, forKey: "data")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct WorkloadIdentityProviderUpdated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The workload identity provider ID.
        public var id: String?

        /// The payload used to update the workload identity provider.
        public var changesRequested: JSONValue?

        public init(
            id: String? = nil,
            changesRequested: JSONValue? = nil
        ) {
            self.id = id
            self.changesRequested = changesRequested
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.changesRequested = try container.decodeIfPresent(JSONValue.self, forKey: "changes_requested")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.changesRequested, forKey: "changes_requested")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct WorkloadIdentityProviderDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The workload identity provider ID.
        public var id: String?

        /// The workload identity provider name.
        public var name: String?

        public init(
            id: String? = nil,
            name: String? = nil
        ) {
            self.id = id
            self.name = name
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.name = try container.decodeIfPresent(String.self, forKey: "name")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.name, forKey: "name")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct WorkloadIdentityProviderMappingCreated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The workload identity provider mapping ID.
        public var id: String?

        /// The workload identity provider ID.
        public var identityProviderID: String?

        /// The payload used to create the workload identity provider mapping.
        public var data: JSONValue?

        public init(
            id: String? = nil,
            identityProviderID: String? = nil,
            data: JSONValue? = nil
        ) {
            self.id = id
            self.identityProviderID = identityProviderID
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.identityProviderID = try container.decodeIfPresent(String.self, forKey: "identity_provider_id")
            self.data = try container.decodeIfPresent(JSONValue.self, forKey: "data")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.identityProviderID, forKey: "identity_provider_id")
            try container.encodeIfPresent(self.data, forKey: "data")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct WorkloadIdentityProviderMappingUpdated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The workload identity provider mapping ID.
        public var id: String?

        /// The workload identity provider ID.
        public var identityProviderID: String?

        /// The payload used to update the workload identity provider mapping.
        public var changesRequested: JSONValue?

        public init(
            id: String? = nil,
            identityProviderID: String? = nil,
            changesRequested: JSONValue? = nil
        ) {
            self.id = id
            self.identityProviderID = identityProviderID
            self.changesRequested = changesRequested
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.identityProviderID = try container.decodeIfPresent(String.self, forKey: "identity_provider_id")
            self.changesRequested = try container.decodeIfPresent(JSONValue.self, forKey: "changes_requested")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.identityProviderID, forKey: "identity_provider_id")
            try container.encodeIfPresent(self.changesRequested, forKey: "changes_requested")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct WorkloadIdentityProviderMappingDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The workload identity provider mapping ID.
        public var id: String?

        /// The workload identity provider ID.
        public var identityProviderID: String?

        /// The project ID.
        public var projectID: String?

        /// The mapped service account ID.
        public var serviceAccountID: String?

        public init(
            id: String? = nil,
            identityProviderID: String? = nil,
            projectID: String? = nil,
            serviceAccountID: String? = nil
        ) {
            self.id = id
            self.identityProviderID = identityProviderID
            self.projectID = projectID
            self.serviceAccountID = serviceAccountID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.identityProviderID = try container.decodeIfPresent(String.self, forKey: "identity_provider_id")
            self.projectID = try container.decodeIfPresent(String.self, forKey: "project_id")
            self.serviceAccountID = try container.decodeIfPresent(String.self, forKey: "service_account_id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.identityProviderID, forKey: "identity_provider_id")
            try container.encodeIfPresent(self.projectID, forKey: "project_id")
            try container.encodeIfPresent(self.serviceAccountID, forKey: "service_account_id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct UserAdded: Codable, Equatable, Sendable, EmptyDecodable {
        /// The user ID.
        public var id: String?

        /// The payload used to add the user to the project.
        public var data: AuditLog.UserAdded.DataValue?

        public init(
            id: String? = nil,
            data: AuditLog.UserAdded.DataValue? = nil
        ) {
            self.id = id
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to add the user to the project.
        public nonisolated struct DataValue: Codable, Equatable, Sendable, EmptyDecodable {
            /// The role of the user. Is either `owner` or `member`.
            public var role: String?

            public init(
                role: String? = nil
            ) {
                self.role = role
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.role = try container.decodeIfPresent(String.self, forKey: "role")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.role, forKey: "role")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.data = try container.decodeIfPresent(AuditLog.UserAdded.DataValue.self, forKey: "data")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.data, forKey: "data")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct UserUpdated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The project ID.
        public var id: String?

        /// The payload used to update the user.
        public var changesRequested: AuditLog.UserUpdated.ChangesRequested?

        public init(
            id: String? = nil,
            changesRequested: AuditLog.UserUpdated.ChangesRequested? = nil
        ) {
            self.id = id
            self.changesRequested = changesRequested
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The payload used to update the user.
        public nonisolated struct ChangesRequested: Codable, Equatable, Sendable, EmptyDecodable {
            /// The role of the user. Is either `owner` or `member`.
            public var role: String?

            public init(
                role: String? = nil
            ) {
                self.role = role
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.role = try container.decodeIfPresent(String.self, forKey: "role")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.role, forKey: "role")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.changesRequested = try container.decodeIfPresent(AuditLog.UserUpdated.ChangesRequested.self, forKey: "changes_requested")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.changesRequested, forKey: "changes_requested")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct UserDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The user ID.
        public var id: String?

        public init(
            id: String? = nil
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct CertificateCreated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The certificate ID.
        public var id: String?

        /// The name of the certificate.
        public var name: String?

        public init(
            id: String? = nil,
            name: String? = nil
        ) {
            self.id = id
            self.name = name
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.name = try container.decodeIfPresent(String.self, forKey: "name")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.name, forKey: "name")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct CertificateUpdated: Codable, Equatable, Sendable, EmptyDecodable {
        /// The certificate ID.
        public var id: String?

        /// The name of the certificate.
        public var name: String?

        public init(
            id: String? = nil,
            name: String? = nil
        ) {
            self.id = id
            self.name = name
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.name = try container.decodeIfPresent(String.self, forKey: "name")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.name, forKey: "name")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct CertificateDeleted: Codable, Equatable, Sendable, EmptyDecodable {
        /// The certificate ID.
        public var id: String?

        /// The name of the certificate.
        public var name: String?

        /// The certificate content in PEM format.
        public var certificate: String?

        public init(
            id: String? = nil,
            name: String? = nil,
            certificate: String? = nil
        ) {
            self.id = id
            self.name = name
            self.certificate = certificate
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.name = try container.decodeIfPresent(String.self, forKey: "name")
            self.certificate = try container.decodeIfPresent(String.self, forKey: "certificate")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.name, forKey: "name")
            try container.encodeIfPresent(self.certificate, forKey: "certificate")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct CertificatesActivated: Codable, Equatable, Sendable, EmptyDecodable {
        public var certificates: [AuditLog.CertificatesActivated.Certificate]?

        public init(
            certificates: [AuditLog.CertificatesActivated.Certificate]? = nil
        ) {
            self.certificates = certificates
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct Certificate: Codable, Equatable, Sendable, EmptyDecodable {
            /// The certificate ID.
            public var id: String?

            /// The name of the certificate.
            public var name: String?

            public init(
                id: String? = nil,
                name: String? = nil
            ) {
                self.id = id
                self.name = name
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.id = try container.decodeIfPresent(String.self, forKey: "id")
                self.name = try container.decodeIfPresent(String.self, forKey: "name")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.id, forKey: "id")
                try container.encodeIfPresent(self.name, forKey: "name")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.certificates = try container.decodeIfPresent([AuditLog.CertificatesActivated.Certificate].self, forKey: "certificates")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.certificates, forKey: "certificates")
        }
    }

    /// The details for events with this `type`.
    public nonisolated struct CertificatesDeactivated: Codable, Equatable, Sendable, EmptyDecodable {
        public var certificates: [AuditLog.CertificatesDeactivated.Certificate]?

        public init(
            certificates: [AuditLog.CertificatesDeactivated.Certificate]? = nil
        ) {
            self.certificates = certificates
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated struct Certificate: Codable, Equatable, Sendable, EmptyDecodable {
            /// The certificate ID.
            public var id: String?

            /// The name of the certificate.
            public var name: String?

            public init(
                id: String? = nil,
                name: String? = nil
            ) {
                self.id = id
                self.name = name
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.id = try container.decodeIfPresent(String.self, forKey: "id")
                self.name = try container.decodeIfPresent(String.self, forKey: "name")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.id, forKey: "id")
                try container.encodeIfPresent(self.name, forKey: "name")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.certificates = try container.decodeIfPresent([AuditLog.CertificatesDeactivated.Certificate].self, forKey: "certificates")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.certificates, forKey: "certificates")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(AuditLogEventType.self, forKey: "type", in: decoder)
        self.effectiveAt = try container.decodeRequired(Int.self, forKey: "effective_at", in: decoder)
        self.project = try container.decodeIfPresent(AuditLog.Project.self, forKey: "project")
        self.actor = try container.decodeIfPresent(AuditLogActor.self, forKey: "actor")
        self.apiKeyCreated = try container.decodeIfPresent(AuditLog.ApiKeyCreated.self, forKey: "api_key.created")
        self.apiKeyUpdated = try container.decodeIfPresent(AuditLog.ApiKeyUpdated.self, forKey: "api_key.updated")
        self.apiKeyDeleted = try container.decodeIfPresent(AuditLog.ApiKeyDeleted.self, forKey: "api_key.deleted")
        self.checkpointPermissionCreated = try container.decodeIfPresent(AuditLog.CheckpointPermissionCreated.self, forKey: "checkpoint.permission.created")
        self.checkpointPermissionDeleted = try container.decodeIfPresent(AuditLog.CheckpointPermissionDeleted.self, forKey: "checkpoint.permission.deleted")
        self.externalKeyRegistered = try container.decodeIfPresent(AuditLog.ExternalKeyRegistered.self, forKey: "external_key.registered")
        self.externalKeyRemoved = try container.decodeIfPresent(AuditLog.ExternalKeyRemoved.self, forKey: "external_key.removed")
        self.groupCreated = try container.decodeIfPresent(AuditLog.GroupCreated.self, forKey: "group.created")
        self.groupUpdated = try container.decodeIfPresent(AuditLog.GroupUpdated.self, forKey: "group.updated")
        self.groupDeleted = try container.decodeIfPresent(AuditLog.GroupDeleted.self, forKey: "group.deleted")
        self.scimEnabled = try container.decodeIfPresent(AuditLog.ScimEnabled.self, forKey: "scim.enabled")
        self.scimDisabled = try container.decodeIfPresent(AuditLog.ScimDisabled.self, forKey: "scim.disabled")
        self.inviteSent = try container.decodeIfPresent(AuditLog.InviteSent.self, forKey: "invite.sent")
        self.inviteAccepted = try container.decodeIfPresent(AuditLog.InviteAccepted.self, forKey: "invite.accepted")
        self.inviteDeleted = try container.decodeIfPresent(AuditLog.InviteDeleted.self, forKey: "invite.deleted")
        self.ipAllowlistCreated = try container.decodeIfPresent(AuditLog.IpAllowlistCreated.self, forKey: "ip_allowlist.created")
        self.ipAllowlistUpdated = try container.decodeIfPresent(AuditLog.IpAllowlistUpdated.self, forKey: "ip_allowlist.updated")
        self.ipAllowlistDeleted = try container.decodeIfPresent(AuditLog.IpAllowlistDeleted.self, forKey: "ip_allowlist.deleted")
        self.ipAllowlistConfigActivated = try container.decodeIfPresent(AuditLog.IpAllowlistConfigActivated.self, forKey: "ip_allowlist.config.activated")
        self.ipAllowlistConfigDeactivated = try container.decodeIfPresent(AuditLog.IpAllowlistConfigDeactivated.self, forKey: "ip_allowlist.config.deactivated")
        self.loginSucceeded = try container.decodeIfPresent(JSONValue.self, forKey: "login.succeeded")
        self.loginFailed = try container.decodeIfPresent(AuditLog.LoginFailed.self, forKey: "login.failed")
        self.logoutSucceeded = try container.decodeIfPresent(JSONValue.self, forKey: "logout.succeeded")
        self.logoutFailed = try container.decodeIfPresent(AuditLog.LogoutFailed.self, forKey: "logout.failed")
        self.organizationUpdated = try container.decodeIfPresent(AuditLog.OrganizationUpdated.self, forKey: "organization.updated")
        self.projectCreated = try container.decodeIfPresent(AuditLog.ProjectCreated.self, forKey: "project.created")
        self.projectUpdated = try container.decodeIfPresent(AuditLog.ProjectUpdated.self, forKey: "project.updated")
        self.projectArchived = try container.decodeIfPresent(AuditLog.ProjectArchived.self, forKey: "project.archived")
        self.projectDeleted = try container.decodeIfPresent(AuditLog.ProjectDeleted.self, forKey: "project.deleted")
        self.rateLimitUpdated = try container.decodeIfPresent(AuditLog.RateLimitUpdated.self, forKey: "rate_limit.updated")
        self.rateLimitDeleted = try container.decodeIfPresent(AuditLog.RateLimitDeleted.self, forKey: "rate_limit.deleted")
        self.roleCreated = try container.decodeIfPresent(AuditLog.RoleCreated.self, forKey: "role.created")
        self.roleUpdated = try container.decodeIfPresent(AuditLog.RoleUpdated.self, forKey: "role.updated")
        self.roleDeleted = try container.decodeIfPresent(AuditLog.RoleDeleted.self, forKey: "role.deleted")
        self.roleAssignmentCreated = try container.decodeIfPresent(AuditLog.RoleAssignmentCreated.self, forKey: "role.assignment.created")
        self.roleAssignmentDeleted = try container.decodeIfPresent(AuditLog.RoleAssignmentDeleted.self, forKey: "role.assignment.deleted")
        self.roleBoundToResource = try container.decodeIfPresent(AuditLog.RoleBoundToResource.self, forKey: "role.bound_to_resource")
        self.roleUnboundFromResource = try container.decodeIfPresent(AuditLog.RoleUnboundFromResource.self, forKey: "role.unbound_from_resource")
        self.serviceAccountCreated = try container.decodeIfPresent(AuditLog.ServiceAccountCreated.self, forKey: "service_account.created")
        self.serviceAccountUpdated = try container.decodeIfPresent(AuditLog.ServiceAccountUpdated.self, forKey: "service_account.updated")
        self.serviceAccountDeleted = try container.decodeIfPresent(AuditLog.ServiceAccountDeleted.self, forKey: "service_account.deleted")
        self.workloadIdentityProviderCreated = try container.decodeIfPresent(AuditLog.WorkloadIdentityProviderCreated.self, forKey: "workload_identity_provider.created")
        self.workloadIdentityProviderUpdated = try container.decodeIfPresent(AuditLog.WorkloadIdentityProviderUpdated.self, forKey: "workload_identity_provider.updated")
        self.workloadIdentityProviderDeleted = try container.decodeIfPresent(AuditLog.WorkloadIdentityProviderDeleted.self, forKey: "workload_identity_provider.deleted")
        self.workloadIdentityProviderMappingCreated = try container.decodeIfPresent(AuditLog.WorkloadIdentityProviderMappingCreated.self, forKey: "workload_identity_provider_mapping.created")
        self.workloadIdentityProviderMappingUpdated = try container.decodeIfPresent(AuditLog.WorkloadIdentityProviderMappingUpdated.self, forKey: "workload_identity_provider_mapping.updated")
        self.workloadIdentityProviderMappingDeleted = try container.decodeIfPresent(AuditLog.WorkloadIdentityProviderMappingDeleted.self, forKey: "workload_identity_provider_mapping.deleted")
        self.userAdded = try container.decodeIfPresent(AuditLog.UserAdded.self, forKey: "user.added")
        self.userUpdated = try container.decodeIfPresent(AuditLog.UserUpdated.self, forKey: "user.updated")
        self.userDeleted = try container.decodeIfPresent(AuditLog.UserDeleted.self, forKey: "user.deleted")
        self.certificateCreated = try container.decodeIfPresent(AuditLog.CertificateCreated.self, forKey: "certificate.created")
        self.certificateUpdated = try container.decodeIfPresent(AuditLog.CertificateUpdated.self, forKey: "certificate.updated")
        self.certificateDeleted = try container.decodeIfPresent(AuditLog.CertificateDeleted.self, forKey: "certificate.deleted")
        self.certificatesActivated = try container.decodeIfPresent(AuditLog.CertificatesActivated.self, forKey: "certificates.activated")
        self.certificatesDeactivated = try container.decodeIfPresent(AuditLog.CertificatesDeactivated.self, forKey: "certificates.deactivated")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.effectiveAt, forKey: "effective_at")
        try container.encodeIfPresent(self.project, forKey: "project")
        try container.encodeIfPresent(self.actor, forKey: "actor")
        try container.encodeIfPresent(self.apiKeyCreated, forKey: "api_key.created")
        try container.encodeIfPresent(self.apiKeyUpdated, forKey: "api_key.updated")
        try container.encodeIfPresent(self.apiKeyDeleted, forKey: "api_key.deleted")
        try container.encodeIfPresent(self.checkpointPermissionCreated, forKey: "checkpoint.permission.created")
        try container.encodeIfPresent(self.checkpointPermissionDeleted, forKey: "checkpoint.permission.deleted")
        try container.encodeIfPresent(self.externalKeyRegistered, forKey: "external_key.registered")
        try container.encodeIfPresent(self.externalKeyRemoved, forKey: "external_key.removed")
        try container.encodeIfPresent(self.groupCreated, forKey: "group.created")
        try container.encodeIfPresent(self.groupUpdated, forKey: "group.updated")
        try container.encodeIfPresent(self.groupDeleted, forKey: "group.deleted")
        try container.encodeIfPresent(self.scimEnabled, forKey: "scim.enabled")
        try container.encodeIfPresent(self.scimDisabled, forKey: "scim.disabled")
        try container.encodeIfPresent(self.inviteSent, forKey: "invite.sent")
        try container.encodeIfPresent(self.inviteAccepted, forKey: "invite.accepted")
        try container.encodeIfPresent(self.inviteDeleted, forKey: "invite.deleted")
        try container.encodeIfPresent(self.ipAllowlistCreated, forKey: "ip_allowlist.created")
        try container.encodeIfPresent(self.ipAllowlistUpdated, forKey: "ip_allowlist.updated")
        try container.encodeIfPresent(self.ipAllowlistDeleted, forKey: "ip_allowlist.deleted")
        try container.encodeIfPresent(self.ipAllowlistConfigActivated, forKey: "ip_allowlist.config.activated")
        try container.encodeIfPresent(self.ipAllowlistConfigDeactivated, forKey: "ip_allowlist.config.deactivated")
        try container.encodeIfPresent(self.loginSucceeded, forKey: "login.succeeded")
        try container.encodeIfPresent(self.loginFailed, forKey: "login.failed")
        try container.encodeIfPresent(self.logoutSucceeded, forKey: "logout.succeeded")
        try container.encodeIfPresent(self.logoutFailed, forKey: "logout.failed")
        try container.encodeIfPresent(self.organizationUpdated, forKey: "organization.updated")
        try container.encodeIfPresent(self.projectCreated, forKey: "project.created")
        try container.encodeIfPresent(self.projectUpdated, forKey: "project.updated")
        try container.encodeIfPresent(self.projectArchived, forKey: "project.archived")
        try container.encodeIfPresent(self.projectDeleted, forKey: "project.deleted")
        try container.encodeIfPresent(self.rateLimitUpdated, forKey: "rate_limit.updated")
        try container.encodeIfPresent(self.rateLimitDeleted, forKey: "rate_limit.deleted")
        try container.encodeIfPresent(self.roleCreated, forKey: "role.created")
        try container.encodeIfPresent(self.roleUpdated, forKey: "role.updated")
        try container.encodeIfPresent(self.roleDeleted, forKey: "role.deleted")
        try container.encodeIfPresent(self.roleAssignmentCreated, forKey: "role.assignment.created")
        try container.encodeIfPresent(self.roleAssignmentDeleted, forKey: "role.assignment.deleted")
        try container.encodeIfPresent(self.roleBoundToResource, forKey: "role.bound_to_resource")
        try container.encodeIfPresent(self.roleUnboundFromResource, forKey: "role.unbound_from_resource")
        try container.encodeIfPresent(self.serviceAccountCreated, forKey: "service_account.created")
        try container.encodeIfPresent(self.serviceAccountUpdated, forKey: "service_account.updated")
        try container.encodeIfPresent(self.serviceAccountDeleted, forKey: "service_account.deleted")
        try container.encodeIfPresent(self.workloadIdentityProviderCreated, forKey: "workload_identity_provider.created")
        try container.encodeIfPresent(self.workloadIdentityProviderUpdated, forKey: "workload_identity_provider.updated")
        try container.encodeIfPresent(self.workloadIdentityProviderDeleted, forKey: "workload_identity_provider.deleted")
        try container.encodeIfPresent(self.workloadIdentityProviderMappingCreated, forKey: "workload_identity_provider_mapping.created")
        try container.encodeIfPresent(self.workloadIdentityProviderMappingUpdated, forKey: "workload_identity_provider_mapping.updated")
        try container.encodeIfPresent(self.workloadIdentityProviderMappingDeleted, forKey: "workload_identity_provider_mapping.deleted")
        try container.encodeIfPresent(self.userAdded, forKey: "user.added")
        try container.encodeIfPresent(self.userUpdated, forKey: "user.updated")
        try container.encodeIfPresent(self.userDeleted, forKey: "user.deleted")
        try container.encodeIfPresent(self.certificateCreated, forKey: "certificate.created")
        try container.encodeIfPresent(self.certificateUpdated, forKey: "certificate.updated")
        try container.encodeIfPresent(self.certificateDeleted, forKey: "certificate.deleted")
        try container.encodeIfPresent(self.certificatesActivated, forKey: "certificates.activated")
        try container.encodeIfPresent(self.certificatesDeactivated, forKey: "certificates.deactivated")
    }
}

nonisolated extension NullableMember where Owner == AuditLog {
    public static var actor: Self { Self("actor") }
}
