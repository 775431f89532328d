import type { MessageTemplateType, PreviewDocument, PreviewMessageTemplateInputSchema, RenderedTemplate } from '@portal/shared';
import { PREVIEW_DOCUMENTS_LIMIT } from '@portal/shared';
import type { z } from 'zod';
import { sessionCompany } from '../../employees/employee-access';
import { fillTemplate } from '../fill-template';
import type { MessageTemplatesContext } from '../template-access';
import * as submissionsRepository from '../../submissions/submissions.repository';

/** The editor's texts as they stand, filled from a document of the company (or sample values for a system mail). */
export async function previewMessageTemplate(
  ctx: MessageTemplatesContext,
  input: z.infer<typeof PreviewMessageTemplateInputSchema>,
): Promise<RenderedTemplate> {
  const filled = await fillTemplate({
    db: ctx.db,
    env: ctx.env,
    companyCode: sessionCompany(ctx.auth),
    userId: ctx.auth.user.id,
    type: input.type as MessageTemplateType,
    subject: input.subject,
    text: input.text,
    submissionId: input.submissionId,
    language: input.language,
  });
  return { subject: filled.subject, html: filled.html, submissionId: filled.submissionId };
}

/** The company's newest documents a preview may be filled from. */
export async function listPreviewDocuments(ctx: MessageTemplatesContext, search: string | undefined): Promise<PreviewDocument[]> {
  const rows = await submissionsRepository.listRecentSubmissions(ctx.db, sessionCompany(ctx.auth), search, PREVIEW_DOCUMENTS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    documentNo: row.document_no,
    formName: row.form_name,
    formNameEn: row.form_name_en,
    createdAt: row.created_at,
  }));
}
