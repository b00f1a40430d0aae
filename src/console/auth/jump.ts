import { personaBasePath, STAFF_ACCOUNT_TYPE } from '../../shared/accountTypes';
import type { PlatformDataProvider } from '../providers/dataProvider';

export const JUMP_FAILED = 'Jump Failed: Unsupported account type';

const supported = (accountType: string) =>
  accountType !== STAFF_ACCOUNT_TYPE && personaBasePath(accountType) !== undefined;

/** The /loading/{token} address that enters an account (spec 000 §4 "Jump and switch"). */
async function enterPath(dataProvider: PlatformDataProvider, accountId: string, failure: string): Promise<string> {
  const { token, accountName } = await dataProvider.jumpToken(accountId).catch((error: unknown) => {
    // The server's unsupported-type answer becomes this action's own text; any other refusal is shown as said.
    const message = (error as Error).message;
    throw new Error((error as { status?: number }).status === 400 && message === JUMP_FAILED ? failure : message);
  });
  return `/loading/${encodeURIComponent(token)}?accountName=${encodeURIComponent(accountName)}`;
}

/** A jump: the account opens in a new tab, this tab stays the staff user's own. Rejects with the spec's text. */
export async function jumpInto(
  dataProvider: PlatformDataProvider,
  accountId: string,
  accountType: string,
): Promise<void> {
  if (!supported(accountType)) throw new Error(JUMP_FAILED);
  window.open(await enterPath(dataProvider, accountId, JUMP_FAILED), '_blank', 'noopener');
}
