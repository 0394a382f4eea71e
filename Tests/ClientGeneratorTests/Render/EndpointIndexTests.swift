import Testing
@testable import ClientGenerator

/// `Endpoints.md` shows, for each operation, a call that compiles: the labels of the path
/// parameters, the body, and every required query or header parameter, in the method's order.
@Suite struct EndpointIndexTests {
    static func generate() throws -> GenerationJob.Result {
        var config = GenerationConfig(spec: TestFiles.fixtures + "/required-query.yaml", module: "Jobs", output: "/unused")
        config.generatesClient = true
        return try GenerationJob(config: config, readFile: GeneratedOutputTests.read).run()
    }

    @Test func requiredQueryAndHeaderParametersAreListedInTheCall() throws {
        let result = try Self.generate()
        let index = try #require(result.output.files["Endpoints.md"])
        let calls = index.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(calls.count == 3)
        #expect(index.contains("| `POST /jobs` | `client.jobs.create(_:apiVersion:xTrace:)` | `createJob` |"), "\(index)")
        #expect(index.contains("| `DELETE /jobs/{job_id}` | `client.jobs.delete(jobID:force:)` | `deleteJob` |"), "\(index)")
        // Optional parameters have defaults, so the shortest call leaves them out.
        #expect(index.contains("| `GET /jobs/{job_id}` | `client.jobs.retrieve(jobID:)` | `getJob` |"), "\(index)")
    }

    /// The listed labels are those of the generated method, without defaults, in its order.
    @Test func listedLabelsMatchTheGeneratedSignature() throws {
        let result = try Self.generate()
        let source = result.output.files.filter { $0.key.contains("Client+") }.map(\.value).joined()
        #expect(source.contains("func create(_ body: Jobs.CreateJobRequest, apiVersion: String, xTrace: String, dryRun: Bool? = nil, options: RequestOptions = .init())"), "\(source)")
        #expect(source.contains("func delete(jobID: String, force: Bool, options: RequestOptions = .init())"), "\(source)")
    }
}
