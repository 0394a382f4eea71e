extension ThinkingConfigParam {
    /// Extended thinking with a budget: `thinking: .enabled(budgetTokens: 2048)`.
    public static func enabled(budgetTokens: Int, display: ThinkingDisplayMode? = nil) -> Self {
        .enabled(ThinkingConfigEnabled(budgetTokens: budgetTokens, display: display))
    }

    /// Thinking as much as the model decides: `thinking: .adaptive()`.
    public static func adaptive(display: ThinkingDisplayMode? = nil) -> Self {
        .adaptive(ThinkingConfigAdaptive(display: display))
    }
}
