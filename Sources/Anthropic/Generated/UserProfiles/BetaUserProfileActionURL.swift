// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A URL to give to the person who takes the requested action.
///
/// The same JSON shape as `UserProfileActionURL`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaUserProfileActionURL`
public typealias BetaUserProfileActionURL = UserProfileActionURL
