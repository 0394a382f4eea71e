import AIClientRuntime
import Foundation
// `OpenAIClient.Batches.core`, which the results are read through.

extension OpenAIClient.Batches {
    /// The results of a finished job, read as they arrive from each part's output file and
    /// then its error file (never a whole file in memory): one ``BatchResult`` per request,
    /// under its custom id, with the typed response or a ``BatchItemError``.
    ///
    /// The order is the providers' (not necessarily the requests'): match by custom id.
    ///
    /// A line that cannot be read (not JSON, a number beyond `Double`, nesting over 512 levels,
    /// a `custom_id` that is not a string, not a batch result at all) is a
    /// ``BatchItemError/Kind/undecodable`` result naming the line (and its custom id when it
    /// could be read), as is a result whose body is not a `Response`; reading goes on with the
    /// next line.
    ///
    /// - Throws (from the stream): ``AIClientError/Kind/invalidRequest`` when the endpoint is
    ///   not the job's or a part is not final yet; what the file requests throw; and
    ///   ``AIClientError/Kind/responseTooLarge`` for a line over ``JSONLines/maximumLineLength``.
    public func results<Request, Response>(
        of job: OpenAIClient.BatchJob, endpoint: OpenAIClient.BatchEndpoint<Request, Response>, options: RequestOptions = .init()
    ) -> AsyncThrowingStream<BatchResult<Response>, any Error> {
        let reader = BatchResultReader<Response>(core: core, job: job, endpoint: endpoint.path, options: options)
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }
}

/// Reads the output and error files of a job's parts one after the other.
/// `AsyncThrowingStream(unfolding:)` calls it from one consumer at a time, which is what
/// makes the unchecked state safe.
private final class BatchResultReader<Response: Decodable & Sendable>: @unchecked Sendable {
    private let core: APIClientCore
    private let job: OpenAIClient.BatchJob
    private let endpoint: String
    private let options: RequestOptions
    private var fileIDs: [String]?
    private var nextFile = 0
    private var lines: AsyncThrowingStream<BatchResult<Response>, any Error>.AsyncIterator?

    init(core: APIClientCore, job: OpenAIClient.BatchJob, endpoint: String, options: RequestOptions) {
        self.core = core
        self.job = job
        self.endpoint = endpoint
        self.options = options
    }

    func next() async throws -> BatchResult<Response>? {
        let files = try fileIDs ?? resultFiles()
        fileIDs = files
        while true {
            if var iterator = lines {
                let line = try await iterator.next()
                lines = iterator
                if let line { return line }
                lines = nil
            }
            guard nextFile < files.count else { return nil }
            let fileID = files[nextFile]
            let request = try RequestComponents(method: "GET", pathTemplate: "/files/{file_id}/content", parameters: ["file_id": fileID])
            nextFile += 1
            let body = try await core.sendStreaming(request, options: options).value
            lines = BatchResultLines.read(BatchOutputLine<Response>.self, from: body, file: "file \(fileID)", result: { $0.result })
                .makeAsyncIterator()
        }
    }

    /// The output and error files of every part, checked to be final and of this endpoint.
    private func resultFiles() throws -> [String] {
        guard job.endpoint == endpoint else {
            throw AIClientError.invalidRequest("the batch job calls \(job.endpoint), not \(endpoint)")
        }
        var files: [String] = []
        for (index, part) in job.parts.enumerated() {
            guard part.isFinished else {
                throw AIClientError.invalidRequest(
                    "part \(index + 1) of the batch job (batch \(part.batchID ?? "not created")) is '\(part.status ?? "not started")', not final: run the job first")
            }
            files += [part.outputFileID, part.errorFileID].compactMap { $0 }
        }
        return files
    }
}

/// One line of a batch output or error file:
/// `{"id", "custom_id", "response": {"status_code", "request_id", "body"} | null, "error": {"code", "message"} | null}`.
struct BatchOutputLine<Response: Decodable & Sendable>: Decodable, Sendable {
    var result: BatchResult<Response>

    private enum Keys: String, CodingKey {
        case customID = "custom_id", response, error
    }

    private enum ResponseKeys: String, CodingKey {
        case statusCode = "status_code", requestID = "request_id", body
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let customID = try container.decode(String.self, forKey: .customID)
        var failure = BatchItemError(kind: .failed, customID: customID)
        if container.contains(.response), try !container.decodeNil(forKey: .response) {
            let response = try container.nestedContainer(keyedBy: ResponseKeys.self, forKey: .response)
            let statusCode = try response.decodeIfPresent(Int.self, forKey: .statusCode)
            failure.statusCode = statusCode
            failure.requestID = try response.decodeIfPresent(String.self, forKey: .requestID)
            if let statusCode, (200..<300).contains(statusCode) {
                do {
                    result = BatchResult(customID: customID, outcome: .success(try response.decode(Response.self, forKey: .body)))
                } catch {
                    failure.kind = .undecodable
                    failure.message = "the response body is not a \(Response.self): \(error)"
                    result = BatchResult(customID: customID, outcome: .failure(failure))
                }
                return
            }
            // A failed request stays a failed result with its status even when its error body
            // holds what no JSON value can (`1e400`).
            do {
                if let body = try response.decodeIfPresent(JSONValue.self, forKey: .body) {
                    failure.providerError = Self.providerError(body)
                }
            } catch {
                failure.message = "the error body could not be read: \(error)"
            }
        }
        if container.contains(.error), try !container.decodeNil(forKey: .error) {
            let error = try container.decode(JSONValue.self, forKey: .error)
            let providerError = Self.providerError(.object(["error": error]))
            failure.providerError = failure.providerError ?? providerError
            switch providerError?.code {
            case "batch_expired"?: failure.kind = .expired
            case "batch_cancelled"?: failure.kind = .canceled
            default: break
            }
        }
        if failure.providerError == nil, failure.statusCode == nil {
            failure.message = "the line has neither a response nor an error"
        }
        result = BatchResult(customID: customID, outcome: .failure(failure))
    }

    private static func providerError(_ body: JSONValue) -> ProviderError? {
        // The body was read by the client's decoder: it is already what its JSON text reads as.
        ProviderError(body: body)
    }
}
