import { useParams } from 'react-router';

/** The schedule of the address (/wtm-area/schedules/{id}/table); 0 when {id} is not an id. */
export function useRouteScheduleId(): number {
  const scheduleId = Number(useParams().id);
  return Number.isInteger(scheduleId) && scheduleId > 0 && scheduleId <= 2_147_483_647 ? scheduleId : 0;
}
