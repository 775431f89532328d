import {
  DeletedRecordSchema,
  EmployeeActivityIdInputSchema,
  EmployeeActivityInputSchema,
  EmployeeActivityListInputSchema,
  EmployeeActivityPageSchema,
  EmployeeActivitySchema,
  EmployeeActivityUpdateInputSchema,
  SetupPermissionsSchema,
} from '@portal/shared';
import { router, workTimeProcedure } from '../../trpc/init';
import { activityPermissions } from './activity-access';
import { activityContextOf } from './activity-context';
import { createEmployeeActivity } from './use-cases/create-employee-activity';
import { deleteEmployeeActivity } from './use-cases/delete-employee-activity';
import { getEmployeeActivity } from './use-cases/get-employee-activity';
import { listEmployeeActivities } from './use-cases/list-employee-activities';
import { updateEmployeeActivity } from './use-cases/update-employee-activity';

// wtc-area/employee-activities (spec 2 §2, §7 generic model calls; issue #14): planner-kept employee
// activities and their setup entries. Access: the company-wide work-time grant, checked in the use
// cases (activity-access.ts).
export const employeeActivitiesRouter = router({
  list: workTimeProcedure
    .input(EmployeeActivityListInputSchema)
    .output(EmployeeActivityPageSchema)
    .query(({ ctx, input }) => listEmployeeActivities(activityContextOf(ctx), input)),

  /** What the caller may do with the activities: the screen offers only that. */
  permissions: workTimeProcedure.output(SetupPermissionsSchema).query(({ ctx }) => activityPermissions(activityContextOf(ctx))),

  get: workTimeProcedure
    .input(EmployeeActivityIdInputSchema)
    .output(EmployeeActivitySchema)
    .query(({ ctx, input }) => getEmployeeActivity(activityContextOf(ctx), input.id)),

  create: workTimeProcedure
    .input(EmployeeActivityInputSchema)
    .output(EmployeeActivitySchema)
    .mutation(({ ctx, input }) => createEmployeeActivity(activityContextOf(ctx), input)),

  update: workTimeProcedure
    .input(EmployeeActivityUpdateInputSchema)
    .output(EmployeeActivitySchema)
    .mutation(({ ctx, input: { id, version, ...values } }) => updateEmployeeActivity(activityContextOf(ctx), id, version, values)),

  delete: workTimeProcedure
    .input(EmployeeActivityIdInputSchema)
    .output(DeletedRecordSchema)
    .mutation(({ ctx, input }) => deleteEmployeeActivity(activityContextOf(ctx), input.id)),
});
