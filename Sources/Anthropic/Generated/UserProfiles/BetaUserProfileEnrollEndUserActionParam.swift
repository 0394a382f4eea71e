// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The end-user that the profile represents enrolls in a program.
///
/// The same JSON shape as `UserProfileEnrollEndUserActionParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaUserProfileEnrollEndUserActionParam`
public typealias BetaUserProfileEnrollEndUserActionParam = UserProfileEnrollEndUserActionParam
