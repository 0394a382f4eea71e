import AIClientRuntime
import Foundation
import OpenAIChat

// `OPENAI_API_KEY=… swift run chat [MODEL]`: a command-line chat that streams each reply as
// its tokens arrive. An empty line or end of input quits.
let environment = ProcessInfo.processInfo.environment
guard environment["OPENAI_API_KEY"]?.isEmpty == false else {
    FileHandle.standardError.write(Data("Set OPENAI_API_KEY to chat.\n".utf8))
    exit(2)
}
let model = CommandLine.arguments.dropFirst().first ?? "gpt-4o-mini"
let client = OpenAIClient()  // reads OPENAI_API_KEY, and OPENAI_BASE_URL when set
var messages: [ChatCompletionRequestMessage] = []
while true {
    print("> ", terminator: "")
    guard let line = readLine(), !line.isEmpty else { break }
    messages.append(.user(line))
    var accumulator = ChatCompletionAccumulator()
    do {
        for try await chunk in try await client.chat.completions.stream(.init(messages: messages, model: model)) {
            // Each piece as it arrives (the handle is unbuffered, unlike `print`).
            FileHandle.standardOutput.write(Data((chunk.choices.first?.delta.content ?? "").utf8))
            accumulator.add(chunk)
        }
        print()
        let reply = try accumulator.result().choices.first?.message.content ?? ""
        messages.append(.assistant(reply))
    } catch let error as AIClientError {
        print("\nerror: \(error)")
        messages.removeLast()
    }
}
