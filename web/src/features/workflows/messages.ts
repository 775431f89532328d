import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ActionCode, SystemComment, WorkflowEffectKey, WorkflowLogKey } from '@portal/shared';

// The wording of the workflow catalogue keys the server sends (shared/src/workflows). As in
// lib/error-messages.ts the ids ARE the keys, so administrators' overrides find them; `satisfies`
// makes each map exhaustive: a key added in shared/ fails the compiler here.

export const workflowLogMessages = {
  [WorkflowLogKey.started]: msg({ id: 'workflow.log.started', message: 'The workflow started' }),
  [WorkflowLogKey.cancellationStarted]: msg({ id: 'workflow.log.cancellation_started', message: 'The cancellation workflow started' }),
  [WorkflowLogKey.approved]: msg({ id: 'workflow.log.approved', message: 'Approved' }),
  [WorkflowLogKey.declined]: msg({ id: 'workflow.log.declined', message: 'Declined' }),
  [WorkflowLogKey.cancelled]: msg({ id: 'workflow.log.cancelled', message: 'Cancelled' }),
  [WorkflowLogKey.activityStarted]: msg({ id: 'workflow.log.activity_started', message: 'The step started' }),
  [WorkflowLogKey.activitySkipped]: msg({ id: 'workflow.log.activity_skipped', message: 'The step was skipped: it has no participants' }),
  [WorkflowLogKey.activityAutocompleted]: msg({
    id: 'workflow.log.activity_autocompleted',
    message: 'The step completed itself when its deadline passed',
  }),
  [WorkflowLogKey.documentApproved]: msg({ id: 'workflow.log.document_approved', message: 'The document was approved' }),
  [WorkflowLogKey.documentRejected]: msg({ id: 'workflow.log.document_rejected', message: 'The document was rejected' }),
  [WorkflowLogKey.documentCancelled]: msg({ id: 'workflow.log.document_cancelled', message: 'The document was cancelled' }),
  [WorkflowLogKey.participantAdded]: msg({ id: 'workflow.log.participant_added', message: 'A participant was added' }),
  [WorkflowLogKey.participantRemoved]: msg({ id: 'workflow.log.participant_removed', message: 'A participant was removed' }),
} satisfies Record<WorkflowLogKey, MessageDescriptor>;

/** What an action caused; `{result}` is the free text the server wrote (a name, a record). */
export const workflowEffectMessages = {
  [WorkflowEffectKey.messageQueued]: msg({ id: 'workflow.effect.message_queued', message: 'Notification sent to {result}' }),
  [WorkflowEffectKey.messageInAppOnly]: msg({
    id: 'workflow.effect.message_in_app_only',
    message: 'Portal message only for {result} (e-mails are turned off or there is no address)',
  }),
  [WorkflowEffectKey.erpRecordQueued]: msg({ id: 'workflow.effect.erp_record_queued', message: 'Sent to the ERP: {result}' }),
  [WorkflowEffectKey.erpReversalQueued]: msg({ id: 'workflow.effect.erp_reversal_queued', message: 'Reversal sent to the ERP: {result}' }),
  [WorkflowEffectKey.nextActivity]: msg({ id: 'workflow.effect.next_activity', message: 'Next step: {result}' }),
  [WorkflowEffectKey.administratorReason]: msg({
    id: 'workflow.effect.administrator_reason',
    message: 'Decided by an administrator for the participant. Reason: {result}',
  }),
} satisfies Record<WorkflowEffectKey, MessageDescriptor>;

export const systemCommentMessages = {
  [SystemComment.confirmedAutomatically]: msg({ id: 'workflow.confirmed_automatically', message: 'Confirmed automatically' }),
  [SystemComment.confirmedByAdministrator]: msg({ id: 'workflow.confirmed_by_administrator', message: 'Confirmed by the administrator' }),
} satisfies Record<SystemComment, MessageDescriptor>;

/** A participant's action code (spec 1 §4): 0 pending, 1 approved or confirmed, 2 declined. */
export const participantActionLabels = {
  0: msg`Pending`,
  1: msg`Approved`,
  2: msg`Declined`,
} satisfies Record<ActionCode, MessageDescriptor>;

function isKeyOf<T extends object>(map: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(map, key);
}

/** A key the interface does not know yet (a newer server) shows as itself rather than nothing. */
export function workflowLogText(i18n: I18n, key: string): string {
  return isKeyOf(workflowLogMessages, key) ? i18n._(workflowLogMessages[key]) : key;
}

export function workflowEffectText(i18n: I18n, key: string, result: string): string {
  return isKeyOf(workflowEffectMessages, key) ? i18n._({ ...workflowEffectMessages[key], values: { result } }) : `${key}: ${result}`;
}

export function systemCommentText(i18n: I18n, key: string): string {
  return isKeyOf(systemCommentMessages, key) ? i18n._(systemCommentMessages[key]) : key;
}
