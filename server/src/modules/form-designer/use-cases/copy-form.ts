import { type CopyFormInput, type DesignerForm, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, designerActor } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';
import { lockTargetGroup } from '../form-values';
import { readForm } from './get-form';

/** The copy's name in each language. */
const COPY_SUFFIX = { lt: ' (kopija)', en: ' (copy)' } as const;
const NAME_MAX = 200;

function copiedName(name: string, suffix: string): string {
  return `${name.slice(0, NAME_MAX - suffix.length)}${suffix}`;
}

/**
 * POST copy-form/{id}/{target}: the form into group {target} with its placed fields, their rules, its
 * latest description and its workflow mappings, in one transaction. Any visible form may be copied
 * (a shared one into the company's own group is how a level-2 administrator adapts it); the copy has
 * no system name. A shared copy may not carry a company's fields or workflows.
 */
export async function copyForm(ctx: DesignerContext, input: CopyFormInput): Promise<DesignerForm> {
  const actor = designerActor(ctx);
  return withTransaction(ctx.db, async (trx) => {
    const source = await formDesignerRepository.findForm(trx, actor.companyCode, input.id);
    if (!source) throw new DomainError(ErrorCode.recordNotFound);
    const owner = await lockTargetGroup(trx, actor, input.targetGroupId);
    if (owner === null && (await formDesignerRepository.referencedOwners(trx, source.id)).some((company) => company !== null)) {
      throw DomainError.forField('targetGroupId', ErrorCode.invalidValue);
    }
    const numberingVisible =
      source.numbering_id === null ||
      (await formDesignerRepository.findVisibleNumbering(trx, actor.companyCode, source.numbering_id))?.company_code === null ||
      owner !== null;
    const id = await formDesignerRepository.insertForm(trx, {
      name: copiedName(source.name, COPY_SUFFIX.lt),
      nameEn: source.name_en === null ? null : copiedName(source.name_en, COPY_SUFFIX.en),
      formGroupId: input.targetGroupId,
      sortOrder: await formDesignerRepository.nextFormSortOrder(trx, input.targetGroupId),
      isApplication: source.is_application,
      messageOnSubmit: source.message_on_submit,
      systemName: null,
      numberingId: numberingVisible ? source.numbering_id : null,
      activityCode: source.activity_code,
      bcGroup: source.bc_group,
      allowHolidayPlanning: source.allow_holiday_planning,
      holidayPlanningColor: source.holiday_planning_color,
      formSection: source.form_section,
    });
    await formDesignerRepository.copyFieldsAndMappings(trx, source.id, id);
    const description = await formDesignerRepository.latestDescription(trx, source.id);
    if (description) await formDesignerRepository.insertDescription(trx, id, description.description, description.description_en);
    return readForm(trx, actor, id);
  });
}
