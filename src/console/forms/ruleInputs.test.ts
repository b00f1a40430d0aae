import { describe, expect, it } from 'vitest';
import { ruleInputs } from './ruleInputs';

describe('ruleInputs', () => {
  it('names what conditions read, what derived answers add up and what "same as" answers copy, nothing else', () => {
    const schema = {
      type: 'object',
      properties: {
        hasClaims: { type: 'string', enum: ['YES', 'NO'] },
        claimCount: { type: 'integer' },
        notes: { type: 'string' },
        revenue: { type: 'number' },
        nonUsRevenue: { type: 'number' },
        totalRevenue: { type: 'number', 'x-derived': { sum: ['revenue', 'nonUsRevenue'] } },
        primary: { type: 'integer' },
        secondary: { type: 'integer', 'x-derived': { difference: [100, 'primary'] } },
        same: { type: 'boolean', 'x-sameAs': { target: 'mailing', fields: ['street', 'city'] } },
        mailing: { type: 'object', properties: { street: { type: 'string' } } },
      },
      allOf: [
        {
          if: { properties: { hasClaims: { const: 'YES' } }, required: ['hasClaims'] },
          then: { properties: { claimDetail: { type: 'string' } }, required: ['claimDetail'] },
        },
        { if: { required: ['claimCount'] }, then: { required: ['notes'] } },
      ],
    };
    expect([...ruleInputs(schema)].sort()).toEqual([
      'city',
      'claimCount',
      'hasClaims',
      'nonUsRevenue',
      'primary',
      'revenue',
      'street',
    ]);
  });

  it('finds conditions inside nested objects', () => {
    const schema = {
      properties: {
        address: {
          type: 'object',
          properties: { country: { type: 'string' } },
          if: { properties: { country: { const: 'GB' } } },
          then: {},
        },
      },
    };
    expect([...ruleInputs(schema)]).toEqual(['country']);
  });
});
