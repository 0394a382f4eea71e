import Foundation

/// How an Azure OpenAI client authenticates.
public struct AzureCredential: Sendable {
    /// The authentication it stands for.
    public let authentication: Authentication

    /// A resource key, sent as `api-key`.
    public static func apiKey(_ key: String) -> AzureCredential {
        AzureCredential(authentication: .header("api-key", key, kind: "Azure key"))
    }

    /// A Microsoft Entra ID access token (scope `https://cognitiveservices.azure.com/.default`),
    /// sent as `Authorization: Bearer`. `token` is called once per attempt, so every retry
    /// asks for a current token (cache it in the closure if getting one is slow).
    public static func entraID(_ token: @escaping @Sendable () async throws -> String) -> AzureCredential {
        AzureCredential(authentication: .bearerToken(token))
    }
}

extension Provider where API == OpenAIAPI {
    /// The `api-version` the Azure presets default to: the GA data-plane API whose OpenAPI
    /// description (Azure/azure-rest-api-specs, `AzureOpenAI/inference/stable/2024-10-21`)
    /// these presets were checked against.
    public static var azureDefaultAPIVersion: String { "2024-10-21" }

    /// Azure OpenAI, deployment form: `https://<resource>.openai.azure.com/openai/deployments/<deployment>/chat/completions?api-version=…`.
    ///
    /// The deployment is `deployment` when given, else the request's `model` (name your
    /// deployments after their models, or pass the deployment name as `model`). Operations
    /// Azure serves per resource (files, batches, fine-tuning, assistants, threads, vector
    /// stores, responses, models) go to `/openai/<path>`; any other operation fails with
    /// ``AIClientError/Kind/invalidRequest`` before anything is sent.
    public static func azure(
        resource: String, apiVersion: String = azureDefaultAPIVersion, credential: AzureCredential, deployment: String? = nil
    ) -> Provider {
        azure(endpoint: azureEndpoint(resource), apiVersion: apiVersion, credential: credential, deployment: deployment)
    }

    /// Azure OpenAI, deployment form, at any endpoint (`https://my-res.openai.azure.com`, a
    /// custom domain, an API Management gateway).
    public static func azure(
        endpoint: URL, apiVersion: String = azureDefaultAPIVersion, credential: AzureCredential, deployment: String? = nil
    ) -> Provider {
        var query = QueryItems()
        query.append("api-version", apiVersion)
        return Provider(
            name: "Azure OpenAI", baseURL: endpoint.appendingPathComponent("openai"),
            authentication: credential.authentication, defaultQuery: query,
            requestRewrite: RequestRewrite { try AzureRouting.deploymentForm($0, fixedDeployment: deployment) })
    }

    /// Azure OpenAI, v1 form: `https://<resource>.openai.azure.com/openai/v1/chat/completions`,
    /// no deployment in the path (the request's `model` names the deployment) and no
    /// `api-version` unless given (`"preview"` for preview features).
    public static func azureV1(resource: String, credential: AzureCredential, apiVersion: String? = nil) -> Provider {
        azureV1(endpoint: azureEndpoint(resource), credential: credential, apiVersion: apiVersion)
    }

    /// Azure OpenAI, v1 form, at any endpoint.
    public static func azureV1(endpoint: URL, credential: AzureCredential, apiVersion: String? = nil) -> Provider {
        var query = QueryItems()
        if let apiVersion { query.append("api-version", apiVersion) }
        return Provider(
            name: "Azure OpenAI (v1)", baseURL: endpoint.appendingPathComponent("openai").appendingPathComponent("v1"),
            authentication: credential.authentication, defaultQuery: query,
            requestRewrite: RequestRewrite { try AzureRouting.v1Form($0) })
    }

    private static func azureEndpoint(_ resource: String) -> URL {
        URL(string: "https://\(PercentEncoding.encode(resource)).openai.azure.com") ?? fixedURL("https://invalid.openai.azure.com")
    }
}

/// Which paths Azure OpenAI serves, and where.
enum AzureRouting {
    /// Served under `/deployments/<deployment>` in the deployment form.
    static let deploymentScoped = [
        "/chat/completions", "/completions", "/embeddings", "/audio/transcriptions", "/audio/translations",
        "/audio/speech", "/images/generations", "/images/edits",
    ]
    /// Served per resource (`/openai/<path>`).
    static let resourceScoped = [
        "/files", "/batches", "/fine_tuning", "/assistants", "/threads", "/vector_stores", "/responses", "/models",
    ]

    static func deploymentForm(_ components: RequestComponents, fixedDeployment: String?) throws -> RequestComponents {
        var components = components
        if components.path == "/realtime" { return try realtimeDeploymentForm(components, fixedDeployment: fixedDeployment) }
        if matches(components.path, deploymentScoped) {
            guard let deployment = fixedDeployment ?? components.bodyModel(), !deployment.isEmpty else {
                throw AIClientError.invalidRequest(
                    "Azure OpenAI needs a deployment for \(components.method) \(components.path): pass `deployment:` to .azure(…) or name the deployment as the request's model")
            }
            let segment = try RequestComponents.pathSegment(deployment, name: "deployment")
            components.path = "/deployments/\(segment)" + components.path
            return components
        }
        if matches(components.path, resourceScoped) { return components }
        throw unsupported(components, form: "the deployment API (api-version)")
    }

    /// Realtime over WebSocket, deployment form: `/openai/realtime?api-version=…&deployment=<d>`,
    /// the deployment being `deployment:` of the preset or the `model` the caller connects with
    /// (as the official SDK's Azure client does).
    static func realtimeDeploymentForm(_ components: RequestComponents, fixedDeployment: String?) throws -> RequestComponents {
        var components = components
        let model = components.query.items.first { $0.name == "model" }?.value
        guard let deployment = fixedDeployment ?? model, !deployment.isEmpty else {
            throw AIClientError.invalidRequest("Azure OpenAI needs a deployment for Realtime: pass `deployment:` to .azure(…) or connect with the deployment as the model")
        }
        var query = QueryItems(components.query.items.filter { $0.name != "model" })
        query.append("deployment", deployment)
        components.query = query
        return components
    }

    static func v1Form(_ components: RequestComponents) throws -> RequestComponents {
        if components.path == "/realtime" { return components }
        if matches(components.path, deploymentScoped) || matches(components.path, resourceScoped) { return components }
        throw unsupported(components, form: "the v1 API")
    }

    private static func matches(_ path: String, _ prefixes: [String]) -> Bool {
        let bare = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        return prefixes.contains { bare == $0 || bare.hasPrefix($0 + "/") }
    }

    private static func unsupported(_ components: RequestComponents, form: String) -> AIClientError {
        .invalidRequest("Azure OpenAI does not serve \(components.method) \(components.path) in \(form); it serves chat, completions, embeddings, audio, images, files, batches, fine-tuning, assistants, threads, vector stores, responses and models")
    }
}

extension ProviderError {
    /// Azure OpenAI's content filter verdict of an error (`error.innererror.content_filter_result`,
    /// or `content_filter_results`, or `inner_error.…`): which categories were filtered, at which
    /// severity. Nil for other errors.
    public var azureContentFilterResults: JSONValue? {
        guard let error = body["error"] else { return nil }
        for inner in ["innererror", "inner_error"] {
            for name in ["content_filter_result", "content_filter_results"] {
                if let value = error[inner]?[name] { return value }
            }
        }
        return nil
    }
}
