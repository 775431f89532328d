import {
  type Schedule,
  type ScheduleEmployee,
  type ScheduleEmployeeGroup,
  type SummaryTableCalculationMode,
  type TrackingType,
  type WorkTimePermissionAction,
} from '@portal/shared';
import type * as schedulesRepository from './schedules.repository';

// Rows of schedules.repository as the contract's shapes (shared/src/schedules).

type ScheduleRow = NonNullable<Awaited<ReturnType<typeof schedulesRepository.findInCompany>>>;
type GroupRow = Awaited<ReturnType<typeof schedulesRepository.listGroups>>[number];
type AssignedRow = Awaited<ReturnType<typeof schedulesRepository.listAssigned>>[number];

export function toSchedule(row: ScheduleRow, actions: readonly WorkTimePermissionAction[]): Schedule {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    companyCode: row.company_code,
    shiftGroupId: row.shift_group_id,
    shiftGroup: { id: row.shift_group_id, code: row.shift_group_code, name: row.shift_group_name, archived: row.shift_group_archived },
    printHeader: row.print_header,
    printCity: row.print_city,
    printSignatureColumn: row.print_signature_column,
    displayDetailedSummaryTable: row.display_detailed_summary_table,
    summaryTableCalculationMode: row.summary_table_calculation_mode as SummaryTableCalculationMode,
    archived: row.archived,
    actions: [...actions],
  };
}

export function toGroup(row: GroupRow, index: number): ScheduleEmployeeGroup {
  // The order is the position in the list: stored sort orders may have gaps after deletions.
  return { id: row.id, scheduleId: row.schedule_id, order: index + 1, name: row.name, isHidden: row.is_hidden };
}

export function toScheduleEmployee(row: AssignedRow, today: string): ScheduleEmployee {
  return {
    id: row.id,
    scheduleId: row.schedule_id,
    employeeNo: row.employee_no,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`,
    departmentCode: row.department_code,
    department: row.department_name,
    jobTitle: row.job_title,
    groupId: row.schedule_employee_group_id,
    scheduleFormulaId: row.schedule_formula_id,
    formulaOffset: row.formula_offset,
    trackingType: row.tracking_type as TrackingType,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    isValid: row.valid_from <= today && (row.valid_to === null || row.valid_to >= today),
  };
}
