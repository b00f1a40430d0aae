/**
 * The surplus lines notice (spec 002 §2 "Surplus lines notice page", states LA and MT): its text is a file the
 * analysts edit, `templates/surplusNotice/<STATE>.txt` (TEMPLATES_DIR moves the folder), read at each request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiError, invalid } from '../../../src/server/http/apiError';

/** The states whose quotes carry a surplus lines notice to attest. */
export const SURPLUS_NOTICE_STATES = ['LA', 'MT'] as const;
export type SurplusNoticeState = (typeof SURPLUS_NOTICE_STATES)[number];

export const NOT_A_NOTICE_STATE = `The surplus lines notice is given for ${SURPLUS_NOTICE_STATES.join(' and ')} only.`;

export const isNoticeState = (state: unknown): state is SurplusNoticeState =>
  SURPLUS_NOTICE_STATES.includes(state as SurplusNoticeState);

const templatesDir = (env: NodeJS.ProcessEnv = process.env) => path.resolve(env.TEMPLATES_DIR ?? 'templates');

/** The notice text of `state`; 400 naming `state` for another state. */
export function surplusNoticeText(state: unknown): { state: SurplusNoticeState; text: string } {
  if (!isNoticeState(state)) throw invalid([{ field: 'state', detail: NOT_A_NOTICE_STATE }]);
  const file = path.join(templatesDir(), 'surplusNotice', `${state}.txt`);
  if (!fs.existsSync(file))
    throw new ApiError(500, `The surplus lines notice of ${state} is missing (${path.relative(process.cwd(), file)}).`);
  return { state, text: fs.readFileSync(file, 'utf8').trim() };
}
