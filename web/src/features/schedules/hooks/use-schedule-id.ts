import { useParams } from 'react-router';

/** The schedule of the address (/wtm-area/schedules/{id}/…): null on schedules/new, 0 when {id} is not an id. */
export function useScheduleId(): number | null {
  const { id } = useParams();
  if (id === undefined) return null;
  const scheduleId = Number(id);
  return Number.isInteger(scheduleId) && scheduleId > 0 && scheduleId <= 2_147_483_647 ? scheduleId : 0;
}
