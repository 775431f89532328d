import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { SaveWorkflowActivitiesInputSchema, WorkflowActivityInputSchema } from './workflow-designer.schemas';
import { isWorkflowValid, type RuleActivity, workflowRuleErrors } from './workflow-rule';

function step(overrides: Partial<RuleActivity> = {}): RuleActivity {
  return {
    confirm: true,
    initial: false,
    final: false,
    actions: ['approve', 'decline'],
    userRolesId: 1,
    durationWorkingDays: null,
    autocompleteAfterDuration: false,
    ...overrides,
  };
}

describe('the workflow rule', () => {
  it('keeps a chain with one initial and a final activity, each confirming one with a group and actions', () => {
    expect(
      workflowRuleErrors([step({ initial: true }), step({ final: true, durationWorkingDays: 2, autocompleteAfterDuration: true })]),
    ).toEqual({});
    expect(isWorkflowValid([step({ initial: true, final: true })])).toBe(true);
  });

  it('needs exactly one initial activity, naming each of several', () => {
    expect(workflowRuleErrors([])).toEqual({
      activities: [ErrorCode.workflowOneInitialActivity, ErrorCode.workflowFinalActivityMissing],
    });
    expect(workflowRuleErrors([step({ initial: true }), step({ initial: true, final: true })])).toEqual({
      activities: [ErrorCode.workflowOneInitialActivity],
      'activities.0.initial': [ErrorCode.workflowOneInitialActivity],
      'activities.1.initial': [ErrorCode.workflowOneInitialActivity],
    });
  });

  it('needs a final activity', () => {
    expect(workflowRuleErrors([step({ initial: true })])).toEqual({ activities: [ErrorCode.workflowFinalActivityMissing] });
  });

  it('names the activity that confirms without a group or actions, or completes itself without a duration', () => {
    expect(
      workflowRuleErrors([
        step({ initial: true, userRolesId: null }),
        step({ actions: [] }),
        step({ final: true, autocompleteAfterDuration: true }),
      ]),
    ).toEqual({
      'activities.0.userRolesId': [ErrorCode.workflowParticipantGroupMissing],
      'activities.1.actions': [ErrorCode.workflowActionsMissing],
      'activities.2.durationWorkingDays': [ErrorCode.workflowAutocompleteWithoutDuration],
    });
  });

  it('asks neither a group nor actions of an activity that only informs', () => {
    expect(workflowRuleErrors([step({ initial: true, final: true, confirm: false, userRolesId: null, actions: [] })])).toEqual({});
  });
});

describe('the activity input', () => {
  const base = {
    name: 'Vadovas',
    confirm: true,
    block: true,
    disableBlock: false,
    initial: true,
    final: true,
    actions: ['approve'],
    userRolesId: 3,
    allToConfirm: false,
    skipIfNoParticipants: false,
    durationWorkingDays: 5,
    autocompleteAfterDuration: false,
    allowAdditionalParticipants: false,
  };

  it('bounds the duration to 1–365 working days and refuses unknown or repeated actions', () => {
    expect(WorkflowActivityInputSchema.safeParse(base).success).toBe(true);
    for (const durationWorkingDays of [0, 366, 1.5]) {
      expect(WorkflowActivityInputSchema.safeParse({ ...base, durationWorkingDays }).error?.issues[0]?.path).toEqual([
        'durationWorkingDays',
      ]);
    }
    expect(WorkflowActivityInputSchema.safeParse({ ...base, actions: ['approve', 'approve'] }).success).toBe(false);
    expect(WorkflowActivityInputSchema.safeParse({ ...base, actions: ['delete'] }).success).toBe(false);
    expect(WorkflowActivityInputSchema.safeParse({ ...base, name: ' ' }).error?.issues[0]?.message).toBe(ErrorCode.fieldRequired);
    expect(WorkflowActivityInputSchema.safeParse({ ...base, name: 'a\u0000' }).error?.issues[0]?.message).toBe(ErrorCode.invalidCharacters);
  });

  it('takes at most 50 activities in one save', () => {
    const activities = Array.from({ length: 51 }, () => base);
    expect(SaveWorkflowActivitiesInputSchema.safeParse({ workflowId: 1, version: 0, activities }).success).toBe(false);
  });
});
