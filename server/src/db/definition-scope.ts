import { type RawBuilder, sql } from 'kysely';

// Definitions (forms, fields, pre-value lists, numberings, workflows, participant groups, message
// templates) belong to one company or, with an empty company_code, to every company (migration 0027).

/** The condition "this definition is the company's own or shared", on `column` (for example `forms.company_code`). */
export function ownOrSharedDefinition(column: string, companyCode: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(column)} is null or ${sql.ref(column)} = ${companyCode})`;
}
