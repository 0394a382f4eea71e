import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// What the generated client puts on the wire and how it reads non-JSON replies, checked
/// against what the official SDKs send (shared reference sections 1–3).
@Suite(.timeLimit(.minutes(10)))
struct OpenAIWireEncodingTests {
    static let transcriptionFile = MultipartFile.data(Data("RIFF0000WAVE".utf8), filename: "tone.wav", contentType: "audio/wav")

    @Test func multipartSpreadsArraysAndObjectsOverFieldsWithFilesLast() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(["text": "hello"])])
        let client = OpenAIClient.loopback(session)
        let request = CreateTranscriptionRequest(
            file: Self.transcriptionFile, model: .gpt4oTranscribe, language: "en",
            temperature: 0, include: [.logprobs], timestampGranularities: [.word, .segment],
            chunkingStrategy: .vadConfig(.init(prefixPaddingMs: 300, threshold: 0.5)))
        let options = RequestOptions(extraBody: ["obj": ["deep": ["z": 1]], "flag": true, "skipped": .null])

        let reply = try await client.audio.transcriptions.create(request, options: options)
        #expect(reply.json != nil)

        let recorded = try await session.onlyRequest()
        #expect(recorded.headers["accept"] == "application/json")
        let parts = try #require(recorded.parts)
        // Required fields, optional ones alphabetically, extra fields (sorted), files last;
        // no part is JSON text.
        #expect(parts.map { $0.name ?? "" } == [
            "model",
            "chunking_strategy[prefix_padding_ms]", "chunking_strategy[threshold]", "chunking_strategy[type]",
            "include[]", "language", "temperature", "timestamp_granularities[]", "timestamp_granularities[]",
            "flag", "obj[deep][z]",
            "file",
        ])
        #expect(parts.map { $0.text ?? "" }.dropLast() == [
            "gpt-4o-transcribe", "300", "0.5", "server_vad", "logprobs", "en", "0.0", "word", "segment", "true", "1",
        ])
        #expect(parts.last?.filename == "tone.wav")
        #expect(parts.last?.contentType == "audio/wav")
        #expect(parts.dropLast().allSatisfy { $0.filename == nil && $0.contentType == nil })
    }

    @Test func transcriptionInPlainTextIsText() async throws {
        let srt = "1\n00:00:00,000 --> 00:00:02,000\nHello, world! This is a test.\n\n\n"
        let session = try await LoopbackServer.shared().mockSession([
            .text(srt, headers: ["Content-Type": "text/plain; charset=utf-8"]),
        ])
        let client = OpenAIClient.loopback(session)
        let reply = try await client.audio.transcriptions.create(.init(file: Self.transcriptionFile, model: .whisper1, responseFormat: .srt))
        #expect(reply == .text(srt))
        // The SDK asks for JSON whatever the format (shared reference, section 1).
        #expect(try await session.onlyRequest().headers["accept"] == "application/json")
    }

    /// `verbose_json` carries `task` and `segments` like the diarized variant: the members and
    /// then the segments' types decide, and every segment is typed.
    @Test func verboseTranscriptionIsNotTakenForDiarized() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.verboseTranscription)])
        let client = OpenAIClient.loopback(session)
        let reply = try await client.audio.transcriptions.create(.init(file: Self.transcriptionFile, model: .whisper1, responseFormat: .verboseJson))
        guard case .json(.verboseJson(let verbose)) = reply else {
            Issue.record("expected the verbose variant, got \(reply)")
            return
        }
        #expect(verbose.language == "english")
        #expect(verbose.segments?.map(\.id) == [0, 1])
        #expect(verbose.segments?.last?.tokens == [50364, 1012])
        #expect(verbose.words?.first?.word == "Hello")
    }

    @Test func diarizedTranscriptionStaysDiarized() throws {
        let diarized: JSONValue = [
            "task": "transcribe", "duration": 3.25, "text": "Ruby is a language.",
            "segments": [["type": "transcript.text.segment", "id": "seg_0", "start": 0.0, "end": 3.25,
                          "text": "Ruby is a language.", "speaker": "A"]],
            "usage": ["type": "duration", "seconds": 4],
        ]
        let decoded = try JSONDecoder().decode(CreateTranscriptionResponse.self, from: JSONEncoder().encode(diarized))
        guard case .diarizedJson(let value) = decoded else {
            Issue.record("expected the diarized variant, got \(decoded)")
            return
        }
        #expect(value.segments.first?.speaker == "A")
    }

    /// Input items share the tag `message` with output messages: `role` decides, and the
    /// parts of a user message are typed, not `.unknown`.
    @Test func inputItemsWithUserRolesAreInputMessages() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.inputItems)])
        let client = OpenAIClient.loopback(session)
        let page = try await client.responses.inputItems.list(responseID: "resp_1", include: [.messageInputImageImageURL])
        #expect(try await session.onlyRequest().rawQuery == "include%5B%5D=message.input_image.image_url")
        try #require(page.data.count == 4)
        guard case .inputMessageResource(let user) = page.data[0] else {
            Issue.record("expected an input message, got \(page.data[0])")
            return
        }
        #expect(user.role == .user)
        guard case .inputText(let text) = user.content.first, case .inputFile(let file) = user.content.last else {
            Issue.record("untyped parts: \(user.content)")
            return
        }
        #expect(text.text == "Summarise the attached file.")
        #expect(file.fileID == "file-abc")
        for item in page.data[1...2] {
            guard case .inputMessageResource(let message) = item else {
                Issue.record("expected an input message, got \(item)")
                continue
            }
            #expect(message.content.allSatisfy { if case .inputText = $0 { true } else { false } })
        }
        guard case .outputMessage(let assistant) = page.data[3] else {
            Issue.record("expected an output message, got \(page.data[3])")
            return
        }
        #expect(assistant.id == "msg_4")
    }

    @Test func fileContentIsBytesAndDownloadsToAFile() async throws {
        let jsonl = "{\"custom_id\":\"a\",\"response\":{\"status_code\":200}}\n{\"custom_id\":\"b\",\"response\":{\"status_code\":200}}\n"
        let session = try await LoopbackServer.shared().mockSession([
            .text(jsonl, headers: ["Content-Type": "application/octet-stream"]),
            .text(jsonl, headers: ["Content-Type": "application/octet-stream"]),
        ])
        let client = OpenAIClient.loopback(session)
        let data = try await client.files.content(fileID: "file-batch")
        #expect(String(decoding: data, as: UTF8.self) == jsonl)

        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("content-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: destination) }
        let written = try await client.files.content(fileID: "file-batch", to: destination)
        #expect(written == Int64(jsonl.utf8.count))
        #expect(try Data(contentsOf: destination) == Data(jsonl.utf8))

        let requests = try await session.requests()
        #expect(requests.map { $0.headers["accept"] } == ["application/binary", "application/binary"])
    }

    @Test func speechAsksForOctetStream() async throws {
        let session = try await LoopbackServer.shared().mockSession([.download(size: 1024)])
        let client = OpenAIClient.loopback(session)
        let audio = try await client.audio.speech.create(.init(model: .gpt4oMiniTts, input: "Hi", voice: .shared(.alloy)))
        #expect(audio.count == 1024)
        #expect(try await session.onlyRequest().headers["accept"] == "application/octet-stream")
    }

    static let verboseTranscription: JSONValue = [
        "task": "transcribe", "language": "english", "duration": 2.0, "text": "Hello world.",
        "words": [["word": "Hello", "start": 0.0, "end": 0.5]],
        "segments": [
            ["id": 0, "seek": 0, "start": 0.0, "end": 1.0, "text": "Hello", "tokens": [50364],
             "temperature": 0.0, "avg_logprob": -0.2, "compression_ratio": 0.8, "no_speech_prob": 0.01],
            ["id": 1, "seek": 0, "start": 1.0, "end": 2.0, "text": " world.", "tokens": [50364, 1012],
             "temperature": 0.0, "avg_logprob": -0.3, "compression_ratio": 0.8, "no_speech_prob": 0.02],
        ],
        "usage": ["type": "duration", "seconds": 2],
    ]

    static let inputItems: JSONValue = [
        "object": "list", "first_id": "msg_1", "last_id": "msg_4", "has_more": false,
        "data": [
            ["type": "message", "id": "msg_1", "role": "user", "status": "completed", "content": [
                ["type": "input_text", "text": "Summarise the attached file."],
                ["type": "input_file", "file_id": "file-abc", "filename": "notes.pdf"],
            ]],
            ["type": "message", "id": "msg_2", "role": "system", "content": [["type": "input_text", "text": "Be brief."]]],
            ["type": "message", "id": "msg_3", "role": "developer", "content": [["type": "input_text", "text": "Answer in French."]]],
            ["type": "message", "id": "msg_4", "role": "assistant", "status": "completed", "content": [
                ["type": "output_text", "text": "Résumé…", "annotations": []],
            ]],
        ],
    ]
}
