import type {
  PlanningOptions,
  Schedule,
  ScheduleEmployee,
  ScheduleEmployeeGroup,
  ScheduleInit,
  ScheduleListItem,
  WorkTimePermissionAction,
} from '@portal/shared';
import { aUser } from '../../../testing/fixtures';

/** A planner of the current company (SV). */
export const planner = aUser({ id: 3, username: 'planner', employeeFullName: 'Asta Kairienė', workTimeAccessCompanies: ['SV'] });

export const everyAction: WorkTimePermissionAction[] = ['view', 'create', 'edit', 'delete', 'administer', 'change_status'];

export function aScheduleRow(id: number, overrides: Partial<ScheduleListItem> = {}): ScheduleListItem {
  return {
    id,
    code: `GR-${id}`,
    name: `Grafikas ${id}`,
    shiftGroupId: 5,
    shiftGroupCode: 'GAM',
    shiftGroupName: 'Gamybos pamainos',
    employeesCount: 12,
    archived: false,
    actions: everyAction,
    ...overrides,
  };
}

export const scheduleInit: ScheduleInit = {
  defaults: {
    printHeader: '',
    printCity: '',
    printSignatureColumn: false,
    displayDetailedSummaryTable: false,
    summaryTableCalculationMode: 0,
  },
  shiftGroups: [
    { id: 5, code: 'GAM', name: 'Gamybos pamainos', archived: false },
    { id: 6, code: 'SAN', name: 'Sandėlio pamainos', archived: false },
  ],
  canCreate: true,
};

export function aSchedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    id: 41,
    code: 'GAM-1',
    name: 'Gamyba',
    companyCode: 'SV',
    shiftGroupId: 5,
    shiftGroup: { id: 5, code: 'GAM', name: 'Gamybos pamainos', archived: false },
    printHeader: 'Darbo grafikas',
    printCity: 'Vilnius',
    printSignatureColumn: false,
    displayDetailedSummaryTable: false,
    summaryTableCalculationMode: 0,
    archived: false,
    actions: everyAction,
    ...overrides,
  };
}

export function aGroup(id: number, order: number, name: string, isHidden = false): ScheduleEmployeeGroup {
  return { id, scheduleId: 41, order, name, isHidden };
}

export function aMember(id: number, overrides: Partial<ScheduleEmployee> = {}): ScheduleEmployee {
  return {
    id,
    scheduleId: 41,
    employeeNo: `SV00${id}`,
    firstName: 'Jonas',
    lastName: 'Petraitis',
    fullName: 'Jonas Petraitis',
    departmentCode: 'PROD',
    department: 'Gamyba',
    jobTitle: 'Operatorius',
    groupId: null,
    scheduleFormulaId: 7,
    formulaOffset: 0,
    trackingType: 0,
    validFrom: '2026-11-01',
    validTo: null,
    isValid: true,
    ...overrides,
  };
}

export const planningOptions: PlanningOptions = {
  formulas: [
    { id: 7, code: 'F-4', name: 'Keturių pamainų', type: 'cyclic', length: 8, archived: false },
    { id: 8, code: 'F-5/2', name: 'Penkios darbo dienos', type: 'continuous', length: 7, archived: false },
  ],
  shifts: [
    { id: 11, code: 'D', name: 'Dieninė', backgroundColor: '#FFF3BF', fontColor: '#000000' },
    { id: 12, code: 'N', name: 'Naktinė', backgroundColor: '#1864AB', fontColor: '#FFFFFF' },
  ],
};
