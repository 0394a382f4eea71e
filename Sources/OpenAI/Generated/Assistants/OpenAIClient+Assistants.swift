// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `assistants` operations.
    public var assistants: OpenAIClient.Assistants { OpenAIClient.Assistants(core: core) }

    /// The `assistants` resource.
    public nonisolated struct Assistants: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create assistant
        ///
        /// Create an assistant with a model and instructions.
        ///
        /// - HTTP: `POST /assistants`
        /// - Operation: `createAssistant`
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func create(_ body: OpenAIAssistants.CreateAssistantRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.AssistantObject {
            var request = RequestComponents(method: "POST", path: "/assistants", operation: "createAssistant")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.AssistantObject.self).value
        }

        /// Retrieve assistant
        ///
        /// Retrieves an assistant.
        ///
        /// - HTTP: `GET /assistants/{assistant_id}`
        /// - Operation: `getAssistant`
        /// - Parameters:
        ///   - assistantID: The ID of the assistant to retrieve.
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func retrieve(assistantID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.AssistantObject {
            var request = try RequestComponents(method: "GET", pathTemplate: "/assistants/{assistant_id}", parameters: ["assistant_id": assistantID], operation: "getAssistant")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.AssistantObject.self).value
        }

        /// Modify assistant
        ///
        /// Modifies an assistant.
        ///
        /// - HTTP: `POST /assistants/{assistant_id}`
        /// - Operation: `modifyAssistant`
        /// - Parameters:
        ///   - assistantID: The ID of the assistant to modify.
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func update(assistantID: String, _ body: OpenAIAssistants.ModifyAssistantRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.AssistantObject {
            var request = try RequestComponents(method: "POST", pathTemplate: "/assistants/{assistant_id}", parameters: ["assistant_id": assistantID], operation: "modifyAssistant")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.AssistantObject.self).value
        }

        /// List assistants
        ///
        /// Returns a list of assistants.
        ///
        /// - HTTP: `GET /assistants`
        /// - Operation: `listAssistants`
        /// - Parameters:
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - before: A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list.
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func list(limit: Int? = nil, order: OpenAIAssistants.ListAssistantsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAssistants.ListAssistantsResponse {
            var request = RequestComponents(method: "GET", path: "/assistants", operation: "listAssistants")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("before", before)
            return try await core.send(request, options: options, as: OpenAIAssistants.ListAssistantsResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /assistants` (repeated)
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func list(limit: Int? = nil, order: OpenAIAssistants.ListAssistantsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAssistants.ListAssistantsResponse, OpenAIAssistants.AssistantObject> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, order: order, after: cursor, before: before, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }

        /// Delete assistant
        ///
        /// Delete an assistant.
        ///
        /// - HTTP: `DELETE /assistants/{assistant_id}`
        /// - Operation: `deleteAssistant`
        /// - Parameters:
        ///   - assistantID: The ID of the assistant to delete.
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func delete(assistantID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.DeleteAssistantResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/assistants/{assistant_id}", parameters: ["assistant_id": assistantID], operation: "deleteAssistant")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.DeleteAssistantResponse.self).value
        }
    }
}
