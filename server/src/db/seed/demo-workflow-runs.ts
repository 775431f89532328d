import {
  ActionCode,
  addDays,
  dateInTimeZone,
  type IsoDate,
  lithuanianCalendar,
  SubmissionState,
  WorkflowMappingType,
  type WorkflowActionInput,
  type WorkflowActionResult,
} from '@portal/shared';
import { sql, type Transaction } from 'kysely';
import type { Env } from '../../env';
import { discardErpChangesQueuedAfter, lastQueuedErpChangeId } from '../../erp/erp-outbox';
import { discardMailQueuedAfter, lastQueuedMailId } from '../../mail/outbox';
import type { AuthenticatedSession, SessionUser } from '../../modules/sessions/session-tokens';
import * as submissionsRepository from '../../modules/submissions/submissions.repository';
import * as usersRepository from '../../modules/users/users.repository';
import { addParticipants } from '../../modules/workflows/use-cases/add-participants';
import { cancelDocument } from '../../modules/workflows/use-cases/cancel-document';
import { decideStep } from '../../modules/workflows/use-cases/decide-step';
import { startWorkflow } from '../../modules/workflows/use-cases/start-workflow';
import * as workflowDefinitionsRepository from '../../modules/workflows/workflow-definitions.repository';
import type { WorkflowContext } from '../../modules/workflows/workflow-run';
import * as workflowsRepository from '../../modules/workflows/workflows.repository';
import type { Database } from '../database';
import type { Executor } from '../transaction';
import { DemoForm } from './demo-forms';
import type { SeededSubmission } from './demo-submissions';

// The demo documents past New reach their state through the approval engine (issue #5 "Seed"), so
// they carry what a real one does: a run with participants and decisions, a history, the notices.
// Each is filed New, started by its filer at the filing moment, and then decided one work day after
// another by the people the seeded workflows name (demo-workflows.ts):
// - the company head (SV0001), line manager of the manager, the planner and the administrator, has
//   no sign-in: when a step starts with nobody, the administrator adds a stand-in approver — themselves,
//   or the planner (head of HR) on the administrator's own documents;
// - InProgress stops with the first step waiting; Rejected is declined by the first approver;
//   Cancelled is withdrawn by its filer while under approval; Approved is approved step by step;
// - an approved document whose plan asks for a cancellation then has its filer start the form's
//   cancellation workflow with a reason, and waits on that run's first step.

/** Why the first approver declined, by form (one rejected demo document per form). */
const declineComments: Partial<Record<DemoForm, string>> = {
  [DemoForm.unpaidLeave]: 'Tomis dienomis gamyboje trūksta žmonių, prašau pasirinkti kitas datas.',
  [DemoForm.businessTrip]: 'Šių metų konferencijų biudžetas jau išnaudotas.',
  [DemoForm.annualLeave]: 'Tą savaitę rengiame metinę ataskaitą, atostogas perkelkime.',
};

/** Why the filer withdrew it, by form (one cancelled demo document per form). */
const cancelComments: Partial<Record<DemoForm, string>> = {
  [DemoForm.annualLeave]: 'Pasikeitė šeimos planai.',
  [DemoForm.request]: 'Vieta atsilaisvino šalia, prašymas nebeaktualus.',
  [DemoForm.equipmentRequest]: 'Ausines užsakys IT skyrius kartu su kitomis.',
};

/** Notices older than this many days before the demo's today have been read. */
const READ_AFTER_DAYS = 7;

type DemoUsername = SeededSubmission['filer'];

/** The session a demo user acts in, in SV, as sign-in would build it (session-tokens.ts authenticate). */
export async function demoSession(db: Executor, userId: number): Promise<AuthenticatedSession> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'admin_access', 'personnel_no', 'type'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    sessionId: 0,
    user: {
      id: user.id,
      username: user.username,
      adminAccess: user.admin_access,
      personnelNo: user.personnel_no,
      type: user.type as SessionUser['type'],
      workTimeAccessCompanies: await usersRepository.workTimeCompanies(db, user.id),
    },
    currentCompanyCode: 'SV',
    appMode: 'stable',
    rememberMe: false,
    passwordChangeRequired: false,
  };
}

/** The moments of one document's history: filed, a little later that day, then work day after work day. */
class Timeline {
  private current: Date;
  private readonly minute: string;

  constructor(
    filedAt: Date,
    private readonly timeZone: string,
  ) {
    this.current = filedAt;
    this.minute = String(filedAt.getUTCMinutes()).padStart(2, '0');
  }

  now = (): Date => this.current;

  later(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }

  /** Mid-morning of a later day (never back in time). */
  onDay(day: IsoDate): void {
    const next = new Date(`${day}T08:${this.minute}:00Z`);
    if (next > this.current) this.current = next;
  }

  /** The next work day, mid-morning. */
  nextWorkDay(): void {
    const day = lithuanianCalendar.addBusinessDays(dateInTimeZone(this.current, this.timeZone), 1);
    this.current = new Date(`${day}T08:${this.minute}:00Z`);
  }
}

function withComment(input: { id: number }, comment: string | undefined): WorkflowActionInput {
  return comment ? { ...input, comment } : input;
}

/** The active activity of the document's open run and its participants, if it waits on one. */
async function waitingStep(trx: Transaction<Database>, submissionId: number) {
  const instance = await workflowsRepository.findOpenInstance(trx, submissionId);
  if (instance?.state !== 'active') return null;
  const activity = (await workflowsRepository.listInstanceActivities(trx, instance.id)).find((each) => each.state === 'active');
  if (!activity) return null;
  return { activity, participants: await workflowsRepository.listParticipants(trx, [activity.id]) };
}

/**
 * Drives the seeded documents past New through the workflow engine, inside the seed's transaction,
 * to the state their plan names. A form without an initiation workflow just takes its state.
 */
export async function seedDemoWorkflowRuns(
  trx: Transaction<Database>,
  submissions: readonly SeededSubmission[],
  userIdByUsername: Map<string, number>,
  env: Env,
  today: IsoDate,
): Promise<void> {
  const sessions = new Map<number, AuthenticatedSession>();
  const contextOf = async (userId: number, timeline: Timeline): Promise<WorkflowContext> => {
    if (!sessions.has(userId)) sessions.set(userId, await demoSession(trx, userId));
    return { db: trx, auth: sessions.get(userId)!, env, now: timeline.now };
  };
  const userId = (username: DemoUsername) => userIdByUsername.get(username)!;
  const lastMessage = await trx
    .selectFrom('messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const lastMailId = await lastQueuedMailId(trx);
  const lastErpChangeId = await lastQueuedErpChangeId(trx);

  for (const document of submissions) {
    if (document.state === SubmissionState.draft || document.state === SubmissionState.new) continue;
    const [mapping] = await workflowDefinitionsRepository.listMappings(trx, document.formId, WorkflowMappingType.initiation);
    if (!mapping) {
      // The system's transition, at filing time (as the engine's own would be recorded).
      await submissionsRepository.recordTransition(trx, document.id, { state: document.state }, null, document.filedAt);
      continue;
    }
    const timeline = new Timeline(document.filedAt, env.BUSINESS_TIME_ZONE);
    const filer = userId(document.filer);
    const input = { id: document.id };
    let result: WorkflowActionResult = await startWorkflow(await contextOf(filer, timeline), { ...input, workflowId: mapping.workflow_id });
    while (result.state === SubmissionState.inProgress) {
      const step = await waitingStep(trx, document.id);
      if (!step) break;
      if (step.participants.length === 0) {
        timeline.later(40);
        const standIn = document.filer === 'admin' ? userId('planner') : userId('admin');
        await addParticipants(
          await contextOf(userId('admin'), timeline),
          { id: document.id, participantActivityId: step.activity.id },
          { by: 'user', userId: standIn },
        );
        continue;
      }
      if (document.state === SubmissionState.inProgress) break;
      timeline.nextWorkDay();
      if (document.state === SubmissionState.cancelled) {
        result = await cancelDocument(await contextOf(filer, timeline), {
          ...withComment(input, cancelComments[document.form]),
          activityId: step.activity.id,
        });
        break;
      }
      const approver = step.participants.find((participant) => participant.action === ActionCode.pending)!;
      const decision = document.state === SubmissionState.rejected ? 'decline' : 'approve';
      result = await decideStep(
        await contextOf(approver.user_id, timeline),
        { ...withComment(input, decision === 'decline' ? declineComments[document.form] : undefined), activityId: step.activity.id },
        decision,
      );
    }
    if (result.state !== document.state)
      throw new Error(`Demo document ${document.id} (${document.form}) reached ${result.state}, not ${document.state}`);
    if (document.cancellation) {
      const [cancellation] = await workflowDefinitionsRepository.listMappings(trx, document.formId, WorkflowMappingType.cancellation);
      if (!cancellation) throw new Error(`Demo document ${document.id} (${document.form}) has no cancellation workflow`);
      timeline.onDay(addDays(today, -document.cancellation.requestedDaysAgo));
      await startWorkflow(await contextOf(filer, timeline), {
        ...input,
        workflowId: cancellation.workflow_id,
        reason: document.cancellation.reason,
      });
      const step = await waitingStep(trx, document.id);
      if (!step || step.participants.length === 0)
        throw new Error(`Demo document ${document.id} (${document.form}): its cancellation waits on nobody`);
    }
  }

  // These runs happened in the demo's past: their mail is not sent at the first start, and the ERP
  // already holds the demo's absence history (demo-absences.ts), so nothing is left queued for the
  // workers. The history still says what was queued then.
  await discardMailQueuedAfter(trx, lastMailId);
  await discardErpChangesQueuedAfter(trx, lastErpChangeId);
  // People have read the notices of weeks ago; the recent ones wait in the inbox.
  await trx
    .updateTable('messages')
    .set({ is_read: true, read_at: sql<Date>`created_at + interval '1 hour'` })
    .where('id', '>', lastMessage?.id ?? 0)
    .where('created_at', '<', new Date(`${addDays(today, -READ_AFTER_DAYS)}T00:00:00Z`))
    .execute();
}
