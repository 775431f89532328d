import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityState, SubmissionState, WorkflowInstanceState, WorkJobStatus } from '@portal/shared';

/** The name of each submission state (spec 1 §4), for badges and state filters. */
export const submissionStateLabels = {
  Draft: msg`Draft`,
  New: msg`New`,
  InProgress: msg`In progress`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
  Cancelled: msg`Cancelled`,
} satisfies Record<SubmissionState, MessageDescriptor>;

/** A workflow run (an approval route of one document) as a whole. */
export const workflowRunStateLabels = {
  planned: msg`Planned`,
  active: msg`In progress`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  cancelled: msg`Cancelled`,
} satisfies Record<WorkflowInstanceState, MessageDescriptor>;

/** One step (activity) of a workflow run. */
export const workflowStepStateLabels = {
  waiting: msg`Waiting`,
  active: msg`In progress`,
  approved: msg`Approved`,
  declined: msg`Declined`,
  skipped: msg`Skipped`,
  cancelled: msg`Cancelled`,
} satisfies Record<ActivityState, MessageDescriptor>;

/**
 * Schedule, timesheet and holiday plan period status (spec 2 §4). The server's set-status call carries
 * the number; the screens name the state. A month without a period is "not started", not a state.
 */
export const PeriodState = { inProgress: 'InProgress', prepared: 'Prepared', approved: 'Approved' } as const;
export type PeriodState = (typeof PeriodState)[keyof typeof PeriodState];

export const PERIOD_STATUS_CODES = { InProgress: 0, Prepared: 1, Approved: 2 } as const satisfies Record<PeriodState, number>;

/** The state of a period status code as the work-time calls return it; an unknown code is null. */
export function periodStateOfCode(code: number): PeriodState | null {
  const entry = Object.entries(PERIOD_STATUS_CODES).find(([, value]) => value === code);
  return entry ? (entry[0] as PeriodState) : null;
}

export const periodStateLabels = {
  InProgress: msg`In progress`,
  Prepared: msg`Prepared`,
  Approved: msg`Approved`,
} satisfies Record<PeriodState, MessageDescriptor>;

/** A work job's status (spec 2 §4 "Job status (work queue)"). */
export const workJobStateLabels = {
  running: msg({ message: 'Running', context: 'job status' }),
  completed: msg({ message: 'Completed', context: 'job status' }),
  cancelled: msg({ message: 'Cancelled', context: 'job status' }),
  error: msg({ message: 'Error', context: 'job status' }),
  not_accepted: msg({ message: 'Not accepted', context: 'job status' }),
} satisfies Record<WorkJobStatus, MessageDescriptor>;

/** A month that has no period yet in a schedule: the planners have not started it. */
export const periodNotStartedLabel = msg`Not started`;
