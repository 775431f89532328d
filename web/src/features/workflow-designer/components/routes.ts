// The workflow designer's addresses (spec 2 §2): the list is a tab of /admin/workflows, the activity
// screens sit beside the section.
export const TEMPLATES_ROUTE = '/admin/workflows/workflow-templates';
export const ACTIVITIES_ROUTE = '/admin/workflow-templates/activities';
export const ACTIVITY_ACTIONS_ROUTE = '/admin/workflow-templates/activities/actions';
