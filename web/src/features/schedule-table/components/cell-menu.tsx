import { useLingui } from '@lingui/react/macro';
import { Menu, VisuallyHidden } from '@mantine/core';
import type { TableShift } from '@portal/shared';
import { IconArrowsExchange, IconCalendarEvent, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { ShiftMenuItems } from './shift-menu-items';

const LABEL_ID = 'schedule-cell-menu-label';

interface CellMenuProps {
  /** Where the menu opens (the pointer, or under the focused cell); null: closed. */
  at: { x: number; y: number } | null;
  shifts: readonly TableShift[];
  isEditable: boolean;
  canShowDetails: boolean;
  onApply: (shiftId: number) => void;
  onDelete: () => void;
  onDetails: () => void;
  onClose: () => void;
  /** Opens "Put an activity…"; absent when the company has no activity codes. */
  onPutActivity?: () => void;
  /** Overrides the other schedule's entry of the focused cell; absent when it has none the caller may override. */
  onOverride?: () => void;
}

/**
 * The cells' context menu (right-click, Space or Enter): apply a shift or an activity, empty the cells,
 * override another schedule's entry, open the details.
 */
export function CellMenu(props: CellMenuProps) {
  const { at, shifts, isEditable, canShowDetails, onApply, onDelete, onDetails, onClose, onPutActivity, onOverride } = props;
  const { t } = useLingui();
  return (
    <Menu
      opened={at !== null}
      onChange={(opened) => (opened ? undefined : onClose())}
      position="bottom-start"
      withinPortal
      shadow="md"
      // Its target is an invisible point: the page puts the focus back on the grid's cell instead.
      returnFocus={false}
    >
      <Menu.Target>
        <div aria-hidden style={{ position: 'fixed', left: at?.x ?? 0, top: at?.y ?? 0, width: 1, height: 1 }} />
      </Menu.Target>
      <Menu.Dropdown aria-labelledby={LABEL_ID} mah={420} style={{ overflowY: 'auto' }}>
        <VisuallyHidden id={LABEL_ID}>{t`Cell actions`}</VisuallyHidden>
        {isEditable ? (
          <>
            <Menu.Label>{t`Apply a shift`}</Menu.Label>
            <ShiftMenuItems shifts={shifts} onApply={onApply} />
            <Menu.Divider />
            {onPutActivity ? (
              <Menu.Item leftSection={<IconCalendarEvent size={16} aria-hidden />} onClick={onPutActivity}>
                {t`Put an activity…`}
              </Menu.Item>
            ) : null}
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
              {t`Delete entries`}
            </Menu.Item>
          </>
        ) : null}
        {onOverride ? (
          <Menu.Item leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={onOverride}>
            {t`Override the other schedule’s entry`}
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconInfoCircle size={16} aria-hidden />} disabled={!canShowDetails} onClick={onDetails}>
          {t`Details`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
