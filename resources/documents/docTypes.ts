/**
 * The document types (spec 001 §7 GET /api/docs/v1/docTypes; the spec does not list them, so they are decided
 * here): the papers an account's file holds.
 */
export const DOC_TYPES = [
  { value: 'APPLICATION', label: 'Application' },
  { value: 'SIGNED_APPLICATION', label: 'Signed Application' },
  { value: 'BINDER', label: 'Binder' },
  { value: 'POLICY', label: 'Policy' },
  { value: 'ENDORSEMENT', label: 'Endorsement' },
  { value: 'CERTIFICATE', label: 'Certificate' },
  { value: 'INVOICE', label: 'Invoice' },
  { value: 'LOSS_RUN', label: 'Loss Run' },
  { value: 'SECURITY_ASSESSMENT', label: 'Security Assessment' },
  { value: 'CLAIM', label: 'Claim Document' },
  { value: 'OTHER', label: 'Other' },
] as const;

export const isDocType = (value: string): boolean => DOC_TYPES.some((type) => type.value === value);
