import { addMonths, SUBSTITUTIONS_HOME_MONTHS_AHEAD } from '@portal/shared';
import { useState } from 'react';
import { MyRequestsSection } from '../../features/applications/components/my-requests-section';
import { MyTasksSection } from '../../features/applications/components/my-tasks-section';
import { HomePage } from '../../features/home/components/home-page';
import { SubstitutionsTables } from '../../features/substitutions/components/substitutions-tables';
import { businessToday } from '../../lib/today';

/** Home composes the caller's tasks and requests and the substitutions for today through 6 months ahead (spec 1 §9). */
export function HomeRoute() {
  const [period] = useState(() => {
    const today = businessToday();
    return { dateFrom: today, dateTo: addMonths(today, SUBSTITUTIONS_HOME_MONTHS_AHEAD) };
  });
  return (
    <HomePage
      tasks={<MyTasksSection />}
      requests={<MyRequestsSection />}
      substitutions={<SubstitutionsTables dateFrom={period.dateFrom} dateTo={period.dateTo} />}
    />
  );
}
