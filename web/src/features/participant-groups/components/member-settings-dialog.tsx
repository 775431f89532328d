import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, MultiSelect, Stack } from '@mantine/core';
import type { ParticipantGroupMember } from '@portal/shared';
import { useState } from 'react';

interface MemberSettingsDialogProps {
  member: ParticipantGroupMember;
  /** The group is limited by allowed departments: the member's departments matter. */
  hasDepartments: boolean;
  departmentOptions: { value: string; label: string }[];
  isSaving: boolean;
  onSave: (values: { allowedDepartmentCodes: string[]; allToConfirmOverride: boolean }) => void;
  onClose: () => void;
}

/** A member's departments (in a limited group) and whether their approval is always needed. */
export function MemberSettingsDialog({ member, hasDepartments, departmentOptions, isSaving, onSave, onClose }: MemberSettingsDialogProps) {
  const { t } = useLingui();
  const [departments, setDepartments] = useState(member.allowedDepartmentCodes);
  const [override, setOverride] = useState(member.allToConfirmOverride);
  const title = t`Membership of ${member.name}`;
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="sm">
        {hasDepartments ? (
          <MultiSelect
            label={t`Departments they act for`}
            data={departmentOptions}
            value={departments}
            onChange={setDepartments}
            searchable
            clearable
          />
        ) : null}
        <Checkbox
          label={t`Their approval is needed even when one approval completes the step`}
          checked={override}
          onChange={(event) => setOverride(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button loading={isSaving} onClick={() => onSave({ allowedDepartmentCodes: departments, allToConfirmOverride: override })}>
            {t`Save`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
