import { launchChromium, signInAs } from './chromium';
const base = process.env.BASE ?? 'http://127.0.0.1:3100';
const user = process.argv[2] ?? 'employee';
const paths = (process.argv[3] ?? '/home').split(',');
const width = Number(process.argv[4] ?? 1440);
const browser = await launchChromium();
const context = await browser.newContext({ baseURL: base, locale: 'lt-LT', viewport: { width, height: 900 } });
const page = await context.newPage();
await signInAs(page, user);
for (const p of paths) {
  await page.goto(p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const name = `/tmp/shots/${user}-${p.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
