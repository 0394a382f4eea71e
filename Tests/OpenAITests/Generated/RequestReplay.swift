// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import AIClientsEndpointTestSupport
import Foundation
import OpenAI

/// Replays a recorded request through the generated method of its operation.
protocol RequestReplaying: Sendable {
    /// Calls the method of `operationID` on `client` with the arguments `request` holds;
    /// false when the id is unknown.
    func replay(_ operationID: String, _ request: ReplayedRequest, on client: OpenAIClient) async throws -> Bool
}

/// Every operation of Spec/openai.yaml, called with a recording's arguments.
struct RequestReplay: RequestReplaying {
    /// Operation id, HTTP method, path template and fixed query of every operation, in spec order.
    static let routes: [ReplayRoute] = [
        ReplayRoute("listAssistants", "GET", "/assistants", fixedQuery: []),
        ReplayRoute("createAssistant", "POST", "/assistants", fixedQuery: []),
        ReplayRoute("getAssistant", "GET", "/assistants/{assistant_id}", fixedQuery: []),
        ReplayRoute("modifyAssistant", "POST", "/assistants/{assistant_id}", fixedQuery: []),
        ReplayRoute("deleteAssistant", "DELETE", "/assistants/{assistant_id}", fixedQuery: []),
        ReplayRoute("createSpeech", "POST", "/audio/speech", fixedQuery: []),
        ReplayRoute("createTranscription", "POST", "/audio/transcriptions", fixedQuery: []),
        ReplayRoute("createTranslation", "POST", "/audio/translations", fixedQuery: []),
        ReplayRoute("listVoiceConsents", "GET", "/audio/voice_consents", fixedQuery: []),
        ReplayRoute("createVoiceConsent", "POST", "/audio/voice_consents", fixedQuery: []),
        ReplayRoute("getVoiceConsent", "GET", "/audio/voice_consents/{consent_id}", fixedQuery: []),
        ReplayRoute("updateVoiceConsent", "POST", "/audio/voice_consents/{consent_id}", fixedQuery: []),
        ReplayRoute("deleteVoiceConsent", "DELETE", "/audio/voice_consents/{consent_id}", fixedQuery: []),
        ReplayRoute("createVoice", "POST", "/audio/voices", fixedQuery: []),
        ReplayRoute("listBatches", "GET", "/batches", fixedQuery: []),
        ReplayRoute("createBatch", "POST", "/batches", fixedQuery: []),
        ReplayRoute("retrieveBatch", "GET", "/batches/{batch_id}", fixedQuery: []),
        ReplayRoute("cancelBatch", "POST", "/batches/{batch_id}/cancel", fixedQuery: []),
        ReplayRoute("listChatCompletions", "GET", "/chat/completions", fixedQuery: []),
        ReplayRoute("createChatCompletion", "POST", "/chat/completions", fixedQuery: []),
        ReplayRoute("getChatCompletion", "GET", "/chat/completions/{completion_id}", fixedQuery: []),
        ReplayRoute("updateChatCompletion", "POST", "/chat/completions/{completion_id}", fixedQuery: []),
        ReplayRoute("deleteChatCompletion", "DELETE", "/chat/completions/{completion_id}", fixedQuery: []),
        ReplayRoute("getChatCompletionMessages", "GET", "/chat/completions/{completion_id}/messages", fixedQuery: []),
        ReplayRoute("createCompletion", "POST", "/completions", fixedQuery: []),
        ReplayRoute("ListContainers", "GET", "/containers", fixedQuery: []),
        ReplayRoute("CreateContainer", "POST", "/containers", fixedQuery: []),
        ReplayRoute("RetrieveContainer", "GET", "/containers/{container_id}", fixedQuery: []),
        ReplayRoute("DeleteContainer", "DELETE", "/containers/{container_id}", fixedQuery: []),
        ReplayRoute("ListContainerFiles", "GET", "/containers/{container_id}/files", fixedQuery: []),
        ReplayRoute("CreateContainerFile", "POST", "/containers/{container_id}/files", fixedQuery: []),
        ReplayRoute("RetrieveContainerFile", "GET", "/containers/{container_id}/files/{file_id}", fixedQuery: []),
        ReplayRoute("DeleteContainerFile", "DELETE", "/containers/{container_id}/files/{file_id}", fixedQuery: []),
        ReplayRoute("RetrieveContainerFileContent", "GET", "/containers/{container_id}/files/{file_id}/content", fixedQuery: []),
        ReplayRoute("listConversationItems", "GET", "/conversations/{conversation_id}/items", fixedQuery: []),
        ReplayRoute("createConversationItems", "POST", "/conversations/{conversation_id}/items", fixedQuery: []),
        ReplayRoute("getConversationItem", "GET", "/conversations/{conversation_id}/items/{item_id}", fixedQuery: []),
        ReplayRoute("deleteConversationItem", "DELETE", "/conversations/{conversation_id}/items/{item_id}", fixedQuery: []),
        ReplayRoute("createEmbedding", "POST", "/embeddings", fixedQuery: []),
        ReplayRoute("listEvals", "GET", "/evals", fixedQuery: []),
        ReplayRoute("createEval", "POST", "/evals", fixedQuery: []),
        ReplayRoute("getEval", "GET", "/evals/{eval_id}", fixedQuery: []),
        ReplayRoute("updateEval", "POST", "/evals/{eval_id}", fixedQuery: []),
        ReplayRoute("deleteEval", "DELETE", "/evals/{eval_id}", fixedQuery: []),
        ReplayRoute("getEvalRuns", "GET", "/evals/{eval_id}/runs", fixedQuery: []),
        ReplayRoute("createEvalRun", "POST", "/evals/{eval_id}/runs", fixedQuery: []),
        ReplayRoute("getEvalRun", "GET", "/evals/{eval_id}/runs/{run_id}", fixedQuery: []),
        ReplayRoute("cancelEvalRun", "POST", "/evals/{eval_id}/runs/{run_id}", fixedQuery: []),
        ReplayRoute("deleteEvalRun", "DELETE", "/evals/{eval_id}/runs/{run_id}", fixedQuery: []),
        ReplayRoute("getEvalRunOutputItems", "GET", "/evals/{eval_id}/runs/{run_id}/output_items", fixedQuery: []),
        ReplayRoute("getEvalRunOutputItem", "GET", "/evals/{eval_id}/runs/{run_id}/output_items/{output_item_id}", fixedQuery: []),
        ReplayRoute("listFiles", "GET", "/files", fixedQuery: []),
        ReplayRoute("createFile", "POST", "/files", fixedQuery: []),
        ReplayRoute("retrieveFile", "GET", "/files/{file_id}", fixedQuery: []),
        ReplayRoute("deleteFile", "DELETE", "/files/{file_id}", fixedQuery: []),
        ReplayRoute("downloadFile", "GET", "/files/{file_id}/content", fixedQuery: []),
        ReplayRoute("runGrader", "POST", "/fine_tuning/alpha/graders/run", fixedQuery: []),
        ReplayRoute("validateGrader", "POST", "/fine_tuning/alpha/graders/validate", fixedQuery: []),
        ReplayRoute("listFineTuningCheckpointPermissions", "GET", "/fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions", fixedQuery: []),
        ReplayRoute("createFineTuningCheckpointPermission", "POST", "/fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions", fixedQuery: []),
        ReplayRoute("deleteFineTuningCheckpointPermission", "DELETE", "/fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions/{permission_id}", fixedQuery: []),
        ReplayRoute("listPaginatedFineTuningJobs", "GET", "/fine_tuning/jobs", fixedQuery: []),
        ReplayRoute("createFineTuningJob", "POST", "/fine_tuning/jobs", fixedQuery: []),
        ReplayRoute("retrieveFineTuningJob", "GET", "/fine_tuning/jobs/{fine_tuning_job_id}", fixedQuery: []),
        ReplayRoute("cancelFineTuningJob", "POST", "/fine_tuning/jobs/{fine_tuning_job_id}/cancel", fixedQuery: []),
        ReplayRoute("listFineTuningJobCheckpoints", "GET", "/fine_tuning/jobs/{fine_tuning_job_id}/checkpoints", fixedQuery: []),
        ReplayRoute("listFineTuningEvents", "GET", "/fine_tuning/jobs/{fine_tuning_job_id}/events", fixedQuery: []),
        ReplayRoute("pauseFineTuningJob", "POST", "/fine_tuning/jobs/{fine_tuning_job_id}/pause", fixedQuery: []),
        ReplayRoute("resumeFineTuningJob", "POST", "/fine_tuning/jobs/{fine_tuning_job_id}/resume", fixedQuery: []),
        ReplayRoute("createImageEdit", "POST", "/images/edits", fixedQuery: []),
        ReplayRoute("createImage", "POST", "/images/generations", fixedQuery: []),
        ReplayRoute("createImageVariation", "POST", "/images/variations", fixedQuery: []),
        ReplayRoute("listModels", "GET", "/models", fixedQuery: []),
        ReplayRoute("retrieveModel", "GET", "/models/{model}", fixedQuery: []),
        ReplayRoute("deleteModel", "DELETE", "/models/{model}", fixedQuery: []),
        ReplayRoute("createModeration", "POST", "/moderations", fixedQuery: []),
        ReplayRoute("admin-api-keys-list", "GET", "/organization/admin_api_keys", fixedQuery: []),
        ReplayRoute("admin-api-keys-create", "POST", "/organization/admin_api_keys", fixedQuery: []),
        ReplayRoute("admin-api-keys-get", "GET", "/organization/admin_api_keys/{key_id}", fixedQuery: []),
        ReplayRoute("admin-api-keys-delete", "DELETE", "/organization/admin_api_keys/{key_id}", fixedQuery: []),
        ReplayRoute("list-audit-logs", "GET", "/organization/audit_logs", fixedQuery: []),
        ReplayRoute("listOrganizationCertificates", "GET", "/organization/certificates", fixedQuery: []),
        ReplayRoute("uploadCertificate", "POST", "/organization/certificates", fixedQuery: []),
        ReplayRoute("activateOrganizationCertificates", "POST", "/organization/certificates/activate", fixedQuery: []),
        ReplayRoute("deactivateOrganizationCertificates", "POST", "/organization/certificates/deactivate", fixedQuery: []),
        ReplayRoute("getCertificate", "GET", "/organization/certificates/{certificate_id}", fixedQuery: []),
        ReplayRoute("modifyCertificate", "POST", "/organization/certificates/{certificate_id}", fixedQuery: []),
        ReplayRoute("deleteCertificate", "DELETE", "/organization/certificates/{certificate_id}", fixedQuery: []),
        ReplayRoute("usage-costs", "GET", "/organization/costs", fixedQuery: []),
        ReplayRoute("retrieve-organization-data-retention", "GET", "/organization/data_retention", fixedQuery: []),
        ReplayRoute("update-organization-data-retention", "POST", "/organization/data_retention", fixedQuery: []),
        ReplayRoute("list-groups", "GET", "/organization/groups", fixedQuery: []),
        ReplayRoute("create-group", "POST", "/organization/groups", fixedQuery: []),
        ReplayRoute("retrieve-group", "GET", "/organization/groups/{group_id}", fixedQuery: []),
        ReplayRoute("update-group", "POST", "/organization/groups/{group_id}", fixedQuery: []),
        ReplayRoute("delete-group", "DELETE", "/organization/groups/{group_id}", fixedQuery: []),
        ReplayRoute("list-group-role-assignments", "GET", "/organization/groups/{group_id}/roles", fixedQuery: []),
        ReplayRoute("assign-group-role", "POST", "/organization/groups/{group_id}/roles", fixedQuery: []),
        ReplayRoute("retrieve-group-role", "GET", "/organization/groups/{group_id}/roles/{role_id}", fixedQuery: []),
        ReplayRoute("unassign-group-role", "DELETE", "/organization/groups/{group_id}/roles/{role_id}", fixedQuery: []),
        ReplayRoute("list-group-users", "GET", "/organization/groups/{group_id}/users", fixedQuery: []),
        ReplayRoute("add-group-user", "POST", "/organization/groups/{group_id}/users", fixedQuery: []),
        ReplayRoute("retrieve-group-user", "GET", "/organization/groups/{group_id}/users/{user_id}", fixedQuery: []),
        ReplayRoute("remove-group-user", "DELETE", "/organization/groups/{group_id}/users/{user_id}", fixedQuery: []),
        ReplayRoute("list-invites", "GET", "/organization/invites", fixedQuery: []),
        ReplayRoute("inviteUser", "POST", "/organization/invites", fixedQuery: []),
        ReplayRoute("retrieve-invite", "GET", "/organization/invites/{invite_id}", fixedQuery: []),
        ReplayRoute("delete-invite", "DELETE", "/organization/invites/{invite_id}", fixedQuery: []),
        ReplayRoute("list-projects", "GET", "/organization/projects", fixedQuery: []),
        ReplayRoute("create-project", "POST", "/organization/projects", fixedQuery: []),
        ReplayRoute("retrieve-project", "GET", "/organization/projects/{project_id}", fixedQuery: []),
        ReplayRoute("modify-project", "POST", "/organization/projects/{project_id}", fixedQuery: []),
        ReplayRoute("list-project-api-keys", "GET", "/organization/projects/{project_id}/api_keys", fixedQuery: []),
        ReplayRoute("retrieve-project-api-key", "GET", "/organization/projects/{project_id}/api_keys/{api_key_id}", fixedQuery: []),
        ReplayRoute("organization.projects.api_keys.update", "POST", "/organization/projects/{project_id}/api_keys/{api_key_id}", fixedQuery: []),
        ReplayRoute("delete-project-api-key", "DELETE", "/organization/projects/{project_id}/api_keys/{api_key_id}", fixedQuery: []),
        ReplayRoute("archive-project", "POST", "/organization/projects/{project_id}/archive", fixedQuery: []),
        ReplayRoute("listProjectCertificates", "GET", "/organization/projects/{project_id}/certificates", fixedQuery: []),
        ReplayRoute("activateProjectCertificates", "POST", "/organization/projects/{project_id}/certificates/activate", fixedQuery: []),
        ReplayRoute("deactivateProjectCertificates", "POST", "/organization/projects/{project_id}/certificates/deactivate", fixedQuery: []),
        ReplayRoute("retrieve-project-data-retention", "GET", "/organization/projects/{project_id}/data_retention", fixedQuery: []),
        ReplayRoute("update-project-data-retention", "POST", "/organization/projects/{project_id}/data_retention", fixedQuery: []),
        ReplayRoute("list-project-groups", "GET", "/organization/projects/{project_id}/groups", fixedQuery: []),
        ReplayRoute("add-project-group", "POST", "/organization/projects/{project_id}/groups", fixedQuery: []),
        ReplayRoute("retrieve-project-group", "GET", "/organization/projects/{project_id}/groups/{group_id}", fixedQuery: []),
        ReplayRoute("remove-project-group", "DELETE", "/organization/projects/{project_id}/groups/{group_id}", fixedQuery: []),
        ReplayRoute("retrieve-project-hosted-tool-permissions", "GET", "/organization/projects/{project_id}/hosted_tool_permissions", fixedQuery: []),
        ReplayRoute("update-project-hosted-tool-permissions", "POST", "/organization/projects/{project_id}/hosted_tool_permissions", fixedQuery: []),
        ReplayRoute("retrieve-project-model-permissions", "GET", "/organization/projects/{project_id}/model_permissions", fixedQuery: []),
        ReplayRoute("update-project-model-permissions", "POST", "/organization/projects/{project_id}/model_permissions", fixedQuery: []),
        ReplayRoute("delete-project-model-permissions", "DELETE", "/organization/projects/{project_id}/model_permissions", fixedQuery: []),
        ReplayRoute("list-project-rate-limits", "GET", "/organization/projects/{project_id}/rate_limits", fixedQuery: []),
        ReplayRoute("update-project-rate-limits", "POST", "/organization/projects/{project_id}/rate_limits/{rate_limit_id}", fixedQuery: []),
        ReplayRoute("list-project-service-accounts", "GET", "/organization/projects/{project_id}/service_accounts", fixedQuery: []),
        ReplayRoute("create-project-service-account", "POST", "/organization/projects/{project_id}/service_accounts", fixedQuery: []),
        ReplayRoute("retrieve-project-service-account", "GET", "/organization/projects/{project_id}/service_accounts/{service_account_id}", fixedQuery: []),
        ReplayRoute("update-project-service-account", "POST", "/organization/projects/{project_id}/service_accounts/{service_account_id}", fixedQuery: []),
        ReplayRoute("delete-project-service-account", "DELETE", "/organization/projects/{project_id}/service_accounts/{service_account_id}", fixedQuery: []),
        ReplayRoute("list-project-spend-alerts", "GET", "/organization/projects/{project_id}/spend_alerts", fixedQuery: []),
        ReplayRoute("create-project-spend-alert", "POST", "/organization/projects/{project_id}/spend_alerts", fixedQuery: []),
        ReplayRoute("retrieve-project-spend-alert", "GET", "/organization/projects/{project_id}/spend_alerts/{alert_id}", fixedQuery: []),
        ReplayRoute("update-project-spend-alert", "POST", "/organization/projects/{project_id}/spend_alerts/{alert_id}", fixedQuery: []),
        ReplayRoute("delete-project-spend-alert", "DELETE", "/organization/projects/{project_id}/spend_alerts/{alert_id}", fixedQuery: []),
        ReplayRoute("list-project-users", "GET", "/organization/projects/{project_id}/users", fixedQuery: []),
        ReplayRoute("create-project-user", "POST", "/organization/projects/{project_id}/users", fixedQuery: []),
        ReplayRoute("retrieve-project-user", "GET", "/organization/projects/{project_id}/users/{user_id}", fixedQuery: []),
        ReplayRoute("modify-project-user", "POST", "/organization/projects/{project_id}/users/{user_id}", fixedQuery: []),
        ReplayRoute("delete-project-user", "DELETE", "/organization/projects/{project_id}/users/{user_id}", fixedQuery: []),
        ReplayRoute("list-roles", "GET", "/organization/roles", fixedQuery: []),
        ReplayRoute("create-role", "POST", "/organization/roles", fixedQuery: []),
        ReplayRoute("retrieve-role", "GET", "/organization/roles/{role_id}", fixedQuery: []),
        ReplayRoute("update-role", "POST", "/organization/roles/{role_id}", fixedQuery: []),
        ReplayRoute("delete-role", "DELETE", "/organization/roles/{role_id}", fixedQuery: []),
        ReplayRoute("list-organization-spend-alerts", "GET", "/organization/spend_alerts", fixedQuery: []),
        ReplayRoute("create-organization-spend-alert", "POST", "/organization/spend_alerts", fixedQuery: []),
        ReplayRoute("retrieve-organization-spend-alert", "GET", "/organization/spend_alerts/{alert_id}", fixedQuery: []),
        ReplayRoute("update-organization-spend-alert", "POST", "/organization/spend_alerts/{alert_id}", fixedQuery: []),
        ReplayRoute("delete-organization-spend-alert", "DELETE", "/organization/spend_alerts/{alert_id}", fixedQuery: []),
        ReplayRoute("usage-audio-speeches", "GET", "/organization/usage/audio_speeches", fixedQuery: []),
        ReplayRoute("usage-audio-transcriptions", "GET", "/organization/usage/audio_transcriptions", fixedQuery: []),
        ReplayRoute("usage-code-interpreter-sessions", "GET", "/organization/usage/code_interpreter_sessions", fixedQuery: []),
        ReplayRoute("usage-completions", "GET", "/organization/usage/completions", fixedQuery: []),
        ReplayRoute("usage-embeddings", "GET", "/organization/usage/embeddings", fixedQuery: []),
        ReplayRoute("usage-file-search-calls", "GET", "/organization/usage/file_search_calls", fixedQuery: []),
        ReplayRoute("usage-images", "GET", "/organization/usage/images", fixedQuery: []),
        ReplayRoute("usage-moderations", "GET", "/organization/usage/moderations", fixedQuery: []),
        ReplayRoute("usage-vector-stores", "GET", "/organization/usage/vector_stores", fixedQuery: []),
        ReplayRoute("usage-web-search-calls", "GET", "/organization/usage/web_search_calls", fixedQuery: []),
        ReplayRoute("list-users", "GET", "/organization/users", fixedQuery: []),
        ReplayRoute("retrieve-user", "GET", "/organization/users/{user_id}", fixedQuery: []),
        ReplayRoute("modify-user", "POST", "/organization/users/{user_id}", fixedQuery: []),
        ReplayRoute("delete-user", "DELETE", "/organization/users/{user_id}", fixedQuery: []),
        ReplayRoute("list-user-role-assignments", "GET", "/organization/users/{user_id}/roles", fixedQuery: []),
        ReplayRoute("assign-user-role", "POST", "/organization/users/{user_id}/roles", fixedQuery: []),
        ReplayRoute("retrieve-user-role", "GET", "/organization/users/{user_id}/roles/{role_id}", fixedQuery: []),
        ReplayRoute("unassign-user-role", "DELETE", "/organization/users/{user_id}/roles/{role_id}", fixedQuery: []),
        ReplayRoute("list-project-group-role-assignments", "GET", "/projects/{project_id}/groups/{group_id}/roles", fixedQuery: []),
        ReplayRoute("assign-project-group-role", "POST", "/projects/{project_id}/groups/{group_id}/roles", fixedQuery: []),
        ReplayRoute("retrieve-project-group-role", "GET", "/projects/{project_id}/groups/{group_id}/roles/{role_id}", fixedQuery: []),
        ReplayRoute("unassign-project-group-role", "DELETE", "/projects/{project_id}/groups/{group_id}/roles/{role_id}", fixedQuery: []),
        ReplayRoute("list-project-roles", "GET", "/projects/{project_id}/roles", fixedQuery: []),
        ReplayRoute("create-project-role", "POST", "/projects/{project_id}/roles", fixedQuery: []),
        ReplayRoute("retrieve-project-role", "GET", "/projects/{project_id}/roles/{role_id}", fixedQuery: []),
        ReplayRoute("update-project-role", "POST", "/projects/{project_id}/roles/{role_id}", fixedQuery: []),
        ReplayRoute("delete-project-role", "DELETE", "/projects/{project_id}/roles/{role_id}", fixedQuery: []),
        ReplayRoute("list-project-user-role-assignments", "GET", "/projects/{project_id}/users/{user_id}/roles", fixedQuery: []),
        ReplayRoute("assign-project-user-role", "POST", "/projects/{project_id}/users/{user_id}/roles", fixedQuery: []),
        ReplayRoute("retrieve-project-user-role", "GET", "/projects/{project_id}/users/{user_id}/roles/{role_id}", fixedQuery: []),
        ReplayRoute("unassign-project-user-role", "DELETE", "/projects/{project_id}/users/{user_id}/roles/{role_id}", fixedQuery: []),
        ReplayRoute("create-realtime-call", "POST", "/realtime/calls", fixedQuery: []),
        ReplayRoute("accept-realtime-call", "POST", "/realtime/calls/{call_id}/accept", fixedQuery: []),
        ReplayRoute("hangup-realtime-call", "POST", "/realtime/calls/{call_id}/hangup", fixedQuery: []),
        ReplayRoute("refer-realtime-call", "POST", "/realtime/calls/{call_id}/refer", fixedQuery: []),
        ReplayRoute("reject-realtime-call", "POST", "/realtime/calls/{call_id}/reject", fixedQuery: []),
        ReplayRoute("create-realtime-client-secret", "POST", "/realtime/client_secrets", fixedQuery: []),
        ReplayRoute("create-realtime-session", "POST", "/realtime/sessions", fixedQuery: []),
        ReplayRoute("create-realtime-transcription-session", "POST", "/realtime/transcription_sessions", fixedQuery: []),
        ReplayRoute("create-realtime-translation-client-secret", "POST", "/realtime/translations/client_secrets", fixedQuery: []),
        ReplayRoute("createResponse", "POST", "/responses", fixedQuery: []),
        ReplayRoute("getResponse", "GET", "/responses/{response_id}", fixedQuery: []),
        ReplayRoute("deleteResponse", "DELETE", "/responses/{response_id}", fixedQuery: []),
        ReplayRoute("cancelResponse", "POST", "/responses/{response_id}/cancel", fixedQuery: []),
        ReplayRoute("listInputItems", "GET", "/responses/{response_id}/input_items", fixedQuery: []),
        ReplayRoute("createThread", "POST", "/threads", fixedQuery: []),
        ReplayRoute("createThreadAndRun", "POST", "/threads/runs", fixedQuery: []),
        ReplayRoute("getThread", "GET", "/threads/{thread_id}", fixedQuery: []),
        ReplayRoute("modifyThread", "POST", "/threads/{thread_id}", fixedQuery: []),
        ReplayRoute("deleteThread", "DELETE", "/threads/{thread_id}", fixedQuery: []),
        ReplayRoute("listMessages", "GET", "/threads/{thread_id}/messages", fixedQuery: []),
        ReplayRoute("createMessage", "POST", "/threads/{thread_id}/messages", fixedQuery: []),
        ReplayRoute("getMessage", "GET", "/threads/{thread_id}/messages/{message_id}", fixedQuery: []),
        ReplayRoute("modifyMessage", "POST", "/threads/{thread_id}/messages/{message_id}", fixedQuery: []),
        ReplayRoute("deleteMessage", "DELETE", "/threads/{thread_id}/messages/{message_id}", fixedQuery: []),
        ReplayRoute("listRuns", "GET", "/threads/{thread_id}/runs", fixedQuery: []),
        ReplayRoute("createRun", "POST", "/threads/{thread_id}/runs", fixedQuery: []),
        ReplayRoute("getRun", "GET", "/threads/{thread_id}/runs/{run_id}", fixedQuery: []),
        ReplayRoute("modifyRun", "POST", "/threads/{thread_id}/runs/{run_id}", fixedQuery: []),
        ReplayRoute("cancelRun", "POST", "/threads/{thread_id}/runs/{run_id}/cancel", fixedQuery: []),
        ReplayRoute("listRunSteps", "GET", "/threads/{thread_id}/runs/{run_id}/steps", fixedQuery: []),
        ReplayRoute("getRunStep", "GET", "/threads/{thread_id}/runs/{run_id}/steps/{step_id}", fixedQuery: []),
        ReplayRoute("submitToolOuputsToRun", "POST", "/threads/{thread_id}/runs/{run_id}/submit_tool_outputs", fixedQuery: []),
        ReplayRoute("createUpload", "POST", "/uploads", fixedQuery: []),
        ReplayRoute("cancelUpload", "POST", "/uploads/{upload_id}/cancel", fixedQuery: []),
        ReplayRoute("completeUpload", "POST", "/uploads/{upload_id}/complete", fixedQuery: []),
        ReplayRoute("addUploadPart", "POST", "/uploads/{upload_id}/parts", fixedQuery: []),
        ReplayRoute("listVectorStores", "GET", "/vector_stores", fixedQuery: []),
        ReplayRoute("createVectorStore", "POST", "/vector_stores", fixedQuery: []),
        ReplayRoute("getVectorStore", "GET", "/vector_stores/{vector_store_id}", fixedQuery: []),
        ReplayRoute("modifyVectorStore", "POST", "/vector_stores/{vector_store_id}", fixedQuery: []),
        ReplayRoute("deleteVectorStore", "DELETE", "/vector_stores/{vector_store_id}", fixedQuery: []),
        ReplayRoute("createVectorStoreFileBatch", "POST", "/vector_stores/{vector_store_id}/file_batches", fixedQuery: []),
        ReplayRoute("getVectorStoreFileBatch", "GET", "/vector_stores/{vector_store_id}/file_batches/{batch_id}", fixedQuery: []),
        ReplayRoute("cancelVectorStoreFileBatch", "POST", "/vector_stores/{vector_store_id}/file_batches/{batch_id}/cancel", fixedQuery: []),
        ReplayRoute("listFilesInVectorStoreBatch", "GET", "/vector_stores/{vector_store_id}/file_batches/{batch_id}/files", fixedQuery: []),
        ReplayRoute("listVectorStoreFiles", "GET", "/vector_stores/{vector_store_id}/files", fixedQuery: []),
        ReplayRoute("createVectorStoreFile", "POST", "/vector_stores/{vector_store_id}/files", fixedQuery: []),
        ReplayRoute("getVectorStoreFile", "GET", "/vector_stores/{vector_store_id}/files/{file_id}", fixedQuery: []),
        ReplayRoute("updateVectorStoreFileAttributes", "POST", "/vector_stores/{vector_store_id}/files/{file_id}", fixedQuery: []),
        ReplayRoute("deleteVectorStoreFile", "DELETE", "/vector_stores/{vector_store_id}/files/{file_id}", fixedQuery: []),
        ReplayRoute("retrieveVectorStoreFileContent", "GET", "/vector_stores/{vector_store_id}/files/{file_id}/content", fixedQuery: []),
        ReplayRoute("searchVectorStore", "POST", "/vector_stores/{vector_store_id}/search", fixedQuery: []),
        ReplayRoute("createConversation", "POST", "/conversations", fixedQuery: []),
        ReplayRoute("getConversation", "GET", "/conversations/{conversation_id}", fixedQuery: []),
        ReplayRoute("updateConversation", "POST", "/conversations/{conversation_id}", fixedQuery: []),
        ReplayRoute("deleteConversation", "DELETE", "/conversations/{conversation_id}", fixedQuery: []),
        ReplayRoute("Getorganizationspendlimit", "GET", "/organization/spend_limit", fixedQuery: []),
        ReplayRoute("Updateorganizationspendlimit", "POST", "/organization/spend_limit", fixedQuery: []),
        ReplayRoute("Deleteorganizationspendlimit", "DELETE", "/organization/spend_limit", fixedQuery: []),
        ReplayRoute("Getprojectspendlimit", "GET", "/organization/projects/{project_id}/spend_limit", fixedQuery: []),
        ReplayRoute("Updateprojectspendlimit", "POST", "/organization/projects/{project_id}/spend_limit", fixedQuery: []),
        ReplayRoute("Deleteprojectspendlimit", "DELETE", "/organization/projects/{project_id}/spend_limit", fixedQuery: []),
        ReplayRoute("CreateanAPIkeyforaserviceaccount", "POST", "/organization/projects/{project_id}/service_accounts/{service_account_id}/api_keys", fixedQuery: []),
        ReplayRoute("Createcontentprovenancecheck", "POST", "/content_provenance_checks", fixedQuery: []),
        ReplayRoute("ListVideos", "GET", "/videos", fixedQuery: []),
        ReplayRoute("createVideo", "POST", "/videos", fixedQuery: []),
        ReplayRoute("CreateVideoCharacter", "POST", "/videos/characters", fixedQuery: []),
        ReplayRoute("GetVideoCharacter", "GET", "/videos/characters/{character_id}", fixedQuery: []),
        ReplayRoute("CreateVideoEdit", "POST", "/videos/edits", fixedQuery: []),
        ReplayRoute("CreateVideoExtend", "POST", "/videos/extensions", fixedQuery: []),
        ReplayRoute("GetVideo", "GET", "/videos/{video_id}", fixedQuery: []),
        ReplayRoute("DeleteVideo", "DELETE", "/videos/{video_id}", fixedQuery: []),
        ReplayRoute("RetrieveVideoContent", "GET", "/videos/{video_id}/content", fixedQuery: []),
        ReplayRoute("CreateVideoRemix", "POST", "/videos/{video_id}/remix", fixedQuery: []),
        ReplayRoute("Getinputtokencounts", "POST", "/responses/input_tokens", fixedQuery: []),
        ReplayRoute("Compactconversation", "POST", "/responses/compact", fixedQuery: []),
        ReplayRoute("ListSkills", "GET", "/skills", fixedQuery: []),
        ReplayRoute("CreateSkill", "POST", "/skills", fixedQuery: []),
        ReplayRoute("GetSkill", "GET", "/skills/{skill_id}", fixedQuery: []),
        ReplayRoute("UpdateSkillDefaultVersion", "POST", "/skills/{skill_id}", fixedQuery: []),
        ReplayRoute("DeleteSkill", "DELETE", "/skills/{skill_id}", fixedQuery: []),
        ReplayRoute("GetSkillContent", "GET", "/skills/{skill_id}/content", fixedQuery: []),
        ReplayRoute("ListSkillVersions", "GET", "/skills/{skill_id}/versions", fixedQuery: []),
        ReplayRoute("CreateSkillVersion", "POST", "/skills/{skill_id}/versions", fixedQuery: []),
        ReplayRoute("GetSkillVersion", "GET", "/skills/{skill_id}/versions/{version}", fixedQuery: []),
        ReplayRoute("DeleteSkillVersion", "DELETE", "/skills/{skill_id}/versions/{version}", fixedQuery: []),
        ReplayRoute("GetSkillVersionContent", "GET", "/skills/{skill_id}/versions/{version}/content", fixedQuery: []),
        ReplayRoute("CancelChatSessionMethod", "POST", "/chatkit/sessions/{session_id}/cancel", fixedQuery: []),
        ReplayRoute("CreateChatSessionMethod", "POST", "/chatkit/sessions", fixedQuery: []),
        ReplayRoute("ListThreadItemsMethod", "GET", "/chatkit/threads/{thread_id}/items", fixedQuery: []),
        ReplayRoute("GetThreadMethod", "GET", "/chatkit/threads/{thread_id}", fixedQuery: []),
        ReplayRoute("DeleteThreadMethod", "DELETE", "/chatkit/threads/{thread_id}", fixedQuery: []),
        ReplayRoute("ListThreadsMethod", "GET", "/chatkit/threads", fixedQuery: []),
        ReplayRoute("beta_createResponse", "POST", "/responses", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_getResponse", "GET", "/responses/{response_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_deleteResponse", "DELETE", "/responses/{response_id}", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_cancelResponse", "POST", "/responses/{response_id}/cancel", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_Compactconversation", "POST", "/responses/compact", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_listInputItems", "GET", "/responses/{response_id}/input_items", fixedQuery: [("beta", "true")]),
        ReplayRoute("beta_Getinputtokencounts", "POST", "/responses/input_tokens", fixedQuery: [("beta", "true")]),
        ReplayRoute("agents.list", "GET", "/agents", fixedQuery: []),
        ReplayRoute("agents.create", "POST", "/agents", fixedQuery: []),
        ReplayRoute("agents.automations.list", "GET", "/agents/automations", fixedQuery: []),
        ReplayRoute("agents.automations.create", "POST", "/agents/automations", fixedQuery: []),
        ReplayRoute("agents.automations.retrieve", "GET", "/agents/automations/{automation_id}", fixedQuery: []),
        ReplayRoute("agents.automations.update", "POST", "/agents/automations/{automation_id}", fixedQuery: []),
        ReplayRoute("agents.automations.delete", "DELETE", "/agents/automations/{automation_id}", fixedQuery: []),
        ReplayRoute("agents.automations.invocations.list", "GET", "/agents/automations/{automation_id}/invocations", fixedQuery: []),
        ReplayRoute("agents.automations.invocations.create", "POST", "/agents/automations/{automation_id}/invocations", fixedQuery: []),
        ReplayRoute("agents.automations.invocations.retrieve", "GET", "/agents/automations/{automation_id}/invocations/{invocation_id}", fixedQuery: []),
        ReplayRoute("agents.automations.pause", "POST", "/agents/automations/{automation_id}/pause", fixedQuery: []),
        ReplayRoute("agents.automations.resume", "POST", "/agents/automations/{automation_id}/resume", fixedQuery: []),
        ReplayRoute("agents.environments.list", "GET", "/agents/environments", fixedQuery: []),
        ReplayRoute("agents.environments.create", "POST", "/agents/environments", fixedQuery: []),
        ReplayRoute("agents.environments.templates.list", "GET", "/agents/environments/templates", fixedQuery: []),
        ReplayRoute("agents.environments.templates.create", "POST", "/agents/environments/templates", fixedQuery: []),
        ReplayRoute("agents.environments.templates.retrieve", "GET", "/agents/environments/templates/{environment_template_id}", fixedQuery: []),
        ReplayRoute("agents.environments.templates.update", "POST", "/agents/environments/templates/{environment_template_id}", fixedQuery: []),
        ReplayRoute("agents.environments.templates.delete", "DELETE", "/agents/environments/templates/{environment_template_id}", fixedQuery: []),
        ReplayRoute("agents.environments.retrieve", "GET", "/agents/environments/{environment_id}", fixedQuery: []),
        ReplayRoute("agents.environments.files.list", "GET", "/agents/environments/{environment_id}/files", fixedQuery: []),
        ReplayRoute("agents.environments.files.create", "POST", "/agents/environments/{environment_id}/files", fixedQuery: []),
        ReplayRoute("agents.sessions.list", "GET", "/agents/sessions", fixedQuery: []),
        ReplayRoute("agents.sessions.create", "POST", "/agents/sessions", fixedQuery: []),
        ReplayRoute("agents.sessions.retrieve", "GET", "/agents/sessions/{session_id}", fixedQuery: []),
        ReplayRoute("agents.sessions.update", "POST", "/agents/sessions/{session_id}", fixedQuery: []),
        ReplayRoute("agents.sessions.delete", "DELETE", "/agents/sessions/{session_id}", fixedQuery: []),
        ReplayRoute("agents.sessions.artifacts.list", "GET", "/agents/sessions/{session_id}/artifacts", fixedQuery: []),
        ReplayRoute("agents.sessions.artifacts.retrieve", "GET", "/agents/sessions/{session_id}/artifacts/{artifact_id}", fixedQuery: []),
        ReplayRoute("agents.sessions.artifacts.delete", "DELETE", "/agents/sessions/{session_id}/artifacts/{artifact_id}", fixedQuery: []),
        ReplayRoute("agents.sessions.artifacts.content", "GET", "/agents/sessions/{session_id}/artifacts/{artifact_id}/content", fixedQuery: []),
        ReplayRoute("agents.sessions.events.stream", "GET", "/agents/sessions/{session_id}/events", fixedQuery: []),
        ReplayRoute("agents.sessions.events.create", "POST", "/agents/sessions/{session_id}/events", fixedQuery: []),
        ReplayRoute("agents.sessions.items.list", "GET", "/agents/sessions/{session_id}/items", fixedQuery: []),
        ReplayRoute("agents.sessions.subagents.list", "GET", "/agents/sessions/{session_id}/subagents", fixedQuery: []),
        ReplayRoute("agents.sessions.subagents.retrieve", "GET", "/agents/sessions/{session_id}/subagents/{subagent_id}", fixedQuery: []),
        ReplayRoute("agents.sessions.subagents.items.list", "GET", "/agents/sessions/{session_id}/subagents/{subagent_id}/items", fixedQuery: []),
        ReplayRoute("agents.sessions.subagents.turns.list", "GET", "/agents/sessions/{session_id}/subagents/{subagent_id}/turns", fixedQuery: []),
        ReplayRoute("agents.sessions.subagents.turns.retrieve", "GET", "/agents/sessions/{session_id}/subagents/{subagent_id}/turns/{turn_id}", fixedQuery: []),
        ReplayRoute("agents.sessions.subagents.turns.items.list", "GET", "/agents/sessions/{session_id}/subagents/{subagent_id}/turns/{turn_id}/items", fixedQuery: []),
        ReplayRoute("agents.sessions.traces.list", "GET", "/agents/sessions/{session_id}/traces", fixedQuery: []),
        ReplayRoute("agents.sessions.turns.list", "GET", "/agents/sessions/{session_id}/turns", fixedQuery: []),
        ReplayRoute("agents.sessions.turns.retrieve", "GET", "/agents/sessions/{session_id}/turns/{turn_id}", fixedQuery: []),
        ReplayRoute("agents.sessions.turns.items.list", "GET", "/agents/sessions/{session_id}/turns/{turn_id}/items", fixedQuery: []),
        ReplayRoute("agents.retrieve", "GET", "/agents/{agent_id}", fixedQuery: []),
        ReplayRoute("agents.update", "POST", "/agents/{agent_id}", fixedQuery: []),
        ReplayRoute("agents.delete", "DELETE", "/agents/{agent_id}", fixedQuery: []),
        ReplayRoute("audio.voices.delete", "DELETE", "/audio/voices/{voice_id}", fixedQuery: []),
        ReplayRoute("decisions.create", "POST", "/decisions", fixedQuery: []),
        ReplayRoute("evals.runs.cancel", "POST", "/evals/{eval_id}/runs/{run_id}/cancel", fixedQuery: []),
        ReplayRoute("live.create", "POST", "/live/sessions", fixedQuery: []),
        ReplayRoute("live.sessions.accept", "POST", "/live/sessions/{session_id}/accept", fixedQuery: []),
        ReplayRoute("live.sessions.download_recording", "GET", "/live/sessions/{session_id}/content", fixedQuery: []),
        ReplayRoute("live.sessions.fork", "POST", "/live/sessions/{session_id}/fork", fixedQuery: []),
        ReplayRoute("live.sessions.hangup", "POST", "/live/sessions/{session_id}/hangup", fixedQuery: []),
        ReplayRoute("live.sessions.refer", "POST", "/live/sessions/{session_id}/refer", fixedQuery: []),
        ReplayRoute("live.sessions.reject", "POST", "/live/sessions/{session_id}/reject", fixedQuery: []),
        ReplayRoute("organization.external_keys.list", "GET", "/organization/external_keys", fixedQuery: []),
        ReplayRoute("organization.external_keys.create", "POST", "/organization/external_keys", fixedQuery: []),
        ReplayRoute("organization.external_keys.retrieve", "GET", "/organization/external_keys/{external_key_id}", fixedQuery: []),
        ReplayRoute("organization.external_keys.delete", "DELETE", "/organization/external_keys/{external_key_id}", fixedQuery: []),
        ReplayRoute("organization.external_keys.validate", "POST", "/organization/external_keys/{external_key_id}/validate", fixedQuery: []),
        ReplayRoute("organization.external_storage.list", "GET", "/organization/external_storage", fixedQuery: []),
        ReplayRoute("organization.external_storage.create", "POST", "/organization/external_storage", fixedQuery: []),
        ReplayRoute("organization.external_storage.retrieve", "GET", "/organization/external_storage/{external_storage_id}", fixedQuery: []),
        ReplayRoute("organization.external_storage.delete", "DELETE", "/organization/external_storage/{external_storage_id}", fixedQuery: []),
        ReplayRoute("organization.external_storage.validate", "POST", "/organization/external_storage/{external_storage_id}/validate", fixedQuery: []),
        ReplayRoute("organization.projects.service_tier_settings.retrieve", "GET", "/organization/projects/{project_id}/service_tier_settings", fixedQuery: []),
        ReplayRoute("organization.projects.service_tier_settings.update", "POST", "/organization/projects/{project_id}/service_tier_settings", fixedQuery: []),
        ReplayRoute("organization.usage.decisions", "GET", "/organization/usage/decisions", fixedQuery: []),
        ReplayRoute("organization.workload_identity_providers.list", "GET", "/organization/workload_identity_providers", fixedQuery: []),
        ReplayRoute("organization.workload_identity_providers.create", "POST", "/organization/workload_identity_providers", fixedQuery: []),
        ReplayRoute("organization.workload_identity_providers.retrieve", "GET", "/organization/workload_identity_providers/{workload_identity_provider_id}", fixedQuery: []),
        ReplayRoute("organization.workload_identity_providers.update", "POST", "/organization/workload_identity_providers/{workload_identity_provider_id}", fixedQuery: []),
        ReplayRoute("organization.workload_identity_providers.delete", "DELETE", "/organization/workload_identity_providers/{workload_identity_provider_id}", fixedQuery: []),
        ReplayRoute("organization.workload_identity_providers.federation_rules.list", "GET", "/organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules", fixedQuery: []),
        ReplayRoute("organization.workload_identity_providers.federation_rules.create", "POST", "/organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules", fixedQuery: []),
        ReplayRoute("organization.workload_identity_providers.federation_rules.retrieve", "GET", "/organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules/{workload_identity_federation_rule_id}", fixedQuery: []),
        ReplayRoute("organization.workload_identity_providers.federation_rules.update", "POST", "/organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules/{workload_identity_federation_rule_id}", fixedQuery: []),
        ReplayRoute("organization.workload_identity_providers.federation_rules.delete", "DELETE", "/organization/workload_identity_providers/{workload_identity_provider_id}/federation_rules/{workload_identity_federation_rule_id}", fixedQuery: []),
        ReplayRoute("safety.alerts.retrieve", "GET", "/safety/alerts/{id}", fixedQuery: []),
        ReplayRoute("safety.cases.retrieve", "GET", "/safety/cases/{id}", fixedQuery: []),
        ReplayRoute("agents.vaults.list", "GET", "/vaults", fixedQuery: []),
        ReplayRoute("agents.vaults.create", "POST", "/vaults", fixedQuery: []),
        ReplayRoute("agents.vaults.retrieve", "GET", "/vaults/{vault_id}", fixedQuery: []),
        ReplayRoute("agents.vaults.update", "POST", "/vaults/{vault_id}", fixedQuery: []),
        ReplayRoute("agents.vaults.delete", "DELETE", "/vaults/{vault_id}", fixedQuery: []),
        ReplayRoute("agents.vaults.credentials.list", "GET", "/vaults/{vault_id}/credentials", fixedQuery: []),
        ReplayRoute("agents.vaults.credentials.create", "POST", "/vaults/{vault_id}/credentials", fixedQuery: []),
        ReplayRoute("agents.vaults.credentials.retrieve", "GET", "/vaults/{vault_id}/credentials/{credential_id}", fixedQuery: []),
        ReplayRoute("agents.vaults.credentials.update", "POST", "/vaults/{vault_id}/credentials/{credential_id}", fixedQuery: []),
        ReplayRoute("agents.vaults.credentials.delete", "DELETE", "/vaults/{vault_id}/credentials/{credential_id}", fixedQuery: []),
        ReplayRoute("webhooks.list", "GET", "/webhook_endpoints", fixedQuery: []),
        ReplayRoute("webhooks.create", "POST", "/webhook_endpoints", fixedQuery: []),
        ReplayRoute("webhooks.retrieve", "GET", "/webhook_endpoints/{webhook_endpoint_id}", fixedQuery: []),
        ReplayRoute("webhooks.update", "POST", "/webhook_endpoints/{webhook_endpoint_id}", fixedQuery: []),
        ReplayRoute("webhooks.delete", "DELETE", "/webhook_endpoints/{webhook_endpoint_id}", fixedQuery: []),
        ReplayRoute("webhooks.rotate_secret", "POST", "/webhook_endpoints/{webhook_endpoint_id}/rotate_secret", fixedQuery: []),
        ReplayRoute("webhooks.test", "POST", "/webhook_endpoints/{webhook_endpoint_id}/test", fixedQuery: []),
        ReplayRoute("webhooks.event_types.list", "GET", "/webhook_event_types", fixedQuery: []),
    ]

    @available(*, deprecated, message: "Call through RequestReplaying.")
    func replay(_ operationID: String, _ request: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
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
    private func replayGroup0(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "listAssistants":
            _ = try await client.assistants.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListAssistantsOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), before: try r.valueIfPresent(String.self, "before", in: .query), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "createAssistant":
            _ = try await client.assistants.create(try r.body(OpenAI.CreateAssistantRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "getAssistant":
            _ = try await client.assistants.retrieve(assistantID: try r.path("assistant_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "modifyAssistant":
            _ = try await client.assistants.update(assistantID: try r.path("assistant_id"), try r.body(OpenAI.ModifyAssistantRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "deleteAssistant":
            _ = try await client.assistants.delete(assistantID: try r.path("assistant_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "createSpeech":
            if r.streams(bodyFlags: [("stream_format", "\"sse\"")], query: []) {
                _ = try await client.audio.speech.stream(try r.body(OpenAI.CreateSpeechRequest.self), options: r.options(fixed: []))
            }
            else {
                _ = try await client.audio.speech.create(try r.body(OpenAI.CreateSpeechRequest.self), options: r.options(fixed: []))
            }
        case "createTranscription":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.audio.transcriptions.stream(OpenAI.CreateTranscriptionRequest(file: try r.file("file"), model: try r.part(OpenAI.CreateTranscriptionRequest.Model.self, "model"), language: try r.partIfPresent(String.self, "language"), languages: try r.partIfPresent([String].self, "languages"), keywords: try r.partIfPresent([String].self, "keywords"), prompt: try r.partIfPresent(String.self, "prompt"), responseFormat: try r.partIfPresent(OpenAI.AudioResponseFormat.self, "response_format"), temperature: try r.partIfPresent(Double.self, "temperature"), include: try r.partIfPresent([OpenAI.TranscriptionInclude].self, "include"), timestampGranularities: try r.partIfPresent([OpenAI.CreateTranscriptionRequest.TimestampGranularity].self, "timestamp_granularities"), stream: try r.partIfPresent(Bool.self, "stream"), chunkingStrategy: try r.partIfPresent(OpenAI.TranscriptionChunkingStrategy.self, "chunking_strategy"), knownSpeakerNames: try r.partIfPresent([String].self, "known_speaker_names"), knownSpeakerReferences: try r.partIfPresent([String].self, "known_speaker_references")), options: r.options(fixed: []))
            }
            else {
                _ = try await client.audio.transcriptions.create(OpenAI.CreateTranscriptionRequest(file: try r.file("file"), model: try r.part(OpenAI.CreateTranscriptionRequest.Model.self, "model"), language: try r.partIfPresent(String.self, "language"), languages: try r.partIfPresent([String].self, "languages"), keywords: try r.partIfPresent([String].self, "keywords"), prompt: try r.partIfPresent(String.self, "prompt"), responseFormat: try r.partIfPresent(OpenAI.AudioResponseFormat.self, "response_format"), temperature: try r.partIfPresent(Double.self, "temperature"), include: try r.partIfPresent([OpenAI.TranscriptionInclude].self, "include"), timestampGranularities: try r.partIfPresent([OpenAI.CreateTranscriptionRequest.TimestampGranularity].self, "timestamp_granularities"), stream: try r.partIfPresent(Bool.self, "stream"), chunkingStrategy: try r.partIfPresent(OpenAI.TranscriptionChunkingStrategy.self, "chunking_strategy"), knownSpeakerNames: try r.partIfPresent([String].self, "known_speaker_names"), knownSpeakerReferences: try r.partIfPresent([String].self, "known_speaker_references")), options: r.options(fixed: []))
            }
        case "createTranslation":
            _ = try await client.audio.translations.create(OpenAI.CreateTranslationRequest(file: try r.file("file"), model: try r.part(OpenAI.CreateTranslationRequest.Model.self, "model"), prompt: try r.partIfPresent(String.self, "prompt"), responseFormat: try r.partIfPresent(OpenAI.CreateTranslationRequest.ResponseFormat.self, "response_format"), temperature: try r.partIfPresent(Double.self, "temperature")), options: r.options(fixed: []))
        case "listVoiceConsents":
            _ = try await client.audio.voiceConsents.list(after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), options: r.options(fixed: []))
        case "createVoiceConsent":
            _ = try await client.audio.voiceConsents.create(OpenAI.CreateVoiceConsentRequest(name: try r.part(String.self, "name"), recording: try r.file("recording"), language: try r.part(String.self, "language")), options: r.options(fixed: []))
        case "getVoiceConsent":
            _ = try await client.audio.voiceConsents.retrieve(consentID: try r.path("consent_id"), options: r.options(fixed: []))
        case "updateVoiceConsent":
            _ = try await client.audio.voiceConsents.update(consentID: try r.path("consent_id"), try r.body(OpenAI.UpdateVoiceConsentRequest.self), options: r.options(fixed: []))
        case "deleteVoiceConsent":
            _ = try await client.audio.voiceConsents.delete(consentID: try r.path("consent_id"), options: r.options(fixed: []))
        case "createVoice":
            _ = try await client.audio.voices.create(OpenAI.CreateVoiceRequest(name: try r.part(String.self, "name"), audioSample: try r.file("audio_sample"), consent: try r.part(String.self, "consent"), model: try r.partIfPresent(OpenAI.CreateVoiceRequest.Model.self, "model"), prompt: try r.partIfPresent(String.self, "prompt"), scriptHint: try r.partIfPresent(String.self, "script_hint"), type: try r.partIfPresent(OpenAI.CreateVoiceRequest.Kind.self, "type")), options: r.options(fixed: []))
        case "listBatches":
            _ = try await client.batches.list(after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), options: r.options(fixed: []))
        case "createBatch":
            _ = try await client.batches.create(try r.body(OpenAI.CreateBatchRequest.self), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup1(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "retrieveBatch":
            _ = try await client.batches.retrieve(batchID: try r.path("batch_id"), options: r.options(fixed: []))
        case "cancelBatch":
            _ = try await client.batches.cancel(batchID: try r.path("batch_id"), options: r.options(fixed: []))
        case "listChatCompletions":
            _ = try await client.chat.completions.list(model: try r.valueIfPresent(String.self, "model", in: .query), metadata: try r.valueIfPresent(OpenAI.Metadata.self, "metadata", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListChatCompletionsOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "createChatCompletion":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.chat.completions.stream(try r.body(OpenAI.CreateChatCompletionRequest.self), options: r.options(fixed: []))
            }
            else {
                _ = try await client.chat.completions.create(try r.body(OpenAI.CreateChatCompletionRequest.self), options: r.options(fixed: []))
            }
        case "getChatCompletion":
            _ = try await client.chat.completions.retrieve(completionID: try r.path("completion_id"), options: r.options(fixed: []))
        case "updateChatCompletion":
            _ = try await client.chat.completions.update(completionID: try r.path("completion_id"), try r.body(OpenAI.UpdateChatCompletionRequest.self), options: r.options(fixed: []))
        case "deleteChatCompletion":
            _ = try await client.chat.completions.delete(completionID: try r.path("completion_id"), options: r.options(fixed: []))
        case "getChatCompletionMessages":
            _ = try await client.chat.completions.messages.list(completionID: try r.path("completion_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.GetChatCompletionMessagesOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "createCompletion":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.completions.stream(try r.body(OpenAI.CreateCompletionRequest.self), options: r.options(fixed: []))
            }
            else {
                _ = try await client.completions.create(try r.body(OpenAI.CreateCompletionRequest.self), options: r.options(fixed: []))
            }
        case "ListContainers":
            _ = try await client.containers.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListContainersOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), name: try r.valueIfPresent(String.self, "name", in: .query), options: r.options(fixed: []))
        case "CreateContainer":
            _ = try await client.containers.create(try r.bodyIfPresent(OpenAI.CreateContainerBody.self), options: r.options(fixed: []))
        case "RetrieveContainer":
            _ = try await client.containers.retrieve(containerID: try r.path("container_id"), options: r.options(fixed: []))
        case "DeleteContainer":
            _ = try await client.containers.delete(containerID: try r.path("container_id"), options: r.options(fixed: []))
        case "ListContainerFiles":
            _ = try await client.containers.files.list(containerID: try r.path("container_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListContainerFilesOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), options: r.options(fixed: []))
        case "CreateContainerFile":
            _ = try await client.containers.files.create(containerID: try r.path("container_id"), try r.body(OpenAI.CreateContainerFileBody.self), options: r.options(fixed: []))
        case "RetrieveContainerFile":
            _ = try await client.containers.files.retrieve(containerID: try r.path("container_id"), fileID: try r.path("file_id"), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup2(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "DeleteContainerFile":
            _ = try await client.containers.files.delete(containerID: try r.path("container_id"), fileID: try r.path("file_id"), options: r.options(fixed: []))
        case "RetrieveContainerFileContent":
            _ = try await client.containers.files.content(containerID: try r.path("container_id"), fileID: try r.path("file_id"), options: r.options(fixed: []))
        case "listConversationItems":
            _ = try await client.conversations.items.list(conversationID: try r.path("conversation_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListConversationItemsOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), include: try r.valueIfPresent([OpenAI.IncludeEnum].self, "include", in: .query), options: r.options(fixed: []))
        case "createConversationItems":
            _ = try await client.conversations.items.create(conversationID: try r.path("conversation_id"), try r.body(OpenAI.CreateConversationItemsRequest.self), include: try r.valueIfPresent([OpenAI.IncludeEnum].self, "include", in: .query), options: r.options(fixed: []))
        case "getConversationItem":
            _ = try await client.conversations.items.retrieve(conversationID: try r.path("conversation_id"), itemID: try r.path("item_id"), include: try r.valueIfPresent([OpenAI.IncludeEnum].self, "include", in: .query), options: r.options(fixed: []))
        case "deleteConversationItem":
            _ = try await client.conversations.items.delete(conversationID: try r.path("conversation_id"), itemID: try r.path("item_id"), options: r.options(fixed: []))
        case "createEmbedding":
            _ = try await client.embeddings.create(try r.body(OpenAI.CreateEmbeddingRequest.self), options: r.options(fixed: []))
        case "listEvals":
            _ = try await client.evals.list(after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListEvalsOrder.self, "order", in: .query), orderBy: try r.valueIfPresent(OpenAI.ListEvalsOrderBy.self, "order_by", in: .query), options: r.options(fixed: []))
        case "createEval":
            _ = try await client.evals.create(try r.body(OpenAI.CreateEvalRequest.self), options: r.options(fixed: []))
        case "getEval":
            _ = try await client.evals.retrieve(evalID: try r.path("eval_id"), options: r.options(fixed: []))
        case "updateEval":
            _ = try await client.evals.update(evalID: try r.path("eval_id"), try r.body(OpenAI.UpdateEvalRequest.self), options: r.options(fixed: []))
        case "deleteEval":
            _ = try await client.evals.delete(evalID: try r.path("eval_id"), options: r.options(fixed: []))
        case "getEvalRuns":
            _ = try await client.evals.runs.list(evalID: try r.path("eval_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.GetEvalRunsOrder.self, "order", in: .query), status: try r.valueIfPresent(OpenAI.GetEvalRunsStatus.self, "status", in: .query), options: r.options(fixed: []))
        case "createEvalRun":
            _ = try await client.evals.runs.create(evalID: try r.path("eval_id"), try r.body(OpenAI.CreateEvalRunRequest.self), options: r.options(fixed: []))
        case "getEvalRun":
            _ = try await client.evals.runs.retrieve(evalID: try r.path("eval_id"), runID: try r.path("run_id"), options: r.options(fixed: []))
        case "cancelEvalRun":
            _ = try await client.evals.runs.cancel(evalID: try r.path("eval_id"), runID: try r.path("run_id"), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup3(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "deleteEvalRun":
            _ = try await client.evals.runs.delete(evalID: try r.path("eval_id"), runID: try r.path("run_id"), options: r.options(fixed: []))
        case "getEvalRunOutputItems":
            _ = try await client.evals.runs.outputItems.list(evalID: try r.path("eval_id"), runID: try r.path("run_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), status: try r.valueIfPresent(OpenAI.GetEvalRunOutputItemsStatus.self, "status", in: .query), order: try r.valueIfPresent(OpenAI.GetEvalRunOutputItemsOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "getEvalRunOutputItem":
            _ = try await client.evals.runs.outputItems.retrieve(evalID: try r.path("eval_id"), runID: try r.path("run_id"), outputItemID: try r.path("output_item_id"), options: r.options(fixed: []))
        case "listFiles":
            _ = try await client.files.list(purpose: try r.valueIfPresent(String.self, "purpose", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListFilesOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), options: r.options(fixed: []))
        case "createFile":
            _ = try await client.files.create(OpenAI.CreateFileRequest(file: try r.file("file"), purpose: try r.part(OpenAI.FilePurpose.self, "purpose"), expiresAfter: try r.partIfPresent(OpenAI.FileExpirationAfter.self, "expires_after")), options: r.options(fixed: []))
        case "retrieveFile":
            _ = try await client.files.retrieve(fileID: try r.path("file_id"), options: r.options(fixed: []))
        case "deleteFile":
            _ = try await client.files.delete(fileID: try r.path("file_id"), options: r.options(fixed: []))
        case "downloadFile":
            _ = try await client.files.content(fileID: try r.path("file_id"), options: r.options(fixed: []))
        case "runGrader":
            _ = try await client.fineTuning.alpha.graders.run(try r.body(OpenAI.RunGraderRequest.self), options: r.options(fixed: []))
        case "validateGrader":
            _ = try await client.fineTuning.alpha.graders.validate(try r.body(OpenAI.ValidateGraderRequest.self), options: r.options(fixed: []))
        case "listFineTuningCheckpointPermissions":
            _ = try await client.fineTuning.checkpoints.permissions.list(fineTunedModelCheckpoint: try r.path("fine_tuned_model_checkpoint"), projectID: try r.valueIfPresent(String.self, "project_id", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListFineTuningCheckpointPermissionsOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "createFineTuningCheckpointPermission":
            _ = try await client.fineTuning.checkpoints.permissions.create(fineTunedModelCheckpoint: try r.path("fine_tuned_model_checkpoint"), try r.body(OpenAI.CreateFineTuningCheckpointPermissionRequest.self), options: r.options(fixed: []))
        case "deleteFineTuningCheckpointPermission":
            _ = try await client.fineTuning.checkpoints.permissions.delete(fineTunedModelCheckpoint: try r.path("fine_tuned_model_checkpoint"), permissionID: try r.path("permission_id"), options: r.options(fixed: []))
        case "listPaginatedFineTuningJobs":
            _ = try await client.fineTuning.jobs.list(after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), metadata: try r.valueIfPresent([String: String].self, "metadata", in: .query), options: r.options(fixed: []))
        case "createFineTuningJob":
            _ = try await client.fineTuning.jobs.create(try r.body(OpenAI.CreateFineTuningJobRequest.self), options: r.options(fixed: []))
        case "retrieveFineTuningJob":
            _ = try await client.fineTuning.jobs.retrieve(fineTuningJobID: try r.path("fine_tuning_job_id"), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup4(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "cancelFineTuningJob":
            _ = try await client.fineTuning.jobs.cancel(fineTuningJobID: try r.path("fine_tuning_job_id"), options: r.options(fixed: []))
        case "listFineTuningJobCheckpoints":
            _ = try await client.fineTuning.jobs.checkpoints.list(fineTuningJobID: try r.path("fine_tuning_job_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), options: r.options(fixed: []))
        case "listFineTuningEvents":
            _ = try await client.fineTuning.jobs.events.list(fineTuningJobID: try r.path("fine_tuning_job_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), options: r.options(fixed: []))
        case "pauseFineTuningJob":
            _ = try await client.fineTuning.jobs.pause(fineTuningJobID: try r.path("fine_tuning_job_id"), options: r.options(fixed: []))
        case "resumeFineTuningJob":
            _ = try await client.fineTuning.jobs.resume(fineTuningJobID: try r.path("fine_tuning_job_id"), options: r.options(fixed: []))
        case "createImageEdit":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.images.editStream(OpenAI.CreateImageEditRequest(image: try r.files("image"), prompt: try r.part(String.self, "prompt"), mask: try r.fileIfPresent("mask"), background: try r.partIfPresent(OpenAI.CreateImageEditRequest.Background.self, "background"), model: try r.partIfPresent(OpenAI.CreateImageEditRequest.Model.self, "model"), n: try r.partIfPresent(Int.self, "n"), size: try r.partIfPresent(OpenAI.CreateImageEditRequest.Size.self, "size"), responseFormat: try r.partIfPresent(OpenAI.CreateImageEditRequest.ResponseFormat.self, "response_format"), outputFormat: try r.partIfPresent(OpenAI.CreateImageEditRequest.OutputFormat.self, "output_format"), outputCompression: try r.partIfPresent(Int.self, "output_compression"), user: try r.partIfPresent(String.self, "user"), inputFidelity: try r.partIfPresent(OpenAI.InputFidelity.self, "input_fidelity"), stream: try r.partIfPresent(Bool.self, "stream"), partialImages: try r.partIfPresent(OpenAI.PartialImages.self, "partial_images"), quality: try r.partIfPresent(OpenAI.CreateImageEditRequest.Quality.self, "quality"), complexity: try r.partIfPresent(OpenAI.CreateImageEditRequest.Complexity.self, "complexity"), frameCount: try r.partIfPresent(Int.self, "frame_count"), frameDurationMs: try r.partIfPresent(Int.self, "frame_duration_ms"), markup: try r.fileIfPresent("markup"), safetyIdentifier: try r.partIfPresent(String.self, "safety_identifier"), svg: try r.partIfPresent(OpenAI.ImageEditParamsSvg.self, "svg")), options: r.options(fixed: []))
            }
            else {
                _ = try await client.images.edit(OpenAI.CreateImageEditRequest(image: try r.files("image"), prompt: try r.part(String.self, "prompt"), mask: try r.fileIfPresent("mask"), background: try r.partIfPresent(OpenAI.CreateImageEditRequest.Background.self, "background"), model: try r.partIfPresent(OpenAI.CreateImageEditRequest.Model.self, "model"), n: try r.partIfPresent(Int.self, "n"), size: try r.partIfPresent(OpenAI.CreateImageEditRequest.Size.self, "size"), responseFormat: try r.partIfPresent(OpenAI.CreateImageEditRequest.ResponseFormat.self, "response_format"), outputFormat: try r.partIfPresent(OpenAI.CreateImageEditRequest.OutputFormat.self, "output_format"), outputCompression: try r.partIfPresent(Int.self, "output_compression"), user: try r.partIfPresent(String.self, "user"), inputFidelity: try r.partIfPresent(OpenAI.InputFidelity.self, "input_fidelity"), stream: try r.partIfPresent(Bool.self, "stream"), partialImages: try r.partIfPresent(OpenAI.PartialImages.self, "partial_images"), quality: try r.partIfPresent(OpenAI.CreateImageEditRequest.Quality.self, "quality"), complexity: try r.partIfPresent(OpenAI.CreateImageEditRequest.Complexity.self, "complexity"), frameCount: try r.partIfPresent(Int.self, "frame_count"), frameDurationMs: try r.partIfPresent(Int.self, "frame_duration_ms"), markup: try r.fileIfPresent("markup"), safetyIdentifier: try r.partIfPresent(String.self, "safety_identifier"), svg: try r.partIfPresent(OpenAI.ImageEditParamsSvg.self, "svg")), options: r.options(fixed: []))
            }
        case "createImage":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.images.generateStream(try r.body(OpenAI.CreateImageRequest.self), options: r.options(fixed: []))
            }
            else {
                _ = try await client.images.generate(try r.body(OpenAI.CreateImageRequest.self), options: r.options(fixed: []))
            }
        case "createImageVariation":
            _ = try await client.images.createVariation(OpenAI.CreateImageVariationRequest(image: try r.file("image"), model: try r.partIfPresent(OpenAI.CreateImageVariationRequest.Model.self, "model"), n: try r.partIfPresent(Int.self, "n"), responseFormat: try r.partIfPresent(OpenAI.CreateImageVariationRequest.ResponseFormat.self, "response_format"), size: try r.partIfPresent(OpenAI.CreateImageVariationRequest.Size.self, "size"), user: try r.partIfPresent(String.self, "user")), options: r.options(fixed: []))
        case "listModels":
            _ = try await client.models.list(options: r.options(fixed: []))
        case "retrieveModel":
            _ = try await client.models.retrieve(model: try r.path("model"), options: r.options(fixed: []))
        case "deleteModel":
            _ = try await client.models.delete(model: try r.path("model"), options: r.options(fixed: []))
        case "createModeration":
            _ = try await client.moderations.create(try r.body(OpenAI.CreateModerationRequest.self), options: r.options(fixed: []))
        case "admin-api-keys-list":
            _ = try await client.organization.adminApiKeys.list(after: try r.valueIfPresent(String.self, "after", in: .query), order: try r.valueIfPresent(OpenAI.AdminApiKeysListOrder.self, "order", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), options: r.options(fixed: []))
        case "admin-api-keys-create":
            _ = try await client.organization.adminApiKeys.create(try r.body(OpenAI.AdminApiKeysCreateRequest.self), options: r.options(fixed: []))
        case "admin-api-keys-get":
            _ = try await client.organization.adminApiKeys.retrieve(keyID: try r.path("key_id"), options: r.options(fixed: []))
        case "admin-api-keys-delete":
            _ = try await client.organization.adminApiKeys.delete(keyID: try r.path("key_id"), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup5(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "list-audit-logs":
            _ = try await client.organization.auditLogs.list(effectiveAt: try r.valueIfPresent(OpenAI.ListAuditLogsEffectiveAt.self, "effective_at", in: .query), projectIDs: try r.valueIfPresent([String].self, "project_ids[]", in: .query), eventTypes: try r.valueIfPresent([OpenAI.AuditLogEventType].self, "event_types[]", in: .query), actorIDs: try r.valueIfPresent([String].self, "actor_ids[]", in: .query), actorEmails: try r.valueIfPresent([String].self, "actor_emails[]", in: .query), resourceIDs: try r.valueIfPresent([String].self, "resource_ids[]", in: .query), tenantOnly: try r.valueIfPresent(Bool.self, "tenant_only", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), before: try r.valueIfPresent(String.self, "before", in: .query), options: r.options(fixed: []))
        case "listOrganizationCertificates":
            _ = try await client.organization.certificates.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), order: try r.valueIfPresent(OpenAI.ListOrganizationCertificatesOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "uploadCertificate":
            _ = try await client.organization.certificates.create(try r.body(OpenAI.UploadCertificateRequest.self), options: r.options(fixed: []))
        case "activateOrganizationCertificates":
            _ = try await client.organization.certificates.activate(try r.body(OpenAI.ToggleCertificatesRequest.self), options: r.options(fixed: []))
        case "deactivateOrganizationCertificates":
            _ = try await client.organization.certificates.deactivate(try r.body(OpenAI.ToggleCertificatesRequest.self), options: r.options(fixed: []))
        case "getCertificate":
            _ = try await client.organization.certificates.retrieve(certificateID: try r.path("certificate_id"), include: try r.valueIfPresent([OpenAI.GetCertificateIncludeItem].self, "include", in: .query), options: r.options(fixed: []))
        case "modifyCertificate":
            _ = try await client.organization.certificates.update(certificateID: try r.path("certificate_id"), try r.body(OpenAI.ModifyCertificateRequest.self), options: r.options(fixed: []))
        case "deleteCertificate":
            _ = try await client.organization.certificates.delete(certificateID: try r.path("certificate_id"), options: r.options(fixed: []))
        case "usage-costs":
            _ = try await client.organization.costs.list(startTime: try r.value(Int.self, "start_time", in: .query), endTime: try r.valueIfPresent(Int.self, "end_time", in: .query), bucketWidth: try r.valueIfPresent(OpenAI.UsageCostsBucketWidth.self, "bucket_width", in: .query), projectIDs: try r.valueIfPresent([String].self, "project_ids", in: .query), apiKeyIDs: try r.valueIfPresent([String].self, "api_key_ids", in: .query), groupBy: try r.valueIfPresent([OpenAI.UsageCostsGroupByItem].self, "group_by", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), lineItems: try r.valueIfPresent([String].self, "line_items[]", in: .query), options: r.options(fixed: []))
        case "retrieve-organization-data-retention":
            _ = try await client.organization.dataRetention.retrieve(options: r.options(fixed: []))
        case "update-organization-data-retention":
            _ = try await client.organization.dataRetention.update(try r.body(OpenAI.UpdateOrganizationDataRetentionBody.self), options: r.options(fixed: []))
        case "list-groups":
            _ = try await client.organization.groups.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), order: try r.valueIfPresent(OpenAI.ListGroupsOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "create-group":
            _ = try await client.organization.groups.create(try r.body(OpenAI.CreateGroupBody.self), options: r.options(fixed: []))
        case "retrieve-group":
            _ = try await client.organization.groups.retrieve(groupID: try r.path("group_id"), options: r.options(fixed: []))
        case "update-group":
            _ = try await client.organization.groups.update(groupID: try r.path("group_id"), try r.body(OpenAI.UpdateGroupBody.self), options: r.options(fixed: []))
        case "delete-group":
            _ = try await client.organization.groups.delete(groupID: try r.path("group_id"), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup6(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "list-group-role-assignments":
            _ = try await client.organization.groups.roles.list(groupID: try r.path("group_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), order: try r.valueIfPresent(OpenAI.ListGroupRoleAssignmentsOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "assign-group-role":
            _ = try await client.organization.groups.roles.create(groupID: try r.path("group_id"), try r.body(OpenAI.PublicAssignOrganizationGroupRoleBody.self), options: r.options(fixed: []))
        case "retrieve-group-role":
            _ = try await client.organization.groups.roles.retrieve(groupID: try r.path("group_id"), roleID: try r.path("role_id"), options: r.options(fixed: []))
        case "unassign-group-role":
            _ = try await client.organization.groups.roles.delete(groupID: try r.path("group_id"), roleID: try r.path("role_id"), options: r.options(fixed: []))
        case "list-group-users":
            _ = try await client.organization.groups.users.list(groupID: try r.path("group_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), order: try r.valueIfPresent(OpenAI.ListGroupUsersOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "add-group-user":
            _ = try await client.organization.groups.users.create(groupID: try r.path("group_id"), try r.body(OpenAI.CreateGroupUserBody.self), options: r.options(fixed: []))
        case "retrieve-group-user":
            _ = try await client.organization.groups.users.retrieve(groupID: try r.path("group_id"), userID: try r.path("user_id"), options: r.options(fixed: []))
        case "remove-group-user":
            _ = try await client.organization.groups.users.delete(groupID: try r.path("group_id"), userID: try r.path("user_id"), options: r.options(fixed: []))
        case "list-invites":
            _ = try await client.organization.invites.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), options: r.options(fixed: []))
        case "inviteUser":
            _ = try await client.organization.invites.create(try r.body(OpenAI.InviteRequest.self), options: r.options(fixed: []))
        case "retrieve-invite":
            _ = try await client.organization.invites.retrieve(inviteID: try r.path("invite_id"), options: r.options(fixed: []))
        case "delete-invite":
            _ = try await client.organization.invites.delete(inviteID: try r.path("invite_id"), options: r.options(fixed: []))
        case "list-projects":
            _ = try await client.organization.projects.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), includeArchived: try r.valueIfPresent(Bool.self, "include_archived", in: .query), options: r.options(fixed: []))
        case "create-project":
            _ = try await client.organization.projects.create(try r.body(OpenAI.ProjectCreateRequest.self), options: r.options(fixed: []))
        case "retrieve-project":
            _ = try await client.organization.projects.retrieve(projectID: try r.path("project_id"), options: r.options(fixed: []))
        case "modify-project":
            _ = try await client.organization.projects.update(projectID: try r.path("project_id"), try r.body(OpenAI.ProjectUpdateRequest.self), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup7(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "list-project-api-keys":
            _ = try await client.organization.projects.apiKeys.list(projectID: try r.path("project_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), ownerProjectAccess: try r.valueIfPresent(OpenAI.ListProjectApiKeysOwnerProjectAccess.self, "owner_project_access", in: .query), options: r.options(fixed: []))
        case "retrieve-project-api-key":
            _ = try await client.organization.projects.apiKeys.retrieve(projectID: try r.path("project_id"), apiKeyID: try r.path("api_key_id"), options: r.options(fixed: []))
        case "organization.projects.api_keys.update":
            _ = try await client.organization.projects.apiKeys.update(projectID: try r.path("project_id"), apiKeyID: try r.path("api_key_id"), try r.bodyIfPresent(OpenAI.OrganizationProjectsApiKeysUpdateRequest.self), options: r.options(fixed: []))
        case "delete-project-api-key":
            _ = try await client.organization.projects.apiKeys.delete(projectID: try r.path("project_id"), apiKeyID: try r.path("api_key_id"), options: r.options(fixed: []))
        case "archive-project":
            _ = try await client.organization.projects.archive(projectID: try r.path("project_id"), options: r.options(fixed: []))
        case "listProjectCertificates":
            _ = try await client.organization.projects.certificates.list(projectID: try r.path("project_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), order: try r.valueIfPresent(OpenAI.ListProjectCertificatesOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "activateProjectCertificates":
            _ = try await client.organization.projects.certificates.activate(projectID: try r.path("project_id"), try r.body(OpenAI.ToggleCertificatesRequest.self), options: r.options(fixed: []))
        case "deactivateProjectCertificates":
            _ = try await client.organization.projects.certificates.deactivate(projectID: try r.path("project_id"), try r.body(OpenAI.ToggleCertificatesRequest.self), options: r.options(fixed: []))
        case "retrieve-project-data-retention":
            _ = try await client.organization.projects.dataRetention.retrieve(projectID: try r.path("project_id"), options: r.options(fixed: []))
        case "update-project-data-retention":
            _ = try await client.organization.projects.dataRetention.update(projectID: try r.path("project_id"), try r.body(OpenAI.UpdateProjectDataRetentionBody.self), options: r.options(fixed: []))
        case "list-project-groups":
            _ = try await client.organization.projects.groups.list(projectID: try r.path("project_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), order: try r.valueIfPresent(OpenAI.ListProjectGroupsOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "add-project-group":
            _ = try await client.organization.projects.groups.create(projectID: try r.path("project_id"), try r.body(OpenAI.InviteProjectGroupBody.self), options: r.options(fixed: []))
        case "retrieve-project-group":
            _ = try await client.organization.projects.groups.retrieve(projectID: try r.path("project_id"), groupID: try r.path("group_id"), groupType: try r.valueIfPresent(OpenAI.RetrieveProjectGroupGroupType.self, "group_type", in: .query), options: r.options(fixed: []))
        case "remove-project-group":
            _ = try await client.organization.projects.groups.delete(projectID: try r.path("project_id"), groupID: try r.path("group_id"), options: r.options(fixed: []))
        case "retrieve-project-hosted-tool-permissions":
            _ = try await client.organization.projects.hostedToolPermissions.retrieve(projectID: try r.path("project_id"), options: r.options(fixed: []))
        case "update-project-hosted-tool-permissions":
            _ = try await client.organization.projects.hostedToolPermissions.update(projectID: try r.path("project_id"), try r.body(OpenAI.ProjectHostedToolPermissionsUpdateRequest.self), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup8(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "retrieve-project-model-permissions":
            _ = try await client.organization.projects.modelPermissions.retrieve(projectID: try r.path("project_id"), options: r.options(fixed: []))
        case "update-project-model-permissions":
            _ = try await client.organization.projects.modelPermissions.update(projectID: try r.path("project_id"), try r.body(OpenAI.ProjectModelPermissionsUpdateRequest.self), options: r.options(fixed: []))
        case "delete-project-model-permissions":
            _ = try await client.organization.projects.modelPermissions.delete(projectID: try r.path("project_id"), options: r.options(fixed: []))
        case "list-project-rate-limits":
            _ = try await client.organization.projects.rateLimits.list(projectID: try r.path("project_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), before: try r.valueIfPresent(String.self, "before", in: .query), options: r.options(fixed: []))
        case "update-project-rate-limits":
            _ = try await client.organization.projects.rateLimits.update(projectID: try r.path("project_id"), rateLimitID: try r.path("rate_limit_id"), try r.body(OpenAI.ProjectRateLimitUpdateRequest.self), options: r.options(fixed: []))
        case "list-project-service-accounts":
            _ = try await client.organization.projects.serviceAccounts.list(projectID: try r.path("project_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), options: r.options(fixed: []))
        case "create-project-service-account":
            _ = try await client.organization.projects.serviceAccounts.create(projectID: try r.path("project_id"), try r.body(OpenAI.ProjectServiceAccountCreateRequest.self), options: r.options(fixed: []))
        case "retrieve-project-service-account":
            _ = try await client.organization.projects.serviceAccounts.retrieve(projectID: try r.path("project_id"), serviceAccountID: try r.path("service_account_id"), options: r.options(fixed: []))
        case "update-project-service-account":
            _ = try await client.organization.projects.serviceAccounts.update(projectID: try r.path("project_id"), serviceAccountID: try r.path("service_account_id"), try r.body(OpenAI.UpdateProjectServiceAccountBody.self), options: r.options(fixed: []))
        case "delete-project-service-account":
            _ = try await client.organization.projects.serviceAccounts.delete(projectID: try r.path("project_id"), serviceAccountID: try r.path("service_account_id"), options: r.options(fixed: []))
        case "list-project-spend-alerts":
            _ = try await client.organization.projects.spendAlerts.list(projectID: try r.path("project_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListProjectSpendAlertsOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), before: try r.valueIfPresent(String.self, "before", in: .query), options: r.options(fixed: []))
        case "create-project-spend-alert":
            _ = try await client.organization.projects.spendAlerts.create(projectID: try r.path("project_id"), try r.body(OpenAI.CreateSpendAlertBody.self), options: r.options(fixed: []))
        case "retrieve-project-spend-alert":
            _ = try await client.organization.projects.spendAlerts.retrieve(projectID: try r.path("project_id"), alertID: try r.path("alert_id"), options: r.options(fixed: []))
        case "update-project-spend-alert":
            _ = try await client.organization.projects.spendAlerts.update(projectID: try r.path("project_id"), alertID: try r.path("alert_id"), try r.body(OpenAI.CreateSpendAlertBody.self), options: r.options(fixed: []))
        case "delete-project-spend-alert":
            _ = try await client.organization.projects.spendAlerts.delete(projectID: try r.path("project_id"), alertID: try r.path("alert_id"), options: r.options(fixed: []))
        case "list-project-users":
            _ = try await client.organization.projects.users.list(projectID: try r.path("project_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup9(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "create-project-user":
            _ = try await client.organization.projects.users.create(projectID: try r.path("project_id"), try r.body(OpenAI.ProjectUserCreateRequest.self), options: r.options(fixed: []))
        case "retrieve-project-user":
            _ = try await client.organization.projects.users.retrieve(projectID: try r.path("project_id"), userID: try r.path("user_id"), options: r.options(fixed: []))
        case "modify-project-user":
            _ = try await client.organization.projects.users.update(projectID: try r.path("project_id"), userID: try r.path("user_id"), try r.body(OpenAI.ProjectUserUpdateRequest.self), options: r.options(fixed: []))
        case "delete-project-user":
            _ = try await client.organization.projects.users.delete(projectID: try r.path("project_id"), userID: try r.path("user_id"), options: r.options(fixed: []))
        case "list-roles":
            _ = try await client.organization.roles.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), order: try r.valueIfPresent(OpenAI.ListRolesOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "create-role":
            _ = try await client.organization.roles.create(try r.body(OpenAI.PublicCreateOrganizationRoleBody.self), options: r.options(fixed: []))
        case "retrieve-role":
            _ = try await client.organization.roles.retrieve(roleID: try r.path("role_id"), options: r.options(fixed: []))
        case "update-role":
            _ = try await client.organization.roles.update(roleID: try r.path("role_id"), try r.body(OpenAI.PublicUpdateOrganizationRoleBody.self), options: r.options(fixed: []))
        case "delete-role":
            _ = try await client.organization.roles.delete(roleID: try r.path("role_id"), options: r.options(fixed: []))
        case "list-organization-spend-alerts":
            _ = try await client.organization.spendAlerts.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListOrganizationSpendAlertsOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), before: try r.valueIfPresent(String.self, "before", in: .query), options: r.options(fixed: []))
        case "create-organization-spend-alert":
            _ = try await client.organization.spendAlerts.create(try r.body(OpenAI.CreateSpendAlertBody.self), options: r.options(fixed: []))
        case "retrieve-organization-spend-alert":
            _ = try await client.organization.spendAlerts.retrieve(alertID: try r.path("alert_id"), options: r.options(fixed: []))
        case "update-organization-spend-alert":
            _ = try await client.organization.spendAlerts.update(alertID: try r.path("alert_id"), try r.body(OpenAI.CreateSpendAlertBody.self), options: r.options(fixed: []))
        case "delete-organization-spend-alert":
            _ = try await client.organization.spendAlerts.delete(alertID: try r.path("alert_id"), options: r.options(fixed: []))
        case "usage-audio-speeches":
            _ = try await client.organization.usage.audioSpeeches.list(startTime: try r.value(Int.self, "start_time", in: .query), endTime: try r.valueIfPresent(Int.self, "end_time", in: .query), bucketWidth: try r.valueIfPresent(OpenAI.UsageAudioSpeechesBucketWidth.self, "bucket_width", in: .query), projectIDs: try r.valueIfPresent([String].self, "project_ids", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids", in: .query), apiKeyIDs: try r.valueIfPresent([String].self, "api_key_ids", in: .query), models: try r.valueIfPresent([String].self, "models", in: .query), groupBy: try r.valueIfPresent([OpenAI.UsageAudioSpeechesGroupByItem].self, "group_by", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "usage-audio-transcriptions":
            _ = try await client.organization.usage.audioTranscriptions.list(startTime: try r.value(Int.self, "start_time", in: .query), endTime: try r.valueIfPresent(Int.self, "end_time", in: .query), bucketWidth: try r.valueIfPresent(OpenAI.UsageAudioTranscriptionsBucketWidth.self, "bucket_width", in: .query), projectIDs: try r.valueIfPresent([String].self, "project_ids", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids", in: .query), apiKeyIDs: try r.valueIfPresent([String].self, "api_key_ids", in: .query), models: try r.valueIfPresent([String].self, "models", in: .query), groupBy: try r.valueIfPresent([OpenAI.UsageAudioTranscriptionsGroupByItem].self, "group_by", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup10(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "usage-code-interpreter-sessions":
            _ = try await client.organization.usage.codeInterpreterSessions.list(startTime: try r.value(Int.self, "start_time", in: .query), endTime: try r.valueIfPresent(Int.self, "end_time", in: .query), bucketWidth: try r.valueIfPresent(OpenAI.UsageCodeInterpreterSessionsBucketWidth.self, "bucket_width", in: .query), projectIDs: try r.valueIfPresent([String].self, "project_ids", in: .query), groupBy: try r.valueIfPresent([OpenAI.UsageCodeInterpreterSessionsGroupByItem].self, "group_by", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "usage-completions":
            _ = try await client.organization.usage.completions.list(startTime: try r.value(Int.self, "start_time", in: .query), endTime: try r.valueIfPresent(Int.self, "end_time", in: .query), bucketWidth: try r.valueIfPresent(OpenAI.UsageCompletionsBucketWidth.self, "bucket_width", in: .query), projectIDs: try r.valueIfPresent([String].self, "project_ids", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids", in: .query), apiKeyIDs: try r.valueIfPresent([String].self, "api_key_ids", in: .query), models: try r.valueIfPresent([String].self, "models", in: .query), batch: try r.valueIfPresent(Bool.self, "batch", in: .query), groupBy: try r.valueIfPresent([OpenAI.UsageCompletionsGroupByItem].self, "group_by", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "usage-embeddings":
            _ = try await client.organization.usage.embeddings.list(startTime: try r.value(Int.self, "start_time", in: .query), endTime: try r.valueIfPresent(Int.self, "end_time", in: .query), bucketWidth: try r.valueIfPresent(OpenAI.UsageEmbeddingsBucketWidth.self, "bucket_width", in: .query), projectIDs: try r.valueIfPresent([String].self, "project_ids", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids", in: .query), apiKeyIDs: try r.valueIfPresent([String].self, "api_key_ids", in: .query), models: try r.valueIfPresent([String].self, "models", in: .query), groupBy: try r.valueIfPresent([OpenAI.UsageEmbeddingsGroupByItem].self, "group_by", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "usage-file-search-calls":
            _ = try await client.organization.usage.fileSearchCalls.list(startTime: try r.value(Int.self, "start_time", in: .query), endTime: try r.valueIfPresent(Int.self, "end_time", in: .query), bucketWidth: try r.valueIfPresent(OpenAI.UsageFileSearchCallsBucketWidth.self, "bucket_width", in: .query), projectIDs: try r.valueIfPresent([String].self, "project_ids", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids", in: .query), apiKeyIDs: try r.valueIfPresent([String].self, "api_key_ids", in: .query), vectorStoreIDs: try r.valueIfPresent([String].self, "vector_store_ids", in: .query), groupBy: try r.valueIfPresent([OpenAI.UsageFileSearchCallsGroupByItem].self, "group_by", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "usage-images":
            _ = try await client.organization.usage.images.list(startTime: try r.value(Int.self, "start_time", in: .query), endTime: try r.valueIfPresent(Int.self, "end_time", in: .query), bucketWidth: try r.valueIfPresent(OpenAI.UsageImagesBucketWidth.self, "bucket_width", in: .query), sources: try r.valueIfPresent([OpenAI.UsageImagesSource].self, "sources", in: .query), sizes: try r.valueIfPresent([OpenAI.UsageImagesSize].self, "sizes", in: .query), projectIDs: try r.valueIfPresent([String].self, "project_ids", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids", in: .query), apiKeyIDs: try r.valueIfPresent([String].self, "api_key_ids", in: .query), models: try r.valueIfPresent([String].self, "models", in: .query), groupBy: try r.valueIfPresent([OpenAI.UsageImagesGroupByItem].self, "group_by", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "usage-moderations":
            _ = try await client.organization.usage.moderations.list(startTime: try r.value(Int.self, "start_time", in: .query), endTime: try r.valueIfPresent(Int.self, "end_time", in: .query), bucketWidth: try r.valueIfPresent(OpenAI.UsageModerationsBucketWidth.self, "bucket_width", in: .query), projectIDs: try r.valueIfPresent([String].self, "project_ids", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids", in: .query), apiKeyIDs: try r.valueIfPresent([String].self, "api_key_ids", in: .query), models: try r.valueIfPresent([String].self, "models", in: .query), groupBy: try r.valueIfPresent([OpenAI.UsageModerationsGroupByItem].self, "group_by", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "usage-vector-stores":
            _ = try await client.organization.usage.vectorStores.list(startTime: try r.value(Int.self, "start_time", in: .query), endTime: try r.valueIfPresent(Int.self, "end_time", in: .query), bucketWidth: try r.valueIfPresent(OpenAI.UsageVectorStoresBucketWidth.self, "bucket_width", in: .query), projectIDs: try r.valueIfPresent([String].self, "project_ids", in: .query), groupBy: try r.valueIfPresent([OpenAI.UsageVectorStoresGroupByItem].self, "group_by", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "usage-web-search-calls":
            _ = try await client.organization.usage.webSearchCalls.list(startTime: try r.value(Int.self, "start_time", in: .query), endTime: try r.valueIfPresent(Int.self, "end_time", in: .query), bucketWidth: try r.valueIfPresent(OpenAI.UsageWebSearchCallsBucketWidth.self, "bucket_width", in: .query), projectIDs: try r.valueIfPresent([String].self, "project_ids", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids", in: .query), apiKeyIDs: try r.valueIfPresent([String].self, "api_key_ids", in: .query), models: try r.valueIfPresent([String].self, "models", in: .query), contextLevels: try r.valueIfPresent([OpenAI.UsageWebSearchCallsContextLevel].self, "context_levels", in: .query), groupBy: try r.valueIfPresent([OpenAI.UsageWebSearchCallsGroupByItem].self, "group_by", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), options: r.options(fixed: []))
        case "list-users":
            _ = try await client.organization.users.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), emails: try r.valueIfPresent([String].self, "emails", in: .query), options: r.options(fixed: []))
        case "retrieve-user":
            _ = try await client.organization.users.retrieve(userID: try r.path("user_id"), options: r.options(fixed: []))
        case "modify-user":
            _ = try await client.organization.users.update(userID: try r.path("user_id"), try r.body(OpenAI.UserRoleUpdateRequest.self), options: r.options(fixed: []))
        case "delete-user":
            _ = try await client.organization.users.delete(userID: try r.path("user_id"), options: r.options(fixed: []))
        case "list-user-role-assignments":
            _ = try await client.organization.users.roles.list(userID: try r.path("user_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), order: try r.valueIfPresent(OpenAI.ListUserRoleAssignmentsOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "assign-user-role":
            _ = try await client.organization.users.roles.create(userID: try r.path("user_id"), try r.body(OpenAI.PublicAssignOrganizationGroupRoleBody.self), options: r.options(fixed: []))
        case "retrieve-user-role":
            _ = try await client.organization.users.roles.retrieve(userID: try r.path("user_id"), roleID: try r.path("role_id"), options: r.options(fixed: []))
        case "unassign-user-role":
            _ = try await client.organization.users.roles.delete(userID: try r.path("user_id"), roleID: try r.path("role_id"), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup11(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "list-project-group-role-assignments":
            _ = try await client.projects.groups.roles.list(projectID: try r.path("project_id"), groupID: try r.path("group_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), order: try r.valueIfPresent(OpenAI.ListProjectGroupRoleAssignmentsOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "assign-project-group-role":
            _ = try await client.projects.groups.roles.create(projectID: try r.path("project_id"), groupID: try r.path("group_id"), try r.body(OpenAI.PublicAssignOrganizationGroupRoleBody.self), options: r.options(fixed: []))
        case "retrieve-project-group-role":
            _ = try await client.projects.groups.roles.retrieve(projectID: try r.path("project_id"), groupID: try r.path("group_id"), roleID: try r.path("role_id"), options: r.options(fixed: []))
        case "unassign-project-group-role":
            _ = try await client.projects.groups.roles.delete(projectID: try r.path("project_id"), groupID: try r.path("group_id"), roleID: try r.path("role_id"), options: r.options(fixed: []))
        case "list-project-roles":
            _ = try await client.projects.roles.list(projectID: try r.path("project_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), order: try r.valueIfPresent(OpenAI.ListProjectRolesOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "create-project-role":
            _ = try await client.projects.roles.create(projectID: try r.path("project_id"), try r.body(OpenAI.PublicCreateOrganizationRoleBody.self), options: r.options(fixed: []))
        case "retrieve-project-role":
            _ = try await client.projects.roles.retrieve(projectID: try r.path("project_id"), roleID: try r.path("role_id"), options: r.options(fixed: []))
        case "update-project-role":
            _ = try await client.projects.roles.update(projectID: try r.path("project_id"), roleID: try r.path("role_id"), try r.body(OpenAI.PublicUpdateOrganizationRoleBody.self), options: r.options(fixed: []))
        case "delete-project-role":
            _ = try await client.projects.roles.delete(projectID: try r.path("project_id"), roleID: try r.path("role_id"), options: r.options(fixed: []))
        case "list-project-user-role-assignments":
            _ = try await client.projects.users.roles.list(projectID: try r.path("project_id"), userID: try r.path("user_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), order: try r.valueIfPresent(OpenAI.ListProjectUserRoleAssignmentsOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "assign-project-user-role":
            _ = try await client.projects.users.roles.create(projectID: try r.path("project_id"), userID: try r.path("user_id"), try r.body(OpenAI.PublicAssignOrganizationGroupRoleBody.self), options: r.options(fixed: []))
        case "retrieve-project-user-role":
            _ = try await client.projects.users.roles.retrieve(projectID: try r.path("project_id"), userID: try r.path("user_id"), roleID: try r.path("role_id"), options: r.options(fixed: []))
        case "unassign-project-user-role":
            _ = try await client.projects.users.roles.delete(projectID: try r.path("project_id"), userID: try r.path("user_id"), roleID: try r.path("role_id"), options: r.options(fixed: []))
        case "create-realtime-call":
            _ = try await client.realtime.calls.create(OpenAI.RealtimeCallCreateRequest(sdp: try r.part(String.self, "sdp"), session: try r.partIfPresent(OpenAI.RealtimeSessionCreateRequestGA.self, "session")), options: r.options(fixed: []))
        case "accept-realtime-call":
            _ = try await client.realtime.calls.accept(callID: try r.path("call_id"), try r.body(OpenAI.RealtimeSessionCreateRequestGA.self), options: r.options(fixed: []))
        case "hangup-realtime-call":
            _ = try await client.realtime.calls.hangup(callID: try r.path("call_id"), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup12(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "refer-realtime-call":
            _ = try await client.realtime.calls.refer(callID: try r.path("call_id"), try r.body(OpenAI.RealtimeCallReferRequest.self), options: r.options(fixed: []))
        case "reject-realtime-call":
            _ = try await client.realtime.calls.reject(callID: try r.path("call_id"), try r.bodyIfPresent(OpenAI.RealtimeCallRejectRequest.self), options: r.options(fixed: []))
        case "create-realtime-client-secret":
            _ = try await client.realtime.clientSecrets.create(try r.body(OpenAI.RealtimeCreateClientSecretRequest.self), options: r.options(fixed: []))
        case "create-realtime-session":
            _ = try await client.realtime.sessions.create(try r.body(OpenAI.RealtimeSessionCreateRequest.self), options: r.options(fixed: []))
        case "create-realtime-transcription-session":
            _ = try await client.realtime.transcriptionSessions.create(try r.body(OpenAI.RealtimeTranscriptionSessionCreateRequest.self), options: r.options(fixed: []))
        case "create-realtime-translation-client-secret":
            _ = try await client.realtime.translations.clientSecrets.create(try r.body(OpenAI.RealtimeTranslationClientSecretCreateRequest.self), options: r.options(fixed: []))
        case "createResponse":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.responses.stream(try r.body(OpenAI.CreateResponse.self), options: r.options(fixed: []))
            }
            else {
                _ = try await client.responses.create(try r.body(OpenAI.CreateResponse.self), options: r.options(fixed: []))
            }
        case "getResponse":
            if r.streams(bodyFlags: [], query: [("stream", "true")]) {
                _ = try await client.responses.retrieveStream(responseID: try r.path("response_id"), include: try r.valueIfPresent([OpenAI.IncludeEnum].self, "include", in: .query), startingAfter: try r.valueIfPresent(Int.self, "starting_after", in: .query), includeObfuscation: try r.valueIfPresent(Bool.self, "include_obfuscation", in: .query), options: r.options(fixed: []))
            }
            else {
                _ = try await client.responses.retrieve(responseID: try r.path("response_id"), include: try r.valueIfPresent([OpenAI.IncludeEnum].self, "include", in: .query), startingAfter: try r.valueIfPresent(Int.self, "starting_after", in: .query), includeObfuscation: try r.valueIfPresent(Bool.self, "include_obfuscation", in: .query), options: r.options(fixed: []))
            }
        case "deleteResponse":
            _ = try await client.responses.delete(responseID: try r.path("response_id"), options: r.options(fixed: []))
        case "cancelResponse":
            _ = try await client.responses.cancel(responseID: try r.path("response_id"), options: r.options(fixed: []))
        case "listInputItems":
            _ = try await client.responses.inputItems.list(responseID: try r.path("response_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListInputItemsOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), include: try r.valueIfPresent([OpenAI.IncludeEnum].self, "include", in: .query), options: r.options(fixed: []))
        case "createThread":
            _ = try await client.threads.create(try r.bodyIfPresent(OpenAI.CreateThreadRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "createThreadAndRun":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.threads.createAndRunStream(try r.body(OpenAI.CreateThreadAndRunRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
            }
            else {
                _ = try await client.threads.createAndRun(try r.body(OpenAI.CreateThreadAndRunRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
            }
        case "getThread":
            _ = try await client.threads.retrieve(threadID: try r.path("thread_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "modifyThread":
            _ = try await client.threads.update(threadID: try r.path("thread_id"), try r.body(OpenAI.ModifyThreadRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "deleteThread":
            _ = try await client.threads.delete(threadID: try r.path("thread_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup13(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "listMessages":
            _ = try await client.threads.messages.list(threadID: try r.path("thread_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListMessagesOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), before: try r.valueIfPresent(String.self, "before", in: .query), runID: try r.valueIfPresent(String.self, "run_id", in: .query), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "createMessage":
            _ = try await client.threads.messages.create(threadID: try r.path("thread_id"), try r.body(OpenAI.CreateMessageRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "getMessage":
            _ = try await client.threads.messages.retrieve(threadID: try r.path("thread_id"), messageID: try r.path("message_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "modifyMessage":
            _ = try await client.threads.messages.update(threadID: try r.path("thread_id"), messageID: try r.path("message_id"), try r.body(OpenAI.ModifyMessageRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "deleteMessage":
            _ = try await client.threads.messages.delete(threadID: try r.path("thread_id"), messageID: try r.path("message_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "listRuns":
            _ = try await client.threads.runs.list(threadID: try r.path("thread_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListRunsOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), before: try r.valueIfPresent(String.self, "before", in: .query), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "createRun":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.threads.runs.stream(threadID: try r.path("thread_id"), try r.body(OpenAI.CreateRunRequest.self), include: try r.valueIfPresent([OpenAI.CreateRunIncludeItem].self, "include[]", in: .query), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
            }
            else {
                _ = try await client.threads.runs.create(threadID: try r.path("thread_id"), try r.body(OpenAI.CreateRunRequest.self), include: try r.valueIfPresent([OpenAI.CreateRunIncludeItem].self, "include[]", in: .query), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
            }
        case "getRun":
            _ = try await client.threads.runs.retrieve(threadID: try r.path("thread_id"), runID: try r.path("run_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "modifyRun":
            _ = try await client.threads.runs.update(threadID: try r.path("thread_id"), runID: try r.path("run_id"), try r.body(OpenAI.ModifyRunRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "cancelRun":
            _ = try await client.threads.runs.cancel(threadID: try r.path("thread_id"), runID: try r.path("run_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "listRunSteps":
            _ = try await client.threads.runs.steps.list(threadID: try r.path("thread_id"), runID: try r.path("run_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListRunStepsOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), before: try r.valueIfPresent(String.self, "before", in: .query), include: try r.valueIfPresent([OpenAI.ListRunStepsIncludeItem].self, "include[]", in: .query), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "getRunStep":
            _ = try await client.threads.runs.steps.retrieve(threadID: try r.path("thread_id"), runID: try r.path("run_id"), stepID: try r.path("step_id"), include: try r.valueIfPresent([OpenAI.GetRunStepIncludeItem].self, "include[]", in: .query), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "submitToolOuputsToRun":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.threads.runs.submitToolOutputsStream(threadID: try r.path("thread_id"), runID: try r.path("run_id"), try r.body(OpenAI.SubmitToolOutputsRunRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
            }
            else {
                _ = try await client.threads.runs.submitToolOutputs(threadID: try r.path("thread_id"), runID: try r.path("run_id"), try r.body(OpenAI.SubmitToolOutputsRunRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
            }
        case "createUpload":
            _ = try await client.uploads.create(try r.body(OpenAI.CreateUploadRequest.self), options: r.options(fixed: []))
        case "cancelUpload":
            _ = try await client.uploads.cancel(uploadID: try r.path("upload_id"), options: r.options(fixed: []))
        case "completeUpload":
            _ = try await client.uploads.complete(uploadID: try r.path("upload_id"), try r.body(OpenAI.CompleteUploadRequest.self), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup14(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "addUploadPart":
            _ = try await client.uploads.parts.create(uploadID: try r.path("upload_id"), OpenAI.AddUploadPartRequest(data: try r.file("data")), options: r.options(fixed: []))
        case "listVectorStores":
            _ = try await client.vectorStores.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListVectorStoresOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), before: try r.valueIfPresent(String.self, "before", in: .query), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "createVectorStore":
            _ = try await client.vectorStores.create(try r.body(OpenAI.CreateVectorStoreRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "getVectorStore":
            _ = try await client.vectorStores.retrieve(vectorStoreID: try r.path("vector_store_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "modifyVectorStore":
            _ = try await client.vectorStores.update(vectorStoreID: try r.path("vector_store_id"), try r.body(OpenAI.UpdateVectorStoreRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "deleteVectorStore":
            _ = try await client.vectorStores.delete(vectorStoreID: try r.path("vector_store_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "createVectorStoreFileBatch":
            _ = try await client.vectorStores.fileBatches.create(vectorStoreID: try r.path("vector_store_id"), try r.body(OpenAI.CreateVectorStoreFileBatchRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "getVectorStoreFileBatch":
            _ = try await client.vectorStores.fileBatches.retrieve(vectorStoreID: try r.path("vector_store_id"), batchID: try r.path("batch_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "cancelVectorStoreFileBatch":
            _ = try await client.vectorStores.fileBatches.cancel(vectorStoreID: try r.path("vector_store_id"), batchID: try r.path("batch_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "listFilesInVectorStoreBatch":
            _ = try await client.vectorStores.fileBatches.files.list(vectorStoreID: try r.path("vector_store_id"), batchID: try r.path("batch_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListFilesInVectorStoreBatchOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), before: try r.valueIfPresent(String.self, "before", in: .query), filter: try r.valueIfPresent(OpenAI.ListFilesInVectorStoreBatchFilter.self, "filter", in: .query), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "listVectorStoreFiles":
            _ = try await client.vectorStores.files.list(vectorStoreID: try r.path("vector_store_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListVectorStoreFilesOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), before: try r.valueIfPresent(String.self, "before", in: .query), filter: try r.valueIfPresent(OpenAI.ListVectorStoreFilesFilter.self, "filter", in: .query), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "createVectorStoreFile":
            _ = try await client.vectorStores.files.create(vectorStoreID: try r.path("vector_store_id"), try r.body(OpenAI.CreateVectorStoreFileRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "getVectorStoreFile":
            _ = try await client.vectorStores.files.retrieve(vectorStoreID: try r.path("vector_store_id"), fileID: try r.path("file_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "updateVectorStoreFileAttributes":
            _ = try await client.vectorStores.files.update(vectorStoreID: try r.path("vector_store_id"), fileID: try r.path("file_id"), try r.body(OpenAI.UpdateVectorStoreFileAttributesRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "deleteVectorStoreFile":
            _ = try await client.vectorStores.files.delete(vectorStoreID: try r.path("vector_store_id"), fileID: try r.path("file_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "retrieveVectorStoreFileContent":
            _ = try await client.vectorStores.files.content(vectorStoreID: try r.path("vector_store_id"), fileID: try r.path("file_id"), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup15(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "searchVectorStore":
            _ = try await client.vectorStores.search(vectorStoreID: try r.path("vector_store_id"), try r.body(OpenAI.VectorStoreSearchRequest.self), options: r.options(fixed: [("OpenAI-Beta", "assistants=v2")]))
        case "createConversation":
            _ = try await client.conversations.create(try r.bodyIfPresent(OpenAI.CreateConversationBody.self), options: r.options(fixed: []))
        case "getConversation":
            _ = try await client.conversations.retrieve(conversationID: try r.path("conversation_id"), options: r.options(fixed: []))
        case "updateConversation":
            _ = try await client.conversations.update(conversationID: try r.path("conversation_id"), try r.bodyIfPresent(OpenAI.UpdateConversationBody.self), options: r.options(fixed: []))
        case "deleteConversation":
            _ = try await client.conversations.delete(conversationID: try r.path("conversation_id"), options: r.options(fixed: []))
        case "Getorganizationspendlimit":
            _ = try await client.organization.spendLimit.retrieve(options: r.options(fixed: []))
        case "Updateorganizationspendlimit":
            _ = try await client.organization.spendLimit.update(try r.body(OpenAI.UpdateOrganizationSpendLimitBody.self), options: r.options(fixed: []))
        case "Deleteorganizationspendlimit":
            _ = try await client.organization.spendLimit.delete(options: r.options(fixed: []))
        case "Getprojectspendlimit":
            _ = try await client.organization.projects.spendLimit.retrieve(projectID: try r.path("project_id"), options: r.options(fixed: []))
        case "Updateprojectspendlimit":
            _ = try await client.organization.projects.spendLimit.update(projectID: try r.path("project_id"), try r.body(OpenAI.UpdateProjectSpendLimitBody.self), options: r.options(fixed: []))
        case "Deleteprojectspendlimit":
            _ = try await client.organization.projects.spendLimit.delete(projectID: try r.path("project_id"), options: r.options(fixed: []))
        case "CreateanAPIkeyforaserviceaccount":
            _ = try await client.organization.projects.serviceAccounts.apiKeys(projectID: try r.path("project_id"), serviceAccountID: try r.path("service_account_id"), try r.bodyIfPresent(OpenAI.CreateProjectServiceAccountApiKeyBody.self), options: r.options(fixed: []))
        case "Createcontentprovenancecheck":
            _ = try await client.contentProvenanceChecks.create(OpenAI.CreateContentProvenanceBody(file: try r.file("file")), options: r.options(fixed: []))
        case "ListVideos":
            _ = try await client.videos.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.OrderEnum.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), options: r.options(fixed: []))
        case "createVideo":
            _ = try await client.videos.create(OpenAI.CreateVideoMultipartBody(prompt: try r.part(String.self, "prompt"), model: try r.partIfPresent(OpenAI.VideoModel.self, "model"), inputReference: try r.filesIfPresent("input_reference"), seconds: try r.partIfPresent(OpenAI.VideoSeconds.self, "seconds"), size: try r.partIfPresent(OpenAI.VideoSize.self, "size")), options: r.options(fixed: []))
        case "CreateVideoCharacter":
            _ = try await client.videos.characters.create(OpenAI.CreateVideoCharacterBody(video: try r.file("video"), name: try r.part(String.self, "name")), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup16(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "GetVideoCharacter":
            _ = try await client.videos.characters.retrieve(characterID: try r.path("character_id"), options: r.options(fixed: []))
        case "CreateVideoEdit":
            _ = try await client.videos.edits(OpenAI.CreateVideoEditMultipartBody(video: try r.files("video"), prompt: try r.part(String.self, "prompt")), options: r.options(fixed: []))
        case "CreateVideoExtend":
            _ = try await client.videos.extensions(OpenAI.CreateVideoExtendMultipartBody(video: try r.files("video"), prompt: try r.part(String.self, "prompt"), seconds: try r.part(OpenAI.VideoSeconds.self, "seconds")), options: r.options(fixed: []))
        case "GetVideo":
            _ = try await client.videos.retrieve(videoID: try r.path("video_id"), options: r.options(fixed: []))
        case "DeleteVideo":
            _ = try await client.videos.delete(videoID: try r.path("video_id"), options: r.options(fixed: []))
        case "RetrieveVideoContent":
            _ = try await client.videos.downloadContent(videoID: try r.path("video_id"), variant: try r.valueIfPresent(OpenAI.VideoContentVariant.self, "variant", in: .query), options: r.options(fixed: []))
        case "CreateVideoRemix":
            _ = try await client.videos.remix(videoID: try r.path("video_id"), OpenAI.CreateVideoRemixBody(prompt: try r.part(String.self, "prompt")), options: r.options(fixed: []))
        case "Getinputtokencounts":
            _ = try await client.responses.inputTokens.count(try r.bodyIfPresent(OpenAI.TokenCountsBody.self), options: r.options(fixed: []))
        case "Compactconversation":
            _ = try await client.responses.compact(try r.bodyIfPresent(OpenAI.CompactResponseMethodPublicBody.self), options: r.options(fixed: []))
        case "ListSkills":
            _ = try await client.skills.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.OrderEnum.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), options: r.options(fixed: []))
        case "CreateSkill":
            _ = try await client.skills.create(OpenAI.CreateSkillBody(files: try r.filesIfPresent("files")), options: r.options(fixed: []))
        case "GetSkill":
            _ = try await client.skills.retrieve(skillID: try r.path("skill_id"), options: r.options(fixed: []))
        case "UpdateSkillDefaultVersion":
            _ = try await client.skills.update(skillID: try r.path("skill_id"), try r.bodyIfPresent(OpenAI.SetDefaultSkillVersionBody.self), options: r.options(fixed: []))
        case "DeleteSkill":
            _ = try await client.skills.delete(skillID: try r.path("skill_id"), options: r.options(fixed: []))
        case "GetSkillContent":
            _ = try await client.skills.content(skillID: try r.path("skill_id"), options: r.options(fixed: []))
        case "ListSkillVersions":
            _ = try await client.skills.versions.list(skillID: try r.path("skill_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.OrderEnum.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup17(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "CreateSkillVersion":
            _ = try await client.skills.versions.create(skillID: try r.path("skill_id"), OpenAI.CreateSkillVersionBody(files: try r.filesIfPresent("files"), default: try r.partIfPresent(Bool.self, "default")), options: r.options(fixed: []))
        case "GetSkillVersion":
            _ = try await client.skills.versions.retrieve(skillID: try r.path("skill_id"), version: try r.path("version"), options: r.options(fixed: []))
        case "DeleteSkillVersion":
            _ = try await client.skills.versions.delete(skillID: try r.path("skill_id"), version: try r.path("version"), options: r.options(fixed: []))
        case "GetSkillVersionContent":
            _ = try await client.skills.versions.content(skillID: try r.path("skill_id"), version: try r.path("version"), options: r.options(fixed: []))
        case "CancelChatSessionMethod":
            _ = try await client.chatkit.sessions.cancel(sessionID: try r.path("session_id"), options: r.options(fixed: [("OpenAI-Beta", "chatkit_beta=v1")]))
        case "CreateChatSessionMethod":
            _ = try await client.chatkit.sessions.create(try r.bodyIfPresent(OpenAI.CreateChatSessionBody.self), options: r.options(fixed: [("OpenAI-Beta", "chatkit_beta=v1")]))
        case "ListThreadItemsMethod":
            _ = try await client.chatkit.threads.items.list(threadID: try r.path("thread_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.OrderEnum.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), before: try r.valueIfPresent(String.self, "before", in: .query), options: r.options(fixed: [("OpenAI-Beta", "chatkit_beta=v1")]))
        case "GetThreadMethod":
            _ = try await client.chatkit.threads.retrieve(threadID: try r.path("thread_id"), options: r.options(fixed: [("OpenAI-Beta", "chatkit_beta=v1")]))
        case "DeleteThreadMethod":
            _ = try await client.chatkit.threads.delete(threadID: try r.path("thread_id"), options: r.options(fixed: [("OpenAI-Beta", "chatkit_beta=v1")]))
        case "ListThreadsMethod":
            _ = try await client.chatkit.threads.list(limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.OrderEnum.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), before: try r.valueIfPresent(String.self, "before", in: .query), user: try r.valueIfPresent(String.self, "user", in: .query), options: r.options(fixed: [("OpenAI-Beta", "chatkit_beta=v1")]))
        case "beta_createResponse":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.beta.responses.stream(try r.body(OpenAI.BetaCreateResponse.self), openaiBeta: try r.valueIfPresent([OpenAI.BetaCreateResponseOpenaiBetaItem].self, "openai-beta", in: .header), options: r.options(fixed: []))
            }
            else {
                _ = try await client.beta.responses.create(try r.body(OpenAI.BetaCreateResponse.self), openaiBeta: try r.valueIfPresent([OpenAI.BetaCreateResponseOpenaiBetaItem].self, "openai-beta", in: .header), options: r.options(fixed: []))
            }
        case "beta_getResponse":
            if r.streams(bodyFlags: [], query: [("stream", "true")]) {
                _ = try await client.beta.responses.retrieveStream(responseID: try r.path("response_id"), include: try r.valueIfPresent([OpenAI.IncludeEnum].self, "include", in: .query), startingAfter: try r.valueIfPresent(Int.self, "starting_after", in: .query), includeObfuscation: try r.valueIfPresent(Bool.self, "include_obfuscation", in: .query), openaiBeta: try r.valueIfPresent([OpenAI.BetaGetResponseOpenaiBetaItem].self, "openai-beta", in: .header), options: r.options(fixed: []))
            }
            else {
                _ = try await client.beta.responses.retrieve(responseID: try r.path("response_id"), include: try r.valueIfPresent([OpenAI.IncludeEnum].self, "include", in: .query), startingAfter: try r.valueIfPresent(Int.self, "starting_after", in: .query), includeObfuscation: try r.valueIfPresent(Bool.self, "include_obfuscation", in: .query), openaiBeta: try r.valueIfPresent([OpenAI.BetaGetResponseOpenaiBetaItem].self, "openai-beta", in: .header), options: r.options(fixed: []))
            }
        case "beta_deleteResponse":
            _ = try await client.beta.responses.delete(responseID: try r.path("response_id"), openaiBeta: try r.valueIfPresent([OpenAI.BetaDeleteResponseOpenaiBetaItem].self, "openai-beta", in: .header), options: r.options(fixed: []))
        case "beta_cancelResponse":
            _ = try await client.beta.responses.cancel(responseID: try r.path("response_id"), openaiBeta: try r.valueIfPresent([OpenAI.BetaCancelResponseOpenaiBetaItem].self, "openai-beta", in: .header), options: r.options(fixed: []))
        case "beta_Compactconversation":
            _ = try await client.beta.responses.compact(try r.bodyIfPresent(OpenAI.BetaCompactResponseMethodPublicBody.self), openaiBeta: try r.valueIfPresent([OpenAI.BetaCompactconversationOpenaiBetaItem].self, "openai-beta", in: .header), options: r.options(fixed: []))
        case "beta_listInputItems":
            _ = try await client.beta.responses.inputItems.list(responseID: try r.path("response_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.ListInputItemsOrder.self, "order", in: .query), after: try r.valueIfPresent(String.self, "after", in: .query), include: try r.valueIfPresent([OpenAI.IncludeEnum].self, "include", in: .query), openaiBeta: try r.valueIfPresent([OpenAI.BetaListInputItemsOpenaiBetaItem].self, "openai-beta", in: .header), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup18(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "beta_Getinputtokencounts":
            _ = try await client.beta.responses.inputTokens.count(try r.bodyIfPresent(OpenAI.BetaTokenCountsBody.self), openaiBeta: try r.valueIfPresent([OpenAI.BetaGetinputtokencountsOpenaiBetaItem].self, "openai-beta", in: .header), options: r.options(fixed: []))
        case "agents.list":
            _ = try await client.agents.list(after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsListOrder.self, "order", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.create":
            _ = try await client.agents.create(try r.body(OpenAI.AgentsCreateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.automations.list":
            _ = try await client.agents.automations.list(after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsAutomationsListOrder.self, "order", in: .query), sessionID: try r.valueIfPresent(String.self, "session_id", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.automations.create":
            _ = try await client.agents.automations.create(try r.body(OpenAI.AgentsAutomationsCreateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.automations.retrieve":
            _ = try await client.agents.automations.retrieve(automationID: try r.path("automation_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.automations.update":
            _ = try await client.agents.automations.update(automationID: try r.path("automation_id"), try r.bodyIfPresent(OpenAI.AgentsAutomationsUpdateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.automations.delete":
            _ = try await client.agents.automations.delete(automationID: try r.path("automation_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.automations.invocations.list":
            _ = try await client.agents.automations.invocations.list(automationID: try r.path("automation_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsAutomationsInvocationsListOrder.self, "order", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.automations.invocations.create":
            _ = try await client.agents.automations.invocations.create(automationID: try r.path("automation_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.automations.invocations.retrieve":
            _ = try await client.agents.automations.invocations.retrieve(automationID: try r.path("automation_id"), invocationID: try r.path("invocation_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.automations.pause":
            _ = try await client.agents.automations.pause(automationID: try r.path("automation_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.automations.resume":
            _ = try await client.agents.automations.resume(automationID: try r.path("automation_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.environments.list":
            _ = try await client.agents.environments.list(after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsEnvironmentsListOrder.self, "order", in: .query), type: try r.valueIfPresent(String.self, "type", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.environments.create":
            _ = try await client.agents.environments.create(try r.body(OpenAI.AgentsEnvironmentsCreateRequest.self), idempotencyKey: try r.valueIfPresent(String.self, "Idempotency-Key", in: .header), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.environments.templates.list":
            _ = try await client.agents.environments.templates.list(after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsEnvironmentsTemplatesListOrder.self, "order", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup19(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "agents.environments.templates.create":
            _ = try await client.agents.environments.templates.create(try r.bodyIfPresent(OpenAI.AgentsEnvironmentsTemplatesCreateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.environments.templates.retrieve":
            _ = try await client.agents.environments.templates.retrieve(environmentTemplateID: try r.path("environment_template_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.environments.templates.update":
            _ = try await client.agents.environments.templates.update(environmentTemplateID: try r.path("environment_template_id"), try r.bodyIfPresent(OpenAI.AgentsEnvironmentsTemplatesUpdateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.environments.templates.delete":
            _ = try await client.agents.environments.templates.delete(environmentTemplateID: try r.path("environment_template_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.environments.retrieve":
            _ = try await client.agents.environments.retrieve(environmentID: try r.path("environment_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.environments.files.list":
            _ = try await client.agents.environments.files.list(environmentID: try r.path("environment_id"), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsEnvironmentsFilesListOrder.self, "order", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), path: try r.valueIfPresent(String.self, "path", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.environments.files.create":
            _ = try await client.agents.environments.files.create(environmentID: try r.path("environment_id"), try r.body(OpenAI.AgentsEnvironmentsFilesCreateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.list":
            _ = try await client.agents.sessions.list(after: try r.valueIfPresent(String.self, "after", in: .query), agentID: try r.valueIfPresent(String.self, "agent_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), metadata: try r.valueIfPresent([String: String].self, "metadata", in: .query), order: try r.valueIfPresent(OpenAI.AgentsSessionsListOrder.self, "order", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.create":
            if r.streams(bodyFlags: [("stream", "true")], query: []) {
                _ = try await client.agents.sessions.stream(try r.body(OpenAI.AgentsSessionsCreateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
            }
            else {
                _ = try await client.agents.sessions.create(try r.body(OpenAI.AgentsSessionsCreateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
            }
        case "agents.sessions.retrieve":
            _ = try await client.agents.sessions.retrieve(sessionID: try r.path("session_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.update":
            _ = try await client.agents.sessions.update(sessionID: try r.path("session_id"), try r.bodyIfPresent(OpenAI.AgentsSessionsUpdateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.delete":
            _ = try await client.agents.sessions.delete(sessionID: try r.path("session_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.artifacts.list":
            _ = try await client.agents.sessions.artifacts.list(sessionID: try r.path("session_id"), after: try r.valueIfPresent(String.self, "after", in: .query), environmentID: try r.valueIfPresent(String.self, "environment_id", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsSessionsArtifactsListOrder.self, "order", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.artifacts.retrieve":
            _ = try await client.agents.sessions.artifacts.retrieve(sessionID: try r.path("session_id"), artifactID: try r.path("artifact_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.artifacts.delete":
            _ = try await client.agents.sessions.artifacts.delete(sessionID: try r.path("session_id"), artifactID: try r.path("artifact_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.artifacts.content":
            _ = try await client.agents.sessions.artifacts.content(sessionID: try r.path("session_id"), artifactID: try r.path("artifact_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup20(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "agents.sessions.events.stream":
            _ = try await client.agents.sessions.events.stream(sessionID: try r.path("session_id"), includeObfuscation: try r.valueIfPresent(Bool.self, "include_obfuscation", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.events.create":
            _ = try await client.agents.sessions.events.create(sessionID: try r.path("session_id"), try r.body(OpenAI.AgentsSessionsEventsCreateRequest.self), idempotencyKey: try r.valueIfPresent(String.self, "Idempotency-Key", in: .header), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.items.list":
            _ = try await client.agents.sessions.items.list(sessionID: try r.path("session_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsSessionsItemsListOrder.self, "order", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.subagents.list":
            _ = try await client.agents.sessions.subagents.list(sessionID: try r.path("session_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsSessionsSubagentsListOrder.self, "order", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.subagents.retrieve":
            _ = try await client.agents.sessions.subagents.retrieve(sessionID: try r.path("session_id"), subagentID: try r.path("subagent_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.subagents.items.list":
            _ = try await client.agents.sessions.subagents.items.list(sessionID: try r.path("session_id"), subagentID: try r.path("subagent_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsSessionsSubagentsItemsListOrder.self, "order", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.subagents.turns.list":
            _ = try await client.agents.sessions.subagents.turns.list(sessionID: try r.path("session_id"), subagentID: try r.path("subagent_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsSessionsSubagentsTurnsListOrder.self, "order", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.subagents.turns.retrieve":
            _ = try await client.agents.sessions.subagents.turns.retrieve(sessionID: try r.path("session_id"), subagentID: try r.path("subagent_id"), turnID: try r.path("turn_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.subagents.turns.items.list":
            _ = try await client.agents.sessions.subagents.turns.items.list(sessionID: try r.path("session_id"), subagentID: try r.path("subagent_id"), turnID: try r.path("turn_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsSessionsSubagentsTurnsItemsListOrder.self, "order", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.traces.list":
            _ = try await client.agents.sessions.traces.list(sessionID: try r.path("session_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsSessionsTracesListOrder.self, "order", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.turns.list":
            _ = try await client.agents.sessions.turns.list(sessionID: try r.path("session_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsSessionsTurnsListOrder.self, "order", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.turns.retrieve":
            _ = try await client.agents.sessions.turns.retrieve(sessionID: try r.path("session_id"), turnID: try r.path("turn_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.sessions.turns.items.list":
            _ = try await client.agents.sessions.turns.items.list(sessionID: try r.path("session_id"), turnID: try r.path("turn_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.AgentsSessionsTurnsItemsListOrder.self, "order", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.retrieve":
            _ = try await client.agents.retrieve(agentID: try r.path("agent_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.update":
            _ = try await client.agents.update(agentID: try r.path("agent_id"), try r.bodyIfPresent(OpenAI.AgentsUpdateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.delete":
            _ = try await client.agents.delete(agentID: try r.path("agent_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup21(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "audio.voices.delete":
            _ = try await client.audio.voices.delete(voiceID: try r.path("voice_id"), options: r.options(fixed: []))
        case "decisions.create":
            _ = try await client.decisions.create(try r.body(OpenAI.DecisionsCreateRequest.self), options: r.options(fixed: []))
        case "evals.runs.cancel":
            _ = try await client.evals.runs.cancelRun(evalID: try r.path("eval_id"), runID: try r.path("run_id"), options: r.options(fixed: []))
        case "live.create":
            _ = try await client.live.sessions.create(try r.body(OpenAI.LiveCreateRequest.self), options: r.options(fixed: []))
        case "live.sessions.accept":
            _ = try await client.live.sessions.accept(sessionID: try r.path("session_id"), try r.body(OpenAI.LiveSessionsAcceptRequest.self), options: r.options(fixed: []))
        case "live.sessions.download_recording":
            _ = try await client.live.sessions.downloadRecording(sessionID: try r.path("session_id"), options: r.options(fixed: []))
        case "live.sessions.fork":
            _ = try await client.live.sessions.fork(sessionID: try r.path("session_id"), try r.body(OpenAI.LiveSessionsForkRequest.self), options: r.options(fixed: []))
        case "live.sessions.hangup":
            _ = try await client.live.sessions.hangup(sessionID: try r.path("session_id"), options: r.options(fixed: []))
        case "live.sessions.refer":
            _ = try await client.live.sessions.refer(sessionID: try r.path("session_id"), try r.body(OpenAI.LiveSessionsReferRequest.self), options: r.options(fixed: []))
        case "live.sessions.reject":
            _ = try await client.live.sessions.reject(sessionID: try r.path("session_id"), try r.body(OpenAI.LiveSessionsRejectRequest.self), options: r.options(fixed: []))
        case "organization.external_keys.list":
            _ = try await client.organization.externalKeys.list(after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.OrganizationExternalKeysListOrder.self, "order", in: .query), purpose: try r.valueIfPresent(OpenAI.OrganizationExternalKeysListPurpose.self, "purpose", in: .query), options: r.options(fixed: []))
        case "organization.external_keys.create":
            _ = try await client.organization.externalKeys.create(try r.body(OpenAI.OrganizationExternalKeysCreateRequest.self), options: r.options(fixed: []))
        case "organization.external_keys.retrieve":
            _ = try await client.organization.externalKeys.retrieve(externalKeyID: try r.path("external_key_id"), options: r.options(fixed: []))
        case "organization.external_keys.delete":
            _ = try await client.organization.externalKeys.delete(externalKeyID: try r.path("external_key_id"), options: r.options(fixed: []))
        case "organization.external_keys.validate":
            _ = try await client.organization.externalKeys.validate(externalKeyID: try r.path("external_key_id"), options: r.options(fixed: []))
        case "organization.external_storage.list":
            _ = try await client.organization.externalStorage.list(after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.OrganizationExternalStorageListOrder.self, "order", in: .query), projectID: try r.valueIfPresent(String.self, "project_id", in: .query), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup22(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "organization.external_storage.create":
            _ = try await client.organization.externalStorage.create(try r.body(OpenAI.OrganizationExternalStorageCreateRequest.self), options: r.options(fixed: []))
        case "organization.external_storage.retrieve":
            _ = try await client.organization.externalStorage.retrieve(externalStorageID: try r.path("external_storage_id"), options: r.options(fixed: []))
        case "organization.external_storage.delete":
            _ = try await client.organization.externalStorage.delete(externalStorageID: try r.path("external_storage_id"), options: r.options(fixed: []))
        case "organization.external_storage.validate":
            _ = try await client.organization.externalStorage.validate(externalStorageID: try r.path("external_storage_id"), options: r.options(fixed: []))
        case "organization.projects.service_tier_settings.retrieve":
            _ = try await client.organization.projects.serviceTierSettings.retrieve(projectID: try r.path("project_id"), options: r.options(fixed: []))
        case "organization.projects.service_tier_settings.update":
            _ = try await client.organization.projects.serviceTierSettings.update(projectID: try r.path("project_id"), try r.bodyIfPresent(OpenAI.OrganizationProjectsServiceTierSettingsUpdateRequest.self), options: r.options(fixed: []))
        case "organization.usage.decisions":
            _ = try await client.organization.usage.decisions.list(startTime: try r.value(Int.self, "start_time", in: .query), apiKeyIDs: try r.valueIfPresent([String].self, "api_key_ids[]", in: .query), batch: try r.valueIfPresent(Bool.self, "batch", in: .query), bucketWidth: try r.valueIfPresent(OpenAI.OrganizationUsageDecisionsBucketWidth.self, "bucket_width", in: .query), endTime: try r.valueIfPresent(Int.self, "end_time", in: .query), groupBy: try r.valueIfPresent([OpenAI.OrganizationUsageDecisionsGroupByItem].self, "group_by[]", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), models: try r.valueIfPresent([String].self, "models[]", in: .query), page: try r.valueIfPresent(String.self, "page", in: .query), projectIDs: try r.valueIfPresent([String].self, "project_ids[]", in: .query), userIDs: try r.valueIfPresent([String].self, "user_ids[]", in: .query), options: r.options(fixed: []))
        case "organization.workload_identity_providers.list":
            _ = try await client.organization.workloadIdentityProviders.list(after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.OrganizationWorkloadIdentityProvidersListOrder.self, "order", in: .query), options: r.options(fixed: []))
        case "organization.workload_identity_providers.create":
            _ = try await client.organization.workloadIdentityProviders.create(try r.body(OpenAI.OrganizationWorkloadIdentityProvidersCreateRequest.self), options: r.options(fixed: []))
        case "organization.workload_identity_providers.retrieve":
            _ = try await client.organization.workloadIdentityProviders.retrieve(workloadIdentityProviderID: try r.path("workload_identity_provider_id"), options: r.options(fixed: []))
        case "organization.workload_identity_providers.update":
            _ = try await client.organization.workloadIdentityProviders.update(workloadIdentityProviderID: try r.path("workload_identity_provider_id"), try r.bodyIfPresent(OpenAI.OrganizationWorkloadIdentityProvidersUpdateRequest.self), options: r.options(fixed: []))
        case "organization.workload_identity_providers.delete":
            _ = try await client.organization.workloadIdentityProviders.delete(workloadIdentityProviderID: try r.path("workload_identity_provider_id"), options: r.options(fixed: []))
        case "organization.workload_identity_providers.federation_rules.list":
            _ = try await client.organization.workloadIdentityProviders.federationRules.list(workloadIdentityProviderID: try r.path("workload_identity_provider_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), order: try r.valueIfPresent(OpenAI.OrganizationWorkloadIdentityProvidersFederationRulesListOrder.self, "order", in: .query), serviceAccountID: try r.valueIfPresent(String.self, "service_account_id", in: .query), options: r.options(fixed: []))
        case "organization.workload_identity_providers.federation_rules.create":
            _ = try await client.organization.workloadIdentityProviders.federationRules.create(workloadIdentityProviderID: try r.path("workload_identity_provider_id"), try r.body(OpenAI.OrganizationWorkloadIdentityProvidersFederationRulesCreateRequest.self), options: r.options(fixed: []))
        case "organization.workload_identity_providers.federation_rules.retrieve":
            _ = try await client.organization.workloadIdentityProviders.federationRules.retrieve(workloadIdentityProviderID: try r.path("workload_identity_provider_id"), workloadIdentityFederationRuleID: try r.path("workload_identity_federation_rule_id"), options: r.options(fixed: []))
        case "organization.workload_identity_providers.federation_rules.update":
            _ = try await client.organization.workloadIdentityProviders.federationRules.update(workloadIdentityProviderID: try r.path("workload_identity_provider_id"), workloadIdentityFederationRuleID: try r.path("workload_identity_federation_rule_id"), try r.bodyIfPresent(OpenAI.OrganizationWorkloadIdentityProvidersFederationRulesUpdateRequest.self), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup23(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "organization.workload_identity_providers.federation_rules.delete":
            _ = try await client.organization.workloadIdentityProviders.federationRules.delete(workloadIdentityProviderID: try r.path("workload_identity_provider_id"), workloadIdentityFederationRuleID: try r.path("workload_identity_federation_rule_id"), options: r.options(fixed: []))
        case "safety.alerts.retrieve":
            _ = try await client.safety.alerts.retrieve(id: try r.path("id"), options: r.options(fixed: []))
        case "safety.cases.retrieve":
            _ = try await client.safety.cases.retrieve(id: try r.path("id"), options: r.options(fixed: []))
        case "agents.vaults.list":
            _ = try await client.vaults.list(after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), metadata: try r.valueIfPresent([String: String].self, "metadata", in: .query), order: try r.valueIfPresent(OpenAI.AgentsVaultsListOrder.self, "order", in: .query), status: try r.valueIfPresent(OpenAI.VaultStatusFilterParam.self, "status", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.vaults.create":
            _ = try await client.vaults.create(try r.bodyIfPresent(OpenAI.AgentsVaultsCreateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.vaults.retrieve":
            _ = try await client.vaults.retrieve(vaultID: try r.path("vault_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.vaults.update":
            _ = try await client.vaults.update(vaultID: try r.path("vault_id"), try r.bodyIfPresent(OpenAI.AgentsVaultsUpdateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.vaults.delete":
            _ = try await client.vaults.delete(vaultID: try r.path("vault_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.vaults.credentials.list":
            _ = try await client.vaults.credentials.list(vaultID: try r.path("vault_id"), after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), metadata: try r.valueIfPresent([String: String].self, "metadata", in: .query), order: try r.valueIfPresent(OpenAI.AgentsVaultsCredentialsListOrder.self, "order", in: .query), status: try r.valueIfPresent(OpenAI.VaultStatusFilterParam.self, "status", in: .query), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.vaults.credentials.create":
            _ = try await client.vaults.credentials.create(vaultID: try r.path("vault_id"), try r.body(OpenAI.AgentsVaultsCredentialsCreateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.vaults.credentials.retrieve":
            _ = try await client.vaults.credentials.retrieve(vaultID: try r.path("vault_id"), credentialID: try r.path("credential_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.vaults.credentials.update":
            _ = try await client.vaults.credentials.update(vaultID: try r.path("vault_id"), credentialID: try r.path("credential_id"), try r.bodyIfPresent(OpenAI.AgentsVaultsCredentialsUpdateRequest.self), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "agents.vaults.credentials.delete":
            _ = try await client.vaults.credentials.delete(vaultID: try r.path("vault_id"), credentialID: try r.path("credential_id"), options: r.options(fixed: [("OpenAI-Beta", "agents=v1")]))
        case "webhooks.list":
            _ = try await client.webhookEndpoints.list(after: try r.valueIfPresent(String.self, "after", in: .query), limit: try r.valueIfPresent(Int.self, "limit", in: .query), options: r.options(fixed: []))
        case "webhooks.create":
            _ = try await client.webhookEndpoints.create(try r.body(OpenAI.WebhooksCreateRequest.self), options: r.options(fixed: []))
        case "webhooks.retrieve":
            _ = try await client.webhookEndpoints.retrieve(webhookEndpointID: try r.path("webhook_endpoint_id"), options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }

    @available(*, deprecated, message: "Call through RequestReplaying.")
    private func replayGroup24(_ operationID: String, _ r: ReplayedRequest, on client: OpenAIClient) async throws -> Bool {
        switch operationID {
        case "webhooks.update":
            _ = try await client.webhookEndpoints.update(webhookEndpointID: try r.path("webhook_endpoint_id"), try r.bodyIfPresent(OpenAI.WebhooksUpdateRequest.self), options: r.options(fixed: []))
        case "webhooks.delete":
            _ = try await client.webhookEndpoints.delete(webhookEndpointID: try r.path("webhook_endpoint_id"), options: r.options(fixed: []))
        case "webhooks.rotate_secret":
            _ = try await client.webhookEndpoints.rotateSecret(webhookEndpointID: try r.path("webhook_endpoint_id"), try r.bodyIfPresent(OpenAI.WebhooksRotateSecretRequest.self), options: r.options(fixed: []))
        case "webhooks.test":
            _ = try await client.webhookEndpoints.test(webhookEndpointID: try r.path("webhook_endpoint_id"), try r.body(OpenAI.WebhooksTestRequest.self), options: r.options(fixed: []))
        case "webhooks.event_types.list":
            _ = try await client.webhookEventTypes.list(options: r.options(fixed: []))
        default:
            return false
        }
        return true
    }
}
