import { checkDestination, destinationPolicy, isPrivateAddress, RefusedDestination } from './destinationGuard';

describe('the webhook destination guard', () => {
  it('knows the private, loopback, link-local and reserved ranges, IPv4-mapped IPv6 included', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses a host when any of its addresses is private, unless allowed by the environment', async () => {
    const resolve = async (host: string) =>
      host === 'mixed.example'
        ? [{ address: '93.184.216.34' }, { address: '10.0.0.7' }]
        : [{ address: '93.184.216.34' }];
    const strict = destinationPolicy({});
    await expect(checkDestination('https://mixed.example/hook', strict, resolve)).rejects.toThrow(RefusedDestination);
    await expect(checkDestination('https://mixed.example/hook', strict, resolve)).rejects.toThrow(
      'mixed.example resolves to a private network address (10.0.0.7)',
    );
    await expect(checkDestination('http://127.0.0.1:8080/hook', strict, resolve)).rejects.toThrow(RefusedDestination);
    await expect(checkDestination('http://[::1]/hook', strict, resolve)).rejects.toThrow(RefusedDestination);
    await expect(checkDestination('https://public.example/hook', strict, resolve)).resolves.toBeUndefined();
    await expect(
      checkDestination(
        'https://mixed.example/hook',
        destinationPolicy({ WEBHOOK_ALLOWED_HOSTS: 'other.test, Mixed.Example' }),
        resolve,
      ),
    ).resolves.toBeUndefined();
    await expect(
      checkDestination('http://127.0.0.1/hook', destinationPolicy({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }), resolve),
    ).resolves.toBeUndefined();
    await expect(
      checkDestination('http://127.0.0.1/hook', destinationPolicy({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }), resolve),
    ).resolves.toBeUndefined();
  });
});
