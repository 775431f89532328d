import {
  AssignDepartmentInputSchema,
  AssignDepartmentResultSchema,
  AssignEmployeesInputSchema,
  CapacityExceptionSchema,
  CapacityMonthInputSchema,
  CreateEmployeeGroupInputSchema,
  EmployeeAssignmentsInputSchema,
  EmployeeAssignmentsSchema,
  EndScheduleEmployeeInputSchema,
  PlanningOptionsSchema,
  ReorderEmployeeGroupsInputSchema,
  ScheduleAvailableEmployeePageSchema,
  ScheduleAvailableEmployeesInputSchema,
  ScheduleEmployeeGroupSchema,
  ScheduleEmployeeSchema,
  ScheduleIdInputSchema,
  ScheduleInitSchema,
  ScheduleInputSchema,
  ScheduleListInputSchema,
  ScheduleListSchema,
  ScheduleEntriesInputSchema,
  ScheduleEntryPageSchema,
  ScheduleMonthEmployeesInputSchema,
  ScheduleRecordIdInputSchema,
  ScheduleSchema,
  SdlaInputSchema,
  SdlaSummarySchema,
  SetCapacityExceptionInputSchema,
  UpdateEmployeeGroupInputSchema,
  UpdateScheduleEmployeeInputSchema,
  UpdateScheduleInputSchema,
  WorkTimeEmployeeListInputSchema,
  WorkTimeEmployeePageSchema,
} from '@portal/shared';
import { z } from 'zod';
import { router, workTimeProcedure } from '../../trpc/init';
import { assignDepartment } from './use-cases/assign-department';
import { assignEmployees } from './use-cases/assign-employees';
import { createEmployeeGroup } from './use-cases/create-employee-group';
import { createSchedule } from './use-cases/create-schedule';
import { deleteEmployeeGroup } from './use-cases/delete-employee-group';
import { deleteSchedule } from './use-cases/delete-schedule';
import { endScheduleEmployee } from './use-cases/end-schedule-employee';
import { getPlanningOptions } from './use-cases/get-planning-options';
import { getSchedule } from './use-cases/get-schedule';
import { getSdlaSummary } from './use-cases/get-sdla-summary';
import { initSchedule } from './use-cases/init-schedule';
import { listAssignedEmployees } from './use-cases/list-assigned-employees';
import { listAvailableEmployees } from './use-cases/list-available-employees';
import { listCapacityExceptions } from './use-cases/list-capacity-exceptions';
import { listEmployeeAssignments } from './use-cases/list-employee-assignments';
import { listEmployeeGroups } from './use-cases/list-employee-groups';
import { listMonthEmployees } from './use-cases/list-month-employees';
import { listScheduleEntries } from './use-cases/list-schedule-entries';
import { listSchedules } from './use-cases/list-schedules';
import { listWorkTimeEmployees } from './use-cases/list-work-time-employees';
import { removeScheduleEmployee } from './use-cases/remove-schedule-employee';
import { reorderEmployeeGroups } from './use-cases/reorder-employee-groups';
import { setCapacityException } from './use-cases/set-capacity-exception';
import { setScheduleArchived } from './use-cases/set-schedule-archived';
import { updateEmployeeGroup } from './use-cases/update-employee-group';
import { updateSchedule } from './use-cases/update-schedule';
import { updateScheduleEmployee } from './use-cases/update-schedule-employee';

// Schedules of the work-time area (spec 2 §3, §7): every procedure is a work-time procedure (the
// session's company among the user's work-time companies); the use cases check the grants of spec 2 §6
// on the schedule — view to read, edit to change its definition and membership, delete, create.

const IdResultSchema = z.object({ id: z.number().int() });

/** Employee groups of a schedule (order, name, hidden). */
export const scheduleEmployeeGroupsRouter = router({
  list: workTimeProcedure
    .input(ScheduleIdInputSchema)
    .output(z.array(ScheduleEmployeeGroupSchema))
    .query(({ ctx, input }) => listEmployeeGroups(ctx, input.scheduleId)),
  create: workTimeProcedure
    .input(CreateEmployeeGroupInputSchema)
    .output(ScheduleEmployeeGroupSchema)
    .mutation(({ ctx, input }) => createEmployeeGroup(ctx, input)),
  update: workTimeProcedure
    .input(UpdateEmployeeGroupInputSchema)
    .output(ScheduleEmployeeGroupSchema)
    .mutation(({ ctx, input }) => updateEmployeeGroup(ctx, input)),
  /** Its employees stay in the schedule, in no group. */
  delete: workTimeProcedure
    .input(ScheduleRecordIdInputSchema)
    .output(IdResultSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteEmployeeGroup(ctx, input.id);
      return { id: input.id };
    }),
  reorder: workTimeProcedure
    .input(ReorderEmployeeGroupsInputSchema)
    .output(z.array(ScheduleEmployeeGroupSchema))
    .mutation(({ ctx, input }) => reorderEmployeeGroups(ctx, input)),
});

/** Who is in a schedule for which validity (schedule employees), and the company's employees to choose from. */
export const scheduleEmployeesRouter = router({
  assigned: workTimeProcedure
    .input(ScheduleIdInputSchema)
    .output(z.array(ScheduleEmployeeSchema))
    .query(({ ctx, input }) => listAssignedEmployees(ctx, input.scheduleId)),
  available: workTimeProcedure
    .input(ScheduleAvailableEmployeesInputSchema)
    .output(ScheduleAvailableEmployeePageSchema)
    .query(({ ctx, input }) => listAvailableEmployees(ctx, input)),
  assignments: workTimeProcedure
    .input(EmployeeAssignmentsInputSchema)
    .output(EmployeeAssignmentsSchema)
    .query(({ ctx, input }) => listEmployeeAssignments(ctx, input.employeeNo)),
  assign: workTimeProcedure
    .input(AssignEmployeesInputSchema)
    .output(z.object({ ids: z.array(z.number().int()) }))
    .mutation(({ ctx, input }) => assignEmployees(ctx, input)),
  assignDepartment: workTimeProcedure
    .input(AssignDepartmentInputSchema)
    .output(AssignDepartmentResultSchema)
    .mutation(({ ctx, input }) => assignDepartment(ctx, input)),
  update: workTimeProcedure
    .input(UpdateScheduleEmployeeInputSchema)
    .output(IdResultSchema)
    .mutation(async ({ ctx, input }) => {
      await updateScheduleEmployee(ctx, input);
      return { id: input.id };
    }),
  end: workTimeProcedure
    .input(EndScheduleEmployeeInputSchema)
    .output(IdResultSchema)
    .mutation(async ({ ctx, input }) => {
      await endScheduleEmployee(ctx, input);
      return { id: input.id };
    }),
  remove: workTimeProcedure
    .input(ScheduleRecordIdInputSchema)
    .output(IdResultSchema)
    .mutation(async ({ ctx, input }) => {
      await removeScheduleEmployee(ctx, input.id);
      return { id: input.id };
    }),
  /** The worktime employee list (spec 2 §3), paged. */
  directory: workTimeProcedure
    .input(WorkTimeEmployeeListInputSchema)
    .output(WorkTimeEmployeePageSchema)
    .query(({ ctx, input }) => listWorkTimeEmployees(ctx, input)),
});

export const schedulesRouter = router({
  list: workTimeProcedure
    .input(ScheduleListInputSchema)
    .output(ScheduleListSchema)
    .query(({ ctx, input }) => listSchedules(ctx, input)),
  init: workTimeProcedure.output(ScheduleInitSchema).query(({ ctx }) => initSchedule(ctx)),
  get: workTimeProcedure
    .input(ScheduleRecordIdInputSchema)
    .output(ScheduleSchema)
    .query(({ ctx, input }) => getSchedule(ctx, input.id)),
  create: workTimeProcedure
    .input(ScheduleInputSchema)
    .output(ScheduleSchema)
    .mutation(({ ctx, input }) => createSchedule(ctx, input)),
  update: workTimeProcedure
    .input(UpdateScheduleInputSchema)
    .output(ScheduleSchema)
    .mutation(({ ctx, input }) => updateSchedule(ctx, input)),
  delete: workTimeProcedure
    .input(ScheduleRecordIdInputSchema)
    .output(IdResultSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteSchedule(ctx, input.id);
      return { id: input.id };
    }),
  archive: workTimeProcedure
    .input(ScheduleRecordIdInputSchema)
    .output(ScheduleSchema)
    .mutation(({ ctx, input }) => setScheduleArchived(ctx, input.id, true)),
  undoArchive: workTimeProcedure
    .input(ScheduleRecordIdInputSchema)
    .output(ScheduleSchema)
    .mutation(({ ctx, input }) => setScheduleArchived(ctx, input.id, false)),
  planningOptions: workTimeProcedure
    .input(ScheduleIdInputSchema)
    .output(PlanningOptionsSchema)
    .query(({ ctx, input }) => getPlanningOptions(ctx, input.scheduleId)),
  capacityExceptions: workTimeProcedure
    .input(CapacityMonthInputSchema)
    .output(z.array(CapacityExceptionSchema))
    .query(({ ctx, input }) => listCapacityExceptions(ctx, input)),
  setCapacityException: workTimeProcedure
    .input(SetCapacityExceptionInputSchema)
    .output(CapacityExceptionSchema.nullable())
    .mutation(({ ctx, input }) => setCapacityException(ctx, input)),
  /** The month's employees (schedule-employees/assigned limited to the month), as generation chooses them. */
  employees: workTimeProcedure
    .input(ScheduleMonthEmployeesInputSchema)
    .output(z.array(ScheduleEmployeeSchema))
    .query(({ ctx, input }) => listMonthEmployees(ctx, input)),
  /** Committed day entries over a date range, paged, for other clients. */
  entries: workTimeProcedure
    .input(ScheduleEntriesInputSchema)
    .output(ScheduleEntryPageSchema)
    .query(({ ctx, input }) => listScheduleEntries(ctx, input)),
  /** A line's summarised working-time accounting (SDLA) up to a month. */
  sdla: workTimeProcedure
    .input(SdlaInputSchema)
    .output(SdlaSummarySchema)
    .query(({ ctx, input }) => getSdlaSummary(ctx, input)),
});
