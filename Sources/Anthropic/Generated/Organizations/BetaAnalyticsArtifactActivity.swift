// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Artifact-creation activity for one (`artifact_type`, `is_shared`) bucket
/// on a given day.
///
/// Artifacts form a small finite cube — the canonical MIME type (8 values incl.
/// `other`) crossed with shared-vs-private — so the response is the full set of
/// non-empty buckets, not a ranked/paginated list. Claude Code and Cowork
/// artifacts report under `text/html` and are counted from 2026-08-17
/// onward; earlier days contain claude.ai chat artifacts only. With
/// `group_by[]=product` / `user_id` / `rbac_group_id` each row is further
/// split by the flat group keys and counts are scoped to that cut.
///
/// The same JSON shape as `AnalyticsArtifactActivity`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsArtifactActivity`
public typealias BetaAnalyticsArtifactActivity = AnalyticsArtifactActivity
