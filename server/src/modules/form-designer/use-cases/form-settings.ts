import { type DesignerFormSettings, ErrorCode, type UpdateDesignerFormSettingsInput } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerActor, type DesignerContext, designerActor, requireEditable, toDesignerFormSummary } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';
import { readForm } from './get-form';

async function readSettings(db: Executor, actor: DesignerActor, id: number): Promise<DesignerFormSettings> {
  const form = await readForm(db, actor, id);
  return {
    id: form.id,
    messageOnSubmit: form.messageOnSubmit,
    allowHolidayPlanning: form.allowHolidayPlanning,
    holidayPlanningColor: form.holidayPlanningColor,
    formSection: form.formSection,
    isApplication: form.isApplication,
    isShared: form.isShared,
    canEdit: form.canEdit,
  };
}

/** GET get-form-settings-by-id/{id}: the options an admin sets apart from the name. */
export function getFormSettings(ctx: DesignerContext, id: number): Promise<DesignerFormSettings> {
  return readSettings(ctx.db, designerActor(ctx), id);
}

/** POST update-form-settings-by-id/{id}: the settings alone; the rest of the form stays as it is. */
export async function updateFormSettings(
  ctx: DesignerContext,
  { id, ...input }: UpdateDesignerFormSettingsInput,
): Promise<DesignerFormSettings> {
  const actor = designerActor(ctx);
  return withTransaction(ctx.db, async (trx) => {
    const form = await formDesignerRepository.lockForm(trx, actor.companyCode, id);
    if (!form) throw new DomainError(ErrorCode.recordNotFound);
    requireEditable(actor, form.company_code);
    const summary = toDesignerFormSummary(actor, form);
    await formDesignerRepository.updateForm(trx, id, {
      name: summary.name,
      nameEn: summary.nameEn,
      formGroupId: form.form_group_id,
      sortOrder: form.sort_order,
      systemName: form.system_name,
      numberingId: form.numbering_id,
      activityCode: form.activity_code,
      bcGroup: form.bc_group,
      isApplication: input.isApplication ?? false,
      messageOnSubmit: input.messageOnSubmit ?? null,
      allowHolidayPlanning: input.allowHolidayPlanning ?? false,
      holidayPlanningColor: input.holidayPlanningColor ?? null,
      formSection: input.formSection ?? null,
    });
    return readSettings(trx, actor, id);
  });
}
