import type { Region } from './regions';

/**
 * Per-region contacts and legal wording (spec 000 §1). The spec names these but not their values: the
 * addresses and entities below are the project's placeholders on reserved `.example` domains, to be replaced
 * with the operator's real ones.
 */
export interface RegionContacts {
  supportEmail: string;
  claimsEmail: string;
  claimsPhone: string;
  /** Footer legal entity for the region's locale. */
  legalEntity: string;
  /** The login screen's "Adaptive Cyber Insurance" panel links here. */
  learnMoreUrl: string;
  privacyPolicyUrl: string;
  statusPageUrl: string;
}

export const REGION_CONTACTS: Record<Region, RegionContacts> = {
  US: {
    supportEmail: 'support@adaptive-insurance.example',
    claimsEmail: 'claims@adaptive-insurance.example',
    claimsPhone: '(800) 555-0100',
    legalEntity: 'Adaptive Insurance Services, Inc.',
    learnMoreUrl: 'https://adaptive-insurance.example/us/cyber',
    privacyPolicyUrl: 'https://adaptive-insurance.example/us/privacy',
    statusPageUrl: 'https://status.adaptive-insurance.example',
  },
  UK: {
    supportEmail: 'support-uk@adaptive-insurance.example',
    claimsEmail: 'claims-uk@adaptive-insurance.example',
    claimsPhone: '0800 555 0100',
    legalEntity: 'Adaptive Insurance UK Limited',
    learnMoreUrl: 'https://adaptive-insurance.example/uk/cyber',
    privacyPolicyUrl: 'https://adaptive-insurance.example/uk/privacy',
    statusPageUrl: 'https://status.adaptive-insurance.example',
  },
  AU: {
    supportEmail: 'support-au@adaptive-insurance.example',
    claimsEmail: 'claims-au@adaptive-insurance.example',
    claimsPhone: '1800 555 010',
    legalEntity: 'Adaptive Insurance Australia Pty Ltd',
    learnMoreUrl: 'https://adaptive-insurance.example/au/cyber',
    privacyPolicyUrl: 'https://adaptive-insurance.example/au/privacy',
    statusPageUrl: 'https://status.adaptive-insurance.example',
  },
};
