import { policiesResource } from '../../policies/declaration';
import { recordingDataProvider } from '../../../src/console/providers/methods.fixture';
import { certificateMethods, certificatePath } from './certificateMethods';

describe("the certificate's data provider method", () => {
  it('emailCertificate posts the holder and the address to /certificate/{product}/email', async () => {
    const { dataProvider, requests } = recordingDataProvider([policiesResource], [certificateMethods], () => ({
      json: { message: 'Sent' },
    }));
    expect(await dataProvider.emailCertificate('P 100', { policyId: 'p1', email: 'a@b.c' })).toEqual({
      message: 'Sent',
    });
    expect(requests).toEqual([
      {
        path: '/api/policy/v1/certificate/P%20100/email',
        method: 'POST',
        headers: {},
        body: { policyId: 'p1', email: 'a@b.c' },
      },
    ]);
    expect(certificatePath('P100')).toBe('/api/policy/v1/certificate/P100');
  });
});
