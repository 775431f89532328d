import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DbClient } from '../db/database';
import type { Env } from '../env';
import { erpJobHandlers } from '../erp/erp-delivery';
import type { ErpGateway } from '../erp/erp-gateway';
import { createMirrorErpGateway } from '../erp/erp-mirror-gateway';
import { createJobQueue, type JobHandler, JobName, type JobQueue } from '../jobs/job-queue';
import { mailJobHandlers, type MailTransport, mailTransportFromEnv } from '../mail/mail-delivery';
import { sendPasswordResetMail } from '../modules/sessions/use-cases/send-password-reset-mail';
import { workJobKinds } from '../modules/work-jobs/work-job-kinds';
import { runWorkJob } from '../modules/work-jobs/work-job-runner';
import { completeOverdueActivity } from '../modules/workflows/use-cases/complete-overdue-activity';
import type { AppDeps } from '../trpc/context';

export interface ServerInstanceOptions {
  /** This instance's own pool: instances share the database, never a connection. */
  db: DbClient;
  env: Env;
  now?: () => Date;
  serveWeb?: boolean;
  /** Where mail goes: SMTP_URL's server unless given (null logs it). */
  mailTransport?: MailTransport | null;
  /** Where ERP changes go: the mirror tables unless given. */
  erpGateway?: ErpGateway;
}

/** One portal server: the app and the job queue's workers. It holds no state of its own (sessions, jobs and outboxes live in the database). */
export interface ServerInstance {
  app: FastifyInstance;
  jobQueue: JobQueue;
  /** Stops answering, then lets the running jobs finish (up to 10 s). The pool stays the caller's. */
  close(): Promise<void>;
}

/**
 * Builds the app and starts the job queue's workers over a prepared database (db/prepare-database.ts).
 * Any number of instances, in one process or on several machines, may run on one database: each job
 * runs in one of them, and the outboxes' deliveries claim their row before sending.
 */
export async function startServerInstance(options: ServerInstanceOptions): Promise<ServerInstance> {
  const { db, env } = options;
  const now = options.now ?? (() => new Date());
  const app = await buildApp({ db, env, now, ...(options.serveWeb === undefined ? {} : { serveWeb: options.serveWeb }) });
  const jobDeps: AppDeps = { db, env, log: app.log, now };
  const jobQueue = createJobQueue(
    jobDeps,
    portalJobHandlers(jobDeps, {
      mailTransport: options.mailTransport === undefined ? mailTransportFromEnv(env) : options.mailTransport,
      // No ERP connection yet: approved applications go straight into the mirror tables.
      erpGateway: options.erpGateway ?? createMirrorErpGateway(db),
    }),
  );
  try {
    await jobQueue.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  return {
    app,
    jobQueue,
    async close() {
      await app.close();
      await jobQueue.stop();
    },
  };
}

/**
 * The durable job queue (pg-boss, on the same database) runs everything that happens after a commit:
 * outbox mail, changes towards the ERP, a workflow step whose deadline has passed completing itself
 * when it says so (autocompleteAfterDuration), password-reset mail, and the work-time area's jobs.
 */
function portalJobHandlers(
  deps: AppDeps,
  outlets: { mailTransport: MailTransport | null; erpGateway: ErpGateway },
): Record<JobName, JobHandler> {
  return {
    ...mailJobHandlers(deps, outlets.mailTransport),
    ...erpJobHandlers({ ...deps, gateway: outlets.erpGateway }),
    [JobName.activityDeadline]: async ({ instanceActivityId }) => {
      if (typeof instanceActivityId !== 'number') {
        deps.log.error({ instanceActivityId }, 'activity deadline job without an activity id'); // retrying would not help
        return;
      }
      const result = await completeOverdueActivity(deps, instanceActivityId);
      // Ran before the deadline day was over (clocks differ): throwing makes the queue try again later.
      if (result === 'notDueYet') throw new Error('the activity is not overdue yet');
      if (result === 'completed') deps.log.info({ instanceActivityId }, 'workflow activity completed after its deadline');
    },
    // A reset request is answered at once; the look-up, the token and the mail happen here.
    [JobName.passwordResetMail]: (payload) => sendPasswordResetMail(deps, payload),
    // The work-time area's user-visible jobs (a month's export or generation …), each a row of work_jobs.
    [JobName.workJob]: (payload, attempt) => runWorkJob(deps, workJobKinds, payload, attempt),
  };
}
