import '@mantine/dates/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { addMonths, SUBSTITUTIONS_HOME_MONTHS_AHEAD, SUBSTITUTIONS_PAGE_MONTHS_BACK } from '@portal/shared';
import { useState } from 'react';
import { businessToday } from '../../../lib/today';
import { SubstitutionsTables } from './substitutions-tables';
import { PageHeader } from '../../../components/page-header';

/** The substitutions page: both lists for a chosen period, by default about 3 months back to 6 ahead. */
export function SubstitutionsPage() {
  const { t, i18n } = useLingui();
  const [range, setRange] = useState<DatesRangeValue<string>>(() => {
    const today = businessToday();
    return [addMonths(today, -SUBSTITUTIONS_PAGE_MONTHS_BACK), addMonths(today, SUBSTITUTIONS_HOME_MONTHS_AHEAD)];
  });
  const [dateFrom, dateTo] = range;

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Substitutions</Trans>} />
      <DatePickerInput
        type="range"
        label={t`Period`}
        value={range}
        onChange={setRange}
        valueFormat="YYYY-MM-DD"
        locale={i18n.locale}
        firstDayOfWeek={1}
        allowSingleDateInRange
        maw={320}
      />
      {/* The lists follow once both ends of the period are chosen. */}
      {dateFrom && dateTo ? <SubstitutionsTables dateFrom={dateFrom} dateTo={dateTo} /> : null}
    </Stack>
  );
}
