import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { addMonths, type HolidayPlanEntry, type IsoDate, monthRange, type PlanFact } from '@portal/shared';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { NoEmployeeRecord } from '../../../components/no-employee-record';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useSiteSettings } from '../../../lib/current-session';
import { showSuccess } from '../../../lib/notices';
import { businessToday } from '../../../lib/today';
import { useTRPC } from '../../../lib/trpc';
import { HolidayPlanStatusBadge } from './holiday-plan-status-badge';
import { PlanEntryDialog, type PlanEntryDraft } from './plan-entry-dialog';
import { PlanGrid, type PlanGridLine } from './plan-grid';

/** The view spans three months (spec 1: the first day of this month to the end of the month two months ahead). */
const MONTHS_SHOWN = 3;

function rangeFrom(first: IsoDate): { from: IsoDate; to: IsoDate } {
  const last = addMonths(first, MONTHS_SHOWN - 1);
  return { from: first, to: monthRange(Number(last.slice(0, 4)), Number(last.slice(5, 7))).to };
}

/** For a new entry, whose it is: the caller's own unless the system administrator chose another's line. */
type DialogState = { entry: HolidayPlanEntry | null; initial: PlanEntryDraft; employeeNo?: string | undefined } | null;

/**
 * The employee's absence plan (spec 1 §2, issue #14): the department's plan as a horizontal calendar,
 * colleagues' planned holidays in their holiday types' colours; the employee adds, changes and removes
 * their own while the plan is in progress, and sees them locked afterwards.
 */
export function MyAbsencePlanPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [first, setFirst] = useState(() => `${businessToday().slice(0, 7)}-01`);
  const range = useMemo(() => rangeFrom(first), [first]);
  const [dialog, setDialog] = useState<DialogState>(null);

  const plan = useQuery({ ...trpc.myHolidayPlan.get.queryOptions(range), placeholderData: keepPreviousData });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.myHolidayPlan.get.pathKey() });
  const create = useMutation(trpc.myHolidayPlan.create.mutationOptions({ meta: { errorHandling: 'inline' } }));
  const update = useMutation(trpc.myHolidayPlan.update.mutationOptions({ meta: { errorHandling: 'inline' } }));
  const remove = useMutation(trpc.myHolidayPlan.delete.mutationOptions({ meta: { errorHandling: 'inline' } }));
  const data = plan.data;
  // The ERP's actual absences under each line while the site shows facts; P and F mark the rows when the plan is shown too.
  const settings = useSiteSettings();
  const showFacts = settings.workingTimePlanShowFact;
  const showMarks = showFacts && settings.workingTimePlanShowPlan;
  const employees = (data?.lines ?? []).map((line) => line.employeeNo).join('|');
  const facts = useQuery({
    ...trpc.myHolidayPlan.facts.queryOptions(showFacts && employees !== '' ? { ...range, employees } : skipToken),
    placeholderData: keepPreviousData,
  });
  const lines: PlanGridLine[] = useMemo(() => {
    const planLines = data?.lines ?? [];
    if (!showFacts) return planLines;
    const byEmployee = new Map<string, PlanFact[]>();
    for (const fact of facts.data ?? []) byEmployee.set(fact.employeeNo, [...(byEmployee.get(fact.employeeNo) ?? []), fact]);
    return planLines.map((line) => ({ ...line, facts: byEmployee.get(line.employeeNo) ?? [] }));
  }, [data?.lines, facts.data, showFacts]);
  const ownEditable = (data?.plans ?? []).some((item) => item.status === 0) || (data?.isSystemAdmin ?? false);

  const closeDialog = () => {
    setDialog(null);
    create.reset();
    update.reset();
    remove.reset();
  };
  const openNew = (date: IsoDate, employeeNo?: string) => {
    create.reset();
    setDialog({
      entry: null,
      employeeNo,
      initial: { formId: data?.holidayTypes[0] ? String(data.holidayTypes[0].id) : '', dateFrom: date, dateTo: date },
    });
  };
  const onSaved = async (message: string) => {
    await invalidate();
    closeDialog();
    showSuccess(message);
  };

  if (data && data.employeeNo === null) {
    return (
      <Stack gap="md">
        <PageHeader title={<Trans>Absence plan</Trans>} />
        <NoEmployeeRecord />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Absence plan</Trans>}
        subtitle={data?.plans.map((item) => (
          <Group key={item.id} gap="xs" component="span" wrap="nowrap">
            <Text span size="sm">
              {item.name}
            </Text>
            <HolidayPlanStatusBadge status={item.status} />
          </Group>
        ))}
        primaryAction={
          ownEditable ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openNew(businessToday())}>
              <Trans>New planned holiday</Trans>
            </Button>
          ) : undefined
        }
      />
      <Group gap="xs">
        <ActionIcon variant="default" size="lg" aria-label={t`Previous months`} onClick={() => setFirst(addMonths(first, -MONTHS_SHOWN))}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={600} miw={200} ta="center">
          {range.from} – {range.to}
        </Text>
        <ActionIcon variant="default" size="lg" aria-label={t`Next months`} onClick={() => setFirst(addMonths(first, MONTHS_SHOWN))}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        {data?.holidayTypes.map((type) => (
          <Badge
            key={type.id}
            variant="light"
            leftSection={
              <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: type.color ?? '#4C9AFF' }} />
            }
          >
            {type.name}
          </Badge>
        ))}
      </Group>
      {showFacts ? (
        <Text size="xs" c="dimmed">
          {showMarks
            ? t`P: planned holidays. F: actual absences, as the ERP recorded them.`
            : t`Under each employee: their actual absences, as the ERP recorded them.`}
        </Text>
      ) : null}
      {plan.isError ? <QueryErrorAlert error={plan.error} /> : null}
      {facts.isError ? <QueryErrorAlert error={facts.error} /> : null}
      {plan.isPending ? (
        <LoadingBlock />
      ) : (
        <PlanGrid
          label={t`Absence plan`}
          days={data?.days ?? []}
          lines={lines}
          showFacts={showFacts}
          showMarks={showMarks}
          canPlanOn={(line) => (line.isOwn === true && ownEditable) || (data?.isSystemAdmin ?? false)}
          onDayClick={(line, date) => openNew(date, line.isOwn ? undefined : line.employeeNo)}
          onEntryClick={(entry) =>
            setDialog({
              entry,
              initial: { formId: entry.formId ? String(entry.formId) : '', dateFrom: entry.dateFrom, dateTo: entry.dateTo },
            })
          }
          empty={<EmptyState>{t`There is no holiday plan of your department for these months.`}</EmptyState>}
        />
      )}
      <PlanEntryDialog
        opened={dialog !== null}
        entry={dialog?.entry ?? null}
        initial={dialog?.initial ?? { formId: '', dateFrom: '', dateTo: '' }}
        holidayTypes={data?.holidayTypes ?? []}
        editable={dialog?.entry ? dialog.entry.canModify : true}
        saving={create.isPending || update.isPending}
        deleting={remove.isPending}
        error={create.error ?? update.error ?? remove.error}
        onClose={closeDialog}
        onSave={(draft) => {
          const values = { formId: Number(draft.formId), dateFrom: draft.dateFrom, dateTo: draft.dateTo };
          if (dialog?.entry)
            update.mutate({ ...values, id: dialog.entry.id }, { onSuccess: () => onSaved(t`The planned holiday was changed.`) });
          else
            create.mutate(dialog?.employeeNo ? { ...values, employeeNo: dialog.employeeNo } : values, {
              onSuccess: () => onSaved(t`The holiday was planned.`),
            });
        }}
        onDelete={() => {
          if (dialog?.entry) remove.mutate({ id: dialog.entry.id }, { onSuccess: () => onSaved(t`The planned holiday was removed.`) });
        }}
      />
    </Stack>
  );
}
