/**
 * The connector catalogue (spec 001 §3 "Connector types"), declared here as data: `GET connectors/all` answers it.
 * `credentials` says which form adds it:
 *   password  a vulnerability scanner: API user and password (spec: "a vulnerability scanner takes username and password")
 *   apiKey    a training or endpoint service: an API key ("a training service takes apiKey")
 *   token     a security-rating or edge service: a token ("a security-rating connector takes a token")
 *   oauth     Microsoft and Google: the browser goes to the provider's consent page
 *   aws       a cross-account role ARN and a region (regions from `aws/regions`)
 *   managed   added by the provider for the client (`wizer/add` by cbid; the managed-detection connector via leen)
 * Which type takes which form, where the spec does not say, is decided here.
 */
export type CredentialKind = 'password' | 'apiKey' | 'token' | 'oauth' | 'aws' | 'managed';

export interface CatalogueEntry {
  connectorType: string;
  name: string;
  category: string;
  credentials: CredentialKind;
  description: string;
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    connectorType: 'QUALYSVM',
    name: 'Qualys Vulnerability Management',
    category: 'Vulnerability scanner',
    credentials: 'password',
    description: 'Vulnerability findings from Qualys VMDR.',
  },
  {
    connectorType: 'QUALYSPC',
    name: 'Qualys Policy Compliance',
    category: 'Vulnerability scanner',
    credentials: 'password',
    description: 'Configuration compliance from Qualys PC.',
  },
  {
    connectorType: 'QUALYSCS',
    name: 'Qualys Container Security',
    category: 'Vulnerability scanner',
    credentials: 'password',
    description: 'Container image findings from Qualys CS.',
  },
  {
    connectorType: 'SAFEGUARD',
    name: 'SafeGuard training',
    category: 'Security training',
    credentials: 'apiKey',
    description: 'Security awareness training completion.',
  },
  {
    connectorType: 'SOPHOS',
    name: 'Sophos Central',
    category: 'Endpoint protection',
    credentials: 'apiKey',
    description: 'Endpoint protection coverage and alerts.',
  },
  {
    connectorType: 'SECUREWORKS',
    name: 'Secureworks Taegis',
    category: 'Detection and response',
    credentials: 'apiKey',
    description: 'Detections and investigations.',
  },
  {
    connectorType: 'SECURITYSTUDIO',
    name: 'SecurityStudio',
    category: 'Security rating',
    credentials: 'token',
    description: 'The S2 security rating.',
  },
  {
    connectorType: 'CLOUDFLARE',
    name: 'Cloudflare',
    category: 'Edge security',
    credentials: 'token',
    description: 'WAF, DNS and TLS posture.',
  },
  {
    connectorType: 'GSC',
    name: 'Google Security Command Center',
    category: 'Cloud security',
    credentials: 'token',
    description: 'Cloud findings from Security Command Center.',
  },
  {
    connectorType: 'AWS',
    name: 'Amazon Web Services',
    category: 'Cloud security',
    credentials: 'aws',
    description: 'Security Hub findings through a read-only role.',
  },
  {
    connectorType: 'MICROSOFT',
    name: 'Microsoft 365',
    category: 'Identity and e-mail',
    credentials: 'oauth',
    description: 'Secure Score and identity posture from Microsoft Graph.',
  },
  {
    connectorType: 'GOOGLEWORKSPACE',
    name: 'Google Workspace',
    category: 'Identity and e-mail',
    credentials: 'oauth',
    description: 'Workspace security settings and sign-in posture.',
  },
  {
    connectorType: 'WIZER',
    name: 'Wizer training',
    category: 'Security training',
    credentials: 'managed',
    description: 'Provider-managed security awareness training.',
  },
  {
    connectorType: 'MANAGED_DETECTION',
    name: 'Managed detection',
    category: 'Detection and response',
    credentials: 'managed',
    description: "The provider's own managed detection and response.",
  },
];

export const CONNECTOR_TYPES = CATALOGUE.map((entry) => entry.connectorType);

export const catalogueEntry = (connectorType: unknown): CatalogueEntry | undefined =>
  typeof connectorType === 'string'
    ? CATALOGUE.find((entry) => entry.connectorType === connectorType.trim().toUpperCase())
    : undefined;

/** The regions `aws/regions` offers. */
export const AWS_REGIONS: readonly { value: string; label: string }[] = [
  ['us-east-1', 'US East (N. Virginia)'],
  ['us-east-2', 'US East (Ohio)'],
  ['us-west-1', 'US West (N. California)'],
  ['us-west-2', 'US West (Oregon)'],
  ['ca-central-1', 'Canada (Central)'],
  ['eu-west-1', 'Europe (Ireland)'],
  ['eu-west-2', 'Europe (London)'],
  ['eu-central-1', 'Europe (Frankfurt)'],
  ['ap-southeast-2', 'Asia Pacific (Sydney)'],
  ['ap-northeast-1', 'Asia Pacific (Tokyo)'],
].map(([value, label]) => ({ value: value!, label: label! }));
