import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Modal, NumberInput, ScrollArea, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { type CapacityException, eachDate, monthRange, type ScheduleShiftOption } from '@portal/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { fieldErrorText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import classes from './capacity-editor.module.css';

interface CapacityEditorProps {
  scheduleId: number;
  shifts: readonly ScheduleShiftOption[];
  isReadOnly: boolean;
  /** The month shown first, 'YYYY-MM'. */
  initialMonth: string;
}

interface EditedCell {
  shift: ScheduleShiftOption;
  date: string;
  minCapacity: number | '';
  maxCapacity: number | '';
}

function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The limits as the grid shows them: "2–4", "≥2" (a minimum only), "≤4" (a maximum only); '' when none is set. */
export function limitsText(exception: CapacityException | undefined): string {
  const min = exception?.minCapacity ?? null;
  const max = exception?.maxCapacity ?? null;
  if (min !== null && max !== null) return `${min}–${max}`;
  if (min !== null) return `≥${min}`;
  if (max !== null) return `≤${max}`;
  return '';
}

/**
 * The least and most people each shift needs on the days of a month where it differs from none
 * (capacity exceptions): shifts down, days across; a cell opens its limits for editing.
 */
export function CapacityEditor({ scheduleId, shifts, isReadOnly, initialMonth }: CapacityEditorProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(initialMonth);
  const [edited, setEdited] = useState<EditedCell | null>(null);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const exceptions = useQuery(trpc.schedules.capacityExceptions.queryOptions({ scheduleId, year, month: monthNumber }));
  const save = useMutation(
    trpc.schedules.setCapacityException.mutationOptions({
      onSuccess: async (saved) => {
        showSuccess(saved ? t`Capacity limits saved.` : t`Capacity limits removed.`);
        setEdited(null);
        await queryClient.invalidateQueries({ queryKey: trpc.schedules.capacityExceptions.pathKey() });
      },
    }),
  );
  const fieldErrors = fieldErrorsOf(save.error);
  const range = monthRange(year, monthNumber);
  const dates = eachDate(range.from, range.to);
  const byKey = new Map((exceptions.data ?? []).map((exception) => [`${exception.shiftId}/${exception.date}`, exception]));
  const monthTitle = new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );

  const capacityTitle = ({ shift: { code }, date }: EditedCell) => t`Capacity of ${code} on ${date}`;
  const open = (shift: ScheduleShiftOption, date: string) => {
    const exception = byKey.get(`${shift.id}/${date}`);
    save.reset();
    setEdited({ shift, date, minCapacity: exception?.minCapacity ?? '', maxCapacity: exception?.maxCapacity ?? '' });
  };
  const submit = (cell: EditedCell, remove = false) =>
    save.mutate({
      scheduleId,
      shiftId: cell.shift.id,
      date: cell.date,
      minCapacity: remove || cell.minCapacity === '' ? null : cell.minCapacity,
      maxCapacity: remove || cell.maxCapacity === '' ? null : cell.maxCapacity,
    });

  let body;
  if (exceptions.isPending) body = <LoadingBlock />;
  else if (exceptions.isError) body = <QueryErrorAlert error={exceptions.error} />;
  else if (shifts.length === 0) body = <EmptyState>{<Trans>The schedule’s shift group has no work shifts.</Trans>}</EmptyState>;
  else
    body = (
      <ScrollArea type="auto">
        <Table
          withTableBorder
          withColumnBorders
          striped={false}
          fz="xs"
          horizontalSpacing={4}
          aria-label={t`Capacity limits, ${monthTitle}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Trans>Shift</Trans>
              </Table.Th>
              {dates.map((date) => (
                <Table.Th key={date} scope="col" ta="center">
                  {Number(date.slice(8))}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shifts.map((shift) => (
              <Table.Tr key={shift.id}>
                <Table.Th scope="row" style={{ background: shift.backgroundColor, color: shift.fontColor, whiteSpace: 'nowrap' }}>
                  {shift.code}
                </Table.Th>
                {dates.map((date) => {
                  const exception = byKey.get(`${shift.id}/${date}`);
                  const text = limitsText(exception);
                  const isSet = text !== '';
                  const code = shift.code;
                  // The name holds the visible text (WCAG 2.5.3); an empty cell is named "not set".
                  const limits = isSet ? text : t`not set`;
                  const label = t`Capacity of ${code} on ${date}: ${limits}`;
                  // Set limits stand out (bold on a tinted cell); an empty cell stays blank, named "not set" for screen readers.
                  return (
                    <Table.Td
                      key={date}
                      ta="center"
                      p={2}
                      miw={30}
                      className={classes.cell}
                      data-set={isSet || undefined}
                      aria-label={isReadOnly ? label : undefined}
                    >
                      {isReadOnly ? (
                        text
                      ) : (
                        <UnstyledButton className={classes.cellButton} onClick={() => open(shift, date)} aria-label={label}>
                          {text}
                        </UnstyledButton>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    );

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <ActionIcon variant="subtle" aria-label={t`Previous month`} onClick={() => setMonth(shiftMonth(month, -1))}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={500} miw={160} ta="center" aria-live="polite">
          {monthTitle}
        </Text>
        <ActionIcon variant="subtle" aria-label={t`Next month`} onClick={() => setMonth(shiftMonth(month, 1))}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {body}
      <Modal
        opened={edited !== null}
        onClose={() => setEdited(null)}
        title={edited ? capacityTitle(edited) : ''}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {edited ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit(edited);
            }}
          >
            <Stack gap="md">
              <Group grow>
                <NumberInput
                  label={t`Minimum`}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  value={edited.minCapacity}
                  onChange={(value) => setEdited({ ...edited, minCapacity: value === '' ? '' : Number(value) })}
                  error={fieldErrorText(i18n, fieldErrors, 'minCapacity')}
                />
                <NumberInput
                  label={t`Maximum`}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  value={edited.maxCapacity}
                  onChange={(value) => setEdited({ ...edited, maxCapacity: value === '' ? '' : Number(value) })}
                  error={fieldErrorText(i18n, fieldErrors, 'maxCapacity')}
                />
              </Group>
              <Text size="sm" c="dimmed">
                <Trans>Leave both empty to remove the limits.</Trans>
              </Text>
              <Group justify="space-between">
                <Button variant="subtle" color="red" onClick={() => submit(edited, true)} disabled={save.isPending}>
                  <Trans>Remove the limits</Trans>
                </Button>
                <Group gap="sm">
                  <Button variant="default" onClick={() => setEdited(null)}>
                    <Trans>Cancel</Trans>
                  </Button>
                  <Button type="submit" loading={save.isPending}>
                    <Trans>Save</Trans>
                  </Button>
                </Group>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Modal>
    </Stack>
  );
}
