import { addMonths, SUBSTITUTIONS_HOME_MONTHS_AHEAD } from '@portal/shared';
import { useState } from 'react';
import { HomePage } from '../../features/home/components/home-page';
import { SubstitutionsTables } from '../../features/substitutions/components/substitutions-tables';
import { businessToday } from '../../lib/today';

/** Home composes the substitutions feature's lists for today through 6 months ahead (spec 1 §9). */
export function HomeRoute() {
  const [period] = useState(() => {
    const today = businessToday();
    return { dateFrom: today, dateTo: addMonths(today, SUBSTITUTIONS_HOME_MONTHS_AHEAD) };
  });
  return <HomePage substitutions={<SubstitutionsTables dateFrom={period.dateFrom} dateTo={period.dateTo} />} />;
}
