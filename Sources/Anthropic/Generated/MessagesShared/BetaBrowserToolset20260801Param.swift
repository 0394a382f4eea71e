// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The browser toolset: a single ``tools[]`` entry (carrying no
/// ``name``) that declares the browser tool family. The model is served
/// the family's tool with any members disabled via ``configs`` removed
/// from its schema.
///
/// The same JSON shape as `BrowserToolset20260801Param`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserToolset20260801Param`
public typealias BetaBrowserToolset20260801Param = BrowserToolset20260801Param
