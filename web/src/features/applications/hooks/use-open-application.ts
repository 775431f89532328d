import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SessionKey, writeSession } from '../../../lib/storage';

/**
 * Opens a submission in the application view, remembering the page (with its filters) that the
 * view's Back returns to (spec 1 §9 back_path).
 */
export function useOpenApplication(): (submission: { id: number }) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (submission) => {
      writeSession(SessionKey.backPath, `${location.pathname.replace(/^\/+/, '')}${location.search}`);
      void navigate(`/applications/view-application/${submission.id}`);
    },
    [navigate, location.pathname, location.search],
  );
}
