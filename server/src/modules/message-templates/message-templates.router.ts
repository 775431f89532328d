import {
  CopyMessageTemplateInputSchema,
  MessageTemplateIdInputSchema,
  MessageTemplateListInputSchema,
  MessageTemplatePageSchema,
  MessageTemplateSchema,
  type MessageTemplateType,
  PreviewDocumentSchema,
  PreviewDocumentsInputSchema,
  PreviewMessageTemplateInputSchema,
  RenderedTemplateSchema,
  SaveMessageTemplateInputSchema,
  SendTestMessageTemplateInputSchema,
  SentTestMailSchema,
  TemplateOptionSchema,
  TemplatePropertiesSchema,
  TemplatesByTypeInputSchema,
} from '@portal/shared';
import { DESIGNER_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { copyMessageTemplate } from './use-cases/copy-message-template';
import { deleteMessageTemplate } from './use-cases/delete-message-template';
import { getMessageTemplate, getTemplateProperties, listTemplatesByType } from './use-cases/get-message-template';
import { listMessageTemplates } from './use-cases/list-message-templates';
import { listPreviewDocuments, previewMessageTemplate } from './use-cases/preview-message-template';
import { saveMessageTemplate } from './use-cases/save-message-template';
import { sendTestMessageTemplate } from './use-cases/send-test-message-template';

const designer = adminProcedure(DESIGNER_ADMIN_LEVEL);

// admin-area/templates (spec 2 §7 "Templates and numbering"): workflow notification and system mail
// templates. The company comes from the session; shared templates change only from level 3.
export const messageTemplatesRouter = router({
  list: designer
    .input(MessageTemplateListInputSchema)
    .output(MessageTemplatePageSchema)
    .query(({ ctx, input }) => listMessageTemplates(ctx, input)),

  get: designer
    .input(MessageTemplateIdInputSchema)
    .output(MessageTemplateSchema)
    .query(({ ctx, input }) => getMessageTemplate(ctx, input.id)),

  properties: designer
    .input(MessageTemplateIdInputSchema)
    .output(TemplatePropertiesSchema)
    .query(({ ctx, input }) => getTemplateProperties(ctx, input.id)),

  byType: designer
    .input(TemplatesByTypeInputSchema)
    .output(z.array(TemplateOptionSchema))
    .query(({ ctx, input }) => listTemplatesByType(ctx, input.type as MessageTemplateType)),

  save: designer
    .input(SaveMessageTemplateInputSchema)
    .output(MessageTemplateSchema)
    .mutation(({ ctx, input }) => saveMessageTemplate(ctx, input)),

  copy: designer
    .input(CopyMessageTemplateInputSchema)
    .output(MessageTemplateSchema)
    .mutation(({ ctx, input }) => copyMessageTemplate(ctx, input)),

  delete: designer
    .input(MessageTemplateIdInputSchema)
    .output(z.object({ id: z.number().int() }))
    .mutation(({ ctx, input }) => deleteMessageTemplate(ctx, input.id)),

  previewDocuments: designer
    .input(PreviewDocumentsInputSchema)
    .output(z.array(PreviewDocumentSchema))
    .query(({ ctx, input }) => listPreviewDocuments(ctx, input.search)),

  preview: designer
    .input(PreviewMessageTemplateInputSchema)
    .output(RenderedTemplateSchema)
    .query(({ ctx, input }) => previewMessageTemplate(ctx, input)),

  sendTest: designer
    .input(SendTestMessageTemplateInputSchema)
    .output(SentTestMailSchema)
    .mutation(({ ctx, input }) => sendTestMessageTemplate(ctx, input)),
});
