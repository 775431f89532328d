import type { FormEditorOptions } from '@portal/shared';
import { type DesignerContext, designerActor } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';

/** The form editor's pickers: numberings visible to the company and the company's activity codes. */
export async function getFormEditorOptions(ctx: DesignerContext): Promise<FormEditorOptions> {
  const { companyCode } = designerActor(ctx);
  const [numberings, activityCodes] = await Promise.all([
    formDesignerRepository.listVisibleNumberings(ctx.db, companyCode),
    formDesignerRepository.listActivityCodes(ctx.db, companyCode),
  ]);
  return {
    numberings: numberings.map((row) => ({ id: row.id, code: row.code, name: row.name, isShared: row.company_code === null })),
    activityCodes: activityCodes.map((row) => ({ code: row.code, text: row.text, textEn: row.text_en })),
  };
}
