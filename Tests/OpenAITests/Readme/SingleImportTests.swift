import Foundation
import OpenAI
import Testing

/// An app imports only `OpenAI`; the runtime types of the client's API come with it.
@Suite struct SingleImportTests {
    @Test func runtimeTypesComeWithTheClientModule() {
        let options = RequestOptions(extraBody: ["metadata": .null])
        let error = AIClientError.invalidRequest("empty path parameter")
        let file = MultipartFile.data(Data("hi".utf8), filename: "a.txt")
        #expect(options.extraBody["metadata"] == JSONValue.null)
        #expect(error.kind == .invalidRequest)
        #expect(file.contentType == "text/plain")
    }
}
