import { describe, expect, it } from 'vitest';
import { EMPTY_TAGS, neighbourOf, type TagsAction, type TagsState, tagsReducer } from './tags.ts';

const tag = (p: string, title = p, query = '') => ({ path: p, fullPath: `${p}${query}`, name: p.slice(1), meta: { title } });
const run = (actions: TagsAction[], s: TagsState = EMPTY_TAGS) => actions.reduce(tagsReducer, s);
const paths = (s: TagsState) => s.tags.map((t) => t.path);

describe('tagsReducer', () => {
  it('inserts a new tag right after the previously visited one', () => {
    const s = run([
      { type: 'visit', tag: tag('/a') },
      { type: 'visit', tag: tag('/b'), after: '/a' },
      { type: 'visit', tag: tag('/c'), after: '/b' },
      { type: 'visit', tag: tag('/a'), after: '/c' },
      { type: 'visit', tag: tag('/d'), after: '/a' },
    ]);
    expect(paths(s)).toEqual(['/a', '/d', '/b', '/c']);
  });

  it('appends when the previous page has no tag, and revisits keep their place and scroll', () => {
    let s = run([
      { type: 'visit', tag: tag('/a') },
      { type: 'visit', tag: tag('/b'), after: '/login' },
      { type: 'saveScroll', path: '/a', scrollTop: 120 },
    ]);
    expect(paths(s)).toEqual(['/a', '/b']);
    const before = s;
    s = tagsReducer(s, { type: 'visit', tag: tag('/a'), after: '/b' });
    expect(s).toBe(before);
    expect(s.tags[0]!.scrollTop).toBe(120);
    s = tagsReducer(s, { type: 'visit', tag: tag('/a', 'renamed') });
    expect(s.tags[0]).toMatchObject({ scrollTop: 120, meta: { title: 'renamed' } });
  });

  it('keeps one tag per path: a new query (paging a list) updates where the tag leads', () => {
    const s = run([
      { type: 'visit', tag: tag('/a') },
      { type: 'visit', tag: tag('/b'), after: '/a' },
      { type: 'visit', tag: tag('/a', '/a', '?page=2'), after: '/b' },
    ]);
    expect(paths(s)).toEqual(['/a', '/b']);
    expect(s.tags[0]!.fullPath).toBe('/a?page=2');
    expect(neighbourOf(s.tags, '/b')).toBe('/a?page=2');
  });

  it('closes one tag or all others', () => {
    const s = run([
      { type: 'visit', tag: tag('/a') },
      { type: 'visit', tag: tag('/b') },
      { type: 'visit', tag: tag('/c') },
      { type: 'refresh', path: '/b' },
      { type: 'refresh', path: '/c' },
    ]);
    expect(paths(tagsReducer(s, { type: 'close', path: '/b' }))).toEqual(['/a', '/c']);
    const others = tagsReducer(s, { type: 'closeOthers', path: '/b' });
    expect(paths(others)).toEqual(['/b']);
    expect(others.refresh).toEqual({ '/b': 1 });
    expect(tagsReducer(s, { type: 'close', path: '/zzz' })).toBe(s);
  });

  it('counts refreshes per page and resets', () => {
    const s = run([
      { type: 'refresh', path: '/a' },
      { type: 'refresh', path: '/a' },
    ]);
    expect(s.refresh['/a']).toBe(2);
    expect(tagsReducer(s, { type: 'reset' })).toEqual(EMPTY_TAGS);
  });

  it('ignores scroll saves for pages without a tag', () => {
    const s = run([{ type: 'visit', tag: tag('/a') }]);
    expect(tagsReducer(s, { type: 'saveScroll', path: '/x', scrollTop: 5 })).toBe(s);
  });
});

describe('neighbourOf', () => {
  it('prefers the right neighbour, then the left', () => {
    const s = run([
      { type: 'visit', tag: tag('/a') },
      { type: 'visit', tag: tag('/b') },
      { type: 'visit', tag: tag('/c') },
    ]);
    expect(neighbourOf(s.tags, '/b')).toBe('/c');
    expect(neighbourOf(s.tags, '/c')).toBe('/b');
    expect(neighbourOf([s.tags[0]!], '/a')).toBeUndefined();
  });
});
