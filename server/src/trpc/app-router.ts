import { absencesRouter } from '../modules/absences/absences.router';
import { activeWorkflowsRouter } from '../modules/active-workflows/active-workflows.router';
import { approvalRoutesRouter } from '../modules/approval-routes/approval-routes.router';
import { activityEntriesRouter } from '../modules/activity-entries/activity-entries.router';
import { commonDataRouter } from '../modules/common-data/common-data.router';
import { companiesRouter } from '../modules/companies/companies.router';
import { contactsRouter } from '../modules/contacts/contacts.router';
import { departmentsRouter } from '../modules/departments/departments.router';
import { documentPermissionsRouter } from '../modules/document-permissions/document-permissions.router';
import { formFieldsRouter } from '../modules/form-fields/form-fields.router';
import { formDesignerRouter } from '../modules/form-designer/form-designer.router';
import { documentListsRouter } from '../modules/documents/document-lists.router';
import { documentsRouter } from '../modules/documents/documents.router';
import { workflowDocumentAccess } from '../modules/documents/workflow-document-access';
import { employeesRouter } from '../modules/employees/employees.router';
import { formMetasRouter } from '../modules/form-metas/form-metas.router';
import { preValueListsRouter } from '../modules/form-metas/pre-value-lists.router';
import { formFilesRouter } from '../modules/form-files/form-files.router';
import { formLookupsRouter } from '../modules/form-lookups/form-lookups.router';
import { homeRouter } from '../modules/home/home.router';
import { instructionsRouter } from '../modules/instructions/instructions.router';
import { localizationRouter } from '../modules/localization/localization.router';
import { messageTemplatesRouter } from '../modules/message-templates/message-templates.router';
import { messagesRouter } from '../modules/messages/messages.router';
import { participantGroupsRouter } from '../modules/participant-groups/participant-groups.router';
import { payslipsRouter } from '../modules/payslips/payslips.router';
import { personalInfoRouter } from '../modules/personal-info/personal-info.router';
import { qualificationsRouter } from '../modules/qualifications/qualifications.router';
import { scheduleEntriesRouter } from '../modules/schedule-entries/schedule-entries.router';
import { scheduleFormulasRouter } from '../modules/schedule-formulas/schedule-formulas.router';
import { schedulePeriodsRouter } from '../modules/schedule-periods/schedule-periods.router';
import { workJobsRouter } from '../modules/work-jobs/work-jobs.router';
import { employeeOvertimePeriodsRouter } from '../modules/employee-overtime-periods/employee-overtime-periods.router';
import { employeeActivitiesRouter } from '../modules/employee-activities/employee-activities.router';
import { accountRouter } from '../modules/sessions/account.router';
import { sessionsRouter } from '../modules/sessions/sessions.router';
import { numberingsRouter } from '../modules/numberings/numberings.router';
import { myScheduleRouter } from '../modules/my-schedule/my-schedule.router';
import { myTimesheetRouter, timesheetsRouter } from '../modules/timesheets/timesheets.router';
import { holidayPlansRouter, myHolidayPlanRouter } from '../modules/holiday-plans/holiday-plans.router';
import { scheduleEmployeeGroupsRouter, scheduleEmployeesRouter, schedulesRouter } from '../modules/schedules/schedules.router';
import { workTimeSettingsRouter } from '../modules/work-time-settings/work-time-settings.router';
import { shiftGroupsRouter } from '../modules/shift-groups/shift-groups.router';
import { shiftsRouter } from '../modules/shift-groups/shifts.router';
import { substitutionsRouter } from '../modules/substitutions/substitutions.router';
import { usersRouter } from '../modules/users/users.router';
import { workImplementsRouter } from '../modules/work-implements/work-implements.router';
import { createWorkflowsRouter } from '../modules/workflows/workflows.router';
import { workingAbilitiesRouter } from '../modules/working-abilities/working-abilities.router';
import { createCallerFactory, mergeRouters, router } from './init';
import { workflowDesignerRouter } from '../modules/workflow-designer/workflow-designer.router';

export const appRouter = router({
  sessions: sessionsRouter,
  // One namespace (spec 1 §7 user/...), two modules: the profile is users', what touches sessions is sessions'.
  users: mergeRouters(usersRouter, accountRouter),
  companies: companiesRouter,
  localization: localizationRouter,
  messages: messagesRouter,
  employees: employeesRouter,
  payslips: payslipsRouter,
  absences: absencesRouter,
  substitutions: substitutionsRouter,
  mySchedule: myScheduleRouter,
  schedules: schedulesRouter,
  scheduleEmployeeGroups: scheduleEmployeeGroupsRouter,
  scheduleEmployees: scheduleEmployeesRouter,
  workTimeSettings: workTimeSettingsRouter,
  contacts: contactsRouter,
  personalInfo: personalInfoRouter,
  workImplements: workImplementsRouter,
  qualifications: qualificationsRouter,
  instructions: instructionsRouter,
  workingAbilities: workingAbilitiesRouter,
  commonData: commonDataRouter,
  departments: departmentsRouter,
  formFiles: formFilesRouter,
  documents: documentsRouter,
  documentLists: documentListsRouter,
  formLookups: formLookupsRouter,
  workflows: createWorkflowsRouter(workflowDocumentAccess),
  documentPermissions: documentPermissionsRouter,
  // Issue #15: the route preview and the running approvals.
  approvalRoutes: approvalRoutesRouter,
  activeWorkflows: activeWorkflowsRouter,
  formFields: formFieldsRouter,
  participantGroups: participantGroupsRouter,
  messageTemplates: messageTemplatesRouter,
  // The workflow designer (issue #15): workflows, their activities, mappings to forms.
  workflowDesigner: workflowDesignerRouter,
  home: homeRouter,
  // Work-time setup (issue #13): shift groups, their shifts, schedule formulas.
  shiftGroups: shiftGroupsRouter,
  shifts: shiftsRouter,
  scheduleFormulas: scheduleFormulasRouter,
  // Schedule months (issue #13): the table, summary, periods, status and locks.
  schedulePeriods: schedulePeriodsRouter,
  // Schedule months (issue #13): generation and the planners' edit sessions.
  scheduleEntries: scheduleEntriesRouter,
  // The work-time area's job queue (issue #14): long work as jobs with progress.
  workJobs: workJobsRouter,
  // Activity entries import and export (issue #14): the import check's preview; the work runs as jobs.
  activityEntries: activityEntriesRouter,
  // Timesheets (issue #14) and My timesheet.
  timesheets: timesheetsRouter,
  myTimesheet: myTimesheetRouter,
  // Holiday plans (issue #14): the planners' plans and the employee's absence plan.
  holidayPlans: holidayPlansRouter,
  myHolidayPlan: myHolidayPlanRouter,
  // Employees' overtime agreements (issue #14): the consent to the longer weekly limit.
  employeeOvertimePeriods: employeeOvertimePeriodsRouter,
  // Planner-kept employee activities and their setup entries (issue #14).
  employeeActivities: employeeActivitiesRouter,
  // The form designer (issue #15): form groups, their layout and forms.
  formDesigner: formDesignerRouter,
  // Form designer catalogues (issue #15): form fields, pre-value lists, numberings.
  formMetas: formMetasRouter,
  preValueLists: preValueListsRouter,
  numberings: numberingsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
