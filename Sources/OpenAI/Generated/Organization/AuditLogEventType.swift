// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The event type.
///
/// - Schema: `#/components/schemas/AuditLogEventType`
public nonisolated enum AuditLogEventType: OpenEnum, EmptyDecodable {
    case apiKeyCreated
    case apiKeyUpdated
    case apiKeyDeleted
    case certificateCreated
    case certificateUpdated
    case certificateDeleted
    case certificatesActivated
    case certificatesDeactivated
    case checkpointPermissionCreated
    case checkpointPermissionDeleted
    case externalKeyRegistered
    case externalKeyRemoved
    case groupCreated
    case groupUpdated
    case groupDeleted
    case inviteSent
    case inviteAccepted
    case inviteDeleted
    case ipAllowlistCreated
    case ipAllowlistUpdated
    case ipAllowlistDeleted
    case ipAllowlistConfigActivated
    case ipAllowlistConfigDeactivated
    case loginSucceeded
    case loginFailed
    case logoutSucceeded
    case logoutFailed
    case organizationUpdated
    case projectCreated
    case projectUpdated
    case projectArchived
    case projectDeleted
    case rateLimitUpdated
    case rateLimitDeleted
    case resourceDeleted
    case tunnelCreated
    case tunnelUpdated
    case tunnelDeleted
    case workloadIdentityProviderCreated
    case workloadIdentityProviderUpdated
    case workloadIdentityProviderDeleted
    case workloadIdentityProviderMappingCreated
    case workloadIdentityProviderMappingUpdated
    case workloadIdentityProviderMappingDeleted
    case roleCreated
    case roleUpdated
    case roleDeleted
    case roleAssignmentCreated
    case roleAssignmentDeleted
    case roleBoundToResource
    case roleUnboundFromResource
    case scimEnabled
    case scimDisabled
    case serviceAccountCreated
    case serviceAccountUpdated
    case serviceAccountDeleted
    case userAdded
    case userUpdated
    case userDeleted
    case tenantMetadataUpdated
    case tenantMicrosoftEntraMappingUpserted
    case tenantMicrosoftEntraMappingDeleted
    case tenantWorkloadIdentityProviderCreated
    case tenantWorkloadIdentityProviderUpdated
    case tenantWorkloadIdentityProviderArchived
    case tenantWorkloadIdentityMappingCreated
    case tenantWorkloadIdentityMappingUpdated
    case tenantWorkloadIdentityMappingArchived
    case tenantWorkloadIdentityBindingCreated
    case tenantWorkloadIdentityPrincipalProvisioned
    case tenantWorkloadIdentityAccessTokenIssued
    case tenantAdminApiKeyCreated
    case tenantAdminApiKeyUpdated
    case tenantAdminApiKeyDeleted
    case tenantProjectApiKeyCreated
    case tenantChatgptAccessTokenRevoked
    case tenantMigrationCompleted
    case tenantSsoMigrated
    case tenantDomainsMigrated
    case tenantSsoConnectionCreated
    case tenantSsoConnectionUpdated
    case tenantSsoConnectionDeleted
    case tenantSsoConnectionSetupStarted
    case tenantPolicyCreated
    case tenantPolicyUpdated
    case tenantPolicyDeleted
    case tenantPolicyAttached
    case tenantPolicyDetached
    case tenantPrincipalAuthenticationPolicyResolved
    case tenantScimSetupStarted
    case tenantScimDeletionRequested
    case tenantScimDirectoryCreated
    case tenantProductAccessPolicyUpdated
    case tenantResourceShareGrantCreated
    case tenantResourceShareGrantUpdated
    case tenantResourceShareGrantAccepted
    case tenantResourceShareGrantDeclined
    case tenantResourceShareGrantRevoked
    case tenantResourceShareGrantDeleted
    case tenantServiceAccountUpdated
    case tenantServiceAccountDeleted
    case tenantServiceAccountTokenRevoked
    case tenantBillingOverageLimitUpdated
    case tenantBillingAlertsUpdated
    case tenantBillingInfoUpdated
    case tenantUsageLimitWorkspaceUpdated
    case tenantUsageLimitGroupUpdated
    case tenantUsageLimitUserUpdated
    case tenantUsageLimitIncreaseRequestUpdated
    case tenantUsageLimitIncreaseRequestResolved
    case tenantGroupCreated
    case tenantGroupUpdated
    case tenantGroupDeleted
    case tenantGroupMemberAdded
    case tenantGroupMemberRemoved
    case tenantMigrationRolloutStatusUpdated
    case tenantMigrationRolloutTierUpdated
    case tenantRoleMetadataUpdated
    case tenantCustomRoleCreated
    case tenantCustomRoleUpdated
    case tenantCustomRoleDeleted
    case tenantRoleAssignmentCreated
    case tenantRoleAssignmentDeleted
    case tenantResourceRoleAssignmentCreated
    case tenantResourceRoleAssignmentDeleted
    case tenantResourceAccessUpdated
    case tenantResourceAccessDeleted
    case tenantAdsAccountOnboardingRedemption
    case tenantSessionPolicyCreated
    case tenantSessionPolicyUpdated
    case tenantSessionPolicyDeleted
    case tenantSessionRevocationStarted
    case tenantThirdPartyAppPolicyUpdated
    case tenantUserAdded
    case tenantUserUpdated
    case tenantUserRemoved
    case tenantUserLookedUp
    case tenantUserInvited
    case tenantMembershipRevoked
    case tenantApiOrganizationInviteUpserted
    case tenantApiOrganizationInviteDeleted
    case tenantChatgptWorkspaceInviteUpserted
    case tenantMembershipAccepted
    case tenantMembershipDeclined
    case tenantWorkspaceInviteEmailSettingsUpdated
    case externalStorageRegistered
    case externalStorageRemoved
    case tenantTrustedAccessBusinessVerificationStarted
    case tenantTrustedAccessApplicationSubmitted
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "api_key.created": self = .apiKeyCreated
        case "api_key.updated": self = .apiKeyUpdated
        case "api_key.deleted": self = .apiKeyDeleted
        case "certificate.created": self = .certificateCreated
        case "certificate.updated": self = .certificateUpdated
        case "certificate.deleted": self = .certificateDeleted
        case "certificates.activated": self = .certificatesActivated
        case "certificates.deactivated": self = .certificatesDeactivated
        case "checkpoint.permission.created": self = .checkpointPermissionCreated
        case "checkpoint.permission.deleted": self = .checkpointPermissionDeleted
        case "external_key.registered": self = .externalKeyRegistered
        case "external_key.removed": self = .externalKeyRemoved
        case "group.created": self = .groupCreated
        case "group.updated": self = .groupUpdated
        case "group.deleted": self = .groupDeleted
        case "invite.sent": self = .inviteSent
        case "invite.accepted": self = .inviteAccepted
        case "invite.deleted": self = .inviteDeleted
        case "ip_allowlist.created": self = .ipAllowlistCreated
        case "ip_allowlist.updated": self = .ipAllowlistUpdated
        case "ip_allowlist.deleted": self = .ipAllowlistDeleted
        case "ip_allowlist.config.activated": self = .ipAllowlistConfigActivated
        case "ip_allowlist.config.deactivated": self = .ipAllowlistConfigDeactivated
        case "login.succeeded": self = .loginSucceeded
        case "login.failed": self = .loginFailed
        case "logout.succeeded": self = .logoutSucceeded
        case "logout.failed": self = .logoutFailed
        case "organization.updated": self = .organizationUpdated
        case "project.created": self = .projectCreated
        case "project.updated": self = .projectUpdated
        case "project.archived": self = .projectArchived
        case "project.deleted": self = .projectDeleted
        case "rate_limit.updated": self = .rateLimitUpdated
        case "rate_limit.deleted": self = .rateLimitDeleted
        case "resource.deleted": self = .resourceDeleted
        case "tunnel.created": self = .tunnelCreated
        case "tunnel.updated": self = .tunnelUpdated
        case "tunnel.deleted": self = .tunnelDeleted
        case "workload_identity_provider.created": self = .workloadIdentityProviderCreated
        case "workload_identity_provider.updated": self = .workloadIdentityProviderUpdated
        case "workload_identity_provider.deleted": self = .workloadIdentityProviderDeleted
        case "workload_identity_provider_mapping.created": self = .workloadIdentityProviderMappingCreated
        case "workload_identity_provider_mapping.updated": self = .workloadIdentityProviderMappingUpdated
        case "workload_identity_provider_mapping.deleted": self = .workloadIdentityProviderMappingDeleted
        case "role.created": self = .roleCreated
        case "role.updated": self = .roleUpdated
        case "role.deleted": self = .roleDeleted
        case "role.assignment.created": self = .roleAssignmentCreated
        case "role.assignment.deleted": self = .roleAssignmentDeleted
        case "role.bound_to_resource": self = .roleBoundToResource
        case "role.unbound_from_resource": self = .roleUnboundFromResource
        case "scim.enabled": self = .scimEnabled
        case "scim.disabled": self = .scimDisabled
        case "service_account.created": self = .serviceAccountCreated
        case "service_account.updated": self = .serviceAccountUpdated
        case "service_account.deleted": self = .serviceAccountDeleted
        case "user.added": self = .userAdded
        case "user.updated": self = .userUpdated
        case "user.deleted": self = .userDeleted
        case "tenant.metadata.updated": self = .tenantMetadataUpdated
        case "tenant.microsoft_entra_mapping.upserted": self = .tenantMicrosoftEntraMappingUpserted
        case "tenant.microsoft_entra_mapping.deleted": self = .tenantMicrosoftEntraMappingDeleted
        case "tenant.workload_identity.provider.created": self = .tenantWorkloadIdentityProviderCreated
        case "tenant.workload_identity.provider.updated": self = .tenantWorkloadIdentityProviderUpdated
        case "tenant.workload_identity.provider.archived": self = .tenantWorkloadIdentityProviderArchived
        case "tenant.workload_identity.mapping.created": self = .tenantWorkloadIdentityMappingCreated
        case "tenant.workload_identity.mapping.updated": self = .tenantWorkloadIdentityMappingUpdated
        case "tenant.workload_identity.mapping.archived": self = .tenantWorkloadIdentityMappingArchived
        case "tenant.workload_identity.binding.created": self = .tenantWorkloadIdentityBindingCreated
        case "tenant.workload_identity.principal.provisioned": self = .tenantWorkloadIdentityPrincipalProvisioned
        case "tenant.workload_identity.access_token.issued": self = .tenantWorkloadIdentityAccessTokenIssued
        case "tenant.admin_api_key.created": self = .tenantAdminApiKeyCreated
        case "tenant.admin_api_key.updated": self = .tenantAdminApiKeyUpdated
        case "tenant.admin_api_key.deleted": self = .tenantAdminApiKeyDeleted
        case "tenant.project_api_key.created": self = .tenantProjectApiKeyCreated
        case "tenant.chatgpt_access_token.revoked": self = .tenantChatgptAccessTokenRevoked
        case "tenant.migration.completed": self = .tenantMigrationCompleted
        case "tenant.sso.migrated": self = .tenantSsoMigrated
        case "tenant.domains.migrated": self = .tenantDomainsMigrated
        case "tenant.sso_connection.created": self = .tenantSsoConnectionCreated
        case "tenant.sso_connection.updated": self = .tenantSsoConnectionUpdated
        case "tenant.sso_connection.deleted": self = .tenantSsoConnectionDeleted
        case "tenant.sso_connection.setup.started": self = .tenantSsoConnectionSetupStarted
        case "tenant.policy.created": self = .tenantPolicyCreated
        case "tenant.policy.updated": self = .tenantPolicyUpdated
        case "tenant.policy.deleted": self = .tenantPolicyDeleted
        case "tenant.policy.attached": self = .tenantPolicyAttached
        case "tenant.policy.detached": self = .tenantPolicyDetached
        case "tenant.principal_authentication_policy.resolved": self = .tenantPrincipalAuthenticationPolicyResolved
        case "tenant.scim.setup.started": self = .tenantScimSetupStarted
        case "tenant.scim.deletion.requested": self = .tenantScimDeletionRequested
        case "tenant.scim.directory.created": self = .tenantScimDirectoryCreated
        case "tenant.product_access_policy.updated": self = .tenantProductAccessPolicyUpdated
        case "tenant.resource_share_grant.created": self = .tenantResourceShareGrantCreated
        case "tenant.resource_share_grant.updated": self = .tenantResourceShareGrantUpdated
        case "tenant.resource_share_grant.accepted": self = .tenantResourceShareGrantAccepted
        case "tenant.resource_share_grant.declined": self = .tenantResourceShareGrantDeclined
        case "tenant.resource_share_grant.revoked": self = .tenantResourceShareGrantRevoked
        case "tenant.resource_share_grant.deleted": self = .tenantResourceShareGrantDeleted
        case "tenant.service_account.updated": self = .tenantServiceAccountUpdated
        case "tenant.service_account.deleted": self = .tenantServiceAccountDeleted
        case "tenant.service_account.token.revoked": self = .tenantServiceAccountTokenRevoked
        case "tenant.billing.overage_limit.updated": self = .tenantBillingOverageLimitUpdated
        case "tenant.billing.alerts.updated": self = .tenantBillingAlertsUpdated
        case "tenant.billing.info.updated": self = .tenantBillingInfoUpdated
        case "tenant.usage_limit.workspace.updated": self = .tenantUsageLimitWorkspaceUpdated
        case "tenant.usage_limit.group.updated": self = .tenantUsageLimitGroupUpdated
        case "tenant.usage_limit.user.updated": self = .tenantUsageLimitUserUpdated
        case "tenant.usage_limit.increase_request.updated": self = .tenantUsageLimitIncreaseRequestUpdated
        case "tenant.usage_limit.increase_request.resolved": self = .tenantUsageLimitIncreaseRequestResolved
        case "tenant.group.created": self = .tenantGroupCreated
        case "tenant.group.updated": self = .tenantGroupUpdated
        case "tenant.group.deleted": self = .tenantGroupDeleted
        case "tenant.group.member.added": self = .tenantGroupMemberAdded
        case "tenant.group.member.removed": self = .tenantGroupMemberRemoved
        case "tenant.migration_rollout.status.updated": self = .tenantMigrationRolloutStatusUpdated
        case "tenant.migration_rollout.tier.updated": self = .tenantMigrationRolloutTierUpdated
        case "tenant.role.metadata.updated": self = .tenantRoleMetadataUpdated
        case "tenant.custom_role.created": self = .tenantCustomRoleCreated
        case "tenant.custom_role.updated": self = .tenantCustomRoleUpdated
        case "tenant.custom_role.deleted": self = .tenantCustomRoleDeleted
        case "tenant.role_assignment.created": self = .tenantRoleAssignmentCreated
        case "tenant.role_assignment.deleted": self = .tenantRoleAssignmentDeleted
        case "tenant.resource_role_assignment.created": self = .tenantResourceRoleAssignmentCreated
        case "tenant.resource_role_assignment.deleted": self = .tenantResourceRoleAssignmentDeleted
        case "tenant.resource_access.updated": self = .tenantResourceAccessUpdated
        case "tenant.resource_access.deleted": self = .tenantResourceAccessDeleted
        case "tenant.ads_account.onboarding.redemption": self = .tenantAdsAccountOnboardingRedemption
        case "tenant.session_policy.created": self = .tenantSessionPolicyCreated
        case "tenant.session_policy.updated": self = .tenantSessionPolicyUpdated
        case "tenant.session_policy.deleted": self = .tenantSessionPolicyDeleted
        case "tenant.session_revocation.started": self = .tenantSessionRevocationStarted
        case "tenant.third_party_app_policy.updated": self = .tenantThirdPartyAppPolicyUpdated
        case "tenant.user.added": self = .tenantUserAdded
        case "tenant.user.updated": self = .tenantUserUpdated
        case "tenant.user.removed": self = .tenantUserRemoved
        case "tenant.user.looked_up": self = .tenantUserLookedUp
        case "tenant.user.invited": self = .tenantUserInvited
        case "tenant.membership.revoked": self = .tenantMembershipRevoked
        case "tenant.api_organization_invite.upserted": self = .tenantApiOrganizationInviteUpserted
        case "tenant.api_organization_invite.deleted": self = .tenantApiOrganizationInviteDeleted
        case "tenant.chatgpt_workspace_invite.upserted": self = .tenantChatgptWorkspaceInviteUpserted
        case "tenant.membership.accepted": self = .tenantMembershipAccepted
        case "tenant.membership.declined": self = .tenantMembershipDeclined
        case "tenant.workspace_invite_email_settings.updated": self = .tenantWorkspaceInviteEmailSettingsUpdated
        case "external_storage.registered": self = .externalStorageRegistered
        case "external_storage.removed": self = .externalStorageRemoved
        case "tenant.trusted_access.business_verification.started": self = .tenantTrustedAccessBusinessVerificationStarted
        case "tenant.trusted_access.application.submitted": self = .tenantTrustedAccessApplicationSubmitted
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .apiKeyCreated: "api_key.created"
        case .apiKeyUpdated: "api_key.updated"
        case .apiKeyDeleted: "api_key.deleted"
        case .certificateCreated: "certificate.created"
        case .certificateUpdated: "certificate.updated"
        case .certificateDeleted: "certificate.deleted"
        case .certificatesActivated: "certificates.activated"
        case .certificatesDeactivated: "certificates.deactivated"
        case .checkpointPermissionCreated: "checkpoint.permission.created"
        case .checkpointPermissionDeleted: "checkpoint.permission.deleted"
        case .externalKeyRegistered: "external_key.registered"
        case .externalKeyRemoved: "external_key.removed"
        case .groupCreated: "group.created"
        case .groupUpdated: "group.updated"
        case .groupDeleted: "group.deleted"
        case .inviteSent: "invite.sent"
        case .inviteAccepted: "invite.accepted"
        case .inviteDeleted: "invite.deleted"
        case .ipAllowlistCreated: "ip_allowlist.created"
        case .ipAllowlistUpdated: "ip_allowlist.updated"
        case .ipAllowlistDeleted: "ip_allowlist.deleted"
        case .ipAllowlistConfigActivated: "ip_allowlist.config.activated"
        case .ipAllowlistConfigDeactivated: "ip_allowlist.config.deactivated"
        case .loginSucceeded: "login.succeeded"
        case .loginFailed: "login.failed"
        case .logoutSucceeded: "logout.succeeded"
        case .logoutFailed: "logout.failed"
        case .organizationUpdated: "organization.updated"
        case .projectCreated: "project.created"
        case .projectUpdated: "project.updated"
        case .projectArchived: "project.archived"
        case .projectDeleted: "project.deleted"
        case .rateLimitUpdated: "rate_limit.updated"
        case .rateLimitDeleted: "rate_limit.deleted"
        case .resourceDeleted: "resource.deleted"
        case .tunnelCreated: "tunnel.created"
        case .tunnelUpdated: "tunnel.updated"
        case .tunnelDeleted: "tunnel.deleted"
        case .workloadIdentityProviderCreated: "workload_identity_provider.created"
        case .workloadIdentityProviderUpdated: "workload_identity_provider.updated"
        case .workloadIdentityProviderDeleted: "workload_identity_provider.deleted"
        case .workloadIdentityProviderMappingCreated: "workload_identity_provider_mapping.created"
        case .workloadIdentityProviderMappingUpdated: "workload_identity_provider_mapping.updated"
        case .workloadIdentityProviderMappingDeleted: "workload_identity_provider_mapping.deleted"
        case .roleCreated: "role.created"
        case .roleUpdated: "role.updated"
        case .roleDeleted: "role.deleted"
        case .roleAssignmentCreated: "role.assignment.created"
        case .roleAssignmentDeleted: "role.assignment.deleted"
        case .roleBoundToResource: "role.bound_to_resource"
        case .roleUnboundFromResource: "role.unbound_from_resource"
        case .scimEnabled: "scim.enabled"
        case .scimDisabled: "scim.disabled"
        case .serviceAccountCreated: "service_account.created"
        case .serviceAccountUpdated: "service_account.updated"
        case .serviceAccountDeleted: "service_account.deleted"
        case .userAdded: "user.added"
        case .userUpdated: "user.updated"
        case .userDeleted: "user.deleted"
        case .tenantMetadataUpdated: "tenant.metadata.updated"
        case .tenantMicrosoftEntraMappingUpserted: "tenant.microsoft_entra_mapping.upserted"
        case .tenantMicrosoftEntraMappingDeleted: "tenant.microsoft_entra_mapping.deleted"
        case .tenantWorkloadIdentityProviderCreated: "tenant.workload_identity.provider.created"
        case .tenantWorkloadIdentityProviderUpdated: "tenant.workload_identity.provider.updated"
        case .tenantWorkloadIdentityProviderArchived: "tenant.workload_identity.provider.archived"
        case .tenantWorkloadIdentityMappingCreated: "tenant.workload_identity.mapping.created"
        case .tenantWorkloadIdentityMappingUpdated: "tenant.workload_identity.mapping.updated"
        case .tenantWorkloadIdentityMappingArchived: "tenant.workload_identity.mapping.archived"
        case .tenantWorkloadIdentityBindingCreated: "tenant.workload_identity.binding.created"
        case .tenantWorkloadIdentityPrincipalProvisioned: "tenant.workload_identity.principal.provisioned"
        case .tenantWorkloadIdentityAccessTokenIssued: "tenant.workload_identity.access_token.issued"
        case .tenantAdminApiKeyCreated: "tenant.admin_api_key.created"
        case .tenantAdminApiKeyUpdated: "tenant.admin_api_key.updated"
        case .tenantAdminApiKeyDeleted: "tenant.admin_api_key.deleted"
        case .tenantProjectApiKeyCreated: "tenant.project_api_key.created"
        case .tenantChatgptAccessTokenRevoked: "tenant.chatgpt_access_token.revoked"
        case .tenantMigrationCompleted: "tenant.migration.completed"
        case .tenantSsoMigrated: "tenant.sso.migrated"
        case .tenantDomainsMigrated: "tenant.domains.migrated"
        case .tenantSsoConnectionCreated: "tenant.sso_connection.created"
        case .tenantSsoConnectionUpdated: "tenant.sso_connection.updated"
        case .tenantSsoConnectionDeleted: "tenant.sso_connection.deleted"
        case .tenantSsoConnectionSetupStarted: "tenant.sso_connection.setup.started"
        case .tenantPolicyCreated: "tenant.policy.created"
        case .tenantPolicyUpdated: "tenant.policy.updated"
        case .tenantPolicyDeleted: "tenant.policy.deleted"
        case .tenantPolicyAttached: "tenant.policy.attached"
        case .tenantPolicyDetached: "tenant.policy.detached"
        case .tenantPrincipalAuthenticationPolicyResolved: "tenant.principal_authentication_policy.resolved"
        case .tenantScimSetupStarted: "tenant.scim.setup.started"
        case .tenantScimDeletionRequested: "tenant.scim.deletion.requested"
        case .tenantScimDirectoryCreated: "tenant.scim.directory.created"
        case .tenantProductAccessPolicyUpdated: "tenant.product_access_policy.updated"
        case .tenantResourceShareGrantCreated: "tenant.resource_share_grant.created"
        case .tenantResourceShareGrantUpdated: "tenant.resource_share_grant.updated"
        case .tenantResourceShareGrantAccepted: "tenant.resource_share_grant.accepted"
        case .tenantResourceShareGrantDeclined: "tenant.resource_share_grant.declined"
        case .tenantResourceShareGrantRevoked: "tenant.resource_share_grant.revoked"
        case .tenantResourceShareGrantDeleted: "tenant.resource_share_grant.deleted"
        case .tenantServiceAccountUpdated: "tenant.service_account.updated"
        case .tenantServiceAccountDeleted: "tenant.service_account.deleted"
        case .tenantServiceAccountTokenRevoked: "tenant.service_account.token.revoked"
        case .tenantBillingOverageLimitUpdated: "tenant.billing.overage_limit.updated"
        case .tenantBillingAlertsUpdated: "tenant.billing.alerts.updated"
        case .tenantBillingInfoUpdated: "tenant.billing.info.updated"
        case .tenantUsageLimitWorkspaceUpdated: "tenant.usage_limit.workspace.updated"
        case .tenantUsageLimitGroupUpdated: "tenant.usage_limit.group.updated"
        case .tenantUsageLimitUserUpdated: "tenant.usage_limit.user.updated"
        case .tenantUsageLimitIncreaseRequestUpdated: "tenant.usage_limit.increase_request.updated"
        case .tenantUsageLimitIncreaseRequestResolved: "tenant.usage_limit.increase_request.resolved"
        case .tenantGroupCreated: "tenant.group.created"
        case .tenantGroupUpdated: "tenant.group.updated"
        case .tenantGroupDeleted: "tenant.group.deleted"
        case .tenantGroupMemberAdded: "tenant.group.member.added"
        case .tenantGroupMemberRemoved: "tenant.group.member.removed"
        case .tenantMigrationRolloutStatusUpdated: "tenant.migration_rollout.status.updated"
        case .tenantMigrationRolloutTierUpdated: "tenant.migration_rollout.tier.updated"
        case .tenantRoleMetadataUpdated: "tenant.role.metadata.updated"
        case .tenantCustomRoleCreated: "tenant.custom_role.created"
        case .tenantCustomRoleUpdated: "tenant.custom_role.updated"
        case .tenantCustomRoleDeleted: "tenant.custom_role.deleted"
        case .tenantRoleAssignmentCreated: "tenant.role_assignment.created"
        case .tenantRoleAssignmentDeleted: "tenant.role_assignment.deleted"
        case .tenantResourceRoleAssignmentCreated: "tenant.resource_role_assignment.created"
        case .tenantResourceRoleAssignmentDeleted: "tenant.resource_role_assignment.deleted"
        case .tenantResourceAccessUpdated: "tenant.resource_access.updated"
        case .tenantResourceAccessDeleted: "tenant.resource_access.deleted"
        case .tenantAdsAccountOnboardingRedemption: "tenant.ads_account.onboarding.redemption"
        case .tenantSessionPolicyCreated: "tenant.session_policy.created"
        case .tenantSessionPolicyUpdated: "tenant.session_policy.updated"
        case .tenantSessionPolicyDeleted: "tenant.session_policy.deleted"
        case .tenantSessionRevocationStarted: "tenant.session_revocation.started"
        case .tenantThirdPartyAppPolicyUpdated: "tenant.third_party_app_policy.updated"
        case .tenantUserAdded: "tenant.user.added"
        case .tenantUserUpdated: "tenant.user.updated"
        case .tenantUserRemoved: "tenant.user.removed"
        case .tenantUserLookedUp: "tenant.user.looked_up"
        case .tenantUserInvited: "tenant.user.invited"
        case .tenantMembershipRevoked: "tenant.membership.revoked"
        case .tenantApiOrganizationInviteUpserted: "tenant.api_organization_invite.upserted"
        case .tenantApiOrganizationInviteDeleted: "tenant.api_organization_invite.deleted"
        case .tenantChatgptWorkspaceInviteUpserted: "tenant.chatgpt_workspace_invite.upserted"
        case .tenantMembershipAccepted: "tenant.membership.accepted"
        case .tenantMembershipDeclined: "tenant.membership.declined"
        case .tenantWorkspaceInviteEmailSettingsUpdated: "tenant.workspace_invite_email_settings.updated"
        case .externalStorageRegistered: "external_storage.registered"
        case .externalStorageRemoved: "external_storage.removed"
        case .tenantTrustedAccessBusinessVerificationStarted: "tenant.trusted_access.business_verification.started"
        case .tenantTrustedAccessApplicationSubmitted: "tenant.trusted_access.application.submitted"
        case .unknown(let value): value
        }
    }
}
