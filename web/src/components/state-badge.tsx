import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Badge, type MantineSize } from '@mantine/core';
import type { ActivityState, SubmissionState, WorkflowInstanceState, WorkJobStatus } from '@portal/shared';
import { IconBan, IconCheck, IconX, type Icon } from '@tabler/icons-react';
import classes from './state-badge.module.css';
import {
  type PeriodState,
  periodStateLabels,
  submissionStateLabels,
  workflowRunStateLabels,
  workflowStepStateLabels,
  workJobStateLabels,
} from './state-labels';

/** How a state looks: a theme colour, a Badge variant and, for the final outcomes, an icon. */
export interface StateTone {
  color: 'gray' | 'blue' | 'amber' | 'green' | 'red';
  variant: 'light' | 'filled' | 'outline';
  icon?: Icon;
}

// One look per meaning, shared by every kind of state: waiting grey, new blue, under way amber, done green.
// Rejected is filled red with a cross, Cancelled a grey outline with a "no entry" sign: never confused.
const waiting: StateTone = { color: 'gray', variant: 'light' };
const fresh: StateTone = { color: 'blue', variant: 'light' };
const underWay: StateTone = { color: 'amber', variant: 'light' };
const done: StateTone = { color: 'green', variant: 'light', icon: IconCheck };
const refused: StateTone = { color: 'red', variant: 'filled', icon: IconX };
const withdrawn: StateTone = { color: 'gray', variant: 'outline', icon: IconBan };

export const stateTones = {
  submission: { Draft: waiting, New: fresh, InProgress: underWay, Approved: done, Rejected: refused, Cancelled: withdrawn },
  workflowRun: { planned: waiting, active: underWay, approved: done, rejected: refused, cancelled: withdrawn },
  workflowStep: {
    waiting,
    active: underWay,
    approved: done,
    declined: refused,
    skipped: { color: 'gray', variant: 'outline' },
    cancelled: withdrawn,
  },
  period: { InProgress: underWay, Prepared: fresh, Approved: done },
  workJob: {
    running: underWay,
    completed: done,
    cancelled: withdrawn,
    error: refused,
    not_accepted: { color: 'gray', variant: 'outline' },
  },
} satisfies {
  submission: Record<SubmissionState, StateTone>;
  workflowRun: Record<WorkflowInstanceState, StateTone>;
  workflowStep: Record<ActivityState, StateTone>;
  period: Record<PeriodState, StateTone>;
  workJob: Record<WorkJobStatus, StateTone>;
};

const stateLabels = {
  submission: submissionStateLabels,
  workflowRun: workflowRunStateLabels,
  workflowStep: workflowStepStateLabels,
  period: periodStateLabels,
  workJob: workJobStateLabels,
};

export type StateKind = keyof typeof stateTones;

export type StateBadgeProps = (
  | { kind: 'submission'; state: SubmissionState }
  | { kind: 'workflowRun'; state: WorkflowInstanceState }
  | { kind: 'workflowStep'; state: ActivityState }
  | { kind: 'period'; state: PeriodState }
  | { kind: 'workJob'; state: WorkJobStatus }
) & {
  size?: MantineSize;
};

/** The state of a document, a workflow run or step, or a work-time period, in its colour and words. */
export function StateBadge({ kind, state, size = 'lg' }: StateBadgeProps) {
  const { i18n } = useLingui();
  const tone = (stateTones[kind] as Record<string, StateTone>)[state] as StateTone;
  const label = (stateLabels[kind] as Record<string, MessageDescriptor>)[state] as MessageDescriptor;
  const StateIcon = tone.icon;
  return (
    <Badge
      classNames={classes}
      size={size}
      color={tone.color}
      variant={tone.variant}
      leftSection={StateIcon ? <StateIcon size={14} stroke={2.25} aria-hidden /> : undefined}
      data-state={state}
      data-color={tone.color}
    >
      {i18n._(label)}
    </Badge>
  );
}
