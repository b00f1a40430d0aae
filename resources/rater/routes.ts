/**
 * The Rater API (spec 002 §7 "Rater", /api/rater/v1): presets, rules per industry, options per state, the
 * calculator and the IRPM modifier, all read from the rating files (rating/) through the store environment's
 * catalogue. Only the server prices: `POST calculator` answers the premium with its factor breakdown and the
 * rating version it was computed with.
 */
import type { FastifyInstance } from 'fastify';
import calculatorRequestSchema from '../../schemas/rating/calculatorRequest.schema.json';
import irpmRequestSchema from '../../schemas/rating/irpmRequest.schema.json';
import { invalid } from '../../src/server/http/apiError';
import { calculatorRequestOf, rateCalculation } from '../../src/server/rating/rateCalculation';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import type { IrpmRequest } from '../../src/shared/generated/rating';
import { CALCULATOR_DEFAULTS, IRPM_CHARACTERISTICS } from '../../src/shared/rating/calculatorConstants';
import { calculatorRules, globalOptionsFor, ratingVersionOf } from '../../src/shared/rating/calculatorRules';
import { calculatorReducer, initialCalculatorState } from '../../src/shared/rating/calculatorState';
import { irpmErrors, irpmKind, irpmModifier } from '../../src/shared/rating/irpm';
import { steppedOptions } from '../../src/shared/rating/clampToOptions';
import { todayIso } from '../../src/shared/dates/today';
import { validateWithSchema } from '../../src/shared/validation/validateRecord';
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';
import { RATER_READ } from './grants';
import { DEFAULT_PRODUCT, naicsParam, productParam, queryState, stateParam } from './raterParams';

const RATER = '/api/rater/v1';
const access = { permission: RATER_READ };
const schema = { tags: ['rater'] };
const list = <T>(content: T[]) => ({ content, totalElements: content.length });

export function registerRaterRoutes(app: FastifyInstance, { store }: ResourceContext): void {
  const catalogue = () => store.environment.rating;

  app.get(`${RATER}/all-raters`, { config: access, schema }, async () => {
    const rated = new Set(catalogue().ratedProducts());
    return list(
      catalogue()
        .products()
        .map((entry) => {
          const versions = rated.has(entry.code) ? catalogue().versions(entry.code) : [];
          const latest = versions.length ? catalogue().product(entry.code) : undefined;
          return {
            product: entry.code,
            displayName: entry.displayName,
            regions: entry.regions,
            rated: !!latest,
            versions,
            ratingVersion: latest ? ratingVersionOf(latest) : null,
            states: latest?.states ?? [],
          };
        }),
    );
  });

  app.get(`${RATER}/presets`, { config: access, schema }, async (request) => {
    const asked = (request.query as Record<string, unknown>).product;
    const codes = asked === undefined ? catalogue().ratedProducts() : [productParam(request)];
    return list(
      codes.flatMap((code) => {
        const product = catalogue().product(code);
        return product.presets.map((preset) => ({
          product: code,
          ratingVersion: ratingVersionOf(product),
          id: preset.id,
          name: preset.name,
          coverages: product.coverages
            .filter((c) => c.mandatory || preset.coverages.includes(c.key))
            .map((c) => ({ id: c.id, key: c.key, name: c.name })),
        }));
      }),
    );
  });

  app.get<{ Params: { naicsCode: string; preset: string } }>(
    `${RATER}/presets/:naicsCode/:preset`,
    { config: access, schema },
    async (request) => {
      const product = catalogue().product(productParam(request));
      const rules = calculatorRules(product, queryState(request), naicsParam(request.params.naicsCode));
      const wanted = request.params.preset.toUpperCase();
      const preset = product.presets.find((p) => String(p.id) === wanted || p.name === wanted);
      if (!preset)
        throw invalid([
          {
            field: 'preset',
            detail: `Preset must be one of ${product.presets.map((p) => `${p.id} (${p.name})`).join(', ')}`,
          },
        ]);
      const today = todayIso();
      const calculator = calculatorReducer(rules, initialCalculatorState(rules, today), {
        type: 'preset',
        preset: preset.id,
      });
      return {
        product: product.product,
        ratingVersion: rules.ratingVersion,
        naicsCode: rules.naicsCode,
        state: rules.state,
        preset: preset.id,
        presetName: preset.name,
        calculator,
      };
    },
  );

  app.get<{ Params: { state: string } }>(
    `${RATER}/rules/globals/:state`,
    { config: access, schema },
    async (request) => {
      const product = catalogue().product(productParam(request));
      const state = stateParam(request.params.state);
      if (!product.states.includes(state)) throw invalid([{ field: 'state', detail: 'State Not Supported' }]);
      const options = globalOptionsFor(product, state);
      return {
        product: product.product,
        ratingVersion: ratingVersionOf(product),
        state,
        limits: { ...options.limit, options: steppedOptions(options.limit.min, options.limit.max, options.limit.step) },
        deductibles: options.deductibles,
        defaultDeductible: options.defaultDeductible,
        waitingPeriods: options.waitingPeriods,
        defaultWaitingPeriod: options.defaultWaitingPeriod,
        waitingPeriodUnit: 'hours',
        retroPeriods: options.retroPeriods,
        defaultRetroPeriod: options.defaultRetroPeriod,
        defaultPreset: CALCULATOR_DEFAULTS.preset,
        irpm: product.irpm.states?.[state] ?? product.irpm.default,
      };
    },
  );

  app.get<{ Params: { naicsCode: string } }>(
    `${RATER}/rules/:naicsCode`,
    { config: access, schema },
    async (request) => {
      const product = catalogue().product(productParam(request));
      return calculatorRules(product, queryState(request), naicsParam(request.params.naicsCode));
    },
  );

  app.post(
    `${RATER}/calculator`,
    { config: { ...access, bodySchema: calculatorRequestSchema }, schema },
    async (request) => rateCalculation(catalogue(), calculatorRequestOf(request.body)),
  );

  app.post(`${RATER}/irpm`, { config: { ...access, bodySchema: irpmRequestSchema }, schema }, async (request) => {
    const { value, errors } = validateWithSchema(irpmRequestSchema as unknown as JsonSchemaNode, request.body);
    if (errors.length) throw invalid(errors);
    const body = value as unknown as IrpmRequest;
    const product = catalogue().product(body.product ?? DEFAULT_PRODUCT);
    const state = stateParam(body.state);
    const bounds = product.irpm.states?.[state] ?? product.irpm.default;
    const values = Object.fromEntries(
      IRPM_CHARACTERISTICS.filter((key) => body[key] !== undefined).map((key) => [key, body[key] as number]),
    );
    const refused = irpmErrors(values, bounds);
    if (refused.length) throw invalid(refused);
    return {
      product: product.product,
      state,
      bounds: { min: bounds.min * 100, max: bounds.max * 100 },
      characteristics: IRPM_CHARACTERISTICS.map((key) => ({
        field: key,
        value: values[key] ?? 0,
        kind: irpmKind(values[key] ?? 0),
      })),
      irpmModifier: irpmModifier(values),
    };
  });
}
