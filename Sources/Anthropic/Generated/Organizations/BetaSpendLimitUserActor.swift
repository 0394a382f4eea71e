// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A user within the organization.
///
/// `name` and `email_address` are
/// null when the underlying account is unavailable or has been deleted;
/// `deleted` is true only for deleted accounts.
///
/// The same JSON shape as `SpendLimitUserActor`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaSpendLimitUserActor`
public typealias BetaSpendLimitUserActor = SpendLimitUserActor
