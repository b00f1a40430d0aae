import { chromium, type Browser, type Page } from 'playwright-core';

export interface LaunchOptions {
  /** Accept any TLS certificate: only for a local test server with a certificate made for the run. */
  ignoreCertificateErrors?: boolean;
}

/** Debian's Chromium, headless, with the flags this machine needs (no sandbox as root, no background calls). */
export const launchBrowser = (options: LaunchOptions = {}): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      ...(options.ignoreCertificateErrors ? ['--ignore-certificate-errors'] : []),
    ],
  });

export const DEMO_PASSWORD = 'Demo-Password-1!';

/** Signs in through the login screen as a person would: email, Continue, password, Log In. */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}
