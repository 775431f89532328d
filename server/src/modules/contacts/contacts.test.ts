import { type ContactGroup, indexLetterOf } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { expectValidationError, successData } from '../../testing/rest-client';
import { expectFieldError, useDemoCallers } from '../../testing/test-caller';

const api = useDemoCallers();

function setSettings(values: { contacts_name_format?: 'first-last' | 'last-first'; contacts_employee_no?: boolean }) {
  return api.harness.db.updateTable('site_settings').set(values).where('id', '=', 1).execute();
}

describe('contacts.search', () => {
  it('groups the colleagues of the current company by letter, in the site name format, with work contacts only', async () => {
    await setSettings({ contacts_name_format: 'first-last', contacts_employee_no: false });
    const groups = await api.as.employee.contacts.search({});
    const contacts = groups.flatMap((group) => group.employees);
    expect(contacts).toHaveLength(100);
    for (const group of groups) {
      for (const contact of group.employees) expect(contact.fullName.startsWith(`${contact.firstName} `)).toBe(true);
    }
    expect(contacts[0]).toEqual({
      employeeNo: null,
      firstName: expect.any(String),
      lastName: expect.any(String),
      fullName: expect.any(String),
      jobTitle: expect.any(String),
      department: expect.any(String),
      phoneNo: expect.any(String),
      mobilePhoneNo: expect.any(String),
      companyEmail: expect.stringContaining('@sv.example.lt'),
    });
    const letters = groups.map((group) => group.alphabet);
    expect(new Set(letters).size).toBe(letters.length);
  });

  it('follows the last-first format and shows employee numbers when the site says so', async () => {
    await setSettings({ contacts_name_format: 'last-first', contacts_employee_no: true });
    const groups = await api.as.employee.contacts.search({});
    const contact = groups[0]!.employees[0]!;
    expect(contact.fullName).toBe(`${contact.lastName} ${contact.firstName}`);
    expect(contact.employeeNo).toMatch(/^SV\d{4}$/);
    for (const group of groups) {
      for (const entry of group.employees) expect(indexLetterOf(entry.fullName), entry.fullName).toBe(group.alphabet);
    }
  });

  it('searches names, full names, job titles and departments, case-insensitively', async () => {
    const colleague = await api.harness.db
      .selectFrom('employees')
      .select(['first_name', 'last_name'])
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', 'SV0012')
      .executeTakeFirstOrThrow();
    const byName = await api.as.employee.contacts.search({ searchQuery: `${colleague.first_name} ${colleague.last_name}`.toUpperCase() });
    expect(byName.flatMap((group) => group.employees).map((entry) => entry.lastName)).toContain(colleague.last_name);
    const byDepartment = await api.as.employee.contacts.search({ searchQuery: 'sandėl' });
    expect(
      byDepartment
        .flatMap((group) => group.employees)
        .every((entry) => entry.department === 'Sandėlis' || /sandėl/i.test(entry.jobTitle ?? '')),
    ).toBe(true);
    expect(await api.as.employee.contacts.search({ searchQuery: '%%' })).toEqual([]);
    await expectFieldError(api.as.employee.contacts.search({ searchQuery: 'x'.repeat(101) }), 'searchQuery');
  });

  it('leaves out colleagues who have left', async () => {
    await api.harness.db
      .updateTable('employees')
      .set({ termination_date: '2026-10-31' })
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', 'SV0098')
      .execute();
    const numbers = (await api.as.employee.contacts.search({})).flatMap((group) => group.employees.map((entry) => entry.employeeNo));
    expect(numbers).not.toContain('SV0098');
    expect(numbers).toHaveLength(99);
  });
});

describe('REST rows', () => {
  it('GET /api/contacts takes the search from the query and answers the groups in the envelope', async () => {
    const search = 'sandėl';
    const groups = successData<ContactGroup[]>(
      await api.client.get(`/api/contacts?searchQuery=${encodeURIComponent(search)}`, api.tokens.employee),
    );
    expect(groups.length).toBeGreaterThan(0);
    expect(groups).toEqual(await api.as.employee.contacts.search({ searchQuery: search }));
    expect(successData<ContactGroup[]>(await api.client.get('/api/contacts', api.tokens.employee)).length).toBeGreaterThan(groups.length);
    expectValidationError(await api.client.get(`/api/contacts?searchQuery=${'x'.repeat(101)}`, api.tokens.employee), 'searchQuery');
  });
});
