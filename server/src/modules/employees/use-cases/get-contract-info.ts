import { type Appointment, type ContractInfo, ErrorCode, isAppointmentActive, orderAppointmentHistory } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { EmployeeAccess } from '../employee-access';
import * as employeesRepository from '../employees.repository';

type AppointmentRow = Awaited<ReturnType<typeof employeesRepository.listAppointments>>[number];

function toAppointment(row: AppointmentRow, today: string, showPay: boolean): Appointment {
  const managerFullName =
    row.manager_first_name || row.manager_last_name ? [row.manager_first_name, row.manager_last_name].filter(Boolean).join(' ') : null;
  return {
    appointmentLineNo: row.appointment_line_no,
    rootLineNo: row.root_line_no,
    extensionFrom: row.extension_from,
    contractNo: row.contract_no,
    appointmentType: row.appointment_type,
    jobTitleName: row.job_title_name,
    departmentName: row.department_name,
    fromDate: row.from_date,
    toDate: row.to_date,
    isActive: isAppointmentActive({ fromDate: row.from_date, toDate: row.to_date }, today),
    showTrialPeriod: row.show_trial_period,
    trialPeriodUntil: row.trial_period_until,
    managerEmployeeNo: row.manager_employee_no,
    managerFirstName: row.manager_first_name,
    managerLastName: row.manager_last_name,
    managerFullName,
    fullPartTime: row.full_part_time === 'part' ? 'part' : 'full',
    contractType: row.contract_type,
    teaTypeInt: row.tea_type_int,
    holidayNormWd: row.holiday_norm_wd,
    holidayNormCd: row.holiday_norm_cd,
    // A manager is not a payroll reader (SECURITY.md): pay stays with the person and administrators.
    salary: showPay ? row.salary : null,
    advancePercent: showPay ? row.advance_percent : null,
    advanceAmount: showPay ? row.advance_amount : null,
    bonus: showPay ? row.bonus : null,
  };
}

/** Contract information and appointment history of an authorised employee. */
export async function getContractInfo(db: Executor, access: EmployeeAccess, today: string): Promise<ContractInfo> {
  const [employee, appointments] = await Promise.all([
    employeesRepository.findWithNames(db, access.companyCode, access.employeeNo),
    employeesRepository.listAppointments(db, access.companyCode, access.employeeNo),
  ]);
  if (!employee) throw new DomainError(ErrorCode.recordNotFound);
  const isPersonal = access.as !== 'manager';
  return {
    employeeNo: employee.employee_no,
    personnelNo: isPersonal ? employee.personnel_no : null,
    firstName: employee.first_name,
    lastName: employee.last_name,
    fullName: employeesRepository.fullName(employee),
    companyNo: employee.company_code,
    companyName: employee.company_name,
    mobilePhoneNo: employee.mobile_phone_no,
    phoneNo: employee.phone_no,
    email: isPersonal ? employee.email : null,
    companyEmail: employee.company_email,
    departmentCode: employee.department_code,
    department: employee.department_name,
    jobTitle: employee.job_title,
    employmentDate: employee.employment_date,
    managerFullName: employee.manager_first_name ? `${employee.manager_first_name} ${employee.manager_last_name}` : null,
    unusedHolidays: employee.unused_holidays,
    holidayNorm: employee.holiday_norm,
    holidayDayType: employee.holiday_day_type,
    allowMyTeam: employee.allow_my_team,
    solidHolidayStatus: employee.solid_holiday_status,
    solidHolidayStatusFrom: employee.solid_holiday_status_from,
    solidHolidayStatusTo: employee.solid_holiday_status_to,
    showSolidHolidayStatus: employee.show_solid_holiday_status,
    isAdmin: access.as === 'admin',
    workExperience: employee.work_experience_years,
    workExperienceSince: employee.work_experience_since,
    appointments: orderAppointmentHistory(appointments.map((row) => toAppointment(row, today, isPersonal))),
  };
}
