import { type CellDisplayMode, type ScheduleMonthInput, type WorkJob, WorkJobKind } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { useCancelWorkJob, useStartWorkJob, useWorkJob } from '../../../lib/work-jobs';
import { useRefreshMonth } from './use-schedule-month';

// The month's long work as jobs (issue #14): the Excel export and the generation run on the server's
// work queue; the table follows the one started here with its progress bar until it ends.

export type MonthJobKind = typeof WorkJobKind.scheduleExcelExport | typeof WorkJobKind.scheduleGeneration;

/** The job started from this table, followed until it ends; `onEnded` is told once per job. */
export function useMonthJobs(month: ScheduleMonthInput, onEnded: (job: WorkJob) => void) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const start = useStartWorkJob();
  const cancel = useCancelWorkJob();
  const job = useWorkJob(activeId);
  const refresh = useRefreshMonth();
  const told = useRef<number | null>(null);
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  });

  useEffect(() => {
    const data = job.data;
    if (!data || data.status === 'running' || told.current === data.id) return;
    told.current = data.id;
    if (data.kind === WorkJobKind.scheduleGeneration) void refresh();
    ended.current(data);
  }, [job.data, refresh]);

  const run = async (input: Parameters<typeof start.mutateAsync>[0]) => {
    start.reset();
    const started = await start.mutateAsync(input);
    setActiveId(started.id);
    return started;
  };
  return {
    job: activeId === null ? undefined : job.data,
    exportToExcel: (mode: CellDisplayMode) => run({ kind: WorkJobKind.scheduleExcelExport, input: { ...month, mode } }),
    generate: (choice: { employeeNos?: string[]; dates?: string[] } = {}) =>
      run({ kind: WorkJobKind.scheduleGeneration, input: { ...month, ...choice } }),
    cancel: () => (activeId === null ? undefined : cancel.mutate({ id: activeId })),
    dismiss: () => setActiveId(null),
    isStarting: start.isPending,
    startError: start.error,
  };
}
