import Foundation

extension Provider where API == OpenAIAPI {
    /// OpenAI itself: `https://api.openai.com/v1`, `Authorization: Bearer <key>`, and
    /// `OpenAI-Organization`/`OpenAI-Project` when given.
    ///
    /// Each argument left nil is read from `environment` as the official SDKs read it:
    /// `OPENAI_API_KEY`, `OPENAI_ORG_ID`, `OPENAI_PROJECT_ID`, `OPENAI_BASE_URL`. An argument
    /// given in code always wins; an empty key sends no `Authorization` header.
    public static func openAI(
        apiKey: String? = nil, organization: String? = nil, project: String? = nil, baseURL: URL? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Provider {
        let env = ProviderEnvironment(environment)
        var headers = HTTPHeaders()
        if let organization = organization ?? env["OPENAI_ORG_ID"], !organization.isEmpty {
            headers["OpenAI-Organization"] = organization
        }
        if let project = project ?? env["OPENAI_PROJECT_ID"], !project.isEmpty { headers["OpenAI-Project"] = project }
        let url = baseURL ?? env.url("OPENAI_BASE_URL") ?? fixedURL("https://api.openai.com/v1")
        return Provider(name: "OpenAI", baseURL: url,
                        authentication: .bearer(apiKey ?? env["OPENAI_API_KEY"] ?? ""), defaultHeaders: headers)
    }

    /// A local Ollama server's OpenAI-compatible API (`http://localhost:11434/v1`); no key.
    public static func ollama(baseURL: URL? = nil) -> Provider {
        Provider(name: "Ollama", baseURL: baseURL ?? fixedURL("http://localhost:11434/v1"))
    }

    /// Groq (`https://api.groq.com/openai/v1`).
    public static func groq(apiKey: String) -> Provider {
        bearerHost("Groq", "https://api.groq.com/openai/v1", apiKey)
    }

    /// Google Gemini's OpenAI compatibility endpoint
    /// (`https://generativelanguage.googleapis.com/v1beta/openai`), with a Gemini API key as
    /// the bearer token.
    public static func gemini(apiKey: String) -> Provider {
        bearerHost("Gemini", "https://generativelanguage.googleapis.com/v1beta/openai", apiKey)
    }

    /// OpenRouter (`https://openrouter.ai/api/v1`); `referer` and `title` are sent as
    /// `HTTP-Referer` and `X-Title`, which OpenRouter uses to attribute the app.
    public static func openRouter(apiKey: String, referer: String? = nil, title: String? = nil) -> Provider {
        var provider = bearerHost("OpenRouter", "https://openrouter.ai/api/v1", apiKey)
        if let referer { provider.defaultHeaders["HTTP-Referer"] = referer }
        if let title { provider.defaultHeaders["X-Title"] = title }
        return provider
    }

    /// DeepSeek (`https://api.deepseek.com`).
    public static func deepSeek(apiKey: String) -> Provider {
        bearerHost("DeepSeek", "https://api.deepseek.com", apiKey)
    }

    /// xAI (`https://api.x.ai/v1`).
    public static func xAI(apiKey: String) -> Provider {
        bearerHost("xAI", "https://api.x.ai/v1", apiKey)
    }

    /// Together AI (`https://api.together.xyz/v1`).
    public static func together(apiKey: String) -> Provider {
        bearerHost("Together", "https://api.together.xyz/v1", apiKey)
    }

    /// Mistral's OpenAI-compatible endpoints (`https://api.mistral.ai/v1`: chat completions,
    /// embeddings, models, files).
    public static func mistral(apiKey: String) -> Provider {
        bearerHost("Mistral", "https://api.mistral.ai/v1", apiKey)
    }

    /// Any OpenAI-compatible server: `baseURL` is what request paths (`/chat/completions`)
    /// are appended to; `apiKey` is sent as a bearer token unless empty.
    public static func custom(baseURL: URL, apiKey: String = "", headers: HTTPHeaders = [:], query: QueryItems = []) -> Provider {
        Provider(name: "OpenAI-compatible", baseURL: baseURL, authentication: .bearer(apiKey),
                 defaultHeaders: headers, defaultQuery: query)
    }

    private static func bearerHost(_ name: String, _ url: String, _ apiKey: String) -> Provider {
        Provider(name: name, baseURL: fixedURL(url), authentication: .bearer(apiKey))
    }
}

/// A URL from a constant of this package.
func fixedURL(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("a valid constant URL: \(text)") }
    return url
}
