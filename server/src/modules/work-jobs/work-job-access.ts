import { ErrorCode, type WorkJob, WorkJobStatusSchema } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import type { ScheduleContext } from '../schedules/schedule-access';
import * as jobsRepository from './work-jobs.repository';

// Who sees a work job (issue #14): the user who started it, and anyone holding the administer grant
// company-wide (on schedules, timesheets or holiday plans) sees the company's. Another company's job,
// or someone else's for a non-administrator, is "not found". Cancel and download follow the same rule.

export interface JobViewer {
  userId: number;
  administers: boolean;
}

export async function jobViewerOf(ctx: ScheduleContext, db: Executor = ctx.db): Promise<JobViewer> {
  const userId = ctx.auth.user.id;
  return { userId, administers: await jobsRepository.administersCompany(db, userId, ctx.companyCode) };
}

/** The job of the caller's company that the caller may see; "not found" otherwise. */
export async function visibleJob(
  ctx: ScheduleContext,
  db: Executor,
  id: number,
): Promise<{ row: jobsRepository.WorkJobRow; viewer: JobViewer }> {
  const row = await jobsRepository.findInCompany(db, ctx.companyCode, id);
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  const viewer = await jobViewerOf(ctx, db);
  if (!viewer.administers && row.started_by !== viewer.userId) throw new DomainError(ErrorCode.recordNotFound);
  return { row, viewer };
}

function asObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function targetOf(row: jobsRepository.WorkJobRow): string {
  const input = asObject(row.input) ?? {};
  const monthOf = (year: unknown, month: unknown) =>
    typeof year === 'number' && typeof month === 'number' ? `${year}-${String(month).padStart(2, '0')}` : '';
  const period =
    monthOf(input.year, input.month) ||
    monthOf(row.upload_year, row.upload_month) ||
    (typeof input.from === 'string' && typeof input.to === 'string' ? `${input.from} – ${input.to}` : '');
  const schedule = row.schedule_code === null ? '' : `${row.schedule_code} ${row.schedule_name ?? ''}`.trim();
  const timesheet = row.timesheet_code === null ? '' : `${row.timesheet_code} ${row.timesheet_name ?? ''}`.trim();
  return [schedule, timesheet, period, row.upload_file_name ?? ''].filter(Boolean).join(' · ');
}

export function toWorkJob(row: jobsRepository.WorkJobRow, viewer: JobViewer, now: Date): WorkJob {
  const from = row.started_at ?? row.created_at;
  const to = row.finished_at ?? now;
  return {
    id: row.id,
    kind: row.kind,
    status: WorkJobStatusSchema.parse(row.status),
    startedById: row.started_by,
    startedByName: row.started_by_name,
    target: targetOf(row),
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    durationSeconds: Math.max(0, Math.round((to.getTime() - from.getTime()) / 1_000)),
    progressPercent: row.progress_percent,
    rowsDone: row.rows_done,
    rowsTotal: row.rows_total,
    cancelRequested: row.cancel_requested,
    resultFile:
      row.result_file_name !== null && row.result_size !== null
        ? {
            fileName: row.result_file_name,
            contentType: row.result_content_type ?? 'application/octet-stream',
            size: Number(row.result_size),
          }
        : null,
    resultSummary: asObject(row.result_summary),
    errorKey: row.error_key,
    errorParams: asObject(row.error_params),
    canCancel: row.status === 'running' && !row.cancel_requested && (viewer.administers || row.started_by === viewer.userId),
  };
}
