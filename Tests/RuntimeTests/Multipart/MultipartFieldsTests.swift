import AIClientRuntime
import Foundation
import Testing

@Suite("Multipart fields from structured values")
struct MultipartFieldsTests {
    static func names(_ form: MultipartFormData) throws -> [String] {
        try parseMultipart(form.encodeToData(), boundary: form.boundary).map { part in
            let disposition = part.headerLines.first ?? ""
            return disposition.components(separatedBy: "name=\"").dropFirst().first?.components(separatedBy: "\"").first ?? ""
        }
    }

    static func texts(_ form: MultipartFormData) throws -> [String] {
        try parseMultipart(form.encodeToData(), boundary: form.boundary).map(\.text)
    }

    @Test("arrays are repeated name[] fields, objects name[key] fields, nested; null is left out")
    func spreadsValues() throws {
        var form = try MultipartFormData(boundary: "b")
        form.appendFields("include", ["logprobs", "x"])
        form.appendFields("chunking_strategy", ["type": "server_vad", "threshold": 0.5, "prefix_padding_ms": 300])
        form.appendFields("obj", ["deep": ["z": 1], "none": .null])
        form.appendFields("flags", [true, false])
        form.appendFields("temperature", .number(0))
        form.appendFields("nothing", .null)
        #expect(try Self.names(form) == [
            "include[]", "include[]",
            "chunking_strategy[prefix_padding_ms]", "chunking_strategy[threshold]", "chunking_strategy[type]",
            "obj[deep][z]", "flags[]", "flags[]", "temperature",
        ])
        #expect(try Self.texts(form) == ["logprobs", "x", "300", "0.5", "server_vad", "1", "true", "false", "0.0"])
    }

    @Test("an Encodable value goes through its JSON form; a string stays one text field")
    func encodable() throws {
        struct Expiry: Encodable { var anchor = "created_at"; var seconds = 3600 }
        var form = try MultipartFormData(boundary: "b")
        try form.appendFields("expires_after", encoding: Expiry())
        try form.appendFields("model", encoding: "whisper-1")
        #expect(try Self.names(form) == ["expires_after[anchor]", "expires_after[seconds]", "model"])
        #expect(try Self.texts(form) == ["created_at", "3600", "whisper-1"])
    }

    @Test("extra fields go after the declared fields and before the first file")
    func extraFieldsBeforeFiles() throws {
        var form = try MultipartFormData(boundary: "b")
        form.append("purpose", "batch")
        form.append("file", file: .data(Data("x".utf8), filename: "a.txt"))
        form.insertFieldsBeforeFiles(["z": "last", "a": ["k": "v"], "gone": .null])
        #expect(try Self.names(form) == ["purpose", "a[k]", "z", "file"])
    }
}
