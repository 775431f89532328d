import type { Migration } from 'kysely/migration';
import * as platform from './0001_platform';
import * as employeeData from './0002_employee-data';
import * as forms from './0003_forms';
import * as documentPermissions from './0004_document-permissions';
import * as documentLists from './0005_document-lists';
import * as workflows from './0006_workflows';
import * as integrationLog from './0007_integration-log';
import * as documentListCorners from './0008_document-list-corners';
import * as englishNames from './0009_english-names';
import * as payslipCodes from './0010_payslip-codes';
import * as documentListColumns from './0011_document-list-columns';
import * as workTimeScheduling from './0012_work-time-scheduling';
import * as activityCodeEnglishNames from './0013_activity-code-english-names';
import * as shiftUsageIndexes from './0014_shift-usage-indexes';
import * as scheduleEditBatches from './0015_schedule-edit-batches';
import * as scheduleLineOrders from './0016_schedule-line-orders';
import * as scheduleOverridesAndDocuments from './0017_schedule-overrides-and-documents';
import * as erpWorkSchedules from './0018_erp-work-schedules';
import * as scheduleEntriesEmployeeIndex from './0019_schedule-entries-employee-index';
import * as workJobs from './0020_work-jobs';
import * as holidayPlans from './0021_holiday-plans';
import * as timesheets from './0022_timesheets';
import * as employeeOvertimePeriods from './0023_employee-overtime-periods';
import * as employeeActivities from './0024_employee-activities';
import * as erpTimesheets from './0025_erp-timesheets';
import * as activityEntryImports from './0026_activity-entry-imports';
import * as definitionsPerCompany from './0027_definitions-per-company';
import * as formCatalogs from './0029_form-catalogs';
import * as formDataRemoved from './0030_form-data-removed';
import * as workflowVersions from './0031_workflow-versions';
import * as filedFormDefinitionsAndRunningApprovals from './0033_filed-form-definitions-and-running-approvals';

// Every migration in order. A static list (not a folder scan) so the same set runs under
// tsx, bundlers and tests alike. Forward-only: never edit a migration that has landed.
export const migrations: Record<string, Migration> = {
  '0001_platform': platform,
  '0002_employee_data': employeeData,
  '0003_forms': forms,
  '0004_document_permissions': documentPermissions,
  '0005_document_lists': documentLists,
  '0006_workflows': workflows,
  '0007_integration_log': integrationLog,
  '0008_document_list_corners': documentListCorners,
  '0009_english_names': englishNames,
  '0010_payslip_codes': payslipCodes,
  '0011_document_list_columns': documentListColumns,
  '0012_work_time_scheduling': workTimeScheduling,
  '0013_activity_code_english_names': activityCodeEnglishNames,
  '0014_shift_usage_indexes': shiftUsageIndexes,
  '0015_schedule_edit_batches': scheduleEditBatches,
  '0016_schedule_line_orders': scheduleLineOrders,
  '0017_schedule_overrides_and_documents': scheduleOverridesAndDocuments,
  '0018_erp_work_schedules': erpWorkSchedules,
  '0019_schedule_entries_employee_index': scheduleEntriesEmployeeIndex,
  '0020_work_jobs': workJobs,
  '0021_holiday_plans': holidayPlans,
  '0022_timesheets': timesheets,
  '0023_employee_overtime_periods': employeeOvertimePeriods,
  '0024_employee_activities': employeeActivities,
  '0025_erp_timesheets': erpTimesheets,
  '0026_activity_entry_imports': activityEntryImports,
  '0027_definitions_per_company': definitionsPerCompany,
  '0029_form_catalogs': formCatalogs,
  '0030_form_data_removed': formDataRemoved,
  '0031_workflow_versions': workflowVersions,
  '0033_filed_form_definitions_and_running_approvals': filedFormDefinitionsAndRunningApprovals,
};
