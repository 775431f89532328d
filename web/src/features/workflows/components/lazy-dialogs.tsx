import { lazyDialog } from '../../../components/lazy-parts';

// The workflow dialogs, each fetched when first opened: most visitors of a document open none.

export const CancelDialog = lazyDialog(
  () => import('./cancel-dialog').then((module) => module.CancelDialog),
  (props) => props.opened,
);

export const InitiateCancellationDialog = lazyDialog(
  () => import('./initiate-cancellation-dialog').then((module) => module.InitiateCancellationDialog),
  (props) => props.opened,
);

/** An administrator deciding for a participant, from the history. */
export const DecisionDialog = lazyDialog(
  () => import('./decision-dialog').then((module) => module.DecisionDialog),
  (props) => props.kind !== null,
);

export const AddEmployeeParticipantDialog = lazyDialog(
  () => import('./add-employee-participant-dialog').then((module) => module.AddEmployeeParticipantDialog),
  (props) => props.activity !== null,
);

export const AddDepartmentParticipantsDialog = lazyDialog(
  () => import('./add-department-participants-dialog').then((module) => module.AddDepartmentParticipantsDialog),
  (props) => props.activity !== null,
);

export const AddJobTitleParticipantsDialog = lazyDialog(
  () => import('./add-job-title-participants-dialog').then((module) => module.AddJobTitleParticipantsDialog),
  (props) => props.activity !== null,
);
