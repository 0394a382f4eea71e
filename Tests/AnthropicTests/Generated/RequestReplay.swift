// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import AIClientsEndpointTestSupport
import Foundation
import Anthropic

/// Replays a recorded request through the generated method of its operation.
protocol RequestReplaying: Sendable {
    /// Calls the method of `operationID` on `client` with the arguments `request` holds;
    /// false when the id is unknown.
    func replay(_ operationID: String, _ request: ReplayedRequest, on client: AnthropicClient) async throws -> Bool
}

/// Every operation of Spec/anthropic.json, called with a recording's arguments.
struct RequestReplay: RequestReplaying {
    /// Operation id, HTTP method, path template and fixed query of every operation, in spec order.
    static let routes: [ReplayRoute] = [
        ReplayRoute("messages_post", "POST", "/v1/messages", fixedQuery: []),
        ReplayRoute("complete_post", "POST", "/v1/complete", fixedQuery: []),
        ReplayRoute("models_list", "GET", "/v1/models", fixedQuery: []),
        ReplayRoute("models_get", "GET", "/v1/models/{model_id}", fixedQuery: []),
        ReplayRoute("message_batches_list", "GET", "/v1/messages/batches", fixedQuery: []),
        ReplayRoute("message_batches_post", "POST", "/v1/messages/batches", fixedQuery: []),
        ReplayRoute("message_batches_retrieve", "GET", "/v1/messages/batches/{message_batch_id}", fixedQuery: []),
        ReplayRoute("message_batches_delete", "DELETE", "/v1/messages/batches/{message_batch_id}", fixedQuery: []),
        ReplayRoute("message_batches_cancel", "POST", "/v1/messages/batches/{message_batch_id}/cancel", fixedQuery: []),
        ReplayRoute("message_batches_results", "GET", "/v1/messages/batches/{message_batch_id}/results", fixedQuery: []),
        ReplayRoute("messages_count_tokens_post", "POST", "/v1/messages/count_tokens", fixedQuery: []),
        ReplayRoute("beta_messages_post", "POST", "/v1/messages", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_models_list", "GET", "/v1/models", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_models_get", "GET", "/v1/models/{model_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_message_batches_list", "GET", "/v1/messages/batches", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_message_batches_post", "POST", "/v1/messages/batches", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_message_batches_retrieve", "GET", "/v1/messages/batches/{message_batch_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_message_batches_delete", "DELETE", "/v1/messages/batches/{message_batch_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_message_batches_cancel", "POST", "/v1/messages/batches/{message_batch_id}/cancel", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_message_batches_results", "GET", "/v1/messages/batches/{message_batch_id}/results", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_messages_count_tokens_post", "POST", "/v1/messages/count_tokens", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_list_files_v1_files_get", "GET", "/v1/files", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_upload_file_v1_files_post", "POST", "/v1/files", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_get_file_metadata_v1_files__file_id__get", "GET", "/v1/files/{file_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_delete_file_v1_files__file_id__delete", "DELETE", "/v1/files/{file_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_download_file_v1_files__file_id__content_get", "GET", "/v1/files/{file_id}/content", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_list_skills_v1_skills_get", "GET", "/v1/skills", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_create_skill_v1_skills_post", "POST", "/v1/skills", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_get_skill_v1_skills__skill_id__get", "GET", "/v1/skills/{skill_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_delete_skill_v1_skills__skill_id__delete", "DELETE", "/v1/skills/{skill_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_list_skill_versions_v1_skills__skill_id__versions_get", "GET", "/v1/skills/{skill_id}/versions", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_create_skill_version_v1_skills__skill_id__versions_post", "POST", "/v1/skills/{skill_id}/versions", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_get_skill_version_v1_skills__skill_id__versions__version__get", "GET", "/v1/skills/{skill_id}/versions/{version}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_delete_skill_version_v1_skills__skill_id__versions__version__delete", "DELETE", "/v1/skills/{skill_id}/versions/{version}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_list_environments_v1_environments_get", "GET", "/v1/environments", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_create_environment_v1_environments_post", "POST", "/v1/environments", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_get_environment_v1_environments__environment_id__get", "GET", "/v1/environments/{environment_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_update_environment_v1_environments__environment_id__post", "POST", "/v1/environments/{environment_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_delete_environment_v1_environments__environment_id__delete", "DELETE", "/v1/environments/{environment_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_archive_environment_v1_environments__environment_id__archive_post", "POST", "/v1/environments/{environment_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListSessions", "GET", "/v1/sessions", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaCreateSession", "POST", "/v1/sessions", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaGetSession", "GET", "/v1/sessions/{session_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaUpdateSession", "POST", "/v1/sessions/{session_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaDeleteSession", "DELETE", "/v1/sessions/{session_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListEvents", "GET", "/v1/sessions/{session_id}/events", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaSendEvents", "POST", "/v1/sessions/{session_id}/events", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaStreamSessionEvents", "GET", "/v1/sessions/{session_id}/events/stream", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaArchiveSession", "POST", "/v1/sessions/{session_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListSessionThreads", "GET", "/v1/sessions/{session_id}/threads", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaGetSessionThread", "GET", "/v1/sessions/{session_id}/threads/{thread_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListSessionThreadEvents", "GET", "/v1/sessions/{session_id}/threads/{thread_id}/events", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaStreamSessionThreadEvents", "GET", "/v1/sessions/{session_id}/threads/{thread_id}/stream", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaArchiveSessionThread", "POST", "/v1/sessions/{session_id}/threads/{thread_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListResources", "GET", "/v1/sessions/{session_id}/resources", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaAddResource", "POST", "/v1/sessions/{session_id}/resources", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaGetResource", "GET", "/v1/sessions/{session_id}/resources/{resource_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaUpdateResource", "POST", "/v1/sessions/{session_id}/resources/{resource_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaDeleteResource", "DELETE", "/v1/sessions/{session_id}/resources/{resource_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListAgents", "GET", "/v1/agents", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaCreateAgent", "POST", "/v1/agents", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaGetAgent", "GET", "/v1/agents/{agent_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaUpdateAgent", "POST", "/v1/agents/{agent_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaArchiveAgent", "POST", "/v1/agents/{agent_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListAgentVersions", "GET", "/v1/agents/{agent_id}/versions", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListVaults", "GET", "/v1/vaults", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaCreateVault", "POST", "/v1/vaults", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaGetVault", "GET", "/v1/vaults/{vault_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaUpdateVault", "POST", "/v1/vaults/{vault_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaDeleteVault", "DELETE", "/v1/vaults/{vault_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaArchiveVault", "POST", "/v1/vaults/{vault_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListCredentials", "GET", "/v1/vaults/{vault_id}/credentials", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaCreateCredential", "POST", "/v1/vaults/{vault_id}/credentials", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaGetCredential", "GET", "/v1/vaults/{vault_id}/credentials/{credential_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaUpdateCredential", "POST", "/v1/vaults/{vault_id}/credentials/{credential_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaDeleteCredential", "DELETE", "/v1/vaults/{vault_id}/credentials/{credential_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaArchiveCredential", "POST", "/v1/vaults/{vault_id}/credentials/{credential_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaValidateCredential", "POST", "/v1/vaults/{vault_id}/credentials/{credential_id}/mcp_oauth_validate", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListMemories", "GET", "/v1/memory_stores/{memory_store_id}/memories", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaCreateMemory", "POST", "/v1/memory_stores/{memory_store_id}/memories", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaGetMemory", "GET", "/v1/memory_stores/{memory_store_id}/memories/{memory_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaUpdateMemory", "POST", "/v1/memory_stores/{memory_store_id}/memories/{memory_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaDeleteMemory", "DELETE", "/v1/memory_stores/{memory_store_id}/memories/{memory_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListMemoryVersions", "GET", "/v1/memory_stores/{memory_store_id}/memory_versions", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaGetMemoryVersion", "GET", "/v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaRedactMemoryVersion", "POST", "/v1/memory_stores/{memory_store_id}/memory_versions/{memory_version_id}/redact", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListMemoryStores", "GET", "/v1/memory_stores", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaCreateMemoryStore", "POST", "/v1/memory_stores", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaGetMemoryStore", "GET", "/v1/memory_stores/{memory_store_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaUpdateMemoryStore", "POST", "/v1/memory_stores/{memory_store_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaDeleteMemoryStore", "DELETE", "/v1/memory_stores/{memory_store_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaArchiveMemoryStore", "POST", "/v1/memory_stores/{memory_store_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListUserProfiles", "GET", "/v1/user_profiles", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaCreateUserProfile", "POST", "/v1/user_profiles", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaGetUserProfile", "GET", "/v1/user_profiles/{user_profile_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaUpdateUserProfile", "POST", "/v1/user_profiles/{user_profile_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.user_profiles.delete", "DELETE", "/v1/user_profiles/{user_profile_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaCreateEnrollmentUrl", "POST", "/v1/user_profiles/{user_profile_id}/enrollment_url", fixedQuery: [("beta", "true")]),
        ReplayRoute("compliance.review.cases.respond", "POST", "/v1/compliance/review/cases/{case_id}/respond", fixedQuery: [("beta", "true")]),
        ReplayRoute("compliance.review.cases.retrieve", "GET", "/v1/compliance/review/cases/{case_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("compliance.review.cases.list", "GET", "/v1/compliance/review/cases", fixedQuery: [("beta", "true")]),
        ReplayRoute("compliance.review.items.retrieve", "GET", "/v1/compliance/review/items/{item_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("compliance.review.notices.list", "GET", "/v1/compliance/review/notices", fixedQuery: [("beta", "true")]),
        ReplayRoute("deployment_runs.retrieve", "GET", "/v1/deployment_runs/{deployment_run_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("deployment_runs.list", "GET", "/v1/deployment_runs", fixedQuery: [("beta", "true")]),
        ReplayRoute("deployments.archive", "POST", "/v1/deployments/{deployment_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("deployments.pause", "POST", "/v1/deployments/{deployment_id}/pause", fixedQuery: [("beta", "true")]),
        ReplayRoute("deployments.run", "POST", "/v1/deployments/{deployment_id}/run", fixedQuery: [("beta", "true")]),
        ReplayRoute("deployments.unpause", "POST", "/v1/deployments/{deployment_id}/unpause", fixedQuery: [("beta", "true")]),
        ReplayRoute("deployments.retrieve", "GET", "/v1/deployments/{deployment_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("deployments.update", "POST", "/v1/deployments/{deployment_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("deployments.list", "GET", "/v1/deployments", fixedQuery: [("beta", "true")]),
        ReplayRoute("deployments.create", "POST", "/v1/deployments", fixedQuery: [("beta", "true")]),
        ReplayRoute("environments.work.poll", "GET", "/v1/environments/{environment_id}/work/poll", fixedQuery: [("beta", "true")]),
        ReplayRoute("environments.work.ack", "POST", "/v1/environments/{environment_id}/work/{work_id}/ack", fixedQuery: [("beta", "true")]),
        ReplayRoute("environments.work.heartbeat", "POST", "/v1/environments/{environment_id}/work/{work_id}/heartbeat", fixedQuery: [("beta", "true")]),
        ReplayRoute("environments.work.stop", "POST", "/v1/environments/{environment_id}/work/{work_id}/stop", fixedQuery: [("beta", "true")]),
        ReplayRoute("environments.work.retrieve", "GET", "/v1/environments/{environment_id}/work/{work_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("environments.work.update", "POST", "/v1/environments/{environment_id}/work/{work_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("environments.work.list", "GET", "/v1/environments/{environment_id}/work", fixedQuery: [("beta", "true")]),
        ReplayRoute("files.list", "GET", "/v1/files", fixedQuery: []),
        ReplayRoute("files.upload", "POST", "/v1/files", fixedQuery: []),
        ReplayRoute("files.retrieve_metadata", "GET", "/v1/files/{file_id}", fixedQuery: []),
        ReplayRoute("files.delete", "DELETE", "/v1/files/{file_id}", fixedQuery: []),
        ReplayRoute("files.download", "GET", "/v1/files/{file_id}/content", fixedQuery: []),
        ReplayRoute("organization.analytics.apps.chat.projects.list", "GET", "/v1/organizations/analytics/apps/chat/projects", fixedQuery: []),
        ReplayRoute("beta.organization.analytics.apps.chat.projects.list", "GET", "/v1/organizations/analytics/apps/chat/projects", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.analytics.artifacts.list", "GET", "/v1/organizations/analytics/artifacts", fixedQuery: []),
        ReplayRoute("beta.organization.analytics.artifacts.list", "GET", "/v1/organizations/analytics/artifacts", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.analytics.connectors.list", "GET", "/v1/organizations/analytics/connectors", fixedQuery: []),
        ReplayRoute("beta.organization.analytics.connectors.list", "GET", "/v1/organizations/analytics/connectors", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.analytics.cost.list", "GET", "/v1/organizations/analytics/cost", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.analytics.cost_report.list", "GET", "/v1/organizations/analytics/cost_report", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.analytics.plugins.list", "GET", "/v1/organizations/analytics/plugins", fixedQuery: []),
        ReplayRoute("beta.organization.analytics.plugins.list", "GET", "/v1/organizations/analytics/plugins", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.analytics.skills.list", "GET", "/v1/organizations/analytics/skills", fixedQuery: []),
        ReplayRoute("beta.organization.analytics.skills.list", "GET", "/v1/organizations/analytics/skills", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.analytics.summaries.list", "GET", "/v1/organizations/analytics/summaries", fixedQuery: []),
        ReplayRoute("beta.organization.analytics.summaries.list", "GET", "/v1/organizations/analytics/summaries", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.analytics.usage.list", "GET", "/v1/organizations/analytics/usage", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.analytics.usage_report.list", "GET", "/v1/organizations/analytics/usage_report", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.analytics.user_cost_report.list", "GET", "/v1/organizations/analytics/user_cost_report", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.analytics.user_usage_report.list", "GET", "/v1/organizations/analytics/user_usage_report", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.analytics.users.list", "GET", "/v1/organizations/analytics/users", fixedQuery: []),
        ReplayRoute("beta.organization.analytics.users.list", "GET", "/v1/organizations/analytics/users", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.api_keys.list", "GET", "/v1/organizations/api_keys", fixedQuery: []),
        ReplayRoute("organization.api_keys.retrieve", "GET", "/v1/organizations/api_keys/{api_key_id}", fixedQuery: []),
        ReplayRoute("organization.api_keys.update", "POST", "/v1/organizations/api_keys/{api_key_id}", fixedQuery: []),
        ReplayRoute("beta.organization.api_keys.retrieve", "GET", "/v1/organizations/api_keys/{api_key_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.api_keys.update", "POST", "/v1/organizations/api_keys/{api_key_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.api_keys.list", "GET", "/v1/organizations/api_keys", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_code.managed_settings.configuration.retrieve", "GET", "/v1/organizations/claude_code/managed_settings/configuration", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_code.managed_settings.configuration.update", "POST", "/v1/organizations/claude_code/managed_settings/configuration", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_code.managed_settings.rbac_group_default.retrieve", "GET", "/v1/organizations/claude_code/managed_settings/rbac_group_default", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_code.managed_settings.rbac_group_default.update", "POST", "/v1/organizations/claude_code/managed_settings/rbac_group_default", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_code.managed_settings.rbac_groups.retrieve", "GET", "/v1/organizations/claude_code/managed_settings/rbac_groups/{rbac_group_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_code.managed_settings.rbac_groups.set", "POST", "/v1/organizations/claude_code/managed_settings/rbac_groups/{rbac_group_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_code.managed_settings.rbac_groups.delete", "DELETE", "/v1/organizations/claude_code/managed_settings/rbac_groups/{rbac_group_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_code.managed_settings.rbac_groups.list", "GET", "/v1/organizations/claude_code/managed_settings/rbac_groups", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.bundles.targets.retrieve", "GET", "/v1/organizations/claude_tag/bundles/{bundle_id}/targets/{target_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.bundles.targets.delete", "DELETE", "/v1/organizations/claude_tag/bundles/{bundle_id}/targets/{target_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.bundles.targets.list", "GET", "/v1/organizations/claude_tag/bundles/{bundle_id}/targets", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.bundles.targets.create", "POST", "/v1/organizations/claude_tag/bundles/{bundle_id}/targets", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.bundles.retrieve", "GET", "/v1/organizations/claude_tag/bundles/{bundle_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.bundles.update", "POST", "/v1/organizations/claude_tag/bundles/{bundle_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.bundles.list", "GET", "/v1/organizations/claude_tag/bundles", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.slack_channels.retrieve", "GET", "/v1/organizations/claude_tag/slack_channels/{id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.slack_channels.update", "POST", "/v1/organizations/claude_tag/slack_channels/{id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.slack_channels.delete", "DELETE", "/v1/organizations/claude_tag/slack_channels/{id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.slack_channels.list", "GET", "/v1/organizations/claude_tag/slack_channels", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.slack_channels.create", "POST", "/v1/organizations/claude_tag/slack_channels", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.slack_workspaces.retrieve", "GET", "/v1/organizations/claude_tag/slack_workspaces/{id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.slack_workspaces.update", "POST", "/v1/organizations/claude_tag/slack_workspaces/{id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.claude_tag.slack_workspaces.list", "GET", "/v1/organizations/claude_tag/slack_workspaces", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.compliance_settings.retrieve", "GET", "/v1/organizations/compliance_settings", fixedQuery: []),
        ReplayRoute("organization.compliance_settings.update", "POST", "/v1/organizations/compliance_settings", fixedQuery: []),
        ReplayRoute("beta.organization.compliance_settings.retrieve", "GET", "/v1/organizations/compliance_settings", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.compliance_settings.update", "POST", "/v1/organizations/compliance_settings", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.external_keys.list", "GET", "/v1/organizations/external_keys", fixedQuery: []),
        ReplayRoute("organization.external_keys.create", "POST", "/v1/organizations/external_keys", fixedQuery: []),
        ReplayRoute("organization.external_keys.retrieve", "GET", "/v1/organizations/external_keys/{external_key_id}", fixedQuery: []),
        ReplayRoute("organization.external_keys.update", "POST", "/v1/organizations/external_keys/{external_key_id}", fixedQuery: []),
        ReplayRoute("organization.external_keys.delete", "DELETE", "/v1/organizations/external_keys/{external_key_id}", fixedQuery: []),
        ReplayRoute("organization.external_keys.validate", "POST", "/v1/organizations/external_keys/{external_key_id}/validate", fixedQuery: []),
        ReplayRoute("beta.organization.external_keys.validate", "POST", "/v1/organizations/external_keys/{external_key_id}/validate", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.external_keys.retrieve", "GET", "/v1/organizations/external_keys/{external_key_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.external_keys.update", "POST", "/v1/organizations/external_keys/{external_key_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.external_keys.delete", "DELETE", "/v1/organizations/external_keys/{external_key_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.external_keys.list", "GET", "/v1/organizations/external_keys", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.external_keys.create", "POST", "/v1/organizations/external_keys", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.external_storage.activate", "POST", "/v1/organizations/external_storage/{external_storage_id}/activate", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.external_storage.retrieve", "GET", "/v1/organizations/external_storage/{external_storage_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.external_storage.update", "POST", "/v1/organizations/external_storage/{external_storage_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.external_storage.delete", "DELETE", "/v1/organizations/external_storage/{external_storage_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.external_storage.list", "GET", "/v1/organizations/external_storage", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.external_storage.create", "POST", "/v1/organizations/external_storage", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.federation.issuers.list", "GET", "/v1/organizations/federation_issuers", fixedQuery: []),
        ReplayRoute("organization.federation.issuers.create", "POST", "/v1/organizations/federation_issuers", fixedQuery: []),
        ReplayRoute("organization.federation.issuers.retrieve", "GET", "/v1/organizations/federation_issuers/{federation_issuer_id}", fixedQuery: []),
        ReplayRoute("organization.federation.issuers.update", "POST", "/v1/organizations/federation_issuers/{federation_issuer_id}", fixedQuery: []),
        ReplayRoute("organization.federation.issuers.archive", "POST", "/v1/organizations/federation_issuers/{federation_issuer_id}/archive", fixedQuery: []),
        ReplayRoute("beta.organization.federation.issuers.archive", "POST", "/v1/organizations/federation_issuers/{federation_issuer_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.federation.issuers.retrieve", "GET", "/v1/organizations/federation_issuers/{federation_issuer_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.federation.issuers.update", "POST", "/v1/organizations/federation_issuers/{federation_issuer_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.federation.issuers.list", "GET", "/v1/organizations/federation_issuers", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.federation.issuers.create", "POST", "/v1/organizations/federation_issuers", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.federation.rules.list", "GET", "/v1/organizations/federation_rules", fixedQuery: []),
        ReplayRoute("organization.federation.rules.create", "POST", "/v1/organizations/federation_rules", fixedQuery: []),
        ReplayRoute("organization.federation.rules.retrieve", "GET", "/v1/organizations/federation_rules/{federation_rule_id}", fixedQuery: []),
        ReplayRoute("organization.federation.rules.update", "POST", "/v1/organizations/federation_rules/{federation_rule_id}", fixedQuery: []),
        ReplayRoute("organization.federation.rules.archive", "POST", "/v1/organizations/federation_rules/{federation_rule_id}/archive", fixedQuery: []),
        ReplayRoute("beta.organization.federation.rules.archive", "POST", "/v1/organizations/federation_rules/{federation_rule_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.federation.rules.workspaces.list", "GET", "/v1/organizations/federation_rules/{federation_rule_id}/workspaces", fixedQuery: []),
        ReplayRoute("organization.federation.rules.workspaces.add", "POST", "/v1/organizations/federation_rules/{federation_rule_id}/workspaces", fixedQuery: []),
        ReplayRoute("organization.federation.rules.workspaces.remove", "DELETE", "/v1/organizations/federation_rules/{federation_rule_id}/workspaces/{workspace_id}", fixedQuery: []),
        ReplayRoute("beta.organization.federation.rules.workspaces.remove", "DELETE", "/v1/organizations/federation_rules/{federation_rule_id}/workspaces/{workspace_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.federation.rules.workspaces.list", "GET", "/v1/organizations/federation_rules/{federation_rule_id}/workspaces", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.federation.rules.workspaces.add", "POST", "/v1/organizations/federation_rules/{federation_rule_id}/workspaces", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.federation.rules.retrieve", "GET", "/v1/organizations/federation_rules/{federation_rule_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.federation.rules.update", "POST", "/v1/organizations/federation_rules/{federation_rule_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.federation.rules.list", "GET", "/v1/organizations/federation_rules", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.federation.rules.create", "POST", "/v1/organizations/federation_rules", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.invites.list", "GET", "/v1/organizations/invites", fixedQuery: []),
        ReplayRoute("organization.invites.create", "POST", "/v1/organizations/invites", fixedQuery: []),
        ReplayRoute("organization.invites.retrieve", "GET", "/v1/organizations/invites/{invite_id}", fixedQuery: []),
        ReplayRoute("organization.invites.delete", "DELETE", "/v1/organizations/invites/{invite_id}", fixedQuery: []),
        ReplayRoute("beta.organization.invites.retrieve", "GET", "/v1/organizations/invites/{invite_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.invites.delete", "DELETE", "/v1/organizations/invites/{invite_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.invites.list", "GET", "/v1/organizations/invites", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.invites.create", "POST", "/v1/organizations/invites", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.retrieve", "GET", "/v1/organizations/me", fixedQuery: []),
        ReplayRoute("beta.organization.retrieve", "GET", "/v1/organizations/me", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugin_marketplaces.validate_archive", "POST", "/v1/organizations/plugin_marketplaces/validate_archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugin_marketplaces.validate_repository", "POST", "/v1/organizations/plugin_marketplaces/validate_repository", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugin_marketplaces.retrieve", "GET", "/v1/organizations/plugin_marketplaces/{marketplace_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugin_marketplaces.update", "POST", "/v1/organizations/plugin_marketplaces/{marketplace_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugin_marketplaces.list", "GET", "/v1/organizations/plugin_marketplaces", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugins.installation_settings.set", "POST", "/v1/organizations/plugins/{plugin_id}/installation_settings/{target}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugins.installation_settings.remove", "DELETE", "/v1/organizations/plugins/{plugin_id}/installation_settings/{target}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugins.installation_settings.list", "GET", "/v1/organizations/plugins/{plugin_id}/installation_settings", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugins.shares.list", "GET", "/v1/organizations/plugins/{plugin_id}/shares", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugins.versions.download", "GET", "/v1/organizations/plugins/{plugin_id}/versions/{version}/content", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugins.versions.retrieve", "GET", "/v1/organizations/plugins/{plugin_id}/versions/{version}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugins.versions.list", "GET", "/v1/organizations/plugins/{plugin_id}/versions", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugins.versions.create", "POST", "/v1/organizations/plugins/{plugin_id}/versions", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugins.retrieve", "GET", "/v1/organizations/plugins/{plugin_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugins.update", "POST", "/v1/organizations/plugins/{plugin_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugins.delete", "DELETE", "/v1/organizations/plugins/{plugin_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugins.list", "GET", "/v1/organizations/plugins", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.plugins.create", "POST", "/v1/organizations/plugins", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.providers.google.projects.data_controls.retrieve", "GET", "/v1/organizations/providers/google/projects/{project_number}/data_controls", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.providers.google.projects.data_controls.update", "POST", "/v1/organizations/providers/google/projects/{project_number}/data_controls", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.rate_limits.list", "GET", "/v1/organizations/rate_limits", fixedQuery: []),
        ReplayRoute("beta.organization.rate_limits.list", "GET", "/v1/organizations/rate_limits", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.rbac_groups.list", "GET", "/v1/organizations/rbac_groups", fixedQuery: []),
        ReplayRoute("organization.rbac_groups.create", "POST", "/v1/organizations/rbac_groups", fixedQuery: []),
        ReplayRoute("organization.rbac_groups.retrieve", "GET", "/v1/organizations/rbac_groups/{rbac_group_id}", fixedQuery: []),
        ReplayRoute("organization.rbac_groups.update", "POST", "/v1/organizations/rbac_groups/{rbac_group_id}", fixedQuery: []),
        ReplayRoute("organization.rbac_groups.delete", "DELETE", "/v1/organizations/rbac_groups/{rbac_group_id}", fixedQuery: []),
        ReplayRoute("organization.rbac_groups.members.list", "GET", "/v1/organizations/rbac_groups/{rbac_group_id}/members", fixedQuery: []),
        ReplayRoute("organization.rbac_groups.members.add", "POST", "/v1/organizations/rbac_groups/{rbac_group_id}/members", fixedQuery: []),
        ReplayRoute("organization.rbac_groups.members.remove", "DELETE", "/v1/organizations/rbac_groups/{rbac_group_id}/members/{user_id}", fixedQuery: []),
        ReplayRoute("beta.organization.rbac_groups.members.remove", "DELETE", "/v1/organizations/rbac_groups/{rbac_group_id}/members/{user_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.rbac_groups.members.list", "GET", "/v1/organizations/rbac_groups/{rbac_group_id}/members", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.rbac_groups.members.add", "POST", "/v1/organizations/rbac_groups/{rbac_group_id}/members", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.rbac_groups.retrieve", "GET", "/v1/organizations/rbac_groups/{rbac_group_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.rbac_groups.update", "POST", "/v1/organizations/rbac_groups/{rbac_group_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.rbac_groups.delete", "DELETE", "/v1/organizations/rbac_groups/{rbac_group_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.rbac_groups.list", "GET", "/v1/organizations/rbac_groups", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.rbac_groups.create", "POST", "/v1/organizations/rbac_groups", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.rbac_roles.list", "GET", "/v1/organizations/rbac_roles", fixedQuery: []),
        ReplayRoute("organization.rbac_roles.retrieve", "GET", "/v1/organizations/rbac_roles/{rbac_role_id}", fixedQuery: []),
        ReplayRoute("organization.rbac_roles.permissions.list", "GET", "/v1/organizations/rbac_roles/{rbac_role_id}/permissions", fixedQuery: []),
        ReplayRoute("beta.organization.rbac_roles.permissions.list", "GET", "/v1/organizations/rbac_roles/{rbac_role_id}/permissions", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.rbac_roles.retrieve", "GET", "/v1/organizations/rbac_roles/{rbac_role_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.rbac_roles.list", "GET", "/v1/organizations/rbac_roles", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.service_accounts.list", "GET", "/v1/organizations/service_accounts", fixedQuery: []),
        ReplayRoute("organization.service_accounts.create", "POST", "/v1/organizations/service_accounts", fixedQuery: []),
        ReplayRoute("organization.service_accounts.retrieve", "GET", "/v1/organizations/service_accounts/{service_account_id}", fixedQuery: []),
        ReplayRoute("organization.service_accounts.update", "POST", "/v1/organizations/service_accounts/{service_account_id}", fixedQuery: []),
        ReplayRoute("organization.service_accounts.archive", "POST", "/v1/organizations/service_accounts/{service_account_id}/archive", fixedQuery: []),
        ReplayRoute("beta.organization.service_accounts.archive", "POST", "/v1/organizations/service_accounts/{service_account_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.service_accounts.workspaces.list", "GET", "/v1/organizations/service_accounts/{service_account_id}/workspaces", fixedQuery: []),
        ReplayRoute("organization.service_accounts.workspaces.add", "POST", "/v1/organizations/service_accounts/{service_account_id}/workspaces", fixedQuery: []),
        ReplayRoute("organization.service_accounts.workspaces.remove", "DELETE", "/v1/organizations/service_accounts/{service_account_id}/workspaces/{workspace_id}", fixedQuery: []),
        ReplayRoute("beta.organization.service_accounts.workspaces.remove", "DELETE", "/v1/organizations/service_accounts/{service_account_id}/workspaces/{workspace_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.service_accounts.workspaces.list", "GET", "/v1/organizations/service_accounts/{service_account_id}/workspaces", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.service_accounts.workspaces.add", "POST", "/v1/organizations/service_accounts/{service_account_id}/workspaces", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.service_accounts.retrieve", "GET", "/v1/organizations/service_accounts/{service_account_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.service_accounts.update", "POST", "/v1/organizations/service_accounts/{service_account_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.service_accounts.list", "GET", "/v1/organizations/service_accounts", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.service_accounts.create", "POST", "/v1/organizations/service_accounts", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.spend_limits.increase_requests.list", "GET", "/v1/organizations/spend_limit_increase_requests", fixedQuery: []),
        ReplayRoute("organization.spend_limits.increase_requests.retrieve", "GET", "/v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}", fixedQuery: []),
        ReplayRoute("organization.spend_limits.increase_requests.approve", "POST", "/v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}/approve", fixedQuery: []),
        ReplayRoute("beta.organization.spend_limits.increase_requests.approve", "POST", "/v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}/approve", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.spend_limits.increase_requests.deny", "POST", "/v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}/deny", fixedQuery: []),
        ReplayRoute("beta.organization.spend_limits.increase_requests.deny", "POST", "/v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}/deny", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.spend_limits.increase_requests.retrieve", "GET", "/v1/organizations/spend_limit_increase_requests/{spend_limit_increase_request_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.spend_limits.increase_requests.list", "GET", "/v1/organizations/spend_limit_increase_requests", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.spend_limits.effective.list", "GET", "/v1/organizations/spend_limits/effective", fixedQuery: []),
        ReplayRoute("beta.organization.spend_limits.effective.list", "GET", "/v1/organizations/spend_limits/effective", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.spend_limits.retrieve", "GET", "/v1/organizations/spend_limits/{spend_limit_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.spend_limits.delete", "DELETE", "/v1/organizations/spend_limits/{spend_limit_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.spend_limits.list", "GET", "/v1/organizations/spend_limits", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.spend_limits.set", "POST", "/v1/organizations/spend_limits", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.telemetry_destinations.test", "POST", "/v1/organizations/telemetry_destinations/{destination_id}/test", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.telemetry_destinations.workspaces.add", "POST", "/v1/organizations/telemetry_destinations/{destination_id}/workspaces/{workspace_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.telemetry_destinations.workspaces.remove", "DELETE", "/v1/organizations/telemetry_destinations/{destination_id}/workspaces/{workspace_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.telemetry_destinations.workspaces.list", "GET", "/v1/organizations/telemetry_destinations/{destination_id}/workspaces", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.telemetry_destinations.retrieve", "GET", "/v1/organizations/telemetry_destinations/{destination_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.telemetry_destinations.update", "POST", "/v1/organizations/telemetry_destinations/{destination_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.telemetry_destinations.delete", "DELETE", "/v1/organizations/telemetry_destinations/{destination_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.telemetry_destinations.list", "GET", "/v1/organizations/telemetry_destinations", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.telemetry_destinations.create", "POST", "/v1/organizations/telemetry_destinations", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.users.list", "GET", "/v1/organizations/users", fixedQuery: []),
        ReplayRoute("organization.users.retrieve", "GET", "/v1/organizations/users/{user_id}", fixedQuery: []),
        ReplayRoute("organization.users.update", "POST", "/v1/organizations/users/{user_id}", fixedQuery: []),
        ReplayRoute("organization.users.remove", "DELETE", "/v1/organizations/users/{user_id}", fixedQuery: []),
        ReplayRoute("organization.users.sign_out", "POST", "/v1/organizations/users/{user_id}/sign_out", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.users.retrieve", "GET", "/v1/organizations/users/{user_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.users.update", "POST", "/v1/organizations/users/{user_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.users.remove", "DELETE", "/v1/organizations/users/{user_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.users.list", "GET", "/v1/organizations/users", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.webhooks.regenerate_signing_secret", "POST", "/v1/organizations/webhooks/{webhook_endpoint_id}/regenerate_signing_secret", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.webhooks.retrieve", "GET", "/v1/organizations/webhooks/{webhook_endpoint_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.webhooks.update", "POST", "/v1/organizations/webhooks/{webhook_endpoint_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.webhooks.delete", "DELETE", "/v1/organizations/webhooks/{webhook_endpoint_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.webhooks.list", "GET", "/v1/organizations/webhooks", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.webhooks.create", "POST", "/v1/organizations/webhooks", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.workspaces.list", "GET", "/v1/organizations/workspaces", fixedQuery: []),
        ReplayRoute("organization.workspaces.create", "POST", "/v1/organizations/workspaces", fixedQuery: []),
        ReplayRoute("organization.workspaces.retrieve", "GET", "/v1/organizations/workspaces/{workspace_id}", fixedQuery: []),
        ReplayRoute("organization.workspaces.update", "POST", "/v1/organizations/workspaces/{workspace_id}", fixedQuery: []),
        ReplayRoute("organization.workspaces.archive", "POST", "/v1/organizations/workspaces/{workspace_id}/archive", fixedQuery: []),
        ReplayRoute("beta.organization.workspaces.archive", "POST", "/v1/organizations/workspaces/{workspace_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.workspaces.members.list", "GET", "/v1/organizations/workspaces/{workspace_id}/members", fixedQuery: []),
        ReplayRoute("organization.workspaces.members.add", "POST", "/v1/organizations/workspaces/{workspace_id}/members", fixedQuery: []),
        ReplayRoute("organization.workspaces.members.retrieve", "GET", "/v1/organizations/workspaces/{workspace_id}/members/{user_id}", fixedQuery: []),
        ReplayRoute("organization.workspaces.members.update", "POST", "/v1/organizations/workspaces/{workspace_id}/members/{user_id}", fixedQuery: []),
        ReplayRoute("organization.workspaces.members.remove", "DELETE", "/v1/organizations/workspaces/{workspace_id}/members/{user_id}", fixedQuery: []),
        ReplayRoute("beta.organization.workspaces.members.retrieve", "GET", "/v1/organizations/workspaces/{workspace_id}/members/{user_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.workspaces.members.update", "POST", "/v1/organizations/workspaces/{workspace_id}/members/{user_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.workspaces.members.remove", "DELETE", "/v1/organizations/workspaces/{workspace_id}/members/{user_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.workspaces.members.list", "GET", "/v1/organizations/workspaces/{workspace_id}/members", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.workspaces.members.add", "POST", "/v1/organizations/workspaces/{workspace_id}/members", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.workspaces.rate_limits.list", "GET", "/v1/organizations/workspaces/{workspace_id}/rate_limits", fixedQuery: []),
        ReplayRoute("organization.workspaces.rate_limits.update", "POST", "/v1/organizations/workspaces/{workspace_id}/rate_limits/{rate_limit_id}", fixedQuery: []),
        ReplayRoute("beta.organization.workspaces.rate_limits.update", "POST", "/v1/organizations/workspaces/{workspace_id}/rate_limits/{rate_limit_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.workspaces.rate_limits.list", "GET", "/v1/organizations/workspaces/{workspace_id}/rate_limits", fixedQuery: [("beta", "true")]),
        ReplayRoute("organization.workspaces.service_accounts.list", "GET", "/v1/organizations/workspaces/{workspace_id}/service_accounts", fixedQuery: []),
        ReplayRoute("organization.workspaces.service_accounts.add", "POST", "/v1/organizations/workspaces/{workspace_id}/service_accounts", fixedQuery: []),
        ReplayRoute("organization.workspaces.service_accounts.retrieve", "GET", "/v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}", fixedQuery: []),
        ReplayRoute("organization.workspaces.service_accounts.update", "POST", "/v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}", fixedQuery: []),
        ReplayRoute("organization.workspaces.service_accounts.remove", "DELETE", "/v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}", fixedQuery: []),
        ReplayRoute("beta.organization.workspaces.service_accounts.retrieve", "GET", "/v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.workspaces.service_accounts.update", "POST", "/v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.workspaces.service_accounts.remove", "DELETE", "/v1/organizations/workspaces/{workspace_id}/service_accounts/{service_account_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.workspaces.service_accounts.list", "GET", "/v1/organizations/workspaces/{workspace_id}/service_accounts", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.workspaces.service_accounts.add", "POST", "/v1/organizations/workspaces/{workspace_id}/service_accounts", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.workspaces.retrieve", "GET", "/v1/organizations/workspaces/{workspace_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.workspaces.update", "POST", "/v1/organizations/workspaces/{workspace_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.workspaces.list", "GET", "/v1/organizations/workspaces", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta.organization.workspaces.create", "POST", "/v1/organizations/workspaces", fixedQuery: [("beta", "true")]),
        ReplayRoute("skills.list", "GET", "/v1/skills", fixedQuery: []),
        ReplayRoute("skills.create", "POST", "/v1/skills", fixedQuery: []),
        ReplayRoute("skills.retrieve", "GET", "/v1/skills/{skill_id}", fixedQuery: []),
        ReplayRoute("skills.delete", "DELETE", "/v1/skills/{skill_id}", fixedQuery: []),
        ReplayRoute("skills.versions.list", "GET", "/v1/skills/{skill_id}/versions", fixedQuery: []),
        ReplayRoute("skills.versions.create", "POST", "/v1/skills/{skill_id}/versions", fixedQuery: []),
        ReplayRoute("skills.versions.retrieve", "GET", "/v1/skills/{skill_id}/versions/{version}", fixedQuery: []),
        ReplayRoute("skills.versions.delete", "DELETE", "/v1/skills/{skill_id}/versions/{version}", fixedQuery: []),
        ReplayRoute("skills.versions.download", "GET", "/v1/skills/{skill_id}/versions/{version}/content", fixedQuery: [("beta", "true")]),
        ReplayRoute("tunnels.archive", "POST", "/v1/tunnels/{tunnel_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("tunnels.certificates.archive", "POST", "/v1/tunnels/{tunnel_id}/certificates/{certificate_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("tunnels.certificates.retrieve", "GET", "/v1/tunnels/{tunnel_id}/certificates/{certificate_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("tunnels.certificates.list", "GET", "/v1/tunnels/{tunnel_id}/certificates", fixedQuery: [("beta", "true")]),
        ReplayRoute("tunnels.certificates.create", "POST", "/v1/tunnels/{tunnel_id}/certificates", fixedQuery: [("beta", "true")]),
        ReplayRoute("tunnels.reveal_token", "POST", "/v1/tunnels/{tunnel_id}/reveal_token", fixedQuery: [("beta", "true")]),
        ReplayRoute("tunnels.rotate_token", "POST", "/v1/tunnels/{tunnel_id}/rotate_token", fixedQuery: [("beta", "true")]),
        ReplayRoute("tunnels.retrieve", "GET", "/v1/tunnels/{tunnel_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("tunnels.list", "GET", "/v1/tunnels", fixedQuery: [("beta", "true")]),
        ReplayRoute("tunnels.create", "POST", "/v1/tunnels", fixedQuery: [("beta", "true")]),
        ReplayRoute("user_profiles.list", "GET", "/v1/user_profiles", fixedQuery: []),
        ReplayRoute("user_profiles.create", "POST", "/v1/user_profiles", fixedQuery: []),
        ReplayRoute("user_profiles.retrieve", "GET", "/v1/user_profiles/{user_profile_id}", fixedQuery: []),
        ReplayRoute("user_profiles.update", "POST", "/v1/user_profiles/{user_profile_id}", fixedQuery: []),
        ReplayRoute("user_profiles.delete", "DELETE", "/v1/user_profiles/{user_profile_id}", fixedQuery: []),
        ReplayRoute("user_profiles.action_urls.create", "POST", "/v1/user_profiles/{user_profile_id}/action_urls", fixedQuery: []),
        ReplayRoute("beta.user_profiles.action_urls.create", "POST", "/v1/user_profiles/{user_profile_id}/action_urls", fixedQuery: [("beta", "true")]),
        ReplayRoute("user_profiles.providers.google.data_controls.retrieve", "GET", "/v1/user_profiles/{user_profile_id}/providers/google/data_controls", fixedQuery: [("beta", "true")]),
        ReplayRoute("user_profiles.providers.google.data_controls.update", "POST", "/v1/user_profiles/{user_profile_id}/providers/google/data_controls", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_get_environment_stats_v1_environments__environment_id__work_stats_get", "GET", "/v1/environments/{environment_id}/work/stats", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaListDreams", "GET", "/v1/dreams", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaCreateDream", "POST", "/v1/dreams", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaGetDream", "GET", "/v1/dreams/{dream_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaArchiveDream", "POST", "/v1/dreams/{dream_id}/archive", fixedQuery: [("beta", "true")]),
        ReplayRoute("BetaCancelDream", "POST", "/v1/dreams/{dream_id}/cancel", fixedQuery: [("beta", "true")]),
    ]

    @available(*, deprecated, message: "Call through RequestReplaying.")
    func replay(_ operationID: String, _ request: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        guard let index = Self.routes.firstIndex(where: { $0.operationID == operationID }) else { return false }
        switch index / 16 {
        case 0: return try await replayGroup0(operationID, request, on: client)
        case 1: return try await replayGroup1(operationID, request, on: client)
        case 2: return try await replayGroup2(operationID, request, on: client)
        case 3: return try await replayGroup3(operationID, request, on: client)
        case 4: return try await replayGroup4(operationID, request, on: client)
        case 5: return try await replayGroup5(operationID, request, on: client)
        case 6: return try await replayGroup6(operationID, request, on: client)
        case 7: return try await replayGroup7(operationID, request, on: client)
        case 8: return try await replayGroup8(operationID, request, on: client)
        case 9: return try await replayGroup9(operationID, request, on: client)
        case 10: return try await replayGroup10(operationID, request, on: client)
        case 11: return try await replayGroup11(operationID, request, on: client)
        case 12: return try await replayGroup12(operationID, request, on: client)
        case 13: return try await replayGroup13(operationID, request, on: client)
        case 14: return try await replayGroup14(operationID, request, on: client)
        case 15: return try await replayGroup15(operationID, request, on: client)
        case 16: return try await replayGroup16(operationID, request, on: client)
        case 17: return try await replayGroup17(operationID, request, on: client)
        case 18: return try await replayGroup18(operationID, request, on: client)
        case 19: return try await replayGroup19(operationID, request, on: client)
        case 20: return try await replayGroup20(operationID, request, on: client)
        case 21: return try await replayGroup21(operationID, request, on: client)
        case 22: return try await replayGroup22(operationID, request, on: client)
        case 23: return try await replayGroup23(operationID, request, on: client)
        case 24: return try await replayGroup24(operationID, request, on: client)
        default: return false
        }
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup0(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "messages_post":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.messages.stream(try r.body(Anthropic.CreateMessageParams.self), anthropicUserProfileID: try r.valueIfPresent(String.self, "anthropic-user-profile-id", in: .header), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
            }
            else {
                _ = try await client.messages.create(try r.body(Anthropic.CreateMessageParams.self), anthropicUserProfileID: try r.valueIfPresent(String.self, "anthropic-user-profile-id", in: .header), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
            }
        case "complete_post":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.completions.stream(try r.body(Anthropic.CompletionRequest.self), options: r.options(fixed: []))
            }
            else {
                _ = try await client.completions.create(try r.body(Anthropic.CompletionRequest.self), options: r.options(fixed: []))
            }
        case "models_list":
            _ = try await client.models.list(beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), afterID: try r.valueIfPresent(String.self, "after_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), lifecycle: try r.valueIfPresent([Anthropic.ModelsListLifecycleItem].self, "lifecycle[]", in: .query), options: r.options(fixed: []))
        case "models_get":
            _ = try await client.models.retrieve(modelID: try r.path("model_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "message_batches_list":
            _ = try await client.messages.batches.list(beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), afterID: try r.valueIfPresent(String.self, "after_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "message_batches_post":
            _ = try await client.messages.batches.create(try r.body(Anthropic.CreateMessageBatchParams.self), anthropicUserProfileID: try r.valueIfPresent(String.self, "anthropic-user-profile-id", in: .header), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "message_batches_retrieve":
            _ = try await client.messages.batches.retrieve(messageBatchID: try r.path("message_batch_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "message_batches_delete":
            _ = try await client.messages.batches.delete(messageBatchID: try r.path("message_batch_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "message_batches_cancel":
            _ = try await client.messages.batches.cancel(messageBatchID: try r.path("message_batch_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "message_batches_results":
            _ = try await client.messages.batches.results(messageBatchID: try r.path("message_batch_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "messages_count_tokens_post":
            _ = try await client.messages.countTokens(try r.body(Anthropic.CountMessageTokensParams.self), anthropicUserProfileID: try r.valueIfPresent(String.self, "anthropic-user-profile-id", in: .header), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_messages_post":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.beta.messages.stream(try r.body(Anthropic.BetaCreateMessageParams.self), anthropicUserProfileID: try r.valueIfPresent(String.self, "anthropic-user-profile-id", in: .header), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
            }
            else {
                _ = try await client.beta.messages.create(try r.body(Anthropic.BetaCreateMessageParams.self), anthropicUserProfileID: try r.valueIfPresent(String.self, "anthropic-user-profile-id", in: .header), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
            }
        case "beta_models_list":
            _ = try await client.beta.models.list(beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), afterID: try r.valueIfPresent(String.self, "after_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), lifecycle: try r.valueIfPresent([Anthropic.ModelsListLifecycleItem].self, "lifecycle[]", in: .query), options: r.options(fixed: []))
        case "beta_models_get":
            _ = try await client.beta.models.retrieve(modelID: try r.path("model_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_message_batches_list":
            _ = try await client.beta.messages.batches.list(beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), afterID: try r.valueIfPresent(String.self, "after_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_message_batches_post":
            _ = try await client.beta.messages.batches.create(try r.body(Anthropic.BetaCreateMessageBatchParams.self), anthropicUserProfileID: try r.valueIfPresent(String.self, "anthropic-user-profile-id", in: .header), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup1(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta_message_batches_retrieve":
            _ = try await client.beta.messages.batches.retrieve(messageBatchID: try r.path("message_batch_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_message_batches_delete":
            _ = try await client.beta.messages.batches.delete(messageBatchID: try r.path("message_batch_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_message_batches_cancel":
            _ = try await client.beta.messages.batches.cancel(messageBatchID: try r.path("message_batch_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_message_batches_results":
            _ = try await client.beta.messages.batches.results(messageBatchID: try r.path("message_batch_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_messages_count_tokens_post":
            _ = try await client.beta.messages.countTokens(try r.body(Anthropic.BetaCountMessageTokensParams.self), anthropicUserProfileID: try r.valueIfPresent(String.self, "anthropic-user-profile-id", in: .header), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "token-counting-2024-11-01")]))
        case "beta_list_files_v1_files_get":
            _ = try await client.beta.files.list(beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), afterID: try r.valueIfPresent(String.self, "after_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), scopeID: try r.valueIfPresent(String.self, "scope_id", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), ids: try r.valueIfPresent([String].self, "ids[]", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta_upload_file_v1_files_post":
            _ = try await client.beta.files.upload(Anthropic.BetaUploadFileV1FilesPostRequest(file: try r.file("file"), expiresInSeconds: try r.partIfPresent(Int.self, "expires_in_seconds")), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_get_file_metadata_v1_files__file_id__get":
            _ = try await client.beta.files.retrieveMetadata(fileID: try r.path("file_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_delete_file_v1_files__file_id__delete":
            _ = try await client.beta.files.delete(fileID: try r.path("file_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_download_file_v1_files__file_id__content_get":
            _ = try await client.beta.files.download(fileID: try r.path("file_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_list_skills_v1_skills_get":
            _ = try await client.beta.skills.list(page: try r.valueIfPresent(String.self, "page", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), source: try r.valueIfPresent(String.self, "source", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_create_skill_v1_skills_post":
            _ = try await client.beta.skills.create(Anthropic.BetaBody_create_skill_v1_skills_post(displayTitle: try r.partIfPresent(String.self, "display_title"), files: try r.filesIfPresent("files"), displayName: try r.partIfPresent(String.self, "display_name")), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_get_skill_v1_skills__skill_id__get":
            _ = try await client.beta.skills.retrieve(skillID: try r.path("skill_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_delete_skill_v1_skills__skill_id__delete":
            _ = try await client.beta.skills.delete(skillID: try r.path("skill_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_list_skill_versions_v1_skills__skill_id__versions_get":
            _ = try await client.beta.skills.versions.list(skillID: try r.path("skill_id"), page: try r.valueIfPresent(String.self, "page", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_create_skill_version_v1_skills__skill_id__versions_post":
            _ = try await client.beta.skills.versions.create(skillID: try r.path("skill_id"), Anthropic.BetaBody_create_skill_version_v1_skills__skill_id__versions_post(files: try r.filesIfPresent("files")), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup2(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta_get_skill_version_v1_skills__skill_id__versions__version__get":
            _ = try await client.beta.skills.versions.retrieve(skillID: try r.path("skill_id"), version: try r.path("version"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_delete_skill_version_v1_skills__skill_id__versions__version__delete":
            _ = try await client.beta.skills.versions.delete(skillID: try r.path("skill_id"), version: try r.path("version"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta_list_environments_v1_environments_get":
            _ = try await client.beta.environments.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "beta_create_environment_v1_environments_post":
            _ = try await client.beta.environments.create(try r.body(Anthropic.BetaPublicEnvironmentCreateRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "beta_get_environment_v1_environments__environment_id__get":
            _ = try await client.beta.environments.retrieve(environmentID: try r.path("environment_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "beta_update_environment_v1_environments__environment_id__post":
            _ = try await client.beta.environments.update(environmentID: try r.path("environment_id"), try r.body(Anthropic.BetaPublicEnvironmentUpdateRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "beta_delete_environment_v1_environments__environment_id__delete":
            _ = try await client.beta.environments.delete(environmentID: try r.path("environment_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "beta_archive_environment_v1_environments__environment_id__archive_post":
            _ = try await client.beta.environments.archive(environmentID: try r.path("environment_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaListSessions":
            _ = try await client.beta.sessions.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), createdAtGte: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[gte]", in: .query), createdAtGt: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[gt]", in: .query), createdAtLte: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[lte]", in: .query), createdAtLt: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[lt]", in: .query), agentID: try r.valueIfPresent(String.self, "agent_id", in: .query), agentVersion: try r.valueIfPresent(Int.self, "agent_version", in: .query), order: try r.valueIfPresent(Anthropic.BetaManagedAgentsListOrder.self, "order", in: .query), memoryStoreID: try r.valueIfPresent(String.self, "memory_store_id", in: .query), statuses: try r.valueIfPresent([Anthropic.BetaManagedAgentsSessionStatus].self, "statuses[]", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), deploymentID: try r.valueIfPresent(String.self, "deployment_id", in: .query), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaCreateSession":
            _ = try await client.beta.sessions.create(try r.body(Anthropic.BetaManagedAgentsCreateSessionParams.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaGetSession":
            _ = try await client.beta.sessions.retrieve(sessionID: try r.path("session_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaUpdateSession":
            _ = try await client.beta.sessions.update(sessionID: try r.path("session_id"), try r.body(Anthropic.BetaManagedAgentsUpdateSessionParams.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaDeleteSession":
            _ = try await client.beta.sessions.delete(sessionID: try r.path("session_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaListEvents":
            _ = try await client.beta.sessions.events.list(sessionID: try r.path("session_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), order: try r.valueIfPresent(Anthropic.BetaManagedAgentsListOrder.self, "order", in: .query), types: try r.valueIfPresent([String].self, "types[]", in: .query), createdAtGte: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[gte]", in: .query), createdAtGt: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[gt]", in: .query), createdAtLte: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[lte]", in: .query), createdAtLt: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[lt]", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaSendEvents":
            _ = try await client.beta.sessions.events(sessionID: try r.path("session_id"), try r.body(Anthropic.BetaManagedAgentsSendSessionEventsParams.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaStreamSessionEvents":
            _ = try await client.beta.sessions.events.stream(sessionID: try r.path("session_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), eventDeltas: try r.valueIfPresent([Anthropic.BetaManagedAgentsDeltaType].self, "event_deltas[]", in: .query), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup3(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "BetaArchiveSession":
            _ = try await client.beta.sessions.archive(sessionID: try r.path("session_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaListSessionThreads":
            _ = try await client.beta.sessions.threads.list(sessionID: try r.path("session_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), statuses: try r.valueIfPresent([Anthropic.BetaManagedAgentsSessionThreadStatus].self, "statuses[]", in: .query), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaGetSessionThread":
            _ = try await client.beta.sessions.threads.retrieve(sessionID: try r.path("session_id"), threadID: try r.path("thread_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaListSessionThreadEvents":
            _ = try await client.beta.sessions.threads.events.list(sessionID: try r.path("session_id"), threadID: try r.path("thread_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaStreamSessionThreadEvents":
            _ = try await client.beta.sessions.threads.stream(sessionID: try r.path("session_id"), threadID: try r.path("thread_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), eventDeltas: try r.valueIfPresent([Anthropic.BetaManagedAgentsDeltaType].self, "event_deltas[]", in: .query), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaArchiveSessionThread":
            _ = try await client.beta.sessions.threads.archive(sessionID: try r.path("session_id"), threadID: try r.path("thread_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaListResources":
            _ = try await client.beta.sessions.resources.list(sessionID: try r.path("session_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaAddResource":
            _ = try await client.beta.sessions.resources.create(sessionID: try r.path("session_id"), try r.body(Anthropic.BetaManagedAgentsAddSessionResourceParams.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaGetResource":
            _ = try await client.beta.sessions.resources.retrieve(sessionID: try r.path("session_id"), resourceID: try r.path("resource_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaUpdateResource":
            _ = try await client.beta.sessions.resources.update(sessionID: try r.path("session_id"), resourceID: try r.path("resource_id"), try r.body(Anthropic.BetaManagedAgentsUpdateSessionResourceParams.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaDeleteResource":
            _ = try await client.beta.sessions.resources.delete(sessionID: try r.path("session_id"), resourceID: try r.path("resource_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaListAgents":
            _ = try await client.beta.agents.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), createdAtGte: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[gte]", in: .query), createdAtLte: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[lte]", in: .query), includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaCreateAgent":
            _ = try await client.beta.agents.create(try r.body(Anthropic.BetaManagedAgentsCreateAgentParams.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaGetAgent":
            _ = try await client.beta.agents.retrieve(agentID: try r.path("agent_id"), version: try r.valueIfPresent(Int.self, "version", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaUpdateAgent":
            _ = try await client.beta.agents.update(agentID: try r.path("agent_id"), try r.body(Anthropic.BetaManagedAgentsUpdateAgentParams.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaArchiveAgent":
            _ = try await client.beta.agents.archive(agentID: try r.path("agent_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup4(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "BetaListAgentVersions":
            _ = try await client.beta.agents.versions.list(agentID: try r.path("agent_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaListVaults":
            _ = try await client.beta.vaults.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaCreateVault":
            _ = try await client.beta.vaults.create(try r.body(Anthropic.BetaManagedAgentsCreateVaultRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaGetVault":
            _ = try await client.beta.vaults.retrieve(vaultID: try r.path("vault_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaUpdateVault":
            _ = try await client.beta.vaults.update(vaultID: try r.path("vault_id"), try r.body(Anthropic.BetaManagedAgentsUpdateVaultRequestBody.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaDeleteVault":
            _ = try await client.beta.vaults.delete(vaultID: try r.path("vault_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaArchiveVault":
            _ = try await client.beta.vaults.archive(vaultID: try r.path("vault_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaListCredentials":
            _ = try await client.beta.vaults.credentials.list(vaultID: try r.path("vault_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaCreateCredential":
            _ = try await client.beta.vaults.credentials.create(vaultID: try r.path("vault_id"), try r.body(Anthropic.BetaManagedAgentsCreateCredentialRequestBody.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaGetCredential":
            _ = try await client.beta.vaults.credentials.retrieve(vaultID: try r.path("vault_id"), credentialID: try r.path("credential_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaUpdateCredential":
            _ = try await client.beta.vaults.credentials.update(vaultID: try r.path("vault_id"), credentialID: try r.path("credential_id"), try r.body(Anthropic.BetaManagedAgentsUpdateCredentialRequestBody.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaDeleteCredential":
            _ = try await client.beta.vaults.credentials.delete(vaultID: try r.path("vault_id"), credentialID: try r.path("credential_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaArchiveCredential":
            _ = try await client.beta.vaults.credentials.archive(vaultID: try r.path("vault_id"), credentialID: try r.path("credential_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaValidateCredential":
            _ = try await client.beta.vaults.credentials.mcpOauthValidate(vaultID: try r.path("vault_id"), credentialID: try r.path("credential_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaListMemories":
            _ = try await client.beta.memoryStores.memories.list(memoryStoreID: try r.path("memory_store_id"), pathPrefix: try r.valueIfPresent(String.self, "path_prefix", in: .query), depth: try r.valueIfPresent(Int.self, "depth", in: .query), orderBy: try r.valueIfPresent(String.self, "order_by", in: .query), order: try r.valueIfPresent(Anthropic.BetaManagedAgentsListOrder.self, "order", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), view: try r.valueIfPresent(Anthropic.BetaManagedAgentsMemoryView.self, "view", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        case "BetaCreateMemory":
            _ = try await client.beta.memoryStores.memories.create(memoryStoreID: try r.path("memory_store_id"), try r.body(Anthropic.BetaManagedAgentsCreateMemoryParams.self), view: try r.valueIfPresent(Anthropic.BetaManagedAgentsMemoryView.self, "view", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup5(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "BetaGetMemory":
            _ = try await client.beta.memoryStores.memories.retrieve(memoryStoreID: try r.path("memory_store_id"), memoryID: try r.path("memory_id"), view: try r.valueIfPresent(Anthropic.BetaManagedAgentsMemoryView.self, "view", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        case "BetaUpdateMemory":
            _ = try await client.beta.memoryStores.memories.update(memoryStoreID: try r.path("memory_store_id"), memoryID: try r.path("memory_id"), try r.body(Anthropic.BetaManagedAgentsUpdateMemoryParams.self), view: try r.valueIfPresent(Anthropic.BetaManagedAgentsMemoryView.self, "view", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        case "BetaDeleteMemory":
            _ = try await client.beta.memoryStores.memories.delete(memoryStoreID: try r.path("memory_store_id"), memoryID: try r.path("memory_id"), expectedContentSha256: try r.valueIfPresent(String.self, "expected_content_sha256", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        case "BetaListMemoryVersions":
            _ = try await client.beta.memoryStores.memoryVersions.list(memoryStoreID: try r.path("memory_store_id"), memoryID: try r.valueIfPresent(String.self, "memory_id", in: .query), sessionID: try r.valueIfPresent(String.self, "session_id", in: .query), apiKeyID: try r.valueIfPresent(String.self, "api_key_id", in: .query), operation: try r.valueIfPresent(Anthropic.BetaManagedAgentsMemoryVersionOperation.self, "operation", in: .query), createdAtGte: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[gte]", in: .query), createdAtLte: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[lte]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), view: try r.valueIfPresent(Anthropic.BetaManagedAgentsMemoryView.self, "view", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), serviceAccountID: try r.valueIfPresent(String.self, "service_account_id", in: .query), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        case "BetaGetMemoryVersion":
            _ = try await client.beta.memoryStores.memoryVersions.retrieve(memoryStoreID: try r.path("memory_store_id"), memoryVersionID: try r.path("memory_version_id"), view: try r.valueIfPresent(Anthropic.BetaManagedAgentsMemoryView.self, "view", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        case "BetaRedactMemoryVersion":
            _ = try await client.beta.memoryStores.memoryVersions.redact(memoryStoreID: try r.path("memory_store_id"), memoryVersionID: try r.path("memory_version_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        case "BetaListMemoryStores":
            _ = try await client.beta.memoryStores.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), createdAtGte: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[gte]", in: .query), createdAtLte: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[lte]", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        case "BetaCreateMemoryStore":
            _ = try await client.beta.memoryStores.create(try r.body(Anthropic.BetaManagedAgentsCreateMemoryStoreRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        case "BetaGetMemoryStore":
            _ = try await client.beta.memoryStores.retrieve(memoryStoreID: try r.path("memory_store_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        case "BetaUpdateMemoryStore":
            _ = try await client.beta.memoryStores.update(memoryStoreID: try r.path("memory_store_id"), try r.body(Anthropic.BetaManagedAgentsUpdateMemoryStoreRequestBody.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        case "BetaDeleteMemoryStore":
            _ = try await client.beta.memoryStores.delete(memoryStoreID: try r.path("memory_store_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        case "BetaArchiveMemoryStore":
            _ = try await client.beta.memoryStores.archive(memoryStoreID: try r.path("memory_store_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "agent-memory-2026-07-22")]))
        case "BetaListUserProfiles":
            _ = try await client.beta.userProfiles.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), order: try r.valueIfPresent(Anthropic.BetaUserProfileListOrder.self, "order", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), orderBy: try r.valueIfPresent(Anthropic.BetaListUserProfilesOrderBy.self, "order_by", in: .query), options: r.options(fixed: [("anthropic-beta", "user-profiles-2026-08-18")]))
        case "BetaCreateUserProfile":
            _ = try await client.beta.userProfiles.create(try r.body(Anthropic.BetaCreateUserProfileRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "user-profiles-2026-08-18")]))
        case "BetaGetUserProfile":
            _ = try await client.beta.userProfiles.retrieve(userProfileID: try r.path("user_profile_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "user-profiles-2026-08-18")]))
        case "BetaUpdateUserProfile":
            _ = try await client.beta.userProfiles.update(userProfileID: try r.path("user_profile_id"), try r.body(Anthropic.BetaUpdateUserProfileRequestBody.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "user-profiles-2026-08-18")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup6(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta.user_profiles.delete":
            _ = try await client.beta.userProfiles.delete(userProfileID: try r.path("user_profile_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "user-profiles-2026-08-18")]))
        case "BetaCreateEnrollmentUrl":
            _ = try await client.beta.userProfiles.enrollmentURL(userProfileID: try r.path("user_profile_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "user-profiles-2026-08-18")]))
        case "compliance.review.cases.respond":
            _ = try await client.beta.compliance.review.cases.respond(caseID: try r.path("case_id"), try r.body(Anthropic.ComplianceReviewCasesRespondRequest.self), options: r.options(fixed: []))
        case "compliance.review.cases.retrieve":
            _ = try await client.beta.compliance.review.cases.retrieve(caseID: try r.path("case_id"), options: r.options(fixed: []))
        case "compliance.review.cases.list":
            _ = try await client.beta.compliance.review.cases.list(createdAtGt: try r.valueIfPresent(String.self, "created_at[gt]", in: .query), createdAtGte: try r.valueIfPresent(String.self, "created_at[gte]", in: .query), createdAtLt: try r.valueIfPresent(String.self, "created_at[lt]", in: .query), createdAtLte: try r.valueIfPresent(String.self, "created_at[lte]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.BetaComplianceReviewOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(Anthropic.BetaComplianceReviewCaseOrderBy.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), status: try r.valueIfPresent(Anthropic.BetaComplianceReviewCaseStatusFilter.self, "status", in: .query), updatedAtGt: try r.valueIfPresent(String.self, "updated_at[gt]", in: .query), updatedAtGte: try r.valueIfPresent(String.self, "updated_at[gte]", in: .query), updatedAtLt: try r.valueIfPresent(String.self, "updated_at[lt]", in: .query), updatedAtLte: try r.valueIfPresent(String.self, "updated_at[lte]", in: .query), userProfileID: try r.valueIfPresent(String.self, "user_profile_id", in: .query), options: r.options(fixed: []))
        case "compliance.review.items.retrieve":
            _ = try await client.beta.compliance.review.items.retrieve(itemID: try r.path("item_id"), anthropicUserProfileID: try r.valueIfPresent(String.self, "anthropic-user-profile-id", in: .header), options: r.options(fixed: []))
        case "compliance.review.notices.list":
            _ = try await client.beta.compliance.review.notices.list(caseID: try r.valueIfPresent(String.self, "case_id", in: .query), createdAtGt: try r.valueIfPresent(String.self, "created_at[gt]", in: .query), createdAtGte: try r.valueIfPresent(String.self, "created_at[gte]", in: .query), createdAtLt: try r.valueIfPresent(String.self, "created_at[lt]", in: .query), createdAtLte: try r.valueIfPresent(String.self, "created_at[lte]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.BetaComplianceReviewOrder.self, "order", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "deployment_runs.retrieve":
            _ = try await client.beta.deploymentRuns.retrieve(deploymentRunID: try r.path("deployment_run_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "deployment_runs.list":
            _ = try await client.beta.deploymentRuns.list(createdAtGt: try r.valueIfPresent(String.self, "created_at[gt]", in: .query), createdAtGte: try r.valueIfPresent(String.self, "created_at[gte]", in: .query), createdAtLt: try r.valueIfPresent(String.self, "created_at[lt]", in: .query), createdAtLte: try r.valueIfPresent(String.self, "created_at[lte]", in: .query), deploymentID: try r.valueIfPresent(String.self, "deployment_id", in: .query), hasError: try r.valueIfPresent(Bool.self, "has_error", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), triggerType: try r.valueIfPresent(Anthropic.BetaManagedAgentsTriggerType.self, "trigger_type", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "deployments.archive":
            _ = try await client.beta.deployments.archive(deploymentID: try r.path("deployment_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "deployments.pause":
            _ = try await client.beta.deployments.pause(deploymentID: try r.path("deployment_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "deployments.run":
            _ = try await client.beta.deployments.run(deploymentID: try r.path("deployment_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "deployments.unpause":
            _ = try await client.beta.deployments.unpause(deploymentID: try r.path("deployment_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "deployments.retrieve":
            _ = try await client.beta.deployments.retrieve(deploymentID: try r.path("deployment_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "deployments.update":
            _ = try await client.beta.deployments.update(deploymentID: try r.path("deployment_id"), try r.bodyIfPresent(Anthropic.DeploymentsUpdateRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "deployments.list":
            _ = try await client.beta.deployments.list(agentID: try r.valueIfPresent(String.self, "agent_id", in: .query), createdAtGte: try r.valueIfPresent(String.self, "created_at[gte]", in: .query), createdAtLte: try r.valueIfPresent(String.self, "created_at[lte]", in: .query), includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), status: try r.valueIfPresent(Anthropic.BetaManagedAgentsDeploymentStatus.self, "status", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup7(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "deployments.create":
            _ = try await client.beta.deployments.create(try r.body(Anthropic.DeploymentsCreateRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "environments.work.poll":
            _ = try await client.beta.environments.work.poll(environmentID: try r.path("environment_id"), blockMs: try r.valueIfPresent(Int.self, "block_ms", in: .query), reclaimOlderThanMs: try r.valueIfPresent(Int.self, "reclaim_older_than_ms", in: .query), anthropicWorkerID: try r.valueIfPresent(String.self, "Anthropic-Worker-ID", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "environments.work.ack":
            _ = try await client.beta.environments.work.ack(environmentID: try r.path("environment_id"), workID: try r.path("work_id"), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "environments.work.heartbeat":
            _ = try await client.beta.environments.work.heartbeat(environmentID: try r.path("environment_id"), workID: try r.path("work_id"), desiredTtlSeconds: try r.valueIfPresent(Int.self, "desired_ttl_seconds", in: .query), expectedLastHeartbeat: try r.valueIfPresent(String.self, "expected_last_heartbeat", in: .query), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "environments.work.stop":
            _ = try await client.beta.environments.work.stop(environmentID: try r.path("environment_id"), workID: try r.path("work_id"), try r.bodyIfPresent(Anthropic.EnvironmentsWorkStopRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "environments.work.retrieve":
            _ = try await client.beta.environments.work.retrieve(environmentID: try r.path("environment_id"), workID: try r.path("work_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "environments.work.update":
            _ = try await client.beta.environments.work.update(environmentID: try r.path("environment_id"), workID: try r.path("work_id"), try r.body(Anthropic.EnvironmentsWorkUpdateRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "environments.work.list":
            _ = try await client.beta.environments.work.list(environmentID: try r.path("environment_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "files.list":
            _ = try await client.files.list(ids: try r.valueIfPresent([String].self, "ids[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "files.upload":
            _ = try await client.files.create(Anthropic.FilesUploadRequest(file: try r.file("file"), expiresInSeconds: try r.partIfPresent(Int.self, "expires_in_seconds")), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "files.retrieve_metadata":
            _ = try await client.files.retrieve(fileID: try r.path("file_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "files.delete":
            _ = try await client.files.delete(fileID: try r.path("file_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "files.download":
            _ = try await client.files.content(fileID: try r.path("file_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "organization.analytics.apps.chat.projects.list":
            _ = try await client.organizations.analytics.apps.chat.projects.list(date: try r.valueIfPresent(String.self, "date", in: .query), endingDate: try r.valueIfPresent(String.self, "ending_date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), groupBy: try r.valueIfPresent([Anthropic.AnalyticsProjectGroupBy].self, "group_by[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.AnalyticsOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(String.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), startingDate: try r.valueIfPresent(String.self, "starting_date", in: .query), options: r.options(fixed: []))
        case "beta.organization.analytics.apps.chat.projects.list":
            _ = try await client.beta.organizations.analytics.apps.chat.projects.list(date: try r.valueIfPresent(String.self, "date", in: .query), endingDate: try r.valueIfPresent(String.self, "ending_date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), groupBy: try r.valueIfPresent([Anthropic.AnalyticsProjectGroupBy].self, "group_by[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.AnalyticsOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(String.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), startingDate: try r.valueIfPresent(String.self, "starting_date", in: .query), options: r.options(fixed: []))
        case "organization.analytics.artifacts.list":
            _ = try await client.organizations.analytics.artifacts.list(date: try r.value(String.self, "date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), groupBy: try r.valueIfPresent([Anthropic.AnalyticsArtifactGroupBy].self, "group_by[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup8(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta.organization.analytics.artifacts.list":
            _ = try await client.beta.organizations.analytics.artifacts.list(date: try r.value(String.self, "date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), groupBy: try r.valueIfPresent([Anthropic.AnalyticsArtifactGroupBy].self, "group_by[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.analytics.connectors.list":
            _ = try await client.organizations.analytics.connectors.list(date: try r.valueIfPresent(String.self, "date", in: .query), endingDate: try r.valueIfPresent(String.self, "ending_date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), groupBy: try r.valueIfPresent([Anthropic.AnalyticsConnectorGroupBy].self, "group_by[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.AnalyticsOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(String.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), startingDate: try r.valueIfPresent(String.self, "starting_date", in: .query), options: r.options(fixed: []))
        case "beta.organization.analytics.connectors.list":
            _ = try await client.beta.organizations.analytics.connectors.list(date: try r.valueIfPresent(String.self, "date", in: .query), endingDate: try r.valueIfPresent(String.self, "ending_date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), groupBy: try r.valueIfPresent([Anthropic.AnalyticsConnectorGroupBy].self, "group_by[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.AnalyticsOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(String.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), startingDate: try r.valueIfPresent(String.self, "starting_date", in: .query), options: r.options(fixed: []))
        case "organization.analytics.cost.list":
            _ = try await client.beta.organizations.analytics.cost.list(startingAt: try r.value(String.self, "starting_at", in: .query), actorIDs: try r.valueIfPresent([String].self, "actor_ids[]", in: .query), actorTypes: try r.valueIfPresent([Anthropic.BetaAnalyticsActorType].self, "actor_types[]", in: .query), agentIDs: try r.valueIfPresent([String].self, "agent_ids[]", in: .query), apiKeyIDs: try r.valueIfPresent([String].self, "api_key_ids[]", in: .query), claudeTagCategories: try r.valueIfPresent([Anthropic.BetaAnalyticsClaudeTagCategory].self, "claude_tag_categories[]", in: .query), claudeTagUserIDs: try r.valueIfPresent([String].self, "claude_tag_user_ids[]", in: .query), contextWindows: try r.valueIfPresent([Anthropic.BetaAnalyticsContextWindow].self, "context_windows[]", in: .query), deploymentIDs: try r.valueIfPresent([String].self, "deployment_ids[]", in: .query), endingAt: try r.valueIfPresent(String.self, "ending_at", in: .query), environmentIDs: try r.valueIfPresent([String].self, "environment_ids[]", in: .query), excludeDeletedUsers: try r.valueIfPresent(Bool.self, "exclude_deleted_users", in: .query), groupBy: try r.valueIfPresent([Anthropic.BetaAnalyticsCostGroupBy].self, "group_by[]", in: .query), inferenceGeos: try r.valueIfPresent([Anthropic.BetaAnalyticsInferenceGeoFilter].self, "inference_geos[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), models: try r.valueIfPresent([String].self, "models[]", in: .query), order: try r.valueIfPresent(Anthropic.BetaAnalyticsUsageCostSortOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(Anthropic.BetaAnalyticsCostOrderBy.self, "order_by", in: .query), organizationIDs: try r.valueIfPresent([String].self, "organization_ids[]", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), products: try r.valueIfPresent([Anthropic.BetaAnalyticsUsageCostProductFilter].self, "products[]", in: .query), rbacGroupIDs: try r.valueIfPresent([String].self, "rbac_group_ids[]", in: .query), serviceTiers: try r.valueIfPresent([Anthropic.BetaAnalyticsServiceTier].self, "service_tiers[]", in: .query), sessionIDs: try r.valueIfPresent([String].self, "session_ids[]", in: .query), slackChannelIDs: try r.valueIfPresent([String].self, "slack_channel_ids[]", in: .query), speeds: try r.valueIfPresent([Anthropic.BetaAnalyticsSpeed].self, "speeds[]", in: .query), timeBucketWidth: try r.valueIfPresent(Anthropic.BetaAnalyticsTimeBucketWidth.self, "time_bucket_width", in: .query), userProfileIDs: try r.valueIfPresent([String].self, "user_profile_ids[]", in: .query), workspaceIDs: try r.valueIfPresent([String].self, "workspace_ids[]", in: .query), options: r.options(fixed: [("anthropic-beta", "analytics-usage-cost-2026-08-24")]))
        case "organization.analytics.cost_report.list":
            _ = try await client.beta.organizations.analytics.costReport.list(startingAt: try r.value(String.self, "starting_at", in: .query), bucketWidth: try r.valueIfPresent(Anthropic.OrganizationAnalyticsCostReportListBucketWidth.self, "bucket_width", in: .query), claudeTagCategories: try r.valueIfPresent([Anthropic.BetaAnalyticsClaudeTagCategory].self, "claude_tag_categories[]", in: .query), claudeTagUserIDs: try r.valueIfPresent([String].self, "claude_tag_user_ids[]", in: .query), contextWindows: try r.valueIfPresent([Anthropic.BetaAnalyticsContextWindow].self, "context_windows[]", in: .query), endingAt: try r.valueIfPresent(String.self, "ending_at", in: .query), groupBy: try r.valueIfPresent([Anthropic.OrganizationAnalyticsCostReportListGroupByItem].self, "group_by[]", in: .query), inferenceGeos: try r.valueIfPresent([Anthropic.BetaAnalyticsInferenceGeoFilter].self, "inference_geos[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), models: try r.valueIfPresent([String].self, "models[]", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), products: try r.valueIfPresent([Anthropic.BetaAnalyticsProductFilter].self, "products[]", in: .query), rbacGroupIDs: try r.valueIfPresent([String].self, "rbac_group_ids[]", in: .query), slackChannelIDs: try r.valueIfPresent([String].self, "slack_channel_ids[]", in: .query), speeds: try r.valueIfPresent([Anthropic.OrganizationAnalyticsCostReportListSpeed].self, "speeds[]", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids[]", in: .query), options: r.options(fixed: []))
        case "organization.analytics.plugins.list":
            _ = try await client.organizations.analytics.plugins.list(date: try r.valueIfPresent(String.self, "date", in: .query), endingDate: try r.valueIfPresent(String.self, "ending_date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), groupBy: try r.valueIfPresent([Anthropic.AnalyticsPluginGroupBy].self, "group_by[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.AnalyticsOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(String.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), startingDate: try r.valueIfPresent(String.self, "starting_date", in: .query), options: r.options(fixed: []))
        case "beta.organization.analytics.plugins.list":
            _ = try await client.beta.organizations.analytics.plugins.list(date: try r.valueIfPresent(String.self, "date", in: .query), endingDate: try r.valueIfPresent(String.self, "ending_date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), groupBy: try r.valueIfPresent([Anthropic.AnalyticsPluginGroupBy].self, "group_by[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.AnalyticsOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(String.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), startingDate: try r.valueIfPresent(String.self, "starting_date", in: .query), options: r.options(fixed: []))
        case "organization.analytics.skills.list":
            _ = try await client.organizations.analytics.skills.list(date: try r.valueIfPresent(String.self, "date", in: .query), endingDate: try r.valueIfPresent(String.self, "ending_date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), groupBy: try r.valueIfPresent([Anthropic.AnalyticsSkillGroupBy].self, "group_by[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.AnalyticsOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(String.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), startingDate: try r.valueIfPresent(String.self, "starting_date", in: .query), options: r.options(fixed: []))
        case "beta.organization.analytics.skills.list":
            _ = try await client.beta.organizations.analytics.skills.list(date: try r.valueIfPresent(String.self, "date", in: .query), endingDate: try r.valueIfPresent(String.self, "ending_date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), groupBy: try r.valueIfPresent([Anthropic.AnalyticsSkillGroupBy].self, "group_by[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.AnalyticsOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(String.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), startingDate: try r.valueIfPresent(String.self, "starting_date", in: .query), options: r.options(fixed: []))
        case "organization.analytics.summaries.list":
            _ = try await client.organizations.analytics.summaries.list(startingDate: try r.value(String.self, "starting_date", in: .query), endingDate: try r.valueIfPresent(String.self, "ending_date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta.organization.analytics.summaries.list":
            _ = try await client.beta.organizations.analytics.summaries.list(startingDate: try r.value(String.self, "starting_date", in: .query), endingDate: try r.valueIfPresent(String.self, "ending_date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.analytics.usage.list":
            _ = try await client.beta.organizations.analytics.usage.list(startingAt: try r.value(String.self, "starting_at", in: .query), actorIDs: try r.valueIfPresent([String].self, "actor_ids[]", in: .query), actorTypes: try r.valueIfPresent([Anthropic.BetaAnalyticsActorType].self, "actor_types[]", in: .query), agentIDs: try r.valueIfPresent([String].self, "agent_ids[]", in: .query), apiKeyIDs: try r.valueIfPresent([String].self, "api_key_ids[]", in: .query), claudeTagCategories: try r.valueIfPresent([Anthropic.BetaAnalyticsClaudeTagCategory].self, "claude_tag_categories[]", in: .query), claudeTagUserIDs: try r.valueIfPresent([String].self, "claude_tag_user_ids[]", in: .query), contextWindows: try r.valueIfPresent([Anthropic.BetaAnalyticsContextWindow].self, "context_windows[]", in: .query), deploymentIDs: try r.valueIfPresent([String].self, "deployment_ids[]", in: .query), endingAt: try r.valueIfPresent(String.self, "ending_at", in: .query), environmentIDs: try r.valueIfPresent([String].self, "environment_ids[]", in: .query), excludeDeletedUsers: try r.valueIfPresent(Bool.self, "exclude_deleted_users", in: .query), groupBy: try r.valueIfPresent([Anthropic.BetaAnalyticsUsageGroupBy].self, "group_by[]", in: .query), inferenceGeos: try r.valueIfPresent([Anthropic.BetaAnalyticsInferenceGeoFilter].self, "inference_geos[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), models: try r.valueIfPresent([String].self, "models[]", in: .query), order: try r.valueIfPresent(Anthropic.BetaAnalyticsUsageCostSortOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(Anthropic.BetaAnalyticsUsageOrderBy.self, "order_by", in: .query), organizationIDs: try r.valueIfPresent([String].self, "organization_ids[]", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), products: try r.valueIfPresent([Anthropic.BetaAnalyticsUsageCostProductFilter].self, "products[]", in: .query), rbacGroupIDs: try r.valueIfPresent([String].self, "rbac_group_ids[]", in: .query), serviceTiers: try r.valueIfPresent([Anthropic.BetaAnalyticsServiceTier].self, "service_tiers[]", in: .query), sessionIDs: try r.valueIfPresent([String].self, "session_ids[]", in: .query), slackChannelIDs: try r.valueIfPresent([String].self, "slack_channel_ids[]", in: .query), speeds: try r.valueIfPresent([Anthropic.BetaAnalyticsSpeed].self, "speeds[]", in: .query), timeBucketWidth: try r.valueIfPresent(Anthropic.BetaAnalyticsTimeBucketWidth.self, "time_bucket_width", in: .query), userProfileIDs: try r.valueIfPresent([String].self, "user_profile_ids[]", in: .query), workspaceIDs: try r.valueIfPresent([String].self, "workspace_ids[]", in: .query), options: r.options(fixed: [("anthropic-beta", "analytics-usage-cost-2026-08-24")]))
        case "organization.analytics.usage_report.list":
            _ = try await client.beta.organizations.analytics.usageReport.list(startingAt: try r.value(String.self, "starting_at", in: .query), bucketWidth: try r.valueIfPresent(Anthropic.OrganizationAnalyticsUsageReportListBucketWidth.self, "bucket_width", in: .query), claudeTagCategories: try r.valueIfPresent([Anthropic.BetaAnalyticsClaudeTagCategory].self, "claude_tag_categories[]", in: .query), claudeTagUserIDs: try r.valueIfPresent([String].self, "claude_tag_user_ids[]", in: .query), contextWindows: try r.valueIfPresent([Anthropic.BetaAnalyticsContextWindow].self, "context_windows[]", in: .query), endingAt: try r.valueIfPresent(String.self, "ending_at", in: .query), groupBy: try r.valueIfPresent([Anthropic.OrganizationAnalyticsUsageReportListGroupByItem].self, "group_by[]", in: .query), inferenceGeos: try r.valueIfPresent([Anthropic.BetaAnalyticsInferenceGeoFilter].self, "inference_geos[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), models: try r.valueIfPresent([String].self, "models[]", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), products: try r.valueIfPresent([Anthropic.BetaAnalyticsProductFilter].self, "products[]", in: .query), rbacGroupIDs: try r.valueIfPresent([String].self, "rbac_group_ids[]", in: .query), slackChannelIDs: try r.valueIfPresent([String].self, "slack_channel_ids[]", in: .query), speeds: try r.valueIfPresent([Anthropic.OrganizationAnalyticsUsageReportListSpeed].self, "speeds[]", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids[]", in: .query), options: r.options(fixed: []))
        case "organization.analytics.user_cost_report.list":
            _ = try await client.beta.organizations.analytics.userCostReport.list(startingAt: try r.value(String.self, "starting_at", in: .query), bucketWidth: try r.valueIfPresent(Anthropic.OrganizationAnalyticsUserCostReportListBucketWidth.self, "bucket_width", in: .query), claudeTagCategories: try r.valueIfPresent([Anthropic.BetaAnalyticsClaudeTagCategory].self, "claude_tag_categories[]", in: .query), claudeTagUserIDs: try r.valueIfPresent([String].self, "claude_tag_user_ids[]", in: .query), contextWindows: try r.valueIfPresent([Anthropic.BetaAnalyticsContextWindow].self, "context_windows[]", in: .query), endingAt: try r.valueIfPresent(String.self, "ending_at", in: .query), excludeDeletedUsers: try r.valueIfPresent(Bool.self, "exclude_deleted_users", in: .query), groupBy: try r.valueIfPresent([Anthropic.OrganizationAnalyticsCostReportListGroupByItem].self, "group_by[]", in: .query), inferenceGeos: try r.valueIfPresent([Anthropic.BetaAnalyticsInferenceGeoFilter].self, "inference_geos[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), models: try r.valueIfPresent([String].self, "models[]", in: .query), order: try r.valueIfPresent(Anthropic.OrganizationAnalyticsUserCostReportListOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(Anthropic.OrganizationAnalyticsUserCostReportListOrderBy.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), products: try r.valueIfPresent([Anthropic.BetaAnalyticsProductFilter].self, "products[]", in: .query), rbacGroupIDs: try r.valueIfPresent([String].self, "rbac_group_ids[]", in: .query), slackChannelIDs: try r.valueIfPresent([String].self, "slack_channel_ids[]", in: .query), speeds: try r.valueIfPresent([Anthropic.OrganizationAnalyticsUserCostReportListSpeed].self, "speeds[]", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids[]", in: .query), options: r.options(fixed: []))
        case "organization.analytics.user_usage_report.list":
            _ = try await client.beta.organizations.analytics.userUsageReport.list(startingAt: try r.value(String.self, "starting_at", in: .query), bucketWidth: try r.valueIfPresent(Anthropic.OrganizationAnalyticsUserUsageReportListBucketWidth.self, "bucket_width", in: .query), claudeTagCategories: try r.valueIfPresent([Anthropic.BetaAnalyticsClaudeTagCategory].self, "claude_tag_categories[]", in: .query), claudeTagUserIDs: try r.valueIfPresent([String].self, "claude_tag_user_ids[]", in: .query), contextWindows: try r.valueIfPresent([Anthropic.BetaAnalyticsContextWindow].self, "context_windows[]", in: .query), endingAt: try r.valueIfPresent(String.self, "ending_at", in: .query), excludeDeletedUsers: try r.valueIfPresent(Bool.self, "exclude_deleted_users", in: .query), groupBy: try r.valueIfPresent([Anthropic.OrganizationAnalyticsUsageReportListGroupByItem].self, "group_by[]", in: .query), inferenceGeos: try r.valueIfPresent([Anthropic.BetaAnalyticsInferenceGeoFilter].self, "inference_geos[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), models: try r.valueIfPresent([String].self, "models[]", in: .query), order: try r.valueIfPresent(Anthropic.OrganizationAnalyticsUserUsageReportListOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(Anthropic.OrganizationAnalyticsUserUsageReportListOrderBy.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), products: try r.valueIfPresent([Anthropic.BetaAnalyticsProductFilter].self, "products[]", in: .query), rbacGroupIDs: try r.valueIfPresent([String].self, "rbac_group_ids[]", in: .query), slackChannelIDs: try r.valueIfPresent([String].self, "slack_channel_ids[]", in: .query), speeds: try r.valueIfPresent([Anthropic.OrganizationAnalyticsUserUsageReportListSpeed].self, "speeds[]", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids[]", in: .query), options: r.options(fixed: []))
        case "organization.analytics.users.list":
            _ = try await client.organizations.analytics.users.list(date: try r.valueIfPresent(String.self, "date", in: .query), endingDate: try r.valueIfPresent(String.self, "ending_date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), groupBy: try r.valueIfPresent([Anthropic.AnalyticsUserGroupBy].self, "group_by[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.AnalyticsOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(String.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), startingDate: try r.valueIfPresent(String.self, "starting_date", in: .query), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup9(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta.organization.analytics.users.list":
            _ = try await client.beta.organizations.analytics.users.list(date: try r.valueIfPresent(String.self, "date", in: .query), endingDate: try r.valueIfPresent(String.self, "ending_date", in: .query), filter: try r.valueIfPresent([String].self, "filter[]", in: .query), groupBy: try r.valueIfPresent([Anthropic.BetaAnalyticsUserGroupBy].self, "group_by[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.AnalyticsOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(String.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), startingDate: try r.valueIfPresent(String.self, "starting_date", in: .query), options: r.options(fixed: []))
        case "organization.api_keys.list":
            _ = try await client.organizations.apiKeys.list(afterID: try r.valueIfPresent(String.self, "after_id", in: .query), beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), createdByUserID: try r.valueIfPresent(String.self, "created_by_user_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), status: try r.valueIfPresent(Anthropic.OrganizationApiKeysListStatus.self, "status", in: .query), workspaceID: try r.valueIfPresent(String.self, "workspace_id", in: .query), options: r.options(fixed: []))
        case "organization.api_keys.retrieve":
            _ = try await client.organizations.apiKeys.retrieve(apiKeyID: try r.path("api_key_id"), options: r.options(fixed: []))
        case "organization.api_keys.update":
            _ = try await client.organizations.apiKeys.update(apiKeyID: try r.path("api_key_id"), try r.bodyIfPresent(Anthropic.OrganizationApiKeysUpdateRequest.self), options: r.options(fixed: []))
        case "beta.organization.api_keys.retrieve":
            _ = try await client.beta.organizations.apiKeys.retrieve(apiKeyID: try r.path("api_key_id"), options: r.options(fixed: []))
        case "beta.organization.api_keys.update":
            _ = try await client.beta.organizations.apiKeys.update(apiKeyID: try r.path("api_key_id"), try r.bodyIfPresent(Anthropic.OrganizationApiKeysUpdateRequest.self), options: r.options(fixed: []))
        case "beta.organization.api_keys.list":
            _ = try await client.beta.organizations.apiKeys.list(afterID: try r.valueIfPresent(String.self, "after_id", in: .query), beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), createdByUserID: try r.valueIfPresent(String.self, "created_by_user_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), status: try r.valueIfPresent(Anthropic.OrganizationApiKeysListStatus.self, "status", in: .query), workspaceID: try r.valueIfPresent(String.self, "workspace_id", in: .query), options: r.options(fixed: []))
        case "organization.claude_code.managed_settings.configuration.retrieve":
            _ = try await client.beta.organizations.claudeCode.managedSettings.configuration.retrieve(options: r.options(fixed: [("anthropic-beta", "ce-claude-code-managed-settings-2026-10-06")]))
        case "organization.claude_code.managed_settings.configuration.update":
            _ = try await client.beta.organizations.claudeCode.managedSettings.configuration.create(try r.bodyIfPresent(Anthropic.OrganizationClaudeCodeManagedSettingsConfigurationUpdateRequest.self), options: r.options(fixed: [("anthropic-beta", "ce-claude-code-managed-settings-2026-10-06")]))
        case "organization.claude_code.managed_settings.rbac_group_default.retrieve":
            _ = try await client.beta.organizations.claudeCode.managedSettings.rbacGroupDefault.retrieve(options: r.options(fixed: [("anthropic-beta", "ce-claude-code-managed-settings-2026-10-06")]))
        case "organization.claude_code.managed_settings.rbac_group_default.update":
            _ = try await client.beta.organizations.claudeCode.managedSettings.rbacGroupDefault.create(try r.body(Anthropic.OrganizationClaudeCodeManagedSettingsRbacGroupDefaultUpdateRequest.self), options: r.options(fixed: [("anthropic-beta", "ce-claude-code-managed-settings-2026-10-06")]))
        case "organization.claude_code.managed_settings.rbac_groups.retrieve":
            _ = try await client.beta.organizations.claudeCode.managedSettings.rbacGroups.retrieve(rbacGroupID: try r.path("rbac_group_id"), options: r.options(fixed: [("anthropic-beta", "ce-claude-code-managed-settings-2026-10-06")]))
        case "organization.claude_code.managed_settings.rbac_groups.set":
            _ = try await client.beta.organizations.claudeCode.managedSettings.rbacGroups.update(rbacGroupID: try r.path("rbac_group_id"), try r.body(Anthropic.OrganizationClaudeCodeManagedSettingsRbacGroupsSetRequest.self), options: r.options(fixed: [("anthropic-beta", "ce-claude-code-managed-settings-2026-10-06")]))
        case "organization.claude_code.managed_settings.rbac_groups.delete":
            _ = try await client.beta.organizations.claudeCode.managedSettings.rbacGroups.delete(rbacGroupID: try r.path("rbac_group_id"), options: r.options(fixed: [("anthropic-beta", "ce-claude-code-managed-settings-2026-10-06")]))
        case "organization.claude_code.managed_settings.rbac_groups.list":
            _ = try await client.beta.organizations.claudeCode.managedSettings.rbacGroups.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: [("anthropic-beta", "ce-claude-code-managed-settings-2026-10-06")]))
        case "organization.claude_tag.bundles.targets.retrieve":
            _ = try await client.beta.organizations.claudeTag.bundles.targets.retrieve(bundleID: try r.path("bundle_id"), targetID: try r.path("target_id"), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup10(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.claude_tag.bundles.targets.delete":
            _ = try await client.beta.organizations.claudeTag.bundles.targets.delete(bundleID: try r.path("bundle_id"), targetID: try r.path("target_id"), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.claude_tag.bundles.targets.list":
            _ = try await client.beta.organizations.claudeTag.bundles.targets.list(bundleID: try r.path("bundle_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.claude_tag.bundles.targets.create":
            _ = try await client.beta.organizations.claudeTag.bundles.targets.create(bundleID: try r.path("bundle_id"), try r.body(Anthropic.BetaClaudeTagBundleTargetCreateParam.self), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.claude_tag.bundles.retrieve":
            _ = try await client.beta.organizations.claudeTag.bundles.retrieve(bundleID: try r.path("bundle_id"), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.claude_tag.bundles.update":
            _ = try await client.beta.organizations.claudeTag.bundles.update(bundleID: try r.path("bundle_id"), try r.bodyIfPresent(Anthropic.OrganizationClaudeTagBundlesUpdateRequest.self), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.claude_tag.bundles.list":
            _ = try await client.beta.organizations.claudeTag.bundles.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.claude_tag.slack_channels.retrieve":
            _ = try await client.beta.organizations.claudeTag.slackChannels.retrieve(id: try r.path("id"), includeInherited: try r.valueIfPresent(Bool.self, "include_inherited", in: .query), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.claude_tag.slack_channels.update":
            _ = try await client.beta.organizations.claudeTag.slackChannels.update(id: try r.path("id"), try r.body(Anthropic.OrganizationClaudeTagSlackChannelsUpdateRequest.self), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.claude_tag.slack_channels.delete":
            _ = try await client.beta.organizations.claudeTag.slackChannels.delete(id: try r.path("id"), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.claude_tag.slack_channels.list":
            _ = try await client.beta.organizations.claudeTag.slackChannels.list(slackWorkspaceID: try r.value(String.self, "slack_workspace_id", in: .query), includeInherited: try r.valueIfPresent(Bool.self, "include_inherited", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), slackChannelID: try r.valueIfPresent(String.self, "slack_channel_id", in: .query), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.claude_tag.slack_channels.create":
            _ = try await client.beta.organizations.claudeTag.slackChannels.create(try r.body(Anthropic.OrganizationClaudeTagSlackChannelsCreateRequest.self), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.claude_tag.slack_workspaces.retrieve":
            _ = try await client.beta.organizations.claudeTag.slackWorkspaces.retrieve(id: try r.path("id"), includeInherited: try r.valueIfPresent(Bool.self, "include_inherited", in: .query), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.claude_tag.slack_workspaces.update":
            _ = try await client.beta.organizations.claudeTag.slackWorkspaces.update(id: try r.path("id"), try r.body(Anthropic.OrganizationClaudeTagSlackWorkspacesUpdateRequest.self), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.claude_tag.slack_workspaces.list":
            _ = try await client.beta.organizations.claudeTag.slackWorkspaces.list(includeInherited: try r.valueIfPresent(Bool.self, "include_inherited", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), slackWorkspaceID: try r.valueIfPresent(String.self, "slack_workspace_id", in: .query), options: r.options(fixed: [("anthropic-beta", "experimental-claude-tag-2026-10-21")]))
        case "organization.compliance_settings.retrieve":
            _ = try await client.organizations.complianceSettings.retrieve(options: r.options(fixed: []))
        case "organization.compliance_settings.update":
            _ = try await client.organizations.complianceSettings.create(try r.body(Anthropic.OrganizationComplianceSettingsUpdateRequest.self), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup11(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta.organization.compliance_settings.retrieve":
            _ = try await client.beta.organizations.complianceSettings.retrieve(options: r.options(fixed: []))
        case "beta.organization.compliance_settings.update":
            _ = try await client.beta.organizations.complianceSettings.create(try r.body(Anthropic.OrganizationComplianceSettingsUpdateRequest.self), options: r.options(fixed: []))
        case "organization.external_keys.list":
            _ = try await client.organizations.externalKeys.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.external_keys.create":
            _ = try await client.organizations.externalKeys.create(try r.body(Anthropic.OrganizationExternalKeysCreateRequest.self), options: r.options(fixed: []))
        case "organization.external_keys.retrieve":
            _ = try await client.organizations.externalKeys.retrieve(externalKeyID: try r.path("external_key_id"), options: r.options(fixed: []))
        case "organization.external_keys.update":
            _ = try await client.organizations.externalKeys.update(externalKeyID: try r.path("external_key_id"), try r.bodyIfPresent(Anthropic.OrganizationExternalKeysUpdateRequest.self), options: r.options(fixed: []))
        case "organization.external_keys.delete":
            _ = try await client.organizations.externalKeys.delete(externalKeyID: try r.path("external_key_id"), options: r.options(fixed: []))
        case "organization.external_keys.validate":
            _ = try await client.organizations.externalKeys.validate(externalKeyID: try r.path("external_key_id"), options: r.options(fixed: []))
        case "beta.organization.external_keys.validate":
            _ = try await client.beta.organizations.externalKeys.validate(externalKeyID: try r.path("external_key_id"), options: r.options(fixed: []))
        case "beta.organization.external_keys.retrieve":
            _ = try await client.beta.organizations.externalKeys.retrieve(externalKeyID: try r.path("external_key_id"), options: r.options(fixed: []))
        case "beta.organization.external_keys.update":
            _ = try await client.beta.organizations.externalKeys.update(externalKeyID: try r.path("external_key_id"), try r.bodyIfPresent(Anthropic.BetaOrganizationExternalKeysUpdateRequest.self), options: r.options(fixed: []))
        case "beta.organization.external_keys.delete":
            _ = try await client.beta.organizations.externalKeys.delete(externalKeyID: try r.path("external_key_id"), options: r.options(fixed: []))
        case "beta.organization.external_keys.list":
            _ = try await client.beta.organizations.externalKeys.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta.organization.external_keys.create":
            _ = try await client.beta.organizations.externalKeys.create(try r.body(Anthropic.BetaOrganizationExternalKeysCreateRequest.self), options: r.options(fixed: []))
        case "organization.external_storage.activate":
            _ = try await client.beta.organizations.externalStorage.activate(externalStorageID: try r.path("external_storage_id"), options: r.options(fixed: [("anthropic-beta", "efs-2026-10-01")]))
        case "organization.external_storage.retrieve":
            _ = try await client.beta.organizations.externalStorage.retrieve(externalStorageID: try r.path("external_storage_id"), options: r.options(fixed: [("anthropic-beta", "efs-2026-10-01")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup12(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.external_storage.update":
            _ = try await client.beta.organizations.externalStorage.update(externalStorageID: try r.path("external_storage_id"), try r.body(Anthropic.OrganizationExternalStorageUpdateRequest.self), options: r.options(fixed: [("anthropic-beta", "efs-2026-10-01")]))
        case "organization.external_storage.delete":
            _ = try await client.beta.organizations.externalStorage.delete(externalStorageID: try r.path("external_storage_id"), options: r.options(fixed: [("anthropic-beta", "efs-2026-10-01")]))
        case "organization.external_storage.list":
            _ = try await client.beta.organizations.externalStorage.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), userProfileIDs: try r.valueIfPresent([String].self, "user_profile_ids[]", in: .query), options: r.options(fixed: [("anthropic-beta", "efs-2026-10-01")]))
        case "organization.external_storage.create":
            _ = try await client.beta.organizations.externalStorage.create(try r.body(Anthropic.OrganizationExternalStorageCreateRequest.self), options: r.options(fixed: [("anthropic-beta", "efs-2026-10-01")]))
        case "organization.federation.issuers.list":
            _ = try await client.organizations.federationIssuers.list(includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.federation.issuers.create":
            _ = try await client.organizations.federationIssuers.create(try r.body(Anthropic.OrganizationFederationIssuersCreateRequest.self), options: r.options(fixed: []))
        case "organization.federation.issuers.retrieve":
            _ = try await client.organizations.federationIssuers.retrieve(federationIssuerID: try r.path("federation_issuer_id"), options: r.options(fixed: []))
        case "organization.federation.issuers.update":
            _ = try await client.organizations.federationIssuers.update(federationIssuerID: try r.path("federation_issuer_id"), try r.bodyIfPresent(Anthropic.OrganizationFederationIssuersUpdateRequest.self), options: r.options(fixed: []))
        case "organization.federation.issuers.archive":
            _ = try await client.organizations.federationIssuers.archive(federationIssuerID: try r.path("federation_issuer_id"), options: r.options(fixed: []))
        case "beta.organization.federation.issuers.archive":
            _ = try await client.beta.organizations.federationIssuers.archive(federationIssuerID: try r.path("federation_issuer_id"), options: r.options(fixed: []))
        case "beta.organization.federation.issuers.retrieve":
            _ = try await client.beta.organizations.federationIssuers.retrieve(federationIssuerID: try r.path("federation_issuer_id"), options: r.options(fixed: []))
        case "beta.organization.federation.issuers.update":
            _ = try await client.beta.organizations.federationIssuers.update(federationIssuerID: try r.path("federation_issuer_id"), try r.bodyIfPresent(Anthropic.OrganizationFederationIssuersUpdateRequest.self), options: r.options(fixed: []))
        case "beta.organization.federation.issuers.list":
            _ = try await client.beta.organizations.federationIssuers.list(includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta.organization.federation.issuers.create":
            _ = try await client.beta.organizations.federationIssuers.create(try r.body(Anthropic.OrganizationFederationIssuersCreateRequest.self), options: r.options(fixed: []))
        case "organization.federation.rules.list":
            _ = try await client.organizations.federationRules.list(includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), issuerID: try r.valueIfPresent(String.self, "issuer_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.federation.rules.create":
            _ = try await client.organizations.federationRules.create(try r.body(Anthropic.OrganizationFederationRulesCreateRequest.self), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup13(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.federation.rules.retrieve":
            _ = try await client.organizations.federationRules.retrieve(federationRuleID: try r.path("federation_rule_id"), options: r.options(fixed: []))
        case "organization.federation.rules.update":
            _ = try await client.organizations.federationRules.update(federationRuleID: try r.path("federation_rule_id"), try r.bodyIfPresent(Anthropic.OrganizationFederationRulesUpdateRequest.self), options: r.options(fixed: []))
        case "organization.federation.rules.archive":
            _ = try await client.organizations.federationRules.archive(federationRuleID: try r.path("federation_rule_id"), options: r.options(fixed: []))
        case "beta.organization.federation.rules.archive":
            _ = try await client.beta.organizations.federationRules.archive(federationRuleID: try r.path("federation_rule_id"), options: r.options(fixed: []))
        case "organization.federation.rules.workspaces.list":
            _ = try await client.organizations.federationRules.workspaces.list(federationRuleID: try r.path("federation_rule_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.federation.rules.workspaces.add":
            _ = try await client.organizations.federationRules.workspaces.create(federationRuleID: try r.path("federation_rule_id"), try r.body(Anthropic.OrganizationFederationRulesWorkspacesAddRequest.self), options: r.options(fixed: []))
        case "organization.federation.rules.workspaces.remove":
            _ = try await client.organizations.federationRules.workspaces.delete(federationRuleID: try r.path("federation_rule_id"), workspaceID: try r.path("workspace_id"), options: r.options(fixed: []))
        case "beta.organization.federation.rules.workspaces.remove":
            _ = try await client.beta.organizations.federationRules.workspaces.delete(federationRuleID: try r.path("federation_rule_id"), workspaceID: try r.path("workspace_id"), options: r.options(fixed: []))
        case "beta.organization.federation.rules.workspaces.list":
            _ = try await client.beta.organizations.federationRules.workspaces.list(federationRuleID: try r.path("federation_rule_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta.organization.federation.rules.workspaces.add":
            _ = try await client.beta.organizations.federationRules.workspaces.create(federationRuleID: try r.path("federation_rule_id"), try r.body(Anthropic.OrganizationFederationRulesWorkspacesAddRequest.self), options: r.options(fixed: []))
        case "beta.organization.federation.rules.retrieve":
            _ = try await client.beta.organizations.federationRules.retrieve(federationRuleID: try r.path("federation_rule_id"), options: r.options(fixed: []))
        case "beta.organization.federation.rules.update":
            _ = try await client.beta.organizations.federationRules.update(federationRuleID: try r.path("federation_rule_id"), try r.bodyIfPresent(Anthropic.BetaOrganizationFederationRulesUpdateRequest.self), options: r.options(fixed: []))
        case "beta.organization.federation.rules.list":
            _ = try await client.beta.organizations.federationRules.list(includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), issuerID: try r.valueIfPresent(String.self, "issuer_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta.organization.federation.rules.create":
            _ = try await client.beta.organizations.federationRules.create(try r.body(Anthropic.BetaOrganizationFederationRulesCreateRequest.self), options: r.options(fixed: []))
        case "organization.invites.list":
            _ = try await client.organizations.invites.list(afterID: try r.valueIfPresent(String.self, "after_id", in: .query), beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), email: try r.valueIfPresent(String.self, "email", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), roles: try r.valueIfPresent([String].self, "roles[]", in: .query), statuses: try r.valueIfPresent([Anthropic.OrganizationInvitesListStatus].self, "statuses[]", in: .query), options: r.options(fixed: []))
        case "organization.invites.create":
            _ = try await client.organizations.invites.create(try r.body(Anthropic.OrganizationInvitesCreateRequest.self), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup14(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.invites.retrieve":
            _ = try await client.organizations.invites.retrieve(inviteID: try r.path("invite_id"), options: r.options(fixed: []))
        case "organization.invites.delete":
            _ = try await client.organizations.invites.delete(inviteID: try r.path("invite_id"), options: r.options(fixed: []))
        case "beta.organization.invites.retrieve":
            _ = try await client.beta.organizations.invites.retrieve(inviteID: try r.path("invite_id"), options: r.options(fixed: []))
        case "beta.organization.invites.delete":
            _ = try await client.beta.organizations.invites.delete(inviteID: try r.path("invite_id"), options: r.options(fixed: []))
        case "beta.organization.invites.list":
            _ = try await client.beta.organizations.invites.list(afterID: try r.valueIfPresent(String.self, "after_id", in: .query), beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), email: try r.valueIfPresent(String.self, "email", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), roles: try r.valueIfPresent([String].self, "roles[]", in: .query), statuses: try r.valueIfPresent([Anthropic.OrganizationInvitesListStatus].self, "statuses[]", in: .query), options: r.options(fixed: []))
        case "beta.organization.invites.create":
            _ = try await client.beta.organizations.invites.create(try r.body(Anthropic.OrganizationInvitesCreateRequest.self), options: r.options(fixed: []))
        case "organization.retrieve":
            _ = try await client.organizations.me.retrieve(options: r.options(fixed: []))
        case "beta.organization.retrieve":
            _ = try await client.beta.organizations.me.retrieve(options: r.options(fixed: []))
        case "organization.plugin_marketplaces.validate_archive":
            _ = try await client.beta.organizations.pluginMarketplaces.validateArchive(Anthropic.OrganizationPluginMarketplacesValidateArchiveRequest(archive: try r.file("archive")), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugin_marketplaces.validate_repository":
            _ = try await client.beta.organizations.pluginMarketplaces.validateRepository(try r.body(Anthropic.OrganizationPluginMarketplacesValidateRepositoryRequest.self), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugin_marketplaces.retrieve":
            _ = try await client.beta.organizations.pluginMarketplaces.retrieve(marketplaceID: try r.path("marketplace_id"), organizationID: try r.valueIfPresent(String.self, "organization_id", in: .query), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugin_marketplaces.update":
            _ = try await client.beta.organizations.pluginMarketplaces.update(marketplaceID: try r.path("marketplace_id"), try r.body(Anthropic.OrganizationPluginMarketplacesUpdateRequest.self), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugin_marketplaces.list":
            _ = try await client.beta.organizations.pluginMarketplaces.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), organizationID: try r.valueIfPresent(String.self, "organization_id", in: .query), ownerType: try r.valueIfPresent(Anthropic.OrganizationPluginMarketplacesListOwnerType.self, "owner_type", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), source: try r.valueIfPresent(Anthropic.OrganizationPluginMarketplacesListSource.self, "source", in: .query), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugins.installation_settings.set":
            _ = try await client.beta.organizations.plugins.installationSettings.update(pluginID: try r.path("plugin_id"), target: try r.path("target"), try r.body(Anthropic.OrganizationPluginsInstallationSettingsSetRequest.self), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugins.installation_settings.remove":
            _ = try await client.beta.organizations.plugins.installationSettings.delete(pluginID: try r.path("plugin_id"), target: try r.path("target"), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugins.installation_settings.list":
            _ = try await client.beta.organizations.plugins.installationSettings.list(pluginID: try r.path("plugin_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), organizationID: try r.valueIfPresent(String.self, "organization_id", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), targetType: try r.valueIfPresent(Anthropic.OrganizationPluginsInstallationSettingsListTargetType.self, "target_type", in: .query), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup15(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.plugins.shares.list":
            _ = try await client.beta.organizations.plugins.shares.list(pluginID: try r.path("plugin_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), organizationID: try r.valueIfPresent(String.self, "organization_id", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), targetType: try r.valueIfPresent(Anthropic.OrganizationPluginsSharesListTargetType.self, "target_type", in: .query), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugins.versions.download":
            _ = try await client.beta.organizations.plugins.versions.content(pluginID: try r.path("plugin_id"), version: try r.path("version"), organizationID: try r.valueIfPresent(String.self, "organization_id", in: .query), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugins.versions.retrieve":
            _ = try await client.beta.organizations.plugins.versions.retrieve(pluginID: try r.path("plugin_id"), version: try r.path("version"), organizationID: try r.valueIfPresent(String.self, "organization_id", in: .query), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugins.versions.list":
            _ = try await client.beta.organizations.plugins.versions.list(pluginID: try r.path("plugin_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), organizationID: try r.valueIfPresent(String.self, "organization_id", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugins.versions.create":
            _ = try await client.beta.organizations.plugins.versions.create(pluginID: try r.path("plugin_id"), Anthropic.OrganizationPluginsVersionsCreateRequest(files: try r.files("files"), releaseNotes: try r.partIfPresent(String.self, "release_notes")), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugins.retrieve":
            _ = try await client.beta.organizations.plugins.retrieve(pluginID: try r.path("plugin_id"), organizationID: try r.valueIfPresent(String.self, "organization_id", in: .query), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugins.update":
            _ = try await client.beta.organizations.plugins.update(pluginID: try r.path("plugin_id"), try r.body(Anthropic.OrganizationPluginsUpdateRequest.self), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugins.delete":
            _ = try await client.beta.organizations.plugins.delete(pluginID: try r.path("plugin_id"), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugins.list":
            _ = try await client.beta.organizations.plugins.list(createdAtGt: try r.valueIfPresent(String.self, "created_at[gt]", in: .query), createdAtGte: try r.valueIfPresent(String.self, "created_at[gte]", in: .query), createdAtLt: try r.valueIfPresent(String.self, "created_at[lt]", in: .query), createdAtLte: try r.valueIfPresent(String.self, "created_at[lte]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), marketplaceID: try r.valueIfPresent(String.self, "marketplace_id", in: .query), organizationID: try r.valueIfPresent(String.self, "organization_id", in: .query), ownerType: try r.valueIfPresent(Anthropic.OrganizationPluginsListOwnerType.self, "owner_type", in: .query), ownerUserID: try r.valueIfPresent(String.self, "owner_user_id", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.plugins.create":
            _ = try await client.beta.organizations.plugins.create(Anthropic.OrganizationPluginsCreateRequest(files: try r.files("files"), marketplaceID: try r.partIfPresent(String.self, "marketplace_id"), releaseNotes: try r.partIfPresent(String.self, "release_notes")), options: r.options(fixed: [("anthropic-beta", "ce-plugins-2026-09-01")]))
        case "organization.providers.google.projects.data_controls.retrieve":
            _ = try await client.beta.organizations.providers.google.projects.dataControls(projectNumber: try r.path("project_number"), options: r.options(fixed: [("anthropic-beta", "google-managed-data-controls-2026-09-01")]))
        case "organization.providers.google.projects.data_controls.update":
            _ = try await client.beta.organizations.providers.google.projects.organizationProvidersGoogleProjectsDataControlsUpdate(projectNumber: try r.path("project_number"), try r.bodyIfPresent(Anthropic.OrganizationProvidersGoogleProjectsDataControlsUpdateRequest.self), options: r.options(fixed: [("anthropic-beta", "google-managed-data-controls-2026-09-01")]))
        case "organization.rate_limits.list":
            _ = try await client.organizations.rateLimits.list(groupType: try r.valueIfPresent(Anthropic.OrganizationRateLimitsListGroupType.self, "group_type", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), model: try r.valueIfPresent(String.self, "model", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta.organization.rate_limits.list":
            _ = try await client.beta.organizations.rateLimits.list(groupType: try r.valueIfPresent(Anthropic.OrganizationRateLimitsListGroupType.self, "group_type", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), model: try r.valueIfPresent(String.self, "model", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.rbac_groups.list":
            _ = try await client.organizations.rbacGroups.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.rbac_groups.create":
            _ = try await client.organizations.rbacGroups.create(try r.body(Anthropic.OrganizationRbacGroupsCreateRequest.self), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup16(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.rbac_groups.retrieve":
            _ = try await client.organizations.rbacGroups.retrieve(rbacGroupID: try r.path("rbac_group_id"), options: r.options(fixed: []))
        case "organization.rbac_groups.update":
            _ = try await client.organizations.rbacGroups.update(rbacGroupID: try r.path("rbac_group_id"), try r.bodyIfPresent(Anthropic.OrganizationRbacGroupsUpdateRequest.self), options: r.options(fixed: []))
        case "organization.rbac_groups.delete":
            _ = try await client.organizations.rbacGroups.delete(rbacGroupID: try r.path("rbac_group_id"), options: r.options(fixed: []))
        case "organization.rbac_groups.members.list":
            _ = try await client.organizations.rbacGroups.members.list(rbacGroupID: try r.path("rbac_group_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.rbac_groups.members.add":
            _ = try await client.organizations.rbacGroups.members.create(rbacGroupID: try r.path("rbac_group_id"), try r.body(Anthropic.OrganizationRbacGroupsMembersAddRequest.self), options: r.options(fixed: []))
        case "organization.rbac_groups.members.remove":
            _ = try await client.organizations.rbacGroups.members.delete(rbacGroupID: try r.path("rbac_group_id"), userID: try r.path("user_id"), options: r.options(fixed: []))
        case "beta.organization.rbac_groups.members.remove":
            _ = try await client.beta.organizations.rbacGroups.members.delete(rbacGroupID: try r.path("rbac_group_id"), userID: try r.path("user_id"), options: r.options(fixed: []))
        case "beta.organization.rbac_groups.members.list":
            _ = try await client.beta.organizations.rbacGroups.members.list(rbacGroupID: try r.path("rbac_group_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta.organization.rbac_groups.members.add":
            _ = try await client.beta.organizations.rbacGroups.members.create(rbacGroupID: try r.path("rbac_group_id"), try r.body(Anthropic.OrganizationRbacGroupsMembersAddRequest.self), options: r.options(fixed: []))
        case "beta.organization.rbac_groups.retrieve":
            _ = try await client.beta.organizations.rbacGroups.retrieve(rbacGroupID: try r.path("rbac_group_id"), options: r.options(fixed: []))
        case "beta.organization.rbac_groups.update":
            _ = try await client.beta.organizations.rbacGroups.update(rbacGroupID: try r.path("rbac_group_id"), try r.bodyIfPresent(Anthropic.OrganizationRbacGroupsUpdateRequest.self), options: r.options(fixed: []))
        case "beta.organization.rbac_groups.delete":
            _ = try await client.beta.organizations.rbacGroups.delete(rbacGroupID: try r.path("rbac_group_id"), options: r.options(fixed: []))
        case "beta.organization.rbac_groups.list":
            _ = try await client.beta.organizations.rbacGroups.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta.organization.rbac_groups.create":
            _ = try await client.beta.organizations.rbacGroups.create(try r.body(Anthropic.OrganizationRbacGroupsCreateRequest.self), options: r.options(fixed: []))
        case "organization.rbac_roles.list":
            _ = try await client.organizations.rbacRoles.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.rbac_roles.retrieve":
            _ = try await client.organizations.rbacRoles.retrieve(rbacRoleID: try r.path("rbac_role_id"), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup17(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.rbac_roles.permissions.list":
            _ = try await client.organizations.rbacRoles.permissions.list(rbacRoleID: try r.path("rbac_role_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta.organization.rbac_roles.permissions.list":
            _ = try await client.beta.organizations.rbacRoles.permissions.list(rbacRoleID: try r.path("rbac_role_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta.organization.rbac_roles.retrieve":
            _ = try await client.beta.organizations.rbacRoles.retrieve(rbacRoleID: try r.path("rbac_role_id"), options: r.options(fixed: []))
        case "beta.organization.rbac_roles.list":
            _ = try await client.beta.organizations.rbacRoles.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.service_accounts.list":
            _ = try await client.organizations.serviceAccounts.list(includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.service_accounts.create":
            _ = try await client.organizations.serviceAccounts.create(try r.body(Anthropic.OrganizationServiceAccountsCreateRequest.self), options: r.options(fixed: []))
        case "organization.service_accounts.retrieve":
            _ = try await client.organizations.serviceAccounts.retrieve(serviceAccountID: try r.path("service_account_id"), options: r.options(fixed: []))
        case "organization.service_accounts.update":
            _ = try await client.organizations.serviceAccounts.update(serviceAccountID: try r.path("service_account_id"), try r.bodyIfPresent(Anthropic.OrganizationServiceAccountsUpdateRequest.self), options: r.options(fixed: []))
        case "organization.service_accounts.archive":
            _ = try await client.organizations.serviceAccounts.archive(serviceAccountID: try r.path("service_account_id"), options: r.options(fixed: []))
        case "beta.organization.service_accounts.archive":
            _ = try await client.beta.organizations.serviceAccounts.archive(serviceAccountID: try r.path("service_account_id"), options: r.options(fixed: []))
        case "organization.service_accounts.workspaces.list":
            _ = try await client.organizations.serviceAccounts.workspaces.list(serviceAccountID: try r.path("service_account_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.service_accounts.workspaces.add":
            _ = try await client.organizations.serviceAccounts.workspaces.create(serviceAccountID: try r.path("service_account_id"), try r.body(Anthropic.OrganizationServiceAccountsWorkspacesAddRequest.self), options: r.options(fixed: []))
        case "organization.service_accounts.workspaces.remove":
            _ = try await client.organizations.serviceAccounts.workspaces.delete(serviceAccountID: try r.path("service_account_id"), workspaceID: try r.path("workspace_id"), options: r.options(fixed: []))
        case "beta.organization.service_accounts.workspaces.remove":
            _ = try await client.beta.organizations.serviceAccounts.workspaces.delete(serviceAccountID: try r.path("service_account_id"), workspaceID: try r.path("workspace_id"), options: r.options(fixed: []))
        case "beta.organization.service_accounts.workspaces.list":
            _ = try await client.beta.organizations.serviceAccounts.workspaces.list(serviceAccountID: try r.path("service_account_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta.organization.service_accounts.workspaces.add":
            _ = try await client.beta.organizations.serviceAccounts.workspaces.create(serviceAccountID: try r.path("service_account_id"), try r.body(Anthropic.OrganizationServiceAccountsWorkspacesAddRequest.self), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup18(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta.organization.service_accounts.retrieve":
            _ = try await client.beta.organizations.serviceAccounts.retrieve(serviceAccountID: try r.path("service_account_id"), options: r.options(fixed: []))
        case "beta.organization.service_accounts.update":
            _ = try await client.beta.organizations.serviceAccounts.update(serviceAccountID: try r.path("service_account_id"), try r.bodyIfPresent(Anthropic.OrganizationServiceAccountsUpdateRequest.self), options: r.options(fixed: []))
        case "beta.organization.service_accounts.list":
            _ = try await client.beta.organizations.serviceAccounts.list(includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta.organization.service_accounts.create":
            _ = try await client.beta.organizations.serviceAccounts.create(try r.body(Anthropic.OrganizationServiceAccountsCreateRequest.self), options: r.options(fixed: []))
        case "organization.spend_limits.increase_requests.list":
            _ = try await client.organizations.spendLimitIncreaseRequests.list(actorIDs: try r.valueIfPresent([String].self, "actor_ids[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), status: try r.valueIfPresent([Anthropic.SpendLimitIncreaseRequestStatus].self, "status[]", in: .query), options: r.options(fixed: []))
        case "organization.spend_limits.increase_requests.retrieve":
            _ = try await client.organizations.spendLimitIncreaseRequests.retrieve(spendLimitIncreaseRequestID: try r.path("spend_limit_increase_request_id"), options: r.options(fixed: []))
        case "organization.spend_limits.increase_requests.approve":
            _ = try await client.organizations.spendLimitIncreaseRequests.approve(spendLimitIncreaseRequestID: try r.path("spend_limit_increase_request_id"), try r.body(Anthropic.OrganizationSpendLimitsIncreaseRequestsApproveRequest.self), options: r.options(fixed: []))
        case "beta.organization.spend_limits.increase_requests.approve":
            _ = try await client.beta.organizations.spendLimitIncreaseRequests.approve(spendLimitIncreaseRequestID: try r.path("spend_limit_increase_request_id"), try r.body(Anthropic.OrganizationSpendLimitsIncreaseRequestsApproveRequest.self), options: r.options(fixed: []))
        case "organization.spend_limits.increase_requests.deny":
            _ = try await client.organizations.spendLimitIncreaseRequests.deny(spendLimitIncreaseRequestID: try r.path("spend_limit_increase_request_id"), try r.bodyIfPresent(Anthropic.OrganizationSpendLimitsIncreaseRequestsDenyRequest.self), options: r.options(fixed: []))
        case "beta.organization.spend_limits.increase_requests.deny":
            _ = try await client.beta.organizations.spendLimitIncreaseRequests.deny(spendLimitIncreaseRequestID: try r.path("spend_limit_increase_request_id"), try r.bodyIfPresent(Anthropic.OrganizationSpendLimitsIncreaseRequestsDenyRequest.self), options: r.options(fixed: []))
        case "beta.organization.spend_limits.increase_requests.retrieve":
            _ = try await client.beta.organizations.spendLimitIncreaseRequests.retrieve(spendLimitIncreaseRequestID: try r.path("spend_limit_increase_request_id"), options: r.options(fixed: []))
        case "beta.organization.spend_limits.increase_requests.list":
            _ = try await client.beta.organizations.spendLimitIncreaseRequests.list(actorIDs: try r.valueIfPresent([String].self, "actor_ids[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), status: try r.valueIfPresent([Anthropic.SpendLimitIncreaseRequestStatus].self, "status[]", in: .query), options: r.options(fixed: []))
        case "organization.spend_limits.effective.list":
            _ = try await client.organizations.spendLimits.effective.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), period: try r.valueIfPresent([Anthropic.SpendLimitPeriod].self, "period[]", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids[]", in: .query), options: r.options(fixed: []))
        case "beta.organization.spend_limits.effective.list":
            _ = try await client.beta.organizations.spendLimits.effective.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), period: try r.valueIfPresent([Anthropic.SpendLimitPeriod].self, "period[]", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids[]", in: .query), options: r.options(fixed: []))
        case "organization.spend_limits.retrieve":
            _ = try await client.beta.organizations.spendLimits.retrieve(spendLimitID: try r.path("spend_limit_id"), options: r.options(fixed: []))
        case "organization.spend_limits.delete":
            _ = try await client.beta.organizations.spendLimits.delete(spendLimitID: try r.path("spend_limit_id"), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup19(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.spend_limits.list":
            _ = try await client.beta.organizations.spendLimits.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), scopeType: try r.valueIfPresent([Anthropic.OrganizationSpendLimitsListScopeTypeItem].self, "scope_type[]", in: .query), workspaceID: try r.valueIfPresent(String.self, "workspace_id", in: .query), options: r.options(fixed: [("anthropic-beta", "spend-limit-reads-2026-09-26")]))
        case "organization.spend_limits.set":
            _ = try await client.beta.organizations.spendLimits.create(try r.body(Anthropic.OrganizationSpendLimitsSetRequest.self), options: r.options(fixed: []))
        case "organization.telemetry_destinations.test":
            _ = try await client.beta.organizations.telemetryDestinations.test(destinationID: try r.path("destination_id"), options: r.options(fixed: [("anthropic-beta", "telemetry-destinations-2026-08-11")]))
        case "organization.telemetry_destinations.workspaces.add":
            _ = try await client.beta.organizations.telemetryDestinations.workspaces.update(destinationID: try r.path("destination_id"), workspaceID: try r.path("workspace_id"), options: r.options(fixed: [("anthropic-beta", "telemetry-destinations-2026-08-11")]))
        case "organization.telemetry_destinations.workspaces.remove":
            _ = try await client.beta.organizations.telemetryDestinations.workspaces.delete(destinationID: try r.path("destination_id"), workspaceID: try r.path("workspace_id"), options: r.options(fixed: [("anthropic-beta", "telemetry-destinations-2026-08-11")]))
        case "organization.telemetry_destinations.workspaces.list":
            _ = try await client.beta.organizations.telemetryDestinations.workspaces.list(destinationID: try r.path("destination_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: [("anthropic-beta", "telemetry-destinations-2026-08-11")]))
        case "organization.telemetry_destinations.retrieve":
            _ = try await client.beta.organizations.telemetryDestinations.retrieve(destinationID: try r.path("destination_id"), options: r.options(fixed: [("anthropic-beta", "telemetry-destinations-2026-08-11")]))
        case "organization.telemetry_destinations.update":
            _ = try await client.beta.organizations.telemetryDestinations.update(destinationID: try r.path("destination_id"), try r.bodyIfPresent(Anthropic.OrganizationTelemetryDestinationsUpdateRequest.self), options: r.options(fixed: [("anthropic-beta", "telemetry-destinations-2026-08-11")]))
        case "organization.telemetry_destinations.delete":
            _ = try await client.beta.organizations.telemetryDestinations.delete(destinationID: try r.path("destination_id"), options: r.options(fixed: [("anthropic-beta", "telemetry-destinations-2026-08-11")]))
        case "organization.telemetry_destinations.list":
            _ = try await client.beta.organizations.telemetryDestinations.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), workspaceIDs: try r.valueIfPresent([String].self, "workspace_ids[]", in: .query), options: r.options(fixed: [("anthropic-beta", "telemetry-destinations-2026-08-11")]))
        case "organization.telemetry_destinations.create":
            _ = try await client.beta.organizations.telemetryDestinations.create(try r.body(Anthropic.OrganizationTelemetryDestinationsCreateRequest.self), options: r.options(fixed: [("anthropic-beta", "telemetry-destinations-2026-08-11")]))
        case "organization.users.list":
            _ = try await client.organizations.users.list(afterID: try r.valueIfPresent(String.self, "after_id", in: .query), beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), email: try r.valueIfPresent(String.self, "email", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), roles: try r.valueIfPresent([String].self, "roles[]", in: .query), options: r.options(fixed: []))
        case "organization.users.retrieve":
            _ = try await client.organizations.users.retrieve(userID: try r.path("user_id"), options: r.options(fixed: []))
        case "organization.users.update":
            _ = try await client.organizations.users.update(userID: try r.path("user_id"), try r.body(Anthropic.OrganizationUsersUpdateRequest.self), options: r.options(fixed: []))
        case "organization.users.remove":
            _ = try await client.organizations.users.delete(userID: try r.path("user_id"), options: r.options(fixed: []))
        case "organization.users.sign_out":
            _ = try await client.beta.organizations.users.signOut(userID: try r.path("user_id"), options: r.options(fixed: [("anthropic-beta", "admin-user-sign-out-2026-10-08")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup20(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta.organization.users.retrieve":
            _ = try await client.beta.organizations.users.retrieve(userID: try r.path("user_id"), options: r.options(fixed: []))
        case "beta.organization.users.update":
            _ = try await client.beta.organizations.users.update(userID: try r.path("user_id"), try r.body(Anthropic.OrganizationUsersUpdateRequest.self), options: r.options(fixed: []))
        case "beta.organization.users.remove":
            _ = try await client.beta.organizations.users.delete(userID: try r.path("user_id"), options: r.options(fixed: []))
        case "beta.organization.users.list":
            _ = try await client.beta.organizations.users.list(afterID: try r.valueIfPresent(String.self, "after_id", in: .query), beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), email: try r.valueIfPresent(String.self, "email", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), roles: try r.valueIfPresent([String].self, "roles[]", in: .query), options: r.options(fixed: []))
        case "organization.webhooks.regenerate_signing_secret":
            _ = try await client.beta.organizations.webhooks.regenerateSigningSecret(webhookEndpointID: try r.path("webhook_endpoint_id"), options: r.options(fixed: [("anthropic-beta", "webhooks-2026-10-07")]))
        case "organization.webhooks.retrieve":
            _ = try await client.beta.organizations.webhooks.retrieve(webhookEndpointID: try r.path("webhook_endpoint_id"), options: r.options(fixed: [("anthropic-beta", "webhooks-2026-10-07")]))
        case "organization.webhooks.update":
            _ = try await client.beta.organizations.webhooks.update(webhookEndpointID: try r.path("webhook_endpoint_id"), try r.bodyIfPresent(Anthropic.OrganizationWebhooksUpdateRequest.self), options: r.options(fixed: [("anthropic-beta", "webhooks-2026-10-07")]))
        case "organization.webhooks.delete":
            _ = try await client.beta.organizations.webhooks.delete(webhookEndpointID: try r.path("webhook_endpoint_id"), options: r.options(fixed: [("anthropic-beta", "webhooks-2026-10-07")]))
        case "organization.webhooks.list":
            _ = try await client.beta.organizations.webhooks.list(afterID: try r.valueIfPresent(String.self, "after_id", in: .query), beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.OrganizationWebhooksListOrder.self, "order", in: .query), options: r.options(fixed: [("anthropic-beta", "webhooks-2026-10-07")]))
        case "organization.webhooks.create":
            _ = try await client.beta.organizations.webhooks.create(try r.body(Anthropic.OrganizationWebhooksCreateRequest.self), options: r.options(fixed: [("anthropic-beta", "webhooks-2026-10-07")]))
        case "organization.workspaces.list":
            _ = try await client.organizations.workspaces.list(afterID: try r.valueIfPresent(String.self, "after_id", in: .query), beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), ids: try r.valueIfPresent([String].self, "ids[]", in: .query), includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), includeDefault: try r.valueIfPresent(Bool.self, "include_default", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), options: r.options(fixed: []))
        case "organization.workspaces.create":
            _ = try await client.organizations.workspaces.create(try r.body(Anthropic.OrganizationWorkspacesCreateRequest.self), options: r.options(fixed: []))
        case "organization.workspaces.retrieve":
            _ = try await client.organizations.workspaces.retrieve(workspaceID: try r.path("workspace_id"), options: r.options(fixed: []))
        case "organization.workspaces.update":
            _ = try await client.organizations.workspaces.update(workspaceID: try r.path("workspace_id"), try r.bodyIfPresent(Anthropic.OrganizationWorkspacesUpdateRequest.self), options: r.options(fixed: []))
        case "organization.workspaces.archive":
            _ = try await client.organizations.workspaces.archive(workspaceID: try r.path("workspace_id"), options: r.options(fixed: []))
        case "beta.organization.workspaces.archive":
            _ = try await client.beta.organizations.workspaces.archive(workspaceID: try r.path("workspace_id"), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup21(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.workspaces.members.list":
            _ = try await client.organizations.workspaces.members.list(workspaceID: try r.path("workspace_id"), afterID: try r.valueIfPresent(String.self, "after_id", in: .query), beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), options: r.options(fixed: []))
        case "organization.workspaces.members.add":
            _ = try await client.organizations.workspaces.members.create(workspaceID: try r.path("workspace_id"), try r.body(Anthropic.OrganizationWorkspacesMembersAddRequest.self), options: r.options(fixed: []))
        case "organization.workspaces.members.retrieve":
            _ = try await client.organizations.workspaces.members.retrieve(workspaceID: try r.path("workspace_id"), userID: try r.path("user_id"), options: r.options(fixed: []))
        case "organization.workspaces.members.update":
            _ = try await client.organizations.workspaces.members.update(workspaceID: try r.path("workspace_id"), userID: try r.path("user_id"), try r.body(Anthropic.OrganizationWorkspacesMembersUpdateRequest.self), options: r.options(fixed: []))
        case "organization.workspaces.members.remove":
            _ = try await client.organizations.workspaces.members.delete(workspaceID: try r.path("workspace_id"), userID: try r.path("user_id"), options: r.options(fixed: []))
        case "beta.organization.workspaces.members.retrieve":
            _ = try await client.beta.organizations.workspaces.members.retrieve(workspaceID: try r.path("workspace_id"), userID: try r.path("user_id"), options: r.options(fixed: []))
        case "beta.organization.workspaces.members.update":
            _ = try await client.beta.organizations.workspaces.members.update(workspaceID: try r.path("workspace_id"), userID: try r.path("user_id"), try r.body(Anthropic.OrganizationWorkspacesMembersUpdateRequest.self), options: r.options(fixed: []))
        case "beta.organization.workspaces.members.remove":
            _ = try await client.beta.organizations.workspaces.members.delete(workspaceID: try r.path("workspace_id"), userID: try r.path("user_id"), options: r.options(fixed: []))
        case "beta.organization.workspaces.members.list":
            _ = try await client.beta.organizations.workspaces.members.list(workspaceID: try r.path("workspace_id"), afterID: try r.valueIfPresent(String.self, "after_id", in: .query), beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), options: r.options(fixed: []))
        case "beta.organization.workspaces.members.add":
            _ = try await client.beta.organizations.workspaces.members.create(workspaceID: try r.path("workspace_id"), try r.body(Anthropic.OrganizationWorkspacesMembersAddRequest.self), options: r.options(fixed: []))
        case "organization.workspaces.rate_limits.list":
            _ = try await client.organizations.workspaces.rateLimits.list(workspaceID: try r.path("workspace_id"), groupType: try r.valueIfPresent(Anthropic.OrganizationWorkspacesRateLimitsListGroupType.self, "group_type", in: .query), includeInherited: try r.valueIfPresent(Bool.self, "include_inherited", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.workspaces.rate_limits.update":
            _ = try await client.organizations.workspaces.rateLimits.update(workspaceID: try r.path("workspace_id"), rateLimitID: try r.path("rate_limit_id"), try r.body(Anthropic.OrganizationWorkspacesRateLimitsUpdateRequest.self), options: r.options(fixed: []))
        case "beta.organization.workspaces.rate_limits.update":
            _ = try await client.beta.organizations.workspaces.rateLimits.update(workspaceID: try r.path("workspace_id"), rateLimitID: try r.path("rate_limit_id"), try r.body(Anthropic.OrganizationWorkspacesRateLimitsUpdateRequest.self), options: r.options(fixed: []))
        case "beta.organization.workspaces.rate_limits.list":
            _ = try await client.beta.organizations.workspaces.rateLimits.list(workspaceID: try r.path("workspace_id"), groupType: try r.valueIfPresent(Anthropic.OrganizationWorkspacesRateLimitsListGroupType.self, "group_type", in: .query), includeInherited: try r.valueIfPresent(Bool.self, "include_inherited", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.workspaces.service_accounts.list":
            _ = try await client.organizations.workspaces.serviceAccounts.list(workspaceID: try r.path("workspace_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "organization.workspaces.service_accounts.add":
            _ = try await client.organizations.workspaces.serviceAccounts.create(workspaceID: try r.path("workspace_id"), try r.body(Anthropic.OrganizationWorkspacesServiceAccountsAddRequest.self), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup22(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "organization.workspaces.service_accounts.retrieve":
            _ = try await client.organizations.workspaces.serviceAccounts.retrieve(workspaceID: try r.path("workspace_id"), serviceAccountID: try r.path("service_account_id"), options: r.options(fixed: []))
        case "organization.workspaces.service_accounts.update":
            _ = try await client.organizations.workspaces.serviceAccounts.update(workspaceID: try r.path("workspace_id"), serviceAccountID: try r.path("service_account_id"), try r.body(Anthropic.OrganizationWorkspacesServiceAccountsUpdateRequest.self), options: r.options(fixed: []))
        case "organization.workspaces.service_accounts.remove":
            _ = try await client.organizations.workspaces.serviceAccounts.delete(workspaceID: try r.path("workspace_id"), serviceAccountID: try r.path("service_account_id"), options: r.options(fixed: []))
        case "beta.organization.workspaces.service_accounts.retrieve":
            _ = try await client.beta.organizations.workspaces.serviceAccounts.retrieve(workspaceID: try r.path("workspace_id"), serviceAccountID: try r.path("service_account_id"), options: r.options(fixed: []))
        case "beta.organization.workspaces.service_accounts.update":
            _ = try await client.beta.organizations.workspaces.serviceAccounts.update(workspaceID: try r.path("workspace_id"), serviceAccountID: try r.path("service_account_id"), try r.body(Anthropic.OrganizationWorkspacesServiceAccountsUpdateRequest.self), options: r.options(fixed: []))
        case "beta.organization.workspaces.service_accounts.remove":
            _ = try await client.beta.organizations.workspaces.serviceAccounts.delete(workspaceID: try r.path("workspace_id"), serviceAccountID: try r.path("service_account_id"), options: r.options(fixed: []))
        case "beta.organization.workspaces.service_accounts.list":
            _ = try await client.beta.organizations.workspaces.serviceAccounts.list(workspaceID: try r.path("workspace_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "beta.organization.workspaces.service_accounts.add":
            _ = try await client.beta.organizations.workspaces.serviceAccounts.create(workspaceID: try r.path("workspace_id"), try r.body(Anthropic.OrganizationWorkspacesServiceAccountsAddRequest.self), options: r.options(fixed: []))
        case "beta.organization.workspaces.retrieve":
            _ = try await client.beta.organizations.workspaces.retrieve(workspaceID: try r.path("workspace_id"), options: r.options(fixed: []))
        case "beta.organization.workspaces.update":
            _ = try await client.beta.organizations.workspaces.update(workspaceID: try r.path("workspace_id"), try r.bodyIfPresent(Anthropic.BetaOrganizationWorkspacesUpdateRequest.self), options: r.options(fixed: []))
        case "beta.organization.workspaces.list":
            _ = try await client.beta.organizations.workspaces.list(afterID: try r.valueIfPresent(String.self, "after_id", in: .query), beforeID: try r.valueIfPresent(String.self, "before_id", in: .query), ids: try r.valueIfPresent([String].self, "ids[]", in: .query), includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), includeDefault: try r.valueIfPresent(Bool.self, "include_default", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), options: r.options(fixed: []))
        case "beta.organization.workspaces.create":
            _ = try await client.beta.organizations.workspaces.create(try r.body(Anthropic.BetaOrganizationWorkspacesCreateRequest.self), options: r.options(fixed: []))
        case "skills.list":
            _ = try await client.skills.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), source: try r.valueIfPresent(String.self, "source", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "skills.create":
            _ = try await client.skills.create(Anthropic.SkillsCreateRequest(files: try r.files("files"), displayName: try r.partIfPresent(String.self, "display_name")), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "skills.retrieve":
            _ = try await client.skills.retrieve(skillID: try r.path("skill_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "skills.delete":
            _ = try await client.skills.delete(skillID: try r.path("skill_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup23(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "skills.versions.list":
            _ = try await client.skills.versions.list(skillID: try r.path("skill_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "skills.versions.create":
            _ = try await client.skills.versions.create(skillID: try r.path("skill_id"), Anthropic.SkillsVersionsCreateRequest(files: try r.files("files")), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "skills.versions.retrieve":
            _ = try await client.skills.versions.retrieve(skillID: try r.path("skill_id"), version: try r.path("version"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "skills.versions.delete":
            _ = try await client.skills.versions.delete(skillID: try r.path("skill_id"), version: try r.path("version"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "skills.versions.download":
            _ = try await client.beta.skills.versions.content(skillID: try r.path("skill_id"), version: try r.path("version"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "tunnels.archive":
            _ = try await client.beta.tunnels.archive(tunnelID: try r.path("tunnel_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "mcp-tunnels-2026-06-22")]))
        case "tunnels.certificates.archive":
            _ = try await client.beta.tunnels.certificates.archive(tunnelID: try r.path("tunnel_id"), certificateID: try r.path("certificate_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "mcp-tunnels-2026-06-22")]))
        case "tunnels.certificates.retrieve":
            _ = try await client.beta.tunnels.certificates.retrieve(tunnelID: try r.path("tunnel_id"), certificateID: try r.path("certificate_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "mcp-tunnels-2026-06-22")]))
        case "tunnels.certificates.list":
            _ = try await client.beta.tunnels.certificates.list(tunnelID: try r.path("tunnel_id"), includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "mcp-tunnels-2026-06-22")]))
        case "tunnels.certificates.create":
            _ = try await client.beta.tunnels.certificates.create(tunnelID: try r.path("tunnel_id"), try r.body(Anthropic.TunnelsCertificatesCreateRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "mcp-tunnels-2026-06-22")]))
        case "tunnels.reveal_token":
            _ = try await client.beta.tunnels.revealToken(tunnelID: try r.path("tunnel_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "mcp-tunnels-2026-06-22")]))
        case "tunnels.rotate_token":
            _ = try await client.beta.tunnels.rotateToken(tunnelID: try r.path("tunnel_id"), try r.bodyIfPresent(Anthropic.TunnelsRotateTokenRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "mcp-tunnels-2026-06-22")]))
        case "tunnels.retrieve":
            _ = try await client.beta.tunnels.retrieve(tunnelID: try r.path("tunnel_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "mcp-tunnels-2026-06-22")]))
        case "tunnels.list":
            _ = try await client.beta.tunnels.list(includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "mcp-tunnels-2026-06-22")]))
        case "tunnels.create":
            _ = try await client.beta.tunnels.create(try r.bodyIfPresent(Anthropic.TunnelsCreateRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "mcp-tunnels-2026-06-22")]))
        case "user_profiles.list":
            _ = try await client.userProfiles.list(enforcementStatus: try r.valueIfPresent([Anthropic.UserProfileEnforcementStatus].self, "enforcement_status[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(Anthropic.UserProfilesListOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(Anthropic.UserProfileListOrderBy.self, "order_by", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup24(_ operationID: String, _ r: ReplayedRequest, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "user_profiles.create":
            _ = try await client.userProfiles.create(try r.bodyIfPresent(Anthropic.UserProfilesCreateRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "user_profiles.retrieve":
            _ = try await client.userProfiles.retrieve(userProfileID: try r.path("user_profile_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "user_profiles.update":
            _ = try await client.userProfiles.update(userProfileID: try r.path("user_profile_id"), try r.bodyIfPresent(Anthropic.UserProfilesUpdateRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "user_profiles.delete":
            _ = try await client.userProfiles.delete(userProfileID: try r.path("user_profile_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "user_profiles.action_urls.create":
            _ = try await client.userProfiles.actionURLs(userProfileID: try r.path("user_profile_id"), try r.body(Anthropic.UserProfilesActionUrlsCreateRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: []))
        case "beta.user_profiles.action_urls.create":
            _ = try await client.beta.userProfiles.actionURLs(userProfileID: try r.path("user_profile_id"), try r.body(Anthropic.UserProfilesActionUrlsCreateRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "user-profiles-2026-08-18")]))
        case "user_profiles.providers.google.data_controls.retrieve":
            _ = try await client.beta.userProfiles.providers.google.dataControls.retrieve(userProfileID: try r.path("user_profile_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "user-profiles-2026-09-04,google-managed-data-controls-2026-09-01")]))
        case "user_profiles.providers.google.data_controls.update":
            _ = try await client.beta.userProfiles.providers.google.dataControls.create(userProfileID: try r.path("user_profile_id"), try r.bodyIfPresent(Anthropic.UserProfilesProvidersGoogleDataControlsUpdateRequest.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "user-profiles-2026-09-04,google-managed-data-controls-2026-09-01")]))
        case "beta_get_environment_stats_v1_environments__environment_id__work_stats_get":
            _ = try await client.beta.environments.work.stats(environmentID: try r.path("environment_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "managed-agents-2026-04-01")]))
        case "BetaListDreams":
            _ = try await client.beta.dreams.list(anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), statuses: try r.valueIfPresent([Anthropic.BetaDreamStatus].self, "statuses[]", in: .query), createdAtGt: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[gt]", in: .query), createdAtLt: try r.valueIfPresent(Anthropic.BetaTimestamp.self, "created_at[lt]", in: .query), options: r.options(fixed: [("anthropic-beta", "dreaming-2026-04-21")]))
        case "BetaCreateDream":
            _ = try await client.beta.dreams.create(try r.body(Anthropic.BetaCreateDreamParams.self), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "dreaming-2026-04-21")]))
        case "BetaGetDream":
            _ = try await client.beta.dreams.retrieve(dreamID: try r.path("dream_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "dreaming-2026-04-21")]))
        case "BetaArchiveDream":
            _ = try await client.beta.dreams.archive(dreamID: try r.path("dream_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "dreaming-2026-04-21")]))
        case "BetaCancelDream":
            _ = try await client.beta.dreams.cancel(dreamID: try r.path("dream_id"), anthropicWorkspaceID: try r.valueIfPresent(String.self, "anthropic-workspace-id", in: .header), options: r.options(fixed: [("anthropic-beta", "dreaming-2026-04-21")]))
        default:
            return false
        }
        return true
    }
}
