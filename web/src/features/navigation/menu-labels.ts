import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuSectionKey } from '@portal/shared';

export const menuSectionLabels = {
  employees: msg`Employees`,
  wtm: msg`Work time management`,
  myteam: msg`My team`,
  documents: msg`Documents`,
  objectives: msg`Objectives`,
  admin: msg`Administration`,
} satisfies Record<MenuSectionKey, MessageDescriptor>;

/**
 * Labels of the menu items the portal knows (the keys of shared `defaultEmployeeMenu`; a test keeps
 * the two in step). An administrator's employeeMenu may name other keys: those show the key itself.
 */
export const menuItemLabels: Record<string, MessageDescriptor> = {
  home: msg`Home`,
  applications: msg`My applications`,
  tasks: msg`Tasks`,
  contracts: msg`Contracts`,
  payslips: msg`Payslips`,
  myWorkingTime: msg`My working time`,
  contacts: msg`Contacts`,
  messages: msg`Messages`,
  personalInformation: msg`Personal information`,
  workImplements: msg`Work implements`,
  qualifications: msg`Qualifications`,
  instructions: msg`Instructions`,
  workingAbility: msg`Working ability`,
  workTimeDashboard: msg`Work time dashboard`,
  schedules: msg`Schedules`,
  shiftGroups: msg`Shift groups`,
  timesheets: msg`Timesheets`,
  holidayPlans: msg`Holiday plans`,
  overtimePeriods: msg`Overtime agreements`,
  employeeActivities: msg`Employee activities`,
  manualLocks: msg`Period locks`,
  workJobs: msg`Jobs`,
  activityImport: msg`Activity import`,
  activityExport: msg`Activity export`,
  workTimeSettings: msg`Work time settings`,
  teamContracts: msg`Team contracts`,
  teamSubstitutions: msg`Team substitutions`,
  documents: msg`Documents`,
  objectives: msg`Objectives`,
  users: msg`Users`,
  workflows: msg`Workflows`,
  documentGroups: msg`Document groups`,
  translations: msg`Translations`,
  siteSettings: msg`Site settings`,
  integrationLogs: msg`Integration logs`,
};
