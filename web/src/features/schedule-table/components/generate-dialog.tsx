import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode, monthRange, type ScheduleMonthInput } from '@portal/shared';
import { useState } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessages } from '../../../lib/error-messages';
import { useMonthEmployees } from '../hooks/use-schedule-lines';

/** What to generate: every line and day when both are left out. */
export interface GenerateChoice {
  employeeNos?: string[];
  dates?: string[];
}

interface GenerateDialogProps {
  opened: boolean;
  month: ScheduleMonthInput;
  onGenerate: (choice: GenerateChoice) => void;
  onClose: () => void;
}

/** The month's generation: all employees and days by default, or the employees and the days chosen. */
export function GenerateDialog({ opened, month, onGenerate, onClose }: GenerateDialogProps) {
  const { t, i18n } = useLingui();
  const lastDay = Number(monthRange(month.year, month.month).to.slice(8, 10));
  const [isEveryone, setEveryone] = useState(true);
  // Read only once the planner chooses employees: the default (everyone) needs no list.
  const employees = useMonthEmployees(month, opened && !isEveryone);
  const [chosen, setChosen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [fromDay, setFromDay] = useState<number | string>(1);
  const [toDay, setToDay] = useState<number | string>(lastDay);
  const [error, setError] = useState<{ employees?: string; days?: string }>({});

  // One choice per employee, though an employee may have two lines in the month.
  const options = [
    ...new Map((employees.data ?? []).map((employee) => [employee.employeeNo, `${employee.employeeNo} ${employee.fullName}`])),
  ].map(([value, label]) => ({ value, label }));
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options;

  const reset = () => {
    setEveryone(true);
    setChosen([]);
    setSearch('');
    setFromDay(1);
    setToDay(lastDay);
    setError({});
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = () => {
    const from = Number(fromDay);
    const to = Number(toDay);
    const next: typeof error = {};
    if (!isEveryone && chosen.length === 0) next.employees = t`Choose at least one employee.`;
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to > lastDay || from > to || fromDay === '' || toDay === '') {
      next.days = i18n._(errorMessages[ErrorCode.invalidValue]);
    }
    setError(next);
    if (next.employees || next.days) return;
    const choice: GenerateChoice = {};
    if (!isEveryone) choice.employeeNos = chosen;
    if (from !== 1 || to !== lastDay) {
      const prefix = `${month.year}-${String(month.month).padStart(2, '0')}`;
      choice.dates = Array.from({ length: to - from + 1 }, (_, index) => `${prefix}-${String(from + index).padStart(2, '0')}`);
    }
    reset();
    onGenerate(choice);
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Generate the month`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>Entries made by hand and ERP absences stay as they are.</Trans>
        </Text>
        <Checkbox label={t`All employees`} checked={isEveryone} onChange={(event) => setEveryone(event.currentTarget.checked)} />
        {isEveryone ? null : (
          <Stack gap="xs">
            <TextInput label={t`Search`} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
            <Checkbox.Group label={t`Employees`} value={chosen} onChange={setChosen} error={error.employees}>
              {/* A plain scrolling list: the checkboxes stay reachable with Tab and Space. */}
              <Stack gap={6} mt="xs" style={{ maxHeight: 260, overflowY: 'auto' }}>
                {employees.isPending ? <Text size="sm">{t`Loading…`}</Text> : null}
                {!employees.isPending && shown.length === 0 ? <Text size="sm">{t`No search results.`}</Text> : null}
                {shown.map((option) => (
                  <Checkbox key={option.value} value={option.value} label={option.label} />
                ))}
              </Stack>
            </Checkbox.Group>
          </Stack>
        )}
        {employees.isError ? <QueryErrorAlert error={employees.error} /> : null}
        <Group grow align="flex-start">
          <NumberInput
            label={t`From`}
            min={1}
            max={lastDay}
            allowDecimal={false}
            value={fromDay}
            onChange={setFromDay}
            error={error.days}
          />
          <NumberInput label={t`To`} min={1} max={lastDay} allowDecimal={false} value={toDay} onChange={setToDay} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={submit}>
            <Trans>Generate</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
