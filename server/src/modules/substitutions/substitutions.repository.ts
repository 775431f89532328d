import type { Substitution } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { containsPattern } from '../../db/like-pattern';

export interface SubstitutionFilter {
  companyCode: string;
  employeeNo: string;
  dateFrom: string;
  dateTo: string;
  searchQuery?: string;
}

/**
 * Substitutions overlapping the dates in which the employee is the absent one ('substituted', named
 * after the substitute) or the substitute ('substituting', named after the absent colleague): both
 * sides in one statement, each row joined with the other person of its side.
 */
export async function listForEmployee(
  db: Executor,
  filter: SubstitutionFilter,
): Promise<{ substituted: Substitution[]; substituting: Substitution[] }> {
  let query = db
    .selectFrom('substitutions')
    .innerJoin('employees as other', (join) =>
      join
        .onRef('other.company_code', '=', 'substitutions.company_code')
        // One's own substitution (absent and substitute alike) names oneself on both sides.
        .on((eb) =>
          eb(
            'other.employee_no',
            '=',
            eb
              .case()
              .when('substitutions.employee_no', '=', filter.employeeNo)
              .then(eb.ref('substitutions.subst_employee_no'))
              .else(eb.ref('substitutions.employee_no'))
              .end(),
          ),
        ),
    )
    .select([
      'substitutions.entry_no',
      'substitutions.employee_no',
      'substitutions.subst_employee_no',
      'substitutions.date_from',
      'substitutions.date_to',
      'substitutions.description',
      'other.first_name',
      'other.last_name',
    ])
    .where('substitutions.company_code', '=', filter.companyCode)
    .where((eb) =>
      eb.or([eb('substitutions.employee_no', '=', filter.employeeNo), eb('substitutions.subst_employee_no', '=', filter.employeeNo)]),
    )
    .where('substitutions.date_to', '>=', filter.dateFrom)
    .where('substitutions.date_from', '<=', filter.dateTo);
  if (filter.searchQuery) {
    const pattern = containsPattern(filter.searchQuery);
    query = query.where((eb) =>
      eb.or([
        eb('other.first_name', 'ilike', pattern),
        eb('other.last_name', 'ilike', pattern),
        eb('other.employee_no', 'ilike', pattern),
        eb('substitutions.description', 'ilike', pattern),
      ]),
    );
  }
  const rows = await query.orderBy('substitutions.date_from').orderBy('substitutions.entry_no').execute();
  const substitutionOf = (row: (typeof rows)[number]): Substitution => ({
    entryNo: row.entry_no,
    employeeNo: row.employee_no,
    substEmployeeNo: row.subst_employee_no,
    firstname: row.first_name,
    lastname: row.last_name,
    fromDateStr: row.date_from,
    toDateStr: row.date_to,
    description: row.description,
  });
  return {
    substituted: rows.filter((row) => row.employee_no === filter.employeeNo).map(substitutionOf),
    substituting: rows.filter((row) => row.subst_employee_no === filter.employeeNo).map(substitutionOf),
  };
}
