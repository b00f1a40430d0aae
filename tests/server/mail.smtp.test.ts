/**
 * E-mail through a real SMTP server that the test starts (smtp-server, on a free port), with the API configured by
 * SMTP_URL and MAIL_FROM as a deployment is. What the receiving server gets is parsed as a mail client would
 * (mailparser): a password reset arrives with its sender, recipient, subject and link; the certificate of insurance
 * arrives with its text and its PDF attached; the outbox marks both delivered. Both databases.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../support/freePort';
import { DEMO, forEachDatabase } from './support/databases';

const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream).then(
      (mail) => {
        received.push(mail);
        done();
      },
      (error: Error) => done(error),
    );
  },
});
const port = await freePort();
await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

const FROM = 'Adaptive Console <console@adaptive.example.com>';
const arrivedFor = (recipient: string) =>
  received.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text === recipient));

forEachDatabase(
  'mail through SMTP',
  (ctx) => {
    it('delivers a password reset to the SMTP server with its headers and link, and marks it delivered', async () => {
      const recipient = 'agent@alpha.demo.test';
      expect((await ctx.request('POST', `/api/auth/v1/passwords/${recipient}/reset`)).status).toBe(204);

      const [mail] = arrivedFor(recipient);
      expect(mail, 'the reset e-mail reached the SMTP server').toBeDefined();
      expect(mail!.from?.value).toEqual([{ name: 'Adaptive Console', address: 'console@adaptive.example.com' }]);
      expect(mail!.subject).toMatch(/password/i);
      expect(mail!.text).toMatch(/\/confirmPasswordReset\/[\w-]+/);
      expect(mail!.messageId).toBeTruthy();
      const row = await ctx.db
        .selectFrom('outbox')
        .select(['deliveredAt', 'deliveryError'])
        .where('recipient', '=', recipient)
        .where('kind', '=', 'PASSWORD_RESET')
        .executeTakeFirstOrThrow();
      expect(row.deliveryError).toBeNull();
      expect(row.deliveredAt).not.toBeNull();
    });

    it('delivers the certificate of insurance with its PDF attached', async () => {
      const alpha = await ctx.login(DEMO.alphaAdmin);
      const policy = (await ctx.request('GET', '/api/policy/v1/search?f[status][in]=IN FORCE&size=1', { token: alpha }))
        .json.content[0];
      const recipient = `certs-${ctx.kind}@harbor.example.com`;
      const sent = await ctx.request('POST', `/api/policy/v1/certificate/${policy.product}/email`, {
        token: alpha,
        body: {
          policyId: policy.id,
          organizationName: 'Harbor Lending Partners',
          address1: '400 Pier Street',
          city: 'Baltimore',
          state: 'MD',
          zip: '21202',
          email: recipient,
        },
      });
      expect(sent.status, JSON.stringify(sent.json)).toBe(202);

      const [mail] = arrivedFor(recipient);
      expect(mail, 'the certificate e-mail reached the SMTP server').toBeDefined();
      expect(mail!.from?.value).toEqual([{ name: 'Adaptive Console', address: 'console@adaptive.example.com' }]);
      expect(mail!.subject).toBe(`Certificate of insurance, policy ${policy.policyNumber}, ${policy.companyName}`);
      expect(mail!.text).toContain('Organization: Harbor Lending Partners');
      expect(mail!.attachments).toHaveLength(1);
      const [pdf] = mail!.attachments;
      expect(pdf!.contentType).toBe('application/pdf');
      expect(pdf!.filename).toMatch(/-certificate-of-insurance\.pdf$/);
      expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf!.content.length).toBeGreaterThan(1_000);
    });
  },
  { env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: FROM } },
);
