import { fieldTypeOf, localized, type SubmissionState } from '@portal/shared';
import { authorizeSubmission, DocumentPermission } from '../../documents/submission-access';
import * as submissionsRepository from '../../submissions/submissions.repository';
import { peopleByUserId } from '../../users/people-by-user-id';
import type { SignedInContext } from '../form-files.access';
import * as formFilesRepository from '../form-files.repository';
import type { FileContent } from '../form-files.schemas';
import { type PdfLanguage, readableFieldValue } from '../pdf/readable-field-value';
import { renderSubmissionPdf, submissionPdfTitle } from '../pdf/submission-pdf';

/** A file name from the title: letters (Lithuanian ones too), digits and a few marks, nothing a header could trip on. */
function pdfFileName(title: string): string {
  const safe = title
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'document'}.pdf`;
}

/**
 * download-pdf-file/{submissionId}: the submission rendered as a PDF on request (never stored), in the
 * caller's language: title (form name and document number), state, dates, initiator, then each shown
 * field's caption and value.
 */
/** A user as the PDF prints them: the portal's naming of users, with their employee number. */
async function printedUserName(ctx: SignedInContext, userId: number, companyCode: string): Promise<string | null> {
  const person = (await peopleByUserId(ctx.db, companyCode, [userId])).get(userId);
  if (!person) return null;
  return person.employeeNo ? `${person.name} (${person.employeeNo})` : person.name;
}

export async function downloadSubmissionPdf(ctx: SignedInContext, submissionId: number): Promise<FileContent> {
  await authorizeSubmission(ctx, submissionId, DocumentPermission.read);
  const { submission, fields } = await submissionsRepository.loadSubmissionDocument(ctx.db, submissionId);
  const language: PdfLanguage = (await formFilesRepository.languageOf(ctx.db, ctx.auth.user.id)) === 'en' ? 'en' : 'lt';
  const initiatorId = submission.initiated_by ?? submission.submitted_by;
  const model = {
    language,
    formName: localized(submission.form_name, submission.form_name_en, language),
    documentNo: submission.document_no,
    state: submission.state as SubmissionState,
    createdAt: new Date(submission.created_at),
    updatedAt: new Date(submission.updated_at),
    dateFrom: submission.date_from,
    dateTo: submission.date_to,
    initiator: initiatorId === null ? null : await printedUserName(ctx, initiatorId, submission.company_code),
    employee: submission.employee_no
      ? await formFilesRepository.printedEmployeeName(ctx.db, submission.company_code, submission.employee_no)
      : null,
    // Hidden fields (type 11) are kept with the form but never shown, so never printed either.
    fields: fields
      .filter((field) => fieldTypeOf(field.type).isShown)
      .map((field) => ({
        caption: localized(field.caption, field.caption_en, language),
        lines: readableFieldValue(field.type, field.form_value ?? '', language),
      })),
    generatedAt: ctx.now(),
    timeZone: ctx.env.BUSINESS_TIME_ZONE,
  };
  return {
    bytes: await renderSubmissionPdf(model),
    mimeType: 'application/pdf',
    fileName: pdfFileName(submissionPdfTitle(model)),
    formFileId: null,
  };
}
