import { useLingui } from '@lingui/react/macro';
import { NavLink, Stack } from '@mantine/core';
import { type FormGroup, localized } from '@portal/shared';
import { IconFileText, IconFiles, IconFolder } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface TreeSelection {
  formGroupId: number | undefined;
  formId: number | undefined;
}

interface FormGroupTreeProps {
  groups: FormGroup[];
  selection: TreeSelection;
  onSelect: (selection: TreeSelection) => void;
}

const INDENT = 16;

/** The form groups and their forms as an indented list; choosing a group or a form filters the documents. */
export function FormGroupTree({ groups, selection, onSelect }: FormGroupTreeProps) {
  const { t, i18n } = useLingui();
  const isAll = selection.formGroupId === undefined && selection.formId === undefined;

  const item = (key: string, label: string, depth: number, icon: ReactNode, active: boolean, select: TreeSelection) => (
    <NavLink
      key={key}
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? 'true' : undefined}
      onClick={() => onSelect(select)}
      style={{ paddingLeft: 12 + depth * INDENT }}
    />
  );

  const branch = (group: FormGroup, depth: number): ReactNode[] => [
    item(
      `group-${group.id}`,
      localized(group.name, group.nameEn, i18n.locale),
      depth,
      <IconFolder size={16} aria-hidden />,
      selection.formId === undefined && selection.formGroupId === group.id,
      { formGroupId: group.id, formId: undefined },
    ),
    ...group.forms
      .filter((form) => !form.archived)
      .map((form) =>
        item(
          `form-${form.id}`,
          localized(form.name, form.nameEn, i18n.locale),
          depth + 1,
          <IconFileText size={16} aria-hidden />,
          selection.formId === form.id,
          { formGroupId: form.formGroupId, formId: form.id },
        ),
      ),
    ...group.groups.flatMap((child) => branch(child, depth + 1)),
  ];

  return (
    <Stack gap={0} component="section" aria-label={t`Document groups`}>
      {item('all', t`All documents`, 0, <IconFiles size={16} aria-hidden />, isAll, { formGroupId: undefined, formId: undefined })}
      {groups.flatMap((group) => branch(group, 0))}
    </Stack>
  );
}
