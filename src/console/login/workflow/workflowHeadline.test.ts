import signin from '../../../../locales/en-US/signin.json';
import { workflowHeadlineKey } from './workflowHeadline';

const textOf = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], signin);

describe('workflow headline by flow (spec 000 §2.8)', () => {
  it('payment says access, surplus notice says review and sign, any other flow access the quote', () => {
    expect(textOf(workflowHeadlineKey('PAYMENT'))).toBe('Enter your security code to access your payment');
    expect(textOf(workflowHeadlineKey('SURPLUS_NOTICE'))).toBe(
      'Enter your security code to review and sign your surplus lines notice',
    );
    expect(textOf(workflowHeadlineKey('QUOTE'))).toBe('Enter your security code to access your quote');
    expect(textOf(workflowHeadlineKey('RENEWAL'))).toBe('Enter your security code to access your quote');
  });
});
