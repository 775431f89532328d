import { ErrorCode, type FieldErrors } from '../errors/error-codes';

// The one rule a workflow's activities keep (issue #15): the designer checks it while the
// administrator edits, the server refuses a save that breaks it, and a workflow that fails it is
// neither activated nor mapped to a form (the engine starts at the initial activity and completes
// at a final one, so without them a run would have nowhere to start or end).

/** What the rule reads of an activity. */
export interface RuleActivity {
  confirm: boolean;
  initial: boolean;
  final: boolean;
  actions: readonly string[];
  userRolesId: number | null;
  durationWorkingDays: number | null;
  autocompleteAfterDuration: boolean;
}

/**
 * The rule's breaches as field errors: `activities` for the workflow as a whole, and
 * `activities.<index>.<field>` naming the activity (its position in order) and its field. Empty when kept.
 */
export function workflowRuleErrors(activities: readonly RuleActivity[]): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, code: ErrorCode) => {
    (errors[field] ??= []).push(code);
  };
  const initials = activities.flatMap((activity, index) => (activity.initial ? [index] : []));
  if (initials.length !== 1) {
    add('activities', ErrorCode.workflowOneInitialActivity);
    // Name every activity marked initial, so each shows the error beside it.
    if (initials.length > 1) for (const index of initials) add(`activities.${index}.initial`, ErrorCode.workflowOneInitialActivity);
  }
  if (!activities.some((activity) => activity.final)) add('activities', ErrorCode.workflowFinalActivityMissing);
  activities.forEach((activity, index) => {
    if (activity.confirm && activity.userRolesId === null)
      add(`activities.${index}.userRolesId`, ErrorCode.workflowParticipantGroupMissing);
    if (activity.confirm && activity.actions.length === 0) add(`activities.${index}.actions`, ErrorCode.workflowActionsMissing);
    if (activity.autocompleteAfterDuration && activity.durationWorkingDays === null) {
      add(`activities.${index}.durationWorkingDays`, ErrorCode.workflowAutocompleteWithoutDuration);
    }
  });
  return errors;
}

/** Whether the activities keep the rule. */
export function isWorkflowValid(activities: readonly RuleActivity[]): boolean {
  return Object.keys(workflowRuleErrors(activities)).length === 0;
}
