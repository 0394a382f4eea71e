import Foundation

// `--raw`: a server written by hand (JSON-RPC lines over stdio, without the SDK), for what the
// SDK's server cannot be made to do:
// - `--bad-tools`: answers `tools/list` with a list that does not decode (a tool whose name is
//   a number and whose schema is a string);
// - the tool `huge` answers with a text of `bytes` bytes, written with one blocking write (the
//   SDK's transport sleeps 10 ms each time the pipe is full, which a benchmark of the client
//   would measure instead of the client);
// - `--delay-list SECONDS`: answers `tools/list` only after that many seconds.

/// Serves until its input ends.
func serveRaw(badTools: Bool, listDelay: Double) -> Never {
    let input = FileHandle.standardInput
    var pending = Data()
    while true {
        let chunk = input.availableData
        if chunk.isEmpty { exit(0) }
        pending.append(chunk)
        // Requests are small: cutting them quadratically costs nothing here.
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = pending[pending.startIndex..<newline]
            answer(line, badTools: badTools, listDelay: listDelay)
            pending = Data(pending[(newline + 1)...])
        }
    }
}

private func answer(_ line: Data, badTools: Bool, listDelay: Double) {
    guard let request = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any],
          let id = request["id"] else { return }  // a notification
    let params = request["params"] as? [String: Any] ?? [:]
    switch request["method"] as? String {
    case "initialize":
        reply(id, ["protocolVersion": params["protocolVersion"] ?? "2025-06-18",
                   "capabilities": ["tools": ["listChanged": false]],
                   "serverInfo": ["name": "aiclients-raw-test-server", "version": "1.0.0"]])
    case "tools/list":
        if listDelay > 0 { Thread.sleep(forTimeInterval: listDelay) }
        let tools: [[String: Any]] = badTools
            ? [["name": 42, "inputSchema": "not a schema"]]
            : [["name": "huge", "description": "A text of `bytes` bytes", "inputSchema": [
                "type": "object", "properties": ["bytes": ["type": "integer"]]]]]
        reply(id, ["tools": tools])
    case "tools/call":
        let arguments = params["arguments"] as? [String: Any] ?? [:]
        let bytes = (arguments["bytes"] as? NSNumber)?.intValue ?? 0
        // Built as bytes: JSONSerialization would take longer than the client being measured.
        var message = Data(#"{"jsonrpc":"2.0","id":"#.utf8)
        message.append(json(id))
        message.append(Data(#","result":{"content":[{"type":"text","text":""#.utf8))
        message.append(Data(repeating: UInt8(ascii: "x"), count: max(0, bytes)))
        message.append(Data(#""}],"isError":false}}"#.utf8))
        message.append(UInt8(ascii: "\n"))
        FileHandle.standardOutput.write(message)
    default:
        var message = Data(#"{"jsonrpc":"2.0","id":"#.utf8)
        message.append(json(id))
        message.append(Data(#","error":{"code":-32601,"message":"Method not found"}}"#.utf8))
        message.append(UInt8(ascii: "\n"))
        FileHandle.standardOutput.write(message)
    }
}

private func reply(_ id: Any, _ result: [String: Any]) {
    let object: [String: Any] = ["jsonrpc": "2.0", "id": id, "result": result]
    guard var message = try? JSONSerialization.data(withJSONObject: object) else { return }
    message.append(UInt8(ascii: "\n"))
    FileHandle.standardOutput.write(message)
}

private func json(_ value: Any) -> Data {
    (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])) ?? Data("null".utf8)
}
