// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same JSON shape as `ModelsListLifecycleItem`, so it is that type.
public typealias BetaModelsListLifecycleItem = ModelsListLifecycleItem
