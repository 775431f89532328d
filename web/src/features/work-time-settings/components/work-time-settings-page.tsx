import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_LABOR_CODE_SETTINGS,
  DEFAULT_SDLA_PERIOD_MONTHS,
  ErrorCode,
  type LaborCodeSettings,
  LaborCodeSettingsSchema,
  SdlaPeriodMonthsSchema,
  type WorkTimeSettings,
} from '@portal/shared';
import { IconInfoCircle, IconRestore } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormSection } from '../../../components/form-section';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { errorKeyText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

type LimitKey = keyof LaborCodeSettings;
/** The form shows durations in hours (the wire carries minutes) and the consecutive days as days. */
type FormValues = Record<LimitKey, number | ''> & { sdlaPeriodMonths: number | '' };

interface Limit {
  key: LimitKey;
  label: MessageDescriptor;
  unit: 'days' | 'hours';
}

const limits: readonly Limit[] = [
  { key: 'maxConsecutiveWorkDays', label: msg`Most consecutive working days`, unit: 'days' },
  { key: 'maxWeeklyMinutes', label: msg`Most working hours a week, on average`, unit: 'hours' },
  { key: 'maxWeeklyMinutesWithConsent', label: msg`Most working hours a week with the employee’s consent`, unit: 'hours' },
  { key: 'maxShiftMinutes', label: msg`Longest shift`, unit: 'hours' },
  { key: 'breakThresholdMinutes', label: msg`A shift longer than this needs a break`, unit: 'hours' },
  { key: 'minBreakMinutes', label: msg`Shortest break in such a shift`, unit: 'hours' },
  { key: 'minDailyRestMinutes', label: msg`Shortest rest between shifts`, unit: 'hours' },
  { key: 'minWeeklyRestMinutes', label: msg`Shortest uninterrupted rest a week`, unit: 'hours' },
];

function toForm(settings: LaborCodeSettings, sdlaPeriodMonths: number): FormValues {
  const limitValues = Object.fromEntries(
    limits.map(({ key, unit }) => [key, unit === 'hours' ? Math.round((settings[key] / 60) * 100) / 100 : settings[key]]),
  ) as Record<LimitKey, number>;
  return { ...limitValues, sdlaPeriodMonths };
}

/** Hours to whole minutes; an empty field stays missing, for the schema to call it required. */
function toSettings(values: FormValues): Record<LimitKey, number | undefined> {
  return Object.fromEntries(
    limits.map(({ key, unit }) => {
      const value = values[key];
      if (value === '') return [key, undefined];
      return [key, unit === 'hours' ? Math.round(value * 60) : value];
    }),
  ) as Record<LimitKey, number | undefined>;
}

/** The shared rules on the minutes the server will see, keyed by the form's fields; an empty field is required. */
function validate(values: FormValues): Partial<Record<keyof FormValues, string>> {
  const errors: Partial<Record<keyof FormValues, string>> = {};
  if (values.sdlaPeriodMonths === '') errors.sdlaPeriodMonths = ErrorCode.fieldRequired;
  else if (!SdlaPeriodMonthsSchema.safeParse(values.sdlaPeriodMonths).success) errors.sdlaPeriodMonths = ErrorCode.invalidValue;
  for (const { key } of limits) if (values[key] === '') errors[key] = ErrorCode.fieldRequired;
  const parsed = LaborCodeSettingsSchema.strict().safeParse(toSettings(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as LimitKey;
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

function SettingsForm({ settings }: { settings: WorkTimeSettings }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const isReadOnly = !settings.canEdit;
  const form = useForm<FormValues>({
    initialValues: toForm(settings.laborCode, settings.sdlaPeriodMonths),
    validate,
    enhanceGetInputProps: ({ inputProps }) => ({ error: errorKeyText(i18n, inputProps.error) }),
  });
  const save = useMutation(
    trpc.workTimeSettings.update.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.workTimeSettings.get.queryKey(), saved);
        form.resetDirty(toForm(saved.laborCode, saved.sdlaPeriodMonths));
        showSuccess(t`Changes saved.`);
      },
    }),
  );
  const { setErrors } = form;
  useEffect(() => {
    if (!save.error) return;
    const errors = Object.entries(fieldErrorsOf(save.error)).map(([field, codes]) => [field.replace(/^laborCode\./, ''), codes[0]]);
    setErrors(Object.fromEntries(errors));
  }, [setErrors, save.error]);

  const defaultText = ({ key, unit }: Limit) => {
    const value = DEFAULT_LABOR_CODE_SETTINGS[key];
    const shown = unit === 'hours' ? new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(value / 60) : String(value);
    return unit === 'hours' ? t`Labour Code default: ${shown} h` : t`Labour Code default: ${shown} days`;
  };

  return (
    <form
      noValidate
      aria-label={t`Labor Code settings`}
      onSubmit={form.onSubmit((values) =>
        save.mutate({ laborCode: toSettings(values) as LaborCodeSettings, sdlaPeriodMonths: Number(values.sdlaPeriodMonths) }),
      )}
    >
      <Stack gap="lg">
        {isReadOnly ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Trans>Only a work-time administrator of the company can change these settings.</Trans>
          </Alert>
        ) : null}
        <FormSection
          title={<Trans>Labor Code limits</Trans>}
          description={
            <Trans>The schedule table warns about shifts beyond these limits. Durations are in hours: 0.5 is half an hour.</Trans>
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {limits.map((limit) => (
              <NumberInput
                key={limit.key}
                label={i18n._(limit.label)}
                description={defaultText(limit)}
                suffix={limit.unit === 'hours' ? ' h' : undefined}
                min={0}
                step={limit.unit === 'hours' ? 0.5 : 1}
                decimalScale={limit.unit === 'hours' ? 2 : 0}
                allowNegative={false}
                allowDecimal={limit.unit === 'hours'}
                decimalSeparator={i18n.locale === 'lt' ? ',' : '.'}
                required={!isReadOnly}
                readOnly={isReadOnly}
                {...form.getInputProps(limit.key)}
              />
            ))}
          </SimpleGrid>
        </FormSection>
        <FormSection title={<Trans>Summarised working-time accounting</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <NumberInput
              label={t`Accounting period`}
              description={t`Months; default: ${DEFAULT_SDLA_PERIOD_MONTHS}`}
              min={1}
              max={12}
              step={1}
              allowNegative={false}
              allowDecimal={false}
              required={!isReadOnly}
              readOnly={isReadOnly}
              {...form.getInputProps('sdlaPeriodMonths')}
            />
          </SimpleGrid>
        </FormSection>
        {isReadOnly ? null : (
          <StickyActionBar
            label={t`Settings actions`}
            secondaryActions={
              <Button
                variant="default"
                leftSection={<IconRestore size={16} aria-hidden />}
                onClick={() => form.setValues(toForm(DEFAULT_LABOR_CODE_SETTINGS, DEFAULT_SDLA_PERIOD_MONTHS))}
              >
                <Trans>Restore defaults</Trans>
              </Button>
            }
            primaryAction={
              <Button type="submit" loading={save.isPending}>
                <Trans>Save</Trans>
              </Button>
            }
          />
        )}
      </Stack>
    </form>
  );
}

/** The work-time settings of the current company (spec 2 §2 settings): the Labor Code limits of spec 2 §3. */
export function WorkTimeSettingsPage() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.workTimeSettings.get.queryOptions());
  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Work time settings</Trans>}
        state={
          settings.data?.isDefault ? (
            <Badge color="gray" variant="light">
              <Trans>Labour Code defaults</Trans>
            </Badge>
          ) : undefined
        }
      />
      {settings.isPending ? <LoadingBlock /> : null}
      {settings.isError ? <QueryErrorAlert error={settings.error} /> : null}
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
    </Stack>
  );
}
