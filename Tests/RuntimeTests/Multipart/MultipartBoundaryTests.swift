import AIClientRuntime
import Foundation
import Testing

@Suite("Multipart boundary")
struct MultipartBoundaryTests {
    @Test("random boundaries are long, valid and differ between forms")
    func randomBoundary() throws {
        let first = MultipartFormData().boundary
        let second = MultipartFormData().boundary
        #expect(first != second)
        #expect(first.count >= 32 && first.count <= 70)
        #expect(try MultipartFormData(boundary: first).boundary == first)
        let form = MultipartFormData()
        #expect(form.contentType == "multipart/form-data; boundary=" + form.boundary)
    }

    @Test("boundaries outside RFC 2046 are rejected", arguments: [
        "", String(repeating: "a", count: 71), "line\r\nbreak", "trailing ", "quote\"", "semi;colon", "ünï",
    ])
    func invalidBoundary(boundary: String) {
        let error = #expect(throws: MultipartError.self) { try MultipartFormData(boundary: boundary) }
        #expect(error?.code == .invalidBoundary)
    }

    @Test("a boundary with header-special characters is quoted in the content type")
    func quotedBoundary() throws {
        #expect(try MultipartFormData(boundary: "a=b:c").contentType == "multipart/form-data; boundary=\"a=b:c\"")
        #expect(try MultipartFormData(boundary: String(repeating: "x", count: 70)).boundary.count == 70)
    }

    @Test("a delimiter inside an in-memory value is refused before encoding", arguments: [
        "before\r\n--edge", "--edge at the start", "text\r\n--edge--\r\n",
    ])
    func delimiterInContent(value: String) throws {
        var form = try MultipartFormData(boundary: "edge")
        form.append("note", value)
        let error = #expect(throws: MultipartError.self) { try form.makeBody() }
        #expect(error?.code == .boundaryInContent)
        #expect(error?.fieldName == "note")

        var fileForm = try MultipartFormData(boundary: "edge")
        fileForm.append("file", file: .data(Data(value.utf8)))
        #expect(throws: MultipartError.self) { try fileForm.encodeToData() }
    }

    @Test("the boundary text alone, not after a line break, is harmless")
    func boundaryTextWithoutLineBreak() throws {
        var form = try MultipartFormData(boundary: "edge")
        form.append("note", "a--edge and edge")
        let expected = "--edge\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\na--edge and edge\r\n--edge--\r\n"
        #expect(try form.encodeToData() == Data(expected.utf8))
    }
}
