import { describe, expect, it } from 'vitest';
import { type Contact, formatContactName, groupContacts, indexLetterOf } from './contacts.schemas';

function contact(firstName: string, lastName: string, format: 'first-last' | 'last-first' = 'last-first'): Contact {
  return {
    employeeNo: null,
    firstName,
    lastName,
    fullName: formatContactName({ firstName, lastName }, format),
    jobTitle: null,
    department: null,
    phoneNo: null,
    mobilePhoneNo: null,
    companyEmail: null,
  };
}

describe('contacts', () => {
  it('formats names first-last or last-first', () => {
    expect(formatContactName({ firstName: 'Rūta', lastName: 'Žukauskienė' }, 'first-last')).toBe('Rūta Žukauskienė');
    expect(formatContactName({ firstName: 'Rūta', lastName: 'Žukauskienė' }, 'last-first')).toBe('Žukauskienė Rūta');
  });

  it('files names under Lithuanian index letters: Č, Š, Ž of their own, Ą with A, Y with I', () => {
    expect(indexLetterOf('Čepas')).toBe('Č');
    expect(indexLetterOf('šimkus')).toBe('Š');
    expect(indexLetterOf('Ąžuolas')).toBe('A');
    expect(indexLetterOf('Ūsas')).toBe('U');
    expect(indexLetterOf('Yla')).toBe('I');
    expect(indexLetterOf('Walker')).toBe('W');
    expect(indexLetterOf('1st Floor')).toBe('#');
  });

  it('groups contacts alphabetically in Lithuanian order', () => {
    const groups = groupContacts([
      contact('Jonas', 'Žukauskas'),
      contact('Ona', 'Stankevičienė'),
      contact('Asta', 'Šimkienė'),
      contact('Rokas', 'Černius'),
      contact('Eglė', 'Cukerman'),
      contact('Ieva', 'Ąžuolienė'),
      contact('Tomas', 'Adomaitis'),
    ]);
    expect(groups.map((group) => group.alphabet)).toEqual(['A', 'C', 'Č', 'S', 'Š', 'Ž']);
    expect(groups[0]!.employees.map((entry) => entry.lastName)).toEqual(['Adomaitis', 'Ąžuolienė']);
  });
});
