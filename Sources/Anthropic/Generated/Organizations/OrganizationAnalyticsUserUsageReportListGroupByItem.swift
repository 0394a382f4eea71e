// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same values as `OrganizationAnalyticsUsageReportListGroupByItem`, so it is that type.
public typealias OrganizationAnalyticsUserUsageReportListGroupByItem = OrganizationAnalyticsUsageReportListGroupByItem
