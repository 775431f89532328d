// The tab rows of the admin area's sections (spec 2 §2): "documents, with tabs documents, form-meta,
// form-meta-prevalues and form-numbering"; "workflows, with tabs workflows, workflow-templates,
// user-roles and templates", and the running approvals; and one form's editor (documents/edit-form/{id}).
// Labels are translated in the layout.

export type AdminSection = 'documents' | 'workflows' | 'formEditor';

export type AdminTabKey =
  | 'documents'
  | 'formMeta'
  | 'formMetaPrevalues'
  | 'formNumbering'
  | 'workflows'
  | 'workflowTemplates'
  | 'userRoles'
  | 'templates'
  | 'activeWorkflows'
  | 'formGeneral'
  | 'formFields'
  | 'formPreview'
  | 'formWorkflows'
  | 'formRoute';

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
  // One form's editor; `:id` stands for the form.
  formEditor: [
    { key: 'formGeneral', to: '/admin/documents/edit-form/:id' },
    { key: 'formFields', to: '/admin/documents/edit-form/:id/fields' },
    { key: 'formPreview', to: '/admin/documents/edit-form/:id/preview' },
    { key: 'formWorkflows', to: '/admin/documents/edit-form/:id/workflows' },
    { key: 'formRoute', to: '/admin/documents/edit-form/:id/route' },
  ],
};

/** A tab's address for the object `id` (sections without `:id` keep theirs). */
export function adminTabAddress(tab: AdminSectionTab, id: string | undefined): string {
  return tab.to.replace(':id', id ?? '');
}
