// The choices a user's profile holds, without zod: the web's first load (its language and app mode,
// read from storage before anything renders) checks them here and so fetches no schema library.
// users.schemas.ts builds its schemas from these lists.

export const Language = { lt: 'lt', en: 'en' } as const;
export type Language = (typeof Language)[keyof typeof Language];
export const languages: Language[] = ['lt', 'en'];

export function isLanguage(value: unknown): value is Language {
  return (languages as unknown[]).includes(value);
}

export const UserStatus = { active: 'active', blocked: 'blocked', banned: 'banned', terminated: 'terminated' } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

export const UserType = { internal: 'internal', activeDirectory: 'active_directory', azureAd: 'azure_ad' } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const AppMode = { stable: 'stable', beta: 'beta' } as const;
export type AppMode = (typeof AppMode)[keyof typeof AppMode];
export const appModes: AppMode[] = ['stable', 'beta'];

export function isAppMode(value: unknown): value is AppMode {
  return (appModes as unknown[]).includes(value);
}
