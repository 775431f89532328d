import { z } from 'zod';
import { textSchema } from '../api/input-primitives';
import { ErrorCode } from '../errors/error-codes';

export const ContactsNameFormat = { firstLast: 'first-last', lastFirst: 'last-first' } as const;
export type ContactsNameFormat = (typeof ContactsNameFormat)[keyof typeof ContactsNameFormat];

/** A colleague in the contacts list: work contact details only. */
export const ContactSchema = z.object({
  /** Shown only when the site setting contactsEmployeeNo is on. */
  employeeNo: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** In the site's name format (first-last or last-first). */
  fullName: z.string(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  phoneNo: z.string().nullable(),
  mobilePhoneNo: z.string().nullable(),
  companyEmail: z.string().nullable(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const ContactGroupSchema = z.object({ alphabet: z.string(), employees: z.array(ContactSchema) });
export type ContactGroup = z.infer<typeof ContactGroupSchema>;

export const ContactsInputSchema = z.strictObject({ searchQuery: textSchema().trim().max(100, ErrorCode.invalidValue).nullish() });
export type ContactsInput = z.infer<typeof ContactsInputSchema>;

/** The search box waits this long after the last key before searching (spec 1 §2). */
export const CONTACTS_SEARCH_DEBOUNCE_MS = 1000;

export function formatContactName(person: { firstName: string; lastName: string }, format: ContactsNameFormat): string {
  return format === ContactsNameFormat.lastFirst ? `${person.lastName} ${person.firstName}` : `${person.firstName} ${person.lastName}`;
}

// The Lithuanian alphabet's letters for the index. Ą Ę Ė Į Ų Ū sort and file with their base letters
// and Y with I (Lithuanian collation); Č, Š and Ž are letters of their own.
const indexLetters = [
  'A',
  'B',
  'C',
  'Č',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'R',
  'S',
  'Š',
  'T',
  'U',
  'V',
  'Z',
  'Ž',
];
const collator = new Intl.Collator('lt');
const baseCollator = new Intl.Collator('lt', { sensitivity: 'base' });

/** The index letter a name files under: its first letter as Lithuanian collation sees it; '#' for others. */
export function indexLetterOf(name: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase('lt');
  if (!first) return '#';
  const letter = indexLetters.find((candidate) => baseCollator.compare(candidate, first) === 0);
  if (letter) return letter;
  return /\p{L}/u.test(first) ? first : '#';
}

/** Contacts sorted by their displayed name in Lithuanian order and grouped by index letter. */
export function groupContacts(contacts: readonly Contact[]): ContactGroup[] {
  const sorted = [...contacts].sort(
    (a, b) => collator.compare(a.fullName, b.fullName) || collator.compare(a.employeeNo ?? '', b.employeeNo ?? ''),
  );
  const groups: ContactGroup[] = [];
  for (const contact of sorted) {
    const letter = indexLetterOf(contact.fullName);
    const last = groups.at(-1);
    if (last?.alphabet === letter) last.employees.push(contact);
    else groups.push({ alphabet: letter, employees: [contact] });
  }
  return groups;
}
