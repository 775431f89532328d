import { localized, type WorkflowLogEntry, type WorkflowPlanActivity } from '@portal/shared';

export interface HistoryEntries {
  /** Entries of each activity of the plan, by the activity's id, oldest first. */
  byActivity: Map<number, WorkflowLogEntry[]>;
  /** The rest: the run's own events, planning, and earlier runs (a cancellation follows an approval). */
  other: WorkflowLogEntry[];
}

/**
 * Places each log entry under the plan's activity it happened in. An entry names its activity only
 * by name, and a later run may repeat a name, so it belongs to the activity of that name that was
 * running when the entry was written (from its start to its end, both included).
 */
export function historyEntriesOf(activities: readonly WorkflowPlanActivity[], entries: readonly WorkflowLogEntry[]): HistoryEntries {
  const byActivity = new Map<number, WorkflowLogEntry[]>(activities.map((activity) => [activity.id, []]));
  const other: WorkflowLogEntry[] = [];
  for (const entry of entries) {
    const at = entry.createDate.getTime();
    const activity = activities.find(
      (candidate) =>
        entry.activityName !== null &&
        candidate.name === entry.activityName &&
        candidate.startedAt !== null &&
        candidate.startedAt.getTime() <= at &&
        (candidate.finishedAt === null || at <= candidate.finishedAt.getTime()),
    );
    if (activity) byActivity.get(activity.id)!.push(entry);
    else other.push(entry);
  }
  return { byActivity, other };
}

/**
 * A step's name in the language, from the name a log effect stored ("next step": the Lithuanian
 * name when it was written), looked up among the plan's steps; a name not in the plan stays as it is.
 */
export function stepNameIn(activities: readonly WorkflowPlanActivity[], language: string): (storedName: string) => string {
  const byName = new Map(activities.map((activity) => [activity.name, localized(activity.name, activity.nameEn, language)]));
  return (storedName) => byName.get(storedName) ?? storedName;
}
