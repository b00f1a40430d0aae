import { recordingDataProvider } from '../../../src/console/providers/methods.fixture';
import { mailboxResource } from '../declaration';
import { mailboxMethods } from './mailboxMethods';

const MAIL = mailboxResource.apiBase;
const setup = (answer: (path: string) => unknown = () => undefined) =>
  recordingDataProvider([mailboxResource], [mailboxMethods], (request) => ({ json: answer(request.path) }));

describe("the mailbox thread's data provider methods", () => {
  it('threadMessages reads the sent and received messages of a thread, or its drafts, oldest first', async () => {
    const { dataProvider, requests } = setup(() => ({ content: [{ id: 'm1' }] }));
    expect(await dataProvider.threadMessages('t1', false)).toEqual([{ id: 'm1' }]);
    await dataProvider.threadMessages('t1', true);
    expect(requests).toEqual([
      {
        path: `${MAIL}/search?sort=dateReceived%2Casc&size=100&f%5BthreadId%5D%5Bin%5D=t1&f%5BemailDirection%5D%5Bni%5D=DRAFT`,
        method: 'GET',
        headers: {},
        body: undefined,
      },
      {
        path: `${MAIL}/search?sort=dateReceived%2Casc&size=100&f%5BthreadId%5D%5Bin%5D=t1&f%5BemailDirection%5D%5Bin%5D=DRAFT`,
        method: 'GET',
        headers: {},
        body: undefined,
      },
    ]);
  });

  it('writes drafts, flags, labels and assignments with the message id in the body or path', async () => {
    const { dataProvider, requests } = setup(() => ({ id: 'm1' }));
    await dataProvider.newDraft('m1', 'REPLY');
    await dataProvider.updateMessage('d1', { subject: 'Re: Hello', isStarred: true });
    await dataProvider.sendDraft('d1', { body: 'Thanks' });
    await dataProvider.setMessageLabel('m1', 'urgent');
    await dataProvider.assignThread('m1', { agencyId: 'a1', agentUserId: 'u1' });
    expect(requests).toEqual([
      { path: `${MAIL}/draft`, method: 'POST', headers: {}, body: { replyToMsgId: 'm1', emailType: 'REPLY' } },
      {
        path: `${MAIL}/message`,
        method: 'PUT',
        headers: {},
        body: { msgId: 'd1', subject: 'Re: Hello', isStarred: true },
      },
      { path: `${MAIL}/send`, method: 'POST', headers: {}, body: { msgId: 'd1', body: 'Thanks' } },
      { path: `${MAIL}/m1/label`, method: 'PUT', headers: {}, body: { label: 'urgent' } },
      {
        path: `${MAIL}/message/assign`,
        method: 'POST',
        headers: {},
        body: { msgId: 'm1', agencyId: 'a1', agentUserId: 'u1' },
      },
    ]);
  });

  it('lists, uploads and fetches attachments of a message', async () => {
    const { dataProvider, requests } = setup((path) => (path.endsWith('/attachments') ? [{ id: 'f1' }] : { id: 'f2' }));
    expect(await dataProvider.messageAttachments('m1')).toEqual([{ id: 'f1' }]);
    await dataProvider.uploadAttachment('m1', new File(['pdf'], 'a.pdf', { type: 'application/pdf' }));
    await dataProvider.attachFromUrl('m1', 'https://example.com/a.pdf');
    expect(requests.map(({ path, method }) => ({ path, method }))).toEqual([
      { path: `${MAIL}/message/m1/attachments`, method: 'GET' },
      { path: `${MAIL}/message/m1/attachment`, method: 'POST' },
      { path: `${MAIL}/message/m1/attachment-from-url`, method: 'POST' },
    ]);
    expect((requests[1].body as { file: File }).file.name).toBe('a.pdf');
    expect(requests[2].body).toEqual({ url: 'https://example.com/a.pdf' });
  });

  it('reads the tracking timeline and asks for a suggested reply', async () => {
    const { dataProvider, requests } = setup(() => ({ status: 'SENT', events: [] }));
    expect(await dataProvider.messageTracking('m1')).toEqual({ status: 'SENT', events: [] });
    await dataProvider.suggestReply('m1');
    expect(requests).toEqual([
      { path: `${MAIL}/request-tracking/m1`, method: 'GET', headers: {}, body: undefined },
      { path: `${MAIL}/ai-suggest/suggest`, method: 'POST', headers: {}, body: { msgId: 'm1' } },
    ]);
  });

  it('reads the assignment choices: organisations by name, people by name and email, teams by name', async () => {
    const { dataProvider, requests } = setup((path) =>
      path.startsWith('/api/account/v1/agency')
        ? { content: [{ id: 'a1', name: 'Alpha' }] }
        : path.startsWith('/api/auth/v1/mssp')
          ? { content: [{ id: 's1', name: 'Shield' }] }
          : path.startsWith('/api/auth/v1/users')
            ? {
                content: [
                  { id: 'u1', email: 'agent@alpha.test', firstName: 'Ann', lastName: 'Agent' },
                  { id: 'u2', email: 'x@alpha.test' },
                ],
              }
            : { content: [{ id: 't1', name: 'East' }] },
    );
    expect(await dataProvider.assignableOrganisations()).toEqual([
      { id: 'a1', name: 'Alpha' },
      { id: 's1', name: 'Shield' },
    ]);
    expect(await dataProvider.assignableUsers('a1')).toEqual([
      { id: 'u1', name: 'Ann Agent (agent@alpha.test)' },
      { id: 'u2', name: 'x@alpha.test' },
    ]);
    expect(await dataProvider.assignableTeams('a1')).toEqual([{ id: 't1', name: 'East' }]);
    expect(requests.map(({ path, method }) => ({ path, method }))).toEqual([
      { path: '/api/account/v1/agency/search?size=100&sort=name,asc', method: 'GET' },
      { path: '/api/auth/v1/mssp/search?size=100&sort=name,asc', method: 'GET' },
      { path: '/api/auth/v1/users/search?size=100&f%5BaccountId%5D%5Bin%5D=a1', method: 'GET' },
      { path: '/api/auth/v1/teams/search?size=100&f%5BagencyId%5D%5Bin%5D=a1', method: 'GET' },
    ]);
  });

  it('an assignment choice that cannot be read is a failure, not an empty list', async () => {
    const { dataProvider } = recordingDataProvider([mailboxResource], [mailboxMethods], (request) => {
      if (request.path.startsWith('/api/auth/v1/mssp')) throw new Error('Forbidden');
      return { json: { content: [] } };
    });
    await expect(dataProvider.assignableOrganisations()).rejects.toThrow('Forbidden');
  });
});
