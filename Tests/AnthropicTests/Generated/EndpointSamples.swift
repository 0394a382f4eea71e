// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import Anthropic

/// Calls one endpoint of Spec/anthropic.json with sample arguments.
protocol EndpointSampleCalling: Sendable {
    /// Calls the method of `operationID` on `client`; false when the id is unknown.
    func call(_ operationID: String, on client: AnthropicClient) async throws -> Bool
}

/// Every endpoint of Spec/anthropic.json, called once with sample arguments.
struct EndpointSamples: EndpointSampleCalling {
    /// Every operation id of the spec, in spec order.
    static let operationIDs: [String] = [
        "messages_post",
        "complete_post",
        "models_list",
        "models_get",
        "message_batches_list",
        "message_batches_post",
        "message_batches_retrieve",
        "message_batches_delete",
        "message_batches_cancel",
        "message_batches_results",
        "messages_count_tokens_post",
        "beta_messages_post",
        "beta_models_list",
        "beta_models_get",
        "beta_message_batches_list",
        "beta_message_batches_post",
        "beta_message_batches_retrieve",
        "beta_message_batches_delete",
        "beta_message_batches_cancel",
        "beta_message_batches_results",
        "beta_messages_count_tokens_post",
        "beta_list_files_v1_files_get",
        "beta_upload_file_v1_files_post",
        "beta_get_file_metadata_v1_files__file_id__get",
        "beta_delete_file_v1_files__file_id__delete",
        "beta_download_file_v1_files__file_id__content_get",
        "beta_list_skills_v1_skills_get",
        "beta_create_skill_v1_skills_post",
        "beta_get_skill_v1_skills__skill_id__get",
        "beta_delete_skill_v1_skills__skill_id__delete",
        "beta_list_skill_versions_v1_skills__skill_id__versions_get",
        "beta_create_skill_version_v1_skills__skill_id__versions_post",
        "beta_get_skill_version_v1_skills__skill_id__versions__version__get",
        "beta_delete_skill_version_v1_skills__skill_id__versions__version__delete",
        "beta_list_environments_v1_environments_get",
        "beta_create_environment_v1_environments_post",
        "beta_get_environment_v1_environments__environment_id__get",
        "beta_update_environment_v1_environments__environment_id__post",
        "beta_delete_environment_v1_environments__environment_id__delete",
        "beta_archive_environment_v1_environments__environment_id__archive_post",
        "BetaListSessions",
        "BetaCreateSession",
        "BetaGetSession",
        "BetaUpdateSession",
        "BetaDeleteSession",
        "BetaListEvents",
        "BetaSendEvents",
        "BetaStreamSessionEvents",
        "BetaArchiveSession",
        "BetaListSessionThreads",
        "BetaGetSessionThread",
        "BetaListSessionThreadEvents",
        "BetaStreamSessionThreadEvents",
        "BetaArchiveSessionThread",
        "BetaListResources",
        "BetaAddResource",
        "BetaGetResource",
        "BetaUpdateResource",
        "BetaDeleteResource",
        "BetaListAgents",
        "BetaCreateAgent",
        "BetaGetAgent",
        "BetaUpdateAgent",
        "BetaArchiveAgent",
        "BetaListAgentVersions",
        "BetaListVaults",
        "BetaCreateVault",
        "BetaGetVault",
        "BetaUpdateVault",
        "BetaDeleteVault",
        "BetaArchiveVault",
        "BetaListCredentials",
        "BetaCreateCredential",
        "BetaGetCredential",
        "BetaUpdateCredential",
        "BetaDeleteCredential",
        "BetaArchiveCredential",
        "BetaValidateCredential",
        "BetaListMemories",
        "BetaCreateMemory",
        "BetaGetMemory",
        "BetaUpdateMemory",
        "BetaDeleteMemory",
        "BetaListMemoryVersions",
        "BetaGetMemoryVersion",
        "BetaRedactMemoryVersion",
        "BetaListMemoryStores",
        "BetaCreateMemoryStore",
        "BetaGetMemoryStore",
        "BetaUpdateMemoryStore",
        "BetaDeleteMemoryStore",
        "BetaArchiveMemoryStore",
        "BetaListUserProfiles",
        "BetaCreateUserProfile",
        "BetaGetUserProfile",
        "BetaUpdateUserProfile",
        "beta.user_profiles.delete",
        "BetaCreateEnrollmentUrl",
        "compliance.review.cases.respond",
        "compliance.review.cases.retrieve",
        "compliance.review.cases.list",
        "compliance.review.items.retrieve",
        "compliance.review.notices.list",
        "deployment_runs.retrieve",
        "deployment_runs.list",
        "deployments.archive",
        "deployments.pause",
        "deployments.run",
        "deployments.unpause",
        "deployments.retrieve",
        "deployments.update",
        "deployments.list",
        "deployments.create",
        "environments.work.poll",
        "environments.work.ack",
        "environments.work.heartbeat",
        "environments.work.stop",
        "environments.work.retrieve",
        "environments.work.update",
        "environments.work.list",
        "files.list",
        "files.upload",
        "files.retrieve_metadata",
        "files.delete",
        "files.download",
        "organization.analytics.apps.chat.projects.list",
        "beta.organization.analytics.apps.chat.projects.list",
        "organization.analytics.artifacts.list",
        "beta.organization.analytics.artifacts.list",
        "organization.analytics.connectors.list",
        "beta.organization.analytics.connectors.list",
        "organization.analytics.cost.list",
        "organization.analytics.cost_report.list",
        "organization.analytics.plugins.list",
        "beta.organization.analytics.plugins.list",
        "organization.analytics.skills.list",
        "beta.organization.analytics.skills.list",
        "organization.analytics.summaries.list",
        "beta.organization.analytics.summaries.list",
        "organization.analytics.usage.list",
        "organization.analytics.usage_report.list",
        "organization.analytics.user_cost_report.list",
        "organization.analytics.user_usage_report.list",
        "organization.analytics.users.list",
        "beta.organization.analytics.users.list",
        "organization.api_keys.list",
        "organization.api_keys.retrieve",
        "organization.api_keys.update",
        "beta.organization.api_keys.retrieve",
        "beta.organization.api_keys.update",
        "beta.organization.api_keys.list",
        "organization.claude_code.managed_settings.configuration.retrieve",
        "organization.claude_code.managed_settings.configuration.update",
        "organization.claude_code.managed_settings.rbac_group_default.retrieve",
        "organization.claude_code.managed_settings.rbac_group_default.update",
        "organization.claude_code.managed_settings.rbac_groups.retrieve",
        "organization.claude_code.managed_settings.rbac_groups.set",
        "organization.claude_code.managed_settings.rbac_groups.delete",
        "organization.claude_code.managed_settings.rbac_groups.list",
        "organization.claude_tag.bundles.targets.retrieve",
        "organization.claude_tag.bundles.targets.delete",
        "organization.claude_tag.bundles.targets.list",
        "organization.claude_tag.bundles.targets.create",
        "organization.claude_tag.bundles.retrieve",
        "organization.claude_tag.bundles.update",
        "organization.claude_tag.bundles.list",
        "organization.claude_tag.slack_channels.retrieve",
        "organization.claude_tag.slack_channels.update",
        "organization.claude_tag.slack_channels.delete",
        "organization.claude_tag.slack_channels.list",
        "organization.claude_tag.slack_channels.create",
        "organization.claude_tag.slack_workspaces.retrieve",
        "organization.claude_tag.slack_workspaces.update",
        "organization.claude_tag.slack_workspaces.list",
        "organization.compliance_settings.retrieve",
        "organization.compliance_settings.update",
        "beta.organization.compliance_settings.retrieve",
        "beta.organization.compliance_settings.update",
        "organization.external_keys.list",
        "organization.external_keys.create",
        "organization.external_keys.retrieve",
        "organization.external_keys.update",
        "organization.external_keys.delete",
        "organization.external_keys.validate",
        "beta.organization.external_keys.validate",
        "beta.organization.external_keys.retrieve",
        "beta.organization.external_keys.update",
        "beta.organization.external_keys.delete",
        "beta.organization.external_keys.list",
        "beta.organization.external_keys.create",
        "organization.external_storage.activate",
        "organization.external_storage.retrieve",
        "organization.external_storage.update",
        "organization.external_storage.delete",
        "organization.external_storage.list",
        "organization.external_storage.create",
        "organization.federation.issuers.list",
        "organization.federation.issuers.create",
        "organization.federation.issuers.retrieve",
        "organization.federation.issuers.update",
        "organization.federation.issuers.archive",
        "beta.organization.federation.issuers.archive",
        "beta.organization.federation.issuers.retrieve",
        "beta.organization.federation.issuers.update",
        "beta.organization.federation.issuers.list",
        "beta.organization.federation.issuers.create",
        "organization.federation.rules.list",
        "organization.federation.rules.create",
        "organization.federation.rules.retrieve",
        "organization.federation.rules.update",
        "organization.federation.rules.archive",
        "beta.organization.federation.rules.archive",
        "organization.federation.rules.workspaces.list",
        "organization.federation.rules.workspaces.add",
        "organization.federation.rules.workspaces.remove",
        "beta.organization.federation.rules.workspaces.remove",
        "beta.organization.federation.rules.workspaces.list",
        "beta.organization.federation.rules.workspaces.add",
        "beta.organization.federation.rules.retrieve",
        "beta.organization.federation.rules.update",
        "beta.organization.federation.rules.list",
        "beta.organization.federation.rules.create",
        "organization.invites.list",
        "organization.invites.create",
        "organization.invites.retrieve",
        "organization.invites.delete",
        "beta.organization.invites.retrieve",
        "beta.organization.invites.delete",
        "beta.organization.invites.list",
        "beta.organization.invites.create",
        "organization.retrieve",
        "beta.organization.retrieve",
        "organization.plugin_marketplaces.validate_archive",
        "organization.plugin_marketplaces.validate_repository",
        "organization.plugin_marketplaces.retrieve",
        "organization.plugin_marketplaces.update",
        "organization.plugin_marketplaces.list",
        "organization.plugins.installation_settings.set",
        "organization.plugins.installation_settings.remove",
        "organization.plugins.installation_settings.list",
        "organization.plugins.shares.list",
        "organization.plugins.versions.download",
        "organization.plugins.versions.retrieve",
        "organization.plugins.versions.list",
        "organization.plugins.versions.create",
        "organization.plugins.retrieve",
        "organization.plugins.update",
        "organization.plugins.delete",
        "organization.plugins.list",
        "organization.plugins.create",
        "organization.providers.google.projects.data_controls.retrieve",
        "organization.providers.google.projects.data_controls.update",
        "organization.rate_limits.list",
        "beta.organization.rate_limits.list",
        "organization.rbac_groups.list",
        "organization.rbac_groups.create",
        "organization.rbac_groups.retrieve",
        "organization.rbac_groups.update",
        "organization.rbac_groups.delete",
        "organization.rbac_groups.members.list",
        "organization.rbac_groups.members.add",
        "organization.rbac_groups.members.remove",
        "beta.organization.rbac_groups.members.remove",
        "beta.organization.rbac_groups.members.list",
        "beta.organization.rbac_groups.members.add",
        "beta.organization.rbac_groups.retrieve",
        "beta.organization.rbac_groups.update",
        "beta.organization.rbac_groups.delete",
        "beta.organization.rbac_groups.list",
        "beta.organization.rbac_groups.create",
        "organization.rbac_roles.list",
        "organization.rbac_roles.retrieve",
        "organization.rbac_roles.permissions.list",
        "beta.organization.rbac_roles.permissions.list",
        "beta.organization.rbac_roles.retrieve",
        "beta.organization.rbac_roles.list",
        "organization.service_accounts.list",
        "organization.service_accounts.create",
        "organization.service_accounts.retrieve",
        "organization.service_accounts.update",
        "organization.service_accounts.archive",
        "beta.organization.service_accounts.archive",
        "organization.service_accounts.workspaces.list",
        "organization.service_accounts.workspaces.add",
        "organization.service_accounts.workspaces.remove",
        "beta.organization.service_accounts.workspaces.remove",
        "beta.organization.service_accounts.workspaces.list",
        "beta.organization.service_accounts.workspaces.add",
        "beta.organization.service_accounts.retrieve",
        "beta.organization.service_accounts.update",
        "beta.organization.service_accounts.list",
        "beta.organization.service_accounts.create",
        "organization.spend_limits.increase_requests.list",
        "organization.spend_limits.increase_requests.retrieve",
        "organization.spend_limits.increase_requests.approve",
        "beta.organization.spend_limits.increase_requests.approve",
        "organization.spend_limits.increase_requests.deny",
        "beta.organization.spend_limits.increase_requests.deny",
        "beta.organization.spend_limits.increase_requests.retrieve",
        "beta.organization.spend_limits.increase_requests.list",
        "organization.spend_limits.effective.list",
        "beta.organization.spend_limits.effective.list",
        "organization.spend_limits.retrieve",
        "organization.spend_limits.delete",
        "organization.spend_limits.list",
        "organization.spend_limits.set",
        "organization.telemetry_destinations.test",
        "organization.telemetry_destinations.workspaces.add",
        "organization.telemetry_destinations.workspaces.remove",
        "organization.telemetry_destinations.workspaces.list",
        "organization.telemetry_destinations.retrieve",
        "organization.telemetry_destinations.update",
        "organization.telemetry_destinations.delete",
        "organization.telemetry_destinations.list",
        "organization.telemetry_destinations.create",
        "organization.users.list",
        "organization.users.retrieve",
        "organization.users.update",
        "organization.users.remove",
        "organization.users.sign_out",
        "beta.organization.users.retrieve",
        "beta.organization.users.update",
        "beta.organization.users.remove",
        "beta.organization.users.list",
        "organization.webhooks.regenerate_signing_secret",
        "organization.webhooks.retrieve",
        "organization.webhooks.update",
        "organization.webhooks.delete",
        "organization.webhooks.list",
        "organization.webhooks.create",
        "organization.workspaces.list",
        "organization.workspaces.create",
        "organization.workspaces.retrieve",
        "organization.workspaces.update",
        "organization.workspaces.archive",
        "beta.organization.workspaces.archive",
        "organization.workspaces.members.list",
        "organization.workspaces.members.add",
        "organization.workspaces.members.retrieve",
        "organization.workspaces.members.update",
        "organization.workspaces.members.remove",
        "beta.organization.workspaces.members.retrieve",
        "beta.organization.workspaces.members.update",
        "beta.organization.workspaces.members.remove",
        "beta.organization.workspaces.members.list",
        "beta.organization.workspaces.members.add",
        "organization.workspaces.rate_limits.list",
        "organization.workspaces.rate_limits.update",
        "beta.organization.workspaces.rate_limits.update",
        "beta.organization.workspaces.rate_limits.list",
        "organization.workspaces.service_accounts.list",
        "organization.workspaces.service_accounts.add",
        "organization.workspaces.service_accounts.retrieve",
        "organization.workspaces.service_accounts.update",
        "organization.workspaces.service_accounts.remove",
        "beta.organization.workspaces.service_accounts.retrieve",
        "beta.organization.workspaces.service_accounts.update",
        "beta.organization.workspaces.service_accounts.remove",
        "beta.organization.workspaces.service_accounts.list",
        "beta.organization.workspaces.service_accounts.add",
        "beta.organization.workspaces.retrieve",
        "beta.organization.workspaces.update",
        "beta.organization.workspaces.list",
        "beta.organization.workspaces.create",
        "skills.list",
        "skills.create",
        "skills.retrieve",
        "skills.delete",
        "skills.versions.list",
        "skills.versions.create",
        "skills.versions.retrieve",
        "skills.versions.delete",
        "skills.versions.download",
        "tunnels.archive",
        "tunnels.certificates.archive",
        "tunnels.certificates.retrieve",
        "tunnels.certificates.list",
        "tunnels.certificates.create",
        "tunnels.reveal_token",
        "tunnels.rotate_token",
        "tunnels.retrieve",
        "tunnels.list",
        "tunnels.create",
        "user_profiles.list",
        "user_profiles.create",
        "user_profiles.retrieve",
        "user_profiles.update",
        "user_profiles.delete",
        "user_profiles.action_urls.create",
        "beta.user_profiles.action_urls.create",
        "user_profiles.providers.google.data_controls.retrieve",
        "user_profiles.providers.google.data_controls.update",
        "beta_get_environment_stats_v1_environments__environment_id__work_stats_get",
        "BetaListDreams",
        "BetaCreateDream",
        "BetaGetDream",
        "BetaArchiveDream",
        "BetaCancelDream",
    ]

    /// The file of every multipart sample.
    static let file = MultipartFile.data(Data("sample file".utf8), filename: "sample.txt")

    static func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONCoding.decode(type, from: Data(json.utf8))
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    func call(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        guard let index = Self.operationIDs.firstIndex(of: operationID) else { return false }
        switch index / 16 {
        case 0: return try await callGroup0(operationID, on: client)
        case 1: return try await callGroup1(operationID, on: client)
        case 2: return try await callGroup2(operationID, on: client)
        case 3: return try await callGroup3(operationID, on: client)
        case 4: return try await callGroup4(operationID, on: client)
        case 5: return try await callGroup5(operationID, on: client)
        case 6: return try await callGroup6(operationID, on: client)
        case 7: return try await callGroup7(operationID, on: client)
        case 8: return try await callGroup8(operationID, on: client)
        case 9: return try await callGroup9(operationID, on: client)
        case 10: return try await callGroup10(operationID, on: client)
        case 11: return try await callGroup11(operationID, on: client)
        case 12: return try await callGroup12(operationID, on: client)
        case 13: return try await callGroup13(operationID, on: client)
        case 14: return try await callGroup14(operationID, on: client)
        case 15: return try await callGroup15(operationID, on: client)
        case 16: return try await callGroup16(operationID, on: client)
        case 17: return try await callGroup17(operationID, on: client)
        case 18: return try await callGroup18(operationID, on: client)
        case 19: return try await callGroup19(operationID, on: client)
        case 20: return try await callGroup20(operationID, on: client)
        case 21: return try await callGroup21(operationID, on: client)
        case 22: return try await callGroup22(operationID, on: client)
        case 23: return try await callGroup23(operationID, on: client)
        case 24: return try await callGroup24(operationID, on: client)
        default: return false
        }
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup0(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "messages_post":
            _ = try await client.messages.create(try EndpointSamples.decode(Anthropic.CreateMessageParams.self, #"{"model":"sample","messages":[{"content":"sample","role":"user"}],"max_tokens":0}"#), anthropicUserProfileID: "sample", anthropicWorkspaceID: "sample")
        case "complete_post":
            _ = try await client.completions.create(try EndpointSamples.decode(Anthropic.CompletionRequest.self, #"{"model":"sample","prompt":"sample","max_tokens_to_sample":1}"#))
        case "models_list":
            _ = try await client.models.list(beforeID: "sample", afterID: "sample", limit: 1, anthropicWorkspaceID: "sample", lifecycle: try EndpointSamples.decode([Anthropic.ModelsListLifecycleItem].self, #"["active"]"#))
        case "models_get":
            _ = try await client.models.retrieve(modelID: "p_model_id", anthropicWorkspaceID: "sample")
        case "message_batches_list":
            _ = try await client.messages.batches.list(beforeID: "sample", afterID: "sample", limit: 1, anthropicWorkspaceID: "sample")
        case "message_batches_post":
            _ = try await client.messages.batches.create(try EndpointSamples.decode(Anthropic.CreateMessageBatchParams.self, #"{"requests":[{"custom_id":"sample","params":{"model":"sample","messages":[{"content":"sample","role":"user"}],"max_tokens":0}}]}"#), anthropicUserProfileID: "sample", anthropicWorkspaceID: "sample")
        case "message_batches_retrieve":
            _ = try await client.messages.batches.retrieve(messageBatchID: "p_message_batch_id", anthropicWorkspaceID: "sample")
        case "message_batches_delete":
            _ = try await client.messages.batches.delete(messageBatchID: "p_message_batch_id", anthropicWorkspaceID: "sample")
        case "message_batches_cancel":
            _ = try await client.messages.batches.cancel(messageBatchID: "p_message_batch_id", anthropicWorkspaceID: "sample")
        case "message_batches_results":
            _ = try await client.messages.batches.results(messageBatchID: "p_message_batch_id", anthropicWorkspaceID: "sample")
        case "messages_count_tokens_post":
            _ = try await client.messages.countTokens(try EndpointSamples.decode(Anthropic.CountMessageTokensParams.self, #"{"messages":[{"content":"sample","role":"user"}],"model":"sample"}"#), anthropicUserProfileID: "sample", anthropicWorkspaceID: "sample")
        case "beta_messages_post":
            _ = try await client.beta.messages.create(try EndpointSamples.decode(Anthropic.BetaCreateMessageParams.self, #"{"model":"sample","messages":[{"content":"sample","role":"user"}],"max_tokens":0}"#), anthropicUserProfileID: "sample", anthropicWorkspaceID: "sample")
        case "beta_models_list":
            _ = try await client.beta.models.list(beforeID: "sample", afterID: "sample", limit: 1, anthropicWorkspaceID: "sample", lifecycle: try EndpointSamples.decode([Anthropic.ModelsListLifecycleItem].self, #"["active"]"#))
        case "beta_models_get":
            _ = try await client.beta.models.retrieve(modelID: "p_model_id", anthropicWorkspaceID: "sample")
        case "beta_message_batches_list":
            _ = try await client.beta.messages.batches.list(beforeID: "sample", afterID: "sample", limit: 1, anthropicWorkspaceID: "sample")
        case "beta_message_batches_post":
            _ = try await client.beta.messages.batches.create(try EndpointSamples.decode(Anthropic.BetaCreateMessageBatchParams.self, #"{"requests":[{"custom_id":"sample","params":{"model":"sample","messages":[{"content":"sample","role":"user"}],"max_tokens":0}}]}"#), anthropicUserProfileID: "sample", anthropicWorkspaceID: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup1(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta_message_batches_retrieve":
            _ = try await client.beta.messages.batches.retrieve(messageBatchID: "p_message_batch_id", anthropicWorkspaceID: "sample")
        case "beta_message_batches_delete":
            _ = try await client.beta.messages.batches.delete(messageBatchID: "p_message_batch_id", anthropicWorkspaceID: "sample")
        case "beta_message_batches_cancel":
            _ = try await client.beta.messages.batches.cancel(messageBatchID: "p_message_batch_id", anthropicWorkspaceID: "sample")
        case "beta_message_batches_results":
            _ = try await client.beta.messages.batches.results(messageBatchID: "p_message_batch_id", anthropicWorkspaceID: "sample")
        case "beta_messages_count_tokens_post":
            _ = try await client.beta.messages.countTokens(try EndpointSamples.decode(Anthropic.BetaCountMessageTokensParams.self, #"{"messages":[{"content":"sample","role":"user"}],"model":"sample"}"#), anthropicUserProfileID: "sample", anthropicWorkspaceID: "sample")
        case "beta_list_files_v1_files_get":
            _ = try await client.beta.files.list(beforeID: "sample", afterID: "sample", limit: 1, scopeID: "sample", anthropicWorkspaceID: "sample", ids: try EndpointSamples.decode([String].self, #"["sample"]"#), page: "sample")
        case "beta_upload_file_v1_files_post":
            _ = try await client.beta.files.upload(Anthropic.BetaUploadFileV1FilesPostRequest(file: EndpointSamples.file), anthropicWorkspaceID: "sample")
        case "beta_get_file_metadata_v1_files__file_id__get":
            _ = try await client.beta.files.retrieveMetadata(fileID: "p_file_id", anthropicWorkspaceID: "sample")
        case "beta_delete_file_v1_files__file_id__delete":
            _ = try await client.beta.files.delete(fileID: "p_file_id", anthropicWorkspaceID: "sample")
        case "beta_download_file_v1_files__file_id__content_get":
            _ = try await client.beta.files.download(fileID: "p_file_id", anthropicWorkspaceID: "sample")
        case "beta_list_skills_v1_skills_get":
            _ = try await client.beta.skills.list(page: "sample", limit: 1, source: "sample", anthropicWorkspaceID: "sample")
        case "beta_create_skill_v1_skills_post":
            _ = try await client.beta.skills.create(Anthropic.BetaBody_create_skill_v1_skills_post(), anthropicWorkspaceID: "sample")
        case "beta_get_skill_v1_skills__skill_id__get":
            _ = try await client.beta.skills.retrieve(skillID: "p_skill_id", anthropicWorkspaceID: "sample")
        case "beta_delete_skill_v1_skills__skill_id__delete":
            _ = try await client.beta.skills.delete(skillID: "p_skill_id", anthropicWorkspaceID: "sample")
        case "beta_list_skill_versions_v1_skills__skill_id__versions_get":
            _ = try await client.beta.skills.versions.list(skillID: "p_skill_id", page: "sample", limit: 1, anthropicWorkspaceID: "sample")
        case "beta_create_skill_version_v1_skills__skill_id__versions_post":
            _ = try await client.beta.skills.versions.create(skillID: "p_skill_id", Anthropic.BetaBody_create_skill_version_v1_skills__skill_id__versions_post(), anthropicWorkspaceID: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup2(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta_get_skill_version_v1_skills__skill_id__versions__version__get":
            _ = try await client.beta.skills.versions.retrieve(skillID: "p_skill_id", version: "p_version", anthropicWorkspaceID: "sample")
        case "beta_delete_skill_version_v1_skills__skill_id__versions__version__delete":
            _ = try await client.beta.skills.versions.delete(skillID: "p_skill_id", version: "p_version", anthropicWorkspaceID: "sample")
        case "beta_list_environments_v1_environments_get":
            _ = try await client.beta.environments.list(limit: 1, page: "sample", includeArchived: true, anthropicWorkspaceID: "sample")
        case "beta_create_environment_v1_environments_post":
            _ = try await client.beta.environments.create(try EndpointSamples.decode(Anthropic.BetaPublicEnvironmentCreateRequest.self, #"{"name":"sample"}"#), anthropicWorkspaceID: "sample")
        case "beta_get_environment_v1_environments__environment_id__get":
            _ = try await client.beta.environments.retrieve(environmentID: "p_environment_id", anthropicWorkspaceID: "sample")
        case "beta_update_environment_v1_environments__environment_id__post":
            _ = try await client.beta.environments.update(environmentID: "p_environment_id", try EndpointSamples.decode(Anthropic.BetaPublicEnvironmentUpdateRequest.self, #"{}"#), anthropicWorkspaceID: "sample")
        case "beta_delete_environment_v1_environments__environment_id__delete":
            _ = try await client.beta.environments.delete(environmentID: "p_environment_id", anthropicWorkspaceID: "sample")
        case "beta_archive_environment_v1_environments__environment_id__archive_post":
            _ = try await client.beta.environments.archive(environmentID: "p_environment_id", anthropicWorkspaceID: "sample")
        case "BetaListSessions":
            _ = try await client.beta.sessions.list(limit: 1, page: "sample", includeArchived: true, createdAtGte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtGt: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLt: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), agentID: "sample", agentVersion: 1, order: try EndpointSamples.decode(Anthropic.BetaManagedAgentsListOrder.self, #""asc""#), memoryStoreID: "sample", statuses: try EndpointSamples.decode([Anthropic.BetaManagedAgentsSessionStatus].self, #"["rescheduling"]"#), anthropicWorkspaceID: "sample", deploymentID: "sample")
        case "BetaCreateSession":
            _ = try await client.beta.sessions.create(try EndpointSamples.decode(Anthropic.BetaManagedAgentsCreateSessionParams.self, #"{"agent":"sample","environment_id":"sample"}"#), anthropicWorkspaceID: "sample")
        case "BetaGetSession":
            _ = try await client.beta.sessions.retrieve(sessionID: "p_session_id", anthropicWorkspaceID: "sample")
        case "BetaUpdateSession":
            _ = try await client.beta.sessions.update(sessionID: "p_session_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateSessionParams.self, #"{}"#), anthropicWorkspaceID: "sample")
        case "BetaDeleteSession":
            _ = try await client.beta.sessions.delete(sessionID: "p_session_id", anthropicWorkspaceID: "sample")
        case "BetaListEvents":
            _ = try await client.beta.sessions.events.list(sessionID: "p_session_id", limit: 1, page: "sample", order: try EndpointSamples.decode(Anthropic.BetaManagedAgentsListOrder.self, #""asc""#), types: try EndpointSamples.decode([String].self, #"["sample"]"#), createdAtGte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtGt: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLt: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), anthropicWorkspaceID: "sample")
        case "BetaSendEvents":
            _ = try await client.beta.sessions.events(sessionID: "p_session_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsSendSessionEventsParams.self, #"{"events":[{"type":"user.message","content":[{"type":"text","text":"sample"}]}]}"#), anthropicWorkspaceID: "sample")
        case "BetaStreamSessionEvents":
            _ = try await client.beta.sessions.events.stream(sessionID: "p_session_id", anthropicWorkspaceID: "sample", eventDeltas: try EndpointSamples.decode([Anthropic.BetaManagedAgentsDeltaType].self, #"["agent.message"]"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup3(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "BetaArchiveSession":
            _ = try await client.beta.sessions.archive(sessionID: "p_session_id", anthropicWorkspaceID: "sample")
        case "BetaListSessionThreads":
            _ = try await client.beta.sessions.threads.list(sessionID: "p_session_id", limit: 1, page: "sample", anthropicWorkspaceID: "sample", statuses: try EndpointSamples.decode([Anthropic.BetaManagedAgentsSessionThreadStatus].self, #"["running"]"#))
        case "BetaGetSessionThread":
            _ = try await client.beta.sessions.threads.retrieve(sessionID: "p_session_id", threadID: "p_thread_id", anthropicWorkspaceID: "sample")
        case "BetaListSessionThreadEvents":
            _ = try await client.beta.sessions.threads.events.list(sessionID: "p_session_id", threadID: "p_thread_id", limit: 1, page: "sample", anthropicWorkspaceID: "sample")
        case "BetaStreamSessionThreadEvents":
            _ = try await client.beta.sessions.threads.stream(sessionID: "p_session_id", threadID: "p_thread_id", anthropicWorkspaceID: "sample", eventDeltas: try EndpointSamples.decode([Anthropic.BetaManagedAgentsDeltaType].self, #"["agent.message"]"#))
        case "BetaArchiveSessionThread":
            _ = try await client.beta.sessions.threads.archive(sessionID: "p_session_id", threadID: "p_thread_id", anthropicWorkspaceID: "sample")
        case "BetaListResources":
            _ = try await client.beta.sessions.resources.list(sessionID: "p_session_id", limit: 1, page: "sample", anthropicWorkspaceID: "sample")
        case "BetaAddResource":
            _ = try await client.beta.sessions.resources.create(sessionID: "p_session_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsAddSessionResourceParams.self, #"{"type":"file","file_id":"sample"}"#), anthropicWorkspaceID: "sample")
        case "BetaGetResource":
            _ = try await client.beta.sessions.resources.retrieve(sessionID: "p_session_id", resourceID: "p_resource_id", anthropicWorkspaceID: "sample")
        case "BetaUpdateResource":
            _ = try await client.beta.sessions.resources.update(sessionID: "p_session_id", resourceID: "p_resource_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateSessionResourceParams.self, #"{"authorization_token":"sample"}"#), anthropicWorkspaceID: "sample")
        case "BetaDeleteResource":
            _ = try await client.beta.sessions.resources.delete(sessionID: "p_session_id", resourceID: "p_resource_id", anthropicWorkspaceID: "sample")
        case "BetaListAgents":
            _ = try await client.beta.agents.list(limit: 1, page: "sample", createdAtGte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), includeArchived: true, anthropicWorkspaceID: "sample")
        case "BetaCreateAgent":
            _ = try await client.beta.agents.create(try EndpointSamples.decode(Anthropic.BetaManagedAgentsCreateAgentParams.self, #"{"name":"sample","model":"sample"}"#), anthropicWorkspaceID: "sample")
        case "BetaGetAgent":
            _ = try await client.beta.agents.retrieve(agentID: "p_agent_id", version: 1, anthropicWorkspaceID: "sample")
        case "BetaUpdateAgent":
            _ = try await client.beta.agents.update(agentID: "p_agent_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateAgentParams.self, #"{"version":1}"#), anthropicWorkspaceID: "sample")
        case "BetaArchiveAgent":
            _ = try await client.beta.agents.archive(agentID: "p_agent_id", anthropicWorkspaceID: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup4(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "BetaListAgentVersions":
            _ = try await client.beta.agents.versions.list(agentID: "p_agent_id", limit: 1, page: "sample", anthropicWorkspaceID: "sample")
        case "BetaListVaults":
            _ = try await client.beta.vaults.list(limit: 1, page: "sample", includeArchived: true, anthropicWorkspaceID: "sample")
        case "BetaCreateVault":
            _ = try await client.beta.vaults.create(try EndpointSamples.decode(Anthropic.BetaManagedAgentsCreateVaultRequest.self, #"{"display_name":"sample"}"#), anthropicWorkspaceID: "sample")
        case "BetaGetVault":
            _ = try await client.beta.vaults.retrieve(vaultID: "p_vault_id", anthropicWorkspaceID: "sample")
        case "BetaUpdateVault":
            _ = try await client.beta.vaults.update(vaultID: "p_vault_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateVaultRequestBody.self, #"{}"#), anthropicWorkspaceID: "sample")
        case "BetaDeleteVault":
            _ = try await client.beta.vaults.delete(vaultID: "p_vault_id", anthropicWorkspaceID: "sample")
        case "BetaArchiveVault":
            _ = try await client.beta.vaults.archive(vaultID: "p_vault_id", anthropicWorkspaceID: "sample")
        case "BetaListCredentials":
            _ = try await client.beta.vaults.credentials.list(vaultID: "p_vault_id", limit: 1, page: "sample", includeArchived: true, anthropicWorkspaceID: "sample")
        case "BetaCreateCredential":
            _ = try await client.beta.vaults.credentials.create(vaultID: "p_vault_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsCreateCredentialRequestBody.self, #"{"auth":{"type":"mcp_oauth","mcp_server_url":"sample","access_token":"sample"}}"#), anthropicWorkspaceID: "sample")
        case "BetaGetCredential":
            _ = try await client.beta.vaults.credentials.retrieve(vaultID: "p_vault_id", credentialID: "p_credential_id", anthropicWorkspaceID: "sample")
        case "BetaUpdateCredential":
            _ = try await client.beta.vaults.credentials.update(vaultID: "p_vault_id", credentialID: "p_credential_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateCredentialRequestBody.self, #"{}"#), anthropicWorkspaceID: "sample")
        case "BetaDeleteCredential":
            _ = try await client.beta.vaults.credentials.delete(vaultID: "p_vault_id", credentialID: "p_credential_id", anthropicWorkspaceID: "sample")
        case "BetaArchiveCredential":
            _ = try await client.beta.vaults.credentials.archive(vaultID: "p_vault_id", credentialID: "p_credential_id", anthropicWorkspaceID: "sample")
        case "BetaValidateCredential":
            _ = try await client.beta.vaults.credentials.mcpOauthValidate(vaultID: "p_vault_id", credentialID: "p_credential_id", anthropicWorkspaceID: "sample")
        case "BetaListMemories":
            _ = try await client.beta.memoryStores.memories.list(memoryStoreID: "p_memory_store_id", pathPrefix: "sample", depth: 1, orderBy: "sample", order: try EndpointSamples.decode(Anthropic.BetaManagedAgentsListOrder.self, #""asc""#), limit: 1, page: "sample", view: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryView.self, #""basic""#), anthropicWorkspaceID: "sample")
        case "BetaCreateMemory":
            _ = try await client.beta.memoryStores.memories.create(memoryStoreID: "p_memory_store_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsCreateMemoryParams.self, #"{"path":"sample","content":"sample"}"#), view: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryView.self, #""basic""#), anthropicWorkspaceID: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup5(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "BetaGetMemory":
            _ = try await client.beta.memoryStores.memories.retrieve(memoryStoreID: "p_memory_store_id", memoryID: "p_memory_id", view: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryView.self, #""basic""#), anthropicWorkspaceID: "sample")
        case "BetaUpdateMemory":
            _ = try await client.beta.memoryStores.memories.update(memoryStoreID: "p_memory_store_id", memoryID: "p_memory_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateMemoryParams.self, #"{}"#), view: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryView.self, #""basic""#), anthropicWorkspaceID: "sample")
        case "BetaDeleteMemory":
            _ = try await client.beta.memoryStores.memories.delete(memoryStoreID: "p_memory_store_id", memoryID: "p_memory_id", expectedContentSha256: "sample", anthropicWorkspaceID: "sample")
        case "BetaListMemoryVersions":
            _ = try await client.beta.memoryStores.memoryVersions.list(memoryStoreID: "p_memory_store_id", memoryID: "sample", sessionID: "sample", apiKeyID: "sample", operation: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryVersionOperation.self, #""created""#), createdAtGte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), limit: 1, page: "sample", view: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryView.self, #""basic""#), anthropicWorkspaceID: "sample", serviceAccountID: "sample")
        case "BetaGetMemoryVersion":
            _ = try await client.beta.memoryStores.memoryVersions.retrieve(memoryStoreID: "p_memory_store_id", memoryVersionID: "p_memory_version_id", view: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryView.self, #""basic""#), anthropicWorkspaceID: "sample")
        case "BetaRedactMemoryVersion":
            _ = try await client.beta.memoryStores.memoryVersions.redact(memoryStoreID: "p_memory_store_id", memoryVersionID: "p_memory_version_id", anthropicWorkspaceID: "sample")
        case "BetaListMemoryStores":
            _ = try await client.beta.memoryStores.list(limit: 1, page: "sample", includeArchived: true, createdAtGte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), anthropicWorkspaceID: "sample")
        case "BetaCreateMemoryStore":
            _ = try await client.beta.memoryStores.create(try EndpointSamples.decode(Anthropic.BetaManagedAgentsCreateMemoryStoreRequest.self, #"{"name":"sample"}"#), anthropicWorkspaceID: "sample")
        case "BetaGetMemoryStore":
            _ = try await client.beta.memoryStores.retrieve(memoryStoreID: "p_memory_store_id", anthropicWorkspaceID: "sample")
        case "BetaUpdateMemoryStore":
            _ = try await client.beta.memoryStores.update(memoryStoreID: "p_memory_store_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateMemoryStoreRequestBody.self, #"{}"#), anthropicWorkspaceID: "sample")
        case "BetaDeleteMemoryStore":
            _ = try await client.beta.memoryStores.delete(memoryStoreID: "p_memory_store_id", anthropicWorkspaceID: "sample")
        case "BetaArchiveMemoryStore":
            _ = try await client.beta.memoryStores.archive(memoryStoreID: "p_memory_store_id", anthropicWorkspaceID: "sample")
        case "BetaListUserProfiles":
            _ = try await client.beta.userProfiles.list(limit: 1, page: "sample", order: try EndpointSamples.decode(Anthropic.BetaUserProfileListOrder.self, #""asc""#), anthropicWorkspaceID: "sample", orderBy: try EndpointSamples.decode(Anthropic.BetaListUserProfilesOrderBy.self, #""created_at""#))
        case "BetaCreateUserProfile":
            _ = try await client.beta.userProfiles.create(try EndpointSamples.decode(Anthropic.BetaCreateUserProfileRequest.self, #"{}"#), anthropicWorkspaceID: "sample")
        case "BetaGetUserProfile":
            _ = try await client.beta.userProfiles.retrieve(userProfileID: "p_user_profile_id", anthropicWorkspaceID: "sample")
        case "BetaUpdateUserProfile":
            _ = try await client.beta.userProfiles.update(userProfileID: "p_user_profile_id", try EndpointSamples.decode(Anthropic.BetaUpdateUserProfileRequestBody.self, #"{}"#), anthropicWorkspaceID: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup6(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta.user_profiles.delete":
            _ = try await client.beta.userProfiles.delete(userProfileID: "p_user_profile_id", anthropicWorkspaceID: "sample")
        case "BetaCreateEnrollmentUrl":
            _ = try await client.beta.userProfiles.enrollmentURL(userProfileID: "p_user_profile_id", anthropicWorkspaceID: "sample")
        case "compliance.review.cases.respond":
            _ = try await client.beta.compliance.review.cases.respond(caseID: "p_case_id", try EndpointSamples.decode(Anthropic.ComplianceReviewCasesRespondRequest.self, #"{"determination":"violation"}"#))
        case "compliance.review.cases.retrieve":
            _ = try await client.beta.compliance.review.cases.retrieve(caseID: "p_case_id")
        case "compliance.review.cases.list":
            _ = try await client.beta.compliance.review.cases.list(createdAtGt: "sample", createdAtGte: "sample", createdAtLt: "sample", createdAtLte: "sample", limit: 1, order: try EndpointSamples.decode(Anthropic.BetaComplianceReviewOrder.self, #""asc""#), orderBy: try EndpointSamples.decode(Anthropic.BetaComplianceReviewCaseOrderBy.self, #""created_at""#), page: "sample", status: try EndpointSamples.decode(Anthropic.BetaComplianceReviewCaseStatusFilter.self, #""open""#), updatedAtGt: "sample", updatedAtGte: "sample", updatedAtLt: "sample", updatedAtLte: "sample", userProfileID: "sample")
        case "compliance.review.items.retrieve":
            _ = try await client.beta.compliance.review.items.retrieve(itemID: "p_item_id", anthropicUserProfileID: "sample")
        case "compliance.review.notices.list":
            _ = try await client.beta.compliance.review.notices.list(caseID: "sample", createdAtGt: "sample", createdAtGte: "sample", createdAtLt: "sample", createdAtLte: "sample", limit: 1, order: try EndpointSamples.decode(Anthropic.BetaComplianceReviewOrder.self, #""asc""#), page: "sample")
        case "deployment_runs.retrieve":
            _ = try await client.beta.deploymentRuns.retrieve(deploymentRunID: "p_deployment_run_id", anthropicWorkspaceID: "sample")
        case "deployment_runs.list":
            _ = try await client.beta.deploymentRuns.list(createdAtGt: "sample", createdAtGte: "sample", createdAtLt: "sample", createdAtLte: "sample", deploymentID: "sample", hasError: true, limit: 1, page: "sample", triggerType: try EndpointSamples.decode(Anthropic.BetaManagedAgentsTriggerType.self, #""schedule""#), anthropicWorkspaceID: "sample")
        case "deployments.archive":
            _ = try await client.beta.deployments.archive(deploymentID: "p_deployment_id", anthropicWorkspaceID: "sample")
        case "deployments.pause":
            _ = try await client.beta.deployments.pause(deploymentID: "p_deployment_id", anthropicWorkspaceID: "sample")
        case "deployments.run":
            _ = try await client.beta.deployments.run(deploymentID: "p_deployment_id", anthropicWorkspaceID: "sample")
        case "deployments.unpause":
            _ = try await client.beta.deployments.unpause(deploymentID: "p_deployment_id", anthropicWorkspaceID: "sample")
        case "deployments.retrieve":
            _ = try await client.beta.deployments.retrieve(deploymentID: "p_deployment_id", anthropicWorkspaceID: "sample")
        case "deployments.update":
            _ = try await client.beta.deployments.update(deploymentID: "p_deployment_id", try EndpointSamples.decode(Anthropic.DeploymentsUpdateRequest.self, #"{}"#), anthropicWorkspaceID: "sample")
        case "deployments.list":
            _ = try await client.beta.deployments.list(agentID: "sample", createdAtGte: "sample", createdAtLte: "sample", includeArchived: true, limit: 1, page: "sample", status: try EndpointSamples.decode(Anthropic.BetaManagedAgentsDeploymentStatus.self, #""active""#), anthropicWorkspaceID: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup7(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "deployments.create":
            _ = try await client.beta.deployments.create(try EndpointSamples.decode(Anthropic.DeploymentsCreateRequest.self, #"{"agent":"sample","environment_id":"sample","initial_events":[{"type":"user.message","content":[{"type":"text","text":"sample"}]}],"name":"sample"}"#), anthropicWorkspaceID: "sample")
        case "environments.work.poll":
            _ = try await client.beta.environments.work.poll(environmentID: "p_environment_id", blockMs: 1, reclaimOlderThanMs: 1, anthropicWorkerID: "sample")
        case "environments.work.ack":
            _ = try await client.beta.environments.work.ack(environmentID: "p_environment_id", workID: "p_work_id")
        case "environments.work.heartbeat":
            _ = try await client.beta.environments.work.heartbeat(environmentID: "p_environment_id", workID: "p_work_id", desiredTtlSeconds: 1, expectedLastHeartbeat: "sample")
        case "environments.work.stop":
            _ = try await client.beta.environments.work.stop(environmentID: "p_environment_id", workID: "p_work_id", try EndpointSamples.decode(Anthropic.EnvironmentsWorkStopRequest.self, #"{}"#), anthropicWorkspaceID: "sample")
        case "environments.work.retrieve":
            _ = try await client.beta.environments.work.retrieve(environmentID: "p_environment_id", workID: "p_work_id", anthropicWorkspaceID: "sample")
        case "environments.work.update":
            _ = try await client.beta.environments.work.update(environmentID: "p_environment_id", workID: "p_work_id", try EndpointSamples.decode(Anthropic.EnvironmentsWorkUpdateRequest.self, #"{"metadata":{"key":"sample"}}"#), anthropicWorkspaceID: "sample")
        case "environments.work.list":
            _ = try await client.beta.environments.work.list(environmentID: "p_environment_id", limit: 1, page: "sample")
        case "files.list":
            _ = try await client.files.list(ids: try EndpointSamples.decode([String].self, #"["sample"]"#), limit: 1, page: "sample", anthropicWorkspaceID: "sample")
        case "files.upload":
            _ = try await client.files.create(Anthropic.FilesUploadRequest(file: EndpointSamples.file), anthropicWorkspaceID: "sample")
        case "files.retrieve_metadata":
            _ = try await client.files.retrieve(fileID: "p_file_id", anthropicWorkspaceID: "sample")
        case "files.delete":
            _ = try await client.files.delete(fileID: "p_file_id", anthropicWorkspaceID: "sample")
        case "files.download":
            _ = try await client.files.content(fileID: "p_file_id", anthropicWorkspaceID: "sample")
        case "organization.analytics.apps.chat.projects.list":
            _ = try await client.organizations.analytics.apps.chat.projects.list(date: "sample", endingDate: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([Anthropic.AnalyticsProjectGroupBy].self, #"["rbac_group_id"]"#), limit: 1, order: try EndpointSamples.decode(Anthropic.AnalyticsOrder.self, #""asc""#), orderBy: "sample", page: "sample", startingDate: "sample")
        case "beta.organization.analytics.apps.chat.projects.list":
            _ = try await client.beta.organizations.analytics.apps.chat.projects.list(date: "sample", endingDate: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([Anthropic.AnalyticsProjectGroupBy].self, #"["rbac_group_id"]"#), limit: 1, order: try EndpointSamples.decode(Anthropic.AnalyticsOrder.self, #""asc""#), orderBy: "sample", page: "sample", startingDate: "sample")
        case "organization.analytics.artifacts.list":
            _ = try await client.organizations.analytics.artifacts.list(date: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([Anthropic.AnalyticsArtifactGroupBy].self, #"["product"]"#), limit: 1, page: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup8(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta.organization.analytics.artifacts.list":
            _ = try await client.beta.organizations.analytics.artifacts.list(date: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([Anthropic.AnalyticsArtifactGroupBy].self, #"["product"]"#), limit: 1, page: "sample")
        case "organization.analytics.connectors.list":
            _ = try await client.organizations.analytics.connectors.list(date: "sample", endingDate: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([Anthropic.AnalyticsConnectorGroupBy].self, #"["product"]"#), limit: 1, order: try EndpointSamples.decode(Anthropic.AnalyticsOrder.self, #""asc""#), orderBy: "sample", page: "sample", startingDate: "sample")
        case "beta.organization.analytics.connectors.list":
            _ = try await client.beta.organizations.analytics.connectors.list(date: "sample", endingDate: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([Anthropic.AnalyticsConnectorGroupBy].self, #"["product"]"#), limit: 1, order: try EndpointSamples.decode(Anthropic.AnalyticsOrder.self, #""asc""#), orderBy: "sample", page: "sample", startingDate: "sample")
        case "organization.analytics.cost.list":
            _ = try await client.beta.organizations.analytics.cost.list(startingAt: "sample", actorIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), actorTypes: try EndpointSamples.decode([Anthropic.BetaAnalyticsActorType].self, #"["api_actor"]"#), agentIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), apiKeyIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), claudeTagCategories: try EndpointSamples.decode([Anthropic.BetaAnalyticsClaudeTagCategory].self, #"["dm"]"#), claudeTagUserIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), contextWindows: try EndpointSamples.decode([Anthropic.BetaAnalyticsContextWindow].self, #"["0-200k"]"#), deploymentIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), endingAt: "sample", environmentIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), excludeDeletedUsers: true, groupBy: try EndpointSamples.decode([Anthropic.BetaAnalyticsCostGroupBy].self, #"["actor"]"#), inferenceGeos: try EndpointSamples.decode([Anthropic.BetaAnalyticsInferenceGeoFilter].self, #"["global"]"#), limit: 1, models: try EndpointSamples.decode([String].self, #"["sample"]"#), order: try EndpointSamples.decode(Anthropic.BetaAnalyticsUsageCostSortOrder.self, #""asc""#), orderBy: try EndpointSamples.decode(Anthropic.BetaAnalyticsCostOrderBy.self, #""amount""#), organizationIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), page: "sample", products: try EndpointSamples.decode([Anthropic.BetaAnalyticsUsageCostProductFilter].self, #"["chat"]"#), rbacGroupIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), serviceTiers: try EndpointSamples.decode([Anthropic.BetaAnalyticsServiceTier].self, #"["batch"]"#), sessionIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), slackChannelIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), speeds: try EndpointSamples.decode([Anthropic.BetaAnalyticsSpeed].self, #"["fast"]"#), timeBucketWidth: try EndpointSamples.decode(Anthropic.BetaAnalyticsTimeBucketWidth.self, #""1d""#), userProfileIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), workspaceIDs: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "organization.analytics.cost_report.list":
            _ = try await client.beta.organizations.analytics.costReport.list(startingAt: "sample", bucketWidth: try EndpointSamples.decode(Anthropic.OrganizationAnalyticsCostReportListBucketWidth.self, #""1d""#), claudeTagCategories: try EndpointSamples.decode([Anthropic.BetaAnalyticsClaudeTagCategory].self, #"["dm"]"#), claudeTagUserIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), contextWindows: try EndpointSamples.decode([Anthropic.BetaAnalyticsContextWindow].self, #"["0-200k"]"#), endingAt: "sample", groupBy: try EndpointSamples.decode([Anthropic.OrganizationAnalyticsCostReportListGroupByItem].self, #"["claude_tag_category"]"#), inferenceGeos: try EndpointSamples.decode([Anthropic.BetaAnalyticsInferenceGeoFilter].self, #"["global"]"#), limit: 1, models: try EndpointSamples.decode([String].self, #"["sample"]"#), page: "sample", products: try EndpointSamples.decode([Anthropic.BetaAnalyticsProductFilter].self, #"["chat"]"#), rbacGroupIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), slackChannelIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), speeds: try EndpointSamples.decode([Anthropic.OrganizationAnalyticsCostReportListSpeed].self, #"["fast"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "organization.analytics.plugins.list":
            _ = try await client.organizations.analytics.plugins.list(date: "sample", endingDate: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([Anthropic.AnalyticsPluginGroupBy].self, #"["product"]"#), limit: 1, order: try EndpointSamples.decode(Anthropic.AnalyticsOrder.self, #""asc""#), orderBy: "sample", page: "sample", startingDate: "sample")
        case "beta.organization.analytics.plugins.list":
            _ = try await client.beta.organizations.analytics.plugins.list(date: "sample", endingDate: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([Anthropic.AnalyticsPluginGroupBy].self, #"["product"]"#), limit: 1, order: try EndpointSamples.decode(Anthropic.AnalyticsOrder.self, #""asc""#), orderBy: "sample", page: "sample", startingDate: "sample")
        case "organization.analytics.skills.list":
            _ = try await client.organizations.analytics.skills.list(date: "sample", endingDate: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([Anthropic.AnalyticsSkillGroupBy].self, #"["product"]"#), limit: 1, order: try EndpointSamples.decode(Anthropic.AnalyticsOrder.self, #""asc""#), orderBy: "sample", page: "sample", startingDate: "sample")
        case "beta.organization.analytics.skills.list":
            _ = try await client.beta.organizations.analytics.skills.list(date: "sample", endingDate: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([Anthropic.AnalyticsSkillGroupBy].self, #"["product"]"#), limit: 1, order: try EndpointSamples.decode(Anthropic.AnalyticsOrder.self, #""asc""#), orderBy: "sample", page: "sample", startingDate: "sample")
        case "organization.analytics.summaries.list":
            _ = try await client.organizations.analytics.summaries.list(startingDate: "sample", endingDate: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), limit: 1, page: "sample")
        case "beta.organization.analytics.summaries.list":
            _ = try await client.beta.organizations.analytics.summaries.list(startingDate: "sample", endingDate: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), limit: 1, page: "sample")
        case "organization.analytics.usage.list":
            _ = try await client.beta.organizations.analytics.usage.list(startingAt: "sample", actorIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), actorTypes: try EndpointSamples.decode([Anthropic.BetaAnalyticsActorType].self, #"["api_actor"]"#), agentIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), apiKeyIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), claudeTagCategories: try EndpointSamples.decode([Anthropic.BetaAnalyticsClaudeTagCategory].self, #"["dm"]"#), claudeTagUserIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), contextWindows: try EndpointSamples.decode([Anthropic.BetaAnalyticsContextWindow].self, #"["0-200k"]"#), deploymentIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), endingAt: "sample", environmentIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), excludeDeletedUsers: true, groupBy: try EndpointSamples.decode([Anthropic.BetaAnalyticsUsageGroupBy].self, #"["actor"]"#), inferenceGeos: try EndpointSamples.decode([Anthropic.BetaAnalyticsInferenceGeoFilter].self, #"["global"]"#), limit: 1, models: try EndpointSamples.decode([String].self, #"["sample"]"#), order: try EndpointSamples.decode(Anthropic.BetaAnalyticsUsageCostSortOrder.self, #""asc""#), orderBy: try EndpointSamples.decode(Anthropic.BetaAnalyticsUsageOrderBy.self, #""output_tokens""#), organizationIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), page: "sample", products: try EndpointSamples.decode([Anthropic.BetaAnalyticsUsageCostProductFilter].self, #"["chat"]"#), rbacGroupIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), serviceTiers: try EndpointSamples.decode([Anthropic.BetaAnalyticsServiceTier].self, #"["batch"]"#), sessionIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), slackChannelIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), speeds: try EndpointSamples.decode([Anthropic.BetaAnalyticsSpeed].self, #"["fast"]"#), timeBucketWidth: try EndpointSamples.decode(Anthropic.BetaAnalyticsTimeBucketWidth.self, #""1d""#), userProfileIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), workspaceIDs: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "organization.analytics.usage_report.list":
            _ = try await client.beta.organizations.analytics.usageReport.list(startingAt: "sample", bucketWidth: try EndpointSamples.decode(Anthropic.OrganizationAnalyticsUsageReportListBucketWidth.self, #""1d""#), claudeTagCategories: try EndpointSamples.decode([Anthropic.BetaAnalyticsClaudeTagCategory].self, #"["dm"]"#), claudeTagUserIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), contextWindows: try EndpointSamples.decode([Anthropic.BetaAnalyticsContextWindow].self, #"["0-200k"]"#), endingAt: "sample", groupBy: try EndpointSamples.decode([Anthropic.OrganizationAnalyticsUsageReportListGroupByItem].self, #"["claude_tag_category"]"#), inferenceGeos: try EndpointSamples.decode([Anthropic.BetaAnalyticsInferenceGeoFilter].self, #"["global"]"#), limit: 1, models: try EndpointSamples.decode([String].self, #"["sample"]"#), page: "sample", products: try EndpointSamples.decode([Anthropic.BetaAnalyticsProductFilter].self, #"["chat"]"#), rbacGroupIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), slackChannelIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), speeds: try EndpointSamples.decode([Anthropic.OrganizationAnalyticsUsageReportListSpeed].self, #"["fast"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "organization.analytics.user_cost_report.list":
            _ = try await client.beta.organizations.analytics.userCostReport.list(startingAt: "sample", bucketWidth: try EndpointSamples.decode(Anthropic.OrganizationAnalyticsUserCostReportListBucketWidth.self, #""1d""#), claudeTagCategories: try EndpointSamples.decode([Anthropic.BetaAnalyticsClaudeTagCategory].self, #"["dm"]"#), claudeTagUserIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), contextWindows: try EndpointSamples.decode([Anthropic.BetaAnalyticsContextWindow].self, #"["0-200k"]"#), endingAt: "sample", excludeDeletedUsers: true, groupBy: try EndpointSamples.decode([Anthropic.OrganizationAnalyticsCostReportListGroupByItem].self, #"["claude_tag_category"]"#), inferenceGeos: try EndpointSamples.decode([Anthropic.BetaAnalyticsInferenceGeoFilter].self, #"["global"]"#), limit: 1, models: try EndpointSamples.decode([String].self, #"["sample"]"#), order: try EndpointSamples.decode(Anthropic.OrganizationAnalyticsUserCostReportListOrder.self, #""asc""#), orderBy: try EndpointSamples.decode(Anthropic.OrganizationAnalyticsUserCostReportListOrderBy.self, #""amount""#), page: "sample", products: try EndpointSamples.decode([Anthropic.BetaAnalyticsProductFilter].self, #"["chat"]"#), rbacGroupIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), slackChannelIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), speeds: try EndpointSamples.decode([Anthropic.OrganizationAnalyticsUserCostReportListSpeed].self, #"["fast"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "organization.analytics.user_usage_report.list":
            _ = try await client.beta.organizations.analytics.userUsageReport.list(startingAt: "sample", bucketWidth: try EndpointSamples.decode(Anthropic.OrganizationAnalyticsUserUsageReportListBucketWidth.self, #""1d""#), claudeTagCategories: try EndpointSamples.decode([Anthropic.BetaAnalyticsClaudeTagCategory].self, #"["dm"]"#), claudeTagUserIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), contextWindows: try EndpointSamples.decode([Anthropic.BetaAnalyticsContextWindow].self, #"["0-200k"]"#), endingAt: "sample", excludeDeletedUsers: true, groupBy: try EndpointSamples.decode([Anthropic.OrganizationAnalyticsUsageReportListGroupByItem].self, #"["claude_tag_category"]"#), inferenceGeos: try EndpointSamples.decode([Anthropic.BetaAnalyticsInferenceGeoFilter].self, #"["global"]"#), limit: 1, models: try EndpointSamples.decode([String].self, #"["sample"]"#), order: try EndpointSamples.decode(Anthropic.OrganizationAnalyticsUserUsageReportListOrder.self, #""asc""#), orderBy: try EndpointSamples.decode(Anthropic.OrganizationAnalyticsUserUsageReportListOrderBy.self, #""output_tokens""#), page: "sample", products: try EndpointSamples.decode([Anthropic.BetaAnalyticsProductFilter].self, #"["chat"]"#), rbacGroupIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), slackChannelIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), speeds: try EndpointSamples.decode([Anthropic.OrganizationAnalyticsUserUsageReportListSpeed].self, #"["fast"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "organization.analytics.users.list":
            _ = try await client.organizations.analytics.users.list(date: "sample", endingDate: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([Anthropic.AnalyticsUserGroupBy].self, #"["rbac_group_id"]"#), limit: 1, order: try EndpointSamples.decode(Anthropic.AnalyticsOrder.self, #""asc""#), orderBy: "sample", page: "sample", startingDate: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup9(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta.organization.analytics.users.list":
            _ = try await client.beta.organizations.analytics.users.list(date: "sample", endingDate: "sample", filter: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([Anthropic.BetaAnalyticsUserGroupBy].self, #"["rbac_group_id"]"#), limit: 1, order: try EndpointSamples.decode(Anthropic.AnalyticsOrder.self, #""asc""#), orderBy: "sample", page: "sample", startingDate: "sample")
        case "organization.api_keys.list":
            _ = try await client.organizations.apiKeys.list(afterID: "sample", beforeID: "sample", createdByUserID: "sample", limit: 1, status: try EndpointSamples.decode(Anthropic.OrganizationApiKeysListStatus.self, #""active""#), workspaceID: "sample")
        case "organization.api_keys.retrieve":
            _ = try await client.organizations.apiKeys.retrieve(apiKeyID: "p_api_key_id")
        case "organization.api_keys.update":
            _ = try await client.organizations.apiKeys.update(apiKeyID: "p_api_key_id", try EndpointSamples.decode(Anthropic.OrganizationApiKeysUpdateRequest.self, #"{}"#))
        case "beta.organization.api_keys.retrieve":
            _ = try await client.beta.organizations.apiKeys.retrieve(apiKeyID: "p_api_key_id")
        case "beta.organization.api_keys.update":
            _ = try await client.beta.organizations.apiKeys.update(apiKeyID: "p_api_key_id", try EndpointSamples.decode(Anthropic.OrganizationApiKeysUpdateRequest.self, #"{}"#))
        case "beta.organization.api_keys.list":
            _ = try await client.beta.organizations.apiKeys.list(afterID: "sample", beforeID: "sample", createdByUserID: "sample", limit: 1, status: try EndpointSamples.decode(Anthropic.OrganizationApiKeysListStatus.self, #""active""#), workspaceID: "sample")
        case "organization.claude_code.managed_settings.configuration.retrieve":
            _ = try await client.beta.organizations.claudeCode.managedSettings.configuration.retrieve()
        case "organization.claude_code.managed_settings.configuration.update":
            _ = try await client.beta.organizations.claudeCode.managedSettings.configuration.create(try EndpointSamples.decode(Anthropic.OrganizationClaudeCodeManagedSettingsConfigurationUpdateRequest.self, #"{}"#))
        case "organization.claude_code.managed_settings.rbac_group_default.retrieve":
            _ = try await client.beta.organizations.claudeCode.managedSettings.rbacGroupDefault.retrieve()
        case "organization.claude_code.managed_settings.rbac_group_default.update":
            _ = try await client.beta.organizations.claudeCode.managedSettings.rbacGroupDefault.create(try EndpointSamples.decode(Anthropic.OrganizationClaudeCodeManagedSettingsRbacGroupDefaultUpdateRequest.self, #"{"settings":{"key":{}}}"#))
        case "organization.claude_code.managed_settings.rbac_groups.retrieve":
            _ = try await client.beta.organizations.claudeCode.managedSettings.rbacGroups.retrieve(rbacGroupID: "p_rbac_group_id")
        case "organization.claude_code.managed_settings.rbac_groups.set":
            _ = try await client.beta.organizations.claudeCode.managedSettings.rbacGroups.update(rbacGroupID: "p_rbac_group_id", try EndpointSamples.decode(Anthropic.OrganizationClaudeCodeManagedSettingsRbacGroupsSetRequest.self, #"{"settings":{"key":{}}}"#))
        case "organization.claude_code.managed_settings.rbac_groups.delete":
            _ = try await client.beta.organizations.claudeCode.managedSettings.rbacGroups.delete(rbacGroupID: "p_rbac_group_id")
        case "organization.claude_code.managed_settings.rbac_groups.list":
            _ = try await client.beta.organizations.claudeCode.managedSettings.rbacGroups.list(limit: 1, page: "sample")
        case "organization.claude_tag.bundles.targets.retrieve":
            _ = try await client.beta.organizations.claudeTag.bundles.targets.retrieve(bundleID: "p_bundle_id", targetID: "p_target_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup10(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.claude_tag.bundles.targets.delete":
            _ = try await client.beta.organizations.claudeTag.bundles.targets.delete(bundleID: "p_bundle_id", targetID: "p_target_id")
        case "organization.claude_tag.bundles.targets.list":
            _ = try await client.beta.organizations.claudeTag.bundles.targets.list(bundleID: "p_bundle_id", limit: 1, page: "sample")
        case "organization.claude_tag.bundles.targets.create":
            _ = try await client.beta.organizations.claudeTag.bundles.targets.create(bundleID: "p_bundle_id", try EndpointSamples.decode(Anthropic.BetaClaudeTagBundleTargetCreateParam.self, #"{"slack_channel_id":"sample","type":"slack_channel"}"#))
        case "organization.claude_tag.bundles.retrieve":
            _ = try await client.beta.organizations.claudeTag.bundles.retrieve(bundleID: "p_bundle_id")
        case "organization.claude_tag.bundles.update":
            _ = try await client.beta.organizations.claudeTag.bundles.update(bundleID: "p_bundle_id", try EndpointSamples.decode(Anthropic.OrganizationClaudeTagBundlesUpdateRequest.self, #"{}"#))
        case "organization.claude_tag.bundles.list":
            _ = try await client.beta.organizations.claudeTag.bundles.list(limit: 1, page: "sample")
        case "organization.claude_tag.slack_channels.retrieve":
            _ = try await client.beta.organizations.claudeTag.slackChannels.retrieve(id: "p_id", includeInherited: true)
        case "organization.claude_tag.slack_channels.update":
            _ = try await client.beta.organizations.claudeTag.slackChannels.update(id: "p_id", try EndpointSamples.decode(Anthropic.OrganizationClaudeTagSlackChannelsUpdateRequest.self, #"{"settings":{}}"#))
        case "organization.claude_tag.slack_channels.delete":
            _ = try await client.beta.organizations.claudeTag.slackChannels.delete(id: "p_id")
        case "organization.claude_tag.slack_channels.list":
            _ = try await client.beta.organizations.claudeTag.slackChannels.list(slackWorkspaceID: "sample", includeInherited: true, limit: 1, page: "sample", slackChannelID: "sample")
        case "organization.claude_tag.slack_channels.create":
            _ = try await client.beta.organizations.claudeTag.slackChannels.create(try EndpointSamples.decode(Anthropic.OrganizationClaudeTagSlackChannelsCreateRequest.self, #"{"slack":{"channel_id":"sample","workspace_id":"sample"}}"#))
        case "organization.claude_tag.slack_workspaces.retrieve":
            _ = try await client.beta.organizations.claudeTag.slackWorkspaces.retrieve(id: "p_id", includeInherited: true)
        case "organization.claude_tag.slack_workspaces.update":
            _ = try await client.beta.organizations.claudeTag.slackWorkspaces.update(id: "p_id", try EndpointSamples.decode(Anthropic.OrganizationClaudeTagSlackWorkspacesUpdateRequest.self, #"{"settings":{}}"#))
        case "organization.claude_tag.slack_workspaces.list":
            _ = try await client.beta.organizations.claudeTag.slackWorkspaces.list(includeInherited: true, limit: 1, page: "sample", slackWorkspaceID: "sample")
        case "organization.compliance_settings.retrieve":
            _ = try await client.organizations.complianceSettings.retrieve()
        case "organization.compliance_settings.update":
            _ = try await client.organizations.complianceSettings.create(try EndpointSamples.decode(Anthropic.OrganizationComplianceSettingsUpdateRequest.self, #"{"state":{"type":"enabled"}}"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup11(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta.organization.compliance_settings.retrieve":
            _ = try await client.beta.organizations.complianceSettings.retrieve()
        case "beta.organization.compliance_settings.update":
            _ = try await client.beta.organizations.complianceSettings.create(try EndpointSamples.decode(Anthropic.OrganizationComplianceSettingsUpdateRequest.self, #"{"state":{"type":"enabled"}}"#))
        case "organization.external_keys.list":
            _ = try await client.organizations.externalKeys.list(limit: 1, page: "sample")
        case "organization.external_keys.create":
            _ = try await client.organizations.externalKeys.create(try EndpointSamples.decode(Anthropic.OrganizationExternalKeysCreateRequest.self, #"{"provider_config":{"kms_arn":"sample","type":"aws"}}"#))
        case "organization.external_keys.retrieve":
            _ = try await client.organizations.externalKeys.retrieve(externalKeyID: "p_external_key_id")
        case "organization.external_keys.update":
            _ = try await client.organizations.externalKeys.update(externalKeyID: "p_external_key_id", try EndpointSamples.decode(Anthropic.OrganizationExternalKeysUpdateRequest.self, #"{}"#))
        case "organization.external_keys.delete":
            _ = try await client.organizations.externalKeys.delete(externalKeyID: "p_external_key_id")
        case "organization.external_keys.validate":
            _ = try await client.organizations.externalKeys.validate(externalKeyID: "p_external_key_id")
        case "beta.organization.external_keys.validate":
            _ = try await client.beta.organizations.externalKeys.validate(externalKeyID: "p_external_key_id")
        case "beta.organization.external_keys.retrieve":
            _ = try await client.beta.organizations.externalKeys.retrieve(externalKeyID: "p_external_key_id")
        case "beta.organization.external_keys.update":
            _ = try await client.beta.organizations.externalKeys.update(externalKeyID: "p_external_key_id", try EndpointSamples.decode(Anthropic.BetaOrganizationExternalKeysUpdateRequest.self, #"{}"#))
        case "beta.organization.external_keys.delete":
            _ = try await client.beta.organizations.externalKeys.delete(externalKeyID: "p_external_key_id")
        case "beta.organization.external_keys.list":
            _ = try await client.beta.organizations.externalKeys.list(limit: 1, page: "sample")
        case "beta.organization.external_keys.create":
            _ = try await client.beta.organizations.externalKeys.create(try EndpointSamples.decode(Anthropic.BetaOrganizationExternalKeysCreateRequest.self, #"{"provider_config":{"kms_arn":"sample","type":"aws"}}"#))
        case "organization.external_storage.activate":
            _ = try await client.beta.organizations.externalStorage.activate(externalStorageID: "p_external_storage_id")
        case "organization.external_storage.retrieve":
            _ = try await client.beta.organizations.externalStorage.retrieve(externalStorageID: "p_external_storage_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup12(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.external_storage.update":
            _ = try await client.beta.organizations.externalStorage.update(externalStorageID: "p_external_storage_id", try EndpointSamples.decode(Anthropic.OrganizationExternalStorageUpdateRequest.self, #"{"display_name":"sample"}"#))
        case "organization.external_storage.delete":
            _ = try await client.beta.organizations.externalStorage.delete(externalStorageID: "p_external_storage_id")
        case "organization.external_storage.list":
            _ = try await client.beta.organizations.externalStorage.list(limit: 1, page: "sample", userProfileIDs: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "organization.external_storage.create":
            _ = try await client.beta.organizations.externalStorage.create(try EndpointSamples.decode(Anthropic.OrganizationExternalStorageCreateRequest.self, #"{"provider_config":{"account_id":"sample","bucket_name":"sample","region":"sample","type":"aws"}}"#))
        case "organization.federation.issuers.list":
            _ = try await client.organizations.federationIssuers.list(includeArchived: true, limit: 1, page: "sample")
        case "organization.federation.issuers.create":
            _ = try await client.organizations.federationIssuers.create(try EndpointSamples.decode(Anthropic.OrganizationFederationIssuersCreateRequest.self, #"{"issuer_url":"sample","name":"sample"}"#))
        case "organization.federation.issuers.retrieve":
            _ = try await client.organizations.federationIssuers.retrieve(federationIssuerID: "p_federation_issuer_id")
        case "organization.federation.issuers.update":
            _ = try await client.organizations.federationIssuers.update(federationIssuerID: "p_federation_issuer_id", try EndpointSamples.decode(Anthropic.OrganizationFederationIssuersUpdateRequest.self, #"{}"#))
        case "organization.federation.issuers.archive":
            _ = try await client.organizations.federationIssuers.archive(federationIssuerID: "p_federation_issuer_id")
        case "beta.organization.federation.issuers.archive":
            _ = try await client.beta.organizations.federationIssuers.archive(federationIssuerID: "p_federation_issuer_id")
        case "beta.organization.federation.issuers.retrieve":
            _ = try await client.beta.organizations.federationIssuers.retrieve(federationIssuerID: "p_federation_issuer_id")
        case "beta.organization.federation.issuers.update":
            _ = try await client.beta.organizations.federationIssuers.update(federationIssuerID: "p_federation_issuer_id", try EndpointSamples.decode(Anthropic.OrganizationFederationIssuersUpdateRequest.self, #"{}"#))
        case "beta.organization.federation.issuers.list":
            _ = try await client.beta.organizations.federationIssuers.list(includeArchived: true, limit: 1, page: "sample")
        case "beta.organization.federation.issuers.create":
            _ = try await client.beta.organizations.federationIssuers.create(try EndpointSamples.decode(Anthropic.OrganizationFederationIssuersCreateRequest.self, #"{"issuer_url":"sample","name":"sample"}"#))
        case "organization.federation.rules.list":
            _ = try await client.organizations.federationRules.list(includeArchived: true, issuerID: "sample", limit: 1, page: "sample")
        case "organization.federation.rules.create":
            _ = try await client.organizations.federationRules.create(try EndpointSamples.decode(Anthropic.OrganizationFederationRulesCreateRequest.self, #"{"issuer_id":"sample","match":{},"name":"sample","oauth_scope":"sample","target":{"service_account_id":"sample","type":"service_account"}}"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup13(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.federation.rules.retrieve":
            _ = try await client.organizations.federationRules.retrieve(federationRuleID: "p_federation_rule_id")
        case "organization.federation.rules.update":
            _ = try await client.organizations.federationRules.update(federationRuleID: "p_federation_rule_id", try EndpointSamples.decode(Anthropic.OrganizationFederationRulesUpdateRequest.self, #"{}"#))
        case "organization.federation.rules.archive":
            _ = try await client.organizations.federationRules.archive(federationRuleID: "p_federation_rule_id")
        case "beta.organization.federation.rules.archive":
            _ = try await client.beta.organizations.federationRules.archive(federationRuleID: "p_federation_rule_id")
        case "organization.federation.rules.workspaces.list":
            _ = try await client.organizations.federationRules.workspaces.list(federationRuleID: "p_federation_rule_id", limit: 1, page: "sample")
        case "organization.federation.rules.workspaces.add":
            _ = try await client.organizations.federationRules.workspaces.create(federationRuleID: "p_federation_rule_id", try EndpointSamples.decode(Anthropic.OrganizationFederationRulesWorkspacesAddRequest.self, #"{"workspace_id":"sample"}"#))
        case "organization.federation.rules.workspaces.remove":
            _ = try await client.organizations.federationRules.workspaces.delete(federationRuleID: "p_federation_rule_id", workspaceID: "p_workspace_id")
        case "beta.organization.federation.rules.workspaces.remove":
            _ = try await client.beta.organizations.federationRules.workspaces.delete(federationRuleID: "p_federation_rule_id", workspaceID: "p_workspace_id")
        case "beta.organization.federation.rules.workspaces.list":
            _ = try await client.beta.organizations.federationRules.workspaces.list(federationRuleID: "p_federation_rule_id", limit: 1, page: "sample")
        case "beta.organization.federation.rules.workspaces.add":
            _ = try await client.beta.organizations.federationRules.workspaces.create(federationRuleID: "p_federation_rule_id", try EndpointSamples.decode(Anthropic.OrganizationFederationRulesWorkspacesAddRequest.self, #"{"workspace_id":"sample"}"#))
        case "beta.organization.federation.rules.retrieve":
            _ = try await client.beta.organizations.federationRules.retrieve(federationRuleID: "p_federation_rule_id")
        case "beta.organization.federation.rules.update":
            _ = try await client.beta.organizations.federationRules.update(federationRuleID: "p_federation_rule_id", try EndpointSamples.decode(Anthropic.BetaOrganizationFederationRulesUpdateRequest.self, #"{}"#))
        case "beta.organization.federation.rules.list":
            _ = try await client.beta.organizations.federationRules.list(includeArchived: true, issuerID: "sample", limit: 1, page: "sample")
        case "beta.organization.federation.rules.create":
            _ = try await client.beta.organizations.federationRules.create(try EndpointSamples.decode(Anthropic.BetaOrganizationFederationRulesCreateRequest.self, #"{"issuer_id":"sample","match":{},"name":"sample","oauth_scope":"sample","target":{"service_account_id":"sample","type":"service_account"}}"#))
        case "organization.invites.list":
            _ = try await client.organizations.invites.list(afterID: "sample", beforeID: "sample", email: "sample", limit: 1, roles: try EndpointSamples.decode([String].self, #"["sample"]"#), statuses: try EndpointSamples.decode([Anthropic.OrganizationInvitesListStatus].self, #"["accepted"]"#))
        case "organization.invites.create":
            _ = try await client.organizations.invites.create(try EndpointSamples.decode(Anthropic.OrganizationInvitesCreateRequest.self, #"{"email":"sample","role":"billing"}"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup14(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.invites.retrieve":
            _ = try await client.organizations.invites.retrieve(inviteID: "p_invite_id")
        case "organization.invites.delete":
            _ = try await client.organizations.invites.delete(inviteID: "p_invite_id")
        case "beta.organization.invites.retrieve":
            _ = try await client.beta.organizations.invites.retrieve(inviteID: "p_invite_id")
        case "beta.organization.invites.delete":
            _ = try await client.beta.organizations.invites.delete(inviteID: "p_invite_id")
        case "beta.organization.invites.list":
            _ = try await client.beta.organizations.invites.list(afterID: "sample", beforeID: "sample", email: "sample", limit: 1, roles: try EndpointSamples.decode([String].self, #"["sample"]"#), statuses: try EndpointSamples.decode([Anthropic.OrganizationInvitesListStatus].self, #"["accepted"]"#))
        case "beta.organization.invites.create":
            _ = try await client.beta.organizations.invites.create(try EndpointSamples.decode(Anthropic.OrganizationInvitesCreateRequest.self, #"{"email":"sample","role":"billing"}"#))
        case "organization.retrieve":
            _ = try await client.organizations.me.retrieve()
        case "beta.organization.retrieve":
            _ = try await client.beta.organizations.me.retrieve()
        case "organization.plugin_marketplaces.validate_archive":
            _ = try await client.beta.organizations.pluginMarketplaces.validateArchive(Anthropic.OrganizationPluginMarketplacesValidateArchiveRequest(archive: EndpointSamples.file))
        case "organization.plugin_marketplaces.validate_repository":
            _ = try await client.beta.organizations.pluginMarketplaces.validateRepository(try EndpointSamples.decode(Anthropic.OrganizationPluginMarketplacesValidateRepositoryRequest.self, #"{"repository_url":"sample"}"#))
        case "organization.plugin_marketplaces.retrieve":
            _ = try await client.beta.organizations.pluginMarketplaces.retrieve(marketplaceID: "p_marketplace_id", organizationID: "sample")
        case "organization.plugin_marketplaces.update":
            _ = try await client.beta.organizations.pluginMarketplaces.update(marketplaceID: "p_marketplace_id", try EndpointSamples.decode(Anthropic.OrganizationPluginMarketplacesUpdateRequest.self, #"{"default_installation_preference":"auto_install"}"#))
        case "organization.plugin_marketplaces.list":
            _ = try await client.beta.organizations.pluginMarketplaces.list(limit: 1, organizationID: "sample", ownerType: try EndpointSamples.decode(Anthropic.OrganizationPluginMarketplacesListOwnerType.self, #""organization""#), page: "sample", source: try EndpointSamples.decode(Anthropic.OrganizationPluginMarketplacesListSource.self, #""directory""#))
        case "organization.plugins.installation_settings.set":
            _ = try await client.beta.organizations.plugins.installationSettings.update(pluginID: "p_plugin_id", target: "p_target", try EndpointSamples.decode(Anthropic.OrganizationPluginsInstallationSettingsSetRequest.self, #"{"installation_preference":"auto_install"}"#))
        case "organization.plugins.installation_settings.remove":
            _ = try await client.beta.organizations.plugins.installationSettings.delete(pluginID: "p_plugin_id", target: "p_target")
        case "organization.plugins.installation_settings.list":
            _ = try await client.beta.organizations.plugins.installationSettings.list(pluginID: "p_plugin_id", limit: 1, organizationID: "sample", page: "sample", targetType: try EndpointSamples.decode(Anthropic.OrganizationPluginsInstallationSettingsListTargetType.self, #""organization""#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup15(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.plugins.shares.list":
            _ = try await client.beta.organizations.plugins.shares.list(pluginID: "p_plugin_id", limit: 1, organizationID: "sample", page: "sample", targetType: try EndpointSamples.decode(Anthropic.OrganizationPluginsSharesListTargetType.self, #""organization""#))
        case "organization.plugins.versions.download":
            _ = try await client.beta.organizations.plugins.versions.content(pluginID: "p_plugin_id", version: "p_version", organizationID: "sample")
        case "organization.plugins.versions.retrieve":
            _ = try await client.beta.organizations.plugins.versions.retrieve(pluginID: "p_plugin_id", version: "p_version", organizationID: "sample")
        case "organization.plugins.versions.list":
            _ = try await client.beta.organizations.plugins.versions.list(pluginID: "p_plugin_id", limit: 1, organizationID: "sample", page: "sample")
        case "organization.plugins.versions.create":
            _ = try await client.beta.organizations.plugins.versions.create(pluginID: "p_plugin_id", Anthropic.OrganizationPluginsVersionsCreateRequest(files: [EndpointSamples.file]))
        case "organization.plugins.retrieve":
            _ = try await client.beta.organizations.plugins.retrieve(pluginID: "p_plugin_id", organizationID: "sample")
        case "organization.plugins.update":
            _ = try await client.beta.organizations.plugins.update(pluginID: "p_plugin_id", try EndpointSamples.decode(Anthropic.OrganizationPluginsUpdateRequest.self, #"{"served_version_id":"sample"}"#))
        case "organization.plugins.delete":
            _ = try await client.beta.organizations.plugins.delete(pluginID: "p_plugin_id")
        case "organization.plugins.list":
            _ = try await client.beta.organizations.plugins.list(createdAtGt: "sample", createdAtGte: "sample", createdAtLt: "sample", createdAtLte: "sample", limit: 1, marketplaceID: "sample", organizationID: "sample", ownerType: try EndpointSamples.decode(Anthropic.OrganizationPluginsListOwnerType.self, #""organization""#), ownerUserID: "sample", page: "sample")
        case "organization.plugins.create":
            _ = try await client.beta.organizations.plugins.create(Anthropic.OrganizationPluginsCreateRequest(files: [EndpointSamples.file]))
        case "organization.providers.google.projects.data_controls.retrieve":
            _ = try await client.beta.organizations.providers.google.projects.dataControls(projectNumber: "p_project_number")
        case "organization.providers.google.projects.data_controls.update":
            _ = try await client.beta.organizations.providers.google.projects.organizationProvidersGoogleProjectsDataControlsUpdate(projectNumber: "p_project_number", try EndpointSamples.decode(Anthropic.OrganizationProvidersGoogleProjectsDataControlsUpdateRequest.self, #"{}"#))
        case "organization.rate_limits.list":
            _ = try await client.organizations.rateLimits.list(groupType: try EndpointSamples.decode(Anthropic.OrganizationRateLimitsListGroupType.self, #""batch""#), limit: 1, model: "sample", page: "sample")
        case "beta.organization.rate_limits.list":
            _ = try await client.beta.organizations.rateLimits.list(groupType: try EndpointSamples.decode(Anthropic.OrganizationRateLimitsListGroupType.self, #""batch""#), limit: 1, model: "sample", page: "sample")
        case "organization.rbac_groups.list":
            _ = try await client.organizations.rbacGroups.list(limit: 1, page: "sample")
        case "organization.rbac_groups.create":
            _ = try await client.organizations.rbacGroups.create(try EndpointSamples.decode(Anthropic.OrganizationRbacGroupsCreateRequest.self, #"{"name":"sample"}"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup16(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.rbac_groups.retrieve":
            _ = try await client.organizations.rbacGroups.retrieve(rbacGroupID: "p_rbac_group_id")
        case "organization.rbac_groups.update":
            _ = try await client.organizations.rbacGroups.update(rbacGroupID: "p_rbac_group_id", try EndpointSamples.decode(Anthropic.OrganizationRbacGroupsUpdateRequest.self, #"{}"#))
        case "organization.rbac_groups.delete":
            _ = try await client.organizations.rbacGroups.delete(rbacGroupID: "p_rbac_group_id")
        case "organization.rbac_groups.members.list":
            _ = try await client.organizations.rbacGroups.members.list(rbacGroupID: "p_rbac_group_id", limit: 1, page: "sample")
        case "organization.rbac_groups.members.add":
            _ = try await client.organizations.rbacGroups.members.create(rbacGroupID: "p_rbac_group_id", try EndpointSamples.decode(Anthropic.OrganizationRbacGroupsMembersAddRequest.self, #"{"user_id":"sample"}"#))
        case "organization.rbac_groups.members.remove":
            _ = try await client.organizations.rbacGroups.members.delete(rbacGroupID: "p_rbac_group_id", userID: "p_user_id")
        case "beta.organization.rbac_groups.members.remove":
            _ = try await client.beta.organizations.rbacGroups.members.delete(rbacGroupID: "p_rbac_group_id", userID: "p_user_id")
        case "beta.organization.rbac_groups.members.list":
            _ = try await client.beta.organizations.rbacGroups.members.list(rbacGroupID: "p_rbac_group_id", limit: 1, page: "sample")
        case "beta.organization.rbac_groups.members.add":
            _ = try await client.beta.organizations.rbacGroups.members.create(rbacGroupID: "p_rbac_group_id", try EndpointSamples.decode(Anthropic.OrganizationRbacGroupsMembersAddRequest.self, #"{"user_id":"sample"}"#))
        case "beta.organization.rbac_groups.retrieve":
            _ = try await client.beta.organizations.rbacGroups.retrieve(rbacGroupID: "p_rbac_group_id")
        case "beta.organization.rbac_groups.update":
            _ = try await client.beta.organizations.rbacGroups.update(rbacGroupID: "p_rbac_group_id", try EndpointSamples.decode(Anthropic.OrganizationRbacGroupsUpdateRequest.self, #"{}"#))
        case "beta.organization.rbac_groups.delete":
            _ = try await client.beta.organizations.rbacGroups.delete(rbacGroupID: "p_rbac_group_id")
        case "beta.organization.rbac_groups.list":
            _ = try await client.beta.organizations.rbacGroups.list(limit: 1, page: "sample")
        case "beta.organization.rbac_groups.create":
            _ = try await client.beta.organizations.rbacGroups.create(try EndpointSamples.decode(Anthropic.OrganizationRbacGroupsCreateRequest.self, #"{"name":"sample"}"#))
        case "organization.rbac_roles.list":
            _ = try await client.organizations.rbacRoles.list(limit: 1, page: "sample")
        case "organization.rbac_roles.retrieve":
            _ = try await client.organizations.rbacRoles.retrieve(rbacRoleID: "p_rbac_role_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup17(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.rbac_roles.permissions.list":
            _ = try await client.organizations.rbacRoles.permissions.list(rbacRoleID: "p_rbac_role_id", limit: 1, page: "sample")
        case "beta.organization.rbac_roles.permissions.list":
            _ = try await client.beta.organizations.rbacRoles.permissions.list(rbacRoleID: "p_rbac_role_id", limit: 1, page: "sample")
        case "beta.organization.rbac_roles.retrieve":
            _ = try await client.beta.organizations.rbacRoles.retrieve(rbacRoleID: "p_rbac_role_id")
        case "beta.organization.rbac_roles.list":
            _ = try await client.beta.organizations.rbacRoles.list(limit: 1, page: "sample")
        case "organization.service_accounts.list":
            _ = try await client.organizations.serviceAccounts.list(includeArchived: true, limit: 1, page: "sample")
        case "organization.service_accounts.create":
            _ = try await client.organizations.serviceAccounts.create(try EndpointSamples.decode(Anthropic.OrganizationServiceAccountsCreateRequest.self, #"{"name":"sample"}"#))
        case "organization.service_accounts.retrieve":
            _ = try await client.organizations.serviceAccounts.retrieve(serviceAccountID: "p_service_account_id")
        case "organization.service_accounts.update":
            _ = try await client.organizations.serviceAccounts.update(serviceAccountID: "p_service_account_id", try EndpointSamples.decode(Anthropic.OrganizationServiceAccountsUpdateRequest.self, #"{}"#))
        case "organization.service_accounts.archive":
            _ = try await client.organizations.serviceAccounts.archive(serviceAccountID: "p_service_account_id")
        case "beta.organization.service_accounts.archive":
            _ = try await client.beta.organizations.serviceAccounts.archive(serviceAccountID: "p_service_account_id")
        case "organization.service_accounts.workspaces.list":
            _ = try await client.organizations.serviceAccounts.workspaces.list(serviceAccountID: "p_service_account_id", limit: 1, page: "sample")
        case "organization.service_accounts.workspaces.add":
            _ = try await client.organizations.serviceAccounts.workspaces.create(serviceAccountID: "p_service_account_id", try EndpointSamples.decode(Anthropic.OrganizationServiceAccountsWorkspacesAddRequest.self, #"{"workspace_id":"sample","workspace_role":"workspace_admin"}"#))
        case "organization.service_accounts.workspaces.remove":
            _ = try await client.organizations.serviceAccounts.workspaces.delete(serviceAccountID: "p_service_account_id", workspaceID: "p_workspace_id")
        case "beta.organization.service_accounts.workspaces.remove":
            _ = try await client.beta.organizations.serviceAccounts.workspaces.delete(serviceAccountID: "p_service_account_id", workspaceID: "p_workspace_id")
        case "beta.organization.service_accounts.workspaces.list":
            _ = try await client.beta.organizations.serviceAccounts.workspaces.list(serviceAccountID: "p_service_account_id", limit: 1, page: "sample")
        case "beta.organization.service_accounts.workspaces.add":
            _ = try await client.beta.organizations.serviceAccounts.workspaces.create(serviceAccountID: "p_service_account_id", try EndpointSamples.decode(Anthropic.OrganizationServiceAccountsWorkspacesAddRequest.self, #"{"workspace_id":"sample","workspace_role":"workspace_admin"}"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup18(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta.organization.service_accounts.retrieve":
            _ = try await client.beta.organizations.serviceAccounts.retrieve(serviceAccountID: "p_service_account_id")
        case "beta.organization.service_accounts.update":
            _ = try await client.beta.organizations.serviceAccounts.update(serviceAccountID: "p_service_account_id", try EndpointSamples.decode(Anthropic.OrganizationServiceAccountsUpdateRequest.self, #"{}"#))
        case "beta.organization.service_accounts.list":
            _ = try await client.beta.organizations.serviceAccounts.list(includeArchived: true, limit: 1, page: "sample")
        case "beta.organization.service_accounts.create":
            _ = try await client.beta.organizations.serviceAccounts.create(try EndpointSamples.decode(Anthropic.OrganizationServiceAccountsCreateRequest.self, #"{"name":"sample"}"#))
        case "organization.spend_limits.increase_requests.list":
            _ = try await client.organizations.spendLimitIncreaseRequests.list(actorIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), limit: 1, page: "sample", status: try EndpointSamples.decode([Anthropic.SpendLimitIncreaseRequestStatus].self, #"["approved"]"#))
        case "organization.spend_limits.increase_requests.retrieve":
            _ = try await client.organizations.spendLimitIncreaseRequests.retrieve(spendLimitIncreaseRequestID: "p_spend_limit_increase_request_id")
        case "organization.spend_limits.increase_requests.approve":
            _ = try await client.organizations.spendLimitIncreaseRequests.approve(spendLimitIncreaseRequestID: "p_spend_limit_increase_request_id", try EndpointSamples.decode(Anthropic.OrganizationSpendLimitsIncreaseRequestsApproveRequest.self, #"{"amount":"sample"}"#))
        case "beta.organization.spend_limits.increase_requests.approve":
            _ = try await client.beta.organizations.spendLimitIncreaseRequests.approve(spendLimitIncreaseRequestID: "p_spend_limit_increase_request_id", try EndpointSamples.decode(Anthropic.OrganizationSpendLimitsIncreaseRequestsApproveRequest.self, #"{"amount":"sample"}"#))
        case "organization.spend_limits.increase_requests.deny":
            _ = try await client.organizations.spendLimitIncreaseRequests.deny(spendLimitIncreaseRequestID: "p_spend_limit_increase_request_id", try EndpointSamples.decode(Anthropic.OrganizationSpendLimitsIncreaseRequestsDenyRequest.self, #"{}"#))
        case "beta.organization.spend_limits.increase_requests.deny":
            _ = try await client.beta.organizations.spendLimitIncreaseRequests.deny(spendLimitIncreaseRequestID: "p_spend_limit_increase_request_id", try EndpointSamples.decode(Anthropic.OrganizationSpendLimitsIncreaseRequestsDenyRequest.self, #"{}"#))
        case "beta.organization.spend_limits.increase_requests.retrieve":
            _ = try await client.beta.organizations.spendLimitIncreaseRequests.retrieve(spendLimitIncreaseRequestID: "p_spend_limit_increase_request_id")
        case "beta.organization.spend_limits.increase_requests.list":
            _ = try await client.beta.organizations.spendLimitIncreaseRequests.list(actorIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), limit: 1, page: "sample", status: try EndpointSamples.decode([Anthropic.SpendLimitIncreaseRequestStatus].self, #"["approved"]"#))
        case "organization.spend_limits.effective.list":
            _ = try await client.organizations.spendLimits.effective.list(limit: 1, page: "sample", period: try EndpointSamples.decode([Anthropic.SpendLimitPeriod].self, #"["daily"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "beta.organization.spend_limits.effective.list":
            _ = try await client.beta.organizations.spendLimits.effective.list(limit: 1, page: "sample", period: try EndpointSamples.decode([Anthropic.SpendLimitPeriod].self, #"["daily"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "organization.spend_limits.retrieve":
            _ = try await client.beta.organizations.spendLimits.retrieve(spendLimitID: "p_spend_limit_id")
        case "organization.spend_limits.delete":
            _ = try await client.beta.organizations.spendLimits.delete(spendLimitID: "p_spend_limit_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup19(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.spend_limits.list":
            _ = try await client.beta.organizations.spendLimits.list(limit: 1, page: "sample", scopeType: try EndpointSamples.decode([Anthropic.OrganizationSpendLimitsListScopeTypeItem].self, #"["organization"]"#), workspaceID: "sample")
        case "organization.spend_limits.set":
            _ = try await client.beta.organizations.spendLimits.create(try EndpointSamples.decode(Anthropic.OrganizationSpendLimitsSetRequest.self, #"{"amount":"sample","scope":{"type":"user","user_id":"sample"}}"#))
        case "organization.telemetry_destinations.test":
            _ = try await client.beta.organizations.telemetryDestinations.test(destinationID: "p_destination_id")
        case "organization.telemetry_destinations.workspaces.add":
            _ = try await client.beta.organizations.telemetryDestinations.workspaces.update(destinationID: "p_destination_id", workspaceID: "p_workspace_id")
        case "organization.telemetry_destinations.workspaces.remove":
            _ = try await client.beta.organizations.telemetryDestinations.workspaces.delete(destinationID: "p_destination_id", workspaceID: "p_workspace_id")
        case "organization.telemetry_destinations.workspaces.list":
            _ = try await client.beta.organizations.telemetryDestinations.workspaces.list(destinationID: "p_destination_id", limit: 1, page: "sample")
        case "organization.telemetry_destinations.retrieve":
            _ = try await client.beta.organizations.telemetryDestinations.retrieve(destinationID: "p_destination_id")
        case "organization.telemetry_destinations.update":
            _ = try await client.beta.organizations.telemetryDestinations.update(destinationID: "p_destination_id", try EndpointSamples.decode(Anthropic.OrganizationTelemetryDestinationsUpdateRequest.self, #"{}"#))
        case "organization.telemetry_destinations.delete":
            _ = try await client.beta.organizations.telemetryDestinations.delete(destinationID: "p_destination_id")
        case "organization.telemetry_destinations.list":
            _ = try await client.beta.organizations.telemetryDestinations.list(limit: 1, page: "sample", workspaceIDs: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "organization.telemetry_destinations.create":
            _ = try await client.beta.organizations.telemetryDestinations.create(try EndpointSamples.decode(Anthropic.OrganizationTelemetryDestinationsCreateRequest.self, #"{"endpoint_url":"sample","workspaces":{"type":"all"}}"#))
        case "organization.users.list":
            _ = try await client.organizations.users.list(afterID: "sample", beforeID: "sample", email: "sample", limit: 1, roles: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "organization.users.retrieve":
            _ = try await client.organizations.users.retrieve(userID: "p_user_id")
        case "organization.users.update":
            _ = try await client.organizations.users.update(userID: "p_user_id", try EndpointSamples.decode(Anthropic.OrganizationUsersUpdateRequest.self, #"{"role":"billing"}"#))
        case "organization.users.remove":
            _ = try await client.organizations.users.delete(userID: "p_user_id")
        case "organization.users.sign_out":
            _ = try await client.beta.organizations.users.signOut(userID: "p_user_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup20(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta.organization.users.retrieve":
            _ = try await client.beta.organizations.users.retrieve(userID: "p_user_id")
        case "beta.organization.users.update":
            _ = try await client.beta.organizations.users.update(userID: "p_user_id", try EndpointSamples.decode(Anthropic.OrganizationUsersUpdateRequest.self, #"{"role":"billing"}"#))
        case "beta.organization.users.remove":
            _ = try await client.beta.organizations.users.delete(userID: "p_user_id")
        case "beta.organization.users.list":
            _ = try await client.beta.organizations.users.list(afterID: "sample", beforeID: "sample", email: "sample", limit: 1, roles: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "organization.webhooks.regenerate_signing_secret":
            _ = try await client.beta.organizations.webhooks.regenerateSigningSecret(webhookEndpointID: "p_webhook_endpoint_id")
        case "organization.webhooks.retrieve":
            _ = try await client.beta.organizations.webhooks.retrieve(webhookEndpointID: "p_webhook_endpoint_id")
        case "organization.webhooks.update":
            _ = try await client.beta.organizations.webhooks.update(webhookEndpointID: "p_webhook_endpoint_id", try EndpointSamples.decode(Anthropic.OrganizationWebhooksUpdateRequest.self, #"{}"#))
        case "organization.webhooks.delete":
            _ = try await client.beta.organizations.webhooks.delete(webhookEndpointID: "p_webhook_endpoint_id")
        case "organization.webhooks.list":
            _ = try await client.beta.organizations.webhooks.list(afterID: "sample", beforeID: "sample", limit: 1, order: try EndpointSamples.decode(Anthropic.OrganizationWebhooksListOrder.self, #""asc""#))
        case "organization.webhooks.create":
            _ = try await client.beta.organizations.webhooks.create(try EndpointSamples.decode(Anthropic.OrganizationWebhooksCreateRequest.self, #"{"enabled_events":["external_key.failed"],"url":"sample"}"#))
        case "organization.workspaces.list":
            _ = try await client.organizations.workspaces.list(afterID: "sample", beforeID: "sample", ids: try EndpointSamples.decode([String].self, #"["sample"]"#), includeArchived: true, includeDefault: true, limit: 1)
        case "organization.workspaces.create":
            _ = try await client.organizations.workspaces.create(try EndpointSamples.decode(Anthropic.OrganizationWorkspacesCreateRequest.self, #"{"name":"sample"}"#))
        case "organization.workspaces.retrieve":
            _ = try await client.organizations.workspaces.retrieve(workspaceID: "p_workspace_id")
        case "organization.workspaces.update":
            _ = try await client.organizations.workspaces.update(workspaceID: "p_workspace_id", try EndpointSamples.decode(Anthropic.OrganizationWorkspacesUpdateRequest.self, #"{}"#))
        case "organization.workspaces.archive":
            _ = try await client.organizations.workspaces.archive(workspaceID: "p_workspace_id")
        case "beta.organization.workspaces.archive":
            _ = try await client.beta.organizations.workspaces.archive(workspaceID: "p_workspace_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup21(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.workspaces.members.list":
            _ = try await client.organizations.workspaces.members.list(workspaceID: "p_workspace_id", afterID: "sample", beforeID: "sample", limit: 1)
        case "organization.workspaces.members.add":
            _ = try await client.organizations.workspaces.members.create(workspaceID: "p_workspace_id", try EndpointSamples.decode(Anthropic.OrganizationWorkspacesMembersAddRequest.self, #"{"user_id":"sample","workspace_role":"workspace_admin"}"#))
        case "organization.workspaces.members.retrieve":
            _ = try await client.organizations.workspaces.members.retrieve(workspaceID: "p_workspace_id", userID: "p_user_id")
        case "organization.workspaces.members.update":
            _ = try await client.organizations.workspaces.members.update(workspaceID: "p_workspace_id", userID: "p_user_id", try EndpointSamples.decode(Anthropic.OrganizationWorkspacesMembersUpdateRequest.self, #"{"workspace_role":"workspace_admin"}"#))
        case "organization.workspaces.members.remove":
            _ = try await client.organizations.workspaces.members.delete(workspaceID: "p_workspace_id", userID: "p_user_id")
        case "beta.organization.workspaces.members.retrieve":
            _ = try await client.beta.organizations.workspaces.members.retrieve(workspaceID: "p_workspace_id", userID: "p_user_id")
        case "beta.organization.workspaces.members.update":
            _ = try await client.beta.organizations.workspaces.members.update(workspaceID: "p_workspace_id", userID: "p_user_id", try EndpointSamples.decode(Anthropic.OrganizationWorkspacesMembersUpdateRequest.self, #"{"workspace_role":"workspace_admin"}"#))
        case "beta.organization.workspaces.members.remove":
            _ = try await client.beta.organizations.workspaces.members.delete(workspaceID: "p_workspace_id", userID: "p_user_id")
        case "beta.organization.workspaces.members.list":
            _ = try await client.beta.organizations.workspaces.members.list(workspaceID: "p_workspace_id", afterID: "sample", beforeID: "sample", limit: 1)
        case "beta.organization.workspaces.members.add":
            _ = try await client.beta.organizations.workspaces.members.create(workspaceID: "p_workspace_id", try EndpointSamples.decode(Anthropic.OrganizationWorkspacesMembersAddRequest.self, #"{"user_id":"sample","workspace_role":"workspace_admin"}"#))
        case "organization.workspaces.rate_limits.list":
            _ = try await client.organizations.workspaces.rateLimits.list(workspaceID: "p_workspace_id", groupType: try EndpointSamples.decode(Anthropic.OrganizationWorkspacesRateLimitsListGroupType.self, #""batch""#), includeInherited: true, limit: 1, page: "sample")
        case "organization.workspaces.rate_limits.update":
            _ = try await client.organizations.workspaces.rateLimits.update(workspaceID: "p_workspace_id", rateLimitID: "p_rate_limit_id", try EndpointSamples.decode(Anthropic.OrganizationWorkspacesRateLimitsUpdateRequest.self, #"{"limits":[{"type":"fast_itpmca","value":1}]}"#))
        case "beta.organization.workspaces.rate_limits.update":
            _ = try await client.beta.organizations.workspaces.rateLimits.update(workspaceID: "p_workspace_id", rateLimitID: "p_rate_limit_id", try EndpointSamples.decode(Anthropic.OrganizationWorkspacesRateLimitsUpdateRequest.self, #"{"limits":[{"type":"fast_itpmca","value":1}]}"#))
        case "beta.organization.workspaces.rate_limits.list":
            _ = try await client.beta.organizations.workspaces.rateLimits.list(workspaceID: "p_workspace_id", groupType: try EndpointSamples.decode(Anthropic.OrganizationWorkspacesRateLimitsListGroupType.self, #""batch""#), includeInherited: true, limit: 1, page: "sample")
        case "organization.workspaces.service_accounts.list":
            _ = try await client.organizations.workspaces.serviceAccounts.list(workspaceID: "p_workspace_id", limit: 1, page: "sample")
        case "organization.workspaces.service_accounts.add":
            _ = try await client.organizations.workspaces.serviceAccounts.create(workspaceID: "p_workspace_id", try EndpointSamples.decode(Anthropic.OrganizationWorkspacesServiceAccountsAddRequest.self, #"{"service_account_id":"sample","workspace_role":"workspace_admin"}"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup22(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.workspaces.service_accounts.retrieve":
            _ = try await client.organizations.workspaces.serviceAccounts.retrieve(workspaceID: "p_workspace_id", serviceAccountID: "p_service_account_id")
        case "organization.workspaces.service_accounts.update":
            _ = try await client.organizations.workspaces.serviceAccounts.update(workspaceID: "p_workspace_id", serviceAccountID: "p_service_account_id", try EndpointSamples.decode(Anthropic.OrganizationWorkspacesServiceAccountsUpdateRequest.self, #"{"workspace_role":"workspace_admin"}"#))
        case "organization.workspaces.service_accounts.remove":
            _ = try await client.organizations.workspaces.serviceAccounts.delete(workspaceID: "p_workspace_id", serviceAccountID: "p_service_account_id")
        case "beta.organization.workspaces.service_accounts.retrieve":
            _ = try await client.beta.organizations.workspaces.serviceAccounts.retrieve(workspaceID: "p_workspace_id", serviceAccountID: "p_service_account_id")
        case "beta.organization.workspaces.service_accounts.update":
            _ = try await client.beta.organizations.workspaces.serviceAccounts.update(workspaceID: "p_workspace_id", serviceAccountID: "p_service_account_id", try EndpointSamples.decode(Anthropic.OrganizationWorkspacesServiceAccountsUpdateRequest.self, #"{"workspace_role":"workspace_admin"}"#))
        case "beta.organization.workspaces.service_accounts.remove":
            _ = try await client.beta.organizations.workspaces.serviceAccounts.delete(workspaceID: "p_workspace_id", serviceAccountID: "p_service_account_id")
        case "beta.organization.workspaces.service_accounts.list":
            _ = try await client.beta.organizations.workspaces.serviceAccounts.list(workspaceID: "p_workspace_id", limit: 1, page: "sample")
        case "beta.organization.workspaces.service_accounts.add":
            _ = try await client.beta.organizations.workspaces.serviceAccounts.create(workspaceID: "p_workspace_id", try EndpointSamples.decode(Anthropic.OrganizationWorkspacesServiceAccountsAddRequest.self, #"{"service_account_id":"sample","workspace_role":"workspace_admin"}"#))
        case "beta.organization.workspaces.retrieve":
            _ = try await client.beta.organizations.workspaces.retrieve(workspaceID: "p_workspace_id")
        case "beta.organization.workspaces.update":
            _ = try await client.beta.organizations.workspaces.update(workspaceID: "p_workspace_id", try EndpointSamples.decode(Anthropic.BetaOrganizationWorkspacesUpdateRequest.self, #"{}"#))
        case "beta.organization.workspaces.list":
            _ = try await client.beta.organizations.workspaces.list(afterID: "sample", beforeID: "sample", ids: try EndpointSamples.decode([String].self, #"["sample"]"#), includeArchived: true, includeDefault: true, limit: 1)
        case "beta.organization.workspaces.create":
            _ = try await client.beta.organizations.workspaces.create(try EndpointSamples.decode(Anthropic.BetaOrganizationWorkspacesCreateRequest.self, #"{"name":"sample"}"#))
        case "skills.list":
            _ = try await client.skills.list(limit: 1, page: "sample", source: "sample", anthropicWorkspaceID: "sample")
        case "skills.create":
            _ = try await client.skills.create(Anthropic.SkillsCreateRequest(files: [EndpointSamples.file]), anthropicWorkspaceID: "sample")
        case "skills.retrieve":
            _ = try await client.skills.retrieve(skillID: "p_skill_id", anthropicWorkspaceID: "sample")
        case "skills.delete":
            _ = try await client.skills.delete(skillID: "p_skill_id", anthropicWorkspaceID: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup23(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "skills.versions.list":
            _ = try await client.skills.versions.list(skillID: "p_skill_id", limit: 1, page: "sample", anthropicWorkspaceID: "sample")
        case "skills.versions.create":
            _ = try await client.skills.versions.create(skillID: "p_skill_id", Anthropic.SkillsVersionsCreateRequest(files: [EndpointSamples.file]), anthropicWorkspaceID: "sample")
        case "skills.versions.retrieve":
            _ = try await client.skills.versions.retrieve(skillID: "p_skill_id", version: "p_version", anthropicWorkspaceID: "sample")
        case "skills.versions.delete":
            _ = try await client.skills.versions.delete(skillID: "p_skill_id", version: "p_version", anthropicWorkspaceID: "sample")
        case "skills.versions.download":
            _ = try await client.beta.skills.versions.content(skillID: "p_skill_id", version: "p_version", anthropicWorkspaceID: "sample")
        case "tunnels.archive":
            _ = try await client.beta.tunnels.archive(tunnelID: "p_tunnel_id", anthropicWorkspaceID: "sample")
        case "tunnels.certificates.archive":
            _ = try await client.beta.tunnels.certificates.archive(tunnelID: "p_tunnel_id", certificateID: "p_certificate_id", anthropicWorkspaceID: "sample")
        case "tunnels.certificates.retrieve":
            _ = try await client.beta.tunnels.certificates.retrieve(tunnelID: "p_tunnel_id", certificateID: "p_certificate_id", anthropicWorkspaceID: "sample")
        case "tunnels.certificates.list":
            _ = try await client.beta.tunnels.certificates.list(tunnelID: "p_tunnel_id", includeArchived: true, limit: 1, page: "sample", anthropicWorkspaceID: "sample")
        case "tunnels.certificates.create":
            _ = try await client.beta.tunnels.certificates.create(tunnelID: "p_tunnel_id", try EndpointSamples.decode(Anthropic.TunnelsCertificatesCreateRequest.self, #"{"ca_certificate_pem":"sample"}"#), anthropicWorkspaceID: "sample")
        case "tunnels.reveal_token":
            _ = try await client.beta.tunnels.revealToken(tunnelID: "p_tunnel_id", anthropicWorkspaceID: "sample")
        case "tunnels.rotate_token":
            _ = try await client.beta.tunnels.rotateToken(tunnelID: "p_tunnel_id", try EndpointSamples.decode(Anthropic.TunnelsRotateTokenRequest.self, #"{}"#), anthropicWorkspaceID: "sample")
        case "tunnels.retrieve":
            _ = try await client.beta.tunnels.retrieve(tunnelID: "p_tunnel_id", anthropicWorkspaceID: "sample")
        case "tunnels.list":
            _ = try await client.beta.tunnels.list(includeArchived: true, limit: 1, page: "sample", anthropicWorkspaceID: "sample")
        case "tunnels.create":
            _ = try await client.beta.tunnels.create(try EndpointSamples.decode(Anthropic.TunnelsCreateRequest.self, #"{}"#), anthropicWorkspaceID: "sample")
        case "user_profiles.list":
            _ = try await client.userProfiles.list(enforcementStatus: try EndpointSamples.decode([Anthropic.UserProfileEnforcementStatus].self, #"["unrestricted"]"#), limit: 1, order: try EndpointSamples.decode(Anthropic.UserProfilesListOrder.self, #""asc""#), orderBy: try EndpointSamples.decode(Anthropic.UserProfileListOrderBy.self, #""created_at""#), page: "sample", anthropicWorkspaceID: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup24(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "user_profiles.create":
            _ = try await client.userProfiles.create(try EndpointSamples.decode(Anthropic.UserProfilesCreateRequest.self, #"{}"#), anthropicWorkspaceID: "sample")
        case "user_profiles.retrieve":
            _ = try await client.userProfiles.retrieve(userProfileID: "p_user_profile_id", anthropicWorkspaceID: "sample")
        case "user_profiles.update":
            _ = try await client.userProfiles.update(userProfileID: "p_user_profile_id", try EndpointSamples.decode(Anthropic.UserProfilesUpdateRequest.self, #"{}"#), anthropicWorkspaceID: "sample")
        case "user_profiles.delete":
            _ = try await client.userProfiles.delete(userProfileID: "p_user_profile_id", anthropicWorkspaceID: "sample")
        case "user_profiles.action_urls.create":
            _ = try await client.userProfiles.actionURLs(userProfileID: "p_user_profile_id", try EndpointSamples.decode(Anthropic.UserProfilesActionUrlsCreateRequest.self, #"{"action":{"type":"enroll_end_user"}}"#), anthropicWorkspaceID: "sample")
        case "beta.user_profiles.action_urls.create":
            _ = try await client.beta.userProfiles.actionURLs(userProfileID: "p_user_profile_id", try EndpointSamples.decode(Anthropic.UserProfilesActionUrlsCreateRequest.self, #"{"action":{"type":"enroll_end_user"}}"#), anthropicWorkspaceID: "sample")
        case "user_profiles.providers.google.data_controls.retrieve":
            _ = try await client.beta.userProfiles.providers.google.dataControls.retrieve(userProfileID: "p_user_profile_id", anthropicWorkspaceID: "sample")
        case "user_profiles.providers.google.data_controls.update":
            _ = try await client.beta.userProfiles.providers.google.dataControls.create(userProfileID: "p_user_profile_id", try EndpointSamples.decode(Anthropic.UserProfilesProvidersGoogleDataControlsUpdateRequest.self, #"{}"#), anthropicWorkspaceID: "sample")
        case "beta_get_environment_stats_v1_environments__environment_id__work_stats_get":
            _ = try await client.beta.environments.work.stats(environmentID: "p_environment_id", anthropicWorkspaceID: "sample")
        case "BetaListDreams":
            _ = try await client.beta.dreams.list(anthropicWorkspaceID: "sample", limit: 1, page: "sample", includeArchived: true, statuses: try EndpointSamples.decode([Anthropic.BetaDreamStatus].self, #"["pending"]"#), createdAtGt: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLt: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#))
        case "BetaCreateDream":
            _ = try await client.beta.dreams.create(try EndpointSamples.decode(Anthropic.BetaCreateDreamParams.self, #"{"inputs":[{"memory_store_id":"sample","type":"memory_store"}],"model":"sample"}"#), anthropicWorkspaceID: "sample")
        case "BetaGetDream":
            _ = try await client.beta.dreams.retrieve(dreamID: "p_dream_id", anthropicWorkspaceID: "sample")
        case "BetaArchiveDream":
            _ = try await client.beta.dreams.archive(dreamID: "p_dream_id", anthropicWorkspaceID: "sample")
        case "BetaCancelDream":
            _ = try await client.beta.dreams.cancel(dreamID: "p_dream_id", anthropicWorkspaceID: "sample")
        default:
            return false
        }
        return true
    }
}
