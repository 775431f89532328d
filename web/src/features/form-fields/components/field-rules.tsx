import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  checkValidationRule,
  type DesignerField,
  type FieldErrors,
  isValidationType,
  type ValidationRuleContext,
  type ValidationType,
  validationRules,
  validationTypesFor,
} from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { errorKeyText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { validationTypeExplanations, validationTypeNames } from '../messages';
import { RuleValueEditor } from './rule-value-editor';

interface FieldRulesProps {
  field: DesignerField;
  context: ValidationRuleContext;
  canEdit: boolean;
}

/** A field's rules (validation types 1–8): each explained, removable, and a new one with its type's editor. */
export function FieldRules({ field, context, canEdit }: FieldRulesProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const present = new Set(field.formValidation.map((rule) => rule.validationType));
  const offered = validationTypesFor(field.formMeta.type).filter((type) => !present.has(type));
  const [validationType, setValidationType] = useState<ValidationType | null>(null);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.formFields.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.formFields.preview.pathKey() }),
    ]);
  const create = useMutation(
    trpc.formFields.createValidation.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The rule was added.`);
        setValidationType(null);
        setValue('');
        await refresh();
      },
      onError: (error) => setErrors(fieldErrorsOf(error)),
    }),
  );
  const remove = useMutation(
    trpc.formFields.deleteValidation.mutationOptions({
      onSuccess: () => showSuccess(t`The rule was removed.`),
      onSettled: refresh,
    }),
  );

  const chooseType = (next: string | null) => {
    const type = next === null ? null : Number(next);
    const chosen = type !== null && isValidationType(type) ? type : null;
    setValidationType(chosen);
    setValue(chosen === null ? '' : validationRules[chosen].defaultValue(context));
    setErrors({});
  };

  const submit = () => {
    if (validationType === null) return;
    // The same schema the server runs: an invalid rule is stopped here, next to its value.
    const checked = checkValidationRule(validationType, value, field.formMeta.type, context);
    if (!checked.success) {
      setErrors({ [checked.field]: [checked.code] });
      return;
    }
    create.mutate({ formDataId: field.id, validationType, validation: checked.value });
  };

  const errorOf = (name: string) => errorKeyText(i18n, errors[name]?.[0]);
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        <Trans>Rules</Trans>
      </Title>
      {field.formValidation.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>The field has no rules.</Trans>
        </Text>
      )}
      {field.formValidation.map((rule) => {
        const known = isValidationType(rule.validationType) ? rule.validationType : null;
        const name = known === null ? String(rule.validationType) : i18n._(validationTypeNames[known]);
        return (
          <Paper key={rule.id} withBorder p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={500} size="sm">
                  {rule.validationType}. {name}
                  {rule.validation !== '' && `: ${rule.validation}`}
                </Text>
                {known !== null && (
                  <Text size="xs" c="dimmed">
                    {i18n._(validationTypeExplanations[known])}
                  </Text>
                )}
              </Stack>
              {canEdit && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  loading={remove.isPending && remove.variables?.id === rule.id}
                  onClick={() => remove.mutate({ id: rule.id })}
                  aria-label={t`Remove the rule ${name}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
      {canEdit && offered.length > 0 && (
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Select
              label={t`New rule`}
              placeholder={t`Choose the rule type`}
              data={offered.map((type) => ({ value: String(type), label: `${type}. ${i18n._(validationTypeNames[type])}` }))}
              value={validationType === null ? null : String(validationType)}
              onChange={chooseType}
              error={errorOf('validationType')}
            />
            {validationType !== null && (
              <>
                <Text size="xs" c="dimmed">
                  {i18n._(validationTypeExplanations[validationType])}
                </Text>
                <RuleValueEditor
                  validationType={validationType}
                  value={value}
                  onChange={(next) => {
                    setValue(next);
                    setErrors({});
                  }}
                  context={context}
                  error={errorOf('validation')}
                />
                <Group>
                  <Button onClick={submit} loading={create.isPending}>
                    <Trans>Add the rule</Trans>
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
      )}
      {canEdit && offered.length === 0 && field.formValidation.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>No rule applies to this type of field.</Trans>
        </Text>
      )}
    </Stack>
  );
}
