import type { DesignerFormGroupNode } from '@portal/shared';

export interface GroupOption {
  value: string;
  label: string;
}

/** The tree as picker options, indented by depth; `exceptId` leaves out a group and everything below it. */
export function groupOptions(
  groups: DesignerFormGroupNode[],
  options: { exceptId?: number; editableOnly?: boolean } = {},
  depth = 0,
): GroupOption[] {
  return groups.flatMap((group) =>
    group.id === options.exceptId
      ? []
      : [
          ...(options.editableOnly && !group.canEdit ? [] : [{ value: String(group.id), label: `${'— '.repeat(depth)}${group.name}` }]),
          ...groupOptions(group.groups, options, depth + 1),
        ],
  );
}
