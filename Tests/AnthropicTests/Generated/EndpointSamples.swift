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
        "BetaCreateEnrollmentUrl",
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
        default: return false
        }
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup0(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "messages_post":
            _ = try await client.messages.create(try EndpointSamples.decode(Anthropic.CreateMessageParams.self, #"{"model":"sample","messages":[{"content":"sample","role":"user"}],"max_tokens":0}"#))
        case "complete_post":
            _ = try await client.completions.create(try EndpointSamples.decode(Anthropic.CompletionRequest.self, #"{"model":"sample","prompt":"sample","max_tokens_to_sample":1}"#))
        case "models_list":
            _ = try await client.models.list(beforeID: "sample", afterID: "sample", limit: 1)
        case "models_get":
            _ = try await client.models.retrieve(modelID: "p_model_id")
        case "message_batches_list":
            _ = try await client.messages.batches.list(beforeID: "sample", afterID: "sample", limit: 1)
        case "message_batches_post":
            _ = try await client.messages.batches.create(try EndpointSamples.decode(Anthropic.CreateMessageBatchParams.self, #"{"requests":[{"custom_id":"sample","params":{"model":"sample","messages":[{"content":"sample","role":"user"}],"max_tokens":0}}]}"#))
        case "message_batches_retrieve":
            _ = try await client.messages.batches.retrieve(messageBatchID: "p_message_batch_id")
        case "message_batches_delete":
            _ = try await client.messages.batches.delete(messageBatchID: "p_message_batch_id")
        case "message_batches_cancel":
            _ = try await client.messages.batches.cancel(messageBatchID: "p_message_batch_id")
        case "message_batches_results":
            _ = try await client.messages.batches.results(messageBatchID: "p_message_batch_id")
        case "messages_count_tokens_post":
            _ = try await client.messages.countTokens(try EndpointSamples.decode(Anthropic.CountMessageTokensParams.self, #"{"messages":[{"content":"sample","role":"user"}],"model":"sample"}"#))
        case "beta_messages_post":
            _ = try await client.beta.messages.create(try EndpointSamples.decode(Anthropic.BetaCreateMessageParams.self, #"{"model":"sample","messages":[{"content":"sample","role":"user"}],"max_tokens":0}"#))
        case "beta_models_list":
            _ = try await client.beta.models.list(beforeID: "sample", afterID: "sample", limit: 1)
        case "beta_models_get":
            _ = try await client.beta.models.retrieve(modelID: "p_model_id")
        case "beta_message_batches_list":
            _ = try await client.beta.messages.batches.list(beforeID: "sample", afterID: "sample", limit: 1)
        case "beta_message_batches_post":
            _ = try await client.beta.messages.batches.create(try EndpointSamples.decode(Anthropic.BetaCreateMessageBatchParams.self, #"{"requests":[{"custom_id":"sample","params":{"model":"sample","messages":[{"content":"sample","role":"user"}],"max_tokens":0}}]}"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup1(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta_message_batches_retrieve":
            _ = try await client.beta.messages.batches.retrieve(messageBatchID: "p_message_batch_id")
        case "beta_message_batches_delete":
            _ = try await client.beta.messages.batches.delete(messageBatchID: "p_message_batch_id")
        case "beta_message_batches_cancel":
            _ = try await client.beta.messages.batches.cancel(messageBatchID: "p_message_batch_id")
        case "beta_message_batches_results":
            _ = try await client.beta.messages.batches.results(messageBatchID: "p_message_batch_id")
        case "beta_messages_count_tokens_post":
            _ = try await client.beta.messages.countTokens(try EndpointSamples.decode(Anthropic.BetaCountMessageTokensParams.self, #"{"messages":[{"content":"sample","role":"user"}],"model":"sample"}"#))
        case "beta_list_files_v1_files_get":
            _ = try await client.beta.files.list(beforeID: "sample", afterID: "sample", limit: 1, scopeID: "sample")
        case "beta_upload_file_v1_files_post":
            _ = try await client.beta.files.upload(Anthropic.BetaUploadFileV1FilesPostRequest(file: EndpointSamples.file))
        case "beta_get_file_metadata_v1_files__file_id__get":
            _ = try await client.beta.files.retrieveMetadata(fileID: "p_file_id")
        case "beta_delete_file_v1_files__file_id__delete":
            _ = try await client.beta.files.delete(fileID: "p_file_id")
        case "beta_download_file_v1_files__file_id__content_get":
            _ = try await client.beta.files.download(fileID: "p_file_id")
        case "beta_list_skills_v1_skills_get":
            _ = try await client.beta.skills.list(page: "sample", limit: 1, source: "sample")
        case "beta_create_skill_v1_skills_post":
            _ = try await client.beta.skills.create(Anthropic.BetaBody_create_skill_v1_skills_post())
        case "beta_get_skill_v1_skills__skill_id__get":
            _ = try await client.beta.skills.retrieve(skillID: "p_skill_id")
        case "beta_delete_skill_v1_skills__skill_id__delete":
            _ = try await client.beta.skills.delete(skillID: "p_skill_id")
        case "beta_list_skill_versions_v1_skills__skill_id__versions_get":
            _ = try await client.beta.skills.versions.list(skillID: "p_skill_id", page: "sample", limit: 1)
        case "beta_create_skill_version_v1_skills__skill_id__versions_post":
            _ = try await client.beta.skills.versions.create(skillID: "p_skill_id", Anthropic.BetaBody_create_skill_version_v1_skills__skill_id__versions_post())
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup2(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "beta_get_skill_version_v1_skills__skill_id__versions__version__get":
            _ = try await client.beta.skills.versions.retrieve(skillID: "p_skill_id", version: "p_version")
        case "beta_delete_skill_version_v1_skills__skill_id__versions__version__delete":
            _ = try await client.beta.skills.versions.delete(skillID: "p_skill_id", version: "p_version")
        case "beta_list_environments_v1_environments_get":
            _ = try await client.beta.environments.list(limit: 1, page: "sample", includeArchived: true)
        case "beta_create_environment_v1_environments_post":
            _ = try await client.beta.environments.create(try EndpointSamples.decode(Anthropic.BetaPublicEnvironmentCreateRequest.self, #"{"name":"sample"}"#))
        case "beta_get_environment_v1_environments__environment_id__get":
            _ = try await client.beta.environments.retrieve(environmentID: "p_environment_id")
        case "beta_update_environment_v1_environments__environment_id__post":
            _ = try await client.beta.environments.update(environmentID: "p_environment_id", try EndpointSamples.decode(Anthropic.BetaPublicEnvironmentUpdateRequest.self, #"{}"#))
        case "beta_delete_environment_v1_environments__environment_id__delete":
            _ = try await client.beta.environments.delete(environmentID: "p_environment_id")
        case "beta_archive_environment_v1_environments__environment_id__archive_post":
            _ = try await client.beta.environments.archive(environmentID: "p_environment_id")
        case "BetaListSessions":
            _ = try await client.beta.sessions.list(limit: 1, page: "sample", includeArchived: true, createdAtGte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtGt: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLt: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), agentID: "sample", agentVersion: 1, order: try EndpointSamples.decode(Anthropic.BetaManagedAgentsListOrder.self, #""asc""#), memoryStoreID: "sample", statuses: try EndpointSamples.decode([Anthropic.BetaManagedAgentsSessionStatus].self, #"["rescheduling"]"#))
        case "BetaCreateSession":
            _ = try await client.beta.sessions.create(try EndpointSamples.decode(Anthropic.BetaManagedAgentsCreateSessionParams.self, #"{"agent":"sample","environment_id":"sample"}"#))
        case "BetaGetSession":
            _ = try await client.beta.sessions.retrieve(sessionID: "p_session_id")
        case "BetaUpdateSession":
            _ = try await client.beta.sessions.update(sessionID: "p_session_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateSessionParams.self, #"{}"#))
        case "BetaDeleteSession":
            _ = try await client.beta.sessions.delete(sessionID: "p_session_id")
        case "BetaListEvents":
            _ = try await client.beta.sessions.events.list(sessionID: "p_session_id", limit: 1, page: "sample", order: try EndpointSamples.decode(Anthropic.BetaManagedAgentsListOrder.self, #""asc""#), types: try EndpointSamples.decode([String].self, #"["sample"]"#), createdAtGte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtGt: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLt: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#))
        case "BetaSendEvents":
            _ = try await client.beta.sessions.events(sessionID: "p_session_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsSendSessionEventsParams.self, #"{"events":[{"type":"user.message","content":[{"type":"text","text":"sample"}]}]}"#))
        case "BetaStreamSessionEvents":
            _ = try await client.beta.sessions.events.stream(sessionID: "p_session_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup3(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "BetaArchiveSession":
            _ = try await client.beta.sessions.archive(sessionID: "p_session_id")
        case "BetaListSessionThreads":
            _ = try await client.beta.sessions.threads.list(sessionID: "p_session_id", limit: 1, page: "sample")
        case "BetaGetSessionThread":
            _ = try await client.beta.sessions.threads.retrieve(sessionID: "p_session_id", threadID: "p_thread_id")
        case "BetaListSessionThreadEvents":
            _ = try await client.beta.sessions.threads.events.list(sessionID: "p_session_id", threadID: "p_thread_id", limit: 1, page: "sample")
        case "BetaStreamSessionThreadEvents":
            _ = try await client.beta.sessions.threads.stream(sessionID: "p_session_id", threadID: "p_thread_id")
        case "BetaArchiveSessionThread":
            _ = try await client.beta.sessions.threads.archive(sessionID: "p_session_id", threadID: "p_thread_id")
        case "BetaListResources":
            _ = try await client.beta.sessions.resources.list(sessionID: "p_session_id", limit: 1, page: "sample")
        case "BetaAddResource":
            _ = try await client.beta.sessions.resources.create(sessionID: "p_session_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsAddSessionResourceParams.self, #"{"type":"file","file_id":"sample"}"#))
        case "BetaGetResource":
            _ = try await client.beta.sessions.resources.retrieve(sessionID: "p_session_id", resourceID: "p_resource_id")
        case "BetaUpdateResource":
            _ = try await client.beta.sessions.resources.update(sessionID: "p_session_id", resourceID: "p_resource_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateSessionResourceParams.self, #"{"authorization_token":"sample"}"#))
        case "BetaDeleteResource":
            _ = try await client.beta.sessions.resources.delete(sessionID: "p_session_id", resourceID: "p_resource_id")
        case "BetaListAgents":
            _ = try await client.beta.agents.list(limit: 1, page: "sample", createdAtGte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), includeArchived: true)
        case "BetaCreateAgent":
            _ = try await client.beta.agents.create(try EndpointSamples.decode(Anthropic.BetaManagedAgentsCreateAgentParams.self, #"{"name":"sample","model":"sample"}"#))
        case "BetaGetAgent":
            _ = try await client.beta.agents.retrieve(agentID: "p_agent_id", version: 1)
        case "BetaUpdateAgent":
            _ = try await client.beta.agents.update(agentID: "p_agent_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateAgentParams.self, #"{"version":1}"#))
        case "BetaArchiveAgent":
            _ = try await client.beta.agents.archive(agentID: "p_agent_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup4(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "BetaListAgentVersions":
            _ = try await client.beta.agents.versions.list(agentID: "p_agent_id", limit: 1, page: "sample")
        case "BetaListVaults":
            _ = try await client.beta.vaults.list(limit: 1, page: "sample", includeArchived: true)
        case "BetaCreateVault":
            _ = try await client.beta.vaults.create(try EndpointSamples.decode(Anthropic.BetaManagedAgentsCreateVaultRequest.self, #"{"display_name":"sample"}"#))
        case "BetaGetVault":
            _ = try await client.beta.vaults.retrieve(vaultID: "p_vault_id")
        case "BetaUpdateVault":
            _ = try await client.beta.vaults.update(vaultID: "p_vault_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateVaultRequestBody.self, #"{}"#))
        case "BetaDeleteVault":
            _ = try await client.beta.vaults.delete(vaultID: "p_vault_id")
        case "BetaArchiveVault":
            _ = try await client.beta.vaults.archive(vaultID: "p_vault_id")
        case "BetaListCredentials":
            _ = try await client.beta.vaults.credentials.list(vaultID: "p_vault_id", limit: 1, page: "sample", includeArchived: true)
        case "BetaCreateCredential":
            _ = try await client.beta.vaults.credentials.create(vaultID: "p_vault_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsCreateCredentialRequestBody.self, #"{"auth":{"type":"mcp_oauth","mcp_server_url":"sample","access_token":"sample"}}"#))
        case "BetaGetCredential":
            _ = try await client.beta.vaults.credentials.retrieve(vaultID: "p_vault_id", credentialID: "p_credential_id")
        case "BetaUpdateCredential":
            _ = try await client.beta.vaults.credentials.update(vaultID: "p_vault_id", credentialID: "p_credential_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateCredentialRequestBody.self, #"{}"#))
        case "BetaDeleteCredential":
            _ = try await client.beta.vaults.credentials.delete(vaultID: "p_vault_id", credentialID: "p_credential_id")
        case "BetaArchiveCredential":
            _ = try await client.beta.vaults.credentials.archive(vaultID: "p_vault_id", credentialID: "p_credential_id")
        case "BetaValidateCredential":
            _ = try await client.beta.vaults.credentials.mcpOauthValidate(vaultID: "p_vault_id", credentialID: "p_credential_id")
        case "BetaListMemories":
            _ = try await client.beta.memoryStores.memories.list(memoryStoreID: "p_memory_store_id", pathPrefix: "sample", depth: 1, orderBy: "sample", order: try EndpointSamples.decode(Anthropic.BetaManagedAgentsListOrder.self, #""asc""#), limit: 1, page: "sample", view: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryView.self, #""basic""#))
        case "BetaCreateMemory":
            _ = try await client.beta.memoryStores.memories.create(memoryStoreID: "p_memory_store_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsCreateMemoryParams.self, #"{"path":"sample","content":"sample"}"#), view: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryView.self, #""basic""#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup5(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "BetaGetMemory":
            _ = try await client.beta.memoryStores.memories.retrieve(memoryStoreID: "p_memory_store_id", memoryID: "p_memory_id", view: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryView.self, #""basic""#))
        case "BetaUpdateMemory":
            _ = try await client.beta.memoryStores.memories.update(memoryStoreID: "p_memory_store_id", memoryID: "p_memory_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateMemoryParams.self, #"{}"#), view: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryView.self, #""basic""#))
        case "BetaDeleteMemory":
            _ = try await client.beta.memoryStores.memories.delete(memoryStoreID: "p_memory_store_id", memoryID: "p_memory_id", expectedContentSha256: "sample")
        case "BetaListMemoryVersions":
            _ = try await client.beta.memoryStores.memoryVersions.list(memoryStoreID: "p_memory_store_id", memoryID: "sample", sessionID: "sample", apiKeyID: "sample", operation: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryVersionOperation.self, #""created""#), createdAtGte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), limit: 1, page: "sample", view: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryView.self, #""basic""#))
        case "BetaGetMemoryVersion":
            _ = try await client.beta.memoryStores.memoryVersions.retrieve(memoryStoreID: "p_memory_store_id", memoryVersionID: "p_memory_version_id", view: try EndpointSamples.decode(Anthropic.BetaManagedAgentsMemoryView.self, #""basic""#))
        case "BetaRedactMemoryVersion":
            _ = try await client.beta.memoryStores.memoryVersions.redact(memoryStoreID: "p_memory_store_id", memoryVersionID: "p_memory_version_id")
        case "BetaListMemoryStores":
            _ = try await client.beta.memoryStores.list(limit: 1, page: "sample", includeArchived: true, createdAtGte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLte: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#))
        case "BetaCreateMemoryStore":
            _ = try await client.beta.memoryStores.create(try EndpointSamples.decode(Anthropic.BetaManagedAgentsCreateMemoryStoreRequest.self, #"{"name":"sample"}"#))
        case "BetaGetMemoryStore":
            _ = try await client.beta.memoryStores.retrieve(memoryStoreID: "p_memory_store_id")
        case "BetaUpdateMemoryStore":
            _ = try await client.beta.memoryStores.update(memoryStoreID: "p_memory_store_id", try EndpointSamples.decode(Anthropic.BetaManagedAgentsUpdateMemoryStoreRequestBody.self, #"{}"#))
        case "BetaDeleteMemoryStore":
            _ = try await client.beta.memoryStores.delete(memoryStoreID: "p_memory_store_id")
        case "BetaArchiveMemoryStore":
            _ = try await client.beta.memoryStores.archive(memoryStoreID: "p_memory_store_id")
        case "BetaListUserProfiles":
            _ = try await client.beta.userProfiles.list(limit: 1, page: "sample", order: try EndpointSamples.decode(Anthropic.BetaUserProfileListOrder.self, #""asc""#))
        case "BetaCreateUserProfile":
            _ = try await client.beta.userProfiles.create(try EndpointSamples.decode(Anthropic.BetaCreateUserProfileRequest.self, #"{}"#))
        case "BetaGetUserProfile":
            _ = try await client.beta.userProfiles.retrieve(userProfileID: "p_user_profile_id")
        case "BetaUpdateUserProfile":
            _ = try await client.beta.userProfiles.update(userProfileID: "p_user_profile_id", try EndpointSamples.decode(Anthropic.BetaUpdateUserProfileRequestBody.self, #"{}"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup6(_ operationID: String, on client: AnthropicClient) async throws -> Bool {
        switch operationID {
        case "BetaCreateEnrollmentUrl":
            _ = try await client.beta.userProfiles.enrollmentURL(userProfileID: "p_user_profile_id")
        case "beta_get_environment_stats_v1_environments__environment_id__work_stats_get":
            _ = try await client.beta.environments.work.stats(environmentID: "p_environment_id")
        case "BetaListDreams":
            _ = try await client.beta.dreams.list(limit: 1, page: "sample", includeArchived: true, statuses: try EndpointSamples.decode([Anthropic.BetaDreamStatus].self, #"["pending"]"#), createdAtGt: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#), createdAtLt: try EndpointSamples.decode(Anthropic.BetaTimestamp.self, #""2025-01-01T00:00:00Z""#))
        case "BetaCreateDream":
            _ = try await client.beta.dreams.create(try EndpointSamples.decode(Anthropic.BetaCreateDreamParams.self, #"{"inputs":[{"memory_store_id":"sample","type":"memory_store"}],"model":"sample"}"#))
        case "BetaGetDream":
            _ = try await client.beta.dreams.retrieve(dreamID: "p_dream_id")
        case "BetaArchiveDream":
            _ = try await client.beta.dreams.archive(dreamID: "p_dream_id")
        case "BetaCancelDream":
            _ = try await client.beta.dreams.cancel(dreamID: "p_dream_id")
        default:
            return false
        }
        return true
    }
}
