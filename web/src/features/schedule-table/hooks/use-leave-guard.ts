import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While the month has unsaved changes, leaving it (another page, another month of the address, or
 * closing the tab) asks first. The returned blocker drives the question's dialog.
 */
export function useLeaveGuard(hasUnsavedChanges: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);
  return blocker;
}
