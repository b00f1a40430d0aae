// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { AfterContent } from './AfterContent';

afterEach(cleanup);

/** The page's content; records what the document showed when it was first committed. */
function Content({ firstCommit }: { firstCommit: string[] }) {
  useLayoutEffect(() => {
    firstCommit.push(document.body.textContent ?? '');
  }, [firstCommit]);
  return <main>rows</main>;
}

describe('AfterContent', () => {
  it('leaves its children out of the first commit and shows them right after', async () => {
    const firstCommit: string[] = [];
    render(
      <>
        <AfterContent>
          <nav>menu</nav>
        </AfterContent>
        <Content firstCommit={firstCommit} />
      </>,
    );
    expect(firstCommit).toEqual(['rows']);
    expect(await screen.findByText('menu')).toBeTruthy();
    expect(document.body.textContent).toBe('menurows');
  });

  it('shows its children at once when rendered again later', async () => {
    const { rerender } = render(
      <AfterContent>
        <nav>menu</nav>
      </AfterContent>,
    );
    await screen.findByText('menu');
    rerender(
      <AfterContent>
        <nav>menu again</nav>
      </AfterContent>,
    );
    expect(screen.getByText('menu again')).toBeTruthy();
  });
});
