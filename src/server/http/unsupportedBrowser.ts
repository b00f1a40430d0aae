import shellTexts from '../../../locales/en-US/shell.json';
import { REGION_CONTACTS } from '../../shared/region/regionContacts';
import type { Region } from '../../shared/region/regions';

/**
 * Spec 000 §2.3: Internet Explorer gets only the unsupported-browser page. It cannot run the console's
 * JavaScript at all, so the server answers every console page with this plain HTML instead: the Chrome
 * download link, the login address with a copy button (IE's own clipboard API) and the support contact.
 */
export const isInternetExplorer = (userAgent: string | undefined): boolean =>
  /\b(MSIE |Trident\/)/.test(userAgent ?? '');

/** The page's own policy: nothing from elsewhere, its inline styles and its one inline handler. */
export const UNSUPPORTED_BROWSER_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-ancestors 'none'";

const CHROME_DOWNLOAD_URL = 'https://www.google.com/chrome/';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export function unsupportedBrowserPage(origin: string, region: Region): string {
  const t = shellTexts.shell.unsupported;
  const { supportEmail } = REGION_CONTACTS[region];
  const loginUrl = escapeHtml(`${origin}/login`);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><title>${escapeHtml(t.title)}</title></head>
<body style="font-family: Arial, sans-serif; max-width: 640px; margin: 64px auto; padding: 0 16px">
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.body)}</p>
<p><a href="${CHROME_DOWNLOAD_URL}">${escapeHtml(t.download)}</a></p>
<p><label for="login-url">${escapeHtml(t.loginUrl)}</label><br>
<input id="login-url" type="text" readonly value="${loginUrl}" size="40">
<button type="button" onclick="if (window.clipboardData) { window.clipboardData.setData('Text', document.getElementById('login-url').value); } document.getElementById('copied').style.display = 'block';">${escapeHtml(t.copy)}</button></p>
<p id="copied" role="status" style="display: none">${escapeHtml(t.copied)}</p>
<p>${escapeHtml(t.support)} <a href="mailto:${supportEmail}">${supportEmail}</a></p>
</main>
</body>
</html>
`;
}
