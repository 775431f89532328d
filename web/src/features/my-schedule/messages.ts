import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ScheduleEntrySource, ScheduleEntryType } from '@portal/shared';

/** Who wrote an entry, as its dialog says it. */
export const entrySourceLabels = {
  formula: msg`Schedule formula`,
  manual: msg`Planner`,
  erp: msg`Absence from the ERP`,
} satisfies Record<ScheduleEntrySource, MessageDescriptor>;

/** What the entry's code names: a shift, an activity a planner placed, or an absence from the ERP. */
export const entryTypeLabels = {
  work: msg`Shift`,
  activity: msg`Activity`,
  integration_activity: msg`Absence`,
} satisfies Record<ScheduleEntryType, MessageDescriptor>;
