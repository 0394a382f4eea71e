// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-member configuration for ``browser_toolset_20260801``: one
/// optional field per member tool, keyed by the member name — the same
/// name the member's ``tool_use`` blocks carry. Every member is an
/// accepted key, and a member's defaults apply wherever its key is
/// absent. Unknown keys are rejected: the field set is this toolset
/// version's complete member set.
///
/// The same JSON shape as `BrowserToolsetConfigsParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserToolsetConfigsParam`
public typealias BetaBrowserToolsetConfigsParam = BrowserToolsetConfigsParam
