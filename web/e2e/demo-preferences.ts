// The e2e files share one database per run, and some of them change the demo employee's company and
// language on the way. Each such file puts the seeded ones back, so the files pass in any order.

async function apiToken(portalUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${portalUrl}/api/sessions/username-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { status: string; data: { token: string } | null };
  if (!body.data) throw new Error(`signing ${username} in over the API failed: ${body.status}`);
  return body.data.token;
}

async function apiPost(portalUrl: string, token: string, path: string): Promise<void> {
  const response = await fetch(`${portalUrl}/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
}

/** The demo `employee` back in company SV and Lithuanian, as the seed leaves them. */
export async function resetEmployeePreferences(portalUrl: string): Promise<void> {
  const token = await apiToken(portalUrl, 'employee', 'Demo1234');
  await apiPost(portalUrl, token, '/user/change-company/SV');
  await apiPost(portalUrl, token, '/user/change-language/lt');
}

/**
 * The demo `username` back on the seeded password after a test changed it to `changedTo`; nothing to do
 * when the change never happened (the test failed before it). Later files sign in with Demo1234.
 */
export async function restoreDemoPassword(portalUrl: string, username: string, changedTo: string): Promise<void> {
  const signIn = await fetch(`${portalUrl}/api/sessions/username-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: changedTo }),
  });
  const session = (await signIn.json()) as { data: { token: string } | null };
  if (!session.data) return;
  const response = await fetch(`${portalUrl}/api/user/change-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.data.token}` },
    body: JSON.stringify({ password: changedTo, newPassword: 'Demo1234', passwordConfirmation: 'Demo1234' }),
  });
  if (!response.ok) throw new Error(`restoring ${username}'s password answered ${response.status}`);
}
