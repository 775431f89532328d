import { ErrorCode } from '../errors/error-codes';

export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 4;
/** Passwords longer than this are refused before hashing (hashing cost must stay bounded). */
export const PASSWORD_MAX_LENGTH = 256;

// Frequently breached passwords that pass the character rules (SECURITY.md: blocklist).
const COMMON_PASSWORDS = new Set([
  'password1',
  'password123',
  'passw0rd',
  'qwerty123',
  'qwertyui1',
  'welcome1',
  'welcome123',
  'letmein1',
  'abc12345',
  'abcd1234',
  'admin123',
  'administrator1',
  'iloveyou1',
  'sunshine1',
  'monkey123',
  'football1',
  'princess1',
  'trustno1',
  'changeme1',
  'slaptazodis1',
  'vasara2024',
  'vasara2025',
  'vasara2026',
  'ziema2025',
  'ziema2026',
  'lietuva1',
  'labas123',
]);

const PRODUCT_WORDS = ['portal', 'portalas'];

export interface PasswordContext {
  username?: string;
  companyNames?: string[];
  /** The user's own names (first and last, as the user and as the employee). */
  personNames?: string[];
  /** True when the new password equals the current one (the server checks this against the hash). */
  isSameAsOld?: boolean;
}

/** Spec §5 password rules plus the blocklist of SECURITY.md. Returns catalogue keys, empty when valid. */
export function checkPasswordPolicy(password: string, context: PasswordContext = {}): ErrorCode[] {
  const problems: ErrorCode[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(ErrorCode.passwordTooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(ErrorCode.invalidValue);
  if (!/\p{Lu}/u.test(password)) problems.push(ErrorCode.passwordNeedsUpperCase);
  if (!/\p{Ll}/u.test(password)) problems.push(ErrorCode.passwordNeedsLowerCase);
  if (!/\p{Nd}/u.test(password)) problems.push(ErrorCode.passwordNeedsDigit);
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) problems.push(ErrorCode.passwordTooCommon);
  // Names count word by word: 'UAB „Nemuno logistika“' forbids 'nemuno' and 'logistika'.
  const contextWords = [
    context.username ?? '',
    ...[...(context.companyNames ?? []), ...(context.personNames ?? [])].flatMap((name) => name.split(/[^\p{L}\p{N}]+/u)),
    ...PRODUCT_WORDS,
  ]
    .map(foldForComparison)
    .filter((word) => word.length >= USERNAME_MIN_LENGTH);
  const foldedPassword = foldForComparison(password);
  if (contextWords.some((word) => foldedPassword.includes(word))) problems.push(ErrorCode.passwordContainsContextWord);
  if (context.isSameAsOld) problems.push(ErrorCode.passwordSameAsOld);
  return problems;
}

/**
 * Lower case without diacritics, so a name is found however it is typed: 'Šarūnas' and 'sarunas' (a
 * keyboard without Lithuanian letters) both fold to 'sarunas'.
 */
function foldForComparison(text: string): string {
  return text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function checkUsername(username: string): ErrorCode[] {
  return username.trim().length < USERNAME_MIN_LENGTH ? [ErrorCode.usernameTooShort] : [];
}
