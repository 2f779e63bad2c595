import { expect, test } from '@playwright/test';
import sharp from 'sharp';

/**
 * The content service as a browser sees it: Images API output decodes in Chromium in every
 * format the site requests, the GraphQL Content API answers a cross-origin call from the site's
 * origin with the delivery token (CORS preflight with Authorization), and a page on any other
 * origin can neither read nor write through the CMA (CONTENT_SERVICE_ALLOWED_ORIGINS).
 */
const port = Number(process.env.E2E_CONTENT_SERVICE_PORT ?? 4210);
const base = `http://localhost:${port}`;
const space = 'insurerlocal';
const cmaHeaders = {
  Authorization: 'Bearer CFPAT-local-management-token',
  'Content-Type': 'application/vnd.contentful.management.v1+json',
};

async function publishedImageUrl(): Promise<string> {
  const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#1f4e79' } })
    .png()
    .toBuffer();
  const upload = await (
    await fetch(`${base}/spaces/${space}/uploads`, {
      method: 'POST',
      headers: { ...cmaHeaders, 'Content-Type': 'application/octet-stream' },
      body: png,
    })
  ).json();
  const env = `${base}/spaces/${space}/environments/master`;
  const asset = await (
    await fetch(`${env}/assets/e2e-hero`, {
      method: 'PUT',
      headers: cmaHeaders,
      body: JSON.stringify({
        fields: {
          title: { 'en-US': 'Hero' },
          file: {
            'en-US': {
              fileName: 'hero.png',
              contentType: 'image/png',
              uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload.sys.id } },
            },
          },
        },
      }),
    })
  ).json();
  await fetch(`${env}/assets/e2e-hero/files/en-US/process`, {
    method: 'PUT',
    headers: { ...cmaHeaders, 'X-Contentful-Version': String(asset.sys.version) },
  });
  const processed = await (await fetch(`${env}/assets/e2e-hero`, { headers: cmaHeaders })).json();
  await fetch(`${env}/assets/e2e-hero/published`, {
    method: 'PUT',
    headers: { ...cmaHeaders, 'X-Contentful-Version': String(processed.sys.version) },
  });
  return `http:${processed.fields.file['en-US'].url}`;
}

let imageUrl = '';
test.beforeAll(async () => {
  imageUrl = await publishedImageUrl();
});

test('given a published image, when the browser loads it in each format, then it decodes at the requested width', async ({ page }) => {
  const url = imageUrl;
  await page.setContent(
    ['webp', 'avif', 'jpg', 'png'].map((fm) => `<img alt="${fm}" id="img-${fm}" src="${url}?w=160&fm=${fm}&q=75">`).join(''),
  );
  for (const fm of ['webp', 'avif', 'jpg', 'png']) {
    const img = page.locator(`#img-${fm}`);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(160);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalHeight)).toBe(90);
  }
});

test('given a page of the site, when it queries GraphQL with the delivery token, then the asset url answers', async ({ page }) => {
  // The site (baseURL, http://localhost:$PORT) is an allowed origin; the call below is cross-origin.
  await page.goto('/robots.txt');
  const result = await page.evaluate(
    async ({ base, space }) => {
      const res = await fetch(`${base}/content/v1/spaces/${space}/environments/master`, {
        method: 'POST',
        headers: { Authorization: 'Bearer local-delivery-token', 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ asset(id: "e2e-hero") { title width url(transform: { width: 100, format: WEBP }) } }' }),
      });
      return { status: res.status, body: await res.json() };
    },
    { base, space },
  );
  expect(result.status).toBe(200);
  expect(result.body.data.asset.title).toBe('Hero');
  expect(result.body.data.asset.width).toBe(320);
  expect(result.body.data.asset.url).toMatch(
    new RegExp(`^http://localhost:${port}/images/${space}/e2e-hero/.+/hero\\.png\\?w=100&fm=webp$`),
  );
});

test('given a page on a foreign origin, when it lists and creates entries with the management token, then the service refuses', async ({
  page,
}) => {
  // 127.0.0.1 and localhost are different origins: this page (served here by Playwright) is
  // neither the site nor the workbench. The service's own answers cannot host such a script any
  // more: their CSP is `default-src 'none'; sandbox`.
  const foreign = `http://127.0.0.1:${port}/foreign-page`;
  await page.route(foreign, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Foreign</title></html>' }),
  );
  await page.goto(foreign);
  const sent = page.waitForRequest((req) => req.url().includes('/locales?access_token=') && req.method() === 'POST');
  const result = await page.evaluate(
    async ({ base, space }) => {
      const env = `${base}/spaces/${space}/environments/master`;
      const list = await fetch(`${env}/entries`, { headers: { Authorization: 'Bearer CFPAT-local-management-token' } }).then(
        (res) => `status ${res.status}`,
        (err: Error) => `blocked: ${err.name}`,
      );
      // A simple request (POST, text/plain, token in the URL): the browser sends it without a
      // preflight, so the service itself must refuse it.
      const create = await fetch(`${env}/locales?access_token=CFPAT-local-management-token`, {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ name: 'Foreign', code: 'zu-ZA' }),
      }).then(
        () => 'sent',
        (err: Error) => `blocked: ${err.name}`,
      );
      return { list, create };
    },
    { base, space },
  );
  expect(result.list).toBe('blocked: TypeError');
  // The browser sent the POST (the page cannot read the answer either way: with nosniff on an
  // opaque JSON answer it even withholds it, so the fetch rejects) and the service refused it.
  expect(['sent', 'blocked: TypeError']).toContain(result.create);
  expect((await sent).postData()).toBe(JSON.stringify({ name: 'Foreign', code: 'zu-ZA' }));
  const locales = await (await fetch(`${base}/spaces/${space}/environments/master/locales`, { headers: cmaHeaders })).json();
  expect(locales.items.map((l: { code: string }) => l.code)).not.toContain('zu-ZA');
});
