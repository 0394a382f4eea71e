// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization.Projects {
    /// The `certificates` resource.
    public nonisolated struct Certificates: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List project certificates
        ///
        /// List certificates for this project.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/certificates`
        /// - Operation: `listProjectCertificates`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListProjectCertificatesOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ListProjectCertificatesResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/organization/projects/{project_id}/certificates", parameters: ["project_id": projectID], operation: "listProjectCertificates")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAdmin.ListProjectCertificatesResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/projects/{project_id}/certificates` (repeated)
        public func list(projectID: String, limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListProjectCertificatesOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.ListProjectCertificatesResponse, OpenAIAdmin.OrganizationProjectCertificate> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(projectID: projectID, limit: limit, after: cursor, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Activate certificates for project
        ///
        /// Activate certificates at the project level.
        ///
        /// You can atomically and idempotently activate up to 10 certificates at a time.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/certificates/activate`
        /// - Operation: `activateProjectCertificates`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        public func activate(projectID: String, _ body: OpenAIAdmin.ToggleCertificatesRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationProjectCertificateActivationResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/certificates/activate", parameters: ["project_id": projectID], operation: "activateProjectCertificates")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationProjectCertificateActivationResponse.self).value
        }

        /// Deactivate certificates for project
        ///
        /// Deactivate certificates at the project level. You can atomically and
        /// idempotently deactivate up to 10 certificates at a time.
        ///
        /// - HTTP: `POST /organization/projects/{project_id}/certificates/deactivate`
        /// - Operation: `deactivateProjectCertificates`
        /// - Parameters:
        ///   - projectID: The ID of the project.
        public func deactivate(projectID: String, _ body: OpenAIAdmin.ToggleCertificatesRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationProjectCertificateDeactivationResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/projects/{project_id}/certificates/deactivate", parameters: ["project_id": projectID], operation: "deactivateProjectCertificates")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationProjectCertificateDeactivationResponse.self).value
        }
    }
}
