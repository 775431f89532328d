import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CellDisplayMode, ScheduleTableColumn } from '@portal/shared';

/** The optional columns of a line, as the settings dialog and the column headers name them. */
export const columnLabels = {
  employeeNo: msg`Employee no.`,
  employeeName: msg`Name`,
  departmentCode: msg`Department code`,
  department: msg`Department`,
  jobTitleCode: msg`Job title code`,
  jobTitle: msg`Job title`,
  normHours: msg`Norm`,
  workHours: msg`Work`,
  absenceHours: msg`Absence`,
  differenceHours: msg`Difference`,
} satisfies Record<ScheduleTableColumn, MessageDescriptor>;

export const displayModeLabels = {
  code: msg`Code`,
  time: msg`Time`,
  hours: msg`Hours`,
} satisfies Record<CellDisplayMode, MessageDescriptor>;
