/** A certificate request's body (POST /certificate/{productType}, and its e-mail) as the certificate names its parties. */
import type { CertificateRequest, NamedParty } from './certificateDocument';

export interface CertificatePost {
  policyId: string;
  organizationName: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  additionalInsured?: {
    businessName: string;
    address1: string;
    address2?: string;
    city: string;
    state: string;
    zipCode: string;
  };
}

/** The holder and additional insured a certificate request names. */
export function certificateRequest(body: CertificatePost): CertificateRequest {
  const holder: NamedParty = {
    name: body.organizationName,
    address1: body.address1,
    address2: body.address2,
    city: body.city,
    state: body.state,
    zip: body.zip,
  };
  const ai = body.additionalInsured;
  return {
    holder,
    additionalInsured: ai && {
      name: ai.businessName,
      address1: ai.address1,
      address2: ai.address2,
      city: ai.city,
      state: ai.state,
      zip: ai.zipCode,
    },
  };
}
