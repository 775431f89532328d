// The placeholders a message template may use (spec 2 §3 "Message template"): exactly the values the
// server fills. Workflow notifications are filled in server/src/modules/workflows/workflow-notifications.ts
// (its values object is typed by WorkflowPlaceholder), system mails by the password-reset mail. The
// template editor lists these beside the text and saving refuses any other `{name}`.

/** message_templates.type: 0 a workflow notification, 1 a system mail. */
export const MessageTemplateType = { workflowNotification: 0, systemMail: 1 } as const;
export type MessageTemplateType = (typeof MessageTemplateType)[keyof typeof MessageTemplateType];

export interface PlaceholderDescription {
  lt: string;
  en: string;
}

export const WORKFLOW_PLACEHOLDERS = {
  documentNo: { lt: 'Dokumento numeris', en: 'The document number' },
  formName: { lt: 'Formos pavadinimas gavėjo kalba', en: "The form's name in the recipient's language" },
  initiator: { lt: 'Dokumentą pateikusio asmens vardas ir pavardė', en: 'The name of the person who filed the document' },
  dateFrom: { lt: 'Dokumento laikotarpio pradžia (MMMM-MM-DD)', en: "The start of the document's period (YYYY-MM-DD)" },
  dateTo: { lt: 'Dokumento laikotarpio pabaiga (MMMM-MM-DD)', en: "The end of the document's period (YYYY-MM-DD)" },
  activityName: { lt: 'Etapo, kurį pasiekė dokumentas, pavadinimas', en: 'The name of the step the document reached' },
  comment: { lt: 'Sprendimo komentaras arba atšaukimo priežastis', en: "The decision's comment or the reason for a cancellation" },
  recipient: { lt: 'Gavėjo vardas ir pavardė', en: "The recipient's name" },
  link: { lt: 'Nuoroda į dokumentą portale', en: 'A link to the document in the portal' },
} as const satisfies Record<string, PlaceholderDescription>;
export type WorkflowPlaceholder = keyof typeof WORKFLOW_PLACEHOLDERS;

export const SYSTEM_MAIL_PLACEHOLDERS = {
  username: { lt: 'Naudotojo prisijungimo vardas', en: "The user's sign-in name" },
  link: {
    lt: 'Nuoroda, kuria atliekamas veiksmas (pvz., slaptažodžio atkūrimas)',
    en: 'The link of the action (for example the password recovery)',
  },
} as const satisfies Record<string, PlaceholderDescription>;
export type SystemMailPlaceholder = keyof typeof SYSTEM_MAIL_PLACEHOLDERS;

/** The code of the system mail that carries a password-recovery link. */
export const SystemMailCode = { passwordReset: 'system.password_reset' } as const;

export function placeholdersOf(type: MessageTemplateType): Readonly<Record<string, PlaceholderDescription>> {
  return type === MessageTemplateType.systemMail ? SYSTEM_MAIL_PLACEHOLDERS : WORKFLOW_PLACEHOLDERS;
}

/** The same pattern the renderer replaces (server/src/modules/workflows/message-template.ts). */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The `{name}`s of a text that the template's type does not fill, each once, in order of appearance. */
export function unknownPlaceholders(text: string, type: MessageTemplateType): string[] {
  const known = placeholdersOf(type);
  const unknown: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!Object.hasOwn(known, name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}
