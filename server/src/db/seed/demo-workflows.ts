import { ParticipantGroupKind, WorkflowMappingType } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../database';
import { DemoForm } from './demo-forms';
import { MessageTemplateCode } from './demo-message-templates';

// The demo company's approval workflows (issue #5 "Seed"): who approves what, in which order.
// Participant groups: the employee's line manager (no fixed members), HR and finance (fixed members),
// and the per-document groups whose members the initiator or an administrator picks.

/** Participant groups by key; `members` are demo usernames. */
const groups = {
  lineManager: { name: 'Tiesioginis vadovas', systemName: null, employeeManagerToConfirm: true, members: [] },
  humanResources: { name: 'Personalo skyrius', systemName: null, employeeManagerToConfirm: false, members: ['admin'] },
  finance: { name: 'Finansų skyrius', systemName: null, employeeManagerToConfirm: false, members: ['admin'] },
  travellers: {
    name: 'Komandiruojami darbuotojai',
    systemName: ParticipantGroupKind.customParticipants,
    employeeManagerToConfirm: false,
    members: [],
  },
  chosenEmployees: {
    name: 'Papildomi derintojai',
    systemName: ParticipantGroupKind.customEmployee,
    employeeManagerToConfirm: false,
    members: [],
  },
  chosenDepartment: {
    name: 'Skyriaus darbuotojai',
    systemName: ParticipantGroupKind.customDepartment,
    employeeManagerToConfirm: false,
    members: [],
  },
  chosenJobTitle: { name: 'Pareigybė', systemName: ParticipantGroupKind.customJobTitle, employeeManagerToConfirm: false, members: [] },
} as const;
type GroupKey = keyof typeof groups;

interface ActivitySeed {
  name: string;
  nameEn: string;
  description: string;
  group: GroupKey;
  allToConfirm?: boolean;
  skipIfNoParticipants?: boolean;
  durationWorkingDays?: number;
  autocompleteAfterDuration?: boolean;
  allowAdditionalParticipants?: boolean;
  confirm?: boolean;
  actions?: string[];
}

interface WorkflowSeed {
  key: string;
  name: string;
  nameEn: string;
  description: string;
  activities: ActivitySeed[];
  /** The notice its steps send their approvers (default: the approval request's). */
  actionTemplate?: MessageTemplateCode;
  /** Forms it serves, and how. */
  mappings: { form: DemoForm; type: WorkflowMappingType }[];
}

export const DemoWorkflow = {
  annualLeave: 'Kasmetinių atostogų tvirtinimas',
  annualLeaveCancellation: 'Atostogų atšaukimas',
  businessTrip: 'Komandiruotės tvirtinimas',
  illness: 'Nedarbingumo pranešimas',
  managerOnly: 'Vadovo pritarimas',
} as const;

const workflows: WorkflowSeed[] = [
  {
    key: 'annual-leave',
    name: DemoWorkflow.annualLeave,
    nameEn: 'Annual leave approval',
    description: 'Tiesioginis vadovas pritaria, personalo skyrius patvirtina.',
    activities: [
      {
        name: 'Vadovo pritarimas',
        nameEn: "Manager's consent",
        description: 'Tiesioginis vadovas pritaria atostogoms.',
        group: 'lineManager',
        durationWorkingDays: 3,
      },
      {
        name: 'Personalo patvirtinimas',
        nameEn: 'HR approval',
        description: 'Personalo skyrius patvirtina ir įregistruoja atostogas.',
        group: 'humanResources',
        allToConfirm: true,
        durationWorkingDays: 5,
      },
    ],
    mappings: [{ form: DemoForm.annualLeave, type: WorkflowMappingType.initiation }],
  },
  {
    key: 'annual-leave-cancellation',
    name: DemoWorkflow.annualLeaveCancellation,
    nameEn: 'Leave cancellation',
    description: 'Patvirtintos atostogos atšaukiamos vadovui pritarus.',
    actionTemplate: MessageTemplateCode.cancellationRequested,
    activities: [
      {
        name: 'Vadovo pritarimas atšaukimui',
        nameEn: "Manager's consent to the cancellation",
        description: 'Tiesioginis vadovas pritaria atostogų atšaukimui.',
        group: 'lineManager',
        durationWorkingDays: 2,
      },
    ],
    mappings: [
      { form: DemoForm.annualLeave, type: WorkflowMappingType.cancellation },
      { form: DemoForm.unpaidLeave, type: WorkflowMappingType.cancellation },
    ],
  },
  {
    key: 'business-trip',
    name: DemoWorkflow.businessTrip,
    nameEn: 'Business trip approval',
    description: 'Papildomi derintojai (jei pasirinkti), vadovas, tada finansų skyrius per 2 darbo dienas.',
    activities: [
      {
        name: 'Papildomas derinimas',
        nameEn: 'Additional review',
        description: 'Pateikėjo pasirinkti derintojai.',
        group: 'chosenEmployees',
        skipIfNoParticipants: true,
        allowAdditionalParticipants: true,
      },
      {
        name: 'Vadovo pritarimas',
        nameEn: "Manager's consent",
        description: 'Tiesioginis vadovas pritaria komandiruotei.',
        group: 'lineManager',
        durationWorkingDays: 3,
      },
      {
        name: 'Finansų patvirtinimas',
        nameEn: 'Finance approval',
        description: 'Finansų skyrius patvirtina išlaidas; po 2 darbo dienų patvirtinama automatiškai.',
        group: 'finance',
        durationWorkingDays: 2,
        autocompleteAfterDuration: true,
      },
    ],
    mappings: [{ form: DemoForm.businessTrip, type: WorkflowMappingType.initiation }],
  },
  {
    key: 'illness',
    name: DemoWorkflow.illness,
    nameEn: 'Sickness notification',
    description: 'Personalo skyrius susipažįsta su pranešimu.',
    activities: [
      {
        name: 'Personalo skyrius',
        nameEn: 'HR department',
        description: 'Personalo skyrius patvirtina gavęs pranešimą.',
        group: 'humanResources',
        skipIfNoParticipants: true,
      },
    ],
    mappings: [{ form: DemoForm.illness, type: WorkflowMappingType.initiation }],
  },
  {
    key: 'manager-only',
    name: DemoWorkflow.managerOnly,
    nameEn: "Manager's consent",
    description: 'Tiesioginis vadovas pritaria; prireikus administratorius prideda derintojų.',
    activities: [
      {
        name: 'Vadovo pritarimas',
        nameEn: "Manager's consent",
        description: 'Tiesioginis vadovas pritaria prašymui.',
        group: 'lineManager',
        durationWorkingDays: 3,
        actions: ['approve', 'decline'],
      },
      {
        name: 'Papildomas derinimas',
        nameEn: 'Additional review',
        description: 'Administratoriaus pridėti derintojai.',
        group: 'chosenDepartment',
        skipIfNoParticipants: true,
      },
    ],
    mappings: [
      { form: DemoForm.unpaidLeave, type: WorkflowMappingType.initiation },
      { form: DemoForm.childCareLeave, type: WorkflowMappingType.initiation },
      { form: DemoForm.parentDayOff, type: WorkflowMappingType.initiation },
      { form: DemoForm.request, type: WorkflowMappingType.initiation },
      { form: DemoForm.equipmentRequest, type: WorkflowMappingType.initiation },
    ],
  },
];

/** Seeds participant groups, workflows and their mappings once (skipped when they exist). */
export async function seedDemoWorkflows(trx: Transaction<Database>): Promise<void> {
  const existing = await trx.selectFrom('workflows').select('id').where('name', '=', DemoWorkflow.annualLeave).executeTakeFirst();
  if (existing) return;
  const users = await trx.selectFrom('users').select(['id', 'username']).execute();
  const userId = new Map(users.map((user) => [user.username, user.id]));
  const groupIds = new Map<GroupKey, number>();
  for (const [key, group] of Object.entries(groups) as [GroupKey, (typeof groups)[GroupKey]][]) {
    const { id } = await trx
      .insertInto('user_roles')
      .values({ name: group.name, system_name: group.systemName, employee_manager_to_confirm: group.employeeManagerToConfirm })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.set(key, id);
    const members = group.members.map((username) => userId.get(username)).filter((id): id is number => id !== undefined);
    if (members.length > 0)
      await trx
        .insertInto('user_role_mappings')
        .values(members.map((member) => ({ user_role_id: id, user_id: member })))
        .execute();
  }
  const templates = await trx.selectFrom('message_templates').select(['id', 'code']).execute();
  const templateId = (code: string) => templates.find((template) => template.code === code)?.id ?? null;
  const forms = await trx.selectFrom('forms').select(['id', 'system_name']).where('system_name', 'in', Object.values(DemoForm)).execute();
  const formId = new Map(forms.map((form) => [form.system_name, form.id]));
  for (const workflow of workflows) {
    const { id } = await trx
      .insertInto('workflows')
      .values({
        name: workflow.name,
        name_en: workflow.nameEn,
        description: workflow.description,
        template_action_id: templateId(workflow.actionTemplate ?? MessageTemplateCode.activityStarted),
        template_approved_id: templateId(MessageTemplateCode.approved),
        template_rejected_id: templateId(MessageTemplateCode.rejected),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('workflow_activities')
      .values(
        workflow.activities.map((activity, index) => ({
          workflow_id: id,
          sort_order: index,
          name: activity.name,
          name_en: activity.nameEn,
          description: activity.description,
          user_role_id: groupIds.get(activity.group)!,
          confirm: activity.confirm ?? true,
          initial: index === 0,
          final: index === workflow.activities.length - 1,
          all_to_confirm: activity.allToConfirm ?? false,
          skip_if_no_participants: activity.skipIfNoParticipants ?? false,
          duration_working_days: activity.durationWorkingDays ?? null,
          autocomplete_after_duration: activity.autocompleteAfterDuration ?? false,
          allow_additional_participants: activity.allowAdditionalParticipants ?? false,
          actions: activity.actions ?? ['approve', 'decline'],
        })),
      )
      .execute();
    for (const [index, mapping] of workflow.mappings.entries()) {
      const form = formId.get(mapping.form);
      if (form === undefined) continue;
      await trx.insertInto('workflow_mappings').values({ form_id: form, workflow_id: id, type: mapping.type, sort_order: index }).execute();
    }
  }
}
