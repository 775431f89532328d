import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SummaryTableCalculationMode, TrackingType } from '@portal/shared';

/** How the summary table counts people on a shift (spec 2 §4). */
export const calculationModeLabels = {
  0: msg`Full coverage only`,
  1: msg`Count partial as full`,
  2: msg`Join partial to full`,
} satisfies Record<SummaryTableCalculationMode, MessageDescriptor>;

/** How a schedule employee is tracked (spec 2 §3). */
export const trackingTypeLabels = {
  0: msg`By hand`,
  1: msg`By department`,
} satisfies Record<TrackingType, MessageDescriptor>;
