import { entriesOf, irpmView } from './irpmForm';

const bounds = { min: -0.25, max: 0.25 };

describe('the IRPM editor', () => {
  it('shows DEBIT for a positive value and CREDIT for zero or negative, and the modifier 1 + sum / 100', () => {
    const view = irpmView({ companyStability: '5', dcmPractices: '-3', drPlanning: '0' }, bounds);
    expect(view.kinds).toEqual({ companyStability: 'DEBIT', dcmPractices: 'CREDIT', drPlanning: 'CREDIT' });
    expect(view.modifier).toBe(1 + (5 - 3 + 0) / 100);
    expect(view.errors).toEqual({});
  });

  it('marks a value outside the state\'s bounds, or not a number, "Invalid"', () => {
    expect(irpmView({ companyStability: '26' }, bounds).errors).toEqual({ companyStability: 'Invalid' });
    expect(irpmView({ securityAwareness: '-25.5' }, bounds).errors).toEqual({ securityAwareness: 'Invalid' });
    expect(irpmView({ drPlanning: 'abc' }, bounds).errors).toEqual({ drPlanning: 'Invalid' });
    expect(irpmView({ companyStability: '25', dcmPractices: '-25' }, bounds).errors).toEqual({});
  });

  it('without known bounds leaves the range to the server', () => {
    expect(irpmView({ companyStability: '80' }, undefined).errors).toEqual({});
  });

  it('opens with the stored values', () => {
    expect(entriesOf({ companyStability: -5, securityAwareness: 3, other: 1 })).toEqual({
      companyStability: '-5',
      securityAwareness: '3',
    });
    expect(entriesOf(null)).toEqual({});
  });
});
