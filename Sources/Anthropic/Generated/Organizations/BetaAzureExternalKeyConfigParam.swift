// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Azure Key Vault provider configuration.
///
/// The same JSON shape as `AzureExternalKeyConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAzureExternalKeyConfigParam`
public typealias BetaAzureExternalKeyConfigParam = AzureExternalKeyConfigParam
