import { useLingui } from '@lingui/react/macro';
import { Box, Title } from '@mantine/core';
import { Outlet, useLocation, useParams } from 'react-router';
import { LinkTabs } from '../../components/link-tabs';
import { type AdminSection, type AdminSectionTab, type AdminTabKey, adminTabAddress } from './admin-section-tabs';

interface AdminSectionLayoutProps {
  section: AdminSection;
  /** The section's tabs whose screens exist. */
  tabs: readonly AdminSectionTab[];
}

/** A section of the admin area (documents, workflows): its title, its tab row and the open tab. */
export function AdminSectionLayout({ section, tabs }: AdminSectionLayoutProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { id } = useParams();
  const sectionTitles: Record<AdminSection, string> = {
    documents: t`Documents and forms`,
    workflows: t`Workflows`,
    formEditor: t`Form`,
  };
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
    formGeneral: t`General`,
    formFields: t`Fields and rules`,
    formPreview: t`Preview`,
    formWorkflows: t`Workflows`,
    formRoute: t({ message: 'Approval route', context: 'route preview' }),
  };
  // The first tab is the section's own address, so it is current only there; the others own their subtree.
  const linkTabs = tabs.map((tab, index) => {
    const to = adminTabAddress(tab, id);
    return {
      to,
      label: tabLabels[tab.key],
      isCurrent: index === 0 ? pathname.replace(/\/+$/, '') === to : pathname === to || pathname.startsWith(`${to}/`),
    };
  });
  return (
    <>
      {/* An object's editor (one form) leaves its heading to the screen, which names the object. */}
      {section !== 'formEditor' && (
        <Title order={1} size="h2" mb="sm">
          {sectionTitles[section]}
        </Title>
      )}
      {linkTabs.length > 1 && (
        <Box mb="md">
          <LinkTabs label={sectionTitles[section]} tabs={linkTabs} />
        </Box>
      )}
      <Outlet />
    </>
  );
}
