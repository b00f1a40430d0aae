import type { WorkflowFlow } from '../../../shared/workflows/workflowFlows';

const CONSOLE_BASE = 'http://console.invalid';

/**
 * Where a workflow may send the browser: a path of the console ("/customer/quotes/…"), or an absolute
 * address on the console's own origin (PUBLIC_URL). Anything else would make the link an open redirect.
 */
export function isAllowedRedirect(url: string, publicUrl: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/**
 * The URL answered after the code is accepted. Spec 000 §2.8: for agency users the agency name is added as a
 * query parameter, except in the surplus-notice flow.
 */
export function redirectFor(redirectUrl: string, flow: string, agencyName: string | null): string {
  if (!agencyName || flow === ('SURPLUS_NOTICE' satisfies WorkflowFlow)) return redirectUrl;
  const url = new URL(redirectUrl, CONSOLE_BASE);
  url.searchParams.set('agencyName', agencyName);
  return url.origin === CONSOLE_BASE ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
