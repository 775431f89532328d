import { msg } from '@lingui/core/macro';
import { HolidayDayType } from '@portal/shared';

/** dd (working days) or kd (calendar days), the unit of the holiday norm and reserve (spec 1 §9). */
export function holidayUnit(holidayDayType: number) {
  return holidayDayType === HolidayDayType.workDays ? msg`wd` : msg`cd`;
}

/** The unit spelled out, for screen readers and tooltips. */
export function holidayUnitName(holidayDayType: number) {
  return holidayDayType === HolidayDayType.workDays ? msg`working days` : msg`calendar days`;
}
