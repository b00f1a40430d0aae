import type { Region } from '../../shared/region/regions';

export interface DemoAddress {
  city: string;
  state?: string;
  zipCode: string;
  phone: string;
}

/** Valid addresses per region, so demo records pass the same validation as typed ones. */
export const DEMO_ADDRESSES: Record<Region, DemoAddress[]> = {
  US: [
    { city: 'Austin', state: 'TX', zipCode: '78701', phone: '(512) 555-0134' },
    { city: 'Denver', state: 'CO', zipCode: '80202', phone: '(303) 555-0187' },
    { city: 'Boston', state: 'MA', zipCode: '02108', phone: '(617) 555-0142' },
    { city: 'Seattle', state: 'WA', zipCode: '98101', phone: '(206) 555-0199' },
    { city: 'Chicago', state: 'IL', zipCode: '60601-1234', phone: '(312) 555-0111' },
    { city: 'Winston-Salem', state: 'NC', zipCode: '27101', phone: '(336) 555-0163' },
    { city: 'San Jose', state: 'CA', zipCode: '95113', phone: '(408) 555-0175' },
    { city: 'Washington', state: 'DC', zipCode: '20001', phone: '(202) 555-0108' },
  ],
  UK: [
    { city: 'London', zipCode: 'SW1A 1AA', phone: '02079 460018' },
    { city: 'Manchester', zipCode: 'M1 1AE', phone: '01614 960123' },
    { city: 'Leeds', zipCode: 'LS1 4AP', phone: '01134 960456' },
    { city: 'Bristol', zipCode: 'BS1 5TR', phone: '01174 960789' },
    { city: 'Stoke-on-Trent', zipCode: 'ST1 5NP', phone: '01782 496012' },
  ],
  AU: [
    { city: 'Sydney', state: 'NSW', zipCode: '2000', phone: '02 9876 5432' },
    { city: 'Melbourne', state: 'VIC', zipCode: '3000', phone: '03 9123 4567' },
    { city: 'Brisbane', state: 'QLD', zipCode: '4000', phone: '07 3123 4567' },
    { city: 'Perth', state: 'WA', zipCode: '6000', phone: '08 9123 4567' },
    { city: 'Canberra', state: 'ACT', zipCode: '2600', phone: '0412 345 678' },
  ],
};

const FIRST = [
  'Alpine',
  'Beacon',
  'Cedar',
  'Delta',
  'Evergreen',
  'Falcon',
  'Granite',
  'Harbor',
  'Iris',
  'Juniper',
  'Keystone',
  'Lumen',
  'Maple',
  'Northwind',
  'Orchard',
  'Pioneer',
  'Quartz',
  'Riverside',
  'Summit',
  'Tidewater',
  'Union',
  'Vertex',
  'Willow',
  'Yellowstone',
  'Zenith',
];
const SECOND = [
  'Dental Group',
  'Logistics',
  'Bakery',
  'Law Partners',
  'Clinic',
  'Software',
  'Manufacturing',
  'Realty',
  'Accounting',
  'Architects',
  'Coffee Co',
  'Analytics',
];
const STATUSES = ['Open', 'Open', 'Quoted', 'Active Policy', 'Declined'];

/** Deterministic demo company names: the same seed gives the same data on every machine. */
export function demoAccountName(index: number, prefix?: string): string {
  const name = `${FIRST[index % FIRST.length]} ${SECOND[Math.floor(index / FIRST.length) % SECOND.length]}`;
  return prefix ? `${prefix} ${name}` : name;
}

export const demoStatus = (index: number): string => STATUSES[index % STATUSES.length];
