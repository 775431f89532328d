// A dozen inbox messages for each demo user: notices of the HR department and the system, with HTML
// bodies. The newest few are unread.

interface DemoMessage {
  subject: string;
  body: string;
  createdAt: string;
  isRead: boolean;
}

const templates: readonly { subject: string; body: string }[] = [
  {
    subject: 'Sveiki prisijungę prie portalo',
    body: '<p>Čia rasite savo <strong>sutartis</strong>, algalapius, atostogas ir prašymus.</p>',
  },
  {
    subject: 'Atnaujinta darbo laiko tvarka',
    body: '<p>Nuo gruodžio 1 d. galioja atnaujinta darbo laiko apskaitos tvarka.</p><p>Plačiau: <a href="https://intranetas.example.lt/tvarka">intranete</a>.</p>',
  },
  { subject: 'Spalio mėnesio algalapis paruoštas', body: '<p>Jūsų spalio mėnesio algalapis jau matomas skiltyje <em>Algalapiai</em>.</p>' },
  {
    subject: 'Kalėdinis renginys',
    body: '<p>Maloniai kviečiame į kalėdinį renginį <strong>gruodžio 18 d. 17 val.</strong></p><ul><li>Vieta: biuro salė</li><li>Registracija iki gruodžio 10 d.</li></ul>',
  },
  { subject: 'Prašymas patvirtintas', body: '<p>Jūsų atostogų prašymas patvirtintas.</p>' },
  {
    subject: 'Naujos darbo priemonės',
    body: '<p>Jums išduota nauja darbo priemonė. Patvirtinkite jos gavimą skiltyje <em>Darbo priemonės</em>.</p>',
  },
  {
    subject: 'Periodinis saugos instruktažas',
    body: '<p>Primename, kad periodinis darbuotojų saugos instruktažas vyks <strong>sausio 15 d.</strong></p>',
  },
  { subject: 'Sistemos atnaujinimas', body: '<p>Šeštadienį nuo 22 iki 24 val. portalas gali būti nepasiekiamas.</p>' },
  {
    subject: 'Sveikatos patikrinimas',
    body: '<p>Iki metų pabaigos atlikite privalomą sveikatos patikrinimą.</p><ol><li>Užsiregistruokite poliklinikoje</li><li>Pažymą pateikite personalo skyriui</li></ol>',
  },
  { subject: 'Atostogų planavimas 2027 m.', body: '<p>Suplanuokite 2027 m. atostogas iki <strong>sausio 31 d.</strong></p>' },
  { subject: 'Pasikeitė skyriaus vadovas', body: '<p>Nuo lapkričio 1 d. gamybos skyriui vadovauja naujas vadovas.</p>' },
  { subject: 'Darbuotojų apklausa', body: '<p>Kviečiame užpildyti anoniminę darbuotojų apklausą. Tai užtruks <em>5 minutes</em>.</p>' },
];

/** The same twelve messages for every demo user, a few days apart up to 2026-11-20; four unread. */
export function demoMessages(): DemoMessage[] {
  return templates.map((template, index) => {
    const day = new Date(Date.UTC(2026, 10, 20, 9, 15) - (templates.length - 1 - index) * 5 * 86_400_000 - index * 1_800_000);
    return { ...template, createdAt: day.toISOString(), isRead: index < templates.length - 4 };
  });
}
