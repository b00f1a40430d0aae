/** Regions of the platform (spec 000 §1). */
export const REGIONS = ['US', 'UK', 'AU'] as const;
export type Region = (typeof REGIONS)[number];

export interface RegionProfile {
  region: Region;
  locale: 'en-US' | 'en-GB' | 'en-AU';
  currency: 'USD' | 'GBP' | 'AUD';
  currencySymbol: '$' | '£';
  industryCodeField: 'naicsCode' | 'sicCode';
  phonePrefix: '+1' | '+44' | '+61';
}

export const REGION_PROFILES: Record<Region, RegionProfile> = {
  US: {
    region: 'US',
    locale: 'en-US',
    currency: 'USD',
    currencySymbol: '$',
    industryCodeField: 'naicsCode',
    phonePrefix: '+1',
  },
  UK: {
    region: 'UK',
    locale: 'en-GB',
    currency: 'GBP',
    currencySymbol: '£',
    industryCodeField: 'sicCode',
    phonePrefix: '+44',
  },
  AU: {
    region: 'AU',
    locale: 'en-AU',
    currency: 'AUD',
    currencySymbol: '$',
    industryCodeField: 'sicCode',
    phonePrefix: '+61',
  },
};

export const isRegion = (value: unknown): value is Region => REGIONS.includes(value as Region);
