import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { GroupRow } from '../grid/grid-rows';
import classes from './schedule-grid.module.css';

interface GridGroupRowProps {
  rowIndex: number;
  row: GroupRow;
  columnCount: number;
  top: number;
  height: number;
  width: number;
  onToggle: () => void;
}

/** A group's header row: its name and line count; a click folds or unfolds its lines. */
export function GridGroupRow({ rowIndex, row, columnCount, top, height, width, onToggle }: GridGroupRowProps) {
  const { t } = useLingui();
  const name = row.group?.name ?? t`Without a group`;
  const count = row.lineCount;
  return (
    <div role="row" aria-rowindex={rowIndex + 2} className={`${classes.row} ${classes.groupRow}`} style={{ top, height, width }}>
      <div role="gridcell" aria-colindex={1} aria-colspan={columnCount} className={classes.groupCell} style={{ height }}>
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={!row.isCollapsed}
          fz="sm"
          fw={600}
          style={{ display: 'flex', alignItems: 'center', gap: 4 }}
        >
          {row.isCollapsed ? <IconChevronRight size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          {`${name} (${count})`}
        </UnstyledButton>
      </div>
    </div>
  );
}
