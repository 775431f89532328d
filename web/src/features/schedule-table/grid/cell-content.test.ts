import { describe, expect, it } from 'vitest';
import { anEntry, anErpAbsence, aTable, dayShift, nightShift } from '../testing/table-fixtures';
import { cellLook, type Dictionaries } from './cell-content';

const table = aTable();
const dictionaries: Dictionaries = {
  shifts: new Map(table.shifts.map((shift) => [shift.id, shift])),
  activities: new Map(table.activities.map((activity) => [activity.code, activity])),
};

describe('cell look', () => {
  it('shows the code, the time or the hours in the shift’s colours', () => {
    const entries = [anEntry(3, { shiftId: nightShift.id, startTime: '22:00', endTime: '06:00', workHours: 7.5 })];
    expect(cellLook(entries, 'code', dictionaries, 'lt')).toMatchObject({ text: 'N', backgroundColor: '#1A237E', fontColor: '#FFFFFF' });
    expect(cellLook(entries, 'time', dictionaries, 'lt')?.text).toBe('22:00–06:00');
    expect(cellLook(entries, 'hours', dictionaries, 'lt')?.text).toBe('7,5');
    expect(cellLook(entries, 'hours', dictionaries, 'en')?.text).toBe('7.5');
  });

  it('marks an ERP absence and takes its colours', () => {
    const look = cellLook([anErpAbsence(2)], 'code', dictionaries, 'lt');
    expect(look).toMatchObject({ text: 'A', isErp: true, backgroundColor: '#C8E6C9', pending: null });
  });

  it('shows a pending creation, and a cell the draft empties struck through', () => {
    const created = cellLook(
      [anEntry(2, { action: 'delete' }), anEntry(2, { id: null, shiftId: nightShift.id, action: 'create' })],
      'code',
      dictionaries,
      'lt',
    );
    expect(created).toMatchObject({ text: 'N', pending: 'create', entryId: null });
    const deleted = cellLook([anEntry(2, { action: 'delete' })], 'code', dictionaries, 'lt');
    expect(deleted).toMatchObject({ text: dayShift.code, pending: 'delete' });
  });

  it('sets another schedule’s entry apart from this schedule’s, and marks overrides on both sides', () => {
    const other = anEntry(4, { id: 77, canModify: false, belongsToOtherSchedule: true, canOverride: true, otherScheduleCode: 'SAND-1' });
    const both = cellLook([anEntry(4), other], 'code', dictionaries, 'lt');
    expect(both).toMatchObject({ text: 'D', entryId: 1004, otherText: 'SAND-1: D', isOtherOverriden: false, isOverriden: false });
    // Only the other schedule plans the day: nothing of this schedule, no colours of its own.
    expect(cellLook([other], 'code', dictionaries, 'lt')).toMatchObject({
      text: '',
      backgroundColor: null,
      entryId: null,
      otherText: 'SAND-1: D',
    });
    expect(cellLook([anEntry(4), { ...other, isOverriden: true, canOverride: false }], 'code', dictionaries, 'lt')).toMatchObject({
      isOtherOverriden: true,
    });
    expect(cellLook([anEntry(4, { isOverriden: true, otherScheduleCode: 'SAND-1' })], 'code', dictionaries, 'lt')).toMatchObject({
      text: 'D',
      isOverriden: true,
      otherText: null,
    });
  });

  it('shows an activity in its own colours', () => {
    const activity = anEntry(6, { type: 'activity', shiftId: null, activityCode: 'A', startTime: null, endTime: null, workHours: 0 });
    expect(cellLook([activity], 'code', dictionaries, 'lt')).toMatchObject({ text: 'A', backgroundColor: '#C8E6C9', isErp: false });
  });

  it('is empty without entries', () => {
    expect(cellLook(undefined, 'code', dictionaries, 'lt')).toBeNull();
  });
});
