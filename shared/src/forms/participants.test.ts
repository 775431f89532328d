import { describe, expect, it } from 'vitest';
import { FieldType, type Participant } from './field-types';
import { FormErrorCode } from './form-errors';
import {
  addParticipant,
  applyParticipantChoice,
  canAddParticipant,
  checkParticipants,
  defaultParticipants,
  MAX_PARTICIPANTS,
} from './participants';

const participant = (index: number): Participant => ({
  nameWithEmployeeNo: `Employee ${index}`,
  personnelNo: `P${index}`,
  employeeNo: `E${index}`,
});
const many = (count: number) => Array.from({ length: count }, (_, index) => participant(index + 1));

describe('participants', () => {
  it('keeps a single choice unless the field is multiple', () => {
    expect(addParticipant([participant(1)], participant(2), false)).toEqual([participant(2)]);
    expect(addParticipant([participant(1)], participant(2), true)).toEqual([participant(1), participant(2)]);
    expect(addParticipant([participant(1)], participant(1), true)).toHaveLength(1);
  });

  it('takes 100 participants and refuses the 101st', () => {
    expect(MAX_PARTICIPANTS).toBe(100);
    expect(canAddParticipant(many(99), true)).toBe(true);
    expect(addParticipant(many(99), participant(100), true)).toHaveLength(100);
    expect(canAddParticipant(many(100), true)).toBe(false);
    expect(addParticipant(many(100), participant(101), true)).toHaveLength(100);
    expect(checkParticipants(many(100), true)).toEqual([]);
    expect(checkParticipants(many(101), true)).toEqual([FormErrorCode.tooManyParticipants]);
    expect(checkParticipants(many(2), false)).toEqual([FormErrorCode.tooManyParticipants]);
  });

  it('requires an employee', () => {
    expect(checkParticipants([], true)).toEqual([FormErrorCode.employeeRequired]);
  });

  it('defaults to the current user except the super-administrator', () => {
    expect(defaultParticipants({ employeeNo: 'E7', personnelNo: 'P7', fullName: 'Jonas Jonaitis' })).toEqual([
      { nameWithEmployeeNo: 'Jonas Jonaitis (E7)', personnelNo: 'P7', employeeNo: 'E7' },
    ]);
    expect(defaultParticipants({ employeeNo: 'E1', personnelNo: '__SA', fullName: 'Admin' })).toEqual([]);
  });

  it("sets manager and functional-manager fields to the first participant, or '0'", () => {
    const fields = [
      { id: '1', type: FieldType.participants },
      { id: '2', type: FieldType.employeeManager },
      { id: '3', type: FieldType.functionalManager },
      { id: '4', type: FieldType.text },
    ];
    expect(applyParticipantChoice(fields, { '4': 'keep' }, [participant(5), participant(6)])).toEqual({
      '2': 'E5',
      '3': 'E5',
      '4': 'keep',
    });
    expect(applyParticipantChoice(fields, { '2': 'E5', '3': 'E5' }, [])).toEqual({ '2': '0', '3': '0' });
  });
});
