import { readScheduleTableSettings, type ScheduleTableSettings } from '@portal/shared';
import { useState } from 'react';
import { readStorage, StorageKey, writeStorage } from '../../../lib/storage';

function storedSettings(): ScheduleTableSettings {
  const text = readStorage(StorageKey.scheduleTableSettings);
  try {
    return readScheduleTableSettings(text === null ? null : JSON.parse(text));
  } catch {
    // A hand-edited or broken value: the defaults, as for a first visit.
    return readScheduleTableSettings(null);
  }
}

/** The table settings kept in the browser's local storage (spec 2 §3, §9): read once, written on each change. */
export function useTableSettings() {
  const [settings, setSettings] = useState(storedSettings);
  const save = (next: ScheduleTableSettings) => {
    setSettings(next);
    writeStorage(StorageKey.scheduleTableSettings, JSON.stringify(next));
  };
  return [settings, save] as const;
}
