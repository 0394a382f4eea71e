// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
extension BetaCompactResponseMethodPublicBody {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        input: BetaCompactResponseMethodPublicBody.Input? = nil,
        previousResponseID: String? = nil,
        instructions: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: BetaPromptCacheRetentionEnum? = nil,
        promptCacheOptions: BetaPromptCacheOptionsParam? = nil,
        serviceTier: BetaServiceTierEnum? = nil
    ) {
        self.init(
            model: BetaModelIdsCompaction(rawValue: model),
            input: input,
            previousResponseID: previousResponseID,
            instructions: instructions,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier
        )
    }

    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        model: BetaModelIdsCompaction?,
        input: String,
        previousResponseID: String? = nil,
        instructions: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: BetaPromptCacheRetentionEnum? = nil,
        promptCacheOptions: BetaPromptCacheOptionsParam? = nil,
        serviceTier: BetaServiceTierEnum? = nil
    ) {
        self.init(
            model: model,
            input: BetaCompactResponseMethodPublicBody.Input.string(input),
            previousResponseID: previousResponseID,
            instructions: instructions,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier
        )
    }

    /// The memberwise initializer with `model`, `input` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        input: String,
        previousResponseID: String? = nil,
        instructions: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: BetaPromptCacheRetentionEnum? = nil,
        promptCacheOptions: BetaPromptCacheOptionsParam? = nil,
        serviceTier: BetaServiceTierEnum? = nil
    ) {
        self.init(
            model: BetaModelIdsCompaction(rawValue: model),
            input: BetaCompactResponseMethodPublicBody.Input.string(input),
            previousResponseID: previousResponseID,
            instructions: instructions,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier
        )
    }
}

extension BetaCreateResponse {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: BetaMetadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: BetaCreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: BetaPromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: String,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: BetaResponseTextParam? = nil,
        tools: BetaToolsArray? = nil,
        toolChoice: BetaToolChoiceParam? = nil,
        prompt: BetaPrompt? = nil,
        serviceTier: BetaServiceTierResponses? = nil,
        truncation: BetaCreateResponse.Truncation? = nil,
        reasoning: BetaReasoning? = nil,
        input: BetaInputParam? = nil,
        include: [BetaIncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: BetaModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: BetaResponseStreamOptions? = nil,
        conversation: BetaConversationParam? = nil,
        contextManagement: [BetaContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil,
        multiAgent: BetaMultiAgentParam? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: BetaModelIdsResponses(rawValue: model),
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: input,
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: conversation,
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens,
            multiAgent: multiAgent
        )
    }

    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: BetaMetadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: BetaCreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: BetaPromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: BetaModelIdsResponses? = nil,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: BetaResponseTextParam? = nil,
        tools: BetaToolsArray? = nil,
        toolChoice: BetaToolChoiceParam? = nil,
        prompt: BetaPrompt? = nil,
        serviceTier: BetaServiceTierResponses? = nil,
        truncation: BetaCreateResponse.Truncation? = nil,
        reasoning: BetaReasoning? = nil,
        input: String,
        include: [BetaIncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: BetaModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: BetaResponseStreamOptions? = nil,
        conversation: BetaConversationParam? = nil,
        contextManagement: [BetaContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil,
        multiAgent: BetaMultiAgentParam? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: model,
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: BetaInputParam.textInput(input),
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: conversation,
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens,
            multiAgent: multiAgent
        )
    }

    /// The memberwise initializer with `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: BetaMetadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: BetaCreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: BetaPromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: BetaModelIdsResponses? = nil,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: BetaResponseTextParam? = nil,
        tools: BetaToolsArray? = nil,
        toolChoice: BetaToolChoiceParam? = nil,
        prompt: BetaPrompt? = nil,
        serviceTier: BetaServiceTierResponses? = nil,
        truncation: BetaCreateResponse.Truncation? = nil,
        reasoning: BetaReasoning? = nil,
        input: BetaInputParam? = nil,
        include: [BetaIncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: BetaModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: BetaResponseStreamOptions? = nil,
        conversation: String,
        contextManagement: [BetaContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil,
        multiAgent: BetaMultiAgentParam? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: model,
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: input,
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: BetaConversationParam.conversationID(conversation),
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens,
            multiAgent: multiAgent
        )
    }

    /// The memberwise initializer with `model`, `input` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: BetaMetadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: BetaCreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: BetaPromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: String,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: BetaResponseTextParam? = nil,
        tools: BetaToolsArray? = nil,
        toolChoice: BetaToolChoiceParam? = nil,
        prompt: BetaPrompt? = nil,
        serviceTier: BetaServiceTierResponses? = nil,
        truncation: BetaCreateResponse.Truncation? = nil,
        reasoning: BetaReasoning? = nil,
        input: String,
        include: [BetaIncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: BetaModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: BetaResponseStreamOptions? = nil,
        conversation: BetaConversationParam? = nil,
        contextManagement: [BetaContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil,
        multiAgent: BetaMultiAgentParam? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: BetaModelIdsResponses(rawValue: model),
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: BetaInputParam.textInput(input),
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: conversation,
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens,
            multiAgent: multiAgent
        )
    }

    /// The memberwise initializer with `model`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: BetaMetadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: BetaCreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: BetaPromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: String,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: BetaResponseTextParam? = nil,
        tools: BetaToolsArray? = nil,
        toolChoice: BetaToolChoiceParam? = nil,
        prompt: BetaPrompt? = nil,
        serviceTier: BetaServiceTierResponses? = nil,
        truncation: BetaCreateResponse.Truncation? = nil,
        reasoning: BetaReasoning? = nil,
        input: BetaInputParam? = nil,
        include: [BetaIncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: BetaModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: BetaResponseStreamOptions? = nil,
        conversation: String,
        contextManagement: [BetaContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil,
        multiAgent: BetaMultiAgentParam? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: BetaModelIdsResponses(rawValue: model),
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: input,
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: BetaConversationParam.conversationID(conversation),
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens,
            multiAgent: multiAgent
        )
    }

    /// The memberwise initializer with `input`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: BetaMetadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: BetaCreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: BetaPromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: BetaModelIdsResponses? = nil,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: BetaResponseTextParam? = nil,
        tools: BetaToolsArray? = nil,
        toolChoice: BetaToolChoiceParam? = nil,
        prompt: BetaPrompt? = nil,
        serviceTier: BetaServiceTierResponses? = nil,
        truncation: BetaCreateResponse.Truncation? = nil,
        reasoning: BetaReasoning? = nil,
        input: String,
        include: [BetaIncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: BetaModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: BetaResponseStreamOptions? = nil,
        conversation: String,
        contextManagement: [BetaContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil,
        multiAgent: BetaMultiAgentParam? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: model,
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: BetaInputParam.textInput(input),
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: BetaConversationParam.conversationID(conversation),
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens,
            multiAgent: multiAgent
        )
    }

    /// The memberwise initializer with `model`, `input`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: BetaMetadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: BetaCreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: BetaPromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: String,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: BetaResponseTextParam? = nil,
        tools: BetaToolsArray? = nil,
        toolChoice: BetaToolChoiceParam? = nil,
        prompt: BetaPrompt? = nil,
        serviceTier: BetaServiceTierResponses? = nil,
        truncation: BetaCreateResponse.Truncation? = nil,
        reasoning: BetaReasoning? = nil,
        input: String,
        include: [BetaIncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: BetaModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: BetaResponseStreamOptions? = nil,
        conversation: String,
        contextManagement: [BetaContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil,
        multiAgent: BetaMultiAgentParam? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: BetaModelIdsResponses(rawValue: model),
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: BetaInputParam.textInput(input),
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: BetaConversationParam.conversationID(conversation),
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens,
            multiAgent: multiAgent
        )
    }
}

extension BetaTokenCountsBody {
    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: String,
        previousResponseID: String? = nil,
        tools: [BetaTool]? = nil,
        text: BetaResponseTextParam? = nil,
        reasoning: BetaReasoning? = nil,
        truncation: BetaTruncationEnum? = nil,
        instructions: String? = nil,
        personality: BetaPersonalityEnum? = nil,
        conversation: BetaConversationParam? = nil,
        toolChoice: BetaToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: BetaTokenCountsBody.Input.string(input),
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: personality,
            conversation: conversation,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `personality` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: BetaTokenCountsBody.Input? = nil,
        previousResponseID: String? = nil,
        tools: [BetaTool]? = nil,
        text: BetaResponseTextParam? = nil,
        reasoning: BetaReasoning? = nil,
        truncation: BetaTruncationEnum? = nil,
        instructions: String? = nil,
        personality: String,
        conversation: BetaConversationParam? = nil,
        toolChoice: BetaToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: input,
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: BetaPersonalityEnum(rawValue: personality),
            conversation: conversation,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: BetaTokenCountsBody.Input? = nil,
        previousResponseID: String? = nil,
        tools: [BetaTool]? = nil,
        text: BetaResponseTextParam? = nil,
        reasoning: BetaReasoning? = nil,
        truncation: BetaTruncationEnum? = nil,
        instructions: String? = nil,
        personality: BetaPersonalityEnum? = nil,
        conversation: String,
        toolChoice: BetaToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: input,
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: personality,
            conversation: BetaConversationParam.conversationID(conversation),
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `input`, `personality` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: String,
        previousResponseID: String? = nil,
        tools: [BetaTool]? = nil,
        text: BetaResponseTextParam? = nil,
        reasoning: BetaReasoning? = nil,
        truncation: BetaTruncationEnum? = nil,
        instructions: String? = nil,
        personality: String,
        conversation: BetaConversationParam? = nil,
        toolChoice: BetaToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: BetaTokenCountsBody.Input.string(input),
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: BetaPersonalityEnum(rawValue: personality),
            conversation: conversation,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `input`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: String,
        previousResponseID: String? = nil,
        tools: [BetaTool]? = nil,
        text: BetaResponseTextParam? = nil,
        reasoning: BetaReasoning? = nil,
        truncation: BetaTruncationEnum? = nil,
        instructions: String? = nil,
        personality: BetaPersonalityEnum? = nil,
        conversation: String,
        toolChoice: BetaToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: BetaTokenCountsBody.Input.string(input),
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: personality,
            conversation: BetaConversationParam.conversationID(conversation),
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `personality`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: BetaTokenCountsBody.Input? = nil,
        previousResponseID: String? = nil,
        tools: [BetaTool]? = nil,
        text: BetaResponseTextParam? = nil,
        reasoning: BetaReasoning? = nil,
        truncation: BetaTruncationEnum? = nil,
        instructions: String? = nil,
        personality: String,
        conversation: String,
        toolChoice: BetaToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: input,
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: BetaPersonalityEnum(rawValue: personality),
            conversation: BetaConversationParam.conversationID(conversation),
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `input`, `personality`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: String,
        previousResponseID: String? = nil,
        tools: [BetaTool]? = nil,
        text: BetaResponseTextParam? = nil,
        reasoning: BetaReasoning? = nil,
        truncation: BetaTruncationEnum? = nil,
        instructions: String? = nil,
        personality: String,
        conversation: String,
        toolChoice: BetaToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: BetaTokenCountsBody.Input.string(input),
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: BetaPersonalityEnum(rawValue: personality),
            conversation: BetaConversationParam.conversationID(conversation),
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }
}

extension CompactResponseMethodPublicBody {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        input: CompactResponseMethodPublicBody.Input? = nil,
        previousResponseID: String? = nil,
        instructions: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: PromptCacheRetentionEnum? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: ServiceTierEnum? = nil
    ) {
        self.init(
            model: ModelIdsCompaction(rawValue: model),
            input: input,
            previousResponseID: previousResponseID,
            instructions: instructions,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier
        )
    }

    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        model: ModelIdsCompaction?,
        input: String,
        previousResponseID: String? = nil,
        instructions: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: PromptCacheRetentionEnum? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: ServiceTierEnum? = nil
    ) {
        self.init(
            model: model,
            input: CompactResponseMethodPublicBody.Input.string(input),
            previousResponseID: previousResponseID,
            instructions: instructions,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier
        )
    }

    /// The memberwise initializer with `model`, `input` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        input: String,
        previousResponseID: String? = nil,
        instructions: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: PromptCacheRetentionEnum? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: ServiceTierEnum? = nil
    ) {
        self.init(
            model: ModelIdsCompaction(rawValue: model),
            input: CompactResponseMethodPublicBody.Input.string(input),
            previousResponseID: previousResponseID,
            instructions: instructions,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier
        )
    }
}

extension CreateAssistantRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        name: String? = nil,
        description: String? = nil,
        instructions: String? = nil,
        reasoningEffort: OpenAI.ReasoningEffort? = nil,
        tools: [CreateAssistantRequest.Tool]? = nil,
        toolResources: CreateAssistantRequest.ToolResources? = nil,
        metadata: OpenAI.Metadata? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        responseFormat: AssistantsApiResponseFormatOption? = nil
    ) {
        self.init(
            model: CreateAssistantRequest.Model(rawValue: model),
            name: name,
            description: description,
            instructions: instructions,
            reasoningEffort: reasoningEffort,
            tools: tools,
            toolResources: toolResources,
            metadata: metadata,
            temperature: temperature,
            topP: topP,
            responseFormat: responseFormat
        )
    }
}

extension CreateChatCompletionRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        messages: [ChatCompletionRequestMessage],
        model: String,
        metadata: OpenAI.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateChatCompletionRequest.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: ServiceTier? = nil,
        modalities: ResponseModalities? = nil,
        verbosity: Verbosity? = nil,
        reasoningEffort: OpenAI.ReasoningEffort? = nil,
        maxCompletionTokens: Int? = nil,
        frequencyPenalty: Double? = nil,
        presencePenalty: Double? = nil,
        webSearchOptions: CreateChatCompletionRequest.WebSearchOptions? = nil,
        responseFormat: CreateChatCompletionRequest.ResponseFormat? = nil,
        audio: CreateChatCompletionRequest.Audio? = nil,
        store: Bool? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        stop: StopConfiguration? = nil,
        logitBias: [String: Int]? = nil,
        logprobs: Bool? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        prediction: PredictionContent? = nil,
        seed: Int? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        tools: [CreateChatCompletionRequest.Tool]? = nil,
        toolChoice: ChatCompletionToolChoiceOption? = nil,
        parallelToolCalls: ParallelToolCalls? = nil,
        functionCall: CreateChatCompletionRequest.FunctionCall? = nil,
        functions: [ChatCompletionFunctions]? = nil
    ) {
        self.init(
            messages: messages,
            model: ModelIdsShared(rawValue: model),
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier,
            modalities: modalities,
            verbosity: verbosity,
            reasoningEffort: reasoningEffort,
            maxCompletionTokens: maxCompletionTokens,
            frequencyPenalty: frequencyPenalty,
            presencePenalty: presencePenalty,
            webSearchOptions: webSearchOptions,
            responseFormat: responseFormat,
            audio: audio,
            store: store,
            moderation: moderation,
            stream: stream,
            stop: stop,
            logitBias: logitBias,
            logprobs: logprobs,
            maxTokens: maxTokens,
            n: n,
            prediction: prediction,
            seed: seed,
            streamOptions: streamOptions,
            tools: tools,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls,
            functionCall: functionCall,
            functions: functions
        )
    }

    /// The memberwise initializer with `stop` from a `String` value.
    @_disfavoredOverload
    public init(
        messages: [ChatCompletionRequestMessage],
        model: ModelIdsShared,
        metadata: OpenAI.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateChatCompletionRequest.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: ServiceTier? = nil,
        modalities: ResponseModalities? = nil,
        verbosity: Verbosity? = nil,
        reasoningEffort: OpenAI.ReasoningEffort? = nil,
        maxCompletionTokens: Int? = nil,
        frequencyPenalty: Double? = nil,
        presencePenalty: Double? = nil,
        webSearchOptions: CreateChatCompletionRequest.WebSearchOptions? = nil,
        responseFormat: CreateChatCompletionRequest.ResponseFormat? = nil,
        audio: CreateChatCompletionRequest.Audio? = nil,
        store: Bool? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        stop: String,
        logitBias: [String: Int]? = nil,
        logprobs: Bool? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        prediction: PredictionContent? = nil,
        seed: Int? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        tools: [CreateChatCompletionRequest.Tool]? = nil,
        toolChoice: ChatCompletionToolChoiceOption? = nil,
        parallelToolCalls: ParallelToolCalls? = nil,
        functionCall: CreateChatCompletionRequest.FunctionCall? = nil,
        functions: [ChatCompletionFunctions]? = nil
    ) {
        self.init(
            messages: messages,
            model: model,
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier,
            modalities: modalities,
            verbosity: verbosity,
            reasoningEffort: reasoningEffort,
            maxCompletionTokens: maxCompletionTokens,
            frequencyPenalty: frequencyPenalty,
            presencePenalty: presencePenalty,
            webSearchOptions: webSearchOptions,
            responseFormat: responseFormat,
            audio: audio,
            store: store,
            moderation: moderation,
            stream: stream,
            stop: StopConfiguration.string(stop),
            logitBias: logitBias,
            logprobs: logprobs,
            maxTokens: maxTokens,
            n: n,
            prediction: prediction,
            seed: seed,
            streamOptions: streamOptions,
            tools: tools,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls,
            functionCall: functionCall,
            functions: functions
        )
    }

    /// The memberwise initializer with `model`, `stop` from a `String` value.
    @_disfavoredOverload
    public init(
        messages: [ChatCompletionRequestMessage],
        model: String,
        metadata: OpenAI.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateChatCompletionRequest.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: ServiceTier? = nil,
        modalities: ResponseModalities? = nil,
        verbosity: Verbosity? = nil,
        reasoningEffort: OpenAI.ReasoningEffort? = nil,
        maxCompletionTokens: Int? = nil,
        frequencyPenalty: Double? = nil,
        presencePenalty: Double? = nil,
        webSearchOptions: CreateChatCompletionRequest.WebSearchOptions? = nil,
        responseFormat: CreateChatCompletionRequest.ResponseFormat? = nil,
        audio: CreateChatCompletionRequest.Audio? = nil,
        store: Bool? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        stop: String,
        logitBias: [String: Int]? = nil,
        logprobs: Bool? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        prediction: PredictionContent? = nil,
        seed: Int? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        tools: [CreateChatCompletionRequest.Tool]? = nil,
        toolChoice: ChatCompletionToolChoiceOption? = nil,
        parallelToolCalls: ParallelToolCalls? = nil,
        functionCall: CreateChatCompletionRequest.FunctionCall? = nil,
        functions: [ChatCompletionFunctions]? = nil
    ) {
        self.init(
            messages: messages,
            model: ModelIdsShared(rawValue: model),
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier,
            modalities: modalities,
            verbosity: verbosity,
            reasoningEffort: reasoningEffort,
            maxCompletionTokens: maxCompletionTokens,
            frequencyPenalty: frequencyPenalty,
            presencePenalty: presencePenalty,
            webSearchOptions: webSearchOptions,
            responseFormat: responseFormat,
            audio: audio,
            store: store,
            moderation: moderation,
            stream: stream,
            stop: StopConfiguration.string(stop),
            logitBias: logitBias,
            logprobs: logprobs,
            maxTokens: maxTokens,
            n: n,
            prediction: prediction,
            seed: seed,
            streamOptions: streamOptions,
            tools: tools,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls,
            functionCall: functionCall,
            functions: functions
        )
    }
}

extension CreateCompletionRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        prompt: CreateCompletionRequest.Prompt?,
        bestOf: Int? = nil,
        echo: Bool? = nil,
        frequencyPenalty: Double? = nil,
        logitBias: [String: Int]? = nil,
        logprobs: Int? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        presencePenalty: Double? = nil,
        seed: Int? = nil,
        stop: StopConfiguration? = nil,
        stream: Bool? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        suffix: String? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil
    ) {
        self.init(
            model: CreateCompletionRequest.Model(rawValue: model),
            prompt: prompt,
            bestOf: bestOf,
            echo: echo,
            frequencyPenalty: frequencyPenalty,
            logitBias: logitBias,
            logprobs: logprobs,
            maxTokens: maxTokens,
            n: n,
            presencePenalty: presencePenalty,
            seed: seed,
            stop: stop,
            stream: stream,
            streamOptions: streamOptions,
            suffix: suffix,
            temperature: temperature,
            topP: topP,
            user: user
        )
    }

    /// The memberwise initializer with `prompt` from a `String` value.
    @_disfavoredOverload
    public init(
        model: CreateCompletionRequest.Model,
        prompt: String,
        bestOf: Int? = nil,
        echo: Bool? = nil,
        frequencyPenalty: Double? = nil,
        logitBias: [String: Int]? = nil,
        logprobs: Int? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        presencePenalty: Double? = nil,
        seed: Int? = nil,
        stop: StopConfiguration? = nil,
        stream: Bool? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        suffix: String? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil
    ) {
        self.init(
            model: model,
            prompt: CreateCompletionRequest.Prompt.string(prompt),
            bestOf: bestOf,
            echo: echo,
            frequencyPenalty: frequencyPenalty,
            logitBias: logitBias,
            logprobs: logprobs,
            maxTokens: maxTokens,
            n: n,
            presencePenalty: presencePenalty,
            seed: seed,
            stop: stop,
            stream: stream,
            streamOptions: streamOptions,
            suffix: suffix,
            temperature: temperature,
            topP: topP,
            user: user
        )
    }

    /// The memberwise initializer with `stop` from a `String` value.
    @_disfavoredOverload
    public init(
        model: CreateCompletionRequest.Model,
        prompt: CreateCompletionRequest.Prompt?,
        bestOf: Int? = nil,
        echo: Bool? = nil,
        frequencyPenalty: Double? = nil,
        logitBias: [String: Int]? = nil,
        logprobs: Int? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        presencePenalty: Double? = nil,
        seed: Int? = nil,
        stop: String,
        stream: Bool? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        suffix: String? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil
    ) {
        self.init(
            model: model,
            prompt: prompt,
            bestOf: bestOf,
            echo: echo,
            frequencyPenalty: frequencyPenalty,
            logitBias: logitBias,
            logprobs: logprobs,
            maxTokens: maxTokens,
            n: n,
            presencePenalty: presencePenalty,
            seed: seed,
            stop: StopConfiguration.string(stop),
            stream: stream,
            streamOptions: streamOptions,
            suffix: suffix,
            temperature: temperature,
            topP: topP,
            user: user
        )
    }

    /// The memberwise initializer with `model`, `prompt` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        prompt: String,
        bestOf: Int? = nil,
        echo: Bool? = nil,
        frequencyPenalty: Double? = nil,
        logitBias: [String: Int]? = nil,
        logprobs: Int? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        presencePenalty: Double? = nil,
        seed: Int? = nil,
        stop: StopConfiguration? = nil,
        stream: Bool? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        suffix: String? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil
    ) {
        self.init(
            model: CreateCompletionRequest.Model(rawValue: model),
            prompt: CreateCompletionRequest.Prompt.string(prompt),
            bestOf: bestOf,
            echo: echo,
            frequencyPenalty: frequencyPenalty,
            logitBias: logitBias,
            logprobs: logprobs,
            maxTokens: maxTokens,
            n: n,
            presencePenalty: presencePenalty,
            seed: seed,
            stop: stop,
            stream: stream,
            streamOptions: streamOptions,
            suffix: suffix,
            temperature: temperature,
            topP: topP,
            user: user
        )
    }

    /// The memberwise initializer with `model`, `stop` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        prompt: CreateCompletionRequest.Prompt?,
        bestOf: Int? = nil,
        echo: Bool? = nil,
        frequencyPenalty: Double? = nil,
        logitBias: [String: Int]? = nil,
        logprobs: Int? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        presencePenalty: Double? = nil,
        seed: Int? = nil,
        stop: String,
        stream: Bool? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        suffix: String? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil
    ) {
        self.init(
            model: CreateCompletionRequest.Model(rawValue: model),
            prompt: prompt,
            bestOf: bestOf,
            echo: echo,
            frequencyPenalty: frequencyPenalty,
            logitBias: logitBias,
            logprobs: logprobs,
            maxTokens: maxTokens,
            n: n,
            presencePenalty: presencePenalty,
            seed: seed,
            stop: StopConfiguration.string(stop),
            stream: stream,
            streamOptions: streamOptions,
            suffix: suffix,
            temperature: temperature,
            topP: topP,
            user: user
        )
    }

    /// The memberwise initializer with `prompt`, `stop` from a `String` value.
    @_disfavoredOverload
    public init(
        model: CreateCompletionRequest.Model,
        prompt: String,
        bestOf: Int? = nil,
        echo: Bool? = nil,
        frequencyPenalty: Double? = nil,
        logitBias: [String: Int]? = nil,
        logprobs: Int? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        presencePenalty: Double? = nil,
        seed: Int? = nil,
        stop: String,
        stream: Bool? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        suffix: String? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil
    ) {
        self.init(
            model: model,
            prompt: CreateCompletionRequest.Prompt.string(prompt),
            bestOf: bestOf,
            echo: echo,
            frequencyPenalty: frequencyPenalty,
            logitBias: logitBias,
            logprobs: logprobs,
            maxTokens: maxTokens,
            n: n,
            presencePenalty: presencePenalty,
            seed: seed,
            stop: StopConfiguration.string(stop),
            stream: stream,
            streamOptions: streamOptions,
            suffix: suffix,
            temperature: temperature,
            topP: topP,
            user: user
        )
    }

    /// The memberwise initializer with `model`, `prompt`, `stop` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        prompt: String,
        bestOf: Int? = nil,
        echo: Bool? = nil,
        frequencyPenalty: Double? = nil,
        logitBias: [String: Int]? = nil,
        logprobs: Int? = nil,
        maxTokens: Int? = nil,
        n: Int? = nil,
        presencePenalty: Double? = nil,
        seed: Int? = nil,
        stop: String,
        stream: Bool? = nil,
        streamOptions: ChatCompletionStreamOptions? = nil,
        suffix: String? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil
    ) {
        self.init(
            model: CreateCompletionRequest.Model(rawValue: model),
            prompt: CreateCompletionRequest.Prompt.string(prompt),
            bestOf: bestOf,
            echo: echo,
            frequencyPenalty: frequencyPenalty,
            logitBias: logitBias,
            logprobs: logprobs,
            maxTokens: maxTokens,
            n: n,
            presencePenalty: presencePenalty,
            seed: seed,
            stop: StopConfiguration.string(stop),
            stream: stream,
            streamOptions: streamOptions,
            suffix: suffix,
            temperature: temperature,
            topP: topP,
            user: user
        )
    }
}

extension CreateEmbeddingRequest {
    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        input: String,
        model: CreateEmbeddingRequest.Model,
        encodingFormat: CreateEmbeddingRequest.EncodingFormat? = nil,
        dimensions: Int? = nil,
        user: String? = nil
    ) {
        self.init(
            input: CreateEmbeddingRequest.Input.string(input),
            model: model,
            encodingFormat: encodingFormat,
            dimensions: dimensions,
            user: user
        )
    }

    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        input: CreateEmbeddingRequest.Input,
        model: String,
        encodingFormat: CreateEmbeddingRequest.EncodingFormat? = nil,
        dimensions: Int? = nil,
        user: String? = nil
    ) {
        self.init(
            input: input,
            model: CreateEmbeddingRequest.Model(rawValue: model),
            encodingFormat: encodingFormat,
            dimensions: dimensions,
            user: user
        )
    }

    /// The memberwise initializer with `input`, `model` from a `String` value.
    @_disfavoredOverload
    public init(
        input: String,
        model: String,
        encodingFormat: CreateEmbeddingRequest.EncodingFormat? = nil,
        dimensions: Int? = nil,
        user: String? = nil
    ) {
        self.init(
            input: CreateEmbeddingRequest.Input.string(input),
            model: CreateEmbeddingRequest.Model(rawValue: model),
            encodingFormat: encodingFormat,
            dimensions: dimensions,
            user: user
        )
    }
}

extension CreateFineTuningJobRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        trainingFile: String,
        hyperparameters: CreateFineTuningJobRequest.Hyperparameters? = nil,
        suffix: String? = nil,
        validationFile: String? = nil,
        integrations: [CreateFineTuningJobRequest.Integration]? = nil,
        seed: Int? = nil,
        method: FineTuneMethod? = nil,
        metadata: OpenAI.Metadata? = nil
    ) {
        self.init(
            model: CreateFineTuningJobRequest.Model(rawValue: model),
            trainingFile: trainingFile,
            hyperparameters: hyperparameters,
            suffix: suffix,
            validationFile: validationFile,
            integrations: integrations,
            seed: seed,
            method: method,
            metadata: metadata
        )
    }
}

extension CreateImageEditRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        image: [MultipartFile],
        prompt: String,
        mask: MultipartFile? = nil,
        background: CreateImageEditRequest.Background? = nil,
        model: String,
        n: Int? = nil,
        size: CreateImageEditRequest.Size? = nil,
        responseFormat: CreateImageEditRequest.ResponseFormat? = nil,
        outputFormat: CreateImageEditRequest.OutputFormat? = nil,
        outputCompression: Int? = nil,
        user: String? = nil,
        inputFidelity: OpenAI.InputFidelity? = nil,
        stream: Bool? = nil,
        partialImages: PartialImages? = nil,
        quality: CreateImageEditRequest.Quality? = nil
    ) {
        self.init(
            image: image,
            prompt: prompt,
            mask: mask,
            background: background,
            model: CreateImageEditRequest.Model(rawValue: model),
            n: n,
            size: size,
            responseFormat: responseFormat,
            outputFormat: outputFormat,
            outputCompression: outputCompression,
            user: user,
            inputFidelity: inputFidelity,
            stream: stream,
            partialImages: partialImages,
            quality: quality
        )
    }

    /// The memberwise initializer with `size` from a `String` value.
    @_disfavoredOverload
    public init(
        image: [MultipartFile],
        prompt: String,
        mask: MultipartFile? = nil,
        background: CreateImageEditRequest.Background? = nil,
        model: CreateImageEditRequest.Model? = nil,
        n: Int? = nil,
        size: String,
        responseFormat: CreateImageEditRequest.ResponseFormat? = nil,
        outputFormat: CreateImageEditRequest.OutputFormat? = nil,
        outputCompression: Int? = nil,
        user: String? = nil,
        inputFidelity: OpenAI.InputFidelity? = nil,
        stream: Bool? = nil,
        partialImages: PartialImages? = nil,
        quality: CreateImageEditRequest.Quality? = nil
    ) {
        self.init(
            image: image,
            prompt: prompt,
            mask: mask,
            background: background,
            model: model,
            n: n,
            size: CreateImageEditRequest.Size(rawValue: size),
            responseFormat: responseFormat,
            outputFormat: outputFormat,
            outputCompression: outputCompression,
            user: user,
            inputFidelity: inputFidelity,
            stream: stream,
            partialImages: partialImages,
            quality: quality
        )
    }

    /// The memberwise initializer with `model`, `size` from a `String` value.
    @_disfavoredOverload
    public init(
        image: [MultipartFile],
        prompt: String,
        mask: MultipartFile? = nil,
        background: CreateImageEditRequest.Background? = nil,
        model: String,
        n: Int? = nil,
        size: String,
        responseFormat: CreateImageEditRequest.ResponseFormat? = nil,
        outputFormat: CreateImageEditRequest.OutputFormat? = nil,
        outputCompression: Int? = nil,
        user: String? = nil,
        inputFidelity: OpenAI.InputFidelity? = nil,
        stream: Bool? = nil,
        partialImages: PartialImages? = nil,
        quality: CreateImageEditRequest.Quality? = nil
    ) {
        self.init(
            image: image,
            prompt: prompt,
            mask: mask,
            background: background,
            model: CreateImageEditRequest.Model(rawValue: model),
            n: n,
            size: CreateImageEditRequest.Size(rawValue: size),
            responseFormat: responseFormat,
            outputFormat: outputFormat,
            outputCompression: outputCompression,
            user: user,
            inputFidelity: inputFidelity,
            stream: stream,
            partialImages: partialImages,
            quality: quality
        )
    }
}

extension CreateImageRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        prompt: String,
        model: String,
        n: Int? = nil,
        quality: CreateImageRequest.Quality? = nil,
        responseFormat: CreateImageRequest.ResponseFormat? = nil,
        outputFormat: CreateImageRequest.OutputFormat? = nil,
        outputCompression: Int? = nil,
        stream: Bool? = nil,
        partialImages: PartialImages? = nil,
        size: CreateImageRequest.Size? = nil,
        moderation: CreateImageRequest.Moderation? = nil,
        background: CreateImageRequest.Background? = nil,
        style: CreateImageRequest.Style? = nil,
        user: String? = nil
    ) {
        self.init(
            prompt: prompt,
            model: CreateImageRequest.Model(rawValue: model),
            n: n,
            quality: quality,
            responseFormat: responseFormat,
            outputFormat: outputFormat,
            outputCompression: outputCompression,
            stream: stream,
            partialImages: partialImages,
            size: size,
            moderation: moderation,
            background: background,
            style: style,
            user: user
        )
    }

    /// The memberwise initializer with `size` from a `String` value.
    @_disfavoredOverload
    public init(
        prompt: String,
        model: CreateImageRequest.Model? = nil,
        n: Int? = nil,
        quality: CreateImageRequest.Quality? = nil,
        responseFormat: CreateImageRequest.ResponseFormat? = nil,
        outputFormat: CreateImageRequest.OutputFormat? = nil,
        outputCompression: Int? = nil,
        stream: Bool? = nil,
        partialImages: PartialImages? = nil,
        size: String,
        moderation: CreateImageRequest.Moderation? = nil,
        background: CreateImageRequest.Background? = nil,
        style: CreateImageRequest.Style? = nil,
        user: String? = nil
    ) {
        self.init(
            prompt: prompt,
            model: model,
            n: n,
            quality: quality,
            responseFormat: responseFormat,
            outputFormat: outputFormat,
            outputCompression: outputCompression,
            stream: stream,
            partialImages: partialImages,
            size: CreateImageRequest.Size(rawValue: size),
            moderation: moderation,
            background: background,
            style: style,
            user: user
        )
    }

    /// The memberwise initializer with `model`, `size` from a `String` value.
    @_disfavoredOverload
    public init(
        prompt: String,
        model: String,
        n: Int? = nil,
        quality: CreateImageRequest.Quality? = nil,
        responseFormat: CreateImageRequest.ResponseFormat? = nil,
        outputFormat: CreateImageRequest.OutputFormat? = nil,
        outputCompression: Int? = nil,
        stream: Bool? = nil,
        partialImages: PartialImages? = nil,
        size: String,
        moderation: CreateImageRequest.Moderation? = nil,
        background: CreateImageRequest.Background? = nil,
        style: CreateImageRequest.Style? = nil,
        user: String? = nil
    ) {
        self.init(
            prompt: prompt,
            model: CreateImageRequest.Model(rawValue: model),
            n: n,
            quality: quality,
            responseFormat: responseFormat,
            outputFormat: outputFormat,
            outputCompression: outputCompression,
            stream: stream,
            partialImages: partialImages,
            size: CreateImageRequest.Size(rawValue: size),
            moderation: moderation,
            background: background,
            style: style,
            user: user
        )
    }
}

extension CreateImageVariationRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        image: MultipartFile,
        model: String,
        n: Int? = nil,
        responseFormat: CreateImageVariationRequest.ResponseFormat? = nil,
        size: CreateImageVariationRequest.Size? = nil,
        user: String? = nil
    ) {
        self.init(
            image: image,
            model: CreateImageVariationRequest.Model(rawValue: model),
            n: n,
            responseFormat: responseFormat,
            size: size,
            user: user
        )
    }
}

extension CreateMessageRequest {
    /// The memberwise initializer with `content` from a `String` value.
    @_disfavoredOverload
    public init(
        role: CreateMessageRequest.Role,
        content: String,
        attachments: [CreateMessageRequest.Attachment]? = nil,
        metadata: OpenAI.Metadata? = nil
    ) {
        self.init(
            role: role,
            content: CreateMessageRequest.Content.textContent(content),
            attachments: attachments,
            metadata: metadata
        )
    }
}

extension CreateModerationRequest {
    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        input: String,
        model: CreateModerationRequest.Model? = nil
    ) {
        self.init(
            input: CreateModerationRequest.Input.string(input),
            model: model
        )
    }

    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        input: CreateModerationRequest.Input,
        model: String
    ) {
        self.init(
            input: input,
            model: CreateModerationRequest.Model(rawValue: model)
        )
    }

    /// The memberwise initializer with `input`, `model` from a `String` value.
    @_disfavoredOverload
    public init(
        input: String,
        model: String
    ) {
        self.init(
            input: CreateModerationRequest.Input.string(input),
            model: CreateModerationRequest.Model(rawValue: model)
        )
    }
}

extension CreateResponse {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: OpenAI.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: String,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: ResponseTextParam? = nil,
        tools: ToolsArray? = nil,
        toolChoice: ToolChoiceParam? = nil,
        prompt: OpenAI.Prompt? = nil,
        serviceTier: ServiceTierResponses? = nil,
        truncation: CreateResponse.Truncation? = nil,
        reasoning: Reasoning? = nil,
        input: InputParam? = nil,
        include: [IncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: ResponseStreamOptions? = nil,
        conversation: ConversationParam? = nil,
        contextManagement: [ContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: ModelIdsResponses(rawValue: model),
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: input,
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: conversation,
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens
        )
    }

    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: OpenAI.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: ModelIdsResponses? = nil,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: ResponseTextParam? = nil,
        tools: ToolsArray? = nil,
        toolChoice: ToolChoiceParam? = nil,
        prompt: OpenAI.Prompt? = nil,
        serviceTier: ServiceTierResponses? = nil,
        truncation: CreateResponse.Truncation? = nil,
        reasoning: Reasoning? = nil,
        input: String,
        include: [IncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: ResponseStreamOptions? = nil,
        conversation: ConversationParam? = nil,
        contextManagement: [ContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: model,
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: InputParam.textInput(input),
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: conversation,
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens
        )
    }

    /// The memberwise initializer with `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: OpenAI.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: ModelIdsResponses? = nil,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: ResponseTextParam? = nil,
        tools: ToolsArray? = nil,
        toolChoice: ToolChoiceParam? = nil,
        prompt: OpenAI.Prompt? = nil,
        serviceTier: ServiceTierResponses? = nil,
        truncation: CreateResponse.Truncation? = nil,
        reasoning: Reasoning? = nil,
        input: InputParam? = nil,
        include: [IncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: ResponseStreamOptions? = nil,
        conversation: String,
        contextManagement: [ContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: model,
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: input,
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: ConversationParam.conversationID(conversation),
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens
        )
    }

    /// The memberwise initializer with `model`, `input` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: OpenAI.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: String,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: ResponseTextParam? = nil,
        tools: ToolsArray? = nil,
        toolChoice: ToolChoiceParam? = nil,
        prompt: OpenAI.Prompt? = nil,
        serviceTier: ServiceTierResponses? = nil,
        truncation: CreateResponse.Truncation? = nil,
        reasoning: Reasoning? = nil,
        input: String,
        include: [IncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: ResponseStreamOptions? = nil,
        conversation: ConversationParam? = nil,
        contextManagement: [ContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: ModelIdsResponses(rawValue: model),
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: InputParam.textInput(input),
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: conversation,
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens
        )
    }

    /// The memberwise initializer with `model`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: OpenAI.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: String,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: ResponseTextParam? = nil,
        tools: ToolsArray? = nil,
        toolChoice: ToolChoiceParam? = nil,
        prompt: OpenAI.Prompt? = nil,
        serviceTier: ServiceTierResponses? = nil,
        truncation: CreateResponse.Truncation? = nil,
        reasoning: Reasoning? = nil,
        input: InputParam? = nil,
        include: [IncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: ResponseStreamOptions? = nil,
        conversation: String,
        contextManagement: [ContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: ModelIdsResponses(rawValue: model),
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: input,
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: ConversationParam.conversationID(conversation),
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens
        )
    }

    /// The memberwise initializer with `input`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: OpenAI.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: ModelIdsResponses? = nil,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: ResponseTextParam? = nil,
        tools: ToolsArray? = nil,
        toolChoice: ToolChoiceParam? = nil,
        prompt: OpenAI.Prompt? = nil,
        serviceTier: ServiceTierResponses? = nil,
        truncation: CreateResponse.Truncation? = nil,
        reasoning: Reasoning? = nil,
        input: String,
        include: [IncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: ResponseStreamOptions? = nil,
        conversation: String,
        contextManagement: [ContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: model,
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: InputParam.textInput(input),
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: ConversationParam.conversationID(conversation),
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens
        )
    }

    /// The memberwise initializer with `model`, `input`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        metadata: OpenAI.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: CreateResponse.PromptCacheRetention? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        previousResponseID: String? = nil,
        model: String,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: ResponseTextParam? = nil,
        tools: ToolsArray? = nil,
        toolChoice: ToolChoiceParam? = nil,
        prompt: OpenAI.Prompt? = nil,
        serviceTier: ServiceTierResponses? = nil,
        truncation: CreateResponse.Truncation? = nil,
        reasoning: Reasoning? = nil,
        input: String,
        include: [IncludeEnum]? = nil,
        parallelToolCalls: Bool? = nil,
        store: Bool? = nil,
        instructions: String? = nil,
        moderation: ModerationParam? = nil,
        stream: Bool? = nil,
        streamOptions: ResponseStreamOptions? = nil,
        conversation: String,
        contextManagement: [ContextManagementParam]? = nil,
        maxOutputTokens: Int? = nil
    ) {
        self.init(
            metadata: metadata,
            topLogprobs: topLogprobs,
            temperature: temperature,
            topP: topP,
            user: user,
            safetyIdentifier: safetyIdentifier,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            previousResponseID: previousResponseID,
            model: ModelIdsResponses(rawValue: model),
            background: background,
            maxToolCalls: maxToolCalls,
            text: text,
            tools: tools,
            toolChoice: toolChoice,
            prompt: prompt,
            serviceTier: serviceTier,
            truncation: truncation,
            reasoning: reasoning,
            input: InputParam.textInput(input),
            include: include,
            parallelToolCalls: parallelToolCalls,
            store: store,
            instructions: instructions,
            moderation: moderation,
            stream: stream,
            streamOptions: streamOptions,
            conversation: ConversationParam.conversationID(conversation),
            contextManagement: contextManagement,
            maxOutputTokens: maxOutputTokens
        )
    }
}

extension CreateRunRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        assistantID: String,
        model: String,
        reasoningEffort: OpenAI.ReasoningEffort? = nil,
        instructions: String? = nil,
        additionalInstructions: String? = nil,
        additionalMessages: [CreateMessageRequest]? = nil,
        tools: [CreateRunRequest.Tool]? = nil,
        metadata: OpenAI.Metadata? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        stream: Bool? = nil,
        maxPromptTokens: Int? = nil,
        maxCompletionTokens: Int? = nil,
        truncationStrategy: TruncationObject? = nil,
        toolChoice: AssistantsApiToolChoiceOption? = nil,
        parallelToolCalls: ParallelToolCalls? = nil,
        responseFormat: AssistantsApiResponseFormatOption? = nil
    ) {
        self.init(
            assistantID: assistantID,
            model: CreateRunRequest.Model(rawValue: model),
            reasoningEffort: reasoningEffort,
            instructions: instructions,
            additionalInstructions: additionalInstructions,
            additionalMessages: additionalMessages,
            tools: tools,
            metadata: metadata,
            temperature: temperature,
            topP: topP,
            stream: stream,
            maxPromptTokens: maxPromptTokens,
            maxCompletionTokens: maxCompletionTokens,
            truncationStrategy: truncationStrategy,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls,
            responseFormat: responseFormat
        )
    }
}

extension CreateSpeechRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        input: String,
        voice: VoiceIdsOrCustomVoice,
        instructions: String? = nil,
        responseFormat: CreateSpeechRequest.ResponseFormat? = nil,
        speed: Double? = nil,
        streamFormat: CreateSpeechRequest.StreamFormat? = nil
    ) {
        self.init(
            model: CreateSpeechRequest.Model(rawValue: model),
            input: input,
            voice: voice,
            instructions: instructions,
            responseFormat: responseFormat,
            speed: speed,
            streamFormat: streamFormat
        )
    }
}

extension CreateThreadAndRunRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        assistantID: String,
        thread: CreateThreadRequest? = nil,
        model: String,
        instructions: String? = nil,
        tools: [CreateThreadAndRunRequest.Tool]? = nil,
        toolResources: CreateThreadAndRunRequest.ToolResources? = nil,
        metadata: OpenAI.Metadata? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        stream: Bool? = nil,
        maxPromptTokens: Int? = nil,
        maxCompletionTokens: Int? = nil,
        truncationStrategy: TruncationObject? = nil,
        toolChoice: AssistantsApiToolChoiceOption? = nil,
        parallelToolCalls: ParallelToolCalls? = nil,
        responseFormat: AssistantsApiResponseFormatOption? = nil
    ) {
        self.init(
            assistantID: assistantID,
            thread: thread,
            model: CreateThreadAndRunRequest.Model(rawValue: model),
            instructions: instructions,
            tools: tools,
            toolResources: toolResources,
            metadata: metadata,
            temperature: temperature,
            topP: topP,
            stream: stream,
            maxPromptTokens: maxPromptTokens,
            maxCompletionTokens: maxCompletionTokens,
            truncationStrategy: truncationStrategy,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls,
            responseFormat: responseFormat
        )
    }
}

extension CreateTranscriptionRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        file: MultipartFile,
        model: String,
        language: String? = nil,
        languages: [String]? = nil,
        keywords: [String]? = nil,
        prompt: String? = nil,
        responseFormat: AudioResponseFormat? = nil,
        temperature: Double? = nil,
        include: [TranscriptionInclude]? = nil,
        timestampGranularities: [CreateTranscriptionRequest.TimestampGranularity]? = nil,
        stream: Bool? = nil,
        chunkingStrategy: CreateTranscriptionRequest.ChunkingStrategy? = nil,
        knownSpeakerNames: [String]? = nil,
        knownSpeakerReferences: [String]? = nil
    ) {
        self.init(
            file: file,
            model: CreateTranscriptionRequest.Model(rawValue: model),
            language: language,
            languages: languages,
            keywords: keywords,
            prompt: prompt,
            responseFormat: responseFormat,
            temperature: temperature,
            include: include,
            timestampGranularities: timestampGranularities,
            stream: stream,
            chunkingStrategy: chunkingStrategy,
            knownSpeakerNames: knownSpeakerNames,
            knownSpeakerReferences: knownSpeakerReferences
        )
    }
}

extension CreateTranslationRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        file: MultipartFile,
        model: String,
        prompt: String? = nil,
        responseFormat: CreateTranslationRequest.ResponseFormat? = nil,
        temperature: Double? = nil
    ) {
        self.init(
            file: file,
            model: CreateTranslationRequest.Model(rawValue: model),
            prompt: prompt,
            responseFormat: responseFormat,
            temperature: temperature
        )
    }
}

extension CreateVideoMultipartBody {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        prompt: String,
        model: String,
        inputReference: [MultipartFile]? = nil,
        seconds: VideoSeconds? = nil,
        size: VideoSize? = nil
    ) {
        self.init(
            prompt: prompt,
            model: VideoModel(rawValue: model),
            inputReference: inputReference,
            seconds: seconds,
            size: size
        )
    }
}

extension ModifyAssistantRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        reasoningEffort: OpenAI.ReasoningEffort? = nil,
        name: String? = nil,
        description: String? = nil,
        instructions: String? = nil,
        tools: [ModifyAssistantRequest.Tool]? = nil,
        toolResources: ModifyAssistantRequest.ToolResources? = nil,
        metadata: OpenAI.Metadata? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        responseFormat: AssistantsApiResponseFormatOption? = nil
    ) {
        self.init(
            model: ModifyAssistantRequest.Model(rawValue: model),
            reasoningEffort: reasoningEffort,
            name: name,
            description: description,
            instructions: instructions,
            tools: tools,
            toolResources: toolResources,
            metadata: metadata,
            temperature: temperature,
            topP: topP,
            responseFormat: responseFormat
        )
    }
}

extension RealtimeSessionCreateRequestGA {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        outputModalities: [RealtimeSessionCreateRequestGA.OutputModality]? = nil,
        model: String,
        instructions: String? = nil,
        audio: RealtimeSessionCreateRequestGA.Audio? = nil,
        include: [RealtimeSessionCreateRequestGA.IncludeItem]? = nil,
        tracing: RealtimeSessionCreateRequestGA.Tracing? = nil,
        tools: [RealtimeSessionCreateRequestGA.Tool]? = nil,
        toolChoice: RealtimeSessionCreateRequestGA.ToolChoice? = nil,
        parallelToolCalls: Bool? = nil,
        reasoning: RealtimeReasoning? = nil,
        maxOutputTokens: RealtimeSessionCreateRequestGA.MaxOutputTokens? = nil,
        truncation: RealtimeTruncation? = nil,
        prompt: OpenAI.Prompt? = nil
    ) {
        self.init(
            outputModalities: outputModalities,
            model: RealtimeSessionCreateRequestGA.Model(rawValue: model),
            instructions: instructions,
            audio: audio,
            include: include,
            tracing: tracing,
            tools: tools,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls,
            reasoning: reasoning,
            maxOutputTokens: maxOutputTokens,
            truncation: truncation,
            prompt: prompt
        )
    }
}

extension TokenCountsBody {
    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: String,
        previousResponseID: String? = nil,
        tools: [OpenAI.Tool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: PersonalityEnum? = nil,
        conversation: ConversationParam? = nil,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: TokenCountsBody.Input.string(input),
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: personality,
            conversation: conversation,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `personality` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: TokenCountsBody.Input? = nil,
        previousResponseID: String? = nil,
        tools: [OpenAI.Tool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: String,
        conversation: ConversationParam? = nil,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: input,
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: PersonalityEnum(rawValue: personality),
            conversation: conversation,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: TokenCountsBody.Input? = nil,
        previousResponseID: String? = nil,
        tools: [OpenAI.Tool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: PersonalityEnum? = nil,
        conversation: String,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: input,
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: personality,
            conversation: ConversationParam.conversationID(conversation),
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `input`, `personality` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: String,
        previousResponseID: String? = nil,
        tools: [OpenAI.Tool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: String,
        conversation: ConversationParam? = nil,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: TokenCountsBody.Input.string(input),
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: PersonalityEnum(rawValue: personality),
            conversation: conversation,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `input`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: String,
        previousResponseID: String? = nil,
        tools: [OpenAI.Tool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: PersonalityEnum? = nil,
        conversation: String,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: TokenCountsBody.Input.string(input),
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: personality,
            conversation: ConversationParam.conversationID(conversation),
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `personality`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: TokenCountsBody.Input? = nil,
        previousResponseID: String? = nil,
        tools: [OpenAI.Tool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: String,
        conversation: String,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: input,
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: PersonalityEnum(rawValue: personality),
            conversation: ConversationParam.conversationID(conversation),
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `input`, `personality`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: String,
        previousResponseID: String? = nil,
        tools: [OpenAI.Tool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: String,
        conversation: String,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: TokenCountsBody.Input.string(input),
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: PersonalityEnum(rawValue: personality),
            conversation: ConversationParam.conversationID(conversation),
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }
}

extension VectorStoreSearchRequest {
    /// The memberwise initializer with `query` from a `String` value.
    @_disfavoredOverload
    public init(
        query: String,
        rewriteQuery: Bool? = nil,
        maxNumResults: Int? = nil,
        filters: VectorStoreSearchRequest.Filters? = nil,
        rankingOptions: VectorStoreSearchRequest.RankingOptions? = nil
    ) {
        self.init(
            query: VectorStoreSearchRequest.Query.string(query),
            rewriteQuery: rewriteQuery,
            maxNumResults: maxNumResults,
            filters: filters,
            rankingOptions: rankingOptions
        )
    }
}
