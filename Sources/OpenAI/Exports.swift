// `import OpenAI` (or `import Anthropic`) is all an app writes: the runtime types that appear
// in the client's API — `AIClientError`, `RequestOptions`, `HTTPResponseInfo`, `EventStream`,
// `JSONValue`, `MultipartFile` — come with it.
@_exported import AIClientRuntime
