// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same values as `OrganizationAnalyticsCostReportListGroupByItem`, so it is that type.
public typealias OrganizationAnalyticsUserCostReportListGroupByItem = OrganizationAnalyticsCostReportListGroupByItem
