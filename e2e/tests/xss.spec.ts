import type { APIRequestContext, Page } from '@playwright/test';
import { expect, scrollToFeedCard, signInThroughForm, test } from '../fixtures';
import { SHORT_XSS_PAYLOADS, XSS_PAYLOADS } from '../xss/payloads';

const PASSWORD = 'xss journey password';

async function api(request: APIRequestContext, token: string, url: string, data: object) {
  const response = await request.post(url, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()).result as Record<string, string>;
}

/** Stores every payload in a text another page shows: names, boats, motors, experience. */
async function storePayloads(request: APIRequestContext, email: string) {
  // A locality, so the prompt that asks for one never opens over the tabs this journey reads.
  const read = async <T>(path: string) => ((await (await request.get(path)).json()) as { result: T }).result;
  const [region] = await read<{ regionName: string }[]>('/api/regions');
  const [locality] = await read<{ localityUUID: string }[]>(
    `/api/regions/${encodeURIComponent(region!.regionName)}/localities`,
  );
  const registered = await request.post('/api/register', {
    data: {
      name: XSS_PAYLOADS[1],
      lastname: XSS_PAYLOADS[2],
      email,
      password: PASSWORD,
      roleName: 'Captain',
      nationalityName: 'Costa Rica',
      localityUUID: locality!.localityUUID,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const token = (
    await (await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).json()
  ).result.accessToken as string;

  const model = await api(request, token, '/api/models', { propellerManufacterName: 'Mercury', blades: 3 });
  for (let index = 0; index < 100; index += 1) {
    const motor = await api(request, token, '/api/motors', {
      model: XSS_PAYLOADS[100 + index],
      motorMakeName: 'Yamaha',
    });
    await api(request, token, '/api/boats', {
      boatName: XSS_PAYLOADS[index],
      hullNumber: SHORT_XSS_PAYLOADS[index % SHORT_XSS_PAYLOADS.length],
      typeName: 'Sportfisher',
      countryName: 'Costa Rica',
      captainEmail: email,
      motorUUID: motor.motorUUID,
      modelUUID: model.modelUUID,
      activitySourceName: 'Website',
    });
  }
  for (const start of [200, 250]) {
    await api(request, token, '/api/fishingExperiences', {
      fishingTypeName: 'Offshore',
      roleName: 'Captain',
      years: 5,
      countries: [{ code: 'CR' }],
      boats: XSS_PAYLOADS.slice(start, start + 50).map((name) => ({ name })),
      activitySourceName: 'Website',
    });
  }
}

const signIn = (page: Page, email: string) => signInThroughForm(page, email, PASSWORD);

/** Whether any payload ran, or left an element or event handler behind in the page. */
function injectionsIn(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('root') ?? document.body;
    // Payload text may sit in text and in descriptive attributes (alt, title, aria-label): that is fine.
    // What must never appear is a script-capable element or a javascript: URL.
    const dangerous = [
      ...root.querySelectorAll('script, iframe, object, embed, marquee, [src], [data], [formaction]'),
    ].filter(
      (element) =>
        element.matches('script, iframe, object, embed, marquee') ||
        ['src', 'data', 'formaction'].some((name) =>
          (element.getAttribute(name) ?? '').trim().toLowerCase().startsWith('javascript:'),
        ),
    );
    const handlers = [...root.querySelectorAll('*')].filter((element) =>
      [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
    );
    const javascriptLinks = [...root.querySelectorAll('a[href]')].filter((link) =>
      link.getAttribute('href')!.trim().toLowerCase().startsWith('javascript:'),
    );
    return {
      ran: (window as unknown as { __xss?: unknown }).__xss !== undefined,
      elements: dangerous.length,
      handlers: handlers.length,
      javascriptLinks: javascriptLinks.length,
    };
  });
}

test('300 stored XSS payloads render as text and never run', async ({ page, request }) => {
  test.setTimeout(180_000);
  expect(XSS_PAYLOADS).toHaveLength(300);
  const email = `xss-${Date.now()}@example.com`;
  await storePayloads(request, email);
  await signIn(page, email);

  await page.goto('/my_profile');
  await expect(page.getByRole('main').getByText(XSS_PAYLOADS[1]!, { exact: false }).first()).toBeVisible();
  expect(await injectionsIn(page)).toEqual({ ran: false, elements: 0, handlers: 0, javascriptLinks: 0 });

  await page.getByRole('tab', { name: /Boats/ }).click();
  await expect(page.getByRole('main').getByText(XSS_PAYLOADS[0]!, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(XSS_PAYLOADS[99]!, { exact: true }).first()).toBeVisible();
  expect(await injectionsIn(page)).toEqual({ ran: false, elements: 0, handlers: 0, javascriptLinks: 0 });

  await page.getByRole('tab', { name: /Experience/ }).click();
  await expect(page.getByRole('main').getByText(XSS_PAYLOADS[299]!, { exact: false }).first()).toBeVisible();
  expect(await injectionsIn(page)).toEqual({ ran: false, elements: 0, handlers: 0, javascriptLinks: 0 });

  // The account menu shows the name too.
  await page.goto('/');
  expect(await injectionsIn(page)).toEqual({ ran: false, elements: 0, handlers: 0, javascriptLinks: 0 });
});

test('payloads in names and comments that other people read never run on the public feed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  // The surname finds this journey's session in a feed other journeys add to at the same time.
  const lastname = `Xss${stamp}`;
  const register = async (email: string, name: string) => {
    const response = await request.post('/api/register', {
      data: {
        name,
        lastname,
        email,
        password: PASSWORD,
        roleName: 'Angler',
        nationalityName: 'Panama',
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await (await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).json())
      .result.accessToken as string;
  };
  const owner = await register(`xss-owner-${stamp}@example.com`, XSS_PAYLOADS[13]!);
  const commenter = await register(`xss-commenter-${stamp}@example.com`, XSS_PAYLOADS[12]!);
  const now = new Date();
  const session = await api(request, owner, '/api/sessions', {
    startDatetime: new Date(now.getTime() - 3_600_000).toISOString(),
    finishDatetime: now.toISOString(),
    fishingStyle: 'Offshore',
    activitySourceName: 'Website',
  });
  const comments = XSS_PAYLOADS.slice(0, 12);
  for (const commentText of comments) {
    await api(request, commenter, '/api/comments', {
      objectUUID: session.UUID,
      commentText,
      activitySourceName: 'Website',
    });
  }

  // A guest reads the feed, where this session is among the newest.
  await page.goto('/');
  const card = page.getByRole('main').getByRole('article', { name: new RegExp(`${lastname} · `) });
  await scrollToFeedCard(page, card);
  await card.getByRole('button', { name: /Comments \(12\)/ }).click();
  // Comments come 2 at a time, newest first. "More comments" is clicked only once the page before it
  // has landed, so the last click never aims at a button that the last page has just taken away.
  const shown = comments
    .map((text) => card.getByText(text, { exact: true }))
    .reduce((all, one) => all.or(one));
  for (let count = 2; count < comments.length; count += 2) {
    await expect(shown).toHaveCount(count);
    await card.getByRole('button', { name: 'More comments' }).click();
  }
  await expect(shown).toHaveCount(comments.length);
  await expect(card.getByRole('button', { name: 'More comments' })).toHaveCount(0);
  for (const text of comments) await expect(card.getByText(text, { exact: true })).toBeVisible();
  expect(await injectionsIn(page)).toEqual({ ran: false, elements: 0, handlers: 0, javascriptLinks: 0 });
});
