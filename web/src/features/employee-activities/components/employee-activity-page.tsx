import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Select, Stack, Textarea } from '@mantine/core';
import {
  type EmployeeActivity,
  type EmployeeActivityFormInput,
  EmployeeActivityInputSchema,
  ErrorCode,
  type FieldErrors,
  isErrorCode,
  type SetupPermissions,
} from '@portal/shared';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldRow } from '../../../components/field-row';
import { FormSection } from '../../../components/form-section';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { DateInputField } from '../../../forms/field-controls/date-input-field';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { errorMessages, fieldErrorText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { businessToday } from '../../../lib/today';
import { useTRPC } from '../../../lib/trpc';
import { EMPLOYEE_ACTIVITIES_ROUTE, useActivityCodeOptions } from './employee-activities-page';
import { newSetupEntry, SetupEntriesEditor, type SetupEntryValues } from './setup-entries-editor';

interface FormValues {
  employeeNo: string | null;
  activityCode: string | null;
  dateFrom: string;
  /** '' for open-ended. */
  dateTo: string;
  description: string;
  setupEntries: SetupEntryValues[];
}

function valuesOf(activity: EmployeeActivity | undefined): FormValues {
  return {
    employeeNo: activity?.employeeNo ?? null,
    activityCode: activity?.activityCode ?? null,
    dateFrom: activity?.dateFrom ?? '',
    dateTo: activity?.dateTo ?? '',
    description: activity?.description ?? '',
    setupEntries: activity
      ? activity.setupEntries.map((entry) => ({
          key: String(entry.id),
          weekdays: entry.weekdays,
          hoursType: entry.hoursType,
          hours: entry.minutes === null ? '' : entry.minutes / 60,
          excludeHolidays: entry.excludeHolidays,
        }))
      : [newSetupEntry()],
  };
}

function bodyOf(values: FormValues): EmployeeActivityFormInput {
  return {
    employeeNo: values.employeeNo ?? '',
    activityCode: values.activityCode ?? '',
    dateFrom: values.dateFrom,
    dateTo: values.dateTo === '' ? null : values.dateTo,
    description: values.description.trim() === '' ? null : values.description,
    setupEntries: values.setupEntries.map((entry) => ({
      weekdays: entry.weekdays,
      hoursType: entry.hoursType,
      minutes: entry.hoursType === 'hours' && entry.hours !== '' ? Math.round(Number(entry.hours) * 60) : null,
      excludeHolidays: entry.excludeHolidays,
    })),
  };
}

/** The shared schema's refusals keyed as the server's field errors ('setupEntries.0.weekdays'). */
function localErrorsOf(body: EmployeeActivityFormInput): FieldErrors {
  const parsed = EmployeeActivityInputSchema.safeParse(body);
  const errors: FieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path.join('.');
    const code = isErrorCode(issue.message) ? issue.message : ErrorCode.invalidValue;
    errors[field] = [...(errors[field] ?? []), code];
  }
  return errors;
}

function ActivityForm({ activity, permissions }: { activity: EmployeeActivity | undefined; permissions: SetupPermissions }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(() => valuesOf(activity));
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isReadOnly = activity ? !permissions.canEdit : !permissions.canCreate;
  const set = (changes: Partial<FormValues>) => setValues((current) => ({ ...current, ...changes }));
  const employees = useQuery(trpc.employees.listAvailable.queryOptions({ date: businessToday() }));
  const codeOptions = useActivityCodeOptions(true);

  const afterSave = async (saved: EmployeeActivity) => {
    queryClient.setQueryData(trpc.employeeActivities.get.queryKey({ id: saved.id }), saved);
    await queryClient.invalidateQueries({ queryKey: trpc.employeeActivities.list.pathKey() });
  };
  const create = useMutation(
    trpc.employeeActivities.create.mutationOptions({
      onSuccess: async (created) => {
        await afterSave(created);
        showSuccess(t`The activity was saved.`);
        await navigate(`${EMPLOYEE_ACTIVITIES_ROUTE}/${created.id}`);
      },
    }),
  );
  const update = useMutation(
    trpc.employeeActivities.update.mutationOptions({
      onSuccess: async (saved) => {
        await afterSave(saved);
        setValues(valuesOf(saved));
        showSuccess(t`Changes saved.`);
      },
    }),
  );
  const remove = useMutation(
    trpc.employeeActivities.delete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.employeeActivities.list.pathKey() });
        showSuccess(t`The activity was deleted.`);
        await navigate(EMPLOYEE_ACTIVITIES_ROUTE);
      },
      onSettled: () => setIsConfirmingDelete(false),
    }),
  );
  const serverErrors = fieldErrorsOf(activity ? update.error : create.error);
  const fieldErrors = Object.keys(localErrors).length > 0 ? localErrors : serverErrors;
  const errorOf = (field: string) => fieldErrorText(i18n, fieldErrors, field);
  const isBusy = create.isPending || update.isPending || remove.isPending;
  const employeeOptions = (employees.data ?? []).map((employee) => ({
    value: employee.employeeNo,
    label: `${employee.fullName} (${employee.employeeNo})`,
  }));
  // The employee of an activity stays listed even when no longer employed today.
  if (activity && !employeeOptions.some((option) => option.value === activity.employeeNo)) {
    employeeOptions.unshift({ value: activity.employeeNo, label: `${activity.employeeName} (${activity.employeeNo})` });
  }
  if (activity && !codeOptions.some((option) => option.value === activity.activityCode)) {
    codeOptions.unshift({ value: activity.activityCode, label: `${activity.activityCode} · ${activity.activityName}` });
  }
  const entriesError = errorOf('setupEntries');

  const submit = () => {
    const body = bodyOf(values);
    const errors = localErrorsOf(body);
    setLocalErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (activity) update.mutate({ ...body, id: activity.id, version: activity.version });
    else create.mutate(body);
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={activity ? `${activity.employeeName} · ${activity.activityCode}` : <Trans>New employee activity</Trans>}
        back={{ to: EMPLOYEE_ACTIVITIES_ROUTE, label: <Trans>All employee activities</Trans> }}
        secondaryActions={
          activity && permissions.canDelete ? (
            <Button variant="default" color="red" onClick={() => setIsConfirmingDelete(true)} disabled={isBusy}>
              <Trans>Delete</Trans>
            </Button>
          ) : undefined
        }
      />
      {isReadOnly ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {activity ? <Trans>You may view this activity but not change it.</Trans> : <Trans>You may not create employee activities.</Trans>}
        </Alert>
      ) : null}
      <form
        noValidate
        aria-label={t`Employee activity`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <FormSection title={<Trans>Employee and period</Trans>}>
            <FieldRow>
              <Select
                label={t`Employee`}
                required
                data={employeeOptions}
                value={values.employeeNo}
                onChange={(employeeNo) => set({ employeeNo })}
                searchable
                readOnly={isReadOnly}
                error={errorOf('employeeNo')}
                nothingFoundMessage={t`No results`}
              />
              <Select
                label={t`Activity`}
                required
                data={codeOptions}
                value={values.activityCode}
                onChange={(activityCode) => set({ activityCode })}
                searchable
                readOnly={isReadOnly}
                error={errorOf('activityCode')}
                nothingFoundMessage={t`No results`}
              />
            </FieldRow>
            <FieldRow>
              <DateInputField
                label={t`Date from`}
                required
                value={values.dateFrom}
                onChange={(dateFrom) => set({ dateFrom })}
                readOnly={isReadOnly}
                error={errorOf('dateFrom')}
              />
              <DateInputField
                label={t`Date to`}
                description={t`Empty: without end`}
                value={values.dateTo}
                onChange={(dateTo) => set({ dateTo })}
                readOnly={isReadOnly}
                error={errorOf('dateTo')}
              />
            </FieldRow>
            <Textarea
              label={t`Description`}
              maxLength={250}
              minRows={2}
              value={values.description}
              onChange={(event) => set({ description: event.currentTarget.value })}
              readOnly={isReadOnly}
              error={errorOf('description')}
            />
          </FormSection>
          <FormSection title={<Trans>Setup entries</Trans>}>
            {entriesError ? (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
                {entriesError}
              </Alert>
            ) : null}
            <SetupEntriesEditor
              entries={values.setupEntries}
              onChange={(setupEntries) => set({ setupEntries })}
              isReadOnly={isReadOnly}
              errorOf={(index, field) => errorOf(`setupEntries.${index}.${field}`)}
            />
          </FormSection>
          {isReadOnly ? null : (
            <StickyActionBar
              label={t`Employee activity actions`}
              secondaryActions={
                <Button variant="default" component={Link} to={EMPLOYEE_ACTIVITIES_ROUTE}>
                  <Trans>Cancel</Trans>
                </Button>
              }
              primaryAction={
                <Button type="submit" loading={create.isPending || update.isPending} disabled={isBusy}>
                  <Trans>Save</Trans>
                </Button>
              }
            />
          )}
        </Stack>
      </form>
      {activity ? (
        <ConfirmDialog
          opened={isConfirmingDelete}
          title={t`Delete the activity`}
          confirmLabel={t`Delete`}
          isDanger
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ id: activity.id })}
          onClose={() => setIsConfirmingDelete(false)}
        >
          <Trans>
            The activity {activity.activityCode} of {activity.employeeName} will be deleted. Its entries already in timesheets go when the
            month&apos;s activity entries are generated again.
          </Trans>
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}

/** An employee activity (spec 2 §2 employee-activities/new, employee-activities/{id}) with its setup entries. */
export function EmployeeActivityPage() {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const { id } = useParams();
  const activityId = id === undefined ? null : Number(id);
  const isValidId = activityId === null || (Number.isInteger(activityId) && activityId > 0 && activityId <= 2_147_483_647);
  const permissions = useQuery(trpc.employeeActivities.permissions.queryOptions());
  const activity = useQuery({
    ...trpc.employeeActivities.get.queryOptions({ id: activityId ?? 0 }),
    enabled: activityId !== null && isValidId,
  });
  if (!isValidId) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {i18n._(errorMessages[ErrorCode.recordNotFound])}
      </Alert>
    );
  }
  if (permissions.isError) return <QueryErrorAlert error={permissions.error} />;
  if (activity.isError) return <QueryErrorAlert error={activity.error} />;
  if (permissions.isPending || (activityId !== null && activity.isPending)) return <LoadingBlock />;
  return (
    <ActivityForm
      key={activity.data ? `${activity.data.id}-${activity.data.version}` : 'new'}
      activity={activity.data}
      permissions={permissions.data}
    />
  );
}
