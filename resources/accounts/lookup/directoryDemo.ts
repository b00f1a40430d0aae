/**
 * Demo companies of the local firmographic directory (invented names and numbers; phone numbers in the 555-01xx
 * range kept for fiction). They stand for what the outside business-data service would find.
 */
import type { Kysely } from 'kysely';

type Company = [cbid: string, name: string, address1: string, city: string, state: string, zipCode: string, phone: string, naicsCode: number, revenue: number, employees: number, domainName: string];

const COMPANIES: readonly Company[] = [
  ['CB-100001', 'Lakeside Veterinary Clinic', '410 Shore Dr', 'Austin', 'TX', '78703', '5125550101', 541940, 2_400_000, 18, 'lakesidevet.example'],
  ['CB-100002', 'Lakeside Dental Partners', '88 Harbor Ave', 'Chicago', 'IL', '60601', '3125550102', 621210, 3_100_000, 24, 'lakesidedental.example'],
  ['CB-100003', 'Lakeside Logistics Inc', '1200 Freight Rd', 'Houston', 'TX', '77002', '7135550103', 484110, 12_500_000, 95, 'lakesidelogistics.example'],
  ['CB-100004', 'Redwood Accounting Group', '55 Market St', 'San Francisco', 'CA', '94105', '4155550104', 541211, 4_800_000, 32, 'redwoodaccounting.example'],
  ['CB-100005', 'Redwood Family Medicine', '9 Elm St', 'Sacramento', 'CA', '95814', '9165550105', 621111, 6_200_000, 41, 'redwoodfm.example'],
  ['CB-100006', 'Summit Engineering LLC', '300 Peak Blvd', 'Denver', 'CO', '80202', '3035550106', 541330, 9_700_000, 60, 'summiteng.example'],
  ['CB-100007', 'Summit Law Offices', '12 Court Sq', 'Boston', 'MA', '02108', '6175550107', 541110, 5_300_000, 27, 'summitlaw.example'],
  ['CB-100008', 'Bluebonnet Bakery Co', '77 Main St', 'Dallas', 'TX', '75201', '2145550108', 311811, 1_200_000, 14, 'bluebonnetbakery.example'],
  ['CB-100009', 'Bluebonnet Insurance Services', '500 Commerce St', 'Fort Worth', 'TX', '76102', '8175550109', 524210, 2_900_000, 19, 'bluebonnetins.example'],
  ['CB-100010', 'Harbor Point Marina', '1 Dock Way', 'Miami', 'FL', '33131', '3055550110', 713930, 3_600_000, 22, 'harborpointmarina.example'],
  ['CB-100011', 'Harbor Point Software', '200 Bay St', 'Tampa', 'FL', '33602', '8135550111', 541511, 14_000_000, 80, 'harborpointsoft.example'],
  ['CB-100012', 'Granite State Builders', '45 Stone Rd', 'Manchester', 'NH', '03101', '6035550112', 236220, 18_000_000, 110, 'granitebuilders.example'],
  ['CB-100013', 'Prairie Wind Energy', '800 Turbine Ln', 'Amarillo', 'TX', '79101', '8065550113', 221115, 22_000_000, 75, 'prairiewind.example'],
  ['CB-100014', 'Maple Grove Pediatrics', '31 Maple Ave', 'Columbus', 'OH', '43215', '6145550114', 621111, 4_100_000, 29, 'maplegrovepeds.example'],
  ['CB-100015', 'Copper Canyon Consulting', '150 Mesa Dr', 'Phoenix', 'AZ', '85004', '6025550115', 541611, 2_700_000, 16, 'coppercanyon.example'],
  ['CB-100016', 'Silver Lake Realty', '66 Lake St', 'Minneapolis', 'MN', '55401', '6125550116', 531210, 1_900_000, 12, 'silverlakerealty.example'],
  ['CB-100017', 'Northwind Traders', '900 Pine St', 'Seattle', 'WA', '98101', '2065550117', 424490, 8_800_000, 52, 'northwindtraders.example'],
  ['CB-100018', 'Evergreen Eye Care', '14 Vision Way', 'Portland', 'OR', '97204', '5035550118', 621320, 2_200_000, 15, 'evergreeneye.example'],
  ['CB-100019', 'Magnolia Hotel Group', '250 Canal St', 'New Orleans', 'LA', '70130', '5045550119', 721110, 16_500_000, 140, 'magnoliahotels.example'],
  ['CB-100020', 'Cedar Ridge Manufacturing', '400 Industrial Pkwy', 'Grand Rapids', 'MI', '49503', '6165550120', 332710, 27_000_000, 180, 'cedarridgemfg.example'],
  ['CB-100021', 'Oakmont Financial Advisors', '18 Wall St', 'New York', 'NY', '10005', '2125550121', 523930, 7_400_000, 35, 'oakmontfa.example'],
  ['CB-100022', 'Sunrise Senior Living', '600 Dawn Ave', 'Atlanta', 'GA', '30303', '4045550122', 623312, 11_200_000, 150, 'sunrisesenior.example'],
];

/** Adds the demo companies (again-safe: a company already listed is kept as it is). */
export async function seedDirectory(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('firmographicDirectory')
    .values(COMPANIES.map(([cbid, name, address1, city, state, zipCode, phone, naicsCode, revenue, employees, domainName]) => ({ cbid, name, address1, city, state, zipCode, country: 'US', phone, naicsCode, revenue, employees, domainName })))
    .onConflict((oc) => oc.column('cbid').doNothing())
    .execute();
}
