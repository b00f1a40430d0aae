/**
 * What makes a rating file unusable, beyond JSON: its schema (schemas/rating/product.schema.json) and the
 * cross-references a schema cannot say: the file's name and folder, unique coverage ids and keys, presets and
 * sublimits naming coverages that exist, a factor for every limit and deductible a state offers, defaults among
 * their options, ascending revenue bands, known NAICS sectors and states. Used by `npm run rating:check` and by
 * the server before it prices with a file.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import productSchema from '../../../schemas/rating/product.schema.json';
import catalogueSchema from '../../../schemas/rating/products.schema.json';
import type { RatingGlobalOptions, RatingProduct } from '../../shared/generated/rating';
import { CALCULATOR_DEFAULTS } from '../../shared/rating/calculatorConstants';
import { steppedOptions } from '../../shared/rating/clampToOptions';
import { NAICS_SECTORS } from '../../shared/rating/naics';
import { US_STATES } from '../../shared/rating/usStates';

export interface RatingProblem {
  /** JSON pointer inside the file ('' for the whole file). */
  pointer: string;
  message: string;
}

let validators: { product: ValidateFunction; catalogue: ValidateFunction } | undefined;
function schemaValidators() {
  if (!validators) {
    const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
    addFormats(ajv);
    const strip = ({ $id: _id, ...rest }: Record<string, unknown>) => rest;
    validators = { product: ajv.compile(strip(productSchema)), catalogue: ajv.compile(strip(catalogueSchema)) };
  }
  return validators;
}

const schemaProblems = (validate: ValidateFunction, data: unknown): RatingProblem[] =>
  validate(data)
    ? []
    : (validate.errors ?? []).map((error) => ({
        pointer: error.instancePath,
        message: `${error.message ?? error.keyword}${error.params && 'additionalProperty' in error.params ? `: ${String(error.params.additionalProperty)}` : ''}`,
      }));

export const catalogueProblems = (data: unknown): RatingProblem[] => schemaProblems(schemaValidators().catalogue, data);

function duplicates<T>(items: readonly T[]): T[] {
  const seen = new Set<T>();
  return items.filter((item) => (seen.has(item) ? true : (seen.add(item), false)));
}

function limitProblems(limit: RatingGlobalOptions['limit'], pointer: string, product: RatingProduct): RatingProblem[] {
  if (limit.min > limit.max) return [{ pointer: `${pointer}/limit`, message: 'limit min is above max' }];
  if ((limit.max - limit.min) % limit.step !== 0)
    return [{ pointer: `${pointer}/limit/step`, message: 'the step does not lead from min to max' }];
  const limits = steppedOptions(limit.min, limit.max, limit.step);
  const out: RatingProblem[] = [];
  if (!limits.includes(limit.default))
    out.push({
      pointer: `${pointer}/limit/default`,
      message: `default limit ${limit.default} is not one of the offered limits`,
    });
  for (const value of limits)
    if (!(String(value) in product.premium.limitFactors))
      out.push({ pointer: '/premium/limitFactors', message: `no limit factor for ${value} (offered at ${pointer})` });
  return out;
}

/** Problems of a state's options; a state's override is checked for what it replaces (`replaced`). */
function optionProblems(
  options: RatingGlobalOptions,
  pointer: string,
  product: RatingProduct,
  replaced?: readonly string[],
): RatingProblem[] {
  const out: RatingProblem[] = [];
  const { limit } = options;
  const checks = (...fields: string[]) => !replaced || fields.some((field) => replaced.includes(field));
  if (checks('limit')) out.push(...limitProblems(limit, pointer, product));
  if (checks('deductibles', 'defaultDeductible') && !options.deductibles.includes(options.defaultDeductible))
    out.push({
      pointer: `${pointer}/defaultDeductible`,
      message: `default deductible ${options.defaultDeductible} is not among the deductibles`,
    });
  if (checks('deductibles'))
    for (const value of options.deductibles)
      if (!(String(value) in product.premium.deductibleFactors))
        out.push({
          pointer: '/premium/deductibleFactors',
          message: `no deductible factor for ${value} (offered at ${pointer})`,
        });
  if (
    checks('waitingPeriods', 'defaultWaitingPeriod') &&
    !options.waitingPeriods.includes(options.defaultWaitingPeriod)
  )
    out.push({
      pointer: `${pointer}/defaultWaitingPeriod`,
      message: `default waiting period ${options.defaultWaitingPeriod} is not among the waiting periods`,
    });
  if (
    checks('retroPeriods', 'defaultRetroPeriod') &&
    !options.retroPeriods.some((r) => r.value === options.defaultRetroPeriod)
  )
    out.push({
      pointer: `${pointer}/defaultRetroPeriod`,
      message: `default retro period ${options.defaultRetroPeriod} is not among the retro periods`,
    });
  return out;
}

/** Every problem of one parsed rating file found at `rating/<folder>/v<version>.json`. */
export function ratingFileProblems(data: unknown, place: { folder: string; version: number }): RatingProblem[] {
  const schema = schemaProblems(schemaValidators().product, data);
  if (schema.length) return schema;
  const product = data as RatingProduct;
  const out: RatingProblem[] = [];
  if (product.product !== place.folder)
    out.push({ pointer: '/product', message: `product ${product.product} is in the folder ${place.folder}` });
  if (product.version !== place.version)
    out.push({ pointer: '/version', message: `version ${product.version} is in the file v${place.version}.json` });

  const ids = product.coverages.map((c) => c.id);
  const keys = product.coverages.map((c) => c.key);
  for (const id of duplicates(ids)) out.push({ pointer: '/coverages', message: `coverage id ${id} is used twice` });
  for (const key of duplicates(keys)) out.push({ pointer: '/coverages', message: `coverage key ${key} is used twice` });
  for (const place of duplicates(product.coverages.map((c) => `${c.group}/${c.order}`)))
    out.push({ pointer: '/coverages', message: `two coverages share group/order ${place}` });
  product.coverages.forEach((coverage, index) => {
    for (const sector of [...(coverage.onlyForSectors ?? []), ...(coverage.notForSectors ?? [])]) {
      if (!(NAICS_SECTORS as readonly string[]).includes(sector))
        out.push({ pointer: `/coverages/${index}`, message: `${sector} is not a NAICS sector` });
    }
    for (const value of coverage.deductibles ?? [])
      if (!(String(value) in product.premium.deductibleFactors))
        out.push({ pointer: `/coverages/${index}/deductibles`, message: `no deductible factor for ${value}` });
    if (coverage.mandatory && coverage.load !== 0)
      out.push({
        pointer: `/coverages/${index}/load`,
        message: 'a mandatory coverage is in the base rate: its load must be 0',
      });
  });

  for (const id of duplicates(product.presets.map((p) => p.id)))
    out.push({ pointer: '/presets', message: `preset id ${id} is used twice` });
  for (const name of duplicates(product.presets.map((p) => p.name)))
    out.push({ pointer: '/presets', message: `preset ${name} is declared twice` });
  if (!product.presets.some((p) => p.id === CALCULATOR_DEFAULTS.preset))
    out.push({ pointer: '/presets', message: `no preset ${CALCULATOR_DEFAULTS.preset}: the calculator opens on it` });
  product.presets.forEach((preset, index) => {
    for (const key of preset.coverages)
      if (!keys.includes(key))
        out.push({
          pointer: `/presets/${index}/coverages`,
          message: `preset ${preset.name} names coverage ${key}, which the product does not have`,
        });
  });
  if (!keys.includes(product.sublimits.publicRelations.coverage))
    out.push({
      pointer: '/sublimits/publicRelations/coverage',
      message: `no coverage ${product.sublimits.publicRelations.coverage}`,
    });
  if (!keys.includes(product.tria.coverage))
    out.push({ pointer: '/tria/coverage', message: `no coverage ${product.tria.coverage}` });

  out.push(...optionProblems(product.globals.default, '/globals/default', product));
  for (const [state, override] of Object.entries(product.globals.states ?? {}))
    out.push(
      ...optionProblems(
        { ...product.globals.default, ...override },
        `/globals/states/${state}`,
        product,
        Object.keys(override),
      ),
    );

  const bands = product.premium.revenueBands;
  bands.forEach((band, index) => {
    if (index > 0 && band.upTo <= bands[index - 1].upTo)
      out.push({ pointer: `/premium/revenueBands/${index}`, message: 'revenue bands must ascend' });
  });
  for (const sector of Object.keys(product.premium.industryFactors)) {
    if (!(NAICS_SECTORS as readonly string[]).includes(sector))
      out.push({ pointer: `/premium/industryFactors/${sector}`, message: `${sector} is not a NAICS sector` });
  }

  if (product.region === 'US') {
    const stateLists: [string, string[]][] = [
      ['/states', product.states],
      ['/globals/states', Object.keys(product.globals.states ?? {})],
      ['/premium/stateFactors/states', Object.keys(product.premium.stateFactors.states ?? {})],
      ['/irpm/states', Object.keys(product.irpm.states ?? {})],
      ['/sublimits/publicRelations/flatByState', Object.keys(product.sublimits.publicRelations.flatByState)],
    ];
    for (const [pointer, states] of stateLists)
      for (const state of states)
        if (!(US_STATES as readonly string[]).includes(state))
          out.push({ pointer, message: `${state} is not a US state` });
  }
  return out;
}
