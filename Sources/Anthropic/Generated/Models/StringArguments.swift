// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
extension BetaCountMessageTokensParams {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        messages: [BetaInputMessage],
        model: String,
        cacheControl: BetaCacheControlEphemeral? = nil,
        contextManagement: BetaContextManagementConfig? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: BetaJsonOutputFormat? = nil,
        speed: BetaSpeed? = nil,
        system: BetaCountMessageTokensParams.System? = nil,
        thinking: BetaThinkingConfigParam? = nil,
        toolChoice: BetaToolChoice? = nil,
        tools: [BetaCountMessageTokensParams.Tool]? = nil
    ) {
        self.init(
            messages: messages,
            model: Model(rawValue: model),
            cacheControl: cacheControl,
            contextManagement: contextManagement,
            mcpServers: mcpServers,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            speed: speed,
            system: system,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools
        )
    }

    /// The memberwise initializer with `system` from a `String` value.
    @_disfavoredOverload
    public init(
        messages: [BetaInputMessage],
        model: Model,
        cacheControl: BetaCacheControlEphemeral? = nil,
        contextManagement: BetaContextManagementConfig? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: BetaJsonOutputFormat? = nil,
        speed: BetaSpeed? = nil,
        system: String,
        thinking: BetaThinkingConfigParam? = nil,
        toolChoice: BetaToolChoice? = nil,
        tools: [BetaCountMessageTokensParams.Tool]? = nil
    ) {
        self.init(
            messages: messages,
            model: model,
            cacheControl: cacheControl,
            contextManagement: contextManagement,
            mcpServers: mcpServers,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            speed: speed,
            system: BetaCountMessageTokensParams.System.string(system),
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools
        )
    }

    /// The memberwise initializer with `model`, `system` from a `String` value.
    @_disfavoredOverload
    public init(
        messages: [BetaInputMessage],
        model: String,
        cacheControl: BetaCacheControlEphemeral? = nil,
        contextManagement: BetaContextManagementConfig? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: BetaJsonOutputFormat? = nil,
        speed: BetaSpeed? = nil,
        system: String,
        thinking: BetaThinkingConfigParam? = nil,
        toolChoice: BetaToolChoice? = nil,
        tools: [BetaCountMessageTokensParams.Tool]? = nil
    ) {
        self.init(
            messages: messages,
            model: Model(rawValue: model),
            cacheControl: cacheControl,
            contextManagement: contextManagement,
            mcpServers: mcpServers,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            speed: speed,
            system: BetaCountMessageTokensParams.System.string(system),
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools
        )
    }
}

extension BetaCreateMessageParams {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: BetaCacheControlEphemeral? = nil,
        container: BetaCreateMessageParams.Container? = nil,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: BetaMetadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: BetaJsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: BetaCreateMessageParams.System? = nil,
        temperature: Double? = nil,
        thinking: BetaThinkingConfigParam? = nil,
        toolChoice: BetaToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: container,
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: system,
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID
        )
    }

    /// The memberwise initializer with `container` from a `String` value.
    @_disfavoredOverload
    public init(
        model: Model,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: BetaCacheControlEphemeral? = nil,
        container: String,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: BetaMetadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: BetaJsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: BetaCreateMessageParams.System? = nil,
        temperature: Double? = nil,
        thinking: BetaThinkingConfigParam? = nil,
        toolChoice: BetaToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil
    ) {
        self.init(
            model: model,
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: BetaCreateMessageParams.Container.string(container),
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: system,
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID
        )
    }

    /// The memberwise initializer with `system` from a `String` value.
    @_disfavoredOverload
    public init(
        model: Model,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: BetaCacheControlEphemeral? = nil,
        container: BetaCreateMessageParams.Container? = nil,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: BetaMetadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: BetaJsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: String,
        temperature: Double? = nil,
        thinking: BetaThinkingConfigParam? = nil,
        toolChoice: BetaToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil
    ) {
        self.init(
            model: model,
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: container,
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: BetaCreateMessageParams.System.string(system),
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID
        )
    }

    /// The memberwise initializer with `model`, `container` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: BetaCacheControlEphemeral? = nil,
        container: String,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: BetaMetadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: BetaJsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: BetaCreateMessageParams.System? = nil,
        temperature: Double? = nil,
        thinking: BetaThinkingConfigParam? = nil,
        toolChoice: BetaToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: BetaCreateMessageParams.Container.string(container),
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: system,
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID
        )
    }

    /// The memberwise initializer with `model`, `system` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: BetaCacheControlEphemeral? = nil,
        container: BetaCreateMessageParams.Container? = nil,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: BetaMetadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: BetaJsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: String,
        temperature: Double? = nil,
        thinking: BetaThinkingConfigParam? = nil,
        toolChoice: BetaToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: container,
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: BetaCreateMessageParams.System.string(system),
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID
        )
    }

    /// The memberwise initializer with `container`, `system` from a `String` value.
    @_disfavoredOverload
    public init(
        model: Model,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: BetaCacheControlEphemeral? = nil,
        container: String,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: BetaMetadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: BetaJsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: String,
        temperature: Double? = nil,
        thinking: BetaThinkingConfigParam? = nil,
        toolChoice: BetaToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil
    ) {
        self.init(
            model: model,
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: BetaCreateMessageParams.Container.string(container),
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: BetaCreateMessageParams.System.string(system),
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID
        )
    }

    /// The memberwise initializer with `model`, `container`, `system` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        messages: [BetaInputMessage],
        maxTokens: Int,
        cacheControl: BetaCacheControlEphemeral? = nil,
        container: String,
        contextManagement: BetaContextManagementConfig? = nil,
        inferenceGeo: String? = nil,
        mcpServers: [BetaRequestMCPServerURLDefinition]? = nil,
        metadata: BetaMetadata? = nil,
        outputConfig: BetaOutputConfig? = nil,
        outputFormat: BetaJsonOutputFormat? = nil,
        serviceTier: BetaCreateMessageParams.ServiceTier? = nil,
        speed: BetaSpeed? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: String,
        temperature: Double? = nil,
        thinking: BetaThinkingConfigParam? = nil,
        toolChoice: BetaToolChoice? = nil,
        tools: [BetaCreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil,
        userProfileID: String? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: BetaCreateMessageParams.Container.string(container),
            contextManagement: contextManagement,
            inferenceGeo: inferenceGeo,
            mcpServers: mcpServers,
            metadata: metadata,
            outputConfig: outputConfig,
            outputFormat: outputFormat,
            serviceTier: serviceTier,
            speed: speed,
            stopSequences: stopSequences,
            stream: stream,
            system: BetaCreateMessageParams.System.string(system),
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP,
            userProfileID: userProfileID
        )
    }
}

extension BetaManagedAgentsCreateSessionParams {
    /// The memberwise initializer with `agent` from a `String` value.
    @_disfavoredOverload
    public init(
        agent: String,
        environmentID: String,
        title: String? = nil,
        metadata: [String: String]? = nil,
        resources: [BetaManagedAgentsSessionResourceParams]? = nil,
        vaultIDs: [String]? = nil
    ) {
        self.init(
            agent: BetaManagedAgentsAgentUnionParams.string(agent),
            environmentID: environmentID,
            title: title,
            metadata: metadata,
            resources: resources,
            vaultIDs: vaultIDs
        )
    }
}

extension CompletionRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        prompt: String,
        maxTokensToSample: Int,
        stopSequences: [String]? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        topK: Int? = nil,
        metadata: Metadata? = nil,
        stream: Bool? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            prompt: prompt,
            maxTokensToSample: maxTokensToSample,
            stopSequences: stopSequences,
            temperature: temperature,
            topP: topP,
            topK: topK,
            metadata: metadata,
            stream: stream
        )
    }
}

extension CountMessageTokensParams {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        messages: [InputMessage],
        model: String,
        cacheControl: CacheControlEphemeral? = nil,
        outputConfig: OutputConfig? = nil,
        system: CountMessageTokensParams.System? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [CountMessageTokensParams.Tool]? = nil
    ) {
        self.init(
            messages: messages,
            model: Model(rawValue: model),
            cacheControl: cacheControl,
            outputConfig: outputConfig,
            system: system,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools
        )
    }

    /// The memberwise initializer with `system` from a `String` value.
    @_disfavoredOverload
    public init(
        messages: [InputMessage],
        model: Model,
        cacheControl: CacheControlEphemeral? = nil,
        outputConfig: OutputConfig? = nil,
        system: String,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [CountMessageTokensParams.Tool]? = nil
    ) {
        self.init(
            messages: messages,
            model: model,
            cacheControl: cacheControl,
            outputConfig: outputConfig,
            system: CountMessageTokensParams.System.string(system),
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools
        )
    }

    /// The memberwise initializer with `model`, `system` from a `String` value.
    @_disfavoredOverload
    public init(
        messages: [InputMessage],
        model: String,
        cacheControl: CacheControlEphemeral? = nil,
        outputConfig: OutputConfig? = nil,
        system: String,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [CountMessageTokensParams.Tool]? = nil
    ) {
        self.init(
            messages: messages,
            model: Model(rawValue: model),
            cacheControl: cacheControl,
            outputConfig: outputConfig,
            system: CountMessageTokensParams.System.string(system),
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools
        )
    }
}

extension CreateMessageParams {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        messages: [InputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: String? = nil,
        inferenceGeo: String? = nil,
        metadata: Metadata? = nil,
        outputConfig: OutputConfig? = nil,
        serviceTier: CreateMessageParams.ServiceTier? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: CreateMessageParams.System? = nil,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [CreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: container,
            inferenceGeo: inferenceGeo,
            metadata: metadata,
            outputConfig: outputConfig,
            serviceTier: serviceTier,
            stopSequences: stopSequences,
            stream: stream,
            system: system,
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP
        )
    }

    /// The memberwise initializer with `system` from a `String` value.
    @_disfavoredOverload
    public init(
        model: Model,
        messages: [InputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: String? = nil,
        inferenceGeo: String? = nil,
        metadata: Metadata? = nil,
        outputConfig: OutputConfig? = nil,
        serviceTier: CreateMessageParams.ServiceTier? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: String,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [CreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil
    ) {
        self.init(
            model: model,
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: container,
            inferenceGeo: inferenceGeo,
            metadata: metadata,
            outputConfig: outputConfig,
            serviceTier: serviceTier,
            stopSequences: stopSequences,
            stream: stream,
            system: CreateMessageParams.System.string(system),
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP
        )
    }

    /// The memberwise initializer with `model`, `system` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        messages: [InputMessage],
        maxTokens: Int,
        cacheControl: CacheControlEphemeral? = nil,
        container: String? = nil,
        inferenceGeo: String? = nil,
        metadata: Metadata? = nil,
        outputConfig: OutputConfig? = nil,
        serviceTier: CreateMessageParams.ServiceTier? = nil,
        stopSequences: [String]? = nil,
        stream: Bool? = nil,
        system: String,
        temperature: Double? = nil,
        thinking: ThinkingConfigParam? = nil,
        toolChoice: ToolChoice? = nil,
        tools: [CreateMessageParams.Tool]? = nil,
        topK: Int? = nil,
        topP: Double? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            messages: messages,
            maxTokens: maxTokens,
            cacheControl: cacheControl,
            container: container,
            inferenceGeo: inferenceGeo,
            metadata: metadata,
            outputConfig: outputConfig,
            serviceTier: serviceTier,
            stopSequences: stopSequences,
            stream: stream,
            system: CreateMessageParams.System.string(system),
            temperature: temperature,
            thinking: thinking,
            toolChoice: toolChoice,
            tools: tools,
            topK: topK,
            topP: topP
        )
    }
}
