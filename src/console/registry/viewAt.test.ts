import type { ComponentType } from 'react';
import type { ConsoleResource } from './consoleResource';
import { preloadViewAt, viewAt } from './viewAt';

const View: ComponentType = () => null;
const accounts = {
  declaration: { name: 'accounts' },
  views: { list: async () => View, show: async () => View, create: async () => View, edit: async () => View },
} as unknown as ConsoleResource;
const tags = { declaration: { name: 'tags' }, views: { list: async () => View } } as unknown as ConsoleResource;
const resources = [accounts, tags];
const at = (path: string) => {
  const found = viewAt(resources, path);
  return found && `${found.resource.declaration.name}:${found.view}`;
};

describe('the resource view a persona path shows', () => {
  it('reads react-admin’s routes of a resource', () => {
    expect(at('/accounts')).toBe('accounts:list');
    expect(at('/accounts/')).toBe('accounts:list');
    expect(at('/accounts/create')).toBe('accounts:create');
    expect(at('/accounts/42/show')).toBe('accounts:show');
    expect(at('/accounts/42')).toBe('accounts:edit');
  });

  it('knows no view for other paths, unknown resources or views a resource does not offer', () => {
    expect(at('/dashboard')).toBeUndefined();
    expect(at('/manage/tags')).toBeUndefined();
    expect(at('/accounts/42/questionnaire')).toBeUndefined();
    expect(at('/accounts/42/show/1')).toBeUndefined();
    expect(at('/tags/7/show')).toBeUndefined();
    expect(at('/')).toBeUndefined();
  });

  it('starts loading the view and what extensions add to that view only', () => {
    const loaded: string[] = [];
    const loader = (name: string) => async () => {
      loaded.push(name);
      return View;
    };
    const resource = {
      declaration: { name: 'accounts' },
      views: { list: loader('list'), show: loader('show') },
      slots: { 'list.actions': [loader('bulk upload button')], 'show.after': [loader('documents tab')] },
    } as unknown as ConsoleResource;
    preloadViewAt([resource], '/accounts');
    expect(loaded).toEqual(['list', 'bulk upload button']);
  });
});
