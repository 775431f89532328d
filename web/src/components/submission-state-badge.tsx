import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, type MantineColor } from '@mantine/core';
import { type BadgeColor, badgeColorOf, type SubmissionState } from '@portal/shared';

/** The name of each submission state (spec 1 §4), for badges and state filters. */
export const submissionStateLabels = {
  Draft: msg`Draft`,
  New: msg`New`,
  InProgress: msg`In progress`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
  Cancelled: msg`Cancelled`,
} satisfies Record<SubmissionState, MessageDescriptor>;

// The shared rules name colours by meaning; amber is the theme's yellow.
const mantineColors: Record<BadgeColor, MantineColor> = { red: 'red', green: 'green', amber: 'yellow', grey: 'gray', blue: 'blue' };

interface SubmissionStateBadgeProps {
  state: SubmissionState;
}

/** A submission's state in its colour: Rejected and Cancelled red, Approved green, In progress amber, Draft grey. */
export function SubmissionStateBadge({ state }: SubmissionStateBadgeProps) {
  const { i18n } = useLingui();
  const color = badgeColorOf(state);
  return (
    <Badge color={mantineColors[color]} autoContrast data-color={color}>
      {i18n._(submissionStateLabels[state])}
    </Badge>
  );
}
