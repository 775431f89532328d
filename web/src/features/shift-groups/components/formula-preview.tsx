import { Trans, useLingui } from '@lingui/react/macro';
import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { addDays, expandFormula, FormulaType, type IsoDate, isIsoDate, isoWeekday, type Shift, ShiftType } from '@portal/shared';
import { weekdayShortLabels } from '../messages';
import { ShiftChip } from './shift-chip';

/** Four weeks are previewed. */
const PREVIEW_DAYS = 28;

/** The formula as the form holds it: dates may still be missing. */
export interface PreviewedFormula {
  type: FormulaType;
  startDate: string | null;
  endDate: string | null;
  holidayShiftId: number | null;
  entries: ReadonlyArray<{ shiftId: number | null }>;
}

interface FormulaPreviewProps {
  formula: PreviewedFormula;
  shifts: readonly Shift[];
  today: IsoDate;
}

/**
 * What the formula plans over the next four weeks from Monday of this week (offset 0), by the shared
 * expansion the server generates with: days outside its dates are blank, public holidays take its
 * holiday shift.
 */
export function FormulaPreview({ formula, shifts, today }: FormulaPreviewProps) {
  const { t, i18n } = useLingui();
  const { startDate, endDate } = formula;
  const canExpand =
    startDate !== null &&
    isIsoDate(startDate) &&
    (endDate === null || isIsoDate(endDate)) &&
    formula.entries.length > 0 &&
    (formula.type !== FormulaType.continuous || formula.entries.length % 7 === 0);
  const from = addDays(today, 1 - isoWeekday(today));
  const shiftsById = new Map(shifts.map((shift) => [shift.id, shift]));

  if (!canExpand || startDate === null) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>The preview shows once the formula has a start date and whole positions.</Trans>
      </Text>
    );
  }
  const days = expandFormula(
    { ...formula, startDate },
    { from, to: addDays(from, PREVIEW_DAYS - 1), isWorkShift: (shiftId) => shiftsById.get(shiftId)?.type !== ShiftType.restDay },
  );

  return (
    <Stack gap={4}>
      <SimpleGrid cols={7} spacing={4} verticalSpacing={4} role="list" aria-label={t`The next four weeks`}>
        {weekdayShortLabels.map((label, index) => (
          <Text key={index} size="xs" c="dimmed" ta="center" aria-hidden>
            {i18n._(label)}
          </Text>
        ))}
        {days.map((day) => {
          const shift = day.shiftId === null ? undefined : shiftsById.get(day.shiftId);
          const what = day.position === null ? t`outside the formula's dates` : shift ? shift.code : t`day off`;
          return (
            <Box
              key={day.date}
              role="listitem"
              aria-label={`${day.date}: ${what}`}
              p={4}
              ta="center"
              bd="1px solid var(--mantine-color-gray-3)"
              bg={day.date === today ? 'var(--mantine-color-blue-0)' : undefined}
              style={{ borderRadius: 4 }}
              data-preview-date={day.date}
            >
              <Text size="xs" c="dimmed">
                {day.date.slice(5)}
              </Text>
              {shift ? (
                <ShiftChip code={shift.code} backgroundColor={shift.backgroundColor} fontColor={shift.fontColor} size="sm" />
              ) : (
                <Text size="sm">{day.position === null ? '' : '–'}</Text>
              )}
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
