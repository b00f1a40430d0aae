import { visibleNotifications, withoutDuplicates } from './notificationRules';

const n = (message: string, type = 'info', messageArgs?: unknown) => ({
  message,
  type,
  notificationOptions: { messageArgs },
});

describe('notification queue (spec 000 §4)', () => {
  it('shows at most three at once, oldest first', () => {
    expect(visibleNotifications([n('a'), n('b'), n('c'), n('d')]).map((x) => x.message)).toEqual(['a', 'b', 'c']);
  });

  it('drops duplicates of the same type, message and arguments', () => {
    const queue = [
      n('saved', 'success'),
      n('saved', 'success'),
      n('saved', 'error'),
      n('x', 'info', { id: 1 }),
      n('x', 'info', { id: 2 }),
    ];
    expect(withoutDuplicates(queue)).toHaveLength(4);
    expect(visibleNotifications([n('a'), n('a'), n('a'), n('b')]).map((x) => x.message)).toEqual(['a', 'b']);
  });
});
