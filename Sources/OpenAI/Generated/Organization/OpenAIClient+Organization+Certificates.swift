// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Organization {
    /// The `certificates` resource.
    public nonisolated struct Certificates: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Upload certificate
        ///
        /// Upload a certificate to the organization. This does **not** automatically activate the certificate.
        ///
        /// Organizations can upload up to 50 certificates.
        ///
        /// - HTTP: `POST /organization/certificates`
        /// - Operation: `uploadCertificate`
        public func create(_ body: OpenAIAdmin.UploadCertificateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Certificate {
            var request = RequestComponents(method: "POST", path: "/organization/certificates", operation: "uploadCertificate")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.Certificate.self).value
        }

        /// Get certificate
        ///
        /// Get a certificate that has been uploaded to the organization.
        ///
        /// You can get a certificate regardless of whether it is active or not.
        ///
        /// - HTTP: `GET /organization/certificates/{certificate_id}`
        /// - Operation: `getCertificate`
        /// - Parameters:
        ///   - certificateID: Unique ID of the certificate to retrieve.
        ///   - include: A list of additional fields to include in the response. Currently the only supported value is `content` to fetch the PEM content of the certificate.
        public func retrieve(certificateID: String, include: [OpenAIAdmin.GetCertificateIncludeItem]? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Certificate {
            var request = try RequestComponents(method: "GET", pathTemplate: "/organization/certificates/{certificate_id}", parameters: ["certificate_id": certificateID], operation: "getCertificate")
            request.query.append("include", include, style: .bracketed)
            return try await core.send(request, options: options, as: OpenAIAdmin.Certificate.self).value
        }

        /// Modify certificate
        ///
        /// Modify a certificate. Note that only the name can be modified.
        ///
        /// - HTTP: `POST /organization/certificates/{certificate_id}`
        /// - Operation: `modifyCertificate`
        /// - Parameters:
        ///   - certificateID: Unique ID of the certificate to modify.
        public func update(certificateID: String, _ body: OpenAIAdmin.ModifyCertificateRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.Certificate {
            var request = try RequestComponents(method: "POST", pathTemplate: "/organization/certificates/{certificate_id}", parameters: ["certificate_id": certificateID], operation: "modifyCertificate")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.Certificate.self).value
        }

        /// List organization certificates
        ///
        /// List uploaded certificates for this organization.
        ///
        /// - HTTP: `GET /organization/certificates`
        /// - Operation: `listOrganizationCertificates`
        /// - Parameters:
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
        public func list(limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListOrganizationCertificatesOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIAdmin.ListCertificatesResponse {
            var request = RequestComponents(method: "GET", path: "/organization/certificates", operation: "listOrganizationCertificates")
            request.query.append("limit", limit)
            request.query.append("after", after)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIAdmin.ListCertificatesResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /organization/certificates` (repeated)
        public func list(limit: Int? = nil, after: String? = nil, order: OpenAIAdmin.ListOrganizationCertificatesOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAdmin.ListCertificatesResponse, OpenAIAdmin.OrganizationCertificate> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, after: cursor, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete certificate
        ///
        /// Delete a certificate from the organization.
        ///
        /// The certificate must be inactive for the organization and all projects.
        ///
        /// - HTTP: `DELETE /organization/certificates/{certificate_id}`
        /// - Operation: `deleteCertificate`
        /// - Parameters:
        ///   - certificateID: Unique ID of the certificate to delete.
        public func delete(certificateID: String, options: RequestOptions = .init()) async throws -> OpenAIAdmin.DeleteCertificateResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/organization/certificates/{certificate_id}", parameters: ["certificate_id": certificateID], operation: "deleteCertificate")
            return try await core.send(request, options: options, as: OpenAIAdmin.DeleteCertificateResponse.self).value
        }

        /// Activate certificates for organization
        ///
        /// Activate certificates at the organization level.
        ///
        /// You can atomically and idempotently activate up to 10 certificates at a time.
        ///
        /// - HTTP: `POST /organization/certificates/activate`
        /// - Operation: `activateOrganizationCertificates`
        public func activate(_ body: OpenAIAdmin.ToggleCertificatesRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationCertificateActivationResponse {
            var request = RequestComponents(method: "POST", path: "/organization/certificates/activate", operation: "activateOrganizationCertificates")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationCertificateActivationResponse.self).value
        }

        /// Deactivate certificates for organization
        ///
        /// Deactivate certificates at the organization level.
        ///
        /// You can atomically and idempotently deactivate up to 10 certificates at a time.
        ///
        /// - HTTP: `POST /organization/certificates/deactivate`
        /// - Operation: `deactivateOrganizationCertificates`
        public func deactivate(_ body: OpenAIAdmin.ToggleCertificatesRequest, options: RequestOptions = .init()) async throws -> OpenAIAdmin.OrganizationCertificateDeactivationResponse {
            var request = RequestComponents(method: "POST", path: "/organization/certificates/deactivate", operation: "deactivateOrganizationCertificates")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAdmin.OrganizationCertificateDeactivationResponse.self).value
        }
    }
}
