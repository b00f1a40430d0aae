/**
 * In Chromium, logos: on Alpha's agency page staff choose a file that is not an image (the spec's
 * upload failure text), then a 600×240 PNG as the wide logo, zoom and Save; the logo then shown is the server's
 * crop, 300×72. The profile page's picture goes through the same dialog and comes back 256×256; Alpha's admin
 * finds the agency's logos on its own profile page.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_PASSWORD, openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

const server = ownServer('e2e_pictures_logo');
let page: Page;
let alphaAgencyId: string;

beforeAll(async () => {
  const login = await fetch(`${server.url}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@alpha.demo.test', password: DEMO_PASSWORD }),
  });
  const me = await fetch(`${server.url}/api/auth/v1/users/me`, {
    headers: { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` },
  });
  alphaAgencyId = ((await me.json()) as { account: { id: string } }).account.id;
  page = await server.newPage();
  await openSession(page, server.url, 'staff@demo.test');
  await page.waitForURL('**/admin/**');
});

describe('pictures and logos', () => {
  it("Alpha's wide logo is refused when the file is not an image, then cropped to 300×72", async () => {
    await page.goto(`${server.url}/admin/agencies/${alphaAgencyId}/show`);
    const slot = page.getByRole('group', { name: 'Wide Logo' });
    await slot.getByText('None').waitFor();
    await slot.getByRole('button', { name: 'Change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wide Logo' });
    const input = dialog.locator('input[type=file]');
    await input.setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a picture'),
    });
    await seeText(page, 'There has been an error uploading the image. Try again');

    const logo = await sharp({ create: { width: 600, height: 240, channels: 3, background: { r: 20, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    await input.setInputFiles({ name: 'wide-logo.png', mimeType: 'image/png', buffer: logo });
    const zoom = dialog.getByRole('slider');
    await zoom.waitFor();
    await zoom.focus();
    await page.keyboard.press('ArrowLeft');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const shown = slot.getByRole('img', { name: 'Wide Logo' });
    await shown.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('img[alt="Wide Logo"]')].some(
        (image) => (image as HTMLImageElement).naturalWidth > 0,
      ),
    );
    const size = await shown.evaluate((image: HTMLImageElement) => ({
      width: image.naturalWidth,
      height: image.naturalHeight,
    }));
    expect(size).toEqual({ width: 300, height: 72 });
  });

  it("the profile page's picture is cropped square by the same dialog (256×256)", async () => {
    await page.goto(`${server.url}/admin/manage/me`);
    const slot = page.getByRole('group', { name: 'Profile Picture' });
    await slot.getByRole('button', { name: 'Change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Picture' });
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 60, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByRole('slider').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('img[alt="Profile Picture"]')].some(
        (image) => (image as HTMLImageElement).naturalWidth > 0,
      ),
    );
    const size = await slot
      .getByRole('img', { name: 'Profile Picture' })
      .evaluate((image: HTMLImageElement) => ({ width: image.naturalWidth, height: image.naturalHeight }));
    expect(size).toEqual({ width: 256, height: 256 });
  });

  it("Alpha's admin manages the agency's logos from the profile page and sees the wide logo staff saved", async () => {
    const admin = await server.newPage();
    await openSession(admin, server.url, 'admin@alpha.demo.test', { path: `/agency/manage/me` });
    const slot = admin.getByRole('group', { name: 'Wide Logo' });
    await slot.getByRole('button', { name: 'Change' }).waitFor();
    await admin.waitForFunction(() =>
      [...document.querySelectorAll('img[alt="Wide Logo"]')].some(
        (image) => (image as HTMLImageElement).naturalWidth > 0,
      ),
    );
    expect(
      await slot.getByRole('img', { name: 'Wide Logo' }).evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBe(300);
    await admin.context().close();
  });
});
