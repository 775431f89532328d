import {
  AddHolidayPlanEmployeesInputSchema,
  CreateMyHolidayPlanEntryInputSchema,
  GenerateHolidayPlanInputSchema,
  GenerateHolidayPlanResultSchema,
  HolidayPlanAvailableEmployeePageSchema,
  HolidayPlanAvailableEmployeesInputSchema,
  HolidayPlanEmployeeSchema,
  HolidayPlanEntriesInputSchema,
  HolidayPlanEntrySchema,
  HolidayPlanIdInputSchema,
  HolidayPlanInputSchema,
  HolidayPlanListInputSchema,
  HolidayPlanPageSchema,
  HolidayPlanRecordIdInputSchema,
  HolidayPlanSchema,
  HolidayPlanSheetInputSchema,
  HolidayPlanSheetSchema,
  MyHolidayPlanEntryResultSchema,
  MyHolidayPlanInputSchema,
  MyPlanFactsInputSchema,
  PlanFactSchema,
  MyHolidayPlanSchema,
  SetHolidayPlanStatusInputSchema,
  UpdateHolidayPlanEntriesInputSchema,
  UpdateHolidayPlanEntriesResultSchema,
  UpdateHolidayPlanInputSchema,
  UpdateMyHolidayPlanEntryInputSchema,
} from '@portal/shared';
import { z } from 'zod';
import { createCallerFactory, router, signedInProcedure, workTimeProcedure } from '../../trpc/init';
import { addPlanEmployees } from './use-cases/add-plan-employees';
import { createHolidayPlan } from './use-cases/create-holiday-plan';
import { deleteHolidayPlan } from './use-cases/delete-holiday-plan';
import { deletePlanEntry } from './use-cases/delete-plan-entry';
import { exportPlanToExcel } from './use-cases/export-plan-to-excel';
import { generatePlanEntries } from './use-cases/generate-plan-entries';
import { getHolidayPlan } from './use-cases/get-holiday-plan';
import { getPlanSheet } from './use-cases/get-plan-sheet';
import { listAvailableEmployees } from './use-cases/list-available-employees';
import { listHolidayPlans } from './use-cases/list-holiday-plans';
import { listPlanEmployees } from './use-cases/list-plan-employees';
import { listPlanEntries } from './use-cases/list-plan-entries';
import { getMyHolidayPlan } from './use-cases/my-holiday-plan';
import { getMyPlanFacts } from './use-cases/my-plan-facts';
import { removePlanEmployee } from './use-cases/remove-plan-employee';
import { createMyPlanEntry, deleteMyPlanEntry, updateMyPlanEntry } from './use-cases/save-my-plan-entry';
import { setHolidayPlanStatus } from './use-cases/set-holiday-plan-status';
import { updateHolidayPlan } from './use-cases/update-holiday-plan';
import { updatePlanEntries } from './use-cases/update-plan-entries';

// Holiday plans of the work-time area (spec 2 §3, §4, §7 "Holiday plans" and the generic model calls
// on wtc-area/holiday-plans): work-time procedures whose use cases check the grants on the plan.

const IdResultSchema = z.object({ id: z.number().int() });

export const holidayPlansRouter = router({
  list: workTimeProcedure
    .input(HolidayPlanListInputSchema)
    .output(HolidayPlanPageSchema)
    .query(({ ctx, input }) => listHolidayPlans(ctx, input)),
  get: workTimeProcedure
    .input(HolidayPlanRecordIdInputSchema)
    .output(HolidayPlanSchema)
    .query(({ ctx, input }) => getHolidayPlan(ctx, input.id)),
  create: workTimeProcedure
    .input(HolidayPlanInputSchema)
    .output(HolidayPlanSchema)
    .mutation(({ ctx, input }) => createHolidayPlan(ctx, input)),
  update: workTimeProcedure
    .input(UpdateHolidayPlanInputSchema)
    .output(HolidayPlanSchema)
    .mutation(({ ctx, input }) => updateHolidayPlan(ctx, input)),
  delete: workTimeProcedure
    .input(HolidayPlanRecordIdInputSchema)
    .output(IdResultSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteHolidayPlan(ctx, input.id);
      return { id: input.id };
    }),
  setStatus: workTimeProcedure
    .input(SetHolidayPlanStatusInputSchema)
    .output(HolidayPlanSchema)
    .mutation(({ ctx, input }) => setHolidayPlanStatus(ctx, input)),
  employees: workTimeProcedure
    .input(HolidayPlanIdInputSchema)
    .output(z.array(HolidayPlanEmployeeSchema))
    .query(({ ctx, input }) => listPlanEmployees(ctx, input.holidayPlanId)),
  availableEmployees: workTimeProcedure
    .input(HolidayPlanAvailableEmployeesInputSchema)
    .output(HolidayPlanAvailableEmployeePageSchema)
    .query(({ ctx, input }) => listAvailableEmployees(ctx, input)),
  addEmployees: workTimeProcedure
    .input(AddHolidayPlanEmployeesInputSchema)
    .output(z.array(HolidayPlanEmployeeSchema))
    .mutation(({ ctx, input }) => addPlanEmployees(ctx, input)),
  removeEmployee: workTimeProcedure
    .input(HolidayPlanRecordIdInputSchema)
    .output(IdResultSchema)
    .mutation(async ({ ctx, input }) => {
      await removePlanEmployee(ctx, input.id);
      return { id: input.id };
    }),
  entries: workTimeProcedure
    .input(HolidayPlanEntriesInputSchema)
    .output(z.array(HolidayPlanEntrySchema))
    .query(({ ctx, input }) => listPlanEntries(ctx, input)),
  updateEntries: workTimeProcedure
    .input(UpdateHolidayPlanEntriesInputSchema)
    .output(UpdateHolidayPlanEntriesResultSchema)
    .mutation(({ ctx, input }) => updatePlanEntries(ctx, input)),
  deleteEntry: workTimeProcedure
    .input(HolidayPlanRecordIdInputSchema)
    .output(IdResultSchema)
    .mutation(async ({ ctx, input }) => {
      await deletePlanEntry(ctx, input.id);
      return { id: input.id };
    }),
  generate: workTimeProcedure
    .input(GenerateHolidayPlanInputSchema)
    .output(GenerateHolidayPlanResultSchema)
    .mutation(({ ctx, input }) => generatePlanEntries(ctx, input)),
  sheet: workTimeProcedure
    .input(HolidayPlanSheetInputSchema)
    .output(HolidayPlanSheetSchema)
    .query(({ ctx, input }) => getPlanSheet(ctx, input)),
});

/** The employee's absence plan (spec 1 §7 holiday-plans calls): signed in; the use cases decide whose entries. */
export const myHolidayPlanRouter = router({
  get: signedInProcedure
    .input(MyHolidayPlanInputSchema)
    .output(MyHolidayPlanSchema)
    .query(({ ctx, input }) => getMyHolidayPlan(ctx, input)),
  facts: signedInProcedure
    .input(MyPlanFactsInputSchema)
    .output(z.array(PlanFactSchema))
    .query(({ ctx, input }) => getMyPlanFacts(ctx, input)),
  create: signedInProcedure
    .input(CreateMyHolidayPlanEntryInputSchema)
    .output(MyHolidayPlanEntryResultSchema)
    .mutation(({ ctx, input }) => createMyPlanEntry(ctx, input)),
  update: signedInProcedure
    .input(UpdateMyHolidayPlanEntryInputSchema)
    .output(MyHolidayPlanEntryResultSchema)
    .mutation(({ ctx, input }) => updateMyPlanEntry(ctx, input)),
  delete: signedInProcedure
    .input(HolidayPlanRecordIdInputSchema)
    .output(IdResultSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteMyPlanEntry(ctx, input.id);
      return { id: input.id };
    }),
});

/** The plan as an .xlsx file, for the export route (holiday-plans.routes.ts); bytes do not travel as tRPC JSON. */
export const holidayPlanExportRouter = router({
  exportToExcel: workTimeProcedure
    .input(HolidayPlanIdInputSchema)
    .output(z.object({ bytes: z.instanceof(Buffer), mimeType: z.string(), fileName: z.string() }))
    .mutation(({ ctx, input }) => exportPlanToExcel(ctx, input.holidayPlanId)),
});

export const createHolidayPlanExportCaller = createCallerFactory(holidayPlanExportRouter);
