import type { DesignerFormGroup, DesignerFormGroupNode, DesignerFormSummary, DesignerLayoutGroup } from '@portal/shared';
import { type DesignerContext, designerActor, toDesignerFormSummary, toDesignerGroup } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';

/** Nests groups under their parents in the order given; a group whose parent is not visible becomes a root. */
function nest<T extends DesignerFormGroup>(groups: T[]): (T & { groups: (T & { groups: unknown[] })[] })[] {
  type Node = T & { groups: Node[] };
  const byId = new Map<number, Node>(groups.map((group) => [group.id, { ...group, groups: [] }]));
  const roots: Node[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    (parent ? parent.groups : roots).push(node);
  }
  return roots;
}

/** GET get-all-form-groups: the tree of the company's own and shared groups, archived ones flagged, with form counts. */
export async function listFormGroups(ctx: DesignerContext): Promise<DesignerFormGroupNode[]> {
  const actor = designerActor(ctx);
  const rows = await formDesignerRepository.listGroups(ctx.db, actor.companyCode);
  return nest(rows.map((row) => toDesignerGroup(actor, row))) as DesignerFormGroupNode[];
}

/** GET get-form-group-layout: the same tree with each group's forms in their order. */
export async function getFormGroupLayout(ctx: DesignerContext): Promise<DesignerLayoutGroup[]> {
  const actor = designerActor(ctx);
  const [groups, forms] = await Promise.all([
    formDesignerRepository.listGroups(ctx.db, actor.companyCode),
    formDesignerRepository.listForms(ctx.db, actor.companyCode),
  ]);
  const formsByGroup = new Map<number, DesignerFormSummary[]>();
  for (const form of forms) {
    const list = formsByGroup.get(form.form_group_id) ?? [];
    list.push(toDesignerFormSummary(actor, form));
    formsByGroup.set(form.form_group_id, list);
  }
  return nest(groups.map((row) => ({ ...toDesignerGroup(actor, row), forms: formsByGroup.get(row.id) ?? [] }))) as DesignerLayoutGroup[];
}
