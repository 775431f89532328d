import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { ScheduleEmployeeGroup, ScheduleFormulaOption } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { fieldErrorText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { type MembershipDraft, MembershipFields, membershipInput } from './membership-fields';

interface AddDepartmentDialogProps {
  scheduleId: number;
  opened: boolean;
  onClose: () => void;
  formulas: readonly ScheduleFormulaOption[];
  groups: readonly ScheduleEmployeeGroup[];
  defaultValidFrom: string;
}

/**
 * Adds a department's current employees, who then follow their department (tracking type 1). Those
 * already in the schedule for part of the validity are left as they are; the notice counts them.
 */
export function AddDepartmentDialog({ scheduleId, opened, onClose, formulas, groups, defaultValidFrom }: AddDepartmentDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Add a department`} size={700} closeButtonProps={{ 'aria-label': t`Close` }}>
      {opened ? (
        <AddDepartmentForm
          scheduleId={scheduleId}
          onClose={onClose}
          formulas={formulas}
          groups={groups}
          defaultValidFrom={defaultValidFrom}
        />
      ) : null}
    </Modal>
  );
}

function AddDepartmentForm({ scheduleId, onClose, formulas, groups, defaultValidFrom }: Omit<AddDepartmentDialogProps, 'opened'>) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [departmentCode, setDepartmentCode] = useState<string | null>(null);
  const [draft, setDraft] = useState<MembershipDraft>({
    validFrom: defaultValidFrom,
    validTo: '',
    scheduleFormulaId: null,
    formulaOffset: 0,
    groupId: null,
  });
  const departments = useQuery(trpc.departments.list.queryOptions());
  const assign = useMutation(
    trpc.scheduleEmployees.assignDepartment.mutationOptions({
      onSuccess: async ({ added, skippedEmployeeNos }) => {
        const skipped = skippedEmployeeNos.length;
        showSuccess(
          skipped > 0
            ? t`Employees added: ${added}. Already in the schedule for that time, left as they were: ${skipped}.`
            : t`Employees added: ${added}.`,
        );
        await queryClient.invalidateQueries({ queryKey: trpc.scheduleEmployees.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.schedules.list.pathKey() });
        onClose();
      },
    }),
  );
  const fieldErrors = fieldErrorsOf(assign.error);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (departmentCode) assign.mutate({ scheduleId, departmentCode, ...membershipInput(draft) });
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>The department’s current employees are added; they follow the department from then on.</Trans>
        </Text>
        <Select
          label={t`Department`}
          required
          searchable
          data={(departments.data ?? []).map((department) => ({ value: department.departmentCode, label: department.departmentName }))}
          value={departmentCode}
          onChange={(value) => {
            setDepartmentCode(value);
            assign.reset();
          }}
          error={fieldErrorText(i18n, fieldErrors, 'departmentCode')}
          nothingFoundMessage={t`No results`}
        />
        <MembershipFields
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            assign.reset();
          }}
          formulas={formulas}
          groups={groups}
          fieldErrors={fieldErrors}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={assign.isPending} disabled={departmentCode === null || draft.validFrom === ''}>
            <Trans>Add the department</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
