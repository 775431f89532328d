import { type DesignerForm, ErrorCode } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerActor, type DesignerContext, designerActor, toDesignerFormSummary } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';
import * as submissionsRepository from '../../submissions/submissions.repository';

/** A form with its latest description and document count; another company's form is not found. */
export async function readForm(db: Executor, actor: DesignerActor, id: number): Promise<DesignerForm> {
  const row = await formDesignerRepository.findForm(db, actor.companyCode, id);
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  const [description, documentCount] = await Promise.all([
    formDesignerRepository.latestDescription(db, id),
    submissionsRepository.countSubmissionsOfForm(db, id),
  ]);
  return {
    ...toDesignerFormSummary(actor, row),
    messageOnSubmit: row.message_on_submit,
    numberingId: row.numbering_id,
    activityCode: row.activity_code,
    bcGroup: row.bc_group,
    allowHolidayPlanning: row.allow_holiday_planning,
    holidayPlanningColor: row.holiday_planning_color,
    formSection: row.form_section,
    description: description
      ? { description: description.description, descriptionEn: description.description_en, createdAt: description.created_at }
      : null,
    documentCount,
  };
}

/** GET get-form/{id}. */
export function getForm(ctx: DesignerContext, id: number): Promise<DesignerForm> {
  return readForm(ctx.db, designerActor(ctx), id);
}
