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

  it('is empty without entries', () => {
    expect(cellLook(undefined, 'code', dictionaries, 'lt')).toBeNull();
  });
});
