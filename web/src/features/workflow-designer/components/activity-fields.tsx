import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  ACTIVITY_ACTIONS,
  type ActivityAction,
  DURATION_WORKING_DAYS_MAX,
  DURATION_WORKING_DAYS_MIN,
  type FieldErrors,
  WORKFLOW_DESCRIPTION_MAX,
  WORKFLOW_NAME_MAX,
  type WorkflowActivityValues,
  type WorkflowDesignerOptions,
} from '@portal/shared';
import { fieldErrorText } from '../../../lib/error-messages';

export type ActivityDraft = Omit<WorkflowActivityValues, 'id'> & { id?: number };

/** A new activity's values: confirmed by a group, approve or decline. */
export function newActivity(name: string): ActivityDraft {
  return {
    name,
    nameEn: null,
    description: '',
    confirm: true,
    block: true,
    disableBlock: false,
    initial: false,
    final: false,
    actions: ['approve', 'decline'],
    userRolesId: null,
    allToConfirm: false,
    skipIfNoParticipants: false,
    durationWorkingDays: null,
    autocompleteAfterDuration: false,
    allowAdditionalParticipants: false,
  };
}

interface ActivityFieldsProps {
  activity: ActivityDraft;
  /** Field errors of this activity, by its own field names (name, userRolesId …). */
  errors: FieldErrors;
  roles: WorkflowDesignerOptions['userRoles'];
  isReadOnly: boolean;
  /** Every option (the actions screen); otherwise the main ones. */
  isFull: boolean;
  onChange: (changes: Partial<ActivityDraft>) => void;
}

/** The editor of one workflow activity (spec 2 §3 "Workflow activity"). */
export function ActivityFields({ activity, errors, roles, isReadOnly, isFull, onChange }: ActivityFieldsProps) {
  const { t, i18n } = useLingui();
  const error = (field: string) => fieldErrorText(i18n, errors, field);
  const actionLabels: Record<ActivityAction, string> = { approve: t`Approve`, decline: t`Decline`, cancel: t`Cancel the document` };
  const flag = (field: keyof ActivityDraft & string, label: string) => (
    <Checkbox
      label={label}
      checked={activity[field] === true}
      disabled={isReadOnly}
      error={error(field)}
      onChange={(event) => onChange({ [field]: event.currentTarget.checked })}
    />
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t({ message: 'Name', context: 'name of a thing' })}
          value={activity.name}
          required
          maxLength={WORKFLOW_NAME_MAX}
          readOnly={isReadOnly}
          error={error('name')}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
        />
        <TextInput
          label={t`Name in English`}
          value={activity.nameEn ?? ''}
          maxLength={WORKFLOW_NAME_MAX}
          readOnly={isReadOnly}
          error={error('nameEn')}
          onChange={(event) => onChange({ nameEn: event.currentTarget.value || null })}
        />
        <Select
          label={t`Participant group`}
          data={roles.map((role) => ({ value: String(role.id), label: role.name }))}
          value={activity.userRolesId === null ? null : String(activity.userRolesId)}
          clearable
          searchable
          disabled={isReadOnly}
          error={error('userRolesId')}
          onChange={(value) => onChange({ userRolesId: value === null ? null : Number(value) })}
        />
        <NumberInput
          label={t`Duration in working days`}
          value={activity.durationWorkingDays ?? ''}
          min={DURATION_WORKING_DAYS_MIN}
          max={DURATION_WORKING_DAYS_MAX}
          allowDecimal={false}
          allowNegative={false}
          readOnly={isReadOnly}
          error={error('durationWorkingDays')}
          onChange={(value) => onChange({ durationWorkingDays: typeof value === 'number' ? value : null })}
        />
      </SimpleGrid>
      <Group gap="lg">
        {flag('initial', t`Initial activity`)}
        {flag('final', t`Final activity`)}
        {flag('confirm', t`Participants confirm`)}
        {flag('autocompleteAfterDuration', t`Completes automatically after the duration`)}
      </Group>
      {isFull ? (
        <>
          <Textarea
            label={t`Description`}
            value={activity.description}
            maxLength={WORKFLOW_DESCRIPTION_MAX}

            minRows={2}
            readOnly={isReadOnly}
            error={error('description')}
            onChange={(event) => onChange({ description: event.currentTarget.value })}
          />
          <Checkbox.Group
            label={t`Actions offered to the participants`}
            value={[...activity.actions]}
            error={error('actions')}
            onChange={(values) => onChange({ actions: ACTIVITY_ACTIONS.filter((action) => values.includes(action)) })}
          >
            <Group gap="lg" mt={4}>
              {ACTIVITY_ACTIONS.map((action) => (
                <Checkbox key={action} value={action} label={actionLabels[action]} disabled={isReadOnly} />
              ))}
            </Group>
          </Checkbox.Group>
          <Stack gap="xs">
            {flag('allToConfirm', t`Every participant must confirm`)}
            {flag('skipIfNoParticipants', t`Skip the activity when it has no participants`)}
            {flag('block', t`A decline rejects the document`)}
            {flag('disableBlock', t`The workflow goes on after a decline`)}
            {flag('allowAdditionalParticipants', t`The initiator may add participants`)}
          </Stack>
        </>
      ) : error('actions') ? (
        <Text c="red" size="sm">
          {error('actions')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The errors of activity `index` among field errors named `activities.<index>.<field>`, by their own field names. */
export function activityErrors(errors: FieldErrors, index: number): FieldErrors {
  const prefix = `activities.${index}.`;
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, codes]) => (field.startsWith(prefix) ? [[field.slice(prefix.length), codes]] : [])),
  );
}
