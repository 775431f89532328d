import { useLingui } from '@lingui/react/macro';
import { Box, Title } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { LinkTabs } from '../../components/link-tabs';
import type { AdminSection, AdminSectionTab, AdminTabKey } from './admin-section-tabs';

interface AdminSectionLayoutProps {
  section: AdminSection;
  /** The section's tabs whose screens exist. */
  tabs: readonly AdminSectionTab[];
}

/** A section of the admin area (documents, workflows): its title, its tab row and the open tab. */
export function AdminSectionLayout({ section, tabs }: AdminSectionLayoutProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const sectionTitles: Record<AdminSection, string> = { documents: t`Documents and forms`, workflows: t`Workflows` };
  const tabLabels: Record<AdminTabKey, string> = {
    documents: t`Form groups`,
    formMeta: t`Fields`,
    formMetaPrevalues: t`Pre-value lists`,
    formNumbering: t`Numbering`,
    workflows: t`Form workflows`,
    workflowTemplates: t`Workflow templates`,
    userRoles: t`Participant groups`,
    templates: t`Message templates`,
    activeWorkflows: t`Running approvals`,
  };
  // The first tab is the section's own address, so it is current only there; the others own their subtree.
  const linkTabs = tabs.map((tab, index) => ({
    to: tab.to,
    label: tabLabels[tab.key],
    isCurrent: index === 0 ? pathname.replace(/\/+$/, '') === tab.to : pathname === tab.to || pathname.startsWith(`${tab.to}/`),
  }));
  return (
    <>
      <Title order={1} size="h2" mb="sm">
        {sectionTitles[section]}
      </Title>
      {linkTabs.length > 1 && (
        <Box mb="md">
          <LinkTabs label={sectionTitles[section]} tabs={linkTabs} />
        </Box>
      )}
      <Outlet />
    </>
  );
}
