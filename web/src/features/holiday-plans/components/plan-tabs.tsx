import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { LinkTabs } from '../../../components/link-tabs';

/** A plan's two screens: its general part (with employees and entries) and its sheet. */
export function PlanTabs({ planId }: { planId: number }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const tabs = [
    { to: `/wtm-area/holiday-plans/${planId}`, label: t`General` },
    { to: `/wtm-area/holiday-plans/${planId}/schedule`, label: t`Sheet` },
  ].map((tab) => ({ ...tab, isCurrent: pathname === tab.to }));
  return <LinkTabs label={t`Holiday plan`} tabs={tabs} />;
}
