import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, VisuallyHidden } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface MonthNavigationProps {
  /** 'YYYY-MM'. */
  month: string;
  onChange: (month: string) => void;
}

const PICKER_ID = 'schedule-table-month';

/** 'YYYY-MM' moved by whole months. */
export function shiftYearMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year! * 12 + (monthNumber! - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Previous and next month around a month picker. */
export function MonthNavigation({ month, onChange }: MonthNavigationProps) {
  const { t, i18n } = useLingui();
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={t`Month`}>
      <ActionIcon variant="default" size="lg" aria-label={t`Previous month`} onClick={() => onChange(shiftYearMonth(month, -1))}>
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <VisuallyHidden id={`${PICKER_ID}-label`}>{t`Month`}</VisuallyHidden>
      {/* Named by the word and the month it shows, so the name holds the visible text. */}
      <MonthPickerInput
        id={PICKER_ID}
        aria-labelledby={`${PICKER_ID}-label ${PICKER_ID}`}
        value={`${month}-01`}
        onChange={(value) => value && onChange(value.slice(0, 7))}
        valueFormat="YYYY MMMM"
        locale={i18n.locale}
        w="12rem"
        minDate="2000-01-01"
        maxDate="2100-12-31"
      />
      <ActionIcon variant="default" size="lg" aria-label={t`Next month`} onClick={() => onChange(shiftYearMonth(month, 1))}>
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
