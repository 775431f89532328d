import { describe, expect, it } from 'vitest';
import { historyEntriesOf, stepNameIn } from './history-entries';
import { addParticipantKindsOf } from './participant-kinds';
import { aLogEntry, anActivity } from './testing/workflow-fixtures';

const at = (time: string) => new Date(`2026-11-23T${time}:00Z`);

describe('history entries', () => {
  const activities = [
    anActivity(1, 'Vadovas', { state: 'approved', startedAt: at('10:00'), finishedAt: at('11:00') }),
    anActivity(2, 'Direktorius', { state: 'active', startedAt: at('11:00') }),
    anActivity(3, 'Buhalterija'),
  ];

  it('places an entry under the step of its name that was running when it was written, ends included', () => {
    const entries = [
      aLogEntry(1, 'workflow.log.activity_started', at('10:00'), { activityName: 'Vadovas' }),
      aLogEntry(2, 'workflow.log.approved', at('11:00'), { activityName: 'Vadovas' }),
      aLogEntry(3, 'workflow.log.participant_added', at('12:00'), { activityName: 'Direktorius' }),
    ];
    const { byActivity, other } = historyEntriesOf(activities, entries);
    expect(byActivity.get(1)?.map((entry) => entry.id)).toEqual([1, 2]);
    expect(byActivity.get(2)?.map((entry) => entry.id)).toEqual([3]);
    expect(byActivity.get(3)).toEqual([]);
    expect(other).toEqual([]);
  });

  it('reads a step name an effect stored in Lithuanian in the language, keeping names not in the plan', () => {
    const named = [anActivity(1, 'Vadovas', { nameEn: 'Manager' }), anActivity(2, 'Direktorius')];
    expect(stepNameIn(named, 'en')('Vadovas')).toBe('Manager');
    expect(stepNameIn(named, 'en')('Direktorius')).toBe('Direktorius');
    expect(stepNameIn(named, 'en')('Buhalterija')).toBe('Buhalterija');
    expect(stepNameIn(named, 'lt')('Vadovas')).toBe('Vadovas');
  });

  it('keeps the run’s own events, planning and an earlier run’s step of the same name apart', () => {
    const entries = [
      // An earlier run (the approval before this cancellation) had a step of the same name.
      aLogEntry(1, 'workflow.log.approved', at('08:00'), { activityName: 'Vadovas' }),
      aLogEntry(2, 'workflow.log.started', at('10:00')),
      // Added while the run was planned: the step had not started.
      aLogEntry(3, 'workflow.log.participant_added', at('09:30'), { activityName: 'Buhalterija' }),
    ];
    const { byActivity, other } = historyEntriesOf(activities, entries);
    expect([...byActivity.values()].flat()).toEqual([]);
    expect(other.map((entry) => entry.id)).toEqual([1, 2, 3]);
  });
});

describe('add participant buttons', () => {
  const withGroup = (systemName: string | null) => anActivity(1, 'Etapas', { userRoles: { id: 1, name: 'Grupė', systemName } });

  it('follow the step’s participant group', () => {
    expect(addParticipantKindsOf(withGroup('CustomEmployee'))).toEqual(['employee']);
    expect(addParticipantKindsOf(withGroup('CustomDepartment'))).toEqual(['department']);
    expect(addParticipantKindsOf(withGroup('CustomJobTitle'))).toEqual(['jobTitle']);
  });

  it('add employees one by one to a step of another group, and always for an administrator', () => {
    expect(addParticipantKindsOf(withGroup('CustomParticipants'))).toEqual(['employee']);
    expect(addParticipantKindsOf(withGroup(null))).toEqual(['employee']);
    expect(addParticipantKindsOf(anActivity(1, 'Etapas'))).toEqual(['employee']);
    expect(addParticipantKindsOf(withGroup('CustomJobTitle'), { isAdmin: true })).toEqual(['employee', 'jobTitle']);
  });
});
