/**
 * A calculator request from its body to its price: the body against its schema (400 naming each field), the
 * request made whole and checked by the calculator's rules (400 naming each field), then priced with the
 * newest rating file of the product.
 */
import calculatorRequestSchema from '../../../schemas/rating/calculatorRequest.schema.json';
import type { CalculatorRequest } from '../../shared/generated/rating';
import {
  calculatorInputErrors,
  completeCalculatorInput,
  type CalculatorInput,
} from '../../shared/rating/calculatorInput';
import { calculatorRules } from '../../shared/rating/calculatorRules';
import { irpmModifier } from '../../shared/rating/irpm';
import { todayIso } from '../../shared/dates/today';
import { validateWithSchema } from '../../shared/validation/validateRecord';
import type { JsonSchemaNode } from '../../shared/validation/schemaRegistry';
import { invalid } from '../http/apiError';
import type { PricedCoverage } from '../../shared/rating/pricedCoverage';
import { price, type Price } from './price';
import { pricedCoverages } from './pricedCoverages';
import type { RatingCatalogue } from './ratingCatalogue';

export const CALCULATOR_REQUEST_SCHEMA = calculatorRequestSchema as unknown as JsonSchemaNode;

export interface Calculation extends Price {
  /** The request as priced: every option and coverage line filled in. */
  input: CalculatorInput;
  irpmModifier: number;
  /** Its coverage lines, named as the rating file names them. */
  coverages: PricedCoverage[];
}

/** The body as a calculator request, or a 400 naming each field at fault. */
export function calculatorRequestOf(body: unknown, prefix = ''): CalculatorRequest {
  const { value, errors } = validateWithSchema(CALCULATOR_REQUEST_SCHEMA, body);
  if (errors.length) throw invalid(errors.map((e) => ({ ...e, field: `${prefix}${e.field}` })));
  return value as unknown as CalculatorRequest;
}

/** Prices a request with the newest rating of its product (or the version given). */
export function rateCalculation(
  catalogue: RatingCatalogue,
  request: CalculatorRequest,
  options: { today?: string; version?: number; prefix?: string } = {},
): Calculation {
  const prefix = options.prefix ?? '';
  const today = options.today ?? todayIso();
  const product = catalogue.product(request.product, options.version, `${prefix}product`);
  const rules = calculatorRules(product, request.state, String(request.naicsCode));
  const input = completeCalculatorInput(rules, request, today);
  const errors = calculatorInputErrors(rules, input, today);
  if (errors.length) throw invalid(errors.map((e) => ({ ...e, field: `${prefix}${e.field}` })));
  return {
    ...price(product, input),
    input,
    irpmModifier: irpmModifier(input.irpm),
    coverages: pricedCoverages(product, input),
  };
}
