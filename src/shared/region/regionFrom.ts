/**
 * The server's region (spec 000 §1: "The region comes from the host name or from a feature flag. Turning the UK
 * environment flag on turns the AU flag off, and the reverse."). In order: an explicit REGION; else the regional
 * feature flags (`ukEnvironmentEnabled` → UK, `auEnvironmentEnabled` → AU; the flags exclude each other, the later
 * one in FEATURE_FLAGS wins); else the console's public host name (`uk.…` or `….co.uk` / `….uk` → UK, `au.…` or
 * `….com.au` / `….au` → AU); else US.
 */
import { parseFeatureFlagList } from '../featureFlags/featureFlags';
import type { Region } from './regions';

export function regionOfHost(host: string | undefined): Region | undefined {
  const name = (host ?? '')
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[:/].*$/, '');
  if (!name) return undefined;
  const labels = name.split('.');
  if (labels[0] === 'uk' || labels.at(-1) === 'uk') return 'UK';
  if (labels[0] === 'au' || labels.at(-1) === 'au') return 'AU';
  return undefined;
}

export function regionFrom(env: { REGION?: string; FEATURE_FLAGS?: string; PUBLIC_URL?: string }): string {
  if (env.REGION) return env.REGION.toUpperCase();
  const { flags } = parseFeatureFlagList(env.FEATURE_FLAGS);
  if (flags.ukEnvironmentEnabled) return 'UK';
  if (flags.auEnvironmentEnabled) return 'AU';
  return regionOfHost(env.PUBLIC_URL) ?? 'US';
}
