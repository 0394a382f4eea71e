import Anthropic
import Foundation
import OpenAI
import Testing

/// A file that imports both clients still means the standard library's `Error` by `Error`, and
/// `Message` and `Model` name one type each (issue 11: generated names must not shadow the
/// standard library, and the two clients must not collide where users name types unqualified).
@Suite struct BothClientsNamesTests {
    struct Failure: Error {}

    func fail() throws { throw Failure() }

    @Test func errorMessageAndModelResolveUnqualified() throws {
        let error: any Error = Failure()
        #expect(error is Failure)
        #expect(throws: Failure.self) { try fail() }
        // Anthropic's: the message a create call returns and the model id it takes.
        let model: Model = .claudeSonnet4_5
        #expect(model.rawValue == "claude-sonnet-4-5")
        let message: Message? = nil
        #expect(message == nil)
        // OpenAI's counterparts under names of their own (`APIError` is both clients' name for
        // their error object: qualified here).
        let error2 = OpenAI.APIError(code: nil, message: "m", param: nil, type: "t")
        #expect(error2.message == "m")
        let object: ModelObject? = nil
        #expect(object == nil)
    }
}
