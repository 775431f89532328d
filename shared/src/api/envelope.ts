import { z } from 'zod';
import { ErrorCode } from '../errors/error-codes';
import { coercedInt4Schema } from './input-primitives';

// The REST answer shape every /api call returns (spec 1 §7).
export const EnvelopeStatus = {
  success: 'success',
  fail: 'fail',
  error: 'error',
  validationError: 'validation_error',
  exception: 'exception',
} as const;
export type EnvelopeStatus = (typeof EnvelopeStatus)[keyof typeof EnvelopeStatus];

export const Substatus = {
  permissionDenied: 'permission_denied',
  passwordExpired: 'password_expired',
  siteClosed: 'site_closed',
  notFound: 'not_found',
  conflict: 'conflict',
  tooManyRequests: 'too_many_requests',
} as const;
export type Substatus = (typeof Substatus)[keyof typeof Substatus];

export const PaginationSchema = z.object({
  page: z.number().int().min(1),
  rowsPerPage: z.number().int().min(1),
  totalRecords: z.number().int().min(0),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export interface Envelope<TData = unknown> {
  status: EnvelopeStatus;
  data: TData | null;
  messages: string[];
  pagination: Pagination | null;
  validationErrors: Record<string, string[]> | null;
  substatus: Substatus | null;
  requestId?: string;
}

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** A page size of a list input: 1 to PAGE_SIZE_MAX rows, text coerced. */
export function rowsPerPageSchema(defaultRowsPerPage: number) {
  return coercedInt4Schema({ min: 1, max: PAGE_SIZE_MAX }).default(defaultRowsPerPage);
}

export const PageInputSchema = z.object({
  page: coercedInt4Schema({ min: 1 }).default(1),
  rowsPerPage: rowsPerPageSchema(PAGE_SIZE_DEFAULT),
});
export type PageInput = z.infer<typeof PageInputSchema>;

/** A page of rows with its pagination, the shape of every paged procedure's output. */
export function pagedResultSchema<TItem extends z.ZodType>(item: TItem) {
  return z.object({ items: z.array(item), pagination: PaginationSchema });
}

/** A page input with its own default page size (payslip history pages by 12). */
export function pageInputSchema(defaultRowsPerPage: number) {
  return z.strictObject({
    page: PageInputSchema.shape.page,
    rowsPerPage: rowsPerPageSchema(defaultRowsPerPage),
  });
}

/** The pagination of one page of `totalRecords` rows. */
export function paginationOf(page: PageInput, totalRecords: number): Pagination {
  return { page: page.page, rowsPerPage: page.rowsPerPage, totalRecords };
}

/** Rows to skip for a page. */
export function pageOffset(page: PageInput): number {
  return (page.page - 1) * page.rowsPerPage;
}

export const SortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

/** A flag that arrives as a boolean over tRPC or as 'true'/'false' in a REST query string. */
export const QueryBooleanSchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** A record id from a path or query (a positive 32-bit integer; text is coerced). */
export const RecordIdSchema = coercedInt4Schema({ min: 1, error: ErrorCode.invalidValue });
