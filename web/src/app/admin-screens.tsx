import type { ComponentType } from 'react';

// The admin area's screens (spec 2 §2 Administration area), each its own chunk. screen-routes.tsx names
// them; this module, fetched with the area, holds their imports (see adminScreen there).
const loaders = {
  FormGroupsPage: async () => (await import('../features/form-designer/components/form-groups-page')).FormGroupsPage,
  FormMetasPage: async () => (await import('../features/form-metas/components/form-metas-page')).FormMetasPage,
  PreValueListsPage: async () => (await import('../features/form-metas/components/pre-value-lists-page')).PreValueListsPage,
  NumberingsPage: async () => (await import('../features/numberings/components/numberings-page')).NumberingsPage,
  FormRoutePage: async () => (await import('../features/approval-routes/components/form-route-page')).FormRoutePage,
  FormFieldsPage: async () => (await import('../features/form-fields/components/form-fields-page')).FormFieldsPage,
  FormPreviewPage: async () => (await import('../features/form-fields/components/form-preview-page')).FormPreviewPage,
  EditFormPage: async () => (await import('../features/form-designer/components/form-page')).EditFormPage,
  FormWorkflowsTab: async () => (await import('../features/workflow-designer/components/form-workflows-tab')).FormWorkflowsTab,
  CreateFormGroupPage: async () => (await import('../features/form-designer/components/form-group-page')).CreateFormGroupPage,
  EditFormGroupPage: async () => (await import('../features/form-designer/components/form-group-page')).EditFormGroupPage,
  CreateFormPage: async () => (await import('../features/form-designer/components/form-page')).CreateFormPage,
  PreValueListPage: async () => (await import('../features/form-metas/components/pre-value-list-page')).PreValueListPage,
  WorkflowMappingsPage: async () => (await import('../features/workflow-designer/components/workflow-mappings-page')).WorkflowMappingsPage,
  ActiveWorkflowsPage: async () => (await import('../features/active-workflows/components/active-workflows-page')).ActiveWorkflowsPage,
  ParticipantGroupsPage: async () =>
    (await import('../features/participant-groups/components/participant-groups-page')).ParticipantGroupsPage,
  WorkflowTemplatesTab: async () => (await import('../features/message-templates/components/message-templates-page')).WorkflowTemplatesTab,
  WorkflowTemplatesPage: async () =>
    (await import('../features/workflow-designer/components/workflow-templates-page')).WorkflowTemplatesPage,
  ParticipantGroupMappingPage: async () =>
    (await import('../features/participant-groups/components/participant-group-mapping-page')).ParticipantGroupMappingPage,
  WorkflowTemplatePage: async () => (await import('../features/message-templates/components/message-template-page')).WorkflowTemplatePage,
  SystemTemplatesPage: async () => (await import('../features/message-templates/components/message-templates-page')).SystemTemplatesPage,
  SystemTemplatePage: async () => (await import('../features/message-templates/components/message-template-page')).SystemTemplatePage,
  ActivityActionsPage: async () => (await import('../features/workflow-designer/components/activity-actions-page')).ActivityActionsPage,
  WorkflowActivitiesPage: async () =>
    (await import('../features/workflow-designer/components/workflow-activities-page')).WorkflowActivitiesPage,
  DocumentPermissionsPage: async () =>
    (await import('../features/document-permissions/components/document-permissions-page')).DocumentPermissionsPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type AdminScreenName = keyof typeof loaders;

export function loadAdminScreen(name: AdminScreenName): Promise<ComponentType> {
  return loaders[name]();
}
