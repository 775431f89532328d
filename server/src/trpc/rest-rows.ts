import { absencesRestRows } from '../modules/absences/absences.rest';
import { activeWorkflowsRestRows } from '../modules/active-workflows/active-workflows.rest';
import { activityEntriesRestRows } from '../modules/activity-entries/activity-entries.rest';
import { commonDataRestRows } from '../modules/common-data/common-data.rest';
import { companiesRestRows } from '../modules/companies/companies.rest';
import { contactsRestRows } from '../modules/contacts/contacts.rest';
import { departmentsRestRows } from '../modules/departments/departments.rest';
import { documentPermissionsRestRows } from '../modules/document-permissions/document-permissions.rest';
import { documentListsRestRows } from '../modules/documents/document-lists.rest';
import { documentsRestRows } from '../modules/documents/documents.rest';
import { employeesRestRows } from '../modules/employees/employees.rest';
import { formFieldsRestRows } from '../modules/form-fields/form-fields.rest';
import { formDesignerRestRows } from '../modules/form-designer/form-designer.rest';
import { formMetasRestRows } from '../modules/form-metas/form-metas.rest';
import { formFilesRestRows } from '../modules/form-files/form-files.rest';
import { formLookupsRestRows } from '../modules/form-lookups/form-lookups.rest';
import { instructionsRestRows } from '../modules/instructions/instructions.rest';
import { localizationRestRows } from '../modules/localization/localization.rest';
import { messageTemplatesRestRows } from '../modules/message-templates/message-templates.rest';
import { messagesRestRows } from '../modules/messages/messages.rest';
import { participantGroupsRestRows } from '../modules/participant-groups/participant-groups.rest';
import { payslipsRestRows } from '../modules/payslips/payslips.rest';
import { personalInfoRestRows } from '../modules/personal-info/personal-info.rest';
import { qualificationsRestRows } from '../modules/qualifications/qualifications.rest';
import { scheduleEntriesRestRows } from '../modules/schedule-entries/schedule-entries.rest';
import { workJobsRestRows } from '../modules/work-jobs/work-jobs.rest';
import { employeeOvertimePeriodsRestRows } from '../modules/employee-overtime-periods/employee-overtime-periods.rest';
import { employeeActivitiesRestRows } from '../modules/employee-activities/employee-activities.rest';
import { scheduleFormulasRestRows } from '../modules/schedule-formulas/schedule-formulas.rest';
import { schedulePeriodsRestRows } from '../modules/schedule-periods/schedule-periods.rest';
import { sessionsRestRows } from '../modules/sessions/sessions.rest';
import { numberingsRestRows } from '../modules/numberings/numberings.rest';
import { myScheduleRestRows } from '../modules/my-schedule/my-schedule.rest';
import { timesheetsRestRows } from '../modules/timesheets/timesheets.rest';
import { holidayPlansRestRows } from '../modules/holiday-plans/holiday-plans.rest';
import { schedulesRestRows } from '../modules/schedules/schedules.rest';
import { workTimeSettingsRestRows } from '../modules/work-time-settings/work-time-settings.rest';
import { shiftGroupsRestRows } from '../modules/shift-groups/shift-groups.rest';
import { substitutionsRestRows } from '../modules/substitutions/substitutions.rest';
import { usersRestRows } from '../modules/users/users.rest';
import { workImplementsRestRows } from '../modules/work-implements/work-implements.rest';
import { workflowsRestRows } from '../modules/workflows/workflows.rest';
import { workingAbilitiesRestRows } from '../modules/working-abilities/working-abilities.rest';
import { workflowDesignerRestRows } from '../modules/workflow-designer/workflow-designer.rest';

/** Every REST compatibility row of every domain. */
export const restRows = [
  ...sessionsRestRows,
  ...usersRestRows,
  ...companiesRestRows,
  ...localizationRestRows,
  ...messagesRestRows,
  ...employeesRestRows,
  ...payslipsRestRows,
  ...absencesRestRows,
  ...substitutionsRestRows,
  ...myScheduleRestRows,
  ...schedulesRestRows,
  ...workTimeSettingsRestRows,
  ...contactsRestRows,
  ...personalInfoRestRows,
  ...workImplementsRestRows,
  ...qualificationsRestRows,
  ...instructionsRestRows,
  ...workingAbilitiesRestRows,
  ...commonDataRestRows,
  ...departmentsRestRows,
  ...formFilesRestRows,
  ...documentsRestRows,
  ...documentListsRestRows,
  ...activeWorkflowsRestRows,
  ...formLookupsRestRows,
  ...workflowsRestRows,
  ...documentPermissionsRestRows,
  ...formFieldsRestRows,
  ...workflowDesignerRestRows,
  ...shiftGroupsRestRows,
  ...scheduleFormulasRestRows,
  ...schedulePeriodsRestRows,
  ...scheduleEntriesRestRows,
  ...workJobsRestRows,
  ...activityEntriesRestRows,
  ...timesheetsRestRows,
  ...holidayPlansRestRows,
  ...employeeOvertimePeriodsRestRows,
  ...employeeActivitiesRestRows,
  ...formDesignerRestRows,
  ...formMetasRestRows,
  ...numberingsRestRows,
  ...participantGroupsRestRows,
  ...messageTemplatesRestRows,
];
