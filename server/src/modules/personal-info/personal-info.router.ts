import { EmployeeNoInputSchema, ErrorCode, PersonalInformationSchema } from '@portal/shared';
import { DomainError } from '../../errors/domain-error';
import { router, signedInProcedure } from '../../trpc/init';
import { authorizeEmployee, EmployeeView } from '../employees/employee-access';
import * as personalInfoRepository from './personal-info.repository';

export const personalInfoRouter = router({
  /** Addresses, IBAN and relatives: the person themself and administrators only. */
  get: signedInProcedure
    .input(EmployeeNoInputSchema)
    .output(PersonalInformationSchema)
    .query(async ({ ctx, input }) => {
      const { companyCode, employeeNo } = await authorizeEmployee(ctx, input.employeeNo, EmployeeView.personal);
      const [person, relatives] = await Promise.all([
        personalInfoRepository.findPersonalInformation(ctx.db, companyCode, employeeNo),
        personalInfoRepository.listRelatives(ctx.db, companyCode, employeeNo),
      ]);
      if (!person) throw new DomainError(ErrorCode.recordNotFound);
      return {
        employeeNo: person.employee_no,
        name: person.first_name,
        lastName: person.last_name,
        mobileNo: person.mobile_phone_no,
        phoneNo: person.phone_no,
        companyEmail: person.company_email,
        email: person.email,
        declaredAddress: person.declared_address ?? '',
        homeAddress: person.home_address ?? '',
        iban: person.iban ?? '',
        relatives: relatives.map((relative) => ({
          relativeType: relative.relative_type,
          firstName: relative.first_name,
          lastName: relative.last_name,
          birthDate: relative.birth_date,
          phoneNo: relative.phone_no,
          personalNo: relative.personal_no,
          disabled: relative.disabled,
          hasOneOfTheParents: relative.has_one_of_the_parents,
          additionalNeeds: relative.additional_needs,
        })),
      };
    }),
});
