import AIClientRuntime
import AIClientsEndpointTestSupport
import Foundation
import Testing

/// The request checker finds what is wrong: a request test that cannot fail proves nothing.
@Suite struct SpecRequestCheckerTests {
    static let checker = Result { try SpecRequestChecker(config: "Spec/openai.config.yaml") }

    static func request(_ method: String, _ url: String, headers: HTTPHeaders = [:], body: String? = nil) throws -> CapturedRequest {
        CapturedRequest(method: method, url: try #require(URL(string: url)), headers: headers, body: body.map { Data($0.utf8) })
    }

    @Test func aMatchingRequestHasNoProblems() throws {
        let checker = try Self.checker.get()
        let list = try Self.request("GET", "https://x.test/v1/files?purpose=a&limit=1&order=asc&after=b")
        #expect(checker.problems("listFiles", list, basePath: "/v1") == [])
        let create = try Self.request("POST", "https://x.test/v1/chat/completions", headers: ["Content-Type": "application/json"],
                                      body: #"{"model":"gpt-4o","messages":[]}"#)
        #expect(checker.problems("createChatCompletion", create, basePath: "/v1") == [])
    }

    @Test func wrongMethodPathAndQuery() throws {
        let checker = try Self.checker.get()
        let request = try Self.request("POST", "https://x.test/v1/file?purpose=a&limit=1&order=asc&extra=1")
        let problems = checker.problems("listFiles", request, basePath: "/v1")
        #expect(problems.contains("method POST, the spec says GET"))
        #expect(problems.contains("path /v1/file, expected /v1/files"))
        #expect(problems.contains("query parameter 'after' is missing"))
        #expect(problems.contains("query item 'extra' is not a parameter of the operation"))
    }

    @Test func pathParametersAndBetaQuery() throws {
        let checker = try Self.checker.get()
        let request = try Self.request("DELETE", "https://x.test/v1/responses/resp_1")
        let problems = checker.problems("beta_deleteResponse", request, basePath: "/v1")
        #expect(problems.contains("path /v1/responses/resp_1, expected /v1/responses/p_response_id"))
        #expect(problems.contains("query lacks beta=true of the path key"))
        #expect(problems.contains("header parameter 'openai-beta' is missing"))
    }

    @Test func bodiesAndContentTypes() throws {
        let checker = try Self.checker.get()
        let missingMember = try Self.request("POST", "https://x.test/v1/chat/completions", headers: ["Content-Type": "application/json"],
                                             body: #"{"model":"gpt-4o"}"#)
        #expect(checker.problems("createChatCompletion", missingMember, basePath: "/v1") == ["the JSON body lacks the required member 'messages'"])
        let notMultipart = try Self.request("POST", "https://x.test/v1/files", headers: ["Content-Type": "application/json"], body: "{}")
        #expect(checker.problems("createFile", notMultipart, basePath: "/v1") == ["Content-Type application/json, the spec says multipart/form-data"])
        let missingPart = try Self.request("POST", "https://x.test/v1/files", headers: ["Content-Type": "multipart/form-data; boundary=b"],
                                           body: "--b\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nbatch\r\n--b--\r\n")
        #expect(checker.problems("createFile", missingPart, basePath: "/v1") == ["multipart body lacks the required part 'file'"])
        let unexpectedBody = try Self.request("GET", "https://x.test/v1/models", headers: ["Content-Type": "application/json"], body: "{}")
        #expect(checker.problems("listModels", unexpectedBody, basePath: "/v1").count == 2)
    }
}
