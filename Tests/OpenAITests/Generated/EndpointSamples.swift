// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAI

/// Calls one endpoint of Spec/openai.yaml with sample arguments.
protocol EndpointSampleCalling: Sendable {
    /// Calls the method of `operationID` on `client`; false when the id is unknown.
    func call(_ operationID: String, on client: OpenAIClient) async throws -> Bool
}

/// Every endpoint of Spec/openai.yaml, called once with sample arguments.
struct EndpointSamples: EndpointSampleCalling {
    /// Every operation id of the spec, in spec order.
    static let operationIDs: [String] = [
        "listAssistants",
        "createAssistant",
        "getAssistant",
        "modifyAssistant",
        "deleteAssistant",
        "createSpeech",
        "createTranscription",
        "createTranslation",
        "listVoiceConsents",
        "createVoiceConsent",
        "getVoiceConsent",
        "updateVoiceConsent",
        "deleteVoiceConsent",
        "createVoice",
        "listBatches",
        "createBatch",
        "retrieveBatch",
        "cancelBatch",
        "listChatCompletions",
        "createChatCompletion",
        "getChatCompletion",
        "updateChatCompletion",
        "deleteChatCompletion",
        "getChatCompletionMessages",
        "createCompletion",
        "ListContainers",
        "CreateContainer",
        "RetrieveContainer",
        "DeleteContainer",
        "ListContainerFiles",
        "CreateContainerFile",
        "RetrieveContainerFile",
        "DeleteContainerFile",
        "RetrieveContainerFileContent",
        "listConversationItems",
        "createConversationItems",
        "getConversationItem",
        "deleteConversationItem",
        "createEmbedding",
        "listEvals",
        "createEval",
        "getEval",
        "updateEval",
        "deleteEval",
        "getEvalRuns",
        "createEvalRun",
        "getEvalRun",
        "cancelEvalRun",
        "deleteEvalRun",
        "getEvalRunOutputItems",
        "getEvalRunOutputItem",
        "listFiles",
        "createFile",
        "retrieveFile",
        "deleteFile",
        "downloadFile",
        "runGrader",
        "validateGrader",
        "listFineTuningCheckpointPermissions",
        "createFineTuningCheckpointPermission",
        "deleteFineTuningCheckpointPermission",
        "listPaginatedFineTuningJobs",
        "createFineTuningJob",
        "retrieveFineTuningJob",
        "cancelFineTuningJob",
        "listFineTuningJobCheckpoints",
        "listFineTuningEvents",
        "pauseFineTuningJob",
        "resumeFineTuningJob",
        "createImageEdit",
        "createImage",
        "createImageVariation",
        "listModels",
        "retrieveModel",
        "deleteModel",
        "createModeration",
        "admin-api-keys-list",
        "admin-api-keys-create",
        "admin-api-keys-get",
        "admin-api-keys-delete",
        "list-audit-logs",
        "listOrganizationCertificates",
        "uploadCertificate",
        "activateOrganizationCertificates",
        "deactivateOrganizationCertificates",
        "getCertificate",
        "modifyCertificate",
        "deleteCertificate",
        "usage-costs",
        "retrieve-organization-data-retention",
        "update-organization-data-retention",
        "list-groups",
        "create-group",
        "retrieve-group",
        "update-group",
        "delete-group",
        "list-group-role-assignments",
        "assign-group-role",
        "retrieve-group-role",
        "unassign-group-role",
        "list-group-users",
        "add-group-user",
        "retrieve-group-user",
        "remove-group-user",
        "list-invites",
        "inviteUser",
        "retrieve-invite",
        "delete-invite",
        "list-projects",
        "create-project",
        "retrieve-project",
        "modify-project",
        "list-project-api-keys",
        "retrieve-project-api-key",
        "organization.projects.api_keys.update",
        "delete-project-api-key",
        "archive-project",
        "listProjectCertificates",
        "activateProjectCertificates",
        "deactivateProjectCertificates",
        "retrieve-project-data-retention",
        "update-project-data-retention",
        "list-project-groups",
        "add-project-group",
        "retrieve-project-group",
        "remove-project-group",
        "retrieve-project-hosted-tool-permissions",
        "update-project-hosted-tool-permissions",
        "retrieve-project-model-permissions",
        "update-project-model-permissions",
        "delete-project-model-permissions",
        "list-project-rate-limits",
        "update-project-rate-limits",
        "list-project-service-accounts",
        "create-project-service-account",
        "retrieve-project-service-account",
        "update-project-service-account",
        "delete-project-service-account",
        "list-project-spend-alerts",
        "create-project-spend-alert",
        "retrieve-project-spend-alert",
        "update-project-spend-alert",
        "delete-project-spend-alert",
        "list-project-users",
        "create-project-user",
        "retrieve-project-user",
        "modify-project-user",
        "delete-project-user",
        "list-roles",
        "create-role",
        "retrieve-role",
        "update-role",
        "delete-role",
        "list-organization-spend-alerts",
        "create-organization-spend-alert",
        "retrieve-organization-spend-alert",
        "update-organization-spend-alert",
        "delete-organization-spend-alert",
        "usage-audio-speeches",
        "usage-audio-transcriptions",
        "usage-code-interpreter-sessions",
        "usage-completions",
        "usage-embeddings",
        "usage-file-search-calls",
        "usage-images",
        "usage-moderations",
        "usage-vector-stores",
        "usage-web-search-calls",
        "list-users",
        "retrieve-user",
        "modify-user",
        "delete-user",
        "list-user-role-assignments",
        "assign-user-role",
        "retrieve-user-role",
        "unassign-user-role",
        "list-project-group-role-assignments",
        "assign-project-group-role",
        "retrieve-project-group-role",
        "unassign-project-group-role",
        "list-project-roles",
        "create-project-role",
        "retrieve-project-role",
        "update-project-role",
        "delete-project-role",
        "list-project-user-role-assignments",
        "assign-project-user-role",
        "retrieve-project-user-role",
        "unassign-project-user-role",
        "create-realtime-call",
        "accept-realtime-call",
        "hangup-realtime-call",
        "refer-realtime-call",
        "reject-realtime-call",
        "create-realtime-client-secret",
        "create-realtime-session",
        "create-realtime-transcription-session",
        "create-realtime-translation-client-secret",
        "createResponse",
        "getResponse",
        "deleteResponse",
        "cancelResponse",
        "listInputItems",
        "createThread",
        "createThreadAndRun",
        "getThread",
        "modifyThread",
        "deleteThread",
        "listMessages",
        "createMessage",
        "getMessage",
        "modifyMessage",
        "deleteMessage",
        "listRuns",
        "createRun",
        "getRun",
        "modifyRun",
        "cancelRun",
        "listRunSteps",
        "getRunStep",
        "submitToolOuputsToRun",
        "createUpload",
        "cancelUpload",
        "completeUpload",
        "addUploadPart",
        "listVectorStores",
        "createVectorStore",
        "getVectorStore",
        "modifyVectorStore",
        "deleteVectorStore",
        "createVectorStoreFileBatch",
        "getVectorStoreFileBatch",
        "cancelVectorStoreFileBatch",
        "listFilesInVectorStoreBatch",
        "listVectorStoreFiles",
        "createVectorStoreFile",
        "getVectorStoreFile",
        "updateVectorStoreFileAttributes",
        "deleteVectorStoreFile",
        "retrieveVectorStoreFileContent",
        "searchVectorStore",
        "createConversation",
        "getConversation",
        "updateConversation",
        "deleteConversation",
        "Getorganizationspendlimit",
        "Updateorganizationspendlimit",
        "Deleteorganizationspendlimit",
        "Getprojectspendlimit",
        "Updateprojectspendlimit",
        "Deleteprojectspendlimit",
        "CreateanAPIkeyforaserviceaccount",
        "Createcontentprovenancecheck",
        "ListVideos",
        "createVideo",
        "CreateVideoCharacter",
        "GetVideoCharacter",
        "CreateVideoEdit",
        "CreateVideoExtend",
        "GetVideo",
        "DeleteVideo",
        "RetrieveVideoContent",
        "CreateVideoRemix",
        "Getinputtokencounts",
        "Compactconversation",
        "ListSkills",
        "CreateSkill",
        "GetSkill",
        "UpdateSkillDefaultVersion",
        "DeleteSkill",
        "GetSkillContent",
        "ListSkillVersions",
        "CreateSkillVersion",
        "GetSkillVersion",
        "DeleteSkillVersion",
        "GetSkillVersionContent",
        "CancelChatSessionMethod",
        "CreateChatSessionMethod",
        "ListThreadItemsMethod",
        "GetThreadMethod",
        "DeleteThreadMethod",
        "ListThreadsMethod",
        "beta_createResponse",
        "beta_getResponse",
        "beta_deleteResponse",
        "beta_cancelResponse",
        "beta_Compactconversation",
        "beta_listInputItems",
        "beta_Getinputtokencounts",
        "agents.list",
        "agents.create",
        "agents.automations.list",
        "agents.automations.create",
        "agents.automations.retrieve",
        "agents.automations.update",
        "agents.automations.delete",
        "agents.automations.invocations.list",
        "agents.automations.invocations.create",
        "agents.automations.invocations.retrieve",
        "agents.automations.pause",
        "agents.automations.resume",
        "agents.environments.list",
        "agents.environments.create",
        "agents.environments.templates.list",
        "agents.environments.templates.create",
        "agents.environments.templates.retrieve",
        "agents.environments.templates.update",
        "agents.environments.templates.delete",
        "agents.environments.retrieve",
        "agents.environments.files.list",
        "agents.environments.files.create",
        "agents.sessions.list",
        "agents.sessions.create",
        "agents.sessions.retrieve",
        "agents.sessions.update",
        "agents.sessions.delete",
        "agents.sessions.artifacts.list",
        "agents.sessions.artifacts.retrieve",
        "agents.sessions.artifacts.delete",
        "agents.sessions.artifacts.content",
        "agents.sessions.events.stream",
        "agents.sessions.events.create",
        "agents.sessions.items.list",
        "agents.sessions.subagents.list",
        "agents.sessions.subagents.retrieve",
        "agents.sessions.subagents.items.list",
        "agents.sessions.subagents.turns.list",
        "agents.sessions.subagents.turns.retrieve",
        "agents.sessions.subagents.turns.items.list",
        "agents.sessions.traces.list",
        "agents.sessions.turns.list",
        "agents.sessions.turns.retrieve",
        "agents.sessions.turns.items.list",
        "agents.retrieve",
        "agents.update",
        "agents.delete",
        "audio.voices.delete",
        "decisions.create",
        "evals.runs.cancel",
        "live.create",
        "live.sessions.accept",
        "live.sessions.download_recording",
        "live.sessions.fork",
        "live.sessions.hangup",
        "live.sessions.refer",
        "live.sessions.reject",
        "organization.external_keys.list",
        "organization.external_keys.create",
        "organization.external_keys.retrieve",
        "organization.external_keys.delete",
        "organization.external_keys.validate",
        "organization.external_storage.list",
        "organization.external_storage.create",
        "organization.external_storage.retrieve",
        "organization.external_storage.delete",
        "organization.external_storage.validate",
        "organization.projects.service_tier_settings.retrieve",
        "organization.projects.service_tier_settings.update",
        "organization.usage.decisions",
        "organization.workload_identity_providers.list",
        "organization.workload_identity_providers.create",
        "organization.workload_identity_providers.retrieve",
        "organization.workload_identity_providers.update",
        "organization.workload_identity_providers.delete",
        "organization.workload_identity_providers.federation_rules.list",
        "organization.workload_identity_providers.federation_rules.create",
        "organization.workload_identity_providers.federation_rules.retrieve",
        "organization.workload_identity_providers.federation_rules.update",
        "organization.workload_identity_providers.federation_rules.delete",
        "safety.alerts.retrieve",
        "safety.cases.retrieve",
        "agents.vaults.list",
        "agents.vaults.create",
        "agents.vaults.retrieve",
        "agents.vaults.update",
        "agents.vaults.delete",
        "agents.vaults.credentials.list",
        "agents.vaults.credentials.create",
        "agents.vaults.credentials.retrieve",
        "agents.vaults.credentials.update",
        "agents.vaults.credentials.delete",
        "webhooks.list",
        "webhooks.create",
        "webhooks.retrieve",
        "webhooks.update",
        "webhooks.delete",
        "webhooks.rotate_secret",
        "webhooks.test",
        "webhooks.event_types.list",
    ]

    /// The file of every multipart sample.
    static let file = MultipartFile.data(Data("sample file".utf8), filename: "sample.txt")

    static func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONCoding.decode(type, from: Data(json.utf8))
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    func call(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
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
    private func callGroup0(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "listAssistants":
            _ = try await client.assistants.list(limit: 1, order: try EndpointSamples.decode(OpenAI.ListAssistantsOrder.self, #""asc""#), after: "sample", before: "sample")
        case "createAssistant":
            _ = try await client.assistants.create(try EndpointSamples.decode(OpenAI.CreateAssistantRequest.self, #"{"model":"sample"}"#))
        case "getAssistant":
            _ = try await client.assistants.retrieve(assistantID: "p_assistant_id")
        case "modifyAssistant":
            _ = try await client.assistants.update(assistantID: "p_assistant_id", try EndpointSamples.decode(OpenAI.ModifyAssistantRequest.self, #"{}"#))
        case "deleteAssistant":
            _ = try await client.assistants.delete(assistantID: "p_assistant_id")
        case "createSpeech":
            _ = try await client.audio.speech.create(try EndpointSamples.decode(OpenAI.CreateSpeechRequest.self, #"{"model":"sample","input":"sample","voice":"sample"}"#))
        case "createTranscription":
            _ = try await client.audio.transcriptions.create(OpenAI.CreateTranscriptionRequest(file: EndpointSamples.file, model: try EndpointSamples.decode(OpenAI.CreateTranscriptionRequest.Model.self, #""sample""#)))
        case "createTranslation":
            _ = try await client.audio.translations.create(OpenAI.CreateTranslationRequest(file: EndpointSamples.file, model: try EndpointSamples.decode(OpenAI.CreateTranslationRequest.Model.self, #""sample""#)))
        case "listVoiceConsents":
            _ = try await client.audio.voiceConsents.list(after: "sample", limit: 1)
        case "createVoiceConsent":
            _ = try await client.audio.voiceConsents.create(OpenAI.CreateVoiceConsentRequest(name: "sample", recording: EndpointSamples.file, language: "sample"))
        case "getVoiceConsent":
            _ = try await client.audio.voiceConsents.retrieve(consentID: "p_consent_id")
        case "updateVoiceConsent":
            _ = try await client.audio.voiceConsents.update(consentID: "p_consent_id", try EndpointSamples.decode(OpenAI.UpdateVoiceConsentRequest.self, #"{"name":"sample"}"#))
        case "deleteVoiceConsent":
            _ = try await client.audio.voiceConsents.delete(consentID: "p_consent_id")
        case "createVoice":
            _ = try await client.audio.voices.create(OpenAI.CreateVoiceRequest(name: "sample", audioSample: EndpointSamples.file, consent: "sample"))
        case "listBatches":
            _ = try await client.batches.list(after: "sample", limit: 1)
        case "createBatch":
            _ = try await client.batches.create(try EndpointSamples.decode(OpenAI.CreateBatchRequest.self, #"{"input_file_id":"sample","endpoint":"/v1/responses","completion_window":"24h"}"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup1(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "retrieveBatch":
            _ = try await client.batches.retrieve(batchID: "p_batch_id")
        case "cancelBatch":
            _ = try await client.batches.cancel(batchID: "p_batch_id")
        case "listChatCompletions":
            _ = try await client.chat.completions.list(model: "sample", metadata: try EndpointSamples.decode(OpenAI.Metadata.self, #"{"key":"sample"}"#), after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.ListChatCompletionsOrder.self, #""asc""#))
        case "createChatCompletion":
            _ = try await client.chat.completions.create(try EndpointSamples.decode(OpenAI.CreateChatCompletionRequest.self, #"{"messages":[{"content":"sample","role":"developer"}],"model":"sample"}"#))
        case "getChatCompletion":
            _ = try await client.chat.completions.retrieve(completionID: "p_completion_id")
        case "updateChatCompletion":
            _ = try await client.chat.completions.update(completionID: "p_completion_id", try EndpointSamples.decode(OpenAI.UpdateChatCompletionRequest.self, #"{"metadata":{"key":"sample"}}"#))
        case "deleteChatCompletion":
            _ = try await client.chat.completions.delete(completionID: "p_completion_id")
        case "getChatCompletionMessages":
            _ = try await client.chat.completions.messages.list(completionID: "p_completion_id", after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.GetChatCompletionMessagesOrder.self, #""asc""#))
        case "createCompletion":
            _ = try await client.completions.create(try EndpointSamples.decode(OpenAI.CreateCompletionRequest.self, #"{"model":"sample","prompt":"sample"}"#))
        case "ListContainers":
            _ = try await client.containers.list(limit: 1, order: try EndpointSamples.decode(OpenAI.ListContainersOrder.self, #""asc""#), after: "sample", name: "sample")
        case "CreateContainer":
            _ = try await client.containers.create(try EndpointSamples.decode(OpenAI.CreateContainerBody.self, #"{"name":"sample"}"#))
        case "RetrieveContainer":
            _ = try await client.containers.retrieve(containerID: "p_container_id")
        case "DeleteContainer":
            _ = try await client.containers.delete(containerID: "p_container_id")
        case "ListContainerFiles":
            _ = try await client.containers.files.list(containerID: "p_container_id", limit: 1, order: try EndpointSamples.decode(OpenAI.ListContainerFilesOrder.self, #""asc""#), after: "sample")
        case "CreateContainerFile":
            _ = try await client.containers.files.create(containerID: "p_container_id", try EndpointSamples.decode(OpenAI.CreateContainerFileBody.self, #"{}"#))
        case "RetrieveContainerFile":
            _ = try await client.containers.files.retrieve(containerID: "p_container_id", fileID: "p_file_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup2(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "DeleteContainerFile":
            _ = try await client.containers.files.delete(containerID: "p_container_id", fileID: "p_file_id")
        case "RetrieveContainerFileContent":
            _ = try await client.containers.files.content(containerID: "p_container_id", fileID: "p_file_id")
        case "listConversationItems":
            _ = try await client.conversations.items.list(conversationID: "p_conversation_id", limit: 1, order: try EndpointSamples.decode(OpenAI.ListConversationItemsOrder.self, #""asc""#), after: "sample", include: try EndpointSamples.decode([OpenAI.IncludeEnum].self, #"["file_search_call.results"]"#))
        case "createConversationItems":
            _ = try await client.conversations.items.create(conversationID: "p_conversation_id", try EndpointSamples.decode(OpenAI.CreateConversationItemsRequest.self, #"{"items":[{"role":"user","content":"sample"}]}"#), include: try EndpointSamples.decode([OpenAI.IncludeEnum].self, #"["file_search_call.results"]"#))
        case "getConversationItem":
            _ = try await client.conversations.items.retrieve(conversationID: "p_conversation_id", itemID: "p_item_id", include: try EndpointSamples.decode([OpenAI.IncludeEnum].self, #"["file_search_call.results"]"#))
        case "deleteConversationItem":
            _ = try await client.conversations.items.delete(conversationID: "p_conversation_id", itemID: "p_item_id")
        case "createEmbedding":
            _ = try await client.embeddings.create(try EndpointSamples.decode(OpenAI.CreateEmbeddingRequest.self, #"{"input":"sample","model":"sample"}"#))
        case "listEvals":
            _ = try await client.evals.list(after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.ListEvalsOrder.self, #""asc""#), orderBy: try EndpointSamples.decode(OpenAI.ListEvalsOrderBy.self, #""created_at""#))
        case "createEval":
            _ = try await client.evals.create(try EndpointSamples.decode(OpenAI.CreateEvalRequest.self, #"{"data_source_config":{"type":"custom","item_schema":{}},"testing_criteria":[{"type":"label_model","name":"sample","model":"sample","input":[{"role":"sample","content":"sample"}],"labels":["sample"],"passing_labels":["sample"]}]}"#))
        case "getEval":
            _ = try await client.evals.retrieve(evalID: "p_eval_id")
        case "updateEval":
            _ = try await client.evals.update(evalID: "p_eval_id", try EndpointSamples.decode(OpenAI.UpdateEvalRequest.self, #"{}"#))
        case "deleteEval":
            _ = try await client.evals.delete(evalID: "p_eval_id")
        case "getEvalRuns":
            _ = try await client.evals.runs.list(evalID: "p_eval_id", after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.GetEvalRunsOrder.self, #""asc""#), status: try EndpointSamples.decode(OpenAI.GetEvalRunsStatus.self, #""queued""#))
        case "createEvalRun":
            _ = try await client.evals.runs.create(evalID: "p_eval_id", try EndpointSamples.decode(OpenAI.CreateEvalRunRequest.self, #"{"data_source":{"type":"jsonl","source":{"type":"file_content","content":[{"item":{}}]}}}"#))
        case "getEvalRun":
            _ = try await client.evals.runs.retrieve(evalID: "p_eval_id", runID: "p_run_id")
        case "cancelEvalRun":
            _ = try await client.evals.runs.cancel(evalID: "p_eval_id", runID: "p_run_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup3(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "deleteEvalRun":
            _ = try await client.evals.runs.delete(evalID: "p_eval_id", runID: "p_run_id")
        case "getEvalRunOutputItems":
            _ = try await client.evals.runs.outputItems.list(evalID: "p_eval_id", runID: "p_run_id", after: "sample", limit: 1, status: try EndpointSamples.decode(OpenAI.GetEvalRunOutputItemsStatus.self, #""fail""#), order: try EndpointSamples.decode(OpenAI.GetEvalRunOutputItemsOrder.self, #""asc""#))
        case "getEvalRunOutputItem":
            _ = try await client.evals.runs.outputItems.retrieve(evalID: "p_eval_id", runID: "p_run_id", outputItemID: "p_output_item_id")
        case "listFiles":
            _ = try await client.files.list(purpose: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.ListFilesOrder.self, #""asc""#), after: "sample")
        case "createFile":
            _ = try await client.files.create(OpenAI.CreateFileRequest(file: EndpointSamples.file, purpose: try EndpointSamples.decode(OpenAI.FilePurpose.self, #""assistants""#)))
        case "retrieveFile":
            _ = try await client.files.retrieve(fileID: "p_file_id")
        case "deleteFile":
            _ = try await client.files.delete(fileID: "p_file_id")
        case "downloadFile":
            _ = try await client.files.content(fileID: "p_file_id")
        case "runGrader":
            _ = try await client.fineTuning.alpha.graders.run(try EndpointSamples.decode(OpenAI.RunGraderRequest.self, #"{"grader":{"type":"string_check","name":"sample","input":"sample","reference":"sample","operation":"eq"},"model_sample":"sample"}"#))
        case "validateGrader":
            _ = try await client.fineTuning.alpha.graders.validate(try EndpointSamples.decode(OpenAI.ValidateGraderRequest.self, #"{"grader":{"type":"string_check","name":"sample","input":"sample","reference":"sample","operation":"eq"}}"#))
        case "listFineTuningCheckpointPermissions":
            _ = try await client.fineTuning.checkpoints.permissions.list(fineTunedModelCheckpoint: "p_fine_tuned_model_checkpoint", projectID: "sample", after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.ListFineTuningCheckpointPermissionsOrder.self, #""ascending""#))
        case "createFineTuningCheckpointPermission":
            _ = try await client.fineTuning.checkpoints.permissions.create(fineTunedModelCheckpoint: "p_fine_tuned_model_checkpoint", try EndpointSamples.decode(OpenAI.CreateFineTuningCheckpointPermissionRequest.self, #"{"project_ids":["sample"]}"#))
        case "deleteFineTuningCheckpointPermission":
            _ = try await client.fineTuning.checkpoints.permissions.delete(fineTunedModelCheckpoint: "p_fine_tuned_model_checkpoint", permissionID: "p_permission_id")
        case "listPaginatedFineTuningJobs":
            _ = try await client.fineTuning.jobs.list(after: "sample", limit: 1, metadata: try EndpointSamples.decode([String: String].self, #"{"key":"sample"}"#))
        case "createFineTuningJob":
            _ = try await client.fineTuning.jobs.create(try EndpointSamples.decode(OpenAI.CreateFineTuningJobRequest.self, #"{"model":"sample","training_file":"sample"}"#))
        case "retrieveFineTuningJob":
            _ = try await client.fineTuning.jobs.retrieve(fineTuningJobID: "p_fine_tuning_job_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup4(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "cancelFineTuningJob":
            _ = try await client.fineTuning.jobs.cancel(fineTuningJobID: "p_fine_tuning_job_id")
        case "listFineTuningJobCheckpoints":
            _ = try await client.fineTuning.jobs.checkpoints.list(fineTuningJobID: "p_fine_tuning_job_id", after: "sample", limit: 1)
        case "listFineTuningEvents":
            _ = try await client.fineTuning.jobs.events.list(fineTuningJobID: "p_fine_tuning_job_id", after: "sample", limit: 1)
        case "pauseFineTuningJob":
            _ = try await client.fineTuning.jobs.pause(fineTuningJobID: "p_fine_tuning_job_id")
        case "resumeFineTuningJob":
            _ = try await client.fineTuning.jobs.resume(fineTuningJobID: "p_fine_tuning_job_id")
        case "createImageEdit":
            _ = try await client.images.edit(OpenAI.CreateImageEditRequest(image: [EndpointSamples.file], prompt: "sample"))
        case "createImage":
            _ = try await client.images.generate(try EndpointSamples.decode(OpenAI.CreateImageRequest.self, #"{"prompt":"sample"}"#))
        case "createImageVariation":
            _ = try await client.images.createVariation(OpenAI.CreateImageVariationRequest(image: EndpointSamples.file))
        case "listModels":
            _ = try await client.models.list()
        case "retrieveModel":
            _ = try await client.models.retrieve(model: "p_model")
        case "deleteModel":
            _ = try await client.models.delete(model: "p_model")
        case "createModeration":
            _ = try await client.moderations.create(try EndpointSamples.decode(OpenAI.CreateModerationRequest.self, #"{"input":"sample"}"#))
        case "admin-api-keys-list":
            _ = try await client.organization.adminApiKeys.list(after: "sample", order: try EndpointSamples.decode(OpenAI.AdminApiKeysListOrder.self, #""asc""#), limit: 1)
        case "admin-api-keys-create":
            _ = try await client.organization.adminApiKeys.create(try EndpointSamples.decode(OpenAI.AdminApiKeysCreateRequest.self, #"{"name":"sample"}"#))
        case "admin-api-keys-get":
            _ = try await client.organization.adminApiKeys.retrieve(keyID: "p_key_id")
        case "admin-api-keys-delete":
            _ = try await client.organization.adminApiKeys.delete(keyID: "p_key_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup5(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "list-audit-logs":
            _ = try await client.organization.auditLogs.list(effectiveAt: try EndpointSamples.decode(OpenAI.ListAuditLogsEffectiveAt.self, #"{"gt":1,"gte":1,"lt":1,"lte":1}"#), projectIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), eventTypes: try EndpointSamples.decode([OpenAI.AuditLogEventType].self, #"["api_key.created"]"#), actorIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), actorEmails: try EndpointSamples.decode([String].self, #"["sample"]"#), resourceIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), tenantOnly: true, limit: 1, after: "sample", before: "sample")
        case "listOrganizationCertificates":
            _ = try await client.organization.certificates.list(limit: 1, after: "sample", order: try EndpointSamples.decode(OpenAI.ListOrganizationCertificatesOrder.self, #""asc""#))
        case "uploadCertificate":
            _ = try await client.organization.certificates.create(try EndpointSamples.decode(OpenAI.UploadCertificateRequest.self, #"{"certificate":"sample"}"#))
        case "activateOrganizationCertificates":
            _ = try await client.organization.certificates.activate(try EndpointSamples.decode(OpenAI.ToggleCertificatesRequest.self, #"{"certificate_ids":["sample"]}"#))
        case "deactivateOrganizationCertificates":
            _ = try await client.organization.certificates.deactivate(try EndpointSamples.decode(OpenAI.ToggleCertificatesRequest.self, #"{"certificate_ids":["sample"]}"#))
        case "getCertificate":
            _ = try await client.organization.certificates.retrieve(certificateID: "p_certificate_id", include: try EndpointSamples.decode([OpenAI.GetCertificateIncludeItem].self, #"["content"]"#))
        case "modifyCertificate":
            _ = try await client.organization.certificates.update(certificateID: "p_certificate_id", try EndpointSamples.decode(OpenAI.ModifyCertificateRequest.self, #"{}"#))
        case "deleteCertificate":
            _ = try await client.organization.certificates.delete(certificateID: "p_certificate_id")
        case "usage-costs":
            _ = try await client.organization.costs.list(startTime: 1, endTime: 1, bucketWidth: try EndpointSamples.decode(OpenAI.UsageCostsBucketWidth.self, #""1d""#), projectIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), apiKeyIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([OpenAI.UsageCostsGroupByItem].self, #"["project_id"]"#), limit: 1, page: "sample", lineItems: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "retrieve-organization-data-retention":
            _ = try await client.organization.dataRetention.retrieve()
        case "update-organization-data-retention":
            _ = try await client.organization.dataRetention.update(try EndpointSamples.decode(OpenAI.UpdateOrganizationDataRetentionBody.self, #"{"retention_type":"zero_data_retention"}"#))
        case "list-groups":
            _ = try await client.organization.groups.list(limit: 0, after: "sample", order: try EndpointSamples.decode(OpenAI.ListGroupsOrder.self, #""asc""#))
        case "create-group":
            _ = try await client.organization.groups.create(try EndpointSamples.decode(OpenAI.CreateGroupBody.self, #"{"name":"sample"}"#))
        case "retrieve-group":
            _ = try await client.organization.groups.retrieve(groupID: "p_group_id")
        case "update-group":
            _ = try await client.organization.groups.update(groupID: "p_group_id", try EndpointSamples.decode(OpenAI.UpdateGroupBody.self, #"{"name":"sample"}"#))
        case "delete-group":
            _ = try await client.organization.groups.delete(groupID: "p_group_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup6(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "list-group-role-assignments":
            _ = try await client.organization.groups.roles.list(groupID: "p_group_id", limit: 0, after: "sample", order: try EndpointSamples.decode(OpenAI.ListGroupRoleAssignmentsOrder.self, #""asc""#))
        case "assign-group-role":
            _ = try await client.organization.groups.roles.create(groupID: "p_group_id", try EndpointSamples.decode(OpenAI.PublicAssignOrganizationGroupRoleBody.self, #"{"role_id":"sample"}"#))
        case "retrieve-group-role":
            _ = try await client.organization.groups.roles.retrieve(groupID: "p_group_id", roleID: "p_role_id")
        case "unassign-group-role":
            _ = try await client.organization.groups.roles.delete(groupID: "p_group_id", roleID: "p_role_id")
        case "list-group-users":
            _ = try await client.organization.groups.users.list(groupID: "p_group_id", limit: 0, after: "sample", order: try EndpointSamples.decode(OpenAI.ListGroupUsersOrder.self, #""asc""#))
        case "add-group-user":
            _ = try await client.organization.groups.users.create(groupID: "p_group_id", try EndpointSamples.decode(OpenAI.CreateGroupUserBody.self, #"{"user_id":"sample"}"#))
        case "retrieve-group-user":
            _ = try await client.organization.groups.users.retrieve(groupID: "p_group_id", userID: "p_user_id")
        case "remove-group-user":
            _ = try await client.organization.groups.users.delete(groupID: "p_group_id", userID: "p_user_id")
        case "list-invites":
            _ = try await client.organization.invites.list(limit: 1, after: "sample")
        case "inviteUser":
            _ = try await client.organization.invites.create(try EndpointSamples.decode(OpenAI.InviteRequest.self, #"{"email":"sample","role":"reader"}"#))
        case "retrieve-invite":
            _ = try await client.organization.invites.retrieve(inviteID: "p_invite_id")
        case "delete-invite":
            _ = try await client.organization.invites.delete(inviteID: "p_invite_id")
        case "list-projects":
            _ = try await client.organization.projects.list(limit: 1, after: "sample", includeArchived: true)
        case "create-project":
            _ = try await client.organization.projects.create(try EndpointSamples.decode(OpenAI.ProjectCreateRequest.self, #"{"name":"sample"}"#))
        case "retrieve-project":
            _ = try await client.organization.projects.retrieve(projectID: "p_project_id")
        case "modify-project":
            _ = try await client.organization.projects.update(projectID: "p_project_id", try EndpointSamples.decode(OpenAI.ProjectUpdateRequest.self, #"{}"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup7(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "list-project-api-keys":
            _ = try await client.organization.projects.apiKeys.list(projectID: "p_project_id", limit: 1, after: "sample", ownerProjectAccess: try EndpointSamples.decode(OpenAI.ListProjectApiKeysOwnerProjectAccess.self, #""active""#))
        case "retrieve-project-api-key":
            _ = try await client.organization.projects.apiKeys.retrieve(projectID: "p_project_id", apiKeyID: "p_api_key_id")
        case "organization.projects.api_keys.update":
            _ = try await client.organization.projects.apiKeys.update(projectID: "p_project_id", apiKeyID: "p_api_key_id", try EndpointSamples.decode(OpenAI.OrganizationProjectsApiKeysUpdateRequest.self, #"{}"#))
        case "delete-project-api-key":
            _ = try await client.organization.projects.apiKeys.delete(projectID: "p_project_id", apiKeyID: "p_api_key_id")
        case "archive-project":
            _ = try await client.organization.projects.archive(projectID: "p_project_id")
        case "listProjectCertificates":
            _ = try await client.organization.projects.certificates.list(projectID: "p_project_id", limit: 1, after: "sample", order: try EndpointSamples.decode(OpenAI.ListProjectCertificatesOrder.self, #""asc""#))
        case "activateProjectCertificates":
            _ = try await client.organization.projects.certificates.activate(projectID: "p_project_id", try EndpointSamples.decode(OpenAI.ToggleCertificatesRequest.self, #"{"certificate_ids":["sample"]}"#))
        case "deactivateProjectCertificates":
            _ = try await client.organization.projects.certificates.deactivate(projectID: "p_project_id", try EndpointSamples.decode(OpenAI.ToggleCertificatesRequest.self, #"{"certificate_ids":["sample"]}"#))
        case "retrieve-project-data-retention":
            _ = try await client.organization.projects.dataRetention.retrieve(projectID: "p_project_id")
        case "update-project-data-retention":
            _ = try await client.organization.projects.dataRetention.update(projectID: "p_project_id", try EndpointSamples.decode(OpenAI.UpdateProjectDataRetentionBody.self, #"{"retention_type":"organization_default"}"#))
        case "list-project-groups":
            _ = try await client.organization.projects.groups.list(projectID: "p_project_id", limit: 0, after: "sample", order: try EndpointSamples.decode(OpenAI.ListProjectGroupsOrder.self, #""asc""#))
        case "add-project-group":
            _ = try await client.organization.projects.groups.create(projectID: "p_project_id", try EndpointSamples.decode(OpenAI.InviteProjectGroupBody.self, #"{"group_id":"sample","role":"sample"}"#))
        case "retrieve-project-group":
            _ = try await client.organization.projects.groups.retrieve(projectID: "p_project_id", groupID: "p_group_id", groupType: try EndpointSamples.decode(OpenAI.RetrieveProjectGroupGroupType.self, #""group""#))
        case "remove-project-group":
            _ = try await client.organization.projects.groups.delete(projectID: "p_project_id", groupID: "p_group_id")
        case "retrieve-project-hosted-tool-permissions":
            _ = try await client.organization.projects.hostedToolPermissions.retrieve(projectID: "p_project_id")
        case "update-project-hosted-tool-permissions":
            _ = try await client.organization.projects.hostedToolPermissions.update(projectID: "p_project_id", try EndpointSamples.decode(OpenAI.ProjectHostedToolPermissionsUpdateRequest.self, #"{}"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup8(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "retrieve-project-model-permissions":
            _ = try await client.organization.projects.modelPermissions.retrieve(projectID: "p_project_id")
        case "update-project-model-permissions":
            _ = try await client.organization.projects.modelPermissions.update(projectID: "p_project_id", try EndpointSamples.decode(OpenAI.ProjectModelPermissionsUpdateRequest.self, #"{"mode":"allow_list","model_ids":["sample"]}"#))
        case "delete-project-model-permissions":
            _ = try await client.organization.projects.modelPermissions.delete(projectID: "p_project_id")
        case "list-project-rate-limits":
            _ = try await client.organization.projects.rateLimits.list(projectID: "p_project_id", limit: 1, after: "sample", before: "sample")
        case "update-project-rate-limits":
            _ = try await client.organization.projects.rateLimits.update(projectID: "p_project_id", rateLimitID: "p_rate_limit_id", try EndpointSamples.decode(OpenAI.ProjectRateLimitUpdateRequest.self, #"{}"#))
        case "list-project-service-accounts":
            _ = try await client.organization.projects.serviceAccounts.list(projectID: "p_project_id", limit: 1, after: "sample")
        case "create-project-service-account":
            _ = try await client.organization.projects.serviceAccounts.create(projectID: "p_project_id", try EndpointSamples.decode(OpenAI.ProjectServiceAccountCreateRequest.self, #"{"name":"sample"}"#))
        case "retrieve-project-service-account":
            _ = try await client.organization.projects.serviceAccounts.retrieve(projectID: "p_project_id", serviceAccountID: "p_service_account_id")
        case "update-project-service-account":
            _ = try await client.organization.projects.serviceAccounts.update(projectID: "p_project_id", serviceAccountID: "p_service_account_id", try EndpointSamples.decode(OpenAI.UpdateProjectServiceAccountBody.self, #"{}"#))
        case "delete-project-service-account":
            _ = try await client.organization.projects.serviceAccounts.delete(projectID: "p_project_id", serviceAccountID: "p_service_account_id")
        case "list-project-spend-alerts":
            _ = try await client.organization.projects.spendAlerts.list(projectID: "p_project_id", limit: 0, order: try EndpointSamples.decode(OpenAI.ListProjectSpendAlertsOrder.self, #""asc""#), after: "sample", before: "sample")
        case "create-project-spend-alert":
            _ = try await client.organization.projects.spendAlerts.create(projectID: "p_project_id", try EndpointSamples.decode(OpenAI.CreateSpendAlertBody.self, #"{"threshold_amount":0,"currency":"USD","interval":"month","notification_channel":{"type":"email","recipients":["sample"]}}"#))
        case "retrieve-project-spend-alert":
            _ = try await client.organization.projects.spendAlerts.retrieve(projectID: "p_project_id", alertID: "p_alert_id")
        case "update-project-spend-alert":
            _ = try await client.organization.projects.spendAlerts.update(projectID: "p_project_id", alertID: "p_alert_id", try EndpointSamples.decode(OpenAI.CreateSpendAlertBody.self, #"{"threshold_amount":0,"currency":"USD","interval":"month","notification_channel":{"type":"email","recipients":["sample"]}}"#))
        case "delete-project-spend-alert":
            _ = try await client.organization.projects.spendAlerts.delete(projectID: "p_project_id", alertID: "p_alert_id")
        case "list-project-users":
            _ = try await client.organization.projects.users.list(projectID: "p_project_id", limit: 1, after: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup9(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "create-project-user":
            _ = try await client.organization.projects.users.create(projectID: "p_project_id", try EndpointSamples.decode(OpenAI.ProjectUserCreateRequest.self, #"{"role":"sample"}"#))
        case "retrieve-project-user":
            _ = try await client.organization.projects.users.retrieve(projectID: "p_project_id", userID: "p_user_id")
        case "modify-project-user":
            _ = try await client.organization.projects.users.update(projectID: "p_project_id", userID: "p_user_id", try EndpointSamples.decode(OpenAI.ProjectUserUpdateRequest.self, #"{}"#))
        case "delete-project-user":
            _ = try await client.organization.projects.users.delete(projectID: "p_project_id", userID: "p_user_id")
        case "list-roles":
            _ = try await client.organization.roles.list(limit: 0, after: "sample", order: try EndpointSamples.decode(OpenAI.ListRolesOrder.self, #""asc""#))
        case "create-role":
            _ = try await client.organization.roles.create(try EndpointSamples.decode(OpenAI.PublicCreateOrganizationRoleBody.self, #"{"role_name":"sample","permissions":["sample"]}"#))
        case "retrieve-role":
            _ = try await client.organization.roles.retrieve(roleID: "p_role_id")
        case "update-role":
            _ = try await client.organization.roles.update(roleID: "p_role_id", try EndpointSamples.decode(OpenAI.PublicUpdateOrganizationRoleBody.self, #"{}"#))
        case "delete-role":
            _ = try await client.organization.roles.delete(roleID: "p_role_id")
        case "list-organization-spend-alerts":
            _ = try await client.organization.spendAlerts.list(limit: 0, order: try EndpointSamples.decode(OpenAI.ListOrganizationSpendAlertsOrder.self, #""asc""#), after: "sample", before: "sample")
        case "create-organization-spend-alert":
            _ = try await client.organization.spendAlerts.create(try EndpointSamples.decode(OpenAI.CreateSpendAlertBody.self, #"{"threshold_amount":0,"currency":"USD","interval":"month","notification_channel":{"type":"email","recipients":["sample"]}}"#))
        case "retrieve-organization-spend-alert":
            _ = try await client.organization.spendAlerts.retrieve(alertID: "p_alert_id")
        case "update-organization-spend-alert":
            _ = try await client.organization.spendAlerts.update(alertID: "p_alert_id", try EndpointSamples.decode(OpenAI.CreateSpendAlertBody.self, #"{"threshold_amount":0,"currency":"USD","interval":"month","notification_channel":{"type":"email","recipients":["sample"]}}"#))
        case "delete-organization-spend-alert":
            _ = try await client.organization.spendAlerts.delete(alertID: "p_alert_id")
        case "usage-audio-speeches":
            _ = try await client.organization.usage.audioSpeeches.list(startTime: 1, endTime: 1, bucketWidth: try EndpointSamples.decode(OpenAI.UsageAudioSpeechesBucketWidth.self, #""1m""#), projectIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), apiKeyIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), models: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([OpenAI.UsageAudioSpeechesGroupByItem].self, #"["project_id"]"#), limit: 1, page: "sample")
        case "usage-audio-transcriptions":
            _ = try await client.organization.usage.audioTranscriptions.list(startTime: 1, endTime: 1, bucketWidth: try EndpointSamples.decode(OpenAI.UsageAudioTranscriptionsBucketWidth.self, #""1m""#), projectIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), apiKeyIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), models: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([OpenAI.UsageAudioTranscriptionsGroupByItem].self, #"["project_id"]"#), limit: 1, page: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup10(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "usage-code-interpreter-sessions":
            _ = try await client.organization.usage.codeInterpreterSessions.list(startTime: 1, endTime: 1, bucketWidth: try EndpointSamples.decode(OpenAI.UsageCodeInterpreterSessionsBucketWidth.self, #""1m""#), projectIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([OpenAI.UsageCodeInterpreterSessionsGroupByItem].self, #"["project_id"]"#), limit: 1, page: "sample")
        case "usage-completions":
            _ = try await client.organization.usage.completions.list(startTime: 1, endTime: 1, bucketWidth: try EndpointSamples.decode(OpenAI.UsageCompletionsBucketWidth.self, #""1m""#), projectIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), apiKeyIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), models: try EndpointSamples.decode([String].self, #"["sample"]"#), batch: true, groupBy: try EndpointSamples.decode([OpenAI.UsageCompletionsGroupByItem].self, #"["project_id"]"#), limit: 1, page: "sample")
        case "usage-embeddings":
            _ = try await client.organization.usage.embeddings.list(startTime: 1, endTime: 1, bucketWidth: try EndpointSamples.decode(OpenAI.UsageEmbeddingsBucketWidth.self, #""1m""#), projectIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), apiKeyIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), models: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([OpenAI.UsageEmbeddingsGroupByItem].self, #"["project_id"]"#), limit: 1, page: "sample")
        case "usage-file-search-calls":
            _ = try await client.organization.usage.fileSearchCalls.list(startTime: 1, endTime: 1, bucketWidth: try EndpointSamples.decode(OpenAI.UsageFileSearchCallsBucketWidth.self, #""1m""#), projectIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), apiKeyIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), vectorStoreIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([OpenAI.UsageFileSearchCallsGroupByItem].self, #"["project_id"]"#), limit: 1, page: "sample")
        case "usage-images":
            _ = try await client.organization.usage.images.list(startTime: 1, endTime: 1, bucketWidth: try EndpointSamples.decode(OpenAI.UsageImagesBucketWidth.self, #""1m""#), sources: try EndpointSamples.decode([OpenAI.UsageImagesSource].self, #"["image.generation"]"#), sizes: try EndpointSamples.decode([OpenAI.UsageImagesSize].self, #"["256x256"]"#), projectIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), apiKeyIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), models: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([OpenAI.UsageImagesGroupByItem].self, #"["project_id"]"#), limit: 1, page: "sample")
        case "usage-moderations":
            _ = try await client.organization.usage.moderations.list(startTime: 1, endTime: 1, bucketWidth: try EndpointSamples.decode(OpenAI.UsageModerationsBucketWidth.self, #""1m""#), projectIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), apiKeyIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), models: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([OpenAI.UsageModerationsGroupByItem].self, #"["project_id"]"#), limit: 1, page: "sample")
        case "usage-vector-stores":
            _ = try await client.organization.usage.vectorStores.list(startTime: 1, endTime: 1, bucketWidth: try EndpointSamples.decode(OpenAI.UsageVectorStoresBucketWidth.self, #""1m""#), projectIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), groupBy: try EndpointSamples.decode([OpenAI.UsageVectorStoresGroupByItem].self, #"["project_id"]"#), limit: 1, page: "sample")
        case "usage-web-search-calls":
            _ = try await client.organization.usage.webSearchCalls.list(startTime: 1, endTime: 1, bucketWidth: try EndpointSamples.decode(OpenAI.UsageWebSearchCallsBucketWidth.self, #""1m""#), projectIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), apiKeyIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), models: try EndpointSamples.decode([String].self, #"["sample"]"#), contextLevels: try EndpointSamples.decode([OpenAI.UsageWebSearchCallsContextLevel].self, #"["low"]"#), groupBy: try EndpointSamples.decode([OpenAI.UsageWebSearchCallsGroupByItem].self, #"["project_id"]"#), limit: 1, page: "sample")
        case "list-users":
            _ = try await client.organization.users.list(limit: 1, after: "sample", emails: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "retrieve-user":
            _ = try await client.organization.users.retrieve(userID: "p_user_id")
        case "modify-user":
            _ = try await client.organization.users.update(userID: "p_user_id", try EndpointSamples.decode(OpenAI.UserRoleUpdateRequest.self, #"{}"#))
        case "delete-user":
            _ = try await client.organization.users.delete(userID: "p_user_id")
        case "list-user-role-assignments":
            _ = try await client.organization.users.roles.list(userID: "p_user_id", limit: 0, after: "sample", order: try EndpointSamples.decode(OpenAI.ListUserRoleAssignmentsOrder.self, #""asc""#))
        case "assign-user-role":
            _ = try await client.organization.users.roles.create(userID: "p_user_id", try EndpointSamples.decode(OpenAI.PublicAssignOrganizationGroupRoleBody.self, #"{"role_id":"sample"}"#))
        case "retrieve-user-role":
            _ = try await client.organization.users.roles.retrieve(userID: "p_user_id", roleID: "p_role_id")
        case "unassign-user-role":
            _ = try await client.organization.users.roles.delete(userID: "p_user_id", roleID: "p_role_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup11(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "list-project-group-role-assignments":
            _ = try await client.projects.groups.roles.list(projectID: "p_project_id", groupID: "p_group_id", limit: 0, after: "sample", order: try EndpointSamples.decode(OpenAI.ListProjectGroupRoleAssignmentsOrder.self, #""asc""#))
        case "assign-project-group-role":
            _ = try await client.projects.groups.roles.create(projectID: "p_project_id", groupID: "p_group_id", try EndpointSamples.decode(OpenAI.PublicAssignOrganizationGroupRoleBody.self, #"{"role_id":"sample"}"#))
        case "retrieve-project-group-role":
            _ = try await client.projects.groups.roles.retrieve(projectID: "p_project_id", groupID: "p_group_id", roleID: "p_role_id")
        case "unassign-project-group-role":
            _ = try await client.projects.groups.roles.delete(projectID: "p_project_id", groupID: "p_group_id", roleID: "p_role_id")
        case "list-project-roles":
            _ = try await client.projects.roles.list(projectID: "p_project_id", limit: 0, after: "sample", order: try EndpointSamples.decode(OpenAI.ListProjectRolesOrder.self, #""asc""#))
        case "create-project-role":
            _ = try await client.projects.roles.create(projectID: "p_project_id", try EndpointSamples.decode(OpenAI.PublicCreateOrganizationRoleBody.self, #"{"role_name":"sample","permissions":["sample"]}"#))
        case "retrieve-project-role":
            _ = try await client.projects.roles.retrieve(projectID: "p_project_id", roleID: "p_role_id")
        case "update-project-role":
            _ = try await client.projects.roles.update(projectID: "p_project_id", roleID: "p_role_id", try EndpointSamples.decode(OpenAI.PublicUpdateOrganizationRoleBody.self, #"{}"#))
        case "delete-project-role":
            _ = try await client.projects.roles.delete(projectID: "p_project_id", roleID: "p_role_id")
        case "list-project-user-role-assignments":
            _ = try await client.projects.users.roles.list(projectID: "p_project_id", userID: "p_user_id", limit: 0, after: "sample", order: try EndpointSamples.decode(OpenAI.ListProjectUserRoleAssignmentsOrder.self, #""asc""#))
        case "assign-project-user-role":
            _ = try await client.projects.users.roles.create(projectID: "p_project_id", userID: "p_user_id", try EndpointSamples.decode(OpenAI.PublicAssignOrganizationGroupRoleBody.self, #"{"role_id":"sample"}"#))
        case "retrieve-project-user-role":
            _ = try await client.projects.users.roles.retrieve(projectID: "p_project_id", userID: "p_user_id", roleID: "p_role_id")
        case "unassign-project-user-role":
            _ = try await client.projects.users.roles.delete(projectID: "p_project_id", userID: "p_user_id", roleID: "p_role_id")
        case "create-realtime-call":
            _ = try await client.realtime.calls.create(OpenAI.RealtimeCallCreateRequest(sdp: "sample"))
        case "accept-realtime-call":
            _ = try await client.realtime.calls.accept(callID: "p_call_id", try EndpointSamples.decode(OpenAI.RealtimeSessionCreateRequestGA.self, #"{"type":"realtime"}"#))
        case "hangup-realtime-call":
            _ = try await client.realtime.calls.hangup(callID: "p_call_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup12(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "refer-realtime-call":
            _ = try await client.realtime.calls.refer(callID: "p_call_id", try EndpointSamples.decode(OpenAI.RealtimeCallReferRequest.self, #"{"target_uri":"sample"}"#))
        case "reject-realtime-call":
            _ = try await client.realtime.calls.reject(callID: "p_call_id", try EndpointSamples.decode(OpenAI.RealtimeCallRejectRequest.self, #"{}"#))
        case "create-realtime-client-secret":
            _ = try await client.realtime.clientSecrets.create(try EndpointSamples.decode(OpenAI.RealtimeCreateClientSecretRequest.self, #"{}"#))
        case "create-realtime-session":
            _ = try await client.realtime.sessions.create(try EndpointSamples.decode(OpenAI.RealtimeSessionCreateRequest.self, #"{"client_secret":{"value":"sample","expires_at":1}}"#))
        case "create-realtime-transcription-session":
            _ = try await client.realtime.transcriptionSessions.create(try EndpointSamples.decode(OpenAI.RealtimeTranscriptionSessionCreateRequest.self, #"{}"#))
        case "create-realtime-translation-client-secret":
            _ = try await client.realtime.translations.clientSecrets.create(try EndpointSamples.decode(OpenAI.RealtimeTranslationClientSecretCreateRequest.self, #"{"session":{"model":"sample"}}"#))
        case "createResponse":
            _ = try await client.responses.create(try EndpointSamples.decode(OpenAI.CreateResponse.self, #"{}"#))
        case "getResponse":
            _ = try await client.responses.retrieve(responseID: "p_response_id", include: try EndpointSamples.decode([OpenAI.IncludeEnum].self, #"["file_search_call.results"]"#), startingAfter: 1, includeObfuscation: true)
        case "deleteResponse":
            _ = try await client.responses.delete(responseID: "p_response_id")
        case "cancelResponse":
            _ = try await client.responses.cancel(responseID: "p_response_id")
        case "listInputItems":
            _ = try await client.responses.inputItems.list(responseID: "p_response_id", limit: 1, order: try EndpointSamples.decode(OpenAI.ListInputItemsOrder.self, #""asc""#), after: "sample", include: try EndpointSamples.decode([OpenAI.IncludeEnum].self, #"["file_search_call.results"]"#))
        case "createThread":
            _ = try await client.threads.create(try EndpointSamples.decode(OpenAI.CreateThreadRequest.self, #"{}"#))
        case "createThreadAndRun":
            _ = try await client.threads.createAndRun(try EndpointSamples.decode(OpenAI.CreateThreadAndRunRequest.self, #"{"assistant_id":"sample"}"#))
        case "getThread":
            _ = try await client.threads.retrieve(threadID: "p_thread_id")
        case "modifyThread":
            _ = try await client.threads.update(threadID: "p_thread_id", try EndpointSamples.decode(OpenAI.ModifyThreadRequest.self, #"{}"#))
        case "deleteThread":
            _ = try await client.threads.delete(threadID: "p_thread_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup13(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "listMessages":
            _ = try await client.threads.messages.list(threadID: "p_thread_id", limit: 1, order: try EndpointSamples.decode(OpenAI.ListMessagesOrder.self, #""asc""#), after: "sample", before: "sample", runID: "sample")
        case "createMessage":
            _ = try await client.threads.messages.create(threadID: "p_thread_id", try EndpointSamples.decode(OpenAI.CreateMessageRequest.self, #"{"role":"user","content":"sample"}"#))
        case "getMessage":
            _ = try await client.threads.messages.retrieve(threadID: "p_thread_id", messageID: "p_message_id")
        case "modifyMessage":
            _ = try await client.threads.messages.update(threadID: "p_thread_id", messageID: "p_message_id", try EndpointSamples.decode(OpenAI.ModifyMessageRequest.self, #"{}"#))
        case "deleteMessage":
            _ = try await client.threads.messages.delete(threadID: "p_thread_id", messageID: "p_message_id")
        case "listRuns":
            _ = try await client.threads.runs.list(threadID: "p_thread_id", limit: 1, order: try EndpointSamples.decode(OpenAI.ListRunsOrder.self, #""asc""#), after: "sample", before: "sample")
        case "createRun":
            _ = try await client.threads.runs.create(threadID: "p_thread_id", try EndpointSamples.decode(OpenAI.CreateRunRequest.self, #"{"assistant_id":"sample"}"#), include: try EndpointSamples.decode([OpenAI.CreateRunIncludeItem].self, #"["step_details.tool_calls[*].file_search.results[*].content"]"#))
        case "getRun":
            _ = try await client.threads.runs.retrieve(threadID: "p_thread_id", runID: "p_run_id")
        case "modifyRun":
            _ = try await client.threads.runs.update(threadID: "p_thread_id", runID: "p_run_id", try EndpointSamples.decode(OpenAI.ModifyRunRequest.self, #"{}"#))
        case "cancelRun":
            _ = try await client.threads.runs.cancel(threadID: "p_thread_id", runID: "p_run_id")
        case "listRunSteps":
            _ = try await client.threads.runs.steps.list(threadID: "p_thread_id", runID: "p_run_id", limit: 1, order: try EndpointSamples.decode(OpenAI.ListRunStepsOrder.self, #""asc""#), after: "sample", before: "sample", include: try EndpointSamples.decode([OpenAI.ListRunStepsIncludeItem].self, #"["step_details.tool_calls[*].file_search.results[*].content"]"#))
        case "getRunStep":
            _ = try await client.threads.runs.steps.retrieve(threadID: "p_thread_id", runID: "p_run_id", stepID: "p_step_id", include: try EndpointSamples.decode([OpenAI.GetRunStepIncludeItem].self, #"["step_details.tool_calls[*].file_search.results[*].content"]"#))
        case "submitToolOuputsToRun":
            _ = try await client.threads.runs.submitToolOutputs(threadID: "p_thread_id", runID: "p_run_id", try EndpointSamples.decode(OpenAI.SubmitToolOutputsRunRequest.self, #"{"tool_outputs":[{}]}"#))
        case "createUpload":
            _ = try await client.uploads.create(try EndpointSamples.decode(OpenAI.CreateUploadRequest.self, #"{"filename":"sample","purpose":"assistants","bytes":1,"mime_type":"sample"}"#))
        case "cancelUpload":
            _ = try await client.uploads.cancel(uploadID: "p_upload_id")
        case "completeUpload":
            _ = try await client.uploads.complete(uploadID: "p_upload_id", try EndpointSamples.decode(OpenAI.CompleteUploadRequest.self, #"{"part_ids":["sample"]}"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup14(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "addUploadPart":
            _ = try await client.uploads.parts.create(uploadID: "p_upload_id", OpenAI.AddUploadPartRequest(data: EndpointSamples.file))
        case "listVectorStores":
            _ = try await client.vectorStores.list(limit: 1, order: try EndpointSamples.decode(OpenAI.ListVectorStoresOrder.self, #""asc""#), after: "sample", before: "sample")
        case "createVectorStore":
            _ = try await client.vectorStores.create(try EndpointSamples.decode(OpenAI.CreateVectorStoreRequest.self, #"{}"#))
        case "getVectorStore":
            _ = try await client.vectorStores.retrieve(vectorStoreID: "p_vector_store_id")
        case "modifyVectorStore":
            _ = try await client.vectorStores.update(vectorStoreID: "p_vector_store_id", try EndpointSamples.decode(OpenAI.UpdateVectorStoreRequest.self, #"{}"#))
        case "deleteVectorStore":
            _ = try await client.vectorStores.delete(vectorStoreID: "p_vector_store_id")
        case "createVectorStoreFileBatch":
            _ = try await client.vectorStores.fileBatches.create(vectorStoreID: "p_vector_store_id", try EndpointSamples.decode(OpenAI.CreateVectorStoreFileBatchRequest.self, #"{}"#))
        case "getVectorStoreFileBatch":
            _ = try await client.vectorStores.fileBatches.retrieve(vectorStoreID: "p_vector_store_id", batchID: "p_batch_id")
        case "cancelVectorStoreFileBatch":
            _ = try await client.vectorStores.fileBatches.cancel(vectorStoreID: "p_vector_store_id", batchID: "p_batch_id")
        case "listFilesInVectorStoreBatch":
            _ = try await client.vectorStores.fileBatches.files.list(vectorStoreID: "p_vector_store_id", batchID: "p_batch_id", limit: 1, order: try EndpointSamples.decode(OpenAI.ListFilesInVectorStoreBatchOrder.self, #""asc""#), after: "sample", before: "sample", filter: try EndpointSamples.decode(OpenAI.ListFilesInVectorStoreBatchFilter.self, #""in_progress""#))
        case "listVectorStoreFiles":
            _ = try await client.vectorStores.files.list(vectorStoreID: "p_vector_store_id", limit: 1, order: try EndpointSamples.decode(OpenAI.ListVectorStoreFilesOrder.self, #""asc""#), after: "sample", before: "sample", filter: try EndpointSamples.decode(OpenAI.ListVectorStoreFilesFilter.self, #""in_progress""#))
        case "createVectorStoreFile":
            _ = try await client.vectorStores.files.create(vectorStoreID: "p_vector_store_id", try EndpointSamples.decode(OpenAI.CreateVectorStoreFileRequest.self, #"{"file_id":"sample"}"#))
        case "getVectorStoreFile":
            _ = try await client.vectorStores.files.retrieve(vectorStoreID: "p_vector_store_id", fileID: "p_file_id")
        case "updateVectorStoreFileAttributes":
            _ = try await client.vectorStores.files.update(vectorStoreID: "p_vector_store_id", fileID: "p_file_id", try EndpointSamples.decode(OpenAI.UpdateVectorStoreFileAttributesRequest.self, #"{"attributes":{"key":"sample"}}"#))
        case "deleteVectorStoreFile":
            _ = try await client.vectorStores.files.delete(vectorStoreID: "p_vector_store_id", fileID: "p_file_id")
        case "retrieveVectorStoreFileContent":
            _ = try await client.vectorStores.files.content(vectorStoreID: "p_vector_store_id", fileID: "p_file_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup15(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "searchVectorStore":
            _ = try await client.vectorStores.search(vectorStoreID: "p_vector_store_id", try EndpointSamples.decode(OpenAI.VectorStoreSearchRequest.self, #"{"query":"sample"}"#))
        case "createConversation":
            _ = try await client.conversations.create(try EndpointSamples.decode(OpenAI.CreateConversationBody.self, #"{}"#))
        case "getConversation":
            _ = try await client.conversations.retrieve(conversationID: "p_conversation_id")
        case "updateConversation":
            _ = try await client.conversations.update(conversationID: "p_conversation_id", try EndpointSamples.decode(OpenAI.UpdateConversationBody.self, #"{"metadata":{"key":"sample"}}"#))
        case "deleteConversation":
            _ = try await client.conversations.delete(conversationID: "p_conversation_id")
        case "Getorganizationspendlimit":
            _ = try await client.organization.spendLimit.retrieve()
        case "Updateorganizationspendlimit":
            _ = try await client.organization.spendLimit.update(try EndpointSamples.decode(OpenAI.UpdateOrganizationSpendLimitBody.self, #"{"threshold_amount":1,"currency":"USD","interval":"month"}"#))
        case "Deleteorganizationspendlimit":
            _ = try await client.organization.spendLimit.delete()
        case "Getprojectspendlimit":
            _ = try await client.organization.projects.spendLimit.retrieve(projectID: "p_project_id")
        case "Updateprojectspendlimit":
            _ = try await client.organization.projects.spendLimit.update(projectID: "p_project_id", try EndpointSamples.decode(OpenAI.UpdateProjectSpendLimitBody.self, #"{"threshold_amount":1,"currency":"USD","interval":"month"}"#))
        case "Deleteprojectspendlimit":
            _ = try await client.organization.projects.spendLimit.delete(projectID: "p_project_id")
        case "CreateanAPIkeyforaserviceaccount":
            _ = try await client.organization.projects.serviceAccounts.apiKeys(projectID: "p_project_id", serviceAccountID: "p_service_account_id", try EndpointSamples.decode(OpenAI.CreateProjectServiceAccountApiKeyBody.self, #"{}"#))
        case "Createcontentprovenancecheck":
            _ = try await client.contentProvenanceChecks.create(OpenAI.CreateContentProvenanceBody(file: EndpointSamples.file))
        case "ListVideos":
            _ = try await client.videos.list(limit: 0, order: try EndpointSamples.decode(OpenAI.OrderEnum.self, #""asc""#), after: "sample")
        case "createVideo":
            _ = try await client.videos.create(OpenAI.CreateVideoMultipartBody(prompt: "sample"))
        case "CreateVideoCharacter":
            _ = try await client.videos.characters.create(OpenAI.CreateVideoCharacterBody(video: EndpointSamples.file, name: "sample"))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup16(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "GetVideoCharacter":
            _ = try await client.videos.characters.retrieve(characterID: "p_character_id")
        case "CreateVideoEdit":
            _ = try await client.videos.edits(OpenAI.CreateVideoEditMultipartBody(video: [EndpointSamples.file], prompt: "sample"))
        case "CreateVideoExtend":
            _ = try await client.videos.extensions(OpenAI.CreateVideoExtendMultipartBody(video: [EndpointSamples.file], prompt: "sample", seconds: try EndpointSamples.decode(OpenAI.VideoSeconds.self, #""4""#)))
        case "GetVideo":
            _ = try await client.videos.retrieve(videoID: "p_video_id")
        case "DeleteVideo":
            _ = try await client.videos.delete(videoID: "p_video_id")
        case "RetrieveVideoContent":
            _ = try await client.videos.downloadContent(videoID: "p_video_id", variant: try EndpointSamples.decode(OpenAI.VideoContentVariant.self, #""video""#))
        case "CreateVideoRemix":
            _ = try await client.videos.remix(videoID: "p_video_id", OpenAI.CreateVideoRemixBody(prompt: "sample"))
        case "Getinputtokencounts":
            _ = try await client.responses.inputTokens.count(try EndpointSamples.decode(OpenAI.TokenCountsBody.self, #"{}"#))
        case "Compactconversation":
            _ = try await client.responses.compact(try EndpointSamples.decode(OpenAI.CompactResponseMethodPublicBody.self, #"{"model":"sample"}"#))
        case "ListSkills":
            _ = try await client.skills.list(limit: 0, order: try EndpointSamples.decode(OpenAI.OrderEnum.self, #""asc""#), after: "sample")
        case "CreateSkill":
            _ = try await client.skills.create(OpenAI.CreateSkillBody())
        case "GetSkill":
            _ = try await client.skills.retrieve(skillID: "p_skill_id")
        case "UpdateSkillDefaultVersion":
            _ = try await client.skills.update(skillID: "p_skill_id", try EndpointSamples.decode(OpenAI.SetDefaultSkillVersionBody.self, #"{"default_version":"sample"}"#))
        case "DeleteSkill":
            _ = try await client.skills.delete(skillID: "p_skill_id")
        case "GetSkillContent":
            _ = try await client.skills.content(skillID: "p_skill_id")
        case "ListSkillVersions":
            _ = try await client.skills.versions.list(skillID: "p_skill_id", limit: 0, order: try EndpointSamples.decode(OpenAI.OrderEnum.self, #""asc""#), after: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup17(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "CreateSkillVersion":
            _ = try await client.skills.versions.create(skillID: "p_skill_id", OpenAI.CreateSkillVersionBody())
        case "GetSkillVersion":
            _ = try await client.skills.versions.retrieve(skillID: "p_skill_id", version: "p_version")
        case "DeleteSkillVersion":
            _ = try await client.skills.versions.delete(skillID: "p_skill_id", version: "p_version")
        case "GetSkillVersionContent":
            _ = try await client.skills.versions.content(skillID: "p_skill_id", version: "p_version")
        case "CancelChatSessionMethod":
            _ = try await client.chatkit.sessions.cancel(sessionID: "p_session_id")
        case "CreateChatSessionMethod":
            _ = try await client.chatkit.sessions.create(try EndpointSamples.decode(OpenAI.CreateChatSessionBody.self, #"{"workflow":{"id":"sample"},"user":"sample"}"#))
        case "ListThreadItemsMethod":
            _ = try await client.chatkit.threads.items.list(threadID: "p_thread_id", limit: 0, order: try EndpointSamples.decode(OpenAI.OrderEnum.self, #""asc""#), after: "sample", before: "sample")
        case "GetThreadMethod":
            _ = try await client.chatkit.threads.retrieve(threadID: "p_thread_id")
        case "DeleteThreadMethod":
            _ = try await client.chatkit.threads.delete(threadID: "p_thread_id")
        case "ListThreadsMethod":
            _ = try await client.chatkit.threads.list(limit: 0, order: try EndpointSamples.decode(OpenAI.OrderEnum.self, #""asc""#), after: "sample", before: "sample", user: "sample")
        case "beta_createResponse":
            _ = try await client.beta.responses.create(try EndpointSamples.decode(OpenAI.BetaCreateResponse.self, #"{}"#), openaiBeta: try EndpointSamples.decode([OpenAI.BetaCreateResponseOpenaiBetaItem].self, #"["responses_multi_agent=v1"]"#))
        case "beta_getResponse":
            _ = try await client.beta.responses.retrieve(responseID: "p_response_id", include: try EndpointSamples.decode([OpenAI.IncludeEnum].self, #"["file_search_call.results"]"#), startingAfter: 1, includeObfuscation: true, openaiBeta: try EndpointSamples.decode([OpenAI.BetaGetResponseOpenaiBetaItem].self, #"["responses_multi_agent=v1"]"#))
        case "beta_deleteResponse":
            _ = try await client.beta.responses.delete(responseID: "p_response_id", openaiBeta: try EndpointSamples.decode([OpenAI.BetaDeleteResponseOpenaiBetaItem].self, #"["responses_multi_agent=v1"]"#))
        case "beta_cancelResponse":
            _ = try await client.beta.responses.cancel(responseID: "p_response_id", openaiBeta: try EndpointSamples.decode([OpenAI.BetaCancelResponseOpenaiBetaItem].self, #"["responses_multi_agent=v1"]"#))
        case "beta_Compactconversation":
            _ = try await client.beta.responses.compact(try EndpointSamples.decode(OpenAI.BetaCompactResponseMethodPublicBody.self, #"{"model":"sample"}"#), openaiBeta: try EndpointSamples.decode([OpenAI.BetaCompactconversationOpenaiBetaItem].self, #"["responses_multi_agent=v1"]"#))
        case "beta_listInputItems":
            _ = try await client.beta.responses.inputItems.list(responseID: "p_response_id", limit: 1, order: try EndpointSamples.decode(OpenAI.ListInputItemsOrder.self, #""asc""#), after: "sample", include: try EndpointSamples.decode([OpenAI.IncludeEnum].self, #"["file_search_call.results"]"#), openaiBeta: try EndpointSamples.decode([OpenAI.BetaListInputItemsOpenaiBetaItem].self, #"["responses_multi_agent=v1"]"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup18(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "beta_Getinputtokencounts":
            _ = try await client.beta.responses.inputTokens.count(try EndpointSamples.decode(OpenAI.BetaTokenCountsBody.self, #"{}"#), openaiBeta: try EndpointSamples.decode([OpenAI.BetaGetinputtokencountsOpenaiBetaItem].self, #"["responses_multi_agent=v1"]"#))
        case "agents.list":
            _ = try await client.agents.list(after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsListOrder.self, #""asc""#))
        case "agents.create":
            _ = try await client.agents.create(try EndpointSamples.decode(OpenAI.AgentsCreateRequest.self, #"{"model":"sample"}"#))
        case "agents.automations.list":
            _ = try await client.agents.automations.list(after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsAutomationsListOrder.self, #""asc""#), sessionID: "sample")
        case "agents.automations.create":
            _ = try await client.agents.automations.create(try EndpointSamples.decode(OpenAI.AgentsAutomationsCreateRequest.self, #"{"name":"sample","target":{"environment":{"type":"none"},"input":[{"content":[{"text":"sample","type":"input_text"}],"role":"user"}],"type":"new_session"},"type":"periodic"}"#))
        case "agents.automations.retrieve":
            _ = try await client.agents.automations.retrieve(automationID: "p_automation_id")
        case "agents.automations.update":
            _ = try await client.agents.automations.update(automationID: "p_automation_id", try EndpointSamples.decode(OpenAI.AgentsAutomationsUpdateRequest.self, #"{}"#))
        case "agents.automations.delete":
            _ = try await client.agents.automations.delete(automationID: "p_automation_id")
        case "agents.automations.invocations.list":
            _ = try await client.agents.automations.invocations.list(automationID: "p_automation_id", after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsAutomationsInvocationsListOrder.self, #""asc""#))
        case "agents.automations.invocations.create":
            _ = try await client.agents.automations.invocations.create(automationID: "p_automation_id")
        case "agents.automations.invocations.retrieve":
            _ = try await client.agents.automations.invocations.retrieve(automationID: "p_automation_id", invocationID: "p_invocation_id")
        case "agents.automations.pause":
            _ = try await client.agents.automations.pause(automationID: "p_automation_id")
        case "agents.automations.resume":
            _ = try await client.agents.automations.resume(automationID: "p_automation_id")
        case "agents.environments.list":
            _ = try await client.agents.environments.list(after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsEnvironmentsListOrder.self, #""asc""#), type: "openai_hosted")
        case "agents.environments.create":
            _ = try await client.agents.environments.create(try EndpointSamples.decode(OpenAI.AgentsEnvironmentsCreateRequest.self, #"{"environment":{"type":"openai_hosted"}}"#), idempotencyKey: "sample")
        case "agents.environments.templates.list":
            _ = try await client.agents.environments.templates.list(after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsEnvironmentsTemplatesListOrder.self, #""asc""#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup19(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "agents.environments.templates.create":
            _ = try await client.agents.environments.templates.create(try EndpointSamples.decode(OpenAI.AgentsEnvironmentsTemplatesCreateRequest.self, #"{}"#))
        case "agents.environments.templates.retrieve":
            _ = try await client.agents.environments.templates.retrieve(environmentTemplateID: "p_environment_template_id")
        case "agents.environments.templates.update":
            _ = try await client.agents.environments.templates.update(environmentTemplateID: "p_environment_template_id", try EndpointSamples.decode(OpenAI.AgentsEnvironmentsTemplatesUpdateRequest.self, #"{}"#))
        case "agents.environments.templates.delete":
            _ = try await client.agents.environments.templates.delete(environmentTemplateID: "p_environment_template_id")
        case "agents.environments.retrieve":
            _ = try await client.agents.environments.retrieve(environmentID: "p_environment_id")
        case "agents.environments.files.list":
            _ = try await client.agents.environments.files.list(environmentID: "p_environment_id", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsEnvironmentsFilesListOrder.self, #""asc""#), page: "sample", path: "sample")
        case "agents.environments.files.create":
            _ = try await client.agents.environments.files.create(environmentID: "p_environment_id", try EndpointSamples.decode(OpenAI.AgentsEnvironmentsFilesCreateRequest.self, #"{"path":"sample","type":"file_id"}"#))
        case "agents.sessions.list":
            _ = try await client.agents.sessions.list(after: "sample", agentID: "sample", limit: 1, metadata: try EndpointSamples.decode([String: String].self, #"{"key":"sample"}"#), order: try EndpointSamples.decode(OpenAI.AgentsSessionsListOrder.self, #""asc""#))
        case "agents.sessions.create":
            _ = try await client.agents.sessions.create(try EndpointSamples.decode(OpenAI.AgentsSessionsCreateRequest.self, #"{"environment":{"type":"none"}}"#))
        case "agents.sessions.retrieve":
            _ = try await client.agents.sessions.retrieve(sessionID: "p_session_id")
        case "agents.sessions.update":
            _ = try await client.agents.sessions.update(sessionID: "p_session_id", try EndpointSamples.decode(OpenAI.AgentsSessionsUpdateRequest.self, #"{}"#))
        case "agents.sessions.delete":
            _ = try await client.agents.sessions.delete(sessionID: "p_session_id")
        case "agents.sessions.artifacts.list":
            _ = try await client.agents.sessions.artifacts.list(sessionID: "p_session_id", after: "sample", environmentID: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsSessionsArtifactsListOrder.self, #""asc""#))
        case "agents.sessions.artifacts.retrieve":
            _ = try await client.agents.sessions.artifacts.retrieve(sessionID: "p_session_id", artifactID: "p_artifact_id")
        case "agents.sessions.artifacts.delete":
            _ = try await client.agents.sessions.artifacts.delete(sessionID: "p_session_id", artifactID: "p_artifact_id")
        case "agents.sessions.artifacts.content":
            _ = try await client.agents.sessions.artifacts.content(sessionID: "p_session_id", artifactID: "p_artifact_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup20(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "agents.sessions.events.stream":
            _ = try await client.agents.sessions.events.stream(sessionID: "p_session_id", includeObfuscation: true)
        case "agents.sessions.events.create":
            _ = try await client.agents.sessions.events.create(sessionID: "p_session_id", try EndpointSamples.decode(OpenAI.AgentsSessionsEventsCreateRequest.self, #"{"events":[{"request_id":"sample","response":{"decision":"approve","type":"mcp_tool_call"},"type":"agent.session.input.mcp_approval_request_result"}]}"#), idempotencyKey: "sample")
        case "agents.sessions.items.list":
            _ = try await client.agents.sessions.items.list(sessionID: "p_session_id", after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsSessionsItemsListOrder.self, #""asc""#))
        case "agents.sessions.subagents.list":
            _ = try await client.agents.sessions.subagents.list(sessionID: "p_session_id", after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsSessionsSubagentsListOrder.self, #""asc""#))
        case "agents.sessions.subagents.retrieve":
            _ = try await client.agents.sessions.subagents.retrieve(sessionID: "p_session_id", subagentID: "p_subagent_id")
        case "agents.sessions.subagents.items.list":
            _ = try await client.agents.sessions.subagents.items.list(sessionID: "p_session_id", subagentID: "p_subagent_id", after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsSessionsSubagentsItemsListOrder.self, #""asc""#))
        case "agents.sessions.subagents.turns.list":
            _ = try await client.agents.sessions.subagents.turns.list(sessionID: "p_session_id", subagentID: "p_subagent_id", after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsSessionsSubagentsTurnsListOrder.self, #""asc""#))
        case "agents.sessions.subagents.turns.retrieve":
            _ = try await client.agents.sessions.subagents.turns.retrieve(sessionID: "p_session_id", subagentID: "p_subagent_id", turnID: "p_turn_id")
        case "agents.sessions.subagents.turns.items.list":
            _ = try await client.agents.sessions.subagents.turns.items.list(sessionID: "p_session_id", subagentID: "p_subagent_id", turnID: "p_turn_id", after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsSessionsSubagentsTurnsItemsListOrder.self, #""asc""#))
        case "agents.sessions.traces.list":
            _ = try await client.agents.sessions.traces.list(sessionID: "p_session_id", after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsSessionsTracesListOrder.self, #""asc""#))
        case "agents.sessions.turns.list":
            _ = try await client.agents.sessions.turns.list(sessionID: "p_session_id", after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsSessionsTurnsListOrder.self, #""asc""#))
        case "agents.sessions.turns.retrieve":
            _ = try await client.agents.sessions.turns.retrieve(sessionID: "p_session_id", turnID: "p_turn_id")
        case "agents.sessions.turns.items.list":
            _ = try await client.agents.sessions.turns.items.list(sessionID: "p_session_id", turnID: "p_turn_id", after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.AgentsSessionsTurnsItemsListOrder.self, #""asc""#))
        case "agents.retrieve":
            _ = try await client.agents.retrieve(agentID: "p_agent_id")
        case "agents.update":
            _ = try await client.agents.update(agentID: "p_agent_id", try EndpointSamples.decode(OpenAI.AgentsUpdateRequest.self, #"{}"#))
        case "agents.delete":
            _ = try await client.agents.delete(agentID: "p_agent_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup21(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "audio.voices.delete":
            _ = try await client.audio.voices.delete(voiceID: "p_voice_id")
        case "decisions.create":
            _ = try await client.decisions.create(try EndpointSamples.decode(OpenAI.DecisionsCreateRequest.self, #"{"input":"sample","model":"sample","questions":[{"instructions":"sample","type":"predicate"}]}"#))
        case "evals.runs.cancel":
            _ = try await client.evals.runs.cancelRun(evalID: "p_eval_id", runID: "p_run_id")
        case "live.create":
            _ = try await client.live.sessions.create(try EndpointSamples.decode(OpenAI.LiveCreateRequest.self, #"{"session":{"model":"sample"},"transport":{"sdp":"sample","type":"webrtc"}}"#))
        case "live.sessions.accept":
            _ = try await client.live.sessions.accept(sessionID: "p_session_id", try EndpointSamples.decode(OpenAI.LiveSessionsAcceptRequest.self, #"{"session":{"model":"sample","type":"live"}}"#))
        case "live.sessions.download_recording":
            _ = try await client.live.sessions.downloadRecording(sessionID: "p_session_id")
        case "live.sessions.fork":
            _ = try await client.live.sessions.fork(sessionID: "p_session_id", try EndpointSamples.decode(OpenAI.LiveSessionsForkRequest.self, #"{"transport":{"sdp":"sample","type":"webrtc"}}"#))
        case "live.sessions.hangup":
            _ = try await client.live.sessions.hangup(sessionID: "p_session_id")
        case "live.sessions.refer":
            _ = try await client.live.sessions.refer(sessionID: "p_session_id", try EndpointSamples.decode(OpenAI.LiveSessionsReferRequest.self, #"{"target_uri":"sample"}"#))
        case "live.sessions.reject":
            _ = try await client.live.sessions.reject(sessionID: "p_session_id", try EndpointSamples.decode(OpenAI.LiveSessionsRejectRequest.self, #"{"status_code":1}"#))
        case "organization.external_keys.list":
            _ = try await client.organization.externalKeys.list(after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.OrganizationExternalKeysListOrder.self, #""asc""#), purpose: try EndpointSamples.decode(OpenAI.OrganizationExternalKeysListPurpose.self, #""ekm""#))
        case "organization.external_keys.create":
            _ = try await client.organization.externalKeys.create(try EndpointSamples.decode(OpenAI.OrganizationExternalKeysCreateRequest.self, #"{"name":"sample","type":"aws"}"#))
        case "organization.external_keys.retrieve":
            _ = try await client.organization.externalKeys.retrieve(externalKeyID: "p_external_key_id")
        case "organization.external_keys.delete":
            _ = try await client.organization.externalKeys.delete(externalKeyID: "p_external_key_id")
        case "organization.external_keys.validate":
            _ = try await client.organization.externalKeys.validate(externalKeyID: "p_external_key_id")
        case "organization.external_storage.list":
            _ = try await client.organization.externalStorage.list(after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.OrganizationExternalStorageListOrder.self, #""asc""#), projectID: "sample")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup22(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "organization.external_storage.create":
            _ = try await client.organization.externalStorage.create(try EndpointSamples.decode(OpenAI.OrganizationExternalStorageCreateRequest.self, #"{"project_id":"sample","provider":{"bucket":"sample","role_arn":"sample","type":"aws"}}"#))
        case "organization.external_storage.retrieve":
            _ = try await client.organization.externalStorage.retrieve(externalStorageID: "p_external_storage_id")
        case "organization.external_storage.delete":
            _ = try await client.organization.externalStorage.delete(externalStorageID: "p_external_storage_id")
        case "organization.external_storage.validate":
            _ = try await client.organization.externalStorage.validate(externalStorageID: "p_external_storage_id")
        case "organization.projects.service_tier_settings.retrieve":
            _ = try await client.organization.projects.serviceTierSettings.retrieve(projectID: "p_project_id")
        case "organization.projects.service_tier_settings.update":
            _ = try await client.organization.projects.serviceTierSettings.update(projectID: "p_project_id", try EndpointSamples.decode(OpenAI.OrganizationProjectsServiceTierSettingsUpdateRequest.self, #"{}"#))
        case "organization.usage.decisions":
            _ = try await client.organization.usage.decisions.list(startTime: 1, apiKeyIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), batch: true, bucketWidth: try EndpointSamples.decode(OpenAI.OrganizationUsageDecisionsBucketWidth.self, #""1m""#), endTime: 1, groupBy: try EndpointSamples.decode([OpenAI.OrganizationUsageDecisionsGroupByItem].self, #"["project_id"]"#), limit: 1, models: try EndpointSamples.decode([String].self, #"["sample"]"#), page: "sample", projectIDs: try EndpointSamples.decode([String].self, #"["sample"]"#), userIDs: try EndpointSamples.decode([String].self, #"["sample"]"#))
        case "organization.workload_identity_providers.list":
            _ = try await client.organization.workloadIdentityProviders.list(after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.OrganizationWorkloadIdentityProvidersListOrder.self, #""asc""#))
        case "organization.workload_identity_providers.create":
            _ = try await client.organization.workloadIdentityProviders.create(try EndpointSamples.decode(OpenAI.OrganizationWorkloadIdentityProvidersCreateRequest.self, #"{"audience":"sample","issuer":"sample","name":"sample","type":"oidc"}"#))
        case "organization.workload_identity_providers.retrieve":
            _ = try await client.organization.workloadIdentityProviders.retrieve(workloadIdentityProviderID: "p_workload_identity_provider_id")
        case "organization.workload_identity_providers.update":
            _ = try await client.organization.workloadIdentityProviders.update(workloadIdentityProviderID: "p_workload_identity_provider_id", try EndpointSamples.decode(OpenAI.OrganizationWorkloadIdentityProvidersUpdateRequest.self, #"{}"#))
        case "organization.workload_identity_providers.delete":
            _ = try await client.organization.workloadIdentityProviders.delete(workloadIdentityProviderID: "p_workload_identity_provider_id")
        case "organization.workload_identity_providers.federation_rules.list":
            _ = try await client.organization.workloadIdentityProviders.federationRules.list(workloadIdentityProviderID: "p_workload_identity_provider_id", after: "sample", limit: 1, order: try EndpointSamples.decode(OpenAI.OrganizationWorkloadIdentityProvidersFederationRulesListOrder.self, #""asc""#), serviceAccountID: "sample")
        case "organization.workload_identity_providers.federation_rules.create":
            _ = try await client.organization.workloadIdentityProviders.federationRules.create(workloadIdentityProviderID: "p_workload_identity_provider_id", try EndpointSamples.decode(OpenAI.OrganizationWorkloadIdentityProvidersFederationRulesCreateRequest.self, #"{"attribute_matchers":{"key":"sample"},"project_id":"sample","service_account_id":"sample"}"#))
        case "organization.workload_identity_providers.federation_rules.retrieve":
            _ = try await client.organization.workloadIdentityProviders.federationRules.retrieve(workloadIdentityProviderID: "p_workload_identity_provider_id", workloadIdentityFederationRuleID: "p_workload_identity_federation_rule_id")
        case "organization.workload_identity_providers.federation_rules.update":
            _ = try await client.organization.workloadIdentityProviders.federationRules.update(workloadIdentityProviderID: "p_workload_identity_provider_id", workloadIdentityFederationRuleID: "p_workload_identity_federation_rule_id", try EndpointSamples.decode(OpenAI.OrganizationWorkloadIdentityProvidersFederationRulesUpdateRequest.self, #"{}"#))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup23(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "organization.workload_identity_providers.federation_rules.delete":
            _ = try await client.organization.workloadIdentityProviders.federationRules.delete(workloadIdentityProviderID: "p_workload_identity_provider_id", workloadIdentityFederationRuleID: "p_workload_identity_federation_rule_id")
        case "safety.alerts.retrieve":
            _ = try await client.safety.alerts.retrieve(id: "p_id")
        case "safety.cases.retrieve":
            _ = try await client.safety.cases.retrieve(id: "p_id")
        case "agents.vaults.list":
            _ = try await client.vaults.list(after: "sample", limit: 1, metadata: try EndpointSamples.decode([String: String].self, #"{"key":"sample"}"#), order: try EndpointSamples.decode(OpenAI.AgentsVaultsListOrder.self, #""asc""#), status: try EndpointSamples.decode(OpenAI.VaultStatusFilterParam.self, #""active""#))
        case "agents.vaults.create":
            _ = try await client.vaults.create(try EndpointSamples.decode(OpenAI.AgentsVaultsCreateRequest.self, #"{}"#))
        case "agents.vaults.retrieve":
            _ = try await client.vaults.retrieve(vaultID: "p_vault_id")
        case "agents.vaults.update":
            _ = try await client.vaults.update(vaultID: "p_vault_id", try EndpointSamples.decode(OpenAI.AgentsVaultsUpdateRequest.self, #"{}"#))
        case "agents.vaults.delete":
            _ = try await client.vaults.delete(vaultID: "p_vault_id")
        case "agents.vaults.credentials.list":
            _ = try await client.vaults.credentials.list(vaultID: "p_vault_id", after: "sample", limit: 1, metadata: try EndpointSamples.decode([String: String].self, #"{"key":"sample"}"#), order: try EndpointSamples.decode(OpenAI.AgentsVaultsCredentialsListOrder.self, #""asc""#), status: try EndpointSamples.decode(OpenAI.VaultStatusFilterParam.self, #""active""#))
        case "agents.vaults.credentials.create":
            _ = try await client.vaults.credentials.create(vaultID: "p_vault_id", try EndpointSamples.decode(OpenAI.AgentsVaultsCredentialsCreateRequest.self, #"{"auth":{"access_token":"sample","mcp_server_url":"sample","type":"mcp_oauth"},"name":"sample"}"#))
        case "agents.vaults.credentials.retrieve":
            _ = try await client.vaults.credentials.retrieve(vaultID: "p_vault_id", credentialID: "p_credential_id")
        case "agents.vaults.credentials.update":
            _ = try await client.vaults.credentials.update(vaultID: "p_vault_id", credentialID: "p_credential_id", try EndpointSamples.decode(OpenAI.AgentsVaultsCredentialsUpdateRequest.self, #"{}"#))
        case "agents.vaults.credentials.delete":
            _ = try await client.vaults.credentials.delete(vaultID: "p_vault_id", credentialID: "p_credential_id")
        case "webhooks.list":
            _ = try await client.webhookEndpoints.list(after: "sample", limit: 1)
        case "webhooks.create":
            _ = try await client.webhookEndpoints.create(try EndpointSamples.decode(OpenAI.WebhooksCreateRequest.self, #"{"event_types":["batch.completed"],"name":"sample","url":"sample"}"#))
        case "webhooks.retrieve":
            _ = try await client.webhookEndpoints.retrieve(webhookEndpointID: "p_webhook_endpoint_id")
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through EndpointSampleCalling.")
    private func callGroup24(_ operationID: String, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "webhooks.update":
            _ = try await client.webhookEndpoints.update(webhookEndpointID: "p_webhook_endpoint_id", try EndpointSamples.decode(OpenAI.WebhooksUpdateRequest.self, #"{}"#))
        case "webhooks.delete":
            _ = try await client.webhookEndpoints.delete(webhookEndpointID: "p_webhook_endpoint_id")
        case "webhooks.rotate_secret":
            _ = try await client.webhookEndpoints.rotateSecret(webhookEndpointID: "p_webhook_endpoint_id", try EndpointSamples.decode(OpenAI.WebhooksRotateSecretRequest.self, #"{}"#))
        case "webhooks.test":
            _ = try await client.webhookEndpoints.test(webhookEndpointID: "p_webhook_endpoint_id", try EndpointSamples.decode(OpenAI.WebhooksTestRequest.self, #"{"event_type":"batch.completed"}"#))
        case "webhooks.event_types.list":
            _ = try await client.webhookEventTypes.list()
        default:
            return false
        }
        return true
    }
}
