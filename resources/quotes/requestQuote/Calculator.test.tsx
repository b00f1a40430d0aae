// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider, type I18nProvider } from 'react-admin';
import p100 from '../../../rating/P100/v1.json';
import { createI18nProvider, loadTexts } from '../../../src/console/i18n/i18nProvider';
import type { CalculatorRequest, RatingProduct } from '../../../src/shared/generated/rating';
import { calculatorRules } from '../../../src/shared/rating/calculatorRules';
import { Calculator } from './Calculator';
import type { Calculation } from './requestQuoteMethods';

const rules = calculatorRules(p100 as unknown as RatingProduct, 'TX', '541511');
const subject = { product: 'P100', naicsCode: '541511', state: 'TX', revenue: 2_000_000 };
const DEBOUNCE = 400;

/** The calculator's server stand-in: each call waits until the test answers it. */
function pendingCalculator() {
  const calls: { body: CalculatorRequest; answer(premium: number): void }[] = [];
  const calculate = (body: CalculatorRequest) =>
    new Promise<Calculation>((resolve) => {
      calls.push({
        body,
        answer: (totalPremium) =>
          resolve({
            product: 'P100',
            ratingVersion: 'P100/v1',
            currency: 'USD',
            totalPremium,
            breakdown: [{ factor: 'baseRate', label: 'Base rate', value: totalPremium }],
            referToUnderwriter: false,
          }),
      });
    });
  return { calls, calculate };
}

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await createI18nProvider('en-US');
  // The flow's texts load with its screens; the page's Suspense would wait for them.
  await loadTexts('screens/requestQuote');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderCalculator(calculate: (body: CalculatorRequest) => Promise<Calculation>) {
  render(
    <I18nContextProvider value={i18nProvider}>
      <Calculator rules={rules} subject={subject} today="2026-03-02" calculate={calculate} debounceMs={DEBOUNCE} />
    </I18nContextProvider>,
  );
}

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const answer = (call: { answer(premium: number): void }, premium: number) => act(async () => call.answer(premium));
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const choose = (label: string, value: number) =>
  act(async () => void fireEvent.change(select(label), { target: { value: String(value) } }));
const premium = () => screen.getByTestId('total-premium').textContent;

describe('the calculator (spec 002 §4, §9)', () => {
  it('opens on preset 2 with the defaults and asks the server once the debounce has passed', async () => {
    const server = pendingCalculator();
    renderCalculator(server.calculate);
    expect(select('Preset').value).toBe('2');
    expect(select('Aggregate Limit').value).toBe('1000000');
    expect(select('Deductible').value).toBe('25000');
    expect(select('Waiting Period').value).toBe('12');
    expect(select('Retroactive Period').value).toBe('-1');
    await wait(DEBOUNCE - 1);
    expect(server.calls).toHaveLength(0);
    await wait(1);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].body).toMatchObject({
      preset: 2,
      limit: 1_000_000,
      deductible: 25_000,
      waitingPeriod: 12,
      retroActivePeriod: -1,
    });
    await answer(server.calls[0], 1234.5);
    expect(premium()).toBe('$1,234.50');
  });

  it('a limit change sets the preset to custom and recalculates with it', async () => {
    const server = pendingCalculator();
    renderCalculator(server.calculate);
    await choose('Aggregate Limit', 2_000_000);
    expect(select('Preset').value).toBe('-1');
    await wait(DEBOUNCE);
    expect(server.calls.map((c) => c.body.limit)).toEqual([2_000_000]);
    expect(server.calls[0].body.preset).toBe(-1);
  });

  it('a coverage change sets the preset to custom and sends the line selected', async () => {
    const server = pendingCalculator();
    renderCalculator(server.calculate);
    const bricking = rules.coverages.find((c) => c.key === 'BRICKING')!;
    expect(server.calls).toHaveLength(0);
    await act(async () => void fireEvent.click(screen.getByLabelText(bricking.name)));
    expect(select('Preset').value).toBe('-1');
    await wait(DEBOUNCE);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].body.coverages?.[String(bricking.id)]?.selected).toBe(true);
  });

  it('changes within the debounce make one request, with the last choice', async () => {
    const server = pendingCalculator();
    renderCalculator(server.calculate);
    await choose('Aggregate Limit', 1_500_000);
    await wait(DEBOUNCE / 2);
    await choose('Deductible', 50_000);
    await wait(DEBOUNCE / 2);
    await choose('Aggregate Limit', 3_000_000);
    await wait(DEBOUNCE);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].body).toMatchObject({ limit: 3_000_000, deductible: 50_000, preset: -1 });
  });

  it('the latest answer wins over an older one that arrives after it', async () => {
    const server = pendingCalculator();
    renderCalculator(server.calculate);
    await wait(DEBOUNCE);
    await choose('Aggregate Limit', 2_500_000);
    await wait(DEBOUNCE);
    expect(server.calls.map((c) => c.body.limit)).toEqual([1_000_000, 2_500_000]);
    await answer(server.calls[1], 2222);
    expect(premium()).toBe('$2,222.00');
    await answer(server.calls[0], 1111);
    expect(premium()).toBe('$2,222.00');
  });

  it('picking a preset again leaves custom', async () => {
    const server = pendingCalculator();
    renderCalculator(server.calculate);
    await choose('Waiting Period', 24);
    expect(select('Preset').value).toBe('-1');
    await choose('Preset', 3);
    expect(select('Preset').value).toBe('3');
    await wait(DEBOUNCE);
    expect(server.calls.map((c) => c.body.preset)).toEqual([3]);
  });
});
