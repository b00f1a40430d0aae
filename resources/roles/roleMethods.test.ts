import { recordingDataProvider } from '../../src/console/providers/methods.fixture';
import { rolesResource } from './declaration';
import { roleMethods } from './roleMethods';

describe("the roles' data provider method", () => {
  it('permissionMap reads the permissions grouped by area', async () => {
    const map = { account: ['create', 'read'], roles: ['read'] };
    const { dataProvider, requests } = recordingDataProvider([rolesResource], [roleMethods], () => ({ json: map }));
    expect(await dataProvider.permissionMap()).toEqual(map);
    expect(requests).toEqual([
      { path: `${rolesResource.apiBase}/permissions/map`, method: 'GET', headers: {}, body: undefined },
    ]);
  });
});
