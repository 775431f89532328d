import { ContactGroupSchema, ContactsInputSchema, ContactsNameFormat, formatContactName, groupContacts } from '@portal/shared';
import { z } from 'zod';
import { businessToday } from '../../trpc/business-date';
import { router, signedInProcedure } from '../../trpc/init';
import { sessionCompany } from '../employees/employee-access';
import * as siteSettingsRepository from '../site-settings/site-settings.repository';
import * as contactsRepository from './contacts.repository';

export const contactsRouter = router({
  /** Colleagues of the current company, grouped by index letter: work contact details only. */
  search: signedInProcedure
    .input(ContactsInputSchema)
    .output(z.array(ContactGroupSchema))
    .query(async ({ ctx, input }) => {
      const companyCode = sessionCompany(ctx.auth);
      const [settings, rows] = await Promise.all([
        siteSettingsRepository.get(ctx.db),
        contactsRepository.listColleagues(ctx.db, {
          companyCode,
          today: businessToday(ctx),
          search: input.searchQuery?.trim() || undefined,
        }),
      ]);
      const format =
        settings.contacts_name_format === ContactsNameFormat.lastFirst ? ContactsNameFormat.lastFirst : ContactsNameFormat.firstLast;
      return groupContacts(
        rows.map((row) => {
          const person = { firstName: row.first_name, lastName: row.last_name };
          return {
            employeeNo: settings.contacts_employee_no ? row.employee_no : null,
            ...person,
            fullName: formatContactName(person, format),
            jobTitle: row.job_title,
            department: row.department_name,
            phoneNo: row.phone_no,
            mobilePhoneNo: row.mobile_phone_no,
            companyEmail: row.company_email,
          };
        }),
      );
    }),
});
