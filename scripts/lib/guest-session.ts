// A guest session on a running server, made as the browser would (Origin header), with a few foods in its
// fridge: the Cookie header to send, for scripts that open the signed-in screens.

export async function guestCookie(
  baseUrl: string,
  slugs: string[] = ['lemons', 'carrots', 'pears'],
): Promise<string> {
  const headers = { Origin: baseUrl, 'Content-Type': 'application/json', 'Accept-Language': 'it-IT' };
  const res = await fetch(`${baseUrl}/api/auth/sign-in/anonymous`, { method: 'POST', headers, body: '{}' });
  if (!res.ok) throw new Error(`guest sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const foods = (await (await fetch(`${baseUrl}/api/foods`)).json()) as { id: number; slug: string }[];
  for (const slug of slugs) {
    const foodId = foods.find((f) => f.slug === slug)?.id;
    const saved = await fetch(`${baseUrl}/api/fridge-items`, {
      method: 'POST',
      headers: { ...headers, Cookie: cookie },
      body: JSON.stringify({ foodId, bagSize: 'M' }),
    });
    if (!saved.ok) throw new Error(`adding ${slug} failed: ${saved.status}`);
  }
  return cookie;
}
