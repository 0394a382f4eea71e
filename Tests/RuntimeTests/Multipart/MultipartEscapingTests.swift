import AIClientRuntime
import Foundation
import Testing

@Suite("Multipart header escaping")
struct MultipartEscapingTests {
    private func headerLines(name: String, file: MultipartFile? = nil) throws -> [String] {
        var form = try MultipartFormData(boundary: "b")
        if let file { form.append(name, file: file) } else { form.append(name, "v") }
        let parts = try parseMultipart(form.encodeToData(), boundary: "b")
        try #require(parts.count == 1)
        return parts[0].headerLines
    }

    @Test("quotes and line breaks in names are percent-escaped, so no header can be injected")
    func names() throws {
        #expect(try headerLines(name: "a\"b") == ["Content-Disposition: form-data; name=\"a%22b\""])
        #expect(try headerLines(name: "x\r\nX-Injected: 1") == ["Content-Disposition: form-data; name=\"x%0D%0AX-Injected: 1\""])
        #expect(try headerLines(name: "tab\there\u{0}") == ["Content-Disposition: form-data; name=\"tab%09here%00\""])
        #expect(try headerLines(name: "größe") == ["Content-Disposition: form-data; name=\"größe\""])
    }

    @Test("a plain ASCII filename is sent as is, without filename*")
    func plainFilename() throws {
        let lines = try headerLines(name: "files[]", file: .data(Data(), filename: "basic_math/SKILL.md"))
        #expect(lines == [
            "Content-Disposition: form-data; name=\"files[]\"; filename=\"basic_math/SKILL.md\"",
            "Content-Type: text/markdown",
        ])
    }

    @Test("non-ASCII filenames are sent as UTF-8 and as an RFC 8187 filename*")
    func nonASCIIFilename() throws {
        let lines = try headerLines(name: "file", file: .data(Data(), filename: "résumé 📄.pdf"))
        #expect(lines.first == "Content-Disposition: form-data; name=\"file\"; filename=\"résumé 📄.pdf\"; "
            + "filename*=UTF-8''r%C3%A9sum%C3%A9%20%F0%9F%93%84.pdf")
        #expect(lines.last == "Content-Type: application/pdf")
    }

    @Test("filenames that escaping would make ambiguous also carry the exact filename*")
    func lossyFilenames() throws {
        let quoted = try headerLines(name: "file", file: .data(Data(), filename: "a\"b\\c%22.txt"))
        #expect(quoted.first == "Content-Disposition: form-data; name=\"file\"; filename=\"a%22b\\c%22.txt\"; "
            + "filename*=UTF-8''a%22b%5Cc%2522.txt")
        let broken = try headerLines(name: "file", file: .data(Data(), filename: "evil\r\nContent-Type: text/html.txt"))
        #expect(broken.count == 2)
        #expect(broken.first == "Content-Disposition: form-data; name=\"file\"; filename=\"evil%0D%0AContent-Type: text/html.txt\"; "
            + "filename*=UTF-8''evil%0D%0AContent-Type%3A%20text%2Fhtml.txt")
    }

    @Test("a content type with a line break or control character is refused", arguments: [
        "text/plain\r\nX-Injected: 1", "image/png\n", "", "a\u{7F}b",
    ])
    func invalidContentType(contentType: String) throws {
        var form = try MultipartFormData(boundary: "b")
        form.append("image", file: .data(Data([1, 2, 3]), filename: "x.png", contentType: contentType))
        let error = #expect(throws: MultipartError.self) { try form.makeBody() }
        #expect(error?.code == .invalidHeaderValue)
        #expect(error?.fieldName == "image")
    }

    @Test("content type parameters and tabs are allowed")
    func contentTypeWithParameters() throws {
        let lines = try headerLines(name: "file", file: .data(Data(), filename: "a.txt", contentType: "text/plain;\tcharset=utf-8"))
        #expect(lines.last == "Content-Type: text/plain;\tcharset=utf-8")
    }
}
