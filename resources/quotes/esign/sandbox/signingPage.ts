/**
 * The sandbox's signing page, as its own small HTML page (not the console): what is signed (the envelope's title
 * and a link to the PDF), a full-name box, an agreement box, Sign and Decline. Its script (signingScript) posts the
 * signature to the sandbox and follows the provider's return address; nothing is written into the page as HTML
 * but the escaped text below.
 */
import type { SandboxEnvelope } from './sandboxProvider';
import { ESIGN_SANDBOX_BASE } from './sandboxProvider';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const frame = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#222}
.banner{background:#fff4d6;border:1px solid #e0b84c;padding:.5rem .75rem;border-radius:4px;font-size:.9rem}
label{display:block;margin:1rem 0 .25rem}input[type=text]{width:100%;padding:.5rem;font-size:1rem}
button{margin:1rem .5rem 0 0;padding:.5rem 1.25rem;font-size:1rem}[role=alert]{color:#a00}</style>
</head><body>
<p class="banner">E-signature sandbox (test mode): a stand-in for the e-signature provider. Nothing signed here is binding.</p>
${body}
</body></html>`;

export function signingPage(envelope: SandboxEnvelope, access: string): string {
  const base = `${ESIGN_SANDBOX_BASE}/envelopes/${encodeURIComponent(envelope.envelopeId)}`;
  const documentUrl = `${base}/document?access=${encodeURIComponent(access)}`;
  return frame(
    'Sign the application',
    `<h1>Sign the application</h1>
<p id="envelope-title">${escape(envelope.title)}</p>
<p>Signer: <span id="signer">${escape(envelope.signer.name)} &lt;${escape(envelope.signer.email)}&gt;</span></p>
<p>Envelope: <span id="envelope-id">${escape(envelope.envelopeId)}</span></p>
<p><a href="${escape(documentUrl)}" target="_blank" rel="noopener">Read the application (PDF)</a></p>
<form id="sign-form" data-action="${escape(base)}" data-access="${escape(access)}" novalidate>
<label for="name">Type your full name</label>
<input type="text" id="name" name="name" autocomplete="name" maxlength="200">
<label><input type="checkbox" id="agreed" name="agreed"> I agree to sign this application electronically</label>
<p id="message" role="alert"></p>
<button type="submit" id="sign">Sign</button><button type="button" id="decline">Decline</button>
</form>
<script src="${ESIGN_SANDBOX_BASE}/signing.js"></script>`,
  );
}

export const closedPage = (message: string) =>
  frame('Signing', `<h1>Signing</h1><p role="status">${escape(message)}</p>`);

/** The page's script: posts the signature (or the decline) as JSON and follows the answer's return address. */
export const signingScript = `(() => {
  const form = document.getElementById('sign-form');
  if (!form) return;
  const message = document.getElementById('message');
  const post = async (path, body) => {
    message.textContent = '';
    const answer = await fetch(form.dataset.action + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ access: form.dataset.access, ...body }),
    });
    const json = await answer.json().catch(() => ({}));
    if (answer.ok) { window.location.assign(json.returnUrl); return; }
    message.textContent = (json.errors && json.errors.length ? json.errors.map((e) => e.detail).join(' ') : json.detail) || 'The envelope could not be signed.';
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void post('/sign', { name: document.getElementById('name').value, agreed: document.getElementById('agreed').checked });
  });
  document.getElementById('decline').addEventListener('click', () => {
    void post('/decline', { reason: 'Declined on the signing page' });
  });
})();
`;
