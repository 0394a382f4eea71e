// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The computer toolset: a single ``tools[]`` entry (carrying no
/// ``name``) that declares the computer tool family. The model is
/// served the family's tool with any members disabled via ``configs``
/// removed from its schema. Every member is enabled by default, zoom
/// included. The single-tool options ``display_number`` and
/// ``enable_zoom`` are not fields of a toolset entry — it carries only
/// ``type``, ``configs``, and ``cache_control``; zoom is controlled
/// via ``configs.zoom.enabled``.
///
/// The same JSON shape as `ComputerToolset20260801Param`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerToolset20260801Param`
public typealias BetaComputerToolset20260801Param = ComputerToolset20260801Param
