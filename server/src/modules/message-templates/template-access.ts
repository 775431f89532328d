import { ErrorCode, type MessageTemplate } from '@portal/shared';
import { SHARED_DEFINITION_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import type { FastifyBaseLogger } from 'fastify';
import type { DbClient } from '../../db/database';
import type { Executor } from '../../db/transaction';
import type { Env } from '../../env';
import { DomainError } from '../../errors/domain-error';
import type { AuthenticatedSession } from '../../trpc/context';
import * as templatesRepository from './message-templates.repository';

/** What the message-template use cases need of a request (the router passes its context). */
export interface MessageTemplatesContext {
  db: DbClient;
  auth: AuthenticatedSession;
  log: FastifyBaseLogger;
  env: Env;
  now: () => Date;
}

/** A shared template (no company) is changed only from SHARED_DEFINITION_ADMIN_LEVEL; a company's own by its designers. */
export function requireChangeable(ctx: MessageTemplatesContext, template: { company_code: string | null }): void {
  if (template.company_code === null && ctx.auth.user.adminAccess < SHARED_DEFINITION_ADMIN_LEVEL) {
    throw new DomainError(ErrorCode.permissionDenied);
  }
}

/** The template visible to the company; another company's or a missing one is not found. */
export async function visibleTemplate(db: Executor, companyCode: string, id: number, options: { lock?: boolean } = {}) {
  const template = options.lock
    ? await templatesRepository.lockTemplate(db, companyCode, id)
    : await templatesRepository.findTemplate(db, companyCode, id);
  if (!template) throw new DomainError(ErrorCode.recordNotFound);
  return template;
}

export function toMessageTemplate(row: templatesRepository.TemplateRow): MessageTemplate {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    subjectLt: row.subject_lt,
    subjectEn: row.subject_en,
    textLt: row.text_lt,
    textEn: row.text_en,
    isShared: row.company_code === null,
  };
}
