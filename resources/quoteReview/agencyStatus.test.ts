import { agencyStatusOf, showsVerification } from './agencyStatus';

describe('agency status of a quote (review page headings)', () => {
  it('maps the statuses to the four headings, and shows the verification card only while active or request-sent', () => {
    expect(['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW'].map(agencyStatusOf)).toEqual([
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
    ]);
    expect(['REQUESTED', 'SIGNED'].map(agencyStatusOf)).toEqual(['REQUEST_SENT', 'REQUEST_SENT']);
    expect(['BOUND', 'ISSUED'].map(agencyStatusOf)).toEqual(['BOUND', 'BOUND']);
    expect(['INVALID', 'EXPIRED', 'DECLINED'].map(agencyStatusOf)).toEqual(['INVALID', 'INVALID', 'INVALID']);
    expect((['ACTIVE', 'REQUEST_SENT', 'BOUND', 'INVALID'] as const).filter(showsVerification)).toEqual([
      'ACTIVE',
      'REQUEST_SENT',
    ]);
  });
});
