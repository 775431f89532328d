// The tab rows of the admin area's sections (spec 2 §2): "documents, with tabs documents, form-meta,
// form-meta-prevalues and form-numbering"; "workflows, with tabs workflows, workflow-templates,
// user-roles and templates", and the running approvals. Labels are translated in the layout.

export type AdminSection = 'documents' | 'workflows';

export type AdminTabKey =
  | 'documents'
  | 'formMeta'
  | 'formMetaPrevalues'
  | 'formNumbering'
  | 'workflows'
  | 'workflowTemplates'
  | 'userRoles'
  | 'templates'
  | 'activeWorkflows';

export interface AdminSectionTab {
  key: AdminTabKey;
  to: string;
}

export const ADMIN_SECTION_TABS: Record<AdminSection, readonly AdminSectionTab[]> = {
  documents: [
    { key: 'documents', to: '/admin/documents' },
    { key: 'formMeta', to: '/admin/documents/form-meta' },
    { key: 'formMetaPrevalues', to: '/admin/documents/form-meta-prevalues' },
    { key: 'formNumbering', to: '/admin/documents/form-numbering' },
  ],
  workflows: [
    { key: 'workflows', to: '/admin/workflows' },
    { key: 'workflowTemplates', to: '/admin/workflows/workflow-templates' },
    { key: 'userRoles', to: '/admin/workflows/user-roles' },
    { key: 'templates', to: '/admin/workflows/templates' },
    { key: 'activeWorkflows', to: '/admin/workflows/active' },
  ],
};
