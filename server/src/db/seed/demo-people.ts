// Deterministic building blocks of the demo company: the same seed always yields the same people.

export function createRandom(seed: number): () => number {
  // mulberry32: small, fast and deterministic; not for anything secret.
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export const maleFirstNames = [
  'Jonas',
  'Petras',
  'Antanas',
  'Tomas',
  'Mantas',
  'Lukas',
  'Darius',
  'Andrius',
  'Mindaugas',
  'Vytautas',
  'Paulius',
  'Marius',
  'Giedrius',
  'Rokas',
  'Kęstutis',
  'Saulius',
  'Audrius',
  'Gintaras',
  'Žilvinas',
  'Arūnas',
] as const;
export const femaleFirstNames = [
  'Ona',
  'Rūta',
  'Asta',
  'Indrė',
  'Gintarė',
  'Eglė',
  'Jurgita',
  'Kristina',
  'Laura',
  'Aistė',
  'Rasa',
  'Vaida',
  'Simona',
  'Greta',
  'Ieva',
  'Živilė',
  'Dalia',
  'Jolanta',
  'Agnė',
  'Monika',
] as const;
// Surnames in masculine form with their married feminine form (-ienė).
export const surnames = [
  ['Kazlauskas', 'Kazlauskienė'],
  ['Jankauskas', 'Jankauskienė'],
  ['Petrauskas', 'Petrauskienė'],
  ['Stankevičius', 'Stankevičienė'],
  ['Vasiliauskas', 'Vasiliauskienė'],
  ['Žukauskas', 'Žukauskienė'],
  ['Butkus', 'Butkienė'],
  ['Paulauskas', 'Paulauskienė'],
  ['Urbonas', 'Urbonienė'],
  ['Kavaliauskas', 'Kavaliauskienė'],
  ['Baranauskas', 'Baranauskienė'],
  ['Navickas', 'Navickienė'],
  ['Pocius', 'Pocienė'],
  ['Rimkus', 'Rimkienė'],
  ['Sakalauskas', 'Sakalauskienė'],
  ['Mockus', 'Mockienė'],
  ['Šimkus', 'Šimkienė'],
  ['Lukošius', 'Lukošienė'],
  ['Ramanauskas', 'Ramanauskienė'],
  ['Vitkus', 'Vitkienė'],
  ['Grigas', 'Grigienė'],
  ['Adomaitis', 'Adomaitienė'],
] as const;

export const jobTitles = {
  ADM: ['Generalinis direktorius', 'Administratorė', 'Biuro vadovas'],
  FIN: ['Finansų vadovas', 'Buhalterė', 'Vyr. buhalteris', 'Finansų analitikas'],
  HR: ['Personalo vadovė', 'Personalo specialistė', 'Darbo laiko planuotoja'],
  IT: ['IT vadovas', 'Programuotojas', 'Sistemų administratorius', 'Testuotoja'],
  PROD: ['Gamybos vadovas', 'Pamainos meistras', 'Operatorius', 'Kokybės kontrolierė', 'Suvirintojas'],
  WH: ['Sandėlio vadovas', 'Sandėlininkas', 'Krautuvo vairuotojas'],
  SALES: ['Pardavimų vadovė', 'Pardavimų vadybininkas', 'Klientų aptarnavimo specialistė'],
  LOG: ['Logistikos vadovas', 'Vairuotojas ekspeditorius', 'Logistikos koordinatorė'],
} as const;

export const departmentNames: Record<keyof typeof jobTitles, string> = {
  ADM: 'Administracija',
  FIN: 'Finansų skyrius',
  HR: 'Personalo skyrius',
  IT: 'Informacinių technologijų skyrius',
  PROD: 'Gamybos skyrius',
  WH: 'Sandėlis',
  SALES: 'Pardavimų skyrius',
  LOG: 'Logistikos skyrius',
};

/** Strips Lithuanian letters for e-mail addresses. */
export function asciiFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A deterministic random source of its own for one key (an employee number), independent of order. */
export function seededRandom(key: string, salt = 0): () => number {
  let hash = 2_166_136_261 ^ salt;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 16_777_619);
  return createRandom(hash >>> 0);
}

/** An integer from `min` to `max`, both included. */
export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
