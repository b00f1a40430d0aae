/**
 * The vendor panel's categories and their subcategories (`GET /api/claimsmgmt/v1/panel/subcategories`). The
 * spec names the call, not the list; these are the services a cyber claim's panel commonly covers.
 */
export const PANEL_SUBCATEGORIES: readonly { category: string; subcategories: readonly string[] }[] = [
  {
    category: 'BREACH_COUNSEL',
    subcategories: ['Privacy counsel', 'Regulatory notification counsel', 'Litigation defence'],
  },
  { category: 'FORENSICS', subcategories: ['Incident response', 'Digital forensics', 'Threat hunting'] },
  { category: 'RESTORATION', subcategories: ['Data recovery', 'System rebuild', 'Decryption'] },
  { category: 'RANSOM_NEGOTIATION', subcategories: ['Threat actor negotiation', 'Cryptocurrency settlement'] },
  { category: 'NOTIFICATION', subcategories: ['Mailing', 'Call centre', 'Credit monitoring', 'Identity restoration'] },
  { category: 'PUBLIC_RELATIONS', subcategories: ['Crisis communications', 'Media monitoring'] },
  { category: 'FORENSIC_ACCOUNTING', subcategories: ['Business interruption loss', 'Funds transfer tracing'] },
];
